"""Each table column against its own majority pattern and order: a misread figure (a receipt number split by a
space, a digit changed) reads as a plausible token, so the column, not the lexicon, has to catch it."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ingest.unread import flag_words, send_to_review
from schemas import Cell, Chunk, Span, Table

# cell classes, most specific first; a column takes the class most of its cells match
CLASSES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("date", re.compile(r"^\d{1,2}[./-]\d{1,2}[./-](\d{2}|\d{4})$")),
    ("year", re.compile(r"^(19|20)\d\d([-/]\d{2,4})?(\s?\((I{1,3}|IV|V|[1-4])\))?$")),
    ("amount", re.compile(r"^(Rs\.?|PhP|RM|INR|₹|\$)?\s?(\d{1,3}(,\d{2,3})+|\d+)\.\d{2}(/-)?$")),
    ("reference", re.compile(r"^[A-Z]{0,4}[-/]?\d{3,}([-/][A-Z0-9]+)*$|^[A-Z]{1,4}\d*(/\d+)+$")),
    ("roman", re.compile(r"^[IVXLC]+$|^[ivxlc]+$")),
    ("number", re.compile(r"^\d+$")),
)
ROUTED = {"amount", "date", "reference"}  # a break in these sends the chunk to review; others are only marked
MAJORITY = 0.6  # share of a column's cells that must match a class for the column to have a pattern
MIN_CELLS = 4  # shorter columns say too little about their own pattern
ORDERED = 0.8  # share of steps that rise for a column to count as a rising sequence
_ORDERED_CLASSES = {"date", "year", "reference"}
# a year with its instalment (`2004-05 (II)`, `1998-99 (1)`: OCR's 1 for I is the same instalment)
_INSTALMENT = re.compile(r"^((?:19|20)\d\d)(?:[-/]\d{2,4})?\s?\((I{1,3}|IV|[1-4])\)$")
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4}


@dataclass
class Break:
    """A cell that does not fit its column."""

    row: int
    column: int
    cell: Cell
    kind: str  # the column's class
    why: str


def column_breaks(table: Table) -> list[Break]:
    """Cells that break their column's majority class, or a rising sequence (years, dates, receipts)."""
    out: list[Break] = []
    width = max((len(r) for r in table.rows), default=0)
    for col in range(width):
        cells = [(i, r[col]) for i, r in enumerate(table.rows) if col < len(r) and r[col].text.strip()]
        if len(cells) < MIN_CELLS:
            continue
        kind = _column_class([c.text for _, c in cells])
        if kind is None:
            continue
        pattern = dict(CLASSES)[kind]
        fits = [(i, c) for i, c in cells if pattern.match(c.text.strip())]
        out += [Break(i, col, c, kind, f"does not read as {_article(kind)} {kind}") for i, c in cells
                if not pattern.match(c.text.strip())]
        if kind in _ORDERED_CLASSES:
            out += [Break(i, col, c, kind, f"out of order among the column's {kind}s") for i, c in _dips(fits, kind)]
    return out


def _article(kind: str) -> str:
    return "an" if kind[0] in "aeiou" else "a"


def _column_class(texts: list[str]) -> str | None:
    for kind, pattern in CLASSES:
        if sum(1 for t in texts if pattern.match(t.strip())) >= MAJORITY * len(texts):
            return kind
    return None


def _key(text: str, kind: str) -> tuple[int, ...]:
    if kind == "date":
        d, m, y = (int(x) for x in re.split(r"[./-]", text.strip()))
        return (y + (2000 if y < 100 else 0), m, d)
    return tuple(int(x) for x in re.findall(r"\d+", text)[:1])


def _dips(cells: list[tuple[int, Cell]], kind: str) -> list[tuple[int, Cell]]:
    """In a column that (mostly) rises, a value lower than the one before while the next is back above it,
    or higher than the next while the one before is already under it: one misread figure."""
    keys = [_key(c.text, kind) for _, c in cells]
    steps = list(zip(keys, keys[1:], strict=False))
    if len(steps) < 3 or sum(1 for a, b in steps if b >= a) < ORDERED * len(steps):
        return []
    out = []
    for k in range(1, len(keys) - 1):
        prev, here, nxt = keys[k - 1], keys[k], keys[k + 1]
        if (here < prev and nxt >= prev) or (here > nxt and prev <= nxt):
            out.append(cells[k])
    return out


@dataclass
class RowGap:
    """Rows missing from a column of instalments (`2009-10 (II)` then `2011-12 (I)`): lost, not misread."""

    row: int  # the first row after the gap
    column: int
    before: str
    after: str
    missing: int


def _instalment(text: str) -> int | None:
    """Position of a year-and-instalment cell in its sequence (year x 8 + instalment), None when it is not one."""
    m = _INSTALMENT.match(text.strip())
    return int(m.group(1)) * 8 + (_ROMAN.get(m.group(2)) or int(m.group(2))) if m else None


