"""Re-read a ruled table on a scanned page: rules erased, one Tesseract block call per grid.

The page OCR (--psm 3) treats a ruled grid as pictures and drops short cells (row numbers, single
amounts); with the rules painted out and the part read as one uniform block (--psm 6) every cell comes
back (tables_grid_once_scan p2: 210 -> 273 words, mean confidence 0.89 -> 0.91).
"""

from __future__ import annotations

import numpy as np
from PIL import Image

from ingest import ocr
from ingest.options import Knobs
from ingest.table_grid import grids
from schemas import BBox, Span

TABLE_CONFIG = "--oem 1 --psm 6"
TALL_ROW = 1.5  # a row this many times the usual row height has wrapped cells
RULE_PAD = 2  # pixels painted out around each rule (anti-aliased edges read as bars otherwise)


def grid_words(upright: np.ndarray, ppp: float, rulings: list[BBox], page: int, languages: str,
               settings: Knobs) -> list[Span] | None:
    """Every ruled grid of a scanned page read again (in the page's `languages`) from the page stage's upright,
    deskewed image with the rules painted out; None when the page has no grid. Done while the page is read,
    so the page processes or workers spread it."""
    found = grids(rulings)
    if not found:
        return None
    image = erased(upright, rulings, ppp)
    settings = settings.model_copy(update={"ocr_languages": languages})
    return [w for g in found for w in read_grid(image, ppp, g, page, settings)]


def erased(upright: np.ndarray, rulings: list[BBox], ppp: float) -> np.ndarray:
    """A copy of the page image with every ruling line painted out."""
    clean = upright.copy()
    for x0, y0, x1, y1 in rulings:
        a, b, c, d = (round(v / ppp) for v in (x0, y0, x1, y1))
        clean[max(0, b - RULE_PAD):d + RULE_PAD + 1, max(0, a - RULE_PAD):c + RULE_PAD + 1] = 255
    return clean


def read_box(image: np.ndarray, ppp: float, box: BBox, page: int, settings: Knobs,
             config: str = TABLE_CONFIG, pad: int = 6) -> list[Span]:
    """Words inside one box of the (erased) page image, in page points."""
    a, b, c, d = (round(v / ppp) for v in box)
    a, b = max(0, a - pad), max(0, b - pad)
    return _words(Image.fromarray(image[b:d + pad, a:c + pad]), page, ppp, (a, b), settings, config)


def read_grid(image: np.ndarray, ppp: float, grid: tuple[BBox, list[float], list[float]], page: int,
              settings: Knobs) -> list[Span]:
    """A ruled grid's words: the grid as one block, then each cell of a tall (wrapped) row on its own.

    In one block Tesseract garbles a cell wrapped over two lines beside one-line cells ("Document No."
    came back as "a oO."); read alone, the cell comes back whole. Usually only the header row is tall.
    """
    box, cols, seps = grid
    words = read_box(image, ppp, box, page, settings)
    heights = sorted(b - a for a, b in zip(seps, seps[1:], strict=False))
    usual = heights[len(heights) // 2] if heights else 0.0
    for top, bottom in zip(seps, seps[1:], strict=False):
        if bottom - top <= TALL_ROW * usual:
            continue
        words = [w for w in words if not top <= (w.bbox[1] + w.bbox[3]) / 2 <= bottom]
        for x0, x1 in zip(cols, cols[1:], strict=False):
            words += read_box(image, ppp, (x0 + 1, top + 1, x1 - 1, bottom - 1), page, settings, pad=0)
    return words


def _words(image: Image.Image, page: int, ppp: float, origin: tuple[int, int], settings: Knobs,
           config: str) -> list[Span]:
    words, _lines = ocr.ocr_words(image, page, ppp, settings.ocr_languages, settings.tesseract_timeout,
                                  config=config, origin=origin, engine=settings.ocr_engine)
    return words
