"""Initial schema: documents, blobs, pages, chunks, review items, audit log, feed, users, tokens."""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def _doc_fk() -> sa.ForeignKey:
    return sa.ForeignKey("documents.id", ondelete="CASCADE")


# Frozen copy of review_queue/tables.py as of this revision: later changes go in new revisions.


def upgrade() -> None:
    op.create_table(
        "documents",
        sa.Column("id", sa.String(64), primary_key=True),
        sa.Column("source", sa.Text, nullable=False),
        sa.Column("filename", sa.Text, nullable=False),
        sa.Column("title", sa.Text, nullable=False),
        sa.Column("family", sa.String(64), nullable=False),
        sa.Column("page_count", sa.Integer, nullable=False),
        sa.Column("state", sa.String(16), nullable=False, index=True),
        sa.Column("error", sa.Text),
        sa.Column("transient", sa.Boolean, nullable=False),
        sa.Column("received_at", sa.Float, nullable=False),
        sa.Column("updated_at", sa.Float, nullable=False),
    )
    op.create_table(
        "blobs",
        sa.Column("doc_id", sa.String(64), _doc_fk(), primary_key=True),
        sa.Column("size", sa.Integer, nullable=False),
        sa.Column("data", sa.LargeBinary, nullable=False),
    )
    op.create_table(
        "pages",
        sa.Column("doc_id", sa.String(64), _doc_fk(), primary_key=True),
        sa.Column("number", sa.Integer, primary_key=True),
        sa.Column("data", sa.Text, nullable=False),
    )
    op.create_table(
        "chunks",
        sa.Column("id", sa.String(64), primary_key=True),
        sa.Column("doc_id", sa.String(64), sa.ForeignKey("documents.id", ondelete="CASCADE"), nullable=False,
                  index=True),
        sa.Column("ord", sa.Integer, nullable=False),
        sa.Column("data", sa.Text, nullable=False),
        sa.Column("words", sa.Text, nullable=False),
        sa.Column("original_body", sa.Text, nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("state", sa.String(16), nullable=False),
        sa.Column("reviewed", sa.Boolean, nullable=False),
        sa.Column("updated_at", sa.Float, nullable=False),
    )
    op.create_table(
        "review_items",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("chunk_id", sa.String(64), sa.ForeignKey("chunks.id", ondelete="CASCADE"), nullable=False,
                  unique=True),
        sa.Column("doc_id", sa.String(64), nullable=False, index=True),
        sa.Column("state", sa.String(16), nullable=False),
        sa.Column("confidence", sa.Float, nullable=False),
        sa.Column("reasons", sa.Text, nullable=False),
        sa.Column("claimed_by", sa.String(64)),
        sa.Column("lease_until", sa.Float),
        sa.Column("decided_by", sa.String(64)),
        sa.Column("decided_at", sa.Float),
        sa.Column("created_at", sa.Float, nullable=False),
    )
    op.create_index("ix_review_items_state_created", "review_items", ["state", "created_at"])
    op.create_table(
        "audit",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("at", sa.Float, nullable=False),
        sa.Column("actor", sa.String(64), nullable=False),
        sa.Column("action", sa.String(32), nullable=False),
        sa.Column("chunk_id", sa.String(64), index=True),
        sa.Column("item_id", sa.Integer),
        sa.Column("before", sa.Text),
        sa.Column("after", sa.Text),
    )
    op.create_table(
        "feed",
        sa.Column("seq", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("chunk_id", sa.String(64), nullable=False),
        sa.Column("doc_id", sa.String(64), nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("op", sa.String(8), nullable=False),
        sa.Column("payload", sa.Text),
        sa.Column("at", sa.Float, nullable=False),
        sa.UniqueConstraint("chunk_id", "version", name="uq_feed_chunk_version"),
    )
    op.create_table(
        "users",
        sa.Column("name", sa.String(64), primary_key=True),
        sa.Column("password_hash", sa.Text, nullable=False),
        sa.Column("role", sa.String(16), nullable=False),
        sa.Column("disabled", sa.Boolean, nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
    )
    op.create_table(
        "tokens",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("token_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("role", sa.String(16), nullable=False),
        sa.Column("revoked", sa.Boolean, nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
    )


def downgrade() -> None:
    for name in ["tokens", "users", "feed", "audit", "review_items", "chunks", "pages", "blobs", "documents"]:
        op.drop_table(name)
