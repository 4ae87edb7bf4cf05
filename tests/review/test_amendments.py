"""Amendment lists on the Malaysian Act sample: provisions marked, old text kept, `as_of` answers via API and export.

The old text comes from the sample's truth file, the new text from the amendment lists (how both were made).
"""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest
import yaml
from fastapi.testclient import TestClient

from ingest.amendments import load_list
from review_queue import feed
from review_queue.amendments import apply_list, payload_as_of
from review_queue.app import create_app
from review_queue.auth import Accounts
from schemas import GroundTruth
from tests.conftest import run_engross

SAMPLES = Path(__file__).resolve().parents[2] / "samples"
A1800 = SAMPLES / "amendments" / "my_act_A1800.yaml"  # insert, substitute, delete; in force 2027-07-01
COURT = SAMPLES / "amendments" / "my_act_court_2027.yaml"  # sections 13, 12(2) struck down from 2027-03-15
BEFORE, BETWEEN, AFTER = "2027-01-01", "2027-05-01", "2027-08-01"


def _flat(text: str) -> str:
    return " ".join(text.split())


def _stored(store, ingested) -> str:
    result, _ = ingested("my_act")
    store.record_received(result.document, (SAMPLES / "my_act.pdf").read_bytes())
    store.save_result(result)
    return result.document.id


def _amend(store, tmp_path, path: Path):
    return run_engross("amend", str(path), env={"ENGROSS_DATABASE_URL": store.url, "ENGROSS_HOME": str(tmp_path)},
                       timeout=120)


def _by_section(chunks: list[dict]) -> dict[str, dict]:
    """Each unit's own (first) chunk by its last label: a unit cut into pieces keeps its path on each."""
    out: dict[str, dict] = {}
    for c in chunks:
        if c["structure_path"]:
            out.setdefault(c["structure_path"][-1], c)
    return out


