"""Printed matter with no read line to account it against (issue 10: every page with ink ends in a chunk or in
review): a clause faded at the top of a page, a ruled table's last rows faded on a page OCR read nothing else on,
and a page of form blanks and rules OCR returned nothing for. The fades are the generator's (samples/make_damaged,
seed 9781, looked-at), judged by its truth; the form page is samples/form_page.py's, its truth the rows as set."""

from __future__ import annotations

import sys

import pytest

from engross.evaluation.loss import paragraph_fates
from engross.settings import Settings
from ingest.pipeline import run
from samples.form_page import LABEL, blank_rows, form_page
from samples.make_damaged import generated_document, layout_damaged
from tests.pipeline.pdfs import one_page


def _meet(a: tuple[float, ...], b: tuple[float, ...], slack: float = 0.0) -> bool:
    return min(a[2], b[2]) + slack > max(a[0], b[0]) and min(a[3], b[3]) + slack > max(a[1], b[1])


def _read_page(made, page: int):  # type: ignore[no-untyped-def]
    """One page of a generated document read alone, with the truth of that page's paragraphs (numbered 1)."""
    name, pdf, truth = made
    paragraphs = [p.model_copy(update={"page": 1}) for p in truth.paragraphs if p.page == page]
    result = run(one_page(pdf, page), f"{name}-p{page}.pdf", Settings())
    return result, truth.model_copy(update={"paragraphs": paragraphs})


def _where(result) -> list[tuple]:  # type: ignore[no-untyped-def]
    return [(c.structure_path, c.route, c.review_reasons) for c in result.chunks]


def test_a_clause_faded_at_the_top_of_a_page_goes_to_review() -> None:
    """Seed 9781's deed 10, page 4: a heavy fade over 10.2, the page's first paragraph (every word destroyed). No
    read line stands over it, so no blank between lines held it; the chunk before it ends on the page before."""
    result, truth = _read_page(generated_document(10, 9781), 4)
    (para,) = [p for p in truth.paragraphs if p.damage == ["fade/heavy"]]
    assert para.unit_path == ["10", "10.2"] and len(para.lost_words) == len(para.text.split())
    spots = [u for c in result.chunks if c.route == "review" for u in c.unread_regions if _meet(u.bbox, para.bbox)]
    assert spots, _where(result)
    assert not [f for f in paragraph_fates(result.chunks, truth, truth.file) if f.silent], _where(result)


def test_a_tables_last_rows_faded_on_a_page_of_table_alone_go_to_review() -> None:
    """Seed 9781's layout deed 6, page 5: the tax table's rest, ruled, alone on the page; a light fade over its
    last three rows. OCR read nothing on the page outside the grid (its cells are read one by one), and the
    faded rows' cells came back empty: the table's chunk must not be indexed as if the table ended above them."""
    made = layout_damaged(6, 9781)
    assert made is not None
    result, truth = _read_page(made, 5)
    faded = [p for p in truth.paragraphs if p.damage == ["fade_foot/light"]]
    assert len(faded) == 3 and all(p.text[:4].isdigit() for p in faded), "three table rows under the fade"
    tables = [c for c in result.chunks if c.kind == "table"]
    assert tables and all(c.route == "review" for c in tables), _where(result)
    for row in faded:
        assert any(_meet(u.bbox, row.bbox) for c in tables for u in c.unread_regions), row.text


@pytest.mark.parametrize("label", [False, True])
def test_a_page_of_form_blanks_read_by_ocr_ends_in_review(label: bool) -> None:
    """`engross ingest --force-ocr` of a form page: OCR returns nothing for the blanks (the blank finder erases
    them before the read and, with no read line beside them, could not put them back), so the page gave no chunk
    at all, or only the label's, indexed: printed matter gone with nothing flagged."""
    settings = Settings().options(text_layer_min_chars=sys.maxsize)  # what --force-ocr sets
    result = run(form_page(label), f"form-{label}.pdf", settings)
    review = [c for c in result.chunks if c.route == "review"]
    assert review, _where(result)
    # the rows within four text heights of a read line are the blank restorer's to place or refuse (a crease, a
    # streak beside read print): under the label the page is in review, its first blank rows not marked apart
    top_down = blank_rows(label)[2 if label else 0:]
    assert all(any(_meet(u.bbox, r, 4.0) for c in review for u in c.unread_regions) for r in top_down), _where(result)
    if label:
        assert any(LABEL in c.text for c in result.chunks), "the label is read as before"
