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
                "mean similarity", "misassembled (read right, cut wrong)",
                "wrong path: indexed / review (indexed right by text)"):
        t.add_column(col)
    for s, f in r["routing"].items():
        w = f.get("wrong_path") or {}
        t.add_row(s, str(f["chunks"]), str(f["really_wrong"]),
                  f"{f['wrong_sent_to_review']}/{f['really_wrong']} = {pct(f['review_recall'])}",
                  f"{f['correct_sent_to_review']}/{f['correct_sent_to_review'] + f['correct_indexed']} = "
                  f"{pct(f['needless_review'])} (incl. wrong path {pct(f['needless_review_incl_wrong_path'])})",
                  num(f["mean_similarity"], 4), str(f["misassembled"]),
                  f"{w['indexed']} / {w['sent_to_review']} ({w['indexed_correct_by_text']})" if w and s != "fixed"
                  else "-")
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


def languages_table(r: dict[str, Any]) -> Table | None:
    """CER, routing and structure per language and scan level (the truth's languages); None for one English set."""
    rows = r.get("languages") or []
    if not rows or all(row["language"] == "eng" for row in rows):
        return None
    t = Table(title="By language (truth's languages; scan level)")
    for col in ("language", "level", "docs", "CER", "WER", "wrong -> review", "correct -> review",
                "structure", "languages found", "found as"):
        t.add_column(col)
    for row in rows:
        right = row["correct_sent_to_review"] + row["correct_indexed"]
        t.add_row(row["language"], row["level"], str(row["documents"]), pct(row["cer"]), pct(row["wer"]),
                  f"{row['wrong_sent_to_review']}/{row['really_wrong']} = {pct(row['review_recall'])}",
                  f"{row['correct_sent_to_review']}/{right} = {pct(row['needless_review'])} "
                  f"(incl. wrong path {pct(row['needless_review_incl_wrong_path'])})",
                  f"{pct(row['structure_share'])} of {row['units']}", f"{row['languages_found']}/{row['documents']}",
                  ", ".join(row["found_as"]))
    return t


def tables_table(r: dict[str, Any]) -> Table:
    t = Table(title="Tables (scored by engross.evaluation.tables: rows cell by cell, header carried, stitched whole)")
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


def _loss_row(t: Table, name: str, f: dict[str, Any]) -> None:
    by = f["flagged_by"]
    t.add_row(name, str(f["paragraphs"]), str(f["lost_text"]), f"[bold]{f['silent_loss']}[/]",
              str(f.get("half_lost_indexed", "-")),
              f"{by['region']} / {by['holder']} / {by['path']} / {by['neighbour']} / {by.get('named', 0)}",
              str(f["words_lost"]))


def loss_tables(r: dict[str, Any], strategy: str) -> list[Table]:
    """Silent loss (the headline), by split and damage kind; routing at the 0.95 bar; key table cells."""
    f = r["loss"][strategy]
    cols = ("", "paragraphs", "lost text", "SILENT LOSS", "half-lost, indexed",
            "flagged at: spot / holder / unit / neighbour / named", "words lost")
    head = Table(title=f"Silent loss ({strategy}): paragraphs that lost >= {100 * f['lost_share']:.0f}% of their "
                       "words while no chunk holding or bordering them went to review")
    for col in cols:
        head.add_column(col)
    _loss_row(head, "all", f)
    for name, g in f["by_split"].items():
        _loss_row(head, f"split: {name}", g)
    for name, g in f["by_kind"].items():
        _loss_row(head, f"damage: {name}", g)
    detail = Table(title="By damage kind and strength")
    for col in cols:
        detail.add_column(col)
    for name, g in f["by_damage"].items():
        _loss_row(detail, name, g)
    routing = Table(title=f"Routing against truth (really wrong = similarity < {f['wrong_bar']})")
    for col in ("scans", "chunks", "really wrong -> review", "correct -> review", "of which flag a loss",
                "NEEDLESS (correct, flag no loss)", "needless incl. wrong-path",
                "wrong path (right words): to review / indexed"):
        routing.add_column(col)
    rows = [(g, x) for g, x in f["routing_by_scan"].items()] + [
        (f"{s}: all scans", x["routing"]) for s, x in f["by_split"].items()]
    for name, x in rows:
        routing.add_row(name, str(x["chunks"]),
                        f"{x['wrong_to_review']}/{x['really_wrong']} = {pct(x['review_recall'])}",
                        f"{x['correct_to_review']}/{x['correct']} = {pct(x['correct_to_review_share'])}",
                        str(x["correct_to_review_flagging_loss"]),
                        f"[bold]{x['needless']}/{x['correct']} = {pct(x['needless_review'])}[/]",
                        f"{x['needless_incl_wrong_path']}/{x['correct_incl_wrong_path']} = "
                        f"{pct(x['needless_review_incl_wrong_path'])}",
                        f"{x['wrong_path_to_review']} / {x['wrong_path_indexed']}")
    k = f["key_cells"]
    routing.add_row("table key cells misread (amount/date/reference)", "",
                    f"flagged {k['flagged']}/{k['misread']} = {pct(_ratio(k['flagged'], k['misread']))}",
                    f"table chunks {k['table_chunks_flagged']}/{k['table_chunks']}", "", "", "", "")
    out = [head, detail, routing, word_error_table(f)]
    groups = [g for g in ("clean/moderate", "harsh") if g in f.get("needless_by_reason", {})]
    if any(f["needless_by_reason"][g] for g in groups):
        why = Table(title="Correct chunks sent to review, by reason (with it / with it alone; of those, read "
                          "truly clean; flagging a loss)")
        why.add_column("reason")
        for g in groups:
            split = ", ".join(f"{k} {n}" for k, n in f.get("needless_by_fault", {}).get(g, {}).items())
            why.add_column(f"{g} ({f['routing_by_scan'][g]['correct_to_review']} chunks: {split})")
        reasons = dict.fromkeys(k for g in groups for k in f["needless_by_reason"][g])
        for kind in reasons:
            cells = [f["needless_by_reason"][g].get(kind, {"any": 0, "only": 0}) for g in groups]
            why.add_row(kind, *(f"{c['any']} / {c['only']} ({c.get('clean', 0)} / {c.get('clean_only', 0)}; "
                                f"{c.get('flags_loss', 0)})" for c in cells))
        out.append(why)
    if f["silent"]:
        out.append(_paragraph_table("Silently lost paragraphs (first 15)", f["silent"]))
    if f.get("half_lost_indexed_list"):
        out.append(_paragraph_table("Half-lost paragraphs whose own and neighbouring chunks were indexed (first 15)",
                                    f["half_lost_indexed_list"], flagged_at=True))
    return out


