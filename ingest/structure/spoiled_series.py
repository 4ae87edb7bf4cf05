"""Subsection numbers a harsh scan spoiled (`(Ll)`, `L)`, `24)`, `(34)` before a clean `(2)` or `(4)`), read back by
the clean number after them.

A section's subsections are numbered `(1)`, `(2)`, `(3)` down one indent (New Zealand, Ghana, Kenya, Singapore,
Malaysia, the UK and most Commonwealth Acts; US state codes' `(1)` paragraphs). A harsh scan erodes the thin strokes
first: a one's stroke and its foot serif read as two letters (`(Ll)`, `(lL)`), its opening bracket lost (`L)`,
`1)`), or a bracket's curve read as a second digit (`24)` for `(2)`, `(34)` for `(3)`). Where a clean number stands
later at the same indent, the lines between it and the list's start (its parent's line, or the clean number before)
must hold exactly the numbers between: when they do and each token keeps the strokes or the first digit of the number
its place gives it, that number is its reading. OCR'd lines only; every rewrite is logged and sends its unit to review
(`repaired`, `review`).
"""

from __future__ import annotations

import re

from ingest.scanned import read_by_ocr
from ingest.structure.garbled import BRACKET_SHIFT
from ingest.structure.jumps import INDENT_TOLERANCE
from ingest.structure.markers import Marker, read_line
from schemas import Line

# `(Ll) A legal ...`, `L) There is ...`, `24) The Levy ...`, `(34) A motor ...`: a bracketed token of digits and
# one-like strokes, its opening bracket maybe lost, then the subsection's first word (a capital or a quote).
_SPOILED = re.compile(r"^(?P<open>[(\[{])?(?P<tok>[0-9lLI|!]{1,3})[)\]}]\s+(?P<rest>[A-Z“\"‘].*)$")
# `C1) Aquatics` right under `... such as the following:`: the opening bracket's curve read as a letter or a sign (as
# `inline_first` reads a run-in `C1)`, `G1)`, `¢1)`, `©1)`), only for a list's first line and only as its one.
_CURVED_ONE = re.compile(r"^(?P<open>[CG¢©])(?P<tok>[1lI])\)\s+(?P<rest>[A-Z“\"‘].*)$")
# `| mMbjyect to subsection (2), ...` right under `22`: the first subsection's `(1` lost, its closing bracket read as a
# speck (`|`, `)`, `]`), only on a list's first line.
_SPECK = re.compile(r"^(?P<open>)(?P<tok>[|)\]}!]{1,2})\s*(?P<rest>[A-Za-z“\"‘].*)$")
# `The sticker shall be carried ...` where `(2) The sticker ...` stood: the number lost whole, the text kept where the
# list's text starts (right of its markers), a capital first.
_LOST = re.compile(r"^(?P<open>)(?P<tok>)(?P<rest>[A-Z].*)$")
_STROKES = set("lLI|!1")
_SPECKS = set("|)]}!")
_ALONE = re.compile(r"[0-9]{1,3}[A-Z]{0,2}")  # `20`: a provision's number alone on its line (no heading printed)
LOOKBACK = 60  # lines: how far above its clean successor a spoiled number may stand


def _clean(mks: list[Marker]) -> int | None:
    """The value of a clean bracketed number opening the line (`(2)`, both brackets read), else None."""
    if not mks or mks[0].kind != "paren" or mks[0].extra.get("half") or not mks[0].value.isdigit() \
            or not mks[0].raw.startswith("("):
        return None
    return int(mks[0].value)


def _parent(ln: Line, mks: list[Marker], x0: float) -> bool:
    """The line opens a unit the list hangs under: a top unit, a number alone, or any marker left of the list; or it
    introduces the list (`... such as the following:`, left of the list: a second list of a section's after its
    first, the section's text between them)."""
    return bool(mks) and (mks[0].kind in ("section", "number", "container", "decimal")
                          or ln.bbox[0] < x0 - INDENT_TOLERANCE) or bool(_ALONE.fullmatch(ln.text.strip())) \
        or not mks and ln.bbox[0] < x0 - INDENT_TOLERANCE and ln.text.rstrip().endswith(":")


