"""The `engross` command: one Typer app; each area registers its own sub-commands from engross/commands/."""

from __future__ import annotations

import importlib
import os

# Tesseract's OpenMP threads oversubscribe the cores (3-4x slower here); set before anything loads it.
os.environ.setdefault("OMP_THREAD_LIMIT", "1")

import typer  # noqa: E402

app = typer.Typer(
    name="engross",
    help="OCR-aware ingestion of scanned legal documents: PDFs in, trusted structure-aware chunks out.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)



@app.callback()
def _root() -> None:
    """engross: PDFs in, trusted structure-aware chunks out. Settings: ENGROSS_* variables or engross.toml."""


# one module per area; each exposes register(app)
COMMAND_MODULES = [
    "ingest_cmd", "schema_cmd", "eval_cmd", "bench_cmd", "serve_cmd", "users_cmd", "tokens_cmd",
    "export_cmd", "worker_cmd", "watch_cmd", "status_cmd", "audit_cmd",
]

for _name in COMMAND_MODULES:
    importlib.import_module(f"engross.commands.{_name}").register(app)


def main() -> None:
    app()


if __name__ == "__main__":
    main()
