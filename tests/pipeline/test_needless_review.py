"""Needless review from the ink accounting: print that is there and was read must not be reported as unread
text (a blank beside a running header, a fold's crease and shadow, the paper between lines a harsh scan's
faded-print restoration brightened), while a band of print that really faded is still found. Truth: how the
pages were made (samples/make_damaged.py's generator and its measurement of destroyed words; the samples'
truth lists no damage on long_scan.pdf), never the pipeline's own output. Only the page concerned is read."""

from __future__ import annotations

import random

import numpy as np
import pytest

from engross.evaluation.loss import paragraph_fates
from engross.settings import Settings
from ingest import ink
from ingest.pages import read_page
from ingest.pipeline import run
from samples.flow import Layout, Placed
from samples.make_damaged import PROFILES, generated, generated_document, real_document
from samples.scan import Damage, scan_with_truth
from schemas import IngestResult, Line
from schemas.groundtruth import GroundTruth
from tests.conftest import SAMPLES
from tests.pipeline.pdfs import one_page, some_pages

SEED = 5  # a seed of the generator no eval set uses


def _last_line_before_a_blank(layout: Layout, page: int) -> Placed:
    """A paragraph's last line on the page with a paragraph's spacing below it."""
    lines = [ln for ln in layout.lines if ln.page == page and ln.row is None]
    return next(a for a, b in zip(lines, lines[1:], strict=False)
                if a.block != b.block and b.bbox[1] - a.bbox[3] > 1.2 * (a.bbox[3] - a.bbox[1]))


def _scanned(n: int, profile: str, damage: list[Damage]):  # type: ignore[no-untyped-def]
    _, layout, pdf, _ = generated(n, SEED)
    return layout, scan_with_truth(pdf, layout.pages, PROFILES[profile], damage, random.Random(SEED).randrange(10**6),
                                   layout)


@pytest.mark.parametrize("page", [2, 3])
def test_the_blank_beside_a_running_header_or_footer_is_not_a_faded_line(page: int) -> None:
    # the paper estimate runs a grey level high beside dense print: the blank under a short running header
    # (page 2) or above the page number (page 3) darkened towards the text and read as a faded line
    found = read_page((SAMPLES / "long_scan.pdf").read_bytes(), page - 1, Settings())
    assert found.lines and not found.unread, [(u.reason, u.bbox) for u in found.unread]


def test_a_light_fold_across_a_paragraphs_last_line_is_not_unread_text() -> None:
    _, layout, _, _ = generated(0, SEED)
    line = _last_line_before_a_blank(layout, 2)
    fold = Damage(2, (0.0, line.bbox[1] - 2, layout.width, line.bbox[3] + 2), "fold", list(line.path),
                  strength="light")
    _, scan = _scanned(0, "clean", [fold])
    assert not any(p.lost_words for p in scan.paragraphs), "the generator destroyed no word"
    found = read_page(scan.pdf, 1, Settings())
    assert not found.unread, [(u.reason, u.bbox) for u in found.unread]


def test_an_undamaged_harsh_scan_has_no_unread_text_between_its_lines() -> None:
    # the restoration of light print stretches each line's band to white paper: the paper between two lines,
    # left as it was, read darker than the white around it, a faded line in every blank. A region over a printed
    # line is a word the reading missed (a harsh scan's short word at a line's start: ce660d8 drops `is` on page
    # 2's second line): flagged, as it should be, not a false fade.
    layout, scan = _scanned(0, "harsh", [])
    found = read_page(scan.pdf, 1, Settings())
    printed = [ln.bbox for ln in layout.lines if ln.page == 2]
    assert found.lines and printed

    def on_print(box: tuple[float, float, float, float]) -> bool:
        return any(min(box[2], b[2]) > max(box[0], b[0]) and min(box[3], b[3]) > max(box[1], b[1]) for b in printed)

    between = [(u.reason, u.bbox) for u in found.unread if not on_print(u.bbox)]
    assert not between, between


