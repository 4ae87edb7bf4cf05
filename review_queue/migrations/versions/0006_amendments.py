"""Amendment lists applied to documents (`engross amend`); their text versions live in the chunks' JSON."""

import sqlalchemy as sa
from alembic import op

revision = "0006_amendments"
down_revision = "0005_results"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "amendments",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("doc_id", sa.String(64), sa.ForeignKey("documents.id", ondelete="CASCADE"), nullable=False,
                  index=True),
        sa.Column("instrument", sa.Text, nullable=False),
        sa.Column("in_force", sa.String(10), nullable=False),
        sa.Column("digest", sa.String(64), nullable=False),
        sa.Column("data", sa.Text, nullable=False),
        sa.Column("source", sa.Text, nullable=False),
        sa.Column("actor", sa.String(64), nullable=False),
        sa.Column("applied_at", sa.Float, nullable=False),
        sa.UniqueConstraint("doc_id", "digest", name="uq_amendments_doc_digest"),
    )


def downgrade() -> None:
    op.drop_table("amendments")
