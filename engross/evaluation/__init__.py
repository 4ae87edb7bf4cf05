"""Evaluation harness: measure OCR error, routing, structure, tables and retrieval against ground truth."""
