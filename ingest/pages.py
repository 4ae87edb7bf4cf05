"""Read one page: its text layer when usable (pdfplumber), else rasterise, clean up and OCR it."""

from __future__ import annotations

import logging
import time

import numpy as np
import pdfplumber
from PIL import Image

from ingest import (
    blanks,
    ink,
    langid,
    lexicon,
    lookalikes,
    marks,
    numerals,
    ocr,
    page_language,
    plumber,
    preprocess,
    reading_order,
    reread,
    rulings,
    table_ocr,
)
from ingest import languages as langs
from ingest.options import Knobs
from ingest.pdf import PdfSource, has_text_objects, render_array
from schemas import BBox, Line, Page, Span, UnreadRegion

logging.getLogger("pdfminer").setLevel(logging.ERROR)  # damaged files make it chatty; we report ourselves

LINE_TOLERANCE = 0.5  # words whose tops differ by under half a word height share a line
SCAN_IMAGE_SHARE = 0.6  # an image covering this share of the page makes it a scan
WORDS_ON_IMAGES = 0.9  # ... and so does a text layer this share of whose words sit on pictures (a smaller scan)
PICTURE_SHARE = 0.04  # a picture this share of a text-layer page or more, no layer words on it, may print text
PICTURE_WORDS = 6  # ... it does when a read of it finds this many recognisable words (a logo or a photo does not)
MAX_UNMAPPED = 0.01  # share of a text layer's words holding an unmapped glyph ("(cid:26)") above which it is OCR'd
LOW_OCR_MEAN = 0.55  # under this mean word confidence the page may be on its side: ask Tesseract's OSD


def prepare(settings: Knobs) -> None:
    """Load now what a scanned page otherwise loads on first use (OpenCV, the word lists, the engine's library:
    ~0.5 CPU s; the first read's model and OSD's: ~0.12 CPU s more): a worker calls it before forking its page
    processes, which then share them instead of each loading its own (other languages' models are loaded by the
    process that first needs them)."""
    preprocess.cv2.setNumThreads  # noqa: B018 - the attribute read imports OpenCV
    lexicon.wordlist()
    ocr.use_raw_lines(settings.ocr_raw_lines)
    ocr.load_models(first_read(settings), settings.ocr_engine)


def read_range(data: PdfSource, indices: list[int], settings: Knobs) -> list[Page]:
    """Several pages in one task: a page process is handed the file's path and a range, not its bytes."""
    return [read_page(data, index, settings) for index in indices]


def read_page(data: PdfSource, index: int, settings: Knobs) -> Page:
    """One page in, its words and lines out (1-based Page.number); pure, so a worker can retry it."""
    start = time.perf_counter()
    ocr.use_raw_lines(settings.ocr_raw_lines)
    try:
        page, note = _read_text_layer(data, index, settings), ""
    except Exception as err:  # noqa: BLE001 - pdfminer fails in many ways on damaged files; pdfium may still render
        page, note = None, f"text layer unreadable ({type(err).__name__}): OCR'd"
    if page is not None and page.source == "text":
        page.timings["text_layer"] = time.perf_counter() - start
        return page
    if page is not None:
        note = page.notes[0] if page.notes else ""
    page = ocr_page(data, index, settings)
    if note:
        page.notes.append(note)
    return page


def _read_text_layer(data: PdfSource, index: int, settings: Knobs) -> Page | None:
    """The page from its text layer, or a bare Page carrying a note when the layer is unusable."""
    if not has_text_objects(data, index):  # an image-only scan: no text layer to parse
        return Page(number=index + 1, width=0.0, height=0.0, source="ocr")
    with plumber.open_page(data, index) as plumber_page:
        words = _text_layer_words(plumber_page, index + 1)
        size = float(plumber_page.width), float(plumber_page.height)
        if words and _is_scan(plumber_page, words):
            # an earlier OCR's invisible layer over a page image: its quality is unknown and it carries no
            # word confidences, so read the image ourselves
            return Page(number=index + 1, width=size[0], height=size[1], source="ocr",
                        notes=["scanned page with an existing text layer: OCR'd again for word confidences"])
        languages = langid.identify([w.text for w in words], _forced(settings)) or langs.parse(first_read(settings))
        if not _usable(words, languages, settings):
            notes = ["text layer unusable (empty or garbage): OCR'd"] if words else []
            return Page(number=index + 1, width=size[0], height=size[1], source="ocr", notes=notes)
        pictures = _bare_pictures(plumber_page, words)
        return Page(number=index + 1, width=size[0], height=size[1], source="text", words=words,
                    lines=group_lines(words), rulings=rulings.rulings_from_pdfplumber(plumber_page),
                    languages=languages, unread=_pictures_of_text(data, index, pictures, languages, settings))


