"""Versioned results: each document result with its pipeline version, chunk sets kept beside the served one,
a reviewer's earlier decision on a review item, and pages stored compressed."""

import sqlalchemy as sa
from alembic import op

revision = "0005_results"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "results",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("doc_id", sa.String(64), sa.ForeignKey("documents.id", ondelete="CASCADE"), nullable=False,
                  index=True),
        sa.Column("number", sa.Integer, nullable=False),
        sa.Column("code_version", sa.String(32), nullable=False),
        sa.Column("reading_digest", sa.String(16), nullable=False),
        sa.Column("assembly_digest", sa.String(16), nullable=False),
        sa.Column("settings", sa.Text, nullable=False),
        sa.Column("reused", sa.Text, nullable=False),
        sa.Column("title", sa.Text, nullable=False, server_default=""),
        sa.Column("family", sa.String(64), nullable=False, server_default="generic"),
        sa.Column("doc_type", sa.String(32), nullable=False, server_default="other"),
        sa.Column("extraction", sa.Text),
        sa.Column("state", sa.String(16), nullable=False),
        sa.Column("previous_id", sa.Integer),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("promoted_at", sa.Float),
        sa.UniqueConstraint("doc_id", "number", name="uq_results_doc_number"),
    )
    op.create_table(
        "result_chunks",
        sa.Column("result_id", sa.Integer, sa.ForeignKey("results.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("chunk_id", sa.String(64), primary_key=True),
        sa.Column("ord", sa.Integer, nullable=False),
        sa.Column("data", sa.Text, nullable=False),
        sa.Column("words", sa.Text, nullable=False),
        sa.Column("original_body", sa.Text, nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("state", sa.String(16), nullable=False),
        sa.Column("reviewed", sa.Boolean, nullable=False),
        sa.Column("item", sa.Text),
    )
    with op.batch_alter_table("documents") as batch:
        batch.add_column(sa.Column("result_id", sa.Integer, nullable=True))
    with op.batch_alter_table("review_items") as batch:
        batch.add_column(sa.Column("previous", sa.Text, nullable=True))
    with op.batch_alter_table("pages") as batch:
        batch.add_column(sa.Column("packed", sa.LargeBinary, nullable=True))
        batch.alter_column("data", existing_type=sa.Text, nullable=True)


def downgrade() -> None:
    with op.batch_alter_table("pages") as batch:
        batch.drop_column("packed")
    with op.batch_alter_table("review_items") as batch:
        batch.drop_column("previous")
    with op.batch_alter_table("documents") as batch:
        batch.drop_column("result_id")
    op.drop_table("result_chunks")
    op.drop_table("results")
