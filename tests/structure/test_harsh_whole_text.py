"""One spoiled label at the top of a harsh scan must not take the whole text off its path.

Truth from how the text was made: a generated Malaysian Act (`samples.make_damaged.generated`, laid out and read as
OCR'd lines) with its `N. (1)` lines spoiled the way HARSH scans spoil them, and short printed texts whose paths are
written down with them (a contents list whose `PART II` reads `PARTI`, a Commonwealth heading `Chapter 4 — The Bill
of Rights` read `Chapter4 ‘The Bill of Rights`). Every unit must still stand under its true path.
"""

from __future__ import annotations

import re

import pytest

from ingest.structure import explain, parse, unit_paths
from schemas import Line
from tests.structure.snippets import lines_from
from tests.structure.test_harsh_labels import _misplaced, _ocr, _ocr_lines

FIRST_SUB = re.compile(r"^(?P<num>\d{1,3})\. \(1\) ")


@pytest.mark.parametrize("spoil", ["{n}.1) ", "{n}.61) ", "{n}.01) ", "{n}.¢1) ", "{n}.11) "])
def test_a_first_subsection_glued_to_its_section_number_keeps_both(spoil: str) -> None:
    """`5. (1) A person ...` read `5.1) A person`, `1.61) This Act`, `7.11) A person` (the bracket lost or read as a
    digit): the section and its first subsection both open, every unit under its true path."""
    lines, truth = _ocr_lines(5)
    assert _misplaced(lines, truth) == []
    hits = [n for n, ln in enumerate(lines) if FIRST_SUB.match(ln.text)]
    assert len(hits) >= 5
    spoiled = [ln.model_copy(update={"text": FIRST_SUB.sub(lambda m: spoil.format(n=m.group("num")), ln.text)})
               if n in hits else ln for n, ln in enumerate(lines)]
    assert _misplaced(spoiled, truth) == []


def test_a_two_digit_section_spoiled_with_its_glued_subsection_is_read_between_its_neighbours() -> None:
    """`11. (1) A person ...` read `H1.¢1) A person` (Computer Crimes Bill 1997 and Evidence of Child Witness Bill
    2007 on harsh scans): the number is the one between sections 10 and 12, and `(1)` opens under it."""
    got = [" > ".join(p) for p, _ in unit_paths(parse(_ocr("""
        10. (1) Whenever it appears to any Magistrate that there is cause, he may issue a warrant.
        (2) Any police officer may arrest without a warrant any person.
        H1.¢1) A person shall be guilty of an offence if he obstructs a search.
        (2) A person guilty of an offence under this section shall be liable to a fine.
        12. (1) A prosecution for an offence under this Act shall be with the consent of the Public Prosecutor.
    """), []))]
    assert got == ["10", "10 > (1)", "10 > (2)", "11", "11 > (1)", "11 > (2)", "12", "12 > (1)"]


ARRANGEMENT = """
    EVIDENCE OF WITNESS BILL 2007
    ARRANGEMENT OF CLAUSES
    {one}
    PRELIMINARY
    1. Short title and commencement
    2. Interpretation
    {two}
    MANNER OF GIVING EVIDENCE
    3. How evidence may be given
    4. Screening
    A BILL
    intituled
    An Act to make provisions relating to the giving of evidence.
    ENACTED by the Parliament of Malaysia as follows:
    PART I
    PRELIMINARY
    1. (1) This Act may be cited as the Evidence of Witness Act 2007.
    (2) This Act comes into operation on a date to be appointed.
    2. In this Act, "Court" means the High Court.
    PART II
    MANNER OF GIVING EVIDENCE
    3. (1) A witness may give evidence by live link.
    (2) For the purposes of this section the evidence is given in open Court.
    4. A witness may be screened from the accused.
"""
BODY = ["PART I", "PART I > 1", "PART I > 1 > (1)", "PART I > 1 > (2)", "PART I > 2", "PART II", "PART II > 3",
        "PART II > 3 > (1)", "PART II > 3 > (2)", "PART II > 4"]


