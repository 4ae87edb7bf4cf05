"""A Part's or Chapter's label line lost on a scan leaves its units, words right, under another path (seed 9979,
session 20: lay00 and lay07's first container, 09_statute's CHAPTER III, 02_my_act's SEC. 7): they go to review."""

from __future__ import annotations

import pytest

from engross.settings import Settings
from ingest import chunking
from ingest.continuity import flag_holes
from ingest.structure import parse
from schemas import Document, UnreadRegion
from tests.structure.snippets import _born_parse, lines_from
from tests.structure.test_chunking import chunks_of

LOST_FIRST_CHAPTER = """
    SECTION 1. Short Title. - This Act shall be known as the Computer Misuse Prevention Act.
    SEC. 2. Declaration of Policy. - The State holds that information industries are vital.
    SEC. 3. Definition of Terms. - In this Act, each of the terms below carries the meaning given to it:
    (a) Access refers to giving commands to a computer.
    (b) Alteration refers to any change of form or substance.
    CHAPTER II
    PUNISHABLE ACTS
    SEC. 4. Computer Misuse Offenses. - Each of the acts listed below is an offense.
    SEC. 5. Penalties. - Any person found guilty shall be punished.
"""

LOST_MIDDLE_CHAPTER = """
    CHAPTER I
    GENERAL PROVISIONS
    SEC. 1. Short Title. - This Act shall be known as the Computer Misuse Prevention Act.
    SEC. 2. Declaration of Policy. - The State holds that information industries are vital.
    CHAPTER II
    PUNISHABLE ACTS
    SEC. 3. Computer Misuse Offenses. - Each of the acts listed below is an offense.
    SEC. 4. Penalties. - Any person found guilty shall be punished.
    SEC. 6. Jurisdiction. - The Regional Trial Court shall have jurisdiction over any violation.
    SEC. 7. Venue. - The action may be filed where the offense was committed.
    CHAPTER IV
    FINAL PROVISIONS
    SEC. 8. Separability Clause. - If any provision is held invalid, the rest shall stand.
"""

LOST_SECTION_LINE = """
    PART III
    PROTECTION OF WORKERS
    6. An employer shall keep a register of every worker in his employment.
    (2) The register shall be kept at the place of employment at all times.
    7. An employer shall bear the cost of medical treatment of a worker.
"""


def _flagged(snippet: str) -> dict[str, list[str]]:
    tree = parse(lines_from(snippet), [])
    _, chunks = chunks_of(snippet)
    flag_holes(chunks, tree)
    return {" > ".join(c.structure_path): c.review_reasons for c in chunks if c.route == "review"}


def _all_paths(snippet: str) -> list[str]:
    return [" > ".join(c.structure_path) for c in chunks_of(snippet)[1]]


def test_the_units_read_before_a_first_chapter_ii_go_to_review_as_in_the_lost_chapter_i() -> None:
    flagged = _flagged(LOST_FIRST_CHAPTER)
    for path in ("SECTION 1", "SEC. 2", "SEC. 3", "SEC. 3 > (a)", "SEC. 3 > (b)"):
        assert any("may stand in the lost CHAPTER I" in r for r in flagged.get(path, [])), (path, flagged)
    assert not any("lost CHAPTER I" in r for p, rs in flagged.items() if p.startswith("CHAPTER II") for r in rs)


def test_a_document_opening_at_chapter_i_sends_nothing() -> None:
    whole = LOST_FIRST_CHAPTER.replace("    SECTION 1.", "    CHAPTER I\n    GENERAL PROVISIONS\n    SECTION 1.", 1)
    assert "CHAPTER I > SEC. 3 > (b)" in _all_paths(whole)
    assert _flagged(whole) == {}


def test_the_sections_after_the_one_section_hole_before_a_lost_chapter_go_to_review() -> None:
    flagged = _flagged(LOST_MIDDLE_CHAPTER)
    for path in ("CHAPTER II > SEC. 6", "CHAPTER II > SEC. 7"):
        assert any("may stand in the lost CHAPTER III" in r for r in flagged.get(path, [])), (path, flagged)
    for path in ("CHAPTER II > SEC. 3", "CHAPTER II > SEC. 4", "CHAPTER IV > SEC. 8"):
        assert not any("lost CHAPTER III" in r for r in flagged.get(path, [])), (path, flagged)


def test_without_a_hole_among_the_sections_no_place_is_known_and_only_the_hole_is_reported() -> None:
    run_on = LOST_MIDDLE_CHAPTER
    for old, new in (("SEC. 6.", "SEC. 5."), ("SEC. 7.", "SEC. 6."), ("SEC. 8.", "SEC. 7.")):
        run_on = run_on.replace(old, new)
    flagged = _flagged(run_on)
    assert not any("may stand in the lost" in r for rs in flagged.values() for r in rs), flagged


