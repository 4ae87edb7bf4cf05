"""Page crops for the item page: the chunk's regions cut from the rendered page, low-confidence words boxed
and unread regions (print no word explains) shaded and numbered, so the eye goes to what was not read."""

from __future__ import annotations

import io
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from ingest.pdf import render_page

CROP_DPI = 144  # sharp enough to read a smudged word, small enough to send quickly
PAD = 24.0  # points around the chunk's box: the neighbouring lines give the reviewer context


def pages_of(chunk: dict[str, Any]) -> list[int]:
    """1-based pages the chunk covers: its regions' pages, else its page range."""
    pages = sorted({r["page"] for r in (chunk.get("regions") or []) + (chunk.get("unread_regions") or [])})
    if pages:
        return pages
    start = chunk.get("page_start") or 1
    return list(range(start, max(start, chunk.get("page_end") or start) + 1))


def crop_box(chunk: dict[str, Any], page: int, size: tuple[float, float]) -> tuple[float, float, float, float]:
    """The union of the chunk's boxes on `page` (regions, else its low-confidence spans), padded; points."""
    boxes = [r["bbox"] for r in chunk.get("regions") or [] if r["page"] == page]
    boxes = boxes or [s["bbox"] for s in chunk.get("low_confidence_spans") or [] if s["page"] == page]
    # an unread region may lie between this chunk's lines and the next chunk's: show it whole
    boxes += [u["bbox"] for u in chunk.get("unread_regions") or [] if u["page"] == page]
    width, height = size
    if not boxes:
        return 0.0, 0.0, width, height
    x0, top = min(b[0] for b in boxes) - PAD, min(b[1] for b in boxes) - PAD
    x1, bottom = max(b[2] for b in boxes) + PAD, max(b[3] for b in boxes) + PAD
    return max(0.0, x0), max(0.0, top), min(width, x1), min(height, bottom)


@lru_cache(maxsize=32)
def _page_image(doc_id: str, data: bytes, index: int) -> Image.Image:
    # keyed by doc_id too so the cache stays readable; the bytes make it exact
    return render_page(data, index, CROP_DPI).convert("RGB")


def crop_png(doc_id: str, data: bytes, chunk: dict[str, Any], page: int) -> bytes:
    image = _page_image(doc_id, data, page - 1)
    scale = CROP_DPI / 72.0
    x0, top, x1, bottom = crop_box(chunk, page, (image.width / scale, image.height / scale))
    crop = image.crop((int(x0 * scale), int(top * scale), int(x1 * scale) + 1, int(bottom * scale) + 1))
    _highlight(crop, chunk, page, (x0, top), scale)
    out = io.BytesIO()
    crop.save(out, format="PNG", optimize=True)
    return out.getvalue()


def _on_crop(b: list[float], origin: tuple[float, float], scale: float, pad: float) -> list[float]:
    """A page box (points) as pixels on the crop, `pad` pixels wider on every side so the mark does not hide ink."""
    return [(b[0] - origin[0]) * scale - pad, (b[1] - origin[1]) * scale - pad,
            (b[2] - origin[0]) * scale + pad, (b[3] - origin[1]) * scale + pad]


def _highlight(crop: Image.Image, chunk: dict[str, Any], page: int, origin: tuple[float, float],
               scale: float) -> None:
    overlay = Image.new("RGBA", crop.size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(overlay)
    for span in chunk.get("low_confidence_spans") or []:
        if span["page"] != page:
            continue
        box = _on_crop(span["bbox"], origin, scale, 2)
        draw.rectangle(box, fill=(255, 200, 0, 70), outline=(220, 40, 40, 255), width=2)
    for n, region in enumerate(chunk.get("unread_regions") or [], start=1):
        if region["page"] != page:
            continue
        box = _on_crop(region["bbox"], origin, scale, 3)
        # blue, hatched and numbered: unlike a doubtful word there is no text for it in the editor
        draw.rectangle(box, fill=(40, 110, 230, 45), outline=(30, 80, 200, 255), width=3)
        for x in range(int(box[0]), int(box[2]), 14):
            draw.line([(x, box[1]), (min(box[2], x + (box[3] - box[1])), box[3])], fill=(30, 80, 200, 90), width=1)
        draw.rectangle([box[0], box[1] - 20, box[0] + 22, box[1]], fill=(30, 80, 200, 255))
        draw.text((box[0] + 6, box[1] - 19), str(n), fill=(255, 255, 255, 255), font=ImageFont.load_default(size=16))
    crop.paste(Image.alpha_composite(crop.convert("RGBA"), overlay).convert("RGB"))
