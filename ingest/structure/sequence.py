"""The guessing layer: decide what a bracketed marker like `(i)` is from the lists open around it, with reasons."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from ingest.structure.jumps import INDENT_TOLERANCE
from ingest.structure.markers import (
    KRUTIDEV_ROMAN,
    LATIN_LOOKALIKES,
    NATIVE_LETTERS,
    NATIVE_LOOKALIKES,
    native_number_word,
    native_ordinals,
    native_places,
    nested_letter,
    nested_ordinals,
    roman_value,
    to_roman,
)

ORDINAL_WORDS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
# An ordinal is (n, insert): (3, 0) is the third item; (1, 1) is the first insert after item 1 ((aa), (1A)).
Ordinal = tuple[int, int]


@dataclass(frozen=True)
class Reading:
    """One way to read a marker: its list type, its place in the list, and the label to print."""

    type: str  # alpha | dalpha | talpha | roman | digit | ualpha | uroman | valpha (vowel letters inside letters)
    ordinal: Ordinal
    label: str
    penalty: float = 0.0  # OCR repair or an unusual form costs a little
    why: str = ""


@dataclass(frozen=True)
class Level:
    """An open list: its type, the last ordinal seen, and whether its last item announces children."""

    type: str
    last: Ordinal
    expects_children: bool = False
    x0: float | None = None  # where the level's last marker stood on the line, when indentation is telling
    form: str = ""  # how its items are printed: `dot` (`1.`), `paren` (`(1)`); "" when not known
    letters: str = ""  # the native alphabet its items are lettered in (`tamil`: `markers.NATIVE_LETTERS`); "" for Latin
    sublists: bool = False  # an earlier item of this list held a list of its own


@dataclass(frozen=True)
class Decision:
    """What the marker was decided to be: which level it continues (or opens), with the reason."""

    reading: Reading
    depth: int  # index in the open-level list; == len(levels) means a new level under the innermost item
    score: float
    reason: str


def readings(value: str, family: str) -> list[Reading]:
    """Every plausible reading of a bracketed value, including OCR misreads (`l` for `1`, `ili` for `iii`)."""
    out: list[Reading] = []
    v = value
    if re.fullmatch(r"\d{1,2}°", v):
        # `2. 1° Titles of nobility ...` / `2° No title ...`: the Constitution of Ireland's subsections under a
        # numbered section, civil-law codes' items (`1° ...;` / `2° ...;`): the sign says a figure of its own list,
        # never a roman numeral OCR read, nor the next item of a bracketed (1), (2) list it stands under
        return [Reading("degree", (int(v[:-1]), 0), f"({int(v[:-1])})")]
    if v.isdigit():  # native digits (`(१)`, `(௩)`) count as digits and print as they stand
        out.append(Reading("digit", (int(v), 0), f"({int(v)})" if v.isascii() else f"({v})"))
    elif m := re.fullmatch(r"(\d{1,3})([A-Z]{1,3})", v):  # `(3A)`, `(3DA)` inserted between `(3D)` and `(3E)`
        out.append(Reading("digit", (int(m.group(1)), insert_rank(m.group(2))), f"({v})", why="inserted number"))
    elif re.fullmatch(r"\d{1,3}\.\d{1,2}", v):  # Canada: `(3.1)` inserted after `(3)`, `(3.2)` after it
        out.append(Reading("digit", (int(v.split(".")[0]), decimal_rank(v.split(".")[1])), f"({v})",
                           why="inserted number"))
        return out
    elif re.fullmatch(r"[a-z]\.\d{1,2}", v):  # `(g.8)` inserted after `(g)`
        out.append(Reading("alpha", (ord(v[0]) - 96, decimal_rank(v[2:])), f"({v})", why="inserted paragraph"))
        return out
    elif m := re.fullmatch(r"([a-z])-?(\d{1,2})", v):  # `(a1)` (North Carolina), `(a-1)` (Texas) after `(a)`
        # `(i1)`, `(v1)`, `(x1)`, `(l1)` are as often OCR's `(ii)`, `(vi)`, `(xi)`, `(ll)` (a stroke read as `1`): the
        # inserted reading costs a little there, and the OCR readings below stay on offer for the sequence to choose
        confusable = m.group(1) in "ilvx" and m.group(2) == "1" and "-" not in v
        out.append(Reading("alpha", (ord(m.group(1)) - 96, decimal_rank(m.group(2))), f"({v})",
                           0.7 if confusable else 0.0, "inserted paragraph"))
        if not confusable:
            return out
    if inserted := _native_insert(v):  # `(৩ক)` after `(৩)`, `(কক)` after `(ক)`
        out.append(inserted)
    for n in native_ordinals(v):  # `(क)`, `(ক)`, `(அ)`, Kannada `(ಬಿ)`: the letters of those scripts, in order
        out.append(Reading("alpha", (n, 0), f"({v})"))
    for n in nested_ordinals(v):  # Bengali `(অ)` `(আ)` inside `(ক)`: a list of its own kind
        out.append(Reading("valpha", (n, 0), f"({v})"))
    if v in LATIN_LOOKALIKES:  # `(छ)` for `(v)`: the Devanagari model's reading of a Latin numeral
        latin = LATIN_LOOKALIKES[v]
        out.append(Reading("roman", (roman_value(latin) or 0, 0), f"({latin})", 0.6, f"OCR: ({v}) read for ({latin})"))
    typed = v.translate(KRUTIDEV_ROMAN)
    if typed != v and typed.isascii() and (r := roman_value(typed)):  # `(पप)`: `(ii)` typed in the KrutiDev font
        out.append(Reading("roman", (r, 0), f"({v})", 0.1, "roman numeral typed in the KrutiDev font"))
    alt = NATIVE_LOOKALIKES.get(v, "")
    for n in native_ordinals(alt):  # `(அ)` after `(அ)` is `(ஆ)`: the long vowel's sign lost
        out.append(Reading("alpha", (n, 0), f"({alt})", 0.6, f"OCR: ({v}) read for ({alt})"))
    word = native_number_word(v)
    if word:  # Marathi `(एक)`, `(दोन)`: items numbered in words, a list of their own kind
        return [*out, Reading("word", (word, 0), f"({v})")]
    if v.lower() in ORDINAL_WORDS:  # `First.`, `Second.`: a list numbered in words
        out.append(Reading("word", (ORDINAL_WORDS.index(v.lower()) + 1, 0), f"({v})"))
        return out
    if v.isalpha() and v.islower():
        _alpha_readings(v, family, out)
    if v.isalpha() and v.isupper():
        if len(v) == 1:
            out.append(Reading("ualpha", (ord(v) - 64, 0), f"({v})"))
        r = roman_value(v.lower())
        if r:
            out.append(Reading("uroman", (r, 0), f"({v})"))
    _ocr_readings(v, out)
    return out


def _native_insert(v: str) -> Reading | None:
    """Bangladesh Acts label what an amendment inserted with the letters of their clauses: `(৩ক)` `(৩খ)` after `(৩)`
    (the amending Acts' `নূতন উপ-ধারা (৪ক)`, `(২ক)`, `(১ক)` সন্নিবেশিত হইবে), `(কক)` after `(ক)` (`নূতন দফা (ডড)`
    after `(ড)`), as English `(3A)` and `(aa)`; the Hindi Foreigners Act's omitted `(कक)` so too."""
    head, letter = v[:-1], v[-1:]
    places = native_ordinals(letter)
    if not places or not head:
        return None
    if head.isdigit() and len(head) <= 3:
        rank = insert_rank(chr(64 + places[0])) if places[0] <= 26 else 0
        return Reading("digit", (int(head), rank), f"({v})", why="inserted number") if rank else None
    typed = v.translate(KRUTIDEV_ROMAN)
    if head == letter and not (typed.isascii() and roman_value(typed)):  # `(पप)`: `(ii)` typed in KrutiDev
        return Reading("alpha", (places[0], 1), f"({v})", why="inserted paragraph")
    return None