def _at(ln: Line, x: float) -> Line:
    """The line moved right to start at x (its width kept)."""
    return ln.model_copy(update={"bbox": (x, ln.bbox[1], x + ln.bbox[2] - ln.bbox[0], ln.bbox[3])})


def _centred(snippet: str) -> list[Line]:
    """OCR'd lines with capital-only lines (labels, headings) centred on the page."""
    return [_at(ln, 250.0) if ln.text.isupper() else ln for ln in _ocr(snippet)]


@pytest.mark.parametrize("two", ["PART II", "PARTI", "PART I"])
def test_a_contents_label_read_again_where_the_entries_go_on_does_not_end_the_contents(two: str) -> None:
    """Evidence of Child Witness Bill 2007 on a harsh scan: its contents list `PARTI` for `PART I` and for `PART
    II` (the two strokes merged). The entries after the second go on (`3.` after `2.`), so it is not the first label
    printed again; the contents end at `A BILL` and the body keeps its Parts (before: 3 of 79 units placed)."""
    lines = _centred(ARRANGEMENT.format(one="PARTI", two=two))
    got = [" > ".join(p) for p, _ in unit_paths(parse(lines, []))]
    assert got == BODY


def test_a_contents_list_still_ends_where_its_first_label_is_printed_again() -> None:
    """A contents list with no Bill front matter (an Act's reprint) still ends at its first label printed again,
    where numbering starts afresh."""
    snippet = "\n".join(ln for ln in ARRANGEMENT.format(one="PART I", two="PART II").split("\n")
                        if not ln.strip().startswith(("A BILL", "intituled", "An Act", "ENACTED")))
    got = [" > ".join(p) for p, _ in unit_paths(parse(_centred(snippet), []))]
    assert got == BODY


MERGED_CONTENTS = """
    TEACHERS' PENSION FUND (DISSOLUTION) BILL 1998
    ARRANGEMENT OF CLAUSES
    1. Short title and commencement.
    Interpretation.
    Repeal and dissolution.
    1 Transfer of funds.
    Payment of lump sum amount.
    KF 0. Payment without probate.
    11. Payment to constitute full discharge.
    12. Cessation of regulations.
    A BILL
    intituled
    An Act to dissolve the Teachers' Pension Fund.
    BE IT ENACTED by the Parliament of Malaysia as follows:
    1. (1) This Act may be cited as the Teachers' Pension Fund (Dissolution) Act 1998.
    (2) This Act comes into force on a date to be appointed.
    2. In this Act, "Fund" means the Teachers' Pension Fund.
    3. The Fund is dissolved.
"""


def test_a_contents_entry_read_as_one_and_a_ten_read_as_zero_do_not_end_the_contents() -> None:
    """A Bill's contents on a moderate scan, its middle entries' numbers lost (`4` read `1 Transfer of funds`, `10.`
    read `KF 0.`): the `1` is not the first label printed again, as the entries after it go on (11, 12) once the
    `0.` is set aside (no entry or section is numbered 0); the contents end at `A BILL` and the body keeps every
    clause (before: clauses 1-3 under the contents' `12.`)."""
    got = [" > ".join(p) for p, _ in unit_paths(parse(_ocr(MERGED_CONTENTS), [], "my_statute"))]
    assert got == ["1", "1 > (1)", "1 > (2)", "2", "3"]


KENYA = """
    The Constitution of Kenya, 2010
    {chapter}
    {part}
    19. Rights and fundamental freedoms
    (1) The Bill of Rights is an integral part of Kenya's democratic state.
    (2) The purpose of recognising and protecting human rights is to preserve dignity.
    20. Application of Bill of Rights
    (1) The Bill of Rights applies to all law and binds all State organs and all persons.
"""
KENYA_PATHS = ["Chapter 4", "Chapter 4 > Part 1", "Chapter 4 > Part 1 > 19", "Chapter 4 > Part 1 > 19 > (1)",
               "Chapter 4 > Part 1 > 19 > (2)", "Chapter 4 > Part 1 > 20", "Chapter 4 > Part 1 > 20 > (1)"]


