"""Turns a born-digital sample into a 'scan': 300 DPI raster, stamps/fading/scribbles, noise, blur, skew, JPEG."""

from __future__ import annotations

import io
import random
import time
from dataclasses import dataclass

import cv2
import numpy as np
from PIL import Image
from reportlab.pdfbase.pdfmetrics import stringWidth

from ingest.pdf import render_page
from samples.flow import Layout, Placed
from samples.wear import WEAR
from schemas.groundtruth import TruthDamage, TruthParagraph

DPI = 300
PX = DPI / 72.0  # pixels per point
_EPOCH = time.gmtime(1767225600)  # fixed PDF dates: regenerating gives the same bytes


@dataclass(frozen=True)
class ScanProfile:
    """How hard a scan is: skew (degrees), grain, blur, JPEG quality, paper tone and ink strength."""

    skew: float = 0.7
    noise: float = 5.0  # std of the gaussian grain, grey levels
    speckle: float = 0.0003  # share of pixels hit by dark dust specks
    blur: float = 0.0  # gaussian sigma in pixels
    quality: int = 45  # JPEG quality of the embedded page images
    paper: int = 244  # background grey
    ink: float = 1.0  # print darkness (1 = as rendered)
    dpi: int = DPI  # resolution the page image is stored at (rendered and damaged at 300 DPI first)
    capture: int = 0  # when set, the optics only resolve this DPI (down- and up-sampled): soft, merged glyphs
    thin: int = 0  # when set, strokes are eroded by a kernel this tall (and one less wide): starved letters


# JPEG of sharp 300 DPI print costs ~400 KB a page even without grain, so quality is kept low and the
# ten-page benchmark scan is stored at 200 DPI: all samples together stay well under 12 MB.
CLEAN = ScanProfile(skew=0.7, noise=3.0, speckle=0.0002, quality=30)
DEGRADED = ScanProfile(skew=2.0, noise=10.0, speckle=0.0015, blur=1.1, quality=18, paper=232, ink=0.85)
MODERATE = ScanProfile(skew=-1.2, noise=6.0, speckle=0.0008, blur=0.7, quality=22, paper=238, ink=0.92)
LIGHT = ScanProfile(skew=0.5, noise=3.0, speckle=0.0002, quality=30, dpi=200)
# only in generated sets: a worn photocopy read by a poor scanner (the fixed samples keep the four above)
HARSH = ScanProfile(skew=-2.6, noise=10.0, speckle=0.0015, blur=0.8, quality=22, paper=230, ink=0.85, capture=140,
                    thin=3)


@dataclass
class Damage:
    """A region to spoil on one page, in PDF points of the upright page, and the unit it hits."""

    page: int
    bbox: tuple[float, float, float, float]
    kind: str  # stamp | fade | scribble | signature; with a strength also tear | coffee | fold
    unit_path: list[str]
    label: str = ""  # text inside a stamp
    shape: str = "round"  # round | rect, for stamps
    strength: str = ""  # light | medium | heavy: samples.wear's painters; "" = the fixed samples' painters


def _px(b: tuple[float, float, float, float]) -> tuple[int, int, int, int]:
    return tuple(int(round(v * PX)) for v in b)  # type: ignore[return-value]


def _ink(img: np.ndarray, mask: np.ndarray, level: int, alpha: float) -> None:
    """Lay ink of grey `level` where mask is set, multiplied over the page so print shows through."""
    m = mask.astype(np.float32) / 255.0 * alpha
    img[:] = (img * (1 - m) + (img * level / 255.0) * m).astype(np.uint8)


