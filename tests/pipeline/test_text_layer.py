"""A text layer read through ingest.plumber's lean characters gives exactly the words and boxes pdfplumber's own
full character objects give: on the born-digital samples, and on a page whose MediaBox does not start at 0 0."""

from __future__ import annotations

import io
from pathlib import Path

import pdfplumber
import pytest

from ingest import plumber
from tests.pipeline.pdfs import text_pdf

SAMPLES = Path(__file__).resolve().parents[2] / "samples"


def _shifted_media_box() -> bytes:
    """reportlab's page with its MediaBox moved off the origin (same byte length: the xref stays right)."""
    data = text_pdf()
    old = b"/MediaBox [ 0 0 595.2756 841.8898 ]"
    assert old in data
    return data.replace(old, b"/MediaBox [ 9 7 595.2756 841.8898 ]")


def _cases() -> list[tuple[str, bytes, int]]:
    cases = [("shifted MediaBox", _shifted_media_box(), 0)]
    for name in ("statute.pdf", "deed.pdf", "my_act.pdf", "tables/tables_grid_once.pdf"):
        data = (SAMPLES / name).read_bytes()
        cases += [(name, data, index) for index in range(len(pdfplumber.open(io.BytesIO(data)).pages))]
    return cases


@pytest.mark.parametrize(("name", "data", "index"), _cases(), ids=lambda v: v if isinstance(v, (str, int)) else "")
def test_same_words_as_pdfplumber(name: str, data: bytes, index: int) -> None:
    with pdfplumber.open(io.BytesIO(data), pages=[index + 1]) as pdf:
        expected = pdf.pages[0].extract_words()
        edges, images = pdf.pages[0].edges, pdf.pages[0].images
        chars = pdf.pages[0].chars
    with plumber.open_page(data, index) as page:
        assert page.extract_words() == expected
        assert page.edges == edges  # rulings come from the same page: lines and rects keep pdfplumber's objects
        assert page.images == images
        lean = page.chars  # each of pdfplumber's characters, in its order, with the keys words are made from
        assert lean == [{key: char[key] for key in lean[0]} for char in chars]
    assert expected, name
