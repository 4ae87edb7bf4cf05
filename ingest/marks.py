"""Find marks on a page image that are not print (stamps, pen strokes, faded text): OCR confidence misses them."""

from __future__ import annotations

import numpy as np

from ingest.components import components, components_where, tall_only
from ingest.lazy import LazyModule
from schemas import Mark

cv2 = LazyModule("cv2")  # OpenCV is imported by a scanned page's first call to it

DARK = 110  # grey level under which a pixel is ink
LIGHT = 215  # grey level under which a pixel is faint ink (faded print)
FADE_DARKEST = 130  # a band whose darkest pixels are lighter than this has no printed core


MIN_MARK_POINTS = 28.0  # a stamp or pen mark is at least ~0.4 in tall; big heading letters are smaller
LIGHT_MARK_DELTA = 60  # a lightly inked ring: grey this far under the paper, yet lighter than print (DARK)
LIGHT_RING_FILL = (0.2, 0.6)  # share of its box a light stamp's rings and lettering fill
LIGHT_SMUDGE_FILL = 0.05  # a thinner light ring (a coffee rim) fills at least this; a torn edge's line less
LIGHT_DARK_SHARE = 0.3  # a light band round a dark blob (an ink pad's blurred edge) is that blob's halo


PxBox = tuple[int, int, int, int]


MIN_RULE_POINTS = 72.0
TYPICAL_LINE_POINTS = 12.0  # before OCR the line height is unknown; legal print is ~10-12 pt


def find_ink(gray: np.ndarray, line_boxes_px: list[PxBox], page: int, points_per_pixel: float,
             rulings: list[tuple[float, float, float, float]] = ()) -> list[Mark]:
    """Stamps/scribbles (ink blobs far taller than the text) and strike-throughs (long strokes through the
    middle of text lines); the page's known ruling lines (table grids) are painted out first."""
    heights = [b[3] - b[1] for b in line_boxes_px]
    text_h = float(np.median(heights)) if heights else TYPICAL_LINE_POINTS / points_per_pixel
    if rulings:
        gray = gray.copy()
        for x0, y0, x1, y1 in rulings:
            if max(x1 - x0, y1 - y0) < MIN_RULE_POINTS:
                continue  # short strokes may be a stamp's border: only a table's long rules are erased
            a, b, c, d = (int(v / points_per_pixel) for v in (x0, y0, x1, y1))
            gray[max(0, b - 2):d + 3, max(0, a - 2):c + 3] = 255
    smooth = cv2.medianBlur(gray, 3)  # grain off: the three passes below look at the same smoothed page
    ink = _band(smooth, 0, DARK)  # print-dark pixels, for the dark marks and the strike-throughs
    marks = _ink_marks(ink, text_h, page, points_per_pixel, line_boxes_px)
    marks += _light_marks(gray, smooth, text_h, page, points_per_pixel, marks)
    marks += _strike_marks(ink, text_h, line_boxes_px, page, points_per_pixel)
    return marks


def find_fades(gray: np.ndarray, page: int, points_per_pixel: float) -> list[Mark]:
    """Faded lines: faint ink with no dark core (found before OCR, so their contrast can be restored)."""
    return _fade_marks(gray, TYPICAL_LINE_POINTS / points_per_pixel, page, points_per_pixel)


def restore_faded(gray: np.ndarray, fades: list[Mark], points_per_pixel: float) -> np.ndarray:
    """Stretch the contrast inside faded bands so Tesseract reads them instead of dropping them."""
    if not fades:
        return gray
    out = gray.copy()
    for mark in fades:
        x0, y0, x1, y1 = (int(v / points_per_pixel) for v in mark.bbox)
        region = out[max(0, y0):y1, max(0, x0):x1].astype(np.float32)
        low, high = np.percentile(region, 1), np.percentile(region, 60)  # faint ink .. paper
        if high - low < 10:
            continue
        stretched = np.clip((region - low) * 255.0 / (high - low), 0, 255)
        out[max(0, y0):y1, max(0, x0):x1] = stretched.astype(np.uint8)
    return out


