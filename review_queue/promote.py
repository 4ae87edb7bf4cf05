"""Switch documents between results in one transaction: the served chunk set is swapped for a stored one,
reviewers' decisions carried over, and the feed gets upserts and tombstones for exactly the difference."""

from __future__ import annotations

import json
import time
from types import SimpleNamespace
from typing import Any

from sqlalchemy import Connection, Engine, select, update

from ingest.errors import NotFoundError
from review_queue import amendments, audit, carry, feed, path_fix, result_fields, results
from review_queue import tables as t
from review_queue.db import locking, write
from review_queue.records import payload

Row = results.Row


def promote(engine: Engine, doc_ids: list[str], actor: str) -> list[dict[str, Any]]:
    """Serve each document's newest build (from `engross reprocess`); all documents or none."""
    with write(engine) as conn:
        targets = []
        for doc_id in doc_ids:
            built = results.latest_built(conn, doc_id)
            if built is None:
                raise NotFoundError(f"no new result for {doc_id[:12]}: run `engross reprocess` first")
            targets.append((doc_id, built.id))
        return [switch(conn, doc_id, result_id, actor, "promote") for doc_id, result_id in targets]


def rollback(engine: Engine, doc_ids: list[str], actor: str) -> list[dict[str, Any]]:
    """Serve again the result each document served before its last promote; all documents or none."""
    with write(engine) as conn:
        targets = []
        for doc_id in doc_ids:
            current = results.get(conn, results.served_id(conn, doc_id))
            if current.previous_id is None:
                raise NotFoundError(f"{doc_id[:12]} has no earlier result to roll back to")
            targets.append((doc_id, current.previous_id))
        return [switch(conn, doc_id, result_id, actor, "rollback") for doc_id, result_id in targets]


def switch(conn: Connection, doc_id: str, target_id: int, actor: str, action: str) -> dict[str, Any]:
    """Inside the caller's transaction: serve result `target_id` for the document."""
    now = time.time()
    lock = select(t.documents.c.id).where(t.documents.c.id == doc_id)
    conn.execute(locking(conn, lock))
    current_id = results.served_id(conn, doc_id)
    old = results.served_rows(conn, doc_id)
    new, notes = carry.carry(old, results.stored_rows(conn, target_id), refiled(conn, {r["id"] for r in old}))
    new = amendments.overlay_rows(conn, doc_id, new)  # the amendments applied so far hold for any result
    results.put_rows(conn, current_id, old)  # the set served until now, kept for a rollback
    conn.execute(t.review_items.delete().where(t.review_items.c.doc_id == doc_id))
    conn.execute(t.chunks.delete().where(t.chunks.c.doc_id == doc_id))
    upserts, tombstones = serve(conn, doc_id, new, now)
    conn.execute(t.result_chunks.delete().where(t.result_chunks.c.result_id == target_id))
    target = results.get(conn, target_id)
    conn.execute(update(t.results).where(t.results.c.id == current_id).values(state="retired"))
    conn.execute(update(t.results).where(t.results.c.id == target_id).values(
        state="served", promoted_at=now, previous_id=current_id))
    waiting = sum(1 for r in new if r["state"] == "review")
    conn.execute(update(t.documents).where(t.documents.c.id == doc_id).values(
        result_id=target_id, state="in_review" if waiting else "chunked", title=target.title, family=target.family,
        doc_type=target.doc_type, updated_at=now))
    fields_requeued = result_fields.switch(conn, doc_id, current_id, target)
    summary = {"doc_id": doc_id, "from": results.get(conn, current_id).number, "to": target.number,
               "upserts": upserts, "tombstones": tombstones, "review": waiting,
               "carried": sum(1 for n in notes if n["how"] == "applied"),
               "requeued": sum(1 for n in notes if n["how"] == "queued"), "fields_requeued": fields_requeued}
    audit.record(conn, actor, action, before=f"result {summary['from']}", after=f"result {summary['to']}",
                 **{k: v for k, v in summary.items() if k not in ("from", "to")})
    for n in notes:  # where each reviewer decision went: the old rows stay in result_chunks, this says where
        audit.record(conn, actor, "carry_review", n["from"], before=n["decision"], after=n["how"], to=n["to"])
        if "path" in n and n["to"] != n["from"]:  # the path now rides on another id: the next promote carries it
            before = path_fix.show(n["path"])
            after = path_fix.show(json.loads(next(r for r in new if r["id"] == n["to"])["data"])
                                  .get("structure_path") or [])
            # the new parse gave the reviewer's path itself: no correction (a `correct_path` row would show
            # `A -> A`), but the path stays the reviewer's, for a later parse that misfiles it again
            audit.record(conn, actor, "correct_path" if after != before else "keep_path", n["to"],
                         before=before if after != before else None, after=after, carried_from=n["from"])
    return summary


