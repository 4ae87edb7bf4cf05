"""Damage at three strengths that really destroys print: fades, stamps, scribbles, a torn corner, a coffee ring, a fold.

Each painter works on the upright 300 DPI page (white paper, black print) before the scanner's grain, blur and
skew. `light` leaves the print readable to a careful eye, `medium` leaves some of it, `heavy` leaves none of it
(near-white fade, opaque ink, paper gone). What a painter really destroyed is measured afterwards from the
pixels (samples.scan.lost_words), never assumed from the strength.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import cv2
import numpy as np

if TYPE_CHECKING:
    from samples.scan import Damage

STRENGTHS = ("light", "medium", "heavy")
KINDS = ("fade", "stamp", "scribble", "tear", "coffee", "fold")
# the layout documents' damage (samples/make_damaged.py, --layouts): where text is lost with little around to show it
LAYOUT_KINDS = ("fade_side", "fade_last", "fade_line", "fade_foot", "fade_2col", "tear_white")
PX = 300 / 72.0


def _px(b: tuple[float, float, float, float]) -> tuple[int, int, int, int]:
    return tuple(int(round(v * PX)) for v in b)  # type: ignore[return-value]


def _level(d: Damage, light: float, medium: float, heavy: float) -> float:
    return {"light": light, "medium": medium, "heavy": heavy}[d.strength]


def _multiply(img: np.ndarray, mask: np.ndarray, level: float, alpha: float) -> None:
    """Translucent ink: print under it stays darker than the ink."""
    m = mask.astype(np.float32) / 255.0 * alpha
    f = img.astype(np.float32)
    img[:] = np.clip(f * (1 - m) + f * (level / 255.0) * m, 0, 255).astype(np.uint8)


def _cover(img: np.ndarray, mask: np.ndarray, level: float, alpha: float) -> None:
    """Opaque paint: what was under it is replaced, print and paper alike."""
    m = mask.astype(np.float32) / 255.0 * alpha
    img[:] = np.clip(img.astype(np.float32) * (1 - m) + level * m, 0, 255).astype(np.uint8)


def fade(img: np.ndarray, d: Damage, rng: random.Random) -> None:
    """Whole lines washed out: the print keeps 22% (light), 9% (medium) or 3% (heavy, near white) of its darkness."""
    x0, y0, x1, y1 = _px(d.bbox)
    keep = _level(d, 0.22, 0.09, 0.03) * rng.uniform(0.9, 1.1)
    region = img[y0:y1, x0:x1].astype(np.float32)
    img[y0:y1, x0:x1] = (255 - (255 - region) * keep).astype(np.uint8)


def stamp(img: np.ndarray, d: Damage, rng: random.Random) -> None:
    """An office stamp over a clause: an outlined ring (light), a heavily inked one (medium), a solid pad block
    that blots the clause out (heavy)."""
    x0, y0, x1, y1 = _px(d.bbox)
    mask = np.zeros_like(img)
    cx, cy = (x0 + x1) // 2, (y0 + y1) // 2
    if d.strength == "heavy":
        cv2.rectangle(mask, (x0, y0), (x1, y1), 255, -1)
        _cover(img, cv2.GaussianBlur(mask, (9, 9), 0), rng.randint(45, 70), 0.97)
        label = np.zeros_like(img)
        cv2.putText(label, (d.label or "CANCELLED").split("|")[0], (x0 + 20, cy + 20), cv2.FONT_HERSHEY_DUPLEX,
                    1.6, 255, 4)
        _cover(img, label, 200, 0.9)  # the stamp's own lettering shows light on the dark pad
        return
    r = min(x1 - x0, y1 - y0) // 2
    thick = 7 if d.strength == "light" else 22
    cv2.ellipse(mask, (cx, cy), ((x1 - x0) // 2 - 6, r - 6), 0, 0, 360, 255, thick)
    cv2.ellipse(mask, (cx, cy), (int((x1 - x0) * 0.36), int(r * 0.72)), 0, 0, 360, 255, thick // 2 + 2)
    for i, w in enumerate((d.label or "RECEIVED").split("|")[:3]):
        scale = r / (110 if d.strength == "light" else 70)
        size = cv2.getTextSize(w, cv2.FONT_HERSHEY_DUPLEX, scale, 3)[0]
        cv2.putText(mask, w, (cx - size[0] // 2, cy + int((i - 0.5) * size[1] * 1.8) + size[1] // 2),
                    cv2.FONT_HERSHEY_DUPLEX, scale, 255, 3 if d.strength == "light" else 9)
    rot = cv2.getRotationMatrix2D((float(cx), float(cy)), rng.uniform(-12, 12), 1.0)
    mask = cv2.warpAffine(mask, rot, (img.shape[1], img.shape[0]))
    if d.strength == "light":
        _multiply(img, cv2.GaussianBlur(mask, (5, 5), 0), rng.randint(80, 110), 0.8)
    else:
        _cover(img, cv2.GaussianBlur(mask, (5, 5), 0), rng.randint(60, 90), 0.9)


def scribble(img: np.ndarray, d: Damage, rng: random.Random) -> None:
    """Pen strokes across the lines: a few thin ones (light), dense thick ones (medium), a blacked-out block
    of tight zigzags (heavy)."""
    x0, y0, x1, y1 = _px(d.bbox)
    mask = np.zeros_like(img)
    pitch = _level(d, 22, 9, 4)
    width = int(_level(d, 5, 9, 14))
    n = max(6, int((y1 - y0) / pitch))
    pts = [((x0 if i % 2 == 0 else x1) + rng.uniform(-20, 20), y0 + (y1 - y0) * i / n + rng.uniform(-6, 6))
           for i in range(n + 1)]
    cv2.polylines(mask, [np.array(pts, dtype=np.int32)], False, 255, width, cv2.LINE_AA)
    _cover(img, mask, 25, 0.95)


def tear(img: np.ndarray, d: Damage, rng: random.Random, white: bool = False) -> None:
    """A torn-off corner: the paper inside the jagged edge is gone (the scanner lid shows: black or white)."""
    x0, y0, x1, y1 = _px(d.bbox)
    h, w = img.shape
    right, bottom = x1 >= w - 2, y1 >= h - 2
    cx, cy = (w if right else 0), (h if bottom else 0)
    ax, ay = (x0 if right else x1), (y0 if bottom else y1)  # the tear runs from (ax, cy) to (cx, ay)
    edge = []
    for t in np.linspace(0, 1, 40):
        edge.append((ax + (cx - ax) * t + rng.uniform(-14, 14), cy + (ay - cy) * t + rng.uniform(-14, 14)))
    poly = np.array([(cx, cy)] + edge, dtype=np.int32)
    mask = np.zeros_like(img)
    cv2.fillPoly(mask, [poly], 255)
    lid = 30 if rng.random() < 0.5 and not white else 255
    _cover(img, mask, lid, 1.0)
    cv2.polylines(img, [np.array(edge, dtype=np.int32)], False, 150, 3, cv2.LINE_AA)  # the torn fibres


def coffee(img: np.ndarray, d: Damage, rng: random.Random) -> None:
    """A coffee ring: a dark rim and a tinted pool; the heavy one is a thick, nearly opaque rim."""
    x0, y0, x1, y1 = _px(d.bbox)
    cx, cy, r = (x0 + x1) // 2, (y0 + y1) // 2, min(x1 - x0, y1 - y0) // 2
    pool = np.zeros_like(img)
    cv2.circle(pool, (cx, cy), r, 255, -1)
    _multiply(img, cv2.GaussianBlur(pool, (31, 31), 0), _level(d, 225, 200, 170), 1.0)
    rim = np.zeros_like(img)
    cv2.circle(rim, (cx + rng.randint(-8, 8), cy + rng.randint(-8, 8)), r, 255, int(_level(d, 8, 20, 48)))
    rim = cv2.GaussianBlur(rim, (15, 15), 0)
    if d.strength == "heavy":
        _cover(img, rim, 95, 0.93)
    else:
        _multiply(img, rim, _level(d, 150, 110, 0), 0.9)


def fold(img: np.ndarray, d: Damage, rng: random.Random) -> None:
    """A fold across the page: a crease line with a shadow (light); the paper cracked along it, a blank band
    over the line of print (medium, heavy)."""
    x0, y0, x1, y1 = _px(d.bbox)
    y = (y0 + y1) // 2
    band = int(_level(d, 0, (y1 - y0) * 0.45, (y1 - y0) * 1.0))
    if band:
        mask = np.zeros_like(img)
        cv2.rectangle(mask, (x0, y - band // 2), (x1, y + band // 2), 255, -1)
        _cover(img, cv2.GaussianBlur(mask, (7, 7), 0), 250, 1.0)
    shadow = np.zeros_like(img)
    cv2.rectangle(shadow, (x0, y + band // 2), (x1, y + band // 2 + 18), 255, -1)
    _multiply(img, cv2.GaussianBlur(shadow, (0, 0), 6), 200, 0.8)
    crease = np.zeros_like(img)
    cv2.line(crease, (x0, y + rng.randint(-3, 3)), (x1, y + rng.randint(-3, 3)), 255, 3, cv2.LINE_AA)
    _cover(img, crease, 90, 0.9)


def tear_white(img: np.ndarray, d: Damage, rng: random.Random) -> None:
    """A torn-off corner on a white scanner lid: only the torn fibres' grey edge shows where the print stops."""
    tear(img, d, rng, white=True)


WEAR = {"fade": fade, "stamp": stamp, "scribble": scribble, "tear": tear, "coffee": coffee, "fold": fold,
        # fades placed where little shows the loss: one side of a paragraph, a page's last line with no page
        # number under it, a one-line paragraph or heading, a table's last rows, a paragraph on a two-column page
        "fade_side": fade, "fade_last": fade, "fade_line": fade, "fade_foot": fade, "fade_2col": fade,
        "tear_white": tear_white}
