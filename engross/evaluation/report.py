"""Show the eval figures: rich tables on the terminal, the reliability curve as a PNG."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table


def pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def num(x: float | None, digits: int = 3) -> str:
    return "-" if x is None else f"{x:.{digits}f}"


def ocr_table(r: dict[str, Any]) -> Table:
    ocr = r["ocr"]
    t = Table(title=f"OCR error (normalised text; {ocr['characters']} truth characters)")
    for col in ("documents", "read as", "CER", "WER", "words missed (any order)", "characters"):
        t.add_column(col)
    t.add_row("all", "", pct(ocr["cer"]), pct(ocr["wer"]), pct(ocr["words_missed"]), str(ocr["characters"]))
    for source, f in ocr["by_source"].items():
        t.add_row("", source, pct(f["cer"]), pct(f["wer"]), pct(f["words_missed"]), str(f["characters"]))
    worst = sorted(ocr["documents"], key=lambda d: -d["cer"])[:8]
    for d in worst:
        t.add_row(d["document"], "scan" if d["scanned"] else "digital", pct(d["cer"]), pct(d["wer"]),
                  pct(d["words_missed"]), "")
    return t


def routing_table(r: dict[str, Any]) -> Table:
    t = Table(title=f"Routing (really wrong = similarity to truth < {r['wrong_bar']}; "
                    f"review threshold {r['review_threshold']})")
    for col in ("strategy", "chunks", "really wrong", "wrong -> review (recall)", "correct -> review (needless)",
                "mean similarity", "misassembled (read right, cut wrong)"):
        t.add_column(col)
    for s, f in r["routing"].items():
        t.add_row(s, str(f["chunks"]), str(f["really_wrong"]),
                  f"{f['wrong_sent_to_review']}/{f['really_wrong']} = {pct(f['review_recall'])}",
                  f"{f['correct_sent_to_review']}/{f['chunks'] - f['really_wrong']} = {pct(f['needless_review'])}",
                  num(f["mean_similarity"], 4), str(f["misassembled"]))
    return t


def reliability_table(r: dict[str, Any], strategy: str) -> Table:
    t = Table(title=f"Reliability ({strategy}): chunk confidence against real error")
    for col in ("confidence", "chunks", "mean confidence", "mean real error", "really wrong"):
        t.add_column(col)
    for b in r["routing"][strategy]["reliability"]:
        if b["count"]:
            t.add_row(f"{b['lo']:.1f}-{b['hi']:.1f}", str(b["count"]), num(b["mean_confidence"]),
                      num(b["mean_error"], 4), pct(b["wrong_share"]))
    return t


def structure_table(r: dict[str, Any]) -> Table:
    s = r["structure"]
    t = Table(title=f"Structure: {s['placed']}/{s['units']} truth units under their true path = {pct(s['share'])}")
    for col in ("document", "misplaced unit", "why", "its text found at"):
        t.add_column(col)
    for m in s["misplaced"][:15]:
        t.add_row(m["document"], " > ".join(m["path"]), m["reason"],
                  " > ".join(m["found_at"]) if m["found_at"] else "nowhere")
    if len(s["misplaced"]) > 15:
        t.add_row("...", f"{len(s['misplaced']) - 15} more in the JSON", "", "")
    return t


def tables_table(r: dict[str, Any]) -> Table:
    t = Table(title="Tables (scored by ingest.table_eval: rows cell by cell, header carried, stitched whole)")
    for col in ("strategy", "table chunks with header", "rows recovered", "header rows read as data",
                "stitched whole", "tables found / truth", "extra tables"):
        t.add_column(col)
    for s, f in r["tables"].items():
        t.add_row(s, f"{f['chunks_with_header']}/{f['chunks']} = {pct(f['header_share'])}",
                  f"{f['rows_ok']}/{f['truth_rows']} = {pct(f['rows_recovered_share'])}",
                  str(f["header_as_data"]), f"{f['stitched_right']}/{f['truth_tables']}",
                  f"{f['found_tables']}/{f['truth_tables']}", str(f["extra_tables"]))
    return t


def retrieval_table(r: dict[str, Any]) -> Table:
    ret = r["retrieval"]
    budget = ret["budget_words"]
    t = Table(title=f"Retrieval over all documents together (budget = {budget} words)")
    for col in ("retriever", "strategy", "parent expansion", "chunks", "questions", "recall@1", "recall@5",
                f"recall@{budget}w", "recall@5 any document"):
        t.add_column(col)
    for row in ret["results"]:
        t.add_row(row["retriever"], row["strategy"], "on" if row["parent_expansion"] else "off", str(row["chunks"]),
                  str(row["questions"]), pct(row["recall@1"]), pct(row["recall@5"]), pct(row[f"recall@{budget}w"]),
                  pct(row["recall@5_any_document"]))
    return t


def print_report(r: dict[str, Any], console: Console | None = None) -> None:
    console = console or Console()
    console.print(f"[bold]{r['set']}[/]: {r['documents']} documents ({r['scanned_documents']} scanned), "
                  f"{r['pages']} pages, {r['seconds']['total']}s")
    main = "structure" if "structure" in r["routing"] else next(iter(r["routing"]))
    for table in (ocr_table(r), routing_table(r), reliability_table(r, main), structure_table(r), tables_table(r),
                  retrieval_table(r)):
        console.print(table)
    if r["retrieval"]["dense_skipped"]:
        console.print(f"[yellow]{r['retrieval']['dense_skipped']}[/]")


def plot_reliability(r: dict[str, Any], out: Path) -> Path:
    """Observed accuracy (1 - mean real error) per confidence bin, per strategy, with the review threshold."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (top, bottom) = plt.subplots(2, 1, figsize=(7, 7), sharex=True, gridspec_kw={"height_ratios": [3, 1]})
    top.plot([0, 1], [0, 1], color="grey", linestyle=":", label="calibrated")
    width = 0.09 / max(1, len(r["routing"]))
    for n, (strategy, f) in enumerate(r["routing"].items()):
        colour = f"C{n}"  # one colour per strategy across both lines and the bars
        bins = [b for b in f["reliability"] if b["count"]]
        xs = [b["mean_confidence"] for b in bins]
        top.plot(xs, [1 - b["mean_error"] for b in bins], marker="o", color=colour,
                 label=f"{strategy}: 1 - mean real error")
        top.plot(xs, [1 - b["wrong_share"] for b in bins], marker="x", linestyle="--", color=colour,
                 label=f"{strategy}: share not really wrong")
        bottom.bar([b["lo"] + 0.005 + (n + 0.5) * width for b in bins], [b["count"] for b in bins], width=width,
                   color=colour, alpha=0.6, label=strategy)
    bottom.set_yscale("log")
    for ax in (top, bottom):
        ax.axvline(r["review_threshold"], color="red", linewidth=1)
    top.set_ylabel("observed")
    top.set_title(f"Chunk confidence vs real error (really wrong: similarity < {r['wrong_bar']})")
    top.legend(fontsize=7, loc="lower right")
    bottom.set_xlabel("chunk confidence (red: review threshold)")
    bottom.set_ylabel("chunks")
    fig.tight_layout()
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out, dpi=110)
    plt.close(fig)
    return out
