"""The indexers' pull API: the cursor feed, one chunk, and a chunk's context (parent provision, cross-refs)."""

from __future__ import annotations

import json
from datetime import date
from typing import Any

from fastapi import APIRouter, Depends, HTTPException, Query, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from sqlalchemy import select

from review_queue import amendments, documents, feed, records, sessions
from review_queue import tables as t
from review_queue.api_models import ChunkContext, DocumentFeedPage, DocumentSummary, FeedPage, ServedChunk
from review_queue.auth import Accounts
from review_queue.db import read
from schemas.extraction import DocumentRecord

AS_OF = Query(None, description="a date (YYYY-MM-DD): each provision as it stood that day (status and text, "
              "from `engross amend`); a chunk not in force that day comes as a tombstone in the feed, 404 alone")
bearer = HTTPBearer(auto_error=False, description="a token from `engross token create --role indexer`")
router = APIRouter(prefix="/api/v1", tags=["indexer"])


def indexer(request: Request, cred: HTTPAuthorizationCredentials | None = Depends(bearer)) -> str:
    """401 without a valid token, 403 with a token (or a reviewer session) that may not pull."""
    app = request.app.state
    if cred is None:
        if sessions.lookup(app.store.engine, request.cookies.get("engross_session")):
            raise HTTPException(403, "a reviewer session cannot pull the feed; use an indexer token")
        raise HTTPException(401, "bearer token required", headers={"WWW-Authenticate": "Bearer"})
    role = Accounts(app.store).token_role(cred.credentials)
    if role is None:
        raise HTTPException(401, "unknown or revoked token", headers={"WWW-Authenticate": "Bearer"})
    if role != "indexer":
        raise HTTPException(403, "this token may not read the feed")
    return role


@router.get("/chunks", response_model=FeedPage,
            summary="The feed: approved chunks and tombstones after a cursor, in a stable order")
def list_chunks(request: Request, after: str | None = Query(None, description="`next` of the previous page"),
                limit: int = Query(100, ge=1, le=1000), as_of: date | None = AS_OF,
                _: str = Depends(indexer)) -> dict[str, Any]:
    found = _cursor_page(feed.page, request, after, limit)
    return {**found, "items": amendments.entries_as_of(found["items"], as_of)}


def _cursor_page(page: Any, request: Request, after: str | None, limit: int) -> dict[str, Any]:
    """One page of a cursor feed (chunks or documents); a cursor that does not parse is the caller's 400."""
    try:
        return page(request.app.state.store.engine, after, limit)
    except ValueError as err:
        raise HTTPException(400, f"bad cursor: {after!r}") from err


@router.get("/documents", response_model=list[DocumentSummary],
            summary="The documents in the store, newest first, with their chunk counts by state")
def list_documents(request: Request, state: list[str] | None = Query(None, description="only these states"),
                   _: str = Depends(indexer)) -> list[dict[str, Any]]:
    return request.app.state.store.list_documents(state)


@router.get("/chunks/{chunk_id}", response_model=ServedChunk,
            summary="One chunk at its current version (404 while under review, 410 once rejected)")
def get_chunk(request: Request, chunk_id: str, as_of: date | None = AS_OF,
              _: str = Depends(indexer)) -> dict[str, Any]:
    found = amendments.payload_as_of(_served(request, chunk_id), as_of)
    if found is None:
        raise HTTPException(404, f"this provision was not in force on {as_of}")
    return found


@router.get("/chunks/{chunk_id}/context", response_model=ChunkContext,
            summary="The chunk, its parent provision and its resolved cross-refs")
def get_context(request: Request, chunk_id: str, _: str = Depends(indexer)) -> dict[str, Any]:
    chunk = _served(request, chunk_id)
    engine = request.app.state.store.engine
    parent_id = chunk.get("parent_id")
    targets = [r["target"] for r in chunk.get("cross_refs") or [] if r.get("target")]
    with read(engine) as conn:
        parent = _approved(conn, [parent_id]) if parent_id else {}
        siblings = _siblings(conn, chunk) if parent_id else []
        refs = _approved(conn, targets)
    return {"chunk": chunk, "parent": parent.get(parent_id), "siblings": siblings,
            "cross_refs": [{"text": r["text"], "target": r.get("target"), "chunk": refs.get(r.get("target"))}
                           for r in chunk.get("cross_refs") or []]}


@router.get("/documents/feed", response_model=DocumentFeedPage,
            summary="Documents' types and fields after a cursor: each document once per version of its fields")
def documents_feed(request: Request, after: str | None = Query(None, description="`next` of the previous page"),
                   limit: int = Query(100, ge=1, le=1000), _: str = Depends(indexer)) -> dict[str, Any]:
    return _cursor_page(documents.feed_page, request, after, limit)


@router.get("/documents/{doc_id}", response_model=DocumentRecord,
            summary="A document's type and its fields: only confident or reviewed ones (the rest are pending)")
def get_document(request: Request, doc_id: str, _: str = Depends(indexer)) -> dict[str, Any]:
    found = documents.get_served(request.app.state.store.engine, doc_id)
    if found is None:
        raise HTTPException(404, "no processed document with this id")
    return found


@router.get("/documents/{doc_id}/chunks", response_model=list[ServedChunk],
            summary="A document's approved chunks in reading order; with as_of, as they stood on that date")
def document_chunks(request: Request, doc_id: str, as_of: date | None = AS_OF,
                    _: str = Depends(indexer)) -> list[dict[str, Any]]:
    store = request.app.state.store
    if store.get_document(doc_id) is None:
        raise HTTPException(404, "no document with this id")
    served = (amendments.payload_as_of(c, as_of) for c in store.served_chunks(doc_id, "index"))
    return [c for c in served if c is not None]


def _served(request: Request, chunk_id: str) -> dict[str, Any]:
    """Only chunks the feed serves reach indexers: one under review is 404; a rejected one, or one a new
    pipeline result no longer has (`engross promote`), 410."""
    with read(request.app.state.store.engine) as conn:
        row = conn.execute(select(t.chunks).where(t.chunks.c.id == chunk_id)).first()
        last = conn.execute(select(t.feed.c.op).where(t.feed.c.chunk_id == chunk_id)
                            .order_by(t.feed.c.seq.desc()).limit(1)).scalar()
    if row is None and last == "delete":
        raise HTTPException(410, "this chunk is no longer served (the document's result changed); delete it from "
                            "the index")
    if row is not None and row.state == "rejected":
        raise HTTPException(410, "this chunk was rejected; delete it from the index")
    if row is None or last != "upsert":
        raise HTTPException(404, "no approved chunk with this id")
    return records.payload(row)


def _approved(conn: Any, ids: list[str]) -> dict[str, dict[str, Any]]:
    """The latest served version of each id that has one (a chunk still under review is left out)."""
    rows = conn.execute(select(t.feed).where(t.feed.c.chunk_id.in_(ids)).order_by(t.feed.c.seq)).all()
    latest = {r.chunk_id: r for r in rows}
    return {cid: json.loads(r.payload) for cid, r in latest.items() if r.op == "upsert"}


def _siblings(conn: Any, chunk: dict[str, Any]) -> list[dict[str, Any]]:
    """Every served chunk under the same parent, in document order: the whole provision."""
    ids = [r.id for r in conn.execute(select(t.chunks.c.id).where(
        t.chunks.c.doc_id == chunk["doc_id"], t.chunks.c.data.contains(chunk["parent_id"])).order_by(t.chunks.c.ord))]
    served = _approved(conn, ids)
    return [served[i] for i in ids if i in served and served[i].get("parent_id") == chunk["parent_id"]]
