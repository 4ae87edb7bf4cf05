"""A reviewer files a misfiled chunk under its true unit: path, context header, parent, feed and audit follow."""

from __future__ import annotations

import hashlib
import json
import re

import pytest
from fastapi.testclient import TestClient

from review_queue import feed, path_fix
from review_queue.app import create_app
from review_queue.auth import Accounts
from review_queue.queue import ReviewError, ReviewQueue
from schemas import Chunk, Document, IngestResult, Page, Span
from tests.review.test_app import _form_csrf, _login, _start

# (path, heading, header, body, route): Section 4's clause (a) was filed under Section 3 (chunk 3), as a parser
# that missed the `4. Offences` heading would; chunk 1 is Section 3's own (a), right where it is.
UNITS = [
    (["Section 3"], "Penalties", "Act", "3. Penalties\nWhoever breaks this Act is liable to:", "index"),
    (["Section 3", "(a)"], "", "Act > Section 3 Penalties", "(a) a fine of up to one lakh rupees.", "index"),
    (["Section 4"], "Offences", "Act", "4. Offences\nEach of these is an offence:", "index"),
    (["Section 3", "(a)"], "", "Act > Section 3 Penalties", "(a) access to a computer without leave;", "review"),
    (["Section 4", "(b)"], "", "Act > Section 4 Offences", "(b) damage to its data.", "index"),
]
MISFILED = 3
TRUE_PATH = ["Section 4", "(a)"]


def _result(units: list[tuple] = UNITS, ids: str = "act") -> tuple[IngestResult, bytes]:
    data = f"%PDF-1.4 a made act with a misfiled clause, {len(units)} chunks".encode()
    doc = Document(id=hashlib.sha256(data).hexdigest(), source="/in/act.pdf", filename="act.pdf", title="Act",
                   page_count=1)
    chunks = []
    for n, (path, heading, header, body, route, *parent) in enumerate(units):
        words = [Span(text=w, page=1, bbox=(72.0 + 30 * i, 100.0 + 20 * n, 100.0 + 30 * i, 112.0 + 20 * n),
                      confidence=0.96, source="ocr") for i, w in enumerate(body.split())]
        chunks.append(Chunk(id=f"{ids}-{n}", doc_id=doc.id, source=doc.source, title="Act", structure_path=path,
                            heading=heading, body=body, text=f"{header}\n\n{body}", page_start=1, page_end=1,
                            confidence=0.97 if route == "index" else 0.9, route=route, words=words,
                            parent_id=parent[0].replace("act", ids) if parent else None,
                            review_reasons=["the unit's place in the structure is doubtful"] if route == "review"
                            else []))
    return IngestResult(document=doc, pages=[Page(number=1, width=612, height=792, source="ocr")],
                        chunks=chunks), data


@pytest.fixture
def act(store):
    result, data = _result()
    store.record_received(result.document, data)
    store.save_result(result)
    return store, result


def _dicts(result: IngestResult) -> list[dict]:
    return [c.model_dump(mode="json") for c in result.chunks]


# the pure part ------------------------------------------------------------------------------------------------

def test_parse_takes_the_separator_the_page_shows():
    assert path_fix.parse(" Section 4 >  (a) ") == ["Section 4", "(a)"]
    assert path_fix.parse("PART II › 12") == ["PART II", "12"]
    assert path_fix.parse("  ") == []
    with pytest.raises(path_fix.PathError):
        path_fix.parse("Section 4 > > (a)")
    with pytest.raises(path_fix.PathError):
        path_fix.parse(" > ".join(["x"] * 17))


def test_refiled_rebuilds_the_header_and_the_parent():
    result, _ = _result()
    chunks = _dicts(result)
    moved = path_fix.refiled(chunks[MISFILED], TRUE_PATH, chunks)
    body = UNITS[MISFILED][3]
    assert moved == {"structure_path": TRUE_PATH, "text": f"Act > Section 4 Offences\n\n{body}",
                     "parent_id": "act-2"}


