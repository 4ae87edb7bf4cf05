"""A table's rule whose column rules rise from it is no form blank: erased as one, the table's faded last row was
hidden from the ink accounting and its chunk indexed with the row missing (seed 9781, session 11)."""

import cv2
import numpy as np

from ingest import blanks


def _page(with_columns: bool) -> np.ndarray:
    """A half-resolution page: lines of print, then a long rule under a header row, with (or without) the short
    column rules a ruled table rises from it."""
    page = np.full((700, 1000), 250, np.uint8)
    for row in range(4):
        cv2.putText(page, "The Vendor shall pay the said amount", (80, 80 + 40 * row), cv2.FONT_HERSHEY_SIMPLEX,
                    0.8, 0, 2)
    cv2.putText(page, "Year", (120, 330), cv2.FONT_HERSHEY_SIMPLEX, 0.8, 0, 2)
    cv2.line(page, (100, 350), (900, 350), 0, 2)
    if with_columns:
        for x in (260, 420, 580, 740):
            cv2.line(page, (x, 300), (x, 350), 0, 2)
    return page


def test_a_rule_the_column_rules_rise_from_is_not_a_blank() -> None:
    assert blanks.find(_page(with_columns=True), 0.24, []) == []


def test_a_lone_rule_under_no_print_is_still_a_blank() -> None:
    found = blanks.find(_page(with_columns=False), 0.24, [])
    assert [p.kind for p in found] == ["rule"]
