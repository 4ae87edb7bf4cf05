"""`engross ingest`: the whole pipeline in process, on the embedded store; one line per failed file."""

from __future__ import annotations

import json
import time
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from engross.settings import Settings, get_settings
from ingest.errors import EngrossError
from ingest.pdf import sha256_of
from ingest.pipeline import new_document, page_pool, run
from schemas import DOC_TYPES, Chunk, Document, IngestResult

console = Console(stderr=True)


def chunk_record(chunk: Chunk) -> dict:
    """The JSONL shape an indexer reads (README, "Chunk fields")."""
    return chunk.model_dump(mode="json")


def _expand(paths: list[Path]) -> list[Path]:
    out: list[Path] = []
    for path in paths:
        if path.is_dir():  # *.pdf and *.PDF alike
            out.extend(sorted(p for p in path.rglob("*") if p.is_file() and p.suffix.lower() == ".pdf"))
        else:
            out.append(path)
    return out


def register(app: typer.Typer) -> None:
    @app.command("ingest")
    def ingest(
        files: list[Path] = typer.Argument(..., help="PDF files or folders of PDFs"),
        jsonl: Path | None = typer.Option(None, "--jsonl", help="write every chunk of these documents here"),
        family: str | None = typer.Option(None, help="force the document family: ph_statute, my_statute, "
                                          "in_deed, generic (default: detected)"),
        chunking: str | None = typer.Option(None, help="fixed | section | structure (default: settings)"),
        doc_type: str | None = typer.Option(None, "--doc-type", help="force the document type: "
                                            f"{', '.join(DOC_TYPES)} (default: detected)"),
    ) -> None:
        """OCR, structure, chunk and score PDFs in this process; store them (SQLite under ENGROSS_HOME)."""
        from review_queue.store import Store

        settings = get_settings()
        if chunking:
            settings = settings.model_copy(update={"chunking": chunking})
        if doc_type and doc_type not in DOC_TYPES:
            typer.echo(f"error: unknown --doc-type {doc_type!r}; choose one of: {', '.join(DOC_TYPES)}", err=True)
            raise typer.Exit(2)
        settings.home.mkdir(parents=True, exist_ok=True)
        store = Store(settings=settings)
        paths = _expand(files)
        results, failures = _ingest_all(paths, store, settings, family, doc_type)
        if jsonl:
            _write_jsonl(jsonl, store, results)
        _summary(store, results, failures, paths, jsonl)
        if failures:
            raise typer.Exit(1)


def _ingest_all(paths: list[Path], store, settings: Settings,  # type: ignore[no-untyped-def]
                family: str | None, doc_type: str | None = None
                ) -> tuple[list[tuple[Document, float, int]], list[tuple[Path, str]]]:
    """Every file ends ingested or failed with a reason; nothing one file does stops the others."""
    done: list[tuple[Document, float, int]] = []
    failures: list[tuple[Path, str]] = []
    pool = page_pool(settings)
    try:
        with _progress() as bar:
            for path in paths:
                outcome, pool = _ingest_with_retry(path, store, settings, (family, doc_type), pool, bar)
                if isinstance(outcome, str):
                    failures.append((path, outcome))
                else:
                    done.append(outcome)
    finally:
        # wait: a pool left running races the interpreter's exit and prints a traceback
        pool.shutdown(wait=True, cancel_futures=True)
    return done, failures


def _ingest_with_retry(path, store, settings, forced, pool, bar):  # type: ignore[no-untyped-def]
    """(result or failure reason, the pool to go on with): a crashed page process (segfault, out of memory)
    breaks the pool; a fresh one gets the file once more."""
    for attempt in (1, 2):
        try:
            return _ingest_one(path, store, settings, forced, pool, bar), pool
        except BrokenProcessPool:
            pool.shutdown(wait=False, cancel_futures=True)
            pool = page_pool(settings)
            reason = ("a page-reading process crashed on this file twice (segfault or out of memory); "
                      "check the file with `qpdf --check`, or re-scan it")
            if attempt == 2:
                _record_failure(store, path, reason)
                return reason, pool
        except EngrossError as err:
            return str(err), pool
        except Exception as err:  # the store itself failed (disk full, database locked): say so, go on
            reason = f"could not be stored ({type(err).__name__}: {err}); check ENGROSS_HOME / the database"
            _record_failure(store, path, reason)
            return reason, pool
    raise AssertionError("unreachable")