def _fits(tok: str, want: int) -> bool:
    """The token keeps what erosion leaves of `want`: a one's strokes, or its digit with a bracket read as a digit."""
    if want == 1 and (set(tok) <= _STROKES or set(tok) <= _SPECKS) and len(tok) <= 2:
        return True
    return tok == str(want) or len(tok) == 2 and tok.isdigit() and tok[0] == str(want)


def _heading_over(lines: list[Line], tokens: list[tuple[list[Marker], str]], j: int) -> bool:
    """Line j is a short heading with no marker (`Grant of license`: a capital, at most five words, no stop) over a
    line opening with a number, spoiled or not: a unit whose own number was lost starts there, so the lists above and
    below it are not one."""
    t = lines[j].text.strip()
    if tokens[j][0] or j + 1 >= len(lines) or len(t.split()) > 5 or not t[:1].isupper() or t[-1:] in ".,;:—-" \
            or t.split()[0].endswith(")"):  # `C1) Aquatics`: a spoiled marker, no heading
        return False
    below = lines[j + 1].text.strip()
    return bool(tokens[j + 1][0]) or _SPOILED.match(below) is not None


def _first_at_indent(lines: list[Line], tokens: list[tuple[list[Marker], str]], j: int, x0: float) -> bool:
    """Line j is the first at the list's indent below its parent (the lines between are the parent's own, left of
    it: `(d) ... by one of the following methods:` / `| vil trten` / `(2) Electronic notice ...`)."""
    for k in range(j - 1, max(-1, j - LOOKBACK), -1):
        if _parent(lines[k], tokens[k][0], x0):
            return True
        if lines[k].bbox[0] >= x0 - INDENT_TOLERANCE:
            return False
    return False


def _text_start(ln: Line) -> float | None:
    """Where the text of a line opening with a marker starts (its second word), None for a one-word line."""
    return ln.words[1].bbox[0] if len(ln.words) > 1 else None


def _lost_number(ln: Line, mks: list[Marker], text_x: float | None) -> re.Match[str] | None:
    """An OCR'd line with no marker whose first word stands where the list's text starts, right of its markers."""
    if mks or text_x is None or not read_by_ocr(ln) or abs(ln.bbox[0] - text_x) > INDENT_TOLERANCE:
        return None
    return _LOST.match(ln.text.strip())


def _between(lines: list[Line], tokens: list[tuple[list[Marker], str]], a: int,
             x0: float, lost: bool = False) -> tuple[int, list[tuple[int, re.Match[str]]], bool] | None:
    """(the number the list stood at, the spoiled lines, whether the first of them is the list's first line right
    under its parent) between line a's clean number and the list's start above it, at its indent; None where another
    marker stands there (not one list)."""
    found: list[tuple[int, re.Match[str]]] = []
    top = a  # the highest line seen at the list's indent
    for j in range(a - 1, max(-1, a - LOOKBACK), -1):
        ln, mks = lines[j], tokens[j][0]
        if _parent(ln, mks, x0):
            return 0, found[::-1], bool(found) and found[-1][0] == top
        if _heading_over(lines, tokens, j):
            return None  # `Grant of license` over `(lL) The Minister ...`: a section whose number was lost begins
        if not (x0 - INDENT_TOLERANCE <= ln.bbox[0] <= x0 + BRACKET_SHIFT):
            if lost and (whole := _lost_number(ln, mks, _text_start(lines[a]))) is not None:
                found.append((j, whole))
            continue
        top = j
        m = _SPOILED.match(ln.text.strip())
        if m is None and not mks and _first_at_indent(lines, tokens, j, x0):
            m = _SPECK.match(ln.text.strip()) or _CURVED_ONE.match(ln.text.strip())
        value = _clean(mks)
        if value is not None and m is None or value is not None and value < int(tokens[a][0][0].value):
            return value, found[::-1], False
        if m is not None and read_by_ocr(ln):
            found.append((j, m))
        elif mks and not _flush_item(mks):
            return None
    return None


