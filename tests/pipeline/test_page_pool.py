"""The page pool's processes: one OpenCV thread each, and (warm) OpenCV and the word lists loaded before a page."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from engross.settings import Settings
from ingest.pipeline import begins_with_scan, page_pool
from tests.conftest import ROOT
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


_ASK_A_POOL = """
from engross.settings import Settings
from ingest.pipeline import page_pool
from tests.pipeline.test_page_pool import _threads_and_loaded
with page_pool(Settings(workers=1), warm={warm}) as pool:
    print(*pool.submit(_threads_and_loaded).result())
"""


def _ask_a_fresh_pool(warm: bool) -> list[str]:
    # a fresh interpreter: the pool forks from this one, so once an earlier test loaded OpenCV and the word list
    # here, any pool's processes would have them, warm or not
    env = {**os.environ, "PYTHONPATH": str(ROOT), "OMP_THREAD_LIMIT": "1"}
    done = subprocess.run([sys.executable, "-c", _ASK_A_POOL.format(warm=warm)], capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


def test_a_warm_pool_has_loaded_opencv_and_the_word_list_before_its_first_page() -> None:
    assert _ask_a_fresh_pool(warm=True) == ["1", "True", "True"]
    assert _ask_a_fresh_pool(warm=False) == ["1", "False", "False"]  # what the first answer is measured against


def test_only_a_batch_beginning_with_a_scan_warms_its_pool(tmp_path: Path) -> None:
    scan, layer = tmp_path / "scan.pdf", tmp_path / "layer.pdf"
    scan.write_bytes(image_pdf(["1. The Vendor sells the land."]))
    layer.write_bytes(text_pdf(["1. The Vendor sells the land."]))
    assert begins_with_scan([scan, layer])
    assert not begins_with_scan([layer, scan])
    assert not begins_with_scan([])
