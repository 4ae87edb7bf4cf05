"""Which lines, chunks and units OCR read: the one test of every rule that fits a scan's misreadings only (a text
layer does not misread, nor lose print)."""

from __future__ import annotations

from schemas import Chunk, Line, Node, Page, Span


def read_by_ocr(item: Span | Line | Chunk | Node | Page) -> bool:
    """OCR read it (a scan's, not a text layer's): a word; a page OCR read (its words or none); a line or chunk: at
    least one of its words; a unit: in its own lines or a unit below."""
    if isinstance(item, (Span, Page)):
        return item.source == "ocr"
    if isinstance(item, Node):
        return any(read_by_ocr(ln) for ln in item.lines) or any(read_by_ocr(c) for c in item.children)
    return any(w.source == "ocr" for w in item.words)


def words_read_by_ocr(item: Line | Chunk | Page) -> list[Span]:
    """Its words OCR read, in their order (a text layer's words are as printed: nothing to doubt)."""
    return [w for w in item.words if w.source == "ocr"]
