"""Document types and fields in the store and the API: only confident or reviewed fields are served."""

from __future__ import annotations

import datetime as dt

import pytest
from fastapi.testclient import TestClient

from ingest.extraction import extract
from review_queue import documents
from review_queue.app import create_app
from review_queue.auth import Accounts
from review_queue.queue import ReviewQueue
from schemas import Line, Page
from tests.review.conftest import pdf_result

LINES = ["SALE DEED made and executed on this 12th day of March, 2024 BETWEEN",
         "Mr. RAMESH KUMAR SHARMA, aged about 54 years, hereinafter called the VENDOR;",
         "AND Mrs. ANJALI DESHMUKH, aged about 41 years, hereinafter called the PURCHASER.",
         "The price is Rs. 85,40,000/- (Rupees Eighty-Six Lakh Forty Thousand only) paid in full.",
         "Land bearing Survey No. 123/4 at Village Wakad."]


@pytest.fixture
def seeded(store):
    result, data = pdf_result("deed", [(text, "index") for text in LINES])
    words = [w for c in result.chunks for w in c.words]
    page = Page(number=1, width=612, height=792, source="ocr", words=words,
                lines=[Line(text=c.body, page=1, bbox=c.regions[0].bbox, confidence=0.96, words=c.words)
                       for c in result.chunks])
    result.pages = [page]
    result.document.doc_type = "sale_deed"
    result.extraction = extract("sale_deed", ["test"], [page], result.chunks, [], 0.8, dt.date(2026, 1, 1))
    store.record_received(result.document, data)
    store.save_result(result)
    accounts = Accounts(store)
    accounts.add_user("alice", "correct horse")
    return store, result, accounts.create_token("search", "indexer")[1]


def test_a_field_whose_words_and_figures_disagree_is_held_back_until_a_reviewer_fixes_it(seeded, settings):
    store, result, token = seeded
    doc_id = result.document.id
    served = documents.get_served(store.engine, doc_id)
    assert served["doc_type"] == "sale_deed"
    assert "consideration.figures" in served["pending_fields"]
    assert "consideration" not in served["record"]
    assert served["record"]["property"]["survey_number"] == "123/4"
    items = {i["name"]: i["id"] for i in documents.open_items(store.engine)}
    assert {"consideration.figures", "consideration.words"} <= set(items)

    documents.decide(store.engine, items["consideration.figures"], "alice", None)  # the figures were right
    documents.decide(store.engine, items["consideration.words"], "alice", "Eighty-Five Lakh Forty Thousand")
    served = documents.get_served(store.engine, doc_id)
    assert served["record"]["consideration"] == {"figures": 8540000, "words": "Eighty-Five Lakh Forty Thousand"}
    assert served["version"] == 3
    log = [a for a in ReviewQueue(store).audit_log() if a["action"].startswith("field_")]
    assert [a["action"] for a in log] == ["field_confirm", "field_correct"]
    assert log[1]["after"] == "consideration.words=Eighty-Five Lakh Forty Thousand" and log[1]["actor"] == "alice"
    with pytest.raises(documents.FieldError):
        documents.decide(store.engine, items["consideration.words"], "alice", "x")

    with TestClient(create_app(settings, store.url)) as client:
        auth = {"Authorization": f"Bearer {token}"}
        assert client.get(f"/api/v1/documents/{doc_id}").status_code == 401
        got = client.get(f"/api/v1/documents/{doc_id}", headers=auth).json()
        assert got["record"]["consideration"]["figures"] == 8540000
        feed = client.get("/api/v1/documents/feed", headers=auth).json()
        assert [i["version"] for i in feed["items"]] == [1, 2, 3]
        again = client.get(f"/api/v1/documents/feed?after={feed['next']}", headers=auth).json()
        assert again["items"] == [] and again["next"] == feed["next"]
        assert client.get("/api/v1/documents/nope", headers=auth).status_code == 404


def test_a_removed_document_leaves_a_tombstone_and_its_sequence_number_is_never_reused(seeded):
    store, result, _ = seeded
    doc_id = result.document.id
    first = documents.feed_page(store.engine)
    assert [i["op"] for i in first["items"]] == ["upsert"]
    store.delete_document(doc_id, "alice")
    after = documents.feed_page(store.engine, first["next"])
    assert [(i["op"], i["id"], i["document"]) for i in after["items"]] == [("delete", doc_id, None)]
    assert documents.feed_page(store.engine)["items"] == after["items"]  # the entries with its fields are gone
    assert documents.get_served(store.engine, doc_id) is None and documents.open_items(store.engine) == []
    # a document ingested afterwards gets a later sequence number: a reader holding the cursor sees it
    again, data = pdf_result("deed-2", [(text, "index") for text in LINES[:2]])
    store.record_received(again.document, data)
    store.save_result(again.model_copy(update={"extraction": result.extraction}))
    new = documents.feed_page(store.engine, after["next"])["items"]
    assert [i["id"] for i in new] == [again.document.id] and new[0]["seq"] > after["items"][0]["seq"]
