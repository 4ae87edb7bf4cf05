"""A page of the born-digital statute scanned here with damage of known geometry: the printed lines' boxes
come from the PDF's own text layer (how the sample was made), never from the pipeline's reading."""

from __future__ import annotations

import io
from dataclasses import dataclass

import cv2
import numpy as np
import pdfplumber
from PIL import Image

from ingest.pdf import render_page
from tests.conftest import SAMPLES

DPI = 300
PX = DPI / 72.0


@dataclass
class Hit:
    """One damaged stretch: the lines it covers (their text and box in points) and what was done."""

    kind: str
    bbox: tuple[float, float, float, float]
    text: str


def printed_lines(pdf: bytes, index: int) -> list[dict]:
    with pdfplumber.open(io.BytesIO(pdf)) as doc:
        return doc.pages[index].extract_text_lines()


def _box(lines: list[dict], first: int, last: int, x0: float, x1: float) -> tuple[float, float, float, float]:
    return x0, lines[first]["top"] - 3, x1, lines[last]["bottom"] + 3


def fade(img: np.ndarray, box: tuple[float, ...], keep: float) -> None:
    """Print keeps only `keep` of its darkness: a band faded nearly to the paper."""
    x0, y0, x1, y1 = (int(v * PX) for v in box)
    img[y0:y1, x0:x1] = 255 - (255 - img[y0:y1, x0:x1]) * keep


def blot(img: np.ndarray, box: tuple[float, ...]) -> None:
    """Heavy pen strokes back and forth until the words under them are gone."""
    x0, y0, x1, y1 = (int(v * PX) for v in box)
    mask = np.zeros(img.shape, np.uint8)
    pts = [(x0 + (x1 - x0) * (i % 2), y0 + (y1 - y0) * i / 30) for i in range(31)]
    cv2.polylines(mask, [np.array(pts, np.int32)], False, 255, 9)
    img[mask > 0] = 30


def damaged_statute_page(fade_lines: tuple[int, int], blot_lines: tuple[int, int], keep: float = 0.1,
                         seed: int = 1) -> tuple[bytes, list[Hit]]:
    """Page 3 of samples/statute.pdf as an image-only scan with one faded band and one blotted band."""
    source = (SAMPLES / "statute.pdf").read_bytes()
    lines = printed_lines(source, 2)
    img = np.asarray(render_page(source, 2, DPI)).astype(np.float32)
    hits = []
    box = _box(lines, *fade_lines, 60, 560)
    fade(img, box, keep)
    hits.append(Hit("fade", box, " ".join(ln["text"] for ln in lines[fade_lines[0]:fade_lines[1] + 1])))
    box = _box(lines, *blot_lines, 90, 520)
    blot(img, box)
    hits.append(Hit("blot", box, " ".join(ln["text"] for ln in lines[blot_lines[0]:blot_lines[1] + 1])))
    img = 244 - (244 - img * (244 / 255))  # paper tone
    img += np.random.default_rng(seed).normal(0, 5, img.shape)
    buf = io.BytesIO()
    Image.fromarray(np.clip(img, 0, 255).astype(np.uint8)).save(buf, "PDF", resolution=float(DPI))
    return buf.getvalue(), hits
