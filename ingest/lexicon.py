"""Lexical plausibility: is a token a word a reader would recognise? (OCR garbage mostly is not)."""

from __future__ import annotations

import hashlib
import logging
import math
import os
import re
import subprocess
import tempfile
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache
from pathlib import Path

from ingest import languages as langs
from ingest.errors import MissingDependencyError

log = logging.getLogger(__name__)

# legal and Indian/Philippine property vocabulary the general wordlist lacks (allottee: the buyer of a unit,
# a defined term of India's Real Estate (Regulation and Development) Act 2016, s. 2(d), so of every state's
# model agreement for sale under it, and of share allotments under the Companies Act 2013)
EXTRA_WORDS = """
aforesaid herein hereinafter hereunder hereto thereof therein thereto thereunder whereof whereas
vendor vendee vendors vendees vide mortgagor mortgagee lessor lessee encumbrance encumbrances annexure annexures
sq ft sqft rs no nos sec secs subsection subsections cybercrime cybersquatting computer-related
tehsil taluk taluka mandal patta khata survey sy panchayat sub-registrar registrar stamp
hectares acres guntas cents ares biswa marla kanal
republic philippines congress enacted implementing separability effectivity repealing penal
prision correccional reclusion perpetua temporal arresto menor mayor
allottee allottees
""".split()
# The lexicon ships with the package (wordfreq's frequency lists), so a machine or image without a system
# word list judges text exactly as the development machine does. A word rarer than this (Zipf scale: 1.5 is
# about once in 30 million words) says more about noise in wordfreq's sources than about the language.
MIN_ZIPF = 1.5
# a rare form one OCR confusion away from a word this many Zipf points commoner is taken for a misread that
# wordfreq's scanned-book sources carried in ("tlie", "thc", "aud" for the, the, and)
MISREAD_GAP = 2.0
# what a sentence (or a clause of a list) ends with; a line ending otherwise runs on to the next line
SENTENCE_END = (".", ";", ":", "?", "!", "—", "”", '"', ")", "।", "॥")  # danda, double danda: Indic full stops


def words(lang: str = "en") -> frozenset[str]:
    """The lexicon of one language (ISO 639-1 code, e.g. "en"), lower-case; raises MissingDependencyError
    when it cannot be loaded, so a broken install stops at start instead of sending everything to review."""
    return _words(lang)


@lru_cache(maxsize=8)
def _words(lang: str) -> frozenset[str]:
    return _load_words(lang)


def _load_words(lang: str) -> frozenset[str]:
    """Built once per machine and kept as plain text in the temp folder: building it (wordfreq's whole list
    read, the misreads walked) costs ~0.4 s of every start, reading the kept list back ~0.03 s."""
    return _kept(f"wordfreq-{lang}", (lang, MIN_ZIPF, MISREAD_GAP, CONFUSIONS), lambda: _build_words(lang))


def common(word: str, zipf: float, lang: str = "en") -> bool:
    """`wordfreq.zipf_frequency(word, lang) >= zipf`, answered for a lower-case ASCII English word from a list kept
    like the lexicon (wordfreq's import and its list cost ~0.3 s of the process that first asks)."""
    if lang != "en":
        from wordfreq import zipf_frequency

        return zipf_frequency(word, lang) >= zipf
    if word.isascii() and word == word.lower():
        if word.isalpha():
            return word in _common_words(zipf)
        parts = [p for p in word.split("-") if p]
        if parts and all(p.isalpha() for p in parts):
            return _common_compound(parts, zipf)
    from wordfreq import zipf_frequency

    return zipf_frequency(word, "en") >= zipf


