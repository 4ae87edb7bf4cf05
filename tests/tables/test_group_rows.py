"""Words fall into rows by the running mean of each row's centres, computed exactly as statistics.mean computes it
(a float sum would drift by a last bit and, at the half-height limit, put a word in another row)."""

from __future__ import annotations

import random
from statistics import mean, median

from ingest.table_rows import group_rows
from schemas import Span


def _by_mean(words: list[Span]) -> list[list[Span]]:
    """The rows as statistics.mean decides them: the rule group_rows keeps, written the slow way."""
    half = median(w.bbox[3] - w.bbox[1] for w in words) * 0.5
    rows: list[list[Span]] = []
    for w in sorted(words, key=lambda w: (w.bbox[1] + w.bbox[3]) / 2):
        cy = (w.bbox[1] + w.bbox[3]) / 2
        if rows and abs(cy - mean((v.bbox[1] + v.bbox[3]) / 2 for v in rows[-1])) <= half:
            rows[-1].append(w)
        else:
            rows.append([w])
    return [sorted(r, key=lambda w: w.bbox[0]) for r in rows]


def test_rows_are_grouped_by_the_exact_mean_of_their_centres() -> None:
    rng = random.Random(7)
    for _ in range(200):
        words = []
        for k in range(rng.randint(2, 40)):
            # tops on a 300 DPI scan's pixel grid (0.24 pt) or a text layer's arbitrary floats; heights near 10 pt
            top = rng.choice([rng.randint(0, 3000) * 0.24, rng.uniform(0, 700), round(rng.uniform(0, 700), 1)])
            height = rng.choice([10.0, 9.6, rng.uniform(8, 12)])
            words.append(Span(text=f"w{k}", page=1, bbox=(rng.uniform(0, 500), top, 600.0, top + height),
                              confidence=0.9, source="ocr"))
        assert [[w.text for w in r] for r in group_rows(words)] == [[w.text for w in r] for r in _by_mean(words)]
