"""`engross serve`: the reviewer web app and the indexers' pull API (uvicorn)."""

from __future__ import annotations

import typer

from engross.settings import get_settings


def register(app: typer.Typer) -> None:
    @app.command("serve")
    def serve(
        host: str | None = typer.Option(None, help="bind address (default: ENGROSS_HOST, 127.0.0.1)"),
        port: int | None = typer.Option(None, help="port (default: ENGROSS_PORT, 8000)"),
    ) -> None:
        """Serve the review queue (login, queue, item pages) and the pull API (/api/v1, /openapi.json)."""
        import uvicorn

        from review_queue.app import create_app

        settings = get_settings()
        if settings.secret_key == "change-me-in-production" and (host or settings.host) not in ("127.0.0.1",
                                                                                               "localhost"):
            typer.echo("warning: ENGROSS_SECRET_KEY is the default; set it before exposing the server", err=True)
        uvicorn.run(create_app(settings), host=host or settings.host, port=port or settings.port,
                    log_level="info", proxy_headers=True)
