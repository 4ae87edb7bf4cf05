"""A bare section number OCR lost (`3.` alone on its line above `(1) ...`): put back where the count of them is sure.

Ordinances and regulations with no section headings print a section's number alone on its line when its
subsections start on the next (`2.` / `(1) Every occupier ...` / `(2) Any officer ...` / `3.` / `(1) The
Administrator ...`). Tesseract drops such a lone short line outright or reads it as a speck (`Te` for `7.`), so the
sections after it fall under the one before, their `(1)` read as a roman `(i)` or kept as text. The page still
shows where each lost number stood: the subsection numbering starts again at `(1)` at the subsections' indent, with
the room of the lost line above it (or a speck of a line where the numbers stand); and the next number read says
how many were lost (`2.`, then `6.`: three). Only when the places found are exactly that many is each `(1)` given
its lost section number (marked as repaired, its unit sent to review: the number was not read); otherwise nothing
moves and the gap stays a hole for review. A restart whose `(1)` the scan spoiled as well (`Ch) If any ...`,
`(hl) The ...`: the bracket's curve read `C`, the one `h`/`l`) counts as one, and is read back as `(1)` when its place
is given a number. OCR'd lines only.
"""

from __future__ import annotations

import re
import statistics

from ingest.scanned import read_by_ocr
from ingest.structure.guards import line_pitch
from ingest.structure.jumps import INDENT_TOLERANCE
from ingest.structure.markers import Marker
from schemas import Line

MAX_LOST = 5  # numbers lost between two read ones: more is a gap (an excerpt), not lost lines
ROOM = 0.6  # of a line's height more than the usual space above a subsection's number: the room of a lost line
SPECK = 3  # characters: a lost number read as a speck (`Te`, `7`, `i.`)
# `Ch) If any ...`, `(hl) The ...`, `Cl) The ...`: a subsection's `(1)` spoiled, its bracket's curve read `C`/`G` or
# kept, the one read as strokes or an `h`; a capital after it (a subsection's sentence, not a lower-case item)
_SPOILED_ONE = re.compile(r"^(?P<tok>[(\[{][hlIL|!1]{1,2}|[CG¢©][hlIL|!1])\)\s+(?P<rest>[A-Z].*)$")


def _top(tokens: list[tuple[list[Marker], str]], i: int) -> int | None:
    mks = tokens[i][0]
    return int(mks[0].value) if mks and mks[0].kind == "number" and mks[0].value.isdigit() else None


def _digit(tokens: list[tuple[list[Marker], str]], i: int) -> int | None:
    mks = tokens[i][0]
    return int(mks[0].value) if mks and mks[0].kind == "paren" and mks[0].value.isdigit() else None


def _spoiled_one(lines: list[Line], tokens: list[tuple[list[Marker], str]], i: int) -> re.Match[str] | None:
    """Line i opens with a spoiled `(1)` (no clean digit marker read there), on an OCR'd line."""
    mks = tokens[i][0]
    if mks and (mks[0].kind != "paren" or mks[0].value.isdigit()) or not read_by_ocr(lines[i]):
        return None
    return _SPOILED_ONE.match(lines[i].text.strip())


def _usual_space(lines: list[Line], tokens: list[tuple[list[Marker], str]]) -> float:
    """The usual distance from the line before to a subsection's number line (a paragraph gap), 0.0 if none."""
    gaps = [lines[j].bbox[1] - lines[j - 1].bbox[1] for j in range(1, len(lines))
            if _digit(tokens, j) is not None and lines[j].page == lines[j - 1].page
            and 0 < lines[j].bbox[1] - lines[j - 1].bbox[1] < 60]
    return statistics.median(gaps) if gaps else 0.0


def _room_above(lines: list[Line], j: int, space: float, pitch: float) -> bool:
    """Line j is the first of its page, or stands below the line before with room for one more line than usual."""
    a, b = lines[j - 1], lines[j]
    return a.page != b.page or b.bbox[1] - a.bbox[1] >= space + ROOM * min(pitch, space)


def _speck_above(lines: list[Line], tokens: list[tuple[list[Marker], str]], j: int, top_x: float) -> bool:
    """The line before j is a speck where the section numbers stand (`Te` for `7.`), with room above it."""
    k = j - 1
    return not tokens[k][0] and len(lines[k].text.strip()) <= SPECK and abs(lines[k].bbox[0] - top_x) <= \
        INDENT_TOLERANCE and k > 0 and lines[k - 1].page == lines[k].page


def _places(lines: list[Line], tokens: list[tuple[list[Marker], str]], a: int, b: int, space: float,
            pitch: float) -> list[int]:
    """The `(1)` lines between top lines a and b where numbering starts again under a lost section number."""
    top_x = lines[a].bbox[0]
    found: list[int] = []
    seen: list[tuple[int, float]] = []  # (value, x) of the subsection numbers since the last section
    own_text = bool(tokens[a][0][0].rest.strip())  # `6. A magistrate's court ...`: no list of its own under it
    for j in range(a + 1, b):
        v = _digit(tokens, j)
        if v is None and _spoiled_one(lines, tokens, j):
            v = 1  # counted as a restart; read back as `(1)` only where its place is given a number
        if v is None:
            continue
        x = lines[j].bbox[0]
        if v == 1 and x > top_x + INDENT_TOLERANCE:
            again = any(w >= 2 and abs(px - x) <= INDENT_TOLERANCE for w, px in seen)
            first = not seen and own_text
            if (again or first) and (_room_above(lines, j, space, pitch) or _speck_above(lines, tokens, j, top_x)):
                found.append(j)
                seen, own_text = [], False
                continue
        seen.append((v, x))
    return found


def restore(lines: list[Line], tokens: list[tuple[list[Marker], str]]) -> list[str]:
    """Give each place found its lost section number (a marker before its `(1)`), when the places between two read
    numbers are exactly as many as the numbers missing there; the repairs, logged."""
    pitch, space = line_pitch(lines), _usual_space(lines, tokens)
    tops = [i for i in range(len(lines)) if _top(tokens, i) is not None and read_by_ocr(lines[i])]
    notes: list[str] = []
    for a, b in zip(tops, tops[1:], strict=False):
        va, vb = _top(tokens, a), _top(tokens, b)
        assert va is not None and vb is not None
        lost = vb - va - 1
        if not 1 <= lost <= MAX_LOST or not pitch or not space:
            continue
        places = _places(lines, tokens, a, b, space, pitch)
        if len(places) != lost or not all(read_by_ocr(lines[j]) for j in places):
            continue
        for n, j in enumerate(places, start=va + 1):
            shown = tokens[j][0][0].value if tokens[j][0] else "1"
            why = (f"section {n}'s number line not read: ({shown}) starts the numbering again with "
                   f"room for it above, {lost} such place(s) between {va} and {vb}")
            markers, rest = tokens[j]
            spoiled = _spoiled_one(lines, tokens, j)
            if spoiled:  # `Ch) If any ...`: the restart's own `(1)` read back, logged with the number
                rest = spoiled.group("rest")
                markers = [Marker("paren", spoiled.group("tok") + ")", "1", label="(1)", rest=rest, ocr_fixed=True,
                                  extra={"repaired": f"'{spoiled.group('tok')})' read as (1): {why}", "review": True})]
            lost_mk = Marker("number", "", str(n), label=str(n), rest=lines[j].text.strip(), ocr_fixed=True,
                             extra={"repaired": why, "review": True, "x0": lines[a].bbox[0]})
            tokens[j] = ([lost_mk, *markers], rest)
            notes.append(f"line {j + 1}: {markers[0].extra['repaired'] if spoiled else why}")
    return notes
