"""Document types and extracted fields: documents.doc_type/extraction, field review items, documents feed."""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("documents") as batch:
        batch.add_column(sa.Column("doc_type", sa.String(32), nullable=False, server_default="other"))
        batch.add_column(sa.Column("extraction", sa.Text, nullable=True))
        batch.add_column(sa.Column("fields_version", sa.Integer, nullable=False, server_default="0"))
    op.create_table(
        "field_items",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("doc_id", sa.String(64), sa.ForeignKey("documents.id", ondelete="CASCADE"), nullable=False,
                  index=True),
        sa.Column("name", sa.String(128), nullable=False),
        sa.Column("state", sa.String(16), nullable=False),
        sa.Column("decided_by", sa.String(64)),
        sa.Column("decided_at", sa.Float),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.UniqueConstraint("doc_id", "name", name="uq_field_items_doc_name"),
    )
    op.create_table(
        "document_feed",
        sa.Column("seq", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("doc_id", sa.String(64), nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("payload", sa.Text, nullable=False),
        sa.Column("at", sa.Float, nullable=False),
        sa.UniqueConstraint("doc_id", "version", name="uq_document_feed_doc_version"),
    )


def downgrade() -> None:
    op.drop_table("document_feed")
    op.drop_table("field_items")
    with op.batch_alter_table("documents") as batch:
        batch.drop_column("fields_version")
        batch.drop_column("extraction")
        batch.drop_column("doc_type")
