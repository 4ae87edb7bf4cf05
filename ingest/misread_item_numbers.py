"""An item number OCR read as a stroke (`|. Names and addresses ...`): the list under it was not read as a list.

Tesseract reads a bold or faded `1.` (`I.`) as a vertical bar or an exclamation mark; a line of print never opens
with one. The parser cannot take `|.` for an item, so the schedule's or section's items stay one block of text with
their numbers lost (`|. Names ...`, `The wages ...`, `i. The period ...`), and the words of such a line are the
doubtful ones too. The chunk goes to review naming the line; nothing is renumbered.
"""

from __future__ import annotations

import re

from ingest.scanned import read_by_ocr
from ingest.unread import send_to_review
from schemas import Chunk

_STROKE_ITEM = re.compile(r"^[|!¦]\s?[.,:]\s*[\"“'‘(A-Za-z]")  # `|. Names`, `!, The`; not a table's `| a | b |`


def stroke_items(chunk: Chunk) -> list[str]:
    """The lines of an OCR'd chunk's text that open with a stroke read for an item number."""
    if chunk.kind == "table" or not read_by_ocr(chunk):
        return []
    return [line.strip() for line in (chunk.body or chunk.text).splitlines() if _STROKE_ITEM.match(line.strip())]


def flag_stroke_items(chunks: list[Chunk]) -> None:
    """Send to review each chunk with a line whose item number OCR read as a stroke, saying which line."""
    for chunk in chunks:
        found = stroke_items(chunk)
        if found:
            page = chunk.page_start
            send_to_review(chunk, f"a line opens with an item number read as a stroke ('{found[0][:40]}', page "
                                  f"{page}): the items here were not read as a list and their numbers may be lost")
