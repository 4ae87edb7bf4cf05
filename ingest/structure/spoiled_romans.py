"""Capital roman paragraph numbers a harsh scan spoiled (`IH.`, `HL.`, `H.`, `1.`, `VE.`), read back by the sequence.

US state codes number a section's paragraphs `I.`, `II.`, `III.` (New Hampshire's RSA, `§ 359-C:20 ... I. Any
person ...`), as do Philippine and Spanish-style codes their articles' paragraphs. A harsh scan erodes a numeral made
of strokes before any other print: two strokes joined by a serif read `H`, a stroke read `1`, `l`, `L`, `t`, `E`,
`!`, a speck before them read `W` (`H.` for II, `IH.` and `HL.` for III, `1.` for I, `VE.` for VI). Such a line stands
where the document's clean capital numerals stand, and the numerals around it say what it can be: a token of strokes
alone is the sequence's next numeral (its stroke count is what erosion changes), a token keeping its `V` or `X` is the
numeral its strokes make when that is the next (or the one after: one paragraph's number lost). Every rewrite is
logged and sends its unit to review (`repaired`, `review`).
"""

from __future__ import annotations

import re

from ingest.scanned import read_by_ocr
from ingest.structure.jumps import INDENT_TOLERANCE
from ingest.structure.markers import Marker, read_line, roman_value, to_roman
from schemas import Line

# What a capital numeral's strokes become: each glyph, as the strokes it stands for.
_STROKES = {"I": "I", "l": "I", "1": "I", "|": "I", "!": "I", "t": "I", "L": "I", "E": "I", "H": "II", "W": ""}
_ANCHORS = {"V": "V", "X": "X"}
# `IH. “Encrypted” means`, `HL. Notification ...`, `VE. Inthe event ...`: the token, its dot, then a capital, a quote or
# a first subparagraph; `1 Any person ...` (the dot lost too) only as a section's first paragraph.
_SPOILED = re.compile(r"^(?P<tok>[IVXlt1|!LEHW]{1,4})(?P<dot>\.)?\s+(?P<rest>(?:[A-Z][a-z]|[\"“]|\((?:a|1)\)\s).*)$")
_CLEAN = re.compile(r"[IVX]{1,5}")


def _numeral(mks: list[Marker]) -> int | None:
    """The value of a clean capital roman opening the line (`IV.`), else None."""
    if not mks or mks[0].kind != "paren" or not mks[0].extra.get("dotted") or not _CLEAN.fullmatch(mks[0].value):
        return None
    return roman_value(mks[0].value.lower())


def _indents(lines: list[Line], tokens: list[tuple[list[Marker], str]]) -> list[float]:
    """Where the document's clean capital numerals of two strokes or more stand (`II.`, `IV.`: a single `I.` or `V.`
    may be a lettered item)."""
    return [lines[i].bbox[0] for i, (mks, _) in enumerate(tokens)
            if read_by_ocr(lines[i]) and _numeral(mks) and len(mks[0].value) >= 2]


def _read(tok: str) -> tuple[int | None, bool]:
    """(the numeral the token's glyphs make, whether it is strokes alone)."""
    out, strokes = "", True
    for ch in tok:
        if ch in _ANCHORS:
            out, strokes = out + ch, False
        else:
            out += _STROKES[ch]
    return (roman_value(out.lower()) if out else None), strokes


def _at(x0: float, places: list[float]) -> bool:
    return any(abs(x0 - x) <= INDENT_TOLERANCE for x in places)


def _spoiled(mks: list[Marker]) -> bool:
    """The line's markers, if any, are only what the spoiled token made of itself (`1.` a number, `H.` a letter)."""
    return not mks or len(mks) <= 2 and mks[0].kind in ("number", "paren") and not _numeral(mks) \
        and re.fullmatch(r"[IVXlt1|!LEHW]{1,4}", mks[0].raw.rstrip(".")) is not None


def _next_clean(lines: list[Line], tokens: list[tuple[list[Marker], str]], i: int, places: list[float]) -> int | None:
    """The next clean numeral at the numerals' indent below line i, before the next section; None if none."""
    for j in range(i + 1, len(lines)):
        mks = tokens[j][0]
        if mks and mks[0].kind in ("section", "container"):
            return None
        if (v := _numeral(mks)) and _at(lines[j].bbox[0], places):
            return v
    return None


def repair(lines: list[Line], tokens: list[tuple[list[Marker], str]]) -> list[str]:
    """Rewrite, in place, the tokens of OCR'd lines holding a spoiled capital roman paragraph number; the reasons."""
    places = _indents(lines, tokens)
    if not places:
        return []
    done: list[str] = []
    want: int | None = None  # the numeral the next paragraph carries
    first = False  # the line right after a section's own line
    for i, ln in enumerate(lines):
        mks = tokens[i][0]
        if mks and mks[0].kind in ("section", "container"):
            want, first = 1, True
            continue
        at_first, first = first, False
        if not read_by_ocr(ln) or want is None or not _at(ln.bbox[0], places):
            continue
        if (v := _numeral(mks)) is not None:
            want = v + 1
            continue
        m = _SPOILED.match(ln.text.strip())
        lone_first = at_first and want == 1 and m is not None and len(m.group("tok")) == 1  # `1 Any person ...`
        if not m or not _spoiled(mks) or not m.group("dot") and not lone_first:
            continue
        value, strokes = _read(m.group("tok"))
        ahead = _next_clean(lines, tokens, i, places)
        if strokes and want <= 3 and (ahead is None or ahead > want):
            got = want  # strokes alone: their count is what erosion changes; the sequence numbers it
        elif not strokes and value in (want, want + 1) and (ahead is None or ahead > value):
            got = value  # `VE.` for VI after IV: V's own number lost (recorded as a gap)
        else:
            continue
        numeral = to_roman(got).upper()
        markers, rest = read_line(f"{numeral}. {m.group('rest')}")
        if not markers or markers[0].value != numeral:
            continue
        after = to_roman(want - 1).upper() if want > 1 else "its section"
        why = f"'{m.group('tok')}{m.group('dot') or ''}' read as {numeral}.: a capital roman paragraph number " \
              f"spoiled, the next after {after} where the numerals stand"
        markers[0].raw, markers[0].ocr_fixed = m.group("tok"), True
        markers[0].extra |= {"repaired": why, "review": True}
        if got == want + 1:
            markers[0].extra["gap"] = to_roman(want).upper()
        tokens[i] = (markers, rest)
        done.append(f"line {i}: {why}")
        want = got + 1
    return done
