"""A deed, a contract and company articles printed in each drafting convention land every unit under its true path.

Ground truth from the generator (samples/deed_styles.py): model articles of association with paragraphs numbered
afresh under every article, a sale deed's clauses after each form of the operative words, a commercial contract's
1 / 1.1 / 1.1.1 / (a) / (i), an agreement whose description numbers its parties; laid out born-digital with and
without indented levels (articles printed flat number their paragraphs at the articles' margin), read as a text
layer and as OCR'd lines. The truth is the annotated format's reading of the labels, never the parser's output; the
conventions are catalogued with real examples in docs/structure.md ("Deed and contract conventions").
"""

from __future__ import annotations

import itertools

import pytest

from engross.evaluation import judge
from ingest.structure import parse
from samples import deed_styles
from schemas import Line
from tests.structure.snippets import layout_lines

CASES = list(itertools.product([c.name for c in deed_styles.CONVENTIONS], (True, False), ("text", "ocr")))


def _lines(name: str, indent: bool, source: str) -> list[Line]:
    return layout_lines(deed_styles.layout(name, indent), source)


def misplaced(name: str, indent: bool, source: str) -> list[str]:
    truth = deed_styles.truth(name)
    return [" > ".join(p.path) for p in judge.placements(parse(_lines(name, indent, source), []), truth)
            if not p.placed]


@pytest.mark.parametrize(("name", "indent", "source"), CASES,
                         ids=[f"{n}-{'indented' if i else 'flat'}-{s}" for n, i, s in CASES])
def test_every_unit_of_a_deed_in_each_convention_lands_under_its_true_path(name, indent, source) -> None:
    assert misplaced(name, indent, source) == []


def test_the_generator_writes_what_each_convention_prints() -> None:
    """The truth holds the levels each convention names: an article's paragraph and its lettered item, a contract's
    1.1.1 and (i), a deed's lettered clause after the operative words."""
    want = {"articles_of_association": "PART 2 > 4 > 2 > b",
            "commercial_contract": "2 > 2.2 > (a) > (iii)",
            "sale_deed_operative_1": "d"}
    for name, path in want.items():
        assert path in [" > ".join(u.path) for u in deed_styles.truth(name).units], name
