"""One document end to end, in process: bytes in, Document + pages + chunks out (pages read in parallel)."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, as_completed
from pathlib import Path

from engross.settings import Settings
from ingest.assemble import assemble
from ingest.pages import read_page
from ingest.pdf import open_pdf
from schemas import Document, IngestResult, Page

Progress = Callable[[Page], None]


def page_pool(settings: Settings) -> ProcessPoolExecutor:
    """One OCR process per core, each Tesseract single-threaded (OpenMP would oversubscribe the cores)."""
    os.environ["OMP_THREAD_LIMIT"] = "1"  # inherited by the pool's processes and their tesseract children
    return ProcessPoolExecutor(max_workers=settings.ocr_processes())


def read_pages(data: bytes, count: int, settings: Settings, progress: Progress | None = None,
               executor: Executor | None = None) -> list[Page]:
    """Read every page, in parallel when an executor is given; results in page order."""
    pages: list[Page] = []
    if executor is None:  # with a pool, even one page is read there: a crash must not take the caller down
        for index in range(count):
            pages.append(read_page(data, index, settings))
            if progress:
                progress(pages[-1])
        return pages
    futures = [executor.submit(read_page, data, index, settings) for index in range(count)]
    for future in as_completed(futures):
        page = future.result()
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
        family: str | None = None, executor: Executor | None = None, doc_type: str | None = None) -> IngestResult:
    """The whole pipeline for one PDF; raises an EngrossError subclass for input a person must fix."""
    start = time.perf_counter()
    document = new_document(data, source, settings)
    pages = read_pages(data, document.page_count, settings, progress, executor)
    read_s = time.perf_counter() - start
    result = assemble(document, pages, data, settings, family, doc_type)
    result.timings = {"read_pages": read_s, **result.timings, "total": time.perf_counter() - start}
    return result