def _strike_marks(ink: np.ndarray, text_h: float, lines: list[PxBox], page: int, ppp: float) -> list[Mark]:
    """Long straight strokes through the middle of text lines (`ink`: the print-dark pixels)."""
    # a long straight stroke is a table rule or an underline when it runs between or under text lines,
    # and a pen strike-through when it runs through their middle band
    length = int(max(60, text_h * 6))
    horiz = cv2.morphologyEx(ink, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, (length, 1)))
    found = components(horiz)
    count, stats = found.count, found.stats
    if count < 2:
        return []  # no long stroke at all: the vertical strokes need not be found
    # a table's rules cross vertical rules; a pen stroke crosses none
    vert = cv2.morphologyEx(ink, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, (1, int(text_h * 1.5))))
    vert = cv2.dilate(vert, np.ones((5, 5), np.uint8))
    hits: list[PxBox] = []
    for i in range(1, count):
        x, y, w, h, _area = (int(v) for v in stats[i])
        if vert[y:y + h, x:x + w].any():
            continue
        mid = y + h / 2
        for lx0, ly0, lx1, ly1 in lines:
            band = (ly1 - ly0) * 0.25
            overlap = min(x + w, lx1) - max(x, lx0)
            if overlap > 0.5 * w and ly0 + band < mid < ly1 - band:
                hits.append((x, y, x + w, y + h))
                break
    pad = int(text_h / 2)
    return [Mark(page=page, bbox=(b[0] * ppp, (b[1] - pad) * ppp, b[2] * ppp, (b[3] + pad) * ppp), kind="ink",
                 score=1.0) for b in _merge_close(hits, gap=2.5 * text_h)]


def _merge_close(boxes: list[PxBox], gap: float) -> list[PxBox]:
    """Boxes within `gap` of each other vertically become one (a struck-through block of lines)."""
    merged: list[list[int]] = []
    for x0, y0, x1, y1 in sorted(boxes, key=lambda b: b[1]):
        if merged and y0 - merged[-1][3] <= gap:
            last = merged[-1]
            last[:] = [min(last[0], x0), min(last[1], y0), max(last[2], x1), max(last[3], y1)]
        else:
            merged.append([x0, y0, x1, y1])
    return [(a, b, c, d) for a, b, c, d in merged]


RULE_THICKNESS = 0.3  # a rule or an underline is at most this share of a text line thick; a stamp's ring is more


def _rulings_mask(ink: np.ndarray, text_h: float) -> np.ndarray:
    # long straight strokes are table rules and underlines, not marks; but only thin ones: the flat top and
    # bottom of a wide oval stamp are as long, and taking them out broke its ring into pieces too short to be
    # a mark (the text under it was lost with nothing flagged)
    length = int(max(40, text_h * 4))
    horiz = cv2.morphologyEx(ink, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, (length, 1)))
    vert = cv2.morphologyEx(ink, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, (1, length)))
    thick = max(3.0, RULE_THICKNESS * text_h)
    horiz, vert = _thin(horiz, thick, cv2.CC_STAT_HEIGHT), _thin(vert, thick, cv2.CC_STAT_WIDTH)
    return cv2.dilate(horiz | vert, np.ones((5, 5), np.uint8))


def _thin(mask: np.ndarray, most: float, across: int) -> np.ndarray:
    """The strokes of `mask` at most `most` pixels thick (`across`: the stat that measures it)."""
    found = components(mask)
    keep = found.stats[:, across] <= most
    keep[0] = False
    return found.pixels(keep).astype(np.uint8) * 255


def _ink_marks(ink: np.ndarray, text_h: float, page: int, ppp: float, lines: list[PxBox] = ()) -> list[Mark]:
    """Stamps and scribbles: blobs of print-dark ink (`ink`) far taller than the text, rules and underlines
    taken out."""
    if not tall_only(ink, _least_mark(text_h, ppp)).any():
        return []  # no band of rows tall enough for a mark: taking the rules out would leave none either
    ink = cv2.bitwise_and(ink, cv2.bitwise_not(_rulings_mask(ink, text_h)))
    marks: list[Mark] = []
    for x, y, w, h, area in _tall_blobs(ink, text_h, ppp):
        if area < 4 * text_h:
            continue
        fill = area / float(w * h)
        if fill > 0.6 and not _in_the_lines((x, y, x + w, y + h), lines, text_h):
            continue  # a solid block beside the text: a photo or a logo, not a mark (an ink pad over words is)
        kind = "stamp" if 0.6 < w / h < 1.7 and h > 4 * text_h else "ink"
        marks.append(Mark(page=page, bbox=(x * ppp, y * ppp, (x + w) * ppp, (y + h) * ppp), kind=kind,
                          score=round(min(1.0, h / (8 * text_h)), 3)))
    return marks


def _in_the_lines(box: PxBox, lines: list[PxBox], text_h: float) -> bool:
    """A solid block that recognised lines run into in its rows (ending or starting within two text heights of
    it, or across it): an ink pad or a redaction over the text, whose words it covered (review-findings S15)."""
    x0, y0, x1, y1 = box
    near = 2 * text_h
    return any(y0 <= (b[1] + b[3]) / 2 <= y1 and b[0] < x1 + near and b[2] > x0 - near for b in lines)


def _band(smooth: np.ndarray, low: float, high: float) -> np.ndarray:
    """Pixels whose grey lies in [low, high): print-dark ink (0 to DARK) or a lighter ink (DARK to the paper)."""
    return ((smooth >= low) & (smooth < high)).astype(np.uint8) * 255