@pytest.mark.parametrize(("chapter", "part"), [
    ("Chapter 4 — The Bill of Rights", "Part 1 – General Provisions to the Bill of Rights"),
    ("Chapter4 ‘The Bill of Rights", "Part lt General Provisions to the Bill of Rights"),
    ("Chapter 4 The Bill of Rights", "Part | General Provisions to the Bill of Rights"),
])
def test_a_container_heading_with_its_label_spoiled_is_still_its_container(chapter: str, part: str) -> None:
    """The Kenyan Bill of Rights on a harsh scan: `Chapter 4 — The Bill of Rights` read `Chapter4 ‘The Bill of
    Rights` (space lost, dash read as a quote) and `Part 1 – General Provisions ...` read `Part lt General ...` (one
    read `l`, the dash `t`); both centred over the text. Before, neither was a container and all 76 units were off
    their path. The one is `1` because the document numbers its containers in digits."""
    lines = [_at(ln, 200.0) if ln.text.startswith(("Chapter", "Part", "The C")) else ln
             for ln in _ocr(KENYA.format(chapter=chapter, part=part))]
    tree = parse(lines, [])
    assert [" > ".join(p) for p, _ in unit_paths(tree)] == KENYA_PATHS
    assert next(n for p, n in unit_paths(tree) if p == ["Chapter 4"]).heading == "The Bill of Rights"
    if "‘" in chapter:
        assert any("container heading with its label spoiled" in d for d in explain(lines))


def test_a_container_line_at_the_margin_is_not_repaired() -> None:
    """Prose that opens `Part 2 of the Schedule ...` at the left margin is no heading: nothing is made of it."""
    lines = lines_from("""
        3. The fees are set out below.
        Part l The Fees payable under this section are those of the Schedule.
    """)
    assert [" > ".join(p) for p, _ in unit_paths(parse(lines, []))] == ["3"]


def test_a_first_item_spoiled_under_an_introduction_whose_dash_was_lost_is_the_first_item() -> None:
    """The Kenyan Bill of Rights on a harsh scan: the introductions' closing dashes are lost (`a court shall—` read
    `a court shall`) and their `(a)` read `(wv)` or `Gv`; `(b)` follows at the same indent. Each is the list's
    first item (before, both were text of the subsection and `(b)` fitted no list)."""
    tree = parse(_ocr("""
        20. Application of Bill of Rights
        (1) The Bill of Rights applies to all law and binds all State organs and all persons.
        (2) Every person shall enjoy the rights and fundamental freedoms in the Bill of Rights.
        (3) In applying a provision of the Bill of Rights, a court shall
        (wv) develop the law to the extent that it does not give effect to a right; and
        (b) adopt the interpretation that most favours the enforcement of a right.
        (4) In interpreting the Bill of Rights, a court, tribunal or other authority shall promote
        Gv the values that underlie an open and democratic society; and
        (b) the spirit, purport and objects of the Bill of Rights.
    """), [])
    got = [" > ".join(p) for p, _ in unit_paths(tree)]
    assert got == ["20", "20 > (1)", "20 > (2)", "20 > (3)", "20 > (3) > (a)", "20 > (3) > (b)", "20 > (4)",
                   "20 > (4) > (a)", "20 > (4) > (b)"]
    assert next(n for p, n in unit_paths(tree) if p == ["20", "(4)", "(a)"]).inferred  # its chunk goes to review


def test_a_wrapped_introduction_line_is_no_first_item() -> None:
    """The same scan, `(2) ... court proceedings under clause (1) may be` / `instituted by` / `Goa person ...` /
    `(b) ...`: the wrapped line ends the introduction (a word, not a spoiled marker): it stays the subsection's."""
    tree = parse(_ocr("""
        22. Enforcement of Bill of Rights
        (1) Every person has the right to institute court proceedings.
        (2) In addition to a person acting in their own interest, court proceedings under clause (1) may be
        instituted by
        Goa person acting on behalf of another person who cannot act in their own name;
        (b) a person acting as a member of, or in the interest of, a group or class of persons.
    """), [])
    two = next(n for p, n in unit_paths(tree) if p == ["22", "(2)"])
    assert "instituted by" in two.text


