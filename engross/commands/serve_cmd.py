"""`engross serve`: the reviewer web app and the indexers' pull API (uvicorn)."""

from __future__ import annotations

import typer

from engross.commands import get_settings


def register(app: typer.Typer) -> None:
    @app.command("serve")
    def serve(
        host: str | None = typer.Option(None, help="bind address (default: ENGROSS_HOST, 127.0.0.1)"),
        port: int | None = typer.Option(None, help="port (default: ENGROSS_PORT, 8000)"),
    ) -> None:
        """Serve the review queue (login, queue, item pages) and the pull API (/api/v1, /openapi.json)."""
        import uvicorn

        from review_queue.app import create_app
        from workers.broker import queue_counts  # only redis/kombu: Celery itself is not loaded

        settings = get_settings()
        # a bad secret key is a ConfigError: one line, exit 5 (engross/cli.py)
        app = create_app(settings, queue_counts=lambda: queue_counts(settings))
        if not settings.secret_key:
            typer.echo(f"secret key: {settings.home / 'secret_key'} (made on first start; set ENGROSS_SECRET_KEY "
                       "to share one between servers)", err=True)
        uvicorn.run(app, host=host or settings.host, port=port or settings.port, log_level="info",
                    proxy_headers=True)