def _text_layer_words(plumber_page: pdfplumber.page.Page, number: int) -> list[Span]:
    out: list[Span] = []
    for w in plumber_page.extract_words(keep_blank_chars=False, use_text_flow=False):
        bbox = (float(w["x0"]), float(w["top"]), float(w["x1"]), float(w["bottom"]))
        out.append(Span(text=w["text"], page=number, bbox=bbox, confidence=1.0, source="text"))
    return out


def _is_scan(plumber_page: pdfplumber.page.Page, words: list[Span]) -> bool:
    """One image covers most of the page, or the text layer's words lie on pictures (an original smaller than its
    page, a scan cut in strips): the page is a scan, whatever text sits over it. Born-digital text does not sit on
    a picture; an earlier OCR's invisible layer does, and it holds whatever that OCR made of stamps and fades."""
    area = float(plumber_page.width * plumber_page.height) or 1.0
    boxes = [(float(i["x0"]), float(i["top"]), float(i["x1"]), float(i["bottom"])) for i in plumber_page.images]
    if any(abs(b[2] - b[0]) * abs(b[3] - b[1]) / area >= SCAN_IMAGE_SHARE for b in boxes):
        return True
    on = sum(any(b[0] <= (w.bbox[0] + w.bbox[2]) / 2 <= b[2] and b[1] <= (w.bbox[1] + w.bbox[3]) / 2 <= b[3]
                 for b in boxes) for w in words)
    return bool(boxes) and on >= WORDS_ON_IMAGES * len(words)


def _bare_pictures(plumber_page: pdfplumber.page.Page, words: list[Span]) -> list[BBox]:
    """Pictures of a good size on a text-layer page with none of the layer's words on them."""
    area = float(plumber_page.width * plumber_page.height) or 1.0
    out: list[BBox] = []
    for image in plumber_page.images:
        box = (float(image["x0"]), float(image["top"]), float(image["x1"]), float(image["bottom"]))
        if (box[2] - box[0]) * (box[3] - box[1]) / area >= PICTURE_SHARE and not any(
                box[0] <= (w.bbox[0] + w.bbox[2]) / 2 <= box[2] and box[1] <= (w.bbox[1] + w.bbox[3]) / 2 <= box[3]
                for w in words):
            out.append(box)
    return out


def _pictures_of_text(data: PdfSource, index: int, pictures: list[BBox], languages: list[str],
                      settings: Knobs) -> list[UnreadRegion]:
    """A picture that prints text (a scanned schedule or stamp paper pasted into a typed page) is an unread
    region: the text layer does not hold its words, so a person must see it. Read once to tell it from a logo
    or a photograph; its words are not kept (the reviewer types them where the page prints them)."""
    if not pictures:
        return []
    image = render_array(data, index, settings.dpi)
    settings = settings.model_copy(update={"ocr_languages": "+".join(languages) or first_read(settings)})
    ppp = 72.0 / settings.dpi
    out = []
    for box in pictures:
        read = table_ocr.read_box(image, ppp, box, index + 1, settings, config="--oem 1 --psm 3")
        real = [w.text for w in read if w.confidence >= 0.6 and lexicon.plausibility([w.text], languages) == 1.0]
        if len(real) >= PICTURE_WORDS:
            lines = max(1, len({round(w.bbox[1] / max(1.0, w.bbox[3] - w.bbox[1])) for w in read}))
            out.append(UnreadRegion(page=index + 1, bbox=box, kind="unknown", ink_share=1.0, lines=lines,
                                    reason=f"text in a picture, page {index + 1}: not read (~{lines} lines)"))
    return out


def _usable(words: list[Span], languages: list[str], settings: Knobs) -> bool:
    chars = sum(len(w.text) for w in words)
    if chars < settings.text_layer_min_chars:
        return False
    if sum("(cid:" in w.text for w in words) > MAX_UNMAPPED * len(words):
        return False  # glyphs the font cannot map (an Indic shaper's reordered matras): the layer lost letters
    return lexicon.plausibility([w.text for w in words], languages) >= settings.text_layer_min_plausible


