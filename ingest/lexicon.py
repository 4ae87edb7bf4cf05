"""Lexical plausibility: is a token a word a reader would recognise? (OCR garbage mostly is not)."""

from __future__ import annotations

import re
from functools import lru_cache

from ingest.errors import MissingDependencyError

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
# The lexicon ships with the package (wordfreq's frequency lists), so a machine or image without a system
# word list judges text exactly as the development machine does. A word rarer than this (Zipf scale: 1.5 is
# about once in 30 million words) says more about noise in wordfreq's sources than about the language.
MIN_ZIPF = 1.5
# a rare form one OCR confusion away from a word this many Zipf points commoner is taken for a misread that
# wordfreq's scanned-book sources carried in ("tlie", "thc", "aud" for the, the, and)
MISREAD_GAP = 2.0


def words(lang: str = "en") -> frozenset[str]:
    """The lexicon of one language (ISO 639-1 code, e.g. "en"), lower-case; raises MissingDependencyError
    when it cannot be loaded, so a broken install stops at start instead of sending everything to review."""
    return _words(lang)


@lru_cache(maxsize=8)
def _words(lang: str) -> frozenset[str]:
    try:
        import wordfreq

        freqs = wordfreq.get_frequency_dict(lang, wordlist="best")
    except (ImportError, LookupError, OSError, ValueError) as err:
        raise MissingDependencyError(
            f"no word list for language {lang!r} ({type(err).__name__}: {err}); reinstall engross "
            "(`pip install engross`, which brings wordfreq and its data)") from err
    if not freqs:
        raise MissingDependencyError(f"the word list for language {lang!r} is empty; reinstall wordfreq")
    floor = 10 ** (MIN_ZIPF - 9)  # Zipf = 9 + log10(frequency)
    kept = {w for w, f in freqs.items() if f >= floor}
    return frozenset(w.removesuffix("'s") for w in kept - _misreads(freqs, floor))


def _misreads(freqs: dict[str, float], floor: float) -> set[str]:
    """Listed forms that one OCR confusion makes from a word MISREAD_GAP Zipf points commoner. Walks from the
    common words outwards (few of them), not from every rare one."""
    ratio = 10**MISREAD_GAP
    out = set()
    for word, freq in freqs.items():
        if freq < floor * ratio:
            break  # the dict is in descending frequency: no commoner words left
        for wrong, right in CONFUSIONS:
            start = word.find(right)
            while start != -1:
                variant = word[:start] + wrong + word[start + len(right):]
                if floor <= freqs.get(variant, 0.0) <= freq / ratio:
                    out.add(variant)
                start = word.find(right, start + 1)
    return out


@lru_cache(maxsize=1)
def wordlist() -> frozenset[str]:
    """The English lexicon plus the legal vocabulary above."""
    return words("en") | frozenset(EXTRA_WORDS)


def require() -> None:
    """Load the lexicon now (at start: a missing one fails loudly here; a worker's pool inherits it loaded)."""
    wordlist()


_TOKEN = re.compile(r"^[\W_]*(.*?)[\W_]*$")
_ALPHA = re.compile(r"^[A-Za-z][A-Za-z'\-]*$")
_MARKER = re.compile(r"^\(?([0-9]+|[a-zA-Z]{1,2}|[ivxlcdm]+)\)?[.:]?$", re.IGNORECASE)
_CODE = re.compile(r"^([A-Z]{1,4}\d+[A-Z]{0,2}|\d+[A-Z]{1,3})$")  # N3, A1754, 12A, 4B
_CURRENCY = re.compile(r"^(PhP|Php|PHP|Rs\.?|RM|INR|USD|US\$|\$|₹)\s?\d[\d,]*(\.\d+)?$")
_CITATION = re.compile(r"^\d+[A-Z]?(\([a-z0-9]{1,4}\))+$")  # 4(c)(4), 12A(1)(b): a provision, not noise
_NUMBERISH = re.compile(r"^[\d.,/\-:%()Rs₹$]+$")


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