def _common_compound(parts: list[str], zipf: float) -> bool:
    """A hyphenated word (`non-payment`) as wordfreq judges it: the hyphens split it into tokens whose
    frequencies combine as 1/f = 1/f1 + 1/f2 ..., rounded to 3 digits and the Zipf value to 2 decimals. So it
    is never commoner than its rarest part: with a part under the threshold it is under it too; else the
    kept frequencies of its (common) parts give wordfreq's own figure."""
    if any(p not in _common_words(zipf) for p in parts):
        return False
    freqs = _common_freqs(zipf)
    one_over = 0.0
    for part in parts:
        one_over += 1.0 / freqs[part]
    freq = 1.0 / one_over
    freq = round(freq, math.floor(-math.log(freq, 10)) + 3)
    return round(math.log(freq, 10) + 9, 2) >= zipf


@lru_cache(maxsize=4)
def _common_freqs(zipf: float) -> dict[str, float]:
    """wordfreq's frequency of each word of _common_words(zipf), kept like it (exact: written as repr)."""
    def build() -> frozenset[str]:
        from wordfreq import get_frequency_dict

        freqs = get_frequency_dict("en", wordlist="best")
        return frozenset(f"{w}\t{freqs[w]!r}" for w in _common_words(zipf))

    lines = _kept(f"common-freq-en-{zipf}", ("common-freq", zipf), build)
    return {w: float(f) for w, _, f in (line.partition("\t") for line in lines if line)}


@lru_cache(maxsize=4)
def _common_words(zipf: float) -> frozenset[str]:
    def build() -> frozenset[str]:
        from wordfreq import get_frequency_dict, zipf_frequency

        # wordfreq rounds a frequency to 3 digits and the Zipf value to 2 decimals: a word up to ~1.2% rarer
        # than the threshold may still reach it, so each candidate near it is asked the way callers asked
        floor = 10 ** (zipf - 9) / 1.02
        out = set()
        for w, f in get_frequency_dict("en", wordlist="best").items():
            if f < floor:
                break  # the dict is in descending frequency
            if w.isascii() and w.isalpha() and zipf_frequency(w, "en") >= zipf:
                out.add(w)
        return frozenset(out)

    return _kept(f"common-en-{zipf}", ("common", zipf), build)


def _kept(name: str, made_from: object, build: Callable[[], frozenset[str]]) -> frozenset[str]:
    """A word set built once per machine and kept in the temp folder, under a name that says what it was
    built from (with the wordfreq it came from); built as before wherever it cannot be kept."""
    cache = _cache_file(name, made_from)
    if cache is not None and cache.exists():
        try:
            return frozenset(cache.read_text(encoding="utf-8").split("\n"))
        except OSError:
            pass
    built = build()
    if cache is not None:
        try:
            cache.parent.mkdir(parents=True, exist_ok=True)
            tmp = cache.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_text("\n".join(sorted(built)), encoding="utf-8")
            os.replace(tmp, cache)  # whole or not at all: a parallel process may read it
        except OSError:
            pass  # a read-only temp folder: build it each time, as before
    return built


def _cache_file(name: str, made_from: object) -> Path | None:
    """Where a built word set is kept: named by everything it is built from (the wordfreq that would be
    imported, by place and version, and `made_from`: the thresholds, the confusions), so a change to any of
    them builds it anew, and a broken or missing wordfreq still fails at start."""
    try:
        from importlib.metadata import version
        from importlib.util import find_spec

        spec = find_spec("wordfreq")  # finds, does not import
        origin = Path(spec.origin) if spec and spec.origin else None
        if origin is None:
            return None
        key = repr((str(origin), origin.stat().st_mtime_ns, version("wordfreq"), made_from)).encode()
    except Exception:  # noqa: BLE001 - no package metadata: no cache, the list is built as before
        return None
    digest = hashlib.sha256(key).hexdigest()[:16]
    return Path(tempfile.gettempdir()) / f"engross-words-{os.getuid()}" / f"{name}-{digest}.txt"


def _build_words(lang: str) -> frozenset[str]:
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
    """The English lexicon plus the legal vocabulary above (loaded afresh, not through `words("en")`: keeping
    both sets cost 8 MB of every process that judges English)."""
    return _load_words("en") | frozenset(EXTRA_WORDS)


