"""The audit log: one row per login, logout, account or token change, claim and decision; exported as JSONL."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

from sqlalchemy import Connection, Engine, select

from review_queue import tables as t
from review_queue.db import read, write


def record(conn: Connection, actor: str, action: str, chunk_id: str | None = None, item_id: int | None = None,
           before: str | None = None, after: str | None = None, version: int | None = None,
           **detail: Any) -> None:
    """Add one row inside the caller's transaction (so a decision and its audit row commit together)."""
    conn.execute(t.audit.insert().values(
        at=time.time(), actor=actor[:64], action=action, chunk_id=chunk_id, item_id=item_id, before=before,
        after=after, version=version, detail=json.dumps(detail, sort_keys=True) if detail else None))


def record_now(engine: Engine, actor: str, action: str, **fields: Any) -> None:
    """Add one row in a transaction of its own (logins, logouts: nothing else to commit with them)."""
    with write(engine) as conn:
        record(conn, actor, action, **fields)


def rows(engine: Engine, after: int = 0, chunk_id: str | None = None) -> list[dict[str, Any]]:
    """Audit rows after id `after` (in order), optionally for one chunk; `detail` decoded."""
    query = select(t.audit).where(t.audit.c.id > after).order_by(t.audit.c.id)
    if chunk_id:
        query = query.where(t.audit.c.chunk_id == chunk_id)
    with read(engine) as conn:
        return [_row(r) for r in conn.execute(query)]


def export_lines(engine: Engine, after: int = 0) -> Iterator[str]:
    """One JSON object per line, oldest first."""
    for row in rows(engine, after):
        yield json.dumps(row, sort_keys=True)


def _row(row: Any) -> dict[str, Any]:
    out = row._asdict()
    out["detail"] = json.loads(out["detail"]) if out.get("detail") else {}
    return out
