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
from collections.abc import Iterable
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
ENGLISH_MARGIN = 0.15  # a script model tried on a block must read it this much surer than English did ...
MIN_TRIED_SCORE = 0.5  # ... and at least this sure (mean confidence of its script's words) ...
MIN_SCRIPT_SHARE = 0.4  # ... with this share of the words it read in its script
MOSTLY = 0.5  # share of the page's words in unread blocks above which OSD looks at the whole page


@dataclass
class Plan:
    """How to read a page: its languages (most text first), and either the whole page again in them, or
    only some blocks again, each in its own language (an English deed with a Hindi endorsement)."""

    languages: list[str]
    whole_page: bool = False
    blocks: dict[int, str] = field(default_factory=dict)  # block number -> the language to read it in
    read: tuple[list[Span], list[Line]] | None = None  # the whole page already read in `languages`


def choose(image: Image.Image, lines: list[Line], number: int, ppp: float, timeout: int, engine: str,
           installed: set[str]) -> Plan:
    """The plan for a page from its lines as read in English (`image` is what was read, `ppp` its points
    per pixel). Only languages whose model is installed are chosen. Blocks English read in part are cut
    (`split_mixed`) for the plan; a cut no re-read follows is undone."""
    was = {id(line): line.block for line in lines}
    split_mixed(lines)
    plan = _choose(image, lines, number, ppp, timeout, engine, installed)
    kept = {was[id(line)] for line in lines if line.block in plan.blocks}  # blocks a re-read of a run follows
    for line in lines:
        if was[id(line)] not in kept:
            line.block = was[id(line)]
    return plan


def _choose(image: Image.Image, lines: list[Line], number: int, ppp: float, timeout: int, engine: str,
            installed: set[str]) -> Plan:
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
        script = found.script if found.script_confidence >= MIN_SCRIPT_CONFIDENCE else ""
        if not langs.candidates(script, installed) and script != "Latin" \
                and not _latin_print([w for n, ws in blocks.items() if n not in foreign for w in ws]):
            # OSD cannot tell (blurred print: it saw "Greek" in a Telugu scan), is not sure it is Latin, and the
            # blocks English did read are not English print (a page of noisy tables has some that are): the
            # script models try the largest unread blocks (_sample), a crop, not the whole page: five whole-page
            # reads of a harsh two-column page took 94 s where English's own read took 19
            english = _sample(list(foreign.values()))
            script = _try_scripts(crop(image, english, ppp)[0], sum(w.confidence for w in english) / len(english),
                                  ppp, timeout, engine, installed, langs.SCRIPT_BLOCKS)
        if script and script != "Latin" and langs.candidates(script, installed):
            return _whole_page(image, script, latin, number, ppp, timeout, engine, installed)
    guesses: dict[int, str] = {}
    below: dict[int, tuple[float, float, float, float]] = {}
    scripts = _block_scripts(image, foreign, ppp, timeout, engine, guesses,
                             [w for ws in blocks.values() for w in ws], below)
    glossed = _glossed_page(image, blocks, scripts, ppp, timeout, engine, installed)
    if glossed:
        return _whole_page(image, glossed, latin, number, ppp, timeout, engine, installed)
    unsure = [n for n in foreign if n not in scripts]
    if unsure:  # OSD could not tell the largest of them: the script it guessed tries it, if the guess is one
        biggest = max(unsure, key=lambda n: len(foreign[n]))
        largest = foreign[biggest]
        # on a page English mostly read, an unread block is far more often Latin print gone bad (a watermark,
        # a noisy table) than another script: only the Indic script OSD guessed tries it, one read, not five
        if guesses.get(biggest) in langs.SCRIPT_BLOCKS and not _latin_print(largest):
            mean = sum(w.confidence for w in largest) / len(largest)
            scripts[biggest] = _try_scripts(crop(image, largest, ppp)[0], mean, ppp, timeout, engine, installed,
                                            [guesses[biggest]])
    _same_as_named(image, foreign, scripts, ppp, timeout, engine, installed)
    chosen: dict[str, str] = {}
    plan = Plan(latin or ["eng"])
    for number, script in scripts.items():
        if script == "Latin" or not langs.candidates(script, installed):
            continue
        if script not in chosen:
            same = [foreign[n] for n, s in scripts.items() if s == script]
            region = next((below[n] for n, s in scripts.items() if s == script and n in below), None)
            chosen[script] = _language(image, script, same, ppp, timeout, engine, installed, region)
        plan.blocks[number] = chosen[script]
    plan.languages = list(dict.fromkeys([*plan.languages, *chosen.values()]))
    return plan