def _spoil_item(ln: Line, into: str) -> Line:
    """The item's marker replaced by what a harsh scan left of it, its opening bracket lost (the line starts 8
    points further right, where the letter stood)."""
    moved = _at(ln, ln.bbox[0] + 8.0)
    return moved.model_copy(update={"text": into + ln.text[4:]})


ITEM = re.compile(r"^\((?P<v>[a-z])\) ")


@pytest.mark.parametrize("first", list("cdefgh"))
def test_two_item_markers_spoiled_in_a_row_up_to_a_clean_one_keep_their_letters(first: str) -> None:
    """RA 10644 SEC. 4 on a harsh scan: `(f)` read `b>)`, `(g)` read `))` (opening brackets lost), then `(h)` clean;
    `(j)` read `))` and `(k)` read `‘k)`. Before, the list stopped at the first spoiled one and every later item
    went into it. On a generated PH statute's `(a)`-`(k)` list, any two in a row spoiled so are read back."""
    lines, truth = _ocr_lines(0)
    items = {m.group("v"): n for n, ln in enumerate(lines[:60]) if (m := ITEM.match(ln.text))}
    assert list(items) == list("abcdefghijk")
    second = chr(ord(first) + 1)
    spoiled = list(lines)
    spoiled[items[first]] = _spoil_item(lines[items[first]], "b>) ")
    spoiled[items[second]] = _spoil_item(lines[items[second]], ")) ")
    assert _misplaced(spoiled, truth) == []
    assert any("spoiled in a run" in d for d in explain(spoiled))


def test_an_item_whose_bracket_reads_as_a_quote_is_no_quoted_insertion() -> None:
    """`(j)` read `))` and `(k)` read `‘k) Build ...`: the next letter of the open list is its item, not a quoted
    structure that would swallow the rest of the section."""
    lines, truth = _ocr_lines(0)
    items = {m.group("v"): n for n, ln in enumerate(lines[:60]) if (m := ITEM.match(ln.text))}
    spoiled = list(lines)
    spoiled[items["j"]] = _spoil_item(lines[items["j"]], ")) ")
    spoiled[items["k"]] = lines[items["k"]].model_copy(update={"text": "‘k) " + lines[items["k"]].text[4:]})
    assert _misplaced(spoiled, truth) == []


FIRST_DECIMAL = re.compile(r"^(?P<n>\d+)\.1 ")


@pytest.mark.parametrize("spoil", ["Ll ", "AE ", "LO.) ", "Lhd ", "{n}A. "])
def test_a_first_decimal_clause_whose_number_was_spoiled_is_read_under_its_clause(spoil: str) -> None:
    """The scheme of amalgamation on a harsh scan: `1.1` read `Ll`, `3.1` `AE`, `10.1` `LO.)`, `11.1` `Lhd`, `9.1`
    `9A.`: right under clause N with N.2 next, the line is N.1 (before, its words went into clause N and N.1's
    path held nothing). On a generated sale deed, every `N.1` spoiled so that has `N.2` or `N.1.1` below it keeps
    every unit on its path (a clause's only decimal, spoiled, is left: nothing in the sequence says what it was)."""
    lines, truth = _ocr_lines(1)
    assert _misplaced(lines, truth) == []

    def followed(n: int) -> bool:
        nxt = next((ln.text for ln in lines[n + 1:] if re.match(r"^\d+\.(?:\d|\s)", ln.text)), "")
        return bool(re.match(r"^\d+\.(?:2|1\.1)\s", nxt))

    hits = [n for n, ln in enumerate(lines) if FIRST_DECIMAL.match(ln.text) and followed(n)]
    assert len(hits) >= 4
    spoiled = [ln.model_copy(update={"text": FIRST_DECIMAL.sub(lambda m: spoil.format(n=m.group("n")), ln.text)})
               if n in hits else ln for n, ln in enumerate(lines)]
    assert _misplaced(spoiled, truth) == []


