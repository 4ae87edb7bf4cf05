"""Fixtures for the scale-out tests: real Redis (own DB + queue per test), a throwaway PostgreSQL database."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import psycopg
import pytest
import redis

from review_queue.db import dispose
from tests.conftest import service_missing
from tests.workers.workers_support import PG_ADMIN, REDIS_URL, Stack


@pytest.fixture(scope="session")
def services() -> None:
    try:
        redis.Redis.from_url(REDIS_URL, socket_connect_timeout=2).ping()
        psycopg.connect(PG_ADMIN, connect_timeout=3).close()
    except Exception as err:  # noqa: BLE001
        service_missing(f"needs Redis and PostgreSQL (run scripts/services.sh): {err}")


@pytest.fixture
def pg_url(services) -> Iterator[str]:
    """A throwaway PostgreSQL database, dropped afterwards."""
    name = f"engross_w_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    url = PG_ADMIN.rsplit("/", 1)[0].replace("postgresql://", "postgresql+psycopg://", 1) + f"/{name}"
    yield url
    dispose(url)
    with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture
def stack(tmp_path, pg_url) -> Iterator[Stack]:
    s = Stack(tmp_path, pg_url, REDIS_URL)
    yield s
    s.close()
    q = s.queue
    redis.Redis.from_url(REDIS_URL).delete(q, f"engross:epoch:{q}", f"engross:sweep:{q}",
                                           f"_kombu.binding.{q}", f"_kombu.binding_permanent.{q}")