def _glossed_page(image: Image.Image, blocks: dict[int, list[Span]], scripts: dict[int, str], ppp: float,
                  timeout: int, engine: str, installed: set[str]) -> str:
    """A page mostly in an Indic script OSD named for a block of it, though English's read passed most blocks (a
    Hindi Act with an English gloss in nearly every line, `... (Uttar Pradesh Land Laws (Amendment) Act) है।`:
    English reads the glosses surely, and OSD calls the whole page and the glossed blocks Latin): when English read
    most of the page's words unsurely (under SURE_WORD; clean English print reads ~0.96), one trial read of the
    page in the named script settles it (`_try_scripts`), once the largest block OSD named reads in that script
    (one crop read): on a crop of a seal or a signature OSD names scripts at random (Bengali, Fraktur, Cyrillic on
    US deed scans), and the page's trial read cost ~2 CPU s for nothing. Returns that script, or ''."""
    named = list(dict.fromkeys(s for s in scripts.values() if s in langs.SCRIPT_BLOCKS))[:1]
    words = [w for ws in blocks.values() for w in ws]
    if not named or sum(1 for w in words if w.confidence < SURE_WORD) <= MOSTLY * len(words):
        return ""
    largest = max((blocks[n] for n, s in scripts.items() if s == named[0]), key=len)
    mean = sum(w.confidence for w in largest) / len(largest)
    if not _try_scripts(crop(image, largest, ppp)[0], mean, ppp, timeout, engine, installed, named):
        return ""
    return _try_scripts(image, sum(w.confidence for w in words) / len(words), ppp, timeout, engine, installed, named)


def _same_as_named(image: Image.Image, foreign: dict[int, list[Span]], scripts: dict[int, str], ppp: float,
                   timeout: int, engine: str, installed: set[str]) -> None:
    """Unread blocks OSD could not name, on a page where it named an Indic script for others (a mixed deed's short
    Hindi headings `अनुसूची` / `मकान का विवरण` above the schedule, read by English as `age` / `Hearst art fart`):
    the largest MAX_BLOCKS are tried in the page's named Indic scripts (one read each, on such pages only) unless
    English's read shows Latin print outside brackets; the script that reads one surely is its script (in place in
    `scripts`). So are unread blocks OSD called Latin: a Hindi clause with an English gloss, `यह कि बिना किसी प्रतिफल
    (Without Monetary Consideration) ...`, read by English as garbage around the gloss's sure words."""
    named = list(dict.fromkeys(s for s in scripts.values() if s in langs.SCRIPT_BLOCKS))
    if not named:
        return
    unnamed = [(n, ws) for n, ws in foreign.items()
               if scripts.get(n) not in langs.SCRIPT_BLOCKS and not _latin_print(ws, glossed=True)]
    for number, words in sorted(unnamed, key=lambda kv: len(kv[1]), reverse=True)[:MAX_BLOCKS]:
        mean = sum(w.confidence for w in words) / len(words)
        script = _try_scripts(crop(image, words, ppp)[0], mean, ppp, timeout, engine, installed, named)
        if script:
            scripts[number] = script


