"""Unread regions join the chunk they lie in, or the chunks they fall between, and send them to review:
text OCR did not return must reach a person even when every word it did return is sure."""

from __future__ import annotations

from ingest.confidence import overlap_share
from schemas import BBox, Chunk, Page, Table, UnreadRegion

INSIDE = 0.5  # a region whose height lies this much within a chunk's box (and overlaps it across) is in it


def attach_unread(chunks: list[Chunk], pages: list[Page], tables: list[Table] = ()) -> None:
    """Attach every page's unread regions to their chunks and route those chunks to review."""
    for page in pages:
        for region in page.unread:
            if _read_by_table(region, tables):
                continue
            for chunk in owners(region, chunks):
                if region not in chunk.unread_regions:
                    chunk.unread_regions.append(region)
                send_to_review(chunk, region.reason)


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


def send_to_review(chunk: Chunk, reason: str) -> None:
    """Route a chunk to review with one more reason a person can act on (once)."""
    if reason not in chunk.review_reasons:
        chunk.review_reasons.append(reason)
    chunk.route = "review"


def owners(region: UnreadRegion, chunks: list[Chunk]) -> list[Chunk]:
    """The chunk whose box holds the region; else the one chunk printed just before it (the lost text follows
    it), or just after it at the top of the text: one reviewer sees the spot, its neighbours need not be."""
    inside = [c for c in chunks for r in c.regions if r.page == region.page and _within(region.bbox, r.bbox)]
    if inside:
        return list({c.id: c for c in inside}.values())
    before, after = _neighbours(region, chunks)
    return [c for c in (before or after,) if c is not None]


def _within(box: BBox, outer: BBox) -> bool:
    height = max(1e-6, box[3] - box[1])
    vertical = max(0.0, min(box[3], outer[3]) - max(box[1], outer[1])) / height
    across = min(box[2], outer[2]) > max(box[0], outer[0])
    return vertical >= INSIDE and across


def _neighbours(region: UnreadRegion, chunks: list[Chunk]) -> tuple[Chunk | None, Chunk | None]:
    """The chunk whose text ends last before the region and the one whose text starts first after it, in
    page order (top to bottom, among boxes that share some width with the region)."""
    here = (region.page, (region.bbox[1] + region.bbox[3]) / 2)
    before: tuple[tuple[int, float], Chunk] | None = None
    after: tuple[tuple[int, float], Chunk] | None = None
    for chunk in chunks:
        for r in chunk.regions:
            if r.page == region.page and not min(r.bbox[2], region.bbox[2]) > max(r.bbox[0], region.bbox[0]):
                continue  # another column
            end, start = (r.page, r.bbox[3]), (r.page, r.bbox[1])
            if end <= here and (before is None or end > before[0]):
                before = (end, chunk)
            if start >= here and (after is None or start < after[0]):
                after = (start, chunk)
    return (before[1] if before else None), (after[1] if after else None)