def _alpha_readings(v: str, family: str, out: list[Reading]) -> None:
    r = roman_value(v)
    # `(xlii)`, a form's running counter `(clxxi)`, `cxl)` after `cxxxix)`; not `(l)`, `(c)`, `(cc)`, `(ccc)`: a letter
    # doubled or tripled is a letter past `(z)` or `(zz)` (the US Social Security Act's definitions run `(aaa)`-`(lll)`)
    if r and (r < 40 or len(v) >= 4 or len(v) == 3 and len(set(v)) > 1):
        out.append(Reading("roman", (r, 0), f"({v})"))
    if len(v) == 1:
        out.append(Reading("alpha", (ord(v) - 96, 0), f"({v})"))
    elif len(v) == 2 and v[0] == v[1]:
        n = ord(v[0]) - 96
        out.append(Reading("dalpha", (n, 0), f"({v})"))  # (aa) as a deeper level (PH/US item)
        out.append(Reading("alpha", (26 + n, 0), f"({v})", why="after (z)"))
    elif len(v) == 3 and v[0] == v[1] == v[2]:  # `(aaa)` under `(bb)`: a level below the doubled letters (Malaysian
        # bills letter a fourth level so: D.R. 28/1995 4(1)(bb)(aaa)); weaker than a list going on past `(zz)` (the US
        # Social Security Act's `(aaa)`-`(lll)`)
        n = ord(v[0]) - 96
        out.append(Reading("talpha", (n, 0), f"({v})", 0.5, "a level below doubled letters"))
        out.append(Reading("alpha", (52 + n, 0), f"({v})", why="after (zz)"))
    if len(v) in (2, 3) and len(v) > 1:
        # Malaysian insertion: (aa)/(ab) after (a), (ba) after (b), (aaa) after (aa): same level as the base letter
        n, sub = ord(v[0]) - 96, ord(v[1]) - 96 + (1 if len(v) == 3 else 0)
        cost = 0.0 if family == "my_statute" else 1.0
        out.append(Reading("alpha", (n, sub), f"({v})", penalty=cost, why="inserted paragraph"))


