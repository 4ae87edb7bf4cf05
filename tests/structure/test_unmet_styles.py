"""Drafting styles no rule had met (issue 11, session 11): the conventions behind the whole-text losses of the fresh5
half, written as general cases. Every snippet is written for this file (no corpus text verbatim); each case asserts
the full structure path of every unit and fails on the code before it."""

from __future__ import annotations

from ingest.structure import parse
from tests.structure.snippets import lines_from, node_at, paths

WRAPPED_FIRST_ITEM = """
SECTION 8. Fees. - Every applicant shall pay the fees fixed by the Board.
SECTION 9. Renaming of Municipal Roads, Bridges and Markets . - (a)
The municipal council may, after a public hearing, rename the following within its limits:
  (1) Roads and bridges built with municipal funds;
  (2) Public markets and slaughterhouses; and
  (3) Parks and plazas.
(b) No road or bridge shall be renamed more than once in ten years.
SECTION 10. Effectivity. - This Act shall take effect upon approval.
"""


def test_a_first_item_ending_its_sections_heading_line_opens_there() -> None:
    """`SECTION 9. Heading . - (a)` with the item's words wrapped to the next line: the `(a)` is the section's first
    subsection (before, it stayed in the heading, the `(1)`-`(3)` became the section's and `(b)` went under `(3)`)."""
    assert paths(WRAPPED_FIRST_ITEM, "ph_statute") == [
        "SECTION 8", "SECTION 9", "SECTION 9 > (a)", "SECTION 9 > (a) > (1)", "SECTION 9 > (a) > (2)",
        "SECTION 9 > (a) > (3)", "SECTION 9 > (b)", "SECTION 10"]


LETTERED_SUBPARTS = """
ARTICLE IX
CONSTITUTIONAL COMMISSIONS
A. COMMON PROVISIONS
Section 1. The Constitutional Commissions shall be independent.
B. THE BOARD OF AUDITORS
Section 1. The Board shall examine all accounts.
C. THE ELECTORAL BOARD
Section 1. The Board shall enforce all election laws.
"""


OUTLINE = """
DEPARTMENT ORDER No. 2031-0007
SUBJECT: Guidelines on the Operation of Rural Health Units

I. BACKGROUND
The Department issues these guidelines to set the standards of rural health units in every province.

II. DEFINITION OF TERMS
   A. Catchment Population-
   refers to the people a rural health unit is expected to serve.
   B. Referral Facility-
   refers to a hospital that receives the patients a rural health unit sends.

III. GENERAL GUIDELINES
   A. RHU staff shall keep a register of every consultation.
   B. Every rural health unit shall have a physician on call.

IV. SPECIFIC GUIDELINES
   A. Staffing
      1. Each unit shall have one nurse for every five thousand people.
      2. Midwives shall be assigned to the barangays.
   B. Funding
   The funds shall be drawn from the following sources:
      1. The local government's annual budget; and
      2. Grants approved by the Department.

V. EFFECTIVITY
This Order shall take effect immediately.
"""


def test_roman_headings_without_a_keyword_are_the_orders_parts() -> None:
    """An administrative order's outline, `I. BACKGROUND` > `A.` > `1.`: a roman numeral and a dot before a heading in
    capitals is a part of the order (before, `I.` and `V.` were read as a lettered sub-part's letter that opens only
    inside a container, `II.`-`IV.` as nothing, and the whole order stayed in the front matter). `A. RHU staff ...`
    opens with an acronym; the paragraph under `B. Funding` is B's (the items before it held items of their own, so
    they are headed units, not a list of names the paragraph closes)."""
    assert paths(OUTLINE, "ph_statute") == [
        "I", "II", "II > A", "II > B", "III", "III > A", "III > B", "IV", "IV > A", "IV > A > 1", "IV > A > 2",
        "IV > B", "IV > B > 1", "IV > B > 2", "V"]
    tree = parse(lines_from(OUTLINE), [], "ph_statute")
    assert "funds shall be drawn" in node_at(tree, "IV > B").text
    assert "funds shall be drawn" not in node_at(tree, "IV").text
    # ... while `C. THE ELECTORAL BOARD` after `B.` goes on from the lettered sub-parts (not the roman one hundred)
    assert paths(LETTERED_SUBPARTS, "ph_statute") == [
        "ARTICLE IX", "ARTICLE IX > A", "ARTICLE IX > A > Section 1", "ARTICLE IX > B", "ARTICLE IX > B > Section 1",
        "ARTICLE IX > C", "ARTICLE IX > C > Section 1"]


PART_STROKES = """
                            ASSOCIATIONS BILL 2031
                                  Part {label}
                            MANAGEMENT OF ASSOCIATIONS
                                 Division 1
                           Membership and Capital
Kinds of members
12. An association may admit members of different classes, each with the rights its rules give it.
Rights of members
13. (1) A member may vote at a general meeting of the association in person or by proxy.
(2) A member may inspect the register of members at the registered office.
"""


