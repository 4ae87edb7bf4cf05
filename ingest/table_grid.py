"""Ruled tables: ruling lines that cross each other form a grid; words fall into its cells."""

from __future__ import annotations

from bisect import bisect_right

from ingest.rulings import is_horizontal
from ingest.table_rows import RawPart, center, group_rows, inside, make_cell, union
from schemas import BBox, Page, Span

TOUCH = 3.0  # points: a horizontal and a vertical rule this close meet
DEDUPE = 6.0  # rules closer than this are one: a double stroke (a US decree's page frame, 3.4 pt apart: a "grid" of
# the whole page, read again whole for no table), a thick line split by the threshold; no cell is this narrow (the
# narrowest seen: 8.2 pt, an oil and gas lease's form)


def grid_parts(page: Page, words: list[Span]) -> list[RawPart]:
    """Every ruled table on the page: clusters of crossing rules with at least 2 columns, holding text."""
    parts = [_grid_part(page, g, words) for g in grids(page.rulings)]
    return [p for p in parts if p]


def grids(rulings: list[BBox]) -> list[tuple[BBox, list[float], list[float]]]:
    """Ruled grids by their lines alone: box, column edges, row separators (whether or not text was read)."""
    horiz = [b for b in rulings if is_horizontal(b)]
    vert = [b for b in rulings if not is_horizontal(b)]
    out = []
    for hs, vs in _clusters(horiz, vert):
        box = union(hs + vs)
        height, width = box[3] - box[1], box[2] - box[0]
        # full-height rules are column edges; a short rule only splits a header cell
        cols = _positions([center(v)[0] for v in vs if v[3] - v[1] >= 0.5 * height])
        seps = _positions([center(h)[1] for h in hs if h[2] - h[0] >= 0.5 * width])
        if len(cols) >= 3 and len(seps) >= 2:
            out.append((box, cols, seps))
    return out


def _meets(h: BBox, v: BBox) -> bool:
    return h[0] - TOUCH <= center(v)[0] <= h[2] + TOUCH and v[1] - TOUCH <= center(h)[1] <= v[3] + TOUCH


def _clusters(horiz: list[BBox], vert: list[BBox]) -> list[tuple[list[BBox], list[BBox]]]:
    """Groups of rules connected by crossings (union-find over horizontal/vertical pairs)."""
    parent = list(range(len(horiz) + len(vert)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, h in enumerate(horiz):
        for j, v in enumerate(vert):
            if _meets(h, v):
                parent[find(i)] = find(len(horiz) + j)
    groups: dict[int, tuple[list[BBox], list[BBox]]] = {}
    for i, h in enumerate(horiz):
        groups.setdefault(find(i), ([], []))[0].append(h)
    for j, v in enumerate(vert):
        groups.setdefault(find(len(horiz) + j), ([], []))[1].append(v)
    return [g for g in groups.values() if len(g[0]) >= 2 and len(g[1]) >= 3]


def _positions(values: list[float]) -> list[float]:
    out: list[float] = []
    for v in sorted(values):
        if out and v - out[-1] <= DEDUPE:
            continue
        out.append(v)
    return out


def _grid_part(page: Page, grid: tuple[BBox, list[float], list[float]], words: list[Span]) -> RawPart | None:
    box, cols, seps = grid
    mine = [w for w in words if inside(center(w.bbox), box, pad=1.0)]
    bands = [[w for w in mine if seps[i] <= center(w.bbox)[1] < seps[i + 1]] for i in range(len(seps) - 1)]
    bands = [b for b in bands if b]
    text_rows = sum(len(group_rows(b)) for b in bands)
    # rules between (most) rows: a band is a row and may hold wrapped cells; otherwise a row per text line
    rows_words = bands if len(bands) * 2 >= text_rows else [r for b in bands for r in group_rows(b)]
    caption = None
    if rows_words and len(rows_words) > 1 and _spans_columns(rows_words[0], cols):
        # a title printed across the top row of the box ("CASE MANAGEMENT ORDERS") names the table
        caption = " ".join(" ".join(w.text for w in r) for r in group_rows(rows_words[0]))
        rows_words = rows_words[1:]
    rows, row_boxes = [], []
    for rw in rows_words:
        by_col: list[list[Span]] = [[] for _ in range(len(cols) - 1)]
        for w in rw:
            i = min(max(bisect_right(cols, center(w.bbox)[0]) - 1, 0), len(cols) - 2)
            by_col[i].append(w)
        rows.append([make_cell(c, page.number) for c in by_col])
        row_boxes.append((box[0], min(w.bbox[1] for w in rw), box[2], max(w.bbox[3] for w in rw)))
    if not rows or (len(rows) == 1 and len(cols) < 4):
        return None  # one boxed row of one or two fields is a form's field box, not a table
    return RawPart(page=page.number, bbox=box, col_edges=cols, rows=rows, row_boxes=row_boxes, kind="grid",
                   caption=caption)


def _spans_columns(words: list[Span], cols: list[float]) -> bool:
    """A row whose words run across an inner column rule: one merged cell, i.e. a title row."""
    return any(w.bbox[0] < edge - 2 < edge + 2 < w.bbox[2] for w in words for edge in cols[1:-1])
