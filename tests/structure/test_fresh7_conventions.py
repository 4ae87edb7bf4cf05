"""Conventions behind the fresh7 half's born-digital misses (session 13): a first subsection run into its section's
heading line with a nested list before its sibling, Singapore's `3AA` printed before `3A`, a note at the section's
indent after a subsection, closing words back at the subsection's indent, a table's serial numbers among dotted
clauses, operative words `IT IS HEREBY EXPRESSLY AGREED`, a schedule titled `Schedule` over `[Sections ...]`, a
treaty's `Article 44 Purposes of Chapter`. Every snippet is written for this file (no corpus text verbatim); each
case asserts the full structure path of every unit and fails on the code before it."""

from __future__ import annotations

from ingest.structure import explain, parse, unit_paths
from schemas import Line
from tests.structure.snippets import lines_from, paths


def text_layer(snippet: str) -> list[Line]:
    """The snippet's lines as a born-digital page gives them (words from the text layer, not OCR)."""
    out = []
    for ln in lines_from(snippet):
        words = [w.model_copy(update={"source": "text"}) for w in ln.words]
        out.append(ln.model_copy(update={"words": words}))
    return out


def layer_paths(snippet: str, family: str | None = None) -> list[str]:
    return [" > ".join(p) for p, _ in unit_paths(parse(text_layer(snippet), [], family))]


RUN_IN_FIRST = """
1. Citation This Act is the Fisheries Levy Act 2001.
   2. Levy on landings — (1) A levy is payable on every landing of fish if —
       (a) the catch exceeds 50 kilograms; or
       (b) the vessel is registered outside the port.
   (2) The levy is paid to the harbour master within 7 days.
   (3) The Minister may waive the levy.
"""


def test_a_first_subsection_run_into_the_heading_line_opens_with_a_nested_list_before_its_sibling() -> None:
    """`2. Levy on landings — (1) ... if —` / `(a)` / `(b)` / `(2)`: the `(1)` inside the section's line is its
    first subsection: the next marker of its own kind is `(2)` (the lettered items between are its own). Before,
    only the very next marker was asked (`(a)`), the line was not cut, and `(a)`, `(b)` became the section's with
    `(2)`, `(3)` under `(b)`."""
    assert paths(RUN_IN_FIRST, "generic") == [
        "1", "2", "2 > (1)", "2 > (1) > (a)", "2 > (1) > (b)", "2 > (2)", "2 > (3)"]


INSERTED_BEFORE = """
4. Fees — (1) A fee is payable for every licence.
(2) The fee is fixed by the Minister.
4AA. Waiver of fees for charities — (1) No fee is payable by a registered charity.
(2) A charity must show its registration.
4A. Refund of fees — (1) A fee paid in error must be refunded.
(2) A claim for a refund is made within 1 year.
4B. Late fees — (1) A late fee of $50 is payable after the due date.
(2) The Registrar may waive a late fee.
5. Offences — (1) A person who trades without a licence commits an offence.
(2) The penalty is a fine not exceeding $1,000.
"""


def test_a_section_numbered_with_a_doubled_letter_may_stand_before_its_single_letter_sibling() -> None:
    """Singapore numbers a section inserted between 4 and 4A `4AA` and prints it before `4A`: after `4AA`, `4A` goes
    on (before, it 'went back' and 4A's subsections went under 4AA)."""
    assert paths(INSERTED_BEFORE, "generic") == [
        "4", "4 > (1)", "4 > (2)", "4AA", "4AA > (1)", "4AA > (2)", "4A", "4A > (1)", "4A > (2)",
        "4B", "4B > (1)", "4B > (2)", "5", "5 > (1)", "5 > (2)"]
    assert any("4A follows 4AA" in r for r in explain(lines_from(INSERTED_BEFORE), "generic"))


SECOND_LETTER_AFTER = """
7. Returns — (1) Every dealer must file a return.
(2) The return is made monthly.
7A. Records — (1) Every dealer must keep records.
(2) The records are kept for 5 years.
7AB. Electronic records — (1) Records may be kept electronically.
(2) The Registrar may inspect them.
7B. Audits — (1) The Registrar may audit a dealer.
(2) A dealer must assist the audit.
"""


def test_a_section_with_a_second_letter_between_two_single_letters_keeps_the_series() -> None:
    """`7A`, `7AB`, `7B`: inserted numbers compare letter by letter, so `7B` follows `7AB` (before, both read as
    the second insertion after 7 and `7B` stayed text of 7AB's last subsection)."""
    assert paths(SECOND_LETTER_AFTER, "generic") == [
        "7", "7 > (1)", "7 > (2)", "7A", "7A > (1)", "7A > (2)", "7AB", "7AB > (1)", "7AB > (2)",
        "7B", "7B > (1)", "7B > (2)"]


