"""A Part's title read inside a provision's text (its `PART IV` line faded) sends that chunk to review: nothing else
shows a lost last Part (seed 9977's lay07, the session-17 untuned run's one silent loss)."""

from __future__ import annotations

from engross.settings import Settings
from ingest import chunking
from ingest.stray_titles import flag_stray_titles
from ingest.structure import parse
from schemas import Document, Line
from tests.structure.snippets import lines_from
from tests.structure.test_chunking import chunks_of

LOST_LAST_PART = """
    PART III
    PROTECTION OF WORKERS

    12. An employer shall bear the cost of medical treatment of a worker
    for any illness or injury suffered during the period of employment.
    [Ins. Act A1719]
                             MISCELLANEOUS
    13. An officer given written authority by the Director General may at
    any reasonable time enter the premises of a care placement agency.
"""


def _reasons(snippet: str) -> dict[str, list[str]]:
    tree = parse(lines_from(snippet), [])
    _, chunks = chunks_of(snippet)
    flag_stray_titles(chunks, tree)
    return {" > ".join(c.structure_path): c.review_reasons for c in chunks if c.route == "review"}


def test_a_centred_capitals_title_inside_a_section_sends_its_chunk_to_review() -> None:
    flagged = _reasons(LOST_LAST_PART)
    assert any("'MISCELLANEOUS'" in r and "label line was not read" in r for rs in flagged.values() for r in rs), \
        flagged


def test_the_title_read_into_the_text_before_with_the_next_shoulder_heading_is_flagged_too() -> None:
    """As on the seed: the title and section 13's shoulder heading both ran into 12's text."""
    flagged = _reasons(LOST_LAST_PART.replace("MISCELLANEOUS\n", "MISCELLANEOUS\n    Powers of inspection\n"))
    assert any("'MISCELLANEOUS'" in r for r in flagged.get("PART III > 12", [])), flagged


def test_a_capitals_line_at_the_margin_or_in_a_document_without_parts_is_left_alone() -> None:
    at_margin = LOST_LAST_PART.replace("                             MISCELLANEOUS", "    MISCELLANEOUS")
    no_parts = LOST_LAST_PART.replace("    PART III\n    PROTECTION OF WORKERS\n", "")
    assert not any("title line" in r for rs in _reasons(at_margin).values() for r in rs)
    assert not any("title line" in r for rs in _reasons(no_parts).values() for r in rs)


# seed 9973 lay04 (two columns, a fade over the right one): `CHAPTER II` read inside 3 (b)'s sentence, not opened
CHAPTER_IN_TEXT = """
    CHAPTER I
    GENERAL PROVISIONS

    SEC. 3. Definition of Terms. - In this Act, each of the terms below carries the meaning given to it:
    (a) Account holder refers to a natural or juridical person in whose name a payment account is kept.
    (b) Authentication refers to the procedure by which an operator
    verifies the identity of a user or
    CHAPTER II
    PUNISHABLE ACTS
    SEC. 4. Fraud. - It shall be unlawful to do any of the following acts.
"""


def test_a_chapter_label_line_read_inside_a_units_text_sends_that_chunk_to_review() -> None:
    flagged = _reasons(CHAPTER_IN_TEXT)
    assert any("'CHAPTER II' line inside the text" in r for r in flagged.get("CHAPTER I > SEC. 3 > (b)", [])), flagged


def test_a_reference_to_a_chapter_wrapped_onto_a_line_of_its_own_is_no_label_line() -> None:
    wrapped = CHAPTER_IN_TEXT.replace("CHAPTER II\n    PUNISHABLE ACTS\n", "Chapter II\n    of this Act.\n")
    assert not any("line inside the text" in r for rs in _reasons(wrapped).values() for r in rs)


def test_the_units_after_the_title_up_to_the_next_part_go_to_review_too() -> None:
    """Seed 9981's lay03: PART IV's line faded, 13 and 14 indexed under PART III with right words (the evaluator's
    wrong-path figure showed them). The units after the title in its Part are where the lost Part would stand;
    the one before the title and those after the next Part read are not."""
    snippet = LOST_LAST_PART.replace("    12. An employer", "    11. Either party may end the contract by notice.\n"
                                     "    12. An employer") + """
    14. (1) The Minister may make regulations for carrying into effect the
    provisions of this Act.
    FIRST SCHEDULE
    FEES
    1. Application for registration of an agency: one thousand ringgit.
"""
    flagged = _reasons(snippet)
    after = {p for p, rs in flagged.items() if any("after a title line" in r and "'MISCELLANEOUS'" in r for r in rs)}
    # the title opens 13 as its heading here (13 holds it, with the first reason); 14 after it; not 11, the Schedule
    assert "PART III > 13" in flagged and after == {"PART III > 14"}, flagged
    assert not any(p.startswith(("PART III > 11", "FIRST SCHEDULE")) for p in flagged), flagged
    # a Part read after them: the structure puts PART IV back between III and V, and the units are under it
    restored = _reasons(snippet.replace("    FIRST SCHEDULE\n    FEES\n    1. Application for registration of an "
                                        "agency: one thousand ringgit.", "    PART V\n    FINAL PROVISIONS\n"
                                        "    15. This Act repeals the Domestic Servants Ordinance."))
    assert not any("after a title line" in r for rs in restored.values() for r in rs), restored


