"""Print faded nearly white that the faint-row search diluted (review-findings S3): a short line under a section
(an amendment note, a third of the column wide) judged across the whole blank's width stood under its bar. Damage
painted with samples.wear on a generated statute (samples/make_damaged.generated, seed 4242); truth of which words
the fade destroyed from the generator's pixels, never from the pipeline. Only the damaged page is read."""

from __future__ import annotations

import pytest

from engross.settings import Settings
from ingest.pipeline import run
from samples.make_damaged import PROFILES, corpus_excerpt, generated
from samples.scan import Damage, scan_with_truth
from tests.pipeline.pdfs import one_page

SEED = 4242


def _damaged(i: int, page: int, box: tuple[float, float, float, float]):  # type: ignore[no-untyped-def]
    _, layout, pdf, _ = generated(i, SEED)
    done = scan_with_truth(pdf, layout.pages, PROFILES["clean"], [Damage(page, box, "fade", [], strength="heavy")],
                           1, layout)
    return one_page(done.pdf, page), [p for p in done.paragraphs if p.page == page and len(p.lost_words) >= 3]


def _meet(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


@pytest.fixture(scope="module")
def short_note():  # type: ignore[no-untyped-def]
    _, layout, _, _ = generated(0, SEED)
    line = next(ln for ln in layout.lines if ln.text.startswith("[As amended by"))
    x0, y0, x1, y1 = line.bbox
    pdf, lost = _damaged(0, line.page, (x0 - 2, y0 - 2, x1 + 2, y1 + 2))
    return run(pdf, "note.pdf", Settings()), lost


def test_a_short_line_faded_nearly_white_sends_its_section_to_review(short_note) -> None:  # type: ignore[no-untyped-def]
    result, lost = short_note
    assert lost and "amended" in lost[0].lost_words  # the note under SEC. 11 is gone from the page
    spots = [u for c in result.chunks if c.route == "review" for u in c.unread_regions if _meet(u.bbox, lost[0].bbox)]
    assert spots, [(c.structure_path, c.route, c.review_reasons) for c in result.chunks]


def test_a_long_title_faded_under_a_centred_heading_is_an_unread_region() -> None:
    """The strata act's long title under a heavy fade (seed 515 of the damaged set: silent). Its band was found in
    the blank between the centred title and `PART X`, then taken for a shadow across the page: it ran on past the
    blank's width (the centred lines') into what was measured as the margins. The margins are the page's."""
    _, layout, pdf, _ = corpus_excerpt(2)  # the repository corpus' strata titles act, its first page
    title = [ln for ln in layout.lines if ln.page == 1 and ln.text.startswith("An Act to")]
    assert title
    top = min(ln.bbox[1] for ln in title)
    block = [ln for ln in layout.lines if ln.page == 1 and ln.block == title[0].block]
    box = (min(ln.bbox[0] for ln in block) - 2, top - 2, max(ln.bbox[2] for ln in block) + 2,
           max(ln.bbox[3] for ln in block) + 2)
    done = scan_with_truth(pdf, layout.pages, PROFILES["clean"], [Damage(1, box, "fade", [], strength="heavy")],
                           1, layout)
    lost = [p for p in done.paragraphs if p.page == 1 and len(p.lost_words) >= 3]
    assert lost and "subdivision" in lost[0].lost_words
    result = run(one_page(done.pdf, 1), "strata-p1.pdf", Settings())
    spots = [u for c in result.chunks if c.route == "review" for u in c.unread_regions if _meet(u.bbox, lost[0].bbox)]
    assert spots, [(c.structure_path, c.route, c.review_reasons) for c in result.chunks][:6]
