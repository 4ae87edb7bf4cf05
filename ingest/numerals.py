"""ASCII numbers and Latin words inside Indic text, checked by English's model: the Indic models misread them.

Tesseract's Indic models read an ASCII `1` inside Hindi or Tamil text as `4`, `I` as `1`, `(1)` as `()`, at
high confidence, and read some Indic words as Latin letters (`Dood)`, `VEQH`); a chunk one digit off is 0.95+
similar to its truth and nothing else flags it. Each such word is read again alone with English's model: where
both read the same characters it stands (surer), where they differ its confidence drops under the review bar
and the chunk goes to a person (`confidence.disputed_words`). A number's text is never replaced: which model is
right is a person's call. Latin letters English does not read there (or reads unsurely, and not as an English word)
are the combined model's garbage for an Indic word (`ইহা` read `BR)`): the word's box is read again with its
script's model alone, and that read, when it is in the script, takes the word's place at its own confidence (a
number read there stays unsure), and `Page.notes` says so (`BR) -> ইহা`). A line's first word, a bracketed number
the Indic model read (`(11)`, `(४)`), that English reads surely as a bracketed roman numeral (`(iii)`, `(v)`) is that
numeral: the Indic models read Latin numerals as digits, English's does not read digits as them.
"""

from __future__ import annotations

import re

from PIL import Image

from ingest import languages as langs
from ingest import lexicon, ocr
from schemas import Line, Span

# two looks, the second only when the first disagrees: the word's box with a small margin, read as one word
# (a lone `1`: a wider crop glues bits of its Indic neighbours to it), then a wider one read as a line (an
# Indic model's box may clip a digit at its edge: `1973` came out `973`); margins in the word's height
LOOKS = ((0.25, "--oem 1 --psm 8"), (0.8, "--oem 1 --psm 7"))
PAD_Y = 0.3
SURE_OTHER = 0.7  # English's read of the word alone this sure, of other characters, disputes a number
SURE_NUMBER = 0.9  # an Indic model's number read under this needs English's word (correct ones: 0.93-0.97)
DISPUTED = 0.3  # confidence a word gets when English's read differs (under the low-word bar: routes it)
_EMPTY_BRACKETS = re.compile(r"^\(\s*\)[.,;:]?$")  # `(1)` whose digit the Indic model lost
_ASCII = re.compile(r"[A-Za-z0-9]")
_LATIN = re.compile(r"[A-Za-z]")
SURE_LATIN = 0.8  # English reading a Latin word in Indic text this surely alone: a gloss, not garbage
# a line's first word, a bracketed number (ASCII or native digits), which English may read surely as a bracketed
# roman numeral: the Indic models read roman items `(iii)`, `(v)` as `(11)`, `(४)` (a Hindi Act's sub-clauses)
_BRACKETED_DIGITS = re.compile(r"^\(\d{1,3}\)$")
SURE_ROMAN = 0.8  # English's read of it alone this sure (on a moderate scan: `(iii)` 0.88, `(v)` 0.90)
_ROMAN_MARKER = re.compile(r"^\((?:i{1,3}|iv|v|vi{1,3}|ix|x|xi{1,3})\)$")


def needs_check(word: Span) -> bool:
    """A word of an Indic line with no letters of an Indic script but ASCII letters or digits (or brackets that
    lost them)."""
    if any(langs.char_script(c) not in ("", "Latin") for c in word.text):
        return False
    return bool(_ASCII.search(word.text) or _EMPTY_BRACKETS.match(word.text))


def indic_line(line: Line) -> bool:
    """A line most of whose letters are in an Indic script."""
    script = langs.script_of(line.text)
    return bool(script) and script != "Latin"


def same(a: str, b: str) -> bool:
    """The same letters and digits (punctuation at the edges differs between models, not the number). `1`,
    `l` and `I` differ: the Roman `I` the Tamil model reads as `1` is the misread to catch."""
    return _ASCII.findall(a) == _ASCII.findall(b) and bool(_ASCII.findall(a))


