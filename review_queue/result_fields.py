"""A document's extracted fields follow a promote or rollback: the result's fields are served, a reviewer's
confirmation or correction carried over where the same value was read, else the field is queued again."""

from __future__ import annotations

import json
import time
from typing import Any

from sqlalchemy import Connection, select, update

from review_queue import documents
from review_queue import tables as t
from schemas.extraction import Extraction

DECIDED = ("confirmed", "corrected")


def switch(conn: Connection, doc_id: str, current_id: int, target: Any) -> int:
    """Serve `target`'s fields (keeping the served ones on result `current_id`); returns how many reviewer
    decisions were queued again. A result without fields leaves the served ones as they are."""
    if not target.extraction:
        return 0
    doc = conn.execute(select(t.documents.c.extraction, t.documents.c.fields_version)
                       .where(t.documents.c.id == doc_id)).one()
    conn.execute(update(t.results).where(t.results.c.id == current_id).values(extraction=doc.extraction))
    new = Extraction.model_validate_json(target.extraction)
    requeued = carry(Extraction.model_validate_json(doc.extraction), new) if doc.extraction else 0
    conn.execute(update(t.documents).where(t.documents.c.id == doc_id).values(
        extraction=new.model_dump_json(), doc_type=new.doc_type, fields_version=(doc.fields_version or 1) + 1))
    fi, now = t.field_items, time.time()
    conn.execute(fi.delete().where(fi.c.doc_id == doc_id))
    for field in new.fields:
        if field.status == "review" or field.status in DECIDED:
            conn.execute(fi.insert().values(doc_id=doc_id, name=field.name, created_at=now,
                                            state="pending" if field.status == "review" else field.status))
    documents.append_feed(conn, doc_id)
    return requeued


def carry(old: Extraction, new: Extraction) -> int:
    """Decisions on `old` applied to `new` where the same value was read; a changed reading goes to review."""
    fields = {f.name: f for f in new.fields}
    requeued = 0
    for f in old.fields:
        g = fields.get(f.name)
        if f.status not in DECIDED or g is None:
            continue
        as_read = f.original_value if f.status == "corrected" else f.value
        if g.value == as_read:
            g.status, g.value, g.original_value = f.status, f.value, f.original_value
            continue
        g.status = "review"
        g.review_reasons.append(f"an earlier review ({f.status}: {json.dumps(f.value)}) no longer matches the "
                                "value read")
        requeued += 1
    return requeued
