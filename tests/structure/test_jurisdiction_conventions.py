"""Conventions of whole jurisdictions that fresh9 showed the parser did not know (session 15): an excerpt of a Canadian
consolidation opening on a section numbered without a dot, with its inserted `3.1` sections and the historical note
under each section; a Part inserted by amendment (`Part VIA`, `PART IIA`: Kenya, India, Malaysia) and its inserted `33I`
read `331` on a scan; a Part printed with its repeal note on its label line (ZimLII); a subsection opening `Where —`
over conditions, with `then ...` after them; a clean outer marker ending a run of spoiled letters. Every snippet is
written for this file (no corpus text verbatim); each case asserts the full structure path of every unit and fails on
the code before it."""

from __future__ import annotations

from ingest.structure import parse
from tests.structure.snippets import lines_from, node_at, paths

CANADIAN_EXCERPT = """
Seeds Act
An Act respecting seeds
Prohibitions
Sale of unregistered seed
3 No person shall sell any seed unless the seed
   (a) has been registered; and
   (b) is labelled as the regulations require.
2019, c. 4, s. 12
Seed presenting a risk
3.1 No person shall sell a seed that presents a risk of harm to plant health.
2019, c. 4, s. 13
Inspection
4 An inspector may enter any place where seed is stored.
R.S., c. S-7, s. 4
Regulations
   5 (1) The Governor in Council may make regulations respecting seeds.
   (2) A regulation may incorporate a document by reference.
R.S., 1985, c. S-8, s. 5; 2019, c. 4, s. 14
Duty to keep records
   5.1 (1) A seller must keep a record of each sale.
   (2) The record must be kept for three years.
2019, c. 4, s. 15
"""


def test_an_excerpt_of_a_consolidation_opens_on_a_section_numbered_without_a_dot() -> None:
    """Canada's consolidations print `3 No person shall ...` (no point after the number) and insert `3.1` after it.
    An excerpt opening on section 3, with no Part over it, starts at 3 when the next two sections (4, 5) go on from
    it. Before, only a first section numbered 1, or one under a container, opened, and the whole excerpt was text."""
    assert paths(CANADIAN_EXCERPT, "generic") == [
        "3", "3 > (a)", "3 > (b)", "3.1", "4", "5", "5 > (1)", "5 > (2)", "5.1", "5.1 > (1)", "5.1 > (2)"]


def test_the_historical_note_under_a_section_goes_to_the_section_not_its_last_subsection() -> None:
    """`2019, c. 4, s. 15`, printed left of the subsections' markers after the last one, is the section's history
    (the statutes that made and amended it), as a bracketed amendment note is; before, it stayed in `(2)`."""
    tree = parse(lines_from(CANADIAN_EXCERPT), [], "generic")
    assert "2019, c. 4" not in node_at(tree, "5.1 > (2)").text
    assert "R.S., 1985" not in node_at(tree, "5 > (2)").text


INSERTED_PART = """
PART VI – CURRENCY
33. Issue of notes
(1) The Bank shall have the sole right to issue notes.
(2) Notes issued by the Bank are legal tender.
Part VIA
33A. Authorized dealers
(1) No person shall transact foreign exchange business except an authorized dealer.
(2) A person who contravenes subsection (1) commits an offence.
33B. Licensing of dealers
A person proposing to transact foreign exchange business shall apply for a licence.
PART VII – GENERAL
34. Regulations
The Minister may make regulations.
"""


def test_a_part_inserted_by_amendment_holds_its_inserted_sections() -> None:
    """`Part VIA`, printed alone over sections 33A-33B inserted after 33, is a Part inserted after Part VI (`A` is
    no roman numeral). Before, `Part VIA` was no container (and `PART VIA` was read as a spoiled `PART VI`), so the
    inserted sections stayed under Part VI."""
    assert paths(INSERTED_PART, "generic") == [
        "PART VI", "PART VI > 33", "PART VI > 33 > (1)", "PART VI > 33 > (2)",
        "Part VIA", "Part VIA > 33A", "Part VIA > 33A > (1)", "Part VIA > 33A > (2)", "Part VIA > 33B",
        "PART VII", "PART VII > 34"]


