"""The store: documents, their bytes, page results and chunks, on SQLite (default) or PostgreSQL."""

from __future__ import annotations

import json
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any, BinaryIO

from sqlalchemy import func, literal_column, select, update

from engross.settings import Settings, get_settings
from ingest import page_pack
from ingest.errors import NotFoundError
from ingest.page_pack import PackedPages
from review_queue import documents, feed, pipeline_version, records, results
from review_queue import tables as t
from review_queue.db import get_engine, is_postgres, read, write
from review_queue.pipeline_version import PipelineVersion
from review_queue.upsert import insert_ignore
from schemas import Chunk, Document, IngestResult, Page

DONE_STATES = ("chunked", "in_review")
UNFINISHED_STATES = ("received", "processing")
BLOB_SLICE = 8 << 20  # bytes of a stored file read at a time by blob_to_file


class Store:
    """One handle on the store; cheap to create (the engine and its schema check are cached per URL)."""

    def __init__(self, url: str | None = None, settings: Settings | None = None) -> None:
        self.settings = settings or get_settings()
        self.url = url or self.settings.db_url
        self.engine = get_engine(self.url)

    # documents -------------------------------------------------------------------------------------------
    def get_document(self, doc_id: str) -> Document | None:
        with read(self.engine) as conn:
            row = conn.execute(select(t.documents).where(t.documents.c.id == doc_id)).first()
        return records.document(row) if row else None

    def record_received(self, doc: Document, data: bytes | Path) -> bool:
        """Register the document and its bytes (or its file's, copied a slice at a time: a long scan is never
        held in memory whole); False when it was already there (same sha256)."""
        now = time.time()
        with write(self.engine) as conn:
            if not insert_ignore(conn, t.documents, _doc_values(doc, "received", now), ["id"]):
                return False
            if isinstance(data, Path):
                _copy_in(conn, doc.id, data)
            else:
                conn.execute(t.blobs.insert().values(doc_id=doc.id, size=len(data), data=data))
        return True

    def claim_for_processing(self, doc_id: str) -> bool:
        """received (or failed with a transient error) -> processing; True for exactly one caller."""
        docs = t.documents
        retryable = (docs.c.state == "received") | ((docs.c.state == "failed") & docs.c.transient)
        with write(self.engine) as conn:
            res = conn.execute(update(docs).where(docs.c.id == doc_id, retryable)
                               .values(state="processing", error=None, transient=False,
                                       updated_at=time.time()))
        return res.rowcount == 1

    def get_blob(self, doc_id: str) -> bytes:
        with read(self.engine) as conn:
            data = conn.execute(select(t.blobs.c.data).where(t.blobs.c.doc_id == doc_id)).scalar_one_or_none()
        if data is None:
            raise KeyError(f"no stored file for document {doc_id}")
        return bytes(data)

    def blob_to_file(self, doc_id: str, out: BinaryIO) -> None:
        """Write a document's stored bytes to `out` a slice at a time: a long scan (hundreds of MB) is never
        held in memory whole (a page task then reads its pages from the file)."""
        blobs = t.blobs
        with read(self.engine) as conn:
            if is_postgres(conn):
                size = conn.execute(select(blobs.c.size).where(blobs.c.doc_id == doc_id)).scalar_one_or_none()
                if size is None:
                    raise KeyError(f"no stored file for document {doc_id}")
                for start in range(0, size, BLOB_SLICE):  # substr counts from 1, on bytes
                    out.write(bytes(conn.execute(select(func.substr(blobs.c.data, start + 1, BLOB_SLICE))
                                                 .where(blobs.c.doc_id == doc_id)).scalar_one()))
            else:
                # SQLite's incremental blob I/O: its substr() loads the whole value for every slice (a 229 MB
                # file: 8.3 CPU s and +237 MB held for each copy, against 0.2 CPU s and a slice held this way)
                rowid = conn.execute(select(literal_column("rowid")).select_from(blobs)
                                     .where(blobs.c.doc_id == doc_id)).scalar_one_or_none()
                if rowid is None:
                    raise KeyError(f"no stored file for document {doc_id}")
                with conn.connection.dbapi_connection.blobopen("blobs", "data", rowid, readonly=True) as blob:
                    while piece := blob.read(BLOB_SLICE):
                        out.write(piece)
        out.flush()

    def record_failed(self, doc: Document, reason: str, transient: bool = False) -> None:
        """State "failed" with its reason. A document already chunked keeps its chunks and state."""
        now = time.time()
        with write(self.engine) as conn:
            insert_ignore(conn, t.documents, _doc_values(doc, "failed", now), ["id"])
            conn.execute(update(t.documents)
                         .where(t.documents.c.id == doc.id, t.documents.c.state.not_in(DONE_STATES))
                         .values(state="failed", error=reason, transient=transient, updated_at=now))

    def list_documents(self, states: list[str] | None = None) -> list[dict[str, Any]]:
        """Documents, newest first, with how many of their chunks are indexed, under review or rejected."""
        docs = t.documents
        query = select(docs).order_by(docs.c.received_at.desc())
        if states:
            query = query.where(docs.c.state.in_(states))
        counts = select(t.chunks.c.doc_id, t.chunks.c.state, func.count().label("n")).group_by(
            t.chunks.c.doc_id, t.chunks.c.state)
        with read(self.engine) as conn:
            rows = conn.execute(query).all()
            per_doc: dict[str, dict[str, int]] = {}
            for row in conn.execute(counts):
                per_doc.setdefault(row.doc_id, {})[row.state] = row.n
            served = {r.doc_id: pipeline_version.label(r) for r in conn.execute(
                select(t.results).where(t.results.c.state == "served"))}
        return [{"id": d.id, "filename": d.filename, "source": d.source, "title": d.title, "family": d.family,
                 "doc_type": d.doc_type, "state": d.state, "error": d.error, "pages": d.page_count,
                 "received_at": d.received_at, "chunks": per_doc.get(d.id, {}), "version": served.get(d.id)}
                for d in rows]

    def find_document(self, prefix: str) -> str:
        """The one document id starting with `prefix` (as `documents ls` shows it), else NotFoundError."""
        docs = t.documents
        with read(self.engine) as conn:
            ids = list(conn.execute(select(docs.c.id).where(docs.c.id.startswith(prefix.lower(), autoescape=True))
                                    .limit(2)).scalars()) if prefix else []
        if len(ids) != 1:
            why = "no document" if not ids else "more than one document"
            raise NotFoundError(f"{why} with an id starting {prefix!r}; `engross documents ls` lists them")
        return ids[0]

    def delete_document(self, doc_id: str, actor: str) -> int:
        """Remove a document for good: a tombstone on the feed for each chunk an indexer may hold, its earlier
        feed entries (they carry its text), chunks, review items, pages, bytes and row; one audit entry.
        Returns the number of tombstones."""
        fd = t.feed
        with write(self.engine) as conn:
            doc = conn.execute(select(t.documents).where(t.documents.c.id == doc_id)).first()
            if doc is None:
                raise NotFoundError(f"no document {doc_id}")
            entries = conn.execute(select(fd.c.chunk_id, fd.c.version, fd.c.op).where(fd.c.doc_id == doc_id)
                                   .order_by(fd.c.seq)).all()
            latest = {e.chunk_id: e for e in entries}
            served = [e for e in latest.values() if e.op == "upsert"]
            last = conn.execute(select(func.coalesce(func.max(fd.c.seq), 0))).scalar_one()
            for e in served:  # a tombstone at a new version, as for a rejected chunk
                feed.append(conn, SimpleNamespace(id=e.chunk_id, doc_id=doc_id, version=e.version + 1),
                            op="delete")
            # only then drop the earlier entries: SQLite would hand the top sequence numbers out again
            conn.execute(fd.delete().where(fd.c.doc_id == doc_id, fd.c.seq <= last))
            # the documents feed and field items carry the extracted fields (names, amounts): purged too, the
            # documents feed after a tombstone, for the same reason as above
            df = t.document_feed
            last_doc = conn.execute(select(func.coalesce(func.max(df.c.seq), 0))).scalar_one()
            documents.append_tombstone(conn, doc_id)
            conn.execute(df.delete().where(df.c.doc_id == doc_id, df.c.seq <= last_doc))
            for table in (t.review_items, t.field_items, t.chunks, t.pages, t.blobs, t.results):
                conn.execute(table.delete().where(table.c.doc_id == doc_id))
            conn.execute(t.documents.delete().where(t.documents.c.id == doc_id))
            conn.execute(t.audit.insert().values(at=time.time(), actor=actor, action="delete_document",
                                                 chunk_id=None, item_id=None, before=json.dumps(
                                                     {"doc_id": doc_id, "filename": doc.filename,
                                                      "source": doc.source, "state": doc.state}),
                                                 after=json.dumps({"tombstones": len(served)})))
        return len(served)

    # pages (so a retried worker resumes) -----------------------------------------------------------------
    def save_page(self, doc_id: str, page: Page) -> None:
        with write(self.engine) as conn:
            results.save_page(conn, doc_id, page)

    def page_numbers(self, doc_id: str) -> set[int]:
        """1-based numbers of the pages already read and persisted (without parsing their JSON)."""
        with read(self.engine) as conn:
            return set(conn.execute(select(t.pages.c.number).where(t.pages.c.doc_id == doc_id)).scalars())

    def unfinished(self, quiet_seconds: float | None = None) -> list[str]:
        """Ids of documents received or in processing, oldest first; with `quiet_seconds`, only those whose
        state has not changed for that long (candidates for a lost task)."""
        docs = t.documents
        query = select(docs.c.id).where(docs.c.state.in_(UNFINISHED_STATES)).order_by(docs.c.received_at)
        if quiet_seconds is not None:
            query = query.where(docs.c.updated_at < time.time() - quiet_seconds)
        with read(self.engine) as conn:
            return list(conn.execute(query).scalars())

    def load_pages(self, doc_id: str) -> dict[int, Page]:
        with read(self.engine) as conn:
            rows = conn.execute(select(t.pages).where(t.pages.c.doc_id == doc_id)).all()
        return {r.number: records.page(r) for r in rows}

    def load_packed(self, doc_id: str, once: bool = False) -> PackedPages:
        """A document's stored pages, left packed (assembly unpacks them; a long document fits in memory);
        `once`: to be assembled a single time (PackedPages)."""
        packed = PackedPages(once)
        with read(self.engine) as conn:
            for r in conn.execute(select(t.pages).where(t.pages.c.doc_id == doc_id)):
                packed.add_packed(r.number, r.packed if r.packed is not None else page_pack.pack(records.page(r)))
        return packed

    # results -----------------------------------------------------------------------------------------------
    def save_result(self, result: IngestResult, pages: list[Page] | PackedPages | None = None,
                    version: PipelineVersion | None = None) -> None:
        """Chunks, review items, feed entries and the result's pipeline version in one transaction (with the
        pages as read, when given: a new pipeline version can then skip OCR); a second save adds nothing."""
        doc, now = result.document, time.time()
        with write(self.engine) as conn:
            insert_ignore(conn, t.documents, _doc_values(doc, "processing", now), ["id"])
            if not _lock_unsaved(conn, doc.id):
                return
            results.save_pages(conn, doc.id, pages)
            results.record_first(conn, result, version or pipeline_version.of(self.settings), now)
            for ord_, chunk in enumerate(result.chunks):
                _save_chunk(conn, chunk, ord_, now)
            state = "in_review" if result.review_count else "chunked"
            conn.execute(update(t.documents).where(t.documents.c.id == doc.id).values(
                state=state, error=None, transient=False, updated_at=now, title=doc.title, family=doc.family,
                page_count=doc.page_count or len(result.pages), doc_type=doc.doc_type))
            documents.save_extraction(conn, doc.id, result.extraction, now)

    def chunks(self, doc_id: str | None = None) -> list[Chunk]:
        query = select(t.chunks).order_by(t.chunks.c.doc_id, t.chunks.c.ord)
        if doc_id is not None:
            query = query.where(t.chunks.c.doc_id == doc_id)
        with read(self.engine) as conn:
            return [records.chunk(r) for r in conn.execute(query)]

    def served_chunks(self, doc_id: str, route: str = "all") -> list[dict[str, Any]]:
        """A document's chunks in reading order, each as indexers get it (the feed's chunk shape); `route`
        index = approved for the index, review = waiting for a person or rejected, all = every chunk."""
        query = select(t.chunks).where(t.chunks.c.doc_id == doc_id).order_by(t.chunks.c.ord)
        if route == "index":
            query = query.where(t.chunks.c.state == "indexed")
        elif route == "review":
            query = query.where(t.chunks.c.state != "indexed")
        with read(self.engine) as conn:
            return [records.payload(r) for r in conn.execute(query)]

    def chunk_counts(self, doc_id: str) -> dict[str, int]:
        """How many of a document's chunks are indexed, under review or rejected."""
        with read(self.engine) as conn:
            return dict(conn.execute(select(t.chunks.c.state, func.count()).where(t.chunks.c.doc_id == doc_id)
                                     .group_by(t.chunks.c.state)).all())

    def chunk_row(self, chunk_id: str) -> Any | None:
        with read(self.engine) as conn:
            return conn.execute(select(t.chunks).where(t.chunks.c.id == chunk_id)).first()

    def stats(self) -> dict[str, Any]:
        with read(self.engine) as conn:
            docs = dict(conn.execute(select(t.documents.c.state, func.count())
                                     .group_by(t.documents.c.state)).all())
            review = dict(conn.execute(select(t.review_items.c.state, func.count())
                                       .group_by(t.review_items.c.state)).all())
            chunk_states = dict(conn.execute(select(t.chunks.c.state, func.count())
                                             .group_by(t.chunks.c.state)).all())
        return {"documents": docs, "review": review,
                "chunks": {"total": sum(chunk_states.values()), **chunk_states},
                "feed_last_seq": feed.last_seq(self.engine)}


