"""The pipeline core: pure functions over schemas/ models; no Celery, HTTP or SQL."""
