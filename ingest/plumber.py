"""pdfplumber pages whose characters are built lean: only the keys word extraction reads (half a page's cost)."""

from __future__ import annotations

import io
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pdfplumber
from pdfminer.layout import LTChar

from ingest.pdf import PdfSource


@contextmanager
def open_page(data: PdfSource, index: int) -> Iterator[pdfplumber.page.Page]:
    """Page `index` (0-based) alone (pdfplumber then builds this one page, not all of them: a 2,000-page file
    cost ~0.45 s a page), its characters made lean."""
    with pdfplumber.open(data if isinstance(data, Path) else io.BytesIO(data), pages=[index + 1]) as pdf:
        page = pdf.pages[0]
        _lean_chars(page)
        yield page


def _lean_chars(page: pdfplumber.page.Page) -> None:
    """pdfplumber turns every character into a dict of ~20 resolved attributes (colours, font, matrix), 40 ms
    of a born-digital page's 90; words need text, box, `upright` and `size`, computed here as pdfplumber
    computes them (Page.process_object), so `extract_words` gives the same words. Other objects (lines,
    rects, images) keep pdfplumber's own processing."""
    full = page.process_object
    mb_x0, mb_top = page.mediabox[:2]
    height, doctop, number = page.height, page.initial_doctop, page.page_number
    unicode_norm = page.pdf.unicode_norm

    def process(obj: Any) -> dict[str, Any]:
        if type(obj) is not LTChar or unicode_norm is not None:
            return full(obj)
        top = (height - obj.y1) + mb_top
        x0, x1 = (obj.x0 + mb_x0, obj.x1 + mb_x0) if mb_x0 != 0 else (obj.x0, obj.x1)
        return {"object_type": "char", "page_number": number, "text": obj.get_text(), "x0": x0, "x1": x1,
                "top": top, "bottom": (height - obj.y0) + mb_top, "doctop": doctop + top, "upright": obj.upright,
                "size": obj.size}

    page.process_object = process  # type: ignore[method-assign]
