"""Engines for the store: SQLite tuned for several processes, PostgreSQL as is; schema upgraded on use."""

from __future__ import annotations

import os
import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, Select, create_engine, event, text
from sqlalchemy.engine import make_url

MIGRATIONS = Path(__file__).parent / "migrations"
_LOCK = threading.Lock()
_ENGINES: dict[str, Engine] = {}
_PG_MIGRATE_LOCK = 7_340_001  # advisory lock key: one migrator at a time across machines
_PG_FEED_LOCK = 7_340_002  # advisory lock key: feed rows commit in sequence order (see append_feed)


def is_postgres(conn_or_engine: Connection | Engine) -> bool:
    return conn_or_engine.dialect.name == "postgresql"


def locking(conn: Connection, query: Select[Any]) -> Select[Any]:
    """The query with its rows locked for this transaction: FOR UPDATE on PostgreSQL; SQLite's write transaction
    holds the whole database already (and has no FOR UPDATE)."""
    return query.with_for_update() if is_postgres(conn) else query


def _sqlite_engine(url: str) -> Engine:
    path = make_url(url).database
    if path and path != ":memory:":
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(url, connect_args={"timeout": 60, "check_same_thread": False})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn, _record) -> None:  # type: ignore[no-untyped-def]
        # we issue BEGIN ourselves (below), so the driver must not; WAL lets readers run beside a writer
        dbapi_conn.isolation_level = None
        dbapi_conn.execute("PRAGMA journal_mode=WAL")
        dbapi_conn.execute("PRAGMA foreign_keys=ON")
        dbapi_conn.execute("PRAGMA busy_timeout=60000")

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Connection) -> None:
        # writers take the write lock up front: two processes then queue instead of failing on upgrade
        conn.exec_driver_sql("BEGIN IMMEDIATE" if conn.get_execution_options().get("write") else "BEGIN")

    return engine


def get_engine(url: str) -> Engine:
    """One engine per URL per process, schema at the latest migration."""
    with _LOCK:
        engine = _ENGINES.get(url)
        if engine is None:
            if url.startswith("sqlite"):
                engine = _sqlite_engine(url)
            else:
                engine = create_engine(url, pool_pre_ping=True, pool_size=5, max_overflow=10)
            upgrade(engine)
            _ENGINES[url] = engine
        return engine


def upgrade(engine: Engine) -> None:
    """Bring the schema to head; safe when several processes start at once. A database already at head is
    left alone without loading Alembic (a third of a second of every command's start)."""
    head = script_head()
    if head is not None and current_revision(engine) == head:
        return
    from alembic import command
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    with engine.connect() as conn:
        conn = conn.execution_options(write=True)
        with conn.begin():
            if is_postgres(conn):
                conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({_PG_MIGRATE_LOCK})")
            cfg.attributes["connection"] = conn
            command.upgrade(cfg, "head")


_REVISION = re.compile(r"^revision\s*=\s*[\"']([^\"']+)[\"']", re.MULTILINE)
_DOWN = re.compile(r"^down_revision\s*=\s*(?:None|[\"']([^\"']+)[\"'])\s*$", re.MULTILINE)


def script_head() -> str | None:
    """The newest migration's revision, read from the scripts' own `revision = "..."` lines; None unless
    every script names one revision and the chain has one head (Alembic then decides, as always)."""
    down: dict[str, str | None] = {}
    for script in (MIGRATIONS / "versions").glob("*.py"):
        source = script.read_text(encoding="utf-8")
        revision, parent = _REVISION.findall(source), _DOWN.findall(source)
        if len(revision) != 1 or len(parent) != 1:
            return None
        down[revision[0]] = parent[0] or None
    heads = set(down) - set(down.values())
    return heads.pop() if len(heads) == 1 else None


def current_revision(engine: Engine) -> str | None:
    """The revision the database is at (None: no schema yet, or it cannot be read)."""
    try:
        with engine.connect() as conn:
            rows = conn.execute(text("SELECT version_num FROM alembic_version")).scalars().all()
    except Exception:  # noqa: BLE001 - no table yet (a new database): Alembic creates the schema
        return None
    return rows[0] if len(rows) == 1 else None


@contextmanager
def write(engine: Engine) -> Iterator[Connection]:
    """A write transaction (SQLite: BEGIN IMMEDIATE, so concurrent writers wait rather than deadlock)."""
    with engine.connect() as conn:
        conn = conn.execution_options(write=True)
        with conn.begin():
            yield conn


@contextmanager
def read(engine: Engine) -> Iterator[Connection]:
    with engine.connect() as conn, conn.begin():
        yield conn


def lock_feed(conn: Connection) -> None:
    """Serialise feed appends on PostgreSQL so a sequence number is never visible after a later one.

    Sequences hand out numbers at insert time, not commit time: without this, a reader could see seq 11
    committed while seq 10 is still in flight, move its cursor past 10 and never see it.
    (SQLite already serialises writers.)
    """
    if is_postgres(conn):
        conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({_PG_FEED_LOCK})")


def _dispose_after_fork() -> None:
    # a forked child (Celery prefork, multiprocessing) must not reuse the parent's sockets
    for engine in _ENGINES.values():
        engine.dispose(close=False)


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_dispose_after_fork)


def dispose(url: str) -> None:
    """Forget the engine for `url` (tests that drop their database or schema afterwards)."""
    with _LOCK:
        engine = _ENGINES.pop(url, None)
    if engine is not None:
        engine.dispose()
