"""`engross watch SOURCE`: register and queue every PDF dropped into a folder or an S3 bucket prefix."""

from __future__ import annotations

import logging
from functools import partial

import typer

from engross.commands import get_settings
from engross.commands.pipeline_options import ChunkingOpt, DocTypeOpt, FamilyOpt, LangOpt


def register(app: typer.Typer) -> None:
    app.command()(watch)


def watch(
    source: str = typer.Argument(..., help="a folder, or s3://bucket/prefix (endpoint: ENGROSS_S3_ENDPOINT_URL)"),
    move: bool = typer.Option(False, "--move", help="folders: move each file to processed/ or failed/ when done"),
    once: bool = typer.Option(False, "--once", help="stop when every file present has its outcome"),
    interval: float = typer.Option(0.0, "--interval", help="seconds between scans; 0 = ENGROSS_WATCH_INTERVAL"),
    family: FamilyOpt = None,
    doc_type: DocTypeOpt = None,
    chunking: ChunkingOpt = None,
    lang: LangOpt = None,
) -> None:
    """Watch a bucket: each new or changed file is registered (sha256 = document id) and queued exactly once.

    --family, --doc-type, --chunking and --lang travel with each queued document to the workers (which check
    the --lang models are installed)."""
    from botocore.exceptions import BotoCoreError, ClientError

    from ingest.errors import BATCH_FAILED, EngrossError
    from workers.app import app as celery_app
    from workers.broker import check_broker
    from workers.progress import open_store
    from workers.queueing import enqueue_document
    from workers.sources import open_source
    from workers.watcher import Watcher, run

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    settings = get_settings()
    if interval:
        settings = settings.model_copy(update={"watch_interval": interval})
    choices = {k: str(v) for k, v in {"family": family, "doc_type": doc_type, "chunking": chunking,
                                 "ocr_languages": lang}.items() if v is not None}
    try:
        settings.options(**choices)  # a bad combination stops here, not on every worker
        check_broker(settings)
        watcher = Watcher(open_source(source, settings, move=move), open_store(settings), settings,
                          partial(enqueue_document, celery_app, choices=choices or None))
        run(watcher, settings.watch_interval, once=once, echo=typer.echo)
        if once and watcher.failed:
            typer.echo(f"{len(watcher.failed)} file(s) failed: {', '.join(watcher.failed)}", err=True)
            raise typer.Exit(BATCH_FAILED)
    except EngrossError as err:
        typer.echo(f"error: {err}", err=True)
        raise typer.Exit(err.exit_code) from None
    except (BotoCoreError, ClientError) as err:
        typer.echo(f"error: cannot read the bucket {source}: {err} (check AWS_* credentials and "
                   "ENGROSS_S3_ENDPOINT_URL)", err=True)
        raise typer.Exit(5) from None
    except KeyboardInterrupt:
        raise typer.Exit(0) from None