def row_gaps(rows: list[list[Cell]]) -> list[RowGap]:
    """Where a column of instalments (each year's I, II, ...) skips positions between two rows that stand next
    to each other: rows lost under a fade or a fold that took the grid's rules with them. One cell that breaks
    the sequence on both sides while its neighbours agree is a misread (`column_breaks` marks it), not a gap."""
    out: list[RowGap] = []
    width = max((len(r) for r in rows), default=0)
    for col in range(width):
        cells = [(i, r[col].text) for i, r in enumerate(rows) if col < len(r) and r[col].text.strip()]
        keyed = [(i, t, k) for i, t in cells if (k := _instalment(t)) is not None]
        if len(keyed) < MIN_CELLS or len(keyed) < MAJORITY * len(cells):
            continue
        per_year = max(k % 8 for _, _, k in keyed)
        if per_year < 2:
            continue
        pos = [(i, t, (k // 8) * per_year + k % 8 - 1) for i, t, k in keyed]
        kept = [p for k, p in enumerate(pos) if not (0 < k < len(pos) - 1 and not _fits(pos[k - 1], p)
                                                     and not _fits(p, pos[k + 1]) and _fits(pos[k - 1], pos[k + 1]))]
        steps = list(zip(kept, kept[1:], strict=False))
        if not steps or sum(_fits(a, b) for a, b in steps) < ORDERED * len(steps):
            continue
        out += [RowGap(b[0], col, a[1], b[1], (b[2] - a[2]) - (b[0] - a[0])) for a, b in steps
                if b[2] - a[2] > b[0] - a[0]]
    return out


def _fits(a: tuple[int, str, int], b: tuple[int, str, int]) -> bool:
    """Two (row, text, position) cells as far apart in the sequence as in the table."""
    return b[2] - a[2] == b[0] - a[0]


def flag_tables(chunks: list[Chunk], tables: list[Table]) -> None:
    """Mark breaking cells as low-confidence spans of their table chunk; an amount, a date or a reference
    number that breaks its column sends the chunk to review."""
    by_table: dict[str, list[Chunk]] = {}
    for chunk in chunks:
        if chunk.kind == "table" and chunk.table_id:
            by_table.setdefault(chunk.table_id, []).append(chunk)
    for k, table in enumerate(tables):
        header = table.header_rows[-1] if table.header_rows else []
        for br in column_breaks(table):
            chunk = _holder(table.rows[br.row], by_table.get(table.id, []))
            if chunk is None:
                continue
            name = header[br.column].text if br.column < len(header) else f"column {br.column + 1}"
            page = br.cell.page or table.row_pages[br.row] if br.row < len(table.row_pages) else br.cell.page
            span = Span(text=br.cell.text, page=page or chunk.page_start, confidence=br.cell.confidence,
                        bbox=br.cell.bbox or chunk.regions[0].bbox, source=table.source)
            flag_words(chunk, [span])
            if br.kind in ROUTED:
                send_to_review(chunk, f"table cell {br.cell.text!r} in {name!r} (page {span.page}) {br.why}")
        _flag_lost_rows(table, by_table.get(table.id, []))
        if k and _continues(tables[k - 1], table):
            _flag_lost_rows(table, by_table.get(table.id, []), tables[k - 1])


def _continues(before: Table, table: Table) -> bool:
    """A table that may be the rest of the one before it (a fold across a row cuts one grid in two)."""
    width = max((len(r) for r in table.rows), default=0)
    return (0 <= table.page_start - before.page_end <= 1 and width > 0
            and width == max((len(r) for r in before.rows), default=0))


def _flag_lost_rows(table: Table, chunks: list[Chunk], before: Table | None = None) -> None:
    """Send the chunk holding the row after a gap in an instalment column to review; with `before` (the table
    just before this one), only a gap between its last row and this table's first."""
    first = len(before.rows) if before else 0
    header = (table.header_rows or (before.header_rows if before else []) or [[]])[-1]
    for gap in row_gaps((before.rows if before else []) + table.rows):
        if gap.row < first or (before and gap.row != first):
            continue
        row = gap.row - first
        chunk = _holder(table.rows[row], chunks)
        if chunk is None:
            continue
        name = header[gap.column].text if gap.column < len(header) else f"column {gap.column + 1}"
        page = table.row_pages[row] if row < len(table.row_pages) else chunk.page_start
        send_to_review(chunk, f"table rows missing (page {page}): {name!r} goes from {gap.before!r} to "
                              f"{gap.after!r}, {gap.missing} row(s) not read")


def _holder(row: list[Cell], chunks: list[Chunk]) -> Chunk | None:
    line = " | ".join(c.text.replace("|", "/").replace("\n", " ") for c in row)
    return next((c for c in chunks if line in c.body), chunks[0] if chunks else None)
