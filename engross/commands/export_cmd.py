"""`engross export --jsonl FILE [--after CURSOR]`: the pull API's feed, written to a file or stdout."""

from __future__ import annotations

import enum
import sys
from datetime import datetime
from pathlib import Path

import typer


class Format(enum.StrEnum):
    feed = "feed"
    chunks = "chunks"


def register(app: typer.Typer) -> None:
    app.command("export")(export)


def export(
    jsonl: str = typer.Option(..., "--jsonl", help="output file; `-` = stdout"),
    after: str = typer.Option("", help="cursor: the `next` printed by the previous export (default: start)"),
    fmt: Format = typer.Option(Format.feed, "--format", help="feed: entries {seq, op, id, doc_id, version, chunk} "
                               "as /api/v1/chunks serves them, tombstones included; chunks: the latest version of "
                               "each approved chunk, one per line, the shape `ingest --jsonl` writes"),
    documents: bool = typer.Option(False, "--documents", help="export documents' types and served fields "
                                   "(as /api/v1/documents/feed serves them) instead of chunks"),
    as_of: datetime = typer.Option(None, "--as-of", formats=["%Y-%m-%d"], help="each provision as it stood on "
                                   "this date (status and text; a provision not in force then is a tombstone), "
                                   "as /api/v1/chunks?as_of= serves it"),
) -> None:
    """Write approved chunks (and tombstones) after CURSOR, as /api/v1/chunks serves them; print the next cursor.

    With --documents: each document's type and its confident or reviewed fields, once per version."""
    from engross.commands.rows import dump_rows
    from engross.settings import get_settings
    from review_queue import documents as document_feed
    from review_queue import feed
    from review_queue.amendments import entries_as_of
    from workers.progress import open_store

    if as_of and documents:
        raise typer.BadParameter("--as-of dates chunks (provisions), not document fields", param_hint="--as-of")
    try:
        cursor = str(feed.parse_cursor(after))
    except ValueError as err:
        raise typer.BadParameter(f"{after!r} is not a cursor (a number printed by a previous export)",
                                 param_hint="--after") from err
    store = open_store(get_settings())
    fh = sys.stdout if jsonl == "-" else _open(Path(jsonl))
    count, latest = 0, {}
    try:
        while True:  # page by page: the feed can be large
            page = (document_feed.feed_page if documents else feed.page)(store.engine, cursor, 500)
            if not documents:
                page["items"] = entries_as_of(page["items"], as_of.date() if as_of else None)
            if fmt is Format.feed or documents:
                dump_rows(page["items"], fh)
                count += len(page["items"])
            else:
                latest.update((e["id"], e) for e in page["items"])
            cursor = page["next"]
            if not page["has_more"]:
                break
        if fmt is Format.chunks and not documents:
            rows = _latest_chunks(list(latest.values()))
            dump_rows(rows, fh)
            count = len(rows)
    finally:
        if fh is not sys.stdout:
            fh.close()
    typer.echo(f"{count} entries written to {jsonl}; next cursor: {cursor}", err=jsonl == "-")


def _open(path: Path):  # type: ignore[no-untyped-def]
    path.parent.mkdir(parents=True, exist_ok=True)
    return path.open("w", encoding="utf-8")


def _latest_chunks(entries: list[dict]) -> list[dict]:
    """Each chunk at its last version; a chunk whose last entry is a tombstone is left out."""
    return [e["chunk"] for e in sorted(entries, key=lambda e: e["seq"]) if e["op"] == "upsert"]