@pytest.mark.parametrize("store", ["sqlite"], indirect=True)  # the store code is dialect-neutral; keep it fast
def test_amendments_mark_provisions_and_as_of_gives_old_and_new_text(store, ingested, settings, tmp_path):
    doc_id = _stored(store, ingested)
    truth = {u.path[-1]: u for u in GroundTruth.model_validate_json((SAMPLES / "my_act.truth.json").read_text()).units
             if len(u.path) == 2}
    new = {a["provision"]: a for a in yaml.safe_load(A1800.read_text())["amendments"]}

    # a list with one target the Act does not have: exit 10, and its good action is not applied either
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"instrument": "Act A1801", "in_force": "2027-01-01", "document": "my_act.pdf",
                               "amendments": [{"action": "delete", "provision": "section 9"},
                                              {"action": "delete", "provision": "section 99"}]}))
    before = feed.last_seq(store.engine)
    failed = _amend(store, tmp_path, bad)
    assert failed.returncode == 10 and "'section 99'" in failed.stderr, failed.stderr
    assert feed.last_seq(store.engine) == before
    assert {c.status for c in store.chunks(doc_id) if c.structure_path[-1:] == ["9"]} == {"in_force"}

    done = _amend(store, tmp_path, A1800)
    assert done.returncode == 0 and "1 inserted" in done.stdout, done.stderr
    apply_list(store, load_list(COURT), str(COURT))  # what the command does, without another process start
    last = feed.last_seq(store.engine)
    assert apply_list(store, load_list(A1800), str(A1800))[0].already  # the same list again: nothing to do
    assert feed.last_seq(store.engine) == last

    # the feed carries every affected provision as an upsert: the deleted and struck-down ones marked, not dropped
    served = {e["id"]: e for e in feed.page(store.engine, None, 10_000)["items"]}
    now = _by_section([e["chunk"] for e in served.values()])
    assert {k: (now[k]["status"], now[k]["amended_by"]) for k in ("9", "10", "12B", "13", "FIRST SCHEDULE", "11")} == {
        "9": ("substituted", "Act A1800"), "10": ("deleted", "Act A1800"), "12B": ("inserted", "Act A1800"),
        "13": ("struck_down", "Federal Court, Civil Appeal No. 01(f)-12-03/2027"),
        "FIRST SCHEDULE": ("substituted", "Act A1800"), "11": ("in_force", None)}
    assert all(served[now[k]["id"]]["op"] == "upsert" for k in ("10", "13"))
    # 12(2) shares section 12's chunk: the chunk is amended, the subsection marked in its text, the rest kept
    assert (now["12"]["status"], now["12"]["body"].splitlines()[-1]) == (
        "amended", "[(2) struck down: Federal Court, Civil Appeal No. 01(f)-12-03/2027]")
    assert _flat(truth["12"].heading) in _flat(now["12"]["body"])
    assert _flat(truth["10"].text) in _flat(now["10"]["body"])  # a deleted provision keeps its text
    assert [v["status"] for v in now["9"]["text_versions"]] == ["in_force"]  # the old text kept

    accounts = Accounts(store)
    _, token = accounts.create_token("search", "indexer")
    auth = {"Authorization": f"Bearer {token}"}
    with TestClient(create_app(settings, store.url)) as client:
        def on(day: str) -> dict[str, dict]:
            got = client.get(f"/api/v1/documents/{doc_id}/chunks", params={"as_of": day}, headers=auth)
            assert got.status_code == 200, got.text
            return _by_section(got.json())

        early, middle, late = on(BEFORE), on(BETWEEN), on(AFTER)
        assert (early["9"]["status"], middle["13"]["status"], late["9"]["status"]) == (
            "in_force", "struck_down", "substituted")
        assert _flat(truth["9"].text) in _flat(early["9"]["body"]) and _flat(truth["9"].text) in _flat(
            middle["9"]["body"])
        assert _flat(new["section 9"]["text"]) in _flat(late["9"]["body"])
        assert _flat(truth["9"].text) not in _flat(late["9"]["body"])
        assert "12B" not in early and _flat(new["section 12A"]["text"]) in _flat(late["12B"]["body"])
        assert (early["10"]["status"], late["10"]["status"], early["13"]["status"]) == (
            "in_force", "deleted", "in_force")
        assert "one thousand five hundred ringgit" in late["FIRST SCHEDULE"]["body"]
        assert "one thousand ringgit" in early["FIRST SCHEDULE"]["body"]

        # the feed as of a date: the provision inserted later is a tombstone for that day
        pulled = client.get("/api/v1/chunks", params={"as_of": BEFORE, "limit": 1000}, headers=auth).json()["items"]
        inserted = late["12B"]["id"]
        assert {e["op"] for e in pulled if e["id"] == inserted} == {"delete"}
        assert client.get(f"/api/v1/chunks/{inserted}", params={"as_of": BEFORE}, headers=auth).status_code == 404
        assert client.get(f"/api/v1/chunks/{inserted}", params={"as_of": "soon"}, headers=auth).status_code == 422

    out = tmp_path / "early.jsonl"
    env = {"ENGROSS_DATABASE_URL": store.url, "ENGROSS_HOME": str(tmp_path)}
    exported = run_engross("export", "--jsonl", str(out), "--format", "chunks", "--as-of", BEFORE, env=env)
    assert exported.returncode == 0, exported.stderr
    rows = _by_section([json.loads(line) for line in out.read_text().splitlines()])
    assert "12B" not in rows and rows["9"]["status"] == "in_force"
    assert _flat(truth["9"].text) in _flat(rows["9"]["body"])


