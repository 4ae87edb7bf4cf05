"""pydantic models shared by the pipeline, the store, the workers and the review app."""

from schemas.extraction import DOC_TYPES, RECORDS, ExtractedField, Extraction
from schemas.groundtruth import GroundTruth, TruthDamage, TruthQuestion, TruthTable, TruthUnit
from schemas.models import (
    PAGE_FORMAT,
    BBox,
    Cell,
    Chunk,
    CrossRef,
    Document,
    IngestResult,
    Line,
    Mark,
    Node,
    Page,
    Repair,
    Span,
    Table,
    TablePart,
    TextVersion,
    UnreadRegion,
)

__all__ = [
    "DOC_TYPES", "RECORDS", "ExtractedField", "Extraction",
    "BBox", "Cell", "Chunk", "CrossRef", "Document", "GroundTruth", "IngestResult", "Line", "Mark", "Node",
    "PAGE_FORMAT", "Page", "Repair", "Span", "Table", "TablePart", "TextVersion", "TruthDamage", "TruthQuestion",
    "TruthTable",
    "TruthUnit",
    "UnreadRegion",
]
