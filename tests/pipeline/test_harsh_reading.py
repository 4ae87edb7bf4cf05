"""A harsh scan (samples.scan.HARSH: strokes eroded, optics of ~140 DPI) starves the print to a grey Tesseract's own
binarisation half drops (`Hines` for `fines`, `ts` for `is`). Such a page is told by how little its print's cores
stand below the paper (preprocess.ink_depth), and when its plain read is unsure it is read again darkened and
thickened (preprocess.legible), the surer read kept (pages._read, with `reread_starved`, off by default). Truth from
the generator: the page's own text, never the pipeline's."""

from __future__ import annotations

import random

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

PROFILES = {"clean": CLEAN, "moderate": MODERATE, "harsh": HARSH}


def _deed(font: str, size: float = 10.5, seed: int = 3) -> tuple[bytes, str]:
    """Page 1 of a generated deed laid out in `font`, and its text as printed."""
    made = make(build_deed(f"deed_{font}", random.Random(seed), n_years=16, extra=0), Style(font=font, size=size))
    return one_page(made.pdf, 1), made.layout.page_text(1)


def _scanned(pdf: bytes, level: str) -> bytes:
    return scan(pdf, 1, PROFILES[level], [], 7)[0]


@pytest.mark.parametrize("font", ["Times-Roman", "Helvetica", "Courier"])
def test_only_a_harsh_scan_is_starved(font: str) -> None:
    """Print on clean and moderate scans stands deep below the paper in every font; on a harsh scan it does not."""
    pdf, _ = _deed(font)
    depth = {level: preprocess.ink_depth(render_array(_scanned(pdf, level), 0, 300)) for level in PROFILES}
    assert depth["clean"] >= preprocess.STARVED and depth["moderate"] >= preprocess.STARVED, depth
    assert depth["harsh"] < preprocess.STARVED, depth


@pytest.mark.parametrize("font", ["Times-Roman", "Courier"])
def test_a_starved_page_read_again_thickened_misses_fewer_words(font: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The thin faces a harsh scan starves most: the second, thickened read is kept and misses fewer of the page's
    words and characters than the plain read alone."""
    pdf, text = _deed(font)
    harsh, settings = _scanned(pdf, "harsh"), Settings(reread_starved=True)

    def errors() -> tuple[float, float]:
        page = ocr_page(harsh, 0, settings)
        read = "\n".join(ln.text for ln in page.lines)
        return words_missed(text, read).rate, char_errors(text, read).rate

    better = errors()
    monkeypatch.setattr(preprocess, "ink_depth", lambda gray: 1.0)  # the page judged not starved
    plain = errors()
    assert better[0] < plain[0] and better[1] < plain[1], (plain, better)
