"""Connected components of a page mask with their boxes and areas, as cv2.connectedComponentsWithStats gives them,
at a fraction of its cost: OpenCV's statistics pass costs ~6 ns a pixel however empty the mask (13 ms on a half-
resolution page, nine masks a page), so the mask's empty rows and columns are collapsed first."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ingest.lazy import LazyModule

cv2 = LazyModule("cv2")  # OpenCV is imported by a scanned page's first call to it


@dataclass
class Components:
    """Components of a mask: `stats` rows are (x, y, w, h, area) in the mask's own pixels, one per label;
    label 0 is the background, as in OpenCV."""

    count: int
    stats: np.ndarray
    _labels: np.ndarray
    _rows: np.ndarray
    _cols: np.ndarray
    _shape: tuple[int, int]

    def pixels(self, keep: np.ndarray) -> np.ndarray:
        """The mask's pixels that belong to the labels `keep` (a bool per label) selects, full size."""
        out = np.zeros(self._shape, dtype=bool)
        if self._labels.size:
            out[np.ix_(self._rows, self._cols)] = keep[self._labels]
        return out


def _kept(filled: np.ndarray) -> np.ndarray:
    """Indices of the rows (or columns) to keep: every aligned pair of them that holds ink, and one empty pair
    between two runs of such pairs. A gap still separates what it separated and nothing else changes
    (8-connectivity included); whole aligned pairs keep OpenCV's 2x2-block scan, hence its label order."""
    n = filled.size
    pairs = np.zeros((n + 1) // 2, dtype=bool)
    np.logical_or.reduceat(filled, np.arange(0, n, 2), out=pairs)
    after_ink = np.concatenate(([False], pairs[:-1]))
    keep = np.flatnonzero(pairs | after_ink)
    ink = np.flatnonzero(pairs)
    keep = keep[keep <= ink[-1]] if ink.size else keep[:0]
    idx = np.stack([2 * keep, 2 * keep + 1], axis=1).ravel()
    return idx[idx < n]


def components(mask: np.ndarray) -> Components:
    """8-connected components of a 2-D uint8 mask (nonzero = set): labels in OpenCV's order, exact stats."""
    h, w = mask.shape
    rows, cols = _kept(mask.any(axis=1)), _kept(mask.any(axis=0))
    if not rows.size:
        stats = np.array([[0, 0, w, h, h * w]], dtype=np.int32)
        return Components(1, stats, np.zeros((0, 0), np.int32), rows, cols, (h, w))
    small = mask.take(rows, axis=0).take(cols, axis=1)
    count, labels, stats, _ = cv2.connectedComponentsWithStats(small, connectivity=8)
    out = stats.copy()
    x, y = stats[1:, cv2.CC_STAT_LEFT], stats[1:, cv2.CC_STAT_TOP]
    out[1:, 0], out[1:, 1] = cols[x], rows[y]
    out[1:, 2] = cols[x + stats[1:, cv2.CC_STAT_WIDTH] - 1] + 1 - out[1:, 0]
    out[1:, 3] = rows[y + stats[1:, cv2.CC_STAT_HEIGHT] - 1] + 1 - out[1:, 1]
    # the background as OpenCV counts it on the whole mask (its box is where the mask has unset pixels)
    gap_rows, gap_cols = np.flatnonzero(~mask.all(axis=1)), np.flatnonzero(~mask.all(axis=0))
    if gap_rows.size:
        out[0] = (gap_cols[0], gap_rows[0], gap_cols[-1] + 1 - gap_cols[0], gap_rows[-1] + 1 - gap_rows[0],
                  h * w - int(stats[1:, cv2.CC_STAT_AREA].sum()))
    return Components(count, out, labels, rows, cols, (h, w))


def components_where(stats: np.ndarray, keep: np.ndarray) -> list[tuple[int, int, int, int, int]]:
    """The (x, y, w, h, area) of the components `keep` selects, background (label 0) left out: the tests run
    on the whole stats array at once (a scan's grain makes thousands of components; a loop over each cost
    more than finding them)."""
    keep[0] = False
    return [(int(x), int(y), int(w), int(h), int(a)) for x, y, w, h, a in stats[keep, :5]]


def tall_only(mask: np.ndarray, least: float) -> np.ndarray:
    """`mask` with every band of consecutive inked rows under `least` rows tall cleared. A component lies within
    one such band (empty rows part components), so each component `least` rows tall or more keeps its pixels,
    stats and place in the label order, and the shorter ones are gone: what a caller that wants only tall blobs
    needs, without labelling a clean page's text lines (most of a page's ink)."""
    filled = mask.any(axis=1)
    edges = np.flatnonzero(np.diff(np.concatenate(([0], filled.view(np.int8), [0]))))
    starts, ends = edges[::2], edges[1::2]
    short = ends - starts < least
    if not short.any():
        return mask
    out = mask.copy()
    for a, b in zip(starts[short].tolist(), ends[short].tolist(), strict=True):
        out[a:b] = 0
    return out
