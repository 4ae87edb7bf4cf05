"""Direct Redis access Celery lacks: is the broker up, how deep is the queue, did Redis lose its data."""

from __future__ import annotations

import uuid

import redis

from engross.settings import Settings
from ingest.errors import EngrossError

# a key the watcher sets once; if it vanishes, Redis restarted without persistence and its queue is gone
EPOCH_KEY = "engross:epoch:{queue}"


class BrokerUnavailableError(EngrossError):
    """Redis (the Celery broker) cannot be reached."""

    exit_code = 6
    transient = True


def client(settings: Settings) -> redis.Redis:
    return redis.Redis.from_url(settings.broker_url, socket_connect_timeout=3, socket_timeout=10)


def check_broker(settings: Settings) -> redis.Redis:
    """Ping Redis; raise a one-line, actionable error if it is not there."""
    conn = client(settings)
    try:
        conn.ping()
    except redis.RedisError as err:
        raise BrokerUnavailableError(
            f"cannot reach the broker at {settings.broker_url} ({type(err).__name__}); start Redis "
            "(`redis-server` or `scripts/services.sh`) or set ENGROSS_BROKER_URL"
        ) from err
    return conn


def queue_depth(conn: redis.Redis, queue: str) -> int:
    """Tasks waiting in the queue (kombu keeps a Redis list named after the queue)."""
    return int(conn.llen(queue))


def unacked_count(conn: redis.Redis) -> int:
    """Tasks taken by workers and not yet finished (kombu's unacked hash)."""
    return int(conn.hlen("unacked"))


def broker_was_reset(conn: redis.Redis, queue: str) -> bool:
    """True once after Redis came back empty (or on the first call ever): the caller must re-enqueue.

    SET NX makes exactly one caller see True even with several watchers.
    """
    return bool(conn.set(EPOCH_KEY.format(queue=queue), uuid.uuid4().hex, nx=True))
