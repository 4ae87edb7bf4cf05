"""Box arithmetic shared by page reading and assembly (its own module so that the page cache's hash of the
page-reading code does not take in routing: see corpus.evaluate.reading_sources)."""

from __future__ import annotations

from schemas import BBox


def overlap_share(inner: BBox, outer: BBox) -> float:
    """Share of `inner`'s area that lies inside `outer`."""
    x0, y0 = max(inner[0], outer[0]), max(inner[1], outer[1])
    x1, y1 = min(inner[2], outer[2]), min(inner[3], outer[3])
    area = max(1e-6, (inner[2] - inner[0]) * (inner[3] - inner[1]))
    return max(0.0, x1 - x0) * max(0.0, y1 - y0) / area
