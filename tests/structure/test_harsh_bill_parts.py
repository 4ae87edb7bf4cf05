"""A Malaysian Bill's Parts on a harsh scan, where one spoiled Part label used to take every unit of the Bill with
it (fresh8 harsh: the 2017 sexual offences Bill 0/47, the retirement age Bill 1/42, 156/156 born-digital):
- the P of every centred `Part` lost and the numerals read as strokes (`art l`, `art ll`, `Part til`), the first
  section's number lost too (`f(t) This Act ...`): the first label was refused for want of a unit right below it,
  the second for want of a first, and `Part til` kept `til` for its number, so no unit had its true path;
- an excerpt opening on Part II read `Part I` (a stroke lost, its ink still two strokes wide), then `Part Hl`:
  numbered I and II by the sequence, every unit of the Bill under the wrong Part.
Snippets written for this file; numeral widths are the printed ones (Times, Helvetica, Courier advance widths from
the font metrics the generator sets with); each test asserts every unit's path."""

from __future__ import annotations

import pytest
from reportlab.pdfbase.pdfmetrics import stringWidth

from ingest.structure import parse, unit_paths
from schemas import Line
from tests.structure.snippets import lines_from, ocr_line, paths

BILL = """
                              A BILL
                             intituled
An Act to provide for certain offences against children and connected matters.
ENACTED by the Parliament of Malaysia as follows:

                              {one}
                            PRELIMINARY
Short title and commencement
{first} This Act may be cited as the Offences against Children Act 2017.
    (2) This Act comes into operation on a date to be appointed by the Minister.
Application
2. (1) This Act shall apply to a child who is under the age of eighteen years.
    (2) Any reference to a child shall include a person whom the accused believes is a child.

                              {two}
                        OFFENCES RELATING TO PORNOGRAPHY
Making child pornography
3. Any person who makes any child pornography commits an offence.
Possession of child pornography
4. Any person who has in his possession any child pornography commits an offence.

                              {three}
                         OFFENCES RELATING TO GROOMING
Sexual grooming
5. Any person who communicates with a child for a sexual purpose commits an offence.
"""

WHOLE = ["Part I", "Part I > 1", "Part I > 1 > (1)", "Part I > 1 > (2)", "Part I > 2", "Part I > 2 > (1)",
         "Part I > 2 > (2)", "Part II", "Part II > 3", "Part II > 4", "Part III", "Part III > 5"]


def test_the_clean_bill_reads_whole() -> None:
    assert paths(BILL.format(one="Part I", two="Part II", three="Part III", first="1. (1)")) == WHOLE


@pytest.mark.parametrize("three", ["Part III", "Part til"])
def test_parts_whose_p_and_strokes_were_spoiled_keep_their_units(three: str) -> None:
    """`art l` over a first section whose number was lost (`f(t)`), `art ll`, then `Part til`: the three centred
    labels read I, II, III through their strokes; only section 1 (its number unread) is lost, its (2) left straight
    under Part I."""
    got = paths(BILL.format(one="art l", two="art ll", three=three, first="f(t)"))
    assert got == ["Part I", "Part I > (2)"] + [p for p in WHOLE[1:] if not p.startswith("Part I > 1")]


def test_part_til_is_part_three() -> None:
    """`Part til` after a clean Part II is Part III (a stroke read `t`), not a Part labelled `til`."""
    got = paths(BILL.format(one="Part I", two="Part II", three="Part til", first="1. (1)"))
    assert got == WHOLE


def test_a_spoiled_label_with_a_spoiled_unit_below_and_nothing_of_its_kind_ahead_stays_text() -> None:
    """`art l` with its first unit's number lost and no other Part below: nothing vouches for it, so it is text."""
    snippet = BILL.format(one="art l", two="", three="", first="f(t)")
    assert not any(p.startswith("Part") for p in paths(snippet))


