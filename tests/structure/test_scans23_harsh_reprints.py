"""Scans of the looked-at half fresh17 (session 23, helper scans23): what OCR does to a reprint's marks and a list's
first marker. A reprint's pointer under its `Schedule` read with its space lost (`s5`, every scan level); a first item
`(a)` read as `Ga)`, `Gu`, `Go` under an introduction ending in a comma (as Lesotho's regulations print it, `... who
shall,`) or whose colon was read as a stop; a reprint's history note whose bracket was read `|`, its colon lost or
its number spoiled (`[Section SA: inserted ...]`). Snippets are the OCR'd lines of the harsh scans, abridged; each
test failed before (what it gave is in its docstring)."""

from __future__ import annotations

from ingest.structure import parse, unit_paths
from tests.structure.snippets import lines_from, node_at, paths


def test_a_schedules_pointer_read_without_its_space() -> None:
    """The Departure Tax Act 2012 (Cook Islands reprint) as every scan read it: `s 5` came back `s5`. Before: the
    Schedule was a word of section 2's last item, and its items 1-2 that item's children."""
    snippet = """
    1 Title
    This Act is the Departure Tax Act 2012.
    2 Departure tax to remain property of the Crown
    The departure tax due under section 9 constitutes a debt payable by the carrier and until paid—
    (a) be held in trust for the Crown:
    (b) be a charge on the property of the carrier.
                                        Schedule
                                                                                    s5
    Persons exempt
    1. Members of the New Zealand military participating in military exercises approved by Cabinet.
    2. Transit passengers as defined in section 3.
    """
    assert paths(snippet, "generic") == [
        "1", "2", "2 > (a)", "2 > (b)", "Schedule", "Schedule > 1", "Schedule > 2"]


# The Refugee Regulations 1986 of Lesotho, regs 6-7, as the harsh scan read them: the introductions end in a comma
# (`... in respect of the applicant,`), and each list's `(a)` was read `Ga)`, `Gu`, `GO`.
COMMA_INTROS = """
6. Register
   (1) The Secretary of the Committee shall maintain in a confidential register all records of applications,
   showing in respect of the applicant,
       Ga) his full name:
       (b) the date of arrival in Lesotho:
       (c) the date of making the application.
   (2) The Committee shall forward its recommendations on the application to the Minister.
7. Procedure where application is rejected
   (1) Where the Minister rejects the application,
       Gu his decision shall be on Form 2 as set out in the Schedule: and
       (b) the applicant may re-apply to the Minister.
   (2) The Secretary of the Committee shall.
       GO render assistance to the applicant in filling the application form:
       (b) provide an interpreter where necessary.
"""


def test_a_first_item_read_as_g_under_an_introduction_ending_in_a_comma() -> None:
    """Before: `Ga) his full name:`, `Gu his decision ...` and `GO render ...` were words of (1)'s and (2)'s text, and
    the lists began at (b) (three units lost from their paths)."""
    assert paths(COMMA_INTROS, "generic") == [
        "6", "6 > (1)", "6 > (1) > (a)", "6 > (1) > (b)", "6 > (1) > (c)", "6 > (2)",
        "7", "7 > (1)", "7 > (1) > (a)", "7 > (1) > (b)", "7 > (2)", "7 > (2) > (a)", "7 > (2) > (b)"]
    tree = parse(lines_from(COMMA_INTROS), [], "generic")
    first = node_at(tree, "6 > (1) > (a)")
    assert first.text.startswith("Ga) his full name")  # the words as read: nothing invented
    assert all(n.inferred for p, n in unit_paths(tree) if p[-1] == "(a)")  # logged: its chunk goes to review


def test_a_comma_after_a_full_sentence_opens_no_list() -> None:
    """A sentence that ends in a comma's place is not enough: a wrapped line that opens with a real word stays the
    unit's text even with a `(b)` below."""
    snippet = """
    6. Register
       (1) The Secretary shall keep a register of applications,
           Goods seized under this regulation shall be listed in it.
           (b) the date of arrival in Lesotho.
    """
    assert "6 > (1) > (a)" not in paths(snippet, "generic")


