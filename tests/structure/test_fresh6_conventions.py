"""Conventions behind the fresh6 half's born-digital misses (session 12): an inserted section printed `2-A.`, a list
its item introduces with a comma, statutory forms in a schedule, omission marks, closing words after a list. Every
snippet is written for this file (no corpus text verbatim); each case asserts the full structure path of every unit
and fails on the code before it."""

from __future__ import annotations

from ingest.structure import parse
from tests.structure.snippets import lines_from, node_at, paths

HYPHEN_INSERTED = """
THE PUBLIC RECORDS ACT, 1901
1. Short title. This Act may be called the Public Records Act, 1901.
2. Definitions. In this Act, unless the context otherwise requires,--
(a) record means any document kept by an office;
(b) office means a public office.
2-A. Copies of records. A copy of a record shall be given on payment of the following, namely:
(a) a fee of ten rupees; and
(b) the cost of paper.
3. Power to make rules. The Government may make rules.
"""


def test_a_section_inserted_with_a_hyphen_before_its_letter_is_a_section() -> None:
    """`2-A.` (India prints a section inserted by amendment so): a section labelled as printed, between 2 and 3
    (before, it stayed in section 2's last item and its items went under 2)."""
    assert paths(HYPHEN_INSERTED, "generic") == [
        "1", "2", "2 > (a)", "2 > (b)", "2-A", "2-A > (a)", "2-A > (b)", "3"]


KEYWORD_INSERTED = """
SECTION 4. Powers. - The Board shall regulate the trade.
SEC. 4-A. Fees. - The Board may charge the following fees:
(a) a filing fee; and
(b) an inspection fee.
SEC. 5. Effectivity. - This Act shall take effect upon approval.
"""


def test_a_keyword_section_inserted_with_a_hyphen_is_labelled_as_printed() -> None:
    assert paths(KEYWORD_INSERTED, "ph_statute") == [
        "SECTION 4", "SEC. 4-A", "SEC. 4-A > (a)", "SEC. 4-A > (b)", "SEC. 5"]


COMMA_INTRODUCED = """
2. Definitions. In this Act,--
(1) court means a civil court;
(2) certified copy means, where the register of a society,
(a) is kept on paper, a copy signed by its secretary;
(b) is kept on a computer, a printout signed by its secretary;
(3) society means a registered society.
"""


def test_an_item_ending_in_a_comma_introduces_a_list_whose_second_item_follows() -> None:
    """`(2) ... where the register of a society,` / `(a) is kept on paper ...` / `(b) ...`: the `(a)` opening with
    a verb is the first item of a list, not a wrapped reference (`section 2 (a) is ...`), because `(b)` follows."""
    assert paths(COMMA_INTRODUCED, "generic") == [
        "2", "2 > (1)", "2 > (2)", "2 > (2) > (a)", "2 > (2) > (b)", "2 > (3)"]


FORMS = """
SCHEDULE
FORM 1
WATER SUPPLY ACT 2010
NOTICE OF CONNECTION
[Section 5]
I, .................... hereby give notice that the premises below will be connected.
2. The connection shall be made within fourteen days of this notice.
3. This notice takes effect on ....................
Dated ....................
FORM 2
WATER SUPPLY ACT 2010
NOTICE OF DISCONNECTION
[Section 9]
I, .................... hereby give notice that the supply to the premises below will be cut.
2. *The owner may appeal against this notice within thirty days.
Dated ....................
"""


def test_statutory_forms_in_a_schedule_are_levels_numbering_their_paragraphs_afresh() -> None:
    """`FORM 1` / heading lines / an unnumbered first paragraph / `2.` / `3.`: each form is a level of the schedule
    (before, the forms were the schedule's text and `2.` after a first form fitted nothing); `2. *The owner ...` (a
    form's mark for words to delete) opens its paragraph."""
    assert paths(FORMS, "my_statute") == [
        "SCHEDULE", "SCHEDULE > FORM 1", "SCHEDULE > FORM 1 > 2", "SCHEDULE > FORM 1 > 3", "SCHEDULE > FORM 2",
        "SCHEDULE > FORM 2 > 2"]