def check(image: Image.Image, lines: list[Line], ppp: float, timeout: int, engine: str,
          notes: list[str] | None = None) -> int:
    """Re-read every such word of the page's Indic lines with English's model; set its confidence by the
    outcome, and put Latin garbage back into its script (`_in_script`), in place. `image` is the page as read,
    `ppp` its points per pixel; each word put back is named in a note added to `notes`. Returns how many
    disagreed."""
    disputed = 0
    installed = ocr.installed_languages(engine)
    english = "eng" in installed  # without it (a forced --lang hin) nothing is confirmed
    mended: list[str] = []
    for line in lines:
        if not indic_line(line):
            continue
        before = len(mended)
        tamil = langs.script_of(line.text) == "Tamil"
        for k, word in enumerate(line.words):
            if k == 0 and english and _BRACKETED_DIGITS.match(word.text):
                latin = _latin_marker(image, word, ppp, timeout, engine)
                if latin is not None:  # `(11)`, `(४)` for a roman item `(iii)`, `(v)`: English reads Latin print
                    mended.append(f"{word.text} -> {latin.text}")
                    word.text, word.confidence = latin.text, latin.confidence
                    continue
            if tamil and english and _section_letter(image, word, ppp, timeout, engine):
                read, word.text = word.text, lettered(word.text) or word.text
                mended.append(f"{read} -> {word.text}")
                continue
            if not needs_check(word):
                continue
            # without English's model nothing is confirmed: every such word is unsure (review-findings R3)
            agreed, other = _english(image, word, ppp, timeout, engine) if english else (None, True)
            alone = bool(_LATIN.search(word.text)) and _alone(line.words, k)
            if _LATIN.search(word.text) and (alone or agreed is None
                                             or agreed < SURE_LATIN and not _english_word(word.text)):
                read = _in_script(image, word, langs.script_of(line.text), ppp, timeout, engine, installed)
                if read is not None and (alone or agreed is None or read.confidence > agreed):
                    mended.append(f"{word.text} -> {read.text}")
                    word.text = read.text
                    # a number read for letters (`৫` for `Gl`) stays unsure: which model is right is a person's call
                    letters = langs.script_of(read.text) != ""
                    word.confidence = read.confidence if letters else min(read.confidence, DISPUTED)
                    continue
            if alone and _english_print(word.text, agreed):
                word.confidence = max(word.confidence, agreed or 0.0)  # `উক্ত Ordinance`: English words cited alone
            elif alone:  # not a gloss, and its script's model read no word of the script there: a person's call
                word.confidence = min(word.confidence, DISPUTED)
                disputed += 1
            elif agreed is not None:
                word.confidence = max(word.confidence, agreed)
            elif other or any(c.isalpha() for c in word.text) or word.confidence < SURE_NUMBER:
                # English surely reads another number there (`1` where the Indic model saw `4`); Latin letters
                # in Indic text are far more often the Indic model's garbage (`Dood)`) than English, and a number
                # the Indic model itself doubts (`1` for the Tamil `I` at 0.78): unconfirmed, they are unsure. A
                # number read surely that English cannot read either keeps the Indic model's confidence.
                word.confidence = min(word.confidence, DISPUTED)
                disputed += 1
        if len(mended) > before:
            line.text = " ".join(w.text for w in line.words)
    if mended and notes is not None:
        notes.append("Latin print in Indic text read again: letters in its script, numerals with English "
                     f"({len(mended)} words): " + ", ".join(mended[:12]) + (" ..." if len(mended) > 12 else ""))
    return disputed


# Sri Lankan Tamil Acts number an inserted section with a Tamil vowel letter after the number, as English Acts
# write 80A: `80அ`, `142உ`, `142எ` (the amending Acts of fresh9-fresh14: 56 such numbers; no number in the looked-at
# texts mixes ASCII and Tamil digits). Tamil's digits eight, two and seven are drawn as the letters அ, உ, எ, and the
# Tamil model writes the digit (`80௮`), which English's re-read could not confirm (the letter reads as `.34`, `2`,
# `er`), so each such section went to review.
SECTION_LETTERS = {"\u0bee": "\u0b85", "\u0be8": "\u0b89", "\u0bed": "\u0b8e"}  # ௮ அ, ௨ உ, ௭ எ
_LETTERED = re.compile(r"^([(\[“\"‘']*)([0-9]{1,4})([\u0bee\u0be8\u0bed])([)\],.;:”\"’'-]*)$")


def lettered(text: str) -> str | None:
    """`80௮` -> `80அ`: ASCII digits and one Tamil digit drawn as a vowel letter (the inserted section's letter); else
    None."""
    m = _LETTERED.match(text)
    return m.group(1) + m.group(2) + SECTION_LETTERS[m.group(3)] + m.group(4) if m else None


def _section_letter(image: Image.Image, word: Span, ppp: float, timeout: int, engine: str) -> bool:
    """The word is a section number with its letter (`lettered`) whose digits English's read of the box opens with
    (`80.34` for `80௮`: English reads the letter as something else, or nothing): its confidence is then English's, if
    surer.
    A number English reads otherwise (`A291` for `142௮`) stays as read, and unsure (`check`)."""
    m = _LETTERED.match(word.text)
    if m is None:
        return False
    for pad, config in LOOKS:
        for read in _look(image, word, ppp, timeout, engine, "eng", pad, config) or []:
            got = "".join(_ASCII.findall(read.text))
            if got.startswith(m.group(2)):
                word.confidence = max(word.confidence, read.confidence)
                return True
    return False


_GLOSS_MARKS = re.compile(r"[()\[\]\"“”'‘’]")


