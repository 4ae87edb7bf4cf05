"""Clean and moderate scans of real texts (issue 11, session 10): what OCR does to a page that a text layer does not,
written as the general conventions they break. Every snippet is written for this file; each case asserts the full
structure path of every unit (and the case fails on the code before it)."""

from __future__ import annotations

import pytest

from ingest.assemble import body_lines
from ingest.structure import parse, unit_paths
from schemas import Line, Page, Span
from tests.structure.snippets import paths

PROVISO = """
Right to personal liberty
  35. (1) Every person shall be entitled to his personal liberty save in the following cases -
      (a) in execution of the sentence or order of a court;
      (b) for the purpose of preventing the unlawful entry of any person into Nigeria or the taking of
      proceedings relating thereto:
  Provided that a person who is charged with an offence shall not be kept in detention longer than
  the maximum period of imprisonment prescribed for the offence.
  (2) Any person who is arrested or detained shall have the right to remain silent.
  (3) Any person who is arrested shall be informed in writing of the facts of his arrest.
"""


def test_a_proviso_after_an_item_ending_in_a_colon_is_no_first_item_with_its_marker_lost() -> None:
    """`(b) ... thereto:` / `Provided that ...` / `(2)` on an OCR'd page: `(2)` goes on from the open `(1)` at its
    indent, so the proviso is no `(1)` of a new list under `(b)` whose marker OCR lost."""
    assert paths(PROVISO) == ["35", "35 > (1)", "35 > (1) > (a)", "35 > (1) > (b)", "35 > (2)", "35 > (3)"]


DOTTED_UNDER_LETTERS = """
Section 7. Composition. – The Commission shall be composed of:
(a) A Chairman and four regular Commissioners from:
1. Province of Basilan;
2. Province of Lanao del Sur;
3. Province of Maguindanao;
4. Province of Sulu; and
5. Province of Tawi-tawi
(b) two ex-officio Commissioners representing:
1. Non-Moro indigenous peoples; and
2. Settler Communities.
Section 8. Appointment. – The Chief Minister shall appoint the Commissioners.
"""


def test_a_bracketed_letter_after_a_dotted_list_is_the_letter_not_a_look_alike_digit() -> None:
    """`(b)` after `5.` on an OCR'd page: `(6)` would continue the digits only as a look-alike, and OCR misreads a
    letter, not the brackets around it; the letter continues `(a)` as printed."""
    assert paths(DOTTED_UNDER_LETTERS, "ph_statute") == [
        "Section 7", "Section 7 > (a)", "Section 7 > (a) > 1", "Section 7 > (a) > 2", "Section 7 > (a) > 3",
        "Section 7 > (a) > 4", "Section 7 > (a) > 5", "Section 7 > (b)", "Section 7 > (b) > 1", "Section 7 > (b) > 2",
        "Section 8"]


def _words(row: list[tuple[str, float]], y: float, size: float = 9.0) -> list[Span]:
    return [Span(text=t, page=1, bbox=(x, y, x + 5.0 * len(t), y + size), confidence=0.95, source="ocr")
            for t, x in row]


def _line(words: list[Span]) -> Line:
    box = (min(w.bbox[0] for w in words), min(w.bbox[1] for w in words), max(w.bbox[2] for w in words),
           max(w.bbox[3] for w in words))
    return Line(text=" ".join(w.text for w in words), page=1, bbox=box, confidence=0.95, words=words)


