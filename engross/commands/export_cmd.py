"""`engross export --jsonl FILE [--after CURSOR]`: the pull API's feed, written to a file."""

from __future__ import annotations

import json
from pathlib import Path

import typer

from engross.settings import get_settings


def register(app: typer.Typer) -> None:
    @app.command("export")
    def export(
        jsonl: Path = typer.Option(..., "--jsonl", help="output file, one feed entry a line"),
        after: str = typer.Option("", help="cursor: the `next` printed by the previous export (default: start)"),
        documents: bool = typer.Option(False, "--documents", help="export documents' types and served fields "
                                       "(as /api/v1/documents/feed serves them) instead of chunks"),
    ) -> None:
        """Write approved chunks and tombstones after CURSOR, as /api/v1/chunks serves them; print the next cursor.

        With --documents: each document's type and its confident or reviewed fields, once per version."""
        from review_queue import documents as document_feed
        from review_queue import feed
        from review_queue.store import Store

        store = Store(settings=get_settings())
        try:
            cursor = str(feed.parse_cursor(after))
        except ValueError as err:
            typer.echo(f"error: bad cursor {after!r} (a number printed by a previous export)", err=True)
            raise typer.Exit(2) from err
        count = 0
        jsonl.parent.mkdir(parents=True, exist_ok=True)
        with jsonl.open("w", encoding="utf-8") as fh:
            while True:
                page = (document_feed.feed_page if documents else feed.page)(store.engine, cursor, 500)
                for item in page["items"]:
                    fh.write(json.dumps(item, ensure_ascii=False) + "\n")
                count += len(page["items"])
                cursor = page["next"]
                if not page["has_more"]:
                    break
        typer.echo(f"{count} entries written to {jsonl}; next cursor: {cursor}")
