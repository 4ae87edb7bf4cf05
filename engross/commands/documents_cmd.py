"""`engross documents ls|rm`: list the store's documents, or remove one for good (tombstones on the feed)."""

from __future__ import annotations

import enum
import getpass
import json
from datetime import UTC, datetime

import typer


class State(enum.StrEnum):
    """A document's state in the store (schemas.Document.state)."""

    received = "received"
    processing = "processing"
    chunked = "chunked"
    in_review = "in_review"
    failed = "failed"


def register(app: typer.Typer) -> None:
    documents = typer.Typer(help="The documents in the store: list them, remove one.", no_args_is_help=True)
    app.add_typer(documents, name="documents")
    documents.command("ls")(ls)
    documents.command("rm")(rm)


def ls(
    state: list[State] = typer.Option(None, "--state", help="only documents in this state (repeatable)"),
    as_json: bool = typer.Option(False, "--json", help="one JSON object per line instead of a table"),
) -> None:
    """Documents, newest first: id (a prefix is enough for `rm`), state, pages, chunks indexed/review/rejected."""
    from engross.settings import get_settings
    from workers.progress import open_store

    docs = open_store(get_settings()).list_documents([s.value for s in state or []])
    if as_json:
        for doc in docs:
            typer.echo(json.dumps(doc, ensure_ascii=False))
        return
    if not docs:
        typer.echo("no documents", err=True)
        return
    typer.echo(f"{'id':12}  {'state':10} {'pages':>5}  {'indexed/review/rejected':>23}  received          file")
    for d in docs:
        c = d["chunks"]
        counts = f"{c.get('indexed', 0)}/{c.get('review', 0)}/{c.get('rejected', 0)}"
        when = datetime.fromtimestamp(d["received_at"], UTC).strftime("%Y-%m-%d %H:%M")
        line = f"{d['id'][:12]}  {d['state']:10} {d['pages']:>5}  {counts:>23}  {when}  {d['filename']}"
        typer.echo(line + (f"  ({d['error']})" if d["error"] else ""))


def rm(
    doc_id: str = typer.Argument(..., metavar="ID", help="document id or a unique prefix of it"),
    yes: bool = typer.Option(False, "--yes", "-y", help="do not ask for confirmation"),
) -> None:
    """Remove a document for good: indexers get a tombstone for each of its chunks on the feed; its chunks,
    review items, pages and stored file are deleted; the audit log keeps who did it."""
    from engross.settings import get_settings
    from workers.progress import open_store

    store = open_store(get_settings())
    full = store.find_document(doc_id)
    doc = store.get_document(full)
    name = doc.filename if doc else full
    if not yes:
        typer.confirm(f"remove {name} ({full[:12]}) and everything derived from it?", abort=True)
    tombstones = store.delete_document(full, actor=f"cli:{_user()}")
    typer.echo(f"removed {name} ({full[:12]}); {tombstones} tombstone(s) on the feed")


def _user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "unknown"
