"""The reviewer's pages: login, the queue, and the item page with its decisions (server-rendered).

GET pages only show; everything that changes state (sign in and out, claim, decide, reopen) is a POST that
carries a CSRF token.
"""

from __future__ import annotations

import hmac
import secrets
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from fastapi import APIRouter, Depends, Form, HTTPException, Request, Response
from fastapi import Path as PathParam
from fastapi.responses import HTMLResponse, RedirectResponse
from fastapi.templating import Jinja2Templates
from itsdangerous import BadSignature, URLSafeTimedSerializer

from review_queue import audit, documents, highlight, images, path_fix, sessions
from review_queue.auth import Accounts
from review_queue.queue import ORDERS, LeaseHeldError, ReviewError, ReviewQueue
from review_queue.sessions import Session
from review_queue.tables import MAX_INT

COOKIE = "engross_session"
LOGIN_COOKIE = "engross_login"  # a nonce tying the sign-in form to this browser (login CSRF)
LOGIN_FORM_SECONDS = 3600
templates = Jinja2Templates(directory=str(Path(__file__).parent / "templates"))  # autoescape is on for .html
router = APIRouter(include_in_schema=False)
ItemId = PathParam(..., ge=1, le=MAX_INT)


class LoginRequired(Exception):
    """Raised by `reviewer`; the app answers with a redirect to the login page."""


def current_session(request: Request) -> Session | None:
    return sessions.lookup(request.app.state.store.engine, request.cookies.get(COOKIE))


def reviewer(request: Request) -> Session:
    """The signed-in reviewer; a bearer token is no way in (403), no session sends you to the login page."""
    session = current_session(request)
    if session:
        return session
    if request.headers.get("authorization"):
        raise HTTPException(403, "tokens cannot review; sign in as a reviewer")
    raise LoginRequired()


def _queue(request: Request) -> ReviewQueue:
    return ReviewQueue(request.app.state.store)


def _client(request: Request) -> str:
    return request.client.host if request.client else "unknown"


def _filters(doc: str | None, order: str | None) -> dict[str, str]:
    out = {"doc": doc or "", "order": order if order in ORDERS else "oldest"}
    return {k: v for k, v in out.items() if v}


def _render(request: Request, name: str, session: Session | None = None, **ctx: Any) -> HTMLResponse:
    ctx.setdefault("csrf", session.csrf if session else "")
    ctx.setdefault("user", session.user if session else None)
    return templates.TemplateResponse(request, name, ctx)


def _check_csrf(session: Session, csrf: str) -> None:
    if not csrf or not hmac.compare_digest(csrf.encode(), session.csrf.encode()):
        raise HTTPException(403, "stale form; reload the page")


def _signer(request: Request) -> URLSafeTimedSerializer:
    return URLSafeTimedSerializer(request.app.state.secret_key, salt="engross-login")


@router.get("/login")
def login_page(request: Request, error: str = "") -> HTMLResponse:
    nonce = secrets.token_urlsafe(24)
    response = _render(request, "login.html", error=error, csrf=_signer(request).dumps(nonce))
    response.set_cookie(LOGIN_COOKIE, nonce, max_age=LOGIN_FORM_SECONDS, httponly=True, samesite="strict",
                        secure=request.url.scheme == "https")
    return response


@router.post("/login")
def login(request: Request, name: str = Form(...), password: str = Form(...), csrf: str = Form("")) -> Response:
    state, client = request.app.state, _client(request)
    try:
        nonce = _signer(request).loads(csrf, max_age=LOGIN_FORM_SECONDS)
    except BadSignature:
        nonce = None
    if not nonce or nonce != request.cookies.get(LOGIN_COOKIE):  # a form posted from another site, or stale
        raise HTTPException(403, "stale sign-in form; reload the page")
    wait = state.throttle.retry_after(name, client)
    if wait:
        audit.record_now(state.store.engine, name, "login_throttled", client=client)
        return HTMLResponse(f"Too many failed sign-ins; try again in {wait} s.", status_code=429,
                            headers={"Retry-After": str(wait)})
    if Accounts(state.store).login(name, password) is None:
        state.throttle.failed(name, client)
        audit.record_now(state.store.engine, name, "login_failed", client=client)
        return RedirectResponse("/login?error=1", status_code=303)
    sessions.end(state.store.engine, request.cookies.get(COOKIE))  # a new id on every sign-in
    session_id = sessions.start(state.store.engine, name, state.settings.session_seconds, client)
    audit.record_now(state.store.engine, name, "login", client=client)
    response = RedirectResponse("/queue", status_code=303)
    response.set_cookie(COOKIE, session_id, max_age=state.settings.session_seconds, httponly=True,
                        samesite="strict", secure=request.url.scheme == "https")
    response.delete_cookie(LOGIN_COOKIE)
    return response


