"""ASCII numbers and Latin words inside Indic text, checked by English's model: the Indic models misread them.

Tesseract's Indic models read an ASCII `1` inside Hindi or Tamil text as `4`, `I` as `1`, `(1)` as `()`, at
high confidence, and read some Indic words as Latin letters (`Dood)`, `VEQH`); a chunk one digit off is 0.95+
similar to its truth and nothing else flags it. Each such word is read again alone with English's model: where
both read the same characters it stands (surer), where they differ its confidence drops under the review bar
and the chunk goes to a person (`confidence.disputed_words`). The text is never replaced: which model is right
is a person's call.
"""

from __future__ import annotations

import re

from PIL import Image

from ingest import languages as langs
from ingest import ocr
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


def check(image: Image.Image, lines: list[Line], ppp: float, timeout: int, engine: str) -> int:
    """Re-read every such word of the page's Indic lines with English's model; set its confidence by the
    outcome (in place). `image` is the page as read, `ppp` its points per pixel. Returns how many disagreed."""
    disputed = 0
    english = "eng" in ocr.installed_languages(engine)  # without it (a forced --lang hin) nothing is confirmed
    for line in lines:
        if not indic_line(line):
            continue
        for word in line.words:
            if not needs_check(word):
                continue
            # without English's model nothing is confirmed: every such word is unsure (review-findings R3)
            agreed, other = _english(image, word, ppp, timeout, engine) if english else (None, True)
            if agreed is not None:
                word.confidence = max(word.confidence, agreed)
            elif other or any(c.isalpha() for c in word.text) or word.confidence < SURE_NUMBER:
                # English surely reads another number there (`1` where the Indic model saw `4`); Latin letters
                # in Indic text are far more often the Indic model's garbage (`Dood)`) than English, and a number
                # the Indic model itself doubts (`1` for the Tamil `I` at 0.78): unconfirmed, they are unsure. A
                # number read surely that English cannot read either keeps the Indic model's confidence.
                word.confidence = min(word.confidence, DISPUTED)
                disputed += 1
    return disputed


def _english(image: Image.Image, word: Span, ppp: float, timeout: int, engine: str) -> tuple[float | None, bool]:
    """English's confidence in the word when its read of the word's box has a word of the same letters and
    digits (None when it reads it otherwise), and whether it surely read something else there."""
    x0, y0, x1, y1 = (v / ppp for v in word.bbox)
    height = y1 - y0
    other = False
    for pad, config in LOOKS:
        box = (max(0, int(x0 - pad * height)), max(0, int(y0 - PAD_Y * height)),
               min(image.width, int(x1 + pad * height)), min(image.height, int(y1 + PAD_Y * height)))
        if box[2] <= box[0] or box[3] <= box[1]:
            break
        words, _lines = ocr.ocr_words(image.crop(box), word.page, ppp, "eng", timeout, config=config, engine=engine)
        sure = max((w.confidence for w in words if same(w.text, word.text)), default=None)
        if sure is not None:
            return sure, False
        if config == LOOKS[0][1]:  # the word alone: what English surely reads there instead
            other = len(words) == 1 and words[0].confidence >= SURE_OTHER and bool(_ASCII.search(words[0].text))
    return None, other