def refiled(conn: Connection, ids: set[str]) -> set[str]:
    """Those of `ids` a reviewer filed under another structure path (or that moved with one): `correct_path` in
    the audit log, or `keep_path` (a promote's new parse gave the path the reviewer had given)."""
    au = t.audit
    found = select(au.c.chunk_id).where(au.c.action.in_(("correct_path", "keep_path"))).distinct()
    return ids & set(conn.execute(found).scalars())


def feed_state(conn: Connection, doc_id: str) -> dict[str, Any]:
    """Per chunk id of the document: its latest feed entry and the highest version it ever had there."""
    fd = t.feed
    out: dict[str, Any] = {}
    for e in conn.execute(select(fd.c.chunk_id, fd.c.version, fd.c.op, fd.c.payload)
                          .where(fd.c.doc_id == doc_id).order_by(fd.c.seq)):
        top = max(e.version, out[e.chunk_id].top) if e.chunk_id in out else e.version
        out[e.chunk_id] = SimpleNamespace(op=e.op, payload=e.payload, version=e.version, top=top)
    return out


def plan(latest: dict[str, Any], rows: list[Row], doc_id: str) -> tuple[list[Any], list[Any]]:
    """(feed entries to append, rows with the versions they get): an upsert for each served chunk whose payload
    indexers do not already hold, a tombstone for each chunk they hold that is no longer served. Versions only
    grow per chunk id, so a chunk that comes back (rollback) is a new version, never a repeat."""
    entries, out = [], []
    served = {r["id"] for r in rows if r["state"] == "indexed"}
    tops = {cid: e.top for cid, e in latest.items()}
    for cid, e in latest.items():
        if e.op == "upsert" and cid not in served:
            tops[cid] = e.top + 1
            entries.append(SimpleNamespace(id=cid, doc_id=doc_id, version=tops[cid], op="delete"))
    for r in rows:
        top = tops.get(r["id"], 0)
        row = SimpleNamespace(**{**r, "doc_id": doc_id})
        if r["state"] == "indexed":
            held = latest.get(r["id"])
            row.version = top + 1
            if held is not None and held.op == "upsert" and _same(held, row):
                row.version = held.version
            else:
                entries.append(SimpleNamespace(**{**vars(row), "op": "upsert"}))
        else:  # waiting or rejected: a fresh version, so the decision that serves it appends a new entry
            row.version = top if r["state"] == "rejected" and top else top + 1
        out.append(row)
    return entries, out


def _same(held: Any, row: Any) -> bool:
    """Indexers hold this payload already (the version number aside)."""
    have = json.loads(held.payload)
    have.pop("version", None)
    want = payload(SimpleNamespace(**{**vars(row), "version": 0}))
    want.pop("version", None)
    return have == want


def serve(conn: Connection, doc_id: str, rows: list[Row], now: float) -> tuple[int, int]:
    """Write `rows` as the document's served chunks and review items; append the feed's difference."""
    entries, placed = plan(feed_state(conn, doc_id), rows, doc_id)
    for row in placed:
        conn.execute(t.chunks.insert().values(
            id=row.id, doc_id=doc_id, ord=row.ord, data=row.data, words=row.words, original_body=row.original_body,
            version=row.version, state=row.state, reviewed=row.reviewed, updated_at=now))
        if row.item:
            _restore_item(conn, doc_id, row, now)
    for e in entries:
        feed.append(conn, e, op=e.op)
    return sum(1 for e in entries if e.op == "upsert"), sum(1 for e in entries if e.op == "delete")


def _restore_item(conn: Connection, doc_id: str, row: Any, now: float) -> None:
    item = row.item
    open_ = item.get("state") not in carry.DECIDED
    values = {"chunk_id": row.id, "doc_id": doc_id, "state": "pending" if open_ else item["state"],
              "confidence": item.get("confidence", 1.0), "reasons": json.dumps(item.get("reasons") or []),
              "spans": json.dumps(item.get("spans") or []), "decided_by": None if open_ else item.get("decided_by"),
              "decided_at": None if open_ else item.get("decided_at"), "created_at": item.get("created_at") or now,
              "previous": json.dumps(item["previous"]) if item.get("previous") else None}
    ri = t.review_items
    # the item keeps its id where it can, so the audit rows that name it still point at it
    if item.get("id") and conn.execute(select(ri.c.id).where(ri.c.id == item["id"])).first() is None:
        values["id"] = item["id"]
    conn.execute(ri.insert().values(values))
