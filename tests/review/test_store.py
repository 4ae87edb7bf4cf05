"""The store as the pipeline and the workers use it, on SQLite and on PostgreSQL."""

from __future__ import annotations

import multiprocessing

from review_queue import feed
from review_queue.store import Store
from schemas import Page, Span
from tests.review.conftest import make_document, make_result


def test_same_bytes_register_once_and_blob_round_trips(store):
    doc, data = make_document("act")
    assert store.record_received(doc, data) is True
    assert store.record_received(doc, data) is False
    assert store.get_blob(doc.id) == data
    assert store.get_document(doc.id).state == "received"
    assert store.get_document("nope") is None


def test_only_one_claim_for_processing(store):
    doc, data = make_document("deed")
    store.record_received(doc, data)
    assert store.claim_for_processing(doc.id) is True
    assert store.claim_for_processing(doc.id) is False
    store.record_failed(doc, "tesseract timed out", transient=True)
    assert store.get_document(doc.id).error == "tesseract timed out"
    assert store.claim_for_processing(doc.id) is True
    store.record_failed(doc, "encrypted PDF")
    assert store.claim_for_processing(doc.id) is False


def test_failed_document_without_bytes_is_recorded_and_has_no_chunks(store):
    doc, _ = make_document("not-a-pdf")
    store.record_failed(doc, "not a PDF (starts with 'GIF8')")
    got = store.get_document(doc.id)
    assert (got.state, got.error) == ("failed", "not a PDF (starts with 'GIF8')")
    assert store.chunks(doc.id) == []


def test_pages_persist_for_resume(store):
    doc, data = make_document("pages")
    store.record_received(doc, data)
    word = Span(text="Section", page=2, bbox=(1, 2, 3, 4), confidence=0.5, source="ocr")
    store.save_page(doc.id, Page(number=2, width=612, height=792, source="ocr", words=[word]))
    store.save_page(doc.id, Page(number=2, width=612, height=792, source="ocr", words=[word, word]))
    pages = store.load_pages(doc.id)
    assert list(pages) == [2] and len(pages[2].words) == 2


def test_save_result_routes_chunks_and_is_idempotent(store):
    doc, data = make_document("statute")
    store.record_received(doc, data)
    result = make_result(doc, [("The Act applies.", "index"), ("Bl0rry st4mped text", "review"),
                               ("Penalties follow.", "index")])
    store.save_result(result)
    store.save_result(result)
    assert store.get_document(doc.id).state == "in_review"
    chunks = store.chunks(doc.id)
    assert [c.body for c in chunks] == ["The Act applies.", "Bl0rry st4mped text", "Penalties follow."]
    assert chunks[1].words and chunks[1].words[0].text == "Bl0rry"  # word spans survive the round trip
    stats = store.stats()
    assert stats["review"] == {"pending": 1}
    assert stats["chunks"]["total"] == 3
    served = feed.page(store.engine)["items"]
    assert [i["chunk"]["body"] for i in served] == ["The Act applies.", "Penalties follow."]


def test_clean_document_is_chunked(store):
    doc, data = make_document("clean")
    store.record_received(doc, data)
    store.save_result(make_result(doc, [("All clear.", "index")]))
    assert store.get_document(doc.id).state == "chunked"
    assert store.stats()["documents"] == {"chunked": 1}


def _register(url: str, n: int, out) -> None:  # runs in a child process
    doc, data = make_document("race")
    out.put(sum(Store(url).record_received(doc, data) for _ in range(n)))


def test_concurrent_registration_from_processes(store):
    ctx = multiprocessing.get_context("spawn")
    out = ctx.Queue()
    procs = [ctx.Process(target=_register, args=(store.url, 3, out)) for _ in range(3)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
    assert sum(out.get(timeout=5) for _ in procs) == 1


def test_concurrent_saves_of_one_result_store_it_once(store):
    """Two workers finishing the same document at once (a retried task): one set of chunks, items, entries."""
    import threading

    doc, data = make_document("twice")
    store.record_received(doc, data)
    result = make_result(doc, [("One.", "index"), ("Tw0.", "review"), ("Three.", "index")])
    barrier = threading.Barrier(4)

    def save() -> None:
        barrier.wait()
        Store(store.url, settings=store.settings).save_result(result)

    threads = [threading.Thread(target=save) for _ in range(4)]
    for th in threads:
        th.start()
    for th in threads:
        th.join(60)
    stats = store.stats()
    assert stats["chunks"]["total"] == 3 and stats["review"] == {"pending": 1}
    assert [e["id"] for e in feed.page(store.engine)["items"]] == [result.chunks[0].id, result.chunks[2].id]
