"""Conventions fresh13 left short of its targets after session 18 (issue 11, helper struct14): a section's first
numbered paragraph run in after its heading's dash (`SEC. 16. Limitations .— 1. On Membership : (a) ...`), an
amending bill's substituted definition with limbs of its own whose outer quote a scan read as a second double quote
(`""document" means ... by means of—`), and a list numbered afresh inside an item (`1.` under `1. ... as follows:`)
that OCR's look-alike roman `i.` took from its digits. Every snippet is written for this file (no corpus text
verbatim); each case asserts the full structure path of every unit and fails on the code before it."""

from __future__ import annotations

from ingest.structure.markers import read_line
from tests.structure.snippets import paths

RUN_IN_NUMBERED = """
SEC. 15. Fees .— Every agency shall pay the fees this Act fixes.
SEC. 16. Limits .— 1. On Size : (a) No agency in a city may employ more than 500
guards; (b) no agency elsewhere may employ more than 200 guards.
2. On Branches No person may organize more than one agency in any one city.
3. On Service : No agency shall render its services to illegal enterprises.
SEC. 17. Effectivity .— This Act shall take effect upon its approval.
"""


def test_a_first_numbered_paragraph_run_in_after_the_heading_dash() -> None:
    assert paths(RUN_IN_NUMBERED, "ph_statute") == [
        "SEC. 15", "SEC. 16", "SEC. 16 > 1", "SEC. 16 > 1 > (a)", "SEC. 16 > 2", "SEC. 16 > 3", "SEC. 17"]


def test_a_short_title_heading_ending_in_a_colon_before_a_first_item() -> None:
    markers, rest = read_line("1. On Membership : (a) No agency may employ more guards.")
    assert [m.label for m in markers] == ["1", "(a)"] and markers[0].extra["heading"] == "On Membership"
    assert rest.startswith("No agency")
    # a lead-in sentence ending in a colon runs its items into itself: no heading, no unit
    assert [m.label for m in read_line("2. Where the Minister so directs: (a) the fee is waived;")[0]] == ["2"]
    # ... and so does one whose opening word is a sentence's (`Notwithstanding`, `Where`), its other words capitalised
    markers, rest = read_line("2. Notwithstanding Section 4: (a) the Board may waive the fee;")
    assert [m.label for m in markers] == ["2"] and "heading" not in markers[0].extra
    assert rest.startswith("Notwithstanding Section 4: (a) the Board")


QUOTED_DEFINITION = '''
Amendment of section 2
2. The Fisheries Act 1985, which in this Act is referred to as the "principal Act", is amended in
section 2—
(a) by substituting for the definition of "vessel" the following definition:
""vessel" means any craft, boat or ship, whether or not fitted with an engine, which is used for
fishing, by means of—
(a) nets, lines or traps of any kind;
(b) any electric or sonic device;
(c) any other means whatsoever.';
(b) in the definition of "fish" by inserting after the word "crustacean" the words "or mollusc".
Amendment of section 3
3. Section 3 of the principal Act is amended by deleting the word "licensed".
'''


def test_a_substituted_definition_whose_sentence_announces_its_limbs_on_a_later_line() -> None:
    # the quoted definition's (a)-(c) are the amended Act's, text of the amending item (a); (b) is the bill's own
    assert paths(QUOTED_DEFINITION, "my_statute") == ["2", "2 > (a)", "2 > (b)", "3"]


AFRESH_INSIDE_AN_ITEM = """
LOAN AGREEMENT
This Agreement is made between the Borrower and the Lender.
1. Disbursement
    1. The Lender shall pay the loan into the Borrower's account.
    2. The Borrower shall confirm receipt in writing.
2. Security
    1. In order to secure the loan, the Borrower shall deliver cheques
    as follows:
        1. 1 cheque for the amount of each instalment
        2. Depending on the transaction, the platform may waive the
        requirement of cheques.
    2. The Borrower shall also sign a promissory note.
3. Notices
    1. Every notice shall be in writing.
"""


def test_a_list_numbered_afresh_inside_an_item_keeps_its_digits_on_a_scan() -> None:
    # the next bare number `2.` below confirms the digit `1.` against the look-alike roman `i.`
    assert paths(AFRESH_INSIDE_AN_ITEM, "in_deed") == [
        "1", "1 > 1", "1 > 2", "2", "2 > 1", "2 > 1 > 1", "2 > 1 > 2", "2 > 2", "3", "3 > 1"]
