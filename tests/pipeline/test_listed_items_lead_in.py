"""A lettered list under its lead-in, laid out like columns on a scan, is a list (session 22, helper f17scan).

A Cook Islands or New Zealand Act's repeals (`The following enactments are hereby repealed—` / `(a) ... Ordinance
1951, No 4:` / `(b) ... 1952,` | `No` | `1:`) line up their `No n` like a column; the lead-in above the items made the
part no list, so it was kept as a table and its words left the section's text. Rows made by hand for this file.
"""

from __future__ import annotations

from ingest.table_legible import listed_items
from schemas import Cell


def _rows(texts: list[list[str]]) -> list[list[Cell]]:
    return [[Cell(text=t, page=4) for t in row] for row in texts]


REPEALS = [["The following enactments are hereby repealed—", "", ""],
           ["(a) Stray Cattle Ordinance 1950,", "No", "3:"],
           ["(b) Stray Cattle Amendment Ordinance 1953,", "No", "1:"],
           ["(c) Stray Cattle Amendment Ordinance 1958,", "No", "2."]]


def test_a_lettered_list_under_its_lead_in_is_a_list() -> None:
    assert listed_items(_rows(REPEALS))


def test_the_same_rows_under_a_heading_that_introduces_nothing_are_not() -> None:
    """`Enactments repealed` (no dash, no colon) is a table's caption or heading row, not a list's lead-in."""
    assert not listed_items(_rows([["Enactments repealed", "", ""], *REPEALS[1:]]))


def test_a_table_under_a_lead_in_stays_a_table() -> None:
    """A fee table under `The fees are as follows:` gives each row's label a cell of its own: no list."""
    assert not listed_items(_rows([["The fees are as follows:", "", ""], ["(a)", "Licence", "$50"],
                                   ["(b)", "Renewal", "$25"], ["(c)", "Transfer", "$10"]]))
