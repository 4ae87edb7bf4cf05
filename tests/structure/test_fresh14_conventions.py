"""Conventions behind the fresh14 half's misses (session 19 short round, helper ph14): a Philippine Act divided into
`ARTICLE 1`, `ARTICLE 2` (arabic, alone on their lines, the title below) holding `SECTION 1.`, `SEC. 2.` numbered on
through them; a definition whose quoted term meets its dash with no space (`"Vice-Chancellor"—` / `(a)` `(b)`); and
the closing words of an amending item's quoted insertion wrapped to the next line's start (`the words "or` /
`(ea)";`). Every snippet is written for this file (no corpus text verbatim); each case asserts the full structure
path of every unit and fails on the code before it, but the treaty's, which guards what the Articles' rule leaves."""

from __future__ import annotations

from tests.structure.snippets import paths

ARTICLES_OF_AN_ACT = """
REPUBLIC ACT NO. 9000
Be it enacted by the Senate and House of Representatives of the Philippines in Congress assembled:
ARTICLE 1
GENERAL PROVISIONS
SECTION 1. Short Title.—This Act shall be known as the "Infant Care Act."
SEC. 2. Declaration of Policy.—It is the policy of the State to protect the health of every infant.
SEC. 3. Objectives.—The objectives of the program are:
1) To ensure that every infant is examined at birth;
2) To keep a register of the examinations.
ARTICLE 2
DEFINITION OF TERMS
SEC. 4. Definitions.—In this Act, the following terms shall mean:
1) Examination
means the tests made on an infant within a day of birth.
2) Register
means the record the Department keeps.
ARTICLE 3
FINAL PROVISIONS
SEC. 5. Effectivity.—This Act shall take effect fifteen days after its publication.
"""


def test_a_philippine_acts_arabic_articles_hold_the_sections_numbered_on_through_them() -> None:
    """`ARTICLE 1` / `GENERAL PROVISIONS` / `SECTION 1.` ... `ARTICLE 2` / `SEC. 4.`: Articles numbered in arabic that
    hold Sections are containers, as `ARTICLE I` is in Codes and implementing rules (before: each Article alone was
    read as a treaty's provision, empty, and every Section stood at the top, `SECTION 1` not `ARTICLE 1 > SECTION
    1`)."""
    assert paths(ARTICLES_OF_AN_ACT, "ph_statute") == [
        "ARTICLE 1", "ARTICLE 1 > SECTION 1", "ARTICLE 1 > SEC. 2", "ARTICLE 1 > SEC. 3", "ARTICLE 1 > SEC. 3 > (1)",
        "ARTICLE 1 > SEC. 3 > (2)", "ARTICLE 2", "ARTICLE 2 > SEC. 4", "ARTICLE 2 > SEC. 4 > (1)",
        "ARTICLE 2 > SEC. 4 > (2)", "ARTICLE 3", "ARTICLE 3 > SEC. 5"]


def test_a_treatys_arabic_articles_opening_with_paragraphs_stay_provisions() -> None:
    """The same Articles alone on their lines, each opening with `1.`: a treaty's Articles (the provisions), not
    containers: the rule above asks for a `Section` under every Article."""
    treaty = """
    ARTICLE 1
    Definitions
    1. In this Convention, mission means any embassy.
    ARTICLE 2
    Establishment
    1. Relations are established by consent.
    2. Consent to relations implies consent to missions.
    """
    assert paths(treaty, "generic") == ["ARTICLE 1", "ARTICLE 1 > 1", "ARTICLE 2", "ARTICLE 2 > 1", "ARTICLE 2 > 2"]


TERM_AND_DASH = """
2. In this Act, unless the context otherwise requires—
"Council" means the Council on Higher Learning established under section 3;
"University" means—
(a) a University established under the Universities Act 1971; or
(b) a branch campus of a foreign University;
"Rector"—
(a) in relation to a University means its Vice-Chancellor or President; and
(b) in relation to a college means its Principal.
3. There shall be established a Council to be known as the "Council on Higher Learning".
"""


def test_a_definitions_limbs_stay_its_text_when_the_term_meets_its_dash_without_a_space() -> None:
    """`"Rector"—` / `(a)` / `(b)`: an unnumbered definition whose dash follows the closing quote directly keeps its
    limbs as the definition's text, as `"University" means—` does (before: `2 > (a)`, `2 > (b)`, the section's
    text cut short at them)."""
    assert paths(TERM_AND_DASH, "my_statute") == ["2", "3"]


WRAPPED_QUOTE = """
3. Section 3 of the principal Act is amended—
(a) in subsection (1) by inserting after paragraph (e) the following paragraph:
"(ea) two surgeons to be appointed by the Minister;";
(b) in subsections (2) and (5) by inserting after the words "subsection (1)(e)" the words "or
(ea)";
(c) in subsection (7)—
(i) by substituting for the colon a full stop; and
(ii) by deleting the proviso;
(d) by deleting subsection (12);
(e) in subsection (13)—
(i) by deleting the word "or" at the end of paragraph (a); and
(ii) in paragraph (b) by substituting for the full stop the word "; or".
4. Section 17 of the principal Act is amended by deleting subsection (2).
"""


def test_a_label_and_its_closing_quote_wrapped_to_a_lines_start_close_the_inserted_words() -> None:
    """`the words "or` / `(ea)";`: the label before the closing quotation mark ends the words an amendment inserts,
    wrapped to the line's start, not an item (before: `(ea)` opened an item read as `(c)`, and `(c)`..`(e)` slid one
    letter down, `(d)` under `(e) > (ii)`)."""
    assert paths(WRAPPED_QUOTE, "my_statute") == [
        "3", "3 > (a)", "3 > (b)", "3 > (c)", "3 > (c) > (i)", "3 > (c) > (ii)", "3 > (d)", "3 > (e)",
        "3 > (e) > (i)", "3 > (e) > (ii)", "4"]