def test_header_keeps_what_precedes_the_change_and_a_pieces_own_unit():
    names = {("PART II",): "PART II Offences", ("PART II", "5"): "5 Theft"}
    # a whole unit: the header stops at its parent
    assert path_fix.rebuild_header("Act > PART II Offences > 4 Fraud", ["PART II", "4", "(a)"],
                                   ["PART II", "5", "(a)"], names) == "Act > PART II Offences > 5 Theft"
    # a piece of a split unit: the header names the unit itself
    assert path_fix.rebuild_header("Act > PART II Offences > 4 Fraud", ["PART II", "4"], ["PART II", "5"],
                                   names) == "Act > PART II Offences > 5 Theft"
    # a unit the document does not name elsewhere: its label alone
    assert path_fix.rebuild_header("Act > PART II Offences", ["PART II", "4"], ["PART III", "4"], names) \
        == "Act > PART III"
    # moved up to the top level: only the title is left in front
    assert path_fix.rebuild_header("Act > PART II Offences", ["PART II", "4"], ["4"], names) == "Act"
    # a title that opens like a label names no unit (`Section 2` of the path is not the title's words)
    assert path_fix.rebuild_header("Section 2 Act > Section 2 Fees", ["Section 2", "(a)"], ["Section 3", "(a)"],
                                   {}, title="Section 2 Act") == "Section 2 Act > Section 3"


def test_choices_offer_the_true_path_and_not_the_current_one():
    result, _ = _result()
    chunks = _dicts(result)
    offered = path_fix.choices(chunks[MISFILED], chunks)
    assert "Section 4 > (a)" in offered and "Section 3 > (a)" not in offered
    assert offered.index("Section 3") < offered.index("Section 4 > (b)")  # document order
    near = path_fix.around(chunks[MISFILED], chunks)
    assert [(a["path"], a["before"]) for a in near] == [("Section 3 > (a)", True), ("Section 4", True),
                                                        ("Section 4 > (b)", False)]
    assert near[1]["words"] == "4. Offences Each of these is an offence:"
    # a chunk not among the document's chunks gets no choices of another place (not the first chunks' paths)
    stranger = {**chunks[MISFILED], "id": "elsewhere"}
    assert path_fix.choices(stranger, chunks) == [] and path_fix.around(stranger, chunks) == []


# the queue ----------------------------------------------------------------------------------------------------

def test_approving_under_a_new_path_is_a_correction_in_the_feed_and_the_log(act):
    store, result = act
    queue = ReviewQueue(store)
    item = queue.claim_next("alice")
    queue.approve(item, "alice", version=1, path=TRUE_PATH)
    chunk = store.chunks(result.document.id)[MISFILED]
    assert chunk.structure_path == TRUE_PATH and chunk.parent_id == "act-2"
    assert chunk.text == f"Act > Section 4 Offences\n\n{UNITS[MISFILED][3]}" and chunk.body == UNITS[MISFILED][3]
    assert queue.item(item)["state"] == "corrected"
    served = [e for e in feed.page(store.engine, None, 100)["items"] if e["id"] == f"act-{MISFILED}"]
    assert [e["version"] for e in served] == [2]
    assert served[0]["chunk"]["structure_path"] == TRUE_PATH and served[0]["chunk"]["reviewed"] is True
    log = [e for e in queue.audit_log(f"act-{MISFILED}") if e["action"] == "correct_path"]
    assert len(log) == 1 and (log[0]["before"], log[0]["after"]) == ("Section 3 > (a)", "Section 4 > (a)")
    assert log[0]["detail"]["old_path"] == ["Section 3", "(a)"] and log[0]["detail"]["new_path"] == TRUE_PATH
    assert (log[0]["version"], log[0]["detail"]["new_version"]) == (1, 2)


