"""A roman heading with no keyword (`I. RATIONALE`) is an outline's part only in its series: a capital letter that is
also a roman numeral (`C.`, `V.`, `X.`, `L.`) after lettered headings that opened nothing stays a letter, so the rest of
the document does not fall under a hundredth part. Snippets written for this file."""

from __future__ import annotations

from tests.structure.snippets import paths

LETTERED_HEADINGS = """
THIS AGREEMENT is made on 1 May 2020 between the Owner and the Tenant.
A. DEFINITIONS
1. In this Agreement the Premises means the flat.
2. The Rent means the monthly rent.
B. TERM
3. The term is eleven months.
C. PAYMENT
4. The Tenant shall pay the Rent.
D. MAINTENANCE
5. The Tenant shall keep the Premises clean.
"""

STATUTE = """
SECTION 1. Title. - This Act shall be known as the Model Act.
SEC. 2. Scope. - This Act applies to every person.
C. PENAL PROVISIONS
SEC. 3. Penalty. - Any person who breaks this Act shall be fined.
SEC. 4. Effectivity. - This Act shall take effect upon approval.
"""


def test_a_letter_that_is_a_roman_numeral_opens_no_outline_part_out_of_series() -> None:
    """`C. PAYMENT` after `A. DEFINITIONS` and `B. TERM` (neither a part: no container holds them): clauses 4 and 5
    keep their own paths (before: `C > 4`, `C > 5`, under a roman one hundred the text never had)."""
    for family in ("in_deed", "generic"):
        assert paths(LETTERED_HEADINGS, family) == ["1", "2", "3", "4", "5"], family
    assert paths(STATUTE, "ph_statute") == ["SECTION 1", "SEC. 2", "SEC. 3", "SEC. 4"]


def test_an_outline_still_opens_at_its_first_part_and_goes_on() -> None:
    """`I.` opens the outline, `II.` and `IV.` (`III.` lost) go on from it."""
    got = paths("""
        I. BACKGROUND
        1. The Department issues these guidelines.
        II. GUIDELINES
        2. Every unit shall keep a register.
        IV. EFFECTIVITY
        3. This Order shall take effect at once.
    """, "generic")
    assert got == ["I", "I > 1", "II", "II > 2", "IV", "IV > 3"]
