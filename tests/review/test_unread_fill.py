"""What a reviewer types for an unread region lands where the page printed it, the feed carries it and the
audit log records it (SQLite and PostgreSQL)."""

from __future__ import annotations

from review_queue import feed
from review_queue.queue import ReviewQueue
from review_queue.unread_fill import fill
from schemas import UnreadRegion
from tests.review.conftest import make_document, make_result

BODY = "1. The Vendor sells the land.\n2. The Purchaser pays the price."


def _words(body: str) -> list[dict]:
    out = []
    for row, line in enumerate(body.split("\n")):
        for i, w in enumerate(line.split()):
            top = 100.0 + 40 * row  # a blank line's height between the two lines: something was lost there
            out.append({"text": w, "page": 1, "bbox": [72.0 + 40 * i, top, 108.0 + 40 * i, top + 12]})
    return out


def _region(top: float, x0: float = 72.0) -> dict:
    return UnreadRegion(page=1, bbox=(x0, top, 500.0, top + 12), reason="unread text, page 1").model_dump()


def test_typed_text_goes_between_the_lines_it_was_printed_between() -> None:
    body, regions = fill(BODY, _words(BODY), [_region(120.0)], ["The price is Rs. 10,000."])
    assert body == "1. The Vendor sells the land.\nThe price is Rs. 10,000.\n2. The Purchaser pays the price."
    assert regions[0]["text"] == "The price is Rs. 10,000."


def test_typed_text_on_a_line_cut_short_goes_inline_and_empty_fields_change_nothing() -> None:
    body, _ = fill(BODY, _words(BODY), [_region(100.0, x0=300.0), _region(120.0)], ["and the house", ""])
    assert body == "1. The Vendor sells the land. and the house\n2. The Purchaser pays the price."


def test_a_filled_region_reaches_the_feed_and_the_audit_log(store) -> None:  # type: ignore[no-untyped-def]
    doc, data = make_document("deed")
    result = make_result(doc, [("1. The Vendor sells the land.", "review")])
    chunk = result.chunks[0]
    chunk.unread_regions = [UnreadRegion(page=1, bbox=(72.0, 130.0, 500.0, 142.0), kind="stamped",
                                         reason="unread text under a stamp, page 1")]
    store.record_received(doc, data)
    store.save_result(result)
    queue = ReviewQueue(store)
    item = queue.items()[0]
    queue.claim(item["id"], "alice")
    queue.correct(item["id"], "alice", chunk.body, unread=["2. The Purchaser pays the price."])
    entry = [e for e in feed.page(store.engine, None, 100)["items"] if e["id"] == chunk.id][-1]
    assert entry["version"] == 2
    assert entry["chunk"]["body"] == "1. The Vendor sells the land.\n2. The Purchaser pays the price."
    assert entry["chunk"]["unread_regions"][0]["text"] == "2. The Purchaser pays the price."
    log = [(e["action"], e["before"], e["after"]) for e in queue.audit_log(chunk.id) if e["action"] == "fill_unread"]
    assert log == [("fill_unread", "unread text under a stamp, page 1", "2. The Purchaser pays the price.")]
