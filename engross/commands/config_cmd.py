"""`engross config show`: every setting's effective value and where it came from (env, TOML file, default)."""

from __future__ import annotations

import json

import typer

SECRET = ("secret_key",)


def register(app: typer.Typer) -> None:
    config = typer.Typer(help="The effective settings (ENGROSS_* variables, the TOML file, defaults).",
                         no_args_is_help=True)
    app.add_typer(config, name="config")
    config.command("show")(show)


def show(as_json: bool = typer.Option(False, "--json", help="one JSON object {name: {value, source}}")) -> None:
    """Print each setting as `name = value  # source`; secrets and database passwords are masked."""
    from engross.settings import config_file, get_settings, sources

    settings = get_settings()
    origin = sources(settings)
    values = {name: _shown(name, getattr(settings, name)) for name in type(settings).model_fields}
    if as_json:
        typer.echo(json.dumps({n: {"value": v, "source": origin[n]} for n, v in values.items()}))
        return
    path = config_file()
    typer.echo(f"# TOML file: {path if path else 'none (ENGROSS_CONFIG unset, no ./engross.toml)'}")
    for name, value in values.items():
        typer.echo(f"{name} = {json.dumps(value)}  # {origin[name]}")


def _shown(name: str, value: object) -> object:
    if value is None:
        return ""
    if name in SECRET:
        return "(hidden)" if value else ""
    if name == "database_url" and value:
        from sqlalchemy.engine import make_url

        return make_url(str(value)).render_as_string(hide_password=True)
    return value if isinstance(value, int | float | bool) else str(value)
