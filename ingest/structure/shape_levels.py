"""A numbering no rule names is a level when the text shows it: one shape of marker at many lines' starts, in sequence.

Issue 11's "evidence over succession": every untuned half lost whole texts to one drafting convention the marker
reader had no pattern for (`ARTICLE 1—RECOGNITION`, `Article One –`, `Section 4` alone, `1°` items). This pre-pass
reads the lines no rule read for a generic shape: a word or none, a number (arabic, roman or in words; a single letter
without a word), a sign or none, then a heading or text (`CLAUSE 1 – RECOGNITION`, `Art. 1) Purpose`, `Item 3 |
Fees`, `1/ contributing bank: ...`). Lines of one shape whose numbers run on (n, n+1, ...; a run may start afresh at
one under a new parent) are a level even though no rule names it; its place comes from what its runs hold:
- a shape with a word whose runs hold units read as top units (`Section 1.`, `12.`) is a container above them;
- one that holds decimals, items or text is a provision (decimals `1.1` under `CLAUSE 1` are its own);
- a run that lies inside one read provision (no top unit between its members, one before it) recurs within that
  provision's span: a word-led one is a run-in label of its text (`Step One:`, `Step Two:` inside 4.3), kept as
  text; a sign-led one (`1/`, `2/` under an Article's lead-in) is that provision's item list, read by the sequence.
Lines are only ever read here, never re-read: a shape the reader knows keeps its rule's reading. Logged in `explain`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ingest.structure.headings import title_like
from ingest.structure.markers import Marker, roman_value, strip_noise
from schemas import Line

_NUMBER_WORDS = ("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
                 "seventeen eighteen nineteen twenty").split()
# A word (`CLAUSE`, `Art.`, `Item`, `§`), a number, a sign or none (never a closing bracket: `pt of` / `§1]` closes a
# wrapped history note), then a space and the rest or the line's end. Latin
# script and ASCII figures only: the Indic series have their own reader (indic_numbers), measured per language.
_WORDED = re.compile(r"^(?P<word>[A-ZÀ-Þ][A-Za-zÀ-ÿ]{1,11}\b\.?|[§¶])\s?"
                     r"(?P<num>[0-9]{1,3}|[IVXLC]{1,7}|[A-Za-z]{3,9}|[A-Z])(?P<sign>\s?[^\w\s(\[{\]}\"“‘'.,;]{1,2}|[.:])?(?:(?<=[^\w\s.:])\s*(?P<rest>\S.*)|\s+(?P<more>\S.*))?$")
# No word: a number or one letter and a sign that is no bracket pair or dot (`1/`, `2|`, `3>`, `a/`); text after it.
_SIGNED = re.compile(r"^(?P<num>[0-9]{1,2}|[a-z]|[A-Z])(?P<sign>[^\w\s(\[{\"“‘'.,;:)\]}%$€£-]{1,2})\s+(?P<rest>\S.*)$")
# No word, a number in ordinal words and a sign (`FIRST: I direct ...`, `Second – ...`: wills, certificates).
_ORDINALS = "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth".split()
_ORDINAL = re.compile(r"^(?P<num>[A-Z][A-Za-z]{4,8})(?P<sign>\s?[–—-]|[:.)])\s+(?P<rest>\S.*)$")
_DASHES = str.maketrans({"–": "-", "—": "-", "−": "-"})
# `Article One –` then `Article 2 –` (Rwanda's laws spell out the first): figures and words count one series
_CLASS = {"arabic": "number", "words": "number"}
# Words that number what is no provision: page furniture, tables and figures, the lots and plots a deed's schedule
# describes, telephone and room numbers (`Page 2`, `Table 3 – Fees`, `Lot 4`): their series are no level of the text.
_NOT_LEVELS = frozenset("page pages p table figure fig chart map plate photo image diagram graph box line column row "
                        "no nos tel phone fax room floor lot lots plot plots block flat house survey sheet folio "
                        "vol volume issue edition year day week month".split())
# A section numbered by its parent's roman numeral and a figure of its own (`I.1 - Name`, `IV.1.1 Bylaws`): the
# prefix is another numeral system than the figures after it, so no decimal rule reads the line.
_PREFIXED = re.compile(r"^(?P<pre>[IVXLC]{1,6})\.(?P<num>[1-9][0-9]?(?:\.[1-9][0-9]?)?)\.?"
                       r"(?:\s*[-–—:]\s+|\s+)(?P<rest>[A-Z\"“(].*)$")
MIN_MEMBERS = 3  # fewer lines of one shape in sequence are no evidence of a level (a page of text may cite two)


@dataclass
class _Hit:
    """One line read as a shape: its place, the shape's key, its number's value and how the line printed it."""

    line: int
    key: tuple[str, str, str]  # (word, number kind, sign)
    value: int
    word: str
    num: str
    sign: str
    rest: str
    read: bool = False  # a line a rule already read (counted as evidence, never re-read)


def _value(num: str, worded: bool) -> tuple[str, int] | None:
    """The number's kind and value: `4` arabic, `IV` roman (after a word only), `One` a word, `c` a letter."""
    if num.isdigit():
        return "arabic", int(num)
    if worded and num.lower() in _NUMBER_WORDS:
        return "words", _NUMBER_WORDS.index(num.lower()) + 1
    if worded and num.isupper() and (v := roman_value(num)):
        return "roman", v
    if worded and len(num) == 1 and num.isupper():  # `Subtitle A`, `Subtitle B`
        return "upper", ord(num) - 64
    if not worded and len(num) == 1:
        return ("lower" if num.islower() else "upper"), ord(num.lower()) - 96
    return None


