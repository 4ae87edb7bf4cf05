"""`engross eval DIR`: every figure of a truth set, printed and written as JSON (and the reliability PNG)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import typer


def register(app: typer.Typer) -> None:
    app.command("eval")(eval_command)
    app.command("eval-fields")(eval_fields_command)


def _require_eval_extra(plot: Path | None) -> None:
    """BM25 (and matplotlib for --plot) come with the [eval] extra: say so before any page is read (exit 3)."""
    import importlib

    from ingest.errors import MissingDependencyError

    missing = []
    for module in ("bm25s",) + (("matplotlib",) if plot else ()):
        try:
            importlib.import_module(module)
        except ImportError:
            missing.append(module)
    if missing:
        raise MissingDependencyError(f"`engross eval` needs {', '.join(missing)}: pip install 'engross[eval]' "
                                     "(or `bash scripts/setup.sh --test`)")


def eval_fields_command(
    folder: Path = typer.Argument(..., exists=True, file_okay=False,
                                  help="PDFs with NAME.truth.json (with doc_type and fields) beside them"),
    json_out: Path | None = typer.Option(None, "--json", help="write every figure and every field here as JSON"),
) -> None:
    """Document-type accuracy, field exact match per field, and wrong fields that would be served unflagged."""
    os.environ["OMP_THREAD_LIMIT"] = "1"
    from engross.evaluation.fields import evaluate, report_lines
    from engross.settings import get_settings

    try:
        report = evaluate(folder, get_settings(), say=lambda m: typer.echo(m, err=True))
    except FileNotFoundError as err:
        typer.echo(f"error: {err} (make one with samples/make_property.py --corpus DIR)", err=True)
        raise typer.Exit(2) from err
    typer.echo("\n".join(report_lines(report)))
    if json_out:
        json_out.parent.mkdir(parents=True, exist_ok=True)
        json_out.write_text(json.dumps(report, indent=1))
    if report["summary"]["wrong_served"]:
        raise typer.Exit(1)


def eval_command(
    folder: Path = typer.Argument(..., exists=True, file_okay=False, help="PDFs with NAME.truth.json beside them"),
    json_out: Path | None = typer.Option(None, "--json", help="write every figure here as JSON"),
    plot: Path | None = typer.Option(None, "--plot", help="write the reliability curve here (PNG)"),
    strategies: str = typer.Option("fixed,section,structure", "--strategies", help="comma-separated"),
    dense: bool = typer.Option(True, "--dense/--no-dense", help="also rank with the dense retriever if installed"),
    cache: Path | None = typer.Option(None, "--cache", help="keep read pages here and reuse them (chunking work); "
                                      "empty it when the reading/OCR code changes"),
) -> None:
    """OCR error, routing, structure, tables and retrieval against ground truth, per chunking strategy."""
    os.environ["OMP_THREAD_LIMIT"] = "1"
    from rich.console import Console

    _require_eval_extra(plot)
    from engross.evaluation.harness import STRATEGIES, evaluate_set
    from engross.evaluation.report import plot_damage_reliability, plot_reliability, print_report
    from engross.settings import get_settings

    console = Console(width=None if sys.stdout.isatty() else 150)  # a log file gets whole tables
    chosen = [s.strip() for s in strategies.split(",") if s.strip()]
    unknown = [s for s in chosen if s not in STRATEGIES]
    if unknown or not chosen:
        raise typer.BadParameter(f"{unknown or strategies!r}: choose from {', '.join(STRATEGIES)}",
                                 param_hint="--strategies")
    try:
        report = evaluate_set(folder, get_settings(), chosen, dense, say=lambda m: console.print(m, style="dim"),
                              cache=cache)
    except FileNotFoundError as err:
        console.print(f"[red]{err}[/]: write NAME.truth.json beside each NAME.pdf (see docs/eval.md)")
        raise typer.Exit(2) from err
    print_report(report, console)
    if json_out:
        json_out.parent.mkdir(parents=True, exist_ok=True)
        json_out.write_text(json.dumps(report, indent=1))
        console.print(f"figures written to {json_out}")
    if plot:
        console.print(f"reliability curve written to {plot_reliability(report, plot)}")
        per_kind = plot_damage_reliability(report, plot.with_name(f"{plot.stem}-by-damage{plot.suffix}"))
        if per_kind:
            console.print(f"reliability per damage kind written to {per_kind}")