def _copy_in(conn: Any, doc_id: str, path: Path) -> None:
    """A file into `blobs` in BLOB_SLICE slices: SQLite writes them into a blob of the file's size in place
    (its incremental blob I/O), PostgreSQL appends them (the server builds the value, not this process)."""
    blobs, size = t.blobs, path.stat().st_size
    with path.open("rb") as fh:
        if is_postgres(conn):
            conn.execute(blobs.insert().values(doc_id=doc_id, size=size, data=fh.read(BLOB_SLICE)))
            while piece := fh.read(BLOB_SLICE):
                conn.execute(update(blobs).where(blobs.c.doc_id == doc_id).values(data=blobs.c.data.concat(piece)))
            return
        conn.execute(blobs.insert().values(doc_id=doc_id, size=size, data=func.zeroblob(size)))
        rowid = conn.execute(select(literal_column("rowid")).select_from(blobs)
                             .where(blobs.c.doc_id == doc_id)).scalar_one()
        with conn.connection.dbapi_connection.blobopen("blobs", "data", rowid) as blob:
            while piece := fh.read(BLOB_SLICE):
                blob.write(piece)


def _doc_values(doc: Document, state: str, now: float) -> dict[str, Any]:
    return {"id": doc.id, "source": doc.source, "filename": doc.filename, "title": doc.title,
            "family": doc.family, "doc_type": doc.doc_type, "page_count": doc.page_count, "state": state, "error": None,
            "transient": False, "received_at": now, "updated_at": now}


