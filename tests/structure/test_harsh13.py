"""Harsh-scan misreadings of fresh13 (session 18, helper harsh13), each a convention seen in more than one text.

- Philippine Acts write a number in words and then in figures (`two (2) years`, `fifteen (15) days`); a line wrapped
  between the two opens with `(2)`. The builder keeps such a figure as text, but the lost-first-item rule read the
  `(2)` as the second of a list and opened a `(1)` on the line before (RA 9105's SEC. 7, fresh13 clean to harsh).
- Indian deeds number a clause's items `a.`, `b.`, `c.`; a harsh scan reads a dotted letter with a letter glued on
  (`ce.` for `c.`: the agreement to sell of fresh13; `co.` in fresh11's boundary-wall deed).
"""

from __future__ import annotations

from tests.structure.snippets import paths

TERMS = """
    SEC. 6. Qualifications of the Members of the Panel. - The members of the Panel must be citizens of the Philippines.
    SEC. 7. Terms of Office. - The members of the Panel shall be
    appointed by the Board of Trustees for a term of two (2) years:
    Provided, That no member of the Panel shall serve for more than two
    (2) consecutive terms: Provided, further, That appointment to any
    vacancy shall only be for the unexpired term of the predecessor.
    SEC. 8. Search Committee for the Panel. - The Board of Trustees shall constitute a Search Committee.
"""


def test_a_figure_repeating_the_number_word_before_it_is_no_second_item() -> None:
    assert paths(TERMS, "ph_statute") == ["SEC. 6", "SEC. 7", "SEC. 8"]


def test_a_real_second_subsection_after_an_introduction_still_infers_the_first() -> None:
    got = paths(TERMS.replace("serve for more than two", "serve for more than a term, and:"), "ph_statute")
    assert "SEC. 7 > (1)" in got


DEED = """
    NOW THIS AGREEMENT WITNESSETH AS FOLLOWS:
    1. Sale Consideration: The total sale price for the Property is payable in the following manner:
       a. Advance earnest money paid on the date of execution of this Agreement;
       b. Balance amount payable on or before the execution and registration of the Sale Deed.
    2. Title and Encumbrances: The Seller represents and warrants that:
       a. The Seller has clear and marketable title to the Property;
       b. The Property is free from all encumbrances, charges, liens, and disputes;
       {tok} The Seller will produce all original title deeds and related documents for verification.
    3. Possession: The Seller shall hand over vacant and peaceful possession of the Property to the Buyer.
"""


def test_a_dotted_letter_with_a_letter_glued_on_is_the_next_item() -> None:
    assert paths(DEED.format(tok="ce."), "in_deed")[-2:] == ["2 > c", "3"]
    assert paths(DEED.format(tok="co."), "in_deed")[-2:] == ["2 > c", "3"]


def test_a_word_or_another_letter_stays_text() -> None:
    for tok in ("be.", "de.", "Co."):
        assert "2 > c" not in paths(DEED.format(tok=tok), "in_deed")


QUALITY = """
    6 Guarantee as to acceptable quality
        (1) Where goods are supplied to a consumer there is a guarantee that the goods are of acceptable quality.
    7 Meaning of acceptable quality
        (1) For the purposes of section 6, goods are of acceptable quality if they are as
                (a) fit for all the purposes for which goods of the type in question are commonly supplied; and
                (b) acceptable in appearance and finish; and
                (c) free from minor defects; and
                (d) safe; and
                (e) durable,
        as a reasonable consumer fully acquainted with the state and condition of the goods, including
        any hidden defects, would regard as acceptable, having regard to
                {f} the nature of the goods:
                {g} the price (where relevant):
                (h) any statements made about the goods on any packaging or label on the goods:
                (i) any representation made about the goods by the supplier or the manufacturer.
        (2) Where any defects in goods have been specifically drawn to the consumer's attention before
        he or she agreed to the supply, the goods will not fail to comply with the guarantee.
    8 Guarantees as to fitness for particular purpose
"""


def test_letters_read_as_digits_at_the_letters_indent_before_the_next_letter() -> None:
    """New Zealand's Consumer Guarantees Act 7(1) (fresh13 harsh): `(f)`, `(g)` read `(1)`, `(2)` at the letters'
    indent, `(h)` next; the subsections stand further left, so `(2)` there does not carry on their list."""
    got = paths(QUALITY.format(f="(1)", g="(2)"), "generic")
    assert [p for p in got if p.startswith("7")] == ["7", "7 > (1)"] + [f"7 > (1) > ({c})" for c in "abcdefghi"] \
        + ["7 > (2)"]
