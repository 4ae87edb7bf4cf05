"""Celery tasks: one per page range (read + persist each page), then one assemble per document; all idempotent."""

from __future__ import annotations

import random
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

import redis
from billiard.exceptions import SoftTimeLimitExceeded
from celery import Task, signals
from kombu.exceptions import OperationalError as KombuOperationalError
from sqlalchemy.exc import OperationalError as DbOperationalError

from engross.settings import get_settings
from ingest import memory, ocr
from ingest.assemble import assemble, lighten
from ingest.errors import EngrossError
from ingest.options import Options
from ingest.pages import prepare, read_page
from ingest.pipeline import new_document, page_ranges
from review_queue.store import Store
from workers.app import app
from workers.broker import client as redis_client

T = TypeVar("T")
FINAL_STATES = ("chunked", "in_review", "failed")
MAX_RETRIES = 5
# failures of the machinery, not the file: the same task may well succeed on the next try
TRANSIENT = (redis.RedisError, KombuOperationalError, DbOperationalError, ConnectionError, TimeoutError)
# unexpected errors (a bug, a library choking on a strange file) get this many tries before the document fails
UNEXPECTED_TRIES = 2
# a task whose worker died this many times (kill, segfault, OOM) is given up: the file is poison
MAX_CRASHES = 3


@signals.worker_init.connect
def _prepare(**_: object) -> None:
    """Before the worker forks its pool: its page processes start with what every scanned page loads on first use,
    instead of each loading it at its first page (again whenever a process is recycled, worker_max_tasks_per_child)."""
    prepare(get_settings())


@lru_cache(maxsize=1)
def store() -> Store:
    return Store(settings=get_settings())


@lru_cache(maxsize=1)
def _redis() -> redis.Redis:
    return redis_client(get_settings())


def backoff(retries: int) -> float:
    """Seconds before retry number `retries` + 1: exponential, capped, with jitter so retries do not bunch."""
    return min(300.0, 5.0 * 2**retries) * random.uniform(0.8, 1.2)


def guarded(task: Task, doc_id: str, work: Callable[[], T]) -> T | None:
    """Run `work` unless it keeps killing its worker; retry what may pass, record the document as failed
    (with the reason) for what will not."""
    crashes = _count_start(task)
    if crashes > MAX_CRASHES:  # the task keeps killing its worker (segfault, out of memory): a poison file
        fail(doc_id, f"{task.name} killed its worker process {crashes} times (crash or out of memory); "
                     "the file is probably damaged: check it with `qpdf --check`")
        return None
    result = _run(task, doc_id, work)
    _forget_starts(task)  # ended here (done or recorded as failed); a retry raised past this line
    return result


def _run(task: Task, doc_id: str, work: Callable[[], T]) -> T | None:
    try:
        return work()
    except SoftTimeLimitExceeded:
        fail(doc_id, f"timed out after {task.soft_time_limit or app.conf.task_soft_time_limit} s "
                     "(ENGROSS_TASK_TIME_LIMIT)")
    except EngrossError as err:
        if err.transient:
            retry_or_fail(task, doc_id, err, MAX_RETRIES)
        else:
            fail(doc_id, str(err))  # bad input: retrying cannot help
    except TRANSIENT as err:
        retry_or_fail(task, doc_id, err, MAX_RETRIES)
    except Exception as err:  # noqa: BLE001 - any other crash must still end in a recorded state
        retry_or_fail(task, doc_id, err, UNEXPECTED_TRIES, transient=False)
    return None


def _count_start(task: Task) -> int:
    """How many times this task died with its worker: starts counted in Redis, minus deliberate retries
    (a redelivered or retried task keeps its id)."""
    key = f"engross:starts:{task.request.id}"
    try:
        starts = int(_redis().incr(key))
        # a crashed task comes back after the visibility timeout: keep the count for several of those
        _redis().expire(key, (MAX_CRASHES + 2) * get_settings().visibility_timeout)
    except redis.RedisError:
        return 0  # counting is a safeguard; never let it stop the work
    return starts - 1 - (task.request.retries or 0)


def _forget_starts(task: Task) -> None:
    try:
        _redis().delete(f"engross:starts:{task.request.id}")
    except redis.RedisError:
        pass  # it expires on its own


def retry_or_fail(task: Task, doc_id: str, err: BaseException, tries: int, transient: bool = True) -> None:
    if task.request.retries + 1 < tries:
        raise task.retry(exc=err, countdown=backoff(task.request.retries), max_retries=tries)
    # a transient failure stays retryable: claim_for_processing takes such a document again
    fail(doc_id, f"{type(err).__name__}: {err} (gave up after {tries} tries)", transient)


def fail(doc_id: str, reason: str, transient: bool = False) -> None:
    doc = store().get_document(doc_id)
    if doc is not None and doc.state not in FINAL_STATES:
        store().record_failed(doc, reason, transient=transient)


def unfinished(doc_id: str) -> bool:
    doc = store().get_document(doc_id)
    return doc is not None and doc.state not in FINAL_STATES


