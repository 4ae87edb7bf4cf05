"""Table detection, cross-page stitching and header-carrying table chunks."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ingest.options import Knobs
from ingest.scanned import read_by_ocr
from ingest.table_columns import column_parts, tail_part
from ingest.table_grid import grid_parts, grids
from ingest.table_legible import listed_items, looks_like_a_table
from ingest.table_rows import RawPart, body_words, center, group_rows, inside, union
from ingest.table_stitch import START_ZONE, Loose, build_table, continues, header_rows
from schemas import BBox, Cell, Chunk, Document, Page, Span, Table, TablePart

CAPTION_MAX_WORDS = 12
CAPTION_END = re.compile(r"[.;:,]$")  # a sentence's last line ("... as follows:") is body, not a title
CAPTION_LOOKBACK = 3  # a title may sit above a lead-in of up to two lines
CAPTION_REACH = 6.0  # ... within this many line heights of the table


@dataclass
class _Group:
    parts: list[RawPart]
    header_n: int
    repeated: list[bool] = field(default_factory=lambda: [False])
    reasons: list[str] = field(default_factory=list)


def find_tables(pages: list[Page]) -> list[Table]:
    """Every logical table in the document, stitched across pages, with header rows told apart from data."""
    found = {p.number: page_parts(p) for p in pages}
    _carry_tails(pages, found)
    parts: list[RawPart] = []
    loose: Loose = {}
    for page in pages:
        page_found, free = found[page.number]
        rows = [(union([w.bbox for w in r]), " ".join(w.text for w in r)) for r in group_rows(free)]
        for part in page_found:
            rows = _take_caption(part, rows)
        parts += page_found
        loose[page.number] = rows
    by_number = {p.number: p for p in pages}
    groups: list[_Group] = []
    for part in parts:  # document order: page by page, top to bottom
        if groups:
            g = groups[-1]
            verdict = continues(g.parts, g.parts[0].rows[:g.header_n], part, by_number, loose)
            if verdict:
                g.parts.append(part)
                g.repeated.append(verdict[1])
                g.reasons += verdict[0]
                continue
        groups.append(_Group([part], header_rows(part)))
    return [build_table(f"t{i + 1}", g.parts, g.header_n, g.repeated, g.reasons, by_number[g.parts[0].page].source)
            for i, g in enumerate(groups)]


def page_parts(page: Page) -> tuple[list[RawPart], list[Span]]:
    """The page's table parts (ruled first, then borderless among the rest) and the words outside them."""
    words = body_words(page)
    if page.grid_words is not None:
        # the page OCR loses cells of a ruled grid (sometimes all of them): the page stage read each grid
        # again, rules erased (ingest.table_ocr); those words replace the page OCR's inside the grids
        found = grids(page.rulings)
        words = [w for w in words if not any(inside(center(w.bbox), g[0], pad=1.0) for g in found)]
        words += page.grid_words
    parts = grid_parts(page, words)
    rest = [w for w in words if not any(inside(center(w.bbox), p.bbox, pad=1.0) for p in parts)]
    parts = sorted(parts + column_parts(page, rest), key=lambda p: p.bbox[1])
    if read_by_ocr(page):  # scraps of a watermark or a signature block are not cells: their words stay body
        parts = [p for p in parts if looks_like_a_table(p)[0]]
    else:  # a form's numbered lines whose blanks line up like gutters are its list on a text layer too
        parts = [p for p in parts if p.kind != "columns" or not listed_items(p.rows)]
    return parts, [w for w in words if not any(inside(center(w.bbox), p.bbox, pad=1.0) for p in parts)]


def _carry_tails(pages: list[Page], found: dict[int, tuple[list[RawPart], list[Span]]]) -> None:
    """A borderless table's last rows alone at the top of the next page become a part of their own."""
    for page in pages:
        before = found.get(page.number - 1, ([], []))[0]
        parts, free = found[page.number]
        if not before or before[-1].kind != "columns" or any(p.bbox[1] < page.height * START_ZONE for p in parts):
            continue
        tail = tail_part(page, free, before[-1].col_edges, START_ZONE)
        if tail:
            left = [w for w in free if not inside(center(w.bbox), tail.bbox, pad=1.0)]
            found[page.number] = ([tail] + parts, left)


