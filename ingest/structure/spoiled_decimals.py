"""Decimal clause numbers a harsh scan spoiled or lost (`|.|. Job Title`, `}.1. Working Hours`, a bare `Deductions`).

A contract numbered `1.` > `1.1. Heading` > text loses the thin strokes of its decimals on a harsh scan: `1.1.` is
read `|.|.`, `.|.`, `‘1.`; `4.1.` `}.1.`; `5.1.` `S.1.`; `8.1.` `#.1.`; `3.1.` `4.1.`; or the whole number goes
and only its heading is left, standing where the other decimal headings' words start. Such a line stands at the
decimals' place after a sentence's end, and the sequence says what it is: under clause N whose last decimal was N.k,
the next is N.k+1, when the next number printed below is N+1 or N.k+2 (counting the other such lines between).
The line's words stay as read; the repair is logged (the chunk goes to review), and the builder still decides.
"""

from __future__ import annotations

import re

from ingest.scanned import read_by_ocr
from ingest.structure.jumps import INDENT_TOLERANCE
from ingest.structure.markers import Marker
from ingest.structure.spoiled_tops import ended_before
from schemas import Line

_CLEAN = re.compile(r"^(\d+)\.(\d+)$")
# What is left of `N.M.`: digits and their harsh look-alikes with at least one dot among them (`|.|.`, `S.1.`, `‘1.`).
_SPOILED = re.compile(r"^(?P<tok>[\d|lI!S$}{\[\]#‘’'`]{0,3}\.[\d|lI!S$}{\[\]#‘’'`]{0,2}\.?)\s+(?P<rest>[A-Z].*)$")
MAX_HEADING_WORDS = 8


def _heading(text: str) -> bool:
    """A decimal clause's heading alone: a capital, a few words, no closing punctuation."""
    t = text.strip()
    return t[:1].isupper() and len(t.split()) <= MAX_HEADING_WORDS and not t.endswith((".", ",", ";", ":"))