def _tall_blobs(mask: np.ndarray, text_h: float, ppp: float) -> list[tuple[int, int, int, int, int]]:
    """(x, y, w, h, area) of each connected blob of `mask` taller than print: print is at most one text line
    tall and a heading in a bigger font is still under 2.5 lines; a stamp or pen mark is ~0.4 in or more."""
    least = _least_mark(text_h, ppp)
    stats = components(tall_only(mask, least)).stats
    return components_where(stats, stats[:, cv2.CC_STAT_HEIGHT] >= least)


def _least_mark(text_h: float, ppp: float) -> float:
    """The least height of a mark, pixels."""
    return max(2.5 * text_h, MIN_MARK_POINTS / ppp)


def _light_marks(gray: np.ndarray, smooth: np.ndarray, text_h: float, page: int, ppp: float,
                 dark: list[Mark]) -> list[Mark]:
    """Rings inked lighter than print (a worn stamp, a coffee rim): grey well under the paper yet above DARK,
    so the dark pass misses them while their lettering and rim can still wipe the words under them. Print's
    own anti-aliased edges fall in the same band but stay letter-sized; a ring is taller than 2.5 lines.
    `smooth`: `gray` after a 3x3 median."""
    paper = float(np.percentile(gray[::3, ::3], 75))
    band = cv2.dilate(_band(smooth, DARK, paper - LIGHT_MARK_DELTA), np.ones((3, 3), np.uint8))  # rejoin a
    # ring where dark print crosses it
    seen = [tuple(v / ppp for v in m.bbox) for m in dark]
    marks: list[Mark] = []
    for x, y, w, h, area in _tall_blobs(band, text_h, ppp):
        if w < 2.5 * text_h:
            continue
        fill = area / float(w * h)
        if not LIGHT_SMUDGE_FILL <= fill <= LIGHT_RING_FILL[1]:
            continue  # a torn edge's thin line, or a solid pool
        if float((smooth[y:y + h, x:x + w] < DARK).mean()) > LIGHT_DARK_SHARE:
            continue
        if any(_covered((x, y, x + w, y + h), b) for b in seen):
            continue  # the dark pass has it already
        kind = "stamp" if fill >= LIGHT_RING_FILL[0] else "smudge"  # rings with lettering; a thin rim
        marks.append(Mark(page=page, bbox=(x * ppp, y * ppp, (x + w) * ppp, (y + h) * ppp), kind=kind,  # type: ignore[arg-type]
                          score=round(min(1.0, h / (8 * text_h)), 3)))
    return marks


def _covered(box: tuple[float, ...], outer: tuple[float, ...]) -> bool:
    """More than half of `box` lies inside `outer`."""
    w = max(0.0, min(box[2], outer[2]) - max(box[0], outer[0]))
    h = max(0.0, min(box[3], outer[3]) - max(box[1], outer[1]))
    return w * h > 0.5 * (box[2] - box[0]) * (box[3] - box[1])


def _fade_marks(gray: np.ndarray, text_h: float, page: int, ppp: float) -> list[Mark]:
    smooth = cv2.medianBlur(gray, 5)
    faint = ((smooth >= DARK) & (smooth < LIGHT)).astype(np.uint8) * 255
    kernel = cv2.getStructuringElement(cv2.MORPH_RECT, (int(text_h), max(3, int(text_h / 3))))
    blobs = cv2.morphologyEx(faint, cv2.MORPH_CLOSE, kernel)
    stats = components(blobs).stats
    marks: list[Mark] = []
    bands = components_where(stats, (stats[:, cv2.CC_STAT_WIDTH] >= 6 * text_h)
                             & (stats[:, cv2.CC_STAT_HEIGHT] >= 0.5 * text_h))
    for x, y, w, h, _area in bands:
        faint_share = float(faint[y:y + h, x:x + w].mean() / 255)
        box = gray[y:y + h, x:x + w]
        if faint_share <= 0.08 or int(np.count_nonzero(box <= FADE_DARKEST)) > 0.02 * box.size + 2:
            continue  # few faint strokes, or print's dark core: over 2% of the pixels this dark (below) can't fade
        # faded print: plenty of faint strokes and no dark core anywhere; blurred or thin dark print still
        # has its darkest pixels near black (measured: 2nd percentile ~65 for print, ~180 for fading)
        darkest = float(np.percentile(box, 2))
        if darkest > FADE_DARKEST:
            marks.append(Mark(page=page, bbox=(x * ppp, y * ppp, (x + w) * ppp, (y + h) * ppp), kind="fade",
                              score=round(min(1.0, (darkest - DARK) / 100), 3)))
    return marks
