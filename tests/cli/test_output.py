"""Output that is safe to pipe: index-routed chunks by default, `-` for stdout, rows written per document."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from engross.settings import Settings
from review_queue.store import Store
from tests.conftest import ROOT, SAMPLES, run_engross
from tests.pipeline.pdfs import text_pdf


def test_route_choice_and_stdout(tmp_path: Path) -> None:
    """The degraded scan has chunks on both routes (its stamp and scribble go to review, per its generator)."""
    env = {"ENGROSS_HOME": str(tmp_path / "home")}
    pdf = SAMPLES / "statute_scan_degraded.pdf"
    out = run_engross("ingest", str(pdf), "--jsonl", "-", "-q", env=env)
    assert out.returncode == 0, out.stderr
    default = [json.loads(line) for line in out.stdout.splitlines()]  # stdout holds rows and nothing else
    assert default and {r["route"] for r in default} == {"index"}
    assert not (ROOT / "-").exists()
    assert "statute_scan_degraded.pdf:" not in out.stderr and "1 files: 1 ingested" in out.stderr  # -q: summary

    review = tmp_path / "review.jsonl"
    assert run_engross("ingest", str(pdf), "--jsonl", str(review), "--route", "review", env=env).returncode == 0
    waiting = [json.loads(line) for line in review.read_text().splitlines()]
    assert waiting and {r["route"] for r in waiting} == {"review"}
    every = tmp_path / "out"
    assert run_engross("ingest", str(pdf), "--output-dir", str(every), "--route", "all", env=env).returncode == 0
    rows = [json.loads(line) for line in (every / "statute_scan_degraded.jsonl").read_text().splitlines()]
    assert len(rows) == len(default) + len(waiting)


def test_one_row_shape_with_a_title(tmp_path: Path) -> None:
    """ingest --jsonl rows == export --format chunks rows == the feed's chunk objects."""
    env = {"ENGROSS_HOME": str(tmp_path / "home")}
    pdf = SAMPLES / "deed.pdf"
    ingested = tmp_path / "ingest.jsonl"
    assert run_engross("ingest", str(pdf), "--jsonl", str(ingested), env=env).returncode == 0
    exported = tmp_path / "export.jsonl"
    assert run_engross("export", "--jsonl", str(exported), "--format", "chunks", env=env).returncode == 0
    feed = run_engross("export", "--jsonl", "-", env=env)
    a = [json.loads(line) for line in ingested.read_text().splitlines()]
    b = [json.loads(line) for line in exported.read_text().splitlines()]
    c = [json.loads(line)["chunk"] for line in feed.stdout.splitlines()]
    assert a == b == c and a
    truth = json.loads((SAMPLES / "deed.truth.json").read_text())  # "Sale Deed – Survey No. ..." (generator)
    [title] = {r["title"] for r in a}
    assert title and truth["title"].lower().startswith(title.lower()), title
    assert all(r["text"].startswith(title) for r in a if r["kind"] == "text")  # as in the context header


def test_rows_are_written_as_each_document_finishes(tmp_path: Path) -> None:
    """The first document's rows reach the pipe while the second is still being OCR'd (--force-ocr)."""
    first, second = tmp_path / "a.pdf", tmp_path / "b.pdf"
    first.write_bytes(text_pdf())
    second.write_bytes(text_pdf(pages=3))
    env = {**__import__("os").environ, "ENGROSS_HOME": str(tmp_path / "home")}
    proc = subprocess.Popen([sys.executable, "-m", "engross.cli", "ingest", str(first), str(second), "--jsonl", "-",
                             "--force-ocr", "-j", "1"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env, cwd=ROOT)
    try:
        line = proc.stdout.readline()
        still_running = proc.poll() is None
        rest, err = proc.communicate(timeout=600)
    finally:
        proc.kill()
    assert json.loads(line)["source"].endswith("a.pdf")
    assert still_running, "the first document's rows must not wait for the whole batch"
    assert proc.returncode == 0, err
    assert "b.pdf: 3 pages (3 OCR'd)" in err  # --force-ocr read the text-layer pages with Tesseract
    store = Store(settings=Settings(home=tmp_path / "home"))
    assert all(p.source == "ocr" for doc in store.list_documents() for p in store.load_pages(doc["id"]).values())


def test_summary_lines_are_not_wrapped(tmp_path: Path) -> None:
    long_name = tmp_path / ("a-very-long-file-name-for-a-sale-deed-registered-at-the-sub-registrar-" * 2 + ".pdf")
    long_name.write_bytes(text_pdf())
    out = run_engross("ingest", str(long_name), env={"ENGROSS_HOME": str(tmp_path / "home"), "COLUMNS": "80"})
    assert out.returncode == 0, out.stderr
    line = next(ln for ln in out.stderr.splitlines() if ln.startswith(long_name.name[:40]))
    assert "pages/s;" in line and "family" in line  # the whole result on one line, however long
