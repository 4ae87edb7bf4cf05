"""Higher-level labels OCR spoiled beyond a look-alike (`THELET` for `TITLE I`, `PART TRENT` for `PART II. RENT`).

A short line in capitals, standing alone in the middle of the line, with a unit or its heading after it, is a
container of the kind its first word is, or is nearest to (an unknown word only: `PARTIES` stays a heading);
the builder gives it the next number of that kind. The repair is logged, so routing sends the chunk to review.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rapidfuzz.distance import Levenshtein

from ingest import lexicon
from ingest.scanned import read_by_ocr
from ingest.structure.headings import caps_line
from ingest.structure.jumps import INDENT_TOLERANCE, gap_text
from ingest.structure.markers import lower_title, parenthetical, read_line, roman_value
from schemas import Line

KEYWORDS = ("BOOK", "TITLE", "PART", "CHAPTER", "DIVISION", "ARTICLE")
MAX_WRONG = 0.5  # share of the letters of keyword + numeral that may be misread
CENTRE_SLACK = 0.12  # share of the text width the line's middle may stand off the page's middle
INDENT_MIN = 0.15  # share of the text width a centred line stands right of the left margin at least
COMMON = 3.0  # a word this common (Zipf) is meant as printed (`PARTIES`, `TITLES`); rarer ones may be spoiled


def container_word(text: str) -> tuple[str, str] | None:
    """(keyword, the rest of the line) when a short capital line names a container, spoiled or not; `PRELIMINARY
    TEPLE` gives (`TITLE`, `PRELIMINARY`): the preliminary level of its kind."""
    words = text.split()
    if len(words) == 2 and words[0] == "PRELIMINARY":
        kw = container_word(words[1])
        return (kw[0], "PRELIMINARY") if kw and not kw[1] else None
    if not 1 <= len(words) <= 4 or len(text) > 32 or not caps_line(text):
        return None
    first = words[0].strip(".:-–")
    if first in KEYWORDS:
        return first, " ".join(words[1:])
    if len(words) > 1 or not first.isalpha() or lexicon.common(first.lower(), COMMON):
        return None
    best: tuple[int, str] | None = None
    for kw in KEYWORDS:
        for spoiled in (kw, kw + "I"):  # the numeral glued on: `THELET` is nearest `TITLEI`
            d = Levenshtein.distance(first, spoiled)
            if d <= MAX_WRONG * len(spoiled) and (best is None or d < best[0]):
                best = (d, kw)
    return (best[1], "") if best else None


# A numeral OCR may have spoiled: roman letters and their look-alikes, or digits.
WORD_NUMBERS = ("ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE", "TEN", "ELEVEN", "TWELVE")
_NUMERAL = re.compile(r"^[IVXLCYTHJNl1|!]{1,6}\.?$|^\d{1,3}[A-Z]?\.?$|^(?:" + "|".join(WORD_NUMBERS) + r")$")
# `t`: an eroded I that kept one side of its top serif (`Part til` for Part III, harsh scans of Malaysian Bills)
_ROMAN_LOOKALIKE = str.maketrans({"l": "I", "1": "I", "|": "I", "!": "I", "J": "I", "T": "I", "t": "I", "Y": "V",
                                  "N": "X"})


def numbered_container(text: str) -> tuple[str, str] | None:
    """(keyword, numeral as printed) for a short line that is a container label with its keyword spoiled
    (`PAR T VI`, `FART VI`, `PAKT VI`, `Tide 1`): a word (or two run together) within a letter of a keyword,
    then a numeral-like token and nothing else. The numeral makes it a label even when the spoiled word is
    common (`Tide`); the builder still asks for a unit below it."""
    words = text.split()
    if not 2 <= len(words) <= 3 or len(text) > 24 or not _NUMERAL.match(words[-1]):
        return None
    first = "".join(words[:-1]).strip(".:-–").upper()
    if not first.isalpha() or not words[0][:1].isupper():
        return None
    if first == "PARTY":
        return None  # `Party 1` names a party to a deed
    rare = not lexicon.common(first.lower(), COMMON)
    for kw in KEYWORDS:
        d = Levenshtein.distance(first, kw)
        if d <= 1 or d == 2 and rare and len(kw) >= 5:
            # the keyword itself (`PART Y1`, `PAR T VI`) only reaches here with its numeral spoiled
            return kw, words[-1].rstrip(".")
    return None


def repair_numeral(raw: str) -> str | None:
    """`V1` -> `VI`, `Y1` -> `VI`... a spoiled roman numeral read through its look-alikes; digits stay digits;
    None when no well-formed numeral comes out (the builder then numbers the container by its siblings)."""
    if raw.isdigit():
        return raw
    fixed = raw.translate(_ROMAN_LOOKALIKE).upper()
    if re.fullmatch(r"[IVXLC]+", fixed) and not roman_value(fixed.lower()) and "L" in fixed:
        fixed = fixed.replace("L", "I")  # `IL`, `TL` (no numeral): an I's foot read as an L's
    return fixed if re.fullmatch(r"[IVXLC]+", fixed) and roman_value(fixed.lower()) else None


def centred(line: Line, page_lines: list[Line], indent_min: float = INDENT_MIN) -> bool:
    """The line stands in the middle of the text block, well right of its left margin (a heading's layout; a long
    heading spans more of the line, so a caller may ask for less room at the margin)."""
    xs0 = sorted(ln.bbox[0] for ln in page_lines)
    xs1 = sorted(ln.bbox[2] for ln in page_lines)
    if len(xs0) < 3:
        return False
    left, right = xs0[len(xs0) // 10], xs1[(len(xs1) * 9) // 10]
    width = right - left
    middle = (line.bbox[0] + line.bbox[2]) / 2
    return width > 0 and line.bbox[0] > left + indent_min * width \
        and abs(middle - (left + right) / 2) <= CENTRE_SLACK * width


# `$. If the purchaser ...`, `S. The Lessee ...`: a unit number OCR read as a sign or a letter or two, then the dot.
_SPOILED_NUMBER = re.compile(r"^(?P<tok>[$§&%|!?]{1,2}|[A-Za-z$§|!]{1,2}|[^\s\w(]{1,2}|[A-Z|!][0-9])[.,]\s+"
                             r"(?P<rest>[A-Z(\"“‘'].*)$")
# `H1.¢1) A person ...` (a Malaysian `11. (1) A person`): the first subsection glued on, its bracket spoiled or lost;
# spaced out before the number is judged.
_GLUED_FIRST = re.compile(r"^(?P<tok>\S{1,3}[.,])\s?[0¢©6CG({\[]?1[)\]]\s")


# `SIE (1) Section 3 of the principal Act ...`: a section number and its dot spoiled into capitals, its first
# subsection printed on its line.
_SPOILED_OVER_FIRST = re.compile(r"^(?P<tok>[A-Z$§|!]{1,3})\s+(?P<rest>\((?:1|a)\)\s+[A-Z].*)$")


def spoiled_number(text: str) -> tuple[str, str] | None:
    """(the spoiled token, the text after it) when a line opens like a numbered unit whose number OCR spoiled.
    Only the sequence can say which number it was (the builder: the one between its neighbours)."""
    text = _GLUED_FIRST.sub(r"\g<tok> (1) ", text.strip())
    m = _SPOILED_NUMBER.match(text) or _SPOILED_OVER_FIRST.match(text)
    if not m or m.group("tok").isdigit():
        return None
    return m.group("tok"), m.group("rest")


# `Chapter4 ‘The Bill of Rights`, `Part lt General Provisions ...`, `Chapter | Introduction`, `Part Vil — Offences`:
# a harsh scan's container heading line (`Chapter 4 — The Bill of Rights`) with the space after the keyword lost, the
# dash read as a quote, `t` or `|` or lost, and the numeral's strokes spoiled (`1` read `l` or `|`, `VII` read `Vil`).
_LABEL_LINE = re.compile(
    r"^(?P<kw>BOOK|Book|TITLE|Title|PART|Part|CHAPTER|Chapter|DIVISION|Division)\s?"
    r"(?P<num>\d{1,3}|[IVXLCivxlc|!]{1,6})(?:(?P<dash>t|\s?[‘’'~|]|\s?[-–—])\s*|\s+)(?P<head>(?![A-Z]$)[A-Z].*)$")
# (a lone capital after it is a numeral's last stroke, no heading: `Part ItL` is `Part III`, its heading below)
_ONE_LOOKALIKE = frozenset("l|!Ii")
ONE_WORDS = ("Chapter", "Part", "Division", "Title", "Book")


def _clean_numeral(value: str) -> bool:
    return value.isdigit() or bool(re.fullmatch(r"[IVXLC]{1,6}", value) and roman_value(value.lower()))


def repair_container_lines(lines: list[Line], tokens: list, digits: bool | None = None) -> None:
    """Rewrite, in place, the tokens of centred OCR'd lines that are container headings with a spoiled label
    (see `_LABEL_LINE`); a one read as `l`/`|` is `1` where the document's clean container labels are in digits
    (`Chapter 4`, `Part 2`), else `I`. The repair is marked `ocr_fixed` and its reason kept (the builder logs it)."""
    from ingest.structure.markers import Marker  # noqa: PLC0415 (markers imports nothing of this module)

    clean = [mks[0].value for mks, _ in tokens if mks and mks[0].kind == "container" and not mks[0].ocr_fixed
             and _clean_numeral(mks[0].value)]
    clean += [m.group("num") for ln in lines if (m := _LABEL_LINE.match(ln.text.strip())) and m.group("num").isdigit()]
    if digits is None:
        digits = sum(v.isdigit() for v in clean) > len(clean) / 2
    pages: dict[int, list[Line]] = {}
    for ln in lines:
        pages.setdefault(ln.page, []).append(ln)
    for i, ln in enumerate(lines):
        mks, m = tokens[i][0], _LABEL_LINE.match(ln.text.strip())
        if not m or not read_by_ocr(ln) or not centred(ln, pages[ln.page]):
            continue
        raw, head = m.group("num"), m.group("head").strip()
        if mks and not (mks[0].kind == "container" and (not _clean_numeral(mks[0].value)
                                                        or digits and raw in _ONE_LOOKALIKE)):
            continue  # read as printed (`Part | ...` read `Part I` in a document of roman Parts stays)
        if raw in _ONE_LOOKALIKE:
            value = "1" if digits else "I"
        else:
            value = raw if raw.isdigit() else (repair_numeral(raw) or "")
        if not value or not (m.group("dash") or not raw.isdigit() or m.start("num") == m.end("kw")):
            continue  # `Part 2 Rights ...` as printed: nothing spoiled, nothing to repair
        kw = m.group("kw")
        label = f"{kw} {value}"
        reason = f"'{ln.text.strip()[:40]}' read as {label} — {head[:30]}: a container heading with its label " \
            f"spoiled (space, dash or numeral strokes lost)"
        tokens[i] = ([Marker("container", m.group(0)[: m.start("head")].strip(), value, kw.lower(), label, head,
                             ocr_fixed=True, extra={"repaired": reason})], head)


# A digit and the letter a harsh scan reads for it (`5` / `S`): `ARTICLE 5S` is the 5 read twice, as `(bb)` for `(b)`.
_DIGIT_LOOKALIKE = {"5": "S", "0": "O", "8": "B", "2": "Z", "6": "G", "1": "Il"}


def repair_doubled_numbers(lines: list[Line], tokens: list) -> list[str]:
    """Rewrite, in place, a top label's number read twice, as its digit and the letter that looks like it (`ARTICLE
    5S` after `ARTICLE 4`, with no `ARTICLE 5` printed): an inserted `5S` can only follow a 5, so the sequence reads
    it 5. OCR'd lines only; logged (`repaired`, `review`); the reasons."""
    done: list[str] = []
    seen: dict[str, set[str]] = {}
    for mks, _ in tokens:
        if mks and mks[0].kind in ("section", "container") and mks[0].keyword:
            seen.setdefault(mks[0].keyword.lower(), set()).add(mks[0].value)
    last: dict[str, str] = {}
    for i, ln in enumerate(lines):
        mks = tokens[i][0]
        if not mks or mks[0].kind not in ("section", "container") or not mks[0].keyword:
            continue
        mk, kw = mks[0], mks[0].keyword.lower()
        m = re.fullmatch(r"(\d{1,3})([A-Z])", mk.value)
        before, last[kw] = last.get(kw), mk.value
        if not m or m.group(2) not in _DIGIT_LOOKALIKE.get(m.group(1)[-1], "") \
                or not read_by_ocr(ln) or m.group(1) in seen[kw] \
                or before is None or not before.isdigit() or int(before) + 1 != int(m.group(1)):
            continue
        why = f"'{mk.value}' read as {m.group(1)}: the number read twice, its digit and a letter like it, after " \
              f"{mk.keyword} {before}"
        mk.label, mk.value, mk.ocr_fixed = mk.label.replace(mk.value, m.group(1)), m.group(1), True
        mk.extra |= {"repaired": why, "review": True, "doubled": True}
        last[kw] = m.group(1)
        done.append(f"line {i + 1}: {why}")
    return done


def repair_glued_ones(lines: list[Line], tokens: list) -> list[str]:
    """Rewrite, in place, bare paragraph numbers a harsh scan read with a one glued on (`21 We say ...` for `2 I/We
    say ...`: Indian bank declarations open each numbered paragraph with the pronoun `I/We`, whose `I` the scan
    glues to the number and whose slash it loses; a speck after a number reads `1` the same way). A number ending in
    a one that, the one struck out, is the next of the run (or the one after, a number lost between) while the next
    number below goes on from it is that number: read as printed, `21`, `31`, `41` leap ahead and every number
    between falls under them. OCR'd lines only; logged (`repaired`, `review`); the reasons."""
    done: list[str] = []
    at = [i for i, (mks, _) in enumerate(tokens) if mks and mks[0].kind == "number" and mks[0].value.isdigit()]
    last: int | None = None
    glued = False  # the number before was read so: a run's last needs no number after it
    for k, i in enumerate(at):
        mk = tokens[i][0][0]
        v = mk.value
        nxt = tokens[at[k + 1]][0][0].value if k + 1 < len(at) else None
        want = int(v[:-1]) if len(v) >= 2 and v.endswith("1") else None
        if want is not None and last is not None and want in (last + 1, last + 2) and int(v) != last + 1 \
                and read_by_ocr(lines[i]) \
                and (nxt is None and glued or nxt is not None and {want + 1, want + 2}
                     & {int(nxt), int(nxt[:-1]) if len(nxt) >= 2 and nxt.endswith("1") else -1}):
            why = f"'{v}' read as {want}: a one glued to the number (a pronoun `I` or a speck), " + (
                f"{nxt} next" if nxt else "the last of a run so read") + (
                f"; {last + 1} not read" if want == last + 2 else "")
            mk.label = mk.label.replace(v, str(want), 1)
            mk.value, mk.ocr_fixed = str(want), True
            mk.extra |= {"repaired": why, "review": True, "series": True}  # the run is the series' evidence
            if want == last + 2:  # the number between was not read: its text stays above, the gap goes to routing
                mk.extra |= {"gap": gap_text((last, 0), (want, 0)), "why": why}
            done.append(f"line {i + 1}: {why}")
            last, glued = want, True
            continue
        glued = False
        last = int(v) if last is None or int(v) > last else last
    return done


def dash_lost(text: str) -> bool:
    """An introduction whose closing dash a harsh scan lost (`... a court shall—` read `a court shall`): the text
    stops on a word, its sentence unfinished (a thin dash is the first print erosion takes): a name (`... outside
    Nigeria`), a `c` read as a capital (`shall be paid Commencing`; the same scans' `Civil action`), or a parenthesis
    closed (`... excuse (the proof whereof shall lie on the person accused)`) stops it as well."""
    t = text.rstrip()
    return bool(re.search(r"\b[A-Za-z][a-z]+\)?$", t)) and len(t.split()) >= 3


def spoiled_lead(text: str) -> bool:
    """The line opens with what is left of a marker, not a word: `Gv the values ...`, `Qu itis ...`, `dv the
    nature ...`, `Gv) belong ...` (`(a)` on a harsh scan): a token of at most four characters holding a bracket or
    a digit, or letters that make no common word."""
    words = text.split()
    if len(words) < 2 or len(words[0]) > 4:
        return False
    tok = words[0]
    if re.search(r"[()\[\]{}\d©¢]", tok):
        return True
    if len(tok) <= 2:
        return tok.lower() not in SHORT_WORDS
    if _BRACKET_AS_G.match(tok) and words[1][:1].isupper():
        return True  # `Guo A description ...`: `(a)`, its brackets read `G` and `o`, before its sentence's capital
    return tok.isalpha() and not lexicon.common(tok.lower(), COMMON)


# `(a)`, `(i)`, `(iv)` on a harsh scan: the opening bracket read `G`/`Q`, the letter kept or read `u`/`t`, the
# closing bracket read as a letter (`Guo`, `Gti`, `Gvo`)
_BRACKET_AS_G = re.compile(r"^[GQ][utvi][a-z]$")
# `Ga)`, `Gu`, `GO`, `Gv)`, `GQ)`: a first `(a)` (or `(i)`) whose curved opening bracket a harsh scan read `G`/`Q`, its
# letter and closing bracket read as one or two signs (fresh15-17's harsh scans read most first items so)
_FIRST_AS_G = re.compile(r"^[GQ][a-zA-Z]{1,2}\)?$")


def first_read_as_g(text: str) -> bool:
    """The line opens with a first item's `(a)` read as `G` and a sign or two (`Ga) his full name:`, `GO he ...`)."""
    words = text.split()
    return len(words) >= 2 and bool(_FIRST_AS_G.match(words[0])) and words[1][:1].isalpha()


# English words of one or two letters (a statute's line may open with any of them); any other such token is spoiled.
SHORT_WORDS = frozenset("a i o am an as at be by do go he if in is it me my no of on or so to up us we".split())


# What is left of an item's bracketed marker on a harsh scan: `(ab`, `(¢)` (the opening bracket kept), or the
# opening bracket lost, `ib)`, `b>)`, `))`, `‘k)`, `bo)` (a token of at most three characters closed by `)`).
_HALF_SPOILED = re.compile(r"^[^\s(]{0,3}\)\s+\S")
# `‘k) Build ...`: an item whose opening bracket a harsh scan read as an opening quote (the builder asks that k is
# the open list's next letter before it takes it for an item, not a quoted insertion).
QUOTED_ITEM = re.compile(r"^[‘'`](?P<v>[a-z]{1,2})\)\s")
BRACKET_SHIFT = 12.0  # points: a marker whose opening bracket was lost starts up to this much right of its list's


