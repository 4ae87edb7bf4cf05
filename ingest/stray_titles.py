"""A Part's title read inside a provision's text: the only trace of a container whose label line was not read.

`12A. An employer shall bear ... [Ins. Act A1719]` / `MISCELLANEOUS` (centred) / `Powers of inspection` / `13. ...`:
a fade over one line took `PART IV`, and its title, a capitals line centred in the column, ran into the unit before
it; sections 13 and 14 then sit under PART III and nothing else shows that a Part is missing (no later Part skips a
number when the lost one is the last). Such a line, in a document that has Parts or Chapters, sends the chunk that
holds it to review; nothing moves and no label is made up (the title alone does not say which level was lost).
"""

from __future__ import annotations

import re

from ingest.structure import unit_paths
from ingest.structure.headings import caps_line
from ingest.unread import send_to_review
from schemas import Chunk, Line, Node

CONTAINERS = ("part", "chapter", "title", "division", "book", "subpart")
CENTRED = 0.08  # the line's middle within this share of the column's width of the column's middle
SET_IN = 0.15  # and its start at least this share of the column's width in from the column's left edge
MAX_WORDS = 8
# a container's label line alone, as printed in capitals (`CHAPTER II`, `PART IV`, `PART 3`): not a reference in a
# sentence (`under Part II of the Act`, `Chapter II`), which a capitalised keyword or words around it show
_LABEL_LINE = re.compile(r"^(?:PART|CHAPTER|TITLE|DIVISION|BOOK)\s+(?:[IVXLC]{1,6}|\d{1,3}[A-Z]?)$")


def flag_stray_titles(chunks: list[Chunk], tree: Node | None) -> None:
    """Send to review the chunk holding a container-title line inside a unit's own text (OCR'd lines only)."""
    if tree is None:
        return
    units = unit_paths(tree)
    if not any(node.kind in CONTAINERS for _, node in units):
        return  # a deed's or a form's centred capitals are its own headings, not a lost level's
    for path, node in units:
        if node.kind in CONTAINERS:
            continue
        for k, line in enumerate(node.lines):
            if k and _LABEL_LINE.match(line.text.strip()) and any(w.source == "ocr" for w in line.words):
                chunk = _holding(line, path, chunks)
                if chunk is not None:
                    send_to_review(chunk, f"a '{line.text.strip()}' line inside the text (page {line.page}): the "
                                          "Part or Chapter did not open there, so the units after it may be "
                                          "indexed under the one before")
                continue
            # inside the text after it ended, or a line of its own taken for the unit's heading (a section ended by
            # its amendment note: the line below it heads the next one)
            after_text = k and node.lines[k - 1].text.rstrip().endswith((".", "]", ";", ":"))
            as_heading = not k and len(node.lines) > 1 and line.text.strip() == node.heading.strip()
            if (after_text or as_heading) and _title_like(line, node.lines):
                chunk = _holding(line, path, chunks)
                if chunk is not None:
                    send_to_review(chunk, f"a title line inside the text ('{line.text.strip()}', page {line.page}): "
                                          "a Part or Chapter whose label line was not read may start here")


def _title_like(line: Line, lines: list[Line]) -> bool:
    """Capitals, short, no figures, OCR'd, and centred and set in within the column its unit's lines fill."""
    text = line.text.strip()
    if not caps_line(text) or len(text.split()) > MAX_WORDS or any(ch.isdigit() for ch in text) \
            or not any(w.source == "ocr" for w in line.words):
        return False
    column = [ln.bbox for ln in lines if ln.page == line.page and ln is not line  # its column's lines
              and ln.bbox[0] < line.bbox[2] and ln.bbox[2] > line.bbox[0]]
    if len(column) < 2:
        return False
    left, right = min(b[0] for b in column), max(b[2] for b in column)
    width = right - left
    if width <= 0:
        return False
    middle = (line.bbox[0] + line.bbox[2]) / 2
    return abs(middle - (left + right) / 2) <= CENTRED * width and line.bbox[0] - left >= SET_IN * width


def _holding(line: Line, path: list[str], chunks: list[Chunk]) -> Chunk | None:
    """The chunk at the unit's path whose words include the line's first word (a long unit is cut in several)."""
    first = line.words[0].bbox if line.words else None
    at_path = [c for c in chunks if c.kind != "table" and c.structure_path == path]
    return next((c for c in at_path if first is not None and any(w.bbox == first for w in c.words)),
                at_path[0] if at_path else None)