def test_an_item_past_the_first_directly_under_a_part_goes_to_review() -> None:
    lost = LOST_SECTION_LINE.replace("    6. An employer", "    An employer")
    assert "PART III > (2)" in _all_paths(lost)
    flagged = _flagged(lost)
    assert any("read directly under PART III" in r for r in flagged.get("PART III > (2)", [])), flagged
    assert not any("directly under" in r for rs in _flagged(LOST_SECTION_LINE).values() for r in rs)


LOST_SECTION_WITH_ITEMS = """
    CHAPTER I
    GENERAL PROVISIONS
    SEC. 3. Definition of Terms. - In this Act, each of the terms below carries the meaning given to it.
    CHAPTER II
    PUNISHABLE ACTS
    (a) Offenses against the secrecy of computer data and systems.
    (b) Computer-related offenses committed through a computer system.
    SEC. 5. Penalties. - Any person found guilty shall be punished.
    SEC. 6. Jurisdiction. - The Regional Trial Court shall have jurisdiction over any violation.
"""


def test_items_under_a_chapter_before_a_section_that_skips_go_to_review() -> None:
    """Seed 9985's 00_statute: SEC. 4's label line faded, its items (a)-(c) indexed under CHAPTER II."""
    assert "CHAPTER II > (a)" in _all_paths(LOST_SECTION_WITH_ITEMS)
    flagged = _flagged(LOST_SECTION_WITH_ITEMS)
    for path in [p for p in _all_paths(LOST_SECTION_WITH_ITEMS) if p.startswith("CHAPTER II > (")]:
        assert any("read directly under CHAPTER II, the section after it, SEC. 5, skips" in r
                   for r in flagged.get(path, [])), (path, flagged)
    whole = LOST_SECTION_WITH_ITEMS.replace("    (a) Off", "    SEC. 4. Offenses. - The acts below are offenses.\n"
                                                          "    (a) Off")
    assert "CHAPTER II > SEC. 4" in _all_paths(whole)
    assert not any("directly under" in r for rs in _flagged(whole).values() for r in rs)


def _lost_print_at(snippet: str, at: str, box: tuple[float, float, float, float]) -> dict[str, list[str]]:
    """The snippet's chunks from the section `at` on moved down 30 points (the room of two lost lines), and unread
    print at `box` given to the chunk printed before `at`, as the ink accounting gives a region to its owner."""
    tree = parse(lines_from(snippet), [])
    _, chunks = chunks_of(snippet)
    start = next(k for k, c in enumerate(chunks) if c.structure_path[-1:] == [at])
    for chunk in chunks[start:]:
        chunk.words = [w.model_copy(update={"bbox": (w.bbox[0], w.bbox[1] + 30, w.bbox[2], w.bbox[3] + 30)})
                       for w in chunk.words]
    chunks[start - 1].unread_regions.append(UnreadRegion(page=1, bbox=box, kind="faded", lines=2,
                                                         reason="unread text faded, page 1 (~2 lines)"))
    flag_holes(chunks, tree)
    return {" > ".join(c.structure_path): c.review_reasons for c in chunks if c.route == "review"}


def test_a_chapter_heading_lost_whole_between_sections_that_run_on_is_found_by_the_lost_print() -> None:
    """Seed 9987 lay04 (two columns): CHAPTER III and its title faded whole between SEC. 6 and SEC. 7, the
    sections numbered on; SEC. 7-9 were indexed under CHAPTER II. Unread print between two sections places the
    lost heading: the sections from there to CHAPTER IV go to review; the ones before it and CHAPTER IV's do not."""
    run_on = LOST_MIDDLE_CHAPTER
    for old, new in (("SEC. 6.", "SEC. 5."), ("SEC. 7.", "SEC. 6."), ("SEC. 8.", "SEC. 7.")):
        run_on = run_on.replace(old, new)
    flagged = _lost_print_at(run_on, "SEC. 5", (250.0, 186.0, 340.0, 208.0))
    for path in ("CHAPTER II > SEC. 5", "CHAPTER II > SEC. 6"):
        assert any("may stand in the lost CHAPTER III" in r for r in flagged.get(path, [])), (path, flagged)
    for path in ("CHAPTER II > SEC. 3", "CHAPTER II > SEC. 4", "CHAPTER IV > SEC. 7"):
        assert not any("lost CHAPTER III" in r for r in flagged.get(path, [])), (path, flagged)
    # a fade over a section's own line (not between two sections) places nothing: only the hole is reported
    inside = _lost_print_at(run_on, "SEC. 5", (250.0, 170.0, 340.0, 180.0))
    assert not any("may stand in the lost" in r for rs in inside.values() for r in rs), inside


