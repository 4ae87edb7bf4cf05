"""A speck on a number's edge read as a digit, and a subsection number read as the next one (session 21, helper
scans16).

On a harsh scan of an instrument numbered `1. Emergency preparedness` with subsections `(1)`-`(6)`, a speck touching
the `1.` was read `5` (confidence 0.04, its box inside the number's), so the line opened with no marker and section 1
fell into the head; and `(3)` was read `(4)` with the clean `(4)` next, so subsection 3 vanished into a doubled 4.
A sign of one or two characters read below 0.3 whose box overlaps the next word's is a speck (the line reads without
it when a marker follows); the last number before a clean (n) read as n itself, the gap before it exactly one, is the
number between. Both logged and sent to review. Every snippet is written for this file.
"""

from __future__ import annotations

from ingest.structure import parse, unit_paths
from schemas import Line, Span
from tests.structure.snippets import lines_from

TEXT = """
Water Supply Emergency Instrument, 2021
1. Emergency supply
   (1) A water utility shall make its reserves available to the State in an emergency.
   (2) A water utility shall keep a register of its reserves.
   {third} A water utility shall report its reserves to the Minister monthly.
   (4) A water utility shall publish its register each year.
2. Interpretation
In this Instrument, "utility" means a person licensed to supply water.
"""


def _with_speck(lines: list[Line], starts: str, text: str, confidence: float) -> list[Line]:
    """The line opening with `starts` read with a speck `text` glued to its left edge, its box overlapping."""
    out = []
    for ln in lines:
        if ln.text.startswith(starts):
            x0, y0, _, y1 = ln.words[0].bbox
            speck = Span(text=text, page=ln.page, bbox=(x0 - 1.0, y0, x0 + 1.5, y1), confidence=confidence,
                         source="ocr")
            ln = ln.model_copy(update={"text": f"{text} {ln.text}", "words": [speck, *ln.words]})
        out.append(ln)
    return out


def _paths(lines: list[Line]) -> list[str]:
    return [" > ".join(p) for p, _ in unit_paths(parse(lines, [], "generic"))]


WANT = ["1", "1 > (1)", "1 > (2)", "1 > (3)", "1 > (4)", "2"]


def test_a_speck_on_the_numbers_edge_is_left_out() -> None:
    lines = _with_speck(lines_from(TEXT.format(third="(3)")), "1. Emergency", "5", 0.04)
    assert _paths(lines) == WANT


def test_a_sign_read_sure_is_no_speck() -> None:
    lines = _with_speck(lines_from(TEXT.format(third="(3)")), "1. Emergency", "5", 0.9)
    assert "1 > (1)" not in _paths(lines)


def test_a_subsection_read_as_the_clean_next_is_the_one_between() -> None:
    tree = parse(lines_from(TEXT.format(third="(4)")), [], "generic")
    assert [" > ".join(p) for p, _ in unit_paths(tree)] == WANT
    third = next(n for p, n in unit_paths(tree) if p == ["1", "(3)"])
    assert third.inferred


CODE = """
4-9-102 Definitions
As used in this subchapter:
   (1) "Agency" means any department of the state.
   (2) "Personal information" means a person's name in combination with any of the following:
      (A) Social Security number;
      (B) Driver's license number;
      (C) Medical information{stop} and
      (ho A biometric indicator.
4-9-103 Disclosure
A person shall disclose a breach of security.
"""


def test_a_last_item_whose_letter_and_bracket_were_spoiled_after_a_conjunction() -> None:
    """`(ho A biometric indicator.` after `(C) ...: and` (the semicolon read as a colon): the bracket kept, the letter
    and closing bracket spoiled, at the items' indent, after the item before ended on its conjunction: the list's
    next item (D), logged."""
    for stop in (";", ":"):
        tree = parse(lines_from(CODE.format(stop=stop)), [], "generic")
        got = [" > ".join(p) for p, _ in unit_paths(tree)]
        assert "4-9-102 > (2) > (D)" in got, stop
        assert next(n for p, n in unit_paths(tree) if p[-1] == "(D)").inferred


ACT = """
Water Levy Act, 2021
9. Recovery of Levy
The Commissioner may recover the Levy as a debt due to the State.
10. Amendment of Schedule
The Minister may, by legislative instrument, amend
the Schedule
ll. Interpretation
In this Act, "Levy" means the Water Levy imposed under section 1.
"""


def test_a_spoiled_top_number_with_its_heading_alone_after_a_reference_word_opens() -> None:
    """`... amend` / `the Schedule` (its stop lost) / `ll. Interpretation`: 11 read back where the numbers stand,
    its heading alone on the line, is no citation wrapped from `the Schedule`: section 11 opens, logged."""
    tree = parse(lines_from(ACT), [], "generic")
    got = [" > ".join(p) for p, _ in unit_paths(tree)]
    assert got == ["9", "10", "11"]
    assert next(n for p, n in unit_paths(tree) if p == ["11"]).inferred