@lru_cache(maxsize=16)
def vocabulary(code: str) -> frozenset[str]:
    """The word list of a language by its Tesseract code (NFC, lower-case), loaded on first use only: a
    document in English never pays for Tamil. wordfreq's list where it has one, joined with the word list
    inside the language's traineddata (the only list for Marathi, Kannada and Telugu, which wordfreq lacks)."""
    if code == "eng":
        return wordlist()
    lang = langs.LANGUAGES.get(code)
    # the language's own traineddata: a script model's list mixes every language of the script
    found: set[str] = set(_tesseract_words(code))
    if lang and lang.wordfreq:
        found |= words(lang.wordfreq)
    if lang and lang.hunspell:
        stems = _hunspell_words(lang.hunspell)
        if not stems:  # said once per process (this list is cached): the routing of this language is worse
            log.warning(hunspell_warning([lang.code]))
        found |= set(stems)
    if not found:
        raise MissingDependencyError(f"no word list for language {code!r}: neither wordfreq nor its Tesseract "
                                     f"traineddata has one (install tesseract-ocr-{code})")
    return frozenset(spelled(unicodedata.normalize("NFC", w).lower()) for w in found)


# zero-width (non-)joiners go; Tamil's au vowel is drawn as o + LLA and written either way (`ஔவை`, `ஒளவை`): one form
_SPELLING = str.maketrans(dict.fromkeys(langs.JOINERS, None) | {"\u0b94": "\u0b92\u0bb3"})


def spelled(word: str) -> str:
    """A word as a list and a page are compared: without zero-width (non-)joiners (a traineddata list writes one
    after a final virama, Tamil's spells a third of its words `ஆள்பவன்` + ZWNJ, or inside a word, Telugu `ఇన్‌పుట్`,
    which OCR's words mostly lack; the letters are the word), Tamil `ஔ` as `ஒள`."""
    return word.translate(_SPELLING)


def _tesseract_words(model: str) -> list[str]:
    """The word list a traineddata carries (its LSTM dictionary), unpacked with Tesseract's own tools
    (combine_tessdata, dawg2wordlist; in Debian's tesseract-ocr) once and kept in the temp folder (1-2 s
    a language otherwise). [] when either is missing."""
    from ingest.ocr.engine import tessdata_dir

    try:
        data = Path(tessdata_dir()) / f"{model}.traineddata"
        if not data.exists():
            return []
        stat = data.stat()
        cache = Path(tempfile.gettempdir()) / f"engross-words-{os.getuid()}" / f"{model}-{stat.st_size}-" \
            f"{int(stat.st_mtime)}.txt"
        if not cache.exists():
            cache.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.TemporaryDirectory() as tmp:
                # -e writes each named component, known by its suffix; dawg2wordlist spells the dictionary out
                subprocess.run(["combine_tessdata", "-e", str(data), f"{tmp}/x.lstm-unicharset",
                                f"{tmp}/x.lstm-word-dawg"], check=True, capture_output=True, timeout=120)
                subprocess.run(["dawg2wordlist", f"{tmp}/x.lstm-unicharset", f"{tmp}/x.lstm-word-dawg",
                                f"{tmp}/words.txt"], check=True, capture_output=True, timeout=120)
                os.replace(f"{tmp}/words.txt", cache)  # whole or not at all: a parallel page process may read it
        return cache.read_text(encoding="utf-8").split()
    except (OSError, subprocess.SubprocessError, MissingDependencyError):
        return []


HUNSPELL_DIR = Path("/usr/share/hunspell")  # where Debian's hunspell-* packages put their dictionaries


