"""Operators' endpoints: /healthz, and /metrics in Prometheus's format with figures from the store."""

from __future__ import annotations

from fastapi.testclient import TestClient
from prometheus_client.parser import text_string_to_metric_families

from review_queue.app import create_app
from review_queue.metrics import failure_reason
from schemas import Document
from tests.review.conftest import make_document, make_result


def _samples(text: str) -> dict[tuple[str, tuple], float]:
    return {(s.name, tuple(sorted(s.labels.items()))): s.value
            for family in text_string_to_metric_families(text) for s in family.samples}


def _seed(store) -> None:  # type: ignore[no-untyped-def]
    doc, data = make_document("deed")
    store.record_received(doc.model_copy(update={"page_count": 4}), data)
    result = make_result(doc.model_copy(update={"page_count": 4}), [("1. fine", "index"), ("2. sm0dged", "review"),
                                                                     ("3. stamped", "review")])
    store.save_result(result)
    for name, reason in (("a", "timed out after 1740 s (ENGROSS_TASK_TIME_LIMIT)"),
                         ("b", "engross.read_page killed its worker process 4 times (crash or out of memory)"),
                         ("c", "OcrError: tesseract failed (gave up after 5 tries)")):
        bad, bad_data = make_document(name)
        store.record_received(bad, bad_data)
        store.record_failed(Document(**bad.model_dump()), reason)


def test_metrics_report_pages_backlog_failures_and_queue(store, settings):
    _seed(store)
    app = create_app(settings, store.url, queue_counts=lambda: (7, 2))
    with TestClient(app) as client:
        res = client.get("/metrics")
    assert res.status_code == 200 and res.headers["content-type"].startswith("text/plain")
    got = _samples(res.text)
    assert got[("engross_pages_read_total", ())] == 4
    assert got[("engross_review_backlog", ())] == 2
    assert got[("engross_documents", (("state", "failed"),))] == 3
    for reason in ("timeout", "worker_crash", "gave_up_retrying"):
        assert got[("engross_task_failures_total", (("reason", reason),))] == 1
    assert got[("engross_queue_depth", ())] == 7 and got[("engross_tasks_running", ())] == 2
    assert got[("engross_broker_up", ())] == 1


def test_metrics_say_when_the_broker_is_away_and_healthz_answers(store, settings):
    def away() -> tuple[int, int | None]:
        raise ConnectionError("no broker")

    with TestClient(create_app(settings, store.url, queue_counts=away)) as client:
        got = _samples(client.get("/metrics").text)
        assert got[("engross_broker_up", ())] == 0 and ("engross_queue_depth", ()) not in got
        health = client.get("/healthz")
        assert health.status_code == 200 and health.json() == {"status": "ok"}


def test_failure_reasons_are_few_labels():
    assert failure_reason("the file is encrypted; decrypt it with qpdf") == "encrypted"
    assert failure_reason(None) == "other" and failure_reason("something new") == "other"
