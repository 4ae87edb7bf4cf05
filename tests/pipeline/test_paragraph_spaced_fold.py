"""A fold that blanks one line inside a paragraph, on a page set in short paragraphs with a blank between them (a
Malaysian Act or amending bill: `(i)`, `(ii)`, quoted sections; 15 pt lines, 20 pt paragraph steps). The page's
median step between lines was the paragraph's step, so the 30 pt left by the lost line read as an ordinary
paragraph break and the paragraph was indexed with a line missing (looked-at seed 9989 real02: `... not less than`
/ `confinement; and`, `ninety days during the nine months immediately before her` gone). Truth: how the pages
were made (samples/make_damaged.py: the layout's own line steps, the words the fold destroyed), never the
pipeline's output. Only the folded page is read."""

from __future__ import annotations

import pytest

from engross.settings import Settings
from ingest import continuity
from ingest.pipeline import run
from samples import make_damaged, real_texts
from samples.make_damaged import real_document
from tests.pipeline.pdfs import one_page

# (seed, real excerpt): a heavy fold over a line inside a paragraph, on a page spaced by paragraph; both were
# indexed without a flag before (a housing Act's section, an amending bill's subsection)
CASES = {"workers housing act": (8715, 0), "employment amendment bill": (8748, 8)}


def _meet(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


@pytest.fixture(scope="module", params=list(CASES), ids=list(CASES))
def case(request):  # type: ignore[no-untyped-def]
    seed, i = CASES[request.param]
    _, pdf, truth = real_document(i, seed)
    fold = next(d for d in truth.damage if d.kind == "fold")
    para = next(p for p in truth.paragraphs if p.page == fold.page and "fold/heavy" in p.damage)
    assert len(para.lost_words) >= 5, para
    return seed, i, fold.page, run(one_page(pdf, fold.page), f"{truth.title}-p{fold.page}.pdf", Settings()), para


def test_the_pitch_of_a_page_spaced_by_paragraph_is_its_lines_step(case) -> None:  # type: ignore[no-untyped-def]
    seed, i, page, result, _ = case
    _, layout, _, _ = make_damaged.real(i, seed, real_texts.LEGAL_TEXTS)
    lines = [ln for ln in layout.lines if ln.page == page]
    steps = sorted(b.bbox[1] - a.bbox[1] for a, b in zip(lines, lines[1:], strict=False) if a.block == b.block)
    between = [b.bbox[1] - a.bbox[1] for a, b in zip(lines, lines[1:], strict=False) if a.block != b.block]
    line_step = steps[len(steps) // 2]
    assert between and min(between) > 1.2 * line_step  # the convention: a blank between paragraphs
    assert abs(continuity._pitch(result.pages[0]) - line_step) < 1.5


def test_a_line_a_fold_blanked_inside_a_paragraph_sends_its_chunk_to_review(case) -> None:  # type: ignore[no-untyped-def]
    _, _, _, result, para = case
    holders = [c for c in result.chunks if any(_meet(r.bbox, para.bbox) for r in c.regions)]
    assert holders
    reasons = [r for c in holders if c.route == "review" for r in c.review_reasons]
    assert any("blank" in r for r in reasons), [(c.route, c.review_reasons) for c in holders]