def _try_scripts(part: Image.Image, english: float, ppp: float, timeout: int, engine: str, installed: set[str],
                 scripts: Iterable[str]) -> str:
    """When OSD cannot name the script of a page or block (`part`; blurred or faint print: OSD saw "Greek" in a
    blurred Telugu scan), read it with each of these Indic scripts' models (installed ones); the script whose
    read is surest, and surer than English's mean confidence `english`, wins ('' when none is). Each try is a
    full read and loads a model (~35 MB): callers try all five only where nothing says the print is Latin."""
    best, best_score = "", max(ENGLISH_MARGIN + english, MIN_TRIED_SCORE)
    for script in scripts:
        options = langs.candidates(script, installed)
        if not options:
            continue
        read, _lines = ocr.ocr_words(part, 1, ppp, langs.model_string(options[:1], installed), timeout, engine=engine)
        mine = [w for w in read if langs.script_of(w.text) == script]
        if len(mine) < MIN_BLOCK_WORDS:
            continue
        # numbers and punctuation read alike in every model: the script's words must be a good part of the read
        score = sum(w.confidence for w in mine) / len(mine) if len(mine) >= MIN_SCRIPT_SHARE * len(read) else 0.0
        if score > best_score:
            best, best_score = script, score
    return best


def _whole_page(image: Image.Image, script: str, latin: list[str], number: int, ppp: float, timeout: int,
                engine: str, installed: set[str]) -> Plan:
    """A page mostly in `script`: read whole in its first language (and the page's Latin-script one,
    `page_models`); where the script has several languages the word lists pick one from that read, which stands
    as the page's read when the pick is read with the same models (Hindi and Marathi both with Devanagari's)."""
    options = langs.candidates(script, installed)
    models = page_models([options[0], *latin], installed)
    words, lines = ocr.ocr_words(image, number, ppp, models, timeout, engine=engine)
    code = langid.best([w.text for w in words if langs.script_of(w.text) == script], options)
    plan = Plan(list(dict.fromkeys([code, *latin])), whole_page=True)
    if page_models(plan.languages, installed) == models:
        plan.read = (words, lines)
    return plan


def page_models(languages: list[str], installed: set[str]) -> str:
    """The models a page (or a block) mostly in an Indic language is read with: its script's, then the page's
    Latin-script language's or English's (`Devanagari+eng`). English's model reads the English glosses of Indian
    statutes (`जिला मजिस्ट्रेट (District Magistrate)`): on a scratch Hindi page set as the samples are, clean scan,
    page CER 0.8% with it and 10.6% without (the script model alone makes Devanagari garbage of them, which no
    check sees). It costs Indic words read as Latin garbage (Telugu `విమర్శ` as `Dood)`), which the numbers check
    (ingest/numerals.py) sends to review: on the tuning half, Telugu page CER 0.76% alone, 3.04% with it."""
    latin = [code for code in languages[1:] if langs.script_of_language(code) == "Latin"]
    return langs.model_string([languages[0], *(latin or ["eng"])], installed)


SAMPLE_WORDS = 60  # words (as English read them) a trial read covers: the largest blocks up to this many


def _sample(blocks: list[list[Span]]) -> list[Span]:
    """The largest blocks' words, up to about SAMPLE_WORDS: a trial read of one small block (a heading) says
    too little, of the whole page costs a page read per model tried."""
    out: list[Span] = []
    for words in sorted(blocks, key=len, reverse=True):
        if len(out) >= SAMPLE_WORDS:
            break
        out += words
    return out


def _language(image: Image.Image, script: str, blocks: list[list[Span]], ppp: float, timeout: int, engine: str,
              installed: set[str], region: tuple[float, float, float, float] | None = None) -> str:
    """The script's language: its only one, or the one the word lists pick from a trial read of the largest
    of these blocks (_sample) in the script's first language (of `region` instead, a block with the lines English's
    layout dropped under it, `_blank_below`)."""
    options = langs.candidates(script, installed)
    if len(options) == 1:
        return options[0]
    part = crop_box(image, region, ppp)[0] if region else crop(image, _sample(blocks), ppp)[0]
    models = langs.model_string(options[:1], installed)
    read, _lines = ocr.ocr_words(part, 1, ppp, models, timeout, engine=engine)
    return langid.best([w.text for w in read], options)


