"""A first item spoiled under an item whose number stands alone on its line (session 20, helper f15harsh).

Montana's MCA prints a definition's number alone (`(1)`) with its text all in its lettered items below; a harsh scan
read `(a)` as `(0)`. Under an item with no text of its own, as under an introduction, a marker that fits no open
list with `(b)` next at its indent is the list's first item (a), logged and sent to review (`_spoiled_first`), not a
list resumed at (o). Every snippet is written for this file (no corpus text verbatim).
"""

from __future__ import annotations

from ingest.structure import parse, unit_paths
from schemas import Line
from tests.structure.snippets import lines_from


def _ocr(snippet: str) -> list[Line]:
    return [ln.model_copy(update={"words": [w.model_copy(update={"source": "ocr"}) for w in ln.words]})
            for ln in lines_from(snippet)]


CODE = """
40-3-102 Definitions
As used in this part, unless the context requires otherwise, the following definitions apply:
(1)
(0) "Dealer" means a person who sells goods in the course of a business in this state.
(b) The term does not include a person who sells goods once a year.
(2) "Goods" means any movable property.
40-3-103 Licence
A dealer shall hold a licence.
"""


def test_a_spoiled_first_item_under_a_number_alone_is_its_a() -> None:
    tree = parse(_ocr(CODE), [], "generic")
    got = [" > ".join(p) for p, _ in unit_paths(tree)]
    assert got == ["40-3-102", "40-3-102 > (1)", "40-3-102 > (1) > (a)", "40-3-102 > (1) > (b)", "40-3-102 > (2)",
                   "40-3-103"]
    first = next(n for p, n in unit_paths(tree) if p[-1] == "(a)")
    assert first.inferred
