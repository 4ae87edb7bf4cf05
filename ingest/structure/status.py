"""Legal status notes (`[Ins. Act A1754]`, `(Deleted by Act A1651)`, `[Declared unconstitutional ...]`) on a unit."""

from __future__ import annotations

import re

# `[section repealed by section 282 of Act 23 of 2004 ]`, `[section 2A repealed by ...]`, `[short title amended by
# ...]`: a consolidation's note naming the section it stands under (ZimLII); `unit` says so (notes naming a subsection
# or paragraph are left as text: where they stand does not say which one they name); `[Part repealed by ...]` on a
# Part's label line is that Part's
_NOTE = re.compile(
    r"[\[(]\s*(?:(?P<unit>section(?:\s+\d{1,3}[A-Z]{0,2})?|short title)\s+|(?:Part|Chapter)\s+)?"
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
    m = _NOTE.search(note)
    return bool(m and m.group("unit"))


def find_status(text: str) -> tuple[str, str | None, str | None, str]:
    """(status, note as printed, amended_by, text without the note); ("in_force", None, None, text) if none."""
    m = _NOTE.search(text) or _BARE_NOTE.match(text)
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
