"""Find marks on a page image that are not print (stamps, pen strokes, faded text): OCR confidence misses them."""

from __future__ import annotations

import cv2
import numpy as np

from schemas import Mark

DARK = 110  # grey level under which a pixel is ink
LIGHT = 215  # grey level under which a pixel is faint ink (faded print)


MIN_MARK_POINTS = 28.0  # a stamp or pen mark is at least ~0.4 in tall; big heading letters are smaller


def find_marks(gray: np.ndarray, line_heights_px: list[float], page: int, points_per_pixel: float) -> list[Mark]:
    """Stamps/scribbles (ink blobs far taller than the text) and faded lines (faint ink with no dark core)."""
    text_h = float(np.median(line_heights_px)) if line_heights_px else 40.0
    marks = _ink_marks(gray, text_h, page, points_per_pixel)
    marks += _fade_marks(gray, text_h, page, points_per_pixel)
    return marks


def _rulings_mask(ink: np.ndarray, text_h: float) -> np.ndarray:
    # long straight strokes are table rules and underlines, not marks
    length = int(max(40, text_h * 4))
    horiz = cv2.morphologyEx(ink, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, (length, 1)))
    vert = cv2.morphologyEx(ink, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, (1, length)))
    return cv2.dilate(horiz | vert, np.ones((5, 5), np.uint8))


def _ink_marks(gray: np.ndarray, text_h: float, page: int, ppp: float) -> list[Mark]:
    ink = (cv2.medianBlur(gray, 3) < DARK).astype(np.uint8) * 255
    ink = cv2.bitwise_and(ink, cv2.bitwise_not(_rulings_mask(ink, text_h)))
    count, _, stats, _ = cv2.connectedComponentsWithStats(ink, connectivity=8)
    marks: list[Mark] = []
    for i in range(1, count):
        x, y, w, h, area = (int(v) for v in stats[i])
        # print is at most one text line tall; a heading in a bigger font is still < 2.5 lines
        if h < max(2.5 * text_h, MIN_MARK_POINTS / ppp) or area < 4 * text_h:
            continue
        fill = area / float(w * h)
        if fill > 0.6:  # a solid block: a photo, a redaction bar or a logo, not a pen mark
            continue
        kind = "stamp" if 0.6 < w / h < 1.7 and h > 4 * text_h else "ink"
        marks.append(Mark(page=page, bbox=(x * ppp, y * ppp, (x + w) * ppp, (y + h) * ppp), kind=kind,
                          score=round(min(1.0, h / (8 * text_h)), 3)))
    return marks


def _fade_marks(gray: np.ndarray, text_h: float, page: int, ppp: float) -> list[Mark]:
    smooth = cv2.medianBlur(gray, 5)
    faint = ((smooth >= DARK) & (smooth < LIGHT)).astype(np.uint8) * 255
    dark = (smooth < DARK).astype(np.uint8)
    kernel = cv2.getStructuringElement(cv2.MORPH_RECT, (int(text_h), max(3, int(text_h / 3))))
    blobs = cv2.morphologyEx(faint, cv2.MORPH_CLOSE, kernel)
    count, _, stats, _ = cv2.connectedComponentsWithStats(blobs, connectivity=8)
    marks: list[Mark] = []
    for i in range(1, count):
        x, y, w, h, area = (int(v) for v in stats[i])
        if w < 6 * text_h or h < 0.5 * text_h:
            continue
        faint_share = float(faint[y:y + h, x:x + w].mean() / 255)
        dark_share = float(dark[y:y + h, x:x + w].mean())
        # faded print: plenty of faint strokes, almost no dark ones (anti-aliased edges of dark text
        # are faint too, but always sit beside a dark core)
        if faint_share > 0.08 and dark_share < 0.25 * faint_share:
            marks.append(Mark(page=page, bbox=(x * ppp, y * ppp, (x + w) * ppp, (y + h) * ppp), kind="fade",
                              score=round(min(1.0, faint_share * 4), 3)))
    return marks