def split_mixed(lines: list[Line]) -> None:
    """A block English read in part (an English clause and, under it in the same Tesseract block, a Hindi
    schedule it made garbage of) is cut where its lines change from read to unread, in place: each run of lines
    gets a block of its own, so the unread run is looked at (and read again) alone. A line is unread when
    `_garbage`, read when it shows English print on its own (`_latin_print`), and otherwise (`3. gor ht Sau:`, a
    wrapped `party.`) goes with the line above it. Cut only where the unread lines are one run of MIN_BLOCK_WORDS
    words or more and the read ones show English print: a watermarked English block, garbage and sure words in
    turns, is not cut up into blocks OSD would be asked about."""
    blocks: dict[int, list[Line]] = defaultdict(list)
    for line in lines:
        blocks[line.block].append(line)
    fresh = max((line.block for line in lines), default=0) + 1
    for group in blocks.values():
        group.sort(key=lambda ln: ln.bbox[1])
        said = [True if _garbage(ln.words) else False if _latin_print(ln.words) else None for ln in group]
        unread: list[bool] = []
        for k, state in enumerate(said):  # an undecided line goes with the one above (the first, the one below)
            known = state if state is not None else unread[-1] if unread else next(
                (s for s in said[k:] if s is not None), False)
            unread.append(known)
        runs = sum(1 for k, u in enumerate(unread) if u and (k == 0 or not unread[k - 1]))
        if runs != 1 or sum(len(ln.words) for ln, u in zip(group, unread, strict=True) if u) < MIN_BLOCK_WORDS \
                or not _latin_print([w for ln, u in zip(group, unread, strict=True) if not u for w in ln.words]):
            continue
        block = group[0].block
        for k, line in enumerate(group):
            if k and unread[k] != unread[k - 1]:
                block, fresh = fresh, fresh + 1
            line.block = block


def _garbage(words: list[Span]) -> bool:
    """A line English could not read, with no English word read surely in it (a stained English line keeps some;
    English's list is no help on a short line of garbage: `Gh GaN Yaa TSAS` are all in it)."""
    return _unread(words, 1) and not _sure_english(words)


def _unread(words: list[Span], least: int = MIN_BLOCK_WORDS) -> bool:
    if len(words) < least:
        return False
    mean = sum(w.confidence for w in words) / len(words)
    if mean < FOREIGN_CONFIDENCE:
        return True
    return mean < DOUBTFUL_CONFIDENCE and lexicon.plausibility([w.text for w in words], ["eng"]) < FOREIGN_PLAUSIBLE


def _block_scripts(image: Image.Image, foreign: dict[int, list[Span]], ppp: float, timeout: int,
                   engine: str, guesses: dict[int, str], page_words: list[Span],
                   below: dict[int, tuple[float, float, float, float]]) -> dict[int, str]:
    """OSD's script of each unread block (the largest MAX_BLOCKS), where it is sure enough; its unsure
    guesses go into `guesses`. A block OSD cannot name with an inked blank under it (`_blank_below`: the lines
    English's layout dropped) is named by OSD's look at both together, and that region goes into `below`.
    A sure verdict for shapes OSD found turned, on a page read upright, names no script ('': looked at, nothing
    to read): the block is no print of that script (a seal's ring, a signature's loops: Telugu turned a quarter,
    Malayalam upside down on a US deed), and a re-read of the crop as it lies could not read turned print."""
    out: dict[int, str] = {}
    for number, words in sorted(foreign.items(), key=lambda kv: len(kv[1]), reverse=True)[:MAX_BLOCKS]:
        found = ocr.detect_script(crop(image, words, ppp)[0], timeout, engine)
        if found.script and found.script_confidence >= MIN_SCRIPT_CONFIDENCE:
            out[number] = "" if found.rotate else found.script
            continue
        region = _blank_below(image, words, page_words, ppp)
        if region:
            wider = ocr.detect_script(crop_box(image, region, ppp)[0], timeout, engine)
            if wider.script in langs.SCRIPT_BLOCKS and wider.script_confidence >= MIN_SCRIPT_CONFIDENCE \
                    and not wider.rotate:
                out[number], below[number] = wider.script, region
                continue
        if found.script:
            guesses[number] = found.script
    return out


BLANK_LINES = 2.5  # a blank this many line heights tall under an unread block ...
BLANK_INK = 0.01  # ... with this share of its pixels inked holds lines English's layout dropped


