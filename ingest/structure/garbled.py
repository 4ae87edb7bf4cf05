"""Higher-level labels OCR spoiled beyond a look-alike (`THELET` for `TITLE I`, `PART TRENT` for `PART II. RENT`).

A short line in capitals, standing alone in the middle of the line, with a unit or its heading after it, is a
container of the kind its first word is, or is nearest to (an unknown word only: `PARTIES` stays a heading);
the builder gives it the next number of that kind. The repair is logged, so routing sends the chunk to review.
"""

from __future__ import annotations

import re

from rapidfuzz.distance import Levenshtein

from ingest import lexicon
from ingest.structure.headings import caps_line
from ingest.structure.markers import roman_value
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
_ROMAN_LOOKALIKE = str.maketrans({"l": "I", "1": "I", "|": "I", "!": "I", "J": "I", "T": "I", "Y": "V", "N": "X"})


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


def centred(line: Line, page_lines: list[Line]) -> bool:
    """The line stands in the middle of the text block, well right of its left margin (a heading's layout)."""
    xs0 = sorted(ln.bbox[0] for ln in page_lines)
    xs1 = sorted(ln.bbox[2] for ln in page_lines)
    if len(xs0) < 3:
        return False
    left, right = xs0[len(xs0) // 10], xs1[(len(xs1) * 9) // 10]
    width = right - left
    middle = (line.bbox[0] + line.bbox[2]) / 2
    return width > 0 and line.bbox[0] > left + INDENT_MIN * width \
        and abs(middle - (left + right) / 2) <= CENTRE_SLACK * width


# `$. If the purchaser ...`, `S. The Lessee ...`: a unit number OCR read as a sign or a letter or two, then the dot.
_SPOILED_NUMBER = re.compile(r"^(?P<tok>[$§&%|!?]{1,2}|[A-Za-z$§|!]{1,2}|[^\s\w(]{1,2})[.,]\s+(?P<rest>[A-Z(\"“‘'].*)$")


# `SIE (1) Section 3 of the principal Act ...`: a section number and its dot spoiled into capitals, its first
# subsection printed on its line.
_SPOILED_OVER_FIRST = re.compile(r"^(?P<tok>[A-Z$§|!]{1,3})\s+(?P<rest>\((?:1|a)\)\s+[A-Z].*)$")


def spoiled_number(text: str) -> tuple[str, str] | None:
    """(the spoiled token, the text after it) when a line opens like a numbered unit whose number OCR spoiled.
    Only the sequence can say which number it was (the builder: the one between its neighbours)."""
    m = _SPOILED_NUMBER.match(text.strip()) or _SPOILED_OVER_FIRST.match(text.strip())
    if not m or m.group("tok").isdigit():
        return None
    return m.group("tok"), m.group("rest")
