"""Harsh scans of the looked-at half fresh18 (session 23 short round, helper f18scan): a student organization's bylaws
(US, `ARTICLE II` / `Section 1.` / `a.`) as the harsh scan read them, abridged. A first `Section 1.` read `Section L.`
under an Article whose items cite `Article IV.` wrapped to a line's start; small-letter items whose dot was read `o`
(`bo The First ...`) or with a speck before the letter (`ec. The Second ...`). Each test failed before (what it gave
is in its docstring)."""

from __future__ import annotations

from ingest.structure import parse
from tests.structure.snippets import lines_from, node_at, paths

CITED_ARTICLE = """
ARTICLE I
NAME AND OBJECTIVES
Section 1. The name of the organization shall be KGB.
Section 2. The organization shall not be conducted or operated for profit.
ARTICLE II
DEFINITIONS
Section L. Standing Definitions. The terms defined as follows shall be considered standing definitions:
a. Majority. A majority shall be defined as a number greater than one-half of the total.
b. Organization Quorum. A quorum of the organization is required in order to hold meetings as set forth in
Article IV. Sections 1 and 2. and shall be either a majority of the voting members or seventy five percent
(75%) of the active members.
c. Board Quorum. A quorum of the Board is required in order to hold meetings.
Section 2. Provisional Definitions. All terms not previously defined shall be defined by the dictionary.
"""


def test_a_spoiled_first_section_under_an_article_that_cites_an_article() -> None:
    """Before: `Section L.` was read as Section 3 (the next after Article I's last), the look ahead for the next
    section stopping at `Article IV.` (a citation the builder keeps as text), so Article II's items a.-c. stood under
    a Section 3 and its Section 2 after it."""
    assert paths(CITED_ARTICLE, "generic") == [
        "ARTICLE I", "ARTICLE I > Section 1", "ARTICLE I > Section 2", "ARTICLE II", "ARTICLE II > Section 1",
        "ARTICLE II > Section 1 > a", "ARTICLE II > Section 1 > b", "ARTICLE II > Section 1 > c",
        "ARTICLE II > Section 2"]
    tree = parse(lines_from(CITED_ARTICLE), [], "generic")
    assert "Article IV. Sections 1 and 2." in node_at(tree, "ARTICLE II > Section 1 > b").text


OFFICERS = """
ARTICLE V
OFFICERS
Section 1. Executive Board. The officers of the organization shall constitute the Executive Board.
Section 2. Officers. The organization officers, consisting of the following, shall serve in their capacities.
a. The President shall preside at all meetings of the organization and of the Board.
bo The First Vice-President shall be in charge of fellowship and shall actively recruit new members.
ec. The Second Vice-President shall be in charge of organizing fellowship activities.
d. The Corresponding Secretary shall have charge of all correspondence pertinent to the organization.
e. The Recording Secretary shall keep a record of all meetings of the organization.
Section 3. Officer Requirements. All officers shall be voting members.
"""


def test_small_letter_items_whose_dot_was_misread() -> None:
    """Before: `bo` and `ec.` were words, so a. stood alone, the list never opened and a.-e. were Section 2's text
    (five units off their paths). Now b. and c. are repairs, logged for review, their words as read."""
    assert paths(OFFICERS, "generic") == [
        "ARTICLE V", "ARTICLE V > Section 1", "ARTICLE V > Section 2", "ARTICLE V > Section 2 > a",
        "ARTICLE V > Section 2 > b", "ARTICLE V > Section 2 > c", "ARTICLE V > Section 2 > d",
        "ARTICLE V > Section 2 > e", "ARTICLE V > Section 3"]
    tree = parse(lines_from(OFFICERS), [], "generic")
    b = node_at(tree, "ARTICLE V > Section 2 > b")
    assert b.text.startswith("The First Vice-President") and (b.inferred or "").startswith("numbering misread")


def test_a_word_where_the_next_letter_would_stand_stays_a_word() -> None:
    """Guard: `do not ...` after c. is a word at the list's indent, not `d.` read `do`; and `bo` with no `a.` before
    it at its indent opens nothing."""
    snippet = """
    Section 2. The objectives of the organization shall be:
    a. to promote fellowship among its members.
    b. to take an active and positive role in campus life.
    c. to hold meetings. Sections 1 and 2 of Article IV
    do not apply to such meetings.
    Section 3. Dues.
    bo by lapsing. A membership will be considered as lapsed.
    """
    assert paths(snippet, "generic") == ["Section 2", "Section 2 > a", "Section 2 > b", "Section 2 > c", "Section 3"]