def test_text_and_path_corrected_together_make_one_version(act):
    store, _result_ = act
    queue = ReviewQueue(store)
    item = queue.claim_next("alice")
    queue.correct(item, "alice", "(a) access to a computer without leave; or", path=TRUE_PATH)
    row = store.chunk_row(f"act-{MISFILED}")
    assert row.version == 2
    chunk = store.chunks()[MISFILED]
    assert chunk.text == "Act > Section 4 Offences\n\n(a) access to a computer without leave; or"
    actions = [e["action"] for e in queue.audit_log(f"act-{MISFILED}")]
    assert actions.count("correct") == 1 and actions.count("correct_path") == 1


def test_the_same_path_changes_nothing_and_an_empty_one_is_refused(act):
    store, _ = act
    queue = ReviewQueue(store)
    item = queue.claim_next("alice")
    with pytest.raises(ReviewError, match="cannot be emptied"):
        queue.approve(item, "alice", path=[])
    queue.approve(item, "alice", path=["Section 3", "(a)"])  # as it was: a plain approval
    assert store.chunk_row(f"act-{MISFILED}").version == 1
    assert queue.item(item)["state"] == "approved"
    assert not [e for e in queue.audit_log(f"act-{MISFILED}") if e["action"] == "correct_path"]


def _date_it(store) -> None:  # type: ignore[no-untyped-def]
    """The misfiled chunk as `engross amend` leaves one it changed: dated."""
    from sqlalchemy import select, update

    from review_queue import tables as t
    with store.engine.begin() as conn:
        data = conn.execute(select(t.chunks.c.data).where(t.chunks.c.id == f"act-{MISFILED}")).scalar_one()
        conn.execute(update(t.chunks).where(t.chunks.c.id == f"act-{MISFILED}")
                     .values(data=data.replace('"valid_from":null', '"valid_from":"2020-01-01"')))


def test_an_amended_chunk_keeps_its_path(act):
    store, _ = act
    queue = ReviewQueue(store)
    item = queue.claim_next("alice")
    _date_it(store)
    with pytest.raises(ReviewError, match="amended chunk keeps its structure path"):
        queue.approve(item, "alice", path=TRUE_PATH)


# the web app --------------------------------------------------------------------------------------------------

@pytest.fixture
def client(act, settings):
    store = act[0]
    Accounts(store).add_user("alice", "correct horse")
    with TestClient(create_app(settings, store.url), follow_redirects=False) as c:
        yield c


def test_item_page_shows_the_path_and_the_form_corrects_it(client, act):
    store, _ = act
    _login(client)
    page = _start(client)
    assert 'name="path"' in page.text and 'value="Section 3 &gt; (a)"' in page.text
    assert '<option value="Section 4 &gt; (a)">' in page.text
    around = re.search(r'<ul class="around".*?</ul>', page.text, re.S).group(0)
    assert re.findall(r"<li[^>]*>([^<]*?)(?: <span|</li>)", around) == [
        "Section 3 &gt; (a)", "Section 4", "this chunk: Section 3 &gt; (a)", "Section 4 &gt; (b)"]
    item_id = re.search(r'action="/items/(\d+)/decide"', page.text).group(1)
    forged = client.post(f"/items/{item_id}/decide", data={"action": "approve", "path": "Section 4 > (a)",
                                                           "csrf": "forged"})
    assert forged.status_code == 403
    assert client.get(f"/items/{item_id}/decide?action=approve&path=Section+4").status_code == 405
    assert store.chunk_row(f"act-{MISFILED}").version == 1
    bad = client.post(f"/items/{item_id}/decide", data={"action": "approve", "path": "Section 4 > > (a)",
                                                        "csrf": _form_csrf(page.text), "version": "1"})
    assert bad.status_code == 303 and "error=" in bad.headers["location"]
    res = client.post(f"/items/{item_id}/decide", data={
        "action": "correct", "text": UNITS[MISFILED][3], "path": "Section 4 › (a)",
        "csrf": _form_csrf(page.text), "version": "1"})
    assert res.status_code == 303
    row = store.chunk_row(f"act-{MISFILED}")
    assert row.version == 2 and store.chunks()[MISFILED].structure_path == TRUE_PATH
    shown = client.get(f"/items/{item_id}").text
    assert "correct_path: Section 3 &gt; (a) → Section 4 &gt; (a)" in shown  # the history names both paths