def test_the_units_after_a_chapter_label_read_inside_the_text_go_to_review_too() -> None:
    flagged = _reasons(CHAPTER_IN_TEXT)
    assert any("after a title line" in r and "indexed under CHAPTER I" in r
               for r in flagged.get("CHAPTER I > SEC. 4", [])), flagged


# seed 9985 lay07 (two columns): a fade took `PART II`; its title, as wide as the right column, stood at that column's
# top and ran into 2 (2) of PART I; the Parts read I, III
LEFT = """
    PART I
    PRELIMINARY

    1. This Act may be cited as the Domestic
    Workers Act 2019.

    2. (1) In this Act, "domestic worker" means
    a person employed in a household.

    (2) A reference in this Act to a domestic worker
    includes a person serving a period of probation.
    [Ins. Act A1604]
"""
RIGHT = """
       REGISTRATION OF EMPLOYMENT AGENCIES
    Employment agency to be registered
    3. No person shall carry on the business
    of an employment agency unless the person
    is registered under this Act.

    4. The Director General may register an
    agency on such conditions as he thinks fit.

    PART III
    PROTECTION OF WORKERS

    5. Every contract of service shall be in
    writing and signed by both parties to it.
"""


def _two_columns(right: str) -> list[Line]:
    """The left column's lines, then the right column's on the same page, 250 points to the right."""
    left = lines_from(LEFT)
    shifted = []
    for line in lines_from(right):
        move = lambda b: (b[0] + 250, b[1], b[2] + 250, b[3])  # noqa: E731
        words = [w.model_copy(update={"bbox": move(w.bbox)}) for w in line.words]
        shifted.append(line.model_copy(update={"bbox": move(line.bbox), "words": words}))
    return left + shifted


def _column_reasons(right: str) -> dict[str, list[str]]:
    tree = parse(_two_columns(right), [])
    doc = Document(id="f" * 64, source="test.pdf", filename="test.pdf")
    chunks = chunking.make_chunks(doc, tree, [], Settings(), None)
    flag_stray_titles(chunks, tree)
    return {" > ".join(c.structure_path): c.review_reasons for c in chunks if c.route == "review"}


def test_a_lost_parts_title_as_wide_as_its_column_is_flagged_where_the_parts_skip_one() -> None:
    flagged = _column_reasons(RIGHT)
    assert any("'REGISTRATION OF EMPLOYMENT AGENCIES'" in r for r in flagged.get("PART I > 2 > (2)", [])), flagged
    assert {"PART I > 3", "PART I > 4"} <= set(flagged), flagged  # the lost Part's sections, indexed under PART I
    assert not any(p.startswith("PART III") for p in flagged), flagged


def test_a_column_wide_capitals_line_where_the_parts_run_on_is_left_alone() -> None:
    assert not _column_reasons(RIGHT.replace("PART III", "PART II"))


# seed 8851 06_statute (moderate, a coffee ring over page 5): the ring took SEC. 13's last lines and `CHAPTER V` /
# `FINAL`; `PROVISIONS` was read alone after `... so that none of`, and SEC. 14-18 were indexed under CHAPTER IV
LOST_UNDER_A_STAIN = """
    CHAPTER IV
    ENFORCEMENT AND IMPLEMENTATION

    SEC. 13. Destruction of Data. - When the periods set by
    Section 12 have run out, service providers and the law
    enforcement authorities holding personal information
    that was kept shall destroy all of it, so that none of
{blank}                           PROVISIONS
    SEC. 14. Implementing Rules. - The Department shall issue
    the rules that are needed to carry out this Act.

    SEC. 15. Appropriations. - A sum of Forty million pesos
    shall be set aside every year from public funds.
"""


def test_a_title_after_a_blank_where_lines_were_lost_is_flagged_though_the_sentence_before_it_runs_on() -> None:
    flagged = _reasons(LOST_UNDER_A_STAIN.format(blank="\n\n\n\n"))
    assert any("'PROVISIONS'" in r for r in flagged.get("CHAPTER IV > SEC. 13", [])), flagged
    assert {"CHAPTER IV > SEC. 14", "CHAPTER IV > SEC. 15"} <= set(flagged), flagged


def test_a_capitals_line_right_under_a_sentence_that_runs_on_is_left_alone() -> None:
    assert not _reasons(LOST_UNDER_A_STAIN.format(blank=""))
