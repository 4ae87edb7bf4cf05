"""A page's lines in the order a reader takes them: column by column, top to bottom, from the page itself.

Neither Tesseract's block list nor its lines are an order to trust on their own: on a one-column page it may
put a definition's opening line in a later block than its own items, and on a two-column page it may join the
two columns' rows into single lines. Columns come from the words' boxes: a gutter that (almost) no word
crosses, wide against the spaces between words, with text standing on both sides of it in several rows and
filling each column. Lines that cross it are cut there; lines that span it (titles) cut the page into bands
read one after another. Tesseract's blocks are one piece of evidence: where they already keep the two sides
apart, one row side by side is enough.
"""

from __future__ import annotations

from statistics import median

import numpy as np

from ingest.ocr import line_from_words
from schemas import Line, Span

MIDDLE = (0.3, 0.7)  # a gutter stands in this share of the text's width
MIN_SIDE_LINES = 3  # line pieces needed on each side of a gutter
MIN_SIDE_BY_SIDE = 2  # rows with text on both sides of the gutter (1 when Tesseract's blocks agree)
MAX_CROSSING = 0.25  # share of lines that may span the gutter (titles over both columns)
GUTTER_VS_SPACE = 3.0  # a gutter is this many times wider than the usual space between words
FULL = 0.5  # a column's line pieces (the median one) fill at least this share of its width
STEP = 2.0  # points between gutter candidates


def order_lines(lines: list[Line]) -> list[Line]:
    """One page's lines in reading order (lines of several pages are ordered page by page); a line that
    runs across a column gutter is cut in two there."""
    if len({ln.page for ln in lines}) > 1:
        pages = sorted({ln.page for ln in lines})
        return [x for p in pages for x in order_lines([ln for ln in lines if ln.page == p])]
    if len(lines) < 2:
        return list(lines)
    gutter, space = find_gutter(lines), _word_space(lines)
    if gutter is None:
        return _top_down(lines, space)
    out: list[Line] = []
    band: list[Line] = []
    for ln in _top_down([piece for whole in lines for piece in _cut(whole, gutter, space)], space):
        if ln.bbox[0] < gutter < ln.bbox[2]:  # a line over both columns closes the band above it
            out.extend(_columns(band, gutter, space))
            out.append(ln)
            band = []
        else:
            band.append(ln)
    out.extend(_columns(band, gutter, space))
    return out


def find_gutter(lines: list[Line]) -> float | None:
    """The x of a gutter between two columns of text, or None for a one-column page."""
    words = [w for ln in lines for w in _words(ln)]
    left_edge, right_edge = min(w.bbox[0] for w in words), max(w.bbox[2] for w in words)
    width = right_edge - left_edge
    if width <= 0:
        return None
    space = _word_space(lines)
    xs = [left_edge + MIDDLE[0] * width + STEP * k for k in range(int((MIDDLE[1] - MIDDLE[0]) * width / STEP) + 1)]
    spanning = _spanning(lines, np.array(xs), space).tolist()
    fewest = min(spanning)
    if fewest > MAX_CROSSING * len(lines):
        return None
    gutter = _middle_of_longest_run([x for x, n in zip(xs, spanning, strict=True) if n == fewest])
    pieces = [p for ln in lines for p in _cut(ln, gutter, space)]
    left = [p for p in pieces if p.bbox[2] <= gutter]
    right = [p for p in pieces if p.bbox[0] >= gutter]
    if len(left) < MIN_SIDE_LINES or len(right) < MIN_SIDE_LINES:
        return None
    if median(p.bbox[2] - p.bbox[0] for p in left) < FULL * (gutter - left_edge) \
            or median(p.bbox[2] - p.bbox[0] for p in right) < FULL * (right_edge - gutter):
        return None  # short pieces on both sides (labels and values, signatures) are not columns of text
    rows = sum(1 for a in left if any(_same_row(a, b) for b in right))
    blocks_agree = not ({p.block for p in left} & {p.block for p in right}) and all(p.block for p in pieces)
    return gutter if rows >= (1 if blocks_agree else MIN_SIDE_BY_SIDE) else None


