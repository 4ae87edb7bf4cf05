"""What the browser tests share: a real `engross serve` over a store holding one result, and signing in."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

from review_queue.auth import Accounts
from review_queue.db import dispose
from review_queue.store import Store
from schemas import IngestResult

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
TYPING_DELAY_MS = 120  # about 100 words a minute: a quick typist, not a script
USER, PASSWORD = "alice", "correct horse battery"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextmanager
def serving(home: Path, result: IngestResult, data: bytes) -> Iterator[tuple[str, str, str]]:
    """The result stored on SQLite under `home`, reviewer alice and an indexer token made, `engross serve`
    running (its session key made on start, as a user's would be): yields (base URL, token, store URL)."""
    url = f"sqlite:///{home / 'engross.db'}"
    store = Store(url)
    store.record_received(result.document, data)
    store.save_result(result)
    accounts = Accounts(store)
    accounts.add_user(USER, PASSWORD)
    _, token = accounts.create_token("search", "indexer")
    dispose(url)
    env = {**os.environ, "ENGROSS_DATABASE_URL": url, "ENGROSS_HOME": str(home)}
    env.pop("ENGROSS_SECRET_KEY", None)
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "engross.cli", "serve", "--port", str(port)],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_up(base, proc)
        yield base, token, url
    finally:
        proc.terminate()
        proc.wait(10)


def wait_up(base: str, proc: subprocess.Popen) -> None:
    deadline = time.time() + 60
    while time.time() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"engross serve exited: {proc.stdout.read().decode(errors='replace')}")
        try:
            httpx.get(f"{base}/login", timeout=1)
            return
        except httpx.TransportError:
            time.sleep(0.2)
    raise RuntimeError("engross serve did not start in 60 s")


def sign_in(page, base: str, start: str | None = "/queue") -> None:  # type: ignore[no-untyped-def]
    """Open `start` (None: the sign-in form is already shown), sign in with the keyboard alone, land on the
    queue. Typing waits for the name field to hold the focus (autofocus), or the first keys can be lost."""
    if start is not None:
        page.goto(f"{base}{start}")
    page.wait_for_function("document.activeElement && document.activeElement.name === 'name'")
    page.keyboard.type(USER)
    page.keyboard.press("Tab")
    page.keyboard.type(PASSWORD)
    page.keyboard.press("Enter")
    page.wait_for_url("**/queue")
