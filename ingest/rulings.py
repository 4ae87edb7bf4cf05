"""Ruling lines (table grid lines) found on a page, in PDF points, for the table finder."""

from __future__ import annotations

from typing import Any

import numpy as np

from ingest import preprocess
from ingest.components import components
from ingest.lazy import LazyModule
from schemas import BBox

cv2 = LazyModule("cv2")  # OpenCV is imported by a scanned page's first call to it

MIN_H_POINTS = 30.0  # a horizontal ink run this long is a rule, not a letter stroke (underlines count too)
MIN_V_POINTS = 14.0  # taller than any letter at body sizes; shorter vertical rules are glyphs
MAX_THICK_POINTS = 4.0  # thicker than this is a filled box or a photo, not a rule
MAX_TILT_POINTS = 12.0  # box height of a page-wide rule left ~1 degree off by deskew
JOIN_POINTS = 6.0  # collinear pieces closer than this are one rule (per-cell boxes drawn with cell spacing)
HATCH_GAP_POINTS = 10.0  # parallel rules closer than this (centre to centre) leave no room for a ruled row of print
HATCH_RULES = 4  # a double or triple rule is drafting (totals, frames); four or more that close may be a pen's strokes
ALIGN_POINTS = 3.0  # a ruled table's rules start and end together (at its frame); a scribble's strokes do not


def rulings_from_image(gray: np.ndarray, points_per_pixel: float, half: np.ndarray | None = None) -> list[BBox]:
    """Horizontal and vertical ruling lines on a cleaned page image, as thin boxes in PDF points (`half`: the
    same image already halved by preprocess.half, when the caller has it)."""
    # rules survive at ~150 DPI and the morphology is four times cheaper there
    if half is not None and points_per_pixel < 0.4:
        gray, points_per_pixel = half, 2 * points_per_pixel
    while points_per_pixel < 0.4:
        gray = preprocess.half(gray)
        points_per_pixel *= 2
    # a local threshold: one global cut (Otsu) turns a grey stain into a blob that swallows the rules in it
    block = max(15, round(6 / points_per_pixel) | 1)
    ink = cv2.adaptiveThreshold(gray, 255, cv2.ADAPTIVE_THRESH_MEAN_C, cv2.THRESH_BINARY_INV, block, 15)
    boxes: list[BBox] = []
    for horizontal in (True, False):
        length = round((MIN_H_POINTS if horizontal else MIN_V_POINTS) / points_per_pixel)
        # no closing first: bridging small breaks also joins the bottoms of a row of digits into a "rule"
        kernel = (length, 1) if horizontal else (1, length)
        runs = cv2.morphologyEx(ink, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, kernel))
        found = components(runs)
        count, stats = found.count, found.stats
        for x, y, w, h, area in stats[1:count]:
            # mean thickness, not box height: a rule left slightly tilted by deskew has a taller box
            if area / max(w if horizontal else h, 1) * points_per_pixel > MAX_THICK_POINTS:
                continue
            boxes.append((x * points_per_pixel, y * points_per_pixel, (x + w) * points_per_pixel,
                          (y + h) * points_per_pixel))
    return without_hatching(merge_rulings(boxes, max_thick=MAX_TILT_POINTS))


def without_hatching(boxes: list[BBox]) -> list[BBox]:
    """Drop stacks of HATCH_RULES+ horizontal rules closer than HATCH_GAP_POINTS to one another whose ends do not
    line up, and the vertical pieces inside them: a scribble's zigzag strokes are long, straight and level too,
    but ragged at the ends and closer than a row of print, and read as rulings they would pass the ink under the
    scribble as explained (a silent loss). A ledger's tight rules all run from frame to frame."""
    horiz = sorted((b for b in boxes if is_horizontal(b)), key=lambda b: b[1] + b[3])
    # a zigzag's strokes break into left and right pieces that need not overlap: stack by height alone
    stacks: list[list[BBox]] = []
    for b in horiz:
        if stacks and (b[1] + b[3] - stacks[-1][-1][1] - stacks[-1][-1][3]) / 2 < HATCH_GAP_POINTS:
            stacks[-1].append(b)
        else:
            stacks.append([b])
    vert = [b for b in boxes if not is_horizontal(b)]
    hatches = [s for s in stacks if _heights(s) >= HATCH_RULES and not _aligned(s) and not _framed(_extent(s), vert)]
    dropped = {b for s in hatches for b in s}
    frames = [_extent(s) for s in hatches]
    return [b for b in boxes if b not in dropped and not any(_within(b, f) for f in frames)]