def _ocr_readings(v: str, out: list[Reading]) -> None:
    """`(l)`/`(I)` may be a misread `(1)`; `(il)`, `(ili)`, `(1i)` misread romans. Repaired labels print clean."""
    if all(ch in "lI1O0o" for ch in v) and not v.isdigit():
        digits = v.replace("l", "1").replace("I", "1").replace("O", "0").replace("o", "0")
        if digits.isdigit() and int(digits) > 0:
            out.append(Reading("digit", (int(digits), 0), f"({int(digits)})", 0.5, "OCR: l/I read for 1"))
    if len(v) in (2, 3) and v[-1:].isupper() and v[:-1] and all(ch in "lI|" for ch in v[:-1]):
        # `(lA)`, `(IB)`: an inserted subsection `(1A)` whose one OCR read as a letter
        one = "1" * len(v[:-1])
        out.append(Reading("digit", (int(one), insert_rank(v[-1])), f"({one}{v[-1]})", 0.5, "OCR: l/I read for 1"))
    for digit in _LETTER_DIGIT.get(v, ""):  # `(S)` after `(7)` is `(8)`; `(G)` after `(5)` is `(6)`
        out.append(Reading("digit", (int(digit), 0), f"({digit})", 0.6, f"OCR: ({v}) read for ({digit})"))
    if "e" in v and len(v) >= 5 and all(ch in "ivxlce" for ch in v):
        # `exxxvii)`, `ecxxxviii)`, `(cexlviii)`, `(ccexlix)`: a running counter's `c` read as `e` (or `ce`, `ec`) by
        # OCR; only where the counter's sequence takes it, flagged (builder: 'numbering misread by OCR')
        # in a fixed order (a set's follows PYTHONHASHSEED, and a tie between the two then differs run to run)
        for fixed in dict.fromkeys((v.replace("e", "c"), v.replace("e", ""))):
            r = roman_value(fixed)
            if r and r >= 40:
                out.append(Reading("roman", (r, 0), f"({fixed})", 0.6, f"OCR: a roman counter's c read as e ({v})"))
    if len(v) == 2 and all(ch in "1lI|" for ch in v):  # `(11)` after `(hh)` is `(ii)`, after `(kk)` `(ll)`
        for letter in "il":
            if v != letter * 2:
                n = ord(letter) - 96
                out.append(Reading("alpha", (26 + n, 0), f"({letter * 2})", 0.6, f"OCR: ({v}) read for ({letter * 2})"))
                out.append(Reading("dalpha", (n, 0), f"({letter * 2})", 0.6, f"OCR: ({v}) read for ({letter * 2})"))
    for letter in _DIGIT_LETTER.get(v, ""):  # `(1)` between `(k)` and `(m)` is `(l)`; `(0)` after `(n)` is `(o)`
        out.append(Reading("alpha", (ord(letter) - 96, 0), f"({letter})", 0.6, f"OCR: ({v}) read for ({letter})"))
    if len(v) == 1 and v.isascii() and v.isalpha():  # `(b)` for `(B)`, `(C)` for `(c)`: OCR's case of a letter
        other = v.upper() if v.islower() else v.lower()
        out.append(Reading("ualpha" if v.islower() else "alpha", (ord(v.lower()) - 96, 0), f"({other})", 1.6,
                           f"OCR: ({v}) read for ({other})"))
    if v in _LOOKALIKE:  # `(q)` for `(g)`, `(c)` for `(e)`: only wins where the read letter cannot be right
        out.append(Reading("alpha", (ord(_LOOKALIKE[v]) - 96, 0), f"({_LOOKALIKE[v]})", 0.8, "OCR look-alike"))
    if v in ("l", "|"):
        out.append(Reading("alpha", (9, 0), "(i)", 0.5, "OCR: l read for the letter i"))
    if v == "|":  # a bare stroke is the letter l as much as an i or a one (`(|)` after `(k)`)
        out.append(Reading("alpha", (12, 0), "(l)", 0.5, "OCR: | read for the letter l"))
    if any(ch in "l1I|" for ch in v) and len(v) <= 5:
        fixed = v.replace("l", "i").replace("1", "i").replace("I", "i").replace("|", "i")
        r = roman_value(fixed) if fixed.islower() else None
        if r and fixed != v.lower():
            out.append(Reading("roman", (r, 0), f"({fixed})", 0.5, "OCR: l/1 read for i"))
    if re.fullmatch(r"[IVXl1|]{2,4}", v) and re.search(r"[IVX]", v) and re.search(r"[l1|]", v):
        # `Ill.`, `Il.`, `lV.`: a capital roman's stroke read as `l`, `1` or `|` (New Hampshire's RSA paragraphs)
        upper = re.sub(r"[l1|]", "I", v)
        if r := roman_value(upper.lower()):
            out.append(Reading("uroman", (r, 0), f"({upper})", 0.5, "OCR: l/1 read for I"))


