"""The store's tables (SQLAlchemy Core): one definition shared by the queries and the Alembic migrations."""

from __future__ import annotations

from sqlalchemy import (
    Boolean,
    Column,
    Float,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
)

metadata = MetaData()
MAX_INT = 2**31 - 1  # PostgreSQL INTEGER's top: an id or cursor past it is a client error (4xx), never a query

# Times are epoch seconds (float): lease arithmetic is the same on SQLite and PostgreSQL.
documents = Table(
    "documents", metadata,
    Column("id", String(64), primary_key=True),  # sha256 of the file's bytes
    Column("source", Text, nullable=False),
    Column("filename", Text, nullable=False),
    Column("title", Text, nullable=False, default=""),
    Column("family", String(64), nullable=False, default="generic"),
    Column("page_count", Integer, nullable=False, default=0),
    Column("state", String(16), nullable=False, index=True),
    Column("error", Text),
    Column("transient", Boolean, nullable=False, default=False),  # a failed document that may be retried
    Column("received_at", Float, nullable=False),
    Column("updated_at", Float, nullable=False),
    Column("doc_type", String(32), nullable=False, default="other"),  # migration 0003
    Column("extraction", Text),  # the Extraction JSON: type reasons and every field with its status (0003)
    Column("fields_version", Integer, nullable=False, default=0),  # +1 whenever a served field changes (0003)
    Column("result_id", Integer),  # the served result (results.id); null before migration 0005_results
)

blobs = Table(
    "blobs", metadata,
    Column("doc_id", String(64), ForeignKey("documents.id", ondelete="CASCADE"), primary_key=True),
    Column("size", Integer, nullable=False),
    Column("data", LargeBinary, nullable=False),
)

pages = Table(
    "pages", metadata,
    Column("doc_id", String(64), ForeignKey("documents.id", ondelete="CASCADE"), primary_key=True),
    Column("number", Integer, primary_key=True),
    Column("data", Text),  # Page JSON (rows written before migration 0005_results)
    Column("packed", LargeBinary),  # the Page JSON, zlib-compressed (0005_results)
)

