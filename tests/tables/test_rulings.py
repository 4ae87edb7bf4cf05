"""Ruling lines on a page image: every drawn rule found once, none made from a row of digits."""

from __future__ import annotations

import random

import cv2
import numpy as np
import pytest

from engross.settings import Settings
from ingest import table_ocr
from ingest.rulings import is_horizontal, rulings_from_image, without_hatching
from ingest.table_grid import grids
from samples.scan import Damage
from samples.wear import scribble

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


@pytest.mark.parametrize("seed", [6043, 1, 2])
def test_a_scribble_s_level_strokes_over_text_are_no_rulings_and_a_table_below_keeps_its_own(seed: int) -> None:
    """Damaged seed 6043 (real00 p. 1): a medium scribble's zigzag strokes across the text width are long, straight
    and level (one stroke drops ~2 pt over 450 pt), came back as 12 rulings, the ink accounting took their ink as
    explained and the 51 words under them were lost silently. Four or more level rules closer than a row of print
    are a pen's hatching; the grid below (rows 75 px = 18 pt apart) keeps all its rules."""
    img = _page_with_grid()
    for y in range(300, 560, 60):  # prose lines the scribble crosses
        cv2.putText(img, "shall be liable to a fine not exceeding one thousand", (300, y), cv2.FONT_HERSHEY_SIMPLEX,
                    1.5, 30, 3)
    box = (70.0, 60.0, 525.0, 140.0)  # points: the damaged set's medium scribble over those lines
    painted = img.astype(np.float32)
    scribble(painted, Damage(page=1, bbox=box, kind="scribble", unit_path=[], strength="medium"),
             random.Random(seed))
    found = rulings_from_image(np.clip(painted, 0, 255).astype(np.uint8), PPP)
    assert [b for b in found if b[1] < box[3] + 5] == []  # nothing in or around the scribble
    horiz = [b for b in found if is_horizontal(b)]
    assert (len(horiz), len(found) - len(horiz)) == (21, 6)


def test_a_row_of_form_blanks_and_a_tight_ledger_keep_their_rules() -> None:
    """Not hatching: four blanks side by side on one line (one row), rules every 8 pt from frame to frame, and a
    rectangular stamp's frame with its underlined lines inside (seed 7219 real03 p. 2)."""
    blanks = [(x, 100.0, x + 60.0, 101.0) for x in (72.0, 160.0, 250.0, 340.0)]
    ledger = [(72.0, 300.0 + 8 * i, 500.0 + (i % 2), 301.0 + 8 * i) for i in range(8)]
    stamp = [(130.1, 634.1, 321.1, 637.0), (130.1, 634.1, 133.0, 662.9), (317.3, 634.1, 320.2, 662.9),
             (135.4, 644.2, 177.1, 644.6), (135.4, 653.3, 202.6, 655.2), (130.1, 659.5, 321.1, 662.4)]
    assert without_hatching(blanks + ledger + stamp) == blanks + ledger + stamp
