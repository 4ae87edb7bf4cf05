"""Reviewers' decisions follow the text from one chunk set to another: a decision on words that are still
there is applied again; a decision whose words changed sends the new chunk back to the queue with the earlier
decision shown. A chunk a reviewer filed under another structure path keeps that path. Pure: rows in, rows out
(used by `diff` to preview and by `promote`/`rollback` for real)."""

from __future__ import annotations

import copy
import difflib
import json
import re
from typing import Any

from review_queue import path_fix, records
from review_queue.queue import corrected_fields

DECIDED = ("approved", "corrected", "rejected")
Row = dict[str, Any]


def decision(row: Row) -> str | None:
    """approved | corrected | rejected for a row a person decided, `pending` for an open item that carries an
    earlier decision, else None."""
    item = row.get("item") or {}
    state = item.get("state")
    if state in DECIDED:
        return state
    if state in ("pending", "claimed") and item.get("previous"):
        return "pending"
    return None


def carry(old: list[Row], new: list[Row], refiled: frozenset[str] | set[str] = frozenset()
          ) -> tuple[list[Row], list[dict[str, Any]]]:
    """`new` with the decisions taken on `old` carried over; and one note per decision: where it went.

    `refiled`: the ids of `old` chunks a reviewer filed under another structure path (audit `correct_path`, the
    refiled chunk and the pieces and units that moved with it, or `keep_path`: promote's record of a reviewer's path
    the new parse already gave, so no correction, read as refiled all the same: promote.refiled). The new parse may
    misfile them again, so their path goes with them; a chunk that was only approved keeps the path the new parse
    gives it. A refiled chunk whose text changed goes back to the queue with the path shown (a carried word edit
    would be served, reviewed, under whatever path the new parse gave)."""
    out = [copy.deepcopy(r) for r in new]
    notes = []
    for src in old:
        kind, moved = decision(src), src["id"] in refiled
        if kind is not None or moved:
            notes.append({"from": src["id"], "decision": kind or "refiled", **_carry_one(src, kind, out, moved)})
    return out, notes


def _carry_one(src: Row, kind: str | None, rows: list[Row], moved: bool = False) -> dict[str, Any]:
    text = src["original_body"].strip()
    exact = sorted((r for r in rows if text and r["original_body"].strip() == text), key=lambda r: r["id"] != src["id"])
    if exact and kind != "pending":
        if kind is not None:
            _apply(src, kind, exact[0])
        note = {"to": exact[0]["id"], "how": "applied"}
        return {**note, "path": _refile(src, exact[0], rows)} if moved and kind != "rejected" else note
    if kind == "corrected" and not moved:
        placed = _place_edits(src, rows)
        if placed is not None:
            return {"to": ",".join(r["id"] for r in placed) or src["id"],
                    "how": "applied" if all(r["state"] == "indexed" for r in placed) else "queued"}
    touched = _nearest(src, rows)
    for target in touched:
        _queue(src, kind or "refiled", target, moved)
    return {"to": ",".join(r["id"] for r in touched) or None, "how": "queued" if touched else "gone"}


def _refile(src: Row, target: Row, rows: list[Row]) -> list[str]:
    """The target (the same text) filed under the path the reviewer gave the source: path, context header and
    parent (the source's parent when the new set has that chunk, else the nearest enclosing unit's chunk).
    Returns the path the new parse had given it."""
    mine, data = json.loads(src["data"]), json.loads(target["data"])
    before = data.get("structure_path") or []
    data.update(path_fix.refiled(data, mine.get("structure_path") or [], [json.loads(r["data"]) for r in rows]))
    if any(r["id"] == mine.get("parent_id") for r in rows):
        data["parent_id"] = mine["parent_id"]
    target["data"] = json.dumps(data)
    return before


def _apply(src: Row, kind: str, target: Row) -> None:
    """The same text: the decision holds as it was taken (a newer decision wins over the target's own)."""
    _take_item(src, target)
    if kind == "rejected":
        target.update(state="rejected", reviewed=bool(src["reviewed"]))
        return
    data = json.loads(target["data"])
    if kind == "corrected":
        data.update(corrected_fields(data, _corrected(src)))
    else:
        data.update(route="index")
    target.update(data=json.dumps(data), state="indexed", reviewed=True)


def _corrected(src: Row) -> str:
    """The text a reviewer corrected: the page's print. An amended chunk's own body is the amendment's text,
    which `promote` lays over the new set again (review_queue.amendments.overlay_rows)."""
    return records.printed(json.loads(src["data"]))["body"]


def _take_item(src: Row, target: Row) -> None:
    """The target's item records the decision (its own id kept, so audit rows naming it still match)."""
    own = target.get("item") or {}
    target["item"] = {**own, **{k: v for k, v in (src.get("item") or {}).items() if k != "id"},
                      **({"id": own["id"]} if own.get("id") else {})}


