"""Container labels a harsh scan misread where no sibling label can number them (session 16, helper harsh):
- an excerpt's only Part (Kenya's Consumer Protection Act 2012, Part VI: `Part VI – REPAIRS TO MOTOR VEHICLES AND
  OTHER GOODS` read `‘art VIE REPATRS PO MIOTOR ...`: the P lost, the dash glued to the numeral as `E`) was refused,
  and every section of the excerpt lost its Part (fresh10 harsh 0/34);
- `CHAPTER I`, then `CHAPTER III` read `CHAPTER II` (RA 11696 prints Chapters I and III): the numeral's ink is three
  strokes wide beside the first's one, so it is III (a gap), not the II the sequence would give.
Each repair is logged and sends the label's chunk to review (`Node.inferred`). Snippets written for this file;
numeral widths from the faces' glyph boxes (Adobe font metrics); each test asserts every unit's path."""

from __future__ import annotations

import pytest

from ingest.structure import explain, parse, unit_paths
from schemas import Line, Span
from tests.structure.snippets import lines_from, node_at, ocr_line, paths

KENYA = """
                        Consumer Protection Act 2012
{label}
44. Estimates
    (1) No repairer shall charge a consumer for any work or repairs unless an estimate is given.
    (2) Despite subsection (1), a repairer may charge for work or repairs without giving an estimate.
45. Estimate fee
    (1) Subject to subsection (3), no repairer shall charge a fee for an estimate.
    (2) A fee for an estimate shall be deemed to include the cost of diagnostic time.
46. Authorization required No repairer shall charge for any work or repairs unless authorized.
"""
WIDTH = 96  # characters of the widest body line: a label is centred on it


