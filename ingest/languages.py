"""The languages engross reads: each one's script and word list, the models to read them, which script a word is in."""

from __future__ import annotations

import unicodedata
from collections import Counter
from functools import lru_cache
from typing import NamedTuple


class Language(NamedTuple):
    """One language as engross reads it."""

    code: str  # ISO 639-3 as Tesseract names its traineddata (hin, tam, fil ...): what Chunk.language carries
    name: str
    script: str  # as Tesseract's OSD names it
    wordfreq: str | None  # wordfreq's code, None where wordfreq has no list (Tesseract's own word list is used)
    glues: bool = False  # writes case endings and clitics onto words: a known stem + an ending is a word
    # share of correct text's words its word lists know (measured on the tuning half's truth; 0.92 for the Indic
    # languages without a tuning text, 0.97 for Filipino like Malay): plausibility is judged against this
    coverage: float = 1.0
    # a few of its commonest words the other languages of its script do not use (Hindi है, और, में; Marathi आहे,
    # आणि, मध्ये): counted first when a page's language is chosen among them (langid.best)
    markers: frozenset[str] = frozenset()
    # the Hunspell dictionary Debian ships for it (`hunspell-te`: /usr/share/hunspell/te_IN.dic), joined with its
    # other lists where they know too little of correct text (Telugu's traineddata list: 87% of the gold's words)
    hunspell: str | None = None
    # plural and oblique endings its lists hold few forms with, each with the ending of the listed form it is made
    # from (Hindi `पक्षकारों` from `पक्षकार`, `संविदाओं` from `संविदा`, `साक्षियों` from `साक्षी`), for a language that
    # does not glue (`glues` takes any ending after a stem)
    endings: tuple[tuple[str, str], ...] = ()
    # writes Sanskrit compounds as one word (`राज्यक्षेत्र`, `बंधककर्ता`): two listed words of MIN_STEM code points
    # or more each, side by side, are a word, for a language that does not glue
    compounds: bool = False


# Hindi nouns' plural and oblique plural endings and what the listed singular ends in: masculine `-ों` on the stem or
# for `-ा` (`करार` -> `करारों`, `भत्ता` -> `भत्तों`), feminine `-ओं`/`-एं`/`-एँ` after `-ा` (`संविदा` -> `संविदाओं`,
# `संविदाएं`), `-ियों`/`-ियां`/`-ियाँ` for `-ि`/`-ी` (`साक्षी` -> `साक्षियों`, `जनजाति` -> `जनजातियां`), `-ें` on the
# stem (`बात` -> `बातें`). The Hindi truths of the looked-at halves hold 9771 Devanagari words, 8.5% of them in no
# list, the commonest of those such plurals (`वारिसों`, `पक्षकारों`, `उपबंधों`, `लेखाओं`) and compounds
# (`lexicon._compound`); fresh13's Contract Act heading `संविदाओं, शून्यकरणीय संविदाओं और शून्य करारों के विषय में`,
# read right, went to review as garbled text (66% of its words known).
HINDI_PLURALS = (("ों", ""), ("ों", "ा"), ("ओं", ""), ("एं", ""), ("एँ", ""), ("ियों", "ि"), ("ियों", "ी"),
                 ("ियां", "ि"), ("ियां", "ी"), ("ियाँ", "ि"), ("ियाँ", "ी"), ("ें", ""), ("यों", ""))

LANGUAGES: dict[str, Language] = {lang.code: lang for lang in (
    Language("eng", "English", "Latin", "en",
             markers=frozenset("the of and to shall be is by which that with for".split())),
    Language("fil", "Filipino", "Latin", "fil", coverage=0.97,
             markers=frozenset("ang ng mga sa ay ito kanyang nito".split())),
    Language("msa", "Malay", "Latin", "ms", coverage=0.97,
             markers=frozenset("dan yang ini dengan oleh dalam hendaklah bagi atau kepada tidak pada".split())),
    Language("hin", "Hindi", "Devanagari", "hi", coverage=0.91,
             markers=frozenset("है हैं और में से का के को ने नहीं होगा होगी होंगे किया गया".split()),
             endings=HINDI_PLURALS, compounds=True),
    Language("mar", "Marathi", "Devanagari", None, glues=True, coverage=0.98,
             markers=frozenset("आहे आहेत आणि किंवा मध्ये नाही असे असेल असा केले करण्यात".split())),
    Language("ben", "Bengali", "Bengali", "bn", glues=True, coverage=0.92),
    Language("tam", "Tamil", "Tamil", "ta", glues=True, coverage=0.92),
    Language("tel", "Telugu", "Telugu", None, glues=True, coverage=0.93, hunspell="te_IN"),
    Language("kan", "Kannada", "Kannada", None, glues=True, coverage=0.98),
)}

