"""`engross token create --role indexer`: bearer tokens for the pull API."""

from __future__ import annotations

import typer

from engross.settings import get_settings


def register(app: typer.Typer) -> None:
    tokens = typer.Typer(help="Bearer tokens for the indexers' pull API.", no_args_is_help=True)
    app.add_typer(tokens, name="token")

    @tokens.command("create")
    def create(
        role: str = typer.Option("indexer", help="indexer: may read /api/v1/chunks"),
        name: str = typer.Option("indexer", help="who holds it (for revoking)"),
    ) -> None:
        """Print a new token (shown once; only its hash is stored)."""
        from review_queue.auth import Accounts, AuthError
        from review_queue.store import Store

        try:
            token = Accounts(Store(settings=get_settings())).create_token(name, role)
        except AuthError as err:
            typer.echo(f"error: {err}", err=True)
            raise typer.Exit(2) from err
        typer.echo(token)

    @tokens.command("revoke")
    def revoke(name: str = typer.Argument(..., help="the name the tokens were created with")) -> None:
        """Revoke every token created under NAME."""
        from review_queue.auth import Accounts
        from review_queue.store import Store

        count = Accounts(Store(settings=get_settings())).revoke_tokens(name)
        typer.echo(f"{count} token(s) revoked")
