"""The review app as an attacker and an operator probe it: one test per finding of issue 13."""

from __future__ import annotations

import re
import stat

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import update

from engross.settings import Settings
from review_queue import audit
from review_queue import tables as t
from review_queue.app import create_app
from review_queue.auth import Accounts, AuthError, parse_duration
from review_queue.db import write
from review_queue.queue import ReviewQueue
from review_queue.secret import SecretKeyError, secret_key
from tests.review.conftest import pdf_result


@pytest.fixture
def seeded(store):
    result, data = pdf_result("sale-deed", [
        ("1. The Vendor sells the land.", "index"),
        ("2. Sm0dged clause text", "review"),
        ("3. Stamped clause text", "review"),
    ])
    store.record_received(result.document, data)
    store.save_result(result)
    accounts = Accounts(store)
    accounts.add_user("alice", "correct horse")
    accounts.add_user("bob", "battery staple")
    accounts.add_user("root", "admin pass", role="admin")
    return store, result


def _app(store, settings: Settings | None = None):  # type: ignore[no-untyped-def]
    return create_app(settings or store.settings, store.url)


@pytest.fixture
def client(seeded):
    with TestClient(_app(seeded[0]), follow_redirects=False) as c:
        yield c


def _browser(seeded) -> TestClient:  # a second browser against the same app state is a second TestClient
    return TestClient(_app(seeded[0]), follow_redirects=False)


def _csrf(html: str) -> str:
    return re.search(r'name="csrf" value="([^"]+)"', html).group(1)


def _login(client: TestClient, name: str = "alice", password: str = "correct horse"):  # type: ignore[no-untyped-def]
    return client.post("/login", data={"name": name, "password": password, "csrf": _csrf(client.get("/login").text)})


def _signed_in(client: TestClient) -> bool:
    return client.get("/queue").status_code == 200


# secrets and sessions ---------------------------------------------------------------------------------------
def test_no_published_default_secret(tmp_path):
    assert Settings(_env_file=None).secret_key is None  # nothing to copy from the docs
    with pytest.raises(SecretKeyError):
        secret_key("change-me-in-production", tmp_path)
    first = secret_key(None, tmp_path / "home")
    assert len(first) >= 32 and secret_key(None, tmp_path / "home") == first  # made once, then kept
    assert stat.S_IMODE((tmp_path / "home" / "secret_key").stat().st_mode) == 0o600
    assert secret_key(None, tmp_path / "other") != first


def test_a_cookie_minted_with_the_old_default_key_gets_nowhere(client):
    import hashlib
    import hmac

    payload = "alice|9999999999"
    mac = hmac.new(b"change-me-in-production", payload.encode(), hashlib.sha256).hexdigest()
    client.cookies.set("engross_session", f"{payload}|{mac}")
    assert client.get("/queue").headers["location"] == "/login"


def test_logout_ends_the_session_for_a_copied_cookie_too(client, seeded):
    _login(client)
    copied = client.cookies.get("engross_session")
    csrf = _csrf(client.get("/queue").text)
    assert client.post("/logout", data={"csrf": csrf}).status_code == 303
    thief = _browser(seeded)
    thief.cookies.set("engross_session", copied)
    assert thief.get("/queue").headers["location"] == "/login"


def test_password_change_and_disable_end_sessions(client, seeded):
    store = seeded[0]
    _login(client)
    Accounts(store).add_user("alice", "new horse", replace=True)
    assert not _signed_in(client)
    _login(client, password="new horse")
    assert _signed_in(client)
    Accounts(store).set_disabled("alice")
    assert not _signed_in(client)
    assert _login(client, password="new horse").headers["location"] == "/login?error=1"


def test_each_login_gets_its_own_session(seeded):
    a, b = _browser(seeded), _browser(seeded)
    _login(a)
    _login(b)  # same user, same second
    assert a.cookies.get("engross_session") != b.cookies.get("engross_session")
    assert _signed_in(a) and _signed_in(b)


