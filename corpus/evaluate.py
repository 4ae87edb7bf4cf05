"""Figures on the real corpus: units under their true path per document and scan level, and BM25 retrieval
within a 1,000-word budget against fixed 384-word windows over the clean text.

Run: python -m corpus.evaluate --half tuning|heldout|fresh|fresh2|...|fresh20
     [--levels born,clean,moderate,harsh] [--out var/corpus] [--json FILE] [--misses]
     (fresh2 to fresh20: the lead's untuned runs; `all` leaves them out)
     [--docs ID,ID] (only these documents of the half, while iterating)
     python -m corpus.evaluate --set lang --half heldout|fresh2|...|fresh20 [--levels text,born,clean,moderate]
     [--out var/lang]  (the language samples, corpus/languages.json: units under their true path per language; level
     `text` parses the lines exactly as set, so structure is measured apart from reading; fresh2 to fresh20
     are the lead's untuned language sets, left out of `all` as in the corpus)
Builds what is missing first (corpus.build); read pages are cached under OUT/pages/<hash of the page-reading
code>, so a re-run after a structure change only re-assembles, and a change of reading code reads afresh.
Each level's folder is also a truth set for `engross eval OUT/HALF/LEVEL`.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import sys
from collections import defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from corpus.build import DEFAULT_OUT, LEVELS, build  # noqa: E402
from corpus.docs import CHOICES, documents  # noqa: E402
from engross.evaluation import judge, retrieval  # noqa: E402
from engross.evaluation.harness import DocRun, content_key, ingest_set, load_set, pooled  # noqa: E402
from engross.settings import get_settings  # noqa: E402
from schemas import Chunk  # noqa: E402
from schemas.groundtruth import GroundTruth  # noqa: E402

WINDOW_WORDS = 384
STRATEGIES = ("fixed", "structure")
Say = Callable[[str], None]


INGEST = Path(__file__).resolve().parent.parent / "ingest"
# Module-level imports only: a function's local import is not page reading (following routing's local
# `from ingest.continuity import ...` once put the whole structure package into the hash, so every parser change threw
# the corpus' read pages away). Page reading and assembly share box arithmetic through ingest.boxes, not
# ingest.confidence, so a routing change keeps the read pages too.
IMPORTS = re.compile(r"^from ingest((?:\.\w+)*) import (\([^)]*\)|[\w, ]+)", re.M)  # `(a,\n b)` lists too


def _sources(module: str) -> list[Path]:
    """The file(s) of an ingest module: NAME.py, or every .py of the package NAME/."""
    base = INGEST.joinpath(*module.split("."))
    if base.with_suffix(".py").is_file():
        return [base.with_suffix(".py")]
    return sorted(base.rglob("*.py")) if base.is_dir() else []


def reading_code_hash(root: str = "pages") -> str:
    """sha of the sources of the page-reading code (ingest.pages and every ingest module it imports, packages
    whole): the page cache is kept per version of that code, so a change of OCR or reading order is never
    served stale."""
    digest = hashlib.sha256()
    for path in sorted(reading_sources(root)):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


def reading_sources(root: str = "pages") -> set[Path]:
    """The files of ingest.`root` and of every ingest module it imports at module level (packages whole)."""
    seen: set[Path] = set()
    todo = [root]
    while todo:
        for path in _sources(todo.pop()):
            if path in seen:
                continue
            seen.add(path)
            for module, names in IMPORTS.findall(path.read_text(encoding="utf-8")):
                module = module.lstrip(".")
                names = re.sub(r"#[^\n]*", "", names).strip("()")
                imported = [n.split(" as ")[0].strip() for n in names.split(",") if n.strip()]  # `languages as langs`
                todo += [module] if module else imported
                todo += [f"{module}.{n}" for n in imported] if module else []
    return seen


def windows(truth: GroundTruth, key: str, size: int = WINDOW_WORDS) -> list[Chunk]:
    """Plain fixed windows over the clean text of the whole document (the baseline a user would start from)."""
    words = " ".join(truth.pages).split()
    return [Chunk(id=f"{key}-w{n}", doc_id=key, source=truth.file, body=" ".join(words[i:i + size]),
                  text=" ".join(words[i:i + size])) for n, i in enumerate(range(0, len(words), size))]


def _plain(text: str) -> str:
    return " ".join(re.sub(r"[\W_]+", " ", text).lower().split())


def heading_row(tree: Any, truth: GroundTruth) -> dict[str, int]:
    """Headings as the gold gives them (chunks carry them in their context header; placement judges label, heading and
    text together, so a heading taken from the text or glued to the unit before goes unnoticed there): of the units
    the gold heads, how many the tree heads the same (letters and digits, case aside); and how many units the gold
    gives no heading carry one."""
    from ingest.structure import unit_paths

    nodes = {tuple(p): n for p, n in unit_paths(tree)} if tree is not None else {}
    same = extra = headed = 0
    for unit in truth.units:
        node = nodes.get(tuple(unit.path))
        if unit.heading:
            headed += 1
            same += node is not None and _plain(node.heading) == _plain(unit.heading)
        elif node is not None and node.heading.strip():
            extra += 1
    return {"headed": headed, "same": same, "extra": extra}


def placement_rows(runs: Sequence[DocRun]) -> list[dict[str, Any]]:
    rows = []
    for run in runs:
        tree = run.results["structure"].tree
        placed = judge.placements(tree, run.sample.truth)
        rows.append({"document": run.sample.pdf.stem, "family": run.sample.truth.family,
                     "detected_family": run.results["structure"].document.family,
                     "units": len(placed), "placed": sum(p.placed for p in placed),
                     "headings": heading_row(tree, run.sample.truth),
                     "misses": [{"path": p.path, "found_at": p.found_at, "reason": p.reason}
                                for p in placed if not p.placed]})
    return rows


def say_level(level: str, rows: Sequence[dict[str, Any]], say: Say) -> None:
    """A level's two summary lines: units under their true path, and headings as the gold's."""
    units, placed = sum(r["units"] for r in rows), sum(r["placed"] for r in rows)
    say(f"{level}: {placed}/{units} units under their true path ({placed / max(units, 1):.1%})")
    say_headings(level, rows, say)


def say_headings(level: str, rows: Sequence[dict[str, Any]], say: Say) -> None:
    heads = [r["headings"] for r in rows if "headings" in r]
    headed, same, extra = (sum(h[k] for h in heads) for k in ("headed", "same", "extra"))
    say(f"{level}: headings as the gold's {same}/{headed}" + (f" ({same / headed:.1%})" if headed else "")
        + f"; {extra} units the gold gives no heading carry one")


def retrieval_row(runs: Sequence[DocRun]) -> dict[str, Any]:
    """BM25, 1,000-word budget: engross structure chunks, engross fixed chunks, plain 384-word windows."""
    out: dict[str, Any] = {}
    for strategy in STRATEGIES:
        chunks, qs = pooled(runs, strategy)
        ranked = retrieval.bm25_rank([c.text or c.body for c in chunks], [q.question for q in qs])
        scores = retrieval.evaluate(ranked, chunks, qs, use_path=strategy != "fixed")
        out[strategy] = {"recall_in_budget": scores.recall_in_budget, "recall@1": scores.recall_at_1,
                         "questions": scores.questions,
                         "missed": [q.question for q, o in zip(qs, scores.outcomes, strict=True) if not o.in_budget]}
    _, qs = pooled(runs, "structure")
    win = [w for run in runs for w in windows(run.sample.truth, content_key(run.sample.truth))]
    ranked = retrieval.bm25_rank([w.text for w in win], [q.question for q in qs])
    scores = retrieval.evaluate(ranked, win, qs, use_path=False)
    out["windows384"] = {"recall_in_budget": scores.recall_in_budget, "recall@1": scores.recall_at_1,
                         "questions": scores.questions}
    return out


def evaluate(half: str, levels: Sequence[str], out: Path, say: Say = print,
             only: Sequence[str] = ()) -> dict[str, Any]:
    os.environ["OMP_THREAD_LIMIT"] = "1"
    build(half, out, list(levels), say)
    settings = get_settings()
    wanted = {d.id for d in documents(half) if not only or d.id in only}
    report: dict[str, Any] = {"half": half, "documents": sorted(wanted), "levels": {}}
    for level in levels:
        samples = [s for s in load_set(out / half / level) if s.pdf.stem in wanted]
        runs = ingest_set(samples, settings, STRATEGIES, say=lambda m: None, cache=out / "pages" / reading_code_hash())
        rows = placement_rows(runs)
        report["levels"][level] = {"documents": rows, "retrieval": retrieval_row(runs)}
        say_level(level, rows, say)
    return report


def language_rows(half: str, levels: Sequence[str], out: Path, say: Say = print,
                  only: Sequence[str] = ()) -> dict[str, Any]:
    """Units under their true path for each language sample and level (`text`: the set lines, no reading); `only`:
    these documents of the half."""
    from corpus import languages

    os.environ["OMP_THREAD_LIMIT"] = "1"
    docs = {d.id: d for d in languages.documents(half) if not only or d.id in only}
    scanned = [lv for lv in levels if lv != "text"]
    if scanned:
        build(half, out, scanned, say, languages.RECIPE)
    report: dict[str, Any] = {"half": half, "set": "lang", "documents": sorted(docs), "levels": {}}
    for level in levels:
        if level == "text":
            rows = [_text_row(doc) for doc in docs.values()]
        else:
            samples = [s for s in load_set(out / half / level) if s.pdf.stem in docs]
            runs = ingest_set(samples, get_settings(), ("structure",), say=lambda m: None,
                              cache=out / "pages" / reading_code_hash())
            rows = placement_rows(runs)
        for row in rows:
            row["family"] = docs[row["document"]].entry["language"]  # the table groups by language
        report["levels"][level] = {"documents": rows}
        say_level(level, rows, say)
    return report


def _text_row(doc: Any) -> dict[str, Any]:
    """Structure from the lines exactly as the generator set them (one Line per printed line)."""
    from corpus.languages import born_digital, truth_for
    from ingest.structure import parse
    from schemas import Line

    _, layout = born_digital(doc)
    lines = [Line(text=p.text, page=p.page, bbox=p.bbox, confidence=1.0) for p in layout.lines]
    tree = parse(lines, [])
    truth = truth_for(doc, f"{doc.id}.pdf", layout, "born")
    placed = judge.placements(tree, truth)
    return {"document": doc.id, "family": doc.entry["language"], "detected_family": tree.label,
            "units": len(placed), "placed": sum(p.placed for p in placed), "headings": heading_row(tree, truth),
            "misses": [{"path": p.path, "found_at": p.found_at, "reason": p.reason} for p in placed if not p.placed]}


def share(placed: int, units: int) -> str:
    return f"{placed}/{units} ({placed / units:.1%})" if units else "-"


def print_report(report: dict[str, Any], misses: bool, say: Say = print) -> None:
    levels = list(report["levels"])
    group = "language" if report.get("set") == "lang" else "family"
    say(f"\n{'Language samples' if group == 'language' else 'Real corpus'}, {report['half']} half: units under their "
        "true path")
    say(f"| document | {group} | " + " | ".join(levels) + " |")
    say("| --- | --- | " + " | ".join("---" for _ in levels) + " |")
    by_doc: dict[str, dict[str, dict[str, Any]]] = defaultdict(dict)
    for level in levels:
        for row in report["levels"][level]["documents"]:
            by_doc[row["document"]][level] = row
    fam: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    for doc, per in sorted(by_doc.items()):
        family = next(iter(per.values()))["family"]
        cells = []
        for level in levels:
            r = per.get(level)
            cells.append(share(r["placed"], r["units"]) if r else "-")
            if r:
                fam[(family, level)][0] += r["placed"]
                fam[(family, level)][1] += r["units"]
        say(f"| {doc} | {family} | " + " | ".join(cells) + " |")
    for family in sorted({f for f, _ in fam}):
        say(f"| **{family}** | | " + " | ".join(share(*fam[(family, lv)]) for lv in levels) + " |")
    totals = [(sum(r["placed"] for r in report["levels"][lv]["documents"]),
               sum(r["units"] for r in report["levels"][lv]["documents"])) for lv in levels]
    say("| **all** | | " + " | ".join(share(p, u) for p, u in totals) + " |")
    if report.get("set") == "lang":
        _print_misses(report, misses, say)
        return
    say("\nBM25 within a 1,000-word budget, pooled per level (questions answered)")
    say("| level | engross structure chunks | engross fixed chunks | plain 384-word windows (clean text) |")
    say("| --- | --- | --- | --- |")
    for level in levels:
        r = report["levels"][level]["retrieval"]
        say(f"| {level} | {r['structure']['recall_in_budget']:.1%} | {r['fixed']['recall_in_budget']:.1%} | "
            f"{r['windows384']['recall_in_budget']:.1%} |  ({r['structure']['questions']} questions)")
    _print_misses(report, misses, say)
    if misses:
        for level in levels:
            for q in report["levels"][level]["retrieval"]["structure"]["missed"]:
                say(f"UNANSWERED {level}: {q}")


def _print_misses(report: dict[str, Any], misses: bool, say: Say) -> None:
    if not misses:
        return
    for level, per in report["levels"].items():
        for row in per["documents"]:
            for m in row["misses"]:
                say(f"MISS {level} {row['document']}: {' > '.join(m['path'])} ({m['reason']}; "
                    f"found at {' > '.join(m['found_at'] or []) or '-'})")


def _half_ids(half: str, lang: bool) -> list[str]:
    from corpus import languages

    return [d.id for d in (languages.documents(half) if lang else documents(half))]


def _ids(docs: str | None, known: Sequence[str]) -> list[str]:
    """The `--docs` ids; one the half does not hold is an error, not a run over no document (a typo said nothing
    and the corpus set divided by zero units)."""
    ids = [d for d in (docs or "").split(",") if d]
    if unknown := [d for d in ids if d not in known]:
        raise SystemExit(f"--docs: not in this half: {', '.join(unknown)}")
    return ids


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--set", choices=("corpus", "lang"), default="corpus",
                    help="the English corpus (corpus/manifest.json) or the language samples (corpus/languages.json)")
    ap.add_argument("--half", choices=CHOICES, default="tuning")
    ap.add_argument("--levels", help=f"default {','.join(LEVELS)}; for --set lang text,born,clean,moderate")
    ap.add_argument("--out", type=Path, help="default var/corpus; for --set lang var/lang")
    ap.add_argument("--docs", help="only these documents of the half (ids, comma-separated), while iterating")
    ap.add_argument("--json", type=Path, help="write every figure here")
    ap.add_argument("--misses", action="store_true", help="list every misplaced unit and unanswered question")
    ap.add_argument("--engross-eval", action="store_true", help="also print `engross eval`'s full report per level")
    args = ap.parse_args(argv)
    lang = args.set == "lang"
    levels = [lv for lv in (args.levels or ("text,born,clean,moderate" if lang else ",".join(LEVELS))).split(",")
              if lv]
    args.out = args.out or (Path("var/lang") if lang else DEFAULT_OUT)
    only = _ids(args.docs, _half_ids(args.half, lang))
    report = language_rows(args.half, levels, args.out, only=only) if lang \
        else evaluate(args.half, levels, args.out, only=only)
    print_report(report, args.misses)
    if args.engross_eval:
        from engross.evaluation.harness import evaluate_set
        from engross.evaluation.report import print_report as print_eval

        for level in (lv for lv in levels if lv != "text"):  # `text` parses set lines: no PDF folder to evaluate
            print(f"\n== engross eval {args.out / args.half / level}")
            print_eval(evaluate_set(args.out / args.half / level, get_settings(), dense=False, say=lambda m: None,
                                    cache=args.out / "pages" / reading_code_hash(), only=only))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
