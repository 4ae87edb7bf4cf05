"""A Part's title read inside a provision's text: the only trace of a container whose label line was not read.

`12A. An employer shall bear ... [Ins. Act A1719]` / `MISCELLANEOUS` (centred) / `Powers of inspection` / `13. ...`:
a fade over one line took `PART IV`, and its title, a capitals line centred in the column, ran into the unit before
it; sections 13 and 14 then sit under PART III and nothing else shows that a Part is missing (no later Part skips a
number when the lost one is the last). Such a line, in a document that has Parts or Chapters, sends the chunk that
holds it to review; nothing moves and no label is made up (the title alone does not say which level was lost).
The units after it in the same Part (13 and 14 here) are then at a path no page gave them: their words are right
(nothing in them looks doubtful) and they would be indexed under PART III, so their chunks go to review too, up to
the next container label read (seed 9981's lay03: 13 and 14 indexed under PART III with PART IV's line faded).
"""

from __future__ import annotations

import re

from ingest.continuity import sequence_holes
from ingest.scanned import read_by_ocr
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
    page_lines = [ln for _, n in units for ln in n.lines]
    holed = _before_holes(tree)
    nodes = {tuple(p): n for p, n in units}
    for at, (path, node) in enumerate(units):
        if node.kind in CONTAINERS:
            continue
        # in a Part before a hole in the Parts' numbering (PART I, then PART III) the lost Part's title is known
        # to stand somewhere: a centred title as wide as its column (two columns: `REGISTRATION OF EMPLOYMENT
        # AGENCIES` at the top of the right one) is not set in, and is that title all the same
        lost = any(id(nodes.get(tuple(path[:k]))) in holed for k in range(1, len(path)))
        for k, line in enumerate(node.lines):
            if k and _LABEL_LINE.match(line.text.strip()) and read_by_ocr(line):
                chunk = _holding(line, path, chunks)
                if chunk is not None:
                    send_to_review(chunk, f"a '{line.text.strip()}' line inside the text (page {line.page}): the "
                                          "Part or Chapter did not open there, so the units after it may be "
                                          "indexed under the one before")
                    _flag_after(at, units, chunks, line)
                continue
            # inside the text after it ended, or a line of its own taken for the unit's heading (a section ended by
            # its amendment note: the line below it heads the next one)
            after_text = k and (node.lines[k - 1].text.rstrip().endswith((".", "]", ";", ":"))
                                or _after_lost_lines(node.lines[k - 1], line))
            as_heading = not k and len(node.lines) > 1 and line.text.strip() == node.heading.strip()
            column = page_lines if lost else []
            if (after_text or as_heading) and _title_like(line, node.lines, column, 0.0 if lost else SET_IN):
                chunk = _holding(line, path, chunks)
                if chunk is not None:
                    send_to_review(chunk, f"a title line inside the text ('{line.text.strip()}', page {line.page}): "
                                          "a Part or Chapter whose label line was not read may start here")
                    _flag_after(at, units, chunks, line)


LOST_LINES = 3.0  # text heights of blank above a line inside a unit's text: lines were lost there (a title's own
# space above it is about two)


def _after_lost_lines(before: Line, line: Line) -> bool:
    """The unit's line before the title stops a blank of several lines above it, on the same page: the print
    between was lost, the sentence's end with it (seed 8851's 06_statute: a coffee ring took SEC. 13's last lines
    and `CHAPTER V` / `FINAL`, leaving `PROVISIONS` after `... so that none of`; SEC. 14-18 indexed under
    CHAPTER IV), so a sentence that does not end says nothing against the title."""
    height = before.bbox[3] - before.bbox[1]
    return before.page == line.page and height > 0 and line.bbox[1] - before.bbox[3] >= LOST_LINES * height


def _flag_after(at: int, units: list[tuple[list[str], Node]], chunks: list[Chunk], line: Line) -> None:
    """Send to review the OCR'd chunks of the units after the one holding the line (`units[at]`) within its Part
    or Chapter, up to the next container: a lost label line would have opened a container over them."""
    path = units[at][0]
    nodes = {tuple(p): n for p, n in units[:at]}
    depth = max((k for k in range(1, len(path)) if getattr(nodes.get(tuple(path[:k])), "kind", "") in CONTAINERS),
                default=0)
    if depth and nodes[tuple(path[:depth])].inferred:
        return  # the structure put the lost container back (a Part between III and V): the units are under it
    container, top = path[:depth], path[: depth + 1]
    after: set[tuple[str, ...]] = set()
    for p, node in units[at + 1:]:
        if p[: depth + 1] == top:
            continue  # the holder's own section and its sub-units: the holder's chunk has the reason
        if p[:depth] != container or len(p) == depth + 1 and node.kind in CONTAINERS:
            break
        after.add(tuple(p[: depth + 1]))
    where = " > ".join(container) or "the document's top level"
    reason = (f"after a title line inside the text ('{line.text.strip()}', page {line.page}): a Part or Chapter "
              f"whose label line was not read may hold this unit, indexed under {where}")
    for chunk in chunks:
        if chunk.kind != "table" and tuple(chunk.structure_path[: depth + 1]) in after \
                and read_by_ocr(chunk):
            send_to_review(chunk, reason)


def _before_holes(tree: Node) -> set[int]:
    """The containers (by id) after which their run's numbering skips one (PART I, then PART III)."""
    return {id(before) for before, _, _ in sequence_holes(tree) if before is not None and before.kind in CONTAINERS}


def _title_like(line: Line, lines: list[Line], page_lines: list[Line], set_in: float = SET_IN) -> bool:
    """Capitals, short, no figures, OCR'd, and centred and set in (`set_in`) within the column its unit's lines
    fill, or the column `page_lines` fill when the unit has too few there (a title at a column's top: given only
    where a Part is known lost; elsewhere a stamp's capitals noise beside a short heading would pass)."""
    text = line.text.strip()
    if not caps_line(text) or len(text.split()) > MAX_WORDS or any(ch.isdigit() for ch in text) \
            or not read_by_ocr(line):
        return False
    column = _column(line, lines)
    if len(column) < 2:
        column = _column(line, page_lines)
    if len(column) < 2:
        return False
    left, right = min(b[0] for b in column), max(b[2] for b in column)
    width = right - left
    if width <= 0:
        return False
    middle = (line.bbox[0] + line.bbox[2]) / 2
    return abs(middle - (left + right) / 2) <= CENTRED * width and line.bbox[0] - left >= set_in * width


def _column(line: Line, lines: list[Line]) -> list[tuple[float, float, float, float]]:
    """The boxes of the lines on the line's page that share width with it (its column), itself left out."""
    return [ln.bbox for ln in lines if ln.page == line.page and ln is not line
            and ln.bbox[0] < line.bbox[2] and ln.bbox[2] > line.bbox[0]]


def _holding(line: Line, path: list[str], chunks: list[Chunk]) -> Chunk | None:
    """The chunk at the unit's path whose words include the line's first word (a long unit is cut in several)."""
    first = line.words[0].bbox if line.words else None
    at_path = [c for c in chunks if c.kind != "table" and c.structure_path == path]
    return next((c for c in at_path if first is not None and any(w.bbox == first for w in c.words)),
                at_path[0] if at_path else None)
