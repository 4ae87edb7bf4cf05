"""Conventions behind the fresh6 half's born-digital misses (session 12): an inserted section printed `2-A.`, a list
its item introduces with a comma, statutory forms in a schedule, omission marks, closing words after a list. Every
snippet is written for this file (no corpus text verbatim); each case asserts the full structure path of every unit
and fails on the code before it."""

from __future__ import annotations

from ingest.structure import explain, parse, unit_paths
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
FORM 3
WATER SUPPLY ACT 2010
NOTICE OF RECONNECTION
[Section 11]
I, .................... hereby give notice that the supply to the premises below is restored.
2. This notice takes effect on ....................
Dated ....................
"""


def test_statutory_forms_in_a_schedule_are_levels_numbering_their_paragraphs_afresh() -> None:
    """`FORM 1` / heading lines / an unnumbered first paragraph / `2.` / `3.`: each form is a level of the schedule
    (before, the forms were the schedule's text and `2.` after a first form fitted nothing); `2. *The owner ...` (a
    form's mark for words to delete) opens its paragraph; on OCR'd lines, FORM 2's `2.` is no `1.` misread because
    FORM 3's `2.` follows (the numbers ahead are counted within the form)."""
    assert paths(FORMS, "my_statute") == [
        "SCHEDULE", "SCHEDULE > FORM 1", "SCHEDULE > FORM 1 > 2", "SCHEDULE > FORM 1 > 3", "SCHEDULE > FORM 2",
        "SCHEDULE > FORM 2 > 2", "SCHEDULE > FORM 3", "SCHEDULE > FORM 3 > 2"]


def test_form_in_prose_is_no_level() -> None:
    """`Form 2 of the Schedule shall be used ...` cites a form; only a label on its own line is one."""
    assert paths("1. Notices. Form 2 of the Schedule shall be used for every notice.\n"
                 "2. Fees. The fee is ten ringgit.\n", "my_statute") == ["1", "2"]


WRAPPED_CITATION = """
THE FOOD ACT, 2001
1. Short title. This Act may be called the Food Act, 2001.
2. Application. An application for a licence shall be made in the manner set out in
{label}.
3. Fees. The fee for a licence is ten rupees.
4. Rules. The Minister may make rules.
"""


def test_a_form_cited_at_a_wrapped_lines_start_is_no_level() -> None:
    """`... set out in` / `Form 3.`: the line before leaves its sentence open, so the label ending it cites a form
    (or a Part) wrapped to the line's start; before, `Form 3` became a level and sections 3 and 4 went under it."""
    for label in ("Form 3", "Part 3", "Schedule 2"):
        assert paths(WRAPPED_CITATION.format(label=label), "generic") == ["1", "2", "3", "4"], label
    tree = parse(lines_from(WRAPPED_CITATION.format(label="Form 3")), [], "generic")
    assert node_at(tree, "2").text.endswith("set out in\nForm 3.")


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


WRAPPED_AFTER_SEMICOLON = """
5. Returns. Every licensee shall file with the Registrar a yearly return stating--
    (a) the number of cattle branded by him in the year; or
    (b) where he has branded none, the names of his agents, their addresses and marks;
        the districts in which they acted and the dates of their appointment.
6. Penalty. Whoever fails to file a return shall be fined.
"""


def test_a_last_items_line_wrapped_after_a_semicolon_inside_it_stays_the_items() -> None:
    """The same punctuation (`(a) ...; or` / `(b) ...;` / a line in lower case), but the line stands right of
    `(b)`'s marker, where an item's wrapped lines hang and closing words never stand: `(b)`'s sentence goes on
    after a `;` inside it (before, its last words went up to section 5 as closing words)."""
    tree = parse(lines_from(WRAPPED_AFTER_SEMICOLON), [], "generic")
    assert paths(WRAPPED_AFTER_SEMICOLON, "generic") == ["5", "5 > (a)", "5 > (b)", "6"]
    assert node_at(tree, "5 > (b)").text.endswith("the dates of their appointment.")
    assert not [c for c in node_at(tree, "5").children if not c.label]


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


PAGE_SET_LEFT = """
  THE CATTLE ACT, 1901
                         PART I
                         BRANDS
  1. Short title. This Act may be called the Cattle Act, 1901.
  2. Brands. Every owner of cattle shall brand each head of his cattle with a mark
  registered with the Collector of the district in which the cattle are kept, and the
==page==
Collector shall keep a register of the marks so registered.
3. Fees. A fee of ten rupees shall be paid for each mark.
"""


def test_a_paragraph_going_on_over_a_page_that_sits_further_left_stays_its_sections() -> None:
    """Sections set flush (number and wrapped lines at one indent), the next page 10 points further left (a scan's
    placement, a book's inner margin): section 2's sentence goes on there in `Collector shall ...`. A line is left
    of a block only on the block's page; before, the words went up to PART I as a paragraph of their own."""
    tree = parse(lines_from(PAGE_SET_LEFT), [], "generic")
    assert paths(PAGE_SET_LEFT, "generic") == ["PART I", "PART I > 1", "PART I > 2", "PART I > 3"]
    assert node_at(tree, "PART I > 2").text.endswith("and the\nCollector shall keep a register of the marks so "
                                                     "registered.")
    assert not [c for c in node_at(tree, "PART I").children if not c.label]


CLOSING_SIGNATORY = """
1. EMPLOYMENT
1.1. Job Title
The Employee is employed as a clerk.
1.2. Working Hours
The Employee shall work forty hours a week.
2. PAY
2.1. Salary
The Employer shall pay a salary monthly.
2.2. Deductions
Tax shall be deducted at source.
     Employer Representative
Name and signature of the officer
"""


def test_a_signatorys_title_after_the_last_decimal_clause_is_no_lost_decimal() -> None:
    """OCR'd headed decimals, then `Employer Representative` where the headings' words stand, over another short
    line, at the document's end: nothing below confirms a lost `2.3`, and it is no heading over a paragraph, so it
    stays text (before, it became `2 > 2.3`)."""
    assert paths(CLOSING_SIGNATORY, "generic") == ["1", "1 > 1.1", "1 > 1.2", "2", "2 > 2.1", "2 > 2.2"]


OUTLINE_WORD = """
DEPARTMENT ORDER No. 2031-0009
SUBJECT: Guidelines on Rural Water Districts

I. RATIONALE
The Department issues these guidelines for rural water districts.
THE WATER BOARD
The water board of each district shall adopt these guidelines.

III. SCOPE
These guidelines apply to every rural water district.
IV. EFFECTIVITY
This Order shall take effect at once.
"""


def test_a_heading_opening_with_a_word_of_numeral_letters_is_no_spoiled_outline_part() -> None:
    """`THE WATER BOARD` (OCR'd, at the parts' indent, in the gap where part II's label was not read): `THE` is a word,
    not a numeral's eroded strokes, so the line stays text and III keeps its gap (before, it became part II)."""
    assert paths(OUTLINE_WORD, "ph_statute") == ["I", "III", "IV"]


TREATY_LAST_LINE = """
ARTICLE 1
Definitions
1. In this Convention, consular post means any consulate.
ARTICLE 2
Establishment
1. The establishment of consular relations takes place by mutual consent.
2. Consular functions are exercised as provided in
ARTICLE 3
"""


def test_an_article_label_alone_on_the_documents_last_line_heads_nothing() -> None:
    """`ARTICLE 3` alone as the last line (an excerpt cut after a citation): no heading or text below it, so it is
    no provision (before, an empty Article 3 was opened)."""
    assert paths(TREATY_LAST_LINE, "generic") == [
        "ARTICLE 1", "ARTICLE 1 > 1", "ARTICLE 2", "ARTICLE 2 > 1", "ARTICLE 2 > 2"]


NESTED_VOWELS = """
২। সংজ্ঞা।- এই আইনে-
(ক) "সম্পত্তি" অর্থ নিম্নরূপ-
(অ) জমি ও ভবন;
(0) যানবাহন;
(ই) অন্যান্য অস্থাবর সম্পত্তি;
(খ) "সরকার" অর্থ গণপ্রজাতন্ত্রী বাংলাদেশ সরকার।
"""


def test_a_nested_vowel_list_is_shown_in_its_own_letters() -> None:
    """Bengali `(ক)` > `(অ)` `(আ)` `(ই)` with `(আ)` read `(0)`: the item between `(অ)` and `(ই)` is labelled with the
    vowel list's letter, and the reasons name its items so (before, a vowel list's item was printed as a digit and
    the `(0)` was read as a list resumed under `(অ)`)."""
    assert paths(NESTED_VOWELS, "generic") == [
        "২", "২ > (ক)", "২ > (ক) > (অ)", "২ > (ক) > (আ)", "২ > (ক) > (ই)", "২ > (খ)"]
    assert any("(ই) follows (আ)" in d for d in explain(lines_from(NESTED_VOWELS), "generic"))


ORDINANCE_SECTIONS = """
ORDINANSA BLG. 07-21
PANGKAT 1. Layunin
1. Upang mapanatili ang kalinisan ng bayan.
2. Upang maprotektahan ang kalusugan ng mamamayan.
PANGKAT 2. Pagbabawal: Ipinagbabawal ang pagtatapon ng basura sa ilog.
PANGKAT 3. Parusa: Ang lalabag ay magmumulta ng limang daang piso.
"""


def test_pangkat_numbered_in_digits_is_an_ordinances_section() -> None:
    """`PANGKAT 1. Layunin` (a Filipino ordinance's sections): provisions labelled as printed, as `SECTION 1.` is,
    not divisions (a roman `PANGKAT I` still groups)."""
    tree = parse(lines_from(ORDINANCE_SECTIONS), [], "ph_statute")
    assert paths(ORDINANCE_SECTIONS, "ph_statute") == [
        "PANGKAT 1", "PANGKAT 1 > 1", "PANGKAT 1 > 2", "PANGKAT 2", "PANGKAT 3"]
    assert node_at(tree, "PANGKAT 2").kind == "section"


PROVISO_AFTER_LIST = """
4. Members. (1) The Board shall consist of a chairman and four members.
(2) A member may be appointed--
(a) to deal with a particular matter before the Board; or
(b) for a fixed period:
Provided that a member appointed for a fixed period shall hold office for no more than three years.
(3) The Minister may remove a member for misconduct.
"""


def test_a_proviso_after_a_last_item_ending_in_a_colon_qualifies_the_introductions_sentence() -> None:
    """`(a) ...; or` / `(b) for a fixed period:` / `Provided that ...`: the conjunction made `(b)` the last item, whose
    colon ends the sentence `(2)` began; the proviso is a paragraph of `(2)` (before, `(b)`'s text)."""
    tree = parse(lines_from(PROVISO_AFTER_LIST), [], "generic")
    assert paths(PROVISO_AFTER_LIST, "generic") == [
        "4", "4 > (1)", "4 > (2)", "4 > (2) > (a)", "4 > (2) > (b)", "4 > (3)"]
    assert "Provided" not in node_at(tree, "4 > (2) > (b)").text
    assert any(c.text.startswith("Provided") for c in node_at(tree, "4 > (2)").children if not c.label)


DEFINITION_LISTS = """
12. Interpretation in this Part. In this Part--
“ duty ”, in relation to--
(a) the Sales Act, includes any penalty imposed by that Act;
(b) the Stamps Act, means a duty charged under that Act;
“ duty Act ” means--
(a) the Sales Act; or
(b) the Stamps Act;
as the case may be.
13. Appeals. Any person aggrieved may appeal to the Court.
"""


def test_lists_under_two_definitions_of_one_section_have_no_paths_of_their_own() -> None:
    """Two unnumbered definitions, each with its own `(a)` `(b)`: a second `(a)` under section 12 has no path, so
    neither list has; both stay the definitions' text (before, the first became `12 > (a)`, `12 > (b)` and the
    second was text)."""
    tree = parse(lines_from(DEFINITION_LISTS), [], "generic")
    assert paths(DEFINITION_LISTS, "generic") == ["12", "13"]
    text = " ".join([node_at(tree, "12").text] + [c.text for c in node_at(tree, "12").children])
    assert "(a) the Sales Act, includes" in text and "(b) the Stamps Act;" in text


ONE_DEFINITION_LIST = """
2. Interpretation. In this Act--
“ cattle ” means--
(a) any bull, cow or ox; or
(b) any calf;
“ owner ” includes a keeper of cattle.
3. Brands. Every owner shall brand his cattle.
"""


def test_a_list_under_the_only_definition_holding_one_is_still_the_definitions_text() -> None:
    """One definition with limbs in the section: the limbs are still the definition's text, the corpus' convention
    since session 18 (one cites 'paragraph (a) of the definition of "cattle" in section 2', never 2(a)); a reader
    finds them in section 2's chunk, with the definition and before the next one."""
    assert paths(ONE_DEFINITION_LIST, "generic") == ["2", "3"]
    lines = node_at(parse(lines_from(ONE_DEFINITION_LIST), [], "generic"), "2").text.split("\n")
    assert lines[-4:] == ["“ cattle ” means--", "(a) any bull, cow or ox; or", "(b) any calf;",
                          "“ owner ” includes a keeper of cattle."]


BRIDGED = """
5. The Licensee covenants with the Licensors as under:
   (f) To pay the licence fee on time;
   (g) To pay the charges for electricity consumed in the premises;
   (h) Not to sub-let the said premises or any part thereof;
   (1) Not to damage the walls or flooring of the said premises;
   (3) Not to exhibit any sign or writing upon the said premises;
   (k) Not to carry out any structural alteration in the premises.
6. The Licensors covenant to permit quiet use of the premises.
"""


def test_a_marker_between_an_items_last_and_the_one_after_next_is_the_item_between() -> None:
    """OCR'd `(i)` read `(1)` (taken as the letter), then `(j)` read `(3)`, then `(k)`: the `(3)` is `(j)`, between
    `(i)` and `(k)`, rather than a list under `(i)` resumed past its first items (before, `5 > (i) > (3)`)."""
    assert paths(BRIDGED, "generic") == [
        "5", "5 > (f)", "5 > (g)", "5 > (h)", "5 > (i)", "5 > (j)", "5 > (k)", "6"]


LOST_CLAUSE_NUMBER = """
4. The Licensee shall pay the licence fee every month in advance.
5. The Licensee hereby covenants with the Licensors as under:
   (a) To use the premises for office purposes only;
   (b) To remove its belongings from the premises on the expiry of the
   licence and to restore the premises to their original condition.
   The Licensors hereby covenant with the Licensee as follows:-
   (a) To permit the Licensee to use the premises without hindrance;
   (b) To pay all taxes and outgoings due on the premises.
7. This licence shall not create any tenancy in favour of the Licensee.
"""


def test_a_clause_whose_number_ocr_lost_opens_where_its_list_starts_afresh() -> None:
    """OCR'd: after clause 5's `(b)` ends its sentence, `The Licensors hereby covenant ...:-` (its words where a
    clause's words start after the number) introduces a list starting again at `(a)`, and clause 7 is the next number
    printed: it is clause 6 (before, its list went under clause 5's `(b)`)."""
    assert paths(LOST_CLAUSE_NUMBER, "generic") == [
        "4", "5", "5 > (a)", "5 > (b)", "6", "6 > (a)", "6 > (b)", "7"]


SPOILED_DOTTED_RUN = """
Section 3. Definition of Terms. - As used in this Act, the following terms shall mean:
a) Accrediting body refers to one of the bodies recognized by the Bureau, to wit:
1. Islamic Council of the Region,
2. Halal Institute of the Region,
W . Southern Halal Authority,
& . Muslim Certification Board,
 . Halal Chamber of Commerce, and
Oo . Prime Certification Asia;
b) Region refers to the territory of the autonomous region;
"""


def test_a_run_of_dotted_numbers_ocr_spoiled_up_to_the_next_item_above_counts_on() -> None:
    """OCR'd `1.` `2.` then `W .`, `& .`, `. Halal ...`, `Oo .` (numbers spoiled into a short token before a dot set
    apart), then `b)`: the run is items 3-6 of the dotted list (before, all four were item 2's text)."""
    assert paths(SPOILED_DOTTED_RUN, "ph_statute") == [
        "Section 3", "Section 3 > (a)", "Section 3 > (a) > 1", "Section 3 > (a) > 2", "Section 3 > (a) > 3",
        "Section 3 > (a) > 4", "Section 3 > (a) > 5", "Section 3 > (a) > 6", "Section 3 > (b)"]


BLANK_ABOVE_CLAUSE = """
NOW THIS DEED OF TRUST WITNESSETH AS FOLLOWS:
1. Settlement :
The Settlor does hereby settle the sum of Rs. 1,000 in Trust for the objects stated below.
2. Name:
The name of the Trust shall be " ______________
3. Place :
The office of the Trust shall be at Pune.
"""


def test_a_line_holding_a_forms_blank_is_no_heading_of_the_next_clause() -> None:
    """`The name of the Trust shall be " ______` (its closing quote and stop lost to OCR) right above `3. Place :`:
    a blank to fill in is text, so the line stays clause 2's (before, it became clause 3's heading)."""
    tree = parse(lines_from(BLANK_ABOVE_CLAUSE), [], "in_deed")
    assert paths(BLANK_ABOVE_CLAUSE, "in_deed") == ["1", "2", "3"]
    assert "name of the Trust" in node_at(tree, "2").text
    assert "name of the Trust" not in node_at(tree, "3").heading


GLUED_BRACKETS = """
62. Public land. (1) Public land is--
(h) all roads provided for by an Act of Parliament;
(i) all rivers and lakes as defined by an Act of Parliament;
(j) the territorial sea and the sea bed;
ee k) the continental shelf;
eee |) all land between the high and low water marks; and
ee m) any other land declared to be public land by an Act of Parliament--
ee i) in force at the effective date; or
a ii) enacted after the effective date.
(2) Public land shall vest in the national government.
"""


def _bracket_read_as_letters(snippet: str) -> list:
    """The snippet's lines as OCR gives them when it reads an opening bracket as letters: the token of low confidence,
    its box touching the marker's."""
    lines = lines_from(snippet)
    for ln in lines:
        if ln.text.split()[0] in ("ee", "eee", "a"):
            w0, w1 = ln.words[0], ln.words[1]
            w0.confidence = 0.4
            width = w1.bbox[2] - w1.bbox[0]
            w1.bbox = (w0.bbox[2], w1.bbox[1], w0.bbox[2] + width, w1.bbox[3])
    return lines


def test_an_opening_bracket_read_as_letters_glued_to_its_marker_is_the_bracket() -> None:
    """OCR'd `ee k)`, `eee |)`, `a ii)` (the opening bracket read as letters of low confidence, touching the marker):
    the items `(k)`, `(l)` (a bare stroke after `(k)`), `(m)` and `(m)`'s `(i)`, `(ii)` keep their paths (before, the
    run from `(k)` on was `(j)`'s text)."""
    tree = parse(_bracket_read_as_letters(GLUED_BRACKETS), [], "generic")
    got = [" > ".join(p) for p, _ in unit_paths(tree)]
    assert got == ["62", "62 > (1)", "62 > (1) > (h)", "62 > (1) > (i)", "62 > (1) > (j)", "62 > (1) > (k)",
                   "62 > (1) > (l)", "62 > (1) > (m)", "62 > (1) > (m) > (i)", "62 > (1) > (m) > (ii)", "62 > (2)"]


SECTION_NOTES = """
1. Short title This Act may be cited as the Cattle Act.
[short title amended by Act 2 of 1999 ]
2. ***
[section repealed by Act 4 of 2001 ]
3. Brands
(1) Every owner shall brand his cattle.
(2) The brand shall be registered.
[section amended by Act 9 of 2005 ]
"""


def test_a_consolidations_note_naming_the_section_gives_the_section_its_status() -> None:
    """ZimLII's `[section repealed by Act 4 of 2001 ]` under `2. ***`, `[short title amended by ...]` under section 1,
    and `[section amended by ...]` after section 3's last subsection: each section gets the status and the amending
    Act (the last one the section, not its subsection `(2)` whose text holds the line)."""
    tree = parse(lines_from(SECTION_NOTES), [], "generic")
    assert paths(SECTION_NOTES, "generic") == ["1", "2", "3", "3 > (1)", "3 > (2)"]
    assert (node_at(tree, "2").status, node_at(tree, "2").amended_by, node_at(tree, "2").text) == (
        "repealed", "Act 4 of 2001", "***")
    assert (node_at(tree, "1").status, node_at(tree, "3").status, node_at(tree, "3").amended_by) == (
        "amended", "amended", "Act 9 of 2005")
    assert node_at(tree, "3 > (2)").status == "in_force"


PROVISO_NAMING_ITS_PARAGRAPH = """
3. Flaring of gas to cease.
(1) No company shall flare gas without the permission in writing of the Minister.
(2) Where the Minister is satisfied, he may issue a certificate to a company--
(a) specifying such terms and conditions as he may choose to impose; or
(b) permitting the company to continue to flare gas if it pays such sum as the Minister may prescribe:
Provided that, any payment due under this paragraph shall be made in the same manner as royalties.
4. Penalty.
(1) Where any person commits an offence under section 3, the person shall forfeit the concessions.
"""


def test_a_proviso_naming_this_paragraph_stays_with_the_lettered_paragraph() -> None:
    """`(a) ...; or` / `(b) ... prescribe:` / `Provided that, any payment due under this paragraph ...`: Commonwealth
    Acts call `(b)` under `(2)` a paragraph, so a proviso naming `this paragraph` is `(b)`'s (Nigeria's Associated Gas
    Re-injection Act 3(2)(b)); one that names nothing still qualifies `(2)`'s sentence (the test above)."""
    tree = parse(lines_from(PROVISO_NAMING_ITS_PARAGRAPH), [], "generic")
    assert paths(PROVISO_NAMING_ITS_PARAGRAPH, "generic") == [
        "3", "3 > (1)", "3 > (2)", "3 > (2) > (a)", "3 > (2) > (b)", "4", "4 > (1)"]
    b = node_at(tree, "3 > (2) > (b)")
    assert "Provided that, any payment" in " ".join([b.text, *(c.text for c in b.children if not c.label)])
    assert not any(c.text.startswith("Provided") for c in node_at(tree, "3 > (2)").children if not c.label)
