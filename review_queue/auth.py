"""Reviewer accounts (scrypt-hashed passwords) and indexer bearer tokens (stored hashed, with an expiry)."""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import time
from typing import Any

from sqlalchemy import delete, select, update

from review_queue import audit
from review_queue import tables as t
from review_queue.db import read, write
from review_queue.store import Store
from review_queue.upsert import insert_ignore

USER_ROLES = ("reviewer", "admin")
TOKEN_ROLES = ("indexer",)
_SCRYPT = {"n": 2**14, "r": 8, "p": 1}  # ~16 MB, ~50 ms: slow for a guesser, fine for a login
_DURATION = re.compile(r"(\d+)\s*([smhdw])")
_UNIT = {"s": 1, "m": 60, "h": 3600, "d": 86400, "w": 7 * 86400}


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


def secret_hash(value: str) -> str:
    """Tokens and session ids are long random strings, so a plain sha256 is enough (nothing to slow down)."""
    return hashlib.sha256(value.encode()).hexdigest()


def parse_duration(text: str) -> int:
    """'90d', '12h', '2w', '30m', '45s' (or a sum such as '1d12h') -> seconds."""
    parts = _DURATION.findall(text.strip().lower())
    if not parts or "".join(n + u for n, u in parts) != re.sub(r"\s+", "", text.strip().lower()):
        raise AuthError(f"cannot read duration {text!r}; write e.g. 90d, 12h, 2w")
    return sum(int(n) * _UNIT[u] for n, u in parts)


class Accounts:
    def __init__(self, store: Store) -> None:
        self.engine = store.engine

    # users -----------------------------------------------------------------------------------------------
    def add_user(self, name: str, password: str, role: str = "reviewer", replace: bool = False,
                 actor: str = "cli") -> None:
        """Create a user; with `replace`, set a new password and role (which signs the user out everywhere)."""
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
                audit.record(conn, actor, "user_add", after=name, role=role)
                return
            if not replace:
                raise AuthError(f"user {name!r} exists (use --replace to set a new password)")
            conn.execute(update(t.users).where(t.users.c.name == name).values(
                password_hash=values["password_hash"], role=role, disabled=False))
            ended = _end_sessions(conn, name)
            audit.record(conn, actor, "user_password", after=name, role=role, sessions_ended=ended)

    def set_disabled(self, name: str, disabled: bool = True, actor: str = "cli") -> None:
        """Disable (ending every session of the user) or enable an account."""
        with write(self.engine) as conn:
            res = conn.execute(update(t.users).where(t.users.c.name == name).values(disabled=disabled))
            if res.rowcount != 1:
                raise AuthError(f"no user {name!r}")
            ended = _end_sessions(conn, name) if disabled else 0
            audit.record(conn, actor, "user_disable" if disabled else "user_enable", after=name,
                         sessions_ended=ended)

    def users(self) -> list[dict[str, Any]]:
        with read(self.engine) as conn:
            rows = conn.execute(select(t.users.c.name, t.users.c.role, t.users.c.disabled, t.users.c.created_at)
                                .order_by(t.users.c.name)).all()
        return [r._asdict() for r in rows]

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

    # tokens ----------------------------------------------------------------------------------------------
    def create_token(self, name: str, role: str = "indexer", expires_in: float | None = None,
                     actor: str = "cli") -> tuple[int, str]:
        """A new bearer token and its id; only its hash is stored, so this is the one time it can be read."""
        if role not in TOKEN_ROLES:
            raise AuthError(f"unknown token role {role!r}; choose one of {', '.join(TOKEN_ROLES)}")
        token, now = "egx_" + secrets.token_urlsafe(32), time.time()
        expires_at = now + expires_in if expires_in else None
        with write(self.engine) as conn:
            token_id = conn.execute(t.tokens.insert().values(
                token_hash=secret_hash(token), name=name, role=role, revoked=False, created_at=now,
                expires_at=expires_at)).inserted_primary_key[0]
            audit.record(conn, actor, "token_create", after=name, token_id=token_id, role=role,
                         expires_at=expires_at)
        return token_id, token

    def token_role(self, token: str) -> str | None:
        """The role of a live token (not revoked, not expired), else None."""
        with read(self.engine) as conn:
            row = conn.execute(select(t.tokens.c.role, t.tokens.c.expires_at).where(
                t.tokens.c.token_hash == secret_hash(token), t.tokens.c.revoked.is_(False))).first()
        if row is None or (row.expires_at is not None and row.expires_at <= time.time()):
            return None
        return row.role

    def tokens(self) -> list[dict[str, Any]]:
        """Every token ever made (never the token itself): id, name, role, created, expires, revoked."""
        with read(self.engine) as conn:
            rows = conn.execute(select(t.tokens.c.id, t.tokens.c.name, t.tokens.c.role, t.tokens.c.created_at,
                                       t.tokens.c.expires_at, t.tokens.c.revoked).order_by(t.tokens.c.id)).all()
        return [r._asdict() for r in rows]

    def revoke_token(self, token_id: int, actor: str = "cli") -> None:
        if not 0 < token_id <= t.MAX_INT:
            raise AuthError(f"no token with id {token_id} (see `engross token list`)")
        with write(self.engine) as conn:
            res = conn.execute(update(t.tokens).where(t.tokens.c.id == token_id).values(revoked=True))
            if res.rowcount != 1:
                raise AuthError(f"no token with id {token_id} (see `engross token list`)")
            audit.record(conn, actor, "token_revoke", token_id=token_id)


def _end_sessions(conn: Any, name: str) -> int:
    return conn.execute(delete(t.sessions).where(t.sessions.c.user_name == name)).rowcount
