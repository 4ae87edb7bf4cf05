"""Page processes get the file's path and a range of pages, never the whole bytes once per page."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from engross.settings import Settings
from ingest.pipeline import page_ranges, read_pages
from tests.pipeline.pdfs import text_pdf


class RecordingPool(ThreadPoolExecutor):
    """A real pool that remembers what each task was handed."""

    def __init__(self) -> None:
        super().__init__(max_workers=2)
        self.handed: list[tuple] = []

    def submit(self, fn, /, *args, **kwargs):  # type: ignore[no-untyped-def, override]
        self.handed.append(args)
        return super().submit(fn, *args, **kwargs)


def test_a_long_file_is_read_by_path_in_ranges_and_comes_back_in_order(tmp_path: Path) -> None:
    pdf = tmp_path / "long.pdf"
    pdf.write_bytes(text_pdf(["1. The Vendor sells the land to the Purchaser."], pages=24))
    settings = Settings(workers=2)
    with RecordingPool() as pool:
        pages = read_pages(pdf, 24, settings, executor=pool)
    assert [p.number for p in pages] == list(range(1, 25))
    assert all("Vendor sells the land" in " ".join(ln.text for ln in p.lines) for p in pages)
    assert len(pool.handed) == 8  # 24 pages in ranges of 3 for 2 processes
    assert all(isinstance(args[0], Path) for args in pool.handed), "a task was handed the file's bytes"


def test_short_files_keep_one_page_a_task_and_long_ones_cap_the_range() -> None:
    assert page_ranges(3, 2) == [[0], [1], [2]]
    assert max(len(r) for r in page_ranges(1000, 2)) == 8
    assert sum(len(r) for r in page_ranges(1001, 2)) == 1001
