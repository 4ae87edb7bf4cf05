"""Server-side sessions, token expiry, and audit rows that carry a chunk version and details (who, from where)."""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "sessions",
        sa.Column("id_hash", sa.String(64), primary_key=True),
        sa.Column("user_name", sa.String(64), sa.ForeignKey("users.name", ondelete="CASCADE"), nullable=False,
                  index=True),
        sa.Column("csrf", sa.String(64), nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("expires_at", sa.Float, nullable=False),
        sa.Column("client", sa.String(64)),
    )
    with op.batch_alter_table("tokens") as batch:
        batch.add_column(sa.Column("expires_at", sa.Float, nullable=True))
    with op.batch_alter_table("audit") as batch:
        batch.add_column(sa.Column("version", sa.Integer, nullable=True))
        batch.add_column(sa.Column("detail", sa.Text, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("audit") as batch:
        batch.drop_column("detail")
        batch.drop_column("version")
    with op.batch_alter_table("tokens") as batch:
        batch.drop_column("expires_at")
    op.drop_table("sessions")
