"""Born-digital table samples: every row in its columns, stitched right, headers carried, no false tables."""

from __future__ import annotations

import pytest

from engross.settings import Settings
from ingest.tables import table_chunks
from schemas import Document
from tests.tables.conftest import DIGITAL, Read


@pytest.mark.parametrize("name", DIGITAL)
def test_every_row_recovered_with_cells_in_their_columns(digital: dict[str, Read], name: str) -> None:
    s = digital[name].score
    assert s.rows_ok == s.rows_exact == s.truth_rows, s.failures
    assert s.extra_tables == 0, s.failures


@pytest.mark.parametrize("name", DIGITAL)
def test_every_table_chunk_starts_with_the_header_and_no_header_is_data(digital: dict[str, Read], name: str) -> None:
    s = digital[name].score
    assert s.chunks_with_header == s.chunks
    assert s.header_as_data == 0
    assert s.header_ok == s.truth_tables, s.failures


def test_table_over_three_pages_with_header_on_page_one_is_one_table(digital: dict[str, Read]) -> None:
    read = digital["tables_grid_once"]
    (table,) = read.tables
    assert [p.page for p in table.parts] == [1, 2, 3]
    assert not any(p.header_repeated for p in table.parts)
    assert table.caption == "Property Tax Payments"
    # why each page break was crossed is written down
    assert sum("first row reads as data" in r for r in table.stitch_reasons) == 2
    assert sorted(set(table.row_pages)) == [1, 2, 3]


def test_repeated_header_on_continuation_pages_is_header_not_data(digital: dict[str, Read]) -> None:
    (table,) = digital["tables_grid_repeat"].tables
    assert [p.header_repeated for p in table.parts] == [False, True, True]
    assert sum("repeats the header" in r for r in table.stitch_reasons) == 2
    assert len(table.rows) == len(digital["tables_grid_repeat"].truth.tables[0].rows)


def test_borderless_table_over_two_pages_is_found_and_stitched(digital: dict[str, Read]) -> None:
    (table,) = digital["tables_borderless"].tables
    assert [p.page for p in table.parts] == [1, 2]
    assert [c.text for c in table.header_rows[0]][:2] == ["Inst. No.", "Due Date"]


def test_different_tables_on_adjacent_pages_stay_apart(digital: dict[str, Read]) -> None:
    read = digital["tables_adjacent"]
    assert [t.id for t in read.tables] == ["t1", "t2"]
    first, second = read.tables
    assert (first.page_start, first.page_end, second.page_start, second.page_end) == (1, 1, 2, 2)
    assert len(first.header_rows[0]) == 4 and len(second.header_rows[0]) == 7
    assert not first.stitch_reasons and not second.stitch_reasons
    assert {c.table_id for c in read.chunks} == {"t1", "t2"}


def test_prose_with_clauses_and_a_two_column_signature_block_is_no_table(digital: dict[str, Read]) -> None:
    assert digital["tables_prose"].tables == []


def test_text_around_a_table_is_not_swallowed(digital: dict[str, Read]) -> None:
    (table,) = digital["tables_grid_once"].tables
    last = table.parts[-1]
    # the certificate's closing paragraph follows the table on page 3: outside the part's box
    assert last.page == 3 and last.bbox[3] < 600
    first = table.parts[0]
    # the caption is inside the first part (so the body does not repeat it); the intro above is not
    assert first.bbox[1] > 140


def test_chunks_keep_whole_rows_under_the_cap_with_header_page_span_and_cell_spans(digital: dict[str, Read]) -> None:
    (table,) = digital["tables_grid_once"].tables
    doc = Document(id="d", source="s.pdf", filename="s.pdf")
    settings = Settings(table_chunk_rows=10)
    chunks = table_chunks(table, doc, "Encumbrance Certificate > Annexure 1", ["Annexure 1"], "p1", "c", settings)
    assert [c.id for c in chunks] == ["c"] + [f"c-{k}" for k in range(1, 8)]
    assert [c.continuation for c in chunks] == list(range(8))
    head = "| Sl. No. | Date of Payment | Receipt No. | Assessment Year | Paid By | Amount (Rs.) |"
    for c in chunks:
        assert c.kind == "table" and c.table_id == "t1" and c.parent_id == "p1"
        assert c.structure_path == ["Annexure 1"]
        assert c.text.startswith("Encumbrance Certificate > Annexure 1\n\nProperty Tax Payments\n" + head)
        assert c.body.startswith("Property Tax Payments\n" + head)
        rows = c.body.split("\n")[3:]
        assert 1 <= len(rows) <= 10
        assert {r.page for r in c.regions} >= set(range(c.page_start, c.page_end + 1))
        # a span per word of every cell (header included), each with its cell's confidence and box
        assert " ".join(w.text for w in c.words) == " ".join(
            cell.text for r in table.header_rows + [table.rows[int(x.split(" | ")[0][2:]) - 1] for x in rows]
            for cell in r)
        assert all(w.confidence == 1.0 and w.page in {r.page for r in table.parts} for w in c.words)
    # rows are never split or lost: together the chunks hold every row once
    assert sum(len(c.body.split("\n")) - 3 for c in chunks) == len(table.rows)
    assert chunks[-1].page_end == 3 and chunks[0].page_start == 1