def _read(i: int, text: str) -> _Hit | None:
    if (m := _WORDED.match(text)) and (v := _value(m.group("num"), True)):
        word, sign = m.group("word"), (m.group("sign") or "").strip().translate(_DASHES)
        if word.rstrip(".").casefold() in _NOT_LEVELS:
            return None
        rest = m.group("rest") or m.group("more") or ""
        if rest[:1].islower() and not sign:
            return None  # `Clause 3 of this Agreement ...`: a citation wrapped to the line's start runs on
        return _Hit(i, (word.rstrip(".").casefold(), _CLASS.get(v[0], v[0]), sign), v[1], word, m.group("num"), sign,
                    rest)
    if (m := _ORDINAL.match(text)) and m.group("num").lower() in _ORDINALS \
            and (m.group("num").isupper() or m.group("num")[1:].islower()):
        sign = m.group("sign").strip().translate(_DASHES)
        return _Hit(i, ("", "ordinal", sign), _ORDINALS.index(m.group("num").lower()) + 1, "", m.group("num"), sign,
                    m.group("rest"))
    if (m := _SIGNED.match(text)) and (v := _value(m.group("num"), False)):
        sign = m.group("sign").translate(_DASHES)
        return _Hit(i, ("", v[0], sign), v[1], "", m.group("num"), sign, m.group("rest"))
    return None


def _read_as_hit(i: int, mks: list[Marker]) -> _Hit | None:
    """A line a rule read as a keyword provision (`Section 1 - Definitions`): evidence for the series its word runs."""
    mk = mks[0]
    if mk.kind != "section" or not mk.keyword or not mk.value.isdigit() \
            or not re.fullmatch(rf"{re.escape(mk.keyword)}\s?{mk.value}", mk.label):
        return None  # a code number (`[§521-1]`, `§ 89-8-21`) is another series than `§1`
    return _Hit(i, (mk.keyword.rstrip(".").casefold(), "number", ""), int(mk.value), mk.keyword, mk.value, "", "",
                read=True)


def _runs(hits: list[_Hit]) -> list[list[_Hit]]:
    """The runs of one shape in document order: each member the next number of its run; a one starts a new run."""
    runs: list[list[_Hit]] = []
    read_before = False
    for h in hits:
        if runs and h.value == runs[-1][-1].value + 1:
            runs[-1].append(h)
        elif h.read or not read_before and (h.value == 1 or not runs):
            # a rule's reading starts a run anywhere (a unit whatever it follows); an unread line only before the
            # first of them (`Article One –` before a read `Article 2 –`), never afresh inside their series
            runs.append([h])
        read_before = read_before or h.read
    return [r for r in runs if len(r) >= 2 and any(not h.read for h in r)]