# code-point blocks of the scripts above (Latin is judged by the letter's name: any Latin letter, accented or not)
SCRIPT_BLOCKS = {
    "Devanagari": ((0x0900, 0x097F), (0xA8E0, 0xA8FF)),
    "Bengali": ((0x0980, 0x09FF),),
    "Tamil": ((0x0B80, 0x0BFF), (0x11FC0, 0x11FFF)),
    "Telugu": ((0x0C00, 0x0C7F),),
    "Kannada": ((0x0C80, 0x0CFF),),
}
# danda and double danda sit in the Devanagari block but end sentences in every Indic script: punctuation
NEUTRAL = {"\u0964", "\u0965"}
JOINERS = {"\u200c", "\u200d"}  # zero-width (non-)joiners: part of an Indic word's spelling, not letters
AUTO = "auto"  # ENGROSS_OCR_LANGUAGES's default: engross chooses each page's languages


@lru_cache(maxsize=4096)
def char_script(char: str) -> str:
    """The script of one letter or mark ('' for digits, punctuation, spaces and unknown scripts)."""
    if char.isascii():  # most letters engross meets: no table to search
        return "Latin" if char.isalpha() else ""
    if char in NEUTRAL or char in JOINERS or not (char.isalpha() or unicodedata.category(char).startswith("M")):
        return ""
    point = ord(char)
    for script, blocks in SCRIPT_BLOCKS.items():
        if any(lo <= point <= hi for lo, hi in blocks):
            return script
    if char.isalpha() and "LATIN" in unicodedata.name(char, ""):
        return "Latin"
    return ""


def scripts(text: str) -> Counter[str]:
    """Letters (and marks) per script in a text."""
    if text.isascii():  # most words engross meets: their letters are Latin, counted without a table
        letters = sum(map(str.isalpha, text))
        return Counter({"Latin": letters}) if letters else Counter()
    return Counter(s for s in map(char_script, text) if s)


def script_of(text: str) -> str:
    """The script most of a text's letters are in ('' when it has none)."""
    if text.isascii():
        return "Latin" if any(c.isalpha() for c in text) else ""
    counts = scripts(text)
    return counts.most_common(1)[0][0] if counts else ""


def parse(languages: str) -> list[str]:
    """`eng+hin` -> ['eng', 'hin'] (Tesseract's way of naming several languages); a script model's name
    (Devanagari) stands for the first language read with it."""
    return list(dict.fromkeys(code if code in LANGUAGES else candidates(code)[0] if code in SCRIPT_BLOCKS else code
                              for code in languages.split("+") if code))


def script_of_language(code: str) -> str:
    """The language's script; a language engross has no entry for is taken to be Latin-script."""
    lang = LANGUAGES.get(code)
    return lang.script if lang else "Latin"


def coverage(code: str) -> float:
    """The share of a correct text's words the language's word lists know (1.0 for English and the unknown)."""
    lang = LANGUAGES.get(code)
    return lang.coverage if lang else 1.0


def for_script(script: str, languages: list[str]) -> str | None:
    """The first of `languages` written in `script`."""
    return next((code for code in languages if script_of_language(code) == script), None)


def candidates(script: str, installed: set[str] | None = None) -> list[str]:
    """The languages engross knows in a script (English first among Latin ones), those readable here only."""
    return [code for code, lang in LANGUAGES.items()
            if lang.script == script and (installed is None or code in installed or script in installed)]


def model_string(languages: list[str], installed: set[str]) -> str:
    """The Tesseract language string that reads these languages (`Devanagari+eng`): an Indic language is read
    with its script's model where that is installed (it read better on every script measured,
    docs/languages.md), else with its own."""
    models = [LANGUAGES[code].script if code in LANGUAGES and LANGUAGES[code].script in SCRIPT_BLOCKS
              and LANGUAGES[code].script in installed else code for code in languages]
    return "+".join(dict.fromkeys(models))
