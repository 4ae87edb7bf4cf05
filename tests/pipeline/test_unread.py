"""Ink accounting on a real Tesseract read of a page damaged here with known geometry: text lost under a
blot or a fade is found, attached to its chunk and sent to review; the rest of the page raises nothing."""

from __future__ import annotations

import difflib
import io

import pytest

from engross.settings import Settings
from ingest.boxes import overlap_share
from ingest.pipeline import run
from ingest.unread import attach_unread
from schemas import Chunk, Page, TablePart, UnreadRegion
from tests.pipeline.damaged_page import damaged_statute_page

FADED = (11, 12)  # (c)(2) Online Scams, both its lines
BLOTTED = (29, 30)  # SEC. 5 (a), both its lines


@pytest.fixture(scope="module")
def damaged():  # type: ignore[no-untyped-def]
    pdf, hits = damaged_statute_page(FADED, BLOTTED)
    return run(pdf, "damaged.pdf", Settings()), {h.kind: h for h in hits}


def _in_chunk(text: str, chunks: list[Chunk]) -> Chunk | None:
    words = text.split()
    for chunk in chunks:
        body = chunk.body.split()
        match = difflib.SequenceMatcher(None, words, body, autojunk=False)
        if sum(b.size for b in match.get_matching_blocks()) >= 0.9 * len(words):
            return chunk
    return None


def test_text_lost_under_a_blot_is_an_unread_region_attached_to_a_chunk_in_review(damaged) -> None:  # type: ignore[no-untyped-def]
    result, hits = damaged
    blot = hits["blot"]
    assert _in_chunk(blot.text, result.chunks) is None  # the damage really destroyed the text
    regions = [u for u in result.pages[0].unread if overlap_share(u.bbox, blot.bbox) > 0.3
               or overlap_share(blot.bbox, u.bbox) > 0.3]
    assert regions, result.pages[0].unread
    holders = [c for c in result.chunks if any(r in c.unread_regions for r in regions)]
    assert holders
    for chunk in holders:
        assert chunk.route == "review"
        assert any(r.startswith("unread text") and "page 1" in r for r in chunk.review_reasons), chunk.review_reasons
    # the lost unit sits under SEC. 5: the chunk holding SEC. 5's opening is among those sent
    assert any(c.structure_path[-1:] == ["SEC. 5"] for c in holders), [c.structure_path for c in holders]


def test_text_faded_nearly_to_the_paper_is_read_or_flagged_never_dropped(damaged) -> None:  # type: ignore[no-untyped-def]
    result, hits = damaged
    faded = hits["fade"]
    holder = _in_chunk(faded.text, result.chunks)
    if holder is not None:  # read at the second try: the text is in, and a person confirms it
        assert holder.route == "review", holder.review_reasons
    else:
        regions = [u for u in result.pages[0].unread if overlap_share(faded.bbox, u.bbox) > 0.3]
        assert regions and all(any(r in c.unread_regions and c.route == "review" for c in result.chunks)
                               for r in regions)


def test_undamaged_print_raises_no_unread_region(damaged) -> None:  # type: ignore[no-untyped-def]
    result, hits = damaged
    for region in result.pages[0].unread:
        assert any(overlap_share(region.bbox, h.bbox) > 0.3 for h in hits.values()), region


def _chunk(cid: str, top: float, bottom: float, parent: str | None = None) -> Chunk:
    return Chunk(id=cid, doc_id="d", source="s", parent_id=parent,
                 regions=[TablePart(page=2, bbox=(72.0, top, 540.0, bottom))])


def test_a_region_between_two_units_sends_the_one_before_it() -> None:
    sec = _chunk("sec", 100, 120)
    a, b = _chunk("a", 130, 160, "sec"), _chunk("b", 230, 260, "sec")
    other = _chunk("other", 300, 340)
    page = Page(number=2, width=612, height=792, source="ocr",
                unread=[UnreadRegion(page=2, bbox=(90.0, 175.0, 520.0, 215.0), kind="stamped",
                                     reason="unread text under a stamp, page 2"),
                        UnreadRegion(page=2, bbox=(90.0, 60.0, 520.0, 90.0), kind="faded",
                                     reason="unread text faded, page 2")])
    attach_unread([sec, a, b, other], [page])
    # the lost text follows (a): one reviewer sees the spot there; its neighbours are not sent as well
    assert [c.route for c in (sec, a, b, other)] == ["review", "review", "index", "index"]
    assert a.unread_regions == page.unread[:1] and a.review_reasons == ["unread text under a stamp, page 2"]
    # above the first line of the text there is no chunk before it: the first chunk after it gets it
    assert sec.unread_regions == page.unread[1:]


