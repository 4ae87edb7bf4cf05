"""`engross status`: documents by state, the Celery queue's depth and the review backlog, at a glance."""

from __future__ import annotations

import json

import typer

from engross.settings import get_settings


def register(app: typer.Typer) -> None:
    app.command()(status)


def status(as_json: bool = typer.Option(False, "--json", help="print one JSON object instead of a table")) -> None:
    """Show documents by state, tasks queued and running (Redis), and review items waiting."""
    from ingest.errors import EngrossError
    from workers.broker import check_broker, queue_depth, unacked_count
    from workers.progress import open_store

    settings = get_settings()
    try:
        conn = check_broker(settings)
        store = open_store(settings)
    except EngrossError as err:
        typer.echo(f"error: {err}", err=True)
        raise typer.Exit(err.exit_code) from None
    stats = store.stats()
    review = stats["review"]
    report = {
        "documents": stats["documents"],
        "queue": {"name": settings.queue, "waiting": queue_depth(conn, settings.queue),
                  "running": unacked_count(conn)},
        "review_backlog": review.get("pending", 0) + review.get("claimed", 0),
        "chunks": stats["chunks"],
    }
    if as_json:
        typer.echo(json.dumps(report))
        return
    docs = ", ".join(f"{k} {v}" for k, v in sorted(report["documents"].items())) or "none"
    typer.echo(f"documents: {docs}")
    q = report["queue"]
    typer.echo(f"queue {q['name']}: {q['waiting']} waiting, {q['running']} running")
    typer.echo(f"review backlog: {report['review_backlog']} chunk(s)")
