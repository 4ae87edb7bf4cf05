"""A clause number run into its first item (`2. (a) That ...`) read the way HARSH scans read it keeps its clause.

Truth from how the agreement was written (its annotated gold text, corpus/gold.py, `*&` for an item printed on its
clause's line; never the parser's output): laid out born-digital, its lines taken as OCR'd lines, and the clause
lines spoiled as the fresh5 harsh scan of a hypothecation agreement read them (session 11): `2. (a) That` read
`2.44) That`, `10. (i) The` read `10.) Phe`.
"""

from __future__ import annotations

import pytest

from corpus.gold import parse_text
from engross.evaluation import judge
from ingest.structure import explain, parse
from samples.styles import convention_truth, laid_out
from schemas import Line
from tests.structure.snippets import spoiled_lines

TEXT = """# an agreement whose clauses open with their first item on the clause's line
^ HYPOTHECATION AGREEMENT
- The Bank having agreed to grant the Borrower a loan, IT IS AGREED AS FOLLOWS:
* 1.| The Borrower hereby hypothecates to the Bank by way of first charge:
  * (a)| the goods described in the Schedule hereto; and
  * (b)| the book debts of the Borrower now due or which may become due.
* 2.|
  *& (a)| That the Borrower shall pay to the Bank interest on the advances at the agreed rate.
  * (b)| In the event of any revision of the rate, the Borrower shall be deemed to have notice of it.
* 3.| The Bank shall not be required to make advances otherwise than at its own discretion.
* 4.|
  *& (i)| The Borrower shall keep the goods insured against loss or damage by fire.
  * (ii)| If the Borrower fails to insure the goods, the Bank may insure them at his cost.
* 5.| The Borrower shall furnish the Bank every month a statement of the goods.
"""


def _lines(spoil: dict[str, str]) -> list[Line]:
    return spoiled_lines(laid_out(parse_text(TEXT)), spoil)


def _misplaced(lines: list[Line]) -> list[str]:
    truth = convention_truth(parse_text(TEXT), "glued_items", "in_deed")
    return [" > ".join(p.path) for p in judge.placements(parse(lines, []), truth) if not p.placed]


@pytest.mark.parametrize("spoil", [
    {"2. (a) That": "2.44) That"},
    {"2. (a) That": "2.(a) That", "4. (i) The": "4.) The"},
    {"4. (i) The": "4.4) The"},
])
def test_a_clause_number_run_into_its_spoiled_first_item_keeps_its_clause(spoil: dict[str, str]) -> None:
    """Before, the clause was no unit: its items went under the clause before (the fresh5 agreement's clause 2 and
    its items stood under 1 > (b))."""
    assert _misplaced(_lines({})) == []
    lines = _lines(spoil)
    assert sum(ln.text.startswith(tuple(spoil.values())) for ln in lines) == len(spoil)
    assert _misplaced(lines) == []
    assert any("run into its first item" in d for d in explain(lines))


def test_a_glued_number_that_does_not_fit_the_clauses_stays_text() -> None:
    """`7.4) The ...` between clauses 2 and 3 fits no clause number: it stays text (a wrapped citation's tail)."""
    lines = _lines({"2. (a) That": "7.44) That"})
    assert not any("run into its first item" in d for d in explain(lines))