def _hunspell_words(locale: str) -> list[str]:
    """The words of a Hunspell dictionary (`te_IN.dic`: a count, then one word a line, `/flags` after it when the
    language has affix rules; the stems alone are taken, which the stem-and-ending rule extends). [] when the
    dictionary is not installed (a machine without `hunspell-te` judges by the other lists, as before)."""
    try:
        lines = (HUNSPELL_DIR / f"{locale}.dic").read_text(encoding="utf-8").split("\n")[1:]
    except OSError:
        return []
    return [w for line in lines if (w := line.split("/")[0].strip())]


def missing_hunspell(codes: Iterable[str]) -> list[str]:
    """The languages among `codes` whose Hunspell dictionary (`Language.hunspell`) is not installed."""
    return [code for code in codes if (lang := langs.LANGUAGES.get(code)) and lang.hunspell
            and not (HUNSPELL_DIR / f"{lang.hunspell}.dic").is_file()]


def hunspell_warning(codes: list[str]) -> str:
    """What to say when a language's Hunspell dictionary is missing: it is judged by its other lists alone."""
    names = ", ".join(langs.LANGUAGES[c].name for c in codes)
    packages = " ".join(f"hunspell-{langs.LANGUAGES[c].hunspell.split('_')[0]}" for c in codes)  # type: ignore[union-attr]
    return (f"Hunspell dictionary missing for {names} (not in {HUNSPELL_DIR}): its text is judged by the "
            f"traineddata's word list alone and more of its correct chunks go to review; install it "
            f"(`sudo apt-get install {packages}`; scripts/setup.sh and the Dockerfile do)")


def require() -> None:
    """Load the lexicon now (at start: a missing one fails loudly here; a worker's pool inherits it loaded)."""
    wordlist()


_ALPHA = re.compile(r"^[A-Za-z][A-Za-z'\-]*$")
_MARKER = re.compile(r"^\(?([0-9]+|[a-zA-Z]{1,2}|[ivxlcdm]+)\)?[.:]?$", re.IGNORECASE)
_CODE = re.compile(r"^([A-Z]{1,4}\d+[A-Z]{0,2}|\d+[A-Z]{1,3})$")  # N3, A1754, 12A, 4B
_CURRENCY = re.compile(r"^(PhP|Php|PHP|Rs\.?|RM|INR|USD|US\$|\$|₹)\s?\d[\d,]*(\.\d+)?$")
# a section inserted between two others, as Malaysian bills print it (`69b`, `81f`): two or more digits (so that `0f`,
# a word's letters read as digits, stays odd) and not a letter Tesseract writes for a digit (`198l` for 1981, `100o`)
_SUFFIX = "[a-fhjkmnprt-y]"
_CITATION = re.compile(rf"^\d+(?:[A-Z]|(?<=\d\d){_SUFFIX})?(\([a-z0-9]{{1,4}}\))+$")  # 4(c)(4), 81d(4): a provision
_INSERTED = re.compile(rf"^\d{{2,}}{_SUFFIX}$")
# `Rs` only as the two letters together: a character class let `1s` (is), `s5` and `R1` through as numbers
_NUMBERISH = re.compile(r"^(?:Rs|[\d.,/\-:%()₹$])+$")
# after the word `section`, any letter: the bill names an inserted section (`section 60i`, `section 81g`: Malaysia's
# Employment (Amendment) Bills 2011 and 2021; `section 19g`: Prevention of Crime (Amendment) Bill 2017)
_NAMED_SECTION = re.compile(r"^\d{2,}[a-z]$")
_SECTION_WORDS = {"section", "sections", "subsection", "seksyen"}
# ordinals, codes (12A), decades (1990s, 2000s) and section citations (s25, ss 3-4 as `ss3`) are how print mixes letters
# and digits; a decade or a citation has a digit other than 0 before its `0s` / after its `s`: `s0` (so) and `0s` (os)
# are letters read as digits, not print
_PRINTED_MIX = re.compile(r"^(\d+(st|nd|rd|th|[A-Z]{0,2})|\d*[1-9]0s|\d{2,}0s|s{1,2}[1-9]\d*[A-Z]?)$")


