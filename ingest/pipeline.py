"""One document end to end: the one ingestion path the CLI, the workers, eval and bench all call.

Validate once (`new_document`), read pages (in parallel, or a range at a time on a worker), `assemble`; every
step takes the pipeline's own Options, so a choice made at any entry point (family, document type, chunking,
languages) reaches every step wherever it runs. `classify` turns any failure into a typed EngrossError.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, ProcessPoolExecutor, as_completed
from pathlib import Path

from ingest.assemble import assemble
from ingest.errors import EngrossError, InputFileError, InternalError
from ingest.options import Knobs, as_options
from ingest.page_pack import PackedPages
from ingest.pages import prepare, read_page, read_range
from ingest.pdf import PdfSource, has_text_objects, open_pdf
from schemas import Document, IngestResult, Page

Progress = Callable[[Page], None]
MAX_RANGE = 8  # pages a task at most


def page_pool(settings: Knobs, warm: bool = False) -> ProcessPoolExecutor:
    """One OCR process per core, each Tesseract single-threaded (OpenMP would oversubscribe the cores).

    `warm`: the processes start now and load what a scanned page loads on first use (OpenCV, the word lists, the
    first read's model and OSD's: ~0.2-0.3 CPU s each) while this process goes on with its own start (the store,
    validating and storing the file), instead of at their first page, after it. For a batch that begins with a
    scan; a born-digital page needs none of it."""
    os.environ["OMP_THREAD_LIMIT"] = "1"  # inherited by the pool's processes and their tesseract children
    if not warm:
        return ProcessPoolExecutor(max_workers=settings.ocr_processes())
    pool = ProcessPoolExecutor(max_workers=settings.ocr_processes(), initializer=_warm, initargs=(settings,))
    pool.submit(int)  # forks every process now (fork start: all at the first task), each running _warm first
    return pool


def _warm(settings: Knobs) -> None:
    try:
        prepare(settings)
    except Exception:  # noqa: BLE001, S110 - only a head start: a missing model is the first page's error to raise
        pass


def begins_with_scan(paths: list[Path]) -> bool:
    """Whether the first file's first page is image-only (pdfium: no text object, ~1 ms): its pages will be OCR'd."""
    return bool(paths) and paths[0].suffix.lower() == ".pdf" and paths[0].is_file() and \
        not has_text_objects(paths[0], 0)


def page_ranges(count: int, processes: int) -> list[list[int]]:
    """Page indices cut into tasks: one page a task for short files (all cores busy at once), up to
    MAX_RANGE pages a task for long ones (fewer hand-overs; the file is opened once per page anyway)."""
    size = max(1, min(MAX_RANGE, count // (4 * max(1, processes))))
    return [list(range(start, min(count, start + size))) for start in range(0, count, size)]


def read_pages(data: PdfSource, count: int, settings: Knobs, progress: Progress | None = None,
               executor: Executor | None = None) -> list[Page]:
    """Every page, in page order, as objects (eval, bench, tests: short documents). Give `data` as the file's
    path where there is one: the page processes then get the path, never the whole bytes."""
    return sorted(_each_page(data, count, settings, progress, executor), key=lambda p: p.number)


def read_packed(data: PdfSource, count: int, settings: Knobs, progress: Progress | None = None,
                executor: Executor | None = None) -> PackedPages:
    """Every page, packed as it comes in: a long document's pages do not pile up in memory as objects."""
    packed = PackedPages()
    for page in _each_page(data, count, settings, progress, executor):
        packed.add(page)
    return packed


def _each_page(data: PdfSource, count: int, settings: Knobs, progress: Progress | None,
               executor: Executor | None) -> Iterator[Page]:
    """The pages as they are read, in parallel when an executor is given (then in the order they finish)."""
    if executor is None:  # with a pool, even one page is read there: a crash must not take the caller down
        for index in range(count):
            page = read_page(data, index, settings)
            if progress:
                progress(page)
            yield page
        return
    ranges = page_ranges(count, settings.ocr_processes())
    # no list of the futures kept here: a finished future holds its pages, and as_completed lets go of each one
    # it has handed out, so a long document's pages are not all kept as objects until the last one is in
    for future in as_completed([executor.submit(read_range, data, indices, settings) for indices in ranges]):
        for page in future.result():
            if progress:
                progress(page)
            yield page


def new_document(data: PdfSource, source: str, settings: Knobs) -> Document:
    """Validate the file once (typed errors: a file pdfium cannot open at all is bad input) and name the
    document by the sha256 of its bytes; give its path where there is one (nothing is then held whole)."""
    try:
        info = open_pdf(data, settings)
    except EngrossError:
        raise
    except Exception as err:
        raise InputFileError(f"unreadable PDF ({type(err).__name__}: {err}); re-export it, and report it if it "
                             "opens elsewhere") from err
    return Document(id=info.sha256, source=source, filename=Path(source).name, page_count=info.page_count,
                    state="processing")


def classify(err: BaseException) -> EngrossError:
    """Any failure as a typed error: bad input and transient errors as raised, anything else a bug."""
    if isinstance(err, EngrossError):
        return err
    return InternalError(f"internal error while processing ({type(err).__name__}: {err}); please report it")


def run(data: PdfSource, source: str, options: Knobs, progress: Progress | None = None,
        executor: Executor | None = None, path: Path | None = None, into: PackedPages | None = None) -> IngestResult:
    """The whole pipeline for one PDF (its bytes or its path); raises an EngrossError subclass for input a person
    must fix. `options` carries the per-document choices (family, doc_type); plain knobs (a Settings) mean none.
    `path`, when given, is a file holding these same bytes: page processes read it instead of a copy."""
    document = new_document(data, source, options)
    return ingest_document(document, path.resolve() if path else data, options, progress, executor, into)


def ingest_document(document: Document, data: PdfSource, options: Knobs, progress: Progress | None = None,
                    executor: Executor | None = None, into: PackedPages | None = None) -> IngestResult:
    """A validated document (`new_document`) read and assembled: its pages are held packed until all are in and
    unpacked once for assembly. `into`, when given, receives the pages as read (for the store)."""
    options = as_options(options)
    start = time.perf_counter()
    packed = read_packed(data, document.page_count, options, progress, executor)
    read_s = time.perf_counter() - start
    if into is not None:
        for number, blob in packed.packed():
            into.add_packed(number, blob)
    packed.once = True  # assembled a single time: the bytes go as the pages are unpacked (`into` keeps its own)
    result = assemble(document, packed, options)
    result.timings = {"read_pages": read_s, **result.timings, "total": time.perf_counter() - start}
    return result
