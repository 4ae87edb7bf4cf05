"""CLI sub-commands, one module per area (see engross/cli.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engross.settings import Settings


def get_settings() -> Settings:
    """engross.settings.get_settings, imported on first use: pydantic-settings costs ~0.5 s that
    `engross --help` (which imports every command module) should not pay."""
    from engross.settings import get_settings as load

    return load()
