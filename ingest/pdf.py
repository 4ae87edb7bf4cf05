"""The one wrapper around PDF parsing and rendering (pypdfium2): validate a file up front, render a page."""

from __future__ import annotations

import hashlib
import math
import threading
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image

from ingest.errors import EncryptedPdfError, InputFileError, LimitExceededError
from ingest.options import Knobs

# pdfium's load error codes (fpdfview.h): 4 = password required or incorrect
_PDFIUM_PASSWORD_ERROR = "password"
# an embedded image larger than this many pixels is decoded whole by pdfium: refuse it rather than
# risk exhausting memory (a 2400 DPI letter-size scan is ~540 megapixels)
MAX_IMAGE_PIXELS_FACTOR = 4
_PDFIUM_LOCK = threading.Lock()
# pages checked per opening of the document in open_pdf: a 1,000-page scan's every image stream (230 MB) would
# otherwise stay loaded in pdfium, and in this process's memory, until the whole check ends
CHECK_BATCH = 50

# a PDF travels as its bytes, or as its path when the whole file need not be copied (page processes)
PdfSource = bytes | Path


@dataclass
class PdfInfo:
    """What validation learnt about a PDF: enough to plan the per-page work."""

    sha256: str
    page_count: int
    page_sizes: list[tuple[float, float]] = field(default_factory=list)  # points, as rendered (rotation applied)


def sha256_of(data: PdfSource) -> str:
    """The document's id: of the bytes, or of the file read a slice at a time (a long scan is never held whole)."""
    if not isinstance(data, Path):
        return hashlib.sha256(data).hexdigest()
    digest = hashlib.sha256()
    with data.open("rb") as fh:
        while block := fh.read(1 << 20):
            digest.update(block)
    return digest.hexdigest()


def _load(data: PdfSource, validated: bool = True) -> pdfium.PdfDocument:
    """pdfium's document; `validated=False` (open_pdf) first tells an empty file or a non-PDF apart. A path is
    opened by pdfium itself, which reads only what it needs: a long scan's bytes are not copied into memory."""
    if isinstance(data, Path) and validated:  # by open_pdf, before any page is read
        return pdfium.PdfDocument(str(data))
    head = _head(data)
    if not head:
        raise InputFileError("empty file (0 bytes): nothing to read; check the upload or copy")
    if b"%PDF-" not in head:
        raise InputFileError("not a PDF (no %PDF- header); convert it to PDF or remove it from the bucket")
    try:
        return pdfium.PdfDocument(str(data) if isinstance(data, Path) else data)
    except pdfium.PdfiumError as err:
        if _PDFIUM_PASSWORD_ERROR in str(err).lower():
            raise EncryptedPdfError(
                "encrypted PDF needs a password; decrypt it first (e.g. `qpdf --password=PW --decrypt in.pdf "
                "out.pdf`) and drop the decrypted copy"
            ) from err
        raise InputFileError(
            f"damaged or truncated PDF ({err}); re-export or re-scan it (`qpdf --check` shows what is broken)"
        ) from err


def _head(data: PdfSource) -> bytes:
    if not isinstance(data, Path):
        return data[:1024]
    with data.open("rb") as fh:
        return fh.read(1024)


def open_pdf(data: PdfSource, settings: Knobs) -> PdfInfo:
    """Validate a PDF before any work starts; raise a typed error a person can act on. Give a file's path
    where there is one: the file is then read by pdfium and hashed a slice at a time, never held whole."""
    pdf = _load(data, validated=False)
    try:
        count = len(pdf)
        if count == 0:
            raise InputFileError("PDF has no pages; it may be truncated; re-export it")
        if count > settings.max_pages:
            raise LimitExceededError(
                f"PDF has {count} pages, over the limit of {settings.max_pages} (ENGROSS_MAX_PAGES); "
                "split it or raise the limit"
            )
        sizes: list[tuple[float, float]] = []
        for start in range(0, count, CHECK_BATCH):
            if start:  # pdfium keeps what it loaded of every page until the document closes: open it afresh
                pdf.close()
                pdf = _load(data)
            sizes += [_checked_size(pdf, i, settings) for i in range(start, min(count, start + CHECK_BATCH))]
        return PdfInfo(sha256=sha256_of(data), page_count=count, page_sizes=sizes)
    finally:
        pdf.close()


def _checked_size(pdf: pdfium.PdfDocument, index: int, settings: Knobs) -> tuple[float, float]:
    page = pdf[index]
    try:
        width, height = page.get_size()  # as rendered: /Rotate already applied
        # pdfium silently substitutes Letter for an empty MediaBox; a zero-size page is a broken page
        own_box = page.get_mediabox(fallback_ok=False)  # None when inherited: pdfium's size stands
        if own_box:
            x0, y0, x1, y1 = own_box
            box_w, box_h = abs(x1 - x0), abs(y1 - y0)
            if page.get_rotation() in (90, 270):
                box_w, box_h = box_h, box_w
            if box_w < 1 or box_h < 1:
                width, height = box_w, box_h
        if width < 1 or height < 1:
            raise LimitExceededError(f"page {index + 1} has zero size ({width:.0f} x {height:.0f} pt); "
                                     "the PDF is malformed: re-export it")
        pixels = width * height * (settings.dpi / 72) ** 2
        if pixels > settings.max_page_pixels:
            raise LimitExceededError(
                f"page {index + 1} is {width / 72:.0f} x {height / 72:.0f} in: {pixels / 1e6:.0f} megapixels at "
                f"{settings.dpi} DPI, over ENGROSS_MAX_PAGE_PIXELS={settings.max_page_pixels}; "
                "lower ENGROSS_DPI or raise the cap"
            )
        _check_images(page, index, settings)
        return float(width), float(height)
    finally:
        page.close()