EXCERPT = [("Part", "{one}"), ("MINIMUM", "RETIREMENT", "AGE"), ("Minimum", "retirement", "age"),
           ("4.", "(1)", "The", "minimum", "retirement", "age", "of", "an", "employee", "is", "sixty."),
           ("(2)", "The", "Minister", "may", "prescribe", "a", "higher", "minimum", "retirement", "age."),
           ("Optional", "retirement"),
           ("5.", "An", "employee", "may", "retire", "upon", "attaining", "the", "optional", "retirement", "age."),
           ("Part", "{three}"), ("COMPLAINTS", "AND", "INQUIRIES"), ("Power", "to", "inquire"),
           ("6.", "(1)", "An", "employee", "who", "has", "been", "prematurely", "retired", "may", "complain."),
           ("(2)", "The", "Director", "General", "may", "inquire", "into", "the", "complaint.")]


def _excerpt(one: str, one_as: str, three: str, font: str) -> list[Line]:
    """The retirement age Bill's opening (it opens on Part II), set in `font` at 10 pt: each word as wide as the
    font prints it; the first Part's numeral `one` read as `one_as` (its ink left as wide as `one`), the second's
    read `three`. Labels centred, shoulder headings at the margin, sections indented."""
    out, y = [], 72.0
    for words in EXCERPT:
        texts = [w.format(one=one_as, three=three) for w in words]
        printed = [w.format(one=one, three=three.replace("Hl", "III")) for w in words]
        widths = [stringWidth(w, font, 10) for w in printed]
        span = sum(widths) + 3 * (len(widths) - 1)
        x = 306 - span / 2 if words[0] in ("Part", "MINIMUM", "COMPLAINTS") else (90 if words[0][0] in "(4560" else 72)
        out.append(ocr_line(texts, widths, x, y, 7))
        y += 14
    return out


@pytest.mark.parametrize("font", ["Times-Roman", "Helvetica", "Courier"])
def test_an_excerpts_first_part_read_with_a_stroke_lost_is_two_by_its_width(font: str) -> None:
    """The Bill excerpt opens on Part II, read `Part I` (its ink two strokes wide), then `Part Hl`: II and III, not I
    and II (before, every unit of the Bill was under the wrong Part)."""
    tree = parse(_excerpt("II", "I", "Hl", font), [])
    assert [" > ".join(p) for p, _ in unit_paths(tree)] == [
        "Part II", "Part II > 4", "Part II > 4 > (1)", "Part II > 4 > (2)", "Part II > 5", "Part III",
        "Part III > 6", "Part III > 6 > (1)", "Part III > 6 > (2)"]


@pytest.mark.parametrize("font", ["Times-Roman", "Helvetica", "Courier"])
def test_a_first_part_one_stroke_wide_stays_part_one(font: str) -> None:
    """A true `Part I` (one stroke wide) then `Part Hl` with no Part below: I and II, as before (`H` two strokes run
    together, the `l` their serif)."""
    tree = parse(_excerpt("I", "I", "Hl", font), [])
    assert [" > ".join(p) for p, _ in unit_paths(tree)][:6:5] == ["Part I", "Part II"]


def test_lines_from_keeps_five_points_a_letter() -> None:
    """The snippets above rely on `lines_from`'s widths only for the Bill; the width rule never sees them (their
    numerals are not both stroke-only words of a keyword line with `Hl`)."""
    assert lines_from("Part I")[0].words[1].bbox[2] - lines_from("Part I")[0].words[1].bbox[0] == 5.0



def test_a_part_whose_p_was_lost_and_numeral_glued_on_is_read() -> None:
    """fresh7's netting Bill: `-artl` (`Part I`: the P lost, a speck read as a dash, the numeral glued on) and, after
    it, `art ll` whose own strokes read II, the next Part, even with a spoiled Part of a Schedule further down."""
    got = paths(BILL.format(one="-artl", two="art ll", three="Part III", first="1. (1)"))
    assert got == WHOLE