def test_a_region_that_starts_where_a_line_s_print_ends_goes_to_that_line_s_chunk() -> None:
    # seed 9985 10_deed p1: a stamp over `INTERPRETATION` begins 0.3 pt after `1. DEFINITIONS AND` (73-185) ends
    heading, clause = _chunk("h", 484, 490), _chunk("c", 502, 560)
    heading.regions = [TablePart(page=2, bbox=(73.0, 484.0, 185.0, 490.0))]
    page = Page(number=2, width=595, height=842, source="ocr",
                unread=[UnreadRegion(page=2, bbox=(185.3, 483.4, 513.1, 490.1), kind="stamped",
                                     reason="unread text under a stamp, page 2")])
    attach_unread([heading, clause], [page])
    assert (heading.route, clause.route) == ("review", "index")


def test_a_region_inside_a_chunk_goes_to_that_chunk_only() -> None:
    a, b = _chunk("a", 100, 200), _chunk("b", 210, 260)
    page = Page(number=2, width=612, height=792, source="ocr",
                unread=[UnreadRegion(page=2, bbox=(300.0, 150.0, 400.0, 165.0), reason="unread text, page 2")])
    attach_unread([a, b], [page])
    assert (a.route, b.route) == ("review", "index")


def _torn_statute_page(corner: tuple[float, float, float, float], seed: int) -> bytes:
    """Page 3 of samples/statute.pdf scanned with one corner torn off by the damaged set's own painter."""
    import io
    import random

    import numpy as np
    from PIL import Image

    from ingest.pdf import render_page
    from samples.scan import Damage
    from samples.wear import tear
    from tests.conftest import SAMPLES

    img = np.asarray(render_page((SAMPLES / "statute.pdf").read_bytes(), 2, 300)).astype(np.float32)
    tear(img, Damage(page=3, bbox=corner, kind="tear", unit_path=[], strength="medium"), random.Random(seed))
    img = 244 - (244 - img * (244 / 255)) + np.random.default_rng(seed).normal(0, 5, img.shape)
    buf = io.BytesIO()
    Image.fromarray(np.clip(img, 0, 255).astype(np.uint8)).save(buf, "PDF", resolution=300.0)
    return buf.getvalue()


@pytest.mark.parametrize("seed", [1, 2])  # the scanner lid shows black or white
def test_a_corner_torn_off_in_the_margin_sends_nothing_to_review_but_one_that_took_print_does(seed: int) -> None:
    from tests.conftest import SAMPLES
    from tests.pipeline.damaged_page import printed_lines

    printed = printed_lines((SAMPLES / "statute.pdf").read_bytes(), 2)
    # bottom right, below and beside the last body lines (they end at x <= 538, y <= 651; the page is 612 x 792)
    margin = run(_torn_statute_page((500.0, 690.0, 612.0, 792.0), seed), "torn.pdf", Settings())
    assert not any(overlap_share(u.bbox, (500.0, 690.0, 612.0, 792.0)) > 0.2
                   for c in margin.chunks if c.route == "review" for u in c.unread_regions)
    # bottom left, wide enough to take the first words of SEC. 6's last lines (they start at x = 72)
    took = run(_torn_statute_page((0.0, 520.0, 260.0, 792.0), seed), "torn.pdf", Settings())
    cut = [ln for ln in printed if 600 < ln["top"] < 660]
    holders = [c for c in took.chunks if any(w.page == 1 and 600 < w.bbox[1] < 660 for w in c.words)]
    assert cut and holders
    assert any(c.route == "review" and c.unread_regions for c in holders), [c.review_reasons for c in holders]


