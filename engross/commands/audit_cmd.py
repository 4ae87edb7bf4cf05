"""`engross audit export`: the audit log (logins, account and token changes, decisions) as JSONL."""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from engross.commands import get_settings


def register(app: typer.Typer) -> None:
    audit_app = typer.Typer(help="The audit log of the review app.", no_args_is_help=True)
    app.add_typer(audit_app, name="audit")

    @audit_app.command("export")
    def export(
        jsonl: Path | None = typer.Option(None, help="write here instead of standard output"),
        after: int = typer.Option(0, min=0, help="only rows after this id (the last id of a previous export)"),
    ) -> None:
        """One JSON object per line, oldest first: at, actor, action, chunk_id, item_id, version, detail."""
        from review_queue import audit
        from review_queue.store import Store

        lines = audit.export_lines(Store(settings=get_settings()).engine, after)
        out = jsonl.open("w") if jsonl else sys.stdout
        try:
            for line in lines:
                out.write(line + "\n")
        finally:
            if jsonl:
                out.close()