def test_login_is_throttled_per_account_then_per_client(client, seeded):
    for _ in range(5):
        assert _login(client, password="wrong").headers["location"] == "/login?error=1"
    blocked = _login(client, password="correct horse")  # the right password waits too
    assert blocked.status_code == 429 and int(blocked.headers["retry-after"]) > 0
    assert not _signed_in(client)
    assert _login(client, "bob", "battery staple").status_code == 303  # another account is not held up
    for n in range(20):  # one address guessing across many names
        _login(client, f"user{n}", "guess")
    spray = _login(client, "root", "admin pass")
    assert spray.status_code == 429 and int(spray.headers["retry-after"]) > 0


def test_login_needs_the_form_of_this_browser(client, seeded):
    # a foreign page posting the attacker's credentials into the victim's browser: no form token
    assert client.post("/login", data={"name": "bob", "password": "battery staple"}).status_code == 403
    # ... or a token from the attacker's own browser (its nonce cookie is not the victim's)
    attacker = _browser(seeded)
    token = _csrf(attacker.get("/login").text)
    client.get("/login")
    res = client.post("/login", data={"name": "bob", "password": "battery staple", "csrf": token})
    assert res.status_code == 403 and not _signed_in(client)


def test_logout_cannot_be_forged(client):
    _login(client)
    assert client.post("/logout").status_code == 403
    assert client.post("/logout", data={"csrf": "guess"}).status_code == 403
    assert _signed_in(client)


# state changes only on POST --------------------------------------------------------------------------------
def _state(store, item_id: int) -> str:
    return ReviewQueue(store).item(item_id)["state"]


def test_get_requests_do_not_claim(client, seeded):
    store = seeded[0]
    _login(client)
    assert client.get("/next").status_code == 405  # <img src=/next> on another page claims nothing
    items = ReviewQueue(store).items()
    first = items[0]["id"]
    page = client.get(f"/items/{first}")
    assert page.status_code == 200 and _state(store, first) == "pending"  # opening shows, does not take
    assert f'action="/items/{first}/claim"' in page.text and "readonly" in page.text
    res = client.post(f"/items/{first}/claim", data={"csrf": _csrf(page.text)})
    assert res.status_code == 303 and _state(store, first) == "claimed"
    assert client.post(f"/items/{items[1]['id']}/claim", data={"csrf": "forged"}).status_code == 403


def test_decisions_record_the_version_and_refuse_a_stale_one(client, seeded):
    store = seeded[0]
    _login(client)
    item = client.post("/next", data={"csrf": _csrf(client.get("/queue").text)}, follow_redirects=True)
    item_id = int(re.search(r'action="/items/(\d+)/decide"', item.text).group(1))
    stale = client.post(f"/items/{item_id}/decide", data={"action": "approve", "csrf": _csrf(item.text),
                                                          "version": 7})
    assert "changed since you opened it" in client.get(stale.headers["location"]).text
    client.post(f"/items/{item_id}/decide", data={"action": "approve", "csrf": _csrf(item.text), "version": 1})
    approve = [r for r in audit.rows(store.engine) if r["action"] == "approve"]
    assert len(approve) == 1 and approve[0]["version"] == 1 and approve[0]["detail"]["new_version"] == 1


# headers ---------------------------------------------------------------------------------------------------
def test_pages_cannot_be_framed_or_cached(client, seeded):
    _login(client)
    item = client.post("/next", data={"csrf": _csrf(client.get("/queue").text)}, follow_redirects=True)
    crop = re.search(r'<img src="([^"]+)"', item.text).group(1)
    for res in (client.get("/queue"), item, client.get(crop), client.get("/documents"),
                client.get("/api/v1/chunks")):
        assert res.headers["x-frame-options"] == "DENY"
        assert "frame-ancestors 'none'" in res.headers["content-security-policy"]
        assert res.headers["cache-control"] == "no-store"


def test_unknown_host_is_refused(client):
    assert client.get("/login", headers={"Host": "evil.example"}).status_code == 400
    assert client.get("/login", headers={"Host": "127.0.0.1:8000"}).status_code == 200


