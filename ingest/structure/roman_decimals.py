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


def repair(lines: list[Line], tokens: list[tuple[list[Marker], str]]) -> list[str]:
    """Read spoiled roman-decimal numbers as their article's sections; the reasons, for `explain`."""
    if not any(mks and mks[0].extra.get("roman") and not mks[0].ocr_fixed for mks, _ in tokens):
        return []
    out, article = [], None
    for i, (mks, _) in enumerate(tokens):
        if mks and mks[0].kind == "container":
            last = mks[0].label.split()[-1] if mks[0].label else ""
            article = roman_value(last.lower()) if last.isalpha() and last.isupper() else None
            continue
        m = _STROKES.match(lines[i].text.strip())
        if m is None or article is None or not read_by_ocr(lines[i]) or mks and mks[0].extra.get("roman"):
            continue
        numeral = "I" * len(m["num"].split(".")[0])
        if roman_value(numeral.lower()) != article:
            continue
        label = numeral + m["tail"]
        why = f"'{m['num']}' read as {label}: the strokes of ARTICLE {numeral}'s numeral, as its other sections print"
        tokens[i] = ([Marker("decimal", m["num"], f"{article}{m['tail']}", label=label, rest=m["rest"], ocr_fixed=True,
                             extra={"roman": True, "repaired": why})], m["rest"])
        out.append(f"line {i + 1}: {why}")
    return out