def _take_caption(part: RawPart, rows: list[tuple[BBox, str]]) -> list[tuple[BBox, str]]:
    """The short title line above a table becomes its caption.

    Right above the table, the title joins the part's box (the body loses it, the table chunks carry it).
    Above a short lead-in ("... as follows:"), it is only named as the caption: the lead-in between stays
    body text, so the title stays in the body too.
    """
    if part.caption:
        return rows  # titled inside its own box
    above = sorted((r for r in rows if r[0][3] <= part.bbox[1] + 1), key=lambda r: -r[0][3])[:CAPTION_LOOKBACK]
    for k, (box, text) in enumerate(above):
        height = box[3] - box[1]
        if part.bbox[1] - box[3] > CAPTION_REACH * height + 4:
            break
        if k > 0 and not above[0][1].endswith(":"):
            break  # only a lead-in that announces the table may sit between it and its title
        tokens = text.split()
        numeric = sum(1 for t in tokens if any(ch.isdigit() for ch in t))
        # a title is words; a line of figures above the table is a stray data row, not its caption
        if len(tokens) <= CAPTION_MAX_WORDS and numeric * 3 <= len(tokens) and not CAPTION_END.search(text):
            part.caption = text
            if k == 0:
                part.bbox = union([part.bbox, box])
                return [r for r in rows if r[0] != box]
            break
    return rows


def _pipe(cells: list[str]) -> str:
    return "| " + " | ".join(c.replace("|", "/").replace("\n", " ") for c in cells) + " |"


def _cell_spans(row: list[Cell], fallback: TablePart, source: str) -> list[Span]:
    """A span per word of each cell, with the cell's box and confidence: the confidence stage and its
    lexicon judge words, and a reviewer sees the cell highlighted."""
    return [Span(text=token, page=c.page or fallback.page, bbox=c.bbox or fallback.bbox,
                 confidence=c.confidence, source=source)  # type: ignore[arg-type]
            for c in row for token in c.text.split()]


def _batches(table: Table, head_tokens: int, settings: Knobs) -> list[list[int]]:
    """Row indexes per chunk: whole rows, at most table_chunk_rows and (softly) chunk_soft_cap_tokens."""
    batches: list[list[int]] = []
    tokens = 0
    for i, row in enumerate(table.rows):
        size = sum(len(c.text.split()) for c in row) + len(row) + 1
        full = batches and (len(batches[-1]) >= settings.table_chunk_rows
                            or head_tokens + tokens + size > settings.chunk_soft_cap_tokens)
        if not batches or full:
            batches.append([])
            tokens = 0
        batches[-1].append(i)
        tokens += size
    return batches or [[]]


def _chunk_id(prefix: str, k: int) -> str:
    # the first chunk keeps the table's own id, so a reference resolved to the table lands on its start
    return prefix if k == 0 else f"{prefix}-{k}"


def table_chunks(table: Table, document: Document, context_header: str, structure_path: list[str],
                 parent_id: str | None, id_prefix: str, settings: Knobs) -> list[Chunk]:
    """Chunks of whole rows under a size cap, each starting with the caption and header row(s)."""
    head = ([table.caption] if table.caption else []) + [_pipe([c.text for c in r]) for r in table.header_rows]
    if table.header_rows:
        head.append(_pipe(["---"] * len(table.header_rows[0])))
    header_spans = [s for r in table.header_rows for s in _cell_spans(r, table.parts[0], table.source)]
    chunks = []
    for k, idx in enumerate(_batches(table, len(" ".join(head).split()), settings)):
        rows = [table.rows[i] for i in idx]
        pages = sorted({table.row_pages[i] for i in idx}) or [table.page_start]
        regions = [p for p in table.parts if pages[0] <= p.page <= pages[-1]]
        body = "\n".join(head + [_pipe([c.text for c in r]) for r in rows])
        words = header_spans + [s for r in rows for s in _cell_spans(r, regions[0], table.source)]
        chunks.append(Chunk(
            id=_chunk_id(id_prefix, k), doc_id=document.id, source=document.source, kind="table",
            structure_path=list(structure_path), heading=table.caption or "", body=body,
            text=f"{context_header}\n\n{body}" if context_header else body, parent_id=parent_id,
            page_start=pages[0], page_end=pages[-1], table_id=table.id, continuation=k, regions=regions,
            words=words))
    return chunks