def _blank_below(image: Image.Image, words: list[Span], page_words: list[Span], ppp: float
                 ) -> tuple[float, float, float, float] | None:
    """The block's box and the inked blank under it down to the next word read, across the page's text width,
    when that blank is BLANK_LINES line heights or more (None otherwise). English's layout pass drops a Hindi
    schedule's lines as non-text and keeps only its bold heading as garbage (`अनुसूची` read `Tat`): OSD cannot name
    the script of the heading's two short lines alone, and names it at once with the dropped lines under them."""
    top, bottom = min(w.bbox[1] for w in words), max(w.bbox[3] for w in words)
    height = sorted(w.bbox[3] - w.bbox[1] for w in words)[len(words) // 2]
    under = [w.bbox[1] for w in page_words if w.bbox[1] > bottom]
    if not under or min(under) - bottom < BLANK_LINES * height:
        return None
    left, right = min(w.bbox[0] for w in page_words), max(w.bbox[2] for w in page_words)
    band = image.crop((max(0, int(left / ppp)), int(bottom / ppp), min(image.width, int(right / ppp)),
                       min(image.height, int(min(under) / ppp)))).convert("L")
    inked = sum(band.histogram()[:128]) / max(1, band.width * band.height)
    return (left, top, right, min(under) - 0.2 * height) if inked >= BLANK_INK else None


SURE_WORD = 0.8  # an English word read this surely ...
SURE_LETTERS = 4  # ... of at least this many letters, that English's list has, is Latin print
SURE_ENGLISH = 2  # this many of them (and SURE_SHARE of the words) say the print is Latin, however badly read
SURE_SHARE = 0.05


def _latin_print(words: list[Span], glossed: bool = False) -> bool:
    """Whether English's read shows Latin print: words of several letters read surely that English's list has.
    English's model reads other scripts as garbage, at low confidence (none such on any Indic scan of the
    tuning half, harsh ones included); a watermarked or noisy English block still shows some (Offenses,
    computer, Mortgage at 0.9+ among the garbage). With `glossed` (a page where OSD named an Indic script),
    words in brackets do not count: a Hindi clause's English gloss `(Without Monetary Consideration)`."""
    return _sure_english(words, glossed) >= max(SURE_ENGLISH, SURE_SHARE * len(words))


def _sure_english(words: list[Span], glossed: bool = False) -> int:
    """How many of the words are English words of several letters read surely (outside brackets, `glossed`)."""
    inside = _bracketed(words) if glossed else [False] * len(words)
    return sum(1 for w, gloss in zip(words, inside, strict=True) if not gloss and w.confidence >= SURE_WORD
               and len(t := lexicon.core(w.text)) >= SURE_LETTERS and t.isalpha() and t.isascii()
               and t.lower() in lexicon.wordlist())


def _bracketed(words: list[Span]) -> list[bool]:
    """Whether each word (in reading order) is inside round brackets: `(Without`, `Monetary`, `Consideration)`."""
    out, depth = [], 0
    for w in words:
        opened = depth + w.text.count("(")
        out.append(opened > 0)
        depth = max(0, opened - w.text.count(")"))
    return out


CROP_PAD = 12.0  # points of margin around a block cut out for OSD or a trial read


def crop(image: Image.Image, words: list[Span], ppp: float) -> tuple[Image.Image, tuple[int, int]]:
    """The part of the page image these words cover, with a margin, and its top-left pixel."""
    return crop_box(image, (min(w.bbox[0] for w in words), min(w.bbox[1] for w in words),
                            max(w.bbox[2] for w in words), max(w.bbox[3] for w in words)), ppp)


def crop_box(image: Image.Image, box: tuple[float, float, float, float], ppp: float
             ) -> tuple[Image.Image, tuple[int, int]]:
    """The part of the page image in `box` (points), with a margin, and its top-left pixel."""
    pad = CROP_PAD
    x0, y0 = max(0, int((box[0] - pad) / ppp)), max(0, int((box[1] - pad) / ppp))
    x1, y1 = min(image.width, int((box[2] + pad) / ppp)), min(image.height, int((box[3] + pad) / ppp))
    return image.crop((x0, y0, x1, y1)), (x0, y0)
