"""The watcher's own rules on a real folder and a real (SQLite) store: a file is taken once it stops
changing, the same bytes are one document, changed bytes are a new one. The queue is a list here: the
broker's part is covered by test_bucket.py."""

from __future__ import annotations

from engross.settings import Settings
from ingest.pdf import sha256_of
from review_queue.db import dispose
from review_queue.store import Store
from tests.workers.workers_support import deed_pages, free_port, text_pdf
from workers.sources import FolderSource
from workers.watcher import Watcher


def _watcher(tmp_path, inbox) -> tuple[Watcher, list[str]]:
    # no broker here (a closed port): the lost-queue check must shrug, not stop the scan
    settings = Settings(home=tmp_path / "var", broker_url=f"redis://127.0.0.1:{free_port()}/0")
    queued: list[str] = []
    return Watcher(FolderSource(inbox), Store(settings=settings), settings, queued.append), queued


def test_taken_when_stable_once_and_again_when_changed(tmp_path) -> None:
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    watcher, queued = _watcher(tmp_path, inbox)
    first = text_pdf(deed_pages("W-1", 1))
    (inbox / "deed.pdf").write_bytes(first[:100])  # a copy in progress
    watcher.scan()
    (inbox / "deed.pdf").write_bytes(first)  # ... finished
    watcher.scan()
    assert queued == []  # it changed between scans: not taken yet
    watcher.scan()
    assert queued == [sha256_of(first)]
    (inbox / "copy.pdf").write_bytes(first)
    watcher.scan()
    watcher.scan()
    assert queued == [sha256_of(first)]  # same bytes under another name: the same document

    second = text_pdf(deed_pages("W-2", 1))
    (inbox / "deed.pdf").write_bytes(second)  # the file is replaced by a new version
    watcher.scan()
    watcher.scan()
    assert queued == [sha256_of(first), sha256_of(second)]
    assert sorted(p.name for p in inbox.iterdir()) == ["copy.pdf", "deed.pdf"]  # nothing deleted
    dispose(watcher.store.url)