def test_a_spoiled_first_item_before_a_second_read_bh_is_the_first_item() -> None:
    """Kenya's Article 24 (1) on a harsh scan: `... including—` read `including`, `(a)` read `dv`, `(b)` read
    `(bh)`: the `(bh)` is the list's second item, so the line before is its first, labelled `(a)` (not `(ah)`)."""
    tree = parse(_ocr("""
        24. Limitation of rights and fundamental freedoms
        (1) A right shall not be limited except by law, taking into account all relevant factors, including
        dv the nature of the right or fundamental freedom;
        (bh) the importance of the purpose of the limitation;
        (c) the nature and extent of the limitation.
        (2) Despite clause (1), a provision in legislation limiting a right is not valid.
    """), [])
    got = [" > ".join(p) for p, _ in unit_paths(tree)]
    assert got == ["24", "24 > (1)", "24 > (1) > (a)", "24 > (1) > (b)", "24 > (1) > (c)", "24 > (2)"]


def test_a_dash_read_as_a_bar_on_the_section_line_is_no_first_subsection() -> None:
    """RA 10588 SEC. 6 on a harsh scan: `Functions and Duties of the Board. – The Board shall ...` read `... Board |
    The Board shall ...`, its introduction ending `and duties:`, then `(a)` read `Ga)` and `(b)`: the first item is
    the spoiled line below the introduction, not the section's own text after the bar."""
    tree = parse(_ocr("""
        SEC. 6. Functions and Duties of the Board | The Board shall perform the following functions
        and duties:
            Ga) To formulate policies and guidelines that shall govern the conduct of the games;
            (b) To review and update regularly the rules of the sports included in the games;
            (c) To develop and recommend programs that will promote the games.
        SEC. 7. Secretary General. A Secretary General shall be appointed by the Board.
    """), [])
    assert [" > ".join(p) for p, _ in unit_paths(tree)] == ["SEC. 6", "SEC. 6 > (a)", "SEC. 6 > (b)",
                                                             "SEC. 6 > (c)", "SEC. 7"]
    first = next(n for p, n in unit_paths(tree) if p == ["SEC. 6", "(a)"])
    assert "To formulate policies" in first.text and "following functions" not in first.text


DIVISION = """
    PERSONAL DATA PROTECTION BILL 2009
    PART II
    PERSONAL DATA PROTECTION
    {division}
    Personal Data Protection Principles
    5. (1) The processing of personal data by a data user shall comply with the following Principles, namely—
    (a) the General Principle; and
    (b) the Notice and Choice Principle.
    (2) A data user who contravenes subsection (1) commits an offence.
    6. A data user shall not process personal data without consent.
{after}"""


@pytest.mark.parametrize("division", ["Division 1", "Division |", "Division l"])
def test_a_division_numeral_read_as_one_stroke_is_numbered_as_divisions_are(division: str) -> None:
    """Personal Data Protection Bill 2009 on a harsh scan: `Division 1` under `PART II` read `Division |`. A lone
    stroke is `1` or `I`; the document's only other label is a roman Part, yet a title-case Division (Chapter, Part)
    numbers in digits (Malaysian and Commonwealth Acts), so it is `Division 1` (before: `Division I`, and every unit
    of the excerpt off its path, 1/64)."""
    got = [" > ".join(p) for p, _ in unit_paths(parse(_centred(DIVISION.format(division=division, after="")), []))]
    div = "PART II > Division 1"
    assert got == ["PART II", div, f"{div} > 5", f"{div} > 5 > (1)", f"{div} > 5 > (1) > (a)",
                   f"{div} > 5 > (1) > (b)", f"{div} > 5 > (2)", f"{div} > 6"]


@pytest.mark.parametrize(("division", "after", "want"), [
    ("Division |", "    Division II\n    7. A data user shall keep personal data secure.\n", "Division I"),
    ("DIVISION |", "", "DIVISION I"),
])
def test_a_one_stroke_division_follows_its_kind_else_stays_roman_in_capitals(division: str, after: str,
                                                                            want: str) -> None:
    """The same stroke before a `Division II` is `I` (the kind's own numbering decides); a capital `DIVISION |`
    with no other Division numbers in romans, as capital labels mostly do (`PART I`)."""
    got = [" > ".join(p) for p, _ in unit_paths(parse(_centred(DIVISION.format(division=division, after=after)), []))]
    assert got[1] == f"PART II > {want}"
    assert f"PART II > {want} > 5 > (1) > (b)" in got