def all_letters(word: str) -> bool:
    """Letters only, as a word of any script spells them: `str.isalpha` says no to an Indic vowel sign, virama or
    joiner (`அத்தியாயம்`, `धारा`), which are part of the word's spelling."""
    return bool(word) and all(c.isalpha() or unicodedata.category(c).startswith("M") or c in langs.JOINERS
                              for c in word) and word[0].isalpha()


def _edge(char: str) -> bool:
    # punctuation, symbols, joiners; a vowel sign or virama is part of the word (re's \W would strip it); Bengali's
    # full stop `৷` (Bangladesh statutes print U+09F7, a "currency numerator" to Unicode, for the danda) is punctuation
    return char in "_\u09f7" or not (char.isalnum() or unicodedata.category(char).startswith("M"))


@lru_cache(maxsize=1 << 16)
def core(token: str) -> str:
    """The token without surrounding punctuation (NFC: one spelling of each word; kept per token, as a page and
    its document ask again for the words they repeat)."""
    token = unicodedata.normalize("NFC", token)
    start, end = 0, len(token)
    while start < end and _edge(token[start]):
        start += 1
    while end > start and _edge(token[end - 1]):
        end -= 1
    return token[start:end]


@lru_cache(maxsize=1 << 16)
def is_odd(token: str) -> bool:
    """Character mixes print does not make: letters glued to digits, stray symbols, non-ASCII junk; in an
    Indic script, letters of another script glued in or signs where no letter carries them. (Kept per token:
    a page repeats its words, and every plausibility check asks again.)"""
    if "(cid:" in token:
        return True  # a glyph the PDF's font could not map to a character
    t = core(token)
    script = langs.script_of(t)
    if script and script != "Latin":
        return _odd_indic(t, script)
    if _CURRENCY.match(t) or _CITATION.match(token.strip(".,;:")):
        return False
    if not t or _NUMBERISH.match(t) or _MARKER.match(token) or _INSERTED.match(t):
        return False
    segments = [seg for seg in re.split(r"[/\-.:]", t) if seg]
    if len(segments) > 1 and all(seg.isalpha() or seg.isdigit() or _CODE.match(seg) for seg in segments):
        return False  # reference numbers: TR/1946/62033, EC-2019-004512, N3/323/49
    has_alpha = any(c.isalpha() for c in t)
    has_digit = any(c.isdigit() for c in t)
    odd_chars = sum(1 for c in t if not (c.isalnum() or c in "'-.,/&()"))
    if has_alpha and has_digit and not _PRINTED_MIX.match(t) and not re.match(r"^[A-Z]{1,4}\d+$", t):
        return True
    return odd_chars > 0 or any(ord(c) > 127 and c not in "₹–—‘’“”" for c in t)


VIRAMAS = {"\u094d", "\u09cd", "\u0bcd", "\u0c4d", "\u0ccd"}
_INDIC_PUNCT = set("'-.,/&()") | langs.NEUTRAL | langs.JOINERS


def _odd_indic(t: str, script: str) -> bool:
    """A word in an Indic script: one script only, a letter before any vowel sign, no doubled sign, digits
    only leading (१२वीं, 12वें), nothing from outside the script but joiners and dandas."""
    if len(langs.scripts(t)) > 1:
        return True  # Latin letters (or another script's) glued into the word: OCR mixing models
    if unicodedata.category(t[0]).startswith("M"):
        return True  # a vowel sign or virama with no letter to carry it
    letters = t[next((i for i, c in enumerate(t) if not c.isdigit()), len(t)):]
    for prev, char in zip(letters, letters[1:], strict=False):
        if char.isdigit():
            return True
        if prev == char and unicodedata.category(char).startswith("M"):
            return True  # the same sign twice
        if prev in VIRAMAS and unicodedata.category(char).startswith("M") and char not in langs.JOINERS:
            return True  # a virama kills the vowel: no vowel sign may follow it
    return any(not (langs.char_script(c) == script or c.isdigit() or c in _INDIC_PUNCT) for c in letters)


