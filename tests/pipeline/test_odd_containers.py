"""A container label its numbering does not allow sends every chunk under it to review (issue 11's whole-document
collapses, issue 10's routing): `PART IV` read `PART XIV` (a speck before the numeral) put sections 4 and 5 under a
Part no page printed, and the builder then numbered the next Part `PART XV` after it; every chunk was indexed at a
wrong path with sure words. The printed labels below are the truth; the misread ones are what a scan gave."""

from __future__ import annotations

from ingest.odd_containers import flag_odd_containers
from ingest.structure import parse
from tests.structure.snippets import lines_from
from tests.structure.test_chunking import chunks_of

EXCERPT = """
    PART IV
    OFFENCES

    4. A person who does a thing commits an offence and is liable on conviction to a fine.

    5. A person who does another thing commits an offence and is liable on conviction to a fine.

    PART V
    GENERAL

    6. The Minister may make regulations for the better carrying out of this Act.
"""

RUN = """
    PART I
    PRELIMINARY

    1. This Act may be cited as the Example Act and comes into force on a day the Minister appoints.

    PART II
    LICENCES

    2. No person shall carry on the business of a dealer without a licence issued under this Act.

    PART III
    OFFENCES

    3. A person who contravenes section 2 commits an offence and is liable on conviction to a fine.

    4. A person who obstructs an officer commits an offence and is liable on conviction to a fine.

    PART IV
    GENERAL

    5. The Minister may make regulations for the better carrying out of the provisions of this Act.
"""


def _routed(snippet: str) -> dict[str, list[str]]:
    """Each chunk's path and its review reasons about container labels (none: indexed or sent for another reason)."""
    tree = parse(lines_from(snippet), [])
    _, chunks = chunks_of(snippet)
    flag_odd_containers(chunks, tree)
    return {" > ".join(c.structure_path): [r for r in c.review_reasons if "a label its numbering" in r]
            for c in chunks if c.structure_path}


def test_a_first_part_numbered_above_its_first_section_sends_its_units_to_review() -> None:
    routed = _routed(EXCERPT.replace("PART IV", "PART XIV"))
    for path in ("PART XIV > 4", "PART XIV > 5"):
        assert any("'PART XIV'" in r and "section 4" in r and "page 1" in r for r in routed[path]), routed
    assert routed["PART XV > 6"], routed  # the Part the builder numbered after it is wrong too


def test_a_part_its_siblings_count_past_sends_its_units_to_review() -> None:
    """Sections numbered afresh in each Part (no section evidence): PART VIII between PART II and PART IV."""
    afresh = RUN.replace("    2. ", "    1. ").replace("    3. ", "    1. ").replace("    4. ", "    2. ") \
        .replace("    5. ", "    1. ").replace("section 2 commits", "section 1 commits")
    routed = _routed(afresh.replace("PART III", "PART VIII"))
    assert any("'PART VIII'" in r and "count past it" in r for r in routed["PART VIII > 1"]), routed
    assert not any(routed[p] for p in routed if p.startswith(("PART I ", "PART II ", "PART IV"))), routed


def test_labels_as_printed_are_left_alone() -> None:
    """A clean run, an excerpt opening on Part IV at section 4, Parts numbering sections afresh, and a code's
    chapter in its own series (`CHAPTER 93` over section 2): nothing goes to review for its label."""
    afresh = EXCERPT.replace("    4. ", "    1. ").replace("    5. ", "    2. ").replace("    6. ", "    1. ")
    code = afresh.replace("PART IV", "CHAPTER 93").replace("PART V", "CHAPTER 93A") \
        .replace("    1. A person", "    2. A person")
    for snippet in (RUN, EXCERPT, code, afresh):
        routed = _routed(snippet)
        assert not any(routed.values()), routed
