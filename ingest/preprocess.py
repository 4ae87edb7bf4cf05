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


DEPTH_TILE = 64  # px (300 DPI): a few letters of body text
DEPTH_CORE = 21  # a tile's print core: its 21st darkest pixel (specks and a stray pixel fall below it)
DEPTH_PAPER = 90  # percentile of a tile that is its paper
DEPTH_INKED = 0.2  # a tile whose core stands this share below its paper holds print
STARVED = 0.70  # print whose cores stand less than this share below the paper is starved (eroded, washed out)
SMOOTH_BELOW = 0.45  # a starved page is read smoothed (grain_off) only below this depth: thin faces (Courier,
# 0.29-0.39 on harsh scans) gain most; Times/Helvetica pages (0.52-0.65) read no better, their markers worse


def _tiles(gray: np.ndarray) -> list[tuple[float, float]]:
    """(core, paper) of every third 64 px tile that holds print."""
    h, w = gray.shape
    out: list[tuple[float, float]] = []
    for n, (y, x) in enumerate((y, x) for y in range(0, h - DEPTH_TILE + 1, DEPTH_TILE)
                               for x in range(0, w - DEPTH_TILE + 1, DEPTH_TILE)):
        if n % 3:
            continue
        tile = gray[y:y + DEPTH_TILE, x:x + DEPTH_TILE].ravel()
        core = float(np.partition(tile, DEPTH_CORE - 1)[DEPTH_CORE - 1])
        paper = float(np.percentile(tile, DEPTH_PAPER))
        if paper > 0 and (paper - core) / paper >= DEPTH_INKED:
            out.append((core, paper))
    return out


def ink_depth(gray: np.ndarray) -> float:
    """How far the print's darkest cores stand below the paper, as a share of the paper (median over the inked
    tiles): ~0.9-1.0 on a clean or moderate scan, 0.3-0.6 where strokes were eroded and blurred to a starved grey
    (samples.scan.HARSH). 1.0 for a page with no print to judge."""
    tiles = _tiles(gray)
    if not tiles:
        return 1.0
    return float(np.median([(paper - core) / paper for core, paper in tiles]))


def starved(gray: np.ndarray) -> bool:
    return ink_depth(gray) < STARVED


GRAIN_SIGMA = 1.0  # px at 300 DPI: the blur that takes a starved page's grain off before its read (not its strokes)
GRAIN_FEW = 0.15  # under this share of a page's tiles inked it is a page of a few lines (a body page: 0.3-0.5)
GRAIN_WHITE = 80  # percentile of the smoothed page stretched to white (the paper; print covers far less of a page)


def grain_off(gray: np.ndarray) -> np.ndarray:
    """A starved page as its read sees it: the paper's grain and the JPEG's blocks smoothed off (a Gaussian of a
    pixel) and the contrast stretched (1st percentile to black, the 80th, the paper, to white). Nothing is grown:
    the strokes keep their width, so letters do not merge as in `legible`. On 9991's harsh 03_statute pages 1-3
    the read's character errors fell 8.7 -> 6.1% and its missed words 17 -> 10% (docs/eval.md, harsh24)."""
    smooth = cv2.GaussianBlur(gray, (0, 0), GRAIN_SIGMA)
    sample = smooth[::4, ::4]
    black, white = float(np.percentile(sample, 1)), float(np.percentile(sample, GRAIN_WHITE))
    tiles = _tiles(gray)
    sampled = (gray.shape[0] // DEPTH_TILE) * (gray.shape[1] // DEPTH_TILE) / 3
    if tiles and len(tiles) < GRAIN_FEW * sampled:  # a page of a few lines: its 1st percentile is paper grain,
        black = min(black, float(np.median([core for core, _ in tiles])))  # which must not become black
    levels = _stretch_levels(black, white)
    return gray if levels is None else cv2.LUT(smooth, levels)


LEGIBLE_WHITE = 80  # percentile stretched to the paper's white
LEGIBLE_GAMMA = 1.6  # mid greys (a stroke's eroded edges) darkened
LEGIBLE_GROW = (2, 2)  # every stroke grown by a pixel


def legible(gray: np.ndarray) -> np.ndarray:
    """A starved page made easier to read: contrast stretched (the print's cores, or the 1st percentile when
    darker, to black; the 80th percentile to white), mid greys darkened, every stroke grown a pixel. For OCR
    only: hairlines come back, but heavy faces may merge (pages._read keeps the surer read)."""
    tiles = _tiles(gray)
    black = float(np.percentile(gray, 1))
    if tiles:  # a page of a few lines: its 1st percentile may be paper grain, which must not become black
        black = min(black, float(np.median([core for core, _ in tiles])))
    levels = _stretch_levels(black, float(np.percentile(gray, LEGIBLE_WHITE)), LEGIBLE_GAMMA)
    return gray if levels is None else cv2.erode(cv2.LUT(gray, levels), np.ones(LEGIBLE_GROW, np.uint8))


STRETCH_MIN = 8  # grey levels between black and white under which a page has no contrast to stretch


def _stretch_levels(black: float, white: float, gamma: float = 1.0) -> np.ndarray | None:
    """The 256-entry table of a black/white stretch (`black` and darker to 0, `white` and lighter to 255, the greys
    between raised to `gamma`: over 1 darkens them), shared by `grain_off` and `legible`; None when the page has
    too little contrast to stretch. Worked per grey level in float32, as both did per pixel."""
    if white - black < STRETCH_MIN:
        return None
    level = np.clip((np.arange(256, dtype=np.float32) - black) / (white - black), 0.0, 1.0)
    return ((level ** gamma if gamma != 1.0 else level) * 255).astype(np.uint8)
