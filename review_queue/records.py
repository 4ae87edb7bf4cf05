"""Conversions between store rows and the schemas' models (Document, Chunk) and the served chunk JSON."""

from __future__ import annotations

import json
from typing import Any

from ingest import page_pack
from schemas import Chunk, Document, Page


def document(row: Any) -> Document:
    return Document(id=row.id, source=row.source, filename=row.filename, title=row.title, family=row.family,
                    doc_type=row.doc_type or "other", page_count=row.page_count, state=row.state, error=row.error)


def chunk_columns(chunk: Chunk) -> dict[str, str]:
    """The chunk's public JSON and, separately, its word spans (Chunk.words is excluded from model_dump)."""
    return {"data": chunk.model_dump_json(),
            "words": json.dumps([w.model_dump(mode="json") for w in chunk.words])}


def chunk(row: Any) -> Chunk:
    return Chunk.model_validate({**json.loads(row.data), "words": json.loads(row.words)})


def printed(data: dict[str, Any]) -> dict[str, Any]:
    """A served chunk's text as its page prints it: before any amendment (`engross amend` dates every version it
    adds; the pipeline's own has no `valid_from`). This is what a reviewer reads against the page image and
    corrects; a unit an amendment inserted has no printed text, so its own fields are returned."""
    if data.get("valid_from") is None:
        return data
    return next((v for v in data.get("text_versions") or [] if v.get("valid_from") is None), data)


def payload(row: Any) -> dict[str, Any]:
    """A chunk as indexers see it: the Chunk fields plus its version and whether a person reviewed it."""
    data = json.loads(row.data)
    data["version"] = row.version
    data["reviewed"] = bool(row.reviewed)
    if row.reviewed and data.get("body") != row.original_body:
        data["original_body"] = row.original_body
    return data


def page(row: Any) -> Page:
    """A stored page row (compressed since migration 0005_results, plain JSON before), compact."""
    if row.packed is not None:
        return page_pack.unpack(row.packed)
    return page_pack.compact(Page.model_validate_json(row.data))
