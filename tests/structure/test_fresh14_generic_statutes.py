"""Conventions of the generic statutes that corpus half fresh14 showed the parser did not know (session 19, short
round): New Zealand's Acts number their sections without a dot, and a section whose heading is not printed (a data
record's empty heading field) stands as its number alone on its line over its first subsection (`20` / `(1) A legal
requirement ...`), or runs its text on from the number (`18 A legal requirement ...`); Georgia's O.C.G.A. keeps its
definitions' numbers where an excerpt leaves some out (`(1)`, `(3)`, `(6)`). Every snippet is written for this file
(no corpus text verbatim); each case asserts the full structure path of every unit and fails on the code before it."""

from __future__ import annotations

from ingest.structure import parse
from tests.structure.snippets import lines_from, node_at, paths

NZ_EXCERPT = """
Company Records Act 2010
40 A company must keep its records at its registered office.
41 A company may keep its records in electronic form if the records are readily accessible.
42
(1) A company must make its records available for inspection by—
(a) a director of the company; and
(b) a shareholder of the company.
(2) Subsection (1) applies to records kept in electronic form.
43
(1) The Registrar may inspect the records of a company at any reasonable time.
(2) In this section, records means the following:
(a) the register of members:
2
==page==
(b) the minutes of the meetings of the board.
44 Subject to section 45 , a company must retain its records in one of the forms below, if each
form is readily accessible—
(a) in paper form; or
(b) in electronic form.
"""


def test_new_zealand_sections_numbered_alone_over_their_first_subsection() -> None:
    """`42` alone / `(1) ...`: the next section (it goes on from 41, a sentence ended above it); `2` at a page's
    foot is the page's number (the next line is on the next page), not section 2; `44 Subject to ...` / `form is
    ...—` / `(a)`: a sentence wrapped onto a lead-in, no heading."""
    assert paths(NZ_EXCERPT, "generic") == [
        "40", "41", "42", "42 > (1)", "42 > (1) > (a)", "42 > (1) > (b)", "42 > (2)",
        "43", "43 > (1)", "43 > (2)", "43 > (2) > (a)", "43 > (2) > (b)",
        "44", "44 > (a)", "44 > (b)"]
    tree = parse(lines_from(NZ_EXCERPT), [], "generic")
    assert node_at(tree, "44").heading == ""
    assert node_at(tree, "44").text.startswith("Subject to section 45")
    assert node_at(tree, "42").heading == "" and node_at(tree, "42").text == ""


def test_a_number_alone_without_a_first_subsection_under_it_opens_nothing() -> None:
    snippet = """
    Company Records Act 2010
    40 A company must keep its records at its registered office.
    41 A company may keep its records in electronic form if the records are readily accessible.
    42
    The Registrar may inspect the records of a company at any reasonable time.
    """
    assert "42" not in paths(snippet, "generic")


GA_DEFINITIONS = """
§ 7-2-101 Definitions
As used in this article, the term:
(1) "Dealer" means any person who sells vessels in this state.
(6) "Vessel" means every description of watercraft used on the waters of this state.
(9) "Record" means any of the following:
(A) A bill of sale;
(B) A certificate of title.
§ 7-2-102 Registration
(a) Every dealer shall register with the department.
(b) The department shall keep a list of dealers.
"""


def test_georgia_definitions_keep_their_numbers_where_some_are_left_out() -> None:
    """`(6)` and `(9)` on OCR'd lines may read as `(b)` and `(g)` resuming a list; a definition after definitions at
    their indent goes on in their list."""
    assert paths(GA_DEFINITIONS, "generic") == [
        "§ 7-2-101", "§ 7-2-101 > (1)", "§ 7-2-101 > (6)", "§ 7-2-101 > (9)", "§ 7-2-101 > (9) > (A)",
        "§ 7-2-101 > (9) > (B)", "§ 7-2-102", "§ 7-2-102 > (a)", "§ 7-2-102 > (b)"]



AK_CLOSING = """
§ 12.30.090 Definitions
In this chapter,
(1) "dealer" means a person who sells, offers for sale, or exchanges vessels in the state for any purpose;
(2) "record" means a combination of
(A) a bill of sale; and
(B) one of the following documents:
(i) a certificate of title;
(ii) a registration card; and
the documents described in this paragraph are kept by the dealer.
"""


def test_closing_words_naming_their_paragraph_go_to_that_paragraph() -> None:
    """Alaska's (US codes') levels: (1) paragraph, (A) subparagraph, (i) below; closing words after (ii) that say
    `this paragraph` close (2), not (B) whose list they follow."""
    assert paths(AK_CLOSING, "generic") == [
        "§ 12.30.090", "§ 12.30.090 > (1)", "§ 12.30.090 > (2)", "§ 12.30.090 > (2) > (A)",
        "§ 12.30.090 > (2) > (B)", "§ 12.30.090 > (2) > (B) > (i)", "§ 12.30.090 > (2) > (B) > (ii)"]
    tree = parse(lines_from(AK_CLOSING), [], "generic")
    two = node_at(tree, "§ 12.30.090 > (2)")
    assert two.children[-1].kind == "text" and two.children[-1].text.startswith("the documents described")
    assert all(c.kind != "text" for c in node_at(tree, "§ 12.30.090 > (2) > (B)").children)
