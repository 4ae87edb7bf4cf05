"""A starved page's doubted words read again, each alone (cropped, darkened, thickened): Tesseract doubts a harsh
page's right words as much as its misreads, and a word two reads of different images agree on is confirmed."""

from __future__ import annotations

import numpy as np
from PIL import Image

from ingest import lexicon, ocr, preprocess
from schemas import Line, Span

REREAD_BELOW = 0.85  # OCR'd words read under this confidence are read again
PAD = 0.25  # text heights of margin around a word's box in its crop
GAP = 1.0  # text heights of white between two crops stacked in the strip
STRIP_CONFIG = "--oem 1 --psm 6"  # the strip is one column of one-word lines
MAX_WORDS = 400  # a page with more doubted words than this is re-read for the least sure ones only
AGREED = 0.90  # a word the second read gives letter for letter at this confidence or more is confirmed
COMMON = 3.0  # Zipf frequency of a word trusted when two reads agree (`thes`, `roan`, `ation` are rarer)
CORRECTED = 0.80  # two crop reads agreeing on a listed word, each at this or more, correct a word no list knows


def doubted(words: list[Span], below: float = REREAD_BELOW) -> list[Span]:
    """The OCR'd words worth a second read: read under `below`, holding a letter or digit, and not a word routing
    trusts already (confidence.trusted_word: a listed word of four letters or more read at the floor or above)."""
    # imported here, not at module level: routing (and through it the parser) is no page-reading code, so a routing
    # or parser change keeps the corpus' page cache (tests/corpus: the cache follows page-reading code only); this
    # runs only with ENGROSS_REREAD_DOUBTED on, whose pages the harness caches under their own name
    from ingest import confidence

    out = [w for w in words if w.source == "ocr" and w.confidence < below and any(c.isalnum() for c in w.text)
           and not confidence.trusted_word(w)]
    return sorted(out, key=lambda w: w.confidence)[:MAX_WORDS]


def _listed(text: str) -> bool:
    return lexicon.is_known(text) is True and not lexicon.is_odd(text)


def strip(image: np.ndarray, words: list[Span], ppp: float) -> tuple[np.ndarray, list[tuple[int, int]]]:
    """The words' crops (page pixels) stacked one under another on white, left-aligned; each crop's rows."""
    h, w = image.shape
    crops, rows = [], []
    for word in words:
        x0, y0, x1, y1 = (v / ppp for v in word.bbox)
        pad = PAD * (y1 - y0)
        box = (max(0, int(x0 - pad)), max(0, int(y0 - pad)), min(w, int(x1 + pad) + 1), min(h, int(y1 + pad) + 1))
        crops.append(image[box[1]:box[3], box[0]:box[2]])
    width = max((c.shape[1] for c in crops), default=1)
    gap = int(GAP * max((c.shape[0] for c in crops), default=1) / (1 + 2 * PAD))
    height = gap + sum(c.shape[0] + gap for c in crops)
    out = np.full((height, width + 2 * gap), 255, np.uint8)
    top = gap
    for crop in crops:
        out[top:top + crop.shape[0], gap:gap + crop.shape[1]] = crop
        rows.append((top, top + crop.shape[0]))
        top += crop.shape[0] + gap
    return out, rows


def second_reads(clean: np.ndarray, words: list[Span], ppp: float, languages: str, timeout: int,
                 engine: str = "auto", image: np.ndarray | None = None) -> list[tuple[str, float] | None]:
    """Each word's read (text, its words' least confidence) from its crop of `image` (default: the page darkened and
    thickened, preprocess.legible), the crops read together as a strip; None where the strip gave the crop no word."""
    if not words:
        return []
    image, rows = strip(preprocess.legible(clean) if image is None else image, words, ppp)
    found, _ = ocr.ocr_words(Image.fromarray(image), 0, 1.0, languages, timeout, STRIP_CONFIG, engine=engine)
    got: list[list[Span]] = [[] for _ in rows]
    starts = [r[0] for r in rows]
    for span in found:
        middle = (span.bbox[1] + span.bbox[3]) / 2
        k = int(np.searchsorted(starts, middle, side="right")) - 1
        if 0 <= k < len(rows) and rows[k][0] <= middle <= rows[k][1]:
            got[k].append(span)
    out: list[tuple[str, float] | None] = []
    for spans in got:
        spans.sort(key=lambda s: s.bbox[0])
        out.append((" ".join(s.text for s in spans), min(s.confidence for s in spans)) if spans else None)
    return out


def trust_agreed(clean: np.ndarray, words: list[Span], lines: list[Line], ppp: float, languages: str, timeout: int,
                 engine: str = "auto") -> tuple[int, int]:
    """Each doubted word (`doubted`) read again alone from the darkened, thickened page. A common word or a number
    (`_whole`) that read gives letter for letter at AGREED or more is confirmed at that confidence: a fragment of a
    word split in two (`NDOR"` of `VENDOR"`) reads the same alone and is not. A word no list knows that the second
    read gives as a listed word at CORRECTED or more is read a third time, from the page as read; when that read
    gives the same word at CORRECTED or more, it is confirmed as that word at the lesser confidence (three reads, two
    agreeing on a word). A line takes its confirmed words only when every doubted word of it is confirmed: one word
    the re-reads do not confirm (a footer's `ALOST|` run into a clause) keeps the line's doubts, so raising the right
    words around it cannot hide it in the chunk's mean. (raised, corrected)."""
    wanted = doubted(words)
    legible = second_reads(clean, wanted, ppp, languages, timeout, engine)
    found: dict[int, tuple[str, float]] = {}
    unsure: list[tuple[Span, tuple[str, float]]] = []
    for word, again in zip(wanted, legible, strict=True):
        if again is None:
            continue
        if again[0] == word.text and again[1] >= max(AGREED, word.confidence) and _whole(word.text):
            found[id(word)] = again
        elif again[0] != word.text and again[1] >= CORRECTED and _listed(again[0]) and not _listed(word.text):
            unsure.append((word, again))
    third = second_reads(clean, [w for w, _ in unsure], ppp, languages, timeout, engine, image=clean)
    for (word, again), plain in zip(unsure, third, strict=True):
        if plain is not None and plain[0] == again[0] and plain[1] >= CORRECTED:
            found[id(word)] = (again[0], min(again[1], plain[1]))
    doubts = {id(w) for w in wanted}
    raised = corrected = 0
    lined = {id(w) for ln in lines for w in ln.words}
    for group in [ln.words for ln in lines] + [[w] for w in words if id(w) not in lined]:
        mine = [w for w in group if id(w) in doubts]
        if not mine or any(id(w) not in found for w in mine):
            continue
        for word in mine:
            text, conf = found[id(word)]
            raised, corrected = raised + (text == word.text), corrected + (text != word.text)
            word.text, word.confidence = text, conf
    return raised, corrected


def _whole(text: str) -> bool:
    """A number, or a common word in any case (`SALE`, `on`; COMMON Zipf or more): not a piece of a word split in two
    (`ATION` of `CONSIDER ATION` is listed, but rare) nor a rare word a misread makes (`thes`, `roan`)."""
    letters = lexicon.core(text)
    if len(letters) == 1 and letters.lower() not in "ai":
        return letters.isdigit()  # a lone `t` or `f` is a piece of a word (wordfreq counts `don't`'s t)
    return letters.isdigit() or bool(letters) and lexicon.common(letters.lower(), COMMON)
