"""A reprint's history note (`[Section 8(c): replaced, on ...]`) as a scan reads it: so it still goes to its provision.

New Zealand-style reprints (the Laws of the Cook Islands, New Zealand's own) close a provision with a bracketed note
naming it and what was done. A harsh scan reads its opening bracket `|` (`|Section 4: replaced. on ...`, which then
reads as a provision `Section 4`), loses the colon after the number (`[Section 9 replaced. on ...`) or spoils a
sign of the number (`[Section SA: inserted ...]` for 8A). On OCR'd lines those readings are the note still; the
words stay as read.
"""

from __future__ import annotations

import re

from ingest.scanned import read_by_ocr
from ingest.structure.markers import Marker
from schemas import Line

_VERBS = r"(?:replaced|amended|inserted|repealed|renumbered|substituted|added|revoked)"
_KINDS = r"(?:Section|Clause|Regulation|Rule|Article)"
# Under the provision it amends, naming it and what was done, the whole provision's however deep the amended words
# sit: `[Section 8(c): replaced, on 26 March 2021, by Schedule 2 of ...]`, `[Section 3 Collector: inserted, ...]`,
# `[Clause 5: amended, ...]` (the Laws of the Cook Islands reprints: the Wandering Animals Act, the Departure Tax Act,
# the Ministry of Cultural Development Act, the Fireworks Ordinance)
NOTE = re.compile(rf"^\[{_KINDS}\s(?P<num>\d{{1,3}}[A-Z]{{0,2}})\b[^:\[\]]{{0,40}}:\s{_VERBS}\b")
# the bracket read `|`, `(`, `{` or `l`; the number with a sign spoiled (`SA`); the colon lost or read `;`/`.`
_READ = re.compile(rf"^[\[|({{l]\s?{_KINDS}\s(?P<num>[\dA-Z$|]{{1,4}})\b[^:;\[\]]{{0,40}}[:;.]?\s{_VERBS}\b")


def named(ln: Line) -> str | None:
    """The provision number a history note on this line names (as read), or None when the line is no such note."""
    text = ln.text.strip()
    m = NOTE.match(text) or (_READ.match(text) if read_by_ocr(ln) else None)
    return m["num"] if m else None


def names(note: str, label: str, ocr: bool) -> bool:
    """The note's number is the provision's label; on a scan one sign of it may be spoiled (`SA` for `8A`: a
    letter or sign where the label prints a digit), never a digit for another digit."""
    note, label = note.upper(), label.upper()
    if note == label:
        return True
    if not ocr or len(note) != len(label):
        return False
    diff = [(a, b) for a, b in zip(note, label, strict=True) if a != b]
    return len(diff) == 1 and not diff[0][0].isdigit() and diff[0][1].isdigit()


def unmark(lines: list[Line], tokens: list[tuple[list[Marker], str]]) -> list[str]:
    """`|Section 4: replaced. on ...` read as a provision: on an OCR'd line, a note whose bracket was read `|` is
    text (its markers dropped, the words kept); in place, logged."""
    out = []
    for i, ln in enumerate(lines):
        markers, _ = tokens[i]
        if markers and read_by_ocr(ln) and not NOTE.match(ln.text.strip()) and named(ln) is not None:
            tokens[i] = ([], ln.text.strip())
            out.append(f"line {i + 1}: '{ln.text.strip()[:30]}' is a reprint's history note, its bracket read as "
                       "a sign: text, not a provision")
    return out