@router.post("/logout")
def logout(request: Request, csrf: str = Form("")) -> Response:
    session = current_session(request)
    if session is not None:
        _check_csrf(session, csrf)  # a forged sign-out is refused, not obeyed
        sessions.end(request.app.state.store.engine, request.cookies.get(COOKIE))
        audit.record_now(request.app.state.store.engine, session.user, "logout", client=_client(request))
    response = RedirectResponse("/login", status_code=303)
    response.delete_cookie(COOKIE)
    return response


@router.get("/")
def home() -> Response:
    return RedirectResponse("/queue", status_code=303)


@router.get("/queue")
def queue_page(request: Request, doc: str | None = None, order: str | None = None, empty: bool = False,
               session: Session = Depends(reviewer)) -> HTMLResponse:
    q = _queue(request)
    filters = _filters(doc, order)
    items = q.items(doc_id=doc or None, order=filters["order"])
    return _render(request, "queue.html", session, items=items, documents=q.documents(), filters=filters,
                   query=urlencode(filters), empty=empty, now=time.time())


@router.post("/next")
def next_item(request: Request, doc: str = Form(""), order: str = Form(""), csrf: str = Form(""),
              session: Session = Depends(reviewer)) -> Response:
    """Claim the next open item (or the one already held) and open it."""
    _check_csrf(session, csrf)
    return _open_next(request, session.user, _filters(doc, order))


def _open_next(request: Request, user: str, filters: dict[str, str]) -> Response:
    item_id = _queue(request).claim_next(user, doc_id=filters.get("doc") or None, order=filters["order"])
    if item_id is None:
        return RedirectResponse(f"/queue?{urlencode({**filters, 'empty': 1})}", status_code=303)
    return RedirectResponse(f"/items/{item_id}?{urlencode(filters)}", status_code=303)


@router.get("/items/{item_id}")
def item_page(request: Request, item_id: int = ItemId, doc: str | None = None, order: str | None = None,
              error: str = "", session: Session = Depends(reviewer)) -> HTMLResponse:
    """Show an item; it is the reviewer's to decide only if they hold its lease (claimed by POST)."""
    q = _queue(request)
    item = q.item(item_id)
    if item is None:
        raise HTTPException(404, "no such review item")
    now = time.time()
    live = item["state"] == "claimed" and (item["lease_until"] or 0) >= now
    held = live and item["claimed_by"] == session.user
    claimable = item["state"] == "pending" or (item["state"] == "claimed" and not live)
    chunk, low = item["chunk"], item["low_confidence_spans"]
    siblings = q.document_chunks(item["doc_id"])  # the document's chunks in reading order, for the path box
    return _render(request, "item.html", session, item=item, chunk=chunk, held=held, claimable=claimable,
                   error=error,
                   segments=highlight.segments(item["original_body"],
                                               highlight.low_offsets(item["original_body"], item["words"], low)),
                   editor_marks=highlight.low_offsets(item["printed"]["body"], item["words"], low),
                   pages=images.pages_of(chunk), query=urlencode(_filters(doc, order)),
                   unread=chunk.get("unread_regions") or [],
                   path=path_fix.show(chunk.get("structure_path") or []),
                   path_choices=path_fix.choices(chunk, siblings), around=path_fix.around(chunk, siblings),
                   followers=path_fix.followers(chunk["id"], chunk.get("structure_path") or [], siblings),
                   amended=chunk.get("valid_from") is not None or bool(chunk.get("text_versions")),
                   history=q.audit_log(item["chunk_id"]))


