"""pdfplumber pages whose characters are built lean: only the keys word extraction reads (half a page's cost)."""

from __future__ import annotations

import io
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pdfplumber
from pdfminer.pdffont import PDFFont, PDFUnicodeNotDefined
from pdfminer.pdfinterp import PDFPageInterpreter
from pdfminer.utils import Matrix, Point
from pdfplumber.page import PDFPageAggregatorWithMarkedContent
from pdfplumber.utils.exceptions import PdfminerException

from ingest.pdf import PdfSource


@contextmanager
def open_page(data: PdfSource, index: int) -> Iterator[pdfplumber.page.Page]:
    """Page `index` (0-based) alone (pdfplumber then builds this one page, not all of them: a 2,000-page file
    cost ~0.45 s a page), its characters made lean."""
    with pdfplumber.open(data if isinstance(data, Path) else io.BytesIO(data), pages=[index + 1]) as pdf:
        page = pdf.pages[0]
        if page.pdf.unicode_norm is None:  # pdfplumber's own characters when it is asked to normalise them
            page.parse_objects = lambda: _lean_objects(page)  # type: ignore[method-assign]
        yield page


def _lean_objects(page: pdfplumber.page.Page) -> dict[str, list[dict[str, Any]]]:
    """The page's objects as pdfplumber's `parse_objects` gives them, but each character made straight from
    pdfminer's glyph as a dict of the keys words need (`_LeanChars`), with no LTChar object and none of
    pdfplumber's ~20 resolved attributes a character (colours, font, matrix): 60 -> ~35 ms of a born-digital
    page. Lines, rects, curves and images keep pdfplumber's own objects and order."""
    plain = pdfplumber.page.Page.parse_objects
    if hasattr(page, "_layout"):  # the layout was built the usual way already: read its characters
        return plain(page)
    device = _LeanChars(page)
    interpreter = PDFPageInterpreter(page.pdf.rsrcmgr, device)
    try:
        interpreter.process_page(page.page_obj)
    except Exception as e:  # as pdfplumber's own `layout` reports a pdfminer failure
        raise PdfminerException(e) from e
    page._layout = device.get_result()  # every object but the characters
    objects = plain(page)
    if device.chars:
        objects["char"] = device.chars
    return objects


