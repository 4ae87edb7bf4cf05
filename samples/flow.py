"""Text flow on a reportlab canvas that remembers where every line landed: the source of exact truth."""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass, field

from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

PAGE_SIZES = {"letter": letter, "a4": A4}
BOLD = {"Times-Roman": "Times-Bold", "Helvetica": "Helvetica-Bold", "Courier": "Courier-Bold"}


@dataclass
class Block:
    """A paragraph to flow: runs of (text, font), an indent, and the structure path of the unit it belongs to."""

    runs: list[tuple[str, str]]
    size: float
    indent: float = 0.0
    align: str = "left"  # left | center
    path: tuple[str, ...] = ()
    space_before: float = 0.0
    keep_next: bool = False  # a heading: never leave it alone at the foot of a page


@dataclass
class TableBlock:
    """A ruled table whose rows may run over pages; the header is drawn once, on the first page only."""

    header: list[str]
    rows: list[list[str]]
    widths: list[float]
    size: float
    font: str
    path: tuple[str, ...] = ()
    space_before: float = 6.0


@dataclass
class Placed:
    """One line as drawn: page (1-based), box in points (top-left origin), text, and its unit."""

    page: int
    bbox: tuple[float, float, float, float]
    text: str
    pieces: list[tuple[float, str, str]]  # (x, text, font)
    size: float
    path: tuple[str, ...] = ()
    row: int | None = None  # table row index (-1 = header), None for prose
    block: int = -1  # which flowed paragraph (or table row) the line belongs to: the damaged set's truth unit


@dataclass
class Layout:
    width: float
    height: float
    margin: float
    lines: list[Placed] = field(default_factory=list)
    rules: list[tuple[int, tuple[float, float, float, float]]] = field(default_factory=list)
    pages: int = 1

    def page_text(self, page: int) -> str:
        return "\n".join(p.text for p in self.lines if p.page == page)

    def lines_of(self, path: tuple[str, ...]) -> list[Placed]:
        return [p for p in self.lines if p.path == path]