@router.post("/items/{item_id}/claim")
def claim(request: Request, item_id: int = ItemId, csrf: str = Form(""), doc: str = Form(""),
          order: str = Form(""), session: Session = Depends(reviewer)) -> Response:
    """Take (or renew) the lease on one item."""
    _check_csrf(session, csrf)
    filters = _filters(doc, order)
    query = dict(filters)
    if not _queue(request).claim(item_id, session.user):
        query["error"] = "someone else holds this item, or it is decided"
    return RedirectResponse(f"/items/{item_id}?{urlencode(query)}", status_code=303)


@router.post("/items/{item_id}/decide")
def decide(request: Request, item_id: int = ItemId, action: str = Form(...), text: str = Form(""),
           csrf: str = Form(""), doc: str = Form(""), order: str = Form(""),
           version: int | None = Form(None, ge=1, le=MAX_INT), unread: list[str] = Form([]),
           path: str | None = Form(None, max_length=4000), session: Session = Depends(reviewer)) -> Response:
    _check_csrf(session, csrf)
    q, filters, user = _queue(request), _filters(doc, order), session.user
    try:
        # the structure path as the reviewer left it (None: the form had no path field, nothing to change)
        parts = path_fix.parse(path) if path is not None and action != "reject" else None
        if action == "approve":
            q.approve(item_id, user, version=version, path=parts)
        elif action == "correct":
            note = q.correct(item_id, user, text, version=version, unread=unread, path=parts)
            if note:  # not applied: the item waits again with the correction shown; say so on its page
                return RedirectResponse(f"/items/{item_id}?{urlencode({**filters, 'error': note})}", status_code=303)
        elif action == "reject":
            q.reject(item_id, user, version=version)
        else:
            raise HTTPException(400, f"unknown action {action!r}")
    except (ReviewError, path_fix.PathError) as err:
        return RedirectResponse(f"/items/{item_id}?{urlencode({**filters, 'error': str(err)})}", status_code=303)
    return _open_next(request, user, filters)


@router.get("/documents")
def documents_page(request: Request, session: Session = Depends(reviewer)) -> HTMLResponse:
    return _render(request, "documents.html", session, documents=_queue(request).overview())


@router.get("/documents/{doc_id}")
def document_page(request: Request, doc_id: str, session: Session = Depends(reviewer)) -> HTMLResponse:
    document = request.app.state.store.get_document(doc_id)
    if document is None:
        raise HTTPException(404, "no such document")
    return _render(request, "document.html", session, document=document,
                   chunks=_queue(request).document_chunks(doc_id),
                   fields=documents.all_fields(request.app.state.store.engine, doc_id))


@router.post("/chunks/{chunk_id}/reopen")
def reopen(request: Request, chunk_id: str, csrf: str = Form(""), session: Session = Depends(reviewer)) -> Response:
    """Send an approved (or decided) chunk back to review, e.g. when an indexer's user reports an error."""
    _check_csrf(session, csrf)
    try:
        item_id = _queue(request).reopen(chunk_id, session.user, admin=session.role == "admin")
    except LeaseHeldError as err:
        raise HTTPException(403, str(err)) from err
    except ReviewError as err:
        raise HTTPException(404, str(err)) from err
    return RedirectResponse(f"/items/{item_id}", status_code=303)


@router.get("/items/{item_id}/crop/{page}.png")
def crop(request: Request, item_id: int = ItemId, page: int = PathParam(..., ge=1, le=MAX_INT),
         session: Session = Depends(reviewer)) -> Response:
    item = _queue(request).item(item_id)
    if item is None or page not in images.pages_of(item["chunk"]):
        raise HTTPException(404, "no such page for this item")
    store = request.app.state.store
    try:
        data = store.get_blob(item["doc_id"])
    except KeyError as err:
        raise HTTPException(404, "the document's file is not in the store") from err
    png = images.crop_png(item["doc_id"], data, item["chunk"], page)
    return Response(png, media_type="image/png")  # no-store, like every authenticated answer (app.py)
