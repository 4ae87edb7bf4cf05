"""A worker's page task reads a range of pages from one fetch of the stored file, never the whole file once
per page (a 1,000-page scan is hundreds of MB), and assembly works from the stored pages alone."""

from __future__ import annotations

from pathlib import Path
from typing import Any, BinaryIO

import pytest

from engross.settings import Settings
from ingest.pdf import sha256_of
from review_queue.store import Store
from schemas import Document
from tests.pipeline.pdfs import text_pdf


class CountingStore(Store):
    """The real store (SQLite), counting how often a document's bytes leave it."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.fetches = 0

    def get_blob(self, doc_id: str) -> bytes:
        self.fetches += 1
        return super().get_blob(doc_id)

    def blob_to_file(self, doc_id: str, out: BinaryIO) -> None:
        self.fetches += 1
        super().blob_to_file(doc_id, out)


@pytest.fixture
def counting_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> CountingStore:
    from workers import tasks

    settings = Settings(home=tmp_path, database_url=f"sqlite:///{tmp_path / 'engross.db'}")
    store = CountingStore(settings=settings)
    monkeypatch.setattr(tasks, "store", lambda: store)
    monkeypatch.setattr(tasks, "get_settings", lambda: settings)
    return store


def test_a_range_task_fetches_the_file_once_and_saves_every_page(counting_store: CountingStore) -> None:
    from workers import tasks

    data = text_pdf([f"{n}. The Vendor sells plot {n} to the Purchaser." for n in range(1, 4)], pages=5)
    doc = Document(id=sha256_of(data), source="deed.pdf", filename="deed.pdf", page_count=5)
    counting_store.record_received(doc, data)

    tasks._read(doc.id, [0, 1, 2], 5, None)  # 3 of 5 pages: the set is not complete, nothing else is queued

    assert counting_store.fetches == 1
    assert counting_store.page_numbers(doc.id) == {1, 2, 3}
    assert "plot 2" in " ".join(ln.text for ln in counting_store.load_pages(doc.id)[2].lines)


@pytest.fixture(params=["sqlite", "postgresql"])
def any_store(request: pytest.FixtureRequest, tmp_path: Path) -> Store:
    url = f"sqlite:///{tmp_path / 'engross.db'}" if request.param == "sqlite" else request.getfixturevalue("pg_url")
    return Store(settings=Settings(home=tmp_path, database_url=url))


def test_a_file_goes_into_the_store_and_back_in_slices_byte_for_byte(any_store: Store, tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from review_queue import store as store_module

    monkeypatch.setattr(store_module, "BLOB_SLICE", 1000)  # many slices, the last one short
    data = text_pdf(["1. The Vendor sells the land."], pages=3)
    pdf = tmp_path / "in.pdf"
    pdf.write_bytes(data)
    doc = Document(id=sha256_of(pdf), source="in.pdf", filename="in.pdf", page_count=3)
    assert any_store.record_received(doc, pdf)  # from the file, a slice at a time
    assert any_store.get_blob(doc.id) == data and len(data) > 2000
    with (tmp_path / "out.pdf").open("wb") as out:
        any_store.blob_to_file(doc.id, out)
    assert (tmp_path / "out.pdf").read_bytes() == data
