"""Each table column against its own majority pattern and order: a misread figure (a receipt number split by a
space, a digit changed) reads as a plausible token, so the column, not the lexicon, has to catch it."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ingest.unread import send_to_review
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


def flag_tables(chunks: list[Chunk], tables: list[Table]) -> None:
    """Mark breaking cells as low-confidence spans of their table chunk; an amount, a date or a reference
    number that breaks its column sends the chunk to review."""
    by_table: dict[str, list[Chunk]] = {}
    for chunk in chunks:
        if chunk.kind == "table" and chunk.table_id:
            by_table.setdefault(chunk.table_id, []).append(chunk)
    for table in tables:
        header = table.header_rows[-1] if table.header_rows else []
        for br in column_breaks(table):
            chunk = _holder(table.rows[br.row], by_table.get(table.id, []))
            if chunk is None:
                continue
            name = header[br.column].text if br.column < len(header) else f"column {br.column + 1}"
            page = br.cell.page or table.row_pages[br.row] if br.row < len(table.row_pages) else br.cell.page
            span = Span(text=br.cell.text, page=page or chunk.page_start, confidence=br.cell.confidence,
                        bbox=br.cell.bbox or chunk.regions[0].bbox, source=table.source)
            if span not in chunk.low_confidence_spans:
                chunk.low_confidence_spans.append(span)
            if br.kind in ROUTED:
                send_to_review(chunk, f"table cell {br.cell.text!r} in {name!r} (page {span.page}) {br.why}")


def _holder(row: list[Cell], chunks: list[Chunk]) -> Chunk | None:
    line = " | ".join(c.text.replace("|", "/").replace("\n", " ") for c in row)
    return next((c for c in chunks if line in c.body), chunks[0] if chunks else None)