def test_form_in_prose_is_no_level() -> None:
    """`Form 2 of the Schedule shall be used ...` cites a form; only a label on its own line is one."""
    assert paths("1. Notices. Form 2 of the Schedule shall be used for every notice.\n"
                 "2. Fees. The fee is ten ringgit.\n", "my_statute") == ["1", "2"]


OMITTED = """
1. Short title. This Act may be cited as the Cattle Act.
2. ***
[section repealed by Act 4 of 2001 ]
3. Brands. Every owner shall brand his cattle.
"""


def test_an_omission_mark_is_a_repealed_sections_text() -> None:
    """`2. ***` (a consolidation prints a repealed section's place so): the mark is kept as the section's text, not
    read as markdown emphasis (before, `***` became `*`)."""
    tree = parse(lines_from(OMITTED), [], "generic")
    assert node_at(tree, "2").text.startswith("***")


CLOSING_WORDS = """
3. Application. (1) This Act applies where a person is charged with--
(a) the theft of cattle; or
(b) receiving stolen cattle, knowing them to have been stolen by another person in the district; or
(c) an attempt to commit an offence referred to in paragraph (a) or paragraph (b) of this subsection;
whether or not this Act is referred to in the charge.
(2) This Act binds the State.
"""


def test_words_after_a_last_item_ending_in_a_semicolon_close_the_introductions_sentence() -> None:
    """`(b) ...; or` / `(c) ...;` (its line full) / `whether or not ...`: the conjunction made `(c)` the last item and
    its `;` leaves the sentence open, so the lower-case line is the closing words of `(1)`, not `(c)`'s text."""
    tree = parse(lines_from(CLOSING_WORDS), [], "generic")
    assert paths(CLOSING_WORDS, "generic") == ["3", "3 > (1)", "3 > (1) > (a)", "3 > (1) > (b)", "3 > (1) > (c)",
                                               "3 > (2)"]
    assert "whether or not" not in node_at(tree, "3 > (1) > (c)").text
    assert any("whether or not" in c.text for c in node_at(tree, "3 > (1)").children if not c.label)


LAST_ITEM_WITH_CONJUNCTION = """
4. Certificate. A printout shall be accompanied by--
(a) a certificate of the manager; and
(b) a certificate of the person in charge of the system describing--
(A) the safeguards against unauthorised change of data;
(B) the mode of verification of data; and
any other factor which shows the system to be reliable.
(c) a statement of the dates it covers.
"""


def test_a_paragraph_after_a_last_item_ending_and_stays_with_its_list() -> None:
    """`(B) ...; and` / `any other factor ...`: the conjunction promises one more item of the list, so the line is a
    paragraph of `(b)`, which owns the list (before, it went up to section 4)."""
    tree = parse(lines_from(LAST_ITEM_WITH_CONJUNCTION), [], "generic")
    assert any("any other factor" in c.text for c in node_at(tree, "4 > (b)").children if not c.label)


BLOCK_PARAGRAPH = """
SCHEDULE
FORM 3
NOTICE OF REFUSAL
To: ....................
Your application dated .................... has been refused by the Board.
   2. You may appeal against the refusal to the Minister within thirty days from the
   date of this notice, failing which the refusal shall be final.
Date: ....................
Secretary to the Board
"""


def test_signature_lines_left_of_a_block_indented_paragraph_are_the_forms() -> None:
    """`2.` and its wrapped line set as an indented block: `Date: ....` and the signatory's title, back at the form's
    margin, are the form's closing lines, not paragraph 2's text."""
    tree = parse(lines_from(BLOCK_PARAGRAPH), [], "my_statute")
    assert paths(BLOCK_PARAGRAPH, "my_statute") == ["SCHEDULE", "SCHEDULE > FORM 3", "SCHEDULE > FORM 3 > 2"]
    assert "Date:" not in node_at(tree, "SCHEDULE > FORM 3 > 2").text
    assert any("Secretary to the Board" in c.text for c in node_at(tree, "SCHEDULE > FORM 3").children
               if not c.label)
