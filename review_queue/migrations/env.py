"""Alembic environment: runs on the connection handed over by review_queue.migrate (no alembic.ini needed)."""

from alembic import context

from review_queue.tables import metadata

connection = context.config.attributes.get("connection")
if connection is None:  # `alembic` command line: build an engine from sqlalchemy.url
    from sqlalchemy import create_engine

    connection = create_engine(context.config.get_main_option("sqlalchemy.url")).connect()

context.configure(connection=connection, target_metadata=metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
