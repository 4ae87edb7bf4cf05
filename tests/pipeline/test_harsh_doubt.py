"""A harsh scan (a worn photocopy captured at 140 DPI) reads right chunks at confidence 0.6-0.8 with a misread word
or two: that doubt alone is no reason for review when its likely cost leaves the text within the bar, while a
chunk read wrong keeps its review. From damage seed 9642 (looked at since the lead's session-10 run), rebuilt with
the generator (`samples/make_damaged.py`); the truth is the generator's text."""

from __future__ import annotations

from engross.evaluation.judge import chunk_similarity
from engross.settings import Settings
from ingest.confidence import WITHIN_BAR, likely_similarity
from ingest.pipeline import run
from samples.make_damaged import layout_damaged
from schemas import Span
from tests.pipeline.pdfs import one_page

SEED = 9642


def _words(texts: list[str], confidence: float = 0.7) -> list[Span]:
    return [Span(text=t, page=1, bbox=(10.0 * i, 0.0, 10.0 * i + 8, 10.0), confidence=confidence, source="ocr")
            for i, t in enumerate(texts)]


def test_two_misread_words_in_a_clause_leave_it_within_the_bar() -> None:
    clause = ("the personal information controller shall notify the Commission and the affected data subjects "
              "within seventy two hours upon knowledge of a security incident involving specitic personal "
              "information that may cause serious harm to any aqency").split()
    assert likely_similarity(_words(clause)) >= WITHIN_BAR


def test_a_clause_read_into_non_words_is_not_within_the_bar() -> None:
    garbled = "the persoml intormation eontroller shalbat notily tbe Commision aud afleeted dala subjeets".split()
    assert likely_similarity(_words(garbled)) < WITHIN_BAR


def test_a_harsh_page_read_right_goes_to_the_index_and_its_wrong_chunks_to_review() -> None:
    # the one-column Malaysian act of the layout documents, harsh scan, page 1: two paragraphs of section 2 read
    # 0.97-0.99 similar to their truth with a misread word or two under the page's fade band (`o1`, `tinds`), both
    # to review on the code before for the band's unsure words alone; 2 (1) and 2 (2) (0.07 and 0.94: lines read
    # into the wrong unit, words garbled) stay in review
    _, pdf, truth = layout_damaged(3, SEED)
    assert truth.scan_profile == "harsh"
    result = run(one_page(pdf, 1), "act-p1.pdf", Settings())
    judged = [(chunk_similarity(c, truth)[0], c) for c in result.chunks if c.kind != "table"]
    right = [c for sim, c in judged if sim >= 0.97 and len(c.words) >= 30]  # its paragraphs, not a heading
    assert len(right) >= 3, [c.body[:40] for c in result.chunks]
    assert all(c.route == "index" for c in right), [(c.structure_path, c.confidence, c.review_reasons) for c in right]
    wrong = [c for sim, c in judged if sim < 0.95]
    assert wrong, "the page no longer reads a chunk wrong: the case is gone, pick another"
    assert all(c.route == "review" for c in wrong), [(c.structure_path, c.review_reasons) for c in wrong]