@pytest.mark.parametrize("label_confidence", [0.95, 0.4])
def test_three_rows_ocr_read_as_one_line_are_cut_back_into_rows(label_confidence: float) -> None:
    """A tall mark over three items made OCR read their rows as one line, words interleaved column by column
    (`(a) (b) (c) operate operate operate ...`): the words' boxes still stand in rows, one line each again. A label
    read faintly (`(b)` at 0.4, a fade over it) makes no row but stays its row's first word (fixes 412d65d, which
    left it out: `(b)`'s unit lost, its words run into (a)); only a faint piece before a label whose bracket is lost
    (`ee` before `A)`, below) is left out."""
    rows = [[("(a)", 108.0), ("operate", 126.0), ("a", 166.0), ("zoo;", 176.0)],
            [("(b)", 108.0), ("operate", 126.0), ("a", 166.0), ("breeding", 176.0), ("farm;", 222.0)],
            [("(c)", 108.0), ("operate", 126.0), ("a", 166.0), ("circus;", 176.0), ("or", 216.0)]]
    merged = [w if w.text != "(b)" else w.model_copy(update={"confidence": label_confidence})
              for k in range(5) for r, y in zip(rows, (494.0, 512.0, 530.0), strict=True)
              for w in _words(r, y)[k:k + 1]]
    brace = Span(text="{", page=1, bbox=(100.0, 493.0, 104.0, 540.0), confidence=0.4, source="ocr")
    lines = [_line(_words([("10.", 72.0), ("(1)", 90.0), ("No", 108.0), ("person", 122.0), ("shall—", 158.0)],
                          476.0)),
             _line([brace, *merged]),
             _line(_words([("(d)", 108.0), ("carry", 126.0), ("out", 156.0), ("research,", 176.0)], 548.0)),
             _line(_words([("unless", 90.0), ("he", 124.0), ("holds", 138.0), ("a", 166.0), ("permit.", 174.0)],
                          566.0)),
             _line(_words([("(2)", 90.0), ("A", 108.0), ("permit", 116.0), ("lapses.", 150.0)], 584.0))]
    page = Page(number=1, width=612, height=792, source="ocr", lines=lines,
                words=[w for ln in lines for w in ln.words])
    body = body_lines([page], [])
    assert [ln.text for ln in body][1:4] == ["(a) operate a zoo;", "(b) operate a breeding farm;",
                                             "(c) operate a circus; or"]
    assert [" > ".join(p) for p, _ in unit_paths(parse(body, [], "my_statute"))] == [
        "10", "10 > (1)", "10 > (1) > (a)", "10 > (1) > (b)", "10 > (1) > (c)", "10 > (1) > (d)", "10 > (2)"]


UNPUNCTUATED_SCHEDULE = """
SCHEDULE
[Subsection 5(1)]
PROGRAMMES UNDER ECONOMIC STIMULUS PACKAGES
1. Wage subsidy and job retention programmes
2. National assistance
3. Small scale projects
  Micro credit loans under the national savings bank
  Allocation for the Ministry of Health for expenses related to the pandemic
6. Food security fund
7. Special allowance for frontliners
8. National Fund
9. Electricity bill discounts
"""


def test_a_number_past_lost_ones_opens_its_unit_when_the_series_goes_on_from_it() -> None:
    """A schedule's unpunctuated items (no sentence end to go by) whose numbers 4 and 5 OCR lost: `6.` stands where
    `3.` stood and `7.`, `8.` go on from it, so it is item 6 (the gap noted), not text of item 3."""
    assert paths(UNPUNCTUATED_SCHEDULE, "my_statute") == [
        "SCHEDULE", "SCHEDULE > 1", "SCHEDULE > 2", "SCHEDULE > 3", "SCHEDULE > 6", "SCHEDULE > 7", "SCHEDULE > 8",
        "SCHEDULE > 9"]


STROKE_BRACKET = """
SEC. 10. Steering Committee. — (a) The Council shall create a Steering Committee composed of the following:
    (1) The Executive Director;
    (2) The Director of Health Policy; and
    (3) The Chairpersons of the working committees.
  (6b) The Steering Committee shall perform the following functions:
    (1) Recommend policies to the Council;
    (2) Monitor and report to the Council the progress of the programs.
SEC. 11. Working Committees. — The Council shall create working committees.
"""


def test_an_opening_bracket_read_twice_is_the_letter_the_list_goes_on_with() -> None:
    """`(6b)` for `(b)` (the bracket's second stroke read as a 6): the letter after `(a)`, its own list under it."""
    assert paths(STROKE_BRACKET, "ph_statute") == [
        "SEC. 10", "SEC. 10 > (a)", "SEC. 10 > (a) > (1)", "SEC. 10 > (a) > (2)", "SEC. 10 > (a) > (3)",
        "SEC. 10 > (b)", "SEC. 10 > (b) > (1)", "SEC. 10 > (b) > (2)", "SEC. 11"]