def _lock_unsaved(conn: Any, doc_id: str) -> bool:
    """Lock the document row (PostgreSQL) and tell whether its chunks are still to be saved."""
    query = select(t.documents.c.state).where(t.documents.c.id == doc_id)
    if is_postgres(conn):
        query = query.with_for_update()
    conn.execute(query)
    has_chunks = conn.execute(select(t.chunks.c.id).where(t.chunks.c.doc_id == doc_id).limit(1)).first()
    return has_chunks is None


def _save_chunk(conn: Any, chunk: Chunk, ord_: int, now: float) -> None:
    state = "review" if chunk.route == "review" else "indexed"
    values = {"id": chunk.id, "doc_id": chunk.doc_id, "ord": ord_, **records.chunk_columns(chunk),
              "original_body": chunk.body, "version": 1, "state": state, "reviewed": False, "updated_at": now}
    if not insert_ignore(conn, t.chunks, values, ["id"]):
        return
    row = conn.execute(select(t.chunks).where(t.chunks.c.id == chunk.id)).one()
    if state == "indexed":
        feed.append(conn, row)
        return
    conn.execute(t.review_items.insert().values(
        chunk_id=chunk.id, doc_id=chunk.doc_id, state="pending", confidence=chunk.confidence,
        reasons=json.dumps(chunk.review_reasons), created_at=now,
        spans=json.dumps([s.model_dump(mode="json") for s in chunk.low_confidence_spans])))