NOTE_AT_SECTION_INDENT = """
   8. Appeals — (1) A person may appeal to the Board.
   (2) The Board decides the appeal within 30 days.
[Act 5 of 2019 wef 01/02/2020]
   9. Regulations — (1) The Minister may make regulations.
   (2) Regulations are published in the Gazette.
"""


def test_a_note_left_of_the_subsection_goes_with_the_section() -> None:
    """`(2) ...` / `[Act 5 of 2019 wef ...]` printed left of the subsection's marker: the note closes the section
    (a wholly inserted section's note), not the subsection whose text it follows."""
    tree = parse(lines_from(NOTE_AT_SECTION_INDENT), [], "generic")
    found = {" > ".join(p): n for p, n in unit_paths(tree)}
    assert list(found) == ["8", "8 > (1)", "8 > (2)", "9", "9 > (1)", "9 > (2)"]
    assert "Act 5 of 2019" not in found["8 > (2)"].text
    assert "Act 5 of 2019" in "\n".join(c.text for c in found["8"].children if not c.label)


CLOSING_WORDS = """
   12. Time limits — (1) An action may be brought at any time before the
   end of —
       (a) 3 years; or
       (b) in the case of a claim under section 4, 1 year,
       whichever applies,
   from the date the right to sue arose.
   (2) This section does not apply to a claim for land.
"""


def test_closing_words_back_at_the_subsection_indent_go_to_the_subsection() -> None:
    """`(b) ... 1 year,` / `whichever applies,` / `from the date ...` back at `(1)`'s indent, in lower case, where
    every item wrapped at its marker: the subsection's sentence goes on after its list (before, it stayed in
    `(b)`)."""
    tree = parse(lines_from(CLOSING_WORDS), [], "generic")
    found = {" > ".join(p): n for p, n in unit_paths(tree)}
    assert list(found) == ["12", "12 > (1)", "12 > (1) > (a)", "12 > (1) > (b)", "12 > (2)"]
    assert "from the date" not in found["12 > (1) > (b)"].text
    assert "from the date" in "\n".join(c.text for c in found["12 > (1)"].children if not c.label)


SERIAL_NUMBERS = """
AGREEMENT FOR SALE
This Agreement for Sale is made on the date below between the Promoter and the Allottee.
WHEREAS:
A. The Promoter owns the land, on which the project comprises the following :-
Sr. No. Kind of Unit Block 1 Block 2 Block 3
1 Villa 120 30 0
2 Shop 0 14 22
3 Flat 60 0 48
B. The Allottee has applied for a villa in the project.
NOW THEREFORE, the Parties agree as follows:
1. TERMS:
   1.1 The Promoter agrees to sell the villa to the Allottee.
   1.2 The price of the villa is set out below:
   Cost of the Villa
   1 Basic Cost of the Villa
   2 Club Membership
   3 Parking Charges
   4 TOTAL PRICE in Rs.
   1.3 The price is free of escalation.
2. MODE OF PAYMENT:
   2.1 The Allottee shall pay by cheque.
3. POSSESSION:
   3.1 The Promoter shall hand over possession within 36 months.
"""


def test_a_tables_serial_numbers_open_no_clause() -> None:
    """A table's rows read as lines (`1 Villa 120 30 0`, a row ending in figures) and serial numbers without a dot
    on a text layer among dotted clauses (`1 Basic Cost of the Villa` under `1.2`) are no clauses: before, the rows
    of the recitals' table opened clauses 1-3 and the cost rows took every later clause's path."""
    assert layer_paths(SERIAL_NUMBERS, "in_deed") == [
        "1", "1 > 1.1", "1 > 1.2", "1 > 1.3", "2", "2 > 2.1", "3", "3 > 3.1"]


EXPRESSLY_AGREED = """
THIS DEED OF LEASE is made on this day between the Lessor and the Lessee.
NOW THIS DEED WITNESSETH AS FOLLOWS:
1. The Lessor lets the flat to the Lessee for three years.
2. The Lessee shall pay the rent monthly.
3. If the rent is in arrears for two months the Lessor may re-enter.
IT IS HEREBY EXPRESSLY AGREED BETWEEN THE PARTIES AS FOLLOWS:
(a) The Lessee may fix temporary partitions.
(b) The stamp duty shall be borne by the Lessee.
IN WITNESS WHEREOF the parties have signed this deed.
"""


def test_expressly_agreed_operative_words_close_the_clauses() -> None:
    """`IT IS HEREBY EXPRESSLY AGREED ... AS FOLLOWS:` after the clauses are operative words: the lettered terms
    after them belong to no clause (before, `EXPRESSLY` kept the line from being read so and they went under 3)."""
    assert paths(EXPRESSLY_AGREED, "in_deed") == ["1", "2", "3", "(a)", "(b)"]


