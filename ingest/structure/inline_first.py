"""A first item printed inside its parent's paragraph: the line is cut before it, so it opens like any other item.

`[§777-7] Legal recognition of ... contracts in the` / `course of business. (a) A record ...` / `(b) A contract ...`:
a long section heading wraps, and the first subsection starts in the middle of a wrapped line. Its marker is
plain to read but not at a line start, so `(b)` found no `(a)` to follow and the whole list stayed text of the
section. The cut is made only where the evidence is double: the marker follows the end of a sentence or heading
(`.`, `:` or a dash) and the next marker line carries the very next item (`(b)` after `(a)`, `(2)` after `(1)`).
"""

from __future__ import annotations

import re

from ingest.ocr import line_from_words
from ingest.scanned import read_by_ocr
from ingest.structure.guards import REF_WORD
from ingest.structure.markers import Marker, read_line
from schemas import Line

LOOKAHEAD = 12  # lines: the second item follows soon after the first
LOOKAHEAD_SIBLING = 30  # lines, when items of a nested list stand between the first and its sibling
_FIRST = re.compile(r"^[(\[](?P<v>a|1|i|A|I)[)\]]$")  # the marker as its own word: `(a)`, `(1)`, `[a]`
_SECOND = {"a": "b", "1": "2", "i": "ii", "A": "B", "I": "II"}
# `4. Prescribed minimum retirement age C1) The Minister ...` (a Singapore or Malaysian section whose first subsection
# runs in after its heading, `age — (1) The`, on a harsh scan: the thin dash lost, the opening bracket read `C`, `G`,
# `{`, `¢` or `©`): a one between a bracket's look-alike and a closing bracket
_SPOILED_ONE = re.compile(r"^[(CG{¢©\[][1lI][)\]]$")
_ENDS = (".", ":", "—", "–", "-", ".—", ".-", ":—", ":-")


def _next_item(tokens: list[tuple[list[Marker], str]], i: int, first: str = "") -> str | None:
    """The value of the first bracketed marker on the next marker line below line i (None past a section). With
    `first` (`1`), markers of another kind of list (`(a)`, `(b)` under an introduction ending the first item's
    sentence, `— (1) ... if —`) are its own items and are passed over: the next one of its kind is its sibling."""
    for markers, _ in tokens[i + 1:i + 1 + (LOOKAHEAD_SIBLING if first else LOOKAHEAD)]:
        if not markers:
            continue
        if markers[0].kind != "paren":
            return None
        if first and _kind(markers[0].value) != _kind(first):
            continue
        return markers[0].value
    return None


def _kind(value: str) -> str:
    """Digits, small letters or capitals: a nested list is of another kind than its parent's."""
    return "digit" if value[:1].isdigit() else "upper" if value[:1].isupper() else "lower"


def split(lines: list[Line], tokens: list[tuple[list[Marker], str]]) -> tuple[list[Line], list[str], dict[int, str]]:
    """The lines with each inline first item cut onto a line of its own, the reasons (line numbers as given), and
    the lines (of the result) that open with a spoiled first subsection (`C1)`, to be read as `(1)`: their words
    stay as read, so the chunk shows what the page printed)."""
    out: list[Line] = []
    why: list[str] = []
    fixed: dict[int, str] = {}
    for i, ln in enumerate(lines):
        cut = _cut_at(ln, tokens, i)
        if cut is None:
            cut = _spoiled_cut_at(ln, tokens, i)
            if cut is None:
                out.append(ln)
                continue
            if ln.words[cut].text != "(1)":  # its bracket spoiled too (`C1)`), not only the dash before it lost
                fixed[len(out) + 1] = f"'{ln.words[cut].text}' after the heading of '{ln.text[:30]}' read as (1): " \
                                      "its run-in first subsection, (2) below (a harsh scan lost its dash and bracket)"
        before, after = line_from_words(ln.words[:cut], ln.block), line_from_words(ln.words[cut:], ln.block)
        # the item's line keeps the paragraph's left edge: indentation compares where lines start, and this one
        # started at the margin (its words keep their own boxes)
        after = after.model_copy(update={"bbox": (ln.bbox[0], *after.bbox[1:])})
        out += [before, after]
        word = ln.words[cut].text
        nxt = _next_number(tokens, i) if word.endswith(".") else _next_item(
            tokens, i, "1" if len(out) - 1 in fixed else word.strip("()[]"))
        why.append(f"line {i + 1}: {ln.words[cut].text} starts a first item inside the line after "
                   f"'{ln.words[cut - 1].text}', and {nxt!r} follows: cut there")
    return out, why, fixed


