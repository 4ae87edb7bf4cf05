"""Response shapes of the pull API, so /openapi.json tells an indexer exactly what it will get."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from schemas import Chunk
from schemas.extraction import DocumentRecord


class ServedChunk(Chunk):
    """A chunk as indexers see it: the Chunk fields plus its version and review state."""

    version: int = Field(description="1 at ingest; +1 on each correction, rejection or amendment")
    reviewed: bool = Field(False, description="a person approved or corrected it (confidence 'reviewed')")
    original_body: str | None = Field(None, description="the OCR text, when a reviewer corrected the body")


class FeedEntry(BaseModel):
    seq: int = Field(description="monotonic sequence number; the cursor is the last seq read")
    op: Literal["upsert", "delete"] = Field(description="delete = a tombstone: remove the chunk from the index "
                                            "(with as_of: the provision was not in force that day)")
    id: str = Field(description="chunk id")
    doc_id: str
    version: int
    chunk: ServedChunk | None = Field(None, description="the chunk at this version; null for a tombstone")


class FeedPage(BaseModel):
    items: list[FeedEntry]
    next: str = Field(description="pass as ?after= to continue; unchanged when nothing new")
    has_more: bool


class ResolvedRef(BaseModel):
    text: str
    target: str | None = Field(None, description="chunk id in the same document, if resolved")
    chunk: ServedChunk | None = Field(None, description="the target, when it is approved")


class ChunkContext(BaseModel):
    chunk: ServedChunk
    parent: ServedChunk | None = Field(None, description="the parent provision, when approved")
    siblings: list[ServedChunk] = Field(description="approved chunks under the same parent, in document order")
    cross_refs: list[ResolvedRef]


class DocumentFeedEntry(BaseModel):
    seq: int = Field(description="monotonic sequence number; the cursor is the last seq read")
    id: str = Field(description="document id (sha256 of the file)")
    version: int = Field(description="1 at ingest; +1 each time a reviewer confirms or corrects a field")
    op: Literal["upsert", "delete"] = Field("upsert", description="delete = the document was removed: drop it")
    document: DocumentRecord | None = Field(None, description="the record at this version; null for a tombstone")


class DocumentFeedPage(BaseModel):
    items: list[DocumentFeedEntry]
    next: str = Field(description="pass as ?after= to continue; unchanged when nothing new")
    has_more: bool
class DocumentSummary(BaseModel):
    id: str = Field(description="sha256 of the file's bytes")
    filename: str
    source: str
    title: str
    family: str
    doc_type: str = Field(description="sale_deed, encumbrance_certificate, statute, ... (docs/extraction.md)")
    state: Literal["received", "processing", "chunked", "in_review", "failed"]
    error: str | None = Field(None, description="why it failed, for a failed document")
    pages: int
    received_at: float = Field(description="epoch seconds")
    chunks: dict[str, int] = Field(description="chunks by state: indexed, review, rejected")
    version: str | None = Field(None, description="pipeline version of the served result, e.g. "
                                "0.1.0+rcbdc34d.acb785ba (docs/corpus.md); null before one is recorded")
