"""`engross user add|disable|enable|list`: reviewer accounts for the review web app."""

from __future__ import annotations

import typer

from engross.commands import get_settings


def _accounts():  # type: ignore[no-untyped-def]
    from review_queue.auth import Accounts
    from review_queue.store import Store

    return Accounts(Store(settings=get_settings()))


def _fail(err: Exception) -> typer.Exit:
    typer.echo(f"error: {err}", err=True)
    return typer.Exit(2)


def _set_disabled(name: str, disabled: bool) -> None:
    from review_queue.auth import AuthError

    try:
        _accounts().set_disabled(name, disabled)
    except AuthError as err:
        raise _fail(err) from err


def register(app: typer.Typer) -> None:
    users = typer.Typer(help="Reviewer accounts for `engross serve`.", no_args_is_help=True)
    app.add_typer(users, name="user")

    @users.command("add")
    def add(
        name: str = typer.Argument(..., help="login name (letters, digits, _ . @ -)"),
        password: str = typer.Option(..., prompt=True, hide_input=True, confirmation_prompt=True,
                                     help="asked for when not given"),
        role: str = typer.Option("reviewer", help="reviewer | admin"),
        replace: bool = typer.Option(False, help="set a new password if the user exists (signs them out)"),
    ) -> None:
        """Create a reviewer account (the password is stored scrypt-hashed)."""
        from review_queue.auth import AuthError

        try:
            _accounts().add_user(name, password, role, replace=replace)
        except AuthError as err:
            raise _fail(err) from err
        typer.echo(f"user {name} ({role}) ready")

    @users.command("disable")
    def disable(name: str = typer.Argument(..., help="the user to lock out")) -> None:
        """Lock an account out and end its sessions at once."""
        _set_disabled(name, True)
        typer.echo(f"user {name} disabled; their sessions are ended")

    @users.command("enable")
    def enable(name: str = typer.Argument(..., help="a disabled user")) -> None:
        """Let a disabled account sign in again."""
        _set_disabled(name, False)
        typer.echo(f"user {name} enabled")

    @users.command("list")
    def list_users() -> None:
        """Every account: name, role, enabled or disabled."""
        for user in _accounts().users():
            typer.echo(f"{user['name']}\t{user['role']}\t{'disabled' if user['disabled'] else 'enabled'}")
