"""Numbering that jumps (sections 2, 12, 12A, 19): accept a unit on the page's evidence, not on succession alone.

Excerpts, reprints that leave out repealed sections and lost pages all skip numbers. A number that does not
follow its predecessor still opens a unit when the page says so: the line before ended a sentence or was a
heading, the number stands where the previous unit's number stood, space above it, a heading or a status note
after it. Whatever is skipped is recorded on the node (`Node.numbering_gap`), so routing can ask a reviewer.
"""

from __future__ import annotations

import re

from rapidfuzz.distance import Levenshtein

from ingest.languages import script_of
from ingest.structure import guards as g
from ingest.structure.headings import caps_line, split_heading, title_like
from ingest.structure.status import find_status
from schemas import Line

INDENT_TOLERANCE = 6.0  # points: two markers this close stand at the same indent
SPACE_ABOVE = 1.3  # a line this many line pitches below the one before has space above it


def gap_text(prev: tuple[int, int], new: tuple[int, int]) -> str | None:
    """The numbers missing between `prev` and `new` (ordinal, insert): (2,0)->(12,0) is `3-11`; None if none.

    An inserted unit (`12A`) after `2` misses 3 to 12; `13` after `12A` misses nothing."""
    (pn, _), (n, suf) = prev, new
    last_missing = n if suf else n - 1
    if last_missing <= pn:
        return None
    first = pn + 1
    return str(first) if first == last_missing else f"{first}-{last_missing}"


def inserted_after(value: str, last: str) -> str | None:
    """Why `value` follows `last` among inserted sections of one number with more than one letter, or None.

    Letters compare as words (`3A`, `3AA`, `3AB`, `3B`: an insertion between 3A and 3B takes a second letter), and
    Singapore numbers a section inserted between 3 and 3A `3AA`, printed before `3A`: after `3AA`, `3A` follows."""
    m, pm = re.fullmatch(r"(\d+)([A-Z]+)", value), re.fullmatch(r"(\d+)([A-Z]*)", last)
    if not m or not pm or m.group(1) != pm.group(1) or not pm.group(2):
        return None
    suf, psuf = m.group(2), pm.group(2)
    if max(len(suf), len(psuf)) < 2:
        return None  # single letters compare as the ordinal suffix does
    if suf > psuf:
        return f"{value} comes after {last} (inserted numbers compare letter by letter)"
    if len(psuf) >= 2 and suf == psuf[:-1]:
        return f"{value} follows {last}: a section inserted before {value} is numbered {last}"
    return None


def misread_between(prev: tuple[int, int], value: str, ahead: list[int]) -> int | None:
    """`8` after unit 2 with units 4 and 5 next is 3: a number that does not follow its predecessor, one character
    away from the one that would, while the next two units ahead follow that one (or the one left before the end
    or a schedule), is that number misread (OCR of a harsh scan reads `3` as `8`, `14` as `1A` or `4`). None when
    the sequence does not say so: a real gap (codes skip repealed sections) keeps its number."""
    want = prev[0] + 1
    if ahead[:2] not in ([want + 1, want + 2], [want + 1]) or not value.isascii() or value.lstrip("0") == str(want):
        return None  # (native digits are read as printed; `Section 1.01`'s `01` is 1 as printed)
    return want if Levenshtein.distance(value, str(want)) <= 1 else None


def series(label: str) -> tuple[str, ...]:
    """The numbers before the running one (`§ 2.201` -> ("2",), `[§521-7]` -> ("521",), `SEC. 4` -> ()): units of
    one series number on from each other; a new chapter of a code starts its own."""
    return tuple(re.findall(r"\d+[A-Z]{0,2}", label)[:-1])


def evidence(line: Line, prev: Line | None, rest: str, top_x0: float | None, pitch: float) -> list[str]:
    """Why the page says this numbered line opens a unit; [] when nothing does.

    The line before must have ended (a sentence, a heading, or a page), and one more sign must agree."""
    before: list[str] = []
    if prev is None or prev.page != line.page and prev.text.rstrip().endswith(g.TERMINAL):
        before.append("a new page starts with it")
    elif prev.text.rstrip().endswith(g.TERMINAL + ("]", ")", ".]", "].")) or _indic_dash(prev.text):
        before.append("the line before ends a sentence")
    elif caps_line(prev.text) or title_like(prev.text.strip(), 8):
        before.append("a heading stands above it")
    if not before:
        return []
    more: list[str] = []
    if top_x0 is not None and abs(line.bbox[0] - top_x0) <= INDENT_TOLERANCE:
        more.append("its number stands where the previous unit's stood")
    if prev is not None and prev.page == line.page and pitch and line.bbox[1] - prev.bbox[1] > SPACE_ABOVE * pitch:
        more.append("space above it")
    if split_heading(rest)[0]:
        more.append("a heading follows the number")
    if find_status(rest)[1]:
        more.append("a status note follows the number")
    if "a heading stands above it" in before:
        more.append("headed like a unit")
    return before + more if more else []


def _indic_dash(text: str) -> bool:
    """`... தொடக்கநிலையிலிருந்து-`: an Indic introduction's dash, read as a hyphen (Indic words are not hyphenated
    across lines as English ones are)."""
    text = text.rstrip()
    return text.endswith("-") and len(text) > 1 and script_of(text[-2]) not in ("", "Latin")


def starts_like_unit(rest: str) -> bool:
    """The text after the number opens like a provision: a capital, a bracket, a quote or a status note."""
    r = rest.strip()
    return bool(r) and (g.capital(r[:1]) or r[:1] in "([\"“")
