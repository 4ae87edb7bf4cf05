"""`engross token create|list|revoke`: bearer tokens for the pull API, with an expiry, revoked by id."""

from __future__ import annotations

import time

import typer

from engross.commands import get_settings


def _accounts():  # type: ignore[no-untyped-def]
    from review_queue.auth import Accounts
    from review_queue.store import Store

    return Accounts(Store(settings=get_settings()))


def _when(at: float | None) -> str:
    return time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(at)) if at else "never"


def register(app: typer.Typer) -> None:
    tokens = typer.Typer(help="Bearer tokens for the indexers' pull API.", no_args_is_help=True)
    app.add_typer(tokens, name="token")

    @tokens.command("create")
    def create(
        role: str = typer.Option("indexer", help="indexer: may read /api/v1/chunks"),
        name: str = typer.Option("indexer", help="who holds it (shown by `token list`)"),
        expires: str = typer.Option("90d", help="lifetime, e.g. 90d, 12h, 2w; 'never' for none"),
    ) -> None:
        """Print a new token (shown once; only its hash is stored); its id goes to stderr."""
        from review_queue.auth import AuthError, parse_duration

        try:
            seconds = None if expires == "never" else parse_duration(expires)
            token_id, token = _accounts().create_token(name, role, expires_in=seconds)
        except AuthError as err:
            typer.echo(f"error: {err}", err=True)
            raise typer.Exit(2) from err
        typer.echo(token)
        typer.echo(f"token id {token_id} ({name}, {role}), expires {_when(time.time() + seconds if seconds else None)}",
                   err=True)

    @tokens.command("list")
    def list_tokens() -> None:
        """Every token: id, name, role, created, expires, state (the tokens themselves are never stored)."""
        now = time.time()
        typer.echo("id\tname\trole\tcreated\texpires\tstate")
        for tok in _accounts().tokens():
            state = ("revoked" if tok["revoked"] else
                     "expired" if tok["expires_at"] and tok["expires_at"] <= now else "live")
            typer.echo(f"{tok['id']}\t{tok['name']}\t{tok['role']}\t{_when(tok['created_at'])}\t"
                       f"{_when(tok['expires_at'])}\t{state}")

    @tokens.command("revoke")
    def revoke(token_id: int = typer.Argument(..., help="the token's id (see `engross token list`)")) -> None:
        """Revoke one token by its id."""
        from review_queue.auth import AuthError

        try:
            _accounts().revoke_token(token_id)
        except AuthError as err:
            typer.echo(f"error: {err}", err=True)
            raise typer.Exit(2) from err
        typer.echo(f"token {token_id} revoked")