def item_start(line: Line, xs: list[float]) -> str | None:
    """The letters of what opens the line when it stands where an item of a list whose items start at xs opens
    (`(hd` -> `hd`, `b>)` -> `b`, `))` -> ``), else None: a wrapped line or another list's marker."""
    text, shifts = line.text.strip(), [line.bbox[0] - x for x in xs]
    if parenthetical(text):
        return None  # `(if permitted under ... Section 3).`: a wrapped parenthetical, no marker
    if text.startswith(("(", "[", "{")) and any(abs(s) <= INDENT_TOLERANCE for s in shifts):
        return re.sub(r"[^a-z]", "", text[1:4].split(" ")[0].lower())
    if _HALF_SPOILED.match(text) and any(-INDENT_TOLERANCE <= s <= BRACKET_SHIFT for s in shifts):
        return re.sub(r"[^a-z]", "", text.split(" ")[0].lower())
    return None


# The container words a harsh scan spoils on a heading line (`‘art tl Preliminary`, `PARE LT PRELIMINARY`), with the
# levels between a Part and its sections (`Subdivision \ General`, `Subpart I`).
LABEL_WORDS = KEYWORDS + ("SUBDIVISION", "SUBPART")
LONG_HEADING_INDENT = 0.05  # a label line with its heading on it (`PART II — REGISTRATION OF ...`) spans more
_EDGE = "‘’'`\"“”*~_-–—.,:;"


