"""Roman-decimal section numbers a scan spoiled: `ll.1 - Active Members`, `lll.1 - Council`, `1.1 - Name`.

Student and society constitutions number a section by its ARTICLE's roman numeral and its own figure (`ARTICLE II -
MEMBERSHIP` > `II.1 - Active Members`; `markers._ROMAN_DECIMAL`). OCR reads the numeral's strokes as `l`, `|` or `1`
(`ll.1`, `lll.1`, `1.1`). On an OCR'd line, such a number printed with the dash before its heading, under an ARTICLE
in roman whose number the strokes make, in a text that prints other roman-decimal numbers the scan read cleanly, is
that article's section: labelled with the numeral (`II.1`), the repair logged (`ocr_fixed`: its chunk goes to review),
the words as read. Never on a text layer, never without the open article agreeing.
"""

from __future__ import annotations

import re

from ingest.scanned import read_by_ocr
from ingest.structure.markers import Marker, roman_value
from schemas import Line

_STROKES = re.compile(r"^(?P<num>[Il|1]{1,3}(?P<tail>(?:\.\d{1,3}){1,2}))\s+[-–—]\s+(?P<rest>[A-Z].*)$")
# a stroke read as a small `i` (`ill.4` for III.4), only where the sequence vouches for the number
_LOOSE = re.compile(r"^(?P<num>[Il|1i]{1,4}(?P<tail>(?:\.\d{1,3}){1,2}))\s+[-–—]\s+(?P<rest>[A-Z].*)$")


def repair(lines: list[Line], tokens: list[tuple[list[Marker], str]]) -> list[str]:
    """Read spoiled roman-decimal numbers as their article's sections; the reasons, for `explain`."""
    if not any(mks and mks[0].extra.get("roman") and not mks[0].ocr_fixed for mks, _ in tokens):
        return []
    out, article, minor = [], None, 0  # the open ARTICLE's number; the minor number of its last section
    for i, (mks, _) in enumerate(tokens):
        if mks and mks[0].kind == "container":
            last = mks[0].label.split()[-1] if mks[0].label else ""
            article = roman_value(last.lower()) if last.isalpha() and last.isupper() else None
            minor = 0
            continue
        if mks and mks[0].extra.get("roman") and mks[0].kind == "decimal":
            parts = mks[0].value.split(".")
            minor = int(parts[1]) if len(parts) == 2 and parts[0] == str(article) and parts[1].isdigit() else minor
            continue
        m = _STROKES.match(lines[i].text.strip())
        strict = m is not None and roman_value("i" * len(m["num"].split(".")[0])) == article
        loose = _LOOSE.match(lines[i].text.strip()) if not strict else None
        if loose and article and not minor and re.fullmatch(r"\.\d{1,3}", loose["tail"]) \
                and int(loose["tail"][1:]) != 1 and _next_minor(lines, tokens, i) == 2:
            # `Il.4 - Council` right under ARTICLE III with `111.2` next: the first section, its figure spoiled too
            read, loose = loose["num"], _LOOSE.match(loose["num"].split(".")[0] + ".1 - " + loose["rest"])
        else:
            read = loose["num"] if loose else ""
        # I, II, III only: the numerals made of strokes alone, the ones a stroke lost or read `i` leaves a
        # numeral of the same kind of sign (IV's V is no stroke); the fresh18 constitution 38 -> 49 of 51 harsh
        if loose and article and 1 <= article <= 3 and re.fullmatch(r"\.\d{1,3}", loose["tail"]) \
                and int(loose["tail"][1:]) == minor + 1 and abs(len(loose["num"].split(".")[0]) - article) <= 1 \
                and read_by_ocr(lines[i]) and not mks:
            # `ll.3 - Class Executives` after III.2 (a stroke lost), `ill.4` (one read `i`): the next section of the
            # open ARTICLE, its strokes a stroke off its numeral; the sequence vouches for it
            numeral = "I" * article
            label = numeral + loose["tail"]
            after = f"the section after {numeral}.{minor}" if minor else f"the first section, {numeral}.2 next,"
            why = f"'{read}' read as {label}: {after} under ARTICLE {numeral}, its numeral's strokes one off"
            tokens[i] = ([Marker("decimal", read, f"{article}{loose['tail']}", label=label, rest=loose["rest"],
                                 ocr_fixed=True, extra={"roman": True, "repaired": why, "review": True})],
                         loose["rest"])
            out.append(f"line {i + 1}: {why}")
            minor += 1
            continue
        if m is None or article is None or not read_by_ocr(lines[i]) or mks and mks[0].extra.get("roman"):
            continue
        numeral = "I" * len(m["num"].split(".")[0])
        if roman_value(numeral.lower()) != article:
            continue
        minor = int(m["tail"].split(".")[1]) if len(m["tail"].split(".")) == 2 else minor
        label = numeral + m["tail"]
        why = f"'{m['num']}' read as {label}: the strokes of ARTICLE {numeral}'s numeral, as its other sections print"
        tokens[i] = ([Marker("decimal", m["num"], f"{article}{m['tail']}", label=label, rest=m["rest"], ocr_fixed=True,
                             extra={"roman": True, "repaired": why})], m["rest"])
        out.append(f"line {i + 1}: {why}")
    return out


def _next_minor(lines: list[Line], tokens: list[tuple[list[Marker], str]], i: int) -> int | None:
    """The minor number of the next roman-decimal section below line i (clean, or strokes as `_LOOSE` reads them),
    before the next container; None when none."""
    for j in range(i + 1, len(tokens)):
        mks = tokens[j][0]
        if mks and mks[0].kind == "container":
            return None
        value = mks[0].value if mks and mks[0].extra.get("roman") and mks[0].kind == "decimal" else None
        m = _LOOSE.match(lines[j].text.strip()) if value is None else None
        tail = value.split(".", 1)[1] if value and "." in value else m["tail"][1:] if m else None
        if tail is not None:
            return int(tail) if tail.isdigit() else None
    return None