def _forced(settings: Knobs) -> list[str] | None:
    """The languages `--lang` / ENGROSS_OCR_LANGUAGES name, None when engross chooses (auto)."""
    return None if settings.ocr_languages == langs.AUTO else langs.parse(settings.ocr_languages)


def first_read(settings: Knobs) -> str:
    """What a scanned page is read in first (Tesseract's `eng+hin`): the forced languages, else English."""
    return "eng" if settings.ocr_languages == langs.AUTO else settings.ocr_languages


def group_lines(words: list[Span]) -> list[Line]:
    """Words of a text layer into lines, top to bottom, left to right."""
    lines: list[list[Span]] = []
    for word in sorted(words, key=lambda w: (round(w.bbox[1]), w.bbox[0])):
        height = max(1.0, word.bbox[3] - word.bbox[1])
        if lines and abs(lines[-1][0].bbox[1] - word.bbox[1]) < LINE_TOLERANCE * height:
            lines[-1].append(word)
        else:
            lines.append([word])
    return [ocr.line_from_words(ws) for ws in lines]


def ocr_page(data: PdfSource, index: int, settings: Knobs) -> Page:
    """Rasterise at settings.dpi, turn upright, deskew, OCR once; find rulings and non-print marks."""
    timings: dict[str, float] = {}
    t = time.perf_counter()
    gray = render_array(data, index, settings.dpi)
    timings["rasterise"] = time.perf_counter() - t

    t = time.perf_counter()
    skew = preprocess.measure_skew(gray) if settings.deskew else 0.0
    upright = preprocess.deskew(gray, skew)
    clean = _clean(upright, settings)
    timings["preprocess"] = time.perf_counter() - t

    ppp = 72.0 / settings.dpi
    t = time.perf_counter()
    # before fades are restored: a restored band reads deep again (~15 ms); the ink accounting's re-reads use it too
    depth = preprocess.ink_depth(clean)
    thin = depth < preprocess.STARVED
    # marks are large; half resolution finds the same ones in a quarter of the time
    fades = marks.find_fades(clean[::2, ::2], index + 1, 2 * ppp)
    clean = marks.restore_faded(clean, fades, ppp)
    printed, half, page_rulings, pieces, clean = _blanks_out(clean, ppp)
    timings["preprocess"] += time.perf_counter() - t

    t = time.perf_counter()
    reading = first_read(settings)
    words, lines = _read(clean, index + 1, ppp, reading, settings, depth)
    rotation = 0
    if _maybe_sideways(words):
        rotation = ocr.detect_rotation(Image.fromarray(clean), settings.tesseract_timeout, settings.ocr_engine)
        if rotation:
            gray = preprocess.rotate_quadrant(gray, rotation)
            skew = preprocess.measure_skew(gray) if settings.deskew else 0.0
            upright = preprocess.deskew(gray, skew)
            clean = _clean(upright, settings)
            fades = marks.find_fades(clean[::2, ::2], index + 1, 2 * ppp)
            clean = marks.restore_faded(clean, fades, ppp)
            printed, half, page_rulings, pieces, clean = _blanks_out(clean, ppp)
            words, lines = _read(clean, index + 1, ppp, reading, settings, depth)
    timings["ocr"] = time.perf_counter() - t

    t = time.perf_counter()
    words, lines, languages = _in_its_languages(clean, words, lines, index + 1, ppp, settings)
    notes: list[str] = []
    if any(langs.script_of_language(code) != "Latin" for code in languages):
        numerals.check(Image.fromarray(clean), lines, ppp, settings.tesseract_timeout, settings.ocr_engine, notes)
    notes += lookalikes.restore(lines, languages)
    if not _forced(settings):
        reading = langs.model_string(languages, ocr.installed_languages(settings.ocr_engine))
    timings["language"] = time.perf_counter() - t

    t = time.perf_counter()
    if clean is not printed:
        half = preprocess.half(clean)  # the ink stages judge the page OCR read, its blanks erased
    line_boxes = [tuple(int(v / (2 * ppp)) for v in ln.bbox) for ln in lines if ln.confidence > 0.3]
    page_marks = fades + marks.find_ink(clean[::2, ::2], line_boxes, index + 1, 2 * ppp, page_rulings)
    timings["marks"] = time.perf_counter() - t

    t = time.perf_counter()
    grid = table_ocr.grid_words(upright, ppp, page_rulings, index + 1, reading, settings)
    timings["tables"] = time.perf_counter() - t

    t = time.perf_counter()
    words, lines, alone = blanks.restore(words, lines, pieces, page_marks, index + 1, ppp)
    lines = lines + [_in_block(ln, lines) for ln in alone]
    lost_blanks = blanks.unplaced(pieces, words, lines, page_marks, index + 1, ppp)
    found = ink.account(clean, words, lines, page_rulings, page_marks, index + 1, ppp,
                        reading, settings.tesseract_timeout, settings.ocr_engine, half, grid, thin)
    words, lines = words + found.words, lines + [_in_block(ln, lines) for ln in found.lines]
    page_marks += found.marks
    timings["ink"] = time.perf_counter() - t
    if settings.reread_doubted and thin and all(langs.script_of_language(c) == "Latin" for c in languages):
        t = time.perf_counter()
        reread.trust_agreed(clean, words, lines, ppp, reading, settings.tesseract_timeout, settings.ocr_engine)
        lines = [ocr.line_from_words(ln.words, ln.block) if ln.words else ln for ln in lines]
        timings["reread"] = time.perf_counter() - t
    height, width = clean.shape
    return Page(number=index + 1, width=width * ppp, height=height * ppp, source="ocr", rotation=rotation,
                skew_angle=skew, dpi=settings.dpi, words=words, lines=_reading_order(lines), marks=page_marks,
                rulings=page_rulings, grid_words=grid, unread=found.unread + lost_blanks, timings=timings,
                languages=languages, notes=notes)