# as printed: SEC. 3's definitions run (a) to (h) in the left column of page 1
PRINTED_DEFINITIONS = """
    THE DATA PRIVACY ACT OF 2012

    CHAPTER I
    GENERAL PROVISIONS
    SEC. 3. Definition of Terms. - Whenever used in this Act, the following terms shall mean:
        (a) Commission shall refer to the National Privacy Commission.
        (b) Consent shall refer to any freely given indication of will.
        (c) Data subject refers to an individual whose information is processed.
        (d) Direct marketing refers to communication by whatever means.
        (e) Filing system refers to any set of information relating to persons.
        (f) Personal information controller refers to a person who controls the
        processing of personal information.
        (g) Personal information processor refers to any person to whom a
        controller may outsource the processing of personal data.
        (h) Processing refers to any operation performed upon personal data.

    SEC. 4. Scope. This Act applies to the processing of all types of personal
    information and to any natural and juridical person.
    SEC. 5. Special Cases. This Act does not apply to the following:
        (a) Information about any individual who is an officer of a government
        institution;
        (b) Information about an individual who is under contract.
"""
# a fade down the column took CHAPTER I, its heading, SEC. 3's line and its items (a)-(e)
FADED = ("CHAPTER I", "GENERAL PROVISIONS", "SEC. 3.", "(a) Commission", "(b) Consent", "(c) Data", "(d) Direct",
         "(e) Filing")
DEFINITIONS_FADED = "\n".join(ln for ln in PRINTED_DEFINITIONS.split("\n") if not ln.strip().startswith(FADED))


def test_items_past_the_first_at_the_documents_top_level_go_to_review() -> None:
    """Seed 9985's lay04 (a fade down page 1's left column): CHAPTER I and SEC. 3 lost, SEC. 3's later items read
    with no section or Chapter over them were indexed at the document's top level, their path lacking both."""
    assert "CHAPTER I > SEC. 3 > (f)" in _all_paths(PRINTED_DEFINITIONS)  # the truth, as printed
    got = _all_paths(DEFINITIONS_FADED)
    assert "(f)" in got and "SEC. 4" in got
    flagged = _flagged(DEFINITIONS_FADED)
    for path in ("(f)", "(g)", "(h)"):
        assert any("read directly under the document's top level, its first items not read" in r
                   for r in flagged.get(path, [])), flagged
    assert not any("directly under" in r for p in ("SEC. 4", "SEC. 5", "SEC. 5 > (a)") for r in flagged.get(p, []))
    assert not any("directly under" in r for rs in _flagged(PRINTED_DEFINITIONS).values() for r in rs)
    # items opening at (a) before the first section (a preamble's list) are not a lost section's
    opening = DEFINITIONS_FADED.replace("(f) Personal", "(a) Personal").replace("(g) Personal", "(b) Personal") \
        .replace("(h) Processing", "(c) Processing").replace("SEC. 4.", "SEC. 1.").replace("SEC. 5.", "SEC. 2.")
    assert not any("directly under" in r for rs in _flagged(opening).values() for r in rs)


GUARANTEE = "in_kbl_deed_of_guarantee_agricultural_sd08"  # looked-at fresh9


def test_a_list_after_the_documents_last_provision_is_its_own() -> None:
    """A bank's deed of guarantee prints facilities 1. to 5., then its conditions (clxxi) to (clxxxiv) at its own
    top level (the form's roman counter runs on through the bank's book of forms; its declaration by mortgagor and
    simple loan agreement print the same): no section is read after them, so they are no lost section's items and
    stay indexed (a clean read sent (clxxi) and (clxxxi) to review). The other way is the test above: (f)-(h) read
    before SEC. 4 still go."""
    laid = _born_parse(GUARANTEE, "ocr")
    if laid is None:
        pytest.skip(f"{GUARANTEE} not in the corpus")
    doc, tree = laid
    gold = [u.path for u in doc.truth(f"{GUARANTEE}.pdf").units]
    assert ["5"] in gold and ["(clxxi)"] in gold and ["(clxxxiv)"] in gold  # at the top level, as printed
    assert gold.index(["5"]) < gold.index(["(clxxi)"])
    chunks = chunking.make_chunks(Document(id="f" * 64, source="t.pdf", filename="t.pdf"), tree, [], Settings(),
                                  None)
    assert any(c.structure_path == ["(clxxi)"] for c in chunks)
    flag_holes(chunks, tree)
    assert not [(c.structure_path, r) for c in chunks for r in c.review_reasons if "directly under" in r]
