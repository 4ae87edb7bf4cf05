"""Documents can be listed and removed for good; indexers learn of a removal through tombstones on the feed."""

from __future__ import annotations

import json
from pathlib import Path

from fastapi.testclient import TestClient
from sqlalchemy import func, select

from tests.conftest import run_engross
from tests.pipeline.pdfs import text_pdf
from tests.workers.workers_support import free_port

PRIVILEGED = ["1. PRIVILEGED. This deed of settlement between the parties is confidential and privileged.",
              "2. TERMS. The Settlor pays the sum agreed on the date of signing of this deed."]


def _env(tmp_path: Path) -> dict[str, str]:
    return {"ENGROSS_HOME": str(tmp_path / "home"), "ENGROSS_BROKER_URL": f"redis://127.0.0.1:{free_port()}/0"}


def test_ls_rm_and_the_feed(tmp_path: Path) -> None:
    env = _env(tmp_path)
    keep, drop = tmp_path / "sale.pdf", tmp_path / "privileged.pdf"
    keep.write_bytes(text_pdf())
    drop.write_bytes(text_pdf(PRIVILEGED))
    assert run_engross("ingest", str(keep), str(drop), env=env).returncode == 0

    listed = [json.loads(line) for line in run_engross("documents", "ls", "--json", env=env).stdout.splitlines()]
    assert sorted(d["filename"] for d in listed) == ["privileged.pdf", "sale.pdf"]
    doomed = next(d for d in listed if d["filename"] == "privileged.pdf")
    assert doomed["state"] == "chunked" and doomed["chunks"]["indexed"] > 0
    table = run_engross("documents", "ls", "--state", "failed", env=env)
    assert table.returncode == 0 and "privileged.pdf" not in table.stdout
    assert doomed["id"][:12] in run_engross("documents", "ls", env=env).stdout

    feed_before = tmp_path / "before.jsonl"
    assert run_engross("export", "--jsonl", str(feed_before), env=env).returncode == 0
    served = {e["id"] for e in map(json.loads, feed_before.read_text().splitlines()) if e["doc_id"] == doomed["id"]}
    cursor = len(feed_before.read_text().splitlines())

    out = run_engross("documents", "rm", doomed["id"][:10], "--yes", env=env)
    assert out.returncode == 0, out.stderr
    assert f"{len(served)} tombstone(s)" in out.stdout

    # an indexer reading on from its cursor is told to delete every chunk it held, and gets no text back
    after = tmp_path / "after.jsonl"
    assert run_engross("export", "--jsonl", str(after), "--after", str(cursor), env=env).returncode == 0
    entries = [json.loads(line) for line in after.read_text().splitlines()]
    assert {e["id"] for e in entries} == served and {e["op"] for e in entries} == {"delete"}
    everything = tmp_path / "all.jsonl"
    run_engross("export", "--jsonl", str(everything), env=env)
    assert "PRIVILEGED" not in everything.read_text() and "Vendor" in everything.read_text()

    from engross.settings import Settings
    from review_queue import tables as t
    from review_queue.store import Store

    store = Store(settings=Settings(home=tmp_path / "home"))
    with store.engine.connect() as conn:
        for table in (t.documents, t.blobs, t.pages, t.chunks, t.review_items):
            left = conn.execute(select(func.count()).select_from(table).where(
                (table.c.id if table is t.documents else table.c.doc_id) == doomed["id"])).scalar()
            assert left == 0, table.name
        audit = conn.execute(select(t.audit).where(t.audit.c.action == "delete_document")).all()
    assert len(audit) == 1 and audit[0].actor.startswith("cli:") and doomed["id"] in audit[0].before

    gone = run_engross("documents", "rm", doomed["id"][:10], "--yes", env=env)
    assert gone.returncode == 2 and "no document" in gone.stderr


def test_api_lists_documents(tmp_path: Path) -> None:
    env = _env(tmp_path)
    pdf = tmp_path / "sale.pdf"
    pdf.write_bytes(text_pdf())
    assert run_engross("ingest", str(pdf), env=env).returncode == 0
    token = run_engross("token", "create", "--role", "indexer", env=env).stdout.strip()

    from engross.settings import Settings
    from review_queue.app import create_app

    settings = Settings(home=tmp_path / "home", secret_key="documents-test-secret-key", allowed_hosts="testserver")
    with TestClient(create_app(settings)) as client:
        assert client.get("/api/v1/documents").status_code == 401
        got = client.get("/api/v1/documents", headers={"Authorization": f"Bearer {token}"})
        assert got.status_code == 200, got.text
        [doc] = got.json()
        assert doc["filename"] == "sale.pdf" and doc["state"] == "chunked" and doc["chunks"]["indexed"] > 0
        none = client.get("/api/v1/documents?state=failed", headers={"Authorization": f"Bearer {token}"})
        assert none.json() == []


def test_status_needs_no_broker_on_the_single_machine_setup(tmp_path: Path) -> None:
    env = _env(tmp_path)
    out = run_engross("status", "--json", env=env)
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["queue"]["waiting"] is None and "not reachable" in report["queue"]["broker"]