SURE_READ = 0.90  # a starved page read with this mean word confidence or more is not read again
KEEP_WORDS = 0.95  # the thickened read is kept when surer and holding this share of the plain read's words


def _read(clean: np.ndarray, number: int, ppp: float, reading: str, settings: Knobs,
          depth: float) -> tuple[list[Span], list[Line]]:
    """The page's one read; a deeply starved page (ink `depth` under preprocess.SMOOTH_BELOW) is read with its grain
    smoothed off (preprocess.grain_off), and with `reread_starved` a starved one (under preprocess.STARVED), when
    that read is unsure, read a second time darkened and thickened (preprocess.legible), the surer read kept:
    thickening mends eroded hairlines but merges some faces' letters, so the first read comes first and stays unless
    the other is surer and as full."""
    starved = depth < preprocess.STARVED
    smooth = settings.smooth_starved and depth < preprocess.SMOOTH_BELOW
    image = preprocess.grain_off(clean) if smooth else clean
    words, lines = ocr.ocr_words(Image.fromarray(image), number, ppp, reading, settings.tesseract_timeout,
                                 engine=settings.ocr_engine)
    mean = _mean_confidence(words)
    if not starved or not settings.reread_starved or not words or mean >= SURE_READ:
        return words, lines
    again, again_lines = ocr.ocr_words(Image.fromarray(preprocess.legible(clean)), number, ppp, reading,
                                       settings.tesseract_timeout, engine=settings.ocr_engine)
    if _mean_confidence(again) > mean and len(again) >= KEEP_WORDS * len(words):
        return again, again_lines
    return words, lines


def _mean_confidence(words: list[Span]) -> float:
    return sum(w.confidence for w in words) / len(words) if words else 0.0


def _blanks_out(clean: np.ndarray, ppp: float) -> tuple[np.ndarray, np.ndarray, list, list[blanks.Piece],
                                                         np.ndarray]:
    """The page as printed, halved, its rulings (tables keep the rules a form's blanks may share) and its form
    blanks; and the page OCR reads, the blanks erased (ingest.blanks: they come back after the read)."""
    half = preprocess.half(clean)
    page_rulings = rulings.rulings_from_image(clean, ppp, half)
    pieces = blanks.find(half, ppp, page_rulings)
    return clean, half, page_rulings, pieces, blanks.erase(clean, pieces)


