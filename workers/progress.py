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
        raise store_unavailable(err, settings) from err


def store_unavailable(err: OperationalError, settings: Settings) -> StoreUnavailableError:
    """The one-line error for a database that cannot be reached (or, for SQLite, opened)."""
    url = make_url(settings.db_url)
    reason = str(err.orig or err).strip().splitlines()[0]
    shown = url.render_as_string(hide_password=True)
    if url.get_backend_name() == "sqlite":
        return StoreUnavailableError(f"cannot open the store at {shown} ({reason}); check that ENGROSS_HOME "
                                     f"({settings.home}) is writable, or set ENGROSS_DATABASE_URL")
    return StoreUnavailableError(f"cannot reach the store at {shown} ({reason}); start PostgreSQL "
                                 "(`scripts/services.sh`) or set ENGROSS_DATABASE_URL")