class _LeanChars(PDFPageAggregatorWithMarkedContent):
    """pdfplumber's aggregator, except that a character becomes the dict pdfplumber's `process_object` would
    reduce it to (text, box in the page's top-down points, `upright`, `size`), by the same arithmetic as
    pdfminer's LTChar and pdfplumber's coordinate change, in the order the page draws them."""

    def __init__(self, page: pdfplumber.page.Page) -> None:
        super().__init__(page.pdf.rsrcmgr, pageno=page.page_number, laparams=page.pdf.laparams)
        self.chars: list[dict[str, Any]] = []
        self._mb_x0, self._mb_top = page.mediabox[:2]
        self._height, self._doctop, self._number = page.height, page.initial_doctop, page.page_number

    def render_string_horizontal(self, seq: Any, matrix: Matrix, pos: Point, font: PDFFont, fontsize: float,
                                 scaling: float, charspace: float, wordspace: float, rise: float, dxscale: float,
                                 ncs: Any, graphicstate: Any) -> Point:
        """pdfminer's PDFTextDevice.render_string_horizontal with `render_char` written into its loop (a call, a
        translated matrix and the font's descent a character were most of the cost); the same arithmetic in the
        same order, so the same floats. A vertical font (never horizontal here, but pdfminer allows it) goes the
        usual way."""
        if font.is_vertical():
            return super().render_string_horizontal(seq, matrix, pos, font, fontsize, scaling, charspace, wordspace,
                                                    rise, dxscale, ncs, graphicstate)
        x, y = pos
        a, b, c, d, e, f = matrix
        upright = a * d * scaling > 0 and b * c <= 0
        descent = font.get_descent() * fontsize
        by0, by1 = descent + rise, descent + rise + fontsize
        height, mb_x0, mb_top, doctop, number = self._height, self._mb_x0, self._mb_top, self._doctop, self._number
        chars = self.chars
        needcharspace = False
        for obj in seq:
            if isinstance(obj, (int, float)):
                x -= obj * dxscale
                needcharspace = True
            elif isinstance(obj, bytes):
                for cid in font.decode(obj):
                    if needcharspace:
                        x += charspace
                    te, tf = x * a + y * c + e, x * b + y * d + f  # pdfminer.utils.translate_matrix
                    try:
                        text = font.to_unichr(cid)
                        assert isinstance(text, str), str(type(text))
                    except PDFUnicodeNotDefined:
                        text = self.handle_undefined_char(font, cid)
                    adv = font.char_width(cid) * fontsize * scaling
                    # LTChar's box: pdfminer.utils.apply_matrix_rect of (0, by0, adv, by1), written out
                    left1, bottom1 = a * 0 + c * by0 + te, b * 0 + d * by0 + tf
                    right1, bottom2 = a * adv + c * by0 + te, b * adv + d * by0 + tf
                    right2, top1 = a * adv + c * by1 + te, b * adv + d * by1 + tf
                    left2, top2 = a * 0 + c * by1 + te, b * 0 + d * by1 + tf
                    x0, y0 = min(left1, left2, right1, right2), min(bottom1, bottom2, top1, top2)
                    x1, y1 = max(left1, left2, right1, right2), max(bottom1, bottom2, top1, top2)
                    top = (height - y1) + mb_top  # pdfplumber's Page.process_object from here
                    if mb_x0 != 0:
                        x0, x1 = x0 + mb_x0, x1 + mb_x0
                    chars.append({"object_type": "char", "page_number": number, "text": text, "x0": x0, "x1": x1,
                                  "top": top, "bottom": (height - y0) + mb_top, "doctop": doctop + top,
                                  "upright": upright, "size": y1 - y0})
                    x += adv
                    if cid == 32 and wordspace:
                        x += wordspace
                    needcharspace = True
            else:
                super().render_string_horizontal([obj], matrix, (x, y), font, fontsize, scaling, charspace,
                                                 wordspace, rise, dxscale, ncs, graphicstate)  # pdfminer's warning
        return (x, y)

    def render_char(self, matrix: Matrix, font: PDFFont, fontsize: float, scaling: float, rise: float,
                    cid: int, ncs: Any, graphicstate: Any) -> float:
        try:  # pdfminer's PDFLayoutAnalyzer.render_char, then LTChar.__init__
            text = font.to_unichr(cid)
            assert isinstance(text, str), str(type(text))
        except PDFUnicodeNotDefined:
            text = self.handle_undefined_char(font, cid)
        adv = font.char_width(cid) * fontsize * scaling
        vertical = font.is_vertical()
        if vertical:
            vx, vy = font.char_disp(cid)  # type: ignore[misc]
            vx = fontsize * 0.5 if vx is None else vx * fontsize * 0.001
            vy = (1000 - vy) * fontsize * 0.001
            bbox = (-vx, vy + rise + adv, -vx + fontsize, vy + rise)
        else:
            descent = font.get_descent() * fontsize
            bbox = (0, descent + rise, adv, descent + rise + fontsize)
        a, b, c, d, e, f = matrix
        upright = a * d * scaling > 0 and b * c <= 0
        # pdfminer.utils.apply_matrix_rect(matrix, bbox) written out (a third of this function's cost as calls)
        bx0, by0, bx1, by1 = bbox
        left1, bottom1 = a * bx0 + c * by0 + e, b * bx0 + d * by0 + f
        right1, bottom2 = a * bx1 + c * by0 + e, b * bx1 + d * by0 + f
        right2, top1 = a * bx1 + c * by1 + e, b * bx1 + d * by1 + f
        left2, top2 = a * bx0 + c * by1 + e, b * bx0 + d * by1 + f
        x0, y0 = min(left1, left2, right1, right2), min(bottom1, bottom2, top1, top2)
        x1, y1 = max(left1, left2, right1, right2), max(bottom1, bottom2, top1, top2)
        if x1 < x0:
            x0, x1 = x1, x0
        if y1 < y0:
            y0, y1 = y1, y0
        size = x1 - x0 if vertical else y1 - y0
        # pdfplumber's Page.process_object: top-down coordinates, shifted by the MediaBox's origin
        top = (self._height - y1) + self._mb_top
        if self._mb_x0 != 0:
            x0, x1 = x0 + self._mb_x0, x1 + self._mb_x0
        self.chars.append({"object_type": "char", "page_number": self._number, "text": text, "x0": x0, "x1": x1,
                           "top": top, "bottom": (self._height - y0) + self._mb_top, "doctop": self._doctop + top,
                           "upright": upright, "size": size})
        return adv
