"""`engross serve`: the reviewer web app and the indexers' pull API in one FastAPI application."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse
from fastapi.staticfiles import StaticFiles
from starlette.middleware.trustedhost import TrustedHostMiddleware

from engross.settings import Settings, get_settings
from review_queue import api, field_web, metrics, web
from review_queue.secret import secret_key
from review_queue.store import Store
from review_queue.throttle import LoginThrottle

# a second line of defence behind escaping: no inline or foreign scripts run, and no page may be framed
CSP = "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; frame-ancestors 'none'"


def create_app(settings: Settings | None = None, url: str | None = None,
               queue_counts: Callable[[], tuple[int, int | None]] | None = None) -> FastAPI:
    """`queue_counts` (tasks waiting, running) feeds /metrics; `engross serve` passes the broker's."""
    settings = settings or get_settings()
    # the interactive /docs page loads its script from a CDN (no internet here): serve the spec only
    app = FastAPI(title="engross", version="1", docs_url=None, redoc_url=None, openapi_url="/openapi.json",
                  description="Pull API for indexers: approved chunks through a cursor feed. "
                              "The reviewer pages share the server but are not part of this API.")
    app.state.settings = settings
    app.state.secret_key = secret_key(settings.secret_key, settings.home)
    app.state.store = Store(url, settings=settings)
    app.state.throttle = LoginThrottle(settings.login_limit_account, settings.login_limit_client,
                                       settings.rate_limit_storage)
    app.state.metrics = metrics.registry(app.state.store, queue_counts)
    app.include_router(api.router)
    app.include_router(metrics.router)
    app.include_router(web.router)
    app.include_router(field_web.router)
    app.mount("/static", StaticFiles(directory=str(Path(__file__).parent / "static")), name="static")

    @app.exception_handler(web.LoginRequired)
    async def _to_login(request: Request, exc: web.LoginRequired) -> RedirectResponse:
        return RedirectResponse("/login", status_code=303)

    @app.middleware("http")
    async def _headers(request: Request, call_next):  # type: ignore[no-untyped-def]
        response = await call_next(request)
        response.headers.setdefault("Content-Security-Policy", CSP)
        response.headers.setdefault("X-Frame-Options", "DENY")
        response.headers.setdefault("X-Content-Type-Options", "nosniff")
        response.headers.setdefault("Referrer-Policy", "same-origin")
        if not request.url.path.startswith("/static/"):  # pages, crops and the feed hold reviewers' data
            response.headers["Cache-Control"] = "no-store"
        return response

    # outermost: a request for another Host name is refused before anything else sees it (DNS rebinding)
    hosts = [h.strip() for h in settings.allowed_hosts.split(",") if h.strip()]
    app.add_middleware(TrustedHostMiddleware, allowed_hosts=hosts or ["127.0.0.1"])
    return app
