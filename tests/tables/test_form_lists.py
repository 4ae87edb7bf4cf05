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


def _text_page(rows: list[list[str]], cols: list[float]) -> Page:
    """A text layer's words (born-digital), each row's pieces starting at `cols`."""
    words = []
    for k, cells in enumerate(rows):
        top = 236 + 22 * k
        for x0, text in zip(cols, cells, strict=True):
            for word in text.split():
                words.append(Span(text=word, page=1, bbox=(x0, top, x0 + 5.2 * len(word), top + 9), confidence=1.0,
                                  source="text"))
                x0 += 5.2 * len(word) + 4
    return Page(number=1, width=612, height=792, source="text", words=words)


def test_a_numbered_facility_list_with_blanks_in_columns_is_no_table_on_a_text_layer() -> None:
    """A bank guarantee's facilities `1. Cash Credits at any one time up to the limit of Rs. ____ (Rupees ____ only)`
    / `2. Overdrafts ...` (Karnataka Bank's SD-08; fresh2's memorandum prints its payments `a. Rs.____/-` the same
    way): the blanks line up like gutters on the born-digital page as on a scan. Before, the five facilities were a
    three-column table and no clause 1-5 was found."""
    rows = [[f"{k}. {what} at any one time of Rs.", "(Rupees", "only)"]
            for k, what in enumerate(["Cash Credits", "Overdrafts", "Demand Loans", "Term Loans"], start=1)]
    assert find_tables([_text_page(rows, [72.0, 330.0, 480.0])]) == []


def test_a_text_layer_table_whose_serial_numbers_stand_in_cells_of_their_own_is_still_a_table() -> None:
    """A fee table numbered `1.`, `2.` in a column of its own keeps its table on a text layer."""
    rows = [[f"{k}.", f"Fee item {k}", f"Rs. {k}00"] for k in range(1, 6)]
    (table,) = find_tables([_text_page(rows, [72.0, 130.0, 400.0])])
    assert len(table.rows) + len(table.header_rows) == 5
