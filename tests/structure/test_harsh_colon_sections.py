"""A `SECTION 1:` whose number a harsh scan spoiled before its colon (session 22, helper f17scan).

US declarations of covenants and bylaws print `SECTION 2: Owner shall mean ...` under `Article I: Definitions`; a
harsh scan reads the thin 1 as `[`, `bE`, `+`: no marker was read and the section's text ran into the Article's
heading or the section before. It is now the garbled marker the sequence numbers (as `SECTION FL.` before a dot).
Every snippet is written for this file (no corpus text verbatim).
"""

from __future__ import annotations

from ingest.structure import parse, unit_paths
from schemas import Line
from tests.structure.snippets import lines_from

SCANNED = """
Declaration of Covenants for Maple Court
Article I: Definitions
SECTION bE: Association shall mean the Maple Court Owners Association.
SECTION 2: Owner shall mean the record owner of any Lot.
SECTION +: Lot shall mean any plot of land shown on the recorded plat.
Article II: Property Rights
SECTION [: Easements of Enjoyment: Every owner shall have a right of enjoyment in
the Common Area, subject to the following provisions:
(a) the right of the Association to charge reasonable fees;
(b) the right of the Association to suspend voting rights.
SECTION 2: Delegation of Use Any owner may delegate his right of enjoyment.
[Section 2: amended by the First Amendment.]
"""

TRUTH = ["Article I", "Article I > SECTION 1", "Article I > SECTION 2", "Article I > SECTION 3", "Article II",
         "Article II > SECTION 1", "Article II > SECTION 1 > (a)", "Article II > SECTION 1 > (b)",
         "Article II > SECTION 2"]


def _read(snippet: str, source: str = "ocr") -> list[Line]:
    return [ln.model_copy(update={"words": [w.model_copy(update={"source": source}) for w in ln.words]})
            for ln in lines_from(snippet)]


def _units(lines: list[Line]) -> dict[str, str]:
    return {" > ".join(p): " ".join(n.text.split()) for p, n in unit_paths(parse(lines, [], "generic"))}


def test_sections_whose_number_was_spoiled_before_the_colon_take_their_place() -> None:
    assert list(_units(_read(SCANNED))) == TRUTH


def test_their_words_stay_as_read() -> None:
    units = _units(_read(SCANNED))
    assert units["Article I > SECTION 1"].startswith("Association shall mean")
    assert "Easements of Enjoyment" in units["Article II > SECTION 1"]


def test_the_repaired_sections_go_to_review() -> None:
    nodes = {" > ".join(p): n for p, n in unit_paths(parse(_read(SCANNED), [], "generic"))}
    assert nodes["Article I > SECTION 3"].inferred and not nodes["Article I > SECTION 2"].inferred


def test_a_text_layer_is_read_as_it_stands() -> None:
    assert "Article I > SECTION 1" not in _units(_read(SCANNED, "text"))
