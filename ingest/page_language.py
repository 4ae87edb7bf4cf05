"""Which languages to read a scanned page in: English when the English read is English, else OSD and a trial read.

Every scanned page is read once in English first (as before). Only the blocks English could not read
(few known words, low confidence) are looked at again: OSD names their script, and where a script has
several languages (Hindi and Marathi in Devanagari) a short read of one block settles it by the word lists.
A page mostly in another language is read again whole in it (English second, for the English words in it);
on a mostly English page only the foreign blocks are read again, each alone in its language (a combined
`eng+hin` read of the whole page lets English's model take Hindi words for Latin ones).
An English page thus costs nothing more; a Hindi one costs an OSD pass and the read in Hindi.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from PIL import Image

from ingest import langid, lexicon, ocr
from ingest import languages as langs
from schemas import Line, Span

MIN_BLOCK_WORDS = 3  # a block with fewer words says too little to be looked at again
# English's model reads other scripts as Latin-letter garbage of low confidence (Devanagari ~0.35-0.4, Tamil
# ~0.2) that is still half "words" (are, ard, Use); English print, even scanned badly, stays above ~0.7
FOREIGN_CONFIDENCE = 0.55  # a block read at a mean confidence under this was not English print ...
DOUBTFUL_CONFIDENCE = 0.7  # ... nor one under this whose words are mostly not English
FOREIGN_PLAUSIBLE = 0.5
MIN_SCRIPT_CONFIDENCE = 1.0  # OSD's script confidence under this is a guess
MAX_BLOCKS = 4  # blocks given an OSD pass of their own on a mostly English page
MOSTLY = 0.5  # share of the page's words in unread blocks above which OSD looks at the whole page


@dataclass
class Plan:
    """How to read a page: its languages (most text first), and either the whole page again in them, or
    only some blocks again, each in its own language (an English deed with a Hindi endorsement)."""

    languages: list[str]
    whole_page: bool = False
    blocks: dict[int, str] = field(default_factory=dict)  # block number -> the language to read it in


def choose(image: Image.Image, lines: list[Line], ppp: float, timeout: int, engine: str,
           installed: set[str]) -> Plan:
    """The plan for a page from its lines as read in English (`image` is what was read, `ppp` its points
    per pixel). Only languages whose model is installed are chosen."""
    blocks: dict[int, list[Span]] = defaultdict(list)
    for line in lines:
        blocks[line.block].extend(line.words)
    foreign = {n: ws for n, ws in blocks.items() if _unread(ws)}
    latin_tokens = [w.text for n, ws in blocks.items() if n not in foreign for w in ws]
    latin = langid.identify(latin_tokens, langs.candidates("Latin", installed)) or (["eng"] if latin_tokens else [])
    if not foreign:
        return Plan(latin or ["eng"])
    foreign_words = sum(len(ws) for ws in foreign.values())
    if foreign_words > MOSTLY * (foreign_words + len(latin_tokens)):
        found = ocr.detect_script(image, timeout, engine)
        if found.script_confidence >= MIN_SCRIPT_CONFIDENCE and langs.candidates(found.script, installed):
            code = _language(image, found.script, list(foreign.values()), ppp, timeout, engine, installed)
            return Plan(list(dict.fromkeys([code, *latin])), whole_page=code != "eng")
    scripts = _block_scripts(image, foreign, ppp, timeout, engine)
    chosen: dict[str, str] = {}
    plan = Plan(latin or ["eng"])
    for number, script in scripts.items():
        if script == "Latin" or not langs.candidates(script, installed):
            continue
        if script not in chosen:
            same = [foreign[n] for n, s in scripts.items() if s == script]
            chosen[script] = _language(image, script, same, ppp, timeout, engine, installed)
        plan.blocks[number] = chosen[script]
    plan.languages = list(dict.fromkeys([*plan.languages, *chosen.values()]))
    return plan


def _language(image: Image.Image, script: str, blocks: list[list[Span]], ppp: float, timeout: int, engine: str,
              installed: set[str]) -> str:
    """The script's language: its only one, or the one the word lists pick from a trial read of the largest
    of these blocks in the script's first language."""
    options = langs.candidates(script, installed)
    if len(options) == 1:
        return options[0]
    words = max(blocks, key=len)
    models = langs.model_string(options[:1], installed)
    read, _lines = ocr.ocr_words(crop(image, words, ppp)[0], 1, ppp, models, timeout, engine=engine)
    return langid.best([w.text for w in read], options)


def _unread(words: list[Span]) -> bool:
    if len(words) < MIN_BLOCK_WORDS:
        return False
    mean = sum(w.confidence for w in words) / len(words)
    if mean < FOREIGN_CONFIDENCE:
        return True
    return mean < DOUBTFUL_CONFIDENCE and lexicon.plausibility([w.text for w in words], ["eng"]) < FOREIGN_PLAUSIBLE


def _block_scripts(image: Image.Image, foreign: dict[int, list[Span]], ppp: float, timeout: int,
                   engine: str) -> dict[int, str]:
    """OSD's script of each unread block (the largest MAX_BLOCKS), where it is sure enough."""
    out: dict[int, str] = {}
    for number, words in sorted(foreign.items(), key=lambda kv: len(kv[1]), reverse=True)[:MAX_BLOCKS]:
        found = ocr.detect_script(crop(image, words, ppp)[0], timeout, engine)
        if found.script and found.script_confidence >= MIN_SCRIPT_CONFIDENCE:
            out[number] = found.script
    return out


CROP_PAD = 12.0  # points of margin around a block cut out for OSD or a trial read


def crop(image: Image.Image, words: list[Span], ppp: float) -> tuple[Image.Image, tuple[int, int]]:
    """The part of the page image these words cover, with a margin, and its top-left pixel."""
    box = (min(w.bbox[0] for w in words), min(w.bbox[1] for w in words),
           max(w.bbox[2] for w in words), max(w.bbox[3] for w in words))
    pad = CROP_PAD
    x0, y0 = max(0, int((box[0] - pad) / ppp)), max(0, int((box[1] - pad) / ppp))
    x1, y1 = min(image.width, int((box[2] + pad) / ppp)), min(image.height, int((box[3] + pad) / ppp))
    return image.crop((x0, y0, x1, y1)), (x0, y0)
