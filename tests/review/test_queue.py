"""The review state machine: leases, exclusive claims, audited corrections, and a stable, complete feed."""

from __future__ import annotations

import threading
import time

import pytest

from review_queue import feed
from review_queue.queue import ReviewError, ReviewQueue
from review_queue.store import Store
from tests.review.conftest import make_document, make_result


def _seed(store: Store, n_review: int = 3, n_index: int = 2, name: str = "deed") -> list[str]:
    doc, data = make_document(name)
    store.record_received(doc, data)
    bodies = [(f"Cl4use {i} wlth sm0dged w0rds", "review") for i in range(n_review)]
    bodies += [(f"Clause {i} reads cleanly.", "index") for i in range(n_index)]
    store.save_result(make_result(doc, bodies))
    return [c.id for c in store.chunks(doc.id)]


def _all_feed(store: Store, limit: int = 2) -> list[dict]:
    out, cursor = [], None
    while True:
        page = feed.page(store.engine, cursor, limit)
        out += page["items"]
        cursor = page["next"]
        if not page["has_more"]:
            return out


def test_expired_lease_returns_item_to_queue(store):
    _seed(store, n_review=1, n_index=0)
    queue = ReviewQueue(store)
    queue.lease = 3  # as if ENGROSS_LEASE_SECONDS=3
    first = queue.claim_next("alice")
    assert first is not None
    assert queue.claim_next("bob") is None  # alice holds the only item
    assert queue.claim_next("alice") == first  # asking again gives alice her own item back
    time.sleep(3.2)  # alice walked away
    assert ReviewQueue(store).claim_next("bob") == first
    with pytest.raises(ReviewError, match="claimed by bob"):
        ReviewQueue(store).approve(first, "alice")


def test_oldest_and_lowest_confidence_orders(store):
    doc, data = make_document("order")
    result = make_result(doc, [("a", "review"), ("b", "review"), ("c", "review")])
    for chunk, conf in zip(result.chunks, [0.7, 0.2, 0.5], strict=True):
        chunk.confidence = conf
    store.save_result(result)
    queue = ReviewQueue(store)
    assert [i["preview"] for i in queue.items(order="confidence")] == ["b", "c", "a"]
    assert [i["preview"] for i in queue.items(order="oldest")] == ["a", "b", "c"]
    assert queue.items(doc_id="someone-else") == []


def test_correction_is_audited_versioned_and_keeps_the_original(store):
    ids = _seed(store, n_review=1, n_index=0)
    queue = ReviewQueue(store)
    item = queue.claim_next("alice")
    queue.correct(item, "alice", "Clause 0 with smudged words")
    row = store.chunk_row(ids[0])
    assert (row.version, row.reviewed, row.original_body) == (2, True, "Cl4use 0 wlth sm0dged w0rds")
    chunk = store.chunks()[0]
    assert chunk.body == "Clause 0 with smudged words"
    assert chunk.text.endswith("\n\nClause 0 with smudged words") and chunk.text.startswith("Deed > Section 0")
    log = [e for e in queue.audit_log(ids[0]) if e["action"] == "correct"]
    assert len(log) == 1 and log[0]["actor"] == "alice" and log[0]["at"] <= time.time()
    assert (log[0]["before"], log[0]["after"]) == ("Cl4use 0 wlth sm0dged w0rds", "Clause 0 with smudged words")
    assert queue.item(item)["state"] == "corrected"
    with pytest.raises(ReviewError, match="already corrected"):
        queue.approve(item, "bob")


