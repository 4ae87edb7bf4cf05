"""A batch survives what one file does to it: a crashed page process, upper-case .PDF names."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from engross.commands import ingest_cmd
from engross.settings import Settings
from ingest import pages
from review_queue.store import Store
from tests.conftest import run_engross
from tests.pipeline.pdfs import text_pdf

POISON = "POISONPILL"


def crashing_read_page(data: bytes, index: int, settings: Settings):  # type: ignore[no-untyped-def]
    """Fault injection: the page process dies the way a segfault or the OOM killer ends it."""
    if POISON.encode() in data:
        os._exit(139)
    return pages.read_page(data, index, settings)


def test_a_crashing_file_fails_alone_and_the_batch_goes_on(engross_home: Path, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("ingest.pipeline.read_page", crashing_read_page)
    files = []
    for name, lines in (("a.pdf", ["1. The Vendor sells the land."]), ("poison.pdf", [f"1. {POISON} clause."]),
                        ("b.pdf", ["1. The Purchaser pays the price."])):
        path = tmp_path / name
        marker = f"%{POISON}\n".encode() if POISON in lines[0] else b""
        path.write_bytes(text_pdf(lines) + marker)  # a comment after %%EOF: readers ignore it
        files.append(path)
    settings = Settings()
    settings.home.mkdir(parents=True, exist_ok=True)
    store = Store(settings=settings)
    done, failures = ingest_cmd._ingest_all(files, store, settings, None)
    assert [d.filename for d, _s, _p in done] == ["a.pdf", "b.pdf"]
    assert [(p.name, "crashed" in reason) for p, reason in failures] == [("poison.pdf", True)]
    states = store.stats()["documents"]
    assert states == {"chunked": 2, "failed": 1}, states


def test_upper_case_pdf_names_in_a_folder_are_ingested(engross_home: Path, tmp_path: Path) -> None:
    folder = tmp_path / "inbox"
    folder.mkdir()
    (folder / "UPPER.PDF").write_bytes(text_pdf(["1. The Vendor sells the land."]))
    (folder / "lower.pdf").write_bytes(text_pdf(["1. The Purchaser pays the price."]))
    proc = run_engross("ingest", str(folder))
    assert proc.returncode == 0, proc.stderr
    assert "2 files: 2 ingested" in proc.stderr.replace("\n", " ")
