"""A deed clause's heading line lost: its numbered sub-clauses run into the clause before and were indexed there
(seed 9977 lay06: `9. INDEMNITY` and `9.1` not read, 9.2-9.4 indexed under clause 8, 0.755 similar). The chunk
holding them goes to review; a clause holding only its own sub-clauses does not."""

from __future__ import annotations

from ingest.foreign_subclauses import flag_foreign_subclauses
from tests.structure.test_chunking import chunks_of

# clauses 8-10 of the generated sale deed (samples/deed.py), as printed
DEED = """
    8. STAMP DUTY AND REGISTRATION
    8.1 The stamp duty, registration fees and incidental charges on this
    Deed shall be borne wholly by the Purchaser.

    9. INDEMNITY
    9.1 The Vendor shall keep the Purchaser indemnified against all losses
    arising from any defect in the Vendor's title.
    9.2 The indemnity in this clause shall survive the registration of this
    Deed.
    9.3 The Purchaser shall give the Vendor written notice of any claim within
    thirty days of receiving it, and shall be liable under Clause
    9.4 of this Deed for any delay.

    10. DISPUTE RESOLUTION
    10.1 Any dispute arising out of this Deed shall be referred to a sole
    arbitrator appointed by mutual consent.
"""
LOST = DEED.replace("""    9. INDEMNITY
    9.1 The Vendor shall keep the Purchaser indemnified against all losses
    arising from any defect in the Vendor's title.
""", "")


def _review(snippet: str) -> dict[str, list[str]]:
    _, chunks = chunks_of(snippet, family="in_deed")
    flag_foreign_subclauses(chunks)
    return {" > ".join(c.structure_path): c.review_reasons for c in chunks if c.route == "review"}


def test_sub_clauses_of_a_lost_clause_inside_the_clause_before_send_it_to_review() -> None:
    flagged = _review(LOST)
    held = [path for path, reasons in flagged.items() if any("numbered for clause 9 (9.2, 9.3)" in r for r in reasons)]
    assert held and all(path.split(" > ")[0] == "8" for path in held), flagged


def test_a_deed_read_whole_and_a_cross_reference_wrapped_to_a_line_start_send_nothing() -> None:
    """`Clause` / `9.4 of this Deed` opens a line in 9.3's text: a reference, not a sub-clause."""
    assert _review(DEED) == {}


def test_a_reference_or_an_amount_wrapped_to_a_line_start_sends_nothing() -> None:
    """Helper reader's cases: `Clause` / `9.2 (a) of this Deed`, `admeasuring` / `2.5 Acres`, `rate of` /
    `1.5 Per cent` open lines of clause 3's text; the line before stops mid-sentence, so none is a sub-clause."""
    wrapped = """
    3. CONSIDERATION
    3.1 The Purchaser shall pay the price for the land admeasuring
    2.5 Acres situated in Survey No. 12, as provided in Clause
    9.2 (a) of this Deed, with interest at the rate of
    1.5 Per cent a month on any amount unpaid.
"""
    assert _review(wrapped) == {}
    assert _review(wrapped.replace("as provided in Clause\n    9.2 (a)", "as agreed.\n    9.2 (a)"))  # a sentence's end
