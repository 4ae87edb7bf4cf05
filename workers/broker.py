"""Direct Redis access Celery lacks: is the broker up, how deep is the queue, did Redis lose its data."""

from __future__ import annotations

import re
import uuid

import redis

from engross.settings import Settings
from ingest.errors import EngrossError

# a key the watcher sets once; if it vanishes, Redis restarted without persistence and its queue is gone
EPOCH_KEY = "engross:epoch:{queue}"
SWEEP_KEY = "engross:sweep:{queue}"
DOC_ID = re.compile(rb"[0-9a-f]{64}")  # a sha256 in a task's argsrepr header (task ids are dashed UUIDs)


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
        raise broker_unavailable(err, settings) from err
    return conn


def broker_unavailable(err: Exception, settings: Settings) -> BrokerUnavailableError:
    """The one-line error for a broker that cannot be reached."""
    return BrokerUnavailableError(f"cannot reach the broker at {settings.broker_url} ({type(err).__name__}); "
                                  "start Redis (`redis-server` or `scripts/services.sh`) or set ENGROSS_BROKER_URL")


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


def in_flight(conn: redis.Redis, queue: str) -> set[str]:
    """Ids of documents with a task waiting in the queue or taken by a worker (kombu keeps each message's
    raw JSON, whose argsrepr header names the document). Read the unacked set first: a message moves
    queue -> unacked, so this order sees it in one or the other far more often than not."""
    raws = list(conn.hvals("unacked")) + list(conn.lrange(queue, 0, -1))
    return {m.decode() for raw in raws for m in DOC_ID.findall(raw)}


def take_sweep_turn(conn: redis.Redis, queue: str, seconds: float) -> bool:
    """True for one watcher per `seconds`: several watchers do not sweep (and re-queue) at once."""
    return bool(conn.set(SWEEP_KEY.format(queue=queue), "1", nx=True, ex=max(1, int(seconds))))
