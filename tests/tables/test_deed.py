"""The scanned sale deed end to end: its property-tax annexure is one table whose every chunk has the header."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.slow

HEADER = "| Year | Receipt No. | Assessment No. | Amount (Rs.) | Date Paid |"


def test_deed_tax_table_is_one_table_and_every_chunk_starts_with_its_header(ingested) -> None:  # type: ignore[no-untyped-def]
    result, truth = ingested("deed_scan")
    (want,) = truth.tables
    (table,) = result.tables
    assert sorted({p.page for p in table.parts}) == want.pages
    assert table.caption == want.caption
    assert len(table.rows) == len(want.rows)
    chunks = [c for c in result.chunks if c.kind == "table"]
    assert chunks and [c.continuation for c in chunks] == list(range(len(chunks)))
    for c in chunks:
        assert HEADER in c.text.split("\n")[:5], c.text[:300]
        assert c.table_id == table.id and c.regions
        assert c.structure_path and c.structure_path[-1].upper().startswith("ANNEXURE"), c.structure_path
    # the rows that continue on the next page are in a chunk that says so
    assert chunks[-1].page_end == want.pages[-1]