SCHEDULE_TITLED = """
Short title
1. This Act may be cited as the Shipping Levy Act 2003.
Power to amend the Schedule
2. The Minister may, by order published in the Gazette, amend the Schedule or add to the provisions of the
Schedule.
                                    Schedule
                               [Sections 1 and 2]
                                     Part I
1. Section 12 of the Ports Authority Act 1990 and the regulations under it.
2. Section 40 of the Harbour Act 1975.
                                     Part II
1. Subsection 8(2) of the Shipping Levy Act 2003.
"""


def test_a_schedule_titled_in_title_case_over_its_pointer_is_the_schedule() -> None:
    """`Schedule` centred alone over `[Sections 1 and 2]`: the schedule, its Parts and paragraphs under it (a line
    `Schedule.` ending a sentence stays text). Before, `Schedule` in title case alone was prose and its Parts took
    the places of the Bill's own Parts."""
    assert paths(SCHEDULE_TITLED, "my_statute") == [
        "1", "2", "Schedule", "Schedule > Part I", "Schedule > Part I > 1", "Schedule > Part I > 2",
        "Schedule > Part II", "Schedule > Part II > 1"]


TREATY_ARTICLES = """
Short title
1. This Act may be cited as the Regional Fund Act 2019.
                            Schedule
                           [Section 2]
                           Chapter VII
                          PRIVILEGES AND IMMUNITIES
Article 30 Purposes of Chapter
    1. The privileges set out in this Chapter are accorded to the Fund in each member.
    2. Each member shall give effect to this Chapter in its own law.
Article 31 Legal Status of the Fund
The Fund shall have full legal personality and the capacity:
    (i) to contract; and
    (ii) to sue and be sued.
Article 32 Immunity from Taxation
    1. The Fund is exempt from every tax.
"""


def test_a_treaty_article_with_its_heading_on_the_line_is_a_provision_of_its_chapter() -> None:
    """`Article 30 Purposes of Chapter` (no dot, the heading in title case on the line): the Article, its
    paragraphs `1.`, `2.` and items `(i)` its own (before, the line was text and the paragraphs went straight
    under the Chapter, every Article's numbering merged)."""
    assert paths(TREATY_ARTICLES, "my_statute") == [
        "1", "Schedule", "Schedule > Chapter VII", "Schedule > Chapter VII > Article 30",
        "Schedule > Chapter VII > Article 30 > 1", "Schedule > Chapter VII > Article 30 > 2",
        "Schedule > Chapter VII > Article 31", "Schedule > Chapter VII > Article 31 > (i)",
        "Schedule > Chapter VII > Article 31 > (ii)", "Schedule > Chapter VII > Article 32",
        "Schedule > Chapter VII > Article 32 > 1"]
    tree = parse(lines_from(TREATY_ARTICLES), [], "my_statute")
    heads = {" > ".join(p): n.heading for p, n in unit_paths(tree)}
    assert heads["Schedule > Chapter VII > Article 31"] == "Legal Status of the Fund"


PART_GAP = """
                                   Part II
                                 THE COUNCIL
Membership of the Council
4. The Council consists of the members listed in the Schedule.
Meetings of the Council
5. The Council shall meet at least four times a year.
                                   Part VI
                           SAVINGS AND TRANSITIONAL
Existing boards
21. Every board established before this Act shall continue until dissolved.
Existing officers
22. (1) Every officer of a board shall become an officer of the Council.
(2) The terms of service of such an officer shall not be less favourable.
"""


def test_the_first_unit_of_a_part_after_an_excerpts_gap_opens_with_its_next_unit_following() -> None:
    """`Part VI` / `Existing boards` (a shoulder note in sentence case) / `21. ...` after clause 5 of Part II: the
    excerpt leaves Parts III-V out; the first unit of the new Part, with `22.` next, is a unit (gap noted). Before,
    `21.` stayed text of clause 5 and `22.` was noted as skipping 6-21."""
    tree = parse(lines_from(PART_GAP), [], "my_statute")
    found = {" > ".join(p): n for p, n in unit_paths(tree)}
    assert list(found) == ["Part II", "Part II > 4", "Part II > 5", "Part VI", "Part VI > 21", "Part VI > 22",
                           "Part VI > 22 > (1)", "Part VI > 22 > (2)"]
    assert found["Part VI > 21"].numbering_gap == "6-20"


RUN_IN_LIST = """
SECTION 1. Short Title. - This Act shall be known as the Rural Roads Act.
SEC. 2. Valuation. - The agency shall pay the owner the sum of:
    (a) the zonal value of the land; and
    (b) the replacement cost of the structures as determined by:
        (i) The agency; (ii) A licensed appraiser; and (iii) An independent bank.
    (c) the value of crops on the land.
SEC. 3. Effectivity. - This Act shall take effect after publication.
"""


