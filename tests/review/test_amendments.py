"""Amendment lists on the Malaysian Act sample: provisions marked, old text kept, `as_of` answers via API and export.

The old text comes from the sample's truth file, the new text from the amendment lists (how both were made).
"""

from __future__ import annotations

import html
import json
import re
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
from tests.conftest import CORPUS, run_engross

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


LEGAL_TEXTS = CORPUS / "legal_texts"
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


ACT_A9 = {"instrument": "Act A9", "in_force": "2027-07-01", "document": "act.pdf", "amendments": [
    {"action": "substitute", "provision": "section 0", "text": "Every worker shall have two rest days in each week."},
    {"action": "delete", "provision": "section 2(2)"}]}
COURT_9 = {"instrument": "Court of Appeal No. 9", "kind": "court_decision", "in_force": "2027-03-15",
           "document": "act.pdf", "amendments": [{"action": "struck_down", "provision": "section 1(2)"}]}
PRINTED = {  # what the page prints, as the reviewer types it (the OCR misread one word of each)
    0: "Every worker shall have a rest day in each week.",
    1: "(1) An employer shall keep the register of workers.\n(2) An employer who fails commits an offence.",
}


def _review_page(client, item_id: int) -> tuple[str, str, str, str]:
    """The item page as the reviewer sees it: its text box, csrf token, the chunk version it shows, the whole page."""
    page = client.get(f"/items/{item_id}").text
    box = re.search(r'<textarea name="text"[^>]*>\n(.*?)</textarea>', page, re.S).group(1)
    csrf = re.search(r'name="csrf" value="([^"]+)"', page).group(1)
    version = re.search(r'name="version" value="(\d+)"', page).group(1)
    return html.unescape(box), csrf, version, page


@pytest.mark.parametrize("store", ["sqlite", pytest.param("postgres", marks=pytest.mark.services)], indirect=True)
def test_a_correction_of_an_amended_chunk_corrects_the_printed_text_and_keeps_the_amendment(store, settings, tmp_path):
    """Chunks wait for review; an amending Act and a court decision change three of them; the reviewer then corrects
    each one's OCR reading. The correction fixes the text the page prints (as_of before the amendment); the
    amendment's text stays the text in force now. A correction that removes the unit an amendment acts on goes
    back to the queue with both shown, and nothing changes until a person settles it."""
    from review_queue.auth import Accounts
    from review_queue.queue import ReviewQueue
    from schemas.amendment import AmendmentList
    from tests.review.conftest import pdf_result

    result, data = pdf_result("act", [
        ("Every worker shall have a rest dya in each week.", "review", [6]),
        ("(1) An employer shall keep teh register of workers.\n(2) An employer who fails commits an offence.",
         "review", [5]),
        ("(1) A worker may complain to the Director.\n(2) The Director shall hear every complaint.", "review"),
    ])
    store.record_received(result.document, data)
    store.save_result(result)
    for alist in (ACT_A9, COURT_9):
        apply_list(store, AmendmentList.model_validate(alist), "test")
    q = ReviewQueue(store)
    items = {it["chunk_id"]: it["id"] for it in q.items()}
    ids = [c.id for c in result.chunks]
    Accounts(store).add_user("alice", "correct horse")

    with TestClient(create_app(settings, store.url), follow_redirects=False) as client:
        csrf = re.search(r'name="csrf" value="([^"]+)"', client.get("/login").text).group(1)
        assert client.post("/login", data={"name": "alice", "password": "correct horse", "csrf": csrf}
                           ).status_code == 303

        def correct(n: int, text: str, refused: bool = False) -> tuple[str, str]:
            item = items[ids[n]]
            assert q.claim(item, "alice")
            box, csrf, version, page = _review_page(client, item)
            sent = client.post(f"/items/{item}/decide", data={"action": "correct", "text": text, "csrf": csrf,
                                                               "version": version})
            assert sent.status_code == 303 and ("error=" in sent.headers["location"]) == refused, sent.headers
            return box, page

        # the text box holds the text the page prints (as read), the amendment's text is shown beside it
        box, page = correct(0, PRINTED[0])
        assert box.strip() == "Every worker shall have a rest dya in each week."
        assert "two rest days" in page and "Act A9" in page
        box, _ = correct(1, PRINTED[1])
        assert "teh register" in box and "struck down" not in box

        served = {c["id"]: c for c in store.served_chunks(result.document.id, "index")}
        now0, now1 = served[ids[0]], served[ids[1]]
        assert (now0["status"], now0["amended_by"]) == ("substituted", "Act A9")
        assert "two rest days" in now0["body"] and "rest day in" not in now0["body"]
        assert payload_as_of(now0, date(2027, 1, 1))["body"] == PRINTED[0]  # the correction, as printed
        assert "dya" not in json.dumps([now0["body"], now0["text_versions"]])
        assert now1["status"] == "amended"
        assert now1["body"].splitlines() == [*PRINTED[1].splitlines(), "[(2) struck down: Court of Appeal No. 9]"]
        assert payload_as_of(now1, date(2027, 1, 1))["body"] == PRINTED[1]
        pulled = {e["id"]: e for e in feed.page(store.engine, None, 1000)["items"]}
        assert "two rest days" in pulled[ids[0]]["chunk"]["body"] and pulled[ids[0]]["op"] == "upsert"

        # the page printed (3) where OCR read (2): Act A9's delete of 2(2) no longer finds its unit
        before = store.served_chunks(result.document.id)[2]
        mistaken = "(1) A worker may complain to the Director.\n(3) The Director shall hear every complaint."
        correct(2, mistaken, refused=True)
        again = q.item(items[ids[2]])
        assert again["state"] == "pending" and any("Act A9" in r for r in again["reasons"])
        assert again["previous"][-1]["after"] == mistaken
        after = store.served_chunks(result.document.id)[2]
        assert after["body"] == before["body"] and "[Deleted by Act A9]" in after["body"]
        assert ids[2] not in served  # still waits for a person: not in the index
        page = html.unescape(_review_page(client, items[ids[2]])[3])
        assert mistaken in page and "[Deleted by Act A9]" in page  # both shown: the correction and the amendment

        # the reviewer settles it with the printed numbering: the deletion applies to the corrected text
        correct(2, "(1) A worker may complain to the Director in writing.\n"
                   "(2) The Director shall hear every complaint.")
    settled = store.served_chunks(result.document.id, "index")[-1]
    assert settled["id"] == ids[2]
    assert settled["body"].splitlines() == ["(1) A worker may complain to the Director in writing.",
                                            "(2) [Deleted by Act A9]"]

    # a new build of the same text (a pipeline upgrade): promote carries the corrections, then lays the lists again
    from review_queue import carry, results
    from review_queue.amendments import overlay_rows
    from review_queue.db import read

    with read(store.engine) as conn:
        old = results.served_rows(conn, result.document.id)
        fresh = [{**r, "data": c.model_dump_json(), "state": "review", "reviewed": False, "version": 1,
                  "item": {**r["item"], "state": "pending", "decided_by": None, "decided_at": None, "previous": None}}
                 for r, c in zip(old, result.chunks, strict=True)]
        carried = {r["id"]: json.loads(r["data"]) for r in overlay_rows(conn, result.document.id,
                                                                         carry.carry(old, fresh)[0])}
    assert carried[ids[1]]["body"] == now1["body"]  # the correction once, the court's mark once
    assert carried[ids[0]]["body"] == now0["body"]
    assert payload_as_of(carried[ids[0]], date(2027, 1, 1))["body"] == PRINTED[0]
