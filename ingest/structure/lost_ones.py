"""A first number OCR lost: `()` for `(1)`, `. Short title` for `1.`, `A.` for Telugu `౧.` — restored from the two.

Tesseract's Indic models drop or garble a lone "one" more than any other digit (the Hindi model reads `(1)` as
`()` and `1.` as `.`, the Telugu one reads `౧.` as `A.`), so the first unit of a list would be lost or glued to
the text above. The sequence alone is evidence enough when the very next marker of the same kind is a two in
the same digits: the marker before it was a one. Nothing else is guessed; the label is marked as repaired.
"""

from __future__ import annotations

import re

from ingest.scanned import read_by_ocr
from ingest.structure.markers import Marker
from schemas import Line

LOOKAHEAD = 12  # lines: the two must follow soon (a first subsection rarely runs longer)
_EMPTY_PAREN = re.compile(r"^\(\s*\)\s*(?P<rest>\S.*)$")
_LOST_NUMBER = re.compile(r"^(?P<junk>[^\s\w(]{0,2}|[A-Za-z|!]{1,2})\.\s+(?P<rest>\S.*)$")


def _one_before(two: str) -> str | None:
    """`2` -> `1`, `२` -> `१`, `౨` -> `౧` (decimal digits are consecutive in every script block)."""
    return chr(ord(two) - 1) if len(two) == 1 and two.isdigit() and int(two) == 2 else None


def _next_two(tokens: list[tuple[list[Marker], str]], i: int, kind: str) -> str | None:
    """The one to restore, when the next line opening with a `kind` marker (within LOOKAHEAD) carries a two."""
    for markers, _ in tokens[i + 1:i + 1 + LOOKAHEAD]:
        found = [m for m in markers if m.kind == kind]
        if found:
            return _one_before(found[0].value)
    return None


def restore(texts: list[str], tokens: list[tuple[list[Marker], str]]) -> None:
    """Rewrite, in place, the tokens of lines whose lost one the next two gives back."""
    seen_number = False
    for i, text in enumerate(texts):
        markers, _ = tokens[i]
        if any(m.kind == "number" for m in markers):
            seen_number = True
        paren = _EMPTY_PAREN.match(text.strip())
        if paren and markers and markers[0].kind == "paren" and not markers[0].value:
            one = _next_two(tokens, i, "paren")
            if one:
                tokens[i] = ([Marker("paren", markers[0].raw, one, label=f"({one})", rest=paren.group("rest"),
                                     ocr_fixed=True, extra={"repaired": f"() before ({chr(ord(one) + 1)})"})],
                             paren.group("rest"))
            continue
        lost = _LOST_NUMBER.match(text.strip()) if not markers and not seen_number else None
        one = _next_two(tokens, i, "number") if lost else None
        if lost and one:
            raw = text.strip()[: lost.start("rest")].strip()
            tokens[i] = ([Marker("number", raw, one, label=one, rest=lost.group("rest"), ocr_fixed=True,
                                 extra={"repaired": f"{raw} before {chr(ord(one) + 1)}."})], lost.group("rest"))
            seen_number = True


# A first decimal clause whose number a harsh scan spoiled: `Ll “the Act” means ...` (1.1), `AE With effect ...` (3.1),
# `LO.) Dividends ...` (10.1), `Lhd All employees ...` (11.1), `9A. Upon ...` (9.1).
_SPOILED_DECIMAL = re.compile(r"^(?P<tok>\S{1,4})\s+(?P<rest>\S.*)$")
ABOVE = 4  # lines: the clause's number line stands this close above (its heading may wrap)


def _next_decimal(tokens: list[tuple[list[Marker], str]], i: int) -> str | None:
    """The value of the next decimal marker within LOOKAHEAD lines below line i, if any."""
    for markers, _ in tokens[i + 1:i + 1 + LOOKAHEAD]:
        if markers and markers[0].kind == "decimal":
            return markers[0].value
        if markers and markers[0].kind in ("number", "section", "container"):
            return None
    return None


def restore_first_decimal(lines: list[Line], tokens: list[tuple[list[Marker], str]]) -> None:
    """Rewrite, in place, the tokens of OCR'd lines that open with a spoiled token right under clause N (no marker
    between) when the next decimal below is N.2 or N.1.1: the line is N.1 (decimal clauses number from .1 under
    their clause), its words as read; the repair is marked and logged."""
    from ingest.structure.garbled import spoiled_lead  # noqa: PLC0415 (garbled imports markers, as this does)

    for i, ln in enumerate(lines):
        markers, _ = tokens[i]
        m = _SPOILED_DECIMAL.match(ln.text.strip())
        if not m or not read_by_ocr(ln) or not spoiled_lead(ln.text) \
                or markers and not (markers[0].kind == "number" and not markers[0].value.isdigit()):
            continue
        above = next((k for k in range(i - 1, max(-1, i - 1 - ABOVE), -1) if tokens[k][0]), None)
        clause = tokens[above][0][0] if above is not None else None
        nxt = _next_decimal(tokens, i) if clause is not None else None
        if clause is None or clause.kind != "number" or not clause.value.isdigit() or nxt is None \
                or not (nxt == f"{clause.value}.2" or nxt.startswith(f"{clause.value}.1.")):
            continue
        value = f"{clause.value}.1"
        why = f"'{m.group('tok')}' read as {value}: right under clause {clause.value}, with {nxt} next"
        tokens[i] = ([Marker("decimal", m.group("tok"), value, label=value, rest=m.group("rest"), ocr_fixed=True,
                             extra={"repaired": why})], m.group("rest"))
