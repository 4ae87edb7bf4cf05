"""Unread regions join the chunk they lie in, or the chunks they fall between, and send them to review:
text OCR did not return must reach a person even when every word it did return is sure."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence

from ingest import lexicon
from ingest.boxes import overlap_share
from ingest.scanned import read_by_ocr, words_read_by_ocr
from ingest.torn_edges import torn_edges
from schemas import BBox, Chunk, Document, Line, Page, Span, Table, TablePart, UnreadRegion

INSIDE = 0.5  # a region whose height lies this much within a chunk's box (and overlaps it across) is in it


def attach_unread(chunks: list[Chunk], pages: list[Page], tables: list[Table] = (),
                  document: Document | None = None, inferred: list[list[str]] = ()) -> None:
    """Attach every page's unread regions to their chunks and route those chunks to review; a document with no
    chunk to hold them (nothing read on any page) gets one chunk per such page, in review (`document`);
    `inferred`: the paths of units the structure put back from the numbering (`continuity.paths_inferred`)."""
    lines = [ln for page in pages for ln in page.lines]
    text_bottom = max((ln.bbox[3] for ln in lines), default=0.0)  # the lowest print of the document
    # each chunk's column boxes once (a chunk's words do not change here): made again for every region, they
    # were a fifth of a noisy scan's assembly
    placed = [(chunk, column_boxes(chunk)) for chunk in chunks]
    for page in pages:
        torn = _torn_edge_pieces(page, text_bottom)
        for region in [*page.unread, *streaks(page)]:
            if _read_by_table(region, tables) or _clear_corner(region, page, text_bottom) or id(region) in torn:
                continue
            held = _unread_heading(region, placed, inferred) or owners(region, placed)
            held += [c for c in _holding(cut_by_corner(region, page), chunks) if c not in held]
            if not held and document is not None:
                held = [_page_chunk(region, document)]
                chunks.append(held[0])
                placed.append((held[0], column_boxes(held[0])))
            _hold(held, region)
        for region, cut in torn_edges(page):  # a white lid's tear: judged as a corner the accounting found is
            if not any(overlap_share(region.bbox, r.bbox) > 0 for r in page.unread) \
                    and not _clear_corner(region, page, text_bottom):
                _hold(_holding(cut, chunks), region)


def _hold(held: list[Chunk], region: UnreadRegion) -> None:
    for chunk in held:
        if region not in chunk.unread_regions:
            chunk.unread_regions.append(region)
        send_to_review(chunk, region.reason)


def _holding(lines: list[Line], chunks: list[Chunk]) -> list[Chunk]:
    """The chunks holding a word of these lines: where a torn corner cut lines short, their chunks lost the words
    (9985 lay01: `he Vendor ... by` / `Pimpri ...` under ANNEXURE 1, cut by a white-lid tear; the region itself,
    under the page's last chunk's end, went to the chunk before it)."""
    boxes = {(ln.page, w.bbox) for ln in lines for w in ln.words}
    return [c for c in chunks if boxes and any((w.page, w.bbox) in boxes for w in c.words)]


STREAK_CONFIDENCE = 0.5  # a word read this unsure ...
STREAK_LETTER = 3.0  # ... each of whose letters would be this many text heights wide is no print


def streaks(page: Page) -> list[UnreadRegion]:
    """Words OCR made of a streak across the page (a fold's crease, a scanner's line): unsure, wider than their
    letters could ever print (each over STREAK_LETTER text heights), running past every other line into both
    margins. Tesseract reads a line of print struck through by such a streak as the streak alone (7351 08_my_act
    p2: a light crease through 'sent to prison for up to two years, or both.' read as 'Ee' at 0.05 from edge to
    edge, the words dropped); the page's ink accounting took the word's box for read. Its box becomes an unread
    region, unless one the accounting found covers it already."""
    words = [(w, ln) for ln in page.lines for w in words_read_by_ocr(ln)]
    if len(page.lines) < 2:
        return []
    heights = sorted(ln.bbox[3] - ln.bbox[1] for ln in page.lines)
    th = heights[len(heights) // 2]
    out = []
    for word, line in words:
        x0, y0, x1, y1 = word.bbox
        letters = sum(ch.isalnum() for ch in word.text)
        if word.confidence >= STREAK_CONFIDENCE or not letters or x1 - x0 < STREAK_LETTER * th * len(word.text):
            continue
        others = [ln.bbox for ln in page.lines if ln is not line]
        if not (x0 < min(b[0] for b in others) and x1 > max(b[2] for b in others)):
            continue
        if any(overlap_share(word.bbox, r.bbox) > INSIDE for r in page.unread):
            continue
        out.append(UnreadRegion(page=page.number, bbox=word.bbox, kind="unknown", ink_share=1.0, lines=1,
                                reason=f"unread text under a streak across the page, page {page.number}"))
    return out


def _page_chunk(region: UnreadRegion, document: Document) -> Chunk:
    """An empty chunk for a page whose printed matter nothing read: what a reviewer opens to see it and type it."""
    cid = hashlib.sha1(f"{document.id}/unread/{region.page}".encode()).hexdigest()[:16]
    return Chunk(id=cid, doc_id=document.id, source=document.source, title=document.title, text=document.title,
                 page_start=region.page, page_end=region.page, confidence=0.0,
                 regions=[TablePart(page=region.page, bbox=region.bbox)])


def _read_by_table(region: UnreadRegion, tables: list[Table]) -> bool:
    """Inside a table whose cells there were read (the table stage re-reads cells one by one)."""
    for table in tables:
        if not any(p.page == region.page and overlap_share(region.bbox, p.bbox) >= INSIDE for p in table.parts):
            continue
        cells = [c for row in table.header_rows + table.rows for c in row
                 if c.bbox and c.page == region.page and c.text.strip()]
        if any(overlap_share(c.bbox, region.bbox) > 0.3 for c in cells):  # type: ignore[arg-type]
            return True
    return False


CORNER_BAND = 0.035  # a region this close (share of the page) to two page edges lies in a corner
CORNER_MAX = 0.4  # ... and spans at most this share of the page each way (a torn-off corner, not a page)
SURE_PAGE = 0.9  # median word confidence of a page read well enough to trust what it shows around a corner
HIDES_A_LINE = 0.5  # a corner that covers this share of the text column's width in some row may hide a whole line
FULL_LINE = 0.5  # text heights: a line ending this close to the column's edge beside a corner was read out to it


def _clear_corner(region: UnreadRegion, page: Page, text_bottom: float) -> bool:
    """A torn-off corner (the paper gone, the scanner lid showing) that took no print: no recognised line runs
    into its triangle (a line cut short there ends or starts at its edge), in no row does it cover enough of
    the text column to hide a whole line, and the page shows no blank of lines in its rows where the document
    prints text elsewhere (down to `text_bottom`). Such a region is the corner's own ink; it stays on the page,
    but no chunk is sent to review for it. Any other region, and a corner that may have taken text, is kept."""
    if region.kind not in ("unknown", "faded") or not page.lines or not page.width or not page.height:
        return False
    sure = sorted(w.confidence for ln in page.lines for w in ln.words)
    if not sure or sure[len(sure) // 2] < SURE_PAGE:
        return False  # on a page read unsure, the words beside the tear may be lost too: a person looks
    corner = _corner(region, page)
    if corner is None:
        return False
    left, cx, cy, reach, pad = corner
    x0, y0, x1, y1 = region.bbox
    text_left = min(ln.bbox[0] for ln in page.lines)
    text_right = max(ln.bbox[2] for ln in page.lines)
    column = max(1.0, text_right - text_left)
    for y in (y0, (y0 + y1) / 2, y1):
        inside = (cx + reach(y) - text_left) if left else (text_right - (cx - reach(y)))
        if inside > HIDES_A_LINE * column:
            return False
    if cut_by_corner(region, page):
        return False
    # lines lost whole (faded, or read as nothing beside the tear) leave a blank in the corner's rows; a blank
    # is such a loss only where the triangle reaches into the text column at all (a line read as nothing lay
    # under it): further out, a blank is the page's own spacing (a paragraph's, a signature block's)
    tops = sorted(ln.bbox[1] for ln in page.lines if ln.bbox[3] >= y0 - 3 * pad and ln.bbox[1] <= y1 + 3 * pad)
    rows = [max(y0, min(ln.bbox[1] for ln in page.lines)), *tops, min(y1, text_bottom)]
    rows = [r for r in rows if rows[0] <= r <= rows[-1]]

    def covers_column(a: float, b: float) -> bool:
        y = min((a, b), key=lambda v: abs(v - cy))  # the blank's row nearest the corner: where the tear reaches most
        torn = reach(y) - pad  # the triangle alone, without the letter's allowance
        return (cx + torn > text_left) if left else (cx - torn < text_right)

    return all(b - a <= 2.5 * pad * 1.4 or not covers_column(a, b) for a, b in zip(rows, rows[1:], strict=False))


Corner = tuple[bool, float, float, Callable[[float], float], float]  # left side, page corner x/y, reach, pad


def _corner(region: UnreadRegion, page: Page) -> Corner | None:
    """A region in a page corner as a torn triangle: whether it is at the left, the corner's point, how far the
    triangle reaches across the page at a height (one text height added: the jagged edge, a letter lost at it),
    and that text height; None for a region at no corner or too large to be a torn corner."""
    if not page.lines or not page.width or not page.height:
        return None
    x0, y0, x1, y1 = region.bbox
    w, h = page.width, page.height
    left, right = x0 <= CORNER_BAND * w, x1 >= (1 - CORNER_BAND) * w
    top, bottom = y0 <= CORNER_BAND * h, y1 >= (1 - CORNER_BAND) * h
    if left == right or top == bottom or x1 - x0 > CORNER_MAX * w or y1 - y0 > CORNER_MAX * h:
        return None
    cx, cy = (0.0 if left else w), (0.0 if top else h)  # the page corner; the tear runs from (ax, cy) to (cx, ay)
    ax, ay = (x1 if left else x0), (y1 if top else y0)
    heights = sorted(ln.bbox[3] - ln.bbox[1] for ln in page.lines)
    pad = heights[len(heights) // 2]  # one text height: the jagged edge, and a letter lost at it

    def reach(y: float) -> float:
        """How far the torn triangle reaches across the page from its edge at height y (0 outside its rows)."""
        share = 1 - abs(y - cy) / max(1e-6, abs(ay - cy))
        return max(0.0, share) * abs(ax - cx) + pad

    return left, cx, cy, reach, pad


def cut_by_corner(region: UnreadRegion, page: Page) -> list[Line]:
    """The recognised lines a torn corner cut short: in its rows, running into its triangle, and not read out to
    the column's own edge on that side (`FULL_LINE`: the triangle is the region's box cut on the diagonal, and a
    jagged tear's box reaches further than its paper does; a line read out to the margin lost nothing there)."""
    corner = _corner(region, page)
    if corner is None:
        return []
    left, cx, _, reach, pad = corner
    y0, y1 = region.bbox[1], region.bbox[3]
    text_left = min(ln.bbox[0] for ln in page.lines)
    text_right = max(ln.bbox[2] for ln in page.lines)
    out = []
    for line in page.lines:
        lx0, ly0, lx1, ly1 = line.bbox
        if ly1 < y0 - pad or ly0 > y1 + pad:
            continue
        depth = max(reach(ly0), reach(ly1))
        if not line.text.rstrip().endswith(lexicon.SENTENCE_END):
            depth += pad  # a running sentence cut at the edge loses the word the tear crossed, whole or in part
            # (`... is amended by sub` ended a short word before the torn paper: 9985 real07)
        whole = (lx0 <= text_left + FULL_LINE * pad) if left else (lx1 >= text_right - FULL_LINE * pad)
        if ((left and lx0 <= cx + depth) or (not left and lx1 >= cx - depth)) and not whole:
            out.append(line)
    return out


