"""A streak across the page (a fold's crease) that Tesseract read in place of the line of print it struck through:
made with the damaged set's generator (samples/make_damaged), judged by the generator's own paragraph text."""

from __future__ import annotations

import pytest

from engross.evaluation.loss import paragraph_fates
from engross.settings import Settings
from ingest.pipeline import run
from samples.make_damaged import generated_document
from schemas import Line, Page, Span
from tests.pipeline.pdfs import one_page


@pytest.fixture(scope="module")
def creased():  # type: ignore[no-untyped-def]
    """Seed 7351's 08_my_act, page 2: a light crease runs edge to edge through the line 'sent to prison for up
    to two years, or both.' of PART II > 3 (2); the generator says no word's print was destroyed."""
    name, pdf, truth = generated_document(8, 7351)
    assert name.endswith("08_my_act")
    crease = [d for d in truth.damage if d.kind == "fold" and d.page == 2]
    assert crease and crease[0].strength == "light"
    paragraphs = [p.model_copy(update={"page": 1}) for p in truth.paragraphs if p.page == 2]
    result = run(one_page(pdf, 2), "my_act-p2.pdf", Settings())
    return result, truth.model_copy(update={"paragraphs": paragraphs})


def test_a_line_read_as_the_crease_through_it_goes_to_review(creased) -> None:  # type: ignore[no-untyped-def]
    result, truth = creased
    struck = next(p for p in truth.paragraphs if p.unit_path == ["PART II", "3", "(2)"])
    assert "sent to prison" in struck.text
    fates = [f for f in paragraph_fates(result.chunks, truth, truth.file) if f.paragraph is struck]
    read = " ".join(c.text for c in result.chunks)
    if "prison" not in read:  # the line was not read: the chunk holding its spot must be in review
        assert fates and not fates[0].silent
        assert any(c.route == "review" and any(u.bbox[1] < struck.bbox[3] and u.bbox[3] > struck.bbox[1]
                                               for u in c.unread_regions) for c in result.chunks)


def _line(text: str, box: tuple[float, float, float, float], confidence: float = 0.96) -> Line:
    words = [Span(text=text, bbox=box, confidence=confidence, source="ocr", page=1)]
    return Line(page=1, bbox=box, text=text, words=words, confidence=confidence)


def test_a_rule_inside_the_column_or_a_sure_word_is_no_streak() -> None:
    from ingest.unread import streaks
    body = [_line("and, once convicted, may be fined up to", (92, 73, 508, 82)),
            _line("Application for registration", (72, 111, 248, 119))]
    across = _line("Ee", (4, 87, 591, 96), 0.05)
    page = Page(number=1, width=595, height=842, source="ocr", lines=[*body, across])
    assert [r.bbox for r in streaks(page)] == [(4, 87, 591, 96)]
    inside = _line("Ee", (80, 87, 500, 96), 0.05)  # a rule under a heading stays in the column
    sure = _line("Ee", (4, 87, 591, 96), 0.9)
    for other in (inside, sure):
        assert streaks(Page(number=1, width=595, height=842, source="ocr", lines=[*body, other])) == []