def test_feed_is_stable_and_complete_per_version(store):
    ids = _seed(store, n_review=3, n_index=2)
    queue = ReviewQueue(store)
    first_read = _all_feed(store)
    assert {e["id"] for e in first_read} == set(ids[3:])  # auto-approved only; review items wait
    cursor = str(first_read[-1]["seq"])
    queue.approve(queue.claim_next("alice"), "alice")
    queue.correct(queue.claim_next("alice"), "alice", "Clause 1 with smudged words")
    queue.reject(queue.claim_next("alice"), "alice")
    # correct an auto-approved chunk that an indexer already pulled: it comes back at version 2
    queue.correct(queue.reopen(ids[3], "bob"), "bob", "Clause 0 reads cleanly, corrected.")
    later = feed.page(store.engine, cursor, 100)["items"]
    assert [(e["id"], e["version"], e["op"]) for e in later] == [
        (ids[0], 1, "upsert"), (ids[1], 2, "upsert"), (ids[2], 2, "delete"), (ids[3], 2, "upsert")]
    assert later[1]["chunk"]["body"] == "Clause 1 with smudged words" and later[1]["chunk"]["reviewed"]
    assert later[2]["chunk"] is None
    everything = _all_feed(store)
    assert everything == _all_feed(store)  # re-reading gives the same entries
    assert everything[: len(first_read)] == first_read  # old pages did not change under later decisions
    seqs = [e["seq"] for e in everything]
    assert seqs == sorted(seqs) and len({(e["id"], e["version"]) for e in everything}) == len(everything)
    doc, _ = make_document("deed")
    store.save_result(make_result(doc, [("again", "index")]))  # the same document saved again: nothing new
    assert _all_feed(store) == everything


def test_rejected_then_reopened_and_approved_reappears(store):
    ids = _seed(store, n_review=1, n_index=0)
    queue = ReviewQueue(store)
    item = queue.claim_next("alice")
    queue.reject(item, "alice", "illegible")
    queue.approve(queue.reopen(ids[0], "carol"), "carol")
    entries = [(e["version"], e["op"]) for e in _all_feed(store)]
    assert entries == [(2, "delete"), (3, "upsert")]


def test_parallel_claims_never_double_claim(store):
    """Rounds of simultaneous claims: PostgreSQL (SKIP LOCKED) and SQLite (BEGIN IMMEDIATE + conditional UPDATE)."""
    n_threads, rounds = 8, 5
    _seed(store, n_review=n_threads * rounds, n_index=0)
    got: dict[str, list[int | None]] = {}
    barrier = threading.Barrier(n_threads)

    def reviewer(name: str) -> None:
        queue = ReviewQueue(store)
        mine = got.setdefault(name, [])
        for _ in range(rounds):
            barrier.wait()  # everyone claims at the same moment
            mine.append(item := queue.claim_next(name))
            barrier.wait()  # and nobody decides before every claim of the round is in
            if item is not None:
                queue.approve(item, name)

    threads = [threading.Thread(target=reviewer, args=(f"r{i}",)) for i in range(n_threads)]
    for th in threads:
        th.start()
    for th in threads:
        th.join(120)
    claimed = [i for items in got.values() for i in items]
    assert None not in claimed  # every reviewer got an item in every round ...
    assert len(set(claimed)) == n_threads * rounds  # ... and no item went to two of them
    assert len(_all_feed(store, limit=1000)) == n_threads * rounds


def test_only_the_lease_holder_decides(store):
    _seed(store, n_review=1, n_index=0)
    queue = ReviewQueue(store)
    item = queue.claim_next("alice")
    assert queue.claim(item, "bob") is False
    with pytest.raises(ReviewError, match="claimed by alice"):
        queue.reject(item, "bob")
    queue.release(item, "alice")
    assert queue.claim(item, "bob") is True


def test_saving_unchanged_text_is_an_approval(store):
    ids = _seed(store, n_review=1, n_index=0)
    queue = ReviewQueue(store)
    item = queue.claim_next("alice")
    queue.correct(item, "alice", "Cl4use 0 wlth sm0dged w0rds\r\n")
    assert queue.item(item)["state"] == "approved"
    assert [(e["id"], e["version"]) for e in _all_feed(store)] == [(ids[0], 1)]
    with pytest.raises(ReviewError, match="empty"):
        queue.correct(queue.reopen(ids[0], "alice"), "alice", "   ")
