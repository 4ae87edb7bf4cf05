"""Type accuracy and field exact match against generated truth, and the one number that must stay 0: wrong
fields that would reach the API unflagged."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engross.settings import Settings
from ingest.pipeline import page_pool, run
from schemas import GroundTruth, IngestResult
from schemas.extraction import SERVED_STATUSES


def kind(name: str) -> str:
    """parties.1.name -> parties.*.name: figures per kind of field, whatever the count."""
    return re.sub(r"\.\d+\.", ".*.", name)


def norm(value: str | None) -> str | None:
    return None if value is None else " ".join(value.split())


def score_document(result: IngestResult, truth: GroundTruth) -> dict[str, Any]:
    """Per field: right, wrong or missing; and whether a wrong one was served without a flag."""
    got = {f.name: f for f in (result.extraction.fields if result.extraction else [])}
    if not truth.fields:  # a real document whose fields nobody wrote down: its type alone is scored
        got = {}
    rows = []
    for name in sorted(set(truth.fields) | set(got)):
        want, field = norm(truth.fields.get(name)), got.get(name)
        value = norm(field.value) if field else None
        served = field is not None and field.value is not None and field.status in SERVED_STATUSES
        if want is None and value is None:
            continue
        rows.append({"name": name, "kind": kind(name), "want": want, "got": value, "right": value == want,
                     "flagged": field is not None and field.status == "review", "served": served})
    return {"file": truth.file, "doc_type": truth.doc_type, "got_type": result.document.doc_type, "fields": rows}


def summarise(docs: list[dict[str, Any]]) -> dict[str, Any]:
    kinds: dict[str, dict[str, int]] = {}
    for doc in docs:
        for row in doc["fields"]:
            k = kinds.setdefault(row["kind"], {"truth": 0, "right": 0, "flagged": 0, "wrong_served": 0})
            k["truth"] += row["want"] is not None
            k["right"] += bool(row["right"] and row["want"] is not None)
            k["flagged"] += row["flagged"]
            k["wrong_served"] += bool(not row["right"] and row["served"])
    fields = [r for d in docs for r in d["fields"]]
    truth_fields = [r for r in fields if r["want"] is not None]
    right_served = [r for r in truth_fields if r["right"] and r["served"]]
    return {
        "documents": len(docs),
        "type_right": sum(d["doc_type"] == d["got_type"] for d in docs),
        "fields_truth": len(truth_fields),
        "fields_right": sum(r["right"] for r in truth_fields),
        "fields_flagged": sum(r["flagged"] for r in fields),
        "right_but_flagged": sum(r["right"] and r["flagged"] for r in truth_fields),
        "served_right": len(right_served),
        "wrong_served": [{"file": d["file"], **r} for d in docs for r in d["fields"]
                         if not r["right"] and r["served"]],
        "type_errors": [(d["file"], d["doc_type"], d["got_type"]) for d in docs if d["doc_type"] != d["got_type"]],
        "kinds": kinds,
    }


def evaluate(folder: Path, settings: Settings, say: Callable[[str], None] = print) -> dict[str, Any]:
    """Every PDF under folder whose NAME.truth.json carries a doc_type (generated property documents)."""
    docs = []
    pool = page_pool(settings)
    try:
        for truth_path in sorted(folder.rglob("*.truth.json")):
            truth = GroundTruth.model_validate_json(truth_path.read_text())
            pdf = truth_path.parent / truth.file
            if truth.doc_type is None or not pdf.is_file():
                continue
            result = run(pdf.read_bytes(), str(pdf), settings, executor=pool)
            docs.append(score_document(result, truth))
            say(f"{pdf.name}: {result.document.doc_type} "
                f"({sum(r['right'] for r in docs[-1]['fields'] if r['want'] is not None)}/"
                f"{sum(r['want'] is not None for r in docs[-1]['fields'])} fields right)")
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    if not docs:
        raise FileNotFoundError(f"no NAME.truth.json with a doc_type under {folder}")
    return {"summary": summarise(docs), "documents": docs}


def report_lines(report: dict[str, Any]) -> list[str]:
    s = report["summary"]
    pct = lambda a, b: f"{a}/{b} = {100 * a / b:.1f}%" if b else "n/a"  # noqa: E731
    out = [f"documents: {s['documents']}; type right: {pct(s['type_right'], s['documents'])}",
           f"fields exactly right: {pct(s['fields_right'], s['fields_truth'])}; "
           f"served right without review: {pct(s['served_right'], s['fields_truth'])}; "
           f"right but sent to review: {s['right_but_flagged']}",
           f"WRONG FIELDS SERVED UNFLAGGED: {len(s['wrong_served'])}", "",
           f"{'field':34} {'right':>12} {'flagged':>8} {'wrong served':>13}"]
    for name, k in sorted(s["kinds"].items()):
        out.append(f"{name:34} {pct(k['right'], k['truth']):>12} {k['flagged']:>8} {k['wrong_served']:>13}")
    for file, want, got in s["type_errors"]:
        out.append(f"type error: {file}: truth {want}, read as {got}")
    for w in s["wrong_served"]:
        out.append(f"wrong and served: {w['file']} {w['name']}: truth {w['want']!r}, served {w['got']!r}")
    return out
