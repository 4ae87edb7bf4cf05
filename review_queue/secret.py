"""The key that signs the login form: ENGROSS_SECRET_KEY, else a random one made on first start in ENGROSS_HOME."""

from __future__ import annotations

import os
import secrets
from pathlib import Path

from ingest.errors import ConfigError

# what engross once shipped as the default: anyone could sign with it, so it is refused outright
PUBLISHED_DEFAULTS = frozenset({"change-me-in-production"})
KEY_FILE = "secret_key"


class SecretKeyError(ConfigError):
    """The configured secret key is one anybody knows, or too short to be a secret."""


def secret_key(configured: str | None, home: Path) -> str:
    """The configured key (checked), else the one in `home/secret_key`, made there (mode 0600) if absent."""
    if configured:
        if configured in PUBLISHED_DEFAULTS or len(configured) < 16:
            raise SecretKeyError("ENGROSS_SECRET_KEY is a published default or shorter than 16 characters; "
                                 "unset it (a random key is then kept in ENGROSS_HOME) or set a long random one")
        return configured
    path = home / KEY_FILE
    if not path.exists():
        home.mkdir(parents=True, exist_ok=True)
        tmp = home / f".{KEY_FILE}.{os.getpid()}"
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w") as out:
            out.write(secrets.token_urlsafe(48))
        try:  # link is atomic and refuses to overwrite: two servers starting at once agree on one key
            os.link(tmp, path)
        except FileExistsError:
            pass
        finally:
            tmp.unlink()
    key = path.read_text().strip()
    if len(key) < 16:
        raise SecretKeyError(f"{path} holds no usable key; delete it and start again")
    return key
