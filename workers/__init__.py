"""Celery app, tasks and the bucket watcher: thin adapters around ingest/."""
