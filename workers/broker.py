"""Direct broker access Celery lacks: is the broker up, how deep is the queue, did Redis lose its data.

The broker is Redis or RabbitMQ (amqp://); the workers' shared Redis (`Settings.coordination_url`) is the
broker itself when that is Redis.
"""

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
    """The Celery broker (Redis or RabbitMQ), or the workers' Redis, cannot be reached."""

    exit_code = 6
    transient = True


def is_amqp(settings: Settings) -> bool:
    return settings.broker_url.startswith(("amqp://", "amqps://", "pyamqp://"))


def client(settings: Settings) -> redis.Redis:
    """The workers' shared Redis (locks, crash counts, heartbeats, the watcher's marks)."""
    return redis.Redis.from_url(settings.coordination_url, socket_connect_timeout=3, socket_timeout=10)


def check_broker(settings: Settings) -> redis.Redis:
    """Reach the broker and the workers' Redis; raise a one-line, actionable error if one is not there."""
    if is_amqp(settings):
        from kombu import Connection

        try:
            with Connection(settings.broker_url, connect_timeout=3) as conn:
                conn.ensure_connection(max_retries=1)
        except Exception as err:  # noqa: BLE001 - kombu raises the transport's own errors
            raise BrokerUnavailableError(
                f"cannot reach the broker at {_safe(settings.broker_url)} ({type(err).__name__}); start RabbitMQ "
                "(`scripts/services.sh`) or set ENGROSS_BROKER_URL") from err
    conn = client(settings)
    try:
        conn.ping()
    except redis.RedisError as err:
        raise broker_unavailable(err, settings) from err
    return conn


def broker_unavailable(err: Exception, settings: Settings) -> BrokerUnavailableError:
    """The one-line error for a Redis (the broker, or the workers' own) that cannot be reached."""
    what = "the workers' Redis" if is_amqp(settings) or settings.redis_url else "the broker"
    return BrokerUnavailableError(
        f"cannot reach {what} at {_safe(settings.coordination_url)} ({type(err).__name__}); start Redis "
        "(`redis-server` or `scripts/services.sh`) or set ENGROSS_BROKER_URL / ENGROSS_REDIS_URL")


def _safe(url: str) -> str:
    return re.sub(r"//([^:/@]+):[^@/]*@", r"//\1:***@", url)


def queue_counts(settings: Settings) -> tuple[int, int | None]:
    """(tasks waiting, tasks taken and not finished); RabbitMQ does not tell the second without a
    management plugin, so it is None there."""
    if is_amqp(settings):
        from kombu import Connection

        with Connection(settings.broker_url, connect_timeout=3) as conn:
            try:
                declared = conn.default_channel.queue_declare(settings.queue, passive=True)
            except Exception:  # noqa: BLE001 - no such queue yet: nothing waits
                return 0, None
            return int(declared.message_count), None
    conn = client(settings)
    return queue_depth(conn, settings.queue), unacked_count(conn)


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
