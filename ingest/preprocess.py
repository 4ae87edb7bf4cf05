"""OpenCV clean-up before OCR: turn upright, deskew, and (only where it helps) denoise or binarise."""

from __future__ import annotations

import numpy as np

from ingest.lazy import LazyModule

cv2 = LazyModule("cv2")  # OpenCV is imported by a scanned page's first call to it

MAX_SKEW_DEGREES = 5.0
MIN_SKEW_TO_FIX = 0.15  # rotating costs ~0.1 s and slightly blurs; below this the text reads the same


def rotate_quadrant(gray: np.ndarray, degrees: int) -> np.ndarray:
    """Turn by a multiple of 90 degrees clockwise (lossless)."""
    turns = {90: cv2.ROTATE_90_CLOCKWISE, 180: cv2.ROTATE_180, 270: cv2.ROTATE_90_COUNTERCLOCKWISE}
    return cv2.rotate(gray, turns[degrees]) if degrees in turns else gray


def measure_skew(gray: np.ndarray) -> float:
    """Skew angle in degrees (positive = text rises to the right), by maximising the row-profile variance."""
    scale = 1000 / max(gray.shape)
    small = cv2.resize(gray, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
    ink = (small < 160).astype(np.uint8)  # 0/1 bytes: the warps below move a quarter of float32's memory
    if ink.sum() < 200:  # a blank page has no skew to measure
        return 0.0
    best, best_score = 0.0, -1.0
    scores: dict[float, float] = {}  # the fine pass meets three angles of the coarse one again: scored once
    for step, span in ((0.5, MAX_SKEW_DEGREES), (0.05, 0.5)):
        for angle in np.arange(best - span, best + span + 1e-9, step):
            angle = float(angle)
            if angle not in scores:
                scores[angle] = _profile_score(ink, angle)
            score = scores[angle]
            if score > best_score:
                best, best_score = angle, score
    return round(best, 2)


def _profile_score(ink: np.ndarray, angle: float) -> float:
    h, w = ink.shape
    matrix = cv2.getRotationMatrix2D((w / 2, h / 2), angle, 1.0)
    rotated = cv2.warpAffine(ink, matrix, (w, h), flags=cv2.INTER_NEAREST, borderValue=0)
    # row sums by OpenCV (numpy's sum over uint8 rows cost a third of the warp); int32 holds any row of 0/1
    # pixels and is signed: the differences below go both ways
    rows = cv2.reduce(rotated, 1, cv2.REDUCE_SUM, dtype=cv2.CV_32S).ravel()
    return float(np.var(np.diff(rows)))  # sharp line/gap transitions when text rows are level


def deskew(gray: np.ndarray, angle: float) -> np.ndarray:
    if abs(angle) < MIN_SKEW_TO_FIX:
        return gray
    h, w = gray.shape
    matrix = cv2.getRotationMatrix2D((w / 2, h / 2), angle, 1.0)
    return cv2.warpAffine(gray, matrix, (w, h), flags=cv2.INTER_LINEAR, borderValue=255)


def denoise(gray: np.ndarray) -> np.ndarray:
    return cv2.medianBlur(gray, 3)


def binarize(gray: np.ndarray) -> np.ndarray:
    _, out = cv2.threshold(gray, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    return out


def half(gray: np.ndarray) -> np.ndarray:
    """The page at half resolution (area-averaged): rulings and the ink accounting both work on it, so it is
    made once a page."""
    return cv2.resize(gray, (gray.shape[1] // 2, gray.shape[0] // 2), interpolation=cv2.INTER_AREA)