@pytest.mark.parametrize("store", ["sqlite"], indirect=True)
def test_amendments_hold_across_reprocess_promote_and_rollback(store, settings):
    """A chunking change re-builds the Act without the overlay; promote lays the recorded lists over it again."""
    from engross.settings import Settings
    from ingest.pipeline import run
    from review_queue import pipeline_version
    from review_queue.diff import diff
    from review_queue.promote import promote, rollback
    from review_queue.reprocess import reprocess

    pdf = SAMPLES / "my_act.pdf"
    pages: list = []
    result = run(pdf.read_bytes(), str(pdf), Settings(), progress=pages.append)
    store.record_received(result.document, pdf.read_bytes())
    store.save_result(result, pages=pages, version=pipeline_version.of(store.settings))
    doc_id = result.document.id
    apply_list(store, load_list(A1800), str(A1800))
    reprocess(store, doc_id, settings.model_copy(update={"chunk_soft_cap_tokens": 10}))
    changed = {tuple(c["path"]) for c in diff(store.engine, doc_id)["changed_text"]}
    assert ("PART III", "9") not in changed  # the substitution is laid over the new build too

    new = {a["provision"]: a for a in yaml.safe_load(A1800.read_text())["amendments"]}
    for switch in (promote, rollback):
        switch(store.engine, [doc_id], "cli:test")
        chunks = store.served_chunks(doc_id, "index")
        served = _by_section(chunks)
        assert (served["9"]["status"], served["10"]["status"], served["12B"]["status"]) == (
            "substituted", "deleted", "inserted")
        assert _flat(new["section 9"]["text"]) in _flat(served["9"]["body"])
        old = " ".join(v["body"] for c in chunks if c["structure_path"][-1:] == ["9"] for v in c["text_versions"])
        assert "twice the ordinary rate" in _flat(old)  # every piece keeps its text as printed


LEGAL_TEXTS = Path(__file__).resolve().parents[2] / ".." / "shared" / "corpus" / "legal_texts"
ACT446 = "my_workers_minimum_housing_amenities_bill_1990.txt"


@pytest.mark.slow
@pytest.mark.parametrize("store", ["sqlite"], indirect=True)
def test_a_real_amending_acts_actions_on_the_real_principal_act(store, settings, tmp_path):
    """Act A1604's whole-unit actions (new Part IIIA, 25(2)(aa)-(ac), 26A, 28 substituted, 28A) on the real text of
    Act 446 as its Bill prints it, rendered to a PDF; the old text as of the day before comes from the corpus."""
    if not (LEGAL_TEXTS / ACT446).exists():
        pytest.skip(f"{LEGAL_TEXTS} is absent (the shared corpus is not mounted here)")
    from engross.settings import Settings
    from ingest.pipeline import run
    from samples import real_texts

    paras = real_texts.paragraphs(ACT446, LEGAL_TEXTS)
    _, data = real_texts.render_real(paras, "Times-Roman", 11, "a4", "Workers' Minimum Standards of Housing Bill")
    pdf = tmp_path / "act446_bill_1990.pdf"
    pdf.write_bytes(data)
    result = run(data, str(pdf), Settings())
    store.record_received(result.document, data)
    store.save_result(result)
    [done] = apply_list(store, load_list(SAMPLES / "amendments" / "act446_A1604.yaml"), "act446_A1604.yaml")
    assert (len(done.changed), len(done.inserted)) == (2, 3)

    chunks = store.served_chunks(result.document.id, "index")
    paths = [c["structure_path"] for c in chunks]
    assert paths.index(["PART IIIA"]) == max(i for i, p in enumerate(paths) if p[:1] == ["PART III"]) + 1
    assert paths.index(["PART V", "26A"]) == paths.index(["PART V", "26"]) + 1
    assert paths.index(["PART V", "28A"]) == paths.index(["PART V", "28"]) + 1
    s25, s28 = (next(c for c in chunks if c["structure_path"] == ["PART IV" if n == "25" else "PART V", n])
                for n in ("25", "28"))
    marks = [ln.split(" ", 1)[0] for ln in s25["body"].splitlines() if ln.startswith("(")]
    assert marks[:7] == ["(2)", "(a)", "(aa)", "(ab)", "(ac)", "(b)", "(c)"]
    assert (s25["status"], s28["status"], s28["heading"]) == ("amended", "substituted", "Institution of prosecution")

    printed = next(p.text for p in paras if p.text.startswith("28. The Director"))  # the Bill's clause 28
    words = [w for w in printed.split() if w.isalpha() and len(w) > 5]
    old = payload_as_of(s28, date(2020, 5, 31))
    assert old["status"] == "in_force" and all(w in old["body"] for w in words)
    assert "Act A1604" in payload_as_of(s28, date(2020, 6, 1))["body"]
    assert payload_as_of(chunks[paths.index(["PART V", "26A"])], date(2020, 5, 31)) is None
