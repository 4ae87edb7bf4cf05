"""A tenancy whose clauses are numbered afresh under lettered parts, the part's letter before each number (`A1.`,
`B2.`), lands every clause under its printed label.

The convention (UK residential tenancy forms: a student letting company's standard letting terms print `A1. Occupation
by Tenant` ... `B10.` under `A. Landlord's Obligations` / `B. Tenant's Obligations`; a managing agent's assured
shorthold tenancy prints `A1`, `A 2` ... `B 3.1` on a line of their own over each clause). Excerpt written here.
"""

from __future__ import annotations

from tests.structure.snippets import paths

LETTERED = """
A. Landlord's Obligations

A1. Occupation by Tenant

The Landlord will give the Tenant occupation of the Property for the Tenancy Period.

A2. Main Repairs

The Landlord will keep in good condition:

(a) the outside of the Property, and

(b) the main structure of the Property.

B. Tenant's Obligations

B1. Payment of Rent

The Tenant will pay the Rent on the Rent Days without any deduction.

B2. Use of the Property

The Tenant will use the Property as a private residence only.
"""


def test_clauses_numbered_under_lettered_parts_keep_their_part_letter() -> None:
    got = paths(LETTERED)
    assert got == ["A1", "A2", "A2 > (a)", "A2 > (b)", "B1", "B2"], got


def test_a_postcode_or_a_sentence_opening_with_a_is_no_clause() -> None:
    got = paths("""
    1. The Property is Flat 2, 14 Grove Road, Leicester,
    LE3 0GH and its garden.

    2. A 2 bedroom flat is let furnished.
    """)
    assert got == ["1", "2"], got


def test_a_lettered_decimal_clause_alone_on_its_line_nests_under_its_clause() -> None:
    got = paths("""
    B 3
    The Landlord will:

    B 3.1
    keep the Building in repair;

    B 3.2
    keep the Shared Area clean.

    B 4
    The Landlord will return the Deposit.
    """)
    assert got == ["B3", "B3 > B3.1", "B3 > B3.2", "B4"], got


def test_a_b_read_for_8_between_bare_numbers_stays_the_number() -> None:
    """`B` is OCR's look-alike of 8 (a harsh scan's `82.` read `B2.`). Between 81 and 83 of a bare-number series
    it is clause 82 misread, not a clause under a part B (the sequence repairs it, logged). Before: `B2` was
    labelled as a lettered clause (paths 81, B2, 83)."""
    got = paths("""
    81. Notice of meeting
    The secretary shall give notice of every meeting.
    B2. Quorum
    Three members form a quorum.
    83. Minutes
    The secretary shall keep minutes.
    """)
    assert got == ["81", "82", "83"], got
