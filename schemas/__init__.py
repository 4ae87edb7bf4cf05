"""pydantic models shared by the pipeline, the store, the workers and the review app."""

from schemas.groundtruth import GroundTruth, TruthDamage, TruthQuestion, TruthTable, TruthUnit
from schemas.models import (
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
    Span,
    Table,
    TablePart,
)

__all__ = [
    "BBox", "Cell", "Chunk", "CrossRef", "Document", "GroundTruth", "IngestResult", "Line", "Mark", "Node",
    "Page", "Span", "Table", "TablePart", "TruthDamage", "TruthQuestion", "TruthTable", "TruthUnit",
]