def test_a_faded_first_line_under_the_running_header_still_goes_to_review() -> None:
    _, layout, _, _ = generated(0, SEED)
    first = next(ln for ln in layout.lines if ln.page == 2 and ln.row is None)
    fade = Damage(2, (first.bbox[0] - 2, first.bbox[1] - 2, first.bbox[2] + 2, first.bbox[3] + 2), "fade",
                  list(first.path), strength="medium")
    _, scan = _scanned(0, "clean", [fade])
    hit = [p for p in scan.paragraphs if p.page == 2 and "fade/medium" in p.damage]
    assert hit and len(hit[0].lost_words) >= 3, "the generator destroyed words of the faded line"
    result = run(one_page(scan.pdf, 2), "fade-p2.pdf", Settings())
    box = fade.bbox
    near = [c for c in result.chunks if any(min(r.bbox[3], box[3]) > max(r.bbox[1], box[1]) for r in c.regions)]
    near += [c for c in result.chunks if any(min(u.bbox[3], box[3]) > max(u.bbox[1], box[1])
                                             for u in c.unread_regions)]
    assert any(c.route == "review" for c in near), [(c.route, c.review_reasons) for c in result.chunks]


def test_a_crease_read_as_a_garbage_line_from_the_page_edge_does_not_widen_the_text_column() -> None:
    """seed 29's light fold over my_act's title: Tesseract read the crease and the line under it as one line
    from the page's very edge ('[aaa CHR IO Siete eee', confidence 0.05); the crease's leftovers past the
    real column's both sides must still be seen as running across the page."""
    ppp, th = 0.5, 20.0
    scene = ink._Scene(half=np.full((1600, 1224), 236, np.uint8), ppp=ppp, text_h=th, pitch=30.0,
                       paper=np.zeros((1, 1), np.float32), ink=np.zeros((1, 1), bool), dark=np.zeros((1, 1), bool),
                       explained=np.zeros((1, 1), bool))

    def line(x0: float, y0: float, x1: float, confidence: float) -> Line:
        return Line(text="x", page=1, bbox=(x0 * ppp, y0 * ppp, x1 * ppp, (y0 + th) * ppp), confidence=confidence)

    lines = [line(150, 300 + 30 * k, 1040, 0.95) for k in range(8)] + [line(4, 346, 976, 0.05)]
    crease = [(117, 361, 168, 371), (445, 361, 527, 371), (864, 361, 909, 371), (984, 361, 1218, 371)]
    assert ink._across_page(crease, scene, lines) == []
    word = (400, 420, 470, 436)  # print-sized ink inside the column stays a candidate
    assert ink._across_page([word], scene, lines) == [word]


def test_only_ink_running_out_to_the_page_edge_counts_as_the_scanners_border() -> None:
    """A skewed harsh scan's wedge (12-114 pt across, 16-22 pt down a Letter page, as on the damaged set's harsh
    statute) reaches the edge band; print set within 5% of the foot but stopping short of the paper's edge (a
    tight page, a page shifted on the glass) is judged as any other candidate (review-findings R11)."""
    shape = (1650, 1275)  # a Letter page at half resolution (0.48 pt a pixel)
    assert ink._at_border((25, 33, 237, 46), shape)
    assert not ink._at_border((150, 1580, 900, 1600), shape)


@pytest.fixture(scope="module")
def my_act_7741() -> tuple[IngestResult, GroundTruth]:
    """Seed 7741's 02_my_act, page 1 (a coffee ring over 2 (1), taken for a stamp), with that page's truth."""
    _, pdf, truth = generated_document(2, 7741)
    page = truth.model_copy(update={"paragraphs": [p for p in truth.paragraphs if p.page == 1]})
    return run(one_page(pdf, 1), "my_act-p1.pdf", Settings()), page


