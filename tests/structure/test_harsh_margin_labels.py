"""A container label set at the left margin with its heading on the same line (`Part II Fiscal Appeal Court`, as
ZimLII and many reprints set it), spoiled by a harsh scan: the P lost (`art il ...`), the keyword a letter off
(`Pant Il`), the numeral's strokes read as letters or digits (`il`, `ll`, `11`). Before, only a centred line was
read as a spoiled label, so the Part was lost and its sections fell under the sections before it. Every snippet is
written for this file (an Act whose first two sections stand before any Part); each asserts every unit's path."""

from __future__ import annotations

import pytest

from tests.structure.snippets import paths

ACT = """
1. Short title
This Act may be cited as the Tax Appeals Act.

2. Interpretation
In this Act, unless the context otherwise requires, the following words have these meanings.

{label} Tax Appeal Court

3. Establishment of the Court
There is established a court to be known as the Tax Appeal Court.

4. Seal of the Court
The Court shall have a seal, which shall be judicially noticed.

{next} Appeals

5. Appeals to the Court
Any person aggrieved by a decision of the Commissioner may appeal to the Court.

6. Time for appeal
An appeal shall be noted within thirty days of the decision.

Part IV General

7. Regulations
The Minister may make regulations for the better carrying out of this Act.
"""

WHOLE = ["1", "2", "Part II", "Part II > 3", "Part II > 4", "Part III", "Part III > 5", "Part III > 6", "Part IV",
         "Part IV > 7"]


@pytest.mark.parametrize("label", ["Part II", "art il", "art ll", "Pant Il", "Port 11", "‘art Il"])
def test_a_margin_part_heading_spoiled_is_the_part_the_sequence_wants(label: str) -> None:
    """The only container level below is Part and the next Part is III: `art il Tax Appeal Court` is Part II (its
    numeral read through roman look-alikes), with sections 3 and 4 under it."""
    assert paths(ACT.format(label=label, next="Part III")) == WHOLE


def test_a_spoiled_margin_label_the_sequence_does_not_want_stays_text() -> None:
    """The next Part below is V: II is not the one before it (a Part III and IV lost cannot be told), so the line
    stays text and nothing is invented."""
    got = paths(ACT.format(label="art il", next="Part V"))
    assert "Part II" not in got and got[:4] == ["1", "2", "3", "4"]


def test_a_spoiled_margin_label_with_another_container_level_below_stays_text() -> None:
    """A Chapter below besides the Parts: the Part is not the document's only container level ahead, so a margin
    line is not taken for one (a centred one still may be)."""
    snippet = ACT.format(label="art il", next="Part III").replace("Part IV General", "Chapter 1 General")
    assert "Part II" not in paths(snippet)


@pytest.mark.parametrize("line", ["Port Louis Harbour", "Art of the Court"])
def test_a_margin_line_with_a_keyword_like_word_but_no_numeral_stays_text(line: str) -> None:
    """`Port Louis Harbour` (no numeral after the word) and `Art of the Court` (a lower-case heading) are text."""
    got = paths(ACT.format(label="", next="Part III").replace(" Tax Appeal Court", line))
    assert got[:4] == ["1", "2", "3", "4"]


CENTRED = """
1. Short title
This Act may be cited as the Tax Appeals Act, and it shall come into operation on a date to be fixed.

2. Interpretation
In this Act, unless the context otherwise requires, the following words have these meanings.

                          {label} Tax Appeal Court

3. Establishment of the Court
There is established a court to be known as the Tax Appeal Court, which shall be a court of record.

                          {next} Appeals

4. Appeals to the Court
Any person aggrieved by a decision of the Commissioner may appeal to the Court within thirty days.
"""


@pytest.mark.parametrize("after", ["Part III", "Part HL", "Part IIL"])
@pytest.mark.parametrize("label", ["art il", "art Il"])
def test_a_first_centred_part_numbered_by_its_strokes_when_the_next_part_agrees(label: str, after: str) -> None:
    """The fiscal-appeal Act's first printed Part is Part II (sections 1-2 stand before any Part), read `art il` on
    a harsh scan, the next one `Part HL` or `Part IIL`: the numeral as its strokes read (II) is the one before the
    next Part's (III, a foot read `L`), so it is Part II, not a Part I that the sequence then refused (before:
    section 3 stayed under section 2's level and Part II's units were lost)."""
    assert paths(CENTRED.format(label=label, next=after)) == [
        "1", "2", "Part II", "Part II > 3", "Part III", "Part III > 4"]
