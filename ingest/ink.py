"""Ink accounting: printed matter on a scanned page that no recognised word explains is text OCR did not
return, so it is re-read once and whatever stays unread becomes an UnreadRegion (never silent loss)."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from PIL import Image

from ingest import languages as langs
from ingest import lexicon, ocr, preprocess
from ingest.boxes import overlap_share
from ingest.components import components, components_where
from ingest.lazy import LazyModule
from ingest.rulings import is_horizontal
from ingest.table_grid import grids as ruled_grids
from schemas import BBox, Line, Mark, Span, UnreadRegion

cv2 = LazyModule("cv2")  # OpenCV is imported by a scanned page's first call to it

PxBox = tuple[int, int, int, int]

INK_DELTA = 45  # grey levels under the paper that make a pixel print (after a 3x3 median)
STAIN = 40  # the paper may be this much darker locally (a stain, a shadow) and still be paper
FAINT_SIGMAS = 5.0  # a smoothed band this many noise deviations under the paper holds faint print
FAINT_FLOOR = 4.0  # ... and at least this many grey levels
WORD_PAD = 0.3  # recognised words explain the ink up to this many text heights around their box
MIN_BLOB_HEIGHTS = 2.0  # an unread blob is at least this many text heights wide (a short word)
MIN_DENSITY = 0.06  # share of a blob's box that is ink: print, not grain
TALL = 2.5  # ink taller than this many text heights is a mark (stamp, scribble), not print
EDGE = 0.02  # share of the page at each edge ignored (scanner borders, punch holes)
BORDER = 0.05  # ink lying wholly this close to an edge is the scanner's border (a skewed page's wedge), not print
RESOLVED = 0.35  # after the re-read, a region whose unexplained ink is under this share of before is read
REREAD_CONFIDENCE = 0.6  # words of the re-read kept only above this confidence ...
REREAD_PLAUSIBLE = 0.8  # ... and only when this share of them are recognisable words (never invent text)
GRAIN_SIGMA = 1.5  # px at full resolution: the blur before a re-read's contrast stretch (paper grain, not strokes)
MAX_REREADS = 4  # a page with more candidate regions than this is re-read for the largest ones only
MAX_REREAD_LINES = 6  # a taller region is not re-read (a second read of half a page costs a page)
TYPICAL_LINE_POINTS = 10.0
FAINT_ROW = 1.0  # grey levels a faded line darkens its rows by on average over the blank's own baseline
FAINT_ROW_LINES = 0.3  # ... over at least this share of a line's height (an x-height)
CELL_MARGIN_X = 0.6  # an empty ruled cell is judged this many text heights in from its side rules (the
CELL_MARGIN_Y = 0.25  # faint-band smoothing spreads a rule's darkness) and this many from its top and bottom


@dataclass
class InkResult:
    """What the ink accounting adds to a page: words recovered by the re-read and what stays unread."""

    words: list[Span] = field(default_factory=list)
    lines: list[Line] = field(default_factory=list)
    unread: list[UnreadRegion] = field(default_factory=list)
    marks: list[Mark] = field(default_factory=list)  # regions read only at the second try


@dataclass
class _Scene:
    """The page at half resolution with what is known about it."""

    half: np.ndarray
    ppp: float  # points per pixel of `half`
    text_h: float  # median text-line height, pixels of `half`
    pitch: float  # line pitch, pixels of `half`
    paper: np.ndarray  # float32: the paper's own grey under each pixel (stains and shadows included)
    ink: np.ndarray  # bool: print-dark pixels, and bands of faint print
    dark: np.ndarray  # bool: print-dark pixels alone
    explained: np.ndarray  # bool: pixels covered by recognised words, rulings, page edges


def account(clean: np.ndarray, words: list[Span], lines: list[Line], rulings: list[BBox], marks: list[Mark],
            page: int, points_per_pixel: float, languages: str, timeout: int, engine: str = "auto",
            half: np.ndarray | None = None, grid_words: list[Span] | None = None, starved: bool = False) -> InkResult:
    """Find unread printed matter on the cleaned page image (full resolution, `points_per_pixel`; `half`: the
    same image halved by preprocess.half, when the caller has it; `grid_words`: the ruled grids' own re-read,
    table_ocr.grid_words, against which their cells are judged; `starved`: the page's print is eroded and washed
    out (preprocess.starved), so a re-read smooths the paper's grain first)."""
    # a page the page OCR read nothing on is accounted too (a page that is one ruled table, read cell by cell,
    # whose last rows faded; a form of rules and blanks): its text height from the grids' words, else typical
    sized = lines or [ocr.line_from_words([w]) for w in grid_words or []]
    scene = _scene(clean if half is None else half, words, sized, rulings, 2 * points_per_pixel, half is not None,
                   [m.bbox for m in marks if m.kind == "fade"])
    if not lines and not grid_words:
        return InkResult(unread=_nothing_read(scene, marks, page))
    # ruled tables' cells are re-read by table_ocr.grid_words; print-sized ink inside a stamp or scribble is its
    # own lettering or the text under it, which the rows test below judges from the lines around the mark
    ruled = ruled_grids(rulings)  # once a page: the cell and ruled-row checks below take the same grids
    grids = [_px(scene, box) for box, _cols, _seps in ruled]  # exactly what table_ocr re-reads
    skip = grids + [tuple(int(v / scene.ppp) for v in m.bbox) for m in marks if m.kind in ("stamp", "ink")]
    page_lines = [ln for ln in lines if ln.page == page]
    blobs = [b for b in _residual_blobs(scene, marks, page_lines)
             if not any(_inside(b, g) for g in skip)]  # type: ignore[arg-type]
    boxes = [(b, _kind_of(b, scene, marks)) for b in _across_page(blobs, scene, page_lines)
             if not _between_lines(b, scene, page_lines)]
    # faint bands inside a ruled grid are its cells' business too (a JPEG's ringing round the rules darkens
    # the blank between two rows of every scanned table)
    boxes += [(b, "faded") for b in _faint_rows(scene, page_lines)
              if not any(_inside(b, g) for g in grids)]  # type: ignore[arg-type]
    boxes += [(b, "faded") for b in _faint_beside(scene, page_lines)
              if not any(_inside(b, g) for g in grids)]  # type: ignore[arg-type]
    boxes += [(b, _UNDER.get(m.kind, "unknown")) for m in marks if m.kind in ("stamp", "ink", "smudge")
              for b in _uncovered_rows(m, scene, lines)]
    boxes = [(b, k) for b, k in boxes if not _at_border(b, scene.half.shape)]
    result = InkResult()
    # a ruled cell its re-read left empty is judged apart: a re-read of the page OCR's would not reach the table
    empty = _unread_cells(scene, ruled, grid_words or []) + _unread_ruled_rows(scene, rulings, ruled, words)
    result.unread += [_region(scene, b, _kind_of(b, scene, marks), page) for b in empty]
    boxes.sort(key=lambda bk: -(bk[0][2] - bk[0][0]) * (bk[0][3] - bk[0][1]))
    held = [_unexplained(scene, box) for box, _kind in boxes]  # each candidate's unexplained ink before any re-read
    for n, (box, kind) in enumerate(boxes):
        before = _unexplained(scene, box)
        if before == 0 or any(_share(box, _px(scene, r.bbox)) > 0.8 for r in result.unread):
            continue  # nothing unexplained, or found already (two marks over one line, a blob under a mark)
        if before < RESOLVED * held[n]:
            continue  # read by an earlier candidate's re-read over the same lines (a faint band and its blob)
        if n < MAX_REREADS and kind in ("faded", "unknown") and box[3] - box[1] <= MAX_REREAD_LINES * scene.pitch:
            for models in _orders(languages):  # on a mixed page the region may be in either language
                got_words, got_lines = _reread(clean, box, page, points_per_pixel, scene, words + result.words,
                                               models, timeout, engine, starved)
                if got_words:
                    break
            if got_words:
                result.words += got_words
                result.lines += got_lines
                _explain(scene, got_words)
                if _unexplained(scene, box) < RESOLVED * before:
                    # read at the second try: the text is in, but a person should confirm it
                    result.marks.append(Mark(page=page, bbox=_points(scene, box), score=1.0,
                                             kind="fade" if kind == "faded" else "smudge"))
                    continue
        result.unread.append(_region(scene, box, kind, page))
    _judge_marks(marks, result, scene)
    return result


UNREAD_PAGE_BITS = 20  # pieces of ink (dots, strokes) on a page nothing was read on that make it printed matter


def _nothing_read(scene: _Scene, marks: list[Mark], page: int) -> list[UnreadRegion]:
    """A page on which OCR read nothing at all but which prints more than its rules (a form page of dot leaders
    and answer blanks that OCR took for a picture): one region over that ink, so a person sees the page. A blank
    page, or one of rules alone, has none; dust and a speck or two are under UNREAD_PAGE_BITS pieces."""
    residual = scene.ink & ~scene.explained & ~_mark_strokes(scene, marks)
    stats = components(residual.astype(np.uint8)).stats[1:]
    stats = stats[stats[:, cv2.CC_STAT_AREA] >= 3]
    if len(stats) < UNREAD_PAGE_BITS:
        return []
    box = (int(stats[:, 0].min()), int(stats[:, 1].min()), int((stats[:, 0] + stats[:, 2]).max()),
           int((stats[:, 1] + stats[:, 3]).max()))
    return [_region(scene, box, "unknown", page)]


def _judge_marks(marks: list[Mark], result: InkResult, scene: _Scene) -> None:
    """Judge each detected mark: explained when no region left unread, or read only at the second try, touches
    it (whatever print lay under it was returned by the first read). Either way what the accounting could not
    explain is a region of its own, so routing then judges the mark by the words under it alone."""
    loose = [tuple(int(v / scene.ppp) for v in r.bbox) for r in [*result.unread, *result.marks]]
    for mark in marks:
        box = tuple(int(v / scene.ppp) for v in mark.bbox)
        mark.explained = not any(_overlaps(box, b) for b in loose)  # type: ignore[arg-type]


# --- the page as ink ------------------------------------------------------------------------------------------

def _scene(clean: np.ndarray, words: list[Span], lines: list[Line], rulings: list[BBox], ppp: float,
           halved: bool = False, restored: list[BBox] = ()) -> _Scene:
    half = _paper_matched(clean if halved else preprocess.half(clean), [_px_at(b, ppp) for b in restored])
    heights = sorted((ln.bbox[3] - ln.bbox[1]) / ppp for ln in lines if ln.confidence > 0.3)
    text_h = float(np.median(heights)) if heights else TYPICAL_LINE_POINTS / ppp
    smooth = cv2.medianBlur(half, 3)  # grain off, strokes kept
    paper = _paper(smooth, half, text_h)
    ink = smooth < paper - INK_DELTA
    explained = np.zeros(half.shape, dtype=bool)
    hh, ww = half.shape
    ex, ey = int(ww * EDGE), int(hh * EDGE)
    explained[:ey], explained[-ey:], explained[:, :ex], explained[:, -ex:] = True, True, True, True
    scene = _Scene(half, ppp, text_h, _pitch(lines, ppp, text_h), paper, ink, ink, explained)
    _explain(scene, words)
    scene.ink = ink | _faint(scene)
    for x0, y0, x1, y1 in rulings:
        a, b, c, d = (int(v / ppp) for v in (x0, y0, x1, y1))
        explained[max(0, b - 2):d + 3, max(0, a - 2):c + 3] = True
    return scene


def _paper_matched(half: np.ndarray, restored: list[PxBox]) -> np.ndarray:
    """The page with the bands marks.restore_faded stretched (their paper made white, 255) brought back to the
    page's own paper grey: else the paper between two restored lines, its grey untouched, is darker than the
    white around it and reads as a faint band of print (on a harsh scan, where every line looks faded, in
    every blank between lines)."""
    if not restored:
        return half
    out = half.copy()
    outside = np.ones(half.shape, dtype=bool)
    for x0, y0, x1, y1 in restored:
        outside[max(0, y0):y1, max(0, x0):x1] = False
    if outside.sum() < 0.1 * outside.size:
        return half
    paper = float(np.median(half[outside][::7]))
    for x0, y0, x1, y1 in restored:
        band = out[max(0, y0):y1, max(0, x0):x1]
        if band.size == 0 or np.percentile(band, 75) < 250:
            continue  # restore_faded left it alone (no contrast to stretch)
        band[:] = (band.astype(np.float32) * (paper / 255.0)).astype(np.uint8)
    return out


def _paper(smooth: np.ndarray, half: np.ndarray, text_h: float) -> np.ndarray:
    """The paper's grey under each pixel: the lightest grey within a line's height around it, smoothed, so a
    coffee ring, a fold's shadow or a yellowed band is paper, not ink; never darker than STAIN under the page's
    own paper, so a solid blot over the text stays ink."""
    k = max(3, int(1.5 * text_h)) | 1
    local = cv2.blur(cv2.dilate(smooth, np.ones((k, k), np.uint8)), (k, k)).astype(np.float32)
    # the lightest grey around a pixel sits above the paper's mean by the grain: take that lift off again
    # (measured where most pixels are, on the paper; a sample is as good as the page, and 9x cheaper)
    local -= float(np.median(local[::3, ::3] - half[::3, ::3]))
    level = float(np.percentile(half[::3, ::3], 75))
    return np.maximum(local, level - STAIN)


def _pitch(lines: list[Line], ppp: float, text_h: float) -> float:
    """Median distance between the tops of consecutive lines of one block: the page's line spacing."""
    gaps = []
    ordered = sorted(lines, key=lambda ln: (ln.block, ln.bbox[1]))
    for a, b in zip(ordered, ordered[1:], strict=False):
        d = (b.bbox[1] - a.bbox[1]) / ppp
        if a.block == b.block and 0.8 * text_h < d < 3 * text_h:
            gaps.append(d)
    return float(np.median(gaps)) if gaps else 1.5 * text_h


def _explain(scene: _Scene, words: list[Span]) -> None:
    pad = WORD_PAD * scene.text_h
    for word in words:
        x0, y0, x1, y1 = (v / scene.ppp for v in word.bbox)
        scene.explained[max(0, int(y0 - pad)):int(y1 + pad) + 1, max(0, int(x0 - pad)):int(x1 + pad) + 1] = True


def _unexplained(scene: _Scene, box: PxBox) -> int:
    x0, y0, x1, y1 = box
    return int((scene.ink[y0:y1, x0:x1] & ~scene.explained[y0:y1, x0:x1]).sum())


# --- candidates -----------------------------------------------------------------------------------------------

def _residual_blobs(scene: _Scene, marks: list[Mark], lines: list[Line] = ()) -> list[PxBox]:
    """Print-sized ink left over once recognised words, rulings and the strokes of stamps and scribbles are
    taken out, grouped into text lines; faint bands (print faded almost to the paper) included; and a label hung
    left of a read line (`2.` before `Central Subscriber ...`), narrower than a short word."""
    th = scene.text_h
    residual = (scene.ink & ~scene.explained & ~_mark_strokes(scene, marks)).astype(np.uint8)
    found = components(residual)
    stats = found.stats
    w, h, area = stats[:, cv2.CC_STAT_WIDTH], stats[:, cv2.CC_STAT_HEIGHT], stats[:, cv2.CC_STAT_AREA]
    # dust, dots and underlines are not text; a tall narrow blob is a mark; a tall wide one that is not a
    # stamp's or scribble's strokes may be lines of print glued together by a stain's edge: kept
    keep = (area >= 3) & ((h <= TALL * th) | (w > 4 * th)) & ~((h < 0.25 * th) & (w > 2 * th))
    keep[0] = False
    text = found.pixels(keep).astype(np.uint8)
    boxes = _line_blobs(text, th, MIN_DENSITY)
    boxes += _hung_labels(text, scene, lines)
    boxes += [b for b in _faint_blobs(scene) if not any(_overlaps(b, o) for o in boxes)]
    return _merge_rows(boxes, th)


def _mark_strokes(scene: _Scene, marks: list[Mark]) -> np.ndarray:
    """Pixels of the tall ink blobs that make up a page's stamps and scribbles (found before words are taken
    out, which would cut a stamp's ring into print-sized pieces)."""
    out = np.zeros(scene.ink.shape, dtype=bool)
    boxes = [tuple(int(v / scene.ppp) for v in m.bbox) for m in marks if m.kind in ("stamp", "ink")]
    if not boxes:
        return out
    found = components(scene.ink.astype(np.uint8))
    stats = found.stats
    tall = np.zeros(found.count, dtype=bool)
    for i in np.flatnonzero(stats[:, cv2.CC_STAT_HEIGHT] > TALL * scene.text_h):
        x, y, w, h, _area = (int(v) for v in stats[i])
        tall[i] = i > 0 and any(_overlaps((x, y, x + w, y + h), b) for b in boxes)  # type: ignore[arg-type]
    # only within the marks' boxes: a ring's strokes touching the lines it crosses glue them into its blob, and
    # that print beside the stamp (four lines of a paragraph Tesseract dropped whole) is not the stamp's ink
    within = np.zeros(scene.ink.shape, dtype=bool)
    pad = int(0.5 * scene.text_h)
    for x0, y0, x1, y1 in boxes:
        within[max(0, y0 - pad):y1 + pad, max(0, x0 - pad):x1 + pad] = True
    return found.pixels(tall) & within


def _across_page(boxes: list[PxBox], scene: _Scene, lines: list[Line]) -> list[PxBox]:
    """The boxes left once thin bands that run across the page are taken out: blobs under a line's height
    whose row, together, reaches past the text column into both margins are a fold's crease and shadow (or a
    scanner's streak); print stays inside its column."""
    if not lines or not boxes:
        return boxes
    th = scene.text_h
    spans = [_px(scene, ln.bbox) for ln in lines]
    # the column from lines of a few words read as print (a crease read as a garbage line from the page's edge,
    # a speck at the edge read as a word, are not)
    spans = [_px(scene, ln.bbox) for ln in lines if ln.confidence > 0.3
             and ln.bbox[2] - ln.bbox[0] >= 4 * th * scene.ppp] or spans
    left, right = min(b[0] for b in spans) - th, max(b[2] for b in spans) + th
    thin = [b for b in boxes if b[3] - b[1] < 0.6 * th]
    out = [b for b in boxes if b not in thin]
    for b in thin:
        row = [o for o in thin if min(o[3], b[3]) > max(o[1], b[1])]
        if not (min(o[0] for o in row) < left and max(o[2] for o in row) > right):
            out.append(b)
    return out


ROOM_FOR_A_LINE = 1.75  # two lines' middles this many pitches apart leave room for a lost line (continuity's too)


def _between_lines(box: PxBox, scene: _Scene, lines: list[Line]) -> bool:
    """Centred in the blank between two consecutive read lines of its column whose middles are under
    ROOM_FOR_A_LINE pitches apart (no room for a line of print between them; a heading over its first body line
    stands 1.5 pitches off): a coffee rim's arc or a fold's crease running between the lines, not lost text.
    (Words such a mark wiped leave a gap inside their own line: the mark checks look there.)"""
    cy = (box[1] + box[3]) / 2
    column = sorted((b for b in (_px(scene, ln.bbox) for ln in lines if not _garbage(ln))
                     if min(b[2], box[2]) > max(b[0], box[0])), key=lambda b: b[1])
    above = [b for b in column if b[3] <= cy]
    below = [b for b in column if b[1] >= cy]
    if not above or not below or any(b[1] < cy < b[3] for b in column):
        return False
    a, b = max(above, key=lambda o: o[3]), min(below, key=lambda o: o[1])
    # by the lines' middles: a mark over a line stretches its box into the blank (a rim's arc read as part of it)
    return (b[1] + b[3]) / 2 - (a[1] + a[3]) / 2 < ROOM_FOR_A_LINE * scene.pitch


GARBAGE_CONFIDENCE = 0.6  # a read line under this confidence with no word of two letters is no line of print


def _garbage(line: Line) -> bool:
    """A line Tesseract made of a crease or a letter's remains (`= 7` read off a fold through a line it dropped):
    unsure, and no word of two letters or more in it. It does not stand for the line of print it lies on."""
    return line.confidence < GARBAGE_CONFIDENCE and not any(
        sum(ch.isalpha() for ch in w) >= 2 for w in line.text.split())


def _at_border(box: PxBox, shape: tuple[int, ...]) -> bool:
    """Wholly within BORDER of one page edge and running out to the edge band the scene ignores (EDGE): a wedge
    of the scanner's lid beside a skewed page. Body print keeps a margin of half an inch or more, and print set
    close to the edge (a tight page, a page shifted on the glass) stops short of the paper's very edge, so a
    candidate that does not reach the edge band is judged as any other (review-findings R11)."""
    hh, ww = shape[:2]
    x0, y0, x1, y1 = box
    ex, ey = int(ww * EDGE) + 2, int(hh * EDGE) + 2
    near = y1 <= BORDER * hh or y0 >= (1 - BORDER) * hh or x1 <= BORDER * ww or x0 >= (1 - BORDER) * ww
    return near and (x0 <= ex or y0 <= ey or x1 >= ww - ex or y1 >= hh - ey)


def _inside(box: PxBox, outer: PxBox) -> bool:
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return outer[0] <= cx <= outer[2] and outer[1] <= cy <= outer[3]


HUNG_LABEL = (0.8, 1.6)  # text heights: the least width and the most height of a label hung left of its line
HUNG_GAP = 2.0  # ... which ends at most this many text heights left of the line's first word


def _hung_labels(text: np.ndarray, scene: _Scene, lines: list[Line]) -> list[PxBox]:
    """`2.` hung in the margin left of its heading (`Central Subscriber Identity Module Register`, the body set
    further in), which the page OCR dropped: narrower than a short word, so only where it stands on a read line's
    row, ending just left of the line's start (Commonwealth Acts and instruments hang their section numbers so)."""
    th = scene.text_h
    rows = [_px(scene, ln.bbox) for ln in lines if ln.confidence > 0.3]
    out: list[PxBox] = []
    for b in _line_blobs(text, th, MIN_DENSITY, HUNG_LABEL[0]):
        if b[2] - b[0] >= MIN_BLOB_HEIGHTS * th or b[3] - b[1] > HUNG_LABEL[1] * th or b[3] - b[1] < 0.6 * th:
            continue
        if any(min(r[3], b[3]) - max(r[1], b[1]) >= 0.5 * (b[3] - b[1]) and 0 <= r[0] - b[2] <= HUNG_GAP * th
               and not any(o[0] < b[0] < o[2] for o in rows if min(o[3], b[3]) > max(o[1], b[1])) for r in rows):
            out.append(b)
    return out


def _line_blobs(mask: np.ndarray, th: float, density: float, least: float = MIN_BLOB_HEIGHTS) -> list[PxBox]:
    closed = cv2.morphologyEx(mask, cv2.MORPH_CLOSE, cv2.getStructuringElement(cv2.MORPH_RECT, (max(3, int(th)), 1)))
    stats = components(closed).stats
    out: list[PxBox] = []
    wide = (stats[:, cv2.CC_STAT_WIDTH] >= least * th) & (stats[:, cv2.CC_STAT_HEIGHT] >= 0.4 * th)
    for x, y, w, h, _area in components_where(stats, wide):
        if mask[y:y + h, x:x + w].mean() < density:
            continue
        out.append((x, y, x + w, y + h))
    return out


def _faint(scene: _Scene) -> np.ndarray:
    """Bands measurably darker than the paper once smoothed over a few letters: print faded so far that
    single pixels drown in the grain."""
    th = scene.text_h
    k = (max(3, int(th)), max(3, int(th / 3)))
    smooth = cv2.blur(scene.half.astype(np.float32), k)
    below = scene.paper - smooth
    sample = below[::3, ::3]
    centre = float(np.median(sample))
    deviation = float(np.median(np.abs(sample - centre))) * 1.4826
    delta = centre + max(FAINT_FLOOR, FAINT_SIGMAS * deviation)
    faint = ((below > delta) & ~scene.explained).astype(np.uint8)
    return cv2.morphologyEx(faint, cv2.MORPH_OPEN, np.ones((3, 3), np.uint8)).astype(bool)


def _faint_rows(scene: _Scene, lines: list[Line]) -> list[PxBox]:
    """Lines of print faded below what the ink mask sees (a medium or heavy fade: strokes 5-25 grey levels
    under the paper, drowned in the grain pixel by pixel) still darken their rows on average. Looked for only
    in the blanks of a column that could hold a line (`_column_blanks`): row by row, the mean darkness of the
    paper that is neither print-dark nor explained; bands of rows a fraction of a line tall standing FAINT_ROW
    grey levels above the blank's own baseline are faded lines (marked as ink in the scene)."""
    th = scene.text_h
    boxes = sorted((_px(scene, ln.bbox) for ln in lines), key=lambda b: b[1])
    free = ~(scene.explained | scene.dark)
    text = (min(b[0] for b in boxes), max(b[2] for b in boxes)) if boxes else (0, 0)  # the page's text column
    out: list[PxBox] = []
    for top, bottom, x0, x1, known in _column_blanks(boxes, scene):
        if x1 - x0 < MIN_BLOB_HEIGHTS * th:
            continue  # narrower than a short word (the blank over a page number's one digit): holds no line
        # a blank only a column's own lines bound (beside the other column, or at a column's foot) is judged on
        # bands a line's x-height tall: the grain of a harsh scan makes thinner ones there
        least = 0 if known else COLUMN_BAND * th
        found: list[tuple[int, int]] = []
        # the whole width, then each third of it: a short line (an amendment note, a shoulder heading) faded
        # nearly white darkens a third of the width's rows by too little to show in the whole width's mean
        for sx0, sx1 in [(x0, x1), *_thirds(x0, x1, th)]:
            use = free[top:bottom, sx0:sx1]
            bands, raw, raw_base = _faint_bands(scene, top, bottom, sx0, sx1)
            for r0, r1 in bands:
                if any(min(r1, f1) > max(r0, f0) for f0, f1 in found) or r1 - r0 < least:
                    continue  # found across a wider stretch already
                depth = float(raw[r0:r1].mean()) - raw_base
                # the margins are the page's, not the blank's: a long title faded under a centred heading
                # runs past the heading's width, as wide as the text column
                if _across_margins(scene, (top, bottom), (top + r0, top + r1), (min(x0, text[0]), max(x1, text[1])),
                                   depth):
                    continue  # a fold's shadow (or a stain) across the page: print stays inside its column
                found.append((r0, r1))
                out.append((sx0, top + r0, sx1, top + r1))
                # the band's paper counts as print from now on, so the re-read is judged by what it explains
                scene.ink[top + r0:top + r1, sx0:sx1] |= use[r0:r1]
    return _merge_rows(out, th)


def _shares_width(a: PxBox, b: PxBox) -> bool:
    return min(a[2], b[2]) > max(a[0], b[0])


COLUMN_BAND = 0.5  # text heights: the least band in a blank bounded by a column's own lines alone
FOOT_ROOM = 1.6  # line pitches searched under a column's last line: room for one more line


def _column_blanks(boxes: list[PxBox], scene: _Scene) -> list[tuple[int, int, int, int, bool]]:
    """(top, bottom, x0, x1) of each blank of a column tall enough to hold a line: between a line and the next
    line under it that shares some of its width (on a two-column page the other column's lines beside the blank
    are not in it), and under a column's last line down to where the page's other column ends (a paragraph
    faded at a column's foot has no line under it in its own column)."""
    th, pitch = scene.text_h, scene.pitch
    boxes = [b for b in boxes if b[2] > b[0]]  # a scrap no pixel wide at the scene's scale (`|`) is no column's line
    pairs: list[tuple[PxBox, PxBox | None, int, int, int]] = []  # (line above, line below or None, x0, x1, bottom)
    nearest: dict[PxBox, PxBox] = {}  # each line's next line under it anywhere across the page
    for a in boxes:
        anywhere = [b for b in boxes if b[1] > a[3]]
        if anywhere:
            nearest[a] = min(anywhere, key=lambda o: o[1])
        below = [b for b in anywhere if _shares_width(a, b)]
        # across the column: a paragraph's short last line above the blank does not narrow it
        above = [o[2] for o in boxes if a[1] - 3 * pitch < o[1] <= a[1] and _shares_width(o, a)]
        if below:
            b = min(below, key=lambda o: o[1])
            pairs.append((a, b, min(a[0], b[0]), max(a[2], b[2], *above), b[1]))
            continue
        column = [o for o in boxes if a[1] - 6 * pitch < o[1] <= a[1] and _shares_width(o, a)]
        left, right = min(o[0] for o in column), max(o[2] for o in column)
        # down to where the other column ends, and at least a line's room (a page's last line faded, with no page
        # number under it, beside the other column's last line)
        beside = [o[3] for o in boxes if not _shares_width(o, (left, 0, right, 0))]
        foot = min(int(a[3] + FOOT_ROOM * pitch), int(scene.half.shape[0] * (1 - EDGE)))
        pairs.append((a, None, left, right, max([*beside, foot])))
    for b in boxes:  # the line over a column's first line may span both columns (a heading, a running header)
        over = [a for a in boxes if a[3] < b[1] and _shares_width(a, b)]
        if not over:
            continue
        a = max(over, key=lambda o: o[3])
        if any(p[0] == a and p[1] == b for p in pairs):
            continue
        pairs.append((a, b, *_column_from(b, boxes, pitch), b[1]))
    out = _over_first_lines(boxes, scene)
    for a, b, x0, x1, end in pairs:
        top, bottom = a[3] + int(0.15 * th), end - int(0.15 * th)
        if end - a[3] < pitch or bottom - top < th:
            continue  # the usual leading, or a paragraph's spacing: no room for a line
        if any(o[1] < end and o[3] > a[3] and _shares_width(o, (x0, 0, x1, 0)) for o in boxes if o not in (a, b)):
            continue  # a line in between (a paragraph's short last line beside this blank): not a blank
        out.append((top, bottom, x0, x1, b is not None and nearest.get(a) == b))
    return out


TOP_ROOM = 6.0  # line pitches searched over a column's first line: a paragraph faded at the top of a page


def _over_first_lines(boxes: list[PxBox], scene: _Scene) -> list[tuple[int, int, int, int, bool]]:
    """The blank over each column's first read line (no line above it shares its width), up to TOP_ROOM pitches
    or the page's edge band: a clause faded at the top of a page has no read line over it to bound a blank, and
    the chunk before it ends on the page before (seed 9781's deed, 10.2)."""
    th, pitch = scene.text_h, scene.pitch
    out: list[tuple[int, int, int, int, bool]] = []
    for b in boxes:
        if b[3] - b[1] < FIRST_LINE * th or any(a[3] < b[1] and _shares_width(a, b) for a in boxes):
            continue  # a scrap under a line's height (`' =.` read off a tear's edge) is no column's first line
        x0, x1 = _column_from(b, boxes, pitch)
        top = max(int(scene.half.shape[0] * EDGE), int(b[1] - TOP_ROOM * pitch))
        bottom = b[1] - int(0.15 * th)
        if bottom - top >= max(th, pitch - 0.3 * th) and x1 - x0 >= SHORT_OF_COLUMN * th:
            out.append((top, bottom, x0, x1, False))  # a column of print: a letter in the margin makes none
    return out


FIRST_LINE = 0.6  # text heights: the least height of a read line that heads a column


def _column_from(b: PxBox, boxes: list[PxBox], pitch: float) -> tuple[int, int]:
    """The left and right of the column line `b` heads: the lines starting within three pitches under it that
    share its width."""
    column = [o for o in boxes if b[1] <= o[1] < b[1] + 3 * pitch and _shares_width(o, b)]
    return min(o[0] for o in column), max(o[2] for o in column)


SHORT_OF_COLUMN = 6.0  # a line ending (or starting) this many text heights inside its column leaves room beside it


def _faint_beside(scene: _Scene, lines: list[Line]) -> list[PxBox]:
    """Print faded nearly white beside a line that stops short of its column or starts inside it (a fade over one
    side of a paragraph: the lines read end, or start, mid-column): the stretch of the line's rows out to the
    column's edge, where faded strokes darken the rows' darkest pixels (`_tail_drop`). Beside a short line of
    print (a paragraph's last line, an address, a heading) lies paper, whose darkest pixels stay level."""
    th = scene.text_h
    boxes = [_px(scene, ln.bbox) for ln in lines if ln.confidence > 0.3]
    out: list[PxBox] = []
    for b in boxes:
        near = [o for o in boxes if abs(o[1] - b[1]) < 6 * scene.pitch and min(o[2], b[2]) > max(o[0], b[0])]
        left, right = min(o[0] for o in near), max(o[2] for o in near)
        pad = int(th)  # a letter or two of the line's end that its words' boxes miss (a skewed harsh scan's `)`)
        for x0, x1 in ((left, b[0] - pad), (b[2] + pad, right)):
            if x1 - x0 < SHORT_OF_COLUMN * th:
                continue
            box = (x0, b[1], x1, b[3])
            if any(o is not b and _overlaps(o, box) for o in boxes):
                continue  # another line's words in the stretch: a column beside it, or a row of cells
            # judged with the blank rows above and below the line's (a line's box is mostly its print's rows)
            y0, y1 = max(0, b[1] - int(0.5 * th)), b[3] + int(0.5 * th)
            use = _free(scene, y0, y1, x0, x1)
            hot = _runs(_tail_drop(scene.half[y0:y1, x0:x1], use, th), min_len=_tail_rows(scene))
            if any(b[1] <= y0 + (r0 + r1) / 2 <= b[3] for r0, r1 in hot):
                out.append(box)
                scene.ink[b[1]:b[3], x0:x1] |= use[b[1] - y0:b[3] - y0]  # its paper counts as print (re-read's judge)
    return _merge_rows(out, th)


def _smooth(rows: np.ndarray) -> np.ndarray:
    """Each row's darkness averaged with its two neighbours: a faded line is rows tall, the grain row by row is
    not (a short line's band over a third of the column stands ~1.1 levels up in steps of 0.9-1.5)."""
    if len(rows) < 3:
        return rows
    return np.convolve(rows, np.ones(3) / 3, mode="same")


def _thirds(x0: int, x1: int, text_h: float) -> list[tuple[int, int]]:
    """The stretch in three, when each third is at least TAIL_WIDTH text heights wide: a narrower one (a third of
    the blank over a centred page number) has too few pixels a row for its mean darkness to stand out of the
    grain, and holds less than a short line anyway."""
    step = (x1 - x0) // 3
    if step < TAIL_WIDTH * text_h:
        return []
    return [(x0 + k * step, x0 + (k + 1) * step) for k in range(3)]


def _faint_bands(scene: _Scene, top: int, bottom: int, x0: int,
                 x1: int) -> tuple[list[tuple[int, int]], np.ndarray, float]:
    """Runs of rows of the box (offsets from `top`) whose free paper (neither print-dark nor explained) stands
    FAINT_ROW grey levels above the box's own baseline on average, against the paper estimate and in the image
    itself alike; with the rows' darkness in the image and its baseline. The paper estimate (the brightest grey
    around, blurred) runs a grey level or two higher beside dense print than over open paper (a JPEG's ringing
    round the letters), so against it alone a blank between a short running header and the text darkens."""
    use = _free(scene, top, bottom, x0, x1)
    grey = scene.half[top:bottom, x0:x1].astype(np.float32)
    counted = np.maximum(1, use.sum(axis=1))
    rows = _smooth(((scene.paper[top:bottom, x0:x1] - grey) * use).sum(axis=1) / counted)
    raw = _smooth(((float(np.median(grey[use])) - grey) * use).sum(axis=1) / counted) if use.any() else rows
    raw_base = float(np.percentile(raw, 20))
    hot = (rows > float(np.percentile(rows, 20)) + FAINT_ROW) & (raw > raw_base + FAINT_ROW)
    bands = _runs(hot, min_len=max(2, int(FAINT_ROW_LINES * scene.text_h)))
    # strokes too faint for the mean (a lone AND faded between a deed's parties)
    bands += _runs(_tail_drop(scene.half[top:bottom, x0:x1], use, scene.text_h), min_len=_tail_rows(scene))
    return bands, raw, raw_base


Grid = tuple[BBox, list[float], list[float]]  # a ruled grid (`table_grid.grids`): box, column edges, row separators


def _unread_cells(scene: _Scene, ruled: list[Grid], grid_words: list[Span]) -> list[PxBox]:
    """Cells of a ruled grid its re-read left empty although their rows darken as print does (a cell faded
    nearly white). Grids are left out of the page-wide searches (the page OCR drops their cells; a JPEG's
    ringing darkens the rules' surroundings), so each empty cell is judged inside its rules, away from them."""
    th = scene.text_h
    mx, my = int(CELL_MARGIN_X * th), int(CELL_MARGIN_Y * th)
    centres = [((w.bbox[0] + w.bbox[2]) / 2, (w.bbox[1] + w.bbox[3]) / 2) for w in grid_words]
    out: list[PxBox] = []
    for _box, cols, seps in ruled:
        for top, bottom in zip(seps, seps[1:], strict=False):
            for left, right in zip(cols, cols[1:], strict=False):
                if any(left <= x <= right and top <= y <= bottom for x, y in centres):
                    continue
                x0, y0, x1, y1 = _px(scene, (left, top, right, bottom))
                inner = (x0 + mx, y0 + my, x1 - mx, y1 - my)
                if inner[2] - inner[0] < th or inner[3] - inner[1] < 0.5 * th:
                    continue
                if _band_in_cell(scene, inner, [w for w in grid_words if _overlaps(_px(scene, w.bbox), inner)]):
                    out.append(inner)
    return out


RULED_ROW_PITCHES = 3.0  # two long rules at most this many line pitches apart bound a table row (one to two lines)
RULED_ROW_OVERLAP = 0.8  # ... when they share this much of the shorter one's width
FRAME_ROWS = 8  # a rule closing a grid's frame up to this many of the grid's rows below its last rule
FRAME_ENDS = 1.0  # text heights: how far its ends may lie from the grid's sides to be the same frame


def _unread_ruled_rows(scene: _Scene, rulings: list[BBox], ruled: list[Grid], words: list[Span]) -> list[PxBox]:
    """Table rows whose print and side rules faded together: two long horizontal rules one row apart, outside any
    grid (a fade over a row thins its vertical rules, so no grid forms and the grid's cell check never sees it),
    with no word read between them, whose rows darken as print does. A table's row is bounded by its rules; a
    page's rules are otherwise alone (a rule under a heading, a signature line) or a grid's."""
    th = scene.text_h
    # each grid's box and its row pitch (`grids` requires two row rules or more), both in pixels
    frames = [(_px(scene, box), float(np.median(np.diff(seps))) / scene.ppp)
              for box, _cols, seps in ruled]
    grids = [box for box, _pitch in frames]
    long = sorted((_px(scene, r) for r in rulings if is_horizontal(r) and (r[2] - r[0]) / scene.ppp > 10 * th),
                  key=lambda b: b[1])
    centres = [_px(scene, w.bbox) for w in words]
    out: list[PxBox] = []
    for a, b in zip(long, long[1:], strict=False):
        shared = min(a[2], b[2]) - max(a[0], b[0]) >= RULED_ROW_OVERLAP * min(a[2] - a[0], b[2] - b[0])
        if not shared or not (th <= b[1] - a[3] <= RULED_ROW_PITCHES * scene.pitch or _closes_frame(a, b, frames, th)):
            continue
        box = (max(a[0], b[0]), a[3], min(a[2], b[2]), b[1])
        if any(_inside(box, g) for g in grids) or any(_inside(w, box) for w in centres):
            continue  # a grid's row (its cells are judged one by one), or a row that was read
        mx, my = int(CELL_MARGIN_X * th), int(CELL_MARGIN_Y * th)
        inner = (box[0] + mx, box[1] + my, box[2] - mx, box[3] - my)
        if inner[3] - inner[1] >= 0.5 * th and _dark_tail_rows(scene, inner):
            out.append(inner)
    return out


def _closes_frame(a: PxBox, b: PxBox, frames: list[tuple[PxBox, float]], th: float) -> bool:
    """Whether `a` is a grid's last rule and `b` the rule that closes the same frame rows below it: the rows
    between faded with their side and row rules (a fade over a table's foot), so no grid formed there and the
    two rules stand further apart than one row."""
    return any(abs(a[3] - g[3]) <= th and abs(b[0] - g[0]) <= FRAME_ENDS * th and abs(b[2] - g[2]) <= FRAME_ENDS * th
               and b[1] - a[3] <= FRAME_ROWS * pitch for g, pitch in frames)


ROW_TAIL = 5  # percentile of a row's grey that faded print darkens (its strokes are a few percent of the row)
TAIL_RISE = 2.0  # grey levels that tail must drop under the band's blank rows ...
TAIL_SIGMAS = 4.0  # ... and this many of their row-to-row deviations (the page's grain there) ...
TAIL_LINES = 0.4  # ... over this share of a line's height: a JPEG's 8-pixel blocks darken 4 rows of the half page
TAIL_WIDTH = 6.0  # text heights: a narrower stretch has too few pixels a row for a steady percentile


def _dark_tail_rows(scene: _Scene, box: PxBox) -> bool:
    """Whether print faded nearly white lies in the box (a table row across the page whose rules bound it)."""
    x0, y0, x1, y1 = box
    use = _free(scene, y0, y1, x0, x1)
    return bool(_runs(_tail_drop(scene.half[y0:y1, x0:x1], use, scene.text_h), min_len=_tail_rows(scene)))


def _tail_rows(scene: _Scene) -> int:
    return max(5, int(TAIL_LINES * scene.text_h))


def _tail_drop(grey: np.ndarray, use: np.ndarray, text_h: float) -> np.ndarray:
    """Per row, whether its darkest free pixels stand under the box's blank rows. Print faded nearly white
    (strokes 5-10 grey levels under the paper, a few percent of a row) drowns in a row's mean, a grey level or
    less, but darkens the row's darkest pixels (its ROW_TAIL percentile) by 3-5 levels, while over blank paper
    that percentile of hundreds of pixels hardly moves from row to row. Rows whose tail stands TAIL_RISE levels
    and TAIL_SIGMAS of the grain (the spread of the lighter half of the rows, the blank ones) under them."""
    if grey.shape[0] < 4 or grey.shape[1] < TAIL_WIDTH * text_h:
        return np.zeros(grey.shape[0], dtype=bool)
    counts = use.sum(axis=1)
    full = counts >= 0.5 * grey.shape[1]  # a row mostly taken by read words says nothing
    if full.sum() < 4:
        return np.zeros(grey.shape[0], dtype=bool)
    ordered = np.sort(np.where(use, grey.astype(np.float32), np.inf), axis=1)  # each row's free pixels first
    tail = ordered[np.arange(len(counts)), (ROW_TAIL / 100 * np.maximum(counts - 1, 0)).astype(int)]
    tail = np.where(full, tail, tail[full].max())
    tail = np.convolve(np.pad(tail, 1, mode="edge"), np.ones(3) / 3, mode="valid")  # as _smooth, edges kept
    blank = tail[tail >= np.median(tail)]
    base, spread = float(np.median(blank)), float(np.std(blank))
    return (base - tail > max(TAIL_RISE, TAIL_SIGMAS * spread)) & full


def _band_in_cell(scene: _Scene, box: PxBox, near: list[Span]) -> bool:
    """Rows a fraction of a line tall standing FAINT_ROW grey levels over the cell's blank above and below them
    (the line through its top and bottom quarters: the paper's estimate drifts across a cell, print is a bump).
    Judged on every pixel but a neighbour's words poking in (`near`): the page OCR's words do not count inside a
    grid, whose re-read replaces them."""
    use = np.ones((box[3] - box[1], box[2] - box[0]), dtype=bool)
    for w in near:
        x0, y0, x1, y1 = _px(scene, w.bbox)
        use[max(0, y0 - box[1]):max(0, y1 - box[1]), max(0, x0 - box[0]):max(0, x1 - box[0])] = False
    x0, y0, x1, y1 = box
    dark = ((scene.paper[y0:y1, x0:x1] - scene.half[y0:y1, x0:x1]) * use).sum(axis=1)
    rows = (dark / np.maximum(1, use.sum(axis=1)))[use.any(axis=1)]
    q = len(rows) // 4
    if q < 2:
        return False
    top, bottom = float(rows[:q].mean()), float(rows[-q:].mean())
    base = top + (bottom - top) * (np.arange(len(rows)) - q / 2) / max(1, len(rows) - q)
    return bool(_runs(rows - base > FAINT_ROW, min_len=max(2, int(FAINT_ROW_LINES * scene.text_h))))


def _across_margins(scene: _Scene, blank: tuple[int, int], band: tuple[int, int], column: tuple[int, int],
                    depth: float) -> bool:
    """Whether a band of dark rows found in a blank of the text column runs on into the page's margins on both
    sides (a fold's shadow, a shadow across the page), at least half as dark there: faded print ends with its
    column. A side whose margin is narrower than a line's height (or holds no paper to measure) says nothing."""
    th = scene.text_h
    hh, ww = scene.half.shape
    edge = int(ww * EDGE)
    sides = [(edge, column[0] - int(th)), (column[1] + int(th), ww - edge)]
    top, bottom = blank
    seen = 0
    for a, b in sides:
        if b - a < th:
            continue
        grey = scene.half[top:bottom, a:b].astype(np.float32)
        use = _free(scene, top, bottom, a, b)
        if not use[band[0] - top:band[1] - top].any() or use.sum() < th * th:
            continue
        rows = ((float(np.median(grey[use])) - grey) * use).sum(axis=1) / np.maximum(1, use.sum(axis=1))
        inside = rows[band[0] - top:band[1] - top].mean() - float(np.percentile(rows, 20))
        if inside < max(FAINT_ROW, 0.5 * depth):
            return False
        seen += 1
    return seen > 0


def _free(scene: _Scene, y0: int, y1: int, x0: int, x1: int) -> np.ndarray:
    """Paper in the box that is neither print-dark nor explained; the box is cut out first, as taking it from the
    whole page's mask cost a page-sized pass per box (a dozen boxes a page)."""
    return ~(scene.explained[y0:y1, x0:x1] | scene.dark[y0:y1, x0:x1])


def _runs(flags: np.ndarray, min_len: int) -> list[tuple[int, int]]:
    """(start, end) of each run of True at least `min_len` long."""
    edges = np.flatnonzero(np.diff(np.concatenate(([0], flags.astype(np.int8), [0]))))
    return [(int(s), int(e)) for s, e in zip(edges[::2], edges[1::2], strict=True) if e - s >= min_len]


def _faint_blobs(scene: _Scene) -> list[PxBox]:
    faint = (scene.ink & ~scene.explained).astype(np.uint8)
    th = scene.text_h
    return [b for b in _line_blobs(faint, th, 0.3) if b[3] - b[1] <= TALL * th and b[2] - b[0] >= 4 * th]


def _overlaps(a: PxBox, b: PxBox) -> bool:
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


def _merge_rows(boxes: list[PxBox], th: float) -> list[PxBox]:
    """Unread lines one above the other (a faded paragraph) become one region."""
    merged: list[list[int]] = []
    for x0, y0, x1, y1 in sorted(boxes, key=lambda b: b[1]):
        for m in merged:
            if y0 - m[3] <= 1.2 * th and min(x1, m[2]) > max(x0, m[0]):
                m[:] = [min(m[0], x0), min(m[1], y0), max(m[2], x1), max(m[3], y1)]
                break
        else:
            merged.append([x0, y0, x1, y1])
    return [(a, b, c, d) for a, b, c, d in merged]


def _uncovered_rows(mark: Mark, scene: _Scene, lines: list[Line]) -> list[PxBox]:
    """A mark (stamp, scribble, stain) in the flow of the text (lines above and below it across its width)
    over a blank between recognised lines tall enough to hold a line, or where a line stops short at it; and
    any mark where a line's words leave a gap under it, or a line stops at it mid-sentence while its column
    runs on: the text under it was not read. (A stain's blank rows are the faint-row check's to judge.)"""
    x0, y0, x1, y1 = (int(v / scene.ppp) for v in mark.bbox)
    page_lines = [ln for ln in lines if ln.page == mark.page]
    loose = _word_gaps((x0, y0, x1, y1), scene, page_lines) + _cut_short((x0, y0, x1, y1), scene, page_lines)
    boxes = sorted((tuple(v / scene.ppp for v in ln.bbox) for ln in page_lines), key=lambda b: b[1])
    across = [b for b in boxes if min(b[2], x1) - max(b[0], x0) > 0.3 * min(x1 - x0, b[2] - b[0])]
    reach = 3 * scene.pitch
    if mark.kind == "smudge" or not (any(b[1] < y0 + scene.pitch and b[3] >= y0 - reach for b in across)
                                     and any(b[3] > y1 - scene.pitch and b[1] <= y1 + reach for b in across)):
        return loose  # in a margin or blank space: the mark's own ink, explained
    left, right = min(b[0] for b in across), max(b[2] for b in across)
    column = [b for b in boxes if min(b[2], right) > max(b[0], left)]  # short headings count as lines too
    holds_a_line = scene.pitch + 0.25 * scene.text_h  # the normal blank between lines is pitch - text height
    rows: list[PxBox] = []
    for a, b in zip(column, column[1:], strict=False):
        top, bottom = int(a[3]), int(b[1])
        if bottom - top >= holds_a_line and bottom > y0 and top < y1:
            rows.append((x0, max(top, y0), x1, min(bottom, y1)))
    short = 2 * scene.text_h
    for b in column:
        if not y0 <= (b[1] + b[3]) / 2 <= y1:
            continue
        # stops at the mark's left edge (not a short line, a heading, ending well before it) ...
        if x0 - short <= b[2] < x0 + scene.text_h and min(x1, right) - b[2] > short:
            rows.append((int(b[2]), int(b[1]), min(x1, int(right)), int(b[3])))
        if x1 - scene.text_h < b[0] <= x1 + short and b[0] - max(x0, left) > short:  # ... or starts at its right
            rows.append((max(x0, int(left)), int(b[1]), int(b[0]), int(b[3])))
    return rows + loose


def _cut_short(mark: PxBox, scene: _Scene, lines: list[Line]) -> list[PxBox]:
    """A line that ends at the mark (at its left edge or under it) mid-sentence while lines near it run on past
    the mark: the rest of that line lies under the mark or beyond it, unread. (The lines above and below may
    be short, a heading or a paragraph's last line, so the mark need not be in the flow of the text.)"""
    x0, y0, x1, y1 = mark
    th = scene.text_h
    boxes = [(tuple(v / scene.ppp for v in ln.bbox), ln) for ln in lines]
    out: list[PxBox] = []
    for (a, b, c, d), line in boxes:
        if not (_under(b, d, y0, y1) and x0 - th <= c <= x1):
            continue
        near = [o for o, _ in boxes if abs(o[1] - b) < 8 * scene.pitch and min(o[2], c) - max(o[0], a) > 0]
        column_right = max(o[2] for o in near)
        if column_right - c <= 2 * th:
            continue  # the column ends here too
        if line.text.rstrip().endswith(lexicon.SENTENCE_END):
            continue  # a paragraph's last line may end anywhere (a line that follows may be a new item)
        # the row's words read past the mark (another line object of the same row) end the stretch
        resumes = [o[0] for o, _ in boxes if o[0] > c and min(o[3], d) - max(o[1], b) > 0.5 * (d - b)]
        end = min([column_right, *resumes])
        if end - c > 2 * th:
            out.append((int(c), int(b), int(end), int(d)))
    return out


def _word_gaps(mark: PxBox, scene: _Scene, lines: list[Line]) -> list[PxBox]:
    """Inside a line that runs under the mark (its rim may cross only the line's top or bottom), a gap between
    two words wider than a short word, under the mark: words lost under its strokes while the rest of the line
    reads well."""
    x0, y0, x1, y1 = mark
    out: list[PxBox] = []
    for line in lines:
        top, bottom = line.bbox[1] / scene.ppp, line.bbox[3] / scene.ppp
        if not _under(top, bottom, y0, y1):
            continue
        boxes = sorted(w.bbox[0] / scene.ppp for w in line.words), sorted(w.bbox[2] / scene.ppp for w in line.words)
        for right_of, left_of in zip(boxes[1][:-1], boxes[0][1:], strict=False):
            a, b = max(right_of, x0), min(left_of, x1)
            if b - a > 2 * scene.text_h:
                out.append((int(a), int(top), int(b), int(bottom)))
    return out


def _under(top: float, bottom: float, y0: float, y1: float) -> bool:
    """A line from top to bottom runs under a mark from y0 to y1 when the mark's box reaches into it at all:
    a ring's blurred rim wipes letters a little past the box of its dark core (measured: a heavy coffee
    rim's box ended 1.5 points into the line whose middle words it wiped). The gap and stop tests judge."""
    return min(bottom, y1) > max(top, y0)


_UNDER = {"stamp": "stamped", "ink": "scribbled"}  # what an unread row under a mark is (else unknown)


def _kind_of(box: PxBox, scene: _Scene, marks: list[Mark]) -> str:
    for mark in marks:
        mb = tuple(int(v / scene.ppp) for v in mark.bbox)
        if _overlaps(box, mb):  # type: ignore[arg-type]
            return {"fade": "faded", "stamp": "stamped", "ink": "scribbled"}.get(mark.kind, "unknown")
    x0, y0, x1, y1 = box
    region = scene.half[y0:y1, x0:x1]
    darkest = float(np.percentile(region, 2)) if region.size else 0.0
    return "faded" if darkest > float(scene.paper[y0:y1, x0:x1].mean()) - 2 * INK_DELTA else "unknown"


def _region(scene: _Scene, box: PxBox, kind: str, page: int) -> UnreadRegion:
    x0, y0, x1, y1 = box
    ink = int(scene.ink[y0:y1, x0:x1].sum()) or 1
    share = min(1.0, _unexplained(scene, box) / ink) if kind != "faded" else 1.0
    n_lines = max(1, round((y1 - y0) / scene.pitch))
    where = {"faded": "faded", "stamped": "under a stamp", "scribbled": "under a scribble"}.get(kind, "")
    reason = f"unread text{' ' + where if where else ''}, page {page}" + (f" (~{n_lines} lines)" if n_lines > 1 else "")
    return UnreadRegion(page=page, bbox=_points(scene, box), kind=kind, ink_share=round(share, 3), lines=n_lines,  # type: ignore[arg-type]
                        reason=reason)


def _px(scene: _Scene, bbox: BBox) -> PxBox:
    return _px_at(bbox, scene.ppp)


def _px_at(bbox: BBox, ppp: float) -> PxBox:
    return tuple(int(v / ppp) for v in bbox)  # type: ignore[return-value]


def _share(box: PxBox, outer: PxBox) -> float:
    """Share of `box`'s area inside `outer`."""
    w = max(0, min(box[2], outer[2]) - max(box[0], outer[0]))
    h = max(0, min(box[3], outer[3]) - max(box[1], outer[1]))
    return w * h / max(1, (box[2] - box[0]) * (box[3] - box[1]))


def _points(scene: _Scene, box: PxBox) -> BBox:
    return tuple(round(v * scene.ppp, 1) for v in box)  # type: ignore[return-value]


# --- one more try ---------------------------------------------------------------------------------------------

def _orders(languages: str) -> list[str]:
    """`eng+Devanagari` -> itself, then `Devanagari+eng`: Tesseract favours the first model of a combination,
    so a Hindi line English's model could not read gets a try with Hindi's first."""
    models = [m for m in languages.split("+") if m]
    return ["+".join(models[i:] + models[:i]) for i in range(len(models))] or [languages]


def _reread(clean: np.ndarray, box: PxBox, page: int, ppp_full: float, scene: _Scene, known: list[Span],
            languages: str, timeout: int, engine: str, starved: bool = False) -> tuple[list[Span], list[Line]]:
    """Crop, stretch the contrast, scale up small print and read as one block (--psm 6); keep the words
    only when they read as real words with good confidence. On a starved page the crop is smoothed first."""
    pad = int(scene.text_h)
    x0, y0 = max(0, 2 * (box[0] - pad)), max(0, 2 * (box[1] - pad))
    x1, y1 = min(clean.shape[1], 2 * (box[2] + pad)), min(clean.shape[0], 2 * (box[3] + pad))
    crop = clean[y0:y1, x0:x1].astype(np.float32)
    if crop.size == 0:
        return [], []
    if starved:
        # a starved page's paper grain, stretched as far as its faint print, turns to specks Tesseract reads as
        # words (`CHAPTER -IT.— ees Pe ees DeLee se` for a faint `CHAPTER II.—`): a light blur first keeps the
        # strokes and drops the grain. Clean and moderate pages are never starved, so their re-reads are as before
        crop = cv2.GaussianBlur(crop, (0, 0), GRAIN_SIGMA)
    low, high = np.percentile(crop, 1), np.percentile(crop, 70)
    if high - low < 4:
        return [], []
    crop = np.clip((crop - low) * 255.0 / (high - low), 0, 255).astype(np.uint8)
    scale = 2 if 2 * scene.text_h < 30 else 1
    if scale > 1:
        crop = cv2.resize(crop, None, fx=scale, fy=scale, interpolation=cv2.INTER_CUBIC)
    words, lines = ocr.ocr_words(Image.fromarray(crop), page, ppp_full / scale, languages, timeout,
                                 config="--oem 1 --psm 6", origin=(x0 * scale, y0 * scale), engine=engine)
    # the crop's margin shows neighbouring lines that were read already: only new words count (a known word
    # clear of everything the re-read returned cannot overlap any of it: the page's other words are skipped)
    if words:
        ux0, uy0 = min(w.bbox[0] for w in words), min(w.bbox[1] for w in words)
        ux1, uy1 = max(w.bbox[2] for w in words), max(w.bbox[3] for w in words)
        near = [k for k in known if k.bbox[2] > ux0 and k.bbox[0] < ux1 and k.bbox[3] > uy0 and k.bbox[1] < uy1]
        words = [w for w in words if not any(overlap_share(w.bbox, k.bbox) > 0.3 for k in near)]
    good = [w for w in words if w.confidence >= REREAD_CONFIDENCE and not lexicon.is_odd(w.text)]
    if not good or lexicon.plausibility([w.text for w in words], langs.parse(languages)) < REREAD_PLAUSIBLE:
        return [], []
    keep = {id(w) for w in good}
    kept_lines = [ocr.line_from_words([w for w in ln.words if id(w) in keep], block=ln.block)
                  for ln in lines if any(id(w) in keep for w in ln.words)]
    return good, kept_lines