@contextmanager
def stored_file(doc_id: str) -> Iterator[Path]:
    """The document's stored bytes in a temporary file, copied a slice at a time: a task never holds a long
    scan whole, and pdfium reads only what each page needs."""
    with tempfile.NamedTemporaryFile(prefix="engross-", suffix=".pdf") as pdf:
        store().blob_to_file(doc_id, pdf)
        yield Path(pdf.name)


Choices = dict[str, Any] | None  # per-document options (family, doc_type, chunking, ...) as queued, JSON


def options(choices: Choices) -> Options:
    """This worker's settings with the choices the document was queued with: every task of a document
    (fan-out, page ranges, assemble) reads it with the same options, as `engross ingest` would."""
    return get_settings().options(**(choices or {}))


@app.task(bind=True, name="engross.process_document")
def process_document(self: Task, doc_id: str, choices: Choices = None) -> None:
    """Validate the file and fan out one task per page not yet read (a re-run only queues what is missing)."""
    guarded(self, doc_id, lambda: _fan_out(doc_id, choices))


def _fan_out(doc_id: str, choices: Choices) -> None:
    doc = store().get_document(doc_id)
    # not claimed and still processing = a redelivered task: carry on, the fan-out is idempotent
    if doc is None or not (store().claim_for_processing(doc_id) or doc.state == "processing"):
        return  # finished, failed for good, or unknown
    opts = options(choices)
    with stored_file(doc_id) as pdf:
        page_count = new_document(pdf, doc.source, opts).page_count  # validated once, here
    done = store().page_numbers(doc_id)
    missing = [i for i in range(page_count) if i + 1 not in done]
    if not missing:
        assemble_document.delay(doc_id, page_count, choices)
    # one page a task for short files, up to MAX_RANGE for long ones: the blob is fetched once per task
    for task_pages in page_ranges(len(missing), opts.ocr_processes()):
        read_pages_task.delay(doc_id, [missing[i] for i in task_pages], page_count, choices)


@app.task(bind=True, name="engross.read_pages")
def read_pages_task(self: Task, doc_id: str, indices: list[int], page_count: int, choices: Choices = None) -> None:
    """Read a range of pages (text layer or OCR), persisting each as it is read; the last page in queues
    the assemble task."""
    guarded(self, doc_id, lambda: _read(doc_id, indices, page_count, choices))


def _read(doc_id: str, indices: list[int], page_count: int, choices: Choices) -> None:
    if not unfinished(doc_id):
        return
    done = store().page_numbers(doc_id)
    todo = [i for i in indices if i + 1 not in done]  # a redelivered task does not redo a saved page
    if todo:
        opts = options(choices)
        with stored_file(doc_id) as pdf:  # fetched once for the whole range
            for index in todo:
                store().save_page(doc_id, read_page(pdf, index, opts))
    if len(store().page_numbers(doc_id)) >= page_count:
        # several last pages may race here; assemble is idempotent and locked, so a duplicate is harmless
        assemble_document.delay(doc_id, page_count, choices)


@app.task(bind=True, name="engross.assemble")
def assemble_document(self: Task, doc_id: str, page_count: int, choices: Choices = None) -> None:
    """Tables, structure, chunks and routing for a document whose pages are all in; runs once per document."""
    guarded(self, doc_id, lambda: _assemble_once(doc_id, page_count, choices))


def _assemble_once(doc_id: str, page_count: int, choices: Choices) -> None:
    settings = get_settings()
    lock = _redis().lock(f"engross:assemble:{doc_id}", timeout=settings.task_time_limit + 60,
                                       blocking=False)
    if not lock.acquire():
        return  # another worker is assembling it; if that one dies, its own task is handed out again
    try:
        _assemble(doc_id, page_count, choices)
    finally:
        _release(lock)


def _assemble(doc_id: str, page_count: int, choices: Choices) -> None:
    doc = store().get_document(doc_id)
    if doc is None or doc.state in FINAL_STATES:
        return
    # left packed: assembly unpacks them once, compact, each page's bytes let go as it is unpacked (long documents)
    pages = store().load_packed(doc_id, once=True)
    if len(pages) < page_count:
        return  # not all in yet: the page that completes the set queues assemble again
    # this process read pages before: their models go back before a long document's words come in (its next
    # page task loads them again)
    ocr.release_models()
    memory.give_back()
    result = assemble(doc, pages, options(choices))  # no blob: the pages carry all it needs
    del pages
    store().save_result(lighten(result))


def _release(lock: Any) -> None:
    try:
        lock.release()
    except redis.RedisError:
        pass  # expired or Redis restarted: nothing left to release


@app.task(bind=True, name="engross.reprocess")
def reprocess_task(self: Task, doc_id: str, reread: bool = False) -> None:
    """Build a processed document's result again beside the served one (`engross reprocess --queue`); the
    stored pages are re-used when the reading settings did not change. Promoting stays a person's step."""
    from review_queue.reprocess import reprocess

    lock = _redis().lock(f"engross:reprocess:{doc_id}", timeout=get_settings().task_time_limit + 60, blocking=False)
    if not lock.acquire():
        return  # another worker is building it
    try:
        reprocess(store(), doc_id, get_settings(), reread=reread)
    except TRANSIENT as err:
        raise self.retry(exc=err, countdown=backoff(self.request.retries), max_retries=MAX_RETRIES) from err
    finally:
        _release(lock)
