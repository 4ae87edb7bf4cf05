"""A born-digital form page OCR reads nothing on: rows of dot leaders and underscored answer blanks, then thirty
thin ruled lines to write on (issue 10: every page with ink must end in a chunk or in review).

Run: python -m samples.form_page OUT.pdf [--label]
     engross ingest OUT.pdf --force-ocr --route all   (the page must give a chunk in review, not nothing)
The blanks' rows are ROW_PITCH points apart from TOP (below the label with --label); tests take their truth from
`blank_rows`.
"""

from __future__ import annotations

import argparse
import io
from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

MARGIN = 72.0  # points, left and right
TOP = A4[1] - 72  # the first row's baseline, points from the page's foot
ROW_PITCH = 20.0  # points between the label and the blank rows
BLANK_ROWS = 8  # alternately a row of dots and a row of underscores
RULES = 30  # thin ruled lines below the blanks, 16 points apart
LABEL = "Signature of the applicant"


def form_page(label: bool = False) -> bytes:
    """The page as a PDF; with `label`, one printed label over the blanks."""
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=A4, invariant=1)
    y = TOP
    c.setFont("Times-Roman", 11)
    if label:
        c.drawString(MARGIN, y, LABEL)
        y -= ROW_PITCH
    for i in range(BLANK_ROWS):
        c.drawString(MARGIN, y, "." * 100 if i % 2 == 0 else "_" * 78)
        y -= ROW_PITCH
    c.setLineWidth(0.3)
    for _ in range(RULES):
        y -= 16
        c.line(MARGIN, y, A4[0] - MARGIN, y)
    c.showPage()
    c.save()
    return buf.getvalue()


def blank_rows(label: bool = False) -> list[tuple[float, float, float, float]]:
    """Each blank row's box in points, top-down (x0, top, x1, bottom), as a page's words and regions are given."""
    out = []
    for i in range(BLANK_ROWS):
        base = TOP - ROW_PITCH * (i + label)
        out.append((MARGIN, A4[1] - base - 8, A4[0] - MARGIN, A4[1] - base + 4))
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--label", action="store_true", help="print one label over the blanks")
    args = ap.parse_args(argv)
    args.out.write_bytes(form_page(args.label))
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
