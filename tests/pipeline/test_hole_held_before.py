"""A hole in the numbering whose missing unit's label line was read, inside the chunk before it, is no lost text:
the chunk holding that line goes to review (its text runs under another unit's path), not the unit after the hole
with "text may be missing" (issue 10's needless review: seed 3319's 00_statute, a tear took the `S` of `SEC. 9.`,
and real08's explanatory statement, a fold took `Act 265.` so `27.` read as a wrapped reference: each sent the
next unit, read whole, to review and indexed the chunk holding the lost label). The lines below are the
generator's printed text of those pages (samples/statute.py, samples/real_texts.py), with what OCR returned."""

from __future__ import annotations

from ingest.continuity import flag_holes
from ingest.structure import parse
from tests.structure.snippets import lines_from
from tests.structure.test_chunking import chunks_of

STATUTE = """
CHAPTER III
PENALTIES
SEC. 8. Penalty for Libel. — Whoever is convicted of libel under Section 4(c)(4) shall suffer prision
correccional in its maximum period up to prision mayor in its minimum period, or pay a fine of Six
thousand pesos (PhP6,000.00) up to One million pesos (PhP1,000,000.00), or both.
{nine}
on, whether acting alone or as a member of one of its organs, knowingly commits an act
punishable under this Act in the name of the juridical person or so that it gains from the act, the
juridical person shall pay a fine of at least twice the fines that may be imposed under Section 7.
CHAPTER IV
ENFORCEMENT AND IMPLEMENTATION
SEC. 10. Law Enforcement Authorities. — The Financial Crimes Investigation Office shall see to it
that the provisions of this Act are enforced well, fully and without delay.
SEC. 11. Duties of Law Enforcement Authorities. — The law enforcement authorities shall keep a register.
"""
NINE = "EC. 9. Corporate Liability. - Where a natural person who holds a leading position in a juridical"


def _routed(snippet: str, family: str) -> dict[str, list[str]]:
    tree = parse(lines_from(snippet), [], family)
    _, chunks = chunks_of(snippet, family=family)
    flag_holes(chunks, tree)
    return {" > ".join(c.structure_path): c.review_reasons for c in chunks if c.structure_path}


def test_a_section_label_torn_at_its_first_letter_sends_the_chunk_holding_it() -> None:
    routed = _routed(STATUTE.format(nine=NINE), "ph_statute")
    assert "CHAPTER III > SEC. 9" not in routed, routed  # the structure did not split it off: the premise
    assert routed["CHAPTER IV > SEC. 10"] == [], routed
    assert routed["CHAPTER III > SEC. 8"] == [
        "numbering skips SEC. 9 before SEC. 10: its label line stands in this unit's text ('EC. 9. Corporate "
        "Liability. - Where a na', page 1), read but not split off"], routed


def test_a_section_whose_label_line_was_lost_still_sends_the_next_one() -> None:
    routed = _routed(STATUTE.format(nine="a natural person who holds a leading position in a juridical"), "ph_statute")
    assert routed["CHAPTER IV > SEC. 10"] == ["numbering skips SEC. 9 before SEC. 10: text may be missing (page 1)"]
    assert routed["CHAPTER III > SEC. 8"] == [], routed


def test_what_opens_as_the_missing_unit() -> None:
    from ingest.continuity import _opens_as

    assert _opens_as("27").match("27. Clause 40 seeks to introduce a new section 87a")
    assert _opens_as("2").match("2.1 The Purchaser shall pay")  # clause 2's sub-clause: clause 2's text
    assert _opens_as("SEC. 9").match("SEC. 9. Corporate Liability.")
    assert _opens_as("(c)").match("(c) any person who")
    assert not _opens_as("27").match("27 days after the notice")  # a wrapped number, lower case
    assert not _opens_as("(c)").match("(c) of section 4 shall apply")  # a wrapped reference
    assert not _opens_as("SEC. 9").match("Act 9. The")


def test_a_citation_or_a_date_wrapped_to_a_lines_start_is_no_label_line() -> None:
    """A lost SEC. 9 whose number stands at a line's start inside SEC. 8 only as a citation the line before opened
    (`... set out in Section` / `9 (1) of this Act`) or as a date (`... published on` / `9 August 2012`): the hole
    still sends SEC. 10 with "text may be missing", and SEC. 8 is not sent for a label line it does not hold."""
    for wrapped in ("set out in Section\n9 (1) of this Act, and pay a fine of Six thousand pesos.",
                    "published on\n9 August 2012 in the Official Gazette, and pay a fine."):
        routed = _routed(STATUTE.format(nine=f"the penalty {wrapped}"), "ph_statute")
        assert routed["CHAPTER IV > SEC. 10"] == ["numbering skips SEC. 9 before SEC. 10: text may be missing "
                                                   "(page 1)"], routed
        assert routed["CHAPTER III > SEC. 8"] == [], routed