def test_a_text_that_is_not_header_and_body_is_left_whole():
    data = {"id": "x", "structure_path": ["3"], "body": "3. Fees", "text": "3. Fees (as read before a repair)"}
    assert path_fix.refiled(data, ["4"], [data]) == {"structure_path": ["4"], "parent_id": None}


# the misfiled clause split in two pieces, with an item below it; Section 3's own (a) stays where it is
SPLIT = [*UNITS[:3],
         (["Section 3", "(a)"], "", "Act > Section 3 Penalties > (a)", "(a) access to a computer without leave;",
          "review"),
         (["Section 3", "(a)"], "", "Act > Section 3 Penalties > (a)", "or to a network;", "index", "act-3"),
         (["Section 3", "(a)", "(i)"], "", "Act > Section 3 Penalties > (a)", "(i) by a password not one's own;",
          "index", "act-3"),
         UNITS[4]]


def test_the_units_pieces_and_the_units_below_it_move_with_it(store):
    result, data = _result(SPLIT)
    store.record_received(result.document, data)
    store.save_result(result)
    queue = ReviewQueue(store)
    item = queue.claim_next("alice")
    queue.approve(item, "alice", path=TRUE_PATH)
    chunks = {c.id: c for c in store.chunks(result.document.id)}
    assert chunks["act-1"].structure_path == ["Section 3", "(a)"]  # the unit it was mistaken for stays
    assert chunks["act-4"].structure_path == TRUE_PATH
    assert chunks["act-4"].text == "Act > Section 4 Offences > (a)\n\nor to a network;"
    assert chunks["act-5"].structure_path == ["Section 4", "(a)", "(i)"] and chunks["act-5"].parent_id == "act-3"
    assert chunks["act-5"].text == "Act > Section 4 Offences > (a)\n\n(i) by a password not one's own;"
    served = {e["id"]: e for e in feed.page(store.engine, None, 100)["items"]}
    assert served["act-5"]["version"] == 2 and served["act-5"]["chunk"]["structure_path"][0] == "Section 4"
    assert served["act-1"]["version"] == 1
    moved = [e for e in queue.audit_log() if e["action"] == "correct_path"]
    assert [(e["chunk_id"], e["detail"].get("moved_with")) for e in moved] == [
        ("act-3", None), ("act-4", "act-3"), ("act-5", "act-3")]


def test_an_amended_chunks_path_box_is_read_only(client, act):
    _date_it(act[0])
    _login(client)
    page = _start(client)
    box = re.search(r'<input type="text" name="path"[^>]*>', page.text).group(0)
    assert "readonly" in box and "amendments are addressed by it" in page.text


def test_a_unit_beside_it_at_the_same_path_stays():
    """Section 4's heading lost, its (a) read under Section 3 right after Section 3's own (a), split in two
    pieces: the pieces after the refiled one go, the unit before it (opening with its own `(a)`) stays."""
    units = [UNITS[0],
             (["Section 3", "(a)"], "", "Act > Section 3 Penalties > (a)", "(a) a fine of one lakh rupees", "index"),
             (["Section 3", "(a)"], "", "Act > Section 3 Penalties > (a)", "or prison for a year.", "index"),
             (["Section 3", "(a)"], "", "Act > Section 3 Penalties > (a)", "(a) access to a computer", "review"),
             (["Section 3", "(a)"], "", "Act > Section 3 Penalties > (a)", "without leave;", "index")]
    result, _ = _result(units)
    chunks = _dicts(result)
    assert [c["id"] for c in path_fix.followers("act-3", ["Section 3", "(a)"], chunks)] == ["act-4"]
    assert [c["id"] for c in path_fix.followers("act-4", ["Section 3", "(a)"], chunks)] == ["act-3"]
    assert path_fix.followers("act-3", ["Section 3", "(a)"], _dicts(_result(UNITS)[0])) == []  # a whole unit


