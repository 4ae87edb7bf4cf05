"""When every page is read: strip furniture, find tables, rebuild structure, cut and score chunks."""

from __future__ import annotations

import time

from ingest import chunking, doctype, extraction, langid, memory, reading_order, structure, tables
from ingest.bare_labels import flag_bare_labels
from ingest.boxes import overlap_share
from ingest.confidence import index_slight_doubts, score_chunks
from ingest.continuity import flag_gaps, flag_holes, lost_headings
from ingest.cut_lists import flag_open_lists
from ingest.foreign_subclauses import flag_foreign_subclauses
from ingest.furniture import strip_furniture
from ingest.garbled_headings import flag_garbled_headings
from ingest.misread_item_numbers import flag_stroke_items
from ingest.noise_lines import flag_noise_lines
from ingest.odd_containers import flag_odd_containers
from ingest.options import Knobs, as_options
from ingest.page_pack import PackedPages, share_field_names
from ingest.split_rows import flag_split_rows
from ingest.stacked_rows import split_stacked
from ingest.stray_titles import flag_stray_titles
from ingest.swallowed_units import flag_swallowed
from ingest.table_patterns import flag_tables
from ingest.unread import attach_unread, send_to_review
from schemas import Document, IngestResult, Line, Page, Table

INSIDE_TABLE = 0.6  # a line this much inside a table part belongs to the table, not the body


def body_lines(pages: list[Page], found: list[Table]) -> list[Line]:
    """Every page's body lines in reading order, minus the lines that are table cells."""
    parts = [p for t in found for p in t.parts]
    out: list[Line] = []
    for page in pages:
        boxes = [p.bbox for p in parts if p.page == page.number]
        kept = [ln for ln in page.lines if not any(overlap_share(ln.bbox, b) >= INSIDE_TABLE for b in boxes)]
        out.extend(split_stacked(reading_order.order_lines(kept)))  # pages read (or cached) earlier: by blocks
    return out


def assemble(document: Document, pages: list[Page] | PackedPages, options: Knobs) -> IngestResult:
    """Pure: the same pages can be assembled again with other options (e.g. a chunking strategy). A family or
    document type forced in `options` wins over detection. Packed pages (a long document) are unpacked here,
    compact, instead of copied."""
    settings = as_options(options)
    family, doc_type = settings.family, settings.doc_type
    timings: dict[str, float] = {}
    document = document.model_copy()
    pages = pages.pages() if isinstance(pages, PackedPages) else [p.model_copy(deep=True) for p in pages]

    document.languages = langid.document_languages(pages) or ["eng"]
    t = time.perf_counter()
    strip_furniture(pages)
    found = tables.find_tables(pages)
    timings["tables"] = time.perf_counter() - t

    t = time.perf_counter()
    lines = body_lines(pages, found)
    tree, fault = structure.parse_or_flat(lines, found, family)
    detect = getattr(structure, "detect_family", None)
    document.family = family or (detect(lines) if detect else document.family)
    decision = doctype.forced(doc_type) if doc_type else doctype.classify(lines)
    document.doc_type, document.doc_type_reasons = decision.doc_type, decision.reasons
    chunks = chunking.make_chunks(document, tree, found, settings)
    for chunk in chunks:  # chunking names the document (its title) while cutting; every row carries both
        chunk.doc_type, chunk.title = document.doc_type, document.title
        chunk.language = langid.text_language(chunk.body or chunk.text, document.languages)
        share_field_names(chunk)
    timings["structure"] = time.perf_counter() - t

    t = time.perf_counter()
    score_chunks(chunks, pages, settings)
    timings["confidence"] = time.perf_counter() - t

    t = time.perf_counter()
    attach_unread(chunks, pages, found, document, lost_headings(tree))
    flag_holes(chunks, tree)
    flag_gaps(chunks, pages, found)
    flag_split_rows(chunks, pages, found)
    flag_tables(chunks, found)
    flag_stray_titles(chunks, tree)
    flag_garbled_headings(chunks, settings.low_word_confidence, document.languages or None)
    flag_foreign_subclauses(chunks)
    flag_stroke_items(chunks)
    flag_noise_lines(chunks)
    flag_odd_containers(chunks, tree)
    flag_swallowed(chunks, tree)
    flag_bare_labels(chunks)
    flag_open_lists(chunks, tree)
    index_slight_doubts(chunks, pages)
    if fault:  # the structure is not known: a person checks every chunk cut without it
        for chunk in chunks:
            send_to_review(chunk, f"structure not rebuilt (the clause parser failed: {fault}); cut as plain text")
    timings["loss_checks"] = time.perf_counter() - t

    t = time.perf_counter()
    fields = extraction.extract(document.doc_type, document.doc_type_reasons, pages, chunks, found,
                                settings.field_review_threshold)
    timings["extraction"] = time.perf_counter() - t

    document.state = "in_review" if any(c.route == "review" for c in chunks) else "chunked"
    return IngestResult(document=document, pages=pages, tables=found, tree=tree, chunks=chunks, timings=timings,
                        extraction=fields)


def lighten(result: IngestResult) -> IngestResult:
    """The result as saving it needs it (the document, its chunks and fields): the pages' words, the tree and the
    tables let go, and their memory given back (a 1,000-page scan's words are ~200 MB). The chunks keep their own
    words and spans."""
    result.document.page_count = result.document.page_count or len(result.pages)
    result.pages, result.tree, result.tables = [], None, []
    memory.give_back()
    return result
