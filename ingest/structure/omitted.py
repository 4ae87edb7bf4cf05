"""A repealed section's omission mark (`4. ***`, ZimLII) as OCR reads it (`ok ok ok`, `2K`, `#**`, `“**`), read back.

ZimLII's consolidations print a repealed section as its number, three asterisks and the note that repealed it, on the
same line or the next (`4. *** [section repealed by ...]`, `2A. ***` / `[section 2A repealed by Act No. 3 of 2013 ]`).
Tesseract reads the asterisks as short letter groups (`ok ok ok`, `oh 2k 2k`, `2K ok`, `ee`, `x`), signs (`#**`,
`#e*`, `“**`) or, with the number, a line of nothing (`i he 2 2 ok`, the `7.` lost): seen on the Moneylending and
Dangerous Drugs Acts (fresh11, fresh9) at clean and moderate. Where a top number's own text is nothing but such a
group and a repeal note closes it, the group is the mark: read as `***` (the text printed there, not words), the
repair logged and the unit sent to review. Where the number is lost too, the note names the section (`[section 7
repealed ...]`) and the sequence wants it next: the number is the note's. OCR'd lines only.
"""

from __future__ import annotations

import re

from ingest.scanned import read_by_ocr
from ingest.structure.markers import Marker, read_line
from ingest.structure.status import section_repeal
from schemas import Line

MARK = "***"
MAX_CHARS = 12  # the group's length: three asterisks read with their spaces, never a heading's words
MAX_TOKENS = 5
STAR_READS = set("*#kKxXRwe")  # what Tesseract reads an asterisk as (`KKK`, `kkk`, `wRRKK`, `#e*`)
MAX_STARS = 6
# the section a repeal note names (the note itself: status.section_repeal)
_NAMED = re.compile(r"\bsection\s+(\d{1,3}[A-Z]{0,2})\s+(?:repealed|deleted|omitted)\b", re.I)
_TOP = re.compile(r"^(\d{1,3})([A-Z]{0,2})$")
_LABEL = re.compile(r"^\d{1,3}[A-Z]{0,2}\s*[.,]?\s*")  # `4. `, `3, `, `4.**` (no space before the mark)
_SPLIT = re.compile(r"^(?P<a>\d) (?P<b>\d)\s*[.,]?\s+")  # `1 1 . KKK`: 11 with a space read between its digits


def mark_like(text: str) -> bool:
    """`ok ok ok`, `2K`, `#**`, `“**`, `x`, `KKK`, `wRRKK`: a short group of tokens, each of at most three characters
    or made only of the letters and signs OCR reads an asterisk as; none a capitalised word (`Tax`, a heading, is
    words), none holding a bracket or a stop (no sentence)."""
    toks = text.split()
    if not toks or len(text.strip()) > MAX_CHARS or len(toks) > MAX_TOKENS:
        return False
    return all((len(t) <= 3 or len(t) <= MAX_STARS and set(t) <= STAR_READS) and not re.match(r"[A-Z][a-z]", t)
               and not re.search(r"[()\[\].,;:]", t) for t in toks)


def _note_after(lines: list[Line], i: int, body: str) -> tuple[str, str, bool] | None:
    """(the text before the note, the note, on the same line) when a repeal note closes line i's unit."""
    m = section_repeal(body)
    if m and not body[m.end():].strip():
        note, same = m.group(0), True
        before = body[: m.start()]
    elif not m and i + 1 < len(lines) and lines[i + 1].page == lines[i].page:
        nxt = re.sub(r"(?<=\S)\s*\|$", "]", lines[i + 1].text.strip())  # `... of 2013 |`: its bracket read as a bar
        m2 = section_repeal(nxt, at_start=True)
        if not m2 or nxt[m2.end():].strip():
            return None
        note, same, before = nxt, False, body
    else:
        return None
    return before, note, same


def _num(value: str) -> tuple[int, str] | None:
    m = _TOP.match(value)
    return (int(m.group(1)), m.group(2)) if m else None


def _prev_top(tokens: list[tuple[list[Marker], str]], i: int) -> tuple[int, str] | None:
    for mks, _ in reversed(tokens[:i]):
        if mks and mks[0].kind == "number" and (n := _num(mks[0].value)):
            return n
    return None


def _read(lines: list[Line], tokens: list[tuple[list[Marker], str]], i: int) -> tuple[str, str, str, str, bool] | None:
    """(number, label as read, the mark as read, the note, the note on the same line) of a repealed section's line
    whose mark OCR misread; None for any other line."""
    text, mks = lines[i].text.strip(), tokens[i][0]
    if mks and mks[0].kind == "number" and len(mks) == 1 and _num(mks[0].value):
        label = _LABEL.match(text)
        found = _note_after(lines, i, text[label.end():]) if label else None
        if label is None or found is None:
            return None
        before, note, same = found
        named = _NAMED.search(note)
        if before.strip() == MARK or not mark_like(before) or named and named.group(1) != mks[0].value:
            return None
        return mks[0].value, label.group(0).strip(), before, note, same
    if mks:
        return None
    split = _SPLIT.match(text)
    found = _note_after(lines, i, text[split.end():] if split else text)
    named = _NAMED.search(found[1]) if found else None
    if not found or not mark_like(found[0]) or not split and (found[2] or named is None):
        return None
    before, note, same = found
    number = split.group("a") + split.group("b") if split else named.group(1)  # type: ignore[union-attr]
    want, prev = _num(number), _prev_top(tokens, i)
    if want is None or prev is None or named and named.group(1) != number \
            or not (want == (prev[0] + 1, "") or want[0] == prev[0] and want[1] and want[1] > prev[1]):
        return None  # the number the sequence wants next, and the note's when it names one
    return number, split.group(0).strip() if split else "", before, note, same


def repair(lines: list[Line], tokens: list[tuple[list[Marker], str]]) -> list[str]:
    """Rewrite, in place, OCR'd top-number lines whose own text is a misread omission mark before a repeal note
    (and a line of nothing before a note naming the section the sequence wants); the reasons."""
    done = []
    for i, ln in enumerate(lines):
        if not read_by_ocr(ln) or (found := _read(lines, tokens, i)) is None:
            continue
        number, shown, before, note, same = found
        markers, rest = read_line(f"{number}. {MARK}" + (f" {note}" if same else ""))
        if not markers or markers[0].kind != "number" or markers[0].value != number:
            continue
        split = bool(re.match(r"^\d \d", shown))
        read = f"'{before.strip()}'" if shown and not split else f"the line '{ln.text.strip()}'"
        why = (f"{read} read as {number}. {MARK}: a repealed section's omission mark misread by OCR, the repeal "
               f"note {'beside' if same else 'below'} it")
        if not shown:
            why += f" naming section {number} (its number lost, the next in the sequence)"
        elif split:
            why += f" (its number's digits read apart, {shown!r}, the next in the sequence)"
        markers[0].raw = shown.rstrip(".,") or ln.text.strip()
        markers[0].ocr_fixed = True
        markers[0].extra |= {"repaired": why, "review": True}
        tokens[i] = (markers, rest)
        done.append(f"line {i}: {why}")
    return done
