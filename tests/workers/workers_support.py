"""Helpers for the scale-out tests: PDFs made here (born-digital with reportlab, 'scanned' by rendering them
to images), a per-test stack of real worker subprocesses, and waiting on real outcomes."""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

from engross.settings import Settings
from ingest.pdf import render_page
from review_queue.db import dispose
from review_queue.store import Store

ROOT = Path(__file__).resolve().parents[2]
ENGROSS = str(Path(sys.executable).parent / "engross")
PG_ADMIN = os.environ.get("ENGROSS_TEST_PG", "postgresql://postgres@127.0.0.1:5432/postgres")
REDIS_URL = os.environ.get("ENGROSS_TEST_REDIS", "redis://127.0.0.1:6379/11")  # a DB of its own
VISIBILITY = 12  # seconds before a dead worker's task is handed out again (production: an hour)


def text_pdf(lines: list[str], pages: int = 1) -> bytes:
    """A born-digital PDF: `lines` on every page, each page numbered so pages differ."""
    out = io.BytesIO()
    c = canvas.Canvas(out, pagesize=A4, invariant=1)
    for n in range(1, pages + 1):
        c.setFont("Times-Roman", 14)
        y = 780
        for line in [f"Page {n} of the deed", *lines]:
            c.drawString(72, y, line)
            y -= 22
        c.showPage()
    c.save()
    return out.getvalue()


def scanned_pdf(lines: list[str], pages: int, dpi: int = 150) -> bytes:
    """An image-only PDF: the born-digital pages rendered to greyscale images (so every page needs OCR)."""
    digital = text_pdf(lines, pages)
    images = [render_page(digital, i, dpi) for i in range(pages)]
    out = io.BytesIO()
    images[0].save(out, "PDF", resolution=dpi, save_all=True, append_images=images[1:])
    return out.getvalue()


def deed_lines(tag: str) -> list[str]:
    return [f"SALE DEED number {tag}", "1. The vendor sells the land described below to the purchaser.",
            "2. The purchaser has paid the full price of the land.", "3. Possession is given on this day."]


class Stack:
    """One test's scale-out stack: env for the subprocesses, the store, and the processes to clean up."""

    def __init__(self, tmp: Path, db_url: str, broker_url: str) -> None:
        self.tmp = tmp
        self.queue = f"engross-test-{uuid.uuid4().hex[:8]}"
        self.env = {**os.environ, "OMP_THREAD_LIMIT": "1", "ENGROSS_HOME": str(tmp / "var"),
                    "ENGROSS_DATABASE_URL": db_url, "ENGROSS_BROKER_URL": broker_url,
                    "ENGROSS_QUEUE": self.queue, "ENGROSS_VISIBILITY_TIMEOUT": str(VISIBILITY),
                    "ENGROSS_TASK_TIME_LIMIT": "240", "ENGROSS_WATCH_INTERVAL": "0.5"}
        self.settings = Settings(home=tmp / "var", database_url=db_url, broker_url=broker_url, queue=self.queue)
        self.store = Store(settings=self.settings)
        self.procs: list[subprocess.Popen] = []

    def spawn(self, *args: str, name: str) -> subprocess.Popen:
        log = open(self.tmp / f"{name}.log", "ab")  # noqa: SIM115 - closed with the process
        proc = subprocess.Popen([ENGROSS, *args], env=self.env, cwd=self.tmp, stdout=log, stderr=subprocess.STDOUT,
                                start_new_session=True)  # own process group: kill -9 takes the pool children too
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

