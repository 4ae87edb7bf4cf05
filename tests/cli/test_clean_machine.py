"""Start from a machine that lacks what the laptop has: no English model, no `tesseract` program. `engross ingest`
runs in a subprocess whose environment really lacks it; the user gets one line saying what to install and the
exit code the README gives, the file is left as it was (and recorded as failed where it was taken in), and the
same command ingests it once the piece is back: nothing is lost.

The image's own version of this, inside a container, is tests/cli/test_docker_image.py (marker `docker`)."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from tests.conftest import run_engross
from tests.pipeline.pdfs import image_pdf

LINES = ["SALE DEED", "1. The Vendor sells the land to the Purchaser.", "2. The Purchaser pays the price."]


@pytest.fixture(scope="module")
def scan(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("inbox") / "deed_scan.pdf"
    path.write_bytes(image_pdf(LINES))  # no text layer: only OCR reads it
    return path


def _documents(home: Path) -> list[tuple[str, str, str | None]]:
    db = home / "engross.db"
    if not db.exists():
        return []
    with sqlite3.connect(db) as conn:
        return conn.execute("select filename, state, error from documents").fetchall()


def _read_text(home: Path) -> str:
    """Every stored chunk's text (indexed or waiting for review): what the OCR got from the scan."""
    with sqlite3.connect(home / "engross.db") as conn:
        return " ".join(r[0] for r in conn.execute("select data from chunks"))


def _stderr_lines(out) -> list[str]:  # type: ignore[no-untyped-def]
    assert "Traceback" not in out.stderr, out.stderr[-2000:]
    return [ln for ln in out.stderr.splitlines() if ln.strip()]


def test_no_english_model_stops_before_any_page_and_the_file_goes_through_once_it_is_installed(
        scan: Path, tmp_path: Path) -> None:
    from ingest.ocr.engine import tessdata_dir

    tessdata = tmp_path / "tessdata"  # the OSD model only: what `apt-get install tesseract-ocr-osd` alone leaves
    tessdata.mkdir()
    shutil.copy(Path(tessdata_dir()) / "osd.traineddata", tessdata)
    home, before = tmp_path / "home", scan.read_bytes()
    out = run_engross("ingest", str(scan), env={"ENGROSS_HOME": str(home), "TESSDATA_PREFIX": str(tessdata)})
    assert out.returncode == 3, out.stderr[-2000:]  # README: 3 = missing dependency
    [line] = [ln for ln in _stderr_lines(out) if ln.startswith("error:")]
    assert "language data missing for eng" in line and "apt-get install tesseract-ocr-eng" in line, line
    assert [d for d in _documents(home) if d[1] != "failed"] == []  # nothing half-stored
    assert scan.read_bytes() == before

    again = run_engross("ingest", str(scan), env={"ENGROSS_HOME": str(home)})  # the model is back
    assert again.returncode == 0, again.stderr[-2000:]
    assert [(f, s) for f, s, _ in _documents(home)] in ([("deed_scan.pdf", "chunked")],
                                                        [("deed_scan.pdf", "in_review")])
    assert "Vendor sells the land" in _read_text(home)


def test_no_tesseract_program_fails_the_file_with_what_to_install_and_a_rerun_ingests_it(
        scan: Path, tmp_path: Path) -> None:
    empty = tmp_path / "bin"  # PATH with no `tesseract` (the engine below runs the program, as without tesserocr)
    empty.mkdir()
    home = tmp_path / "home"
    env = {"ENGROSS_HOME": str(home), "ENGROSS_OCR_ENGINE": "pytesseract"}
    out = run_engross("ingest", str(scan), env={**env, "PATH": str(empty)})
    assert out.returncode == 3, out.stderr[-2000:]
    failed = [ln for ln in _stderr_lines(out) if ln.startswith("FAILED ")]
    assert len(failed) == 1 and "tesseract is not installed" in failed[0] and "apt-get install" in failed[0]
    assert failed[0].endswith("(exit 3)"), failed[0]
    [(name, state, error)] = _documents(home)  # recorded, with the reason an operator can act on
    assert (name, state) == ("deed_scan.pdf", "failed") and "tesseract is not installed" in error
    listed = run_engross("documents", "ls", env=env)
    assert "failed" in listed.stdout and "tesseract is not installed" in listed.stdout, listed.stdout

    again = run_engross("ingest", str(scan), env=env)  # tesseract back on PATH: the failed file is taken again
    assert again.returncode == 0, again.stderr[-2000:]
    assert [s for _, s, _ in _documents(home)] in (["chunked"], ["in_review"])
    assert "Vendor sells the land" in _read_text(home)