def test_a_later_piece_refiled_under_another_label_takes_the_first_piece_along(store):
    """Section 4's (a) read `(e)` under Section 3 and split in two; the reviewer is shown the second piece and files it
    under Section 4 > (a): the first piece follows. Which pieces are its unit's is judged on the chunk as it was
    (old path and header), not on the header already rebuilt for the new path (reader's finding on 9309bbb: the
    rebuilt `... > (a)` names no `(e)`, so the chunk looked like no piece and the first piece stayed)."""
    units = [*UNITS[:3],
             (["Section 3", "(e)"], "", "Act > Section 3 Penalties > (e)", "(e) access to a computer without leave;",
              "index"),
             (["Section 3", "(e)"], "", "Act > Section 3 Penalties > (e)", "or to a network;", "review"),
             UNITS[4]]
    result, data = _result(units)
    store.record_received(result.document, data)
    store.save_result(result)
    queue = ReviewQueue(store)
    queue.approve(queue.claim_next("alice"), "alice", path=TRUE_PATH)
    chunks = {c.id: c for c in store.chunks(result.document.id)}
    assert chunks["act-4"].structure_path == TRUE_PATH
    assert chunks["act-3"].structure_path == TRUE_PATH, "the first piece stayed under Section 3 > (e)"
    assert chunks["act-1"].structure_path == ["Section 3", "(a)"]



def test_a_whole_unit_refiled_leaves_the_split_unit_after_it_at_the_same_path(store):
    """`2. Fees` read `3. Fees` (a whole unit with a table, filed as Section 3) right before the true Section 3,
    split in two pieces whose body opens with the printed `3.`, not the label `Section 3`: the reviewer files the
    whole unit under Section 2; its table goes with it (its parent), the true Section 3's pieces stay (reader's
    finding: the forward run had no gate on the refiled chunk being a piece itself, as the backward one has)."""
    units = [(["Section 3"], "Fees", "Act", "3. Fees\nThese fees are due:", "review"),
             (["Section 3"], "", "Act > Section 3 Fees", "Licence | ten rupees", "index", "act-0"),
             (["Section 3"], "Penalties", "Act > Section 3 Penalties", "3. Penalties\nWhoever breaks it", "index"),
             (["Section 3"], "Penalties", "Act > Section 3 Penalties", "is liable to a fine.", "index"),
             (["Section 4"], "Offences", "Act", "4. Offences\nEach of these is an offence.", "index")]
    result, data = _result(units)
    store.record_received(result.document, data)
    store.save_result(result)
    queue = ReviewQueue(store)
    queue.approve(queue.claim_next("alice"), "alice", path=["Section 2"])
    chunks = {c.id: c for c in store.chunks(result.document.id)}
    assert [chunks[f"act-{n}"].structure_path for n in range(5)] == [
        ["Section 2"], ["Section 2"], ["Section 3"], ["Section 3"], ["Section 4"]], "the true Section 3 was taken along"
    assert chunks["act-3"].text == "Act > Section 3 Penalties\n\nis liable to a fine."
    assert [c["id"] for c in path_fix.followers("act-0", ["Section 3"], _dicts(result))] == ["act-1"]

