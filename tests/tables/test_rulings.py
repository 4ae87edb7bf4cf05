"""Ruling lines on a page image: every drawn rule found once, none made from a row of digits."""

from __future__ import annotations

import cv2
import numpy as np

from engross.settings import Settings
from ingest import table_ocr
from ingest.rulings import is_horizontal, rulings_from_image
from ingest.table_grid import grids

PPP = 72 / 300  # points per pixel at 300 DPI


def _page_with_grid(rows: int = 20, cols: int = 5) -> np.ndarray:
    """An A4 page at 300 DPI: a ruled grid, digits in its cells, a line of prose above it."""
    img = np.full((3508, 2480), 245, np.uint8)
    x0, y0, w, h = 250, 800, 400, 75
    for r in range(rows + 1):
        cv2.line(img, (x0, y0 + r * h), (x0 + cols * w, y0 + r * h), 20, 3)
    for c in range(cols + 1):
        cv2.line(img, (x0 + c * w, y0), (x0 + c * w, y0 + rows * h), 20, 3)
    for r in range(rows):
        for c in range(cols):
            cv2.putText(img, "06.09.2004", (x0 + c * w + 15, y0 + r * h + 52), cv2.FONT_HERSHEY_SIMPLEX, 1.3, 30, 3)
    cv2.putText(img, "The Vendor has paid the property tax as follows:", (250, 700), cv2.FONT_HERSHEY_SIMPLEX,
                1.5, 30, 3)
    return img


def test_every_rule_is_found_once_and_digits_make_no_rule() -> None:
    found = rulings_from_image(_page_with_grid(), PPP)
    horiz = [b for b in found if is_horizontal(b)]
    vert = [b for b in found if not is_horizontal(b)]
    assert (len(horiz), len(vert)) == (21, 6)
    assert all(abs((b[2] - b[0]) - 2000 * PPP) < 4 for b in horiz)  # each a full-width rule, not pieces
    assert all(b[3] - b[1] < 3 for b in horiz)  # thin boxes in points


def test_a_slightly_tilted_grid_is_still_found() -> None:
    img = _page_with_grid()
    matrix = cv2.getRotationMatrix2D((1240, 1754), 0.3, 1.0)  # what deskew may leave behind
    img = cv2.warpAffine(img, matrix, (2480, 3508), borderValue=245)
    found = rulings_from_image(img, PPP)
    assert sum(map(is_horizontal, found)) == 21 and sum(not is_horizontal(b) for b in found) == 6


def test_a_page_frame_of_double_rules_is_no_table_and_is_not_read_again() -> None:
    """A US decree's page (deedocr_1460797 p. 3) is framed by double rules 3.4 pt apart: their pairs made a "grid"
    of three columns (two slivers and the page), the whole page was read again as one table block (~0.6 CPU s) for
    no table, and the ink accounting skipped the page as the grid's. A double rule is one rule; a real grid stays."""
    img = np.full((3508, 2480), 245, np.uint8)
    for inset in (140, 154):  # two frames 14 px (3.4 pt) apart
        cv2.rectangle(img, (inset, inset), (2480 - inset, 3508 - inset), 20, 3)
    cv2.putText(img, "DECREE OF HEIRSHIP", (700, 600), cv2.FONT_HERSHEY_SIMPLEX, 2.0, 30, 4)
    found = rulings_from_image(img, PPP)
    assert sum(1 for b in found if not is_horizontal(b)) >= 4  # both frames' sides are found ...
    assert grids(found) == []  # ... and make no table
    assert table_ocr.grid_words(img, PPP, found, 1, "eng", Settings()) is None  # nothing is read again
    table = rulings_from_image(_page_with_grid(rows=4, cols=3), PPP)
    [(_box, cols, seps)] = grids(table)
    assert len(cols) == 4 and len(seps) == 5
