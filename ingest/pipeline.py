"""One document end to end, in process: bytes in, Document + pages + chunks out (pages read in parallel)."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, as_completed
from pathlib import Path

from engross.settings import Settings
from ingest.assemble import assemble
from ingest.pages import read_page, read_range
from ingest.pdf import PdfSource, open_pdf
from schemas import Document, IngestResult, Page

Progress = Callable[[Page], None]
MAX_RANGE = 8  # pages a task at most


def page_pool(settings: Settings) -> ProcessPoolExecutor:
    """One OCR process per core, each Tesseract single-threaded (OpenMP would oversubscribe the cores)."""
    os.environ["OMP_THREAD_LIMIT"] = "1"  # inherited by the pool's processes and their tesseract children
    return ProcessPoolExecutor(max_workers=settings.ocr_processes())


def page_ranges(count: int, processes: int) -> list[list[int]]:
    """Page indices cut into tasks: one page a task for short files (all cores busy at once), up to
    MAX_RANGE pages a task for long ones (fewer hand-overs; the file is opened once per page anyway)."""
    size = max(1, min(MAX_RANGE, count // (4 * max(1, processes))))
    return [list(range(start, min(count, start + size))) for start in range(0, count, size)]


def read_pages(data: PdfSource, count: int, settings: Settings, progress: Progress | None = None,
               executor: Executor | None = None) -> list[Page]:
    """Read every page, in parallel when an executor is given; results in page order. Give `data` as the
    file's path where there is one: the page processes then get the path, never the whole bytes."""
    pages: list[Page] = []
    if executor is None:  # with a pool, even one page is read there: a crash must not take the caller down
        for index in range(count):
            pages.append(read_page(data, index, settings))
            if progress:
                progress(pages[-1])
        return pages
    ranges = page_ranges(count, settings.ocr_processes())
    futures = [executor.submit(read_range, data, indices, settings) for indices in ranges]
    for future in as_completed(futures):
        for page in future.result():
            pages.append(page)
            if progress:
                progress(page)
    return sorted(pages, key=lambda p: p.number)


def new_document(data: bytes, source: str, settings: Settings) -> Document:
    """Validate the bytes (typed errors) and name the document by their sha256."""
    info = open_pdf(data, settings)
    return Document(id=info.sha256, source=source, filename=Path(source).name, page_count=info.page_count,
                    state="processing")


def run(data: bytes, source: str, settings: Settings, progress: Progress | None = None,
        family: str | None = None, executor: Executor | None = None, doc_type: str | None = None,
        path: Path | None = None) -> IngestResult:
    """The whole pipeline for one PDF; raises an EngrossError subclass for input a person must fix.
    `path`, when given, is a file holding these same bytes: page processes read it instead of a copy."""
    start = time.perf_counter()
    document = new_document(data, source, settings)
    pages = read_pages(path.resolve() if path else data, document.page_count, settings, progress, executor)
    read_s = time.perf_counter() - start
    result = assemble(document, pages, data, settings, family, doc_type)
    result.timings = {"read_pages": read_s, **result.timings, "total": time.perf_counter() - start}
    return result
