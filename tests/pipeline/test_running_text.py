"""Justified prose whose wide word spacing lines up like gutters is not a table: seed 7741's clean deed page 3
(clause 9) was read as a three-column table, so 9.1 and 9.2 were cells, not units, and the eval judged the chunk
against the tax table. Truth from the generator (samples/make_damaged.py); only that page is read."""

from __future__ import annotations

import pytest

from engross.settings import Settings
from ingest.pipeline import run
from samples.make_damaged import generated_document
from tests.pipeline.pdfs import one_page


@pytest.fixture(scope="module")
def page3():  # type: ignore[no-untyped-def]
    _, pdf, truth = generated_document(4, 7741)
    return run(one_page(pdf, 3), "dmg7741_04_deed-p3.pdf", Settings()), truth


def test_a_clause_of_justified_prose_is_not_read_as_a_table(page3) -> None:  # type: ignore[no-untyped-def]
    result, truth = page3
    clause = next(p for p in truth.paragraphs if p.page == 3 and p.unit_path == ["9", "9.1"])
    assert "indemnified" in clause.text
    assert not [c.body for c in result.chunks if c.kind == "table" and "indemnified" in c.body]
    assert any(c.kind != "table" and "indemnified" in (c.body or c.text) for c in result.chunks)