chunks = Table(
    "chunks", metadata,
    Column("id", String(64), primary_key=True),
    Column("doc_id", String(64), ForeignKey("documents.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("ord", Integer, nullable=False),  # position in the document, for reading order
    Column("data", Text, nullable=False),  # the Chunk's public JSON at its current version
    Column("words", Text, nullable=False),  # Chunk.words (excluded from the public JSON)
    Column("original_body", Text, nullable=False),  # the OCR text, kept when a reviewer corrects it
    Column("version", Integer, nullable=False, default=1),
    # indexed (approved, in the feed) | review (waiting for a person) | rejected (tombstoned)
    Column("state", String(16), nullable=False),
    Column("reviewed", Boolean, nullable=False, default=False),
    Column("updated_at", Float, nullable=False),
)

review_items = Table(
    "review_items", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("chunk_id", String(64), ForeignKey("chunks.id", ondelete="CASCADE"), nullable=False, unique=True),
    Column("doc_id", String(64), nullable=False, index=True),
    Column("state", String(16), nullable=False),  # pending | claimed | approved | corrected | rejected
    Column("confidence", Float, nullable=False),
    Column("reasons", Text, nullable=False),  # JSON list of strings
    Column("spans", Text),  # JSON list of the low-confidence Spans as read (migration 0002)
    Column("claimed_by", String(64)),
    Column("lease_until", Float),
    Column("decided_by", String(64)),
    Column("decided_at", Float),
    Column("created_at", Float, nullable=False),
    # JSON: a reviewer's decision on this text under an earlier result, shown again (0005_results)
    Column("previous", Text),
    Index("ix_review_items_state_created", "state", "created_at"),
)

audit = Table(
    "audit", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("at", Float, nullable=False),
    Column("actor", String(64), nullable=False),
    Column("action", String(32), nullable=False),
    Column("chunk_id", String(64), index=True),
    Column("item_id", Integer),
    Column("before", Text),
    Column("after", Text),
    Column("version", Integer),  # the chunk version a decision applied to (migration 0003)
    Column("detail", Text),  # JSON: client address, token id, new version ... (migration 0003)
)

feed = Table(
    "feed", metadata,
    Column("seq", Integer, primary_key=True, autoincrement=True),
    Column("chunk_id", String(64), nullable=False),
    Column("doc_id", String(64), nullable=False),
    Column("version", Integer, nullable=False),
    Column("op", String(8), nullable=False),  # upsert | delete
    Column("payload", Text),  # the chunk as served at this version; null for a tombstone
    Column("at", Float, nullable=False),
    UniqueConstraint("chunk_id", "version", name="uq_feed_chunk_version"),
)

users = Table(
    "users", metadata,
    Column("name", String(64), primary_key=True),
    Column("password_hash", Text, nullable=False),
    Column("role", String(16), nullable=False),
    Column("disabled", Boolean, nullable=False, default=False),
    Column("created_at", Float, nullable=False),
)

tokens = Table(
    "tokens", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("token_hash", String(64), nullable=False, unique=True),  # sha256; the token itself is shown once
    Column("name", String(64), nullable=False),
    Column("role", String(16), nullable=False),
    Column("revoked", Boolean, nullable=False, default=False),
    Column("created_at", Float, nullable=False),
    Column("expires_at", Float),  # null: never (migration 0003)
)

# a signed-in reviewer: the cookie holds a random id, the table its sha256, so a copied cookie dies with the row
sessions = Table(
    "sessions", metadata,
    Column("id_hash", String(64), primary_key=True),
    Column("user_name", String(64), ForeignKey("users.name", ondelete="CASCADE"), nullable=False, index=True),
    Column("csrf", String(64), nullable=False),  # the token every form of this session carries
    Column("created_at", Float, nullable=False),
    Column("expires_at", Float, nullable=False),
    Column("client", String(64)),
)

# a field a person must check (failed a check or read with low confidence); its value lives in
# documents.extraction, this row is its place in the queue (migration 0003)
field_items = Table(
    "field_items", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("doc_id", String(64), ForeignKey("documents.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("name", String(128), nullable=False),
    Column("state", String(16), nullable=False),  # pending | confirmed | corrected
    Column("decided_by", String(64)),
    Column("decided_at", Float),
    Column("created_at", Float, nullable=False),
    UniqueConstraint("doc_id", "name", name="uq_field_items_doc_name"),
)

# the documents feed: a document's served record once per fields_version, in a stable order (0003)
document_feed = Table(
    "document_feed", metadata,
    Column("seq", Integer, primary_key=True, autoincrement=True),
    Column("doc_id", String(64), nullable=False),
    Column("version", Integer, nullable=False),
    Column("payload", Text, nullable=False),
    Column("at", Float, nullable=False),
    UniqueConstraint("doc_id", "version", name="uq_document_feed_doc_version"),
)

# one document result: the pipeline version that made it and the stages it re-used (0005_results); the served
# one's chunks are in `chunks`, every other one's in `result_chunks`
results = Table(
    "results", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("doc_id", String(64), ForeignKey("documents.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("number", Integer, nullable=False),  # 1, 2, ... per document
    Column("code_version", String(32), nullable=False),  # engross.__version__
    Column("reading_digest", String(16), nullable=False),  # settings that shape reading pages
    Column("assembly_digest", String(16), nullable=False),  # settings that shape structure, chunks, routing
    Column("settings", Text, nullable=False),  # JSON: those settings' values
    Column("reused", Text, nullable=False),  # JSON list of stages taken from an earlier run, e.g. ["pages"]
    Column("title", Text, nullable=False, default=""),
    Column("family", String(64), nullable=False, default="generic"),
    Column("doc_type", String(32), nullable=False, default="other"),
    Column("extraction", Text),
    Column("state", String(16), nullable=False),  # built (beside) | served | retired
    Column("previous_id", Integer),  # the result served before this one was promoted (what rollback returns to)
    Column("created_at", Float, nullable=False),
    Column("promoted_at", Float),
    UniqueConstraint("doc_id", "number", name="uq_results_doc_number"),
)

# the chunks of a result that is not served: a new build beside the served set, or an earlier served set
result_chunks = Table(
    "result_chunks", metadata,
    Column("result_id", Integer, ForeignKey("results.id", ondelete="CASCADE"), primary_key=True),
    Column("chunk_id", String(64), primary_key=True),
    Column("ord", Integer, nullable=False),
    Column("data", Text, nullable=False),
    Column("words", Text, nullable=False),
    Column("original_body", Text, nullable=False),
    Column("version", Integer, nullable=False),
    Column("state", String(16), nullable=False),
    Column("reviewed", Boolean, nullable=False),
    Column("item", Text),  # JSON: the chunk's review item as it stood, if it had one
)

# an amendment list applied to a document (`engross amend`, migration 0006): kept whole, so the same list is applied
# once and can be applied again to a re-processed document; its effect lives in the chunks' text versions
amendments = Table(
    "amendments", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("doc_id", String(64), ForeignKey("documents.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("instrument", Text, nullable=False),
    Column("in_force", String(10), nullable=False),  # ISO date
    Column("digest", String(64), nullable=False),  # sha256 of the list's actions on this document
    Column("data", Text, nullable=False),  # the AmendmentList JSON (only this document's actions)
    Column("source", Text, nullable=False),  # the file it came from
    Column("actor", String(64), nullable=False),
    Column("applied_at", Float, nullable=False),
    UniqueConstraint("doc_id", "digest", name="uq_amendments_doc_digest"),
)
