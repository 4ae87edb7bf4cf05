"""The page stage's component finder gives exactly what OpenCV's own pass gives (boxes, areas, label order),
on page-like masks and on noise, and selects the same pixels: marks, rulings and the ink accounting rely on it."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from ingest.components import components, tall_only


def _page_mask(seed: int, shape: tuple[int, int]) -> np.ndarray:
    """Lines of word-like blobs with blank margins and gaps, a stamp-like ring, a rule, specks."""
    rng = np.random.default_rng(seed)
    mask = np.zeros(shape, np.uint8)
    h, w = shape
    for top in range(40, h - 60, 23):
        x = 50
        while x < w - 80:
            width = int(rng.integers(8, 40))
            mask[top:top + int(rng.integers(6, 12)), x:x + width] = 255
            x += width + int(rng.integers(4, 12))
    cv2.circle(mask, (w // 2, h // 2), 60, 255, 3)
    mask[h - 30, 40:w - 40] = 255
    mask[rng.integers(0, h, 200), rng.integers(0, w, 200)] = 255
    return mask


def _tall(stats: np.ndarray, least: float) -> np.ndarray:
    return stats[1:][stats[1:, cv2.CC_STAT_HEIGHT] >= least]


@pytest.mark.parametrize("shape", [(400, 300), (401, 299), (257, 513)])
@pytest.mark.parametrize("kind", ["page", "noise", "empty", "full"])
def test_same_as_opencv(kind: str, shape: tuple[int, int]) -> None:
    rng = np.random.default_rng(7)
    mask = {"page": lambda: _page_mask(3, shape), "noise": lambda: (rng.random(shape) < 0.3).astype(np.uint8),
            "empty": lambda: np.zeros(shape, np.uint8), "full": lambda: np.ones(shape, np.uint8)}[kind]()
    count, labels, stats, _ = cv2.connectedComponentsWithStats(mask, connectivity=8)
    found = components(mask)
    assert found.count == count
    assert np.array_equal(found.stats, stats)
    keep = stats[:, cv2.CC_STAT_HEIGHT] > 3
    keep[0] = False
    assert np.array_equal(found.pixels(keep), keep[labels])


@pytest.mark.parametrize("least", [1, 7, 12, 50, 130, 1000])
@pytest.mark.parametrize("kind", ["page", "sparse", "noise"])
def test_tall_only_keeps_every_tall_component(kind: str, least: float) -> None:
    """The marks' finder labels only the bands of rows tall enough for a mark: the components that tall are
    OpenCV's own on the whole mask (boxes, areas, order), none missing, none added."""
    rng = np.random.default_rng(11)
    mask = {"page": lambda: _page_mask(5, (401, 299)), "noise": lambda: (rng.random((300, 200)) < 0.3).astype(np.uint8),
            "sparse": lambda: ((rng.random((300, 200)) < 0.02) * 255).astype(np.uint8)}[kind]()
    _count, _labels, stats, _ = cv2.connectedComponentsWithStats(mask, connectivity=8)
    assert np.array_equal(_tall(components(tall_only(mask, least)).stats, least), _tall(stats, least))
