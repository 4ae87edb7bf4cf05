"""One `engross ingest` batch: every file ends ingested or failed with its typed reason; nothing one file does
stops the others, and the batch's exit code and per-code summary come from those reasons."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from ingest.assemble import lighten
from ingest.errors import BATCH_FAILED, EXIT_CODES, EngrossError, InputFileError, InternalError
from ingest.options import Options
from ingest.page_pack import PackedPages
from ingest.pdf import sha256_of
from ingest.pipeline import classify, ingest_document, new_document, page_pool
from review_queue import pipeline_version
from schemas import Document, IngestResult

# soft_wrap: a summary line is one line in a log file, however wide (rich wraps at 80 columns off a terminal)
console = Console(stderr=True, soft_wrap=True)


class Batch:
    """Runs files one after the other on one page pool; keeps what finished and what failed, with its code."""

    def __init__(self, store: Any, options: Options, quiet: bool = False,
                 write: Callable[[str, str], None] | None = None) -> None:
        self.store, self.settings, self.quiet = store, options, quiet
        self.write = write
        self.done: list[tuple[Document, float, int]] = []
        self.failures: list[tuple[Path, EngrossError]] = []

    def run(self, paths: list[Path], pool: Any = None) -> None:
        """`pool`: a page pool started earlier (`page_pool(..., warm=True)` before the store opened), else one now."""
        pool = pool or page_pool(self.settings)
        try:
            with _progress(self.quiet) as bar:
                for path in paths:
                    outcome, pool = self._with_retry(path, pool, bar)
                    if isinstance(outcome, EngrossError):
                        self.failures.append((path, outcome))
                        continue
                    self.done.append(outcome)
                    if self.write:
                        self.write(outcome[0].id, path.name)
        finally:
            # wait: a pool left running races the interpreter's exit and prints a traceback
            pool.shutdown(wait=True, cancel_futures=True)

    def _with_retry(self, path: Path, pool: Any, bar: Progress) -> tuple[Any, Any]:
        """(result or error, the pool to go on with): a crashed page process (segfault, out of memory)
        breaks the pool; a fresh one gets the file once more."""
        for attempt in (1, 2):
            try:
                return self._one(path, pool, bar), pool
            except BrokenProcessPool:
                pool.shutdown(wait=False, cancel_futures=True)
                pool = page_pool(self.settings)
                if attempt == 2:
                    err = InternalError("a page-reading process crashed on this file twice (segfault or out of "
                                    "memory); check the file with `qpdf --check`, or re-scan it")
                    self._record_failure(path, str(err))
                    return err, pool
            except EngrossError as err:
                return err, pool
            except Exception as err:  # the store itself failed (disk full, database locked): say so, go on
                failure = InternalError(f"could not be stored ({type(err).__name__}: {err}); check ENGROSS_HOME / "
                                    "the database")
                self._record_failure(path, str(failure))
                return failure, pool
        raise AssertionError("unreachable")

    def _record_failure(self, path: Path, reason: str) -> None:
        """Record the file as failed under the sha256 of its bytes; if the store itself fails, say so."""
        try:
            self.store.record_failed(Document(id=sha256_of(path), source=str(path), filename=path.name), reason)
        except Exception as err:  # noqa: BLE001 - the failure line is still printed; the store is what failed
            console.print(f"[red]{path.name}: could not record the failure in the store either ({err})[/red]")

    def _one(self, path: Path, pool: Any, bar: Progress) -> tuple[Document, float, int]:
        document = self._received(path)
        if document.state in ("chunked", "in_review"):
            self._say(f"[dim]{path.name}: already ingested as {document.id[:12]} ({document.state}); skipped[/dim]")
            return document, 0.0, 0
        task = bar.add_task(path.name, total=document.page_count)
        start = time.perf_counter()
        pages = PackedPages()  # as read, kept in the store: a later pipeline version re-uses them (no OCR)
        try:
            # the page processes read the file by its path; this process keeps no copy of its bytes
            result = ingest_document(document, path.resolve(), self.settings, progress=lambda _p: bar.advance(task),
                                     executor=pool, into=pages)
        except EngrossError as err:
            self.store.record_failed(document, str(err), transient=err.transient)
            raise
        except BrokenProcessPool:
            raise  # the caller rebuilds the pool and tries the file again
        except Exception as err:  # a bug must not lose the file: record it and go on with the batch
            failure = classify(err)
            self.store.record_failed(document, str(failure))
            raise failure from err
        elapsed = time.perf_counter() - start
        said = _result_line(result, elapsed)
        # saved without its pages' words, tree and tables (the chunks keep their own words): a long scan's peak
        self.store.save_result(lighten(result), pages=pages, version=pipeline_version.of(self.settings))
        self._say(said)
        return result.document, elapsed, document.page_count

    def _received(self, path: Path) -> Document:
        """The file validated once and its bytes stored (the known document when it was ingested already), read
        from the file a slice at a time: this process never holds a long scan's bytes whole."""
        try:
            with path.open("rb"):
                pass
        except OSError as err:
            raise InputFileError(f"cannot read the file: {err.strerror}") from err
        try:
            document = new_document(path, str(path), self.settings)
        except EngrossError as err:
            self._record_failure(path, str(err))
            raise
        known = self.store.get_document(document.id)
        if known and known.state in ("chunked", "in_review"):
            return known
        self.store.record_received(document, path)
        return document

    def _say(self, line: str) -> None:
        if not self.quiet:
            console.print(line)

    # the end ---------------------------------------------------------------------------------------------
    def summary(self, paths: list[Path], jsonl: str | None, output_dir: Path | None) -> None:
        chunks = review = 0
        for document, _e, _p in self.done:
            counts = self.store.chunk_counts(document.id)
            chunks += sum(counts.values())
            review += counts.get("review", 0)
        pages = sum(p for _d, _e, p in self.done)
        seconds = sum(e for _d, e, _p in self.done)
        rate = f", {pages / seconds:.2f} pages/s" if seconds else ""
        console.print(f"[bold]{len(paths)} files: {len(self.done)} ingested, {len(self.failures)} failed; "
                      f"{pages} pages processed{rate}; {chunks} chunks, {review} sent to review[/bold]")
        if jsonl and jsonl != "-" and self.done:
            console.print(f"chunks written to {jsonl}")
        if output_dir and self.done:
            console.print(f"one JSONL per document written to {output_dir}")
        for path, err in self.failures:
            typer.echo(f"FAILED {path}: {err} (exit {err.exit_code})", err=True)
        if len(self.failures) > 1:
            per_code = Counter(err.exit_code for _p, err in self.failures)
            typer.echo("failures by exit code: " + ", ".join(
                f"{code} ({EXIT_CODES[code][0]}) x{n}" for code, n in sorted(per_code.items())),
                err=True)

    def exit_code(self, paths: list[Path]) -> int:
        """0; a lone file's own code; 1 for a batch with failures (README, "Exit codes")."""
        if not self.failures:
            return 0
        if len(paths) == 1:
            return self.failures[0][1].exit_code
        return BATCH_FAILED


def _progress(quiet: bool) -> Progress:
    return Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TextColumn("pages"),
                    TimeElapsedColumn(), console=console, disable=quiet)


def _result_line(result: IngestResult, elapsed: float) -> str:
    pages = len(result.pages)
    ocr = sum(1 for p in result.pages if p.source == "ocr")
    return (f"{result.document.filename}: {pages} pages ({ocr} OCR'd) in {elapsed:.1f} s = "
            f"{pages / elapsed:.2f} pages/s; {len(result.chunks)} chunks, {result.review_count} to review; "
            f"family {result.document.family}; type {result.document.doc_type}")
