"""A born-digital page that carries a picture of text (a scanned schedule pasted into a typed deed): what the
picture prints is read by no one unless a person is told, so its chunk goes to review with the picture as an
unread region; a photograph (no text in it) beside the same clauses sends nothing. Truth: how the page was made."""

from __future__ import annotations

import io

import numpy as np
import pypdfium2 as pdfium
from PIL import Image
from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas

from engross.settings import Settings
from ingest.pipeline import run
from tests.pipeline.pdfs import text_pdf

CLAUSES = ["1. The Vendor sells the property described in Schedule A to the Purchaser.",
           "2. The balance consideration is payable as set out in Schedule B below:"]
SCHEDULE = ["SCHEDULE B. The Purchaser shall pay the balance of Rs. 12,50,000 within ninety days.",
            "Failing payment the Vendor may cancel this deed and forfeit the earnest money paid.",
            "All arrears of property tax up to the date of sale shall be paid by the Vendor."]


def _schedule_scan() -> Image.Image:
    page = pdfium.PdfDocument(text_pdf(SCHEDULE))[0].render(scale=200 / 72).to_pil().convert("L")
    return page.crop((0, 0, page.width, int(page.height * 0.25)))


def _photo(size: tuple[int, int]) -> Image.Image:
    """A picture with no text: soft shapes and grain, as a photograph of the property would be."""
    y, x = np.mgrid[0:size[1], 0:size[0]]
    grey = 150 + 60 * np.sin(x / 37.0) * np.cos(y / 23.0) + np.random.default_rng(3).normal(0, 6, (size[1], size[0]))
    return Image.fromarray(np.clip(grey, 0, 255).astype(np.uint8), "L")


def _page(picture: Image.Image) -> bytes:
    w, h = letter
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=letter)
    c.setFont("Times-Roman", 11)
    for i, line in enumerate(CLAUSES):
        c.drawString(72, h - 72 - 16 * i, line)
    pw, ph = picture.width * 72 / 200, picture.height * 72 / 200
    c.drawImage(ImageReader(picture), 36, h - 120 - ph, pw, ph)
    c.drawString(72, 120, "3. This deed is governed by the laws of India.")
    c.showPage()
    c.save()
    return buf.getvalue()


def test_a_picture_of_text_on_a_typed_page_is_put_before_a_reviewer() -> None:
    result = run(_page(_schedule_scan()), "pasted.pdf", Settings())
    flagged = [c for c in result.chunks if c.unread_regions]
    assert flagged and all(c.route == "review" for c in flagged), [(c.body, c.route) for c in result.chunks]
    assert any("picture" in r for c in flagged for r in c.review_reasons)


def test_a_photograph_beside_typed_clauses_sends_nothing_to_review() -> None:
    scan = _schedule_scan()
    result = run(_page(_photo((scan.width, scan.height))), "photo.pdf", Settings())
    assert [c.route for c in result.chunks] == ["index"] * 3, [(c.body, c.review_reasons) for c in result.chunks]