def stamp(img: np.ndarray, d: Damage, rng: random.Random) -> None:
    x0, y0, x1, y1 = _px(d.bbox)
    mask = np.zeros_like(img)
    cx, cy = (x0 + x1) // 2, (y0 + y1) // 2
    if d.shape == "round":
        r = min(x1 - x0, y1 - y0) // 2
        cv2.circle(mask, (cx, cy), r - 6, 255, 7)
        cv2.circle(mask, (cx, cy), int(r * 0.72), 255, 4)
        words = (d.label or "RECEIVED").split("|")[:3]
        scale = r / 110
        for i, w in enumerate(words):
            size = cv2.getTextSize(w, cv2.FONT_HERSHEY_DUPLEX, scale, 3)[0]
            y = cy + int((i - (len(words) - 1) / 2) * size[1] * 1.8) + size[1] // 2
            cv2.putText(mask, w, (cx - size[0] // 2, y), cv2.FONT_HERSHEY_DUPLEX, scale, 255, 3)
    else:
        cv2.rectangle(mask, (x0 + 4, y0 + 4), (x1 - 4, y1 - 4), 255, 8)
        lines = (d.label or "REGISTERED").split("|")
        for i, w in enumerate(lines):
            cv2.putText(mask, w, (x0 + 30, y0 + 62 + i * 56), cv2.FONT_HERSHEY_DUPLEX, 1.25, 255, 3)
    angle = rng.uniform(-14, 14)
    rot = cv2.getRotationMatrix2D((float(cx), float(cy)), angle, 1.0)
    mask = cv2.warpAffine(mask, rot, (img.shape[1], img.shape[0]))
    _ink(img, cv2.GaussianBlur(mask, (5, 5), 0), rng.randint(70, 110), 0.82)


def fade(img: np.ndarray, d: Damage, rng: random.Random) -> None:
    """Low contrast: the print in the box keeps only a fifth to a quarter of its darkness."""
    x0, y0, x1, y1 = _px(d.bbox)
    region = img[y0:y1, x0:x1].astype(np.float32)
    keep = rng.uniform(0.2, 0.26)
    img[y0:y1, x0:x1] = (255 - (255 - region) * keep).astype(np.uint8)


def scribble(img: np.ndarray, d: Damage, rng: random.Random) -> None:
    """Pen strokes back and forth across the lines, as if someone crossed the clause out by hand."""
    x0, y0, x1, y1 = _px(d.bbox)
    mask = np.zeros_like(img)
    n = max(6, (y1 - y0) // 22)
    pts = []
    for i in range(n + 1):
        y = y0 + (y1 - y0) * i / n + rng.uniform(-10, 10)
        x = (x0 if i % 2 == 0 else x1) + rng.uniform(-25, 25)
        pts.append((x, y))
    curve = _smooth(pts)
    cv2.polylines(mask, [curve], False, 255, rng.randint(4, 6), cv2.LINE_AA)
    _ink(img, mask, 25, 0.9)


def signature(img: np.ndarray, d: Damage, rng: random.Random) -> None:
    """A handwritten-looking signature: a few looping strokes."""
    x0, y0, x1, y1 = _px(d.bbox)
    mask = np.zeros_like(img)
    t = np.linspace(0, 1, 400)
    xs = x0 + (x1 - x0) * t
    ys = (y0 + y1) / 2 + (y1 - y0) * 0.35 * np.sin(t * rng.uniform(18, 26)) * np.cos(t * rng.uniform(3, 6))
    loops = (y1 - y0) * 0.12 * np.sin(t * 90)
    pts = np.stack([xs + loops * 0.6, ys + loops], axis=1).astype(np.int32)
    cv2.polylines(mask, [pts], False, 255, 4, cv2.LINE_AA)
    cv2.line(mask, (x0, y1 - 8), (int(x0 + (x1 - x0) * 0.8), y1 - 14), 255, 3, cv2.LINE_AA)
    _ink(img, mask, 35, 0.95)


def _smooth(pts: list[tuple[float, float]]) -> np.ndarray:
    arr = np.array(pts, dtype=np.float32)
    out = []
    for a, b in zip(arr[:-1], arr[1:], strict=True):
        for s in np.linspace(0, 1, 12):
            wobble = np.array([0.0, 6 * np.sin(s * np.pi)])
            out.append(a + (b - a) * s + wobble)
    return np.array(out, dtype=np.int32)


PAINTERS = {"stamp": stamp, "fade": fade, "scribble": scribble, "signature": signature}


def _degrade(img: np.ndarray, p: ScanProfile, rng: random.Random) -> tuple[np.ndarray, np.ndarray]:
    """Paper tone, ink strength, grain, dust, blur, then skew; returns the page and the skew matrix."""
    nrng = np.random.default_rng(rng.randrange(2**32))
    f = img.astype(np.float32)
    if p.thin:
        f = cv2.dilate(f, np.ones((p.thin, max(1, p.thin - 1)), np.uint8))  # white eats into the strokes
    if p.capture:
        h, w = f.shape
        small = cv2.resize(f, (w * p.capture // DPI, h * p.capture // DPI), interpolation=cv2.INTER_AREA)
        f = cv2.resize(small, (w, h), interpolation=cv2.INTER_LINEAR)
    f = p.paper - (p.paper - f * (p.paper / 255.0)) * p.ink
    f += nrng.normal(0, p.noise, f.shape).astype(np.float32)
    dust = nrng.random(f.shape) < p.speckle
    f[dust] = nrng.uniform(40, 120, int(dust.sum()))
    if p.blur > 0:
        f = cv2.GaussianBlur(f, (0, 0), p.blur)
    h, w = f.shape
    rot = cv2.getRotationMatrix2D((w / 2, h / 2), p.skew, 1.0)
    f = cv2.warpAffine(f, rot, (w, h), flags=cv2.INTER_LINEAR, borderValue=float(p.paper))
    return np.clip(f, 0, 255).astype(np.uint8), rot


def _moved(b: tuple[float, float, float, float], rot: np.ndarray) -> tuple[float, float, float, float]:
    """Where a point box of the upright page lands after the skew (its bounding box, in points)."""
    x0, y0, x1, y1 = (v * PX for v in b)
    corners = np.array([[x0, y0, 1], [x1, y0, 1], [x0, y1, 1], [x1, y1, 1]]) @ rot.T
    lo, hi = corners.min(axis=0) / PX, corners.max(axis=0) / PX
    return (round(float(lo[0]), 1), round(float(lo[1]), 1), round(float(hi[0]), 1), round(float(hi[1]), 1))


def scan(pdf: bytes, pages: int, profile: ScanProfile, damage: list[Damage], seed: int) -> tuple[bytes, list[
        TruthDamage]]:
    """Rasterise every page, paint the damage, degrade, and wrap the images into an image-only PDF."""
    done = scan_with_truth(pdf, pages, profile, damage, seed)
    return done.pdf, done.damage


@dataclass
class Scanned:
    pdf: bytes
    damage: list[TruthDamage]
    paragraphs: list[TruthParagraph]


def scan_with_truth(pdf: bytes, pages: int, profile: ScanProfile, damage: list[Damage], seed: int,
                    layout: Layout | None = None) -> Scanned:
    """scan(); given the layout, also each paragraph's truth: where it landed and which words the damage destroyed
    (measured from the pixels before the scanner's grain and skew)."""
    rng = random.Random(seed)
    images, truth, paragraphs = [], [], []
    for n in range(1, pages + 1):
        img = np.array(render_page(pdf, n - 1, DPI))
        clean = img.copy() if layout is not None else None
        here = [d for d in damage if d.page == n]
        for d in here:
            (WEAR[d.kind] if d.strength else PAINTERS[d.kind])(img, d, rng)
        words = page_words(layout, n) if layout is not None else []
        lost = {i for i, w in enumerate(words) if destroyed(clean, img, w.box)} if clean is not None else set()
        img, rot = _degrade(img, profile, rng)
        for d in here:
            kind = "scribble" if d.kind == "signature" else d.kind
            hit = [i for i, w in enumerate(words) if _meets(w.box, d.bbox)]
            truth.append(TruthDamage(page=n, bbox=_moved(d.bbox, rot), kind=kind, unit_path=d.unit_path,
                                     strength=d.strength, words_hit=len(hit), words_lost=len(lost.intersection(hit))))
        paragraphs += _paragraphs(words, lost, here, rot, n)
        if profile.dpi != DPI:
            h, w = img.shape
            img = cv2.resize(img, (w * profile.dpi // DPI, h * profile.dpi // DPI), interpolation=cv2.INTER_AREA)
        images.append(Image.fromarray(img, "L"))
    return Scanned(_pdf(images, profile.quality, profile.dpi), truth, paragraphs)


@dataclass
class Word:
    text: str
    box: tuple[float, float, float, float]  # points, upright page
    line: Placed


def page_words(layout: Layout, page: int) -> list[Word]:
    """Every printed word of a page with its box, from the glyph widths the flow laid it out with."""
    out = []
    for line in (p for p in layout.lines if p.page == page):
        top, bottom = line.bbox[1], line.bbox[3]
        for x, text, font in line.pieces:
            space = stringWidth(" ", font, line.size)
            for word in text.split():
                w = stringWidth(word, font, line.size)
                out.append(Word(word, (x, top, x + w, bottom), line))
                x += w + space
    return out


def destroyed(clean: np.ndarray, damaged: np.ndarray, box: tuple[float, float, float, float]) -> bool:
    """A word is destroyed when its print keeps under 12% of its contrast with the paper around it (faded,
    painted over, torn off), or when new ink covers over 40% of the paper between its strokes (blotted out)."""
    x0, y0, x1, y1 = _px(box)
    before, after = clean[y0:y1 + 2, x0:x1].astype(np.float32), damaged[y0:y1 + 2, x0:x1].astype(np.float32)
    ink = before < 128
    if ink.sum() < 4 or (~ink).sum() < 4:
        return False
    was = before[~ink].mean() - before[ink].mean()
    now = after[~ink].mean() - after[ink].mean()
    blotted = (after[~ink] < 128).mean()
    return bool(now < was * 0.12 or blotted > 0.4)


def _meets(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _paragraphs(words: list[Word], lost: set[int], damage: list[Damage], rot: np.ndarray,
                page: int) -> list[TruthParagraph]:
    """Words grouped by the flowed paragraph (or table row) they belong to, on this page."""
    groups: dict[int, list[int]] = {}
    for i, w in enumerate(words):
        groups.setdefault(w.line.block, []).append(i)
    out = []
    for idxs in groups.values():
        ws = [words[i] for i in idxs]
        lines = list(dict.fromkeys(id(w.line) for w in ws))
        text = "\n".join(next(w.line.text for w in ws if id(w.line) == k) for k in lines)
        box = (min(w.line.bbox[0] for w in ws), min(w.box[1] for w in ws), max(w.line.bbox[2] for w in ws),
               max(w.box[3] for w in ws))
        hits = [f"{d.kind}/{d.strength or 'fixed'}" for d in damage if any(_meets(w.box, d.bbox) for w in ws)]
        first = ws[0].text if ws[0].text[:1] in "(0123456789" or ws[0].text.isupper() else ""
        out.append(TruthParagraph(page=page, bbox=_moved(box, rot), text=text, unit_path=list(ws[0].line.path),
                                  label=first.rstrip(".") if not ws[0].line.path else "", damage=hits,
                                  lost_words=[words[i].text for i in idxs if i in lost]))
    return out


def _pdf(images: list[Image.Image], quality: int, dpi: int) -> bytes:
    """Image-only PDF, one greyscale JPEG per page (Pillow writes greyscale pages DCT-encoded)."""
    buf = io.BytesIO()
    images[0].save(buf, "PDF", save_all=True, append_images=images[1:], resolution=float(dpi), quality=quality,
                   optimize=True, title="scanned sample", creationDate=_EPOCH, modDate=_EPOCH)
    return buf.getvalue()

