"""Worker heartbeats in Redis, and the sweep that hands a dead worker's tasks to the living within a minute.

On the Redis broker, kombu keeps a task a worker has taken in its `unacked` hash until the worker
acknowledges it; if the worker dies (kill -9, a machine or container gone), the task comes back only after
the visibility timeout (an hour by default, as it must outlast the longest task). So each worker's main
process records which delivery it holds and refreshes a heartbeat key; a surviving worker's sweep puts back
on the queue every delivery whose holder's heartbeat has lapsed. The tasks are idempotent, so a worker that
was only stalled, not dead, costs a repeated page at worst.

RabbitMQ needs none of this: it returns a dead consumer's messages as soon as its connection drops.
"""

from __future__ import annotations

import json
import logging
import os
import socket
import uuid
from typing import Any

import redis
from celery import Celery, bootsteps, signals

log = logging.getLogger("engross.worker")
BEAT_KEY = "engross:worker:{ident}"  # exists while the worker lives (refreshed every interval)
HOLDERS_KEY = "engross:holders"  # hash: kombu delivery tag -> ident of the worker that took it
SWEEP_LOCK = "engross:dead-sweep:{queue}"
UNACKED, UNACKED_INDEX = "unacked", "unacked_index"  # kombu's Redis transport keys (its defaults)
_IDENT: dict[str, str] = {}  # this process's worker identity, set when the worker starts


def is_redis(url: str) -> bool:
    return url.startswith(("redis://", "rediss://", "redis+socket://"))


def identity() -> str:
    """Unique per worker start: a worker restarted under the same name is not its dead predecessor."""
    if "ident" not in _IDENT:
        _IDENT["ident"] = f"{socket.gethostname()}-{os.getpid()}-{uuid.uuid4().hex[:8]}"
    return _IDENT["ident"]


def beat(conn: redis.Redis, ident: str, ttl: int) -> None:
    conn.set(BEAT_KEY.format(ident=ident), "1", ex=max(1, ttl))


def hold(conn: redis.Redis, delivery_tag: str, ident: str) -> None:
    conn.hset(HOLDERS_KEY, delivery_tag, ident)


def requeue_dead(conn: redis.Redis, queue: str) -> list[str]:
    """Put back on `queue` every task held by a worker whose heartbeat has lapsed; returns their task ids."""
    unacked = {t.decode() for t in conn.hkeys(UNACKED)}
    back = []
    for tag_b, ident_b in conn.hgetall(HOLDERS_KEY).items():
        tag, ident = tag_b.decode(), ident_b.decode()
        if tag not in unacked:  # acknowledged (done) or already restored
            conn.hdel(HOLDERS_KEY, tag)
        elif not conn.exists(BEAT_KEY.format(ident=ident)):
            task_id = _restore(conn, tag, queue)
            if task_id:
                log.warning("worker %s stopped beating; task %s handed back to the queue", ident, task_id)
                back.append(task_id)
    return back


def _restore(conn: redis.Redis, tag: str, queue: str) -> str | None:
    """Move one delivery from kombu's unacked hash back to the queue, atomically (as kombu's own restore
    does); None when it was acknowledged meanwhile or is not ours to move."""
    with conn.pipeline() as pipe:
        try:
            pipe.watch(UNACKED)
            raw = pipe.hget(UNACKED, tag)
            if raw is None:
                pipe.unwatch()
                return None
            payload, _exchange, routing_key = json.loads(raw)
            if routing_key != queue or (payload.get("properties", {}).get("priority") or 0):
                pipe.unwatch()  # another app's queue, or a priority sub-queue: leave it to kombu
                return None
            payload.setdefault("headers", {})["redelivered"] = True
            payload.setdefault("properties", {}).setdefault("delivery_info", {})["redelivered"] = True
            pipe.multi()
            pipe.zrem(UNACKED_INDEX, tag)
            pipe.hdel(UNACKED, tag)
            pipe.hdel(HOLDERS_KEY, tag)
            pipe.rpush(queue, json.dumps(payload))  # kombu pops from the right: it is taken next
            pipe.execute()
        except redis.WatchError:
            return None
    return str(payload.get("headers", {}).get("id", tag))


def install(app: Celery, conn_factory: Any, queue: str, interval: float, dead_after: int) -> None:
    """Add the heartbeat and the sweep to `app`'s workers (Redis broker only)."""

    class Heartbeat(bootsteps.StartStopStep):
        """Every `interval` seconds: refresh this worker's heartbeat, then (one worker at a time) sweep."""

        requires = {"celery.worker.components:Timer"}

        def __init__(self, worker: Any, **kwargs: Any) -> None:
            super().__init__(worker, **kwargs)
            self.tref: Any = None

        def start(self, worker: Any) -> None:
            self.tick()
            self.tref = worker.timer.call_repeatedly(interval, self.tick, priority=10)

        def stop(self, worker: Any) -> None:
            if self.tref is not None:
                self.tref.cancel()

        def tick(self) -> None:
            try:
                conn = conn_factory()
                beat(conn, identity(), dead_after)
                if conn.set(SWEEP_LOCK.format(queue=queue), identity(), nx=True, ex=max(1, int(interval))):
                    requeue_dead(conn, queue)
            except redis.RedisError as err:  # Redis away: the next tick tries again
                log.warning("heartbeat skipped: %s", err)

    app.steps["worker"].add(Heartbeat)

    @signals.task_received.connect(weak=False)
    def _record_holder(sender: Any = None, request: Any = None, **_: Any) -> None:
        message = getattr(request, "_message", None)
        tag = getattr(message, "delivery_tag", None)
        if tag:
            try:
                hold(conn_factory(), str(tag), identity())
            except redis.RedisError as err:
                log.warning("could not record the holder of task %s: %s", getattr(request, "id", tag), err)
