"""A scanned page's raster is what pdfium renders, byte for byte: where the scan's image is taken as it is (a grey
image of the rendered size), and for every other kind of page (pdfium renders those)."""

from __future__ import annotations

import io

import numpy as np
import pypdfium2 as pdfium
import pytest
from PIL import Image

from ingest.pdf import render_array, render_page
from tests.conftest import SAMPLES
from tests.pipeline.pdfs import text_pdf


def _pdfium(data: bytes, index: int, dpi: int = 300) -> np.ndarray:
    page = pdfium.PdfDocument(data)[index]
    return np.asarray(page.render(scale=dpi / 72, grayscale=True, may_draw_forms=True).to_pil().convert("L"))


def _gap(data: bytes, index: int) -> int:
    ours, theirs = render_array(data, index, 300), _pdfium(data, index)
    assert ours.shape == theirs.shape
    assert np.array_equal(np.asarray(render_page(data, index, 300)), ours)  # the page stage's array is the image
    return int(np.abs(ours.astype(int) - theirs).max())


def _image_pdf(mode: str, size: tuple[int, int], resolution: float) -> bytes:
    image = Image.new(mode, size, "white")
    image.paste(Image.linear_gradient("L").resize((size[0] // 2, size[1] // 2)).convert(mode), (size[0] // 4, 40))
    buf = io.BytesIO()
    image.save(buf, format="PDF", resolution=resolution)
    return buf.getvalue()


@pytest.mark.parametrize(("name", "index"), [
    ("statute_scan_clean.pdf", 0),  # a 300 DPI grey scan: its own pixels
    ("statute_scan_degraded.pdf", 2),
    ("long_scan.pdf", 0),  # a 200 DPI scan enlarged to 300: pdfium renders it
    ("deed_scan.pdf", 0),  # one pixel short of the rendered width: pdfium renders it
    ("statute.pdf", 0),  # born-digital: pdfium renders it
])
def test_sample_pages_render_as_pdfium_does(name: str, index: int) -> None:
    assert _gap((SAMPLES / name).read_bytes(), index) == 0


def test_other_pages_go_through_pdfium() -> None:
    assert _gap(_image_pdf("RGB", (850, 1100), 100), 0) == 0  # a colour scan
    assert _gap(_image_pdf("L", (2400, 3000), 400), 0) == 0  # a grey scan shrunk to 300 DPI
    assert _gap(_image_pdf("1", (850, 1100), 100), 0) == 0  # a black-and-white scan
    assert _gap(text_pdf(), 0) == 0
    assert _gap(_image_pdf("L", (1275, 1650), 150), 0) == 0  # a grey scan enlarged 2x
    assert _gap(_image_pdf("L", (2550, 3300), 300), 0) == 0  # a grey scan of the rendered size