def _alone(words: list[Span], k: int) -> bool:
    """The k-th word, with Latin letters, stands alone among words of an Indic script: no Latin-letter word beside
    it, one in the script, no bracket or quote on it. English in these statutes is a bracketed gloss (`(cognizable)`,
    `(Child)`) or a citation of several words (`Registration Act, 1908`): 57 Latin words in the looked-at language
    texts, none alone (docs/languages.md; Bangladesh's Acts since cite single English words: `_english_print`).
    Alone, it is the combined model's reading of a word of the script as
    Latin letters English's model then reads surely too (Kannada `ಎಂಬ` as `DOD`, a Bengali word as `all`)."""
    if _GLOSS_MARKS.search(words[k].text):
        return False
    beside = [words[j].text for j in (k - 1, k + 1) if 0 <= j < len(words)]
    return not any(_LATIN.search(t) for t in beside) and any(langs.script_of(t) not in ("", "Latin") for t in beside)


PRINT_LETTERS = 4  # an English word standing alone in Indic text is taken as printed from this many letters


def _english_print(text: str, agreed: float | None) -> bool:
    """A Latin word standing alone in Indic text that is English print, not the combined model's garbage: English's
    model reads it alone surely as the same letters, its script's model reads no word of the script there (the
    caller asked), and it is a word of English's list of four letters or more, not in capitals. Bangladesh's Acts
    cite English-named instruments inside Bengali sentences (`উক্ত Ordinance বলিয়া`, `আইনের section 33 এর`,
    `অভিব্যক্তি Railway` wrapped at a line's end: fresh7, fresh8); the garbage `_alone` catches is short or in
    capitals (`DOD`, `BR)`, `VEPH`, `Gl`) and its script's model reads the word there (`ইহা`)."""
    word = lexicon.core(text)
    return agreed is not None and agreed >= SURE_LATIN and len(word) >= PRINT_LETTERS and not word.isupper() \
        and _english_word(text)


def _latin_marker(image: Image.Image, word: Span, ppp: float, timeout: int, engine: str) -> Span | None:
    """English's read of a line's bracketed number, when it is surely a bracketed roman numeral (`(iii)` where the
    Indic model read `(11)`, `(v)` where it read `(४)`: it reads Latin numerals as digits); None otherwise."""
    words = _look(image, word, ppp, timeout, engine, "eng", *LOOKS[0]) or []
    if len(words) != 1 or words[0].confidence < SURE_ROMAN or not _ROMAN_MARKER.match(words[0].text):
        return None
    return words[0]


def _english_word(text: str) -> bool:
    """A word of English's list of three letters or more (`District` in a gloss; `a`, `Ba` are as often garbage)."""
    word = lexicon.core(text)
    return len(word) >= 3 and word.lower() in lexicon.wordlist()


def _in_script(image: Image.Image, word: Span, script: str, ppp: float, timeout: int, engine: str,
               installed: set[str]) -> Span | None:
    """The word's box read alone with `script`'s model alone (no English beside it to make Latin garbage of it),
    when that reads one word in the script, native digits included (`৫` for `Gl`), and no Latin letter (None
    otherwise, or when no model of the script is installed)."""
    options = langs.candidates(script, installed)
    if not options:
        return None
    words = _look(image, word, ppp, timeout, engine, langs.model_string(options[:1], installed), *LOOKS[0]) or []
    if len(words) != 1 or _LATIN.search(words[0].text) or not any(_in_block(c, script) for c in words[0].text):
        return None
    return words[0]


def _in_block(char: str, script: str) -> bool:
    """A letter, mark or digit of the script (`৫` as much as `ক`)."""
    return any(lo <= ord(char) <= hi for lo, hi in langs.SCRIPT_BLOCKS.get(script, ()))


def _english(image: Image.Image, word: Span, ppp: float, timeout: int, engine: str) -> tuple[float | None, bool]:
    """English's confidence in the word when its read of the word's box has a word of the same letters and
    digits (None when it reads it otherwise), and whether it surely read something else there."""
    other = False
    for pad, config in LOOKS:
        words = _look(image, word, ppp, timeout, engine, "eng", pad, config)
        if words is None:
            break
        sure = max((w.confidence for w in words if same(w.text, word.text)), default=None)
        if sure is not None:
            return sure, False
        if config == LOOKS[0][1]:  # the word alone: what English surely reads there instead
            other = len(words) == 1 and words[0].confidence >= SURE_OTHER and bool(_ASCII.search(words[0].text))
    return None, other


def _look(image: Image.Image, word: Span, ppp: float, timeout: int, engine: str, models: str, pad: float,
          config: str) -> list[Span] | None:
    """The words `models` read in the word's box with `pad` word heights of margin (None: the box is empty)."""
    x0, y0, x1, y1 = (v / ppp for v in word.bbox)
    height = y1 - y0
    box = (max(0, int(x0 - pad * height)), max(0, int(y0 - PAD_Y * height)),
           min(image.width, int(x1 + pad * height)), min(image.height, int(y1 + PAD_Y * height)))
    if box[2] <= box[0] or box[3] <= box[1]:
        return None
    return ocr.ocr_words(image.crop(box), word.page, ppp, models, timeout, config=config, engine=engine)[0]
