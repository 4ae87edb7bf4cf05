"""The page pool's processes: one OpenCV thread each, and (warm) OpenCV and the word lists loaded before a page."""

from __future__ import annotations

import sys
from pathlib import Path

from engross.settings import Settings
from ingest.pipeline import begins_with_scan, page_pool
from tests.pipeline.pdfs import image_pdf, text_pdf


def _threads_and_loaded() -> tuple[int, bool, bool]:
    from ingest import lexicon

    loaded = "cv2" in sys.modules, lexicon.wordlist.cache_info().currsize > 0  # before this asks for them
    import cv2

    return cv2.getNumThreads(), *loaded


def test_a_page_process_runs_opencv_on_one_thread() -> None:
    # engross runs one page process per core: OpenCV's own pool (a thread per core) would oversubscribe them
    with page_pool(Settings(workers=2)) as pool:
        assert pool.submit(_threads_and_loaded).result()[0] == 1


def test_a_warm_pool_has_loaded_opencv_and_the_word_list_before_its_first_page() -> None:
    with page_pool(Settings(workers=1), warm=True) as pool:
        threads, cv2_loaded, words_loaded = pool.submit(_threads_and_loaded).result()
    assert threads == 1 and cv2_loaded and words_loaded


def test_only_a_batch_beginning_with_a_scan_warms_its_pool(tmp_path: Path) -> None:
    scan, layer = tmp_path / "scan.pdf", tmp_path / "layer.pdf"
    scan.write_bytes(image_pdf(["1. The Vendor sells the land."]))
    layer.write_bytes(text_pdf(["1. The Vendor sells the land."]))
    assert begins_with_scan([scan, layer])
    assert not begins_with_scan([layer, scan])
    assert not begins_with_scan([])