def test_two_split_units_in_a_row_at_one_path_stay_apart():
    """`2. Fees` read `3. Fees` right before the true Section 3, both split in two pieces at the path Section 3:
    refiling a piece of either unit takes its own other piece along, never the other unit's (session 22's run of
    pieces went on through any piece naming Section 3 whose body did not open with the label `Section 3`). Told
    apart by the unit each header names (`Section 3 Fees`, `Section 3 Penalties`), and under one name by the
    printed number opening a unit's first piece (`3.`)."""
    units = [(["Section 3"], "Fees", "Act > Section 3 Fees", "3. Fees\nThese fees are due:", "review"),
             (["Section 3"], "Fees", "Act > Section 3 Fees", "ten rupees a year.", "index"),
             (["Section 3"], "Penalties", "Act > Section 3 Penalties", "3. Penalties\nWhoever breaks it", "index"),
             (["Section 3"], "Penalties", "Act > Section 3 Penalties", "is liable to a fine.", "index"),
             (["Section 4"], "Offences", "Act", "4. Offences\nEach of these is an offence.", "index")]
    unnamed = [(path, "", "Act > Section 3", body, route) for path, _h, _hd, body, route in units[:4]]
    for made in (units, unnamed):
        chunks = _dicts(_result(made)[0])
        moved = {n: [c["id"] for c in path_fix.followers(f"act-{n}", ["Section 3"], chunks)] for n in range(4)}
        assert moved == {0: ["act-1"], 1: ["act-0"], 2: ["act-3"], 3: ["act-2"]}, made[0][2]


# promote: a new result set of the document ------------------------------------------------------------------

def _paths(store, doc_id: str) -> list[tuple]:
    return [(c.structure_path, c.parent_id, c.text.split("\n\n")[0]) for c in store.chunks(doc_id)]


def test_a_path_correction_is_carried_to_each_new_result_set(store):
    """A new build parses the act as before (clause 4(a) under Section 3 again, as a parser that still misses the
    heading would): promote keeps the reviewer's path for the refiled chunk and the ones that moved with it, also
    when the new build names its chunks otherwise; a chunk nobody refiled keeps the new parse's path."""
    from review_queue import pipeline_version, results
    from review_queue.promote import promote

    result, data = _result(SPLIT)
    doc_id = result.document.id
    store.record_received(result.document, data)
    store.save_result(result)
    queue = ReviewQueue(store)
    queue.approve(queue.claim_next("alice"), "alice", path=TRUE_PATH)
    # what the reviewer's path gives, from how the act was made: 4(a) in two pieces and its (i) under Section 4
    want = _paths(store, doc_id)
    assert [p for p, _parent, _h in want[3:6]] == [TRUE_PATH, TRUE_PATH, [*TRUE_PATH, "(i)"]]
    assert want[3][1:] == ("act-2", "Act > Section 4 Offences > (a)") and want[5][1] == "act-3"
    for ids in ("act", "v3", "v4"):  # the same ids, then new ones twice (the path rides on the new ids)
        rebuilt, _ = _result(SPLIT, ids)
        results.save_beside(store.engine, rebuilt, pipeline_version.of(store.settings), [])
        promote(store.engine, [doc_id], "cli:test")
        got = _paths(store, doc_id)
        assert [c.id for c in store.chunks(doc_id)][3] == f"{ids}-3"
        assert [(p, h) for p, _parent, h in got] == [(p, h) for p, _parent, h in want], ids
        assert got[3][1] == f"{ids}-2" and got[5][1] == f"{ids}-3"
        assert got[1] == (["Section 3", "(a)"], None, "Act > Section 3 Penalties")  # Section 3's own (a) stays
    held = {e["id"]: e["chunk"] for e in feed.page(store.engine, None, 1000)["items"] if e["op"] == "upsert"}
    assert held["v4-3"]["structure_path"] == TRUE_PATH and held["v4-3"]["reviewed"] is True
    assert held["v4-5"]["structure_path"] == [*TRUE_PATH, "(i)"]


