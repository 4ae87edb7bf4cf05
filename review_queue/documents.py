"""Documents' types and fields in the store: field review items, the served record, and the documents feed."""

from __future__ import annotations

import json
import time
from typing import Any

from sqlalchemy import Connection, Engine, func, select, update

from ingest.extraction import record
from review_queue import audit
from review_queue import tables as t
from review_queue.db import lock_feed, locking, read, write
from review_queue.feed import parse_cursor
from review_queue.upsert import insert_ignore
from schemas.extraction import SERVED_STATUSES, ExtractedField, Extraction

fi = t.field_items


class FieldError(Exception):
    """A field decision that cannot be taken (unknown item, already decided, empty value)."""


def save_extraction(conn: Connection, doc_id: str, extraction: Extraction | None, now: float) -> None:
    """Store the type and fields, queue the doubtful fields, and put version 1 of the record in the feed."""
    if extraction is None:
        return
    conn.execute(update(t.documents).where(t.documents.c.id == doc_id).values(
        doc_type=extraction.doc_type, extraction=extraction.model_dump_json(), fields_version=1))
    for field in extraction.fields:
        if field.status == "review":
            insert_ignore(conn, fi, {"doc_id": doc_id, "name": field.name, "state": "pending", "created_at": now},
                          ["doc_id", "name"])
    append_feed(conn, doc_id)


def served(row: Any) -> dict[str, Any]:
    """The document as indexers see it: type and only the fields a person may rely on (confident or decided)."""
    extraction = Extraction.model_validate_json(row.extraction) if row.extraction else Extraction(
        doc_type=row.doc_type or "other")
    fields = [f for f in extraction.fields if f.status in SERVED_STATUSES]
    return {"id": row.id, "filename": row.filename, "doc_type": extraction.doc_type,
            "doc_type_reasons": extraction.doc_type_reasons, "record": record(extraction.doc_type, fields),
            "fields": [f.model_dump(mode="json") for f in fields],
            "pending_fields": [f.name for f in extraction.fields if f.status not in SERVED_STATUSES],
            "version": row.fields_version or 1}


def get_served(engine: Engine, doc_id: str) -> dict[str, Any] | None:
    with read(engine) as conn:
        row = conn.execute(select(t.documents).where(t.documents.c.id == doc_id)).first()
    return served(row) if row is not None and row.state not in ("received", "processing", "failed") else None


def append_feed(conn: Connection, doc_id: str) -> None:
    """The document's served record at its current fields_version on the documents feed (once per version)."""
    lock_feed(conn)
    row = conn.execute(select(t.documents).where(t.documents.c.id == doc_id)).one()
    insert_ignore(conn, t.document_feed, {"doc_id": doc_id, "version": row.fields_version or 1,
                                          "payload": json.dumps(served(row)), "at": time.time()},
                  ["doc_id", "version"])


def append_tombstone(conn: Connection, doc_id: str) -> bool:
    """A removed document's last entry: indexers drop its fields. False when it was never in the feed.

    Its earlier entries may then be deleted (they carry names and amounts); this one keeps the top sequence
    number taken, so SQLite never hands it out again to a later entry a cursor would skip."""
    df = t.document_feed
    lock_feed(conn)
    version = conn.execute(select(func.max(df.c.version)).where(df.c.doc_id == doc_id)).scalar()
    if version is None:
        return False
    insert_ignore(conn, df, {"doc_id": doc_id, "version": version + 1, "at": time.time(),
                             "payload": json.dumps({"id": doc_id, "deleted": True})}, ["doc_id", "version"])
    return True


def feed_page(engine: Engine, after: str | int | None = None, limit: int = 100) -> dict[str, Any]:
    """Document records after the cursor, each once per version, in sequence order (like the chunks feed);
    a removed document ends with a tombstone (`op: delete`, no document)."""
    start = parse_cursor(after)
    df = t.document_feed
    with read(engine) as conn:
        rows = conn.execute(select(df).where(df.c.seq > start).order_by(df.c.seq).limit(limit + 1)).all()
    items = []
    for r in rows[:limit]:
        payload = json.loads(r.payload)
        deleted = bool(payload.get("deleted"))
        items.append({"seq": r.seq, "id": r.doc_id, "version": r.version, "op": "delete" if deleted else "upsert",
                      "document": None if deleted else payload})
    return {"items": items, "next": str(items[-1]["seq"] if items else start), "has_more": len(rows) > limit}


