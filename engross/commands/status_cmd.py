"""`engross status`: documents by state, the Celery queue's depth and the review backlog, at a glance."""

from __future__ import annotations

import json

import typer


def register(app: typer.Typer) -> None:
    app.command()(status)


def status(as_json: bool = typer.Option(False, "--json", help="print one JSON object instead of a table")) -> None:
    """Show documents by state, tasks queued and running (running: Redis only), and review items waiting.

    On the single-machine setup (SQLite store) no broker is needed: the queue is then reported as absent.
    """
    from engross.settings import get_settings
    from ingest.errors import EngrossError
    from workers.broker import check_broker, queue_counts
    from workers.progress import open_store

    settings = get_settings()
    store = open_store(settings)
    queue: dict[str, object] = {"name": settings.queue}
    try:
        check_broker(settings)
        waiting, running = queue_counts(settings)  # running is None on RabbitMQ: it does not tell
        queue.update(waiting=waiting, running=running)
    except EngrossError:
        if not store.url.startswith("sqlite"):  # at scale the broker is part of the stack: say what to start
            raise
        queue.update(waiting=None, running=None, broker=f"not reachable ({settings.broker_url}); "
                     "not needed for `engross ingest`")
    stats = store.stats()
    review = stats["review"]
    report = {
        "documents": stats["documents"],
        "queue": queue,
        "review_backlog": review.get("pending", 0) + review.get("claimed", 0),
        "chunks": stats["chunks"],
    }
    if as_json:
        typer.echo(json.dumps(report))
        return
    docs = ", ".join(f"{k} {v}" for k, v in sorted(report["documents"].items())) or "none"
    typer.echo(f"documents: {docs}")
    if queue.get("broker"):
        typer.echo(f"queue {queue['name']}: broker {queue['broker']}")
    else:
        running = "?" if queue["running"] is None else queue["running"]
        typer.echo(f"queue {queue['name']}: {queue['waiting']} waiting, {running} running")
    typer.echo(f"review backlog: {report['review_backlog']} chunk(s)")
