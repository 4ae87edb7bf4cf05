"""Tesseract's line images handed on raw (ingest/ocr/raw_lines.py): the same words, boxes and confidences as
its own PNG round trip, on two scanned pages (an enlarged 200 DPI scan, a degraded one)."""

from __future__ import annotations

import tesserocr

from ingest import ocr
from ingest.ocr import raw_lines
from ingest.ocr.engine import ReadOptions
from ingest.pdf import render_page
from tests.conftest import SAMPLES


def test_raw_line_images_read_exactly_what_the_png_round_trip_reads() -> None:
    engine = ocr.get_engine("tesserocr")  # importing the engine keeps the lines raw
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