def test_an_inserted_part_in_capitals_with_its_title_is_not_a_spoiled_numeral() -> None:
    snippet = INSERTED_PART.replace("PART VI – CURRENCY", "PART II – CURRENCY").replace(
        "Part VIA", "PART IIA – FOREIGN EXCHANGE").replace("PART VII – GENERAL", "PART III – GENERAL")
    assert paths(snippet, "my_statute") == [
        "PART II", "PART II > 33", "PART II > 33 > (1)", "PART II > 33 > (2)",
        "PART IIA", "PART IIA > 33A", "PART IIA > 33A > (1)", "PART IIA > 33A > (2)", "PART IIA > 33B",
        "PART III", "PART III > 34"]


REPEALED_PART = """
Part II – Raw opium
5. Application of Part
This Part applies to raw opium.
6. Regulations
The Minister may make regulations.
Part III [Part repealed by section 20 of Act 9 of 2004]
7. *** [section repealed by section 20 of Act 9 of 2004]
8. *** [section repealed by section 20 of Act 9 of 2004]
Part IV – Medicinal drugs
9. Application of Part
This Part applies to medicinal drugs.
"""


def test_a_part_printed_with_its_repeal_note_is_a_part_and_is_repealed() -> None:
    """`Part III [Part repealed by ...]`: a consolidation prints a repealed Part's label with its note (ZimLII; the
    same note form as `[section repealed by ...]`). Before, the bracket after the numeral made the line no
    container, and sections 7-8 went to Part II."""
    assert paths(REPEALED_PART, "generic") == [
        "Part II", "Part II > 5", "Part II > 6", "Part III", "Part III > 7", "Part III > 8", "Part IV", "Part IV > 9"]
    tree = parse(lines_from(REPEALED_PART), [], "generic")
    part = node_at(tree, "Part III")
    assert part.status == "repealed" and part.heading == ""


CONDITION_OPENS_THE_SUBSECTION = """
7A. Employer to offer re-employment —
(1) An employer must offer re-employment to an eligible employee.
(2) Where —
(a) an employee continues to work after the specified age; and
(b) the employer does not, when the employee attains that age —
(i) re-employ the employee; or
(ii) end the employment of the employee,
then the rights the employee acquired under the contract of service before that age are
not affected.
"""


def test_a_subsection_opening_with_where_and_a_dash_has_no_heading() -> None:
    """Singapore prints `(2) Where —` over the conditions; `Where` opens the subsection's sentence (a conjunction
    names no subject), so it is text, not the subsection's heading. Before, `Where` became its heading and the
    subsection's text was empty."""
    tree = parse(lines_from(CONDITION_OPENS_THE_SUBSECTION), [], "generic")
    assert paths(CONDITION_OPENS_THE_SUBSECTION, "generic") == [
        "7A", "7A > (1)", "7A > (2)", "7A > (2) > (a)", "7A > (2) > (b)", "7A > (2) > (b) > (i)",
        "7A > (2) > (b) > (ii)"]
    sub = node_at(tree, "7A > (2)")
    assert sub.heading == "" and sub.text.startswith("Where")


def test_the_consequence_after_nested_conditions_goes_to_the_unit_that_opened_with_where() -> None:
    """`then the rights ... are not affected.` after `(ii)` completes the sentence `(2) Where —` began, not the
    sentence of `(b)`, whose items it follows (no indentation tells them apart, the paragraph's first line does not
    end the sentence). Before, it stayed with `(b)`."""
    tree = parse(lines_from(CONDITION_OPENS_THE_SUBSECTION), [], "generic")
    texts = [c.text for c in node_at(tree, "7A > (2)").children if c.kind == "text"]
    assert any(t.startswith("then the rights") for t in texts)
    assert not any(c.kind == "text" for c in node_at(tree, "7A > (2) > (b)").children)


