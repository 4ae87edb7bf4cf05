"""Document results in the store: the served one (its chunks in `chunks`) and the others kept beside it
(`result_chunks`): a build of a new pipeline version waiting for `promote`, or an earlier served set."""

from __future__ import annotations

import json
import time
from typing import Any

from sqlalchemy import Connection, Engine, func, select, update

from ingest import page_pack
from ingest.page_pack import PackedPages
from review_queue import records
from review_queue import tables as t
from review_queue.db import read, write
from review_queue.pipeline_version import PipelineVersion, label
from review_queue.upsert import insert_ignore
from schemas import IngestResult, Page

Row = dict[str, Any]  # one chunk of a set: the `chunks` columns plus `item`, its review item (a dict or None)


def _values(doc_id: str, number: int, result: IngestResult | None, version: PipelineVersion | None,
            reused: list[str], state: str, now: float) -> dict[str, Any]:
    doc = result.document if result else None
    return {"doc_id": doc_id, "number": number, "code_version": version.code if version else "unknown",
            "reading_digest": version.reading if version else "", "assembly_digest": version.assembly if version
            else "", "settings": json.dumps(version.settings if version else {}, sort_keys=True, default=str),
            "reused": json.dumps(reused), "title": doc.title if doc else "", "family": doc.family if doc else
            "generic", "doc_type": doc.doc_type if doc else "other",
            "extraction": result.extraction.model_dump_json() if result and result.extraction else None,
            "state": state, "created_at": now, "promoted_at": now if state == "served" else None}


def record_first(conn: Connection, result: IngestResult, version: PipelineVersion, now: float) -> int:
    """The first result of a freshly ingested document: served at once."""
    doc_id = result.document.id
    result_id = conn.execute(t.results.insert().values(
        _values(doc_id, 1, result, version, [], "served", now))).inserted_primary_key[0]
    conn.execute(update(t.documents).where(t.documents.c.id == doc_id).values(result_id=result_id))
    return result_id


def served_id(conn: Connection, doc_id: str) -> int:
    """The served result's id; a document ingested before results were recorded gets one (version unknown)."""
    doc = conn.execute(select(t.documents.c.result_id, t.documents.c.title, t.documents.c.family,
                              t.documents.c.doc_type, t.documents.c.received_at)
                       .where(t.documents.c.id == doc_id)).one()
    if doc.result_id is not None:
        return doc.result_id
    values = _values(doc_id, _next_number(conn, doc_id), None, None, [], "served", doc.received_at)
    values.update(title=doc.title, family=doc.family, doc_type=doc.doc_type)
    result_id = conn.execute(t.results.insert().values(values)).inserted_primary_key[0]
    conn.execute(update(t.documents).where(t.documents.c.id == doc_id).values(result_id=result_id))
    return result_id


def _next_number(conn: Connection, doc_id: str) -> int:
    top = conn.execute(select(func.max(t.results.c.number)).where(t.results.c.doc_id == doc_id)).scalar()
    return (top or 0) + 1


def save_page(conn: Connection, doc_id: str, page: Page) -> None:
    """Keep a page as read (compressed), replacing an earlier read of it."""
    save_packed(conn, doc_id, page.number, page_pack.pack(page))


def save_packed(conn: Connection, doc_id: str, number: int, packed: bytes) -> None:
    """A page already packed (`ingest.page_pack`), as read, replacing an earlier read of it."""
    values = {"doc_id": doc_id, "number": number, "data": None, "packed": packed}
    if not insert_ignore(conn, t.pages, values, ["doc_id", "number"]):
        conn.execute(update(t.pages).values(data=None, packed=packed)
                     .where(t.pages.c.doc_id == doc_id, t.pages.c.number == number))


def save_pages(conn: Connection, doc_id: str, pages: list[Page] | PackedPages | None) -> None:
    """Pages as read, objects or packed."""
    if isinstance(pages, PackedPages):
        for number, packed in pages.packed():
            save_packed(conn, doc_id, number, packed)
        return
    for page in pages or []:
        save_page(conn, doc_id, page)


def pages_digest(conn: Connection, doc_id: str) -> str:
    """The reading digest the stored pages were read with: that of the latest result that read them ("" when
    unknown, e.g. pages stored before results were recorded)."""
    rows = conn.execute(select(t.results.c.reading_digest, t.results.c.reused).where(t.results.c.doc_id == doc_id)
                        .order_by(t.results.c.number.desc())).all()
    return next((r.reading_digest for r in rows if "pages" not in json.loads(r.reused)), "")


