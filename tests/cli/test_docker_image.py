"""The Docker image, run as an operator runs it: it ingests a scan; and, started without what a laptop has (the
English model, the `tesseract` program), it stops before any file with one line saying what is missing and the
README's exit code, and ingests the same file once the piece is back.

Runs only where a Docker engine answers and the image is built (marker `docker`; skipped otherwise):
    docker build -t engross:test . && .venv/bin/pytest -m docker tests/cli/test_docker_image.py
ENGROSS_TEST_IMAGE names another tag. The same faults without a container: tests/cli/test_clean_machine.py."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
from pathlib import Path

import pytest

from tests.cli.test_clean_machine import LINES
from tests.pipeline.pdfs import image_pdf

IMAGE = os.environ.get("ENGROSS_TEST_IMAGE", "engross:test")
pytestmark = [pytest.mark.docker, pytest.mark.timeout(600)]


def _engine_and_image() -> str | None:
    """Why the tests cannot run here, or None when they can."""
    if shutil.which("docker") is None:
        return "no docker client"
    info = subprocess.run(["docker", "info"], capture_output=True, text=True, timeout=60)
    if info.returncode != 0:
        return f"no Docker engine answers ({(info.stderr.strip().splitlines() or ['?'])[-1]})"
    image = subprocess.run(["docker", "image", "inspect", IMAGE], capture_output=True, text=True, timeout=60)
    if image.returncode != 0:
        return f"no image {IMAGE}: build it first (docker build -t {IMAGE} .)"
    return None


@pytest.fixture(scope="module", autouse=True)
def engine() -> None:
    why = _engine_and_image()
    if why:
        pytest.skip(why)


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """A folder mounted at /data: the scan, and the store (ENGROSS_HOME) the image's user (uid 1000) writes."""
    folder = tmp_path / "data"
    (folder / "home").mkdir(parents=True)
    (folder / "deed_scan.pdf").write_bytes(image_pdf(LINES))
    for path in (folder, folder / "home"):
        path.chmod(0o777)
    return folder


def _run(data: Path, *args: str, env: dict[str, str] | None = None,
         mounts: dict[Path, str] | None = None) -> subprocess.CompletedProcess:
    cmd = ["docker", "run", "--rm", "--network", "none", "-v", f"{data}:/data", "-e", "ENGROSS_HOME=/data/home"]
    for host, inside in (mounts or {}).items():
        cmd += ["-v", f"{host}:{inside}:ro"]
    for key, value in (env or {}).items():
        cmd += ["-e", f"{key}={value}"]
    return subprocess.run([*cmd, IMAGE, *args], capture_output=True, text=True, timeout=600)


def _documents(data: Path) -> list[tuple[str, str, str | None]]:
    with sqlite3.connect(data / "home" / "engross.db") as conn:
        return conn.execute("select filename, state, error from documents").fetchall()


def _chunks_text(data: Path) -> str:
    with sqlite3.connect(data / "home" / "engross.db") as conn:
        return " ".join(r[0] for r in conn.execute("select data from chunks"))


def test_the_image_ingests_a_scan(data: Path) -> None:
    out = _run(data, "ingest", "/data/deed_scan.pdf", "--jsonl", "/data/chunks.jsonl", "--route", "all")
    assert out.returncode == 0, out.stderr[-2000:]
    chunks = [json.loads(line) for line in (data / "chunks.jsonl").read_text().splitlines()]
    assert "Vendor sells the land" in " ".join(c["body"] for c in chunks)


def test_the_image_without_the_english_model_says_what_to_install_and_loses_nothing(data: Path,
                                                                                       tmp_path: Path) -> None:
    from ingest.ocr.engine import tessdata_dir

    models = tmp_path / "models"  # the OSD model only
    models.mkdir()
    shutil.copy(Path(tessdata_dir()) / "osd.traineddata", models)
    before = (data / "deed_scan.pdf").read_bytes()
    out = _run(data, "ingest", "/data/deed_scan.pdf", env={"TESSDATA_PREFIX": "/models"}, mounts={models: "/models"})
    assert out.returncode == 3, out.stderr[-2000:]
    errors = [ln for ln in out.stderr.splitlines() if ln.startswith("error:")]
    assert len(errors) == 1 and "Traceback" not in out.stderr, out.stderr[-2000:]
    assert "language data missing for eng" in errors[0] and "tesseract-ocr-eng" in errors[0], errors[0]
    assert (data / "deed_scan.pdf").read_bytes() == before
    assert not (data / "home" / "engross.db").exists() or all(s == "failed" for _, s, _ in _documents(data))

    again = _run(data, "ingest", "/data/deed_scan.pdf")
    assert again.returncode == 0, again.stderr[-2000:]
    assert "Vendor sells the land" in _chunks_text(data)


def test_the_image_without_the_tesseract_program_stops_before_any_file_and_a_rerun_ingests_it(data: Path) -> None:
    # PATH without /usr/bin, where apt put `tesseract`; the engine that runs the program
    env = {"PATH": "/usr/local/bin", "ENGROSS_OCR_ENGINE": "pytesseract"}
    out = _run(data, "ingest", "/data/deed_scan.pdf", env=env)
    assert out.returncode == 3, out.stderr[-2000:]
    errors = [ln for ln in out.stderr.splitlines() if ln.startswith("error:")]
    assert len(errors) == 1 and "tesseract is not installed" in errors[0] and "apt-get install" in errors[0]
    assert not (data / "home" / "engross.db").exists() or _documents(data) == []  # checked before any file

    again = _run(data, "ingest", "/data/deed_scan.pdf", env={"ENGROSS_OCR_ENGINE": "pytesseract"})
    assert again.returncode == 0, again.stderr[-2000:]
    assert [s for _, s, _ in _documents(data)] in (["chunked"], ["in_review"])
    assert "Vendor sells the land" in _chunks_text(data)