def test_out_of_range_numbers_are_client_errors(client, seeded):
    store = seeded[0]
    _, token = Accounts(store).create_token("search")
    auth = {"Authorization": f"Bearer {token}"}
    for after in ("9223372036854775808", "2147483648", "-1", "abc"):
        assert client.get("/api/v1/chunks", params={"after": after}, headers=auth).status_code == 400
    _login(client)
    for path in ("/items/9223372036854775808", "/items/2147483648", "/items/0", "/items/1/crop/99999999999.png"):
        res = client.get(path)
        assert 400 <= res.status_code < 500, path
    bad = client.post("/items/1/decide", data={"action": "approve", "csrf": "x", "version": 2**70})
    assert 400 <= bad.status_code < 500


# tokens, audit, leases -------------------------------------------------------------------------------------
def test_tokens_expire_are_listed_and_revoked_by_id(client, seeded):
    store = seeded[0]
    accounts = Accounts(store)
    first_id, first = accounts.create_token("search", expires_in=parse_duration("90d"))
    second_id, second = accounts.create_token("search")  # the same name: revoking one must not hit both
    listed = {tok["id"]: tok for tok in accounts.tokens()}
    assert set(listed) == {first_id, second_id} and listed[second_id]["expires_at"] is None
    assert 89 * 86400 < listed[first_id]["expires_at"] - listed[first_id]["created_at"] <= 90 * 86400
    accounts.revoke_token(first_id)
    ok = lambda tok: client.get("/api/v1/chunks", headers={"Authorization": f"Bearer {tok}"}).status_code  # noqa: E731
    assert ok(first) == 401 and ok(second) == 200
    with write(store.engine) as conn:  # its 90 days are up
        conn.execute(update(t.tokens).where(t.tokens.c.id == second_id).values(expires_at=1.0))
    assert ok(second) == 401
    with pytest.raises(AuthError):
        accounts.revoke_token(2**63)
    with pytest.raises(AuthError):
        parse_duration("soon")


def test_audit_log_records_who_did_what(client, seeded):
    store = seeded[0]
    _login(client, password="wrong")
    _login(client)
    item = client.post("/next", data={"csrf": _csrf(client.get("/queue").text)}, follow_redirects=True)
    item_id = re.search(r'action="/items/(\d+)/decide"', item.text).group(1)
    client.post(f"/items/{item_id}/decide", data={"action": "reject", "csrf": _csrf(item.text), "version": 1})
    client.post("/logout", data={"csrf": _csrf(client.get("/queue").text)})
    accounts = Accounts(store)
    token_id, _ = accounts.create_token("search")
    accounts.revoke_token(token_id)
    accounts.set_disabled("bob")
    rows = audit.rows(store.engine)
    actions = [(r["actor"], r["action"]) for r in rows]
    for expected in [("cli", "user_add"), ("alice", "login_failed"), ("alice", "login"), ("alice", "claim"),
                     ("alice", "reject"), ("alice", "logout"), ("cli", "token_create"), ("cli", "token_revoke"),
                     ("cli", "user_disable")]:
        assert expected in actions
    reject = next(r for r in rows if r["action"] == "reject")
    assert reject["version"] == 1 and reject["detail"]["new_version"] == 2
    assert next(r for r in rows if r["action"] == "login")["detail"]["client"]


def test_only_an_admin_breaks_a_live_lease(seeded):
    store, result = seeded
    alice, bob, root = _browser(seeded), _browser(seeded), _browser(seeded)
    _login(alice)
    alice.post("/next", data={"csrf": _csrf(alice.get("/queue").text)})
    held = ReviewQueue(store).items()[0]
    assert held["claimed_by"] == "alice"
    _login(bob, "bob", "battery staple")
    page = bob.get(f"/documents/{result.document.id}")
    denied = bob.post(f"/chunks/{held['chunk_id']}/reopen", data={"csrf": _csrf(page.text)})
    assert denied.status_code == 403 and ReviewQueue(store).item(held["id"])["claimed_by"] == "alice"
    _login(root, "root", "admin pass")
    page = root.get(f"/documents/{result.document.id}")
    assert root.post(f"/chunks/{held['chunk_id']}/reopen", data={"csrf": _csrf(page.text)}).status_code == 303
    assert ReviewQueue(store).item(held["id"])["state"] == "pending"
    assert any(r["action"] == "break_lease" and r["actor"] == "root" for r in audit.rows(store.engine))
