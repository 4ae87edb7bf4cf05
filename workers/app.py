"""The Celery app, configured for long CPU-bound OCR tasks on Redis (shared by the worker and the watcher)."""

from __future__ import annotations

import logging
import os
from collections.abc import Callable

import redis
from celery import Celery
from kombu.transport import redis as kombu_redis

from engross.settings import Settings, get_settings
from workers import heartbeat

# Tesseract's OpenMP threads oversubscribe the cores (3-4x slower); every worker child and every tesseract
# process it starts inherits this
os.environ.setdefault("OMP_THREAD_LIMIT", "1")

# how often (seconds) a live worker looks for tasks a dead worker had taken and hands them out again
RESTORE_INTERVAL = 5


def make_app(settings: Settings) -> Celery:
    """A Celery app whose broker, result backend and queue come from `settings`."""
    url = settings.broker_url
    redis_broker = heartbeat.is_redis(url)
    # results are not kept (task_ignore_result); Redis is named as backend only because it is there already
    app = Celery("engross", broker=url, backend=url if redis_broker else None, include=["workers.tasks"])
    soft_limit = max(10, settings.task_time_limit - 60)
    app.conf.update(
        # a task is acknowledged only when it ends, so a worker killed mid-page loses nothing ...
        task_acks_late=True,
        task_reject_on_worker_lost=True,
        # ... and takes one task at a time: OCR pages are long, prefetching would starve other workers
        worker_prefetch_multiplier=1,
        task_time_limit=settings.task_time_limit,
        task_soft_time_limit=soft_limit,
        task_default_queue=settings.queue,
        task_ignore_result=True,  # no results kept in Redis: a document's state lives in the Store
        worker_send_task_events=True,  # for Flower (docker-compose.yml): which task runs where, failures
        task_serializer="json",
        accept_content=["json"],
        worker_concurrency=settings.ocr_processes(),
        worker_max_tasks_per_child=200,  # recycle children: pdfium/Tesseract memory does not always return
        # a page being read when Redis drops keeps running and is saved; its task comes back later and is skipped
        worker_cancel_long_running_tasks_on_connection_loss=False,
        broker_connection_retry_on_startup=True,
        broker_connection_max_retries=None,  # a Redis restart must not stop the workers
        broker_transport_options={
            "visibility_timeout": settings.visibility_timeout,
            "unacked_restore_interval": RESTORE_INTERVAL,
            "unacked_restore_throttle": 1,
        },
    )
    if redis_broker:  # RabbitMQ hands a dead consumer's messages back by itself
        heartbeat.install(app, lambda: _client(url), settings.queue, settings.heartbeat_interval,
                          settings.worker_dead_after)
    return app


_CLIENTS: dict[str, redis.Redis] = {}


def _client(url: str) -> redis.Redis:
    if url not in _CLIENTS:
        _CLIENTS[url] = redis.Redis.from_url(url, socket_connect_timeout=3, socket_timeout=10)
    return _CLIENTS[url]


def _survive_lost_connection() -> None:
    """kombu 5.7 acknowledges, rejects or hands back tasks through the channel of a Redis connection that
    has dropped; that fails with AttributeError and Celery ends the worker ("Unrecoverable error") each time
    Redis restarts. Tolerate it: the task stays in Redis's unacked set and comes back after the visibility
    timeout, where the idempotent tasks skip what is done (and if Redis lost its data, the watcher queues
    the unfinished documents again)."""
    for name in ("ack", "reject", "restore_unacked"):
        setattr(kombu_redis.QoS, name, _tolerant(getattr(kombu_redis.QoS, name)))


def _tolerant(method: Callable[..., None]) -> Callable[..., None]:
    def call(self: kombu_redis.QoS, *args: object, **kwargs: object) -> None:
        try:
            method(self, *args, **kwargs)
        except (AttributeError, *kombu_redis.Transport.connection_errors) as err:
            logging.getLogger("engross.worker").warning(
                "broker connection gone during %s (%r); the task returns after the visibility timeout",
                method.__name__, err)
            if method.__name__ == "restore_unacked":
                self._delivered.clear()

    return call


_survive_lost_connection()
app = make_app(get_settings())
