"""The watched bucket with real services: duplicates, two watchers, a poison file, 50 files at once (S3)."""

from __future__ import annotations

import json
import subprocess

import boto3
import pytest

from ingest.pdf import sha256_of
from tests.conftest import run_engross
from tests.workers.workers_support import (
    FINAL,
    MOTO_SERVER,
    Stack,
    all_final,
    deed_pages,
    free_port,
    received,
    states,
    text_pdf,
    wait_for,
)

pytestmark = [pytest.mark.services, pytest.mark.timeout(240)]


def test_folder_duplicates_poison_two_watchers(stack: Stack) -> None:
    inbox = stack.tmp / "inbox"
    (inbox / "sub").mkdir(parents=True)
    deed, lease = text_pdf(deed_pages("F-1", 2)), text_pdf(deed_pages("F-2", 1))
    poison = deed[: len(deed) // 3]  # a PDF cut short in transfer
    files = {"deed.pdf": deed, "sub/deed-copy.pdf": deed, "lease.pdf": lease, "poison.pdf": poison}
    for name, data in files.items():
        (inbox / name).write_bytes(data)
    stack.worker("w1", concurrency=2)
    for n in (1, 2):  # two watchers on one folder: each file must still be queued once
        stack.spawn("watch", str(inbox), "--move", name=f"watcher{n}")

    wait_for(lambda: not [p for p in inbox.rglob("*.pdf") if p.relative_to(inbox).parts[0] not in
                          ("processed", "failed")], 90, "every file to be moved to processed/ or failed/")

    ids = {name: sha256_of(data) for name, data in files.items()}
    got = states(stack.store, list(ids.values()))
    assert got[ids["deed.pdf"]] in ("chunked", "in_review") and got[ids["lease.pdf"]] in ("chunked", "in_review")
    failed = stack.store.get_document(ids["poison.pdf"])
    assert failed.state == "failed" and "PDF" in failed.error  # the reason a person can act on
    assert received(stack, "process_document") == 3  # three distinct files, each queued exactly once
    moved = sorted(str(p.relative_to(inbox)) for p in inbox.rglob("*.pdf"))
    assert moved == ["failed/poison.pdf", "processed/deed.pdf", "processed/lease.pdf", "processed/sub/deed-copy.pdf"]

    out = run_engross("status", "--json", env=stack.env)
    assert out.returncode == 0, out.stderr
    status = json.loads(out.stdout)
    assert status["documents"].get("failed") == 1 and sum(status["documents"].values()) == 3
    assert status["queue"]["waiting"] == 0


@pytest.fixture
def s3(monkeypatch):
    """moto's standalone S3 server on 127.0.0.1, a real HTTP endpoint for boto3."""
    port = free_port()
    proc = subprocess.Popen([MOTO_SERVER, "-H", "127.0.0.1", "-p", str(port)], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    creds = {"AWS_ACCESS_KEY_ID": "test", "AWS_SECRET_ACCESS_KEY": "test", "AWS_DEFAULT_REGION": "us-east-1"}
    for name, value in creds.items():  # boto3 in this process; the watchers get them from the stack's env
        monkeypatch.setenv(name, value)
    endpoint = f"http://127.0.0.1:{port}"
    client = boto3.client("s3", endpoint_url=endpoint)
    wait_for(lambda: _lists(client), 20, "moto_server to start")
    client.create_bucket(Bucket="scans")
    yield client, {"ENGROSS_S3_ENDPOINT_URL": endpoint, **creds}
    proc.kill()
    proc.wait()


def _lists(client) -> bool:
    try:
        client.list_buckets()
        return True
    except Exception:  # noqa: BLE001
        return False


def test_fifty_files_on_s3_each_one_outcome(stack: Stack, s3) -> None:
    client, env = s3
    stack.env.update(env)
    files = {f"in/deed{i:02d}.pdf": text_pdf([[f"SALE DEED S-{i}", "The vendor sells the land."]]) for i in range(49)}
    files["in/poison.pdf"] = b"%PDF-1.4\n this is not really a PDF\n"
    for key, data in files.items():
        client.put_object(Bucket="scans", Key=key, Body=data)
    stack.worker("w1", concurrency=2)
    for n in (1, 2):
        stack.spawn("watch", "s3://scans/in/", name=f"watcher{n}")

    ids = sorted({sha256_of(d) for d in files.values()})
    wait_for(lambda: all_final(stack.store, ids), 150, "all 50 files to reach an outcome")
    got = states(stack.store, ids)
    assert sum(s in FINAL for s in got.values()) == 50
    poison = stack.store.get_document(sha256_of(files["in/poison.pdf"]))
    assert poison.state == "failed" and poison.error
    assert sorted(s for s in got.values()).count("failed") == 1
    assert received(stack, "process_document") == 50  # two watchers, each file queued once

    # nothing deleted from the bucket; each object tagged with its outcome
    keys = [o["Key"] for o in client.list_objects_v2(Bucket="scans", Prefix="in/")["Contents"]]
    assert sorted(keys) == sorted(files)

    def tagged() -> bool:
        tags = [client.get_object_tagging(Bucket="scans", Key=k)["TagSet"] for k in files]
        return all(tags)
    wait_for(tagged, 30, "every object to carry its outcome tag")
    tag = client.get_object_tagging(Bucket="scans", Key="in/poison.pdf")["TagSet"]
    assert tag == [{"Key": "engross", "Value": "failed"}]
