"""`engross ingest` end to end on small real PDFs: text layers skip OCR, re-ingesting adds nothing."""

from __future__ import annotations

import json
from pathlib import Path

from engross.settings import Settings
from ingest.pages import read_page
from review_queue.store import Store
from tests.conftest import run_engross
from tests.pipeline.pdfs import CLAUSES, text_pdf

REQUIRED = ("id", "doc_id", "source", "kind", "structure_path", "heading", "body", "text", "parent_id",
            "page_start", "page_end", "confidence", "low_confidence_spans", "route", "review_reasons", "defines",
            "cross_refs")


def test_born_digital_pages_skip_ocr() -> None:
    page = read_page(text_pdf(), 0, Settings())
    assert page.source == "text"
    assert "ocr" not in page.timings and "rasterise" not in page.timings
    assert all(w.confidence == 1.0 and w.source == "text" for w in page.words)
    assert [ln.text for ln in page.lines[:3]] == CLAUSES


def test_reingesting_the_same_bytes_is_a_no_op(engross_home: Path, tmp_path: Path) -> None:
    pdf = tmp_path / "deed.pdf"
    pdf.write_bytes(text_pdf(pages=2))
    copy = tmp_path / "deed-copy.pdf"
    copy.write_bytes(pdf.read_bytes())
    out = tmp_path / "out.jsonl"
    first = run_engross("ingest", str(pdf), "--jsonl", str(out))
    assert first.returncode == 0, first.stderr
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert rows, "a text PDF must yield chunks"
    for row in rows:
        assert set(REQUIRED) <= set(row), set(REQUIRED) - set(row)
        assert row["route"] == "index" and row["confidence"] == 1.0
    before = Store().stats()

    second = run_engross("ingest", str(copy))
    assert second.returncode == 0, second.stderr
    assert "already ingested" in second.stderr
    assert Store().stats() == before
