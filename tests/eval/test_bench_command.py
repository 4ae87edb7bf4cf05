"""`engross bench` on a born-digital and a scanned page: every figure is there (measured, not asserted)."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "samples" / "tables" / "tables_prose.pdf", ROOT / "samples" / "tables" / "tables_prose_scan.pdf"]


@pytest.mark.slow
def test_engross_bench_reports_both_page_kinds_stages_memory_and_the_tesseract_ratio(tmp_path):
    if not all(p.is_file() for p in PAGES):
        pytest.skip("samples/tables not generated")
    out = tmp_path / "bench.json"
    done = subprocess.run([sys.executable, "-m", "engross.cli", "bench", *map(str, PAGES), "--repeat", "1",
                           "--json", str(out)], capture_output=True, text=True, cwd=ROOT, timeout=300,
                          env={**os.environ, "OMP_THREAD_LIMIT": "1"})
    assert done.returncode == 0, done.stderr[-2000:]
    assert "ratio engross / bare tesseract" in done.stdout
    r = json.loads(out.read_text())
    assert r["by_source"]["text"]["pages"] == 1 and r["by_source"]["ocr"]["pages"] == 1
    assert {"ocr/rasterise", "ocr/ocr", "ocr/ink", "text/text_layer", "assemble/loss_checks"} <= set(
        r["stages_seconds_per_page"])
    assert 0 < r["loss_checks_share_of_scanned_page"] < 1 and "no-silent-loss checks" in done.stdout
    assert r["ratio_to_bare_tesseract"] > 0 and r["end_to_end_pages_per_second"] > 0
    assert r["peak_memory"]["this_process_mb"] > 0
    side = r["scanned_side_by_side"]
    assert {"bare tesseract", "tesserocr", "pytesseract"} <= set(side), side
    assert all(f["ratio_to_bare"] > 0 and f["cpu_ratio_to_bare"] > 0 for f in side.values())
    assert "CPU seconds, x bare" in done.stdout
    assert "bare tesseract" in done.stdout and r["ocr_engine"] == "tesserocr"
