"""A statute printed in each common-law drafting convention lands every unit under its true path.

Ground truth from the generator (samples/styles.py): the same provisions written as the United Kingdom, Australia
(Commonwealth, New South Wales), New Zealand, Canada, Singapore, Hong Kong, Ireland, South Africa, Kenya, Nigeria,
the US Code, a US state code and an Indian central Act print them, laid out born-digital with and without indented
levels, read as a text layer and as OCR'd lines. The truth is the annotated format's reading of the labels, never the
parser's output; the conventions are catalogued with real examples in docs/structure.md.
"""

from __future__ import annotations

import itertools

import pytest

from engross.evaluation import judge
from ingest.structure import parse
from samples import styles
from schemas import Line
from tests.structure.snippets import layout_lines, paths

CASES = list(itertools.product([c.name for c in styles.CONVENTIONS], (True, False), ("text", "ocr")))


def _lines(name: str, indent: bool, source: str) -> list[Line]:
    return layout_lines(styles.layout(name, indent), source)


@pytest.mark.parametrize(("name", "indent", "source"), CASES, ids=[f"{n}-{'indented' if i else 'flat'}-{s}"
                                                                   for n, i, s in CASES])
def test_every_unit_of_a_statute_in_each_convention_lands_under_its_true_path(name, indent, source) -> None:
    truth = styles.truth(name)
    misplaced = [" > ".join(p.path) for p in judge.placements(parse(_lines(name, indent, source), []), truth)
                 if not p.placed]
    assert misplaced == []


def test_the_generator_writes_every_level_each_convention_names() -> None:
    """The truth holds what the convention prints: undotted `5A`, `Subdivision A`, `(2A)`, `§ 12-4`, `THE SCHEDULE`."""
    want = {"au_commonwealth": "Part 2 > Division 2 > Subdivision A > 4A",
            "uk": "Part 2 > 4 > (2) > (c) > (ii) > (B)",
            "nz": "Part 1 > Subpart 1 > 2 > (1)",
            "canada": "SCHEDULE > 2 > (1)",
            "us_state_code": "PART 2 > § 12-4 > (b) > (2A)",
            "india_central": "THE SCHEDULE > 2 > (2)",
            "south_africa": "CHAPTER 1 > 3 > (v)"}
    for name, path in want.items():
        assert path in [" > ".join(u.path) for u in styles.truth(name).units], name


def test_a_date_or_a_cited_part_at_a_line_start_opens_nothing() -> None:
    """An undotted number opens a provision only in sequence, with a heading on its line: a date line (`1 July
    2026`) in the front matter, a wrapped `10 Penalty units` and `Part 2 of the Act ...` stay text."""
    snippet = """
        ABC ACT 2026
        1 July 2026
        Part 1—Preliminary
        1 Short title
        This Act may be cited as the ABC Act 2026.
        2 Commencement
        This Act commences on the day after it receives the Royal Assent, and a person who breaks it is liable to
        10 Penalty units for each day the breach continues.
        Part 2 of the Act applies to every agency named in the register kept by the Minister.
        3 Application
        This Act binds the Crown.
        """
    assert paths(snippet) == ["Part 1", "Part 1 > 1", "Part 1 > 2", "Part 1 > 3"]


def test_a_part_heading_in_sentence_case_on_its_line_is_the_parts() -> None:
    """New South Wales: `Part 2 Registration of agencies` (no dash, sentence case) is the Part with its heading."""
    snippet = """
        Part 1 Preliminary
        1 Name of Act
        This Act is the Agencies Act 2026.
        Part 2 Registration of agencies
        2 Register
        The Secretary must keep a register of agencies.
        """
    assert paths(snippet) == ["Part 1", "Part 1 > 1", "Part 2", "Part 2 > 2"]


def test_a_paragraph_list_under_a_subsection_that_introduces_it_is_not_read_as_spoiled_letters() -> None:
    """US Code: `(b) ... for each complaint—` then `(1)` `(2)` `(2A)` `(3)` `(A)` `(B)` at the letters' indent (no
    indentation in print) up to `(i)` are (b)'s paragraphs, not letters `(c)`-`(h)` a harsh scan spoiled (before, the
    run was read as letters, `(i)` the anchor)."""
    snippet = """
        § 4. Register
        (a) The Office must keep a register.
        (b) The register must record, for each complaint—
        (1) the name of the person who made it;
        (2) the date on which it was received;
        (2A) the officer to whom it was referred; and
        (3) the action taken on it, including—
        (A) any referral to another agency; and
        (B) any proceedings brought, whether—
        (i) civil; or
        (ii) criminal.
        (c) The register may be kept in electronic form.
        """
    assert paths(snippet) == ["§ 4", "§ 4 > (a)", "§ 4 > (b)", "§ 4 > (b) > (1)", "§ 4 > (b) > (2)",
                              "§ 4 > (b) > (2A)", "§ 4 > (b) > (3)", "§ 4 > (b) > (3) > (A)",
                              "§ 4 > (b) > (3) > (B)", "§ 4 > (b) > (3) > (B) > (i)", "§ 4 > (b) > (3) > (B) > (ii)",
                              "§ 4 > (c)"]


def test_an_excerpts_first_part_whose_numeral_ocr_read_in_lower_case_is_that_part() -> None:
    """A Commonwealth excerpt opens at `Part VII` over section 94; a clean scan read `Part Vil` (strokes as `i` and
    `l`): the Part is VII, its sections under it (before, the Part was labelled `Part Vil` and every unit lost)."""
    snippet = """
        Marriage Act 1961
        Part Vil — Offences
        94 Bigamy
        (1) A person who is married shall not marry again.
        95 Marrying person not of marriageable age etc.
        (1) A person shall not marry a person who is not of marriageable age.
        """
    assert paths(snippet) == ["Part VII", "Part VII > 94", "Part VII > 94 > (1)", "Part VII > 95",
                              "Part VII > 95 > (1)"]


def test_canadas_decimal_inserts_are_siblings_and_a_contracts_decimal_clauses_stay_children() -> None:
    """Canada numbers inserted provisions with a decimal: `(b.1)` after `(b)`, `(2.1)` after `(2)`, a section `4.1`
    under its marginal note after section `4`. A contract's `2 PAYMENT` / `2.1 The Buyer ...` (no note above the
    2.1, its text on its line) keeps 2.1 under clause 2."""
    canada = """
        PART 2
        Registration
        Register
        4 (1) The Office must keep a register.
        (2) The register must record, for each complaint,
        (a) the name;
        (b) the date;
        (b.1) the officer; and
        (c) the action.
        (2.1) The register may be kept in electronic form.
        Access to the register
        4.1 A person may inspect the register.
        Offences
        5 A person who falsifies the register commits an offence.
        """
    assert paths(canada) == ["PART 2"] + [f"PART 2 > {p}" for p in (
        "4", "4 > (1)", "4 > (2)", "4 > (2) > (a)", "4 > (2) > (b)", "4 > (2) > (b.1)", "4 > (2) > (c)", "4 > (2.1)",
        "4.1", "5")]
    contract = """
        1 DEFINITIONS
        In this agreement the Buyer means the party named above.
        2 PAYMENT
        2.1 The Buyer shall pay the price within thirty days.
        2.2 Payment shall be made by bank transfer.
        3 DELIVERY
        The Seller shall deliver the goods.
        """
    assert paths(contract) == ["1", "2", "2 > 2.1", "2 > 2.2", "3"]
