"""A first number OCR lost: `()` for `(1)`, `. Short title` for `1.`, `A.` for Telugu `౧.` — restored from the two.

Tesseract's Indic models drop or garble a lone "one" more than any other digit (the Hindi model reads `(1)` as
`()` and `1.` as `.`, the Telugu one reads `౧.` as `A.`), so the first unit of a list would be lost or glued to
the text above. The sequence alone is evidence enough when the very next marker of the same kind is a two in
the same digits: the marker before it was a one. Nothing else is guessed; the label is marked as repaired.
"""

from __future__ import annotations

import re

from ingest.structure.markers import Marker

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
