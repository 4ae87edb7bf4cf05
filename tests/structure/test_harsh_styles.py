"""The generated drafting styles (samples/styles.py) read the way HARSH scans read them must keep every unit's path.

Truth from how each statute was written (the style's gold text, never the parser's output): the style is laid out
born-digital, its lines are taken as OCR'd lines with their boxes, and the labels are spoiled exactly as the harsh
scans of `python -m samples.styles DIR --levels harsh` read them (session 10). Every unit must still stand under its
true path, and the repair must be logged.
"""

from __future__ import annotations

import pytest

from engross.evaluation import judge
from ingest.structure import explain, parse, unit_paths
from samples.styles import layout, truth
from schemas import Line
from tests.structure.snippets import lines_from, spoiled_lines


def _style_lines(name: str, spoil: dict[str, str]) -> list[Line]:
    """The style's laid-out lines as OCR'd lines; a line that opens with a key of `spoil` opens with its value."""
    return spoiled_lines(layout(name), spoil)


def _misplaced(name: str, lines: list[Line]) -> list[str]:
    return [" > ".join(p.path) for p in judge.placements(parse(lines, []), truth(name)) if not p.placed]


@pytest.mark.parametrize(("name", "spoil"), [
    ("au_nsw", {"Part 1 Preliminary": "art LE Preliminary"}),  # the P lost, `1` read `LE`; `Part 2` clean ahead
    ("hong_kong", {"Part 1": "Part a |"}),  # the numeral read as two marks, its heading `Preliminary` below
    ("au_commonwealth", {"Part 1 — Preliminary": "‘art tl Preliminary",  # both Parts spoiled: the first is Part 1
                         "Part 2 — Registration of complaints and offences":
                             "Part 2) Registration of complaints and offences",  # the dash read as a bracket
                         "Division 2 — Registration provisions": "Division 2) Registration provisions"}),
    ("kenya", {"PART I — PRELIMINARY": "PARE LT PRELIMINARY",
               "PART II — REGISTRATION OF COMPLAINTS AND OFFENCES": "PARTIE REGISTRATION OF COMPLAINTS AND OFFENCES"}),
])
def test_a_centred_container_label_spoiled_on_a_harsh_scan_keeps_its_units(name: str, spoil: dict[str, str]) -> None:
    """Before, a first `Part 1` read `art LE` / `Part a |` / `‘art tl` / `PARE LT` was no container, and every unit
    of the statute stood off its path (1-5 of 35-39 units placed on the harsh scans)."""
    clean = _style_lines(name, {})
    assert _misplaced(name, clean) == []
    lines = _style_lines(name, spoil)
    assert sum(any(ln.text.startswith(v) for v in spoil.values()) for ln in lines) >= len(spoil)
    assert _misplaced(name, lines) == []
    assert any("centred container label" in d for d in explain(lines))


def test_a_centred_heading_near_a_container_word_with_no_sequence_stays_a_heading() -> None:
    """`PARK AND GARDENS` centred over a section of an Act with no Parts is a heading, not a spoiled `PART`: no Part
    stands before it or ahead of it to number it, so nothing is made of it."""
    lines = lines_from("""
        1. Short title
        This Act may be cited as the Parks Act 2026.
        PARK AND GARDENS
        2. Management
        The council manages every park.
    """)
    lines = [ln.model_copy(update={"bbox": (250.0, *ln.bbox[1:])}) if ln.text.isupper() else ln for ln in lines]
    assert [" > ".join(p) for p, _ in unit_paths(parse(lines, []))] == ["1", "2"]
    assert not any("centred container label" in d for d in explain(lines))


@pytest.mark.parametrize(("name", "spoil"), [
    ("au_commonwealth", {"1 Short title": "I Short title", "8 Regulations": "S$ Regulations",
                         "1 The fee": "[ The fee"}),
    ("nz", {"1 Short title": "| Short title", "4 Register": "+ Register", "4A Access": "+A\\ Access",
            "3 Interpretation": "3} Interpretation", "8 Regulations": "S Regulations"}),
    ("canada", {"1 This Act": "I This Act", "2 (1) This Act": "2(1) This Act", "4 (1) The": "401) The",
                "5 (1) A person": "S$ (1) A person", "6 (2) A person": "6(2) A person",
                "2 (1) The fee": "2¢1) The fee"}),
    ("kenya", {"1. Short title": "I. Short title", "8. Regulations": "S. Regulations", "1. The fee": "f. The fee"}),
])
def test_a_top_number_spoiled_on_a_harsh_scan_is_read_between_its_neighbours(name: str, spoil: dict[str, str]) -> None:
    """Section numbers printed without a dot (`1 Short title`, `2 (1) This Act ...`) or with one, read as a harsh
    scan reads them: `1` as `I`, `|`, `[`, `f`; `8` as `S`, `S$`; `4` as `+`; `4 (1)` as `401)`. Each stands where the
    numbers stand and the numbers around it leave room for one reading only. Before, each such section's subtree
    (and, for a first `1`, the Part's first units) stood off its path."""
    lines = _style_lines(name, spoil)
    assert sum(any(ln.text.startswith(v) for v in spoil.values()) for ln in lines) >= len(spoil)
    assert _misplaced(name, lines) == []
    assert any("a top number spoiled" in d for d in explain(lines))


