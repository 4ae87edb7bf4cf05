"""The OCR engine seam: both real engines read the same words; a fake engine's words become the chunks;
a crashing engine fails its file alone."""

from __future__ import annotations

import difflib
import os
from pathlib import Path

import pytest
import tesserocr
from PIL import Image
from pydantic import ValidationError

from engross.commands.ingest_batch import Batch
from engross.settings import Settings
from ingest import ocr
from ingest.errors import MissingDependencyError
from ingest.ocr.engine import ReadOptions
from ingest.ocr.fake import CrashingEngine, FakeEngine
from ingest.pdf import render_page
from ingest.pipeline import run
from review_queue.store import Store
from tests.conftest import SAMPLES
from tests.pipeline.pdfs import image_pdf, text_pdf


def test_tesserocr_and_pytesseract_read_the_same_words_and_orientation() -> None:
    image = render_page((SAMPLES / "statute_scan_clean.pdf").read_bytes(), 0, 300).convert("L")
    cli, _ = ocr.ocr_words(image, 1, 0.24, "eng", 300, engine="pytesseract")
    api, lines = ocr.ocr_words(image, 1, 0.24, "eng", 300, engine="tesserocr")
    # the wheel carries Tesseract 5.5, Debian's program may be older: a word or two may differ
    same = difflib.SequenceMatcher(a=[w.text for w in cli], b=[w.text for w in api]).ratio()
    assert same >= 0.99 and len(api) > 300, (same, len(api))
    assert lines and lines[0].text.startswith("Republic Act No.")
    sideways = image.rotate(-90, expand=True)  # turned a quarter clockwise
    assert ocr.detect_rotation(sideways, 60, "tesserocr") == ocr.detect_rotation(sideways, 60, "pytesseract") == 270


def test_a_fake_engines_words_become_the_chunks(engross_home: Path) -> None:
    fake = FakeEngine(["1. The Vendor sells the orchard at Nandgaon.", "2. The Purchaser pays in full."])
    ocr.register_engine("fake-test", lambda: fake)
    result = run(image_pdf(["anything at all"]), "scan.pdf", Settings(ocr_engine="fake-test"))
    assert fake.reads >= 1
    assert result.pages[0].source == "ocr"
    text = " ".join(c.body for c in result.chunks)
    assert "orchard at Nandgaon" in text and "pays in full" in text
    assert all(c.confidence == pytest.approx(0.95, abs=0.02) for c in result.chunks if c.kind == "text")


def test_a_crashing_engine_fails_its_file_and_the_batch_goes_on(engross_home: Path, tmp_path: Path) -> None:
    ocr.register_engine("crash", CrashingEngine)
    files = []
    for name, data in (("a.pdf", text_pdf(["1. The Vendor sells the land."])),
                       ("scan.pdf", image_pdf(["1. Scanned clause."])),
                       ("b.pdf", text_pdf(["1. The Purchaser pays the price."]))):
        (tmp_path / name).write_bytes(data)
        files.append(tmp_path / name)
    settings = Settings(ocr_engine="crash")
    settings.home.mkdir(parents=True, exist_ok=True)
    store = Store(settings=settings)
    batch = Batch(store, settings.options(), quiet=True)
    batch.run(files)
    assert [d.filename for d, _s, _p in batch.done] == ["a.pdf", "b.pdf"]
    assert [(p.name, "crashed" in str(err), err.exit_code) for p, err in batch.failures] == [("scan.pdf", True, 15)]
    assert store.stats()["documents"] == {"chunked": 2, "failed": 1}


def test_the_same_pixels_get_one_osd_pass() -> None:
    """A page checked for rotation and not turned is asked for its script next: one OSD pass answers both."""
    fake = FakeEngine([])
    ocr.register_engine("fake-osd", lambda: fake)
    page = Image.new("L", (300, 200), 255)
    ocr.detect_rotation(page, 60, "fake-osd")
    ocr.detect_script(page.copy(), 60, "fake-osd")
    assert fake.osds == 1
    page.putpixel((10, 10), 0)  # other pixels (a crop, the page turned upright): asked again
    ocr.detect_script(page, 60, "fake-osd")
    assert fake.osds == 2


def test_engine_choices_and_options_are_checked() -> None:
    with pytest.raises(ValueError, match="unknown OCR engine 'bogus'"):
        ocr.get_engine("bogus")
    with pytest.raises(ValidationError, match="choose one of auto, tesserocr, pytesseract"):
        Settings(ocr_engine="bogus")
    assert ReadOptions.parse("--oem 1 --psm 6 -c min_characters_to_try=10") == ReadOptions(
        psm=6, oem=1, variables={"min_characters_to_try": "10"})
    with pytest.raises(ValueError, match="unsupported"):
        ReadOptions.parse("--psm 6 --dpi 300")


def test_missing_language_data_says_what_to_install() -> None:
    image = render_page(image_pdf(["x"]), 0, 72).convert("L")
    for engine in ("tesserocr", "pytesseract"):
        with pytest.raises(MissingDependencyError, match="tesseract-ocr-zzz"):
            ocr.ocr_words(image, 1, 1.0, "zzz", 30, engine=engine)


def test_a_forked_page_process_reads_with_the_models_its_parent_loaded() -> None:
    """ocr.load_models before a fork: the child reads with the parent's API objects (no model load of its own),
    and a lock the parent held at the fork does not stop it (the engine renews its locks in the child)."""
    image = render_page((SAMPLES / "statute_scan_clean.pdf").read_bytes(), 0, 300).convert("L")
    ocr.load_models("eng", "tesserocr")
    engine = ocr.get_engine("tesserocr")
    parent_words = [w.text for w in ocr.ocr_words(image, 1, 0.24, "eng", 300, engine="tesserocr")[0]]
    read_fd, write_fd = os.pipe()
    with engine._lock:  # type: ignore[attr-defined] - a parent thread inside the engine at the fork
        pid = os.fork()
    if pid == 0:  # the child: any failure shows as its exit status
        status = 1
        try:
            tesserocr.PyTessBaseAPI = None  # a model load in the child would fail here
            words = [w.text for w in ocr.ocr_words(image, 1, 0.24, "eng", 300, engine="tesserocr")[0]]
            os.write(write_fd, "\n".join(words).encode())
            status = 0
        finally:
            os._exit(status)
    os.close(write_fd)
    with os.fdopen(read_fd, "rb") as pipe:
        child_words = pipe.read().decode().split("\n")
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    assert child_words == parent_words and len(parent_words) > 300
