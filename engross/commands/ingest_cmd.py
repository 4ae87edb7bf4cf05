"""`engross ingest`: the whole pipeline in process, on the embedded store; one line per failed file.

Options are checked before any page is read; chunks are written per document as it finishes, to a file, to
stdout (`-`) or one file per document; by default only the chunks routed to the index.
"""

from __future__ import annotations

import enum
import logging
import sys
from pathlib import Path
from typing import IO, Any

import typer

from engross.commands.choices import Route
from engross.commands.pipeline_options import ChunkingOpt, DocTypeOpt, FamilyOpt, LangOpt


def _expand(paths: list[Path]) -> list[Path]:
    out: list[Path] = []
    for path in paths:
        if path.is_dir():  # *.pdf and *.PDF alike
            out.extend(sorted(p for p in path.rglob("*") if p.is_file() and p.suffix.lower() == ".pdf"))
        else:
            out.append(path)
    return out


def register(app: typer.Typer) -> None:
    app.command("ingest")(ingest)


def ingest(
    files: list[Path] = typer.Argument(..., exists=True, metavar="PDF...", help="PDF files or folders of PDFs"),
    jsonl: str | None = typer.Option(None, "--jsonl", help="write chunks here as JSON lines, appended per "
                                     "document as it finishes; `-` = stdout (messages stay on stderr)"),
    output_dir: Path | None = typer.Option(None, "--output-dir", file_okay=False,
                                           help="also write one NAME.jsonl per document into this folder"),
    route: Route = typer.Option(Route.index, "--route", help="which chunks --jsonl/--output-dir get: index "
                                "(safe to embed), review (waiting for a person) or all"),
    family: FamilyOpt = None,
    doc_type: DocTypeOpt = None,
    chunking: ChunkingOpt = None,
    lang: LangOpt = None,
    force_ocr: bool = typer.Option(False, "--force-ocr", help="OCR every page, ignoring text layers"),
    jobs: int | None = typer.Option(None, "--jobs", "-j", min=1, help="OCR processes (default: ENGROSS_WORKERS, "
                                    "one per core)"),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="only failures and the summary"),
    verbose: bool = typer.Option(False, "--verbose", "-v", help="also log the pipeline's decisions"),
) -> None:
    """OCR, structure, chunk and score PDFs in this process; store them (SQLite under ENGROSS_HOME).

    --lang's models and the word lists are checked before any page is read (exit 3 with what to install).
    Exit status: 0 when every file is in; a single file's own code when it fails (README, "Exit codes");
    1 for a batch with failures, with a count per code.
    """
    from engross.settings import get_settings
    from ingest import lexicon
    from ingest.ocr import check_languages
    from workers.progress import open_store

    settings = get_settings()
    # every choice made here travels in the pipeline's Options, as it would to a worker
    options = settings.options(
        family=family.value if family else None, doc_type=doc_type.value if doc_type else None,
        chunking=chunking.value if chunking else None, ocr_languages=lang, workers=jobs,
        text_layer_min_chars=sys.maxsize if force_ocr else None)  # --force-ocr: no text layer is long enough
    check_languages(options.ocr_languages, options.ocr_engine)  # once, before the batch: exit 3 with what to install
    lexicon.require()  # likewise: a missing word list stops here, not as every chunk sent to review
    if verbose:
        logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    paths = _expand(files)
    from ingest.pipeline import begins_with_scan, page_pool

    # a scan's page processes start now and load OpenCV, the word lists and the model while this process opens
    # the store and validates and stores the file (serial, ~0.5-1 s), not after it at their first page
    pool = page_pool(options, warm=True) if begins_with_scan(paths) else None
    try:
        settings.home.mkdir(parents=True, exist_ok=True)
        store = open_store(settings)
        if output_dir:
            output_dir.mkdir(parents=True, exist_ok=True)
        with _Output(jsonl, output_dir, route, store) as out:
            from engross.commands.ingest_batch import Batch

            batch = Batch(store, options, quiet=quiet, write=out.write)
            started, pool = pool, None
            batch.run(paths, started)  # shuts the pool down, whatever happens
    finally:
        if pool is not None:  # the store or the output could not be opened: no batch ran
            pool.shutdown(wait=True, cancel_futures=True)
    batch.summary(paths, jsonl, output_dir)
    raise typer.Exit(batch.exit_code(paths))


class _Output:
    """Where finished documents' chunks go: one JSONL stream (a file or stdout) and/or a file per document."""

    def __init__(self, jsonl: str | None, output_dir: Path | None, route: enum.Enum, store: Any) -> None:
        self.jsonl, self.output_dir, self.route, self.store = jsonl, output_dir, route.value, store
        self.fh: IO[str] | None = None

    def __enter__(self) -> _Output:
        if self.jsonl == "-":
            self.fh = sys.stdout
        elif self.jsonl:
            path = Path(self.jsonl)
            path.parent.mkdir(parents=True, exist_ok=True)
            self.fh = path.open("w", encoding="utf-8")
        return self

    def __exit__(self, *_exc: object) -> None:
        if self.fh is not None and self.fh is not sys.stdout:
            self.fh.close()

    def write(self, doc_id: str, filename: str) -> None:
        from engross.commands.rows import dump_rows

        rows = self.store.served_chunks(doc_id, route=self.route)
        if self.fh is not None:
            dump_rows(rows, self.fh)
        if self.output_dir is not None:
            with (self.output_dir / f"{Path(filename).stem}.jsonl").open("w", encoding="utf-8") as fh:
                dump_rows(rows, fh)
