"""Start from a machine that lacks what the laptop has: no English model, no `tesseract` program. `engross ingest`
runs in a subprocess whose environment really lacks it; the user gets one line saying what to install and the
exit code the README gives before any file is taken in, the file is left as it was, and the same command ingests
it once the piece is back: nothing is lost. A TESSDATA_PREFIX without the models stops the run the same way,
naming the folder (Tesseract reads only that folder when it is set; engross does not read the system's instead).

The image's own version of this, inside a container, is tests/cli/test_docker_image.py (marker `docker`)."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
from pathlib import Path

import pytest

from tests.conftest import run_engross
from tests.pipeline.pdfs import image_pdf
from tests.workers.workers_support import free_port

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
        return " ".join(json.loads(r[0])["body"] for r in conn.execute("select data from chunks"))


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


def test_no_tesseract_program_stops_before_any_file_with_the_package_to_install_and_a_rerun_ingests_it(
        scan: Path, tmp_path: Path) -> None:
    empty = tmp_path / "bin"  # PATH with no `tesseract` (the engine below runs the program, as without tesserocr)
    empty.mkdir()
    home = tmp_path / "home"
    env = {"ENGROSS_HOME": str(home), "ENGROSS_OCR_ENGINE": "pytesseract"}
    out = run_engross("ingest", str(scan), env={**env, "PATH": str(empty)})
    assert out.returncode == 3, out.stderr[-2000:]  # README: 3 = missing dependency
    [line] = _stderr_lines(out)  # one line for the run, not one failure per file
    assert line.startswith("error:") and "tesseract is not installed" in line, line
    assert "apt-get install tesseract-ocr" in line, line
    assert _documents(home) == []  # stopped before any work: no file taken in

    again = run_engross("ingest", str(scan), env=env)  # tesseract back on PATH
    assert again.returncode == 0, again.stderr[-2000:]
    assert [s for _, s, _ in _documents(home)] in (["chunked"], ["in_review"])
    assert "Vendor sells the land" in _read_text(home)


@pytest.mark.parametrize(("engine", "exists"), [("auto", True), ("pytesseract", False)])
def test_a_tessdata_prefix_without_models_stops_the_run_naming_the_folder_not_read_with_the_systems_models(
        scan: Path, tmp_path: Path, engine: str, exists: bool) -> None:
    prefix = tmp_path / "models"  # set by the user, but the copy of the models never happened
    if exists:
        prefix.mkdir()
    # what Tesseract itself does with it: that folder only, no fall back to the system's models
    listed = subprocess.run(["tesseract", "--list-langs"], capture_output=True, text=True,
                            env={**os.environ, "TESSDATA_PREFIX": str(prefix)})
    assert f'"{prefix}/" (0)' in listed.stdout, listed.stdout
    home = tmp_path / "home"
    out = run_engross("ingest", str(scan), env={"ENGROSS_HOME": str(home), "ENGROSS_OCR_ENGINE": engine,
                                                "TESSDATA_PREFIX": str(prefix)})
    assert out.returncode == 3, out.stderr[-2000:]
    [line] = _stderr_lines(out)
    assert line.startswith("error:") and "language data missing for eng" in line, line
    assert f"TESSDATA_PREFIX={prefix}" in line and "eng.traineddata" in line, line  # which folder lacks what
    assert ("no such folder" in line) is not exists, line
    assert _documents(home) == []


def test_a_worker_without_the_tesseract_program_stops_at_start_with_what_to_install(tmp_path: Path) -> None:
    empty = tmp_path / "bin"
    empty.mkdir()
    # a broker nobody listens on: without the check the worker would stop there instead (exit 6), not hang
    env = {"ENGROSS_HOME": str(tmp_path / "home"), "ENGROSS_OCR_ENGINE": "pytesseract", "PATH": str(empty),
           "ENGROSS_BROKER_URL": f"redis://127.0.0.1:{free_port()}/0"}
    out = run_engross("worker", env=env, timeout=120)
    assert out.returncode == 3, out.stderr[-2000:]
    [line] = _stderr_lines(out)
    assert line.startswith("error:") and "tesseract is not installed" in line and "apt-get install" in line, line


def test_a_models_folder_with_hindi_alone_reads_a_hindi_scan_under_lang_hin(tmp_path: Path) -> None:
    """`--lang hin` needs the Hindi models only: the check of ASCII numbers in Indic text, which re-reads them with
    English's model, confirms nothing without it (the chunk goes to review) instead of failing every page."""
    from ingest.ocr.engine import tessdata_dir
    from tests.pipeline.test_languages import HINDI, HINDI_NUMBERED, as_pdf, page_image

    models = tmp_path / "models"  # what `apt-get install tesseract-ocr-hin tesseract-ocr-script-deva` leaves
    models.mkdir()
    for name in ("hin", "Devanagari", "osd"):
        shutil.copy(Path(tessdata_dir()) / f"{name}.traineddata", models)
    scan = tmp_path / "hindi.pdf"  # `1989` and `1.` inside Hindi lines: the words the check re-reads
    scan.write_bytes(as_pdf(page_image([(HINDI_NUMBERED + HINDI, "Devanagari")])))
    home = tmp_path / "home"
    out = run_engross("ingest", "--lang", "hin", str(scan), env={"ENGROSS_HOME": str(home),
                                                                 "TESSDATA_PREFIX": str(models)})
    assert out.returncode == 0, out.stderr[-2000:]
    assert [s for _, s, _ in _documents(home)] in (["chunked"], ["in_review"])
    printed = {w for line in HINDI for w in line.split() if len(w) > 3}
    assert printed & set(_read_text(home).split()), "the Hindi lines were not read"