def _check_images(page: pdfium.PdfPage, index: int, settings: Knobs) -> None:
    cap = settings.max_page_pixels * MAX_IMAGE_PIXELS_FACTOR
    for obj in page.get_objects(filter=[pdfium.raw.FPDF_PAGEOBJ_IMAGE], max_depth=2):
        try:
            w, h = obj.get_px_size()
        except pdfium.PdfiumError:
            continue
        if w * h > cap:
            raise LimitExceededError(
                f"page {index + 1} embeds a {w} x {h} pixel image ({w * h / 1e6:.0f} MP), over the "
                f"{cap / 1e6:.0f} MP cap (4 x ENGROSS_MAX_PAGE_PIXELS); downsample the scan (e.g. to 300 DPI)"
            )


def has_text_objects(data: PdfSource, index: int) -> bool:
    """Whether page `index` draws any text at all (nested forms included). pdfium answers this in about a
    millisecond; pdfplumber needs tens to parse a page, which an image-only scan's page can skip. True when
    pdfium cannot tell, so the caller's own parser has its say."""
    with _PDFIUM_LOCK:
        try:
            pdf = _load(data)
        except Exception:  # noqa: BLE001 - the caller reports an unreadable file its own way
            return True
        try:
            page = pdf[index]
            try:
                return next(page.get_objects(filter=[pdfium.raw.FPDF_PAGEOBJ_TEXT]), None) is not None
            finally:
                page.close()
        except pdfium.PdfiumError:
            return True
        finally:
            pdf.close()


def render_page(data: PdfSource, index: int, dpi: int) -> Image.Image:
    """Render page `index` (0-based) as an 8-bit greyscale image at `dpi`, /Rotate applied. `data` is the
    file's bytes or its path (pdfium then reads only what the page needs)."""
    return Image.fromarray(render_array(data, index, dpi))


def render_array(data: PdfSource, index: int, dpi: int) -> np.ndarray:
    """render_page's pixels as the array the page stage works on (2-D uint8), without the two copies a PIL image
    costs on the way (~8 ms a page)."""
    with _PDFIUM_LOCK:  # pdfium is not thread-safe, even across documents
        return _render(data, index, dpi)


def _render(data: PdfSource, index: int, dpi: int) -> np.ndarray:
    pdf = _load(data)
    try:
        try:
            page = pdf[index]
            scan = _scan_image(page, dpi / 72)
            if scan is not None:
                page.close()
                return scan
            bitmap = page.render(scale=dpi / 72, grayscale=True, may_draw_forms=True)
        except pdfium.PdfiumError as err:
            raise InputFileError(f"page {index + 1} cannot be rendered ({err}); the PDF is damaged: "
                                 "re-export or re-scan it") from err
        if bitmap.format == pdfium.raw.FPDFBitmap_Gray:
            pixels = bitmap.to_numpy().copy()  # a view of pdfium's buffer (rows padded to its stride) made ours
        else:  # a page pdfium renders with alpha (transparency) is not grey: PIL takes it down to L
            pixels = np.asarray(bitmap.to_pil().convert("L")).copy()
        page.close()
        return pixels
    finally:
        pdf.close()


def _scan_image(page: pdfium.PdfPage, scale: float) -> np.ndarray | None:
    """A scanned page's raster without pdfium's renderer, or None to render: the page is one 8-bit grey image
    of exactly the rendered size (a 300 DPI scan read at 300) drawn over the whole page, nothing else (no
    annotation, rotation, clip or transparency). Its pixels, decoded as pdfium decodes them, are what rendering
    gives, byte for byte, in an eighth of the time (~12 against ~90 ms a page). An image of any other size is
    rendered: resizing it as pdfium does came within 2 grey levels, and that was enough to change what
    Tesseract read and routed on the samples (needless review 17 -> 27 chunks)."""
    if page.get_rotation() or pdfium.raw.FPDFPage_GetAnnotCount(page) != 0:
        return None
    objects = list(page.get_objects(max_depth=1))
    if len(objects) != 1 or objects[0].type != pdfium.raw.FPDF_PAGEOBJ_IMAGE:
        return None
    image = objects[0]
    width, height = page.get_size()
    box = page.get_mediabox()
    if tuple(page.get_cropbox()) != tuple(box) or box[:2] != (0, 0):
        return None
    if tuple(image.get_matrix().get()) != (width, 0, 0, height, 0, 0):
        return None
    clip = pdfium.raw.FPDFPageObj_GetClipPath(image)
    if pdfium.raw.FPDFPageObj_HasTransparency(image) or (clip and pdfium.raw.FPDFClipPath_CountPaths(clip) > 0):
        return None
    info = image.get_metadata()
    if info.colorspace != pdfium.raw.FPDF_COLORSPACE_DEVICEGRAY or info.bits_per_pixel != 8:
        return None
    if tuple(image.get_px_size()) != (math.ceil(width * scale), math.ceil(height * scale)):  # page.render's size
        return None
    bitmap = image.get_bitmap(render=False)
    if bitmap.format != pdfium.raw.FPDFBitmap_Gray:
        return None
    return bitmap.to_numpy().copy()
