"""A bracketed list whose markers a harsh scan spoiled (`Go used by ...`, `(by owned ...`, `(©) brought ...`), by place.

Commonwealth Acts and regulations letter a subsection's items `(a)`, `(b)`, ... one indent under its introduction
(`(1) No tax shall be payable in respect of any dog—`), and an item's own items `(i)`, `(ii)` one indent further. A
harsh scan reads the bracket and letter as `Go`, `Gu`, `Gi)`, `G0`, `(va`, `(by`, `(hb`, `(b>)`, `(©)`, `(co)`, `4D`,
`(ec)`; the builder then finds no list opening (`(b)` fits no open list) and the items' text, or the next
subsections, fall under the wrong parent. The page still says which item each line is: under an introduction (a line
ending `:`, a dash, or on a word, its dash lost), the lines one indent deeper that open after the item before ended
(`;`, `:`, `.`, `; or`) with a short marker-shaped token are the list's items in order. Read so only when the tokens
agree: no clean marker among them reads as another letter, and all but one at most show their place's letter (or
its usual misreading: a first item's bracket read `G`). Letters under a number, romans under a letter. OCR'd lines
only; definitions' limbs (paragraphs, not units) are left alone; each label logged (repaired, review), the words
as read (a token read as a marker dropped, an unread line's kept whole).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ingest.scanned import read_by_ocr
from ingest.structure.jumps import INDENT_TOLERANCE
from ingest.structure.markers import Marker, roman_value, to_roman
from schemas import Line

MIN_ITEMS = 2
MAX_ITEMS = 12
_ENDED = re.compile(r"(?:[;:.,]|[;:,]\s*(?:or|and|ot|o1|oF|ol|aud|und))$")
_INTRO_END = re.compile(r"(?:[:—–-]|[A-Za-z])$")
# a token that can be a spoiled bracketed marker: a bracket and up to four signs, `G`/`Q`/`C` for the bracket and a
# letter or two (`Go`, `Gi)`, `Qoaf`), up to two signs and a closing bracket (`4)`, `Co)`), `4D`
_SHAPE = re.compile(r"^(?:[(\[{].{0,4}|[GQC][a-z0-9©]{0,4}\)?|\S{1,2}[)}\]]|4D|[a-z]{1,2})$")
_WORDS = {"a", "i", "to", "or", "of", "an", "in", "as", "at", "by", "be", "is", "it", "on", "no", "so", "do", "if",
          "we", "he", "me", "my", "up", "us"}
_DEFINES = re.compile(r"[\"“”'’]\s*(?:means|includes)\b")
# what a harsh scan reads a letter's print as, beside the letter itself
_LOOKS = {"b": "bh", "c": "c©o", "d": "dD4", "e": "eco", "1": "1hlIL|i!", "5": "5S$", "6": "6b0", "8": "8S$B"}


def _token(text: str) -> tuple[str, str] | None:
    parts = text.strip().split(None, 1)
    if len(parts) != 2 or not _SHAPE.match(parts[0]) or parts[0] in _WORDS:
        return None
    return parts[0], parts[1]


def _shows(tok: str, value: str, roman: bool) -> bool:
    """The token shows its place's value: its letter (or one of its look-alikes), or a first item's bracket read as
    `G` / `Q` (`Go`, `Gu`, `Qoaf`)."""
    body = tok.strip("()[]{}")
    if value in ("a", "i", "1") and tok[:1] in "GQC":
        return True
    if roman:
        return body.lower().count("i") + body.count("l") >= min(len(value), 2) or body.lower() == value
    return any(ch in body for ch in _LOOKS.get(value, value))


def _value(kind: str, n: int) -> str:
    return str(n) if kind == "digit" else to_roman(n).lower() if kind == "roman" else chr(ord("a") + n - 1)


def _other_letter(tok: str, value: str) -> bool:
    """The token is a clean small letter in a bracket's remains (`‘k)`, `k)`) that is not its place's letter."""
    m = re.fullmatch(r"\W{0,2}([a-z])\)", tok)
    return m is not None and m.group(1) != value and m.group(1) not in _LOOKS.get(value, value)


def _ended(text: str) -> bool:
    return bool(_ENDED.search(text.rstrip()))


def _clean_value(mks: list[Marker]) -> str | None:
    """The value of a clean bracketed marker (`(b)`), else None."""
    if len(mks) == 1 and mks[0].kind == "paren" and not mks[0].ocr_fixed and mks[0].label.startswith("(") \
            and mks[0].value.isascii() and mks[0].value.isalnum():
        return mks[0].value
    return None


def _block(lines: list[Line], start: int, x: float) -> int:
    """The end (exclusive) of the lines from `start` at indent x or deeper."""
    end = start
    while end < len(lines) and lines[end].bbox[0] >= x - INDENT_TOLERANCE:
        end += 1
    return end


def _parent(lines: list[Line], tokens: list, start: int, x: float) -> tuple[int, str | None] | None:
    """(line, marker value) of the unit the list hangs from: the nearest line above at a shallower indent that holds
    a marker, its wrapped lines between; None when there is none within a paragraph."""
    for k in range(start - 1, max(-1, start - 8), -1):
        if lines[k].bbox[0] >= x - INDENT_TOLERANCE:
            return None
        if tokens[k][0]:
            return k, tokens[k][0][-1].value
    return start - 1, None  # an introduction with no marker of its own (`Any person who`)


Lookalike = Callable[[Marker, str], bool]


def repair(lines: list[Line], tokens: list, lookalike: Lookalike) -> list[str]:
    """Rewrite, in place, the spoiled markers of each bracketed list read by place; the reasons. `lookalike(mk,
    label)` says a marker differs from its place's label in look-alike strokes alone (`(£)` for (f)): the builder's
    sequence reads those without a review, so they are left to it."""
    done: list[str] = []
    i = 1
    while i < len(lines):
        ln, above = lines[i], lines[i - 1]
        x = ln.bbox[0]
        if not read_by_ocr(ln) or x <= above.bbox[0] + INDENT_TOLERANCE or ln.page != above.page \
                or not _INTRO_END.search(above.text.rstrip()) or _token(ln.text) is None:
            i += 1
            continue
        end = _block(lines, i, x)
        done += _read_list(lines, tokens, i, end, x, lookalike)
        i += 1
    return done


def _read_list(lines: list[Line], tokens: list, start: int, end: int, x: float, lookalike: Lookalike) -> list[str]:
    parent = _parent(lines, tokens, start, x)
    if parent is None:
        return []
    k, pvalue = parent
    intro = " ".join(ln.text for ln in lines[k:start])
    if _DEFINES.search(intro):
        return []  # a definition's own limbs: paragraphs of the definition, not units
    opens = []
    for j in range(start, end):
        if abs(lines[j].bbox[0] - x) > INDENT_TOLERANCE:
            continue
        clean = _clean_value(tokens[j][0]) is not None
        got = _token(lines[j].text) if read_by_ocr(lines[j]) else None
        if clean and got is None:
            return []  # a clean marker this reading has no token for
        if got is not None and (clean or j == start or _ended(lines[j - 1].text)):
            opens.append((j, *got))
    if not MIN_ITEMS <= len(opens) <= MAX_ITEMS:
        return []
    if any(mk.kind == "paren" and not mk.value.isascii() and mk.value.isalnum() for j, _, _ in opens
           for mk in tokens[j][0]):
        return []  # another script's letters (`(ক)`): its own rules read them
    cleans = [_clean_value(tokens[j][0]) for j, _, _ in opens]
    kind = "digit" if any(c and c.isdigit() for c in cleans) \
        else "roman" if pvalue is not None and re.fullmatch(r"[a-z]{1,2}", pvalue) and not roman_value(pvalue) \
        else "letter"
    values = [_value(kind, n) for n in range(1, len(opens) + 1)]
    doubled = sum(bool(c) and len(c) == 2 and c[0] == c[1] for c in cleans) >= 2  # `(aa)`, `(bb)`: a real list
    shown = 0
    for (_, tok, _), value, clean in zip(opens, values, cleans, strict=True):
        if clean is not None and clean != value and (clean, value) not in (("c", "e"), ("e", "c")) \
                and not (len(clean) == 2 and value in clean and not roman_value(clean) and not doubled):
            return []  # a clean marker says otherwise (`(hb)`, `(ec)`, `(dd)` are its letter spoiled): not this
            # list, or not read whole
        if _other_letter(tok, value):
            return []  # `‘k)` at j's place: its own letter says a line between was no opening
        shown += _shows(tok, value, kind == "roman")
    if shown < len(opens) - 1 or cleans == values:
        return []
    out = []
    for (j, tok, rest), value, clean in zip(opens, values, cleans, strict=True):
        if clean in (value, value * 2) or (tokens[j][0] and lookalike(tokens[j][0][0], f"({value})")):
            continue  # read already (`(ff)`: the builder reads a doubled letter as the item's; `(£)` as (f))
        place = f"item {values.index(value) + 1} of the {len(opens)} opening at one indent under the introduction " \
                f"on line {start}, their tokens showing their {kind}s"
        extra: dict[str, object] = {"review": True}
        if tokens[j][0]:
            why = f"'{tok}' read as ({value}): {place}"
        else:  # no marker read: the line's words stay its text, the token among them (`Go when a person ...`)
            why, rest = f"({value}) marker not read; its place inferred from numbering: {place}", lines[j].text.strip()
            extra["inferred"] = why
        tokens[j] = ([Marker("paren", tok, value, label=f"({value})", rest=rest, ocr_fixed=True,
                             extra={"repaired": why} | extra)], rest)
        out.append(f"line {j + 1}: {why}")
    return out