MIN_INDIC_LETTERS = 2  # code points: a single letter or a letter with its sign says nothing
MIN_STEM = 4  # code points of a known word an inflected or compound form may start with (and half the form)
MAX_ENDING = 8  # code points of ending (case marker, suffix, clitic) after a known stem


def _is_known_indic(t: str, script: str, languages: list[str]) -> bool | None:
    """A word in an Indic script is known when a list of its script has it, or a known stem of it followed by
    an ending (Tamil, Telugu and Kannada glue case endings and clitics on: lists cannot hold every form), or each
    part of a compound joined by a hyphen or slash is; a number with its ending says nothing (None)."""
    if len(t) < MIN_INDIC_LETTERS or t.isdigit():
        return None
    code = langs.for_script(script, languages)
    if code is None:
        return False  # a script none of the document's languages is written in: the reading mixed it up
    t = spelled(t)
    if _numbered(t):
        return None  # a number with its case ending or ordinal suffix (`1958-ஆம்`, `7వ`, `(1)இன்படி`): a number
    parts = [p for p in _JOINED.split(t) if p]
    if len(parts) > 1:  # `ছাত্র-ছাত্রী`, `తల్లి/తండ్రి`: each part a word of its own
        found = [_is_known_indic(p, script, languages) for p in parts]
        return None if all(k is None for k in found) else all(k is not False for k in found)
    return _listed(t, code, script)


def _numbered(t: str) -> bool:
    """A number (ASCII or native digits, a sub-section's in brackets) with an ending of MAX_ENDING code points at
    most glued on: `1958-ஆம்` (the year's), `7వ` (seventh), `(1)இன்படி` (under sub-section (1))."""
    lead = len(t) - len(_strip_number(t))
    return 0 < lead < len(t) and any(c.isdigit() for c in t[:lead]) and len(t) - lead <= MAX_ENDING


def _strip_number(t: str) -> str:
    i = 0
    while i < len(t) and (t[i].isdigit() or t[i] in "()-."):
        i += 1
    return t[i:]


_JOINED = re.compile(r"[-/‐]")


def _listed(t: str, code: str, script: str) -> bool:
    """In the language's list or another list of its script (Hindi's legal register, अभिप्रेत, स्थावर, is in
    Marathi's longer list); for a language that glues words together, a listed stem and an ending, or a listed
    word and a word so formed (Tamil `மூளைச்` + `சீர்க்குலைவு`, Telugu `భరణ` + `పోషణము`)."""
    vocab = vocabulary(code)
    if t in vocab or any(t in other for other in _sister_lists(code, script)):
        return True
    lang = langs.LANGUAGES[code]
    if not lang.glues:
        return _inflected(t, vocab, lang.endings) or lang.compounds and _compound(t, vocab)
    return _stemmed(t, vocab) or any(t[:cut] in vocab and _stemmed(t[cut:], vocab)
                                     for cut in range(len(t) - MIN_STEM, MIN_STEM - 1, -1))


MIN_PLURAL_STEM = 2  # code points of a listed word's stem before a plural ending (`बातें`: `बात` less nothing)


def _inflected(t: str, vocab: frozenset[str], endings: tuple[tuple[str, str], ...]) -> bool:
    """A plural or oblique form (`endings`: what the form ends in, what the listed word ends in instead) of a listed
    word: `पक्षकारों` for `पक्षकार`, `संविदाओं` for `संविदा`."""
    return any(t.endswith(end) and len(t) - len(end) >= MIN_PLURAL_STEM and t[:len(t) - len(end)] + listed in vocab
               for end, listed in endings)


