"""Crashes while documents are in flight: a worker or its pool process killed, Redis restarted empty, a
document registered but never queued. Each document must still end once, each page read into it once."""

from __future__ import annotations

import os
import signal
import subprocess
import time

import pytest
import redis

from ingest.pdf import sha256_of
from schemas import Document
from tests.conftest import service_missing
from tests.workers.workers_support import (
    PAGE_WORDS,
    REDIS_URL,
    Stack,
    all_final,
    chunk_text,
    deed_pages,
    free_port,
    has_task_in_hand,
    received,
    scanned_pdf,
    states,
    submit,
    text_pdf,
    wait_for,
)

pytestmark = [pytest.mark.services, pytest.mark.slow, pytest.mark.timeout(240)]


def test_worker_killed_mid_document_completes_once(stack: Stack) -> None:
    pages = 4
    worker = stack.worker("w1")
    doc_id = submit(stack, scanned_pdf(deed_pages("K-1", pages)), "deed.pdf")
    wait_for(lambda: stack.store.page_numbers(doc_id), 90, "the first page to be read")
    stack.kill(worker)  # SIGKILL to the worker and its pool children, mid-document
    assert len(stack.store.page_numbers(doc_id)) < pages, "the kill came too late to test anything"
    assert states(stack.store, [doc_id])[doc_id] == "processing"

    stack.worker("w2")  # takes the queued pages now and the killed worker's page after the visibility timeout
    wait_for(lambda: all_final(stack.store, [doc_id]), 120, "the document to finish after the kill")

    assert states(stack.store, [doc_id])[doc_id] in ("chunked", "in_review")
    chunks = stack.store.chunks(doc_id)
    assert len({c.id for c in chunks}) == len(chunks)
    text = chunk_text(stack.store, doc_id)
    for word in PAGE_WORDS[:pages]:  # every page's own line is in the chunks exactly once
        assert text.count(word) == 1, (word, text)


