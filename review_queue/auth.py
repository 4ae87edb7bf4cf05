"""Reviewer accounts (scrypt-hashed passwords), indexer bearer tokens (stored hashed), signed session cookies."""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import time

from sqlalchemy import select, update

from review_queue import tables as t
from review_queue.db import read, write
from review_queue.store import Store
from review_queue.upsert import insert_ignore

USER_ROLES = ("reviewer", "admin")
TOKEN_ROLES = ("indexer",)
_SCRYPT = {"n": 2**14, "r": 8, "p": 1}  # ~16 MB, ~50 ms: slow for a guesser, fine for a login


class AuthError(Exception):
    """An account or token request that cannot be honoured (unknown role, duplicate name)."""


def hash_password(password: str) -> str:
    salt = secrets.token_bytes(16)
    digest = hashlib.scrypt(password.encode(), salt=salt, **_SCRYPT)
    return f"scrypt${_SCRYPT['n']}${_SCRYPT['r']}${_SCRYPT['p']}${salt.hex()}${digest.hex()}"


def verify_password(password: str, stored: str) -> bool:
    try:
        _, n, r, p, salt, digest = stored.split("$")
        got = hashlib.scrypt(password.encode(), salt=bytes.fromhex(salt), n=int(n), r=int(r), p=int(p))
    except ValueError:
        return False
    return hmac.compare_digest(got.hex(), digest)


def _token_hash(token: str) -> str:
    # tokens are long random strings, so a plain sha256 is enough (no guessing to slow down)
    return hashlib.sha256(token.encode()).hexdigest()


class Accounts:
    def __init__(self, store: Store) -> None:
        self.engine = store.engine

    def add_user(self, name: str, password: str, role: str = "reviewer", replace: bool = False) -> None:
        if role not in USER_ROLES:
            raise AuthError(f"unknown role {role!r}; choose one of {', '.join(USER_ROLES)}")
        if not re.fullmatch(r"[A-Za-z0-9_.@-]{1,64}", name):
            raise AuthError("a user name is 1-64 letters, digits or _ . @ -")
        if not password:
            raise AuthError("a user needs a non-empty password")
        values = {"name": name, "password_hash": hash_password(password), "role": role, "disabled": False,
                  "created_at": time.time()}
        with write(self.engine) as conn:
            if insert_ignore(conn, t.users, values, ["name"]):
                return
            if not replace:
                raise AuthError(f"user {name!r} exists (use --replace to set a new password)")
            conn.execute(update(t.users).where(t.users.c.name == name).values(
                password_hash=values["password_hash"], role=role, disabled=False))

    def login(self, name: str, password: str) -> str | None:
        """The user's role when the password is right, else None."""
        with read(self.engine) as conn:
            row = conn.execute(select(t.users).where(t.users.c.name == name)).first()
        if row is None or row.disabled:
            hash_password(password)  # same work either way: the answer time does not reveal names
            return None
        return row.role if verify_password(password, row.password_hash) else None

    def user_role(self, name: str) -> str | None:
        with read(self.engine) as conn:
            row = conn.execute(select(t.users.c.role, t.users.c.disabled).where(t.users.c.name == name)).first()
        return None if row is None or row.disabled else row.role

    def create_token(self, name: str, role: str = "indexer") -> str:
        """A new bearer token; only its hash is stored, so this is the one time it can be read."""
        if role not in TOKEN_ROLES:
            raise AuthError(f"unknown token role {role!r}; choose one of {', '.join(TOKEN_ROLES)}")
        token = "egx_" + secrets.token_urlsafe(32)
        with write(self.engine) as conn:
            conn.execute(t.tokens.insert().values(token_hash=_token_hash(token), name=name, role=role,
                                                  revoked=False, created_at=time.time()))
        return token

    def token_role(self, token: str) -> str | None:
        with read(self.engine) as conn:
            row = conn.execute(select(t.tokens.c.role).where(t.tokens.c.token_hash == _token_hash(token),
                                                             t.tokens.c.revoked.is_(False))).first()
        return row.role if row else None

    def revoke_tokens(self, name: str) -> int:
        with write(self.engine) as conn:
            return conn.execute(update(t.tokens).where(t.tokens.c.name == name).values(revoked=True)).rowcount


# sessions: "name|expiry|hmac", signed with settings.secret_key ---------------------------------------------
def sign_session(name: str, secret: str, ttl: int = 12 * 3600) -> str:
    payload = f"{name}|{int(time.time()) + ttl}"
    return f"{payload}|{_mac(secret, payload)}"


def read_session(value: str | None, secret: str) -> str | None:
    """The user name in a valid, unexpired session cookie, else None."""
    if not value or value.count("|") != 2:
        return None
    name, expiry, mac = value.split("|")
    if not hmac.compare_digest(mac, _mac(secret, f"{name}|{expiry}")) or not expiry.isdigit():
        return None
    return name if int(expiry) > time.time() else None


def csrf_token(session: str, secret: str) -> str:
    """Forms carry this; it is tied to the session, so another site cannot forge a decision."""
    return _mac(secret, "csrf:" + session)


def _mac(secret: str, message: str) -> str:
    return hmac.new(secret.encode(), message.encode(), hashlib.sha256).hexdigest()
