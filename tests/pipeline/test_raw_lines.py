"""Tesseract's line images handed on raw (ingest/ocr/raw_lines.py): the same words, boxes and confidences as
its own PNG round trip, on two scanned pages (an enlarged 200 DPI scan, a degraded one)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import tesserocr

from ingest import ocr
from ingest.ocr import raw_lines
from ingest.ocr.engine import ReadOptions
from ingest.pdf import render_page
from tests.conftest import ROOT, SAMPLES


def test_raw_line_images_read_exactly_what_the_png_round_trip_reads() -> None:
    ocr.use_raw_lines(True)  # ENGROSS_OCR_RAW_LINES's default
    engine = ocr.get_engine("tesserocr")  # making the engine keeps the lines raw
    assert raw_lines.keep_raw(), "the wheel's libtesseract could not be pointed at Leptonica's raw writer"
    for pdf, index in (("long_scan.pdf", 1), ("statute_scan_degraded.pdf", 0)):
        image = render_page((SAMPLES / pdf).read_bytes(), index, 300).convert("L")
        image = image.crop((0, 0, image.width, image.height // 2))  # half a page keeps the test quick
        raw = engine.read(image, "eng", ReadOptions(), 300)
        raw_lines.undo()
        assert not raw_lines._patched
        try:
            png = engine.read(image, "eng", ReadOptions(), 300)
        finally:
            assert raw_lines.keep_raw()
        assert len(raw) > 100 and raw == png, pdf


def test_the_slot_is_found_in_the_loaded_library() -> None:
    assert tesserocr.tesseract_version()
    library = raw_lines._loaded("libtesseract")
    assert library and raw_lines._jump_slot(library, "pixWriteMem")
    assert raw_lines._jump_slot(library, "no_such_function_anywhere") is None


SWITCH = """
import ctypes, json, sys
from pathlib import Path
from engross.settings import Settings
from ingest import ocr
from ingest.ocr import raw_lines
from ingest.pages import prepare, read_page
address, write_mem, write_raw = raw_lines.slot()
cell = ctypes.c_uint64.from_address(address)
shipped = cell.value
settings = Settings()
prepare(settings)  # what a worker does before forking its page processes, then a page read
words = len(read_page(Path(sys.argv[1]), 0, settings).words)
after = cell.value
ocr.use_raw_lines(True)
on = cell.value
ocr.use_raw_lines(False)
print(json.dumps({"setting": settings.ocr_raw_lines, "shipped": shipped, "after": after, "on": on,
                  "off": cell.value, "write_mem": write_mem, "write_raw": write_raw, "words": words}))
"""


def test_the_switch_off_leaves_tesseract_as_shipped(tmp_path: Path) -> None:
    """ENGROSS_OCR_RAW_LINES=0 reaches the page stage through the settings: a fresh process that prepares and reads
    a scanned page leaves libtesseract's slot as Tesseract left it (its lazy stub or Leptonica's PNG-capable
    writer), never the raw writer; switched on and off again in that process, the slot follows."""
    env = {**os.environ, "ENGROSS_OCR_RAW_LINES": "0", "ENGROSS_HOME": str(tmp_path), "ENGROSS_OCR_ENGINE": "tesserocr",
           "PYTHONPATH": str(ROOT)}
    env.pop("ENGROSS_CONFIG", None)  # and no ./engross.toml in the folder it runs in
    out = subprocess.run([sys.executable, "-c", SWITCH, str(SAMPLES / "statute_scan_clean.pdf")], env=env,
                         cwd=tmp_path, capture_output=True, text=True, timeout=300, check=False)
    assert out.returncode == 0, out.stderr[-2000:]
    got = json.loads(out.stdout.strip().splitlines()[-1])
    assert got["setting"] is False and got["words"] > 50
    assert got["after"] in (got["shipped"], got["write_mem"]) and got["after"] != got["write_raw"], got
    assert got["on"] == got["write_raw"] and got["off"] == got["after"], got


def test_a_library_not_as_expected_is_looked_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the slot cannot be found (another platform, a library linked otherwise) Tesseract is left as it is, and
    the ELF is not read again on every page (`read_page` asks each time)."""
    looks = []
    monkeypatch.setattr(raw_lines, "_patched", {})
    monkeypatch.setattr(raw_lines, "_refused", [])
    monkeypatch.setattr(raw_lines, "slot", lambda: looks.append(1))
    assert not raw_lines.keep_raw() and not raw_lines.keep_raw()
    assert looks == [1]
