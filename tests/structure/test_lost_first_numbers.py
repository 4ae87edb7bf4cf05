"""The first top numbers of a series read as a word OCR doubted (session 21, helper scans16).

An instrument prints `1. Emergency preparedness` at the margin with its subsections indented below; a scan read the
bold `1.` as `ake` (confidence 0.72, clean) or `ale` (0.54), and on a moderate scan the `2.` after it as `iS)`
(0.41), so their subsections fell into the head or under 3. Where the lines between a series' start and its first
clean number that open with such a doubted reading and a heading alone are exactly as many as the numbers before
that clean one, they are those numbers, logged and sent to review. Every snippet is written for this file.
"""

from __future__ import annotations

from ingest.structure import parse, unit_paths
from schemas import Line
from tests.structure.snippets import lines_from

INSTRUMENT = """
Water Supply Emergency Instrument, 2021
{one} Emergency supply
   (1) A water utility shall make its reserves available to the State in an emergency.
   (2) A water utility shall keep a register of its reserves.
{two} Register of reserves
   (1) The register shall be kept at the head office of the utility.
   (2) The register shall be open to inspection by the Minister.
3. Reporting
   (1) A water utility shall report its reserves to the Minister monthly.
4. Interpretation
In this Instrument, "utility" means a person licensed to supply water.
"""

WANT = ["1", "1 > (1)", "1 > (2)", "2", "2 > (1)", "2 > (2)", "3", "3 > (1)", "4"]


def _read(one: str, two: str, doubt: float) -> list[Line]:
    """The snippet's lines as OCR'd; the first word of a line reading `one` or `two` read with confidence `doubt`."""
    lines = lines_from(INSTRUMENT.format(one=one, two=two))
    out = []
    for ln in lines:
        if ln.words and ln.words[0].text in (one, two) and not ln.words[0].text[0].isdigit():
            first = ln.words[0].model_copy(update={"confidence": doubt})
            ln = ln.model_copy(update={"words": [first, *ln.words[1:]]})
        out.append(ln)
    return out


def _paths(lines: list[Line]) -> list[str]:
    return [" > ".join(p) for p, _ in unit_paths(parse(lines, [], "generic"))]


def test_the_first_number_read_as_a_doubted_word_is_1() -> None:
    tree = parse(_read("ake", "2.", 0.72), [], "generic")
    assert [" > ".join(p) for p, _ in unit_paths(tree)] == WANT
    first = next(n for p, n in unit_paths(tree) if p == ["1"])
    assert first.inferred


def test_the_first_two_numbers_read_as_doubted_signs_are_1_and_2() -> None:
    assert _paths(_read("ale", "iS)", 0.45)) == WANT


def test_a_word_ocr_was_sure_of_is_no_number() -> None:
    got = _paths(_read("ale", "2.", 0.95))
    assert "1" not in got and got[0] == "2"
