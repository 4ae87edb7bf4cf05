"""Harsh-scan misreadings of fresh13 (session 19, helper harsh14), each an OCR habit on print other texts share.

- Capital roman paragraph numbers (New Hampshire's RSA `I.`, `II.`, `III.`) are strokes, the first print a harsh scan
  erodes: `1.` for I., `H.` for II., `IH.` / `HL.` for III., `VE.` for VI. Where the document's clean numerals
  stand, the sequence numbers them (every such unit to review).
- A code section's number misread into the sibling before it (`§ 359-220` between `§ 359-C:19` and `§ 359-C:21`: `C:`
  read `2`) takes its siblings' printed form, not the misread's.
- A clause's definitions `1.`-`12.` with one item's number unread (`9-'Peer ...`): `10.` at the items' indent, right
  of the clause numbers, is the list's item with 9 lost (recorded), not a clause jumping from 1 to 10 that every
  later clause falls under.
- A template's clause heading alone on its number's line, `S. Rate of Interest` (8 read `S`), between clause 7 and
  clause 9, after a filled-in blank that ends on no stop.
- `(2) Written notice:` then `(b) Electronic notice ...` under `... one of the following methods:`: the first item's
  letter spoiled into a digit, not a list of digits resumed at (2).
Every snippet is written for this file (no corpus text verbatim).
"""

from __future__ import annotations

from ingest.structure import parse, unit_paths
from tests.structure.snippets import lines_from, paths

RSA = """
§ 12-Q:1 Definitions
In this chapter:
1. "Vessel" means any watercraft used for transport on public waters.
IH. "Operator" means a person who steers or has charge of a vessel.
HL. "Owner" means a person who holds title to a vessel.
IV. "Record" means a registration form or a bill of sale.
§ 12-Q:2 Registration
I. Every owner shall register a vessel with the department.
H. The department may refuse registration for cause.
HL. Registration may be renewed by one of the following ways:
IV. The department shall keep a register of vessels.
VE. The fee for registration shall be set by rule.
§ 12-Q:3 Penalty
1 Any person who violates this chapter shall be guilty of a violation.
WH. The attorney general shall enforce this chapter.
"""


def test_spoiled_capital_romans_are_numbered_by_the_sequence() -> None:
    assert paths(RSA, "generic") == [
        "§ 12-Q:1", "§ 12-Q:1 > I", "§ 12-Q:1 > II", "§ 12-Q:1 > III", "§ 12-Q:1 > IV",
        "§ 12-Q:2", "§ 12-Q:2 > I", "§ 12-Q:2 > II", "§ 12-Q:2 > III", "§ 12-Q:2 > IV", "§ 12-Q:2 > VI",
        "§ 12-Q:3", "§ 12-Q:3 > I", "§ 12-Q:3 > II"]


def test_each_spoiled_roman_goes_to_review_and_a_lost_one_is_recorded() -> None:
    nodes = {" > ".join(p): n for p, n in unit_paths(parse(lines_from(RSA), [], "generic"))}
    for path in ("§ 12-Q:1 > II", "§ 12-Q:1 > III", "§ 12-Q:2 > II", "§ 12-Q:3 > I", "§ 12-Q:3 > II"):
        assert nodes[path].inferred and "roman" in nodes[path].inferred
    assert not nodes["§ 12-Q:1 > IV"].inferred  # read cleanly
    assert nodes["§ 12-Q:2 > VI"].numbering_gap == "V"


def test_without_clean_numerals_of_two_strokes_nothing_is_read_as_roman() -> None:
    letters = """
    § 12-Q:1 Definitions
    In this chapter:
    A. "Vessel" means any watercraft used for transport on public waters.
    B. "Operator" means a person who steers or has charge of a vessel.
    H. "Owner" means a person who holds title to a vessel.
    """
    assert "§ 12-Q:1 > II" not in paths(letters, "generic")


SECTIONS = """
§ 12-Q:1 Definitions
I. "Vessel" means any watercraft used for transport on public waters.
II. "Operator" means a person who steers or has charge of a vessel.
§ 12-22 Registration
I. Every owner shall register a vessel with the department.
§ 12-Q:3 Penalty
I. Any person who violates this chapter shall be guilty of a violation.
"""


