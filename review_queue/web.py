"""The reviewer's pages: login, the queue, and the item page with its decisions (server-rendered)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from fastapi import APIRouter, Depends, Form, HTTPException, Request, Response
from fastapi.responses import HTMLResponse, RedirectResponse
from fastapi.templating import Jinja2Templates

from review_queue import highlight, images
from review_queue.auth import Accounts, csrf_token, read_session, sign_session
from review_queue.queue import ORDERS, ReviewError, ReviewQueue

COOKIE = "engross_session"
templates = Jinja2Templates(directory=str(Path(__file__).parent / "templates"))  # autoescape is on for .html
router = APIRouter(include_in_schema=False)


class LoginRequired(Exception):
    """Raised by `reviewer`; the app answers with a redirect to the login page."""


def reviewer(request: Request) -> str:
    """The signed-in reviewer; a bearer token is no way in (403), no session sends you to the login page."""
    state = request.app.state
    name = read_session(request.cookies.get(COOKIE), state.settings.secret_key)
    if name and Accounts(state.store).user_role(name):
        return name
    if request.headers.get("authorization"):
        raise HTTPException(403, "tokens cannot review; sign in as a reviewer")
    raise LoginRequired()


def _queue(request: Request) -> ReviewQueue:
    return ReviewQueue(request.app.state.store)


def _filters(doc: str | None, order: str | None) -> dict[str, str]:
    out = {"doc": doc or "", "order": order if order in ORDERS else "oldest"}
    return {k: v for k, v in out.items() if v}


def _render(request: Request, name: str, **ctx: Any) -> HTMLResponse:
    session = request.cookies.get(COOKIE, "")
    ctx["csrf"] = csrf_token(session, request.app.state.settings.secret_key) if session else ""
    return templates.TemplateResponse(request, name, ctx)


def _check_csrf(request: Request, csrf: str) -> None:
    session = request.cookies.get(COOKIE, "")
    if not csrf or csrf != csrf_token(session, request.app.state.settings.secret_key):
        raise HTTPException(403, "stale form; reload the page")


@router.get("/login")
def login_page(request: Request, error: str = "") -> HTMLResponse:
    return _render(request, "login.html", error=error, user=None)


@router.post("/login")
def login(request: Request, name: str = Form(...), password: str = Form(...)) -> Response:
    if Accounts(request.app.state.store).login(name, password) is None:
        return RedirectResponse("/login?error=1", status_code=303)
    response = RedirectResponse("/queue", status_code=303)
    response.set_cookie(COOKIE, sign_session(name, request.app.state.settings.secret_key), httponly=True,
                        samesite="strict", secure=request.url.scheme == "https")
    return response


@router.post("/logout")
def logout() -> Response:
    response = RedirectResponse("/login", status_code=303)
    response.delete_cookie(COOKIE)
    return response


@router.get("/")
def home() -> Response:
    return RedirectResponse("/queue", status_code=303)


@router.get("/queue")
def queue_page(request: Request, doc: str | None = None, order: str | None = None, empty: int = 0,
               user: str = Depends(reviewer)) -> HTMLResponse:
    q = _queue(request)
    filters = _filters(doc, order)
    items = q.items(doc_id=doc or None, order=filters["order"])
    return _render(request, "queue.html", user=user, items=items, documents=q.documents(), filters=filters,
                   query=urlencode(filters), empty=empty, now=time.time())


@router.get("/next")
def next_item(request: Request, doc: str | None = None, order: str | None = None,
              user: str = Depends(reviewer)) -> Response:
    filters = _filters(doc, order)
    item_id = _queue(request).claim_next(user, doc_id=doc or None, order=filters["order"])
    if item_id is None:
        return RedirectResponse(f"/queue?{urlencode({**filters, 'empty': 1})}", status_code=303)
    return RedirectResponse(f"/items/{item_id}?{urlencode(filters)}", status_code=303)


@router.get("/items/{item_id}")
def item_page(request: Request, item_id: int, doc: str | None = None, order: str | None = None,
              error: str = "", user: str = Depends(reviewer)) -> HTMLResponse:
    q = _queue(request)
    held = q.claim(item_id, user)  # opening an item takes (or renews) its lease
    item = q.item(item_id)
    if item is None:
        raise HTTPException(404, "no such review item")
    chunk, low = item["chunk"], item["low_confidence_spans"]
    return _render(request, "item.html", user=user, item=item, chunk=chunk, held=held, error=error,
                   segments=highlight.segments(item["original_body"],
                                               highlight.low_offsets(item["original_body"], item["words"], low)),
                   editor_marks=highlight.low_offsets(chunk["body"], item["words"], low),
                   pages=images.pages_of(chunk), query=urlencode(_filters(doc, order)),
                   history=q.audit_log(item["chunk_id"]))


@router.post("/items/{item_id}/decide")
def decide(request: Request, item_id: int, action: str = Form(...), text: str = Form(""),
           csrf: str = Form(""), doc: str = Form(""), order: str = Form(""),
           user: str = Depends(reviewer)) -> Response:
    _check_csrf(request, csrf)
    q, filters = _queue(request), _filters(doc, order)
    try:
        if action == "approve":
            q.approve(item_id, user)
        elif action == "correct":
            q.correct(item_id, user, text)
        elif action == "reject":
            q.reject(item_id, user)
        else:
            raise HTTPException(400, f"unknown action {action!r}")
    except ReviewError as err:
        return RedirectResponse(f"/items/{item_id}?{urlencode({**filters, 'error': str(err)})}", status_code=303)
    return RedirectResponse(f"/next?{urlencode(filters)}", status_code=303)


@router.get("/documents")
def documents_page(request: Request, user: str = Depends(reviewer)) -> HTMLResponse:
    return _render(request, "documents.html", user=user, documents=_queue(request).overview())


@router.get("/documents/{doc_id}")
def document_page(request: Request, doc_id: str, user: str = Depends(reviewer)) -> HTMLResponse:
    document = request.app.state.store.get_document(doc_id)
    if document is None:
        raise HTTPException(404, "no such document")
    return _render(request, "document.html", user=user, document=document,
                   chunks=_queue(request).document_chunks(doc_id))


@router.post("/chunks/{chunk_id}/reopen")
def reopen(request: Request, chunk_id: str, csrf: str = Form(""), user: str = Depends(reviewer)) -> Response:
    """Send an approved (or decided) chunk back to review, e.g. when an indexer's user reports an error."""
    _check_csrf(request, csrf)
    try:
        item_id = _queue(request).reopen(chunk_id, user)
    except ReviewError as err:
        raise HTTPException(404, str(err)) from err
    return RedirectResponse(f"/items/{item_id}", status_code=303)


@router.get("/items/{item_id}/crop/{page}.png")
def crop(request: Request, item_id: int, page: int, user: str = Depends(reviewer)) -> Response:
    item = _queue(request).item(item_id)
    if item is None or page not in images.pages_of(item["chunk"]):
        raise HTTPException(404, "no such page for this item")
    store = request.app.state.store
    try:
        data = store.get_blob(item["doc_id"])
    except KeyError as err:
        raise HTTPException(404, "the document's file is not in the store") from err
    png = images.crop_png(item["doc_id"], data, item["chunk"], page)
    return Response(png, media_type="image/png", headers={"Cache-Control": "private, max-age=300"})
