"""The ink accounting's re-read of an unread region (ink._reread) on a starved page (preprocess.starved: a harsh
scan's eroded, washed-out print): stretching the crop's contrast as far as its faint print also stretches the
paper's grain into specks, which Tesseract reads as junk words (`CHAPTER -IT.— ees Pe ees DeLee se` for a faint
`CHAPTER II.—` on RA 165's harsh scan, so the Chapter label line stayed unread and Chapters II-III were lost).
A starved page's crop is smoothed first; clean and moderate pages are never starved, so their re-reads are as
before. Truth: the line drawn here."""

from __future__ import annotations

from types import SimpleNamespace

import cv2
import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from ingest import ink

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"


def _faint_label(seed: int) -> np.ndarray:
    """A centred `CHAPTER II.—` as a harsh scan leaves it: strokes eroded, optics of ~140 DPI, print a grey 45% as
    deep as the ink, on grainy paper (300 DPI pixels)."""
    img = Image.new("L", (1400, 200), 255)
    ImageDraw.Draw(img).text((420, 70), "CHAPTER II.—", font=ImageFont.truetype(FONT, 40), fill=0)
    ink_mask = cv2.erode(255 - np.asarray(img).astype(np.float32), np.ones((3, 3)), iterations=1)
    low = cv2.resize(255 - ink_mask, None, fx=0.47, fy=0.47, interpolation=cv2.INTER_AREA)
    blurred = cv2.resize(low, (1400, 200), interpolation=cv2.INTER_LINEAR)
    page = 205 - (205 - blurred) * 0.45 + np.random.default_rng(seed).normal(0, 14, blurred.shape)
    return np.clip(page, 0, 255).astype(np.uint8)


def _reread(clean: np.ndarray, starved: bool) -> list[str]:
    scene = SimpleNamespace(text_h=15.0, ppp=2 * 72 / 300)  # the accounting's half-resolution scene
    words, _ = ink._reread(clean, (100, 40, 600, 60), 1, 72 / 300, scene, [], "eng", 30, "auto", starved)
    return [w.text for w in words]


@pytest.mark.parametrize("seed", [1, 3, 5])
def test_a_starved_pages_faint_label_line_is_read_when_its_grain_is_smoothed(seed: int) -> None:
    clean = _faint_label(seed)
    assert "CHAPTER" in _reread(clean, starved=True)
    assert "CHAPTER" not in _reread(clean, starved=False)  # the re-read as it was: grain read as junk, refused