def test_a_code_number_misread_between_its_siblings_takes_their_form() -> None:
    assert paths(SECTIONS, "generic") == [
        "§ 12-Q:1", "§ 12-Q:1 > I", "§ 12-Q:1 > II", "§ 12-Q:2", "§ 12-Q:2 > I", "§ 12-Q:3", "§ 12-Q:3 > I"]


LOAN = """
NOW THEREFORE the Parties hereby agree as follows:
1. Definitions :
    1. Service Fee shall have the meaning given in Clause 6 below.
    2. Due Date shall mean the date on which an instalment falls due.
    3. Instalment shall mean the monthly amount payable by the Borrower.
    4. Escrow Bank shall be the bank named in the Schedule
    5-'Lending Platform' shall have the meaning given to it under the Directions
    (v) of the Reserve Bank, as amended
    Directions, 2017
    6. Penal Interest shall mean the additional interest payable on an overdue instalment
    for the period of delay.
    7. Loan Amount shall mean the amount of the loan granted by the Lender.
2. Purpose of Agreement
The purpose of this Agreement is to record the terms of the Loan.
3. Loan Granted
The Lender hereby grants the Loan to the Borrower on the terms set out herein.
4. Tenure of the Loan
The tenure of the Loan shall be ____ months
S. Rate of Interest
The Loan shall carry interest at ____ per cent per annum
6. Loan Disbursement
The Lender shall transfer the Loan Amount to the Escrow Account.
"""


def test_a_definition_number_one_past_the_next_is_the_lists_item_with_one_lost() -> None:
    assert paths(LOAN, "in_deed")[:9] == ["1", "1 > 1", "1 > 2", "1 > 3", "1 > 4", "1 > 6", "1 > 7", "2", "3"]
    nodes = {" > ".join(p): n for p, n in unit_paths(parse(lines_from(LOAN), [], "in_deed"))}
    assert nodes["1 > 6"].numbering_gap == "5"


def test_a_heading_alone_on_a_spoiled_number_between_its_neighbours() -> None:
    assert paths(LOAN, "in_deed")[7:] == ["2", "3", "4", "5", "6"]
    nodes = {" > ".join(p): n for p, n in unit_paths(parse(lines_from(LOAN), [], "in_deed"))}
    assert nodes["5"].inferred  # repaired: the unit goes to review


def test_a_spoiled_heading_line_opens_nothing_without_both_neighbours() -> None:
    loan = LOAN.replace("6. Loan Disbursement", "7. Loan Disbursement")  # 4, then 7: S is neither 5 nor 8 here
    assert "5" not in paths(loan, "in_deed")


NOTICE = """
§ 12-Q:2 Notification
I. A person who owns computerized data shall notify the affected individuals.
II. Notification may be provided by one of the following methods:
    (2) Written notice.
    (b) Electronic notice, if the person's primary means of communication is by electronic means.
    (c) Telephonic notice, provided that a log of each notification is kept.
III. Notices under this section shall include a description of the incident.
"""


def test_a_first_item_read_as_a_digit_with_its_second_letter_next() -> None:
    assert paths(NOTICE, "generic") == [
        "§ 12-Q:2", "§ 12-Q:2 > I", "§ 12-Q:2 > II", "§ 12-Q:2 > II > (a)", "§ 12-Q:2 > II > (b)",
        "§ 12-Q:2 > II > (c)", "§ 12-Q:2 > III"]


ACT = """
6. Suspension of licence
The Minister may suspend a licence where the licensee has been convicted of an offence.
ds Appeals
A licensee aggrieved by the suspension of his licence may appeal to the High Court.
8. Other authorisation
A licence issued under this Act shall be in addition to any other authorisation.
"""


def test_a_section_number_eroded_to_specks_between_its_neighbours() -> None:
    """Ghana's Locksmiths Act (fresh13 harsh): `7.` read `ds` before its heading, after a sentence's end."""
    assert paths(ACT, "generic") == ["6", "7", "8"]
    nodes = {" > ".join(p): n for p, n in unit_paths(parse(lines_from(ACT), [], "generic"))}
    assert nodes["7"].inferred  # nothing of the number was read: the unit goes to review


def test_a_lower_case_word_opening_a_sentence_run_on_is_no_number() -> None:
    assert paths(ACT.replace("ds Appeals", "an Appeal lies"), "generic") == ["6", "8"]
    assert paths(ACT.replace("8. Other", "9. Other"), "generic") == ["6", "9"]  # 6, then 9: not between