def test_an_approval_keeps_the_new_parse_and_a_refiled_chunk_whose_text_changed_is_queued_with_its_path():
    from review_queue.carry import carry
    from review_queue.results import rows_of

    old = rows_of(_result(UNITS)[0])
    for row, path in ((old[0], None), (old[MISFILED], TRUE_PATH)):  # Section 3 approved, 4(a) refiled
        data = json.loads(row["data"])
        data.update(path_fix.refiled(data, path, [json.loads(r["data"]) for r in old]) if path else {})
        row.update(data=json.dumps(data), reviewed=True, state="indexed",
                   item={"state": "approved" if path is None else "corrected", "decided_by": "alice"})
    # the new parse files Section 3 under a Part and reads 4(a) with one word otherwise
    units = [(["Part I", "Section 3"], *UNITS[0][1:]), *UNITS[1:MISFILED],
             (UNITS[MISFILED][0], "", UNITS[MISFILED][2], "(a) acess to a computer without leave;", "review"),
             *UNITS[MISFILED + 1:]]
    out, notes = carry(old, rows_of(_result(units)[0]), {f"act-{MISFILED}"})
    assert json.loads(out[0]["data"])["structure_path"] == ["Part I", "Section 3"]
    assert json.loads(out[MISFILED]["data"])["structure_path"] == ["Section 3", "(a)"]  # not served reviewed there
    assert out[MISFILED]["state"] == "review" and notes[1]["how"] == "queued"
    assert out[MISFILED]["item"]["previous"][0]["path"] == "Section 4 > (a)"


def test_a_requeued_refiled_chunk_shows_the_path_it_was_filed_under(client, act):
    from review_queue import pipeline_version, results
    from review_queue.promote import promote

    store, result = act
    queue = ReviewQueue(store)
    queue.approve(queue.claim_next("alice"), "alice", path=TRUE_PATH)
    units = [*UNITS[:MISFILED], (UNITS[MISFILED][0], "", UNITS[MISFILED][2], "(a) acess to a computer without leave;",
                                 "review"), *UNITS[MISFILED + 1:]]
    results.save_beside(store.engine, _result(units)[0], pipeline_version.of(store.settings), [])
    [summary] = promote(store.engine, [result.document.id], "cli:test")
    assert summary["requeued"] == 1
    _login(client)
    page = _start(client).text
    assert "acess to a computer" in page and "Previous correction" in page
    assert '<span class="previous-path">Section 4 &gt; (a)</span>' in page


def test_a_path_the_new_parse_already_gives_is_no_correction_and_stays_the_reviewers(store):
    """The reviewer files 4(a) under Section 4; a new build (new chunk ids) parses it there itself: promote writes
    no `correct_path` row that changes nothing (`Section 4 > (a) -> Section 4 > (a)` in the item's history), yet a
    later build that misfiles it under Section 3 again still gets the reviewer's path."""
    from review_queue import pipeline_version, results
    from review_queue.promote import promote

    result, data = _result()
    doc_id = result.document.id
    store.record_received(result.document, data)
    store.save_result(result)
    queue = ReviewQueue(store)
    queue.approve(queue.claim_next("alice"), "alice", path=TRUE_PATH)
    right = [*UNITS[:MISFILED], (TRUE_PATH, "", "Act > Section 4 Offences", UNITS[MISFILED][3], "index", "act-2"),
             *UNITS[MISFILED + 1:]]
    for ids, units in (("v2", right), ("v3", UNITS)):
        results.save_beside(store.engine, _result(units, ids)[0], pipeline_version.of(store.settings), [])
        promote(store.engine, [doc_id], "cli:test")
        assert store.chunks(doc_id)[MISFILED].structure_path == TRUE_PATH, ids
    rows = [(e["chunk_id"], e["before"], e["after"]) for e in queue.audit_log() if e["action"] == "correct_path"]
    assert ("v2-3", "Section 4 > (a)", "Section 4 > (a)") not in rows
    assert ("v3-3", "Section 3 > (a)", "Section 4 > (a)") in rows
