"""engross: OCR-aware ingestion of scanned legal documents into trusted, structure-aware chunks."""

__version__ = "0.1.0"