_STROKES = str.maketrans({"t": "i", "l": "i", "1": "i", "|": "i", "!": "i", "j": "i"})
_LOOKALIKE = {"q": "g", "g": "q", "c": "e", "e": "c", "n": "h", "h": "n", "v": "y", "y": "v"}
# Letters OCR reads as digits or capitals: each is a reading the sequence may choose (never on shape alone).
_LETTER_DIGIT = {"S": "58", "s": "58", "B": "8", "G": "6", "b": "6", "Z": "2", "z": "2", "g": "9", "q": "9",
                 "L": "1"}  # harsh scans read a one as L (`Act L994`, `Act L906`, `(L) A person ...` for `(1)`)
_DIGIT_LETTER = {"1": "li", "0": "o", "5": "s", "I": "li", "O": "o", "S": "s", "6": "be", "9": "g", "7": "z"}


def follows(last: Ordinal, new: Ordinal) -> bool:
    """Does `new` come right after `last` in one list (allowing inserted items like (aa) or (1A))?"""
    if new == (last[0] + 1, 0):
        return True
    return new[0] == last[0] and new[1] > last[1]  # `(g.8)` after `(g)`: inserts may skip numbers (`(g.1)` repealed)


def gap_follows(last: Ordinal, new: Ordinal) -> bool:
    """One item skipped (an OCR-lost marker): weak evidence, used only when nothing else fits."""
    return new == (last[0] + 2, 0)


