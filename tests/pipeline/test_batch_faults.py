"""A batch finds upper-case .PDF names (a crashed page process: tests/pipeline/test_ocr_engines.py)."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import run_engross
from tests.pipeline.pdfs import text_pdf


def test_upper_case_pdf_names_in_a_folder_are_ingested(engross_home: Path, tmp_path: Path) -> None:
    folder = tmp_path / "inbox"
    folder.mkdir()
    (folder / "UPPER.PDF").write_bytes(text_pdf(["1. The Vendor sells the land."]))
    (folder / "lower.pdf").write_bytes(text_pdf(["1. The Purchaser pays the price."]))
    proc = run_engross("ingest", str(folder))
    assert proc.returncode == 0, proc.stderr
    assert "2 files: 2 ingested" in proc.stderr.replace("\n", " ")