def _torn_edge_pieces(page: Page, text_bottom: float) -> set[int]:
    """The regions (by id) that are pieces of one torn corner that took no print: the accounting cuts a tear's
    jagged edge into row bands, so it can come as two or more regions, each at a page edge and touching the next,
    none of them reaching two edges (9917 lay01 p3: one at the right edge, one at the foot, meeting at a point).
    Their joined box is judged as one corner (`_clear_corner`, every test the same)."""
    if not page.width or not page.height or not page.lines:
        return set()
    heights = sorted(ln.bbox[3] - ln.bbox[1] for ln in page.lines)
    gap = heights[len(heights) // 2] / 2  # half a text height: pieces of one edge touch, up to a pixel's rounding
    w, h = page.width, page.height

    def at_edge(b: BBox) -> bool:
        return (b[0] <= CORNER_BAND * w or b[2] >= (1 - CORNER_BAND) * w or b[1] <= CORNER_BAND * h
                or b[3] >= (1 - CORNER_BAND) * h)

    pieces = [r for r in page.unread if r.kind in ("unknown", "faded") and at_edge(r.bbox)]
    groups: list[list[UnreadRegion]] = []
    for region in pieces:
        near = [g for g in groups if any(_touch(region.bbox, o.bbox, gap) for o in g)]
        merged = [region, *(r for g in near for r in g)]
        groups = [g for g in groups if g not in near] + [merged]
    cleared: set[int] = set()
    for group in groups:
        if len(group) < 2:
            continue  # a single region is judged as it is
        box = (min(r.bbox[0] for r in group), min(r.bbox[1] for r in group), max(r.bbox[2] for r in group),
               max(r.bbox[3] for r in group))
        if _clear_corner(group[0].model_copy(update={"bbox": box}), page, text_bottom):
            cleared |= {id(r) for r in group}
    return cleared


def _touch(a: BBox, b: BBox, gap: float) -> bool:
    return max(a[0], b[0]) - min(a[2], b[2]) <= gap and max(a[1], b[1]) - min(a[3], b[3]) <= gap


def first_read_chunk(path: list[str], chunks: list[Chunk]) -> Chunk | None:
    """The first text chunk under `path` holding words OCR read: where an inferred unit is reviewed (its own heading
    chunk holds only the label the numbering put back)."""
    return next((c for c in chunks if c.kind != "table" and c.structure_path[: len(path)] == path
                 and read_by_ocr(c)), None)


def holding_chunk(path: list[str], chunks: list[Chunk], last: bool = False) -> Chunk | None:
    """The text chunk holding the unit at `path`: its own, else the one of its nearest ancestor (merged siblings);
    of a unit cut in several chunks the first, or the `last` (where its closing words are)."""
    best: Chunk | None = None
    for chunk in chunks:
        p = chunk.structure_path
        if chunk.kind != "table" and p == path[: len(p)] and (best is None or len(p) > len(best.structure_path)
                                                              or last and len(p) == len(best.structure_path)):
            best = chunk
    return best


def send_to_review(chunk: Chunk, reason: str, words: Sequence[Span] = ()) -> None:
    """Route a chunk to review with one more reason a person can act on (once), flagging the words it doubts."""
    if reason not in chunk.review_reasons:
        chunk.review_reasons.append(reason)
    chunk.route = "review"
    flag_words(chunk, words)


def flag_words(chunk: Chunk, words: Sequence[Span]) -> None:
    """Add words to the chunk's low_confidence_spans, those not there already."""
    chunk.low_confidence_spans.extend([w for w in words if w not in chunk.low_confidence_spans])


Placed = list[tuple[Chunk, list[tuple[int, BBox]]]]  # each chunk with its column boxes (`column_boxes`)


def owners(region: UnreadRegion, chunks: Placed) -> list[Chunk]:
    """The chunk whose box holds the region; else the one chunk printed just before it on its page (the lost
    text follows it), or, above the page's first text, the one just after it (whose page crop shows the spot,
    not the last chunk of the page before): one reviewer sees the spot, its neighbours need not be."""
    inside = [c for c, boxes in chunks for page, box in boxes
              if page == region.page and _within(region.bbox, box, TOUCH)]
    if inside:
        return list({c.id: c for c in inside}.values())
    beside = _beside_in_margin(region, chunks)
    if beside is not None:
        return [beside]
    before, after = _neighbours(region, chunks)
    if before is not None and before[0][0] == region.page:
        return [before[1]]
    chosen = after or before
    return [chosen[1]] if chosen else []


HEADING_LINES = 3  # a heading's label and its title, wrapped once: the most a lost heading's region holds


def _unread_heading(region: UnreadRegion, chunks: Placed, inferred: list[list[str]]) -> list[Chunk]:
    """A region of a heading's few lines between two chunks where a unit the structure put back from the
    numbering begins (the chunk after it is under that unit, the one before is not): the print of that unit's
    heading, which the page OCR did not read (9917 lay00 and lay04: `CHAPTER III` faded; the region went to SEC. 6
    printed before it, read whole). It goes to the unit's first chunk with read words, the one `flag_holes`
    sends to review for the same heading (`heading not read; its place inferred`): one reviewer sees the spot."""
    if not inferred or region.lines > HEADING_LINES or any(
            page == region.page and _within(region.bbox, box) for _, boxes in chunks for page, box in boxes):
        return []
    before, after = _neighbours(region, chunks)
    if after is None or after[0][0] != region.page:
        return []
    for path in inferred:
        under = after[1].structure_path[: len(path)] == path
        if under and (before is None or before[1].structure_path[: len(path)] != path):
            first = first_read_chunk(path, [c for c, _ in chunks])
            return [first] if first is not None else []
    return []


def _beside_in_margin(region: UnreadRegion, chunks: Placed) -> Chunk | None:
    """A region in the page's margin (its middle left or right of all the page's text) beside the lines of one
    chunk (the chunk's box holds half its height or more): that chunk's, the nearest across. A fold that blanked
    out a line leaves its shadow in both margins beside that line; the line's chunk is the one that lost text,
    not the chunk printed before it."""
    boxes = [(c, box) for c, column in chunks for page, box in column if page == region.page]
    if not boxes:
        return None
    x0, y0, x1, y1 = region.bbox
    middle = (x0 + x1) / 2
    left, right = min(b[0] for _, b in boxes), max(b[2] for _, b in boxes)
    if left <= middle <= right:
        return None
    height = max(1e-6, y1 - y0)
    rows = [(min(abs(b[0] - x1), abs(x0 - b[2])), c) for c, b in boxes
            if max(0.0, min(y1, b[3]) - max(y0, b[1])) / height >= INSIDE]
    return min(rows, key=lambda dc: dc[0])[1] if rows else None


TOUCH = 2.0  # points: a region that starts this close after a box's print on its rows goes on from it (a stamp
# over the rest of a heading's line, `1. DEFINITIONS AND` then `INTERPRETATION` stamped over 0.3 pt on: 9985 10_deed)


def _within(box: BBox, outer: BBox, touch: float = 0.0) -> bool:
    height = max(1e-6, box[3] - box[1])
    vertical = max(0.0, min(box[3], outer[3]) - max(box[1], outer[1])) / height
    across = min(box[2], outer[2]) > max(box[0], outer[0]) - touch
    return vertical >= INSIDE and across


BESIDE = 6.0  # points: a region this close beside a chunk's box (either side) is in its column (a gutter is wider)
End = tuple[tuple[int, float], Chunk]  # (page, y) where a chunk's text ends or starts, and the chunk


def _neighbours(region: UnreadRegion, chunks: Placed) -> tuple[End | None, End | None]:
    """The chunk whose text ends last before the region and the one whose text starts first after it, with
    where, in page order (top to bottom, among boxes that share some width with the region)."""
    here = (region.page, (region.bbox[1] + region.bbox[3]) / 2)
    before: End | None = None
    after: End | None = None
    for chunk, boxes in chunks:
        for page, box in boxes:
            if page == region.page and not min(box[2], region.bbox[2]) > max(box[0], region.bbox[0]) - BESIDE:
                continue  # another column (lines cut short by a tear end just left of the region: the same one)
            end, start = (page, box[3]), (page, box[1])
            if end <= here and (before is None or end > before[0]):
                before = (end, chunk)
            if start >= here and (after is None or start < after[0]):
                after = (start, chunk)
    return before, after


def column_boxes(chunk: Chunk) -> list[tuple[int, BBox]]:
    """The chunk's print as boxes per page and column: its words in reading order, a new box where a word shares
    no width with the box so far (the text went on at the top of the next column). One box a page would cover
    both columns of a chunk that runs from the foot of the left column into the right one, and every region
    between them would seem inside it. A chunk without words keeps its page boxes."""
    out: list[tuple[int, list[float]]] = []
    last: BBox | None = None
    for word in chunk.words:
        x0, y0, x1, y1 = word.bbox
        box = out[-1][1] if out and out[-1][0] == word.page else None
        # the same line as the word before, or a line under the box so far in its column
        same_line = last is not None and min(last[3], y1) > max(last[1], y0)
        if box is not None and (same_line or min(box[2], x1) > max(box[0], x0)):
            box[:] = [min(box[0], x0), min(box[1], y0), max(box[2], x1), max(box[3], y1)]
        else:
            out.append((word.page, [x0, y0, x1, y1]))
        last = word.bbox
    if not out:
        return [(r.page, r.bbox) for r in chunk.regions]
    return [(page, (b[0], b[1], b[2], b[3])) for page, b in out]