def options(rd: Reading, levels: list[Level], expected: str | None, resume: bool = False) -> list[Decision]:
    """Where this reading could go: continue an open level, or open a new level under the innermost item."""
    out: list[Decision] = []
    n = len(levels)
    for depth in range(n - 1, -1, -1):
        lv = levels[depth]
        if lv.type != rd.type:
            continue
        base = 3.0 if depth == n - 1 else 2.0 - 0.1 * (n - 1 - depth)
        if follows(lv.last, rd.ordinal):
            why = f"{rd.label} follows {_show(lv)} ({rd.type}{'; ' + rd.why if rd.penalty else ''})"
            out.append(Decision(rd, depth, base - rd.penalty, why))
        elif gap_follows(lv.last, rd.ordinal):
            out.append(Decision(rd, depth, base - 1.8 - rd.penalty, f"{rd.label} follows {_show(lv)} with a gap"))
    if rd.type not in {lv.type for lv in levels}:
        intro = n == 0 or levels[-1].expects_children
        if rd.ordinal == (1, 0):
            base = 3.5 if intro else 1.0
            why = "opens a list after an introduction" if intro else "opens a list without an introduction"
            bonus = 0.3 if rd.type == expected else 0.0
            out.append(Decision(rd, n, base + bonus - rd.penalty, f"{rd.label} {why} ({rd.type})"))
        elif rd.ordinal[1] == 0 and resume:
            # an excerpt, or earlier items lost to OCR: weak, used only when no other reading fits
            base = (0.6 if rd.ordinal[0] == 2 else 0.4) if intro else 0.2
            out.append(Decision(rd, n, base - rd.penalty, f"{rd.label} resumes a list whose first items are missing"))
    elif rd.ordinal == (1, 0) and levels[-1].type == rd.type and levels[-1].expects_children and not rd.penalty \
            and (levels[-1].last == (1, 0) or levels[-1].sublists):
        # `২। (১) ... এই আইনে-` / `(১) “এক্সিকিউটিভ ম্যাজিস্ট্রেট” অর্থ ...`: no list repeats its first number, so a first
        # item right after a first item that introduces a list opens a list of the same kind inside it (fresh9's
        # Bangladesh Land Crimes Act numbers its definitions so, under its sub-section (১)); so after any item that
        # introduces one when an earlier item of its list held a list of its own (a society constitution's `2. An
        # Amendment ... may be proposed by:` / `1. Any Active Member`, as item 1 held `1.`-`3.`); otherwise the
        # weighing of look-alikes stands (`B. The City agrees to:` read `8.` before `1.`)
        out.append(Decision(rd, n, 3.0, f"{rd.label} opens a list inside {_show(levels[-1])}, whose introduction it "
                                        "follows (a list never repeats its first number)"))
    return out