# The Departure Tax Act 2012, ss 3-5, as the harsh scan read its history notes.
NOTES = """
3 Interpretation
In this Act, carrier means a person who provides international travel.
4 Imposition of departure tax
    (1) A passenger who undertakes international travel must pay departure tax.
    (2) Departure tax must be paid by a passenger for each international travel.
|Section 4: replaced. on fT January 2014. by section 5 of the Departure Tax Amendment Act 2013
(2013 No 17).|
5 Exemptions from departure tax
    (1) The persons described in the schedule are exempt.
    (2) A carrier must keep such records.
[Section 5 replaced. on Tt July 2023. by section 7 of the Departure Tax Amendment Act 2023 (2023
No 1).|
8A Filing departure tax returns
    (1) A carrier must file a departure tax return.
    (2) A carrier must keep the returns.
[Section SA: inserted. on fb July 2023, by section 6 of the Departure Tax Amendment Act 2023 (2023
No 1).]
9 Payment
A carrier must pay departure tax under this section.
"""


def test_a_reprints_history_note_as_a_harsh_scan_reads_it() -> None:
    """Before: `|Section 4: replaced ...` was read as a provision `Section 4` (its bracket read `|`), and the notes
    of 5 (colon lost) and 8A (`SA`) stayed in the last subsection's text."""
    assert paths(NOTES, "generic") == ["3", "4", "4 > (1)", "4 > (2)", "5", "5 > (1)", "5 > (2)", "8A", "8A > (1)",
                                       "8A > (2)", "9"]
    tree = parse(lines_from(NOTES), [], "generic")
    for label, note in (("4", "|Section 4: replaced"), ("5", "[Section 5 replaced"), ("8A", "[Section SA: inserted")):
        own = "\n".join(c.text for c in node_at(tree, label).children if c.kind == "text" and not c.label)
        assert note in own, label
        assert note not in node_at(tree, f"{label} > (2)").text


def test_a_first_item_read_as_g_with_its_second_read_hb() -> None:
    """The Departure Tax Act 2012, s 9(3), harsh: the introduction's dash lost (`The Collector may`), `(a)` read
    `Gv)` and `(b)` read `(hb)`. Before: `Gv) require ...` and the `(hb)` item stayed words of (3)."""
    snippet = """
    9 Payment
        (1) A carrier must pay departure tax under this section.
        (3) The Collector may
            Gv) require payment to be made in a specified manner, including by electronic means; and
            (hb) require payment to be made to an intermediary; and
            (c) impose a different manner of payment for commercial carriers and other carriers.
        (4) Departure tax paid to an intermediary must be treated as paid to the Collector.
    """
    assert paths(snippet, "generic") == ["9", "9 > (1)", "9 > (3)", "9 > (3) > (a)", "9 > (3) > (b)",
                                         "9 > (3) > (c)", "9 > (4)"]


def test_a_letter_lists_spoiled_tail_closed_by_the_next_subsection() -> None:
    """The Refugee Regulations 1986, reg 6(1), harsh: `(c)` read `(or`, `(d)` read `(dh)`, then `(2)`. Before: both
    were words of (b) (no letter reading fits them, and the run of spoiled markers had no clean letter after it)."""
    snippet = """
    6. Register
       (1) The Secretary of the Committee shall maintain in a confidential register all records of applications,
       showing in respect of the applicant—
           (a) his full name:
           (b) the date of arrival in Lesotho:
           (or the date of making the application:
           (dh) the date of the Committee's recommendations to the Minister and reasons therefor.
       (2) The Committee shall forward its recommendations on the application to the Minister.
    """
    assert paths(snippet, "generic") == ["6", "6 > (1)", "6 > (1) > (a)", "6 > (1) > (b)", "6 > (1) > (c)",
                                         "6 > (1) > (d)", "6 > (2)"]
    tree = parse(lines_from(snippet), [], "generic")
    assert node_at(tree, "6 > (1) > (c)").text.startswith("the date of making")


def test_a_list_of_its_own_after_the_letters_is_not_their_tail() -> None:
    """`(1)`, `(2)` right after `(b)` at the letters' indent count on as digits: no letters forced on them."""
    snippet = """
    6. Register
       (1) The Secretary shall keep records showing—
           (a) his full name:
           (b) the date of arrival, and for it—
           (1) the port;
           (2) the day.
       (2) The Committee shall forward its recommendations.
    """
    assert "6 > (1) > (c)" not in paths(snippet, "generic")