_THIN = "IT"  # a keyword's letters that are one stroke (and a bar): the first a harsh scan blurs
_STEMS = "EFHPLIT1l|[]!"  # what a blurred stroke is read as: a letter with a stem, or a stroke


def _thin_letters_spoiled(kw: str, up: str) -> bool:
    """`TEELE`, `THIELE`, `TEPLE` for `TITLE`: a keyword two letters off where both edits are its thin letters (I,
    T) read as other letters with a stem (E, H, P, ...) or a stroke split in two, its first and last letters kept;
    `TABLE` (A and B for I and T) is not one. Labels only: the builder still asks the sequence."""
    if len(up) < 4 or not up.isalpha() or up[0] != kw[0] or up[-1] != kw[-1] or Levenshtein.distance(up, kw) != 2:
        return False
    for op in Levenshtein.editops(kw, up):
        if op.tag == "insert" and up[op.dest_pos] not in _STEMS:
            return False
        if op.tag == "replace" and (kw[op.src_pos] not in _THIN or up[op.dest_pos] not in _STEMS):
            return False
        if op.tag == "delete" and kw[op.src_pos] not in _THIN:
            return False
    return True


def spoiled_label(text: str) -> tuple[str, str, str, int] | None:
    """(keyword, numeral as read, heading, letters wrong in the keyword) for a line that opens like a container label
    a harsh scan spoiled: `‘art tl Preliminary` (`Part 1 — Preliminary`: the P lost, the numeral read `tl`, the dash
    lost), `PARE LT PRELIMINARY`, `PARTIE REGISTRATION ...` (the numeral glued on, the dash read `E`), `Part 2)
    Registration ...` (the dash read as a bracket), `Part a |`, `Subdivision \\ General`. The keyword is read
    through one wrong letter at most; up to two short tokens after it are the numeral, what follows is the heading
    (capitalised, or nothing). Only the builder's sequence can say which number it was."""
    words = text.split()
    if not 1 <= len(words) <= 12:
        return None
    first = words[0].strip(_EDGE).rstrip(")]}|\\")
    up = first.upper()
    found: tuple[str, str, int] | None = None
    for kw in LABEL_WORDS:
        if up == kw + "S":
            continue  # `PARTS`, `CHAPTERS`: plurals, not a label with a letter wrong or glued on
        if up == kw:
            found = (kw, "", 0)
        elif up.startswith(kw) and 1 <= len(up) - len(kw) <= 2 \
                and up not in ("PARTY", "PARTS"):
            found = found or (kw, first[len(kw):], 0)  # `PARTIE`, `PART2`: the numeral glued on
        elif len(up) >= 3 and Levenshtein.distance(up, kw) == 1 and up.isalpha():
            found = found or (kw, "", 1)
        elif _thin_letters_spoiled(kw, up):
            found = found or (kw, "", 2)  # `TEELE`, `THIELE`, `TEPLE`: TITLE's thin I and T blurred into stems
        elif (kw[0] + up).startswith(kw) and 1 <= len(up) + 1 - len(kw) <= 2 and len(words) <= 3 \
                and re.fullmatch(r"[lI|1!tTi]{1,2}", first[len(kw) - 1:]):
            found = found or (kw, first[len(kw) - 1:], 1)  # `-artl`, `arti`: the first letter lost, the numeral on
    if len(words) >= 3 and len(up) >= 3 and any(up == kw[1:] for kw in LABEL_WORDS) \
            and re.fullmatch(r"[lI|1!tTiHh]{1,3}:", words[1]) and lower_title(" ".join(words[2:])):
        # `art l: general` (`Part I: general`, a Treasury Board agreement's Part, its P lost, its title in lower
        # case after the colon)
        kw = next(kw for kw in LABEL_WORDS if up == kw[1:])
        return kw, words[1], " ".join(words[2:]), 1
    if found is None:
        return None
    kw, numeral, wrong = found
    rest = words[1:]
    tokens: list[str] = []
    while rest and len(tokens) < 2 and len(rest[0]) <= 3 and not (len(rest[0]) == 3 and rest[0].isalpha()
                                                                  and rest[0].isupper() and len(rest) == 1):
        tokens.append(rest.pop(0))
    heading = " ".join(rest).strip(_EDGE + " ")
    if heading and not heading[:1].isupper():
        return None
    return kw, (numeral + " " + " ".join(tokens)).strip(), heading, wrong


