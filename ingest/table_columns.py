"""Borderless tables: runs of text rows whose words line up in three or more columns with clear gutters."""

from __future__ import annotations

from bisect import bisect_right
from statistics import median

import numpy as np

from ingest.table_rows import RawPart, center, group_rows, make_cell, union
from schemas import Cell, Page, Span

MIN_COLS = 3  # two "columns" are a signature block or a label and its value, never a table
MIN_ROWS = 3
# multi-column prose (a Federal Register page) splits into 3 "columns" of full lines; a table has at
# least two columns of short cells
MIN_SHORT_COLS = 2
SHORT_CELL_WORDS = 3
GUTTER = 1.1  # times the text height: a gap this wide between words starts a new segment of a row
# inside a block of such rows, a narrower strip that no row crosses still separates columns (a right-aligned
# amount followed by left-aligned text leaves only the cell padding between them); a space is ~0.3 text heights
NARROW_GUTTER = 0.6
BINS = 4  # coverage bins per point: the narrowest gutters are ~5 pt wide


def column_parts(page: Page, words: list[Span]) -> list[RawPart]:
    """Blocks of consecutive rows that each split into >= 3 segments at wide gaps, sharing gutters."""
    rows = group_rows(words)
    if not rows:
        return []
    size = median(w.bbox[3] - w.bbox[1] for w in words)
    parts: list[RawPart] = []
    block: list[list[Span]] = []
    for row in rows + [[]]:  # the empty sentinel closes the last block
        near = block and row and row[0].bbox[1] - max(w.bbox[3] for w in block[-1]) <= 2.0 * size
        if row and _segments(row, size) >= MIN_COLS and (near or not block):
            block.append(row)
            continue
        if len(block) >= MIN_ROWS:
            part = _part(page, block, size)
            if part:
                parts.append(part)
        block = [row] if row and _segments(row, size) >= MIN_COLS else []
    return parts


def _segments(row: list[Span], size: float) -> int:
    return 1 + sum(1 for a, b in zip(row, row[1:], strict=False) if b.bbox[0] - a.bbox[2] >= GUTTER * size)


def _gutters(block: list[list[Span]], x0: float, x1: float, size: float) -> list[float]:
    """x-positions of gutters: vertical strips no word of the block touches (one stray word forgiven)."""
    cover = np.zeros(int((x1 - x0) * BINS) + 2, dtype=int)
    for row in block:
        seen = np.zeros_like(cover, dtype=bool)
        for w in row:
            seen[int((w.bbox[0] - x0) * BINS):int(np.ceil((w.bbox[2] - x0) * BINS))] = True
        cover += seen
    free = cover <= (1 if len(block) >= 8 else 0)  # a long header cell may cross one gutter
    cuts, start = [], None
    for i, f in enumerate(free):
        if f and start is None:
            start = i
        elif not f and start is not None:
            if (i - start) / BINS >= NARROW_GUTTER * size:
                cuts.append(x0 + (start + i) / 2 / BINS)
            start = None
    return cuts


def tail_part(page: Page, words: list[Span], edges: list[float], top_zone: float) -> RawPart | None:
    """The first rows of a page that fall into the columns of a borderless table from the page before.

    A table's last one or two rows carried over to the next page are too few to be found on their own
    (MIN_ROWS); they are taken when they sit at the top of the page and fit the known columns.
    """
    if not words:
        return None
    size = median(w.bbox[3] - w.bbox[1] for w in words)
    taken: list[list[Span]] = []
    for row in group_rows(words):
        if row[0].bbox[1] < page.height * 0.06:
            continue  # a running header the furniture stage left behind
        if row[0].bbox[1] > page.height * top_zone or not _fits(row, edges, size):
            break
        taken.append(row)
    if not taken:
        return None
    ncols = len(edges) - 1
    rows = []
    for rw in taken:
        by_col: list[list[Span]] = [[] for _ in range(ncols)]
        for w in rw:
            by_col[min(max(bisect_right(edges, center(w.bbox)[0]) - 1, 0), ncols - 1)].append(w)
        rows.append([make_cell(c, page.number) for c in by_col])
    box = union([w.bbox for r in taken for w in r])
    return RawPart(page=page.number, bbox=(edges[0], box[1], edges[-1], box[3]), col_edges=list(edges), rows=rows,
                   row_boxes=[union([w.bbox for w in r]) for r in taken], kind="columns")


def _fits(row: list[Span], edges: list[float], size: float) -> bool:
    """Every word inside the table's span and inside one column; several columns filled."""
    if row[0].bbox[0] < edges[0] - size or row[-1].bbox[2] > edges[-1] + size:
        return False
    if any(w.bbox[0] < e < w.bbox[2] for w in row for e in edges[1:-1]):
        return False
    cols = {bisect_right(edges, center(w.bbox)[0]) for w in row}
    return len(cols) >= min(MIN_COLS, len(edges) - 1) and _segments(row, size) >= 2


def _content(cell: Cell) -> bool:
    # a column of ":" or "-" (a transcript's caption block, leader dots) is layout, not data
    return any(ch.isalnum() for ch in cell.text)


def _short_columns(rows: list[list[Cell]]) -> int:
    """Columns whose typical cell is a few words (dates, numbers, names); columns of prose have lines."""
    out = 0
    for i in range(len(rows[0])):
        sizes = sorted(len(r[i].text.split()) for r in rows if _content(r[i]))
        out += bool(sizes) and sizes[len(sizes) // 2] <= SHORT_CELL_WORDS
    return out


def _part(page: Page, block: list[list[Span]], size: float) -> RawPart | None:
    box = union([w.bbox for r in block for w in r])
    edges = [box[0]] + _gutters(block, box[0], box[2], size) + [box[2]]
    ncols = len(edges) - 1
    if ncols < MIN_COLS:
        return None
    rows, row_boxes = [], []
    for rw in block:
        by_col: list[list[Span]] = [[] for _ in range(ncols)]
        for w in rw:
            by_col[min(bisect_right(edges, center(w.bbox)[0]) - 1, ncols - 1)].append(w)
        rows.append([make_cell(c, page.number) for c in by_col])
        row_boxes.append(union([w.bbox for w in rw]))
    # a real table fills most of its cells; prose that happens to have gaps leaves many empty
    filled = sum(1 for r in rows for c in r if _content(c)) / (len(rows) * ncols)
    if filled < 0.7 or _short_columns(rows) < MIN_SHORT_COLS:
        return None
    return RawPart(page=page.number, bbox=box, col_edges=edges, rows=rows, row_boxes=row_boxes, kind="columns")
