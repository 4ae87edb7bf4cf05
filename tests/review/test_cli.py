"""The operator's commands: `engross user add`, `engross token create`, `engross export`."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from review_queue import feed
from review_queue.auth import Accounts
from review_queue.db import dispose
from review_queue.queue import ReviewQueue
from review_queue.store import Store
from tests.conftest import run_engross
from tests.review.conftest import make_document, make_result


def _run(url: str, tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    return run_engross(*args, env={"ENGROSS_DATABASE_URL": url, "ENGROSS_HOME": str(tmp_path)}, timeout=120)


def test_user_and_token_commands(tmp_path):
    url = f"sqlite:///{tmp_path / 'cli.db'}"
    assert _run(url, tmp_path, "user", "add", "bob", "--password", "s3cret").returncode == 0
    again = _run(url, tmp_path, "user", "add", "bob", "--password", "other")
    assert again.returncode == 2 and "exists" in again.stderr
    made = _run(url, tmp_path, "token", "create", "--role", "indexer", "--name", "search", "--expires", "90d")
    other = _run(url, tmp_path, "token", "create", "--name", "search")  # same name, a token of its own
    bad = _run(url, tmp_path, "token", "create", "--role", "admin")
    assert made.returncode == 0 and bad.returncode == 2 and "unknown token role" in bad.stderr
    assert _run(url, tmp_path, "token", "create", "--expires", "soon").returncode == 2
    accounts = Accounts(Store(url))
    assert accounts.login("bob", "s3cret") == "reviewer" and accounts.login("bob", "other") is None
    assert accounts.token_role(made.stdout.strip()) == "indexer"
    listed = _run(url, tmp_path, "token", "list").stdout.splitlines()
    assert len(listed) == 3 and all("search" in line and "live" in line for line in listed[1:])
    first_id = made.stderr.split("token id ", 1)[1].split()[0]
    assert _run(url, tmp_path, "token", "revoke", first_id).returncode == 0
    assert _run(url, tmp_path, "token", "revoke", "999").returncode == 2
    dispose(url)
    accounts = Accounts(Store(url))
    assert accounts.token_role(made.stdout.strip()) is None  # revoked by id ...
    assert accounts.token_role(other.stdout.strip()) == "indexer"  # ... the other "search" token lives on
    assert "revoked" in _run(url, tmp_path, "token", "list").stdout


def test_user_disable_and_audit_export(tmp_path):
    url = f"sqlite:///{tmp_path / 'audit.db'}"
    assert _run(url, tmp_path, "user", "add", "carol", "--password", "pw").returncode == 0
    assert _run(url, tmp_path, "user", "disable", "carol").returncode == 0
    assert _run(url, tmp_path, "user", "disable", "nobody").returncode == 2
    assert Accounts(Store(url)).login("carol", "pw") is None
    assert "carol\treviewer\tdisabled" in _run(url, tmp_path, "user", "list").stdout
    dispose(url)
    out = tmp_path / "audit.jsonl"
    assert _run(url, tmp_path, "audit", "export", "--jsonl", str(out)).returncode == 0
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [(r["actor"], r["action"], r["after"]) for r in rows] == [
        ("cli", "user_add", "carol"), ("cli", "user_disable", "carol")]
    later = _run(url, tmp_path, "audit", "export", "--after", str(rows[0]["id"])).stdout.splitlines()
    assert [json.loads(line)["action"] for line in later] == ["user_disable"]


def test_export_writes_the_feed_and_continues_from_a_cursor(tmp_path):
    url = f"sqlite:///{tmp_path / 'export.db'}"
    store = Store(url)
    doc, data = make_document("export")
    store.record_received(doc, data)
    store.save_result(make_result(doc, [("A.", "index"), ("B?", "review"), ("C.", "index")]))
    out = tmp_path / "feed.jsonl"
    first = _run(url, tmp_path, "export", "--jsonl", str(out))
    assert first.returncode == 0, first.stderr
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert lines == feed.page(store.engine)["items"] and len(lines) == 2
    cursor = first.stdout.strip().rsplit(" ", 1)[-1]
    queue = ReviewQueue(store)
    queue.correct(queue.claim_next("alice"), "alice", "B.")
    second = _run(url, tmp_path, "export", "--jsonl", str(out), "--after", cursor)
    later = [json.loads(line) for line in out.read_text().splitlines()]
    assert second.returncode == 0 and [(e["chunk"]["body"], e["version"]) for e in later] == [("B.", 2)]
    assert _run(url, tmp_path, "export", "--jsonl", str(out), "--after", "yesterday").returncode == 2
