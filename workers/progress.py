"""The store as the workers and watcher use it: opened with a clear error, and cheap progress queries the
Store lacks (ids only, no page JSON)."""

from __future__ import annotations

import time

from sqlalchemy import select
from sqlalchemy.engine import make_url
from sqlalchemy.exc import OperationalError

from engross.settings import Settings
from ingest.errors import EngrossError
from review_queue import tables as t
from review_queue.db import read
from review_queue.store import Store

UNFINISHED_STATES = ("received", "processing")


class StoreUnavailableError(EngrossError):
    """The database behind the store cannot be reached."""

    exit_code = 6
    transient = True


def open_store(settings: Settings) -> Store:
    """The Store, or a one-line error saying what to start."""
    try:
        return Store(settings=settings)
    except OperationalError as err:
        url = make_url(settings.db_url).render_as_string(hide_password=True)
        reason = str(err.orig or err).strip().splitlines()[0]
        raise StoreUnavailableError(f"cannot reach the store at {url} ({reason}); start PostgreSQL "
                                    "(`scripts/services.sh`) or set ENGROSS_DATABASE_URL") from err


def saved_page_numbers(store: Store, doc_id: str) -> set[int]:
    """1-based numbers of the pages already read and persisted (load_pages would parse every page's JSON)."""
    with read(store.engine) as conn:
        return set(conn.execute(select(t.pages.c.number).where(t.pages.c.doc_id == doc_id)).scalars())


def unfinished_documents(store: Store) -> list[str]:
    """Ids of documents received or in processing: what must be queued again if the broker lost its queue."""
    query = (select(t.documents.c.id).where(t.documents.c.state.in_(UNFINISHED_STATES))
             .order_by(t.documents.c.received_at))
    with read(store.engine) as conn:
        return list(conn.execute(query).scalars())


def quiet_unfinished(store: Store, seconds: float) -> list[str]:
    """Unfinished documents whose state has not changed for `seconds`: candidates for a lost task."""
    docs = t.documents
    query = select(docs.c.id).where(docs.c.state.in_(UNFINISHED_STATES), docs.c.updated_at < time.time() - seconds)
    with read(store.engine) as conn:
        return list(conn.execute(query).scalars())