def _in_its_languages(clean: np.ndarray, words: list[Span], lines: list[Line], number: int, ppp: float,
                      settings: Knobs) -> tuple[list[Span], list[Line], list[str]]:
    """The page read in its own languages (ingest.page_language's plan), or, when `--lang` forced them, the
    forced ones the page shows."""
    forced = _forced(settings)
    if forced:
        return words, lines, langid.identify([w.text for w in words], forced) or forced
    image = Image.fromarray(clean)
    installed = ocr.installed_languages(settings.ocr_engine)
    plan = page_language.choose(image, lines, number, ppp, settings.tesseract_timeout, settings.ocr_engine,
                                installed)
    if plan.whole_page:
        models = page_language.page_models(plan.languages, installed)
        again = plan.read or ocr.ocr_words(image, number, ppp, models, settings.tesseract_timeout,
                                           engine=settings.ocr_engine)
        if not _better(again[0], words, plan.languages[0]):
            return words, lines, ["eng"]  # OSD's script was a guess (a stamp, a scribble): English stands
        words, lines = again
    kept: set[str] = set()  # the languages a block was read in and kept
    for block, code in plan.blocks.items():
        before = words
        words, lines = _reread_block(image, words, lines, block, page_language.page_models([code], installed), code,
                                     number, ppp, settings)
        if words is not before:
            kept.add(code)
    code = next((c for c in plan.blocks.values() if c in kept), "")
    if code:
        # English's layout pass may drop whole lines of another script: look where nothing was read, in the first
        # language a block was kept in. Not in one no block read in was kept: OSD's name for a seal or a signature
        # (Bengali on a US decree's seal) is all the page showed of it, and the blanks' reads (~0.4 CPU s a page)
        # were thrown away as not in it; a seal planned before a kept Hindi block does not stop the Hindi blanks
        words, lines = _reread_gaps(clean, words, lines, page_language.page_models([code], installed), code, number,
                                    ppp, settings)
    # the planned languages the page's words show (a block kept in English drops its language)
    return words, lines, langid.identify([w.text for w in words], plan.languages) or ["eng"]


def _better(new: list[Span], old: list[Span], code: str) -> bool:
    """A read in another language replaces English's only when it is surer and mostly in that language's
    script: OSD can take damage for a script, and English's read of English print must not be lost."""
    if not new:
        return False
    letters = langs.scripts(" ".join(w.text for w in new))
    in_script = letters.get(langs.script_of_language(code), 0) / max(1, sum(letters.values()))
    mean = sum(w.confidence for w in new) / len(new)
    return in_script >= 0.5 and mean > (sum(w.confidence for w in old) / len(old) if old else 0.0)


GAP_LINES = 2.5  # a blank this many line heights tall between lines of a mixed page is looked into ...
GAP_INK = 0.01  # ... when this share of its pixels is ink
# ... read with Tesseract's layout first; where that finds no text (a Marathi schedule's items `(क) पूर्वेस .........;`,
# their dotted blanks taken for non-text), as one uniform block
GAP_BLOCK = "--oem 1 --psm 6"