def _top(mks: list[Marker]) -> bool:
    return bool(mks) and mks[0].kind in ("section", "number", "decimal")


def _inside_one_unit(run: list[_Hit], tokens: list, first_body: int) -> bool:
    """The run's members have no read top unit between them and one stands before the first: a list inside it."""
    first, last = run[0].line, run[-1].line
    before = any(_top(tokens[j][0]) for j in range(first_body, first))
    between = any(_top(tokens[j][0]) for j in range(first + 1, last))
    return before and not between


def _after_top(run: list[_Hit], tokens: list, first_body: int) -> bool:
    """A read top unit stands before the run's first member: the run is (a list of) that unit's or its siblings'."""
    return any(_top(tokens[j][0]) for j in range(first_body, run[0].line))


def _bare(run: list[_Hit]) -> bool:
    """`Word 4` alone on every line, no sign, no text, and no rule reads its word elsewhere: as often a heading's
    number or a caption's as a level (`Section 4` alone is one where the text's `Section 1 - Definitions` is read)."""
    return not any(h.read or h.sign or h.rest for h in run)


def _holds_tops(run: list[_Hit], tokens: list) -> bool:
    """Units read as sections or bare numbers stand between the run's members (or after its last): it holds them."""
    own = {h.line for h in run}
    return any(tokens[j][0] and tokens[j][0][0].kind in ("section", "number")
               for j in range(run[0].line + 1, run[-1].line + 1) if j not in own)


def _decimals_held(run: list[_Hit], tokens: list) -> int:
    """How many members hold a decimal numbered from theirs right below them (`CLAUSE 2` over `2.1`): evidence too."""
    held = 0
    for h in run:
        nxt = next((tokens[j][0][0] for j in range(h.line + 1, min(h.line + 6, len(tokens))) if tokens[j][0]), None)
        held += nxt is not None and nxt.kind == "decimal" and nxt.value.split(".")[0] == str(h.value)
    return held


def _heads(run: list[_Hit], tokens: list) -> int:
    """How many members stand right above a unit a rule read under another keyword (`Part II: working conditions`
    over `Article 7: call-back pay`): a heading over the units it holds, evidence as a decimal held below is."""
    held = 0
    for h in run:
        nxt = tokens[h.line + 1][0] if h.line + 1 < len(tokens) else []
        held += bool(h.word and nxt and nxt[0].kind == "section" and nxt[0].keyword
                     and nxt[0].keyword.rstrip(".").casefold() != h.word.rstrip(".").casefold())
    return held


def _marker(h: _Hit, kind: str) -> Marker:
    printed = h.num if h.sign in (".", ":", "-") else f"{h.num}{h.sign}"  # labels drop a closing point or dash
    if not h.word and kind == "top":  # `FIRST: I direct ...` under no unit: the text's provisions
        return Marker("number", printed, str(h.value), label=printed, rest=h.rest, extra={"shape": True})
    if not h.word:  # `1/ contributing bank`: an item labelled as printed, the sequence reads the number
        return Marker("paren", printed, h.num, label=printed, rest=h.rest,
                      extra={"shape": True, "printed": printed})
    label = f"{h.word} {h.num}" if h.word not in "§¶" else f"{h.word}{h.num}"
    heading = h.rest if title_like(h.rest) and not re.search(r"[.;:]$", h.rest) else ""
    rest = "" if heading else h.rest
    extra = {"shape": True, **({"heading": heading} if heading else {})}
    if kind == "container":  # a sentence run on from its label (`Topic 2 – The members agree ...`) is its text
        return Marker("container", label, h.num, "level", label, heading or rest,
                      extra={**extra, **({"note": True} if rest else {})})
    return Marker("section", label, str(h.value), h.word, label, rest, extra=extra)


def _prefix_values(pres: list[str]) -> list[int] | None:
    """The prefixes' values as romans (`I`, `II`, `IV`) when they go up one at a time from the first in document
    order (a letter outline's `C.1`, `L.2` does not); None otherwise."""
    values = [roman_value(p) or 0 for p in pres]
    steps = list(zip(values, values[1:], strict=False))
    if all(values) and all(b in (a, a + 1) for a, b in steps) and any(b == a + 1 for a, b in steps):
        return values
    return None


