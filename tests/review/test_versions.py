"""A corpus across pipeline versions: reprocess from stored pages (no OCR), diff, promote, roll back, and a
reviewer's correction that survives both ways; on SQLite and PostgreSQL, with the real pipeline on a scan."""

from __future__ import annotations

import json

import pytest

from engross.settings import Settings
from ingest import ocr
from ingest.ocr.fake import FakeEngine
from ingest.pipeline import run
from review_queue import documents, feed, pipeline_version, results
from review_queue.carry import carry
from review_queue.diff import diff
from review_queue.promote import promote, rollback
from review_queue.queue import ReviewQueue
from review_queue.reprocess import reprocess, select_documents
from schemas import Page
from tests.pipeline.pdfs import image_pdf

# how the sample is made: a scanned Act whose Section 2 has two paragraphs; at a soft cap of 10 tokens the
# paragraphs become chunks of their own, Section 2 keeps only its opening words
LINES = [
    "ORCHARD PROTECTION ACT",
    "Section 1. Short title. This Act may be cited as the Orchard Protection Act.",
    "Section 2. Definitions. In this Act, unless the context otherwise requires:",
    "(a) orchard means land planted with fruit trees for sale of their fruit;",
    "(b) grower means a person who tends an orchard and sells its fruit.",
    "Section 3. Penalty. A person who burns an orchard shall be fined.",
    "Section 4. Commencement. This Act comes into force on its publication.",
]
SPLIT = {"chunk_soft_cap_tokens": 10}


@pytest.fixture(scope="module")
def scan() -> tuple[bytes, object, list[Page]]:
    """The sample read once with real Tesseract at version 1 (each store below gets the same result)."""
    data = image_pdf(LINES)
    pages: list[Page] = []
    result = run(data, "/in/orchard-act.pdf", Settings(), progress=pages.append)
    return data, result, pages


@pytest.fixture
def counting_engine() -> FakeEngine:
    """An OCR engine that counts its reads: reprocessing from stored pages must never call it."""
    fake = FakeEngine(["this text was read again"])
    ocr.register_engine("count-reads", lambda: fake)
    return fake


def _ingest(store, scan) -> str:
    data, result, pages = scan
    store.record_received(result.document, data)
    store.save_result(result, pages=pages, version=pipeline_version.of(store.settings))
    return result.document.id


def _held(store) -> dict[str, dict]:
    """What an indexer holds after applying the whole feed: chunk id -> served chunk."""
    held: dict[str, dict] = {}
    for e in feed.page(store.engine, 0, 1000)["items"]:
        if e["op"] == "upsert":
            held[e["id"]] = e["chunk"]
        else:
            held.pop(e["id"], None)
    return held


def _bodies(store) -> dict[str, str]:
    return {cid: c["body"] for cid, c in _held(store).items()}


