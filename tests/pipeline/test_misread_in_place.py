"""Misreads the page itself shows, on chunks read sure enough to be indexed (seed 9985's 06_statute, issue 10): an
item `(ii)` read `ai)` opened a unit `(ai)` beside (a) and (b), no label a drafter gives; and in its text `intent`
read as `©`, a sign where a word stood. The printed text below is the truth (the generator's statute); the
misreadings are what that scan gave. Both chunks go to review; the same text read right, an inserted series
(`(aa)`, `(ab)`; `(ia)`) and a sign beside a name or a figure stay indexed."""

from __future__ import annotations

from ingest.continuity import flag_holes
from ingest.noise_lines import flag_noise_lines, sign_words
from ingest.structure import parse
from tests.structure.snippets import lines_from
from tests.structure.test_chunking import chunks_of

PRINTED = """
    CHAPTER II
    PUNISHABLE ACTS

    SEC. 4. Unlawful Processing Offenses. - Each of the acts listed below is an offense of
    unlawful processing punishable under this Act:

    (a) Offenses against the security of personal information:

    (1) Unauthorized Processing. - Processing personal information when the data
    subject has not agreed to it and neither this Act nor any other law allows it.

    (2) Misuse of Devices.

    (i) The making, selling or supplying in any other way, without right, of a device
    built mainly so that it can serve to commit one of the offenses set out in this Act; or

    (ii) Keeping any item described in paragraph (i) above, with the
    intent of using that item, or of letting another person use it, to commit one of the
    offenses set out in this section.

    (b) Offenses of controllers and processors:

    (1) Processing for Unauthorized Purposes. - The processing of personal
    information for purposes not declared to the data subject or not allowed by law.
"""

READ = PRINTED.replace("    (ii) Keeping", "    ai) Keeping").replace("    intent of using", "    © of using")


def _routed(snippet: str) -> dict[str, list[str]]:
    """Each chunk's path and the review reasons the two checks gave it."""
    tree = parse(lines_from(snippet), [])
    _, chunks = chunks_of(snippet)
    flag_holes(chunks, tree)
    flag_noise_lines(chunks)
    return {" > ".join(c.structure_path): c.review_reasons for c in chunks if c.structure_path}


def test_a_two_letter_label_whose_series_never_opened_goes_to_review() -> None:
    routed = _routed(READ)
    odd = [p for p in routed if p.endswith("(ai)")]
    assert odd, routed
    reasons = routed[odd[0]]
    assert any("a label no numbering allows, (ai)" in r for r in reasons), reasons
    assert any("a sign read in a word's place" in r for r in reasons), reasons
    assert not any(routed[p] for p in routed if p.endswith(("(a) > (1)", "(b) > (1)"))), routed


def test_the_same_items_read_right_stay_indexed() -> None:
    routed = _routed(PRINTED)
    assert "CHAPTER II > SEC. 4 > (a) > (2)" in routed and not any(p.endswith("(ai)") for p in routed), routed
    assert not any(routed.values()), routed


def test_an_inserted_series_is_a_numbering_drafters_give() -> None:
    inserted = PRINTED.replace("    (b) Offenses of", "    (aa) Offenses of").replace(
        "    (1) Processing for", "    (ab) Processing for")
    inserted += "\n    (b) Offenses relating to publication.\n"
    routed = _routed(inserted)
    assert any(p.endswith("(aa)") for p in routed) and any(p.endswith("(ab)") for p in routed), routed
    assert not any("no numbering allows" in r for reasons in routed.values() for r in reasons), routed


def test_a_sign_beside_a_name_a_figure_or_a_list_item_is_print() -> None:
    _, chunks = chunks_of("""
        1. Short title. - This Act may be cited as the Data Privacy Act, © Crown copyright 2012, and
        the fee is 50 ¢ for each page copied; and
        © the Commission shall keep the register.
    """)
    assert chunks and not any(sign_words(c) for c in chunks), [c.text for c in chunks]
    _, chunks = chunks_of("""
        1. Short title. - This Act may be cited as the Data Privacy Act, with the
        © of using that item in the Philippines.
    """)
    assert any(sign_words(c) for c in chunks), [c.text for c in chunks]