def kenya(label: str) -> str:
    return KENYA.format(label=" " * ((WIDTH - len(label)) // 2) + label)


UNITS = ["44", "44 > (1)", "44 > (2)", "45", "45 > (1)", "45 > (2)", "46"]


def test_the_clean_label_reads() -> None:
    got = paths(kenya("Part VI – REPAIRS TO MOTOR VEHICLES AND OTHER GOODS"))
    assert got == ["Part VI"] + [f"Part VI > {u}" for u in UNITS]


@pytest.mark.parametrize("label", ["‘art VIE REPATRS PO MIOTOR VEHICLES AND OTHER GOODS",
                                   "‘art VI REPATRS PO MIOTOR VEHICLES AND OTHER GOODS",
                                   "Tart Vl REPAIRS TO MOTOR VEHICLES"])
def test_an_excerpts_only_part_with_its_word_and_dash_spoiled_keeps_its_sections(label: str) -> None:
    """The only Part of the excerpt, its P lost and its dash lost or glued on as `E`: numbered by its own strokes
    (VI), its sections under it, the repair logged and the Part sent to review."""
    snippet = kenya(label)
    assert paths(snippet) == ["Part VI"] + [f"Part VI > {u}" for u in UNITS]
    tree = parse(lines_from(snippet), [])
    assert "numbered by its own strokes" in (node_at(tree, "Part VI").inferred or "")
    assert any("read as Part VI" in d for d in explain(lines_from(snippet)))


@pytest.mark.parametrize("label", ["‘art VEN", "‘art VIE", "PARTIE", "‘art VIE repairs to motor vehicles",
                                   "‘art VIE REPAIRS"])
def test_no_number_or_no_title_leaves_the_line_as_text(label: str) -> None:
    """A numeral no look-alike reads (`VEN`), an `E` with no heading after it (alone, `PARTIE` is PART III's strokes
    run together, not a dash), or a heading not set in capitals or of one word: nothing says which Part it was, so
    no Part is made up."""
    assert not any(p.startswith("Part") for p in paths(kenya(label)))


def test_a_second_part_ahead_still_numbers_by_the_sequence() -> None:
    """With another Part below, the sequence decides as before (the lone rule does not apply)."""
    snippet = kenya("‘art VIE REPATRS PO MIOTOR VEHICLES AND OTHER GOODS") + """
                Part VIII – CREDIT AGREEMENTS
47. Application This Part applies to credit agreements.
"""
    assert "Part VI" not in paths(snippet)


# Glyph metrics of `I` (advance, ink left, ink right) in thousandths of the size, from the faces' AFM files.
GLYPH_I = {"Times-Roman": (333, 18, 315), "Courier": (600, 81, 519), "Helvetica": (278, 94, 188),
           "Helvetica-Bold": (278, 64, 214)}
CHAPTERS = [("CHAPTER", "{one}"), ("PRELIMINARY", "PROVISIONS"), ("SEC.", "2.", "Declaration", "of", "Policy."),
            ("SEC.", "3.", "Definition", "of", "Terms."), ("CHAPTER", "{three}"), ("CLAIMS",),
            ("SEC.", "14.", "Claimants.", "Any", "person", "may", "file", "a", "claim."),
            ("SEC.", "15.", "Determination", "of", "Compensation.")]


def _ink(numeral: str, font: str, size: float = 11.0) -> float:
    """The ink width of a numeral of strokes (`III`): every stroke's advance but the last's, then its ink."""
    advance, left, right = GLYPH_I[font]
    return ((len(numeral) - 1) * advance + right - left) * size / 1000


def _chapters(one: str, three: str, three_as: str, font: str) -> list[Line]:
    """RA 11696's Chapters I and III (II left out of the excerpt), OCR'd: CHAPTER labels centred, numerals as wide
    as their printed strokes' ink, the second read `three_as`."""
    out, y = [], 72.0
    for words in CHAPTERS:
        texts = [w.format(one=one, three=three_as) for w in words]
        printed = [w.format(one=one, three=three) for w in words]
        widths = [_ink(p, font) if set(p) <= {"I"} else 7.0 * len(p) for p in printed]
        span = sum(widths) + 3 * (len(widths) - 1)
        x = 306 - span / 2 if words[0] in ("CHAPTER", "PRELIMINARY", "CLAIMS") else 72
        out.append(ocr_line(texts, widths, x, y, 8))
        y += 14
    # a body line the width of the text block, so the labels stand centred
    out.append(Line(text="x " * 40, page=1, bbox=(72, y, 540, y + 8), confidence=0.8,
                    words=[Span(text="x", page=1, bbox=(72, y, 540, y + 8), confidence=0.8, source="ocr")]))
    return out


def _chapter_paths(lines: list[Line]) -> list[str]:
    return [" > ".join(p) for p, n in unit_paths(parse(lines[:-1], [])) if n.kind == "chapter"]


@pytest.mark.parametrize("font", ["Helvetica", "Helvetica-Bold"])
def test_a_chapter_read_ii_three_strokes_wide_beside_chapter_one_is_iii(font: str) -> None:
    lines = _chapters("I", "III", "II", font)
    tree = parse(lines[:-1], [])
    assert [" > ".join(p) for p, _ in unit_paths(tree)] == [
        "CHAPTER I", "CHAPTER I > SEC. 2", "CHAPTER I > SEC. 3", "CHAPTER III", "CHAPTER III > SEC. 14",
        "CHAPTER III > SEC. 15"]
    assert "times as wide as CHAPTER I's one stroke" in (node_at(tree, "CHAPTER III").inferred or "")


@pytest.mark.parametrize("font", list(GLYPH_I))
def test_a_true_chapter_ii_stays_ii(font: str) -> None:
    """Two strokes beside one are at most 4.0 times as wide (Helvetica): under the threshold in every face."""
    assert _chapter_paths(_chapters("I", "II", "II", font)) == ["CHAPTER I", "CHAPTER II"]


@pytest.mark.parametrize("font", ["Times-Roman", "Courier"])
def test_a_serif_chapter_iii_read_ii_is_left_as_read(font: str) -> None:
    """In a serif face one stroke is as wide as its serifs: three beside one is 3.2-3.7 times, too near two to
    tell, so the label stays as read (the sequence's II)."""
    assert _chapter_paths(_chapters("I", "III", "II", font)) == ["CHAPTER I", "CHAPTER II"]


def test_keywords_set_in_other_sizes_are_not_compared() -> None:
    lines = _chapters("I", "III", "II", "Helvetica")
    label = lines[4]
    kw = label.words[0]
    label.words[0] = kw.model_copy(update={"bbox": (kw.bbox[0], kw.bbox[1], kw.bbox[2] + 20, kw.bbox[3])})
    assert _chapter_paths(lines) == ["CHAPTER I", "CHAPTER II"]


def test_a_first_numeral_read_as_a_hairline_bar_is_no_stroke_to_measure_by() -> None:
    """`Part |` (its I read as a bar whose box is a hairline, seed 9973's deed schedule): a true II beside it is many
    times as wide, far more than three strokes beside one ever are (<= 6.9): the count is not sure, II stays II."""
    lines = _chapters("I", "II", "II", "Helvetica")
    one = lines[0].words[1]
    lines[0].words[1] = one.model_copy(update={"text": "|", "bbox": (one.bbox[0], one.bbox[1], one.bbox[0] + 0.2,
                                                                     one.bbox[3])})
    assert _chapter_paths(lines) == ["CHAPTER I", "CHAPTER II"]


SPACE_ACT = """
SEC. 5. Framework of the Space Policy. The Philippine Space Policy will focus on six Key Development Areas
for development to ensure the State's sustained progress:
{first}
    focus on space applications that can preserve and enhance the country's national security;
    (b) Hazard Management and Climate Studies The Philippines will develop and utilize space applications
    to enhance its hazard management and disaster mitigation strategy;
    (c) Space Research and Development To spur rapid scientific growth, the Philippines will focus on research.
SEC. 6. Creation of the Philippine Space Agency. There is hereby created the Philippine Space Agency.
"""
SPACE = ["SEC. 5", "SEC. 5 > (a)", "SEC. 5 > (b)", "SEC. 5 > (c)", "SEC. 6"]


@pytest.mark.parametrize("first", ["      ») National Security and Development The Philippines will",
                                   "      )) National Security and Development The Philippines will",
                                   "    Ga) National Security and Development The Philippines will"])
def test_a_first_item_whose_bracket_was_lost_is_inferred_where_it_starts_right_of_its_list(first: str) -> None:
    """RA 11363 SEC. 5 (harsh): `(a)` read `»)`, its line starting right of (b)'s by the lost bracket and letter
    (up to garbled.BRACKET_SHIFT): the first item, its marker unread, inferred from (b) after the introduction
    ending ':' (before, only a line at (b)'s own indent was taken: SEC. 5's six items fell into its text)."""
    snippet = SPACE_ACT.format(first=first)
    assert paths(snippet) == SPACE
    assert "marker not read" in (node_at(parse(lines_from(snippet), []), "SEC. 5 > (a)").inferred or "")


def test_a_line_further_right_than_a_lost_bracket_is_no_first_item() -> None:
    """A line four letters right of its list's markers is a wrapped line or a quotation, not a first item."""
    snippet = SPACE_ACT.format(first="             ») National Security and Development The Philippines will")
    assert "SEC. 5 > (a)" not in paths(snippet)


FERTILIZERS = """
                              Fertilizers Act
                    An Act respecting fertilizers and supplements
Prohibitions
Absence of registration, etc.
3 No person shall sell, or import into Canada, any fertilizer or supplement unless the fertilizer or
supplement
   (a) has, in accordance with the regulations, been approved by the Minister or registered;
   (b) conforms to prescribed standards; and
   (c) is packaged and labelled in accordance with the regulations.
Fertilizers and supplements presenting risk of harm
3.1 No person shall manufacture, sell, import or export a fertilizer that presents a risk of harm.
Prescribed activity
3.2 No person shall conduct a prescribed activity in respect of a prescribed fertilizer.
Destructive ingredients
4 No person shall sell any fertilizer or supplement that contains destructive ingredients.
Regulations
   $1) Phe Governor in Council may make regulations
"""


def test_an_undotted_first_section_opens_where_its_inserted_sections_and_the_next_go_on() -> None:
    """Canada's Fertilizers Act excerpt (fresh9, harsh): `3 No person ...` opens the excerpt; the rule for an
    undotted first section wants the next two (4, 5) to go on, but the scan spoiled 5 (`$1) Phe Governor ...`).
    3.1 and 3.2, inserted after it, then 4 vouch for it (before, the whole Act stayed in the head: 0/75)."""
    got = paths(FERTILIZERS)
    assert got[:7] == ["3", "3 > (a)", "3 > (b)", "3 > (c)", "3.1", "3.2", "4"]


def test_an_undotted_number_with_no_inserted_sections_after_it_stays_text() -> None:
    """Without two inserted sections going on from it, one unit ahead does not make a number a section."""
    snippet = FERTILIZERS.replace("3.1 No", "No").replace("3.2 No", "No")
    assert "3" not in paths(snippet)


BILL_SECTIONS = """
                                 PART II
                    OFFENCES RELATING TO CHILD PORNOGRAPHY
7. Any person who uses or causes a child to be used in the preparation of child pornography commits an offence.
{eight} Any person who—
   (a) exchanges, publishes or sells any child pornography; or
   (b) advertises any child pornography,
commits an offence.
9. Any person who sells or lets for hire any child pornography to a child commits an offence.
"""


def test_a_speck_read_as_a_section_sign_before_the_next_bare_number_is_that_number() -> None:
    """The Malaysian sexual offences Bill (fresh8, harsh): `8.` read `$8.` between 7 and 9, taken for a code section
    `§8` (section 8 and its items off their path). Sections numbered bare, no code section read anywhere: 8, logged
    and sent to review."""
    snippet = BILL_SECTIONS.format(eight="$8.")
    assert paths(snippet) == ["PART II", "PART II > 7", "PART II > 8", "PART II > 8 > (a)", "PART II > 8 > (b)",
                              "PART II > 9"]
    assert "section sign" in (node_at(parse(lines_from(snippet), []), "PART II > 8").inferred or "")


def test_a_code_sign_stays_among_code_sections() -> None:
    """Where the document reads `§` sections elsewhere, `$8.` is a code section whose sign was misread."""
    snippet = BILL_SECTIONS.format(eight="$8.").replace("9. Any", "§ 9. Any")
    assert "PART II > 8" not in paths(snippet)


DIRECTOR = """
SEC. 10. Director General of the PhilSA. The Director General shall have the rank of a Cabinet Secretary and
shall have the following functions:
{first} Provide executive direction and supervision over the entire operations of the PhilSA;
     (b) Establish policies and standards for the effective operation of the PhilSA;
     (c) Review and approve requests for financial and manpower resources;
     (d) Designate and appoint officers and employees of the PhilSA;
     (e) Exercise disciplinary powers over officers and employees of the PhilSA;
     {sixth} Coordinate with other departments, agencies and public and private interest groups;
     (g) Prepare and submit to the President an estimate of the necessary expenditures.
SEC. 11. Deputy Director General. There shall be a Deputy Director General.
"""
DIRECTOR_PATHS = ["SEC. 10"] + [f"SEC. 10 > ({x})" for x in "abcdefg"] + ["SEC. 11"]


@pytest.mark.parametrize(("first", "sixth"), [("       1)", "(f)"), ("     (a)", "(ff)"), ("       1)", "(ff)")])
def test_a_spoiled_first_letter_and_a_doubled_letter_are_the_lists_own(first: str, sixth: str) -> None:
    """RA 11363 SEC. 10 (fresh10, harsh): `(a)` read `1)` (its bracket lost, its line starting right of (b)'s),
    `(f)` read `(ff)` after `(e)`: (a) and (f), each logged and sent to review (before, `1)` opened a numbered list
    with (b)-(k) under it, and `(ff)` resumed a list of doubled letters under (e))."""
    snippet = DIRECTOR.format(first=first, sixth=sixth)
    assert paths(snippet) == DIRECTOR_PATHS
    if first.strip() == "1)":
        assert "'1)' read as (a)" in (node_at(parse(lines_from(snippet), []), "SEC. 10 > (a)").inferred or "")


def test_a_doubled_last_letter_is_the_next_item_and_goes_to_review() -> None:
    """`(ff)` after `(e)` with no item after it to bridge to (RA 11363 SEC. 5: its last item): (f), logged."""
    snippet = DIRECTOR.format(first="     (a)", sixth="(ff)").replace(
        "     (g) Prepare and submit to the President an estimate of the necessary expenditures.\n", "")
    assert paths(snippet) == DIRECTOR_PATHS[:7] + ["SEC. 11"]
    assert "(ff) is garbled: read as (f)" in (node_at(parse(lines_from(snippet), []), "SEC. 10 > (f)").inferred or "")


def test_a_numbered_list_read_clean_stays_numbered() -> None:
    """`(1)` with its bracket, then `(2)`: a numbered list; and `1)` whose next item is `(2)`: nothing to repair."""
    snippet = DIRECTOR.format(first="     (1)", sixth="(f)").replace("(b) Establish", "(2) Establish")
    assert "SEC. 10 > (1)" in paths(snippet)
    snippet = DIRECTOR.format(first="       1)", sixth="(f)").replace("(b) Establish", "(2) Establish")
    assert "SEC. 10 > (a)" not in paths(snippet)


NZ = """
                        Harmful Digital Communications Act 2015
1 Title
This Act is the Harmful Digital Communications Act 2015.
2 Commencement
This Act comes into force on the day after the date on which it receives the Royal assent, except as stated below.
{label}
{heading}
3 Purpose
The purpose of this Act is to deter, prevent, and mitigate harm caused to individuals by digital communications.
4 Interpretation
In this Act, unless the context otherwise requires, applicant means anyone who makes an application under it.
"""


def nz(label: str, heading: str = "Approved Agency and enforcement", centre_heading: bool = True) -> str:
    return NZ.format(label=" " * ((WIDTH - len(label)) // 2) + label,
                     heading=" " * ((WIDTH - len(heading)) // 2 if centre_heading else 0) + heading)


@pytest.mark.parametrize(("label", "want"), [("arti", "Part 1"), ("artl", "Part 1"), ("ARTI", "PART I")])
def test_an_excerpts_only_part_read_with_its_p_lost_over_a_centred_heading_is_part_one(label: str, want: str) -> None:
    """New Zealand's Harmful Digital Communications Act 2015 ss 1-12 on a harsh scan: its only `Part 1`, centred
    over its heading `Approved Agency and enforcement` (centred on the line below), read `arti` (the P lost, the one
    read `i`). A one-stroke numeral reads as one (digits under a title-case keyword, romans under a capital one);
    sections 3 and 4 stand under it, 1 and 2 before it; the repair is logged (review). Before: no Part (8/77)."""
    snippet = nz(label)
    assert paths(snippet) == ["1", "2", want, f"{want} > 3", f"{want} > 4"]
    assert f"read as {want}" in (node_at(parse(lines_from(snippet), []), want).inferred or "")


@pytest.mark.parametrize(("label", "centred"), [("arti", False), ("artV", True), ("art", True)])
def test_no_centred_heading_or_no_one_stroke_makes_no_part(label: str, centred: bool) -> None:
    """The heading at the margin (body text as likely), a numeral of another letter (`V`: which Part, the strokes
    alone cannot say with no sibling), or no numeral: no Part is made up."""
    assert not any(p.startswith(("Part", "PART")) for p in paths(nz(label, centre_heading=centred)))