def test_reprocess_diff_promote_rollback_keep_a_correction(store, scan, settings, counting_engine):
    doc_id = _ingest(store, scan)
    queue = ReviewQueue(store)
    section2 = next(c for c in store.chunks(doc_id) if c.structure_path == ["Section 2"])
    assert "(b) grower" in section2.body  # version 1 keeps the short paragraphs inside their section
    item = queue.reopen(section2.id, "alice")
    queue.claim(item, "alice")
    queue.correct(item, "alice", section2.body.replace("and sells its fruit", "and markets its fruit"))
    v1 = _held(store)
    assert "markets its fruit" in v1[section2.id]["body"]

    # a chunking change: reprocess builds beside the served result from the stored pages, without OCR
    v2_settings = settings.model_copy(update={**SPLIT, "ocr_engine": "count-reads"})
    assert select_documents(store, older_than="99.0") == [doc_id]
    built = reprocess(store, doc_id, v2_settings)
    assert built.reused == ["pages"] and counting_engine.reads == 0
    assert _held(store) == v1  # nothing served changed yet

    d = diff(store.engine, doc_id)
    assert {tuple(c["path"]) for c in d["added"]} == {("Section 2", "(a)"), ("Section 2", "(b)")}
    assert d["removed"] == [] and [c["id"] for c in d["changed_text"]] == [section2.id]
    assert d["unchanged"] == 3 and d["review"] == []

    # promote: exactly the difference on the feed, the correction carried into the paragraph that holds it
    before = feed.last_seq(store.engine)
    [summary] = promote(store.engine, [doc_id], "cli:test")
    entries = feed.page(store.engine, before, 100)["items"]
    added = {c["id"] for c in d["added"]}
    assert sorted((e["op"], e["id"]) for e in entries) == sorted([("upsert", section2.id)] +
                                                                [("upsert", i) for i in added])
    assert (summary["upserts"], summary["tombstones"], summary["carried"]) == (3, 0, 1)
    v2 = _bodies(store)
    para_b = next(i for i in added if v2[i].startswith("(b)"))
    assert v2[para_b] == "(b) grower means a person who tends an orchard and markets its fruit."
    assert _held(store)[para_b]["reviewed"] is True
    assert "sells" not in " ".join(v2.values())
    assert [r["state"] for r in results.listing(store.engine, doc_id)] == ["retired", "served"]
    record = documents.get_served(store.engine, doc_id)
    assert record["version"] == 2 and record["doc_type"] == "statute"  # the new result's fields, a new version

    # rollback: the paragraphs are tombstoned, Section 2 comes back whole, with the correction
    before = feed.last_seq(store.engine)
    [summary] = rollback(store.engine, [doc_id], "cli:test")
    entries = feed.page(store.engine, before, 100)["items"]
    assert sorted((e["op"], e["id"]) for e in entries) == sorted([("upsert", section2.id)] +
                                                                [("delete", i) for i in added])
    assert _bodies(store) == {cid: c["body"] for cid, c in v1.items()}
    assert store.get_document(doc_id).state == "chunked"
    actions = [r["action"] for r in queue.audit_log()]
    assert actions.count("correct") == 1 and {"promote", "rollback", "carry_review"} <= set(actions)

    # an indexer asking for a chunk by id: the rolled-back paragraph is gone (410), Section 2 is served
    from fastapi.testclient import TestClient

    from review_queue.app import create_app
    from review_queue.auth import Accounts

    _, token = Accounts(store).create_token("search", "indexer")
    with TestClient(create_app(settings, store.url)) as client:
        auth = {"Authorization": f"Bearer {token}"}
        assert client.get(f"/api/v1/chunks/{para_b}", headers=auth).status_code == 410
        assert "markets its fruit" in client.get(f"/api/v1/chunks/{section2.id}", headers=auth).json()["body"]


def test_changed_reading_settings_read_the_pages_again_and_requeue_a_correction(tmp_path, scan, settings,
                                                                                 counting_engine):
    from fastapi.testclient import TestClient

    from review_queue.app import create_app
    from review_queue.auth import Accounts
    from review_queue.store import Store
    from tests.review.test_app import _login

    store = Store(f"sqlite:///{tmp_path / 'store.db'}", settings=settings)
    doc_id = _ingest(store, scan)
    queue = ReviewQueue(store)
    section1 = next(c for c in store.chunks(doc_id) if c.structure_path == ["Section 1"])
    item = queue.reopen(section1.id, "alice")
    queue.claim(item, "alice")
    queue.correct(item, "alice", section1.body.replace("Short title", "Short Title"))

    # reading changed: the pages are read again (here by an engine that reads other words), so the corrected
    # words are gone and the item returns to the queue with the old correction shown
    built = reprocess(store, doc_id, settings.model_copy(update={"dpi": 200, "ocr_engine": "count-reads"}))
    assert built.reused == [] and counting_engine.reads >= 1
    [summary] = promote(store.engine, [doc_id], "cli:test")
    assert summary["requeued"] == 1 and store.get_document(doc_id).state == "in_review"
    [waiting] = queue.items()
    assert "read again" in waiting["preview"]
    shown = queue.item(waiting["id"])["previous"]
    assert [(p["decision"], p["by"], p["after"]) for p in shown] == [("corrected", "alice", section1.body.replace(
        "Short title", "Short Title"))]
    Accounts(store).add_user("alice", "correct horse")
    with TestClient(create_app(settings, store.url), follow_redirects=False) as client:
        _login(client)
        page = client.get(f"/items/{waiting['id']}").text
    assert "Previous correction" in page and "Short Title" in page