# `ee k)`, `eee |)`, `a ii)`: OCR read an item's opening bracket (with a speck beside it) as a few letters of low
# confidence, their box touching the marker's
_GLUED_BRACKET = re.compile(r"^(?:[a-z]{1,4}|[|!l])\)$")
BRACKET_READ_LOW = 0.6  # confidence under which such a token is the bracket misread, not a word


def repair_glued_brackets(lines: list[Line], tokens: list) -> list[str]:
    """Rewrite, in place, the tokens of OCR'd lines that open with a token of at most three letters read with low
    confidence, its box touching a half-bracketed marker (`ee k) the continental shelf;`): the token is the marker's
    opening bracket, so the line reads `(k) the continental shelf;` (the sequence still decides what `(k)` is)."""
    done = []
    for i, ln in enumerate(lines):
        words = ln.words
        if tokens[i][0] or len(words) < 3 or not read_by_ocr(words[0]) or len(words[0].text) > 3 \
                or not words[0].text.isalpha() or words[0].confidence >= BRACKET_READ_LOW \
                or not _GLUED_BRACKET.match(words[1].text) or words[1].bbox[0] - words[0].bbox[2] > 1.5:
            continue
        why = _reread(tokens, i, "(" + ln.text.strip()[len(words[0].text):].lstrip(), "paren",
                      lambda v, w=words: f"'{w[0].text} {w[1].text}' read as ({v}): the opening bracket read as "
                                         "letters")
        done += [f"line {i + 1}: {why}"] if why else []
    return done


