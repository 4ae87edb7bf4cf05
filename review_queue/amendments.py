"""Amendment lists in the store: apply one to its documents in one transaction, and serve chunks as of a date."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from datetime import date
from types import SimpleNamespace
from typing import Any

from sqlalchemy import Connection, select, update

from ingest import amendments as overlay
from ingest.errors import AmendmentError, NotFoundError
from review_queue import audit, feed, records
from review_queue import tables as t
from review_queue.db import read, write
from review_queue.store import Store, _save_chunk
from schemas import Chunk
from schemas.amendment import AmendmentList, ProvisionAmendment


@dataclass
class Applied:
    """What one list did to one document."""

    doc_id: str
    filename: str
    changed: list[str] = field(default_factory=list)
    inserted: list[str] = field(default_factory=list)
    already: bool = False  # the same list was applied before: nothing done


def apply_list(store: Store, alist: AmendmentList, source: str, actor: str = "cli") -> list[Applied]:
    """Apply every action of the list, or none: a target that does not resolve raises AmendmentError."""
    groups: dict[str, list[ProvisionAmendment]] = {}
    for a in alist.amendments:
        groups.setdefault(a.document or alist.document, []).append(a)
    doc_ids = {ref: _document_id(store, ref) for ref in groups}
    out: list[Applied] = []
    with write(store.engine) as conn:  # one transaction over every document: all or nothing
        for ref, actions in groups.items():
            out.append(_apply_one(conn, doc_ids[ref], alist, actions, source, actor))
    return out


def overlay_rows(conn: Connection, doc_id: str, rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A chunk set about to be served (`promote`, `rollback`, `diff`: rows as review_queue.results keeps them)
    with the document's recorded lists laid over it, oldest date first; reads only. What a row already carries
    is left as is; a recorded target the set does not have raises AmendmentError (the switch is refused)."""
    lists = _recorded(conn, doc_id)
    if not lists:
        return rows
    rows = sorted(rows, key=lambda r: r["ord"])
    chunks = _laid(lists, [records.chunk(SimpleNamespace(**r)) for r in rows])
    by_id = {r["id"]: r for r in rows}
    out = []
    for ord_, chunk in enumerate(chunks):
        row = by_id.get(chunk.id)
        if row is None:  # a unit a list inserted: served as the first save serves it (approved, not reviewed)
            out.append({"id": chunk.id, "ord": ord_, **records.chunk_columns(chunk), "original_body": chunk.body,
                        "version": 1, "state": "indexed", "reviewed": False, "item": None})
            continue
        data = {**json.loads(row["data"]), **json.loads(chunk.model_dump_json())}
        out.append({**row, "ord": ord_, "data": json.dumps(data)})
    return out


def relay(conn: Connection, row: Any, data: dict[str, Any], printed: dict[str, Any]) -> dict[str, Any]:
    """An amended chunk's JSON after a correction of its printed text (`printed`: heading, body, text, status,
    amended_by and the reviewed chunk's confidence fields): the document's recorded lists are laid over the
    corrected text again, as `promote` lays them over a new build. The amendment's text stays the text in force,
    a word corrected outside the unit an amendment changed is corrected in every version, and `as_of` a day
    before the amendment gives the corrected print. AmendmentError when an action no longer finds its unit in
    the corrected text: the caller leaves the chunk as it is and asks a person (review_queue.queue)."""
    mine = {**data, **printed, "valid_from": None, "valid_to": None, "text_versions": []}
    rows = conn.execute(select(t.chunks).where(t.chunks.c.doc_id == row.doc_id).order_by(t.chunks.c.ord)).all()
    chunks = [Chunk.model_validate({**mine, "words": json.loads(r.words)}) if r.id == row.id else records.chunk(r)
              for r in rows]
    new = next(c for c in _laid(_recorded(conn, row.doc_id), chunks) if c.id == row.id)
    return {**mine, **json.loads(new.model_dump_json())}


def _recorded(conn: Connection, doc_id: str) -> list[AmendmentList]:
    """The lists applied to the document, in the order they are laid: oldest date in force first."""
    return [AmendmentList.model_validate_json(d) for d in conn.execute(
        select(t.amendments.c.data).where(t.amendments.c.doc_id == doc_id)
        .order_by(t.amendments.c.in_force, t.amendments.c.id)).scalars()]


