"""A corpus of real legal texts (statutes and deeds from public sources) with hand-checked gold structure."""
