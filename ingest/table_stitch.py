"""Cross-page stitching: decide, with recorded reasons, whether a table part continues the one before it."""

from __future__ import annotations

import re

from rapidfuzz import fuzz

from ingest.table_rows import RawPart, row_text
from schemas import BBox, Cell, Page, Table, TablePart

Loose = dict[int, list[tuple[BBox, str]]]  # per page: text rows outside every table part

DIGIT = re.compile(r"\d")
CONTINUED = re.compile(r"\bcontinu|\bcontd\b|\(suite\)", re.I)
# a line that only points across the break ("Continued on next page", "See notes at end of table")
BRIDGE = re.compile(r"\bcontinu|\bcontd\b|\(suite\)|notes? at (the )?end of (the )?table|over ?leaf|p\.?t\.?o\b", re.I)
REPEAT_MATCH = 80  # rapidfuzz ratio at which a line on one page is the same line printed on the next
HEADER_MATCH = 80  # rapidfuzz ratio at which a continuation's first row is the header again (OCR noise)
EDGE_TOL = 8.0  # points: ruled column edges on consecutive pages agree within this
MAX_SHIFT = 40.0  # points a whole table may move between facing pages (mirrored margins)
END_ZONE = 0.55  # a part that continues must end below this fraction of the page height ...
START_ZONE = 0.45  # ... and its continuation must start above this one


def numeric_columns(rows: list[list[Cell]]) -> list[int]:
    """Columns where most data cells carry digits (dates, numbers, amounts)."""
    if not rows:
        return []
    ncols = len(rows[0])
    return [i for i in range(ncols)
            if sum(1 for r in rows if DIGIT.search(r[i].text)) >= 0.6 * len(rows)]


def header_like(row: list[Cell], data: list[list[Cell]]) -> bool:
    """A row with words, no digits, where the data below it has digits: a header, not a record."""
    cols = numeric_columns(data)
    return bool(cols) and all(not DIGIT.search(row[i].text) for i in cols) and any(c.text for c in row)


def same_header(row: list[Cell], header: list[list[Cell]]) -> bool:
    return bool(header) and fuzz.ratio(row_text(row).lower(), row_text(header[0]).lower()) >= HEADER_MATCH


def header_rows(first: RawPart) -> int:
    """How many leading rows of a table's first part are its header (0, 1 or 2)."""
    rows = first.rows
    if len(rows) < 2:
        return 0
    if not numeric_columns(rows[1:]):
        return 1  # all-text table: its first row is the header by convention
    if not header_like(rows[0], rows[1:]):
        return 0
    # a header wrapped onto a second text row (borderless tables) is header too
    return 2 if len(rows) > 3 and header_like(rows[1], rows[2:]) else 1


def _edges_agree(a: RawPart, b: RawPart) -> tuple[bool, float]:
    """Whether the column edges match, allowing the whole table to shift (odd/even page margins)."""
    if a.ncols != b.ncols:
        return False, float("inf")
    shifts = sorted(y - x for x, y in zip(a.col_edges, b.col_edges, strict=True))
    shift = shifts[len(shifts) // 2]
    if abs(shift) > MAX_SHIFT:
        return False, abs(shift)
    off = max(abs(y - x - shift) for x, y in zip(a.col_edges, b.col_edges, strict=True))
    if a.kind == "grid" and b.kind == "grid":
        return off <= EDGE_TOL, off
    # borderless edges sit mid-gutter and move with the widest cell on the page: compare inner gutters
    inner = max((abs(y - x - shift) for x, y in zip(a.col_edges[1:-1], b.col_edges[1:-1], strict=True)),
                default=0.0)
    narrow = min(e1 - e0 for e0, e1 in zip(a.col_edges, a.col_edges[1:], strict=False))
    return inner <= max(EDGE_TOL, 0.5 * narrow), inner


def _repeated(text: str, rows: list[tuple[BBox, str]]) -> bool:
    return any(fuzz.ratio(text, other) >= REPEAT_MATCH for _, other in rows)


def text_between(prev: RawPart, part: RawPart, pages: dict[int, Page], loose: Loose) -> str | None:
    """Why prev and part are not adjacent across the page break, or None when nothing lies between.

    Text printed on both pages (a form's title block, a legend of codes under every page's table) is the
    form's furniture, not body text that ends one table and starts another.
    """
    p_prev, p_next = pages[prev.page], pages[part.page]
    # text in the outer 6% of the page is furniture the furniture stage may have missed on a short document
    below = [t for b, t in loose[prev.page]
             if b[1] >= prev.bbox[3] - 1 and b[3] < p_prev.height * 0.94 and not BRIDGE.search(t)
             and not _repeated(t, loose[part.page])]
    if below:
        return f"body text below the part on page {prev.page}: {below[0][:40]!r}"
    above = [t for b, t in loose[part.page] if b[3] <= part.bbox[1] + 1 and b[1] > p_next.height * 0.06
             and not _repeated(t, loose[prev.page])]
    if any(BRIDGE.search(t) for t in above):
        above = []  # a "Table 4 - Continued" title (and its wrapped lines) announces the continuation
    if part.caption and not CONTINUED.search(part.caption) and part.caption != prev.caption:
        return f"page {part.page} part has its own title {part.caption!r}"
    if above:
        return f"body text above the part on page {part.page}: {above[-1][:40]!r}"
    if prev.bbox[3] < p_prev.height * END_ZONE or part.bbox[1] > p_next.height * START_ZONE:
        return "parts are not at the page break (bottom of one page, top of the next)"
    return None


def continues(group: list[RawPart], header: list[list[Cell]], part: RawPart, pages: dict[int, Page],
              loose: Loose) -> tuple[list[str], bool] | None:
    """Reasons part continues the group's table and whether its first row repeats the header; None if not."""
    prev = group[-1]
    if part.page != prev.page + 1:
        return None
    if text_between(prev, part, pages, loose):
        return None
    agree, off = _edges_agree(prev, part)
    if not agree:
        return None
    reasons = [f"p{prev.page} part ends at the page bottom and p{part.page} part starts at the top, "
               "no body text between (text repeated on both pages ignored)",
               f"{part.ncols} columns, x-positions agree within {off:.1f} pt"]
    data = [r for g in group for r in g.rows][len(header):]
    if header and same_header(part.rows[0], header):
        return reasons + ["first row repeats the header"], True
    if header_like(part.rows[0], data):
        return None  # a header of its own that differs from ours: a different table
    return reasons + ["first row reads as data"], False


def build_table(table_id: str, group: list[RawPart], header_n: int, repeated: list[bool],
                reasons: list[str], source: str) -> Table:
    """The logical table: header rows from the first part, data rows from all, repeated headers skipped."""
    header = group[0].rows[:header_n]
    rows, row_pages, parts = [], [], []
    for k, part in enumerate(group):
        skip = header_n if k == 0 else (len(header) if repeated[k] else 0)
        rows += part.rows[skip:]
        row_pages += [part.page] * len(part.rows[skip:])
        parts.append(TablePart(page=part.page, bbox=part.bbox, header_repeated=repeated[k]))
    return Table(id=table_id, caption=group[0].caption, parts=parts, header_rows=header, rows=rows,
                 row_pages=row_pages, stitch_reasons=reasons, source=source)  # type: ignore[arg-type]
