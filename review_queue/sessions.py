"""Server-side reviewer sessions: a random id in the cookie, its sha256 in the store; ending the row ends it."""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass

from sqlalchemy import Engine, delete, select

from review_queue import tables as t
from review_queue.auth import secret_hash
from review_queue.db import read, write


@dataclass(frozen=True)
class Session:
    user: str
    role: str
    csrf: str  # every form of this session carries it


def start(engine: Engine, user: str, ttl: float, client: str | None = None) -> str:
    """A new session for `user` (a fresh random id on every login); returns the id for the cookie."""
    session_id, now = secrets.token_urlsafe(32), time.time()
    with write(engine) as conn:
        conn.execute(delete(t.sessions).where(t.sessions.c.expires_at < now))  # sweep the dead ones
        conn.execute(t.sessions.insert().values(id_hash=secret_hash(session_id), user_name=user,
                                                csrf=secrets.token_urlsafe(32), created_at=now,
                                                expires_at=now + ttl, client=(client or "")[:64]))
    return session_id


def lookup(engine: Engine, session_id: str | None) -> Session | None:
    """The live session behind a cookie: unexpired, and its user still enabled."""
    if not session_id:
        return None
    query = (select(t.sessions.c.user_name, t.sessions.c.csrf, t.sessions.c.expires_at, t.users.c.role,
                    t.users.c.disabled).join(t.users, t.users.c.name == t.sessions.c.user_name)
             .where(t.sessions.c.id_hash == secret_hash(session_id)))
    with read(engine) as conn:
        row = conn.execute(query).first()
    if row is None or row.disabled or row.expires_at <= time.time():
        return None
    return Session(row.user_name, row.role, row.csrf)


def end(engine: Engine, session_id: str | None) -> None:
    if session_id:
        with write(engine) as conn:
            conn.execute(delete(t.sessions).where(t.sessions.c.id_hash == secret_hash(session_id)))
