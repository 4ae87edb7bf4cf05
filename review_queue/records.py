"""Conversions between store rows and the schemas' models (Document, Chunk) and the served chunk JSON."""

from __future__ import annotations

import json
from typing import Any

from schemas import Chunk, Document


def document(row: Any) -> Document:
    return Document(id=row.id, source=row.source, filename=row.filename, title=row.title, family=row.family,
                    doc_type=row.doc_type or "other", page_count=row.page_count, state=row.state, error=row.error)


def chunk_columns(chunk: Chunk) -> dict[str, str]:
    """The chunk's public JSON and, separately, its word spans (Chunk.words is excluded from model_dump)."""
    return {"data": chunk.model_dump_json(),
            "words": json.dumps([w.model_dump(mode="json") for w in chunk.words])}


def chunk(row: Any) -> Chunk:
    return Chunk.model_validate({**json.loads(row.data), "words": json.loads(row.words)})


def payload(row: Any) -> dict[str, Any]:
    """A chunk as indexers see it: the Chunk fields plus its version and whether a person reviewed it."""
    data = json.loads(row.data)
    data["version"] = row.version
    data["reviewed"] = bool(row.reviewed)
    if row.reviewed and data.get("body") != row.original_body:
        data["original_body"] = row.original_body
    return data