CLOSING_INTRODUCES = """
SEC. 12. Promotion. — The Board shall create a Communications Group which shall perform the following duties:
    (a) Formulate the marketing plan;
    (b) Ensure the coverage of the games by the media; and
    (c) Enter into sponsorship agreements with private entities.
The Communications Group shall be composed of representatives from the
following government agencies:
    (1) Department of Education;
    (2) Philippine Information Agency; and
    (3) Regional Offices.
SEC. 13. Accreditation. — The Board shall accredit the athletes.
"""


def test_a_list_introduced_by_the_closing_words_after_a_closed_list_belongs_to_their_unit() -> None:
    """`(c) ... entities.` closes the letters; the paragraph at the section's margin after them ends `agencies:`, so
    `(1)` opens a list under SEC. 12 (that paragraph's unit), not under `(c)`."""
    assert paths(CLOSING_INTRODUCES, "ph_statute") == [
        "SEC. 12", "SEC. 12 > (a)", "SEC. 12 > (b)", "SEC. 12 > (c)", "SEC. 12 > (1)", "SEC. 12 > (2)", "SEC. 12 > (3)",
        "SEC. 13"]


def test_labels_printed_flush_whose_brackets_ocr_read_as_one_faint_column_are_rows_again() -> None:
    """A US code's nested paragraphs printed flush at one margin (Alaska's `(4)` / `(A)` / `(B)` / `(i)`; Georgia's
    and other state codes' definitions print so too): OCR read the six rows as one line, their opening brackets as a
    column of faint pieces (`ee`, `eee`, `a`) standing between the rows. Only confident words make the rows; each
    label, left with its closing bracket (`A)`), goes on as printed."""
    rows = [[("4)", 76.0), ("\"personal", 90.0), ("information\"", 141.0), ("means", 205.0), ("a", 243.0),
             ("combination", 252.0), ("of", 318.0)],
            [("A)", 76.0), ("an", 91.0), ("individual's", 107.0), ("name;", 166.0), ("and", 201.0)],
            [("B)", 76.0), ("one", 91.0), ("or", 113.0), ("more", 127.0), ("of", 156.0), ("the", 169.0),
             ("following", 188.0), ("elements:", 236.0)],
            [("i)", 76.0), ("the", 85.0), ("individual's", 105.0), ("social", 164.0), ("security", 197.0),
             ("number;", 240.0)],
            [("ii)", 76.0), ("the", 88.0), ("individual's", 108.0), ("driver's", 167.0), ("license", 207.0),
             ("number;", 246.0), ("and", 290.0)]]
    tops = (504.0, 522.0, 540.0, 558.0, 576.0)
    faint = [Span(text=t, page=1, bbox=(70.0, y, 77.0, y + h), confidence=0.3, source="ocr")
             for t, y, h in (("a", 504.0, 19.0), ("eee", 530.0, 11.0), ("eee", 548.0, 11.0), ("ee", 566.0, 10.0))]
    merged = faint + [w if w.text != "more" else w.model_copy(update={"confidence": 0.3})  # faint, in its row
                      for r, y in zip(rows, tops, strict=True) for w in _words(r, y)]
    lines = [_line(_words([("§", 72.0), ("45.48.090", 82.0), ("Definitions", 136.0)], 462.0)),
             _line(_words([("In", 72.0), ("this", 86.0), ("chapter,", 108.0)], 474.0)),
             _line(_words([("(3)", 72.0), ("\"encrypted\"", 90.0), ("means", 150.0), ("rendered", 185.0),
                           ("unusable;", 230.0)], 486.0)),
             _line(merged),
             _line(_words([("the", 72.0), ("data", 90.0), ("elements", 114.0), ("are", 160.0), ("not", 178.0),
                           ("encrypted.", 196.0)], 594.0))]
    page = Page(number=1, width=612, height=792, source="ocr", lines=lines,
                words=[w for ln in lines for w in ln.words])
    body = body_lines([page], [])
    assert [ln.text for ln in body][3:6] == ["4) \"personal information\" means a combination of",
                                             "A) an individual's name; and",
                                             "B) one or more of the following elements:"]
    assert [" > ".join(p) for p, _ in unit_paths(parse(body, [], None))] == [
        "§ 45.48.090", "§ 45.48.090 > (3)", "§ 45.48.090 > (4)", "§ 45.48.090 > (4) > (A)", "§ 45.48.090 > (4) > (B)",
        "§ 45.48.090 > (4) > (B) > (i)", "§ 45.48.090 > (4) > (B) > (ii)"]
