"""A deed's lettered list whose form blanks line up like columns is the deed's list, not a table (issue 11)."""

from __future__ import annotations

from ingest.tables import find_tables
from schemas import Page, Span

COLS = [90.0, 176.0, 286.0]  # where each row's pieces start: the item and `Rs.`, `/- (Rupees`, `Only) by ...`


def _row(top: float, cells: list[str]) -> list[Span]:
    out = []
    for x, text in zip(COLS, cells, strict=True):
        x0 = x
        for word in text.split():
            out.append(Span(text=word, page=1, bbox=(x0, top, x0 + 5.2 * len(word), top + 9), confidence=0.95,
                            source="ocr"))
            x0 += 5.2 * len(word) + 4
    return out


def _page(rows: list[list[str]]) -> Page:
    words = [w for k, r in enumerate(rows) for w in _row(236 + 19 * k, r)]
    return Page(number=1, width=612, height=792, source="ocr", words=words)


def test_a_lettered_payment_list_with_blanks_in_columns_is_no_table() -> None:
    """A memorandum's `... to be paid in the following manner.` / `a. Rs.____/- (Rupees ____ Only) by --/--/---` /
    `b. ...` read on a scan (the blanks' underscores not read): before, the six items became a three-column table,
    so clause 5 lost its items a-f."""
    rows = [[f"{v}. Rs.", "/- (Rupees", "Only) by --/--/---"] for v in "abcdef"]
    assert find_tables([_page(rows)]) == []


def test_a_table_whose_row_labels_stand_in_cells_of_their_own_is_still_a_table() -> None:
    """A schedule of instalments labelled `a.`, `b.` in a column of their own keeps its table."""
    rows = [[f"{v}.", f"Rs. {10 + k},000", f"0{k + 1}.05.2025"] for k, v in enumerate("abcdef")]
    (table,) = find_tables([_page(rows)])
    assert len(table.rows) + len(table.header_rows) == 6