def _place_edits(src: Row, rows: list[Row]) -> list[Row] | None:
    """Put each word-level edit of a correction where its words still are (with a word of context either
    side); None when an edit's words are nowhere, so the correction cannot be carried as it stands."""
    before = src["original_body"].split()
    after = _corrected(src).split()
    placed: list[Row] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=before, b=after, autojunk=False).get_opcodes():
        if op == "equal":
            continue
        lo, hi = max(0, i1 - 1), min(len(before), i2 + 1)
        old_words, new_words = before[lo:hi], before[lo:i1] + after[j1:j2] + before[i2:hi]
        target = _edit_somewhere(old_words, new_words, rows)
        if target is None:
            return None
        if target not in placed:
            placed.append(target)
    for target in placed:
        _settle(src, target)
    return placed


def _edit_somewhere(old_words: list[str], new_words: list[str], rows: list[Row]) -> Row | None:
    """Replace `old_words` by `new_words` in the first chunk holding them; a chunk already holding the new
    words (the correction came back with a rollback) counts as done."""
    for words, done in ((old_words, False), (new_words, True)):
        pattern = re.compile(r"(?<!\S)" + r"\s+".join(map(re.escape, words)) + r"(?!\S)") if words else None
        for row in rows:
            data = json.loads(row["data"])
            if pattern is None or not pattern.search(data["body"]):
                continue
            if not done:
                body = pattern.sub(lambda _m: " ".join(new_words), data["body"], count=1)
                fixed = corrected_fields(data, body)  # only body and text: _settle decides the routing
                data.update(body=fixed["body"], text=fixed["text"])
                row["data"] = json.dumps(data)
            return row
    return None


def _settle(src: Row, target: Row) -> None:
    """A chunk that took a carried correction is served, reviewed, when nothing else in it is doubtful; else
    it waits for a person with the correction shown."""
    seen = _word_keys(src)
    others = [s for s in (target.get("item") or {}).get("spans", []) if _key(s) not in seen]
    target["reviewed"] = True
    if target["state"] == "indexed" or (target["state"] == "review" and not others):
        data = json.loads(target["data"])
        data.update(route="index", low_confidence_spans=[])
        target.update(data=json.dumps(data), state="indexed")
        _take_item(src, target)
        return
    _queue(src, "corrected", target)


def _queue(src: Row, kind: str, target: Row, moved: bool = False) -> None:
    """Back to the queue, with the earlier decision shown (and the path a reviewer filed it under, when
    `moved`); a chunk with a decision of its own keeps it."""
    if decision(target) in DECIDED:
        return
    item = target.get("item") or {"confidence": json.loads(target["data"]).get("confidence", 1.0),
                                  "reasons": [], "spans": []}
    src_item = src.get("item") or {}
    previous = list(item.get("previous") or [])
    if kind == "pending":
        previous += [p for p in src_item.get("previous") or [] if p not in previous]
    else:
        previous.append({"decision": kind, "by": src_item.get("decided_by"), "at": src_item.get("decided_at"),
                         "chunk_id": src["id"], "before": src["original_body"],
                         "after": _corrected(src) if kind == "corrected" else None,
                         **({"path": path_fix.show(json.loads(src["data"]).get("structure_path") or [])}
                            if moved else {})})
    reason = "an earlier review no longer matches this text: see the previous decision"
    reasons = list(item.get("reasons") or [])
    if reason not in reasons:
        reasons.append(reason)
    item.update(state="pending", previous=previous, reasons=reasons, decided_by=None, decided_at=None)
    target.update(state="review", item=item)


def _nearest(src: Row, rows: list[Row]) -> list[Row]:
    """Where the decided text went: the chunks holding any of its words (same page, place and text); when
    every word was read differently, the chunks covering the same place on the page, else the same pages."""
    keys = _word_keys(src)
    found = [r for r in rows if keys & _word_keys(r)]
    if found:
        return found
    mine = _regions(src)
    found = [r for r in rows if any(p == q and _meets(a, b) for p, a in mine for q, b in _regions(r))]
    return found or [r for r in rows if {p for p, _ in mine} & {q for q, _ in _regions(r)}]


def _regions(row: Row) -> list[tuple[int, list[float]]]:
    data = json.loads(row["data"])
    boxes = [(g["page"], g["bbox"]) for g in data.get("regions") or []]
    return boxes or [(p, [0, 0, 1e9, 1e9]) for p in range(data.get("page_start", 0), data.get("page_end", 0) + 1)]


def _meets(a: list[float], b: list[float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _word_keys(row: Row) -> set[tuple[Any, ...]]:
    return {_key(w) for w in json.loads(row["words"])}


def _key(span: dict[str, Any]) -> tuple[Any, ...]:
    return (span["page"], round(span["bbox"][0]), round(span["bbox"][1]), span["text"])
