"""Lexical plausibility: is a token a word a reader would recognise? (OCR garbage mostly is not)."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

WORDLIST_PATHS = (Path("/usr/share/dict/words"), Path("/usr/share/dict/american-english"))
# legal and Indian/Philippine property vocabulary the general wordlist lacks
EXTRA_WORDS = """
aforesaid herein hereinafter hereunder hereto thereof therein thereto thereunder whereof whereas
vendor vendee vendors vendees mortgagor mortgagee lessor lessee encumbrance encumbrances annexure annexures
sq ft sqft rs no nos sec secs subsection subsections cybercrime cybersquatting computer-related
tehsil taluk taluka mandal patta khata survey sy panchayat sub-registrar registrar stamp
hectares acres guntas cents ares biswa marla kanal
republic philippines congress enacted implementing separability effectivity repealing penal
prision correccional reclusion perpetua temporal arresto menor mayor
""".split()

_TOKEN = re.compile(r"^[\W_]*(.*?)[\W_]*$")
_ALPHA = re.compile(r"^[A-Za-z][A-Za-z'\-]*$")
_MARKER = re.compile(r"^\(?([0-9]+|[a-zA-Z]{1,2}|[ivxlcdm]+)\)?[.:]?$", re.IGNORECASE)
_CODE = re.compile(r"^([A-Z]{1,4}\d+[A-Z]{0,2}|\d+[A-Z]{1,3})$")  # N3, A1754, 12A, 4B
_CURRENCY = re.compile(r"^(PhP|Php|PHP|Rs\.?|RM|INR|USD|US\$|\$|₹)\s?\d[\d,]*(\.\d+)?$")
_CITATION = re.compile(r"^\d+[A-Z]?(\([a-z0-9]{1,4}\))+$")  # 4(c)(4), 12A(1)(b): a provision, not noise
_NUMBERISH = re.compile(r"^[\d.,/\-:%()Rs₹$]+$")


@lru_cache(maxsize=1)
def wordlist() -> frozenset[str]:
    words: set[str] = set(EXTRA_WORDS)
    for path in WORDLIST_PATHS:
        if path.is_file():
            words.update(w.strip().lower().removesuffix("'s") for w in path.read_text(errors="ignore").split())
            break
    return frozenset(words)


def core(token: str) -> str:
    """The token without surrounding punctuation."""
    match = _TOKEN.match(token)
    return match.group(1) if match else token


def is_odd(token: str) -> bool:
    """Character mixes print does not make: letters glued to digits, stray symbols, non-ASCII junk."""
    if "(cid:" in token:
        return True  # a glyph the PDF's font could not map to a character
    t = core(token)
    if _CURRENCY.match(t) or _CITATION.match(token.strip(".,;:")):
        return False
    if not t or _NUMBERISH.match(t) or _MARKER.match(token):
        return False
    segments = [seg for seg in re.split(r"[/\-.:]", t) if seg]
    if len(segments) > 1 and all(seg.isalpha() or seg.isdigit() or _CODE.match(seg) for seg in segments):
        return False  # reference numbers: TR/1946/62033, EC-2019-004512, N3/323/49
    has_alpha = any(c.isalpha() for c in t)
    has_digit = any(c.isdigit() for c in t)
    odd_chars = sum(1 for c in t if not (c.isalnum() or c in "'-.,/&()"))
    if has_alpha and has_digit and not re.match(r"^\d+(st|nd|rd|th|[A-Z]{0,2})$", t) \
            and not re.match(r"^[A-Z]{1,4}\d+$", t):
        return True
    return odd_chars > 0 or any(ord(c) > 127 and c not in "₹–—‘’“”" for c in t)


def is_known(token: str) -> bool | None:
    """True/False for an alphabetic word of 3+ letters; None when the token says nothing (numbers, markers)."""
    t = core(token)
    if len(t) < 3 or not _ALPHA.match(t):
        return None
    if t.isupper() and len(t) <= 5:
        return None  # acronyms (PDF, RERA, NOC) say nothing either way
    lower = t.lower()
    words = wordlist()
    if lower in words:
        return True
    parts = [p for p in re.split(r"[-']", lower) if p]
    if len(parts) > 1 and all(p in words or len(p) < 3 for p in parts):
        return True
    # plural/inflected forms the list may lack
    for suffix in ("s", "es", "ed", "ing", "ly", "d"):
        if lower.endswith(suffix) and lower[: -len(suffix)] in words:
            return True
    if _ocr_misread_of_word(lower):
        return False  # "sectlon" is "section" misread, not a name
    name = re.split(r"'", t)[-1]
    return name[:1].isupper() and name[1:].islower() and len(name) >= 4 and _plausible_name(name.lower())


# Tesseract's usual confusions: the misread on the left, what print had on the right
CONFUSIONS = (("l", "i"), ("i", "l"), ("1", "l"), ("0", "o"), ("rn", "m"), ("vv", "w"), ("cl", "d"), ("li", "h"),
              ("ii", "n"), ("c", "e"), ("e", "c"), ("t", "f"), ("f", "t"), ("u", "n"), ("n", "u"))


def _ocr_misread_of_word(lower: str) -> bool:
    words = wordlist()
    for wrong, right in CONFUSIONS:
        start = lower.find(wrong)
        while start != -1:
            if lower[:start] + right + lower[start + len(wrong):] in words:
                return True
            start = lower.find(wrong, start + 1)
    return False


def _plausible_name(lower: str) -> bool:
    # proper names (parties, places) are not in the list; accept pronounceable ones
    vowels = sum(1 for c in lower if c in "aeiouy")
    return 0.2 <= vowels / len(lower) <= 0.8 and not re.search(r"(.)\1\1", lower)


def plausibility(tokens: list[str]) -> float:
    """Share of judgeable tokens that are known words and not odd; 1.0 when nothing can be judged."""
    judged = good = 0
    for token in tokens:
        known = is_known(token)
        odd = is_odd(token)
        if known is None and not odd:
            continue
        judged += 1
        good += bool(known) and not odd
    return good / judged if judged else 1.0
