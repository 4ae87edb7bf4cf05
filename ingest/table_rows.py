"""Shared pieces of table finding: a found table part, words grouped into rows, cells built from words."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from statistics import mean, median

from schemas import BBox, Cell, Line, Page, Span

# OCR reads a ruling line as a bar or bracket; such a "word" is never cell content
RULE_JUNK = re.compile(r"^[|\[\]{}_]+$")


@dataclass
class RawPart:
    """One page's piece of a table before stitching: column edges, rows of cells, where each row sits."""

    page: int
    bbox: BBox
    col_edges: list[float]  # ncols + 1 x-positions: column i spans col_edges[i]..col_edges[i+1]
    rows: list[list[Cell]]
    row_boxes: list[BBox]
    kind: str  # "grid" (ruled) | "columns" (borderless, aligned words)
    caption: str | None = None
    page_top: float = 0.0  # body area of the page: where the table could start / end
    page_bottom: float = 0.0
    notes: list[str] = field(default_factory=list)

    @property
    def ncols(self) -> int:
        return len(self.col_edges) - 1


def body_words(page: Page) -> list[Span]:
    """The page's words without running headers/footers and ruling-line junk."""
    furniture = [ln.bbox for ln in page.furniture]
    return [w for w in page.words if w.text.strip() and not RULE_JUNK.match(w.text.strip())
            and not any(inside(center(w.bbox), f) for f in furniture)]


def center(b: BBox) -> tuple[float, float]:
    return (b[0] + b[2]) / 2, (b[1] + b[3]) / 2


def inside(pt: tuple[float, float], b: BBox, pad: float = 0.0) -> bool:
    return b[0] - pad <= pt[0] <= b[2] + pad and b[1] - pad <= pt[1] <= b[3] + pad


def union(boxes: list[BBox]) -> BBox:
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))


def group_rows(words: list[Span]) -> list[list[Span]]:
    """Words grouped into visual text rows (top to bottom), each row left to right."""
    if not words:
        return []
    half = median(w.bbox[3] - w.bbox[1] for w in words) * 0.5
    rows: list[list[Span]] = []
    total = 0  # exact sum of the last row's centres (`_exact`): total / (n << EXACT) is statistics.mean's own result
    for w in sorted(words, key=lambda w: center(w.bbox)[1]):
        cy = center(w.bbox)[1]
        if rows and abs(cy - total / (len(rows[-1]) << EXACT)) <= half:
            rows[-1].append(w)
            total += _exact(cy)
        else:
            rows.append([w])
            total = _exact(cy)
    return [sorted(r, key=lambda w: w.bbox[0]) for r in rows]


EXACT = 1074  # every finite float is a whole number of 2**-1074 (the smallest subnormal)


def _exact(x: float) -> int:
    """x in units of 2**-1074, exactly: sums of these are exact, and an int divided by an int is rounded once, as
    statistics.mean rounds its exact Fraction (which cost ~10 us an addition; a page's rows ask thousands)."""
    numerator, denominator = x.as_integer_ratio()  # the denominator is a power of two, at most 2**1074
    return numerator << (EXACT - denominator.bit_length() + 1)


def make_cell(words: list[Span], page: int) -> Cell:
    """A cell's text in reading order, its box, and the mean confidence of its words."""
    if not words:
        return Cell(text="", confidence=1.0, page=page, bbox=None)
    text = " ".join(" ".join(w.text for w in r) for r in group_rows(words))
    return Cell(text=text, confidence=round(mean(w.confidence for w in words), 4), page=page,
                bbox=union([w.bbox for w in words]))


def body_lines(page: Page) -> list[Line]:
    """Body lines of a page (running headers/footers are already in page.furniture)."""
    return [ln for ln in page.lines if ln.text.strip()]


def row_text(row: list[Cell]) -> str:
    return " ".join(c.text for c in row if c.text)
