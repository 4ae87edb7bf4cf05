"""Insert-or-ignore in the dialect at hand: the race-safe way to register a thing exactly once."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, Table
from sqlalchemy.dialects import sqlite


def insert_ignore(conn: Connection, table: Table, values: dict[str, Any], keys: list[str]) -> bool:
    """Insert unless a row with the same unique `keys` exists; True when this call inserted it."""
    dialect: Any = sqlite
    if conn.dialect.name == "postgresql":
        from sqlalchemy.dialects import postgresql  # not imported on SQLite: it costs the CLI's start-up ~25 ms

        dialect = postgresql
    stmt = dialect.insert(table).values(**values).on_conflict_do_nothing(index_elements=keys)
    # RETURNING rather than rowcount: psycopg 3 under SQLAlchemy 2.1 reports -1 for this statement
    return conn.execute(stmt.returning(table.c[keys[0]])).first() is not None
