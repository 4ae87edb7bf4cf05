"""Review items keep the chunk's low-confidence spans as read (a correction clears the chunk's own)."""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("review_items") as batch:
        batch.add_column(sa.Column("spans", sa.Text, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("review_items") as batch:
        batch.drop_column("spans")