def _show(lv: Level) -> str:
    n, sub = lv.last
    if lv.type in ("roman", "uroman"):
        return f"({to_roman(n) if lv.type == 'roman' else to_roman(n).upper()})"
    if lv.type == "ualpha":
        return f"({chr(64 + n)})"
    if lv.type == "word":
        return f"({ORDINAL_WORDS[n - 1].title()})" if n <= len(ORDINAL_WORDS) else f"({n})"
    if lv.type == "valpha":
        return f"({value_of('valpha', lv.last)})"
    if lv.type in ("alpha", "dalpha", "talpha"):
        base = chr(96 + (n - 1) % 26 + 1) * (1 + (n - 1) // 26) if lv.type == "alpha" \
            else chr(96 + n) * (2 if lv.type == "dalpha" else 3)
        return f"({base}{chr(96 + sub) if sub else ''})"
    return f"({n}{insert_letters(sub) if sub else ''})"


def decimal_rank(digits: str) -> int:
    """Where a decimal insert stands among its siblings: Canada inserts `(b.1)` after `(b)`, then `(b.01)` between
    `(b)` and `(b.1)`, and `(b.11)` between `(b.1)` and `(b.2)` (the digits are a decimal fraction: `.01` < `.02` <
    `.1` < `.11` < `.2`), two places."""
    return int(digits.ljust(2, "0")[:2])


INSERT_BASE = 27  # an inserted number's letters as digits of this base, three places: `A` 729, `DA` 2943, `E` 3645


def insert_rank(letters: str) -> int:
    """Where an inserted number's letters put it among its siblings (`3D` < `3DA` < `3E`: letter by letter, as
    Singapore and Malaysia number a subsection inserted between `(3D)` and `(3E)` `(3DA)`). Up to three letters."""
    return sum((ord(c) - 64) * INSERT_BASE ** (2 - k) for k, c in enumerate(letters[:3]))


def insert_letters(rank: int) -> str:
    """The letters of an inserted number's rank (`insert_rank`'s inverse)."""
    out = ""
    for k in range(3):
        d = rank // INSERT_BASE ** (2 - k) % INSERT_BASE
        out += chr(64 + d) if d else ""
    return out


def apply(levels: list[Level], d: Decision, expects_children: bool = False) -> list[Level]:
    """The open levels after accepting decision `d` (pure: the builder does the same to its nodes)."""
    kept = list(levels[: d.depth])
    kept.append(Level(d.reading.type, d.reading.ordinal, expects_children,
                      letters=alphabet_of(d.reading.label, d.reading.ordinal[0])))
    return kept


def decide(value: str, levels: list[Level], family: str, expected: str | None,
           upcoming: list[str], expects: bool = False, resume: bool = False,
           x0: float | None = None, printed: bool = False, form: str = "") -> Decision | None:
    """Pick the best reading of `value`; ties are settled by how well the next marker then fits (lookahead).

    `expects` says whether this item's own text announces children (ends with ':' or a dash, or is a heading);
    `resume` allows a list to open past its first item (the unit has no children yet: an excerpt, a lost line);
    `printed`: the marker comes from a text layer, which keeps its markers (no OCR look-alike reading: `(b)` after
    `5.` is the letter b, never a `(6)`); `form`: how the marker is printed (`dot`, `paren`), so that a look-alike
    does not continue a list printed otherwise (OCR misreads a letter, not the brackets around it).
    """
    cands = [d for rd in readings(value, family) if not (printed and rd.why.startswith("OCR"))
             for d in options(rd, levels, expected, resume)]
    if form == "dot" and x0 is not None:
        cands += _nested_again(value, levels, x0)
    if not cands:
        return None
    if form:
        cands = [_across_forms(d, levels, form) for d in cands]
    if upcoming and len(cands) > 1:
        cands = [_with_lookahead(d, levels, family, upcoming[0], expects) for d in cands]
    if x0 is not None and len(cands) > 1:
        cands = [_with_indent(d, levels, x0) for d in cands]
    return max(cands, key=lambda d: d.score)


def _nested_again(value: str, levels: list[Level], x0: float) -> list[Decision]:
    """`a.` > `1.` > `a.` > `i.` (the Creative Commons legal code): dotted items may number a list with the letters
    of a list two levels up, told apart only by indentation. A first dotted item of a type open above (not the
    innermost list) opens a new level when it stands right of the innermost list's items; it costs a point, so a
    list of another type that fits (`(A)` after `(1)`) still wins where one does."""
    inner = levels[-1] if levels else None
    if inner is None or inner.x0 is None or x0 <= inner.x0 + INDENT_TOLERANCE:
        return []
    out = []
    for rd in readings(value, ""):
        if rd.ordinal == (1, 0) and not rd.penalty and rd.type != inner.type \
                and rd.type in {lv.type for lv in levels}:
            base = 3.5 if inner.expects_children else 1.0
            why = f"{rd.label} opens a list of the kind of a list above it, indented under its parent ({rd.type})"
            out.append(Decision(rd, len(levels), base - 1.0, why))
    return out


def _across_forms(d: Decision, levels: list[Level], form: str) -> Decision:
    """`(b)` after `1.`-`5.` under `(a)`: an OCR look-alike (`(6)`) that would continue a list printed in another form
    costs one point more; the letter as read (`(b)` after `(a)`) then wins where it fits."""
    own = levels[d.depth].form if d.depth < len(levels) else ""
    if not own or own == form or not d.reading.why.startswith("OCR"):
        return d
    return Decision(d.reading, d.depth, d.score - 1.0, f"{d.reason}; printed {form}, its list {own}")


def _with_indent(d: Decision, levels: list[Level], x0: float) -> Decision:
    """Indentation as evidence: a sibling stands where its list stands; a child list stands further right."""
    if d.depth < len(levels) and levels[d.depth].x0 is not None:
        same = abs(x0 - levels[d.depth].x0) <= INDENT_TOLERANCE  # type: ignore[operator]
        return Decision(d.reading, d.depth, d.score + (0.5 if same else -0.8),
                        f"{d.reason}; {'same' if same else 'other'} indent as its list")
    if d.depth == len(levels) and levels and levels[-1].x0 is not None:
        deeper = x0 > levels[-1].x0 + INDENT_TOLERANCE  # type: ignore[operator]
        return Decision(d.reading, d.depth, d.score + (0.5 if deeper else -0.8),
                        f"{d.reason}; {'indented' if deeper else 'not indented'} under its parent")
    return d


def repair(value: str, levels: list[Level], x0: float | None = None) -> Decision | None:
    """Last resort for a marker OCR garbled (`(hy)`, `(©)`, `()`, `(kh)`): if it contains the next item of an
    open list, or is no letter or digit at all, read it as that next item (innermost list first). With the line's
    x0 (OCR'd lines), a marker with nothing left to read (`()`) is the next item of the list standing at its indent
    when one does (`()` at the letters' indent after `(c)` > `(5)` is `(d)`, not `(6)`)."""
    v = value.lower()
    order = list(range(len(levels) - 1, -1, -1))
    if x0 is not None and not _word(v):
        at = [d for d in order if levels[d].x0 is not None and abs(x0 - levels[d].x0) <= INDENT_TOLERANCE]  # type: ignore[operator]
        order = at or order
    for depth in order:
        lv = levels[depth]
        nxt = (lv.last[0] + 1, 0)
        want = value_of(lv.type, nxt).lower()
        # `i.` after `i.`, `II.` after `II.`: the second's stroke lost (`ii`, `III`: New Hampshire's RSA paragraphs)
        stroke_lost = lv.type in ("roman", "uroman") and want == v + "i"
        strokes = lv.type == "roman" and v.translate(_STROKES) == want  # `(iit)` for `(iii)`
        if lv.type == "ualpha" and not value[:1].isupper():
            continue  # `(By)` holds the capital B; a lower-case `(b)` is the letters' own
        if (not _word(v) or want in v and len(v) <= len(want) + 1 or stroke_lost or strokes) \
                and lv.type in ("alpha", "dalpha", "roman", "digit", "ualpha") or stroke_lost:
            rd = _item(lv, nxt, "garbled marker")
            why = f"({value}) is garbled: read as {rd.label}, the next item after {_show(lv)}"
            return Decision(rd, depth, 0.3, why)
    return None


def _word(v: str) -> bool:
    """Letters or digits only, an Indic letter's vowel signs and marks with it (`হয়`: `str.isalnum` is False on
    the combining `়`): a Bengali word wrapped to a line's start before a `)` (`হয়) এবং” শব্দগুলি ...`) is a word,
    not a marker with nothing left to read. One letter with a sign (`কি`) stays a spoiled marker, as before."""
    if v.isalnum():
        return True
    return sum(c.isalnum() for c in v) >= 2 and v[0].isalnum() \
        and all(c.isalnum() or unicodedata.category(c)[0] == "M" for c in v)


def next_of_innermost(value: str, levels: list[Level], why: str) -> Decision:
    """The marker read as the next item of the innermost open list (a repair the builder has its reasons for)."""
    lv = levels[-1]
    nxt = (lv.last[0] + 1, 0)
    rd = _item(lv, nxt, "spoiled marker")
    return Decision(rd, len(levels) - 1, 0.3, f"({value}) read as {rd.label}, the next item after {_show(lv)}: {why}")


def bridge(value: str, levels: list[Level], upcoming: list[str], family: str, last: bool = False) -> Decision | None:
    """`(0)` after `(5)` with `(7)` next is `(6)`: a marker no reading fits, standing between an open list's last
    item and the item after next, is the item the sequence lacks (innermost list first). The look-ahead
    decides, not the shape; the repair is logged. A `(0)` that is the last marker before the next top unit (`last`)
    is the next item of the innermost open digit list: no list numbers from zero, so the list's next is its one
    reading (`(5)`, its items `(a)` `(b)`, `(0) The Board ...`, `13.`: (6))."""
    if last and value == "0":
        return _last_digit(levels)
    if not upcoming or len(value) > 3:
        return None
    for depth in range(len(levels) - 1, -1, -1):
        lv = levels[depth]
        nxt = (lv.last[0] + 1, 0)
        after = (lv.last[0] + 2, 0)
        if any(rd.type == lv.type and rd.ordinal == after for rd in readings(upcoming[0], family)):
            rd = _item(lv, nxt, "spoiled marker")
            why = f"({value}) fits no list: read as {rd.label}, between {_show(lv)} and ({upcoming[0]})"
            return Decision(rd, depth, 0.3, why)
    return None


def _last_digit(levels: list[Level]) -> Decision | None:
    """`(0)` read as the next item of the innermost open digit list, the last before a new top unit."""
    for depth in range(len(levels) - 1, -1, -1):
        lv = levels[depth]
        if lv.type == "digit":
            rd = _item(lv, (lv.last[0] + 1, 0), "spoiled marker")
            return Decision(rd, depth, 0.3, f"(0) fits no list: read as {rd.label}, the item after {_show(lv)}, "
                                            "the last before the next unit")
    return None


def alphabet_of(label: str, n: int) -> str:
    """The native alphabet a list item's label is the n-th letter of (`(அ)`, 1 -> `tamil`), or the zero of the native
    digits it is printed in (`(৩)` -> `০`); "" for any other label."""
    v = label.strip("()")
    if v.isdigit() and not v.isascii():
        return chr(ord(v[0]) - unicodedata.digit(v[0]))
    return next((name for name, place in native_places(v) if place == n), "")


def _item(lv: Level, ordinal: Ordinal, note: str) -> Reading:
    """The list's item at `ordinal`, as the list prints it: the reading a repair gives a marker (`note` says why)."""
    return Reading(lv.type, ordinal, f"({printed_item(lv, ordinal)})", 1.0, note)


def printed_item(lv: Level, ordinal: Ordinal) -> str:
    """How the list's item at `ordinal` is printed: in the list's own alphabet (a Tamil clause the sequence gives back
    between `(ஈ)` and `(ஊ)` is `(உ)`, not the Latin letter of its place, `(e)`) or digits (`(৩)`, not `(3)`), else as
    `value_of` says."""
    letters = NATIVE_LETTERS.get(lv.letters, "").split()
    n = ordinal[0]
    if lv.type == "digit" and lv.letters.isdigit() and not ordinal[1]:  # `(৩)` between `(২)` and `(৪)`
        return "".join(chr(ord(lv.letters) + int(c)) for c in str(n))
    return letters[n - 1] if lv.type == "alpha" and 0 < n <= len(letters) else value_of(lv.type, ordinal)


def value_of(kind: str, ordinal: Ordinal) -> str:
    """How an item of a list of this type is printed: alpha 8 -> `h`, roman 4 -> `iv`, dalpha 2 -> `bb`."""
    n = ordinal[0]
    if kind == "roman":
        return to_roman(n)
    if kind == "alpha":
        return chr(96 + (n - 1) % 26 + 1) * (1 + (n - 1) // 26)
    if kind == "dalpha":
        return chr(96 + n) * 2
    if kind == "talpha":
        return chr(96 + n) * 3
    if kind == "word" and n <= len(ORDINAL_WORDS):
        return ORDINAL_WORDS[n - 1].title()
    if kind == "ualpha":
        return chr(64 + (n - 1) % 26 + 1)
    if kind == "uroman":
        return to_roman(n).upper()
    if kind == "valpha":
        return nested_letter(n) or str(n)
    return str(n)


def first_like(value: str, kind: str) -> str:
    """The first item of a list whose second is printed `value`, in the same digits or alphabet (`২` -> `১`, `খ` ->
    `ক`, `b` -> `a`): a spoiled first item is labelled as its list prints it."""
    if value.isdigit() and not value.isascii():
        return chr(ord(value[0]) - unicodedata.digit(value[0]) + 1)
    alphabets = [name for name, place in native_places(value) if place == 2]
    return NATIVE_LETTERS[alphabets[0]].split()[0] if alphabets else value_of(kind, (1, 0))


def _with_lookahead(d: Decision, levels: list[Level], family: str, nxt: str, expects: bool) -> Decision:
    """The next marker's best fit after `d`. Where `d` is itself an OCR reading, a next marker that fits only as a
    misread too costs its penalty twice: two misreads in a row are rarer than one, so `B.` after `7.` whose own items
    open `1.` again (`B. Lake Oswego agrees to:` / `1. Operate ...`) is the letter list's B, not `8.` over an `(i)`."""
    after = apply(levels, d, expects)
    twice = 1.0 if d.reading.penalty else 0.0
    best = max((o.score - twice * o.reading.penalty for rd in readings(nxt, family) for o in options(rd, after, None)),
               default=0.0)
    return Decision(d.reading, d.depth, d.score + 0.8 * best, f"{d.reason}; next {_paren(nxt)} fits {best:.1f}")


def _paren(v: str) -> str:
    return f"({v})"