def test_a_line_opening_with_a_look_alike_where_no_number_fits_stays_text() -> None:
    """`I The register ...` at the margin after section 2, with section 3 next, leaves no room for a `1`: text."""
    lines = lines_from("""
        1 Short title
        This Act may be cited as the Register Act 2026.
        2 Commencement
        This Act commences on a day the Minister appoints.
        I The register is kept by the Minister.
        3 Interpretation
        In this Act, a register is a list.
    """)
    got = [" > ".join(p) for p, _ in unit_paths(parse(lines, []))]
    assert got == ["1", "2", "3"]


@pytest.mark.parametrize(("name", "spoil"), [
    ("uk", {"Part 1": "I"}),  # the word lost, the numeral read as a capital I, centred over `Preliminary`
    ("singapore", {"PART 1": "PART I"}),  # `PART 2` ahead: the Parts are numbered in digits
    ("nz", {"Subpart 1": "Subpart I"}),
    ("us_code", {"CHAPTER 1 — PRELIMINARY": "CHAPTER FE PRELIMINARY"}),  # `CHAPTER 2` ahead: in digits
])
def test_a_first_container_read_as_a_stroke_takes_its_kinds_digits(name: str, spoil: dict[str, str]) -> None:
    """A first container label whose `1` a harsh scan read as a capital `I` (or whose word it lost, leaving `I`
    alone): the next of its kind (`PART 2`, `Subpart 2`) says the kind numbers in digits, so it is `1`. Before, the
    whole first Part stood under `PART I` or under nothing (6-7 units each)."""
    lines = _style_lines(name, spoil)
    assert any(ln.text == next(iter(spoil.values())) for ln in lines)
    assert _misplaced(name, lines) == []


def test_item_markers_whose_closing_bracket_reads_as_a_letter_keep_their_letters() -> None:
    """`(b)` read `(by`, `(ba)` read `(bad` and `(bay` (the closing bracket's hook read as `y` or `d`): the letters
    without it continue the open list. Before, `(bad)` took the place of `(ba)`, and `(c)` with its sub-list went
    under it."""
    spoil = {"(b) the date": "(by the date", "(ba)": "(bad", "(2) The register must": "(2) The register must"}
    lines = _style_lines("ireland", spoil)
    assert _misplaced("ireland", lines) == []
    lines = _style_lines("hong_kong", {"(ba)": "(bay"})
    assert _misplaced("hong_kong", lines) == []


def test_a_spoiled_label_after_an_inserted_part_is_the_next_whole_number() -> None:
    """`Part 1` / `Part 1A` (inserted by amendment) / `‘art tl General provisions` (`Part 2` on a harsh scan): the
    Part after 1A is 2. Before, the inserted number's successor was taken as one letter (`ord('1A')`: TypeError, the
    whole document failed); and it would have been numbered `I`."""
    lines = lines_from("""
        Part 1
        PRELIMINARY
        1. Short title
        This Act may be cited as the Parks Act 2026 and it applies to the whole of the State.
        Part 1A
        SUPPLEMENTARY
        2. Scope
        This Act applies to every park and garden in the State and to every road in them.
        ‘art tl General provisions
        3. Duties
        The council manages every park and every garden in the State, and every road in them.
    """)
    centred = [ln.model_copy(update={"bbox": (ln.bbox[0] + 150, ln.bbox[1], ln.bbox[2] + 150, ln.bbox[3])})
               if ln.text.isupper() or ln.text.startswith(("Part", "‘art")) else ln for ln in lines]
    assert [" > ".join(p) for p, _ in unit_paths(parse(centred, []))] == \
        ["Part 1", "Part 1 > 1", "Part 1A", "Part 1A > 2", "Part 2", "Part 2 > 3"]


def test_eleven_read_as_two_strokes_between_ten_and_twelve_is_eleven() -> None:
    """`11. Facts become ...` read `ll.` (both ones as strokes, the Syariah Court Evidence Bill's harsh scan) after a
    sentence's end, where the section numbers stand, between 10 and 12: section 11, not a dotted roman item (before,
    its items stood under section 10)."""
    lines = lines_from("""
        10. Anything said by one of the persons is relevant.
        When facts become relevant.
        ll. Facts become relevant—
             (a) if they are inconsistent with a fact in issue; or
             (b) if they make a fact in issue highly probable.
        12. In a suit for damages, facts are relevant.
    """)
    got = [" > ".join(p) for p, _ in unit_paths(parse(lines, []))]
    assert got == ["10", "11", "11 > (a)", "11 > (b)", "12"]
    assert any("a top number spoiled" in d for d in explain(lines))
