"""A stamp inked lighter than print (samples/wear.py's light ring) over a clause of a real page: the ring is
found as a mark, and every word under it is either read into a chunk or lies in an unread region of a chunk
that went to review. Ground truth is the PDF's own text layer (how the page was made)."""

from __future__ import annotations

import io
import random
import re

import numpy as np
import pdfplumber
import pytest
from PIL import Image

from engross.settings import Settings
from ingest.boxes import overlap_share
from ingest.pdf import render_page
from ingest.pipeline import run
from samples import wear
from samples.scan import Damage
from tests.conftest import SAMPLES
from tests.pipeline.damaged_page import DPI

RING = (230.0, 268.0, 340.0, 330.0)  # over SEC. 4 (c)(3)'s first four lines, as make_damaged places a stamp


def _words_under(pdf: bytes, index: int, box: tuple[float, ...]) -> list[dict]:
    with pdfplumber.open(io.BytesIO(pdf)) as doc:
        words = doc.pages[index].extract_words()
    return [w for w in words if overlap_share((w["x0"], w["top"], w["x1"], w["bottom"]), box) > 0.3]


def _scan_with(stamp: Damage, seed: int):  # type: ignore[no-untyped-def]
    source = (SAMPLES / "statute.pdf").read_bytes()
    img = np.array(render_page(source, 2, DPI).convert("L"))
    wear.stamp(img, stamp, random.Random(seed))
    scan = (244 - (244 - img.astype(np.float32)) * (244 / 255)) + np.random.default_rng(1).normal(0, 4, img.shape)
    buf = io.BytesIO()
    Image.fromarray(np.clip(scan, 0, 255).astype(np.uint8)).save(buf, "PDF", resolution=float(DPI))
    return run(buf.getvalue(), "stamped.pdf", Settings()), _words_under(source, 2, stamp.bbox)


@pytest.fixture(scope="module")
def stamped():  # type: ignore[no-untyped-def]
    return _scan_with(Damage(3, RING, "stamp", [], "RECEIVED", "round", "light"), 4)


# a wide, flat oval inked dark (medium) over two lines: its flat top and bottom are as long as a rule's
WIDE = (230.0, 268.0, 340.8, 307.8)


@pytest.fixture(scope="module")
def wide_stamped():  # type: ignore[no-untyped-def]
    return _scan_with(Damage(3, WIDE, "stamp", [], "RECEIVED", "round", "medium"), 7)


def _token(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def test_a_light_stamp_ring_lighter_than_print_is_found_as_a_mark(stamped) -> None:  # type: ignore[no-untyped-def]
    result, _ = stamped
    rings = [m for m in result.pages[0].marks if m.kind in ("stamp", "smudge") and overlap_share(RING, m.bbox) > 0.5]
    assert rings, result.pages[0].marks


def test_a_wide_oval_stamp_is_one_mark_not_two_rules(wide_stamped) -> None:  # type: ignore[no-untyped-def]
    """The oval's flat arcs were taken out as table rules, which broke its ring into pieces too short to be a
    mark: nothing was flagged and the words under it were lost silently (fresh damaged seed 7741, SEC. 18)."""
    result, _ = wide_stamped
    assert [m for m in result.pages[0].marks if overlap_share(WIDE, m.bbox) > 0.8], result.pages[0].marks


def test_every_word_under_a_wide_stamp_is_read_or_in_front_of_a_reviewer(wide_stamped) -> None:  # type: ignore[no-untyped-def]
    _every_word_read_or_flagged(*wide_stamped, least=6)


def test_every_word_under_a_light_stamp_is_read_or_in_front_of_a_reviewer(stamped) -> None:  # type: ignore[no-untyped-def]
    _every_word_read_or_flagged(*stamped)


def _every_word_read_or_flagged(result, under, least: int = 8) -> None:  # type: ignore[no-untyped-def]
    assert len(under) >= least  # the damage really lies over print
    flagged = [(u, c) for c in result.chunks if c.route == "review" for u in c.unread_regions]
    for word in (w for w in under if _token(w["text"])):  # a lone dash holds no text to lose
        box = (word["x0"], word["top"], word["x1"], word["bottom"])
        there = [(s, c) for c in result.chunks for s in c.words
                 if overlap_share(s.bbox, box) > 0.3 or overlap_share(box, s.bbox) > 0.3]
        read = any(_token(word["text"]) in _token(s.text) for s, _ in there)  # "and\services," holds "and"
        misread_in_review = any(c.route == "review" for _, c in there)  # a person checks what was read
        seen = any(u.page == 1 and overlap_share(box, u.bbox) > 0.3 for u, _ in flagged)
        assert read or misread_in_review or seen, (word["text"], [(s.text, c.route) for s, c in there])



PAD = (241.0, 279.0, 351.0, 348.0)  # a 110 pt solid pad over SEC. 4 (a)(1)-(2) of a generated statute, mid-line


@pytest.fixture(scope="module")
def padded():  # type: ignore[no-untyped-def]
    """samples.wear's heavy stamp (a solid ink pad, its lettering light on it) narrower than the clause: the
    generated statute of seed 4242, page 2, CLEAN scan (review-findings S15); truth from the generator."""
    from samples.make_damaged import generated
    from samples.scan import CLEAN, scan_with_truth
    from tests.pipeline.pdfs import one_page

    _, layout, pdf, _truth = generated(0, 4242)
    done = scan_with_truth(pdf, layout.pages, CLEAN, [Damage(2, PAD, "stamp", [], "RECEIVED", "rect", "heavy")], 1,
                           layout)
    lost = [p for p in done.paragraphs if p.page == 2 and p.lost_words]
    return run(one_page(done.pdf, 2), "padded.pdf", Settings()), lost


def test_a_solid_ink_pad_over_the_middle_of_the_lines_is_a_mark(padded) -> None:  # type: ignore[no-untyped-def]
    """A block filling most of its box was taken for a photo or a logo and dropped: no mark, so no check looked
    at the words it covered, and the clauses went to the index with a hole mid-sentence."""
    result, _ = padded
    # its light lettering cuts the pad into pieces: together they cover it
    covered = sum(max(0.0, min(m.bbox[2], PAD[2]) - max(m.bbox[0], PAD[0])) *
                  max(0.0, min(m.bbox[3], PAD[3]) - max(m.bbox[1], PAD[1])) for m in result.pages[0].marks)
    assert covered >= 0.5 * (PAD[2] - PAD[0]) * (PAD[3] - PAD[1]), result.pages[0].marks


def test_text_under_a_solid_ink_pad_is_in_front_of_a_reviewer(padded) -> None:  # type: ignore[no-untyped-def]
    result, lost = padded
    assert sum(len(p.lost_words) for p in lost) >= 8, "the pad really covers print"
    for para in lost:
        near = [c for c in result.chunks
                if any(r.page == 1 and overlap_share(r.bbox, para.bbox) > 0 for r in c.regions)]
        assert any(c.route == "review" for c in near), (para.text[:40], [(c.route, c.review_reasons) for c in near])
