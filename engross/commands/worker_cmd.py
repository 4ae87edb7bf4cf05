"""`engross worker`: start a Celery worker that reads pages and assembles documents from the queue."""

from __future__ import annotations

import os
import socket

import typer

from engross.commands import get_settings


def register(app: typer.Typer) -> None:
    app.command()(worker)


def worker(
    concurrency: int = typer.Option(0, "--concurrency", "-c", help="worker processes; 0 = one per core"),
    loglevel: str = typer.Option("info", "--loglevel", "-l", help="debug | info | warning | error"),
    name: str = typer.Option("", "--name", "-n", help="node name; default engross-<pid>@<host>"),
) -> None:
    """Start a worker on ENGROSS_BROKER_URL / ENGROSS_QUEUE. Run one per machine; several on one machine is fine."""
    from ingest import lexicon
    from ingest.errors import EngrossError
    from ingest.ocr import check_languages
    from workers.broker import check_broker
    from workers.progress import open_store

    settings = get_settings()
    try:
        lexicon.require()  # loaded once here; the pool's processes inherit it
        # the engine and the default languages' models, as `engross ingest` checks them: a worker without them
        # would fail every document it takes (a document's own --lang is checked when its pages are read)
        check_languages(settings.ocr_languages, settings.ocr_engine)
        check_broker(settings)
        open_store(settings)  # fail now, not in every task
    except EngrossError as err:
        typer.echo(f"error: {err}", err=True)
        raise typer.Exit(err.exit_code) from None
    from workers.app import app as celery_app

    node = name or f"engross-{os.getpid()}@{socket.gethostname()}"
    celery_app.worker_main([
        "worker", f"--loglevel={loglevel}", f"--concurrency={concurrency or settings.ocr_processes()}",
        f"--queues={settings.queue}", f"--hostname={node}", "--without-gossip", "--without-mingle",
    ])
