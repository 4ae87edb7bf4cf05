"""Sample legal documents and the generator that makes them with their ground truth."""
