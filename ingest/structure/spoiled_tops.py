"""Top unit numbers a harsh scan spoiled (`I Short title`, `S$ Regulations`, `+A\\ Access`, `401) The ...`), read back.

A harsh scan erodes a section number printed without a dot (`1  Short title`, the Commonwealth, New Zealand and
Canadian style) or with one (`1. Short title`) into a look-alike: `1` read `I`, `|`, `[`, `f`; `8` read `S`, `S$`;
`4` read `+`; the bracket of a first subsection glued to its section read as a digit (`4(1)` read `401)`). Such a
line stands where the document's clean numbers stand, after a sentence's end or a heading, and the numbers around
it leave room for exactly what its look-alike can be: the line's tokens are rewritten as the number (the printed
style kept), the repair logged, and the builder still asks the sequence whether it opens a unit.
"""

from __future__ import annotations

import re

from ingest.scanned import read_by_ocr
from ingest.structure.headings import caps_line, title_like
from ingest.structure.jumps import INDENT_TOLERANCE
from ingest.structure.markers import CONTAINER_RANK, Marker, read_line
from schemas import Line

# What a number's print becomes on a harsh scan, by the digits it may have been.
LOOKALIKES = {"I": "1", "l": "1", "|": "1", "[": "1", "]": "1", "!": "1", "f": "1", "S": "58", "$": "58", "S$": "58",
              "$S": "58", "SS": "58", "+": "4", "B": "8", "G": "6", "Z": "2"}
# `I Short title`, `S$ Regulations`, `+A\ Access ...`, `3} Interpretation`, `S. Regulations`: the token, an inserted
# section's letter, a dot, then the heading or text.
_SPOILED = re.compile(r"^(?P<tok>[HIl|!][Il|!f](?=\.)|[Il|\[\]!f][S$+BGZ](?=[.\s])|[Il|\[\]!f]|[S$]{1,2}|\+|[BGZ]"
                      r"|\d{1,3}[}\]])"
                      r"(?P<suf>[A-Z](?=[\\\s.]))?\\?(?P<dot>\.)?"
                      r"\s+(?P<rest>[A-Z(].*)$")
# `8. Panel of specialists —— (1) The Minister ...`: a section's heading and its first subsection on its line (the
# shape that lets a number open after a line whose stop a harsh scan read as a comma).
_HEADED_FIRST = re.compile(r"^[A-Z][^()]{2,120}?\s[—–-]+(?:\s*\(1\)\s+[A-Z]|$)")
# `2(1) The fee ...`, `401) The Bureau ...`, `6(2) A person ...`, `2¢1) ...`: a section number and its first
# subsection run together, the bracket between kept, lost or read as a digit or a sign.
_GLUED = re.compile(r"^(?P<lead>\d{2,4}|\d[(¢©C{\[]\d)\)\s+(?P<rest>[A-Z].*)$")
_ENDS = (".", ":", ";", "—", "–", "-")
ONES = "Il|[]!f"  # what a one's print becomes
ELEVENS = ("ll", "II")  # `ll. Facts become ...`: 11 with both ones read as strokes (a dotted roman's look)
SUBSECTION_INDENT = 24.0  # points: a section line opening with its first subsection may stand at its indent
_TITLE_ABBREVIATION = re.compile(r"\b(?:Mr|Mrs|Ms|Dr|Smt|Shri|Sri|No|St)\.$")


def _style(tokens: list[tuple[list[Marker], str]]) -> str | None:
    """How the document's clean top numbers are printed: `undotted` (`1  Short title`), `dotted` (`1. Short title`),
    or None when it numbers no bare top units."""
    marks = [mks[0] for mks, _ in tokens if mks and mks[0].kind == "number" and mks[0].value[:1].isdigit()
             and not mks[0].ocr_fixed]
    if not marks:
        return None
    undotted = sum(bool(m.extra.get("undotted")) for m in marks)
    return "undotted" if undotted * 2 > len(marks) else "dotted"


def _num(value: str) -> tuple[int, str]:
    m = re.match(r"(\d+)([A-Z]*)$", value)
    return (int(m.group(1)), m.group(2)) if m else (0, "")


def _tops(tokens: list[tuple[list[Marker], str]], lines: list[Line]) -> list[tuple[int, int, str, float]]:
    """(line, number, suffix, x0) of every clean bare top number; a schedule's numbers start a new series (-1)."""
    out = []
    for j, (mks, _) in enumerate(tokens):
        if mks and mks[0].kind == "container" and CONTAINER_RANK.get(mks[0].keyword) == 0:
            out.append((j, -1, "", 0.0))
        elif mks and mks[0].kind == "number" and mks[0].value[:1].isdigit():
            n, suf = _num(mks[0].value)
            out.append((j, n, suf, lines[j].bbox[0]))
    return out