def _median(xs: list[float]) -> float:
    return sorted(xs)[len(xs) // 2]


def _places(lines: list[Line], tokens: list) -> tuple[float, float] | None:
    """(where the decimals stand, where their headings' words start), from the clean decimals that carry a heading;
    None when the document numbers fewer than three such clauses."""
    marks, heads = [], []
    for j, (mks, rest) in enumerate(tokens):
        if mks and len(mks) == 1 and mks[0].kind == "decimal" and not mks[0].ocr_fixed and _CLEAN.match(mks[0].value) \
                and _heading(rest) and len(lines[j].words) > 1:
            marks.append(lines[j].bbox[0])
            heads.append(lines[j].words[1].bbox[0])
    return (_median(marks), _median(heads)) if len(marks) >= 3 else None


def _candidate(ln: Line, mks: list[Marker], rest: str, clause: int, k: int, places: tuple[float, float]
               ) -> tuple[str, str] | None:
    """(the token as read, the heading) when line i may be clause N's next decimal with its number spoiled or lost."""
    text = ln.text.strip()
    at_marks = abs(ln.bbox[0] - places[0]) <= INDENT_TOLERANCE
    if mks:  # a clean decimal of another clause whose minor number is the one expected (`4.1.` under clause 3)
        m = _CLEAN.match(mks[0].value) if mks[0].kind == "decimal" and len(mks) == 1 else None
        if m and at_marks and int(m.group(1)) != clause and int(m.group(2)) == k + 1 and _heading(rest):
            return mks[0].raw, rest
        return None
    spoiled = _SPOILED.match(text)
    # a token that lost its first stroke starts right of the decimals, short of their headings' words
    near = -INDENT_TOLERANCE <= ln.bbox[0] - places[0] < places[1] - places[0] - INDENT_TOLERANCE
    if spoiled and near and _heading(spoiled.group("rest")):
        return spoiled.group("tok"), spoiled.group("rest")
    if abs(ln.bbox[0] - places[1]) <= INDENT_TOLERANCE and _heading(text):
        return "", text  # the number lost, its heading where the headings' words start
    return None


def _clause(ln: Line, mks: list[Marker], places: tuple[float, float]) -> bool:
    """A clause's number (`3. COMPENSATION`), standing no further right than its decimals."""
    return bool(mks) and mks[0].kind == "number" and mks[0].value.isdigit() \
        and ln.bbox[0] <= places[0] + INDENT_TOLERANCE


def _confirmed(lines: list[Line], tokens: list, i: int, clause: int, k: int, lost: set[int], spoiled: bool) -> bool:
    """The next number printed below line i goes on from N.k+1 (N.k+2, or clause N+1), counting the lines between
    that may be lost decimals too. With no number below (the document's last clause), a line holding a spoiled
    number (`|.|. Deductions`) is one, and a heading alone only over its paragraph (a sentence): a heading-like line
    over more short lines there is a closing line (`Employer Representative` / `Name and signature ...`)."""
    extra = 0
    for j in range(i + 1, len(tokens)):
        mks = tokens[j][0]
        if j in lost:
            extra += 1
            continue
        if not mks:
            continue
        m = _CLEAN.match(mks[0].value) if mks[0].kind == "decimal" else None
        if m:
            return int(m.group(1)) == clause and int(m.group(2)) == k + 2 + extra
        if mks[0].kind == "number" and mks[0].value.isdigit():
            return int(mks[0].value) == clause + 1
        if mks[0].kind in ("container", "section"):
            return False
    below = lines[i + 1].text.strip() if i + 1 < len(lines) else ""
    return spoiled or below.endswith(".") and not _heading(below)  # the last clause of the document


def repair(lines: list[Line], tokens: list) -> list[str]:
    """Rewrite, in place, the tokens of OCR'd lines that are a decimal clause whose number a harsh scan spoiled or
    lost; the reasons."""
    places = _places(lines, tokens)
    if places is None:
        return []
    found: dict[int, tuple[str, str]] = {}
    clause, k = None, 0
    for i, (ln, (mks, rest)) in enumerate(zip(lines, tokens, strict=True)):
        if _clause(ln, mks, places):
            clause, k = int(mks[0].value), 0
            continue
        m = _CLEAN.match(mks[0].value) if mks and mks[0].kind == "decimal" else None
        if m and clause is not None and int(m.group(1)) == clause:
            k = int(m.group(2))
            continue
        if clause is None or not read_by_ocr(ln) or not ended_before(lines, tokens, i) \
                or i + 1 >= len(lines) or (c := _candidate(ln, mks, rest, clause, k, places)) is None:
            continue
        found[i] = c
        k += 1
    done = []
    clause, k = None, 0
    for i, (ln, (mks, _)) in enumerate(zip(lines, tokens, strict=True)):
        if i not in found:
            if _clause(ln, mks, places):
                clause, k = int(mks[0].value), 0
            elif mks and (m := _CLEAN.match(mks[0].value)) and mks[0].kind == "decimal" and clause == int(m.group(1)):
                k = int(m.group(2))
            continue
        tok, heading = found[i]
        if clause is None or not _confirmed(lines, tokens, i, clause, k, set(found) - {i}, bool(tok)):
            continue
        value = f"{clause}.{k + 1}"
        why = (f"'{tok}' read as {value}: a decimal clause's number spoiled, between {clause}.{k} and the next "
               f"number below" if tok else f"'{heading}' read as {value}. {heading}: a decimal clause whose number "
               f"was not read, its heading where the decimals' headings stand")
        done.append(_rewrite(tokens, i, tok or heading, value, heading, why))
        k += 1
    return done


def _rewrite(tokens: list, i: int, raw: str, value: str, rest: str, why: str) -> str:
    """Line i's tokens: the decimal clause `value` printed as `raw`, repaired for `why`; the decision logged."""
    tokens[i] = ([Marker("decimal", raw, value, label=value, rest=rest, ocr_fixed=True, extra={"repaired": why})],
                 rest)
    return f"line {i + 1}: {why}"


def _columns(lines: list[Line], tokens: list) -> tuple[float, float] | None:
    """(where the clause numbers stand, where their decimals stand), from the clean ones; None unless the document
    numbers at least three decimals and sets them right of its clause numbers (UK articles, company and trust deeds:
    `8 Resolutions in Writing` at the margin, `8.1 A decision ...` indented under it)."""
    decs = [lines[j].bbox[0] for j, (mks, _) in enumerate(tokens) if mks and mks[0].kind == "decimal"
            and not mks[0].ocr_fixed and _CLEAN.match(mks[0].value)]
    nums = [lines[j].bbox[0] for j, (mks, _) in enumerate(tokens) if mks and mks[0].kind == "number"
            and mks[0].value.isdigit() and len(mks[0].value) <= 2]
    if len(decs) < 3 or not nums:
        return None
    dcol = _median(decs)
    left = [x for x in nums if x < dcol - INDENT_TOLERANCE]
    return (_median(left), dcol) if len(left) >= 2 else None


def _dotless(ln: Line, mks: list[Marker], clause: int, k: int, cols: tuple[float, float]) -> str | None:
    """The token as read when line i's first word is clause N's next decimal N.k+1 with its dot lost (`84` for
    8.4, `124` for 12.4) or its first sign spoiled too (`T2` for 7.2, read doubted), at the decimals' indent."""
    if not ln.words or abs(ln.bbox[0] - cols[1]) > INDENT_TOLERANCE or len(ln.words) < 2:
        return None
    word = ln.words[0]
    tok, minor = word.text, str(k + 1)
    if tok == f"{clause}{minor}" and (not mks or mks[0].kind == "number"):
        return tok
    if len(tok) == len(str(clause)) + len(minor) and tok.endswith(minor) and not tok[:-len(minor)].isdigit() \
            and word.confidence < 0.8 and not mks:
        return tok
    if re.fullmatch(rf"{clause}[A-Z]", tok) and word.confidence < 0.8 and mks and mks[0].kind == "number":
        return tok  # `7A` for 7.1: an inserted article stands at the articles' place, never at their decimals'
    return None


def _next_spoiled(ln: Line, clause: int, cols: tuple[float, float]) -> bool:
    """Line i is clause N+1 whose number OCR read doubted with a sign glued on (`8S` for 8): at the clause numbers'
    place, its first word the next number's digits and one more sign, a heading after it."""
    if len(ln.words) < 2 or abs(ln.bbox[0] - cols[0]) > INDENT_TOLERANCE:
        return False
    tok, want = ln.words[0].text, str(clause + 1)
    rest = " ".join(w.text for w in ln.words[1:])
    return ln.words[0].confidence < 0.8 and len(tok) == len(want) + 1 and tok.startswith(want) \
        and not tok[-1].isdigit() and _heading(rest)


def _goes_on(lines: list[Line], tokens: list, i: int, clause: int, k: int, cols: tuple[float, float],
             decimal_only: bool = False) -> bool:
    """The next number below line i goes on from N.k+1: N.k+2 (clean, or its dot lost too) or, unless
    `decimal_only`, clause N+1 (clean, or read with a sign glued on, `8S`; the document's last decimal needs none)."""
    for j in range(i + 1, len(tokens)):
        ln, mks = lines[j], tokens[j][0]
        if _dotless(ln, mks, clause, k + 1, cols):
            return True
        if _next_spoiled(ln, clause, cols):
            return not decimal_only
        if not mks:
            continue
        if mks[0].kind == "decimal" and (m := _CLEAN.match(mks[0].value)):
            return (int(m.group(1)), int(m.group(2))) == (clause, k + 2)
        if mks[0].kind == "number" and mks[0].value.isdigit():
            return int(mks[0].value) == clause + 1 and not decimal_only
        if mks[0].kind in ("container", "section"):
            return False
    return not decimal_only


def _shorter_than_half_the_line_above(lines: list[Line], i: int) -> bool:
    """The line before is under half the width of the paragraph line above it: a paragraph's last line whose full
    stop a harsh scan read as a comma (`action,`). The builder's `_ended_short` asks the same with the page's right
    edge, which this pre-pass (run before the builder measures the edges) does not have."""
    if i < 2 or lines[i - 1].page != lines[i].page or lines[i - 2].page != lines[i].page:
        return False
    prev, above = lines[i - 1].bbox, lines[i - 2].bbox
    return abs(prev[0] - above[0]) <= INDENT_TOLERANCE and prev[2] - prev[0] < (above[2] - above[0]) / 2


def _off_by_one_sign(ln: Line, mks: list[Marker], clause: int, k: int, cols: tuple[float, float]) -> str | None:
    """The decimal as read when line i holds a clean decimal one character off N.k+1 (`1.2` for 4.2 after 4.1,
    `9.5` for 9.3 after 9.2), read doubted, at the decimals' indent."""
    if not mks or mks[0].kind != "decimal" or abs(ln.bbox[0] - cols[1]) > INDENT_TOLERANCE \
            or not ln.words or ln.words[0].confidence >= 0.8:
        return None
    want = f"{clause}.{k + 1}"
    value = mks[0].value
    if not _CLEAN.match(value) or value == want or len(value) != len(want):
        return None
    return value if sum(a != b for a, b in zip(value, want, strict=True)) == 1 else None


def repair_dotless(lines: list[Line], tokens: list) -> list[str]:
    """Rewrite, in place, the tokens of OCR'd lines whose first word is a decimal clause's number with its dot lost
    (`84 References in this Article ...` between 8.3 and clause 9, `7A` for 7.1) or read one character off (`1.2`
    for 4.2 after 4.1): at the decimals' indent, right of the clause numbers, never a clause of its own; the next
    number below confirms it (sequence). The reasons."""
    cols = _columns(lines, tokens)
    if cols is None:
        return []
    done: list[str] = []
    clause, k = None, 0
    for i, (ln, (mks, _)) in enumerate(zip(lines, tokens, strict=True)):
        if mks and mks[0].kind == "number" and mks[0].value.isdigit() \
                and abs(ln.bbox[0] - cols[0]) <= INDENT_TOLERANCE:
            clause, k = int(mks[0].value), 0
            continue
        if clause is not None and (not mks or mks[0].kind == "number") and _next_spoiled(ln, clause, cols):
            clause, k = clause + 1, 0  # `8S Resolutions in Writing`: the next clause, its number read with a speck
            continue
        ocr = clause is not None and read_by_ocr(ln) \
            and (ended_before(lines, tokens, i) or _shorter_than_half_the_line_above(lines, i))
        tok = _off_by_one_sign(ln, mks, clause, k, cols) if ocr and clause is not None else None
        if tok is None and mks and mks[0].kind == "decimal" and (m := _CLEAN.match(mks[0].value)):
            if clause == int(m.group(1)):
                k = int(m.group(2))
            continue
        if not ocr or clause is None:
            continue
        # a minor number that jumps within its own clause may be a real gap: only the next decimal says it is not
        same = tok is not None and tok.split(".")[0] == str(clause)
        if (tok := tok or _dotless(ln, mks, clause, k, cols)) is None \
                or not _goes_on(lines, tokens, i, clause, k, cols, decimal_only=same):
            if mks and mks[0].kind == "decimal" and (m := _CLEAN.match(mks[0].value)) and clause == int(m.group(1)):
                k = int(m.group(2))
            continue
        value = f"{clause}.{k + 1}"
        kind = "read one character off" if mks and mks[0].kind == "decimal" else \
            "read with a letter for its decimal" if not tok[-1].isdigit() else "whose dot was lost"
        body = ln.text.strip()[len(tok):]
        body = (body[1:] if body.startswith(". ") else body).strip()  # `1.2. Notice`: the number's closing dot
        why = f"'{tok}' read as {value}: a decimal clause's number {kind}, at the decimals' indent"
        done.append(_rewrite(tokens, i, tok, value, body, why))
        k += 1
    return done
