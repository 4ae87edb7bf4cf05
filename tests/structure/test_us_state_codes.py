"""US state codes' conventions that fresh13 showed the parser did not know (session 18, issue 11): New Hampshire's
RSA numbers its sections after a colon (`§ 359-C:19`, chapter `359-C`) and its paragraphs with capital romans whose
text opens with a quoted term (`I. "Encrypted" means ...`) or with the first subparagraph on the numeral's line
(`IV. (a) ...`); Maine numbers a section's subsections `1.`, `2.` with run-in headnotes after an unnumbered lead-in
that ends in a point (`... the following terms have the following meanings.`). Every snippet is written for this
file (no corpus text verbatim); each case asserts the full structure path of every unit and fails on the code
before it."""

from __future__ import annotations

from ingest.structure.markers import read_line, read_section
from tests.structure.snippets import paths

NH_RSA = """
§ 12-Q:1 Definitions
In this chapter:
I. "Vessel" means any watercraft used for transport on public waters.
II. "Operator" means a person who steers or has charge of a vessel.
III. "Owner" means a person who holds title to a vessel.
IV. (a) "Record" means any of the following:
(1) A registration form.
(2) A bill of sale.
(b) "Record" shall not include a private letter.
§ 12-Q:2 Registration
I. Every owner shall register a vessel with the department.
II. The department may refuse registration under RSA 12-Q:1, III.
§ 12-Q:3 Penalty
Any person who violates this chapter shall be guilty of a violation.
"""


def test_new_hampshire_sections_are_numbered_after_a_colon() -> None:
    assert read_section("§ 359-C:19 Definitions").label == "§ 359-C:19"
    assert read_section("§ 5:7 Fees").label == "§ 5:7"
    assert read_section("§ 12: Fees").label == "§ 12"  # a colon before the heading stays punctuation


def test_a_roman_paragraph_opens_with_a_quoted_term_or_its_first_subparagraph() -> None:
    markers, rest = read_line('I. "Vessel" means any watercraft.')
    assert [m.label for m in markers] == ["I"] and rest.startswith('"Vessel"')
    markers, rest = read_line('IV. (a) "Record" means any of the following:')
    assert [m.label for m in markers] == ["IV", "(a)"] and rest.startswith('"Record"')
    assert read_line("A. K. Sharma shall sign.")[0] == []  # an initial is no item


def test_new_hampshire_rsa_sections_paragraphs_and_subparagraphs() -> None:
    assert paths(NH_RSA, "generic") == [
        "§ 12-Q:1", "§ 12-Q:1 > I", "§ 12-Q:1 > II", "§ 12-Q:1 > III", "§ 12-Q:1 > IV", "§ 12-Q:1 > IV > (a)",
        "§ 12-Q:1 > IV > (a) > (1)", "§ 12-Q:1 > IV > (a) > (2)", "§ 12-Q:1 > IV > (b)",
        "§ 12-Q:2", "§ 12-Q:2 > I", "§ 12-Q:2 > II", "§ 12-Q:3"]


MAINE = """
§ 512 Definitions
As used in this chapter, unless the context otherwise indicates, the following terms have the
following meanings.
1. Dealer. "Dealer" means a person who sells firewood at retail to the
public.
2. Cord. "Cord" means 128 cubic feet of wood.
3. Season. "Season" means the period from October to April.
§ 513 Sales
1. Measure. A dealer shall sell firewood by the cord.
2. Receipt. A dealer shall give a receipt.
"""


def test_maine_subsections_follow_a_lead_in_ending_in_a_point() -> None:
    assert paths(MAINE, "generic") == [
        "§ 512", "§ 512 > 1", "§ 512 > 2", "§ 512 > 3", "§ 513", "§ 513 > 1", "§ 513 > 2"]


NH_SCANNED = """
§ 12-Q:2 Registration
I. Every owner shall register a vessel with the department.
II. The department may refuse registration.
Ill. The owner shall pay a fee.
IV. The fee is ten dollars.
§ 12-Q:3 Terms
In this section:
I. "Notice" means a letter sent by mail.
II. "Letter" means a paper message.
II. "Paper" means a sheet of any material.
"""


def test_a_scanned_capital_roman_whose_stroke_ocr_read_as_l_or_lost_is_the_next_paragraph() -> None:
    # `Ill.` for `III.`, and `II.` printed again where `III.` stands: numbering never repeats among siblings
    assert paths(NH_SCANNED, "generic") == [
        "§ 12-Q:2", "§ 12-Q:2 > I", "§ 12-Q:2 > II", "§ 12-Q:2 > III", "§ 12-Q:2 > IV",
        "§ 12-Q:3", "§ 12-Q:3 > I", "§ 12-Q:3 > II", "§ 12-Q:3 > III"]