def all_fields(engine: Engine, doc_id: str) -> list[dict[str, Any]]:
    """Every field of a document, served or not, with its open review item if it has one (document page)."""
    with read(engine) as conn:
        doc = conn.execute(select(t.documents.c.extraction).where(t.documents.c.id == doc_id)).scalar()
        items = dict(conn.execute(select(fi.c.name, fi.c.id).where(fi.c.doc_id == doc_id,
                                                                     fi.c.state == "pending")).all())
    if not doc:
        return []
    return [{**f.model_dump(mode="json"), "item_id": items.get(f.name)}
            for f in Extraction.model_validate_json(doc).fields]


# --- field review -----------------------------------------------------------------------------------------

def open_items(engine: Engine, limit: int = 200) -> list[dict[str, Any]]:
    """Pending field items, oldest first, with the document's name and the candidate value."""
    query = (select(fi, t.documents.c.filename, t.documents.c.extraction, t.documents.c.doc_type)
             .join(t.documents, t.documents.c.id == fi.c.doc_id).where(fi.c.state == "pending")
             .order_by(fi.c.created_at, fi.c.id).limit(limit))
    with read(engine) as conn:
        rows = conn.execute(query).all()
    out = []
    for r in rows:
        field = _field_of(r.extraction, r.name)
        out.append({"id": r.id, "doc_id": r.doc_id, "filename": r.filename, "doc_type": r.doc_type,
                    "name": r.name, "value": field.value if field else None,
                    "reasons": field.review_reasons if field else []})
    return out


def item(engine: Engine, item_id: int) -> dict[str, Any] | None:
    with read(engine) as conn:
        row = conn.execute(select(fi, t.documents.c.filename, t.documents.c.extraction, t.documents.c.doc_type)
                           .join(t.documents, t.documents.c.id == fi.c.doc_id).where(fi.c.id == item_id)).first()
    if row is None:
        return None
    field = _field_of(row.extraction, row.name)
    return {"id": row.id, "doc_id": row.doc_id, "filename": row.filename, "doc_type": row.doc_type,
            "name": row.name, "state": row.state, "decided_by": row.decided_by,
            "field": field.model_dump(mode="json") if field else None}


def next_item(engine: Engine, after: int = 0) -> int | None:
    """The next pending field item (after `after` first, then from the start)."""
    with read(engine) as conn:
        for cond in (fi.c.id > after, fi.c.id > 0):
            got = conn.execute(select(fi.c.id).where(fi.c.state == "pending", cond).order_by(fi.c.id).limit(1)).scalar()
            if got is not None:
                return got
    return None


def decide(engine: Engine, item_id: int, who: str, value: str | None) -> str:
    """Confirm the candidate (value None or equal) or correct it; the record's version moves, the audit log
    records it. Returns "confirmed" or "corrected"."""
    with write(engine) as conn:
        query = select(fi).where(fi.c.id == item_id)
        row = conn.execute(locking(conn, query)).first()
        if row is None:
            raise FieldError(f"no field item {item_id}")
        if row.state != "pending":
            raise FieldError(f"field item {item_id} is already {row.state}")
        doc = conn.execute(select(t.documents).where(t.documents.c.id == row.doc_id)).one()
        extraction = Extraction.model_validate_json(doc.extraction)
        field = next(f for f in extraction.fields if f.name == row.name)
        before = field.value
        value = None if value is None else " ".join(value.split())
        if value is None or value == (before or ""):
            if not before:
                raise FieldError("nothing was read for this field: type its value")
            state, field.status = "confirmed", "confirmed"
        else:
            if not value:
                raise FieldError("a corrected value cannot be empty")
            state, field.status = "corrected", "corrected"
            field.original_value, field.value = before, value
        conn.execute(update(t.documents).where(t.documents.c.id == doc.id).values(
            extraction=extraction.model_dump_json(), fields_version=(doc.fields_version or 1) + 1,
            updated_at=time.time()))
        conn.execute(update(fi).where(fi.c.id == item_id).values(state=state, decided_by=who, decided_at=time.time()))
        chunk = next((e.chunk_id for e in field.evidence if e.chunk_id), None)
        action = {"confirmed": "field_confirm", "corrected": "field_correct"}[state]
        audit.record(conn, who, action, chunk, item_id, before=f"{row.name}={before}",
                     after=f"{row.name}={field.value}", version=doc.fields_version or 1,
                     new_version=(doc.fields_version or 1) + 1)
        append_feed(conn, doc.id)
    return state


def _field_of(extraction_json: str | None, name: str) -> ExtractedField | None:
    if not extraction_json:
        return None
    return next((f for f in Extraction.model_validate_json(extraction_json).fields if f.name == name), None)