class Flow:
    """Places blocks top to bottom, page after page, recording every line (fonts measured by reportlab; ShapedFlow
    in samples/shaped.py measures shaped Indic words and keeps the same layout loop)."""

    def __init__(self, page_size: str = "letter", margin: float = 72.0, leading: float = 1.32, columns: int = 1,
                 gutter: float = 24.0):
        w, h = PAGE_SIZES[page_size]
        self.layout = Layout(w, h, margin)
        self.leading = leading
        self.y = margin
        self.blocks = 0
        self.columns, self.gutter, self.column = columns, gutter, 0  # prose runs down column 0, then 1, ...

    @property
    def bottom(self) -> float:
        return self.layout.height - self.layout.margin

    def _new_page(self) -> None:
        self.y = self.layout.margin
        if self.column + 1 < self.columns:  # the next column of the same page
            self.column += 1
            return
        self.column = 0
        self.layout.pages += 1

    @property
    def column_width(self) -> float:
        return (self.layout.width - 2 * self.layout.margin - (self.columns - 1) * self.gutter) / self.columns

    def width(self, text: str, font: str, size: float) -> float:
        return stringWidth(text, font, size)

    def words(self, block: Block) -> list[tuple[str, str]]:
        """(word, font) for every word of the block."""
        return [(w, font) for text, font in block.runs for w in text.split()]

    def _wrap(self, words: list[tuple[str, str]], size: float, avail: float) -> list[list[tuple[str, str]]]:
        """Greedy wrap at spaces only (no hyphenation, so the printed words are exactly the truth's words)."""
        lines: list[list[tuple[str, str]]] = []
        cur: list[tuple[str, str]] = []
        used = 0.0
        for word, font in words:
            w = self.width(word, font, size)
            gap = self.width(" ", cur[-1][1], size) if cur else 0.0
            if cur and used + gap + w > avail:
                lines.append(cur)
                cur, used, gap = [], 0.0, 0.0
            cur.append((word, font))
            used += gap + w
        if cur:
            lines.append(cur)
        return lines

    def _pieces(self, line: list[tuple[str, str]], x: float, size: float) -> tuple[list[tuple[float, str, str]],
                                                                                      float]:
        """Consecutive same-font words as one drawn string (spaces included, so extractors see them)."""
        pieces: list[tuple[float, str, str]] = []
        i = 0
        while i < len(line):
            j = i
            while j + 1 < len(line) and line[j + 1][1] == line[i][1]:
                j += 1
            text = " ".join(w for w, _ in line[i : j + 1]) + (" " if j + 1 < len(line) else "")
            pieces.append((x, text, line[i][1]))
            x += self.width(text, line[i][1], size)
            i = j + 1
        return pieces, x

    def add(self, block: Block) -> None:
        m = self.layout.margin
        avail = self.layout.width - 2 * m if self.columns == 1 else self.column_width
        wrapped = self._wrap(self.words(block), block.size, avail - block.indent)
        step = block.size * self.leading
        if self.y > m:
            self.y += block.space_before
        if block.keep_next and self.y + step * min(len(wrapped) + 2, 4) > self.bottom:
            self._new_page()  # a heading and what follows it start the next page together
        self.blocks += 1
        for line in wrapped:
            if self.y + block.size > self.bottom:
                self._new_page()
            x = m + block.indent
            if block.align == "center":
                _, end = self._pieces(line, 0.0, block.size)
                x = (self.layout.width - end) / 2
            if self.columns > 1:  # (tables are not laid out in columns)
                left = m + self.column * (self.column_width + self.gutter)
                x = left + (block.indent if block.align != "center" else (self.column_width - end) / 2)
            pieces, x1 = self._pieces(line, x, block.size)
            text = " ".join(w for w, _ in line)
            bbox = (round(pieces[0][0], 2), round(self.y, 2), round(x1, 2), round(self.y + block.size, 2))
            self.layout.lines.append(Placed(self.layout.pages, bbox, text, pieces, block.size, block.path,
                                            block=self.blocks))
            self.y += step

    def add_table(self, t: TableBlock) -> None:
        m = self.layout.margin
        row_h = t.size * 1.9
        self.y += t.space_before
        bold = BOLD.get(t.font, t.font)
        for idx, cells in [(-1, t.header)] + list(enumerate(t.rows)):
            if self.y + row_h > self.bottom:
                self._new_page()
            x = m
            pieces = []
            for cell, w in zip(cells, t.widths, strict=True):
                pieces.append((x + 4, cell, bold if idx == -1 else t.font))
                x += w
            top = self.y
            box = (m, round(top, 2), round(x, 2), round(top + row_h, 2))
            self.layout.rules.append((self.layout.pages, box))
            text_top = top + (row_h - t.size) / 2
            bbox = (m, round(text_top, 2), round(x, 2), round(text_top + t.size, 2))
            text = " ".join(c for c in cells)
            self.blocks += 1
            self.layout.lines.append(Placed(self.layout.pages, bbox, text, pieces, t.size, t.path, row=idx,
                                            block=self.blocks))
            self.y += row_h


def render(layout: Layout, header: Callable[[int, int], str] | None, footer: Callable[[int, int], str] | None,
           furniture_font: str, title: str) -> bytes:
    """Draw the laid-out lines, table rulings and running header/footer into a deterministic PDF."""
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(layout.width, layout.height), invariant=1, pageCompression=1)
    c.setTitle(title)
    c.setAuthor("engross sample generator")
    h = layout.height
    for page in range(1, layout.pages + 1):
        for text, y in ((header(page, layout.pages) if header else "", 40.0),
                        (footer(page, layout.pages) if footer else "", h - 40.0)):
            if text:
                c.setFont(furniture_font, 9)
                c.drawCentredString(layout.width / 2, h - y - 7, text)
        c.setLineWidth(0.6)
        for pg, (x0, top, x1, bottom) in layout.rules:
            if pg == page:
                c.rect(x0, h - bottom, x1 - x0, bottom - top)
        for p in layout.lines:
            if p.page != page:
                continue
            if p.row is not None:
                _draw_row_rules(c, p, h)
            for x, text, font in p.pieces:
                c.setFont(font, p.size)
                c.drawString(x, h - p.bbox[1] - p.size * 0.78, text)
        c.showPage()
    c.save()
    return buf.getvalue()


def _draw_row_rules(c: canvas.Canvas, p: Placed, h: float) -> None:
    """Vertical rulings between table cells (the row's outer box is drawn from Layout.rules)."""
    top = p.bbox[1] - (p.size * 1.9 - p.size) / 2
    bottom = top + p.size * 1.9
    for x, _, _ in p.pieces[1:]:
        c.line(x - 4, h - top, x - 4, h - bottom)