def _extent(rules: list[BBox]) -> BBox:
    return (min(b[0] for b in rules), min(b[1] for b in rules), max(b[2] for b in rules), max(b[3] for b in rules))


def _framed(box: BBox, vert: list[BBox]) -> bool:
    """Two vertical rules run the stack's full height: a drawn box (a rectangular stamp, a form's panel)."""
    sides = [v for v in vert if v[1] <= box[1] + ALIGN_POINTS and v[3] >= box[3] - ALIGN_POINTS]
    return len(sides) >= 2


def _heights(rules: list[BBox]) -> int:
    """How many rows the stack's rules lie on (a row of form blanks side by side is one)."""
    mids = [(b[1] + b[3]) / 2 for b in rules]
    return 1 + sum(b - a > 1.5 for a, b in zip(mids, mids[1:], strict=False))


def _aligned(rules: list[BBox]) -> bool:
    """Most rules of the stack start and end where another of it does (a table's frame or columns)."""
    def shared(b: BBox, end: int) -> bool:
        return any(o is not b and abs(o[end] - b[end]) <= ALIGN_POINTS for o in rules)

    return sum(shared(b, 0) and shared(b, 2) for b in rules) >= 0.75 * len(rules)


def _within(box: BBox, outer: BBox) -> bool:
    return box[0] >= outer[0] - 1 and box[2] <= outer[2] + 1 and box[1] >= outer[1] - 1 and box[3] <= outer[3] + 1


def rulings_from_pdfplumber(page: Any) -> list[BBox]:
    """Ruling lines drawn on a born-digital page (pdfplumber lines and thin rects), in PDF points."""
    boxes: list[BBox] = []
    # page.edges = lines, rect sides and curve segments, already split into horizontal/vertical pieces
    for e in page.edges:
        x0, top, x1, bottom = float(e["x0"]), float(e["top"]), float(e["x1"]), float(e["bottom"])
        if e.get("orientation") == "h":
            top, bottom = top - 0.4, bottom + 0.4
        else:
            x0, x1 = x0 - 0.4, x1 + 0.4
        boxes.append((x0, top, x1, bottom))
    return merge_rulings(boxes)


def is_horizontal(box: BBox) -> bool:
    return (box[2] - box[0]) >= (box[3] - box[1])


def merge_rulings(boxes: list[BBox], max_thick: float = MAX_THICK_POINTS) -> list[BBox]:
    """Keep thin, long boxes and join collinear pieces, so each drawn rule comes out as one box."""
    horiz = [b for b in boxes if is_horizontal(b) and b[3] - b[1] <= max_thick and b[2] - b[0] >= 8]
    vert = [b for b in boxes if not is_horizontal(b) and b[2] - b[0] <= max_thick and b[3] - b[1] >= 8]
    # two passes: a piece sorted between two others of its rule joins on the second pass
    out = [b for b in _join(_join(horiz, 0), 0) if b[2] - b[0] >= MIN_H_POINTS]
    out += [b for b in _join(_join(vert, 1), 1) if b[3] - b[1] >= MIN_V_POINTS]
    return out


def _join(boxes: list[BBox], axis: int) -> list[BBox]:
    """Join boxes lying on one line (same cross position) whose extents touch; axis 0 = horizontal rules."""
    lo, hi, clo, chi = (0, 2, 1, 3) if axis == 0 else (1, 3, 0, 2)
    boxes = sorted(boxes, key=lambda b: ((b[clo] + b[chi]) / 2, b[lo]))
    merged: list[list[float]] = []
    for b in boxes:
        mid = (b[clo] + b[chi]) / 2
        for m in reversed(merged[-8:]):  # recent boxes: sorted by cross position, so neighbours are close
            touches = b[lo] <= m[hi] + JOIN_POINTS and b[hi] >= m[lo] - JOIN_POINTS
            if touches and abs((m[clo] + m[chi]) / 2 - mid) <= 3.0:
                m[lo], m[hi] = min(m[lo], b[lo]), max(m[hi], b[hi])
                m[clo], m[chi] = min(m[clo], b[clo]), max(m[chi], b[chi])
                break
        else:
            merged.append(list(b))
    return [(m[0], m[1], m[2], m[3]) for m in merged]