def _prefixed(lines: list[Line], tokens: list) -> list[str]:
    """Unread lines `I.1 - Name` ... `II.1 - ...` whose roman prefix runs in sequence and whose figures
    run 1, 2, ... under each prefix: sections numbered by their parent's number, read as decimals valued in figures
    (`II.3` is `2.3`, labelled as printed) so they nest as `2.3` does under `ARTICLE 2`."""
    hits = [(i, m) for i, (ln, (mks, _)) in enumerate(zip(lines, tokens, strict=True))
            if not mks and (m := _PREFIXED.match(strip_noise(ln.text.strip())))]
    if not hits:
        return []
    values = _prefix_values([m.group("pre") for _, m in hits])
    if values is None:
        return []
    figures = [f"{v}.{m.group('num')}" for v, (_, m) in zip(values, hits, strict=True)]
    seen: set[str] = set()
    kept = []
    for (i, m), num in zip(hits, figures, strict=True):
        *head, last = num.split(".")
        before = ".".join([*head, str(int(last) - 1)])
        if last == "1" or before in seen:  # each number the first of its series or the next after one printed
            kept.append((i, m, num))
            seen.add(num)
    if sum(num.count(".") == 1 for _, _, num in kept) < MIN_MEMBERS:
        return []
    done = []
    for i, m, num in kept:
        printed = f"{m.group('pre')}.{m.group('num')}"
        mk = Marker("decimal", printed, num, label=printed, rest=m.group("rest"), extra={"shape": True})
        tokens[i] = ([mk], mk.rest)
        done.append(f"line {i + 1}: '{printed}' read as the decimal {num}: {len(kept)} lines number their sections "
                    f"by a prefix in sequence ({m.group('pre')}) and figures after it (no rule names the shape)")
    return done


def read(lines: list[Line], tokens: list) -> list[str]:
    """Read, in place, the unread lines whose shape the text shows to be a level (see the module); the reasons."""
    done = _prefixed(lines, tokens)
    by_key: dict[tuple[str, str, str], list[_Hit]] = {}
    for i, (ln, (mks, _)) in enumerate(zip(lines, tokens, strict=True)):
        h = _read_as_hit(i, mks) if mks else _read(i, strip_noise(ln.text.strip()))
        if h is not None:
            by_key.setdefault(h.key, []).append(h)
    for key in [k for k, hits in by_key.items() if any(h.read for h in hits)]:
        # a rule's readings (`Section 1 - Definitions`) and the unread lines of their word (`Section 4` alone) count
        # one series, whatever sign each prints
        for other in [k for k in by_key if k != key and k[:2] == key[:2]]:
            by_key[key] = sorted(by_key[key] + by_key.pop(other), key=lambda h: h.line)
    first_body = next((i for i, (mks, _) in enumerate(tokens) if mks), len(tokens))
    for key, hits in by_key.items():
        runs = _runs(hits)
        if sum(len(r) + _decimals_held(r, tokens) + _heads(r, tokens) for r in runs) < MIN_MEMBERS:
            continue
        for run in runs:
            inside = _inside_one_unit(run, tokens, first_body)
            if inside and key[0] or _bare(run):
                continue  # `Step One:` ... `Step Three:` inside 4.3: run-in labels of its text
            if not key[0]:
                kind = "item" if inside or _after_top(run, tokens, first_body) else "top"
            else:
                kind = "container" if _holds_tops(run, tokens) else "section"
            for h in run:
                if h.read or tokens[h.line][0]:
                    continue
                mk = _marker(h, kind)
                tokens[h.line] = ([mk], mk.rest)
                done.append(f"line {h.line + 1}: '{lines[h.line].text.strip()[:30]}' read as {mk.label}: "
                            f"{len(run)} lines of its word and numbering ({key[0] or 'no word'}, {key[1]}; its sign "
                            f"'{h.sign}') run in sequence, no rule names the shape ({kind})")
    return done
