"""The indexers' cursor feed: every approved chunk once per version, tombstones for rejected ones."""

from __future__ import annotations

import json
import time
from typing import Any

from sqlalchemy import Connection, Engine, func, select

from review_queue import tables as t
from review_queue.db import lock_feed, read
from review_queue.records import payload
from review_queue.tables import MAX_INT
from review_queue.upsert import insert_ignore


def append(conn: Connection, chunk_row: Any, op: str = "upsert") -> None:
    """Add the chunk at its current version to the feed (a second call for the same version adds nothing)."""
    lock_feed(conn)
    body = json.dumps(payload(chunk_row)) if op == "upsert" else None
    insert_ignore(conn, t.feed, {"chunk_id": chunk_row.id, "doc_id": chunk_row.doc_id,
                                 "version": chunk_row.version, "op": op, "payload": body, "at": time.time()},
                  ["chunk_id", "version"])


def parse_cursor(cursor: str | int | None) -> int:
    """Cursors are the last sequence number read, as text; empty means the start."""
    if cursor in (None, ""):
        return 0
    value = int(cursor)
    if not 0 <= value <= MAX_INT:  # past the column's range: a client error, not a database one
        raise ValueError(f"cursor must be between 0 and {MAX_INT}")
    return value


def entry(row: Any) -> dict[str, Any]:
    return {"seq": row.seq, "op": row.op, "id": row.chunk_id, "doc_id": row.doc_id, "version": row.version,
            "chunk": json.loads(row.payload) if row.payload else None}


def page(engine: Engine, after: str | int | None = None, limit: int = 100) -> dict[str, Any]:
    """Entries after the cursor in sequence order, and the cursor to continue from."""
    start = parse_cursor(after)
    with read(engine) as conn:
        rows = conn.execute(select(t.feed).where(t.feed.c.seq > start).order_by(t.feed.c.seq)
                            .limit(limit + 1)).all()
    items = [entry(r) for r in rows[:limit]]
    nxt = items[-1]["seq"] if items else start
    return {"items": items, "next": str(nxt), "has_more": len(rows) > limit}


def last_seq(engine: Engine) -> int:
    with read(engine) as conn:
        return conn.execute(select(func.coalesce(func.max(t.feed.c.seq), 0))).scalar_one()
