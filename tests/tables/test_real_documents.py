"""Real PDFs from the shared corpus: legal prose never becomes a table; real multi-page tables stitch."""

from __future__ import annotations

import pytest

from engross.evaluation.tables import run_tables
from engross.settings import Settings
from ingest.pipeline import read_pages
from schemas import Table
from tests.conftest import CORPUS


def _tables(rel: str, pages: int) -> list[Table]:
    pdf = CORPUS / rel
    if not pdf.exists():
        pytest.skip(f"{pdf} not present (the shared corpus is read-only reference material)")
    data = pdf.read_bytes()
    settings = Settings()
    return run_tables(read_pages(data, pages, settings), settings)[0]


@pytest.mark.parametrize(("rel", "pages"), [
    ("legal/pdfplumber_federal-register-2020-17221.pdf", 4),  # three columns of justified prose
    ("legal/pdfplumber_scotus-transcript-p1.pdf", 1),  # line numbers and a ':' caption block
    ("legal/doctor_ca1_00117684624_opinion.pdf", 4),  # court opinion with indented quotations
    ("legal/pdfminer_dmca.pdf", 4),  # statute: numbered sections and indented paragraphs
])
def test_legal_prose_pages_yield_no_table(rel: str, pages: int) -> None:
    assert _tables(rel, pages) == []


def test_report_with_header_only_on_page_one_is_one_table() -> None:
    tables = _tables("tables_multipage/pdfplumber_WARN-Report-for-7-1-2015-to-03-25-2016.pdf", 4)
    assert len(tables) == 1
    (table,) = tables
    assert [p.page for p in table.parts] == [1, 2, 3, 4]
    assert [c.text for c in table.header_rows[0]][:2] == ["Notice Date", "Effective"]
    assert not any(p.header_repeated for p in table.parts)


def test_continued_tables_with_repeated_two_row_headers_on_facing_pages_stitch() -> None:
    tables = _tables("tables_multipage/icdar2013_us-020.pdf", 6)
    assert [[p.page for p in t.parts] for t in tables] == [[2, 3], [4, 5]]
    assert all(t.parts[1].header_repeated and len(t.header_rows) == 2 for t in tables)
