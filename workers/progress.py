"""The store as the workers and watcher open it: with a one-line error saying what to start."""

from __future__ import annotations

from sqlalchemy.engine import make_url
from sqlalchemy.exc import OperationalError

from engross.settings import Settings
from ingest.errors import EngrossError
from review_queue.store import Store


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
