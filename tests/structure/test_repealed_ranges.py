"""Sections repealed or omitted together, printed as one entry (`7. to 12 [Repealed, R.S., 1985, c. 22 (1st Supp.),
s. 5]` in Canada's consolidations; `3.–5. Omitted.` in reprints that drop spent sections): one unit labelled as
printed, whose last number carries the sequence, so the live sections after it (13, 14, ...) open as they should.
Before (session 16's untuned fresh11 run), the entry read as section 7 with `to 12 ...` as its text, 13 after 7 was
refused, and every later section of the Surplus Crown Assets Act ran into 7's chunk (born 26/41)."""

from __future__ import annotations

import pytest

from tests.structure.snippets import gold_misses, paths

CONSOLIDATION = """
Harbour Assets Act
1 This Act may be cited as the Harbour Assets Act.
2 In this Act, Minister means the Minister of Transport.
3 (1) The Minister may sell surplus harbour assets.
  (2) A sale under subsection (1) is subject to the regulations.
4. to 6. [Repealed, 1991, c. 4, s. 2]
7 The Minister may make regulations.
8 This Act binds the Crown.
"""


def test_a_repealed_range_is_one_unit_and_the_sections_after_it_open() -> None:
    assert paths(CONSOLIDATION) == ["1", "2", "3", "3 > (1)", "3 > (2)", "4. to 6", "7", "8"]


def test_an_omitted_range_with_a_dash_is_one_unit_too() -> None:
    reprint = """
    1. This Act may be cited as the Harbour Assets Act.
    2. In this Act, Minister means the Minister of Transport.
    3.–5. Omitted.
    6. The Minister may make regulations.
    """
    assert paths(reprint) == ["1", "2", "3.–5", "6"]


def test_numbers_with_to_in_a_sentence_are_no_range() -> None:
    snippet = """
    1. This Act may be cited as the Harbour Assets Act.
    2. A licence lasts from
    3 to 12 months as the Minister fixes.
    3. The Minister may make regulations.
    """
    assert paths(snippet) == ["1", "2", "3"]


@pytest.mark.parametrize("doc_id", ["gen_ca_surplus_crown_assets_act"])
def test_a_real_consolidation_with_two_repealed_ranges_places_its_later_sections(doc_id: str) -> None:
    """The Surplus Crown Assets Act (fresh11: `7. to 12 [Repealed ...]`, `16. to 18 [Repealed ...]`), laid out as its
    born copy, judged against its gold: every unit from 13 on under its true path (the SCHEDULE, printed as its note
    alone after the repealed 21, is a miss of its own)."""
    missed = gold_misses(doc_id)
    if missed is None:
        pytest.skip(f"{doc_id} is not in the corpus")
    assert not [m for m in missed if m.split(" > ")[0] in {"7. to 12", "13", "14", "15", "16. to 18", "19", "20"}]