INSERTED_I_READ_AS_ONE = """
Part VIA
33G. Powers of Bank to direct dealers
The Bank may give directions to authorized dealers.
33H. Regulation of payments
The Minister may regulate payments between residents and non-residents.
331. Imposition of restrictions
The Bank may impose restrictions to meet treaty obligations.
33K. Instructions or directions
The Bank may issue instructions.
33L. General penalty
A person convicted of an offence under this Part is liable to a fine.
"""


def test_an_inserted_section_whose_letter_i_ocr_read_as_a_one_follows_its_neighbours() -> None:
    """`33I.` read `331.` on a scan: after `33H.` it is the next inserted section (`I` after `H`), not a leap to
    section 331, which put 33K-33L behind it (numbering never goes back) into its text. The source's own gap (no
    33J) stays a gap."""
    assert paths(INSERTED_I_READ_AS_ONE, "generic") == [
        "Part VIA", "Part VIA > 33G", "Part VIA > 33H", "Part VIA > 33I", "Part VIA > 33K", "Part VIA > 33L"]


OUTER_LIST_GOES_ON = """
7A. Employer to re-employ eligible employee — (1) An employer must, before an eligible employee attains the
specified age, offer re-employment to that employee.
(2) Where —
(a) an employee continues to work after the specified age; and
(b) the employer does not, when the employee attains that age —
(i) re-employ the employee; or
(ii) end the employment of the employee,
then the rights the employee acquired under the contract of service before that age are
not affected.
[5/2017]
(3) Where subsection (2) applies, the employer —
(a) may, at any time after the specified age —
(i) re-employ the employee; or
(ii) end the employment; and
(b) is deemed to have complied with subsection (1) for the period between —
(i) the time the employee attains the specified age; and
(ii) the time the employer re-employs the employee.
"""


def test_a_clean_next_subsection_ends_the_letters_list_before_any_run_of_spoiled_letters() -> None:
    """On a scan, `[5/2017]` and `(3)`, `(a)`, `(i)`, `(ii)`, `(b)` stand where the letters of `(2)` stood, and
    `(i)` reads as the ninth letter: before, the run from `(b)` up to `(i)` was taken for the letters `(c)`-`(h)`
    spoiled by a harsh scan, and subsection (3) with its items went into (2). `(3)` read clean goes on from `(2)`:
    the outer list goes on, so no run of letters spans it."""
    assert paths(OUTER_LIST_GOES_ON, "generic") == [
        "7A", "7A > (1)", "7A > (2)", "7A > (2) > (a)", "7A > (2) > (b)", "7A > (2) > (b) > (i)",
        "7A > (2) > (b) > (ii)", "7A > (3)", "7A > (3) > (a)",
        "7A > (3) > (a) > (i)", "7A > (3) > (a) > (ii)", "7A > (3) > (b)", "7A > (3) > (b) > (i)",
        "7A > (3) > (b) > (ii)"]


TITLED_CONDITIONS = """
SEC. 4. Returns. – The following rules apply to every return:
(a) Where Returns Are Lodged.
(1) A return is lodged at the office nearest to the taxpayer.
(2) A return may also be lodged online.
(b) When Returns Are Deemed Filed.
(1) A return is deemed filed on the day it is received.
SEC. 5. Penalty. – Whoever fails to file a return shall pay a fine.
"""


def test_a_titled_heading_opening_with_where_or_when_stays_a_heading() -> None:
    """`(a) Where Returns Are Lodged.` alone over its items names its subject, as `(5) Misuse of Devices.` does: only
    an opening that introduces a list (`(2) Where —`) is the sentence's; the heading is kept (written for this file)."""
    tree = parse(lines_from(TITLED_CONDITIONS), [], "ph_statute")
    assert paths(TITLED_CONDITIONS, "ph_statute") == [
        "SEC. 4", "SEC. 4 > (a)", "SEC. 4 > (a) > (1)", "SEC. 4 > (a) > (2)", "SEC. 4 > (b)", "SEC. 4 > (b) > (1)",
        "SEC. 5"]
    assert node_at(tree, "SEC. 4 > (a)").heading == "Where Returns Are Lodged"
    assert node_at(tree, "SEC. 4 > (b)").heading == "When Returns Are Deemed Filed"
