"""CLI sub-commands, one module per area (see engross/cli.py)."""
