"""`engross amend FILE`: apply an amendment list (YAML/JSON) to documents in the store, all of it or nothing."""

from __future__ import annotations

from pathlib import Path

import typer


def register(app: typer.Typer) -> None:
    app.command("amend")(amend)


def amend(
    file: Path = typer.Argument(..., metavar="FILE", help="an amendment list, YAML or JSON "
                                "(`engross schema amendments` prints its schema)"),
) -> None:
    """Apply an amendment list: each target provision gets its new status and text version from the date in
    force (the old text is kept); indexers get the changed and inserted chunks on the feed. If any target does
    not resolve, nothing is applied (exit 10)."""
    from engross.commands.documents_cmd import _user
    from engross.settings import get_settings
    from ingest.amendments import load_list
    from review_queue.amendments import apply_list
    from workers.progress import open_store

    alist = load_list(file)
    for done in apply_list(open_store(get_settings()), alist, str(file), actor=f"cli:{_user()}"):
        where = f"{done.filename} ({done.doc_id[:12]})"
        if done.already:
            typer.echo(f"{alist.instrument}: already applied to {where}; nothing to do")
            continue
        typer.echo(f"{alist.instrument} (in force {alist.in_force}) on {where}: {len(done.changed)} chunk(s) "
                   f"changed, {len(done.inserted)} inserted; on the feed now")
