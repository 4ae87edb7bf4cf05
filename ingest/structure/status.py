"""Legal status notes (`[Ins. Act A1754]`, `(Deleted by Act A1651)`, `[Declared unconstitutional ...]`) on a unit."""

from __future__ import annotations

import re

# `[section repealed by section 282 of Act 23 of 2004 ]`, `[section 2A repealed by ...]`, `[short title amended by
# ...]`, `[section as substituted by ...]`: a consolidation's note naming the section it stands under (ZimLII); `unit`
# says so; `[subsection substituted by ...]`, `[paragraph amended by ...]` name the level of the unit they end (the
# consolidation prints a note right after the provision it qualifies, its last item included: `level_named`);
# `[Part repealed by ...]` on a Part's label line is that Part's
_NOTE = re.compile(
    r"[\[(]\s*(?:(?P<unit>section(?:\s+\d{1,3}[A-Z]{0,2})?|short title|sub-?section|(?:sub)?paragraph)\s+"
    r"(?:as\s+)?|(?:Part|Chapter)\s+)?"
    r"(?P<verb>Ins(?:erted)?|Subs(?:tituted)?|Am(?:ended|d)?|As amended|Deleted|Repealed|Omitted|"
    r"Declared unconstitutional|Struck down|Held unconstitutional)\b\.?"
    r"(?:[^\[\]()]|\([^\[\]()]*\)|\[[^\[\]()]*\]){0,160}[\])]",
    re.I,
)
_VERB_STATUS = {"ins": "inserted", "subs": "substituted", "am": "amended", "as amended": "amended",
                "deleted": "deleted", "repealed": "repealed", "omitted": "deleted",
                "declared unconstitutional": "struck_down", "struck down": "struck_down",
                "held unconstitutional": "struck_down", "spent": "deleted"}
_SOURCE = re.compile(
    r"(Act\s+A?\d+(?:/\d+|\s+of\s+\d{4})?|(?:R\.\s?A\.|Republic Act)\s*No\.?\s*\d+|P\.U\.\s*\([AB]\)\s*\d+(?:/\d+)?|"
    r"G\.\s?R\.\s*No(?:s)?\.?\s*[\d-]+(?:\s*\(\w+\s+\d+\))?|Ordinance\s+No\.?\s*\d+)"
)


# A unit whose whole text is the note, printed without brackets: `13. Repealed by Act A1419.`, `5. Omitted.`; a code's
# `§§666-15 to 666-19 REPEALED. L 1972, c 90, §8(h).`, the word before the session law that repealed it (its text)
_BARE_NOTE = re.compile(r"^\s*(?P<verb>Repealed|Deleted|Omitted|Spent)\b(?:\s+by\s+[^\n]{1,100}?)?\s*[.;]?\s*$"
                        r"|^\s*(?P<code>REPEALED|DELETED|OMITTED)\.(?=\s*\[?L\s+\d{4},)", re.I)


def section_repeal(text: str, at_start: bool = False) -> re.Match[str] | None:
    """ZimLII's note on a repealed section, `[section repealed by ...]`, `[section 2A repealed by Act No. 3 of 2013 ]`
    (it names the section, and its verb repeals it), searched for in `text` or, `at_start`, opening it."""
    m = _NOTE.match(text) if at_start else _NOTE.search(text)
    if not m or not (m.group("unit") or "").lower().startswith("section"):
        return None
    return m if m.group("verb").lower() in ("repealed", "deleted", "omitted") else None


def names_section(note: str) -> bool:
    """The note names the section it stands under (`[section repealed by ...]`), whatever unit holds its line."""
    return level_named(note) == "section"


def level_named(note: str) -> str | None:
    """The level a consolidation's note names: `section` (a short title's too), `subsection`, `paragraph` or
    `subparagraph`; None when it names none (`[Ins. Act A1754]`)."""
    m = _NOTE.search(note)
    unit = (m.group("unit") or "").lower().replace("-", "") if m else ""
    return None if not unit else "section" if unit.startswith(("section", "short")) else unit


def _held(text: str, m: re.Match[str]) -> bool:
    """A note a paragraph's own words hold, not the unit's: words before it on its line (not the unit's first
    line) and the unit's text going on after it: a repealed or deleted definition inside a live section
    (`Board [Repealed, R.S., 1985, c. 22 (1st Supp.), s. 1]`, Canada's consolidations; `"directive" means ...;
    [Deleted by Act 11 of 2023 wef 01/05/2023]`, Singapore's revised edition), as the gold reads it."""
    start = text.rfind("\n", 0, m.start())
    return start >= 0 and bool(re.search(r"[^\W\d_]", text[start:m.start()])) \
        and bool(re.search(r"[^\W\d_]{2}", text[m.end():]))


def find_status(text: str) -> tuple[str, str | None, str | None, str]:
    """(status, note as printed, amended_by, text without the note); ("in_force", None, None, text) if none. A note
    that a paragraph's own words hold inside the unit's text (`_held`) is text, not the unit's status."""
    m = next((n for n in _NOTE.finditer(text) if not _held(text, n)), None) or _BARE_NOTE.match(text)
    if not m:
        return "in_force", None, None, text
    verb = (m.group("verb") or m.group("code")).lower().rstrip(".")
    key = next((k for k in _VERB_STATUS if verb.startswith(k)), "am")
    src = _SOURCE.search(m.group(0))
    rest = (text[: m.start()] + text[m.end():]).strip()
    rest = re.sub(r"^\s*[.;,]\s*$", "", rest)
    return _VERB_STATUS[key], m.group(0), src.group(1) if src else None, rest


def is_note_line(text: str) -> bool:
    """A line that is nothing but a status note (printed after the unit it qualifies)."""
    m = _NOTE.search(text)
    return bool(m) and len(text.strip()) - len(m.group(0)) <= 2
