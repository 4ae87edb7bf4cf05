"""The reviewer's field pages: a doubtful extracted value beside the crop it was read from; confirm or type it."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from fastapi import APIRouter, Depends, Form, HTTPException, Query, Request, Response
from fastapi import Path as PathParam
from fastapi.responses import HTMLResponse, RedirectResponse

from review_queue import documents, images
from review_queue.sessions import Session
from review_queue.tables import MAX_INT
from review_queue.web import ItemId, _check_csrf, _render, reviewer

router = APIRouter(include_in_schema=False)


@router.get("/fields")
def fields_page(request: Request, empty: bool = False, session: Session = Depends(reviewer)) -> HTMLResponse:
    items = documents.open_items(request.app.state.store.engine)
    return _render(request, "fields.html", session, items=items, empty=empty)


@router.get("/fields/next")
def next_field(request: Request, after: int = Query(0, ge=0, le=MAX_INT),
               session: Session = Depends(reviewer)) -> Response:
    """Only finds the next open field (fields have no lease): a GET that changes nothing."""
    item_id = documents.next_item(request.app.state.store.engine, after)
    if item_id is None:
        return RedirectResponse("/fields?empty=1", status_code=303)
    return RedirectResponse(f"/fields/{item_id}", status_code=303)


@router.get("/fields/{item_id}")
def field_page(request: Request, item_id: int = ItemId, error: str = "",
               session: Session = Depends(reviewer)) -> HTMLResponse:
    found = documents.item(request.app.state.store.engine, item_id)
    if found is None or found["field"] is None:
        raise HTTPException(404, "no such field item")
    pages = sorted({e["page"] for e in found["field"]["evidence"]})
    return _render(request, "field.html", session, item=found, field=found["field"], pages=pages, error=error)


@router.post("/fields/{item_id}/decide")
def decide_field(request: Request, item_id: int = ItemId, action: str = Form(...), value: str = Form(""),
                 csrf: str = Form(""), session: Session = Depends(reviewer)) -> Response:
    _check_csrf(session, csrf)
    try:
        documents.decide(request.app.state.store.engine, item_id, session.user,
                         None if action == "confirm" else value)
    except documents.FieldError as err:
        return RedirectResponse(f"/fields/{item_id}?{urlencode({'error': str(err)})}", status_code=303)
    return RedirectResponse(f"/fields/next?after={item_id}", status_code=303)


@router.get("/fields/{item_id}/crop/{page}.png")
def field_crop(request: Request, item_id: int = ItemId, page: int = PathParam(..., ge=1, le=MAX_INT),
               session: Session = Depends(reviewer)) -> Response:
    found = documents.item(request.app.state.store.engine, item_id)
    if found is None or found["field"] is None:
        raise HTTPException(404, "no such field item")
    boxes = [e for e in found["field"]["evidence"] if e["page"] == page]
    if not boxes:
        raise HTTPException(404, "the field was not read on this page")
    try:
        data = request.app.state.store.get_blob(found["doc_id"])
    except KeyError as err:
        raise HTTPException(404, "the document's file is not in the store") from err
    png = images.crop_png(found["doc_id"], data, _as_chunk(boxes), page)
    return Response(png, media_type="image/png")  # no-store, like every authenticated answer (app.py)


def _as_chunk(evidence: list[dict[str, Any]]) -> dict[str, Any]:
    """The crop helper's shape: the value's box is both the region (widened for context) and the mark."""
    regions = [{"page": e["page"], "bbox": _widen(e["bbox"])} for e in evidence]
    return {"regions": regions, "low_confidence_spans": [{"page": e["page"], "bbox": e["bbox"]} for e in evidence]}


def _widen(b: list[float]) -> list[float]:
    """The whole width of the page and the lines above and below: the reviewer reads the value in its sentence
    (the crop is clamped to the page)."""
    return [0.0, max(0.0, b[1] - 14.0), 10_000.0, b[3] + 14.0]
