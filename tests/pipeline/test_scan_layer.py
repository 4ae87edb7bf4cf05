"""A scanned page carrying an earlier OCR's invisible text layer is read from its image, not from that layer (the
layer has no word confidences and holds whatever an old OCR made of stamps and fades): also when the scan is
smaller than its PDF page (a smaller original placed on a letter page). Truth: what the image prints, by
construction; the stale layer says something else."""

from __future__ import annotations

import io

import pypdfium2 as pdfium
import pytest
from PIL import Image
from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas

from engross.settings import Settings
from ingest.pages import read_page
from tests.pipeline.pdfs import text_pdf

PRINTED = ["2. CONSIDERATION. The Purchaser shall pay ninety thousand rupees on the day of registration.",
           "3. POSSESSION. Vacant possession shall be handed over on the date of payment."]
STALE = ["2. CONSIDERATION. The Purchaser shall pay seven thousand rupees on the day of registration.",
         "3. POSSESSION. Vacant possession shall be handed over on the date of payment."]


def _scan() -> Image.Image:
    """The original as a scanner would give it: the printed lines, rasterised (no text objects left)."""
    page = pdfium.PdfDocument(text_pdf(PRINTED))[0]
    return page.render(scale=200 / 72).to_pil().convert("L")


def _page(scale: float, invisible: list[str] | None, logo: bool = False) -> bytes:
    """A letter page showing the scan at `scale` of its width and height (top left), with an invisible text layer
    (render mode 3) at the lines' places; or, `logo`, visible born-digital text beside a small picture."""
    w, h = letter
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=letter)
    if logo:
        c.drawImage(ImageReader(_scan().resize((120, 90))), w - 150, h - 110, 90, 68)
    else:
        c.drawImage(ImageReader(_scan()), 0, h - h * scale, w * scale, h * scale)
    text = c.beginText()
    text.setTextRenderMode(0 if logo else 3)
    for i, line in enumerate(invisible or []):
        text.setFont("Times-Roman", 11 * scale)
        text.setTextOrigin(72 * scale, h - (72 + 16 * i) * scale - 9 * scale)
        text.textOut(line)
    c.drawText(text)
    c.showPage()
    c.save()
    return buf.getvalue()


@pytest.mark.parametrize("scale", [1.0, 0.74], ids=["scan fills the page", "scan covers 55% of the page"])
def test_a_scan_with_a_stale_text_layer_is_read_from_its_image(scale: float) -> None:
    page = read_page(_page(scale, STALE), 0, Settings())
    words = [w.text.strip(".,").lower() for w in page.words]
    assert page.source == "ocr", page.notes
    assert "ninety" in words and "seven" not in words, words


def test_born_digital_text_beside_a_picture_keeps_its_text_layer() -> None:
    page = read_page(_page(1.0, PRINTED, logo=True), 0, Settings())
    assert page.source == "text"
    assert "ninety" in [w.text for w in page.words]
