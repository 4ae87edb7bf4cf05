"""Queue a document by task name, so the watcher need not import the pipeline (OpenCV, Tesseract, ...)."""

from __future__ import annotations

from typing import Any

from celery import Celery

PROCESS_DOCUMENT = "engross.process_document"
# fail fast when Redis is down: the watcher keeps the document and tries again on its next scan
RETRY_POLICY = {"max_retries": 2, "interval_start": 0.5, "interval_step": 1.0, "interval_max": 2.0}


def enqueue_document(app: Celery, doc_id: str, choices: dict[str, Any] | None = None) -> None:
    """Queue a document; `choices` (family, doc_type, chunking, ocr_languages, ...) reach every task of it."""
    app.send_task(PROCESS_DOCUMENT, args=[doc_id], kwargs={"choices": choices} if choices else {}, retry=True,
                  retry_policy=RETRY_POLICY)
