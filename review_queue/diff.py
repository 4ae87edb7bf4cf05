"""What promoting a document's new result would change: chunks added, removed, with changed text or path,
review items, and the feed entries indexers would get."""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import Engine, func, select

from ingest.errors import NotFoundError
from review_queue import results
from review_queue import tables as t
from review_queue.pipeline_version import label
from review_queue.promote import switch


def diff(engine: Engine, doc_id: str) -> dict[str, Any]:
    """The served result against the newest build, exactly as `promote` would apply it: the promote is run
    and rolled back (decisions carried, amendments laid over, the feed's entries), so the two never differ."""
    with engine.connect() as conn:
        conn = conn.execution_options(write=True)
        trans = conn.begin()
        try:
            built = results.latest_built(conn, doc_id)
            if built is None:
                raise NotFoundError(f"no new result for {doc_id[:12]}: run `engross reprocess` first")
            served = results.get(conn, results.served_id(conn, doc_id))
            old = results.served_rows(conn, doc_id)
            last = conn.execute(select(func.coalesce(func.max(t.feed.c.seq), 0))).scalar_one()
            summary = switch(conn, doc_id, built.id, "diff", "promote")
            new = results.served_rows(conn, doc_id)
            entries = conn.execute(select(t.feed.c.chunk_id, t.feed.c.op).where(t.feed.c.seq > last)).all()
        finally:
            trans.rollback()
    return {"doc_id": doc_id, "from": label(served), "to": label(built), "reused": json.loads(built.reused),
            **compare(old, new), "review": [_review(r) for r in new if r["state"] == "review"],
            "decisions": {k: summary[k] for k in ("carried", "requeued", "fields_requeued")},
            "feed": {"upserts": sorted(e.chunk_id for e in entries if e.op == "upsert"),
                     "tombstones": sorted(e.chunk_id for e in entries if e.op == "delete")}}


def compare(old: list[dict[str, Any]], new: list[dict[str, Any]]) -> dict[str, Any]:
    """Chunks matched by id; an unmatched old and new chunk with the same text is the same text moved."""
    before = {r["id"]: json.loads(r["data"]) for r in old}
    after = {r["id"]: json.loads(r["data"]) for r in new}
    gone = [i for i in before if i not in after]
    came = [i for i in after if i not in before]
    moved = []
    for i in list(gone):
        twin = next((j for j in came if after[j]["body"] == before[i]["body"]), None)
        if twin is not None:
            moved.append({"from": i, "to": twin, "path_before": before[i]["structure_path"],
                          "path_after": after[twin]["structure_path"]})
            gone.remove(i)
            came.remove(twin)
    both = [i for i in after if i in before]
    return {
        "added": [_brief(i, after[i]) for i in came],
        "removed": [_brief(i, before[i]) for i in gone],
        "changed_text": [{"id": i, "path": after[i]["structure_path"], "before": before[i]["body"],
                          "after": after[i]["body"]} for i in both if before[i]["body"] != after[i]["body"]],
        "changed_path": moved + [{"from": i, "to": i, "path_before": before[i]["structure_path"],
                                  "path_after": after[i]["structure_path"]}
                                 for i in both if before[i]["structure_path"] != after[i]["structure_path"]],
        "unchanged": sum(1 for i in both if before[i] == after[i]),
    }


def _brief(chunk_id: str, data: dict[str, Any]) -> dict[str, Any]:
    return {"id": chunk_id, "path": data.get("structure_path") or [], "body": data.get("body", "")[:200]}


def _review(row: dict[str, Any]) -> dict[str, Any]:
    item = row.get("item") or {}
    return {"id": row["id"], "reasons": item.get("reasons") or [], "previous": item.get("previous") or []}
