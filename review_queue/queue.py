"""The review state machine: pending -> claimed (a lease) -> approved | corrected | rejected, all audited."""

from __future__ import annotations

import json
import time
from typing import Any

from sqlalchemy import Connection, and_, or_, select, update

from ingest.errors import AmendmentError
from review_queue import amendments, audit, feed, path_fix, records, unread_fill
from review_queue import tables as t
from review_queue.db import is_postgres, locking, read, write
from review_queue.store import Store

ri = t.review_items
DECIDED = ("approved", "corrected", "rejected")
ORDERS = {"oldest": (ri.c.created_at, ri.c.id), "confidence": (ri.c.confidence, ri.c.created_at, ri.c.id)}


class ReviewError(Exception):
    """A decision that cannot be taken (item held by someone else, already decided, unknown)."""


class LeaseHeldError(ReviewError):
    """Another reviewer holds the item under a live lease, and the caller may not break it."""


def _open(now: float) -> Any:
    """Items a reviewer may take: pending, or claimed under a lease that has run out."""
    return or_(ri.c.state == "pending", and_(ri.c.state == "claimed", ri.c.lease_until < now))


class ReviewQueue:
    def __init__(self, store: Store) -> None:
        self.store = store
        self.engine = store.engine
        self.lease = store.settings.lease_seconds

    # reading ---------------------------------------------------------------------------------------------
    def items(self, states: tuple[str, ...] = ("pending", "claimed"), doc_id: str | None = None,
              order: str = "oldest", limit: int = 200) -> list[dict[str, Any]]:
        query = (select(ri, t.chunks.c.data, t.documents.c.filename).join(t.chunks, t.chunks.c.id == ri.c.chunk_id)
                 .join(t.documents, t.documents.c.id == ri.c.doc_id).where(ri.c.state.in_(states))
                 .order_by(*ORDERS.get(order, ORDERS["oldest"])).limit(limit))
        if doc_id:
            query = query.where(ri.c.doc_id == doc_id)
        with read(self.engine) as conn:
            rows = conn.execute(query).all()
        return [_summary(r) for r in rows]

    def item(self, item_id: int) -> dict[str, Any] | None:
        with read(self.engine) as conn:
            row = conn.execute(select(ri).where(ri.c.id == item_id)).first()
            if row is None:
                return None
            chunk = conn.execute(select(t.chunks).where(t.chunks.c.id == row.chunk_id)).one()
        payload = records.payload(chunk)
        return {**row._asdict(), "reasons": json.loads(row.reasons), "chunk": payload,
                "printed": records.printed(payload),  # what the reviewer corrects (amended: the text before it)
                "original_body": chunk.original_body, "version": chunk.version, "words": json.loads(chunk.words),
                # as read: a correction clears the chunk's own list, the item keeps what the reviewer saw
                "low_confidence_spans": json.loads(row.spans or "[]"),
                # a reviewer's decision on this text under an earlier pipeline result (review_queue.carry)
                "previous": json.loads(row.previous or "[]")}

    def documents(self) -> list[dict[str, Any]]:
        """Documents with open items, for the queue's filter."""
        query = (select(t.documents.c.id, t.documents.c.filename).join(ri, ri.c.doc_id == t.documents.c.id)
                 .where(ri.c.state.in_(("pending", "claimed"))).distinct().order_by(t.documents.c.filename))
        with read(self.engine) as conn:
            return [r._asdict() for r in conn.execute(query)]

    def overview(self) -> list[dict[str, Any]]:
        """Every document with its state and how many of its chunks are indexed, waiting or rejected."""
        return self.store.list_documents()

    def document_chunks(self, doc_id: str) -> list[dict[str, Any]]:
        """A document's chunks in reading order, with their review item if they have one."""
        query = (select(t.chunks, ri.c.id.label("item_id"), ri.c.state.label("item_state"))
                 .outerjoin(ri, ri.c.chunk_id == t.chunks.c.id).where(t.chunks.c.doc_id == doc_id)
                 .order_by(t.chunks.c.ord))
        with read(self.engine) as conn:
            rows = conn.execute(query).all()
        return [{**records.payload(r), "state": r.state, "item_id": r.item_id, "item_state": r.item_state}
                for r in rows]

    def audit_log(self, chunk_id: str | None = None) -> list[dict[str, Any]]:
        return audit.rows(self.engine, chunk_id=chunk_id)

    # claiming --------------------------------------------------------------------------------------------
    def claim_next(self, who: str, doc_id: str | None = None, order: str = "oldest") -> int | None:
        """The reviewer's live claim if any, else the next open item, leased to them; None when none is left."""
        now = time.time()
        with write(self.engine) as conn:
            own = select(ri.c.id).where(ri.c.state == "claimed", ri.c.claimed_by == who, ri.c.lease_until >= now)
            query = select(ri.c.id).where(_open(now)).order_by(*ORDERS.get(order, ORDERS["oldest"])).limit(1)
            if doc_id:
                own, query = own.where(ri.c.doc_id == doc_id), query.where(ri.c.doc_id == doc_id)
            item_id = conn.execute(own.limit(1)).scalar()
            if item_id is not None:
                return item_id
            if is_postgres(conn):  # a row another claimer has locked is skipped, not waited for
                query = query.with_for_update(skip_locked=True)
            item_id = conn.execute(query).scalar()
            if item_id is None or not self._lease(conn, item_id, who, now):
                return None
            return item_id

    def claim(self, item_id: int, who: str) -> bool:
        """Take (or renew) the lease on one item; False when someone else holds it or it is decided."""
        now = time.time()
        with write(self.engine) as conn:
            return self._lease(conn, item_id, who, now)

    def release(self, item_id: int, who: str) -> None:
        with write(self.engine) as conn:
            conn.execute(update(ri).where(ri.c.id == item_id, ri.c.state == "claimed", ri.c.claimed_by == who)
                         .values(state="pending", claimed_by=None, lease_until=None))

    def _lease(self, conn: Connection, item_id: int, who: str, now: float) -> bool:
        mine = and_(ri.c.state == "claimed", ri.c.claimed_by == who, ri.c.lease_until >= now)
        renew = conn.execute(update(ri).where(ri.c.id == item_id, mine).values(lease_until=now + self.lease))
        if renew.rowcount == 1:  # a renewal is not news for the audit log
            return True
        res = conn.execute(update(ri).where(ri.c.id == item_id, _open(now))
                           .values(state="claimed", claimed_by=who, lease_until=now + self.lease))
        if res.rowcount != 1:
            return False
        chunk_id = conn.execute(select(ri.c.chunk_id).where(ri.c.id == item_id)).scalar_one()
        audit.record(conn, who, "claim", chunk_id, item_id)
        return True

    # deciding --------------------------------------------------------------------------------------------
    def approve(self, item_id: int, who: str, version: int | None = None, path: list[str] | None = None) -> None:
        """The chunk goes to the index as it is, marked reviewed (filed under `path` when that differs: a
        correction of its structure path, see `correct`)."""
        with write(self.engine) as conn:
            item, chunk = self._take(conn, item_id, who, version)
            data = json.loads(chunk.data)
            moved = self._refiled(conn, chunk, data, path)
            if not moved:
                self._approve(conn, item, chunk, who)
                return
            self._save_correction(conn, item, chunk, who, {**data, **moved}, data.get("structure_path") or [])

    def correct(self, item_id: int, who: str, text: str, version: int | None = None,
                unread: list[str] | None = None, path: list[str] | None = None) -> str | None:
        """The corrected text becomes the chunk's body (the OCR original is kept); version + 1. `unread` holds
        what the reviewer typed for each of the chunk's unread regions (in order, "" for none): each is put
        where the page printed it and kept on its region.

        `text` corrects the text the page prints. A chunk an amendment changed while it waited keeps the
        amendment's text as its body: the correction goes to the printed version and the amendments are laid over
        it again (docs/corpus.md). When they no longer fit the corrected text, nothing changes and the item goes
        back to the queue with both shown; the returned note says so (None when the correction was applied).

        `path` (None: unchanged) files the chunk under another structure path: its `structure_path`, the context
        header in its `text` and its `parent_id` change with it (review_queue.path_fix); refused on an amended
        chunk, whose amendments are addressed by its path.

        Unchanged text and path is an approval: the version only moves when the text or the path does.
        """
        text = text.replace("\r\n", "\n").strip()
        typed = [u.replace("\r\n", "\n").strip() for u in unread or []]
        if not text and not any(typed):
            raise ReviewError("a correction cannot be empty; reject the item instead")
        with write(self.engine) as conn:
            item, chunk = self._take(conn, item_id, who, version)
            data = json.loads(chunk.data)
            shown = records.printed(data)  # what the item page puts in the text box: the text the page prints
            regions = data.get("unread_regions") or []
            if any(typed) and regions:
                text, data["unread_regions"] = unread_fill.fill(text, json.loads(chunk.words), regions, typed)
            old_path = data.get("structure_path") or []
            moved = self._refiled(conn, chunk, data, path)
            if text == shown["body"].strip():
                if moved:
                    self._save_correction(conn, item, chunk, who, {**data, **moved}, old_path)
                else:
                    self._approve(conn, item, chunk, who)
                return None
            before = shown["body"]
            if shown is data:
                data.update(corrected_fields(data, text))
                if moved:  # the header rebuilt in front of the corrected body
                    data.update(self._refiled(conn, chunk, data, path))
            else:  # amended while it waited: correct the print, lay the amendments over it again
                keep = {k: shown[k] for k in ("heading", "status", "amended_by")}
                try:
                    data = amendments.relay(conn, chunk, data, {**keep, **corrected_fields(shown, text)})
                except AmendmentError as err:
                    return self._send_back(conn, item, chunk, who, before, text, str(err))
            row = self._save_correction(conn, item, chunk, who, data, old_path)
            audit.record(conn, who, "correct", chunk.id, item_id, before=before, after=text, version=chunk.version,
                         new_version=row.version)
            for region, said in zip(regions, typed, strict=False):
                if said:  # what was missing, and where: the log says which text came from a person's eyes
                    audit.record(conn, who, "fill_unread", chunk.id, item_id, before=region.get("reason", ""),
                                 after=said, version=chunk.version, new_version=row.version)
        return None

    def _send_back(self, conn: Connection, item: Any, chunk: Any, who: str, before: str, text: str,
                   why: str) -> str:
        """A correction the chunk's amendments cannot be laid over (it removes or renumbers the unit one acts
        on): nothing changes in the chunk; the item waits again with the correction and the amended text shown,
        for a person to settle (correct again, or approve the amended text as it stands)."""
        why = why.removesuffix(". Nothing was applied")
        note = f"this correction was not applied: it conflicts with an amendment: {why}"
        previous = [*json.loads(item.previous or "[]"), {"decision": "corrected", "by": who, "at": time.time(),
                                                         "chunk_id": chunk.id, "before": before, "after": text,
                                                         "note": note}]
        reasons = json.loads(item.reasons)
        reason = f"a correction conflicts with {why.split(' (in force', 1)[0]}: see the correction and the amended text"
        conn.execute(update(ri).where(ri.c.id == item.id).values(
            state="pending", claimed_by=None, lease_until=None, previous=json.dumps(previous),
            reasons=json.dumps([*reasons, reason] if reason not in reasons else reasons)))
        audit.record(conn, who, "correct_conflict", chunk.id, item.id, before=before, after=text,
                     version=chunk.version, why=why)
        return note

    def reject(self, item_id: int, who: str, note: str = "", version: int | None = None) -> None:
        """The chunk leaves the index: a tombstone in the feed at a new version."""
        with write(self.engine) as conn:
            item, chunk = self._take(conn, item_id, who, version)
            row = _set_chunk(conn, chunk, json.loads(chunk.data), 1, reviewed=chunk.reviewed, state="rejected")
            feed.append(conn, row, op="delete")
            self._decide(conn, item, who, "rejected")
            audit.record(conn, who, "reject", chunk.id, item_id, before=json.loads(chunk.data)["body"],
                         after=note or None, version=chunk.version, new_version=row.version)

    def reopen(self, chunk_id: str, who: str, admin: bool = False) -> int:
        """Send any chunk (auto-approved or decided) back to the queue; it stays served until decided again.

        An item another reviewer holds under a live lease is theirs: only an admin may take it back."""
        now = time.time()
        with write(self.engine) as conn:
            chunk = conn.execute(select(t.chunks).where(t.chunks.c.id == chunk_id)).first()
            if chunk is None:
                raise ReviewError(f"no chunk {chunk_id}")
            item_id = conn.execute(select(ri.c.id).where(ri.c.chunk_id == chunk_id)).scalar()
            reset = {"state": "pending", "claimed_by": None, "lease_until": None, "decided_by": None,
                     "decided_at": None, "created_at": now}
            if item_id is None:
                data = json.loads(chunk.data)
                item_id = conn.execute(ri.insert().values(
                    chunk_id=chunk_id, doc_id=chunk.doc_id, confidence=data.get("confidence", 1.0),
                    reasons=json.dumps(["reopened by " + who]), spans=json.dumps(data["low_confidence_spans"]),
                    **reset)).inserted_primary_key[0]
            else:
                held = conn.execute(select(ri.c.claimed_by).where(
                    ri.c.id == item_id, ri.c.state == "claimed", ri.c.lease_until >= now)).scalar()
                if held and held != who and not admin:
                    raise LeaseHeldError(f"item {item_id} is claimed by {held}; only an admin may take it back")
                conn.execute(update(ri).where(ri.c.id == item_id).values(**reset))
                if held and held != who:
                    audit.record(conn, who, "break_lease", chunk_id, item_id, before=held)
            audit.record(conn, who, "reopen", chunk_id, item_id, version=chunk.version)
            return item_id

    def _take(self, conn: Connection, item_id: int, who: str, version: int | None = None) -> tuple[Any, Any]:
        """Lock the item for a decision: it must be open, or leased to `who`, and (when the form says which
        version the reviewer saw) the chunk must still be at that version."""
        query = select(ri).where(ri.c.id == item_id)
        item = conn.execute(locking(conn, query)).first()
        if item is None:
            raise ReviewError(f"no review item {item_id}")
        if item.state in DECIDED:
            raise ReviewError(f"item {item_id} is already {item.state}")
        if item.state == "claimed" and item.claimed_by != who and item.lease_until >= time.time():
            raise ReviewError(f"item {item_id} is claimed by {item.claimed_by}")
        chunk = conn.execute(select(t.chunks).where(t.chunks.c.id == item.chunk_id)).one()
        if version is not None and version != chunk.version:
            raise ReviewError(f"the chunk changed since you opened it (version {version}, now {chunk.version}); "
                              "reload the page")
        return item, chunk

    def _approve(self, conn: Connection, item: Any, chunk: Any, who: str) -> None:
        bump = 1 if chunk.state == "rejected" else 0  # a tombstone holds the current version
        row = _set_chunk(conn, chunk, json.loads(chunk.data), bump, reviewed=True)
        feed.append(conn, row)
        self._decide(conn, item, who, "approved")
        audit.record(conn, who, "approve", chunk.id, item.id, version=chunk.version, new_version=row.version)

    def _refiled(self, conn: Connection, chunk: Any, data: dict[str, Any], path: list[str] | None) -> dict[str, Any]:
        """The fields a new structure path changes ({} when `path` is None or the chunk's own)."""
        if path is None or path == (data.get("structure_path") or []):
            return {}
        if data.get("valid_from") is not None or data.get("text_versions"):
            raise ReviewError("an amended chunk keeps its structure path: its amendments are addressed by it")
        rows = conn.execute(select(t.chunks.c.data).where(t.chunks.c.doc_id == chunk.doc_id)
                            .order_by(t.chunks.c.ord)).scalars()
        try:
            return path_fix.refiled(data, path, [json.loads(r) for r in rows])
        except path_fix.PathError as err:
            raise ReviewError(str(err)) from err

    def _save_correction(self, conn: Connection, item: Any, chunk: Any, who: str, data: dict[str, Any],
                         old_path: list[str]) -> Any:
        """A corrected chunk at a new version, in the feed, its item decided; a new path is audited here."""
        row = _set_chunk(conn, chunk, data, 1, reviewed=True)
        feed.append(conn, row)
        self._decide(conn, item, who, "corrected")
        new_path = data.get("structure_path") or []
        if new_path != old_path:
            audit.record(conn, who, "correct_path", chunk.id, item.id, before=path_fix.show(old_path),
                         after=path_fix.show(new_path), version=chunk.version, new_version=row.version,
                         old_path=old_path, new_path=new_path)
            self._move_followers(conn, chunk, who, old_path, new_path)
        return row

    def _move_followers(self, conn: Connection, chunk: Any, who: str, old: list[str], new: list[str]) -> None:
        """The other pieces of a refiled unit and the units below it follow it (path_fix.followers), each at a
        new version: in the feed when it is served, waiting still when it is in review; a rejected one stays."""
        rows = conn.execute(select(t.chunks).where(t.chunks.c.doc_id == chunk.doc_id)
                            .order_by(t.chunks.c.ord)).all()
        datas = [json.loads(r.data) for r in rows]
        by_id = {r.id: r for r in rows}
        names = path_fix.unit_names(datas)  # the refiled chunk already under its new path: it names its unit
        # the refiled chunk as it was (its old path and header): whether it is a piece is judged on those
        for fd in path_fix.followers(chunk.id, old, [d if d.get("id") != chunk.id else json.loads(chunk.data)
                                                     for d in datas]):
            row = by_id[fd["id"]]
            if row.state == "rejected" or fd.get("valid_from") is not None or fd.get("text_versions"):
                continue
            moved = _set_chunk(conn, row, {**fd, **path_fix.moved_along(fd, old, new, names)}, 1,
                               reviewed=row.reviewed, state=row.state)
            if row.state == "indexed":
                feed.append(conn, moved)
            audit.record(conn, who, "correct_path", row.id, None, before=path_fix.show(fd["structure_path"]),
                         after=path_fix.show(json.loads(moved.data)["structure_path"]), version=row.version,
                         new_version=moved.version, moved_with=chunk.id)

    def _decide(self, conn: Connection, item: Any, who: str, state: str) -> None:
        conn.execute(update(ri).where(ri.c.id == item.id).values(
            state=state, claimed_by=None, lease_until=None, decided_by=who, decided_at=time.time()))


