"""A fade down a one-column page's middle splits each line in two and reads its halves as two columns: review them."""

from __future__ import annotations

from statistics import median

from ingest.boxes import overlap_share
from ingest.scanned import read_by_ocr
from ingest.unread import send_to_review
from schemas import Chunk, Line, Page, Table

GAP = 2.0  # text heights: a blank this wide inside a row is no word space (a gutter, or print not read)
FLUSH = 1.0  # text heights: a left line ending this close to the left lines' usual end reaches the split
SHORT = 2.0  # text heights: a left line ending this far short of it ends its paragraph there
MIN_PAIRS = 4  # rows split alike: one or two are a form's label and value, more are a cut down the page
SAME_ROW = 0.5  # share of the lower line's height two lines overlap by to stand on one row


def flag_split_rows(chunks: list[Chunk], pages: list[Page], tables: list[Table] = ()) -> None:
    """Send to review every chunk holding a line of a split page (see `split_pairs`): each left half lost its end
    and the words under the fade are not on the page as read; the right halves went to whichever chunk reading
    order gave the second column."""
    parts = [(p.page, p.bbox) for t in tables for p in t.parts]
    for page in pages:
        lines = [ln for ln in page.lines if read_by_ocr(ln)
                 and not any(pg == page.number and overlap_share(ln.bbox, box) > 0.5 for pg, box in parts)]
        pairs = split_pairs(lines)
        if not pairs:
            continue
        boxes = [ln.bbox for pair in pairs for ln in pair]
        reason = (f"page {page.number} reads as two columns that pair row for row, each left line stopping at one "
                  "edge and going on only beside it: print down the page's middle (a fade) was not read and split "
                  "its lines; the words there are lost")
        for chunk in chunks:
            if chunk.kind != "table" and any(w.page == page.number and read_by_ocr(w) and _in(w.bbox, boxes)
                                             for w in chunk.words):
                send_to_review(chunk, reason)


def split_pairs(lines: list[Line]) -> list[tuple[Line, Line]]:
    """The rows of a page whose print is split in two by a wide blank, when they are a cut and not two columns:
    MIN_PAIRS rows or more whose left lines all stop at one edge, a left line ending short of that edge (its
    paragraph's end) never has a line beside it, and every line right of the edge has one. Real columns run on
    each by itself: a paragraph ending in the left column leaves the right column's lines beside its blank."""
    if len(lines) < MIN_PAIRS * 2:
        return []
    height = median(ln.bbox[3] - ln.bbox[1] for ln in lines)
    pairs = [(a, b) for a in lines if (b := _right_of(a, lines, height)) is not None]
    if len(pairs) < MIN_PAIRS:
        return []
    edge = median(a.bbox[2] for a, _ in pairs)
    if sum(abs(a.bbox[2] - edge) <= FLUSH * height for a, _ in pairs) < 0.8 * len(pairs):
        return []
    top, bottom = min(a.bbox[1] for a, _ in pairs), max(a.bbox[3] for a, _ in pairs)
    span = [ln for ln in lines if ln.bbox[1] >= top - height and ln.bbox[3] <= bottom + height]
    left = [ln for ln in span if ln.bbox[0] < edge and ln.bbox[2] <= edge + FLUSH * height]
    right = [ln for ln in span if ln.bbox[0] > edge + FLUSH * height]
    short = [ln for ln in left if ln.bbox[2] < edge - SHORT * height]
    paired_right = {id(b) for _, b in pairs}
    if not short or any(_right_of(ln, lines, height) is not None for ln in short) \
            or any(id(ln) not in paired_right for ln in right):
        return []
    return pairs


def _right_of(line: Line, lines: list[Line], height: float) -> Line | None:
    """The nearest line on the same row starting a wide blank right of this one's end."""
    beside = [ln for ln in lines if ln is not line and ln.bbox[0] - line.bbox[2] > GAP * height
              and _same_row(line, ln)]
    return min(beside, key=lambda ln: ln.bbox[0], default=None)


def _same_row(a: Line, b: Line) -> bool:
    shared = min(a.bbox[3], b.bbox[3]) - max(a.bbox[1], b.bbox[1])
    return shared >= SAME_ROW * min(a.bbox[3] - a.bbox[1], b.bbox[3] - b.bbox[1])


def _in(box: tuple[float, float, float, float], boxes: list[tuple[float, float, float, float]]) -> bool:
    x, y = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return any(b[0] <= x <= b[2] and b[1] <= y <= b[3] for b in boxes)