def _spanning(lines: list[Line], xs: np.ndarray, space: float) -> np.ndarray:
    """How many lines run across each x (as _spans decides, for every candidate at once: a page has ~100
    candidates and ~50 lines, which one by one cost a tenth of a second a page)."""
    counts = np.zeros(len(xs), dtype=int)
    for ln in lines:
        words = _words(ln)
        if not words:
            continue
        x0 = np.array([w.bbox[0] for w in words])[:, None]
        x1 = np.array([w.bbox[2] for w in words])[:, None]
        covered = ((x0 < xs) & (xs < x1)).any(axis=0)
        left = np.where(x1 <= xs, x1, -np.inf).max(axis=0)  # the nearest word end at or before x
        right = np.where(x0 >= xs, x0, np.inf).min(axis=0)  # the nearest word start at or after x
        bridged = np.isfinite(left) & np.isfinite(right) & (right - left < GUTTER_VS_SPACE * space)
        counts += covered | bridged
    return counts


def _spans(ln: Line, x: float, space: float) -> bool:
    """The line runs across x: a word covers it, or words stand on both sides at an ordinary spacing."""
    words = _words(ln)
    if any(w.bbox[0] < x < w.bbox[2] for w in words):
        return True
    left = [w.bbox[2] for w in words if w.bbox[2] <= x]
    right = [w.bbox[0] for w in words if w.bbox[0] >= x]
    return bool(left and right) and min(right) - max(left) < GUTTER_VS_SPACE * space


def _middle_of_longest_run(xs: list[float]) -> float:
    runs: list[list[float]] = []
    for x in xs:
        if runs and x - runs[-1][-1] <= STEP * 1.5:
            runs[-1].append(x)
        else:
            runs.append([x])
    run = max(runs, key=len)
    return (run[0] + run[-1]) / 2


def _words(ln: Line) -> list[Span]:
    """The line's words, or the line as one word when it carries none."""
    return ln.words or [Span(text=ln.text, page=ln.page, bbox=ln.bbox, confidence=ln.confidence, source="ocr")]


def _cut(ln: Line, gutter: float, space: float) -> list[Line]:
    """The line as it stands on each side of the gutter (whole when it spans the gutter or one side is empty)."""
    if not ln.words or _spans(ln, gutter, space):
        return [ln]
    left = [w for w in ln.words if w.bbox[2] <= gutter]
    right = [w for w in ln.words if w.bbox[0] >= gutter]
    if not left or not right:
        return [ln]
    return [line_from_words(left, block=ln.block), line_from_words(right, block=ln.block)]


def _word_space(lines: list[Line]) -> float:
    """The usual space between neighbouring words of a line (0 when lines carry no words)."""
    gaps = [b.bbox[0] - a.bbox[2] for ln in lines for a, b in zip(ln.words, ln.words[1:], strict=False)
            if b.bbox[0] > a.bbox[2]]
    return median(gaps) if gaps else 0.0


def _same_row(a: Line, b: Line) -> bool:
    """Two lines at the same height: their vertical extents overlap by half the smaller one."""
    overlap = min(a.bbox[3], b.bbox[3]) - max(a.bbox[1], b.bbox[1])
    return overlap > 0.5 * min(a.bbox[3] - a.bbox[1], b.bbox[3] - b.bbox[1])


def _columns(band: list[Line], gutter: float, space: float) -> list[Line]:
    left = [ln for ln in band if ln.bbox[2] <= gutter]
    right = [ln for ln in band if ln.bbox[2] > gutter]
    return _top_down(left, space) + _top_down(right, space)


def _top_down(lines: list[Line], space: float = 0.0) -> list[Line]:
    """Top to bottom; the lines of one visual row left to right, pieces of one line rejoined."""
    rows: list[list[Line]] = []
    for ln in sorted(lines, key=lambda ln: (ln.bbox[1], ln.bbox[0])):
        if rows and any(_same_row(ln, x) for x in rows[-1]):
            rows[-1].append(ln)
        else:
            rows.append([ln])
    return [ln for row in rows for ln in _join_row(sorted(row, key=lambda ln: ln.bbox[0]), space)]


def _join_row(row: list[Line], space: float) -> list[Line]:
    """Pieces of one printed line that Tesseract put in separate blocks (`(a` and `) the Chief Justice;`) are
    one line again when they stand at an ordinary word spacing; a wider gap keeps them apart (a margin note)."""
    out = [row[0]]
    for ln in row[1:]:
        last = out[-1]
        if last.words and ln.words and space and ln.bbox[0] - last.bbox[2] < GUTTER_VS_SPACE * space:
            out[-1] = line_from_words(last.words + ln.words, block=last.block)
        else:
            out.append(ln)
    return out