def _fits(value: int, suf: str, prev: tuple[int, str] | None, nxt: int | None) -> bool:
    """The number may stand between the last top number before it and the next after it (a gap of one allowed
    at the end of a series: a repealed section)."""
    if suf:  # an inserted number (`8A`) goes on from its base, and the next number goes on from it: `BE IT
        # ENACTED` read as `8E` after a contents list's `8.` is no section where the body's `1.` comes next
        return prev is not None and (prev == (value, "") or prev[0] == value and prev[1] < suf) \
            and (nxt is None or nxt > value)
    if prev is None:
        return value == 1 or nxt is not None and value == nxt - 1
    if value <= prev[0]:
        return False
    return value < nxt if nxt is not None else value <= prev[0] + 2


def ended_before(lines: list[Line], tokens: list, i: int) -> bool:
    """The line before ends a sentence, is a heading (short, unpunctuated, or in capitals) or a label, or line i
    opens its page."""
    if i == 0 or lines[i - 1].page != lines[i].page:
        return True
    prev = lines[i - 1].text.strip()
    if _TITLE_ABBREVIATION.search(prev):
        return False  # `... signed by the Vendor, Mr.` / `S. Ramesh, son of ...`: an initial, not a number
    return prev.endswith(_ENDS) or caps_line(prev) or bool(tokens[i - 1][0]) \
        or len(prev.split()) <= 6 and not prev.endswith((",", ";"))


def _stop_read_as_comma(lines: list[Line], i: int, rest: str, value: int, suf: str,
                        prev: tuple[int, str] | None) -> bool:
    """A harsh scan reads a sentence's full stop as a comma (`... in the register,`): a spoiled number after such a
    line opens only as the number after the last one, its heading and first subsection on its line (`Panel of
    specialists —— (1) The ...`, the subsection maybe cut onto the next line)."""
    shape = _HEADED_FIRST.match(rest)
    if shape and rest.endswith(("—", "–", "-")):  # the first subsection cut from the line onto the next
        shape = i + 1 < len(lines) and lines[i + 1].text.strip().startswith("(1) ")
    if suf or prev is None or value != prev[0] + 1 or not shape:
        return False
    return lines[i - 1].text.strip().endswith(",")


def _headed_between(rest: str, value: int, suf: str, prev: tuple[int, str] | None, nxt: int | None) -> bool:
    """`7. Tenure of the Loan` / `... 2 months` (a template's blank, no stop) / `S. Rate of Interest` / `9. Loan
    Disbursement Mechanism`: a clause whose heading stands alone on its number's line, the number exactly between
    the one before and the one after, opens though the line before it ended on no stop (a form's filled-in blank,
    a stop the scan lost)."""
    title = rest.strip()
    return not suf and prev is not None and value == prev[0] + 1 and nxt == value + 1 \
        and title_like(title, 8) and not title.endswith((".", ",", ";", ":"))


# `me Application for license`, `ds Appeals`: a section number a harsh scan turned into a short lower-case word or
# specks, its heading after it (Ghana's Acts print `2. Application for licence` at the margin); `ake Emergency
# preparedness`, `iS) Central Register`: any other reading of up to three signs only when OCR doubted it (a bold `1.`
# read as a word on a clean scan, `2.` as letters and a bracket on a moderate one).
_UNREADABLE = re.compile(r"^(?P<tok>[a-z]{1,2}|[^\w\s()\[\]\"“‘']{1,2}|(?P<doubt>\S{1,3}))\s+(?P<rest>[A-Z][a-z].*)$")
DOUBTED = 0.8  # a word OCR read under this confidence (a clean scan's words read 0.9 and more) is a doubtful reading


def _unreadable(ln: Line, text: str) -> tuple[str, list[tuple[int, str, str]], str] | None:
    """(the token, no reading of its own, the heading after it) when the line opens with a number's remains."""
    m = _UNREADABLE.match(text)
    if not m or m.group("doubt") and not _doubted(ln):
        return None
    return m.group("tok"), [], m.group("rest")


def _doubted(ln: Line) -> bool:
    """OCR doubted the line's first word (a number's print read as letters is read unsure)."""
    return bool(ln.words) and ln.words[0].confidence < DOUBTED


def _headed_alone(ln: Line, rest: str) -> bool:
    """`ake Emergency preparedness`: a number read as a word OCR doubted, a short heading alone after it (in
    sentence case too: Ghana's, New Zealand's headings)."""
    title = rest.strip()
    return _doubted(ln) and len(title.split()) <= 8 and title[:1].isupper() \
        and not title.endswith((".", ",", ";", ":"))


