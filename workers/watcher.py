"""The bucket watcher: register each new or changed file once (sha256 = document id) and queue it once."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import redis

from engross.settings import Settings
from ingest.pdf import sha256_of
from review_queue.store import Store
from schemas import Document
from workers import broker
from workers.sources import Entry, Source

log = logging.getLogger("engross.watch")
OUTCOMES = {"chunked": "processed", "in_review": "processed", "failed": "failed"}
SWEEP_SCANS = 20  # look for documents whose tasks were lost every this many scans (40 s by default)


@dataclass
class Watcher:
    """Scans a source; a file is taken once its size and time were the same on two scans (not mid-copy)."""

    source: Source
    store: Store
    settings: Settings
    enqueue: Callable[[str], None]
    seen: dict[str, str] = field(default_factory=dict)  # key -> version observed on the last scan
    taken: dict[str, str] = field(default_factory=dict)  # key -> version already registered
    waiting: dict[str, str] = field(default_factory=dict)  # key -> doc id, until its outcome is known
    unqueued: list[str] = field(default_factory=list)  # registered while the broker was down
    failed: list[str] = field(default_factory=list)  # keys whose document ended failed (`watch --once` exits 1)
    scans: int = 0
    orphans: set[str] = field(default_factory=set)  # unfinished, no task anywhere, on the last sweep
    _redis: redis.Redis | None = None

    @property
    def redis(self) -> redis.Redis:
        if self._redis is None:
            self._redis = broker.client(self.settings)
        return self._redis

    def scan(self) -> list[str]:
        """One pass; returns what happened, one line per event, for the log."""
        events = self._recover_lost_queue()
        events += self._flush_unqueued()
        current = {e.key: e for e in self.source.entries()}
        for entry in current.values():
            if self.taken.get(entry.key) != entry.version and self.seen.get(entry.key) == entry.version:
                try:
                    events.append(self._take(entry))
                except Exception as err:  # noqa: BLE001 - one unreadable file (moved away by another
                    # watcher, deleted, no permission) must not stop the others; it is tried again next scan
                    log.warning("could not take %s: %s: %s", entry.key, type(err).__name__, err)
        self.seen = {k: e.version for k, e in current.items()}
        events += self._settle()
        events += self._sweep()
        return events

    def _take(self, entry: Entry) -> str:
        data = self.source.read(entry.key)
        doc_id = sha256_of(data)
        name = entry.key.rsplit("/", 1)[-1]
        doc = Document(id=doc_id, source=self.source.uri(entry.key), filename=name)
        new = self.store.record_received(doc, data)  # raises if the store is away: tried again next scan
        self.taken[entry.key] = entry.version
        self.waiting[entry.key] = doc_id
        if not new:
            return f"known   {entry.key} = {doc_id[:12]} (same bytes already registered)"
        self._queue(doc_id)
        return f"queued  {entry.key} = {doc_id[:12]}"

    def _queue(self, doc_id: str) -> None:
        try:
            self.enqueue(doc_id)
        except Exception as err:  # noqa: BLE001 - the broker is down: keep it, retry on the next scan
            log.warning("broker unavailable (%s); %s will be queued when it is back", err, doc_id[:12])
            self.unqueued.append(doc_id)

    def _flush_unqueued(self) -> list[str]:
        pending, self.unqueued = self.unqueued, []
        for doc_id in pending:
            self._queue(doc_id)
        return [f"queued  {d[:12]} (broker back)" for d in pending if d not in self.unqueued]

    def _recover_lost_queue(self) -> list[str]:
        """Redis came back empty (restart without persistence): queue every unfinished document again."""
        try:
            reset = broker.broker_was_reset(self.redis, self.settings.queue)
        except Exception:  # noqa: BLE001 - broker down: nothing to do until it is back
            return []
        if not reset:
            return []
        lost = self.store.unfinished()
        for doc_id in lost:
            self._queue(doc_id)
        return [f"requeued {len(lost)} unfinished document(s): the broker started empty"] if lost else []

    def _sweep(self) -> list[str]:
        """Now and then: an unfinished document with no task queued or running (a task dropped while Redis
        was away, a watcher that died between registering and queueing) is queued again, once it was seen
        so on two sweeps in a row. Its tasks skip whatever was already done."""
        self.scans += 1
        period = SWEEP_SCANS * self.settings.watch_interval
        if self.scans % SWEEP_SCANS:
            return []
        try:
            quiet = self.store.unfinished(quiet_seconds=period)
            if not quiet or not broker.take_sweep_turn(self.redis, self.settings.queue, period * 0.9):
                return []
            orphans = set(quiet) - self._in_flight(quiet)
        except Exception as err:  # noqa: BLE001 - a sweep is a safety net; the next one tries again
            log.warning("sweep skipped: %s", err)
            return []
        lost, self.orphans = orphans & self.orphans, orphans
        for doc_id in sorted(lost):
            self._queue(doc_id)
        return [f"requeued {d[:12]} (no task was left for it)" for d in sorted(lost)]

    def _in_flight(self, quiet: list[str]) -> set[str]:
        """Documents with a task queued or running. RabbitMQ cannot be looked into without taking the
        messages, but it loses no taken task either: there, a document a worker has started is in flight."""
        if broker.is_amqp(self.settings):
            return {d for d in quiet if (doc := self.store.get_document(d)) and doc.state != "received"}
        return broker.in_flight(self.redis, self.settings.queue)

    def _settle(self) -> list[str]:
        events = []
        for key, doc_id in list(self.waiting.items()):
            doc = self.store.get_document(doc_id)
            outcome = OUTCOMES.get(doc.state) if doc else None
            if outcome is None:
                continue
            try:
                self.source.settle(key, outcome)
            except Exception as err:  # noqa: BLE001 - the record in the store is what counts
                log.warning("could not mark %s as %s: %s", key, outcome, err)
            del self.waiting[key]
            if doc.state == "failed":
                self.failed.append(key)
            reason = f": {doc.error}" if doc and doc.error else ""
            events.append(f"{doc.state:<8}{key}{reason}")
        return events


def run(watcher: Watcher, interval: float, once: bool = False, echo: Callable[[str], None] = print) -> None:
    """Scan forever (or until nothing is left to do, with `once`). A failing first scan (bad bucket, no
    credentials) stops here with its error; later failures (store or bucket briefly away) are logged and
    the next scan tries again."""
    first = True
    while True:
        try:
            events = watcher.scan()
        except Exception as err:
            if first:
                raise
            log.warning("scan failed (%s: %s); trying again in %.1f s", type(err).__name__, err, interval)
            events = []
        first = False
        for line in events:
            echo(line)
        if once and not watcher.waiting and not watcher.unqueued and set(watcher.seen) <= set(watcher.taken):
            return
        time.sleep(interval)