def _redis_server(port: int, tmp) -> subprocess.Popen:
    """A Redis of the test's own (no persistence, like the machine's), so restarting it disturbs no one."""
    proc = subprocess.Popen(["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                             "--appendonly", "no", "--dir", str(tmp)], stdout=subprocess.DEVNULL)
    conn = redis.Redis(port=port)
    wait_for(lambda: _pings(conn), 10, "redis-server to start")
    return proc


def _pings(conn: redis.Redis) -> bool:
    try:
        return bool(conn.ping())
    except redis.RedisError:
        return False


@pytest.fixture
def own_redis(tmp_path):
    port = free_port()
    box = {"proc": _redis_server(port, tmp_path), "port": port}
    yield box
    box["proc"].kill()
    box["proc"].wait()


def test_redis_restart_loses_nothing(tmp_path, pg_url, own_redis) -> None:
    stack = Stack(tmp_path, pg_url, f"redis://127.0.0.1:{own_redis['port']}/0")
    try:
        inbox = tmp_path / "inbox"
        inbox.mkdir()
        stack.worker("w1", concurrency=2)
        stack.spawn("watch", str(inbox), name="watcher")
        files = {f"deed{i}.pdf": scanned_pdf(deed_pages(f"R-{i}", 2)) for i in range(5)}
        for name, data in files.items():
            (inbox / name).write_bytes(data)
        ids = [sha256_of(data) for data in files.values()]
        wait_for(lambda: "processing" in states(stack.store, ids).values(), 60, "work to start")

        # restart Redis empty while pages are in flight: its queue and the unacked tasks are gone
        own_redis["proc"].kill()
        own_redis["proc"].wait()
        time.sleep(2)
        own_redis["proc"] = _redis_server(own_redis["port"], tmp_path)
        assert not all_final(stack.store, ids), "everything finished before the restart: nothing was tested"

        wait_for(lambda: all_final(stack.store, ids), 150, "every document to finish after the restart")
        assert set(states(stack.store, ids).values()) <= {"chunked", "in_review"}
        for doc_id in ids:
            chunks = stack.store.chunks(doc_id)
            assert chunks and len({c.id for c in chunks}) == len(chunks)
            text = chunk_text(stack.store, doc_id)
            assert text.count(PAGE_WORDS[0]) == 1 and text.count(PAGE_WORDS[1]) == 1
    finally:
        stack.close()


def test_document_registered_but_never_queued_is_picked_up(stack: Stack) -> None:
    """A watcher that died between registering a file and queueing it: a running watcher notices that no
    task is left for the document and queues it (after two quiet sweeps, ~20-30 s with a 0.5 s interval)."""
    inbox = stack.tmp / "inbox"
    inbox.mkdir()
    stack.worker("w1")
    stack.spawn("watch", str(inbox), name="watcher")
    conn = redis.Redis.from_url(stack.settings.broker_url)
    wait_for(lambda: conn.exists(f"engross:epoch:{stack.queue}"), 30, "the watcher's first scan")
    data = text_pdf(deed_pages("O-1", 1))
    doc = Document(id=sha256_of(data), source="orphan.pdf", filename="orphan.pdf")
    assert stack.store.record_received(doc, data)  # ... and the watcher that did this died here
    wait_for(lambda: all_final(stack.store, [doc.id]), 90, "the orphaned document to be queued and finish")
    assert states(stack.store, [doc.id])[doc.id] in ("chunked", "in_review")
    assert b"no task was left for it" in stack.log("watcher")


def test_pool_process_killed_task_is_requeued_at_once(stack: Stack) -> None:
    """Only the OCR child dies (as with the kernel's OOM killer): the worker hands its task back at once."""
    worker = stack.worker("w1")
    doc_id = submit(stack, scanned_pdf(deed_pages("C-1", 3)), "deed.pdf")
    wait_for(lambda: stack.store.page_numbers(doc_id), 90, "the first page to be read")
    wait_for(lambda: has_task_in_hand(stack, "w1"), 30, "the next page to be in hand", every=0.05)
    children = subprocess.run(["pgrep", "-P", str(worker.pid)], capture_output=True, text=True).stdout.split()
    assert len(children) == 1  # concurrency 1: one pool process
    os.kill(int(children[0]), signal.SIGKILL)
    wait_for(lambda: all_final(stack.store, [doc_id]), 90, "the document to finish after the child was killed")
    assert states(stack.store, [doc_id])[doc_id] in ("chunked", "in_review")
    assert b"WorkerLostError" in stack.log("w1")
    text = chunk_text(stack.store, doc_id)
    assert all(text.count(word) == 1 for word in PAGE_WORDS[:3]), text


# a whole worker dies (kill -9 of its main process and its pool, as when a machine or container goes), with
# the production defaults (an hour's visibility timeout): the survivors finish its documents within 2 minutes
AMQP_URL = os.environ.get("ENGROSS_TEST_AMQP", "amqp://guest:guest@127.0.0.1:5672//")
DEAD_WORKER_DEADLINE = 120


def _whole_worker_killed(stack: Stack, holds_a_task) -> None:  # type: ignore[no-untyped-def]
    docs = {f"deed{i}.pdf": scanned_pdf(deed_pages(f"D-{i}", 3)) for i in range(3)}
    doomed = stack.worker("w1")
    stack.worker("w2")
    ids = [submit(stack, data, name) for name, data in docs.items()]
    wait_for(lambda: holds_a_task(doomed), 90, "the doomed worker to hold a task")
    stack.kill(doomed)  # main process and pool children, no warning
    killed_at = time.monotonic()
    assert not all_final(stack.store, ids), "everything finished before the kill: nothing was tested"

    wait_for(lambda: all_final(stack.store, ids), DEAD_WORKER_DEADLINE,
             "every document to finish on the surviving worker")
    print(f"\nwhole worker killed ({stack.settings.broker_url.split(':')[0]}): all {len(ids)} documents final "
          f"{time.monotonic() - killed_at:.0f} s after the kill")
    assert set(states(stack.store, ids).values()) <= {"chunked", "in_review"}
    for doc_id in ids:
        chunks = stack.store.chunks(doc_id)
        assert chunks and len({c.id for c in chunks}) == len(chunks)  # no duplicate chunk
        text = chunk_text(stack.store, doc_id)
        assert all(text.count(word) == 1 for word in PAGE_WORDS[:3]), text  # each page once
    assert received(stack, "assemble") >= len(ids)


def test_whole_worker_killed_on_redis_with_defaults(tmp_path, pg_url, own_redis) -> None:
    from workers.heartbeat import HOLDERS_KEY

    # a Redis of its own: kombu keeps one `unacked` hash per database, and a worker left over from any other run
    # on a shared database (a short visibility timeout) restores this test's unacked task before the sweep can
    url = f"redis://127.0.0.1:{own_redis['port']}/0"
    stack = Stack(tmp_path, pg_url, url, visibility=None)  # visibility timeout: the default hour
    conn = redis.Redis.from_url(url)
    unacked = lambda: {t.decode() for t in conn.hkeys("unacked")}  # noqa: E731

    doomed: set[str] = set()  # the deliveries the killed worker held

    def reading(tag: str) -> bool:  # a page read takes seconds: an assemble (0.02 s) can be acked before the
        # kill lands, and then the sweep has nothing to hand back (seen once under load in CI)
        return b"engross.read_pages" in (conn.hget("unacked", tag) or b"")

    def holds_a_task(proc: subprocess.Popen) -> bool:
        held = {t.decode(): i.decode() for t, i in conn.hgetall(HOLDERS_KEY).items()}
        doomed.clear()
        doomed.update(tag for tag, ident in held.items() if f"-{proc.pid}-" in ident and reading(tag))
        return bool(doomed)

    try:
        _whole_worker_killed(stack, holds_a_task)
        # the documents may finish without the dead worker's task (a duplicate assemble, say); either way it
        # must not wait an hour in the unacked set: the sweep hands it back and the survivor runs it
        wait_for(lambda: not doomed & unacked(), 60, "the dead worker's deliveries to leave the unacked set")
        assert b"stopped beating" in stack.log("w2")  # handed back by the sweep, not the visibility timeout
    finally:
        stack.close()
        conn.delete(stack.queue, f"_kombu.binding.{stack.queue}")


@pytest.fixture
def amqp_url() -> str:
    from kombu import Connection

    try:
        with Connection(AMQP_URL, connect_timeout=3) as conn:
            conn.ensure_connection(max_retries=1)
    except Exception as err:  # noqa: BLE001
        service_missing(f"needs RabbitMQ at {AMQP_URL} (scripts/services.sh starts it where installed): {err}")
    return AMQP_URL


def test_whole_worker_killed_on_rabbitmq(tmp_path, pg_url, amqp_url) -> None:
    from kombu import Connection

    stack = Stack(tmp_path, pg_url, amqp_url, visibility=None, redis_url=REDIS_URL)
    try:
        _whole_worker_killed(stack, lambda proc: has_task_in_hand(stack, "w1"))
    finally:
        stack.close()
        with Connection(amqp_url) as conn:
            channel = conn.default_channel
            channel.queue_delete(stack.queue)
            channel.exchange_delete(stack.queue)
