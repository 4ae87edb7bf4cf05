"""`/healthz` and a Prometheus `/metrics` for operators: read from the store and the broker at scrape time.

Counts come from the store, not from counters in this process, so every server reports the same figures
and a restart loses nothing; Prometheus's rate() over `engross_pages_read_total` gives pages per second.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

from fastapi import APIRouter, Request, Response
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, generate_latest
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily
from prometheus_client.registry import Collector
from sqlalchemy import func, select, text

from review_queue import tables as t
from review_queue.db import read
from review_queue.store import DONE_STATES, Store

router = APIRouter(include_in_schema=False)
QueueCounts = Callable[[], tuple[int, int | None]]
# why a document failed, in few enough words to be a label (the full reason is on the document)
FAILURE_REASONS = (
    ("timeout", re.compile(r"timed out|time limit", re.I)),
    ("worker_crash", re.compile(r"killed its worker|WorkerLost", re.I)),
    ("gave_up_retrying", re.compile(r"gave up after", re.I)),
    ("encrypted", re.compile(r"encrypt|password", re.I)),
    ("too_large", re.compile(r"too many pages|exceed|too large", re.I)),
    ("bad_file", re.compile(r"not a PDF|damaged|truncated|empty|cannot be opened|qpdf", re.I)),
)


def failure_reason(error: str | None) -> str:
    for label, pattern in FAILURE_REASONS:
        if error and pattern.search(error):
            return label
    return "other"


class StoreCollector(Collector):
    """Pages read, documents by state, review backlog, failures by reason, and the broker's queue."""

    def __init__(self, store: Store, queue_counts: QueueCounts | None) -> None:
        self.store = store
        self.queue_counts = queue_counts  # () -> (waiting, running | None); raises when the broker is away

    def collect(self) -> Iterator[Any]:
        docs, failures, pages, backlog = _figures(self.store)
        pages_read = CounterMetricFamily("engross_pages_read", "pages of finished documents (text layer or OCR)")
        pages_read.add_metric([], pages)
        yield pages_read
        by_state = GaugeMetricFamily("engross_documents", "documents by state", labels=["state"])
        for state, count in sorted(docs.items()):
            by_state.add_metric([state], count)
        yield by_state
        failed = CounterMetricFamily("engross_task_failures", "documents that failed, by reason",
                                     labels=["reason"])
        for reason, count in sorted(failures.items()):
            failed.add_metric([reason], count)
        yield failed
        review = GaugeMetricFamily("engross_review_backlog", "review items pending or claimed")
        review.add_metric([], backlog)
        yield review
        if self.queue_counts is not None:
            yield from self._queue()

    def _queue(self) -> Iterator[Any]:
        up = GaugeMetricFamily("engross_broker_up", "1 when the broker answered this scrape")
        try:
            waiting, running = self.queue_counts()
        except Exception:  # noqa: BLE001 - the broker being away is itself the figure
            up.add_metric([], 0)
            yield up
            return
        up.add_metric([], 1)
        yield up
        depth = GaugeMetricFamily("engross_queue_depth", "tasks waiting in the broker's queue")
        depth.add_metric([], waiting)
        yield depth
        if running is not None:
            taken = GaugeMetricFamily("engross_tasks_running", "tasks taken by workers and not yet finished")
            taken.add_metric([], running)
            yield taken


def _figures(store: Store) -> tuple[dict[str, int], dict[str, int], int, int]:
    docs_t, items = t.documents, t.review_items
    with read(store.engine) as conn:
        docs = dict(conn.execute(select(docs_t.c.state, func.count()).group_by(docs_t.c.state)).all())
        pages = conn.execute(select(func.coalesce(func.sum(docs_t.c.page_count), 0))
                             .where(docs_t.c.state.in_(DONE_STATES))).scalar_one()
        errors = conn.execute(select(docs_t.c.error, func.count()).where(docs_t.c.state == "failed")
                              .group_by(docs_t.c.error)).all()
        backlog = conn.execute(select(func.count()).select_from(items)
                               .where(items.c.state.in_(("pending", "claimed")))).scalar_one()
    failures: dict[str, int] = {}
    for error, count in errors:
        reason = failure_reason(error)
        failures[reason] = failures.get(reason, 0) + count
    return docs, failures, int(pages), int(backlog)


def registry(store: Store, queue_counts: QueueCounts | None) -> CollectorRegistry:
    reg = CollectorRegistry(auto_describe=False)
    reg.register(StoreCollector(store, queue_counts))
    return reg


@router.get("/healthz")
def healthz(request: Request) -> Response:
    """200 when the store answers (the web app's one dependency); 503 otherwise. Says nothing else."""
    try:
        with read(request.app.state.store.engine) as conn:
            conn.execute(text("SELECT 1"))
    except Exception:  # noqa: BLE001 - any failure to reach the store is "unhealthy"
        return Response('{"status": "unavailable"}', status_code=503, media_type="application/json")
    return Response('{"status": "ok"}', media_type="application/json")


@router.get("/metrics")
def metrics(request: Request) -> Response:
    return Response(generate_latest(request.app.state.metrics), media_type=CONTENT_TYPE_LATEST)