def test_a_sub_list_inside_a_run_of_spoiled_letters_stays_under_its_letter() -> None:
    """The Right of Children to Education Act 2009 on a harsh scan: `(f)` `(g)` read `(1)` `(2)`, `(h)` read `Ch)`,
    then `(i)` clean: the run is read back as (f)-(i). `(g) "guardian" ... includes` has its own romans `(i)`-`(iv)`,
    printed further right. Before, that first `(i)` was taken for the letter `(i)` with a gap, its romans became
    letters and every later letter moved on by four (12/35 of the section's units placed)."""
    got = [" > ".join(p) for p, _ in unit_paths(parse(_ocr("""
        2. Definitions.—In this Act, unless the context otherwise requires,—
            (a) "appropriate Government" means the Central Government;
            (b) "capitation fee" means any kind of donation other than the fee notified by the school;
            (c) "child" means a male or female child of the age of six to fourteen years;
            (d) "child belonging to disadvantaged group" means a child of such group as may be notified;
            (e) "child belonging to weaker section" means a child of a parent whose income is low;
            (1) "elementary education" means the education from first class to eighth class;
            (2) "guardian", in relation to a child, means a person having the care of that child and includes
                (i) a natural guardian;
                (it) an adoptive parent;
                (iii) a guardian appointed or declared by a court; and
                (iv) a person who is willing to take care of the child;
            Ch) "local authority" means a Municipal Corporation or Municipal Council or Zila Parishad;
            (i) "National Commission" means the Commission constituted under section 3 of that Act;
    """), []))]
    letters = [f"2 > ({c})" for c in "abcdefg"]
    assert got == ["2", *letters, "2 > (g) > (i)", "2 > (g) > (ii)", "2 > (g) > (iii)", "2 > (g) > (iv)", "2 > (h)",
                   "2 > (i)"]


def test_a_marker_with_nothing_left_is_the_next_item_of_the_list_at_its_indent() -> None:
    """RA 10627 (Anti-Bullying Act) SEC. 3 on a harsh scan: `(d)` read `()` and `(e)` read `(ce)`, at the letters'
    indent, after `(c) ... for:` and its `(1)`-`(5)`. A marker with nothing left to read is the next item of the
    list standing where it stands: `(d)`, not a `(6)` under `(c)` (before, `(ce)` then became an insertion after
    `(c)` and the later letters went under it: 24/34 units placed; 29/34 after)."""
    got = [" > ".join(p) for p, _ in unit_paths(parse(_ocr("""
        SEC. 3. Adoption of Policies. - All schools shall adopt policies which shall include provisions which:
            (a) Prohibit the following acts:
                (1) Bullying on school grounds;
                (2) Retaliation against a person who reports bullying;
            (b) Identify the range of disciplinary actions that may be taken against a perpetrator;
            (c) Establish clear procedures and strategies for:
                (1) Reporting acts of bullying or retaliation;
                (2) Responding promptly to reports of bullying or retaliation;
            () Enable students to anonymously report bullying or retaliation;
            (ce) Subject a student who knowingly makes a false accusation of bullying to disciplinary action;
            (f) Educate students on the dynamics of bullying.
        SEC. 4. Mechanisms. - The school principal shall be responsible for the policies.
    """), []))]
    assert got == ["SEC. 3", "SEC. 3 > (a)", "SEC. 3 > (a) > (1)", "SEC. 3 > (a) > (2)", "SEC. 3 > (b)", "SEC. 3 > (c)",
                   "SEC. 3 > (c) > (1)", "SEC. 3 > (c) > (2)", "SEC. 3 > (d)", "SEC. 3 > (e)", "SEC. 3 > (f)", "SEC. 4"]
