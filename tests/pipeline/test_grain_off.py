"""A harsh scan (samples.scan.HARSH: strokes eroded, optics of ~140 DPI, grain, JPEG) leaves its print a starved
grey on grainy paper; Tesseract reads the grain into the strokes (`Hines` for `fines`, `ts` for `is`). A page
starved deeply (ink depth under preprocess.SMOOTH_BELOW: thin faces) is read with its grain smoothed off and its
contrast stretched (preprocess.grain_off, setting `smooth_starved`, on): nothing is grown, so letters do not merge.
Truth from the generator: the page's own text, never the pipeline's."""

from __future__ import annotations

import random

import numpy as np
import pytest

from engross.evaluation.metrics import char_errors, words_missed
from engross.settings import Settings
from ingest import preprocess
from ingest.pages import ocr_page
from ingest.pdf import render_array
from samples.deed import build_deed
from samples.make_samples import make
from samples.scan import CLEAN, HARSH, MODERATE, scan
from samples.units import Style
from tests.pipeline.pdfs import one_page


def _deed(font: str, seed: int) -> tuple[bytes, str]:
    """Page 1 of a generated deed laid out in `font`, and its text as printed."""
    made = make(build_deed(f"deed_{font}", random.Random(seed), n_years=16, extra=0), Style(font=font, size=10.5))
    return one_page(made.pdf, 1), made.layout.page_text(1)


def test_a_deeply_starved_page_read_with_its_grain_off_misses_fewer_words() -> None:
    """A harsh deed page in Courier (thin strokes: ink depth 0.33, under preprocess.SMOOTH_BELOW): the plain read
    loses letters to the grain (`13` for `is`, `osecuthor.` for `executors,`); read with the grain off it misses a
    third fewer words and its character errors fall (24.8 -> 16.6% missed, 11.2 -> 7.4% CER when written)."""
    pdf, text = _deed("Courier", 3)
    harsh = scan(pdf, 1, HARSH, [], 7)[0]

    def read(smooth: bool) -> tuple[float, float]:
        page = ocr_page(harsh, 0, Settings(smooth_starved=smooth))
        got = "\n".join(ln.text for ln in page.lines)
        return words_missed(text, got).rate, char_errors(text, got).rate

    plain, smoothed = read(False), read(True)
    assert smoothed[0] < 0.8 * plain[0] and smoothed[1] < 0.8 * plain[1], (plain, smoothed)


def test_a_page_starved_less_deeply_is_read_as_scanned() -> None:
    """A harsh page in Times (ink depth 0.54, starved but over preprocess.SMOOTH_BELOW) is read as scanned: on
    Times and Helvetica pages (0.52-0.65) the smoothed read was no better and lost markers (`(1)` read `Ch)`):
    fresh18 harsh's three such texts 105 -> 87 units, fresh19's dog tax and squatters 129 -> 92 (docs/eval.md)."""
    pdf, _ = _deed("Times-Roman", 3)
    harsh = scan(pdf, 1, HARSH, [], 7)[0]
    reads = [[(w.text, w.bbox) for w in ocr_page(harsh, 0, Settings(smooth_starved=s)).words] for s in (False, True)]
    assert reads[0] == reads[1]


@pytest.mark.parametrize("profile", [CLEAN, MODERATE])
def test_clean_and_moderate_pages_are_read_as_before(profile) -> None:
    """grain_off is for starved pages only: a clean or moderate scan is not starved, so its read is untouched."""
    pdf, _ = _deed("Times-Roman", 3)
    assert not preprocess.starved(render_array(scan(pdf, 1, profile, [], 7)[0], 0, 300))


def test_grain_off_stretches_the_paper_to_white_and_keeps_the_print_dark() -> None:
    rng = np.random.default_rng(1)
    page = np.clip(rng.normal(225, 10, (400, 400)), 0, 255).astype(np.uint8)
    page[100:110, 50:350] = 120  # a starved stroke
    out = preprocess.grain_off(page)
    assert out[150:390, :].mean() > 245 and out[150:390, :].std() < page[150:390, :].std()
    assert out[102:108, 60:340].mean() < 40


def test_a_page_of_a_few_lines_keeps_its_paper_white() -> None:
    """On a page of a few lines the 1st percentile is paper grain, not print: stretched to black it made specks
    Tesseract read as junk (seed 9989 03_statute's last page, 5 lines: CER 5% -> 167%). The print's cores set the
    black there, as in `legible`."""
    rng = np.random.default_rng(2)
    page = np.clip(rng.normal(225, 10, (1200, 1200)), 0, 255).astype(np.uint8)
    page[100:110, 50:650] = 120  # one starved line: 0.4% of the page
    out = preprocess.grain_off(page)
    assert (out[300:, :] < 128).mean() < 0.001  # no specks on the bare paper
    assert out[102:108, 60:640].mean() < 80