def test_a_list_run_in_on_one_line_is_text_of_its_item() -> None:
    """`(i) The agency; (ii) A licensed appraiser; and (iii) ...` printed on one line: an enumeration inside the
    paragraph (its items run in after `;`), not units (before, `(i)` opened a unit holding the whole run)."""
    assert paths(RUN_IN_LIST, "ph_statute") == [
        "SECTION 1", "SEC. 2", "SEC. 2 > (a)", "SEC. 2 > (b)", "SEC. 2 > (c)", "SEC. 3"]


ARTICLE_CITED = """
SECTION 1. Short Title. - This Act shall be known as the Family Leave Act.
SEC. 2. Declaration of Policy. - It is the policy of the State to protect working parents.
Article XV, The Family, Section 1 of the Constitution provides that the State recognizes the family as the
foundation of the nation.
SEC. 3. Grant of Leave. - Every covered worker shall be granted thirty days of family leave.
"""


def test_a_paragraph_opening_with_an_article_cited_in_roman_numerals_is_no_section() -> None:
    """`Article XV, The Family, Section 1 of the Constitution provides ...` among `SEC. 2.`, `SEC. 3.`: another
    keyword than the sections' own with a number in letters cites; it is not a spoiled `SEC. 3` (before, it opened a
    section `Article 3` holding the rest of section 2)."""
    assert paths(ARTICLE_CITED, "ph_statute") == ["SECTION 1", "SEC. 2", "SEC. 3"]


def test_serial_numbers_at_the_sub_clauses_indent_open_no_clause_on_a_scan() -> None:
    """The same page OCR'd (a dot may be lost there, so the text layer's rule does not hold): `1 Basic Cost of the
    Villa` stands where `1.2`'s number stands on its page, right of where the dotted clauses stand: a serial number
    under the sub-clause, not clause 1 again (before, the rows took clauses 2-4's places on clean scans)."""
    assert paths(SERIAL_NUMBERS, "in_deed") == [
        "1", "1 > 1.1", "1 > 1.2", "1 > 1.3", "2", "2 > 2.1", "3", "3 > 3.1"]


RUN_TOGETHER_ROW = """
AGREEMENT FOR SALE OF A ROW HOUSE
This Agreement is executed on the date written below by the Promoter and the Allottee.
WHEREAS:
A. The said land is earmarked for the project, which comprises the units as follows :-
Sr. No. Particulars of Units Phase 1 Phase 2 Phase 3
1 Row Houses 120 30 0
2 Shops in Block B 18000
3 Shops in Block C 000 13
4 Flats in Block A 0 0 40
{recitals}
NOW THEREFORE, the Parties agree as follows:
1. TERMS:
   1.1 The Promoter agrees to sell the villa to the Allottee.
   1.2 The price of the villa is set out below:
   1.3 The price is free of escalation.
2. MODE OF PAYMENT:
   2.1 The Allottee shall pay by cheque.
3. POSSESSION:
   3.1 The Promoter shall hand over possession within 36 months.
""".format(recitals="\n".join(  # the recitals run on long after the table (its operative words over 60 lines below)
    f"{letter}. The Promoter has obtained the approval numbered {n} from the authority concerned and has\n"
    "complied with every condition attached to it, of which the Allottee has taken notice and which\n"
    "the Allottee has read and understood, together with the plans, the specifications and the\n"
    "schedule of construction of the project as approved by the authority concerned;"
    for n, letter in enumerate("BCDEFGHIJKLMNOP", 1)))


def test_a_table_row_whose_figures_ran_together_opens_no_excerpt() -> None:
    """On a scan OCR may run a row's cells together (`2 Shops in Block B 18000` for `1 8 0 0 0`), so the row no longer
    ends in two figures; the rows below it still do (`3 Shops in Block C 000 13`), and a table's row is no provision,
    so their serial numbers are no evidence that `2` opens an excerpt (Canada's `3 No person ...` convention,
    `_undotted_ahead`). Before (7d2bfb6 to this), row 2 of the RERA agreement for sale's recital table opened clause
    4 on its clean and moderate scans and every clause after it went under the wrong parent (fresh7 clean 20/50)."""
    assert paths(RUN_TOGETHER_ROW, "in_deed") == [
        "1", "1 > 1.1", "1 > 1.2", "1 > 1.3", "2", "2 > 2.1", "3", "3 > 3.1"]
    assert not any("opens an excerpt" in d for d in explain(lines_from(RUN_TOGETHER_ROW), "in_deed"))
