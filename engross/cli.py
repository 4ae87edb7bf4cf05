"""The `engross` command: one Typer app; each area registers its own sub-commands from engross/commands/.

Every error a user can act on leaves through `main()` as one line and its documented exit code (README,
"Exit codes"); command modules import their heavy dependencies inside the command, so `--help` is fast.
"""

from __future__ import annotations

import importlib
import os
import sys

# Tesseract's OpenMP threads oversubscribe the cores (3-4x slower here); set before anything loads it.
os.environ.setdefault("OMP_THREAD_LIMIT", "1")

import typer  # noqa: E402

from engross import __version__  # noqa: E402
from ingest.errors import INTERNAL_ERROR, EngrossError  # noqa: E402

app = typer.Typer(
    name="engross",
    help="OCR-aware ingestion of scanned legal documents: PDFs in, trusted structure-aware chunks out.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _print_version(value: bool) -> None:
    if value:
        typer.echo(f"engross {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(False, "--version", callback=_print_version, is_eager=True,
                                 help="print the version and exit"),
) -> None:
    """engross: PDFs in, trusted structure-aware chunks out. Settings: ENGROSS_* variables or engross.toml."""


# one module per area; each exposes register(app)
COMMAND_MODULES = [
    "ingest_cmd", "documents_cmd", "schema_cmd", "config_cmd", "eval_cmd", "bench_cmd", "serve_cmd", "users_cmd",
    "tokens_cmd", "export_cmd", "worker_cmd", "watch_cmd", "status_cmd", "audit_cmd", "versions_cmd",
    "amend_cmd",
]

for _name in COMMAND_MODULES:
    importlib.import_module(f"engross.commands.{_name}").register(app)


def fail(err: EngrossError) -> None:
    """The one way an error leaves the CLI: one line on stderr, the error's exit code."""
    typer.echo(f"error: {err}", err=True)
    raise SystemExit(err.exit_code)


def main() -> None:
    try:
        app()
    except EngrossError as err:
        fail(err)
    except Exception as err:  # noqa: BLE001 - the store went away mid-command, or a bug: still one line
        known = _known(err)
        if known is not None:
            fail(known)
        if os.environ.get("ENGROSS_TRACEBACK"):
            raise
        typer.echo(f"error: internal error ({type(err).__name__}: {err}); please report it "
                   "(ENGROSS_TRACEBACK=1 shows the traceback)", err=True)
        raise SystemExit(INTERNAL_ERROR) from None


def _known(err: Exception) -> EngrossError | None:
    """Failures of the services behind a command, as the typed error that says what to start."""
    from sqlalchemy.exc import OperationalError

    if isinstance(err, OperationalError):
        from engross.settings import get_settings
        from workers.progress import store_unavailable

        return store_unavailable(err, get_settings())
    if isinstance(err, OSError) and err.filename:  # a path given (or ENGROSS_HOME) cannot be used
        from ingest.errors import InputFileError

        return InputFileError(f"cannot use {err.filename}: {err.strerror} (check the path, or ENGROSS_HOME)")
    if "redis" in sys.modules:
        import redis

        if isinstance(err, redis.ConnectionError):
            from engross.settings import get_settings
            from workers.broker import broker_unavailable

            return broker_unavailable(err, get_settings())
    return None


if __name__ == "__main__":
    main()
