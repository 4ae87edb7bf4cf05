"""Placeholder: registers nothing until its area lands."""

import typer


def register(app: typer.Typer) -> None:
    return None