def _laid(lists: list[AmendmentList], chunks: list[Chunk]) -> list[Chunk]:
    """Every list over the chunks; a chunk that carries a list's change already is left as it is. A list that no
    longer fits raises AmendmentError naming its instrument."""
    for alist in lists:
        try:
            chunks = overlay.apply(chunks, alist.amendments, alist.instrument, alist.in_force).chunks
        except AmendmentError as err:
            raise AmendmentError(f"{alist.instrument} (in force {alist.in_force}): {err}") from err
    return chunks


def _document_id(store: Store, ref: str) -> str:
    """The document an amendment list names: its id, a unique id prefix, or its file name."""
    docs = t.documents
    with read(store.engine) as conn:
        by_name = list(conn.execute(select(docs.c.id).where(docs.c.filename == ref).limit(2)).scalars())
    if len(by_name) == 1:
        return by_name[0]
    try:
        return store.find_document(ref)
    except NotFoundError as err:
        raise AmendmentError(f"document {ref!r}: {err}. Nothing was applied") from err


def _apply_one(conn: Connection, doc_id: str, alist: AmendmentList, actions: list[ProvisionAmendment], source: str,
               actor: str) -> Applied:
    filename = conn.execute(select(t.documents.c.filename).where(t.documents.c.id == doc_id)).scalar_one()
    done = Applied(doc_id, filename)
    digest = overlay.digest(alist.instrument, alist.in_force, actions)
    if conn.execute(select(t.amendments.c.id).where(t.amendments.c.doc_id == doc_id,
                                                    t.amendments.c.digest == digest)).first():
        done.already = True
        return done
    rows = conn.execute(select(t.chunks).where(t.chunks.c.doc_id == doc_id).order_by(t.chunks.c.ord)).all()
    result = overlay.apply([records.chunk(r) for r in rows], actions, alist.instrument, alist.in_force)
    by_id, now = {r.id: r for r in rows}, time.time()
    for ord_, chunk in enumerate(result.chunks):
        if chunk.id in result.inserted:
            _save_chunk(conn, chunk, ord_, now)  # route index: a new indexed chunk, on the feed
        elif chunk.id in result.changed:
            _update(conn, by_id[chunk.id], chunk, ord_, now)
        elif by_id[chunk.id].ord != ord_:
            conn.execute(update(t.chunks).where(t.chunks.c.id == chunk.id).values(ord=ord_))
    done.changed, done.inserted = result.changed, result.inserted
    mine = alist.model_copy(update={"document": doc_id, "amendments": actions})
    conn.execute(t.amendments.insert().values(
        doc_id=doc_id, instrument=alist.instrument, in_force=alist.in_force.isoformat(), digest=digest,
        data=mine.model_dump_json(), source=source, actor=actor[:64], applied_at=now))
    audit.record(conn, actor, "amend", after=alist.instrument, doc_id=doc_id, in_force=alist.in_force.isoformat(),
                 source=source, changed=len(result.changed), inserted=len(result.inserted))
    return done


def _update(conn: Connection, row: Any, chunk: Chunk, ord_: int, now: float) -> None:
    """The chunk's new JSON at version + 1; an indexed chunk goes on the feed with it (upsert, never dropped)."""
    data = {**json.loads(row.data), **json.loads(chunk.model_dump_json())}
    conn.execute(update(t.chunks).where(t.chunks.c.id == row.id).values(
        data=json.dumps(data), version=row.version + 1, ord=ord_, updated_at=now))
    if row.state == "indexed":
        feed.append(conn, conn.execute(select(t.chunks).where(t.chunks.c.id == row.id)).one())


def payload_as_of(data: dict[str, Any], when: date | None) -> dict[str, Any] | None:
    """A served chunk (feed entry's chunk, GET) as it stood on `when`; None if it was not in force then."""
    if when is None:
        return data
    chunk = overlay.as_of(Chunk.model_validate(data), when)
    if chunk is None:
        return None
    return {**data, **json.loads(chunk.model_dump_json(include={"valid_from", "valid_to", "status", "amended_by",
                                                                "heading", "body", "text"}))}


def entries_as_of(items: list[dict[str, Any]], when: date | None) -> list[dict[str, Any]]:
    """Feed entries rendered as of `when`: a chunk not in force that day comes as a tombstone."""
    if when is None:
        return items
    out = []
    for e in items:
        chunk = payload_as_of(e["chunk"], when) if e["chunk"] else None
        out.append({**e, "op": "upsert" if chunk else "delete", "chunk": chunk})
    return out