def _flush_item(mks: list[Marker]) -> bool:
    """A lettered item set flush at its subsection's indent (`(1) ... the following requirements:` / `(a) the
    applicant ...` / `(b) ...` / `(2) The licensee ...`, as Namibian and Zambian government notices print them):
    the subsection's own list, not a marker of the subsections' series."""
    return len(mks) == 1 and mks[0].kind == "paren" and mks[0].value.isalpha() and mks[0].value.islower()


def _spoiled_run(lines: list[Line], tokens: list[tuple[list[Marker], str]], a: int, n: int,
                 lost: bool) -> tuple[list[tuple[int, re.Match[str]]], int] | None:
    """The spoiled lines before line a's clean (n) that read back as the numbers between, and the number before them;
    `lost`: numbers lost whole count too, only after a clean number and filling the gap exactly."""
    got = _between(lines, tokens, a, lines[a].bbox[0], lost)
    if got is None or not got[1]:
        return None
    start, spoiled, first = got
    if lost and start == 0:
        return None  # a number lost whole is counted only after a clean one (`Gu securities ...` under `5.01)`)
    if len(spoiled) == n - start - 1 and all(m.re is _LOST or _fits(m.group("tok"), start + 1 + k)
                                             or start and _read_as_next(m, k == len(spoiled) - 1, n)
                                             for k, (_, m) in enumerate(spoiled)):
        return spoiled, start  # exactly the numbers between, each keeping what erosion leaves of its own
    if not lost and first and _fits(spoiled[0][1].group("tok"), 1):
        return spoiled[:1], start  # the list's first line, right under its parent: its one, whatever was lost after
    return None


def _read_as_next(m: re.Match[str], last: bool, n: int) -> bool:
    """`(2)` / `(4) A network ...` / `(4) A network ...`: the last number before the clean (n) read as n itself, both
    brackets kept (a harsh scan's 3 read 4), after a clean number (not the parent: `10. (1)` / `(2)` / a spoiled
    `H1.¢1)` / `(2)` is a new section's list): the gap before it is exactly one, so it is the number between."""
    return last and m.re is _SPOILED and m.group("open") == "(" and m.group("tok") == str(n)


def repair(lines: list[Line], tokens: list[tuple[list[Marker], str]]) -> list[str]:
    """Rewrite, in place, the tokens of OCR'd lines whose spoiled subsection number the clean one after gives back;
    the reasons."""
    done: list[str] = []
    for a, ln in enumerate(lines):
        n = _clean(tokens[a][0])
        if n is None or n < 2 or set(str(n)) == {"1"} or not read_by_ocr(ln):  # `(11)`: (ii) as much as eleven
            continue
        spoiled, start = _spoiled_run(lines, tokens, a, n, False) or _spoiled_run(lines, tokens, a, n, True) \
            or ([], 0)
        for k, (j, m) in enumerate(spoiled):
            want = start + 1 + k
            raw = f"{m.group('open') or ''}{m.group('tok')}" + (")" if m.re in (_SPOILED, _CURVED_ONE) else "")
            if tokens[j][0] and tokens[j][0][0].raw == f"({want})":
                continue
            markers, rest = read_line(f"({want}) {m.group('rest')}")
            if not markers or markers[0].value != str(want):
                continue
            why = f"'{raw}' read as ({want}): a subsection number spoiled, the list's next before ({n}) at its indent" \
                if m.re is not _LOST else f"({want}) lost whole before ({n}), its text where the list's text starts"
            markers[0].raw, markers[0].ocr_fixed = raw, True
            markers[0].extra |= {"repaired": why, "review": True, "by_series": True}
            tokens[j] = (markers, rest)
            done.append(f"line {j + 1}: {why}")
    return done