def _row(cid: str, body: str, words: list[tuple[int, str]], state: str = "indexed", item: dict | None = None,
         corrected: str | None = None) -> dict:
    spans = [{"text": w, "page": 1, "bbox": [x, 100, x + 30, 110], "confidence": 0.9, "source": "ocr"}
             for x, w in words]
    data = {"body": corrected or body, "text": corrected or body, "structure_path": [cid], "confidence": 0.9}
    return {"id": cid, "ord": 0, "data": json.dumps(data), "words": json.dumps(spans), "original_body": body,
            "version": 1, "state": state, "reviewed": corrected is not None, "item": item}


def test_a_correction_whose_words_changed_returns_to_the_queue_with_the_old_correction():
    corrected = {"id": 7, "state": "corrected", "decided_by": "alice", "decided_at": 1.0}
    old = [_row("s1", "Teh Vendor sells", [(0, "Teh"), (40, "Vendor"), (80, "sells")], item=corrected,
                corrected="The Vendor sells")]
    # read again, the first word now comes out differently: the corrected words are not there any more
    new = [_row("s1", "Tha Vendor sells", [(0, "Tha"), (40, "Vendor"), (80, "sells")])]
    out, notes = carry(old, new)
    assert notes == [{"from": "s1", "decision": "corrected", "to": "s1", "how": "queued"}]
    assert out[0]["state"] == "review" and json.loads(out[0]["data"])["body"] == "Tha Vendor sells"
    assert out[0]["item"]["previous"] == [{"decision": "corrected", "by": "alice", "at": 1.0, "chunk_id": "s1",
                                           "before": "Teh Vendor sells", "after": "The Vendor sells"}]


def test_a_field_correction_follows_the_same_reading_and_is_queued_when_the_reading_changed():
    from review_queue.result_fields import carry as carry_fields
    from schemas.extraction import ExtractedField, Extraction

    old = Extraction(doc_type="sale_deed", fields=[
        ExtractedField(name="consideration", value="500000", original_value="5O0000", status="corrected"),
        ExtractedField(name="survey_number", value="12/4", status="confirmed")])
    new = Extraction(doc_type="sale_deed", fields=[
        ExtractedField(name="consideration", value="5O0000", status="review"),
        ExtractedField(name="survey_number", value="12/9", status="confident")])
    assert carry_fields(old, new) == 1
    consideration, survey = new.fields
    assert (consideration.status, consideration.value, consideration.original_value) == (
        "corrected", "500000", "5O0000")
    assert survey.status == "review" and "no longer matches" in survey.review_reasons[-1]


def test_amendments_are_laid_over_a_promoted_result_and_the_feed_gets_only_the_difference(tmp_path, settings):
    from pathlib import Path

    from ingest.amendments import load_list
    from review_queue.amendments import apply_list
    from review_queue.store import Store

    samples = Path(__file__).resolve().parents[2] / "samples"
    a1800 = samples / "amendments" / "my_act_A1800.yaml"  # insert, substitute, delete; in force 2027-07-01
    store = Store(f"sqlite:///{tmp_path / 'store.db'}", settings=settings)
    data, pages = (samples / "my_act.pdf").read_bytes(), []
    result = run(data, str(samples / "my_act.pdf"), settings, progress=pages.append)
    store.record_received(result.document, data)
    store.save_result(result, pages=pages, version=pipeline_version.of(settings))
    apply_list(store, load_list(a1800), str(a1800))
    held = _held(store)
    assert {"inserted", "substituted", "deleted"} <= {c["status"] for c in held.values()}

    # the same settings again: the rebuilt set is the one the list was laid over, so once the overlay is
    # applied again nothing differs and indexers get nothing
    reprocess(store, result.document.id, settings)
    d = diff(store.engine, result.document.id)
    assert d["feed"] == {"upserts": [], "tombstones": []} and d["added"] == d["removed"] == d["changed_text"] == []
    before = feed.last_seq(store.engine)
    promote(store.engine, [result.document.id], "cli:test")
    assert feed.page(store.engine, before)["items"] == [] and _held(store) == held
