"""`engross serve`: the reviewer web app and the indexers' pull API in one FastAPI application."""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse
from fastapi.staticfiles import StaticFiles

from engross.settings import Settings, get_settings
from review_queue import api, field_web, web
from review_queue.store import Store


def create_app(settings: Settings | None = None, url: str | None = None) -> FastAPI:
    settings = settings or get_settings()
    # the interactive /docs page loads its script from a CDN (no internet here): serve the spec only
    app = FastAPI(title="engross", version="1", docs_url=None, redoc_url=None, openapi_url="/openapi.json",
                  description="Pull API for indexers: approved chunks through a cursor feed. "
                              "The reviewer pages share the server but are not part of this API.")
    app.state.settings = settings
    app.state.store = Store(url, settings=settings)
    app.include_router(api.router)
    app.include_router(web.router)
    app.include_router(field_web.router)
    app.mount("/static", StaticFiles(directory=str(Path(__file__).parent / "static")), name="static")

    @app.exception_handler(web.LoginRequired)
    async def _to_login(request: Request, exc: web.LoginRequired) -> RedirectResponse:
        return RedirectResponse("/login", status_code=303)

    @app.middleware("http")
    async def _headers(request: Request, call_next):  # type: ignore[no-untyped-def]
        response = await call_next(request)
        # a second line of defence behind escaping: no inline or foreign scripts run
        response.headers.setdefault("Content-Security-Policy",
                                    "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'")
        response.headers.setdefault("X-Content-Type-Options", "nosniff")
        return response

    return app