def _compound(t: str, vocab: frozenset[str]) -> bool:
    """Two listed words of MIN_STEM code points or more each, written as one (`राज्यक्षेत्र`, `बंधककर्ता`). On the
    Hindi truths of the looked-at halves (9771 Devanagari words) the lists with the plural endings know 92.5%, with
    compounds too 93.3%; of 4010 one-letter misreads made of those words (a sign changed or dropped) they accept
    10.6% and 10.8% (the lists alone: 91.5% and 10.1%). Parts of three code points (`यथा` + ...) accepted 4% more
    misreads."""
    return any(t[:cut] in vocab and t[cut:] in vocab for cut in range(MIN_STEM, len(t) - MIN_STEM + 1))


def _sister_lists(code: str, script: str) -> list[frozenset[str]]:
    """The word lists of the script's other languages that are installed: one not installed (`--lang hin` with a
    models folder holding only Hindi) adds nothing rather than stopping the run."""
    out = []
    for other in langs.candidates(script):
        if other == code:
            continue
        try:
            out.append(vocabulary(other))
        except MissingDependencyError:
            continue
    return out


def _stemmed(t: str, vocab: frozenset[str]) -> bool:
    """Listed, or a listed stem of MIN_STEM code points and half the word followed by MAX_ENDING at most."""
    if t in vocab:
        return True
    for cut in range(len(t) - 1, max(MIN_STEM, (len(t) + 1) // 2) - 1, -1):
        if len(t) - cut > MAX_ENDING:
            break
        if t[:cut] in vocab:
            return True
    return False


def is_known(token: str, languages: list[str] | None = None) -> bool | None:
    """True/False for an alphabetic word of 3+ letters; None when the token says nothing (numbers, markers).
    `languages` (Tesseract codes, English when None) choose the word lists an Indic or Filipino word is
    judged by; Latin-script words always count when English knows them (legal text borrows English)."""
    return _is_known(token, tuple(languages) if languages else None)


@lru_cache(maxsize=1 << 16)
def _is_known(token: str, languages: tuple[str, ...] | None) -> bool | None:
    """is_known, kept per token and languages (the word lists do not change while a process runs)."""
    t = core(token)
    script = langs.script_of(t)
    if script and script != "Latin":
        return _is_known_indic(t, script, list(languages or ("eng",)))
    if len(t) < 3 or not _ALPHA.match(t):
        return None
    if languages and langs.script_of_language(languages[0]) != "Latin":
        # Latin letters in a chunk in an Indic script: English words do occur (Act, Article), but a "name" or
        # an "acronym" there is far more often the Latin model's reading of Indic print (Dood, VEQH)
        return t.lower() in wordlist()
    known = _is_known_latin(t)
    if known is False and languages:
        others = [code for code in languages if code != "eng" and langs.script_of_language(code) == "Latin"]
        if any(_in_latin_list(t.lower(), code) for code in others):
            return True
    return known


def _in_latin_list(lower: str, code: str) -> bool:
    """In the language's list; for Filipino also with its linker off (`kasunduang` is `kasunduan` + `g`, `dalawang`
    `dalawa` + `ng`), and a compound joined by a hyphen when each part is (`kasunduang-bansa`, `dalawang-katlo`)."""
    vocab = vocabulary(code)
    if lower in vocab:
        return True
    if code != "fil":
        return False
    parts = [p for p in lower.split("-") if p]
    if len(parts) > 1:
        return all(_in_latin_list(p, code) for p in parts)
    return any(lower.endswith(link) and lower[:-len(link)] in vocab and lower[:-len(link)][-1:] in ends
               for link, ends in LINKERS)


# Filipino's linker: `-ng` after a vowel, `-g` after `n` (its words' forms before the word they qualify)
LINKERS = (("ng", "aeiou"), ("g", "n"))


def _is_known_latin(t: str) -> bool | None:
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
    """A listed word one of Tesseract's usual confusions away, or two (`ottenses` for `offenses`: both f read as t,
    as one typeface's f is read twice in one word): a misread, not a name. Only words of MISREAD_TWICE letters or more
    are undone twice: a shorter word is two confusions from an English word far more often (Malay `suatu`, Filipino
    `sarili`, the name `Tolali` in the corpus' gold texts; none of 7 letters or more of their 9,171 words is)."""
    words = wordlist()
    once = list(_undone(lower))
    if any(w in words for w in once):
        return True
    return len(lower) >= MISREAD_TWICE and any(w in words for first in once for w in _undone(first))


MISREAD_TWICE = 7  # letters a word needs before two confusions undone in it make a listed word count as its misread


def _undone(lower: str) -> Iterator[str]:
    """`lower` with one of CONFUSIONS undone at one place."""
    for wrong, right in CONFUSIONS:
        start = lower.find(wrong)
        while start != -1:
            yield lower[:start] + right + lower[start + len(wrong):]
            start = lower.find(wrong, start + 1)


@lru_cache(maxsize=4096)
def likelier_neighbour(word: str, zipf: float) -> str | None:
    """A listed English word of Zipf frequency `zipf` or more one letter away (changed, added or dropped, not at
    the end) from `word` (lower-case letters): `fach` (Zipf 1.7) is one letter from `each` (5.7), so a doubted
    `Fach` is far likelier a misread than a word the page prints. None for legal vocabulary."""
    if word in EXTRA_WORDS or not word.isalpha():
        return None
    listed = wordlist()
    cuts = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    near = {a + b[1:] for a, b in cuts if b} | {a + c + b[1:] for a, b in cuts if b for c in _LETTERS} | {
        a + c + b for a, b in cuts for c in _LETTERS}
    # a letter more or less at the end is another form of the word (issuer/issue, demised/demise), not a misread
    return next((w for w in sorted(near - {word}) if w in listed and not (w.startswith(word) or word.startswith(w))
                 and common(w, zipf)), None)


_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _plausible_name(lower: str) -> bool:
    # proper names (parties, places) are not in the list; accept pronounceable ones
    vowels = sum(1 for c in lower if c in "aeiouy")
    return 0.2 <= vowels / len(lower) <= 0.8 and not re.search(r"(.)\1\1", lower)


# signs print never sets alone, which OCR writes for a mark's strokes: a tear's fibres as `\`, a stamp's or a fold's
# edge as `|` or `~`, a scribble as `}` or `»`; punctuation (`—`, `&`, `§`, `...`, `____` form blanks, dandas) is print
_MARK_SIGNS = set("\\|~^`{}<>«»¬¦¤¨´¸°©®™¢¥")


def is_junk(token: str) -> bool:
    """A token with no letter or digit that holds a sign print does not set on its own (`\\`, `|—`, `™~`, `}`):
    OCR's reading of a mark's strokes, not a word; `core()` strips it to nothing, so `is_odd` says nothing of it."""
    return bool(token) and not any(c.isalnum() for c in token) and any(
        c in _MARK_SIGNS or unicodedata.category(c) == "So" for c in token)


def plausibility(tokens: list[str], languages: list[str] | None = None, junk: bool = False) -> float:
    """Share of judgeable tokens that are known words (in `languages`, English when None) and not odd;
    1.0 when nothing can be judged. With `junk`, a mark's strokes read as signs (`is_junk`) count as
    unrecognisable tokens too (a chunk's text; a re-read's or a text layer's words are judged as before)."""
    judged = good = 0
    before = ""
    for token in tokens:
        after_section, before = before in _SECTION_WORDS, core(token).lower()
        if junk and is_junk(token):
            judged += 1
            continue
        if after_section and _NAMED_SECTION.match(before):
            continue  # a reference number, not judged (as `_INSERTED` outside the letters read for digits)
        known = is_known(token, languages)
        odd = is_odd(token)
        if known is None and not odd:
            continue
        judged += 1
        good += bool(known) and not odd
    return good / judged if judged else 1.0
