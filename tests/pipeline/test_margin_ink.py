"""Faint ink in a page's margins (a fold's shadow) is evidence of lost text beside it: the chunk whose line was lost
goes to review, not a correct chunk printed before it. Each case is seed 9417's damaged set as the generator makes
it (samples/make_damaged), judged by the generator's truth of which words the damage destroyed; only the page
concerned is read."""

from __future__ import annotations

from engross.evaluation.loss import paragraph_fates
from engross.settings import Settings
from ingest.pipeline import run
from samples.make_damaged import layout_damaged, real_document
from tests.pipeline.pdfs import one_page

SEED = 9417


def _page(made, page: int):  # type: ignore[no-untyped-def]
    """Page `page` of a made document read alone, with its truth cut to that page (numbered 1)."""
    name, pdf, truth = made
    paragraphs = [p.model_copy(update={"page": 1}) for p in truth.paragraphs if p.page == page]
    result = run(one_page(pdf, page), f"{name}-p{page}.pdf", Settings())
    return result, truth.model_copy(update={"paragraphs": paragraphs})


def _holding(result, text: str):  # type: ignore[no-untyped-def]
    """The chunk whose body holds `text` (the paragraph's opening words)."""
    return next(c for c in result.chunks if text in " ".join(c.body.split()))


def test_a_heavy_folds_margin_shadow_routes_the_chunk_that_lost_the_line_not_the_one_before() -> None:
    """The Malaysian Employment (Amendment) Bill excerpt, page 1: a heavy fold blanked out a whole line of 46 (1) and
    left its shadow only in the two margins beside that line. The shadow is the one trace of the line: it goes to
    46's chunk; 45, read word for word above the fold, was sent to review for it."""
    result, truth = _page(real_document(8, SEED), 1)
    (folded,) = [p for p in truth.paragraphs if p.damage == ["fold/heavy"]]
    assert len(folded.lost_words) >= 10, "the fold destroyed a line of 46 (1)"
    assert not [f for f in paragraph_fates(result.chunks, truth, truth.file) if f.silent]
    lost = _holding(result, "46. (1)")
    assert lost.route == "review" and lost.unread_regions, lost.review_reasons
    above = next(c for c in result.chunks if c.structure_path[-1:] == ["45"])
    assert not [r for r in above.review_reasons if r.startswith("unread text")], above.review_reasons


def test_a_torn_corner_that_took_text_still_goes_to_review() -> None:
    """The layout act, page 1: a heavy tear on a white lid over the foot of the page, with a medium fade over its
    last line; the lines the tear took are lost and must reach a reviewer."""
    result, truth = _page(layout_damaged(3, SEED), 1)
    lost = [p for p in truth.paragraphs if "tear_white/heavy" in p.damage and len(p.lost_words) >= 3]
    assert lost, "the tear destroyed words"
    assert not [f.paragraph.text[:40] for f in paragraph_fates(result.chunks, truth, truth.file) if f.silent]
