"""Session 23's short round on the looked-at half fresh18 (helper f18dc): a US code extract's caption (`Title 1.` /
`Chapter 10.` / `Subchapter I.` printed once above `§ 1-1001.10.`) is front matter, not containers; a society
constitution's roman-decimal sections (`ARTICLE IV` > `IV.1 - Authoritative Documents` > `IV.1.1 - Constitution`);
a numbered list's second sub-list (`2. ... proposed by:` / `1. Any Active Member`) nests as its first did. Snippets
abridge the texts; each test failed on main c08c45c (what it gave is in its docstring)."""

from __future__ import annotations

from ingest.structure import parse, unit_paths
from tests.structure.snippets import lines_from, paths

DC_CODE = """
Title 1. Government Organization.
Chapter 10. Elections.
Subchapter I. Regulation of Elections.
§ 1-1001.10. Dates for holding elections; votes cast for President and Vice President.
(a) (1) The elections of the officials referred to in § 1-1001.01(1) shall be held.
(2) The electors of President and Vice President shall be elected on the Tuesday.
(b) All elections prescribed by this subchapter shall be conducted by the Board.
§ 1-1001.11. Recount; judicial review of election.
(a) The Board shall recount the votes cast in one or more voting precincts.
"""


def test_a_code_extracts_caption_is_front_matter() -> None:
    """Before: every section sat under `Title 1 > Chapter 10 > Subchapter I` (0/75 and 0/52 of the two texts)."""
    assert paths(DC_CODE, "generic") == [
        "§ 1-1001.10", "§ 1-1001.10 > (a)", "§ 1-1001.10 > (a) > (1)", "§ 1-1001.10 > (a) > (2)",
        "§ 1-1001.10 > (b)", "§ 1-1001.11", "§ 1-1001.11 > (a)"]


def test_a_code_that_goes_on_into_another_part_keeps_its_containers() -> None:
    """Guard (passes before and after): a chapter whose Parts follow each other is the code's own structure."""
    snippet = """
    CHAPTER 521
    PART I. GENERAL PROVISIONS
    [§521-1] Short title. This chapter shall be known as the Code.
    [§521-2] Purposes. This chapter shall be liberally construed.
    PART II. OBLIGATIONS
    [§521-3] Deposits. A landlord may require a deposit.
    """
    assert paths(snippet, "generic")[:3] == ["CHAPTER 521", "CHAPTER 521 > PART I", "CHAPTER 521 > PART I > [§521-1]"]


def test_a_caption_whose_title_is_not_the_sections_is_kept() -> None:
    """Guard: a Title whose number the sections do not carry is no caption of theirs."""
    snippet = DC_CODE.replace("Title 1.", "Title 2.")
    assert paths(snippet, "generic")[0] == "Title 2"


CONSTITUTION = """
ARTICLE I - THE SOCIETY
I.1 - Name
This association shall be called the Medical Undergraduate Society.
I.2 - Objectives
The Objectives of the Society shall be:
   1. To promote high quality of education for its Members, and
   2. To improve the well-being of its Members.
ARTICLE IV - AUTHORITATIVE DOCUMENTS
IV.1 - Authoritative Documents
   IV.1.1 - Constitution
   The constitution shall contain the foundational principles of the Society.
   IV.1.2 - Bylaws
   The Bylaws shall further define the regular operation of the Society.
IV.2 - Enactment, Amendment and Repeal
   1. The Constitution may be amended by:
      1. Resolution of the Society at the Annual General Meeting, or
      2. Referendum held in accordance with Bylaw 9.
   2. An Amendment to the Constitution may be proposed by:
      1. Any Active Member, or
      2. A Resolution of the Council.
"""


def test_roman_decimal_sections_of_a_society_constitution() -> None:
    """Before: `I.1 - Name` was no marker (its text the Article's), `1.`/`2.` the Article's items; the second
    sub-list (`1. Any Active Member` after `2. ... proposed by:`) was text of item 2."""
    assert paths(CONSTITUTION, "generic") == [
        "ARTICLE I", "ARTICLE I > I.1", "ARTICLE I > I.2", "ARTICLE I > I.2 > 1", "ARTICLE I > I.2 > 2",
        "ARTICLE IV", "ARTICLE IV > IV.1", "ARTICLE IV > IV.1 > IV.1.1", "ARTICLE IV > IV.1 > IV.1.2",
        "ARTICLE IV > IV.2", "ARTICLE IV > IV.2 > 1", "ARTICLE IV > IV.2 > 1 > 1", "ARTICLE IV > IV.2 > 1 > 2",
        "ARTICLE IV > IV.2 > 2", "ARTICLE IV > IV.2 > 2 > 1", "ARTICLE IV > IV.2 > 2 > 2"]


def test_a_lettered_outlines_c1_is_no_roman() -> None:
    """Guard: `C.1` (an appendix's outline) is not roman 100."""
    from ingest.structure.markers import read_line
    assert read_line("C.1 - Scope of the appendix")[0] == []


def _layer_paths(snippet: str) -> list[str]:
    """The snippet as a text layer prints it (the snippets' words are OCR's by default)."""
    lines = [ln.model_copy(update={"words": [w.model_copy(update={"source": "text"}) for w in ln.words]})
             for ln in lines_from(snippet)]
    return [" > ".join(p) for p, _ in unit_paths(parse(lines, [], "generic"))]


def test_roman_decimals_whose_strokes_a_scan_spoiled() -> None:
    """The clean and moderate scans read `I.1` as `1.1`, `II.1` as `ll.1`, `III.1` as `lll.1` (IV.1 and IV.1.1
    read cleanly). Before: those sections' text was their Article's."""
    snippet = CONSTITUTION.replace("I.1 - Name", "1.1 - Name").replace("I.2 - Objectives", "1.2 - Objectives") + """
ARTICLE III - EXECUTIVE BODIES
lll.1 - Council
   1. The affairs of the Society shall be overseen by a Council.
"""
    got = paths(snippet, "generic")
    assert got[:3] == ["ARTICLE I", "ARTICLE I > I.1", "ARTICLE I > I.2"]
    assert got[-3:] == ["ARTICLE III", "ARTICLE III > III.1", "ARTICLE III > III.1 > 1"]


def test_strokes_that_make_no_open_articles_number_stay_as_read() -> None:
    """Guard: `ll.1` under ARTICLE I is not II.1 (the open article disagrees), and a text layer is never re-read."""
    snippet = CONSTITUTION.replace("I.2 - Objectives", "ll.2 - Objectives")
    assert "ARTICLE I > II.2" not in paths(snippet, "generic")
    assert "ARTICLE I > I.1" not in _layer_paths(CONSTITUTION.replace("I.1 - Name", "1.1 - Name"))


def test_a_caption_whose_title_word_a_scan_spoiled() -> None:
    """The harsh scan of the condominium sections read `Title 42.` as `Tithe 42.` and `Chapter 19.` as `Chapter 19,`
    (only `Subchapter HL.` read as a container). Before: every section sat under `Subchapter HL` (0/52)."""
    snippet = """
Tithe 42. Real Property.
Chapter 19, Condominiums.
Subchapter II. Establishment of Condominiums.
§ 42-1902.23. Representations or commitments relating to additional land.
(a) No covenants shall be made.
§ 42-1902.24. Easement to facilitate completion.
(a) The declarant shall have an easement.
"""
    assert paths(snippet, "generic")[:2] == ["§ 42-1902.23", "§ 42-1902.23 > (a)"]
    assert _layer_paths(snippet)[0] == "Subchapter II"  # a text layer keeps what it prints
