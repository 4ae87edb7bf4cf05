"""Fixtures for the store and review tests: a fresh store on SQLite and on PostgreSQL, hand-made results."""

from __future__ import annotations

import hashlib
import os
import uuid

import psycopg
import pytest

from engross.settings import Settings
from review_queue.db import dispose
from review_queue.store import Store
from schemas import Chunk, Document, IngestResult, Page, Span, TablePart

PG_DSN = os.environ.get("ENGROSS_TEST_PG", "postgresql://postgres@127.0.0.1:5432/test")


def pg_url(schema: str) -> str:
    """A SQLAlchemy URL on the test database whose search_path is a throwaway schema."""
    base = PG_DSN.replace("postgresql://", "postgresql+psycopg://", 1)
    return f"{base}?options=-csearch_path%3D{schema}"


@pytest.fixture
def settings(tmp_path) -> Settings:
    return Settings(home=tmp_path / "var", lease_seconds=900, secret_key="test-secret-of-some-length",
                    allowed_hosts="testserver,127.0.0.1,localhost")


def _store_url(kind: str, tmp_path) -> tuple[str, str | None]:
    if kind == "sqlite":
        return f"sqlite:///{tmp_path / 'store.db'}", None
    schema = f"engross_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(PG_DSN, autocommit=True) as conn:
        conn.execute(f'CREATE SCHEMA "{schema}"')
    return pg_url(schema), schema


def _drop_schema(schema: str) -> None:
    with psycopg.connect(PG_DSN, autocommit=True) as conn:
        conn.execute(f'DROP SCHEMA "{schema}" CASCADE')


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.services)])
def store(request, tmp_path, settings) -> Store:
    url, schema = _store_url(request.param, tmp_path)
    yield Store(url, settings=settings)
    dispose(url)
    if schema:
        _drop_schema(schema)


@pytest.fixture
def pg_store(tmp_path, settings) -> Store:
    url, schema = _store_url("postgres", tmp_path)
    yield Store(url, settings=settings)
    dispose(url)
    _drop_schema(schema)


def make_document(name: str) -> tuple[Document, bytes]:
    data = f"%PDF-1.4 fake bytes of {name}".encode()
    doc_id = hashlib.sha256(data).hexdigest()
    return Document(id=doc_id, source=f"/in/{name}.pdf", filename=f"{name}.pdf", title=name.title()), data


def make_chunk(doc: Document, n: int, body: str, route: str = "index", confidence: float = 0.95) -> Chunk:
    words = [Span(text=w, page=1, bbox=(72.0 + 40 * i, 100.0 + 20 * n, 108.0 + 40 * i, 112.0 + 20 * n),
                  confidence=0.4 if route == "review" and i == 0 else 0.96, source="ocr")
             for i, w in enumerate(body.split())]
    low = [w for w in words if w.confidence < 0.6]
    return Chunk(id=f"{doc.id[:12]}-{n}", doc_id=doc.id, source=doc.source, structure_path=[f"Section {n}"],
                 heading=f"Section {n}", body=body, text=f"{doc.title} > Section {n}\n\n{body}",
                 page_start=1, page_end=1, confidence=confidence if route == "index" else 0.5,
                 low_confidence_spans=low, route=route,
                 review_reasons=["low word confidence"] if route == "review" else [],
                 regions=[TablePart(page=1, bbox=(60.0, 90.0 + 20 * n, 500.0, 120.0 + 20 * n))], words=words)


def make_pdf(lines: list[str]) -> tuple[bytes, list[list[Span]]]:
    """A one-page born-digital PDF (reportlab) and each line's word boxes, top-left origin, in points."""
    import io

    from reportlab.pdfbase.pdfmetrics import stringWidth
    from reportlab.pdfgen import canvas

    out = io.BytesIO()
    pdf = canvas.Canvas(out, pagesize=(612, 792))
    pdf.setFont("Helvetica", 12)
    boxes: list[list[Span]] = []
    for n, line in enumerate(lines):
        baseline = 720 - 22 * n
        pdf.drawString(72, baseline, line)
        x, row = 72.0, []
        for word in line.split(" "):
            width = stringWidth(word, "Helvetica", 12)
            row.append(Span(text=word, page=1, bbox=(x, 792 - baseline - 9.5, x + width, 792 - baseline + 2.5),
                            confidence=0.96, source="ocr"))
            x += width + stringWidth(" ", "Helvetica", 12)
        boxes.append(row)
    pdf.showPage()
    pdf.save()
    return out.getvalue(), boxes


def pdf_result(name: str, lines: list[tuple]) -> tuple[IngestResult, bytes]:
    """A real PDF whose lines become one chunk each; `lines` is [(text, route[, low word indices])]; a review
    chunk's low-confidence words default to its first word."""
    data, boxes = make_pdf([spec[0] for spec in lines])
    doc = Document(id=hashlib.sha256(data).hexdigest(), source=f"/in/{name}.pdf", filename=f"{name}.pdf",
                   title=name.title(), page_count=1)
    chunks = []
    for n, (spec, words) in enumerate(zip(lines, boxes, strict=True)):
        text, route = spec[0], spec[1]
        chunk = make_chunk(doc, n, text, route)
        for i in (spec[2] if len(spec) > 2 else [0]) if route == "review" else []:
            words[i] = words[i].model_copy(update={"confidence": 0.3})
        box = (words[0].bbox[0], words[0].bbox[1], words[-1].bbox[2], words[-1].bbox[3])
        low = [w for w in words if w.confidence < 0.6]
        chunk = chunk.model_copy(update={"words": words, "low_confidence_spans": low,
                                         "regions": [TablePart(page=1, bbox=box)]})
        chunks.append(chunk)
    page = Page(number=1, width=612, height=792, source="ocr")
    return IngestResult(document=doc.model_copy(update={"page_count": 1}), pages=[page], chunks=chunks), data


def make_result(doc: Document, bodies: list[tuple[str, str]]) -> IngestResult:
    """`bodies` is [(body, route), ...]."""
    chunks = [make_chunk(doc, i, body, route) for i, (body, route) in enumerate(bodies)]
    page = Page(number=1, width=612, height=792, source="ocr")
    return IngestResult(document=doc, pages=[page], chunks=chunks)