def _lost_firsts(lines: list[Line], tokens: list[tuple[list[Marker], str]], since: int, until: int) -> list[int]:
    """The lines between a series' start and its first clean number that open with a number's remains OCR doubted
    and a heading alone: where they are exactly as many as the numbers before the clean one, they are those."""
    out = []
    for j in range(since + 1, until):
        text = lines[j].text.strip()
        found = None if tokens[j][0] or _candidates(text, []) else _unreadable(lines[j], text)
        if found and read_by_ocr(lines[j]) and _headed_alone(lines[j], found[2]) \
                and ended_before(lines, tokens, j):
            out.append(j)
    return out


def _candidates(text: str, mks: list[Marker]) -> tuple[str, list[tuple[int, str, str]], str] | None:
    """(the spoiled token, [(number, suffix, sub)], the text after it) a line may hold; sub is a glued first
    subsection's number."""
    if mks and not (len(mks) == 1 and mks[0].kind == "paren" and mks[0].extra.get("dotted")
                    and (mks[0].value in LOOKALIKES or mks[0].value in ELEVENS)
                    or mks[0].kind == "paren" and _GLUED.match(text)):
        return None
    glued = _GLUED.match(text)
    if glued:
        lead = re.sub(r"\D", " ", glued.group("lead"))
        digits = glued.group("lead")
        options = []
        if " " in lead:  # `2(1)`, `2¢1)`: the bracket kept or read as a sign
            a, b = lead.split()
            options.append((int(a), "", b))
        else:
            for k in range(1, len(digits)):  # `401)`: `4`, a bracket read `0`, `1`; or `40` and `1`
                head, tail = digits[:k], digits[k:]
                options.append((int(head), "", tail[-1]))
        return glued.group("lead") + ")", [o for o in options if o[2] != "0"], glued.group("rest")
    m = _SPOILED.match(text)
    if not m:
        return None
    tok = m.group("tok")
    if tok[:1].isdigit():
        return tok, [(int(tok[:-1]), m.group("suf") or "", "")], m.group("rest")
    if len(tok) == 2 and tok[0] in "HIl|!" and tok[1] in "Il|!f":  # `ll.`: both ones read as strokes; `Hl.`,
        # `Hf.`: the first with a speck (`Hable` for liable), the second's foot read as `f` (`f` for a one, as above)
        return tok, [(11, m.group("suf") or "", "")], m.group("rest")
    if len(tok) == 2 and tok[0] in ONES and tok[1] in LOOKALIKES:  # `IS.`: 18 (or 15), both digits spoiled
        return tok, [(int("1" + d), m.group("suf") or "", "") for d in LOOKALIKES[tok[1]]], m.group("rest")
    return tok, [(int(d), m.group("suf") or "", "") for d in LOOKALIKES.get(tok, "")], m.group("rest")


