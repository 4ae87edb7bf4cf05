"""`engross user add NAME`: reviewer accounts for the review web app."""

from __future__ import annotations

import typer

from engross.settings import get_settings


def register(app: typer.Typer) -> None:
    users = typer.Typer(help="Reviewer accounts for `engross serve`.", no_args_is_help=True)
    app.add_typer(users, name="user")

    @users.command("add")
    def add(
        name: str = typer.Argument(..., help="login name (letters, digits, _ . @ -)"),
        password: str = typer.Option(..., prompt=True, hide_input=True, confirmation_prompt=True,
                                     help="asked for when not given"),
        role: str = typer.Option("reviewer", help="reviewer | admin"),
        replace: bool = typer.Option(False, help="set a new password if the user exists"),
    ) -> None:
        """Create a reviewer account (the password is stored scrypt-hashed)."""
        from review_queue.auth import Accounts, AuthError
        from review_queue.store import Store

        try:
            Accounts(Store(settings=get_settings())).add_user(name, password, role, replace=replace)
        except AuthError as err:
            typer.echo(f"error: {err}", err=True)
            raise typer.Exit(2) from err
        typer.echo(f"user {name} ({role}) ready")
