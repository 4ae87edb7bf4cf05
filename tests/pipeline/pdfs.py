"""Small PDFs made on the spot for pipeline tests: born-digital text, and deliberately broken files."""

from __future__ import annotations

import io

import pypdfium2 as pdfium
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

CLAUSES = [
    "1. DEFINITIONS. In this deed the Vendor means the person who sells the property described below.",
    "2. CONSIDERATION. The Purchaser shall pay the full price on the date of registration of this deed.",
    "3. POSSESSION. Vacant possession of the property shall be handed over on the date of payment.",
]


def one_page(pdf: bytes, number: int) -> bytes:
    """Page `number` (1-based) of a PDF as a PDF of its own (the same image bytes): a test reads only it."""
    return some_pages(pdf, [number])


def some_pages(pdf: bytes, numbers: list[int]) -> bytes:
    """Pages `numbers` (1-based) of a PDF as a PDF of their own."""
    src, out = pdfium.PdfDocument(pdf), pdfium.PdfDocument.new()
    out.import_pages(src, [n - 1 for n in numbers])
    buf = io.BytesIO()
    out.save(buf)
    return buf.getvalue()


def text_pdf(lines: list[str] | None = None, pages: int = 1, size: tuple[float, float] = A4) -> bytes:
    """A born-digital PDF with real text on every page."""
    buf = io.BytesIO()
    pdf = canvas.Canvas(buf, pagesize=size)
    for number in range(pages):
        y = size[1] - 72
        for line in lines or CLAUSES:
            pdf.setFont("Times-Roman", 11)
            pdf.drawString(72, y, line)
            y -= 16
        pdf.drawString(size[0] / 2, 36, f"Page {number + 1} of {pages}")
        pdf.showPage()
    pdf.save()
    return buf.getvalue()


def raw_pdf(media_box: str) -> bytes:
    """A minimal hand-written PDF with one page of the given MediaBox (for zero-size / huge pages)."""
    objects = [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        f"<< /Type /Page /Parent 2 0 R /MediaBox [{media_box}] >>",
    ]
    out = io.BytesIO()
    out.write(b"%PDF-1.4\n")
    offsets = []
    for i, body in enumerate(objects, start=1):
        offsets.append(out.tell())
        out.write(f"{i} 0 obj\n{body}\nendobj\n".encode())
    xref = out.tell()
    out.write(f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode())
    for off in offsets:
        out.write(f"{off:010d} 00000 n \n".encode())
    out.write(f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode())
    return out.getvalue()


def image_pdf(lines: list[str] | None = None, pages: int = 1) -> bytes:
    """A scan: every page of text_pdf rasterised at 150 DPI and stored as an image, no text layer."""
    from ingest.pdf import render_page

    born = text_pdf(lines, pages)
    images = [render_page(born, i, 150).convert("L") for i in range(pages)]
    buf = io.BytesIO()
    images[0].save(buf, format="PDF", resolution=150, save_all=True, append_images=images[1:])
    return buf.getvalue()
