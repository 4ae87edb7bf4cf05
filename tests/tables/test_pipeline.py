"""Whole pipeline (`ingest.pipeline.run`) on a table sample: the table's chunks reach the output."""

from __future__ import annotations

from engross.settings import Settings
from ingest.pipeline import run
from tests.tables.conftest import TABLES


def test_table_in_a_document_without_numbered_units_becomes_table_chunks() -> None:
    pdf = TABLES / "tables_grid_once.pdf"
    result = run(pdf.read_bytes(), str(pdf), Settings())
    assert len(result.tables) == 1
    chunks = [c for c in result.chunks if c.kind == "table"]
    assert len(chunks) == 4 and all("| Sl. No. | Date of Payment |" in c.text for c in chunks)
    # and the rows are not also in the body text
    assert not any("TR/1946/" in c.text for c in result.chunks if c.kind != "table")
