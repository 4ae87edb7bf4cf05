"""`engross bench [PDF...]`: speed by page kind and stage, peak memory, ratio to the bare tesseract command."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import typer

DEFAULT_SET = Path("samples")


def register(app: typer.Typer) -> None:
    app.command("bench")(bench_command)


BENCH_SAMPLES = ("statute.pdf", "long_scan.pdf")  # a born-digital act and the ten-page scan made for this


def default_pdfs(folder: Path, per_kind: int = 2) -> list[Path]:
    """The benchmark samples when present, else a few born-digital and scanned samples (by their truth)."""
    from engross.evaluation.harness import load_set

    named = [folder / n for n in BENCH_SAMPLES]
    if all(p.is_file() for p in named):
        return named
    samples = load_set(folder) if folder.is_dir() else []
    scanned = [s.pdf for s in samples if s.truth.scanned][:per_kind]
    digital = [s.pdf for s in samples if not s.truth.scanned][:per_kind]
    return digital + scanned


def bench_command(
    pdfs: list[Path] = typer.Argument(None, exists=True, dir_okay=False, help="default: samples/ statute + long_scan"),
    repeat: int = typer.Option(3, "--repeat", min=1, help="runs; medians are reported"),
    json_out: Path | None = typer.Option(None, "--json", help="write the figures here as JSON"),
) -> None:
    """Pages/second (born-digital, scanned, end to end), seconds per page by stage, peak memory, tesseract ratio."""
    os.environ["OMP_THREAD_LIMIT"] = "1"
    from rich.console import Console
    from rich.table import Table

    from engross.evaluation.bench import bench
    from engross.settings import get_settings

    console = Console(width=None if sys.stdout.isatty() else 150)  # a log file gets whole tables
    files = list(pdfs or default_pdfs(DEFAULT_SET))
    if not files:
        console.print("no PDFs named and no samples with truth under samples/")
        raise typer.Exit(2)
    r = bench(files, get_settings(), repeat, say=lambda m: console.print(m, style="dim"))
    t = Table(title=f"engross bench: {r['pages']} pages x {r['repeats']} repeats (medians)")
    t.add_column("figure")
    t.add_column("value", justify="right")
    first = r["first_page_in_a_fresh_process"]
    if first:
        t.add_row("first page in a fresh process (imports, word lists, model: once; not in the figures below)",
                  f"{first['seconds']:.2f} s ({first['cpu_seconds']:.2f} CPU s)")
    for source, f in r["by_source"].items():
        kind = "born-digital (text layer)" if source == "text" else "scanned (OCR)"
        t.add_row(f"{kind}: pages/second, one process", f"{f['pages_per_second']:.2f} ({f['pages']} pages)")
        t.add_row(f"{kind}: one page, median (wall / CPU of this process)",
                  f"{1000 * f['median_page_seconds']:.0f} / {1000 * f['median_page_cpu_seconds']:.0f} ms")
    t.add_row(f"end to end with {r['ocr_processes']} OCR processes: pages/second",
              f"{r['end_to_end_pages_per_second']:.2f}")
    for stage, s in r["stages_seconds_per_page"].items():
        t.add_row(f"  {stage}: seconds/page", f"{s:.3f}")
    if r["ratio_to_bare_tesseract"]:
        t.add_row("scanned page: engross seconds/page", f"{r['scanned_engross_seconds_per_page']:.2f}")
        t.add_row("same page image: bare `tesseract` seconds/page", f"{r['bare_tesseract_seconds_per_page']:.2f}")
        t.add_row("ratio engross / bare tesseract", f"{r['ratio_to_bare_tesseract']:.2f}x")
    for name, f in r["scanned_side_by_side"].items():
        label = f"scanned documents, {r['ocr_processes']} processes at once: {name}"
        t.add_row(f"{label} (seconds, x bare)", f"{f['seconds']:.1f} ({f['ratio_to_bare']:.2f}x)")
        t.add_row(f"{label} (CPU seconds, x bare)", f"{f['cpu_seconds']:.1f} ({f['cpu_ratio_to_bare']:.2f}x)")
        parts = f.get("parts_seconds")
        if parts:
            t.add_row(f"  {name}: seconds in validation / page reading / assembly / pool start+stop",
                      f"{parts['validation']:.1f} / {parts['reading']:.1f} / {parts['assembly']:.1f} / "
                      f"{parts['pool']:.1f}")
            t.add_row(f"  {name}: page processes inside a page, share of the reading", f"{parts['inside_pages']:.0%}")
    t.add_row("OCR engine / load average (1, 5, 15 min) at the start; at the end",
              f"{r['ocr_engine']} / {' '.join(f'{v:.1f}' for v in r['load_average_start'])}; "
              f"{' '.join(f'{v:.1f}' for v in r['load_average'])}")
    if r.get("loss_checks_share_of_scanned_page") is not None:
        t.add_row("no-silent-loss checks (ink + loss_checks): share of a scanned page",
                  f"{r['loss_checks_share_of_scanned_page']:.1%}")
    mem = r["peak_memory"]
    t.add_row("peak memory: this process / largest child", f"{mem['this_process_mb']:.0f} / "
              f"{mem['largest_child_mb']:.0f} MB")
    console.print(t)
    if json_out:
        json_out.parent.mkdir(parents=True, exist_ok=True)
        json_out.write_text(json.dumps(r, indent=1))
        console.print(f"figures written to {json_out}")