def corrected_fields(data: dict[str, Any], body: str) -> dict[str, Any]:
    """New body, and the embedded text rebuilt as the same context header followed by the new body."""
    old_body, old_text = data.get("body", ""), data.get("text", "")
    header = old_text[: len(old_text) - len(old_body)] if old_body and old_text.endswith(old_body) else ""
    return {"body": body, "text": header + body, "confidence": 1.0, "route": "index",
            "low_confidence_spans": []}


def _set_chunk(conn: Connection, chunk: Any, data: dict[str, Any], bump: int, reviewed: bool,
               state: str = "indexed") -> Any:
    conn.execute(update(t.chunks).where(t.chunks.c.id == chunk.id).values(
        data=json.dumps(data), version=chunk.version + bump, state=state, reviewed=reviewed,
        updated_at=time.time()))
    return conn.execute(select(t.chunks).where(t.chunks.c.id == chunk.id)).one()


def _summary(row: Any) -> dict[str, Any]:
    data = json.loads(row.data)
    return {"id": row.id, "chunk_id": row.chunk_id, "doc_id": row.doc_id, "filename": row.filename,
            "state": row.state, "confidence": row.confidence, "reasons": json.loads(row.reasons),
            "claimed_by": row.claimed_by, "lease_until": row.lease_until, "created_at": row.created_at,
            "path": " > ".join(data.get("structure_path") or []) or data.get("heading", ""),
            "preview": data.get("body", "")[:160]}