def test_a_heading_well_left_of_a_stamp_is_not_a_line_the_stamp_cut_short(my_act_7741) -> None:  # type: ignore[no-untyped-def]
    # `Interpretation` (PART I, 2) ends 160 pt left of the ring: the rows check took any line ending left of a
    # mark for one that stops at it, and sent the heading, read whole, to review
    result, truth = my_act_7741
    heading = next(c for c in result.chunks if c.structure_path[-1:] == ["2"] and "Interpretation" in c.body)
    assert heading.route == "index", heading.review_reasons
    fates = paragraph_fates(result.chunks, truth, "my_act-p1.pdf")  # the eval's alignment with the truth
    assert any(f.lost_text for f in fates), "OCR lost words under the ring: the page still has loss to flag"
    assert not [f.paragraph.unit_path for f in fates if f.silent]


def test_a_deeds_signature_block_is_not_a_sentence_cut_off() -> None:
    # seed 515, deed 01, pages 3-4: `... named VENDOR Mr. RAMESH KUMAR SHARMA`, a wrapped line ending on the name,
    # then the blank left for the signature and `SIGNED AND DELIVERED by the within named PURCHASER ...`; the page
    # ends on the last witness, `2. Smt. Meera Joshi`, higher than page 4's text. Read whole, the block went to
    # review twice over: "sentence cut off at a blank", "sentence cut off at the foot of page 3"
    _, pdf, truth = generated_document(1, 515)
    result = run(some_pages(pdf, [3, 4]), "deed-p3-4.pdf", Settings())
    block = next(c for c in result.chunks if "IN WITNESS WHEREOF" in c.body)
    assert block.route == "index", block.review_reasons
    paragraphs = [p.model_copy(update={"page": p.page - 2}) for p in truth.paragraphs if p.page in (3, 4)]
    fates = paragraph_fates(result.chunks, truth.model_copy(update={"paragraphs": paragraphs}), "deed-p3-4.pdf")
    assert not [f.paragraph.unit_path for f in fates if f.silent]


@pytest.mark.parametrize("n, page", [(6, 5), (5, 2)])
def test_the_blank_over_a_page_number_holds_no_faded_line(n: int, page: int) -> None:
    # seed 9642's 06_statute, page 5: two lines of text, then paper down to `Page 5 of 5`. The blank over the page
    # number was searched for faded lines in thirds 13 pt wide, whose mean row darkness is grain: four "unread text
    # faded" slivers sent the closing chunk to review. 05_my_act, page 2: the blank over its page number `2` (4 pt
    # wide) made a sliver too, and "blank under damage" of the chunk above it. Truth: where the generator put damage
    _, pdf, truth = generated_document(n, 9642)
    damage = [d.bbox for d in truth.damage if d.page == page]
    found = read_page(pdf, page - 1, Settings())
    assert found.lines
    stray = [u for u in found.unread if not any(min(u.bbox[2], d[2]) > max(u.bbox[0], d[0])
                                                 and min(u.bbox[3], d[3]) > max(u.bbox[1], d[1]) for d in damage)]
    assert not stray, [(u.reason, u.bbox) for u in stray]


def test_a_light_fade_read_at_the_second_try_is_not_also_unread() -> None:
    # seed 9642's real02 (a Malaysian amendment bill), page 1: a light fade over subsection (2), which the truth
    # says destroyed no word. The fade's blob was re-read and its words kept; the faint band found over the same
    # two lines (a little wider) then stayed "unread text faded" although the words now cover it
    _, pdf, truth = real_document(2, 9642)
    faded = next(p for p in truth.paragraphs if p.page == 1 and "fade/light" in p.damage)
    assert not faded.lost_words
    found = read_page(pdf, 0, Settings())
    top, bottom = faded.bbox[1], faded.bbox[3]
    over = [u for u in found.unread if min(u.bbox[3], bottom) - max(u.bbox[1], top) > 0.5 * (u.bbox[3] - u.bbox[1])]
    assert not over, [(u.reason, u.bbox) for u in over]
    read = {w.text for w in found.words if top <= (w.bbox[1] + w.bbox[3]) / 2 <= bottom}
    assert {"absconding", "employment."} <= read
