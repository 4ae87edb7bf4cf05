"""Is a table part found on a scan made of readable cells? Watermarks, signature and notary blocks and diagonal
stamps OCR as scraps ("ge", "&", "©") whose gaps line up like gutters; a real table's cells read as words or
figures (the recorded deed in the shared corpus gave 9 such "tables" on pages with none)."""

from __future__ import annotations

import re
from statistics import mean

from ingest import lexicon
from ingest.table_rows import RawPart
from schemas import Cell

MIN_LEGIBLE = 0.6  # share of cells with a known word or a figure; sample tables read 0.99-1.0, the deed's 0-0.78
SHORT_ROWS = 3  # a part this short has little evidence of columns ...
SHORT_MIN_CONFIDENCE = 0.8  # ... so it must at least be read well (the deed's notary block: 0.59)
RUNNING_TEXT = 0.5  # share of the boundaries between two filled cells falling inside a sentence: prose, not a table
LISTED_ROWS = 3  # at least this many rows opening with a list's items in order: a list laid out like a form
_ITEM = re.compile(r"^\(?(?P<v>[a-z]|[ivx]{1,4}|[1-9]\d?)[.)]\s+\S")
_ROMANS = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii"]


def _legible(token: str) -> bool:
    """A figure (digits: amounts, dates, numbers) or a known word, and no odd character mix."""
    if lexicon.is_odd(token):
        return False
    return any(c.isdigit() for c in token) or lexicon.is_known(token) is True


def legible_share(part: RawPart) -> float:
    cells = [c for row in part.rows for c in row if any(ch.isalnum() for ch in c.text)]
    if not cells:
        return 0.0
    return sum(any(_legible(t) for t in c.text.split()) for c in cells) / len(cells)


def looks_like_a_table(part: RawPart) -> tuple[bool, str]:
    """(keep, why not): a part of mostly unreadable cells, or a short one read poorly, is not a table."""
    share = legible_share(part)
    if share < MIN_LEGIBLE:
        return False, f"p{part.page}: {share:.0%} of cells legible"
    cells = [c for row in part.rows for c in row if c.text.strip()]
    conf = mean(c.confidence for c in cells) if cells else 0.0
    if len(part.rows) <= SHORT_ROWS and conf < SHORT_MIN_CONFIDENCE:
        return False, f"p{part.page}: {len(part.rows)} rows read at confidence {conf:.2f}"
    if running_text(part.rows):
        return False, f"p{part.page}: running text, its cells cut sentences"
    if listed_items(part.rows):
        return False, f"p{part.page}: a lettered list whose blanks line up like columns"
    return True, ""


def listed_items(rows: list[list[Cell]]) -> bool:
    """`a. Rs.____/- (Rupees ____ Only) by (date)` / `b. Rs. ...` / ...: a deed's or memorandum's lettered list
    whose form blanks line up like gutters. Every row's first cell opens with the list's next item (letters or
    romans in order) and words after it in the same cell; a table gives a row's label a cell of its own. The list's
    lead-in may stand above it in the part (`The following enactments are hereby repealed—` / `(a) Wandering Stock
    Ordinance 1951, No 4:` / `(b) ... 1952,` | `No` | `1:`: a Cook Islands or New Zealand Act's repeals, an Indian
    Act's `namely:-`), its one cell ending in a dash or a colon."""
    while rows and _lead_in(rows[0]):
        rows = rows[1:]
    firsts = [r[0].text.strip() if r else "" for r in rows]
    values = [m.group("v") if (m := _ITEM.match(t)) else "" for t in firsts]
    if len(values) < LISTED_ROWS or not all(values):
        return False
    if all(v.isdigit() for v in values):
        return values == [str(int(values[0]) + k) for k in range(len(values))]
    for series in ("abcdefghijklmnopqrstuvwxyz", _ROMANS):
        if values[0] in series:
            k = list(series).index(values[0])
            if list(series)[k:k + len(values)] == values:
                return True
    return False


def _lead_in(row: list[Cell]) -> bool:
    """A row whose one filled cell, its first, ends introducing a list (`... hereby repealed—`, `namely:`)."""
    filled = [c.text.strip() for c in row if c.text.strip()]
    return len(filled) == 1 and bool(row) and row[0].text.strip() == filled[0] \
        and filled[0].rstrip().endswith(("—", "–", ":", "-")) and len(filled[0].split()) >= 2


def running_text(rows: list[list[Cell]]) -> bool:
    """Prose whose wide word spacing lined up like gutters: most boundaries between two filled cells fall inside
    a sentence (`... indemnified against all | losses`, `arising | from any defect`; seed 7741's deeds), where a
    table's next cell starts a value of its own (a capital, a figure)."""
    pairs = [(a.text.strip(), b.text.strip()) for r in rows for a, b in zip(r, r[1:], strict=False)
             if a.text.strip() and b.text.strip()]
    inside = sum(1 for a, b in pairs if b[0].islower() and a[-1] not in ".;:")
    return len(pairs) >= 3 and inside >= RUNNING_TEXT * len(pairs)
