"""A cell that breaks its column's pattern or order is a low-confidence span; amounts, dates and reference
numbers send the chunk to review."""

from __future__ import annotations

from ingest.table_patterns import column_breaks, flag_tables
from schemas import Cell, Chunk, Table, TablePart

HEADER = ["Year", "Receipt No.", "Amount (Rs.)", "Date Paid"]
ROWS = [
    ["2002-03 (I)", "R-35499", "3,060.00", "18.07.2002"],
    ["2002-03 (II)", "R-36104", "3,060.00", "25.01.2003"],
    ["2003-04 (I)", "R-39486", "3,293.00", "25.05.2003"],
    ["2003-04 (II)", "R-41705", "3,293.00", "24.01.2004"],
    ["2004-05 (I)", "R-44182", "3,556.00", "08.07.2004"],
    ["2004-05 (II)", "R-48035", "3,556.00", "15.11.2004"],
]


def _table(rows: list[list[str]]) -> Table:
    return Table(id="t1", parts=[TablePart(page=4, bbox=(72.0, 300.0, 540.0, 600.0))],
                 header_rows=[[Cell(text=h, page=4) for h in HEADER]],
                 rows=[[Cell(text=t, page=4, bbox=(72.0 + 100 * k, 320.0 + 20 * i, 160.0 + 100 * k, 335.0 + 20 * i))
                        for k, t in enumerate(r)] for i, r in enumerate(rows)],
                 row_pages=[4] * len(rows), source="ocr")


def _chunk(table: Table) -> Chunk:
    body = "\n".join("| " + " | ".join(c.text for c in r) + " |" for r in table.rows)
    return Chunk(id="t1", doc_id="d", source="s", kind="table", table_id="t1", body=body, regions=table.parts)


def test_a_clean_table_breaks_nothing() -> None:
    table = _table(ROWS)
    chunk = _chunk(table)
    flag_tables([chunk], [table])
    assert column_breaks(table) == [] and chunk.route == "index" and chunk.low_confidence_spans == []


def test_a_receipt_number_split_by_a_space_sends_the_chunk_to_review() -> None:
    rows = [list(r) for r in ROWS]
    rows[2][1] = "R-3 9486"
    table = _table(rows)
    chunk = _chunk(table)
    flag_tables([chunk], [table])
    assert [(b.row, b.column, b.kind) for b in column_breaks(table)] == [(2, 1, "reference")]
    assert chunk.route == "review"
    assert chunk.review_reasons == ["table cell 'R-3 9486' in 'Receipt No.' (page 4) does not read as a reference"]
    assert [s.text for s in chunk.low_confidence_spans] == ["R-3 9486"]


def test_a_changed_digit_that_breaks_the_order_of_dates_is_caught() -> None:
    rows = [list(r) for r in ROWS]
    rows[3][3] = "24.01.2001"  # read 2001 for 2004: still a date, but out of the column's order
    table = _table(rows)
    assert [(b.row, b.column, b.why) for b in column_breaks(table)] == [
        (3, 3, "out of order among the column's dates")]


def test_a_year_that_breaks_its_column_is_marked_but_not_routed() -> None:
    rows = [list(r) for r in ROWS]
    rows[4][0] = "2O04-05 (I)"
    table = _table(rows)
    chunk = _chunk(table)
    flag_tables([chunk], [table])
    assert chunk.route == "index" and [s.text for s in chunk.low_confidence_spans] == ["2O04-05 (I)"]


# --- rows lost from a column of instalments (review-findings S2) ---------------------------------------------

def _tax_table(drop: set[int] = frozenset(), misread: dict[int, str] | None = None, seed: int = 4242) -> Table:
    """The deed generator's own tax rows (two instalments a year), less the rows a fade or a fold took."""
    import random

    from samples.deed import _tax_rows

    rows = _tax_rows(random.Random(seed), 2002, 8, "W12")
    texts = [[(misread or {}).get(i, r[0]), *r[1:]] for i, r in enumerate(rows) if i not in drop]
    return Table(id="t1", parts=[TablePart(page=4, bbox=(72.0, 300.0, 540.0, 700.0))],
                 header_rows=[[Cell(text=h, page=4) for h in ["Year", "Receipt No.", "Assessment No.", "Amount (Rs.)",
                                                              "Date Paid"]]],
                 rows=[[Cell(text=t, page=4) for t in r] for r in texts], row_pages=[4] * len(texts), source="ocr")


def test_rows_lost_from_the_instalment_column_send_the_chunk_to_review() -> None:
    table = _tax_table(drop={6, 7})  # 2005-06 (I) and (II) faded out with the grid's rules: no cell, no rule
    chunk = _chunk(table)
    flag_tables([chunk], [table])
    assert chunk.route == "review"
    assert any("table rows missing" in r and "2004-05 (II)" in r and "2006-07 (I)" in r for r in chunk.review_reasons)


def test_a_misread_instalment_label_is_not_a_lost_row() -> None:
    table = _tax_table(misread={3: "2003-04 (ID)", 4: "2004-05 (1)"})  # OCR's D for I, 1 for I: nothing missing
    chunk = _chunk(table)
    flag_tables([chunk], [table])
    assert not [r for r in chunk.review_reasons if "rows missing" in r]
    assert [s.text for s in chunk.low_confidence_spans] == ["2003-04 (ID)"]  # still marked for a reviewer


def test_a_row_lost_where_a_fold_cut_the_table_in_two_is_caught() -> None:
    whole = _tax_table(drop={5})
    first, second = (Table(id=f"t{k}", parts=whole.parts, header_rows=whole.header_rows if k == 1 else [],
                           rows=rows, row_pages=[4] * len(rows), source="ocr")
                     for k, rows in ((1, whole.rows[:5]), (2, whole.rows[5:])))
    chunks = [_chunk(first), _chunk(second)]
    chunks[1].id = chunks[1].table_id = "t2"
    flag_tables(chunks, [first, second])
    assert chunks[0].route == "index" and chunks[1].route == "review", [c.review_reasons for c in chunks]