def test_print_in_a_ruled_box_the_table_stage_does_not_reread_is_read_or_flagged() -> None:
    """A boxed notice whose column rules run only through its signature strip: the ink accounting took the box for
    a table (rules three each way) and looked away, but the table stage re-reads only grids whose column rules run
    the full height, so the strip's names the page read dropped were in no chunk and under no unread region."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    from samples.scan import CLEAN, scan

    width, height = A4
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=A4)
    c.setFont("Times-Roman", 11)
    heading = ["NOTICE OF TRANSFER", "The Registrar records the transfer of the property described below to the",
               "purchaser, who has paid the stamp duty and the registration fee in full on presentation."]
    for k, text in enumerate(heading):
        c.drawString(72, height - 72 - 15 * k, text)
    top = height - 112
    notice = ["The transferor declares that the property is free from every charge, lien and lease, and that",
              "no proceeding is pending before any court or authority touching the property or its title.",
              "The transferee accepts the property in the condition in which it stands on the date of this notice."]
    for k, text in enumerate(notice):
        c.drawString(80, top - 18 * (k + 1) + 5, text)
    strip = top - 18 * len(notice)
    names = {80: ("Transferor", "S. Iyer"), 250: ("Transferee", "A. Deshmukh"), 420: ("Witness", "K. Rao")}
    for x, (role, name) in names.items():
        c.drawString(x, strip - 22 + 7, role)
        c.drawString(x, strip - 44 + 7, name)
    for y in (top, strip, strip - 22, strip - 44):
        c.line(72, y, width - 72, y)
    for x in (72, width - 72):
        c.line(x, top, x, strip - 44)
    for x in (240, 410):  # the columns: the strip only
        c.line(x, strip, x, strip - 44)
    c.drawString(72, strip - 74, "This notice is issued under the seal of the office on the date written above.")
    c.showPage()
    c.save()
    data, _ = scan(buf.getvalue(), 1, CLEAN, [], 2)
    result = run(data, "notice.pdf", Settings())
    body = " ".join(chunk.body for chunk in result.chunks).split()
    regions = result.pages[0].unread
    for x, (role, name) in names.items():
        for k, word in ((0, role), (1, name.split()[-1])):
            y = height - (strip - 22 * (k + 1) + 7)  # the baseline, top-down
            where = (x, y - 9, x + 6 * len(word), y + 2)
            assert word in body or any(overlap_share(where, u.bbox) > 0.3 for u in regions), (word, regions)


def test_a_region_above_a_page_s_first_text_goes_to_that_page_s_chunk_not_the_last_one_of_the_page_before() -> None:
    # seed 7741, 12_statute: a heavy tear took the top right of page 4 with the ends of (c)(4)'s lines; the
    # region at the tear's edge, above (c)(4)'s first line, went to (c)(3), the last chunk of page 3 (read whole),
    # while (c)(4), its lines cut short, went to the index
    c3 = Chunk(id="c3", doc_id="d", source="s", regions=[TablePart(page=3, bbox=(112.0, 584.0, 519.0, 760.0))])
    c4 = Chunk(id="c4", doc_id="d", source="s", regions=[TablePart(page=4, bbox=(112.0, 73.0, 457.0, 128.0))])
    tail = Chunk(id="tail", doc_id="d", source="s", regions=[TablePart(page=4, bbox=(72.0, 139.0, 500.0, 177.0))])
    page = Page(number=4, width=595, height=842, source="ocr",
                unread=[UnreadRegion(page=4, bbox=(373.0, 17.0, 431.0, 71.0), kind="faded",
                                     reason="unread text faded, page 4 (~4 lines)")])
    attach_unread([c3, c4, tail], [page])
    assert [c.route for c in (c3, c4, tail)] == ["index", "review", "index"]
    assert c4.unread_regions == page.unread


def test_a_region_just_right_of_lines_a_tear_cut_short_goes_to_the_chunk_of_those_lines() -> None:
    # seed 7741, 12_statute p4: the tear took the ends of SEC. 4's closing lines ('enumerated i', 'Section');
    # the region at the tear's edge starts 2 pt right of their box, so the column test passed them over and the
    # region went to SEC. 5 (a) below, read whole, while the cut lines went to the index
    tail = Chunk(id="tail", doc_id="d", source="s", regions=[TablePart(page=4, bbox=(72.0, 139.0, 500.0, 177.0))])
    sec5 = Chunk(id="sec5", doc_id="d", source="s", regions=[TablePart(page=4, bbox=(73.0, 190.0, 498.0, 197.0))])
    a = Chunk(id="a", doc_id="d", source="s", regions=[TablePart(page=4, bbox=(92.0, 210.0, 513.0, 249.0))])
    page = Page(number=4, width=595, height=842, source="ocr",
                unread=[UnreadRegion(page=4, bbox=(502.0, 139.0, 584.0, 234.0), kind="faded",
                                     reason="unread text faded, page 4 (~6 lines)")])
    attach_unread([tail, sec5, a], [page])
    assert [c.route for c in (tail, sec5, a)] == ["review", "index", "index"]


# Two torn corners of the damaged set that took no word (the truth's damage: tear, words lost 0), as Tesseract read
# their pages: the lines' boxes beside them (page 612 x 792) and the unread region the ink accounting made of the
# tear's fibres. Seed 9917 real07 p2: the top-right tear's box reaches over the end of a line read out to the right
# margin (533). Seed 9781 01_deed p4: the tear sits right of a signature page whose blocks stand 37 pt apart.
REAL07_LINES = [(73, 73, 419, 84), (72, 93, 533, 104), (72, 108, 348, 119), (73, 129, 420, 137), (72, 149, 519, 159),
                (72, 164, 520, 174), (72, 179, 445, 190), (74, 199, 414, 208), (72, 220, 526, 230),
                (72, 235, 526, 245), (72, 361, 534, 372), (72, 422, 178, 432)]
DEED04_LINES = [(93, 73, 175, 83), (73, 102, 507, 111), (72, 116, 334, 126), (73, 153, 527, 162), (73, 168, 98, 175),
                (73, 212, 514, 221), (72, 227, 117, 235), (72, 272, 136, 279), (72, 537, 287, 546)]


def _torn_page(lines: list[tuple[float, float, float, float]], tear: tuple[float, float, float, float],  # type: ignore[no-untyped-def]
               texts: list[str] | None = None):
    from schemas import Line, Span

    texts = texts or ["word"] * len(lines)
    words = [Span(text=t, page=1, bbox=b, confidence=0.96, source="ocr") for b, t in zip(lines, texts, strict=True)]
    region = UnreadRegion(page=1, bbox=tear, kind="faded", ink_share=1.0, reason="unread text faded, page 1")
    page = Page(number=1, width=612.0, height=792.24, source="ocr", words=words, unread=[region],
                lines=[Line(text=w.text, page=1, bbox=w.bbox, confidence=0.96, words=[w]) for w in words])
    chunk = Chunk(id="c", doc_id="d", source="d.pdf", text="word", words=words, page_start=1, page_end=1)
    attach_unread([chunk], [page])
    return chunk


@pytest.mark.parametrize(("lines", "tear"), [(REAL07_LINES, (456, 16, 600, 181)), (DEED04_LINES, (503, 16, 600, 196))])
def test_a_corner_torn_off_beside_lines_read_whole_sends_nothing_to_review(lines, tear) -> None:  # type: ignore[no-untyped-def]
    assert _torn_page(lines, tear).route == "index"


def test_a_corner_that_cut_a_line_short_or_hides_a_blank_in_the_column_still_goes_to_review() -> None:
    # the same line ending a few letters short of the margin (534), where the tear's box begins: cut short by it
    cut = [(72, 93, 527, 104) if b == (72, 93, 533, 104) else b for b in REAL07_LINES]
    assert _torn_page(cut, (456, 16, 600, 181)).route == "review"
    # a tear reaching well into the column across the blank between two signature blocks may hide a short line
    assert _torn_page(DEED04_LINES, (380, 16, 600, 196)).route == "review"


# Seed 9985 real07 p1: a heavy tear took the top-right corner; the ink accounting's region (388-600 x 16-232) is
# tighter than the paper lost, so `24. Subsection 73(1) ... amended by sub` (ending 444) and `... and "subcontractor
# for 1` (462) stop a few points short of its diagonal: each lost the word the tear crossed, a text height more.
REAL07_9985 = [((73, 73, 444, 82), "24. Subsection 73(1) of the principal Act is amended by sub"),
               ((73, 87, 462, 94), "the words “sub-contractor for labour” and “subcontractor for 1"),
               ((72, 101, 259, 108), "words “contractor for labour”."),
               ((72, 120, 216, 127), "Amendment of section 77"),
               ((73, 139, 500, 147), "25. Subsection 77(1) of the principal Act is amended by substituting"),
               ((73, 153, 416, 161), "the words “or 73” the words “,73 or subsection 81d(4)”."),
               ((73, 190, 525, 199), "26. Subsection 79(1) of the principal Act is amended by substituting for"),
               ((73, 204, 526, 213), "the words “Electricity Act 1949 [Act 116]” the words “Electricity Supply"),
               ((72, 218, 196, 226), "Act 1990 [Act 447]”."), ((73, 256, 532, 265), "27. The principal Act is amended")]


def test_a_running_sentence_that_stops_a_word_short_of_a_tear_was_cut_by_it() -> None:
    boxes, texts = [b for b, _ in REAL07_9985], [t for _, t in REAL07_9985]
    assert _torn_page(boxes, (388.3, 15.8, 600.0, 231.8), texts).route == "review"
    # the same lines each ending its sentence there: read out to where they end, the corner took nothing
    ended = [t if t.endswith((".", "”")) else t + "." for t in texts]
    assert _torn_page(boxes, (388.3, 15.8, 600.0, 231.8), ended).route == "index"


# Seed 9917 lay01 p3 (page 612 x 792): a light white-lid tear at the foot's right corner took no word; the ink
# accounting cut its jagged edge into two regions, one at the right edge and one at the foot, meeting at a point,
# neither reaching two page edges, so neither was judged as a corner and Part I (read whole) went to review.
LAY01_LINES = [(72, 560, 159, 567), (271, 589, 341, 597), (227, 606, 385, 616), (72, 630, 156, 638),
               (72, 650, 516, 660), (72, 664, 526, 674), (72, 679, 511, 689), (72, 693, 534, 703), (72, 708, 248, 718)]
LAY01_PIECES = [(457, 704, 535, 776), (538, 630, 600, 704)]


def _torn_in_pieces(lines: list[tuple[float, float, float, float]], pieces: list[tuple[float, float, float, float]]):  # type: ignore[no-untyped-def]
    from schemas import Line, Span

    words = [Span(text="word", page=1, bbox=b, confidence=0.96, source="ocr") for b in lines]
    regions = [UnreadRegion(page=1, bbox=p, kind="faded", ink_share=1.0, reason="unread text faded, page 1")
               for p in pieces]
    page = Page(number=1, width=612.0, height=792.24, source="ocr", words=words, unread=regions,
                lines=[Line(text="word", page=1, bbox=w.bbox, confidence=0.96, words=[w]) for w in words])
    chunk = Chunk(id="c", doc_id="d", source="d.pdf", text="word", words=words, page_start=1, page_end=1)
    attach_unread([chunk], [page])
    return chunk


def test_a_torn_corner_read_as_two_touching_pieces_is_judged_as_one_corner() -> None:
    assert _torn_in_pieces(LAY01_LINES, LAY01_PIECES).route == "index"
    # the same pieces beside a line that runs into the tear and stops there, 37 pt short of the column's edge
    cut = [*LAY01_LINES, (72, 740, 500, 750)]
    assert _torn_in_pieces(cut, LAY01_PIECES).route == "review"
    # pieces that do not touch are judged one by one (neither is a corner)
    apart = [(457, 720, 535, 776), (538, 630, 600, 700)]
    assert _torn_in_pieces(LAY01_LINES, apart).route == "review"
    # a region in the text column (a faded line, not at any page edge) joins no corner: it stays
    inner = [*LAY01_PIECES, (300, 640, 456, 650)]
    assert _torn_in_pieces(LAY01_LINES, inner).route == "review"


def _heading_case(inferred: list[list[str]], lines: int = 1) -> tuple[Chunk, Chunk]:
    from schemas import Span

    def unit(path: list[str], box: tuple[float, float, float, float]) -> Chunk:
        word = Span(text="word", page=3, bbox=box, confidence=0.96, source="ocr")
        return Chunk(id=path[-1], doc_id="d", source="d.pdf", text="word", structure_path=path, words=[word],
                     page_start=3, page_end=3)

    sec6 = unit(["CHAPTER II", "SEC. 6"], (72.0, 380.0, 523.0, 436.0))
    sec7 = unit(["CHAPTER III", "SEC. 7"], (72.0, 478.0, 523.0, 520.0))
    region = UnreadRegion(page=3, bbox=(269.0, 441.0, 329.0, 472.0), kind="faded", lines=lines,
                          reason="unread text faded, page 3")
    attach_unread([sec6, sec7], [Page(number=3, width=612, height=792, source="ocr", unread=[region])],
                  inferred=inferred)
    return sec6, sec7


def test_a_faded_heading_the_numbering_put_back_goes_to_its_unit_not_to_the_chunk_before_it() -> None:
    # seed 9917 lay00/lay04 p3: CHAPTER III's heading faded away; the structure put the chapter back from the
    # numbering (its units from SEC. 7), and the region over the heading went to SEC. 6, read whole
    assert [c.route for c in _heading_case([["CHAPTER III"]])] == ["index", "review"]
    # no unit put back there: the chunk printed before the region still holds it
    assert [c.route for c in _heading_case([])] == ["review", "index"]
    assert [c.route for c in _heading_case([["CHAPTER V"]])] == ["review", "index"]
    # more lines than a heading holds: text of SEC. 6 may be under it too, so it stays with SEC. 6
    assert [c.route for c in _heading_case([["CHAPTER III"]], lines=5)] == ["review", "index"]


# Seed 9985 lay01 p4 (page 612 x 792): a white-lid tear took the foot's left corner (region 12-159 x 613-776) and
# with it `T` of `The Vendor` and `the` before `Pimpri`, the two lines of ANNEXURE 1's lead-in; the region lies
# below the schedule's last chunk's end, so it went to that chunk, and ANNEXURE 1 (`he Vendor ...`) was indexed.
LAY01_9985 = [((72, 581, 525, 591), "The ground plus one storey residential building standing on the land,"),
              ((72, 596, 508, 605), "having a built-up area of 546 square metres, with the right of way"),
              ((72, 610, 514, 620), "over the common six metre internal road and the right to draw water"),
              ((73, 625, 208, 632), "from the common well."),
              ((273, 655, 338, 662), "ANNEXURE 1"), ((208, 672, 405, 678), "STATEMENT OF PROPERTY TAX PAID"),
              ((79, 690, 527, 700), "he Vendor has paid the property tax assessed on the Said Property by"),
              ((99, 705, 426, 714), "Pimpri Chinchwad Municipal Corporation as follows:")]


def _two_chunks_torn(lines: list[tuple[tuple[float, float, float, float], str]]) -> tuple[Chunk, Chunk]:
    from schemas import Line, Span

    spans = [Span(text=t, page=4, bbox=b, confidence=0.96, source="ocr") for b, t in lines]
    region = UnreadRegion(page=4, bbox=(12.0, 613.0, 159.0, 776.0), kind="unknown", ink_share=1.0,
                          reason="unread text, page 4 (~11 lines)")
    page = Page(number=4, width=612.0, height=792.24, source="ocr", words=spans, unread=[region],
                lines=[Line(text=w.text, page=4, bbox=w.bbox, confidence=0.96, words=[w]) for w in spans])
    schedule = Chunk(id="s", doc_id="d", source="d.pdf", text="x", words=spans[:4], page_start=4, page_end=4)
    annexure = Chunk(id="a", doc_id="d", source="d.pdf", text="x", words=spans[4:], page_start=4, page_end=4)
    attach_unread([schedule, annexure], [page])
    return schedule, annexure


def test_a_torn_corner_sends_the_chunk_of_the_lines_it_cut_short_to_review() -> None:
    _, annexure = _two_chunks_torn(LAY01_9985)
    assert annexure.route == "review" and annexure.unread_regions, annexure.review_reasons
    # the lines read out to the column's left edge: the tear took nothing of them, the annexure stays indexed
    whole = [((72, b[1], b[2], b[3]), t) if t.startswith(("he ", "Pimpri")) else (b, t) for b, t in LAY01_9985]
    _, annexure = _two_chunks_torn(whole)
    assert annexure.route == "index", annexure.review_reasons
