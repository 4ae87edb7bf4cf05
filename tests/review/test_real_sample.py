"""A real sample through the pipeline into the store: what went to review is in the queue, the rest in the feed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from ingest.pipeline import new_document, run
from review_queue import feed
from review_queue.app import create_app
from review_queue.auth import Accounts
from review_queue.queue import ReviewQueue

SAMPLE = Path(__file__).resolve().parents[2] / "samples" / "statute.pdf"  # born-digital: no OCR wait
pytestmark = pytest.mark.slow


def test_ingested_sample_lands_in_queue_and_feed(store, settings):
    data = SAMPLE.read_bytes()
    document = new_document(data, str(SAMPLE), settings)
    assert store.record_received(document, data)
    result = run(data, str(SAMPLE), settings)
    store.save_result(result)
    store.save_result(result)  # a retried save adds nothing
    review = {c.id for c in result.chunks if c.route == "review"}
    indexed = [c.id for c in result.chunks if c.route == "index"]
    assert {i["chunk_id"] for i in ReviewQueue(store).items()} == review
    assert [e["id"] for e in feed.page(store.engine, None, 10_000)["items"]] == indexed
    assert store.get_document(document.id).state == ("in_review" if review else "chunked")
    Accounts(store).add_user("alice", "pw")
    with TestClient(create_app(settings, store.url), follow_redirects=False) as client:
        client.post("/login", data={"name": "alice", "password": "pw"})
        for item in ReviewQueue(store).items():  # every item's page and crop render from the stored PDF
            page = client.get(f"/items/{item['id']}")
            assert page.status_code == 200
            for src in re.findall(r'<img src="([^"]+)"', page.text):
                assert client.get(src).content.startswith(b"\x89PNG")