def _paragraph_table(title: str, rows: list[dict[str, Any]], flagged_at: bool = False) -> Table:
    """Lost paragraphs (`loss._fate_row`), the first 15; `flagged_at`: with the level that flagged each for the
    headline."""
    t = Table(title=title)
    for col in ("document", "page", "unit / label", "damage", "lost / words", *(["flagged at"] * flagged_at), "text"):
        t.add_column(col)
    for row in rows[:15]:
        t.add_row(row["document"], str(row["page"]), " > ".join(row["unit_path"]) or row["label"],
                  ", ".join(row["damage"]) or "none", f"{row['lost']}/{row['words']}",
                  *([row["flagged_by"] or "-"] * flagged_at), row["text"][:60])
    return t


def word_error_table(f: dict[str, Any]) -> Table:
    """Chunks holding a word error (a real word, number or label read as another), beside the similarity bar."""
    t = Table(title="Chunks holding a word error (a real word, a number or a label read as another)")
    for col in ("scans", "chunks with one", "-> review", "indexed", "at similarity >= bar: indexed / to review",
                "indexed by kind"):
        t.add_column(col)
    for group, x in f["word_errors"].items():
        kinds = ", ".join(f"{k} {v['indexed']}/{v['chunks']}" for k, v in x["by_kind"].items())
        t.add_row(group, str(x["chunks"]), f"{x['to_review']} = {pct(x['review_share'])}", str(x["indexed"]),
                  f"{x['over_bar_indexed']} / {x.get('over_bar_to_review', 0)}", kinds)
    return t


def _ratio(a: int, b: int) -> float | None:
    return a / b if b else None


def print_report(r: dict[str, Any], console: Console | None = None) -> None:
    console = console or Console()
    console.print(f"[bold]{r['set']}[/]: {r['documents']} documents ({r['scanned_documents']} scanned), "
                  f"{r['pages']} pages, {r['seconds']['total']}s")
    main = "structure" if "structure" in r["routing"] else next(iter(r["routing"]))
    for table in (ocr_table(r), routing_table(r), reliability_table(r, main), structure_table(r),
                  languages_table(r), tables_table(r), retrieval_table(r)):
        if table is not None:
            console.print(table)
    if r.get("loss"):
        for table in loss_tables(r, main):
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


def plot_damage_reliability(r: dict[str, Any], out: Path) -> Path | None:
    """One reliability diagram per damage kind (structure chunks, or the first strategy): observed accuracy
    per confidence bin, chunk counts below. None when the set has no damage truth."""
    if not r.get("loss"):
        return None
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    strategy = "structure" if "structure" in r["loss"] else next(iter(r["loss"]))
    per_kind = r["loss"][strategy]["reliability_by_kind"]
    cols = min(3, len(per_kind))
    rows = -(-len(per_kind) // cols)
    fig, axes = plt.subplots(rows, cols, figsize=(4 * cols, 3.6 * rows), squeeze=False)
    for ax, (kind, bins) in zip(axes.flat, per_kind.items(), strict=False):
        bins = [b for b in bins if b["count"]]
        ax.plot([0, 1], [0, 1], color="grey", linestyle=":")
        ax.plot([b["mean_confidence"] for b in bins], [1 - b["mean_error"] for b in bins], marker="o",
                label="1 - mean real error")
        ax.plot([b["mean_confidence"] for b in bins], [1 - b["wrong_share"] for b in bins], marker="x",
                linestyle="--", label="share not really wrong")
        for b in bins:
            ax.annotate(str(b["count"]), (b["mean_confidence"], 1 - b["wrong_share"]), fontsize=7,
                        textcoords="offset points", xytext=(2, 4))
        ax.axvline(r["review_threshold"], color="red", linewidth=1)
        ax.set_xlim(0, 1)
        ax.set_ylim(0, 1.05)
        ax.set_title(f"{kind} ({sum(b['count'] for b in bins)} chunks)", fontsize=9)
        ax.set_xlabel("chunk confidence", fontsize=8)
    for ax in list(axes.flat)[len(per_kind):]:
        ax.axis("off")
    axes.flat[0].legend(fontsize=7, loc="lower right")
    fig.suptitle(f"Reliability per damage kind ({strategy}; numbers: chunks per bin; red: review threshold)",
                 fontsize=10)
    fig.tight_layout()
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out, dpi=100)
    plt.close(fig)
    return out