def test_a_title_case_parts_last_stroke_read_as_a_letter_is_still_a_stroke() -> None:
    """`Part IIt`, `Part ItL` (`Part III` on a clean or moderate scan: a stroke read `t`, a foot read `L`) above the
    Part's heading line: the numeral is III (before, `Part IIt` stayed as read and `ItL` became `Part 1` with the
    heading `L`, and with the Part's label every unit of the excerpt was lost)."""
    for label in ("IIt", "ItL"):
        assert paths(PART_STROKES.format(label=label), "my_statute") == [
            "Part III", "Part III > Division 1", "Part III > Division 1 > 12", "Part III > Division 1 > 13",
            "Part III > Division 1 > 13 > (1)", "Part III > Division 1 > 13 > (2)"], label


CODE_LEVELS = """
                                  BOOK I
                            GENERAL PROVISIONS
                                ‘Tithe One
                             BASIC PRINCIPLES
                 CHAPTER F.- the Code: Policy and Application
SECTION 1. Title. - This Act shall be known and cited as the Model Provincial Code of the Republic.
SECTION 2. Scope. - This Code shall apply to every province, city and municipality of the Republic.
                     CHAPTER 2. - Powers of Local Units
SECTION 3. Powers. - Every local unit shall exercise the powers this Code grants it within its limits.
"""


def test_a_codes_title_numbered_in_words_is_read_through_its_spoiled_keyword() -> None:
    """`‘Tithe One` (a harsh scan's `Title One`) between `BOOK I` and a spoiled `CHAPTER F.-`: the keyword one letter
    off, the number in words read clean and the first of its kind, a spoiled label below: the Title, numbered as
    printed (before, it was refused for want of a clean unit below it and for want of a Title ahead, so every
    section of the Code lost the Title from its path)."""
    assert paths(CODE_LEVELS, "ph_statute") == [
        "BOOK I", "BOOK I > Title One", "BOOK I > Title One > CHAPTER 1", "BOOK I > Title One > CHAPTER 1 > SECTION 1",
        "BOOK I > Title One > CHAPTER 1 > SECTION 2", "BOOK I > Title One > CHAPTER 2",
        "BOOK I > Title One > CHAPTER 2 > SECTION 3"]


OUTLINE_STROKES = """
I. BACKGROUND
The Department issues these guidelines to set the standards of rural health units.
Il. OBJECTIVE
These guidelines set the minimum staffing of every rural health unit.
II. SCOPE
These guidelines apply to every rural health unit of the provinces.
IV. EFFECTIVITY
This Order shall take effect immediately.
"""


def test_an_outlines_numeral_with_a_stroke_misread_goes_on_from_its_siblings() -> None:
    """A clean scan's `Il. OBJECTIVE` (a stroke read `l`) is II, and `II. SCOPE` after it (a stroke lost) is III:
    numbering never goes back among an order's parts."""
    assert paths(OUTLINE_STROKES, "ph_statute") == ["I", "II", "III", "IV"]


SPOILED_OUTLINE = """
L RATIONALE
The Department issues these guidelines to set the standards of rural health units.
H. OBJECTIVE
These guidelines set the minimum staffing of every rural health unit.
HL. SCOPE
These guidelines apply to every rural health unit of the provinces.
IV. DEFINITION OF TERMS
   A. Catchment Population-
   refers to the people a rural health unit is expected to serve.
V. GENERAL GUIDELINES
   A. Every rural health unit shall keep a register of every consultation.
VE FUNDING
The funds shall be drawn from the annual budget of the local government.
VIEL EFFECTIVITY
This Order shall take effect immediately.
IX. REPEAL
All orders inconsistent with this Order are repealed.
"""


def test_an_outlines_part_labels_a_harsh_scan_spoiled_are_read_back_where_the_count_agrees() -> None:
    """A harsh scan's `L RATIONALE`, `H. OBJECTIVE`, `HL. SCOPE` before the clean `IV.` (three lines for the three
    parts missing) are I-III; `VE FUNDING` and `VIEL EFFECTIVITY` between `V.` and `IX.` are only two lines for three
    missing parts, so nothing says which they are: left as read (before, the first three were front matter and `H.`
    a lettered sub-part)."""
    got = paths(SPOILED_OUTLINE, "ph_statute")
    assert got[:6] == ["I", "II", "III", "IV", "IV > A", "V"]
    assert not any(p.startswith("VI") for p in got)


ANNEX_DOT = """
I. EFFECTIVITY
This Order shall take effect fifteen days after its publication.
(Sgd.) JUANA DELA CRUZ
Secretary of Health
ANNEX.A
Laws and Issuances Referred to in this Order
Republic Act No. 11223, the Universal Health Care Act
"""


def test_an_annex_label_whose_space_ocr_read_as_a_dot_is_the_annex() -> None:
    """`ANNEX.A` alone on its line after the signature: a dot read for the space before a one-character number is
    still the Annex (before, it was text of the signature block)."""
    assert paths(ANNEX_DOT, "ph_statute") == ["I", "ANNEX A"]
