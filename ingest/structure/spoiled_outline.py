"""An outline's roman part labels a harsh scan spoiled (`L RATIONALE`, `H. OBJECTIVE`, `VIEL SEPARABILITY`), read back.

An administrative order numbers its parts `I. RATIONALE`, `II. OBJECTIVE` ... with no keyword (`markers._OUTLINE`).
A harsh scan erodes the numeral's strokes into other capitals (`I.` read `L`, `II.` read `H.`, `III.` read `HL.`,
`VIII.` read `VIEL`) and loses the dot. Such a line, a short token of stroke-like capitals over a heading in capitals,
standing where the clean part labels stand, is read as the part the series lacks only when the count agrees: the run
of such lines between two clean labels (or before the first) is exactly as long as the numbers missing between them.
The line's tokens are rewritten as that part (logged; the builder still checks the series).
"""

from __future__ import annotations

import re

from ingest.scanned import read_by_ocr
from ingest.structure.headings import caps_line
from ingest.structure.jumps import INDENT_TOLERANCE
from ingest.structure.markers import Marker, roman_value, to_roman
from schemas import Line

# The token a roman numeral's strokes become (I, V, X and what erosion makes of them: L, H, E, T, l, 1, |, !), its dot
# kept or lost, then a heading in capitals.
_SPOILED = re.compile(r"^(?P<tok>[IVXLHETl1|!]{1,4})\.?\s+(?P<rest>[A-Z][A-Za-z ,;'’&()/-]{2,})$")
# Words spelt with those letters open a heading in capitals (`THE WATER BOARD`, `LIVE EXPORTS`): never a numeral.
_WORDS = {"THE", "HE", "IT", "LET", "TELL", "HELL", "ILL", "TILL", "TIE", "LIE", "LIT", "HIT", "HILL", "HEEL", "EEL",
          "ELL", "HIE", "VIE", "LIVE", "EVIL", "VILE", "VEIL", "EVE", "TEE", "TILE", "TEXT", "EXIT"}


def _outline_value(mks: list[Marker]) -> int | None:
    """The part number of a line read as an outline label, else None."""
    if mks and mks[0].kind == "container" and mks[0].keyword == "outline":
        return roman_value(mks[0].value.lower())
    return None


def _candidate(ln: Line, mks: list[Marker], x0: float) -> re.Match[str] | None:
    """An OCR'd line at the parts' indent that reads as a spoiled part label (nothing read, or a one-letter sub-part
    `H. OBJECTIVE` whose letter is a numeral's look-alike)."""
    if mks and not (mks[0].kind == "container" and mks[0].extra.get("lettered")):
        return None
    if not read_by_ocr(ln) or abs(ln.bbox[0] - x0) > INDENT_TOLERANCE:
        return None
    m = _SPOILED.match(ln.text.strip())
    return m if m and caps_line(m.group("rest")) and m.group("tok").upper() not in _WORDS else None


def repair(lines: list[Line], tokens: list[tuple[list[Marker], str]]) -> list[str]:
    """Rewrite, in place, the tokens of spoiled part labels whose count agrees with the gap; returns the reasons."""
    anchors = [(j, v) for j, (mks, _) in enumerate(tokens) if (v := _outline_value(mks))]
    if not anchors:
        return []
    x0 = sorted(lines[j].bbox[0] for j, _ in anchors)[len(anchors) // 2]
    why: list[str] = []
    start, last = 0, 0
    for j, value in anchors:
        run = [k for k in range(start, j) if _candidate(lines[k], tokens[k][0], x0)]
        if run and len(run) == value - last - 1:
            for n, k in enumerate(run, start=last + 1):
                why.append(_rewrite(lines, tokens, k, to_roman(n).upper()))
        start, last = j + 1, value
    return why


def _rewrite(lines: list[Line], tokens: list[tuple[list[Marker], str]], k: int, numeral: str) -> str:
    m = _SPOILED.match(lines[k].text.strip())
    assert m is not None
    reason = f"'{lines[k].text.strip()[:40]}' read as {numeral}.: a part label of the outline spoiled, the count of " \
             "such lines agreeing with the parts missing between its clean labels"
    rest = m.group("rest").strip()
    tokens[k] = ([Marker("container", m.group("tok"), numeral, "outline", numeral, rest, ocr_fixed=True,
                         extra={"outline": True, "repaired": reason})], rest)
    return reason