def save_beside(engine: Engine, result: IngestResult, version: PipelineVersion, reused: list[str],
                pages: list[Page] | PackedPages | None = None) -> int:
    """Store a new build beside the served set (the feed and the queue do not see it until `promote`), with the
    pages it read anew; an earlier build that was never promoted is replaced."""
    doc_id, now = result.document.id, time.time()
    with write(engine) as conn:
        save_pages(conn, doc_id, pages)
        served_id(conn, doc_id)
        conn.execute(t.results.delete().where(t.results.c.doc_id == doc_id, t.results.c.state == "built"))
        result_id = conn.execute(t.results.insert().values(
            _values(doc_id, _next_number(conn, doc_id), result, version, reused, "built", now))).inserted_primary_key[0]
        put_rows(conn, result_id, rows_of(result))
    return result_id


def rows_of(result: IngestResult) -> list[Row]:
    """A fresh build's chunks as rows: routed as the pipeline decided, no reviewer decision yet."""
    out = []
    for ord_, chunk in enumerate(result.chunks):
        review = chunk.route == "review"
        item = {"state": "pending", "confidence": chunk.confidence, "reasons": chunk.review_reasons,
                "spans": [s.model_dump(mode="json") for s in chunk.low_confidence_spans]} if review else None
        out.append({"id": chunk.id, "ord": ord_, **records.chunk_columns(chunk), "original_body": chunk.body,
                    "version": 0, "state": "review" if review else "indexed", "reviewed": False, "item": item})
    return out


def put_rows(conn: Connection, result_id: int, rows: list[Row]) -> None:
    conn.execute(t.result_chunks.delete().where(t.result_chunks.c.result_id == result_id))
    if rows:
        conn.execute(t.result_chunks.insert(), [
            {"result_id": result_id, "chunk_id": r["id"], "ord": r["ord"], "data": r["data"], "words": r["words"],
             "original_body": r["original_body"], "version": r["version"], "state": r["state"],
             "reviewed": r["reviewed"], "item": json.dumps(r["item"]) if r["item"] else None} for r in rows])


def stored_rows(conn: Connection, result_id: int) -> list[Row]:
    rc = t.result_chunks
    rows = conn.execute(select(rc).where(rc.c.result_id == result_id).order_by(rc.c.ord)).all()
    return [{"id": r.chunk_id, "ord": r.ord, "data": r.data, "words": r.words, "original_body": r.original_body,
             "version": r.version, "state": r.state, "reviewed": bool(r.reviewed),
             "item": json.loads(r.item) if r.item else None} for r in rows]


def served_rows(conn: Connection, doc_id: str) -> list[Row]:
    """The served set: the document's chunks with their review items as they stand."""
    ri = t.review_items
    chunks = conn.execute(select(t.chunks).where(t.chunks.c.doc_id == doc_id).order_by(t.chunks.c.ord)).all()
    items = {r.chunk_id: r for r in conn.execute(select(ri).where(ri.c.doc_id == doc_id))}
    out = []
    for c in chunks:
        item = items.get(c.id)
        out.append({"id": c.id, "ord": c.ord, "data": c.data, "words": c.words, "original_body": c.original_body,
                    "version": c.version, "state": c.state, "reviewed": bool(c.reviewed),
                    "item": _item(item) if item is not None else None})
    return out


def _item(row: Any) -> dict[str, Any]:
    return {"id": row.id, "state": row.state, "confidence": row.confidence, "reasons": json.loads(row.reasons),
            "spans": json.loads(row.spans or "[]"), "decided_by": row.decided_by, "decided_at": row.decided_at,
            "created_at": row.created_at, "previous": json.loads(row.previous) if row.previous else None}


def get(conn: Connection, result_id: int) -> Any:
    return conn.execute(select(t.results).where(t.results.c.id == result_id)).one()


def previous_id(conn: Connection, doc_id: str) -> int | None:
    """The result the served one replaced (what `rollback` returns to), if any."""
    return conn.execute(select(t.results.c.previous_id).join(t.documents, t.documents.c.result_id == t.results.c.id)
                        .where(t.documents.c.id == doc_id)).scalar()


def latest_built(conn: Connection, doc_id: str) -> Any | None:
    return conn.execute(select(t.results).where(t.results.c.doc_id == doc_id, t.results.c.state == "built")
                        .order_by(t.results.c.number.desc()).limit(1)).first()


def listing(engine: Engine, doc_id: str) -> list[dict[str, Any]]:
    """A document's results, oldest first, with their version label, state and what they re-used."""
    with read(engine) as conn:
        rows = conn.execute(select(t.results).where(t.results.c.doc_id == doc_id).order_by(t.results.c.number))
        return [describe(r) for r in rows]


def describe(row: Any) -> dict[str, Any]:
    return {"id": row.id, "doc_id": row.doc_id, "number": row.number, "version": label(row),
            "code_version": row.code_version, "reading_digest": row.reading_digest,
            "assembly_digest": row.assembly_digest, "settings": json.loads(row.settings),
            "reused": json.loads(row.reused), "state": row.state, "created_at": row.created_at,
            "promoted_at": row.promoted_at}