def _reread(tokens: list, i: int, text: str, kind: str | None, why: Callable[[str], str]) -> str | None:
    """Line i's tokens read again from `text` (a repaired reading), when it opens with a marker (of `kind` if given):
    the marker set as repaired, the reason returned; None, and the tokens untouched, otherwise."""
    markers, rest = read_line(text)
    if not markers or kind is not None and markers[0].kind != kind:
        return None
    markers[0].ocr_fixed = True
    markers[0].extra["repaired"] = why(markers[0].value)
    tokens[i] = (markers, rest)
    return markers[0].extra["repaired"]


SPECK_READ_LOW = 0.3  # confidence under which a sign of one or two characters is a speck, not print


def repair_leading_specks(lines: list[Line], tokens: list) -> list[str]:
    """Rewrite, in place, the tokens of OCR'd lines that open with a sign of one or two characters read with very low
    confidence whose box overlaps the next word's (`5 1. Emergency preparedness`: a speck on the number's left edge
    read as a digit): the line reads without it when what follows is a marker (the sequence still decides it)."""
    done = []
    for i, ln in enumerate(lines):
        words = ln.words
        if tokens[i][0] or len(words) < 2 or not read_by_ocr(words[0]) or len(words[0].text) > 2 \
                or words[0].confidence >= SPECK_READ_LOW or words[0].bbox[2] <= words[1].bbox[0]:
            continue
        why = _reread(tokens, i, ln.text.strip()[len(words[0].text):].lstrip(), None,
                      lambda _, w=words: f"'{w[0].text}' before '{w[1].text}' left out: a speck on the marker's edge")
        done += [f"line {i + 1}: {why}"] if why else []
    return done