def _spoiled_cut_at(ln: Line, tokens: list[tuple[list[Marker], str]], i: int) -> int | None:
    """The word where a section's run-in first subsection starts with no dash or stop before it: the line opens with
    a section number and at least one heading word, then `(1)`, a capitalised word after it (a sentence starts), and
    the next subsection below is (2). One convention on both kinds of line: `2. Restriction on tobacco smoking
    advertisement (1) In pursuance ...` as a text layer prints it (the Laws of the Federation of Nigeria set the
    marginal note run in, with nothing between it and the subsection), and `4. Prescribed minimum retirement age C1)
    The Minister ...` read from a harsh scan that lost the dash (Singapore, Malaysia print `age — (1) The`) and
    spoiled the opening bracket (`C`, `G`, `{`, `¢`, `©`: read so on OCR'd lines only; a text layer keeps its
    brackets). A number or a reference word before the marker cites it (`section 2 (1) shall`, `Section 63 (1)
    Act`): no cut. None otherwise."""
    markers = tokens[i][0]
    if len(ln.words) < 4 or not markers or markers[0].kind not in ("number", "section") or len(markers) > 1 \
            or ln.text.strip() != " ".join(w.text for w in ln.words).strip():
        return None
    scanned = all(read_by_ocr(w) for w in ln.words)
    for k in range(2, len(ln.words) - 1):
        word = ln.words[k].text
        if (word == "(1)" or scanned and _SPOILED_ONE.match(word)) and ln.words[k + 1].text[:1].isupper() \
                and not cites(ln.words[k - 1].text) and _next_item(tokens, i, "1") == "2":
            return k
    return None


# words that name a numbered part of a table, form or instrument (`listed in Table (1) Shall`, `Column (1) The`): a
# marker after them is that part's number, not a run-in subsection (helper reader's read of fcc2a77)
_NAMES_A_PART = ("table", "column", "form", "regulation", "regulations", "chapter", "annex", "appendix")


def cites(word: str) -> bool:
    """The word before a marker makes it a reference: a number (`section 2 (1)`), or a word that cites."""
    return bool(re.search(r"\d", word)) or bool(REF_WORD.search(word)) \
        or word.lower() in ("one", "of", "and", "or") or word.lower().rstrip(".,") in _NAMES_A_PART


def _cut_at(ln: Line, tokens: list[tuple[list[Marker], str]], i: int) -> int | None:
    """The index of the word where a first item starts inside line i, or None."""
    if len(ln.words) < 3 or ln.text.strip() != " ".join(w.text for w in ln.words).strip():
        return None  # the words must be the line (a cut keeps every word, in order)
    markers = tokens[i][0]
    if markers and markers[-1].kind == "paren" and markers[-1].value in _SECOND:
        return None  # the line already opens with a first item
    for k in range(1, len(ln.words)):
        m = _FIRST.match(ln.words[k].text)
        last = k == len(ln.words) - 1  # `5. Agreement ... void — (1)` / `All contracts ...`: its text on the next line
        if m and ln.words[k - 1].text.endswith(_ENDS) and _next_item(tokens, i, m.group("v")) == _SECOND[m.group("v")] \
                and (last or not read_line(ln.words[k + 1].text)[0]):
            return k
    return _dotted_cut_at(ln, tokens, i)


def _dotted_cut_at(ln: Line, tokens: list[tuple[list[Marker], str]], i: int) -> int | None:
    """`SEC. 16. Limitations and Prohibitions .— 1. On Membership : (a) ...` / `2. On organization ...`: a section's
    first numbered paragraph run in after its heading's dash, the paragraph `2.` opening a line below (the same habit
    as a run-in `(1)`, with the numbers a Philippine Act of the 1960s prints dotted). Only after a dash (a point
    before `1.` may end `Act No.`), on a line that opens with a section, with `2.` the next number opening a line."""
    markers = tokens[i][0]
    if not markers or markers[0].kind != "section" or len(markers) > 1:
        return None
    for k in range(2, len(ln.words) - 1):
        if ln.words[k].text == "1." and ln.words[k - 1].text.endswith(_DASHES) and ln.words[k + 1].text[:1].isupper():
            return k if _next_number(tokens, i) == "2" else None
    return None


_DASHES = ("—", "–", "-")  # `.—`, `:—`, a lone `—`


def _next_number(tokens: list[tuple[list[Marker], str]], i: int) -> str | None:
    """The number opening the next line that opens with a number, passing over bracketed items (the first
    paragraph's own); None past a section or after LOOKAHEAD_SIBLING lines."""
    for markers, _ in tokens[i + 1:i + 1 + LOOKAHEAD_SIBLING]:
        if markers and markers[0].kind == "number":
            return markers[0].value
        if markers and markers[0].kind not in ("paren",):
            return None
    return None
