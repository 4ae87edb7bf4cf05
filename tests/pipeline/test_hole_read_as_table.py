"""A unit lost to a fade whose remains were read as a table (seed 9991's Cybercrime Act, clean scan, issue 10): s. 4
(a)(3) under a heavy fade came out of OCR as scattered words in rows, `| (3) | — Changing. | etasing or degrading
data, |`, taken for a table under (a)(2), printed just before (a)(4). The hole `(3)` sent (2)'s text to review, but
the table holding (3)'s remains was indexed at 0.83 (0.27 similar to its truth). The text is the generator's
(samples/statute.py)."""

from __future__ import annotations

from ingest.continuity import flag_holes
from ingest.structure import parse
from schemas import Chunk, Span
from tests.structure.snippets import lines_from
from tests.structure.test_chunking import chunks_of

READ = """
CHAPTER II
PUNISHABLE ACTS
SEC. 4. Computer Misuse Offenses. — Each of the acts listed below is an offense of computer
misuse punishable under this Act:
(a) Offenses that threaten the secrecy, soundness or availability of computer data and systems:
(1) Illegal Access. — Entering all or part of a computer system when one has no right to do
so.
(2) Illegal Interception. — Capturing by technical means, with no right to do so, a
transmission of computer data that is not public, sent to, from or inside a computer system.
(4) System Interference. — Hindering or disrupting the working of a computer system on purpose
or recklessly and without right.
"""
ROWS = ("| (3) | — Changing. | etasing or degrading data, |\n| --- | --- | --- |\n"
        "|  | Uacument or an data | On purpose |")


def _routed(read: str, source: str = "ocr") -> dict[tuple[str, str], list[str]]:
    tree = parse(lines_from(read), [], "ph_statute")
    _, chunks = chunks_of(read, family="ph_statute")
    two = ["CHAPTER II", "SEC. 4", "(a)", "(2)"]
    at = next(i for i, c in enumerate(chunks) if c.structure_path == two)
    words = [Span(text=t, page=1, bbox=(72.0 + 40 * k, 300.0, 110.0 + 40 * k, 310.0), confidence=0.83, source=source)
             for k, t in enumerate(ROWS.replace("|", " ").split())]
    table = Chunk(id="t", doc_id="d", source="s", kind="table", structure_path=two, body=ROWS, words=words)
    chunks.insert(at + 1, table)
    for c in chunks:
        c.words = c.words or [Span(text=w, page=1, bbox=(72.0, 100.0, 90.0, 110.0), confidence=0.96, source="ocr")
                              for w in c.body.split()[:3]]
    flag_holes(chunks, tree)
    return {(c.kind, " > ".join(c.structure_path)): c.review_reasons for c in chunks if c.structure_path}


def test_the_table_a_lost_unit_was_read_as_before_the_unit_after_the_hole_goes_to_review() -> None:
    routed = _routed(READ)
    reasons = routed[("table", "CHAPTER II > SEC. 4 > (a) > (2)")]
    assert any(r.startswith("numbering skips (3) before (4): its text may have been read as this table") for r in
               reasons), routed


def test_a_table_of_a_text_layer_or_with_no_hole_after_it_is_left_alone() -> None:
    assert not _routed(READ, source="text")[("table", "CHAPTER II > SEC. 4 > (a) > (2)")]
    whole = READ.replace("(4) System", "(3) System")
    assert not _routed(whole)[("table", "CHAPTER II > SEC. 4 > (a) > (2)")]
