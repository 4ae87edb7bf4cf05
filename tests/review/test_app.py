"""The web app and pull API over HTTP: who may see what, escaping of OCR text, crops, context."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

from review_queue.app import create_app
from review_queue.auth import Accounts
from review_queue.queue import ReviewQueue
from schemas import CrossRef, Repair
from tests.review.conftest import pdf_result

XSS = '<script>alert("pwned")</script>'


@pytest.fixture
def seeded(store):
    result, data = pdf_result("sale-deed", [
        ("1. The Vendor sells the land.", "index"),
        (f"2. Sm0dged {XSS} clause text", "review"),
        ("3. The Purchaser pays the price.", "index"),
    ])
    result.chunks[2].parent_id = result.chunks[0].id
    result.chunks[2].cross_refs = [CrossRef(text="Clause 1", target=result.chunks[0].id),
                                   CrossRef(text="Clause 2", target=result.chunks[1].id)]
    store.record_received(result.document, data)
    store.save_result(result)
    accounts = Accounts(store)
    accounts.add_user("alice", "correct horse")
    _, token = accounts.create_token("search", "indexer")
    return store, result, token


@pytest.fixture
def client(seeded, settings):
    store = seeded[0]
    with TestClient(create_app(settings, store.url), follow_redirects=False) as c:
        yield c


def _form_csrf(html: str) -> str:
    return re.search(r'name="csrf" value="([^"]+)"', html).group(1)


def _login(client: TestClient, password: str = "correct horse", name: str = "alice") -> None:
    csrf = _form_csrf(client.get("/login").text)
    res = client.post("/login", data={"name": name, "password": password, "csrf": csrf})
    assert res.status_code == 303


def _start(client: TestClient):  # type: ignore[no-untyped-def]
    """Press "Start reviewing" on the queue page: claims the next item and opens it."""
    csrf = _form_csrf(client.get("/queue").text)
    return client.post("/next", data={"csrf": csrf}, follow_redirects=True)


def test_feed_needs_an_indexer_token(client, seeded):
    assert client.get("/api/v1/chunks").status_code == 401
    assert client.get("/api/v1/chunks", headers={"Authorization": "Bearer nope"}).status_code == 401
    assert client.get("/api/v1/chunks", headers={"Authorization": "Basic YTpi"}).status_code == 401
    _login(client)
    denied = client.get("/api/v1/chunks")  # a reviewer session is not a token
    assert denied.status_code == 403 and "chunks" not in denied.text.replace("/api/v1/chunks", "")
    ok = client.get("/api/v1/chunks", headers={"Authorization": f"Bearer {seeded[2]}"})
    assert ok.status_code == 200
    assert [i["chunk"]["body"] for i in ok.json()["items"]] == ["1. The Vendor sells the land.",
                                                                "3. The Purchaser pays the price."]


def test_revoked_token_is_refused(client, seeded):
    store, _, token = seeded
    Accounts(store).revoke_token(Accounts(store).tokens()[0]["id"])
    assert client.get("/api/v1/chunks", headers={"Authorization": f"Bearer {token}"}).status_code == 401


def test_token_cannot_review_and_wrong_password_cannot_log_in(client, seeded):
    auth = {"Authorization": f"Bearer {seeded[2]}"}
    assert client.get("/queue", headers=auth).status_code == 403
    assert client.post("/items/1/decide", headers=auth, data={"action": "approve"}).status_code == 403
    assert client.get("/queue").headers["location"] == "/login"
    csrf = _form_csrf(client.get("/login").text)
    res = client.post("/login", data={"name": "alice", "password": "wrong", "csrf": csrf})
    assert res.headers["location"] == "/login?error=1"
    assert client.get("/queue").headers["location"] == "/login"
    client.cookies.set("engross_session", "alice|9999999999|deadbeef")
    assert client.get("/queue").headers["location"] == "/login"
    client.cookies.set("engross_session", "made-up-session-id")
    assert client.get("/queue").headers["location"] == "/login"  # a forged session cookie


def test_ocr_text_is_escaped_on_every_page(client):
    _login(client)
    queue = client.get("/queue")
    item = _start(client)
    doc_id = re.search(r'<option value="([0-9a-f]{64})"', queue.text).group(1)
    document = client.get(f"/documents/{doc_id}")
    for page in (queue, item, document):
        assert page.status_code == 200
        assert XSS not in page.text
        assert "&lt;script&gt;alert(&#34;pwned&#34;)&lt;/script&gt;" in page.text
    assert '<mark class="low">2.</mark>' in item.text  # the low-confidence word is highlighted
    assert "script-src 'self'" in item.headers["content-security-policy"]


def test_item_page_shows_the_page_crop(client):
    _login(client)
    item = _start(client)
    src = re.search(r'<img src="([^"]+)"', item.text).group(1)
    png = client.get(src)
    assert png.status_code == 200 and png.content.startswith(b"\x89PNG")
    from io import BytesIO

    from PIL import Image

    image = Image.open(BytesIO(png.content))
    assert image.width > 200 and image.height < 200  # one line of the page, not the whole page


def test_decision_through_the_form_reaches_the_feed(client, seeded):
    _login(client)
    item = _start(client)
    csrf = re.search(r'name="csrf" value="([^"]+)"', item.text).group(1)
    item_id = re.search(r'action="/items/(\d+)/decide"', item.text).group(1)
    bad = client.post(f"/items/{item_id}/decide", data={"action": "approve", "csrf": "forged"})
    assert bad.status_code == 403
    res = client.post(f"/items/{item_id}/decide",
                      data={"action": "correct", "text": "2. Smudged clause text", "csrf": csrf})
    assert res.status_code == 303 and res.headers["location"].startswith("/queue?")  # the queue is empty
    auth = {"Authorization": f"Bearer {seeded[2]}"}
    items = client.get("/api/v1/chunks", headers=auth).json()["items"]
    assert items[-1]["chunk"]["body"] == "2. Smudged clause text" and items[-1]["version"] == 2
    assert items[-1]["chunk"]["original_body"] == f"2. Sm0dged {XSS} clause text"  # the OCR text is kept
    assert items[-1]["chunk"]["reviewed"] is True and "words" not in items[-1]["chunk"]


def test_chunk_and_context_endpoints(client, seeded):
    _, result, token = seeded
    auth = {"Authorization": f"Bearer {token}"}
    ids = [c.id for c in result.chunks]
    assert client.get(f"/api/v1/chunks/{ids[1]}", headers=auth).status_code == 404  # still under review
    assert client.get(f"/api/v1/chunks/{ids[0]}", headers=auth).json()["version"] == 1
    ctx = client.get(f"/api/v1/chunks/{ids[2]}/context", headers=auth).json()
    assert ctx["parent"]["id"] == ids[0]
    assert [s["id"] for s in ctx["siblings"]] == [ids[2]]
    refs = {r["text"]: r["chunk"] for r in ctx["cross_refs"]}
    assert refs["Clause 1"]["id"] == ids[0] and refs["Clause 2"] is None  # unreviewed text is not served
    store = seeded[0]
    queue = ReviewQueue(store)
    queue.reject(queue.claim_next("alice"), "alice")
    assert client.get(f"/api/v1/chunks/{ids[1]}", headers=auth).status_code == 410
    assert client.get(f"/api/v1/chunks/{ids[1]}/context").status_code == 401


def test_openapi_describes_the_pull_api(client):
    spec = client.get("/openapi.json").json()
    assert set(spec["paths"]) == {"/api/v1/chunks", "/api/v1/chunks/{chunk_id}", "/api/v1/chunks/{chunk_id}/context",
                                  "/api/v1/documents", "/api/v1/documents/feed", "/api/v1/documents/{doc_id}",
                                  "/api/v1/documents/{doc_id}/chunks"}
    assert "HTTPBearer" in spec["components"]["securitySchemes"]


def test_reviewer_sends_a_pulled_chunk_back_and_the_correction_reaches_the_feed(client, seeded):
    _, result, token = seeded
    auth = {"Authorization": f"Bearer {token}"}
    pulled = client.get("/api/v1/chunks", headers=auth).json()
    _login(client)
    assert "sale-deed.pdf" in client.get("/documents").text
    page = client.get(f"/documents/{result.document.id}")
    csrf = re.search(r'name="csrf" value="([^"]+)"', page.text).group(1)
    chunk_id = result.chunks[0].id
    assert client.post(f"/chunks/{chunk_id}/reopen", data={"csrf": "x"}).status_code == 403
    opened = client.post(f"/chunks/{chunk_id}/reopen", data={"csrf": csrf})
    item_id = opened.headers["location"].rsplit("/", 1)[-1]
    assert client.get(f"/api/v1/chunks/{chunk_id}", headers=auth).json()["version"] == 1  # still served
    client.get(f"/items/{item_id}")
    res = client.post(f"/items/{item_id}/decide",
                      data={"action": "correct", "text": "1. The Vendor sells the whole land.", "csrf": csrf})
    assert res.status_code == 303
    later = client.get("/api/v1/chunks", headers=auth, params={"after": pulled["next"]}).json()["items"]
    assert [(e["id"], e["version"], e["chunk"]["body"]) for e in later] == [
        (chunk_id, 2, "1. The Vendor sells the whole land.")]


def test_item_page_shows_a_word_written_as_the_numbering_says(store, settings):
    """A heading numeral OCR read as look-alike strokes (`PART Il`) is written in the text as the numbering says
    (`confidence.repair_vouched_label`); what was read stays on the chunk and the reviewer of its item sees both."""
    result, data = pdf_result("act", [("PART II REGISTRATION OF AGENCIES", "review")])
    result.chunks[0].repairs = [Repair(page=1, bbox=(72.0, 100.0, 90.0, 112.0), read="Il", text="II",
                                       reason="numeral read as 'Il', written 'II'")]
    store.record_received(result.document, data)
    store.save_result(result)
    Accounts(store).add_user("alice", "correct horse")
    with TestClient(create_app(settings, store.url), follow_redirects=False) as c:
        _login(c)
        item = _start(c)
    assert item.status_code == 200 and "read “Il”, written “II”" in item.text, item.text