def repair(lines: list[Line], tokens: list[tuple[list[Marker], str]]) -> list[str]:
    """Rewrite, in place, the tokens of OCR'd lines whose bare top number a harsh scan spoiled; the reasons."""
    style = _style(tokens)
    if style is None:
        return []
    tops = _tops(tokens, lines)
    places = sorted(x for _, n, _, x in tops if n != -1)
    margin = places[len(places) // 2] if places else 0.0
    done: list[str] = []
    repaired: dict[int, tuple[int, str]] = {}
    for i, ln in enumerate(lines):
        text = ln.text.strip()
        if not read_by_ocr(ln):
            continue
        found = _candidates(text, tokens[i][0])
        lost = found is None and not tokens[i][0] and (found := _unreadable(ln, text)) is not None
        if found is None:
            continue
        before = [(j, n, s, x) for j, n, s, x in tops if j < i]
        start = max((k for k, t in enumerate(before) if t[1] == -1), default=-1)
        series = before[start + 1:]
        prev_clean = (series[-1][1], series[-1][2]) if series else None
        last_fixed = max((j for j in repaired if (not series or j > series[-1][0])
                          and (start < 0 or j > before[start][0])), default=None)
        prev = repaired[last_fixed] if last_fixed is not None else prev_clean
        after = next(((n, x) for j, n, s, x in tops if j > i), None)
        nxt = after[0] if after and after[0] != -1 else None
        xs = [x for _, n, _, x in series[-1:] if n != -1] + ([after[1]] if after and after[0] != -1 else []) \
            + [margin]  # the last number's place, the next one's, and where the document's numbers mostly stand
        tok, options, rest = found
        firsts: list[int] = []
        if lost and prev is None and nxt is not None:  # `ake Emergency preparedness` ... `iS) Central ...` ... `3.`
            since = before[start][0] if start >= 0 else -1
            firsts = _lost_firsts(lines, tokens, since, next(j for j, *_ in tops if j > i))
            firsts = firsts if len(firsts) == nxt - 1 else []
        if lost:  # `me Application for license`: nothing of the number's print is left but its place in the series
            options = [(prev[0] + 1, "", "")] if prev else [(firsts.index(i) + 1, "", "")] if i in firsts else []
        if len(tok) == 2 and tok[0] in ONES and style != "undotted" and not text[2:3] == ".":
            continue  # `IS Meetings` is 18 only where the document prints its numbers without a dot
        sub_first = rest.startswith("(") or bool(options and options[0][2])  # laid out as its first subsection
        room = SUBSECTION_INDENT if sub_first else INDENT_TOLERANCE
        if not any(-INDENT_TOLERANCE <= ln.bbox[0] - x <= room for x in xs):
            continue
        fit = [o for o in options if _fits(o[0], o[1], prev, nxt)]
        if not fit:
            continue
        value, suf, sub = min(fit, key=lambda o: (o[0] != (prev[0] + 1 if prev else 1), o[0]))
        ended = ended_before(lines, tokens, i) or _stop_read_as_comma(lines, i, rest, value, suf, prev)
        if not ended and not _headed_between(rest, value, suf, prev, nxt) \
                or lost and not (ended and (_headed_between(rest, value, suf, prev, nxt) or bool(firsts))):
            continue
        number = f"{value}{suf}"
        printed = f"{number}{'' if style == 'undotted' else '.'} " + (f"({sub}) " if sub else "") + rest
        markers, rest_after = read_line(printed)
        if not markers or markers[0].kind != "number" or markers[0].value != number:
            continue
        dot = "" if style == "undotted" else "."
        shown = text[: len(text) - len(rest)].strip()
        since = prev[0] if prev else "the start"
        why = f"'{shown}' read as {number}{dot}: a top number spoiled, between {since} and " \
              f"{nxt if nxt is not None else 'the end of its series'}, where the numbers stand"
        markers[0].raw, markers[0].ocr_fixed = tok, True
        markers[0].extra["repaired"] = why
        if not ended or lost:  # the line before gave no sign, or the print none: the neighbours alone number it
            markers[0].extra["review"] = True
        tokens[i] = (markers, rest_after)
        repaired[i] = (value, suf)
        done.append(f"line {i}: {why}")
    return done


# `2.44) That the Borrower ...`, `10.) The Borrower ...`, `2.(a) That ...`: a clause number run into its first item,
# the item's marker spoiled or lost (a harsh scan's `2. (a) That ...`).
_GLUED_ITEM = re.compile(r"^(?P<num>\d{1,3})\.\s?(?P<tok>\(?[^\s()]{0,3})\)\s+(?P<rest>[A-Z].*)$")
_FIRST_OF = {"b": "a", "ii": "i", "2": "1"}
ITEM_LOOKAHEAD = 40  # lines: how far below the item after the first may stand (a long first item)


def _next_item(tokens: list[tuple[list[Marker], str]], i: int) -> str | None:
    """The value of the first bracketed marker below line i, before the next top number; None if none."""
    for mks, _ in tokens[i + 1:i + 1 + ITEM_LOOKAHEAD]:
        if mks and mks[0].kind == "number":
            return None
        if mks and mks[0].kind == "paren":
            return mks[0].value
    return None


def repair_glued_items(lines: list[Line], tokens: list[tuple[list[Marker], str]]) -> list[str]:
    """Rewrite, in place, OCR'd lines where a clause number that fits its series (between the clean numbers before
    and after it) is run into its first item with the item's marker spoiled (`2.44) That ...`): the clause, and its
    first item when the next item below says which (`(b)` -> `(a)`); the reasons."""
    tops = [t for t in _tops(tokens, lines) if t[1] != -1]
    done = []
    for i, ln in enumerate(lines):
        m = _GLUED_ITEM.match(ln.text.strip())
        if tokens[i][0] or not m or not read_by_ocr(ln):
            continue  # the shape is the evidence: the line before may end mid-sentence where OCR lost its stop
        value = int(m.group("num"))
        prev = next(((n, s) for j, n, s, _ in reversed(tops) if j < i), None)
        nxt = next((n for j, n, _, _ in tops if j > i), None)
        if prev is None or not _fits(value, "", prev, nxt) or value > prev[0] + 2:
            continue
        tok = m.group("tok").lstrip("(")
        first = tok if tok in _FIRST_OF.values() else _FIRST_OF.get(_next_item(tokens, i) or "")
        markers, rest = read_line(f"{value}. ({first}) {m.group('rest')}" if first else f"{value}. {m.group('rest')}")
        if not markers or markers[0].value != str(value):
            continue
        item = f" ({first})" if first else ""
        why = f"'{m.group('num')}.{m.group('tok')})' read as {value}.{item}: a clause number between {prev[0]} and " \
              f"{nxt if nxt is not None else 'the end'} run into its first item"
        for mk in markers:
            mk.ocr_fixed = True
        markers[0].extra["repaired"] = why
        tokens[i] = (markers, rest)
        done.append(f"line {i}: {why}")
    return done