def _record_failure(store, path: Path, reason: str, data: bytes | None = None) -> None:  # type: ignore[no-untyped-def]
    """Record the file as failed under the sha256 of its bytes; if the store itself fails, say so."""
    try:
        data = path.read_bytes() if data is None else data
        store.record_failed(Document(id=sha256_of(data), source=str(path), filename=path.name), reason)
    except Exception as err:  # noqa: BLE001 - the failure line is still printed; the store is what failed
        console.print(f"[red]{path.name}: could not record the failure in the store either ({err})[/red]")


def _ingest_one(path: Path, store, settings, forced, pool, bar):  # type: ignore[no-untyped-def]
    try:
        data = path.read_bytes()
    except OSError as err:
        raise EngrossError(f"cannot read the file: {err.strerror}") from err
    try:
        document = new_document(data, str(path), settings)
    except Exception as err:
        reason = str(err) if isinstance(err, EngrossError) else \
            f"unreadable PDF ({type(err).__name__}: {err}); re-export it, and report it if it opens elsewhere"
        _record_failure(store, path, reason, data)
        raise EngrossError(reason) from err
    known = store.get_document(document.id)
    if known and known.state in ("chunked", "in_review"):
        console.print(f"[dim]{path.name}: already ingested as {document.id[:12]} ({known.state}); skipped[/dim]")
        return known, 0.0, 0
    store.record_received(document, data)
    task = bar.add_task(path.name, total=document.page_count)
    start = time.perf_counter()
    try:
        result = run(data, str(path), settings, progress=lambda _p: bar.advance(task), family=forced[0],
                     executor=pool, doc_type=forced[1], path=path)
    except EngrossError as err:
        store.record_failed(document, str(err), transient=err.transient)
        raise
    except BrokenProcessPool:
        raise  # the caller rebuilds the pool and tries the file again
    except Exception as err:  # a bug must not lose the file: record it and go on with the batch
        reason = f"internal error while processing ({type(err).__name__}: {err}); please report it"
        store.record_failed(document, reason)
        raise EngrossError(reason) from err
    elapsed = time.perf_counter() - start
    store.save_result(result)
    _print_result(result, elapsed)
    return result.document, elapsed, document.page_count


def _progress() -> Progress:
    return Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TextColumn("pages"),
                    TimeElapsedColumn(), console=console)


def _print_result(result: IngestResult, elapsed: float) -> None:
    pages = len(result.pages)
    ocr = sum(1 for p in result.pages if p.source == "ocr")
    console.print(
        f"{result.document.filename}: {pages} pages ({ocr} OCR'd) in {elapsed:.1f} s = {pages / elapsed:.2f} "
        f"pages/s; {len(result.chunks)} chunks, {result.review_count} to review; family {result.document.family}; "
        f"type {result.document.doc_type}"
    )


def _write_jsonl(out: Path, store, results: list[tuple[Document, float, int]]) -> None:  # type: ignore[no-untyped-def]
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as fh:
        for document, _elapsed, _pages in results:
            for chunk in store.chunks(document.id):
                fh.write(json.dumps(chunk_record(chunk), ensure_ascii=False) + "\n")


def _summary(store, results, failures, paths, jsonl) -> None:  # type: ignore[no-untyped-def]
    chunks = 0
    review = 0
    for document, _e, _p in results:
        got = store.chunks(document.id)
        chunks += len(got)
        review += sum(1 for c in got if c.route == "review")
    pages = sum(p for _d, _e, p in results)
    seconds = sum(e for _d, e, _p in results)
    rate = f", {pages / seconds:.2f} pages/s" if seconds else ""
    console.print(f"[bold]{len(paths)} files: {len(results)} ingested, {len(failures)} failed; "
                  f"{pages} pages processed{rate}; {chunks} chunks, {review} sent to review[/bold]")
    if jsonl:
        console.print(f"chunks written to {jsonl}")
    for path, reason in failures:
        typer.echo(f"FAILED {path}: {reason}", err=True)
