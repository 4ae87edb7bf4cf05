"""Helpers for the scale-out tests: PDFs made here (born-digital with reportlab, 'scanned' by rendering them
to images), a per-test stack of real worker subprocesses, and waiting on real outcomes."""

from __future__ import annotations

import io
import os
import re
import signal
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

from engross.settings import Settings
from ingest.pdf import render_page, sha256_of
from review_queue.db import dispose
from review_queue.store import Store
from schemas import Document
from workers.app import make_app
from workers.queueing import enqueue_document

MOTO_SERVER = str(Path(sys.executable).parent / "moto_server")
PG_ADMIN = os.environ.get("ENGROSS_TEST_PG", "postgresql://postgres@127.0.0.1:5432/postgres")
REDIS_URL = os.environ.get("ENGROSS_TEST_REDIS", "redis://127.0.0.1:6379/11")  # a DB of its own
VISIBILITY = 12  # seconds before a dead worker's task is handed out again (production: an hour)


PAGE_WORDS = ["ALPHA", "BRAVO", "CHARLIE", "DELTA", "ECHO", "FOXTROT"]  # one per page, easy for OCR


def deed_pages(tag: str, pages: int) -> list[list[str]]:
    """Each page of a small deed: a line naming the deed and a line with the page's own code word."""
    return [[f"SALE DEED {tag}", f"Covenant {PAGE_WORDS[n]} binds the vendor and the heirs.",
             "The purchaser has paid the full price of the land."] for n in range(pages)]


def text_pdf(pages: list[list[str]]) -> bytes:
    """A born-digital PDF, one list of lines per page."""
    out = io.BytesIO()
    c = canvas.Canvas(out, pagesize=A4, invariant=1)
    for lines in pages:
        c.setFont("Times-Roman", 14)
        for i, line in enumerate(lines):
            c.drawString(72, 760 - 22 * i, line)
        c.showPage()
    c.save()
    return out.getvalue()


def scanned_pdf(pages: list[list[str]], dpi: int = 150) -> bytes:
    """An image-only PDF: the born-digital pages rendered to greyscale images (so every page needs OCR)."""
    digital = text_pdf(pages)
    images = [render_page(digital, i, dpi) for i in range(len(pages))]
    out = io.BytesIO()
    images[0].save(out, "PDF", resolution=dpi, save_all=True, append_images=images[1:])
    return out.getvalue()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Stack:
    """One test's scale-out stack: env for the subprocesses, the store, and the processes to clean up."""

    def __init__(self, tmp: Path, db_url: str, broker_url: str, visibility: int | None = VISIBILITY,
                 redis_url: str | None = None) -> None:
        """`visibility=None` keeps the production default (an hour); `redis_url` is the workers' Redis when
        the broker is not Redis."""
        self.tmp = tmp
        self.queue = f"engross-test-{uuid.uuid4().hex[:8]}"
        self.env = {**os.environ, "OMP_THREAD_LIMIT": "1", "ENGROSS_HOME": str(tmp / "var"),
                    "ENGROSS_DATABASE_URL": db_url, "ENGROSS_BROKER_URL": broker_url,
                    "ENGROSS_QUEUE": self.queue, "ENGROSS_TASK_TIME_LIMIT": "240", "ENGROSS_WATCH_INTERVAL": "0.5"}
        for name in ("ENGROSS_VISIBILITY_TIMEOUT", "ENGROSS_REDIS_URL", "ENGROSS_HEARTBEAT_INTERVAL",
                     "ENGROSS_WORKER_DEAD_AFTER"):
            self.env.pop(name, None)  # the defaults, unless the test says otherwise
        if visibility is not None:
            self.env["ENGROSS_VISIBILITY_TIMEOUT"] = str(visibility)
        if redis_url:
            self.env["ENGROSS_REDIS_URL"] = redis_url
        self.settings = Settings(home=tmp / "var", database_url=db_url, broker_url=broker_url, queue=self.queue,
                                 redis_url=redis_url)
        self.store = Store(settings=self.settings)
        self.procs: list[subprocess.Popen] = []

    def spawn(self, *args: str, name: str) -> subprocess.Popen:
        log = open(self.tmp / f"{name}.log", "ab")  # noqa: SIM115 - closed with the process
        # own process group, so kill -9 takes the worker's pool children too
        proc = subprocess.Popen([sys.executable, "-m", "engross.cli", *args], env=self.env, cwd=self.tmp,
                                stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        proc.name = name  # type: ignore[attr-defined]
        self.procs.append(proc)
        return proc

    def worker(self, name: str, concurrency: int = 1) -> subprocess.Popen:
        proc = self.spawn("worker", "-c", str(concurrency), "-n", f"{name}@test", "-l", "info", name=name)
        wait_for(lambda: b"ready." in self.log(name), 60, f"worker {name} ready")
        return proc

    def log(self, name: str) -> bytes:
        return (self.tmp / f"{name}.log").read_bytes()

    def kill(self, proc: subprocess.Popen, sig: int = signal.SIGKILL) -> None:
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            pass
        proc.wait(timeout=30)

    def close(self) -> None:
        for proc in self.procs:  # no warm shutdown needed: the test's queue is thrown away
            if proc.poll() is None:
                self.kill(proc)
        dispose(self.settings.db_url)


def wait_for(check: Callable[[], object], timeout: float, what: str, every: float = 0.3) -> object:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(every)
    raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")


def states(store: Store, ids: list[str]) -> dict[str, str]:
    return {d: (doc.state if (doc := store.get_document(d)) else "missing") for d in ids}



FINAL = ("chunked", "in_review", "failed")


def all_final(store: Store, ids: list[str]) -> bool:
    return all(s in FINAL for s in states(store, ids).values())


def submit(stack: Stack, data: bytes, name: str, choices: dict[str, str] | None = None) -> str:
    """Register a file and queue it (with a watcher's --family/--doc-type/... choices), as the watcher does."""
    doc = Document(id=sha256_of(data), source=name, filename=name)
    if stack.store.record_received(doc, data):
        enqueue_document(make_app(stack.settings), doc.id, choices)
    return doc.id


def received(stack: Stack, task: str) -> int:
    """How many times workers took `task` (from their logs): the test's view of 'queued exactly once'."""
    taken = re.compile(rf"Task engross\.{task}\[[0-9a-f-]+\] received".encode())
    return sum(len(taken.findall(stack.log(p.name))) for p in stack.procs if p.name.startswith("w"))


def has_task_in_hand(stack: Stack, name: str) -> bool:
    """The worker's log shows a task taken and not yet ended (so killing it now loses a task in flight)."""
    log = stack.log(name)
    taken = len(re.findall(rb"Task engross\.\w+\[[0-9a-f-]+\] received", log))
    return taken > log.count(b" succeeded in ") + log.count(b" retry: ") + log.count(b" raised unexpected")


def chunk_text(store: Store, doc_id: str) -> str:
    return "\n".join(c.body for c in store.chunks(doc_id))
