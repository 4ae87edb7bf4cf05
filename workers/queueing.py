"""Queue a document by task name, so the watcher need not import the pipeline (OpenCV, Tesseract, ...)."""

from __future__ import annotations

from celery import Celery

PROCESS_DOCUMENT = "engross.process_document"
# fail fast when Redis is down: the watcher keeps the document and tries again on its next scan
RETRY_POLICY = {"max_retries": 2, "interval_start": 0.5, "interval_step": 1.0, "interval_max": 2.0}


def enqueue_document(app: Celery, doc_id: str) -> None:
    app.send_task(PROCESS_DOCUMENT, args=[doc_id], retry=True, retry_policy=RETRY_POLICY)