def _reread_gaps(clean: np.ndarray, words: list[Span], lines: list[Line], models: str, code: str, number: int,
                 ppp: float, settings: Knobs) -> tuple[list[Span], list[Line]]:
    """The inked blanks between a mixed page's lines (and under its last line), read in its other language (an
    English read dropped a Hindi schedule's items as non-text, at the foot of a page too); words are kept only when
    mostly in that language's script. What a read leaves of a blank below its lines is a blank of its own
    (`३. चतुःसीमा :-` read, its items under it not)."""
    if len(lines) < 2:
        return words, lines
    height = sorted(ln.bbox[3] - ln.bbox[1] for ln in lines)[len(lines) // 2]
    left, right = min(ln.bbox[0] for ln in lines), max(ln.bbox[2] for ln in lines)
    ordered = sorted(lines, key=lambda ln: ln.bbox[1])
    block = max(ln.block for ln in lines) + 1
    gaps = [(max(ln.bbox[3] for ln in ordered if ln.bbox[1] <= above.bbox[1]), below.bbox[1])
            for above, below in zip(ordered, ordered[1:], strict=False)]
    # and under the last line to the page's foot: a schedule's last items at the bottom of a page, dropped whole
    gaps.insert(0, (max(ln.bbox[3] for ln in ordered), clean.shape[0] * ppp))
    while gaps:
        top, bottom = gaps.pop()
        if bottom - top < GAP_LINES * height:
            continue
        x0, x1 = int(left / ppp), int(right / ppp)
        y0, y1 = int((top + 0.2 * height) / ppp), int((bottom - 0.2 * height) / ppp)
        band = clean[y0:y1, x0:x1]
        if band.size == 0 or float((band < 128).mean()) < GAP_INK:
            continue
        found, found_lines = ocr.ocr_words(Image.fromarray(band), number, ppp, models, settings.tesseract_timeout,
                                           origin=(x0, y0), engine=settings.ocr_engine)
        if not found:  # the layout pass saw no text at all (short items with dotted blanks): read as one block
            found, found_lines = ocr.ocr_words(Image.fromarray(band), number, ppp, models, settings.tesseract_timeout,
                                               config=GAP_BLOCK, origin=(x0, y0), engine=settings.ocr_engine)
        if not _better(found, [], code):
            continue
        for ln in found_lines:
            ln.block += block
        block = max(ln.block for ln in found_lines) + 1
        words, lines = words + found, lines + found_lines
        gaps.append((max(ln.bbox[3] for ln in found_lines), bottom))
    return words, lines


def _reread_block(image: Image.Image, words: list[Span], lines: list[Line], block: int, models: str, code: str,
                  number: int, ppp: float, settings: Knobs) -> tuple[list[Span], list[Line]]:
    """One block read again alone in its language (English after it, for names and numbers in Latin:
    page_language.page_models); its lines take the place of the English read's, under block numbers of their own."""
    old = [ln for ln in lines if ln.block == block]
    part, origin = page_language.crop(image, [w for ln in old for w in ln.words], ppp)
    new_words, new_lines = ocr.ocr_words(part, number, ppp, models,
                                         settings.tesseract_timeout, origin=origin, engine=settings.ocr_engine)
    # the crop's margin may show a neighbour's edge: only words centred inside the block replace it
    box = (min(ln.bbox[0] for ln in old), min(ln.bbox[1] for ln in old),
           max(ln.bbox[2] for ln in old), max(ln.bbox[3] for ln in old))
    inside = {id(w) for w in new_words if box[0] <= (w.bbox[0] + w.bbox[2]) / 2 <= box[2]
              and box[1] <= (w.bbox[1] + w.bbox[3]) / 2 <= box[3]}
    new_words = [w for w in new_words if id(w) in inside]
    new_lines = [ocr.line_from_words([w for w in ln.words if id(w) in inside], ln.block)
                 for ln in new_lines if any(id(w) in inside for w in ln.words)]
    if not _better(new_words, [w for ln in old for w in ln.words], code):
        return words, lines  # keep what English made of it (review will see it is garbled)
    first = max((ln.block for ln in lines), default=0) + 1
    for ln in new_lines:
        ln.block += first
    gone = {id(w) for ln in old for w in ln.words}
    return [w for w in words if id(w) not in gone] + new_words, [ln for ln in lines if ln.block != block] + new_lines


def _in_block(line: Line, lines: list[Line]) -> Line:
    """A line recovered by the ink re-read (or a form's blank on a row of its own) joins the block of the nearest
    line above it in its column, so reading order puts it where it was printed."""
    above = [ln for ln in lines if ln.bbox[1] <= line.bbox[1] and min(ln.bbox[2], line.bbox[2]) > max(ln.bbox[0],
                                                                                                      line.bbox[0])]
    if above:
        line.block = max(above, key=lambda ln: ln.bbox[1]).block
    return line


def _clean(upright: np.ndarray, settings: Knobs) -> np.ndarray:
    out = upright
    if settings.denoise:
        out = preprocess.denoise(out)
    if settings.binarize:
        out = preprocess.binarize(out)
    return out


def _maybe_sideways(words: list[Span]) -> bool:
    if len(words) < 8:
        return True
    # Tesseract reads some sideways text anyway, but then long words come out taller than wide
    long_words = [w for w in words if len(w.text) >= 4]
    tall = sum(1 for w in long_words if (w.bbox[3] - w.bbox[1]) > (w.bbox[2] - w.bbox[0]))
    if long_words and tall / len(long_words) > 0.5:
        return True
    return sum(w.confidence for w in words) / len(words) < LOW_OCR_MEAN


def _reading_order(lines: list[Line]) -> list[Line]:
    """Columns and positions from the page, Tesseract's blocks as evidence (ingest.reading_order)."""
    return reading_order.order_lines(lines)
