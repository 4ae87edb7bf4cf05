"""Every engross knob in one place: environment variables ENGROSS_* or a TOML file (ENGROSS_CONFIG)."""

from __future__ import annotations

import difflib
import os
import tomllib
from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import Field, ValidationError
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict, TomlConfigSettingsSource

from ingest.errors import ConfigError
from ingest.options import Knobs


class Settings(BaseSettings, Knobs):
    """Documented in README.md, section "Configuration"; keep the two in step. The pipeline's own knobs
    (reading, routing, chunking) are declared in ingest.options.Knobs; `settings.options()` hands them over."""

    model_config = SettingsConfigDict(env_prefix="ENGROSS_", extra="ignore")

    # where things live
    home: Path = Field(Path("var"), description="state folder: SQLite store, page images, logs")
    database_url: str | None = Field(None, description="SQLAlchemy URL; default sqlite:///$ENGROSS_HOME/engross.db")

    # review queue and API
    lease_seconds: int = Field(900, description="how long a reviewer's claim on an item lasts")
    secret_key: str | None = Field(None, description="signs the sign-in form; unset: a random key is made on first "
                                   "start in $ENGROSS_HOME/secret_key (set the same one on every server behind a "
                                   "load balancer)")
    session_seconds: int = Field(12 * 3600, description="a reviewer's session ends this long after sign-in")
    allowed_hosts: str = Field("127.0.0.1,localhost", description="comma-separated Host names `engross serve` "
                               "answers (others get 400); '*' allows any")
    login_limit_account: str = Field("5 per 15 minutes", description="failed sign-ins allowed per account "
                                     "before 429 (`limits` notation)")
    login_limit_client: str = Field("20 per 15 minutes", description="failed sign-ins allowed per client address "
                                    "before 429")
    rate_limit_storage: str = Field("memory://", description="where sign-in failures are counted; a redis:// URL "
                                    "shares the count between servers")
    host: str = Field("127.0.0.1", description="`engross serve` bind address")
    port: int = Field(8000, description="`engross serve` port")

    # scale-out
    broker_url: str = Field("redis://127.0.0.1:6379/0", description="Celery broker: redis://... or RabbitMQ's "
                            "amqp://user:password@host:5672//")
    redis_url: str | None = Field(None, description="Redis for the workers' locks, crash counts and heartbeats; "
                                  "default: the broker's URL when it is Redis, else redis://127.0.0.1:6379/0")
    heartbeat_interval: float = Field(5.0, description="seconds between a worker's heartbeats (and sweeps for "
                                      "dead workers' tasks)")
    worker_dead_after: int = Field(30, description="a worker silent this many seconds is dead: its tasks go "
                                   "back to the queue (Redis broker; RabbitMQ does this by itself)")
    s3_endpoint_url: str | None = Field(None, description="S3-compatible endpoint for s3:// buckets (MinIO, ...)")
    watch_interval: float = Field(2.0, description="seconds between bucket scans")
    task_time_limit: int = Field(1800, description="hard time limit of one Celery task, seconds")
    queue: str = Field("engross", description="Celery queue the workers consume and the watcher feeds")
    visibility_timeout: int = Field(3600, description="seconds before a task taken by a dead worker is "
                                    "handed to another; keep it above task_time_limit")

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        # precedence: explicit arguments > environment > TOML file named by ENGROSS_CONFIG (or ./engross.toml)
        toml_path = config_file()
        sources: list[PydanticBaseSettingsSource] = [init_settings, env_settings]
        if toml_path is not None:
            check_toml(toml_path, set(settings_cls.model_fields))
            sources.append(TomlConfigSettingsSource(settings_cls, toml_file=toml_path))
        return tuple(sources)

    @property
    def db_url(self) -> str:
        if self.database_url:
            return self.database_url
        return f"sqlite:///{(self.home / 'engross.db').resolve()}"

    @property
    def coordination_url(self) -> str:
        """The Redis the workers share locks and counters through (the broker itself when it is Redis)."""
        if self.redis_url:
            return self.redis_url
        if self.broker_url.startswith(("redis://", "rediss://")):
            return self.broker_url
        return "redis://127.0.0.1:6379/0"


def config_file() -> Path | None:
    """The TOML file in use: ENGROSS_CONFIG (which must exist when set), else ./engross.toml if present."""
    named = os.environ.get("ENGROSS_CONFIG")
    if named:
        if not Path(named).is_file():
            raise ConfigError(f"ENGROSS_CONFIG names {named}, which does not exist; fix the path or unset it")
        return Path(named)
    default = Path("engross.toml")
    return default if default.is_file() else None


def check_toml(path: Path, known: set[str]) -> dict[str, Any]:
    """The file's keys, or a one-line ConfigError: a misspelt key must not be ignored silently."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as err:
        raise ConfigError(f"{path}: not readable TOML ({err})") from err
    for key in data:
        if key not in known:
            near = difflib.get_close_matches(key.lower().removeprefix("engross_"), sorted(known), n=1)
            hint = f"did you mean {near[0]}?" if near else "see `engross config show` for the known keys"
            raise ConfigError(f"{path}: unknown key {key!r}; {hint}")
    return data


def _one_line(err: ValidationError) -> str:
    """A pydantic report as one line naming the variable, the value and what is wrong."""
    parts = []
    for e in err.errors():
        name = str(e["loc"][0]) if e["loc"] else "?"
        parts.append(f"ENGROSS_{name.upper()}={e.get('input')!r}: {e['msg']}")
    return "bad setting: " + "; ".join(parts) + " (README, Configuration)"


@lru_cache(maxsize=1)
def get_settings(**overrides: Any) -> Settings:
    """The settings, or a one-line ConfigError (exit 5) for a bad value, an unknown TOML key or a missing file."""
    try:
        return Settings(**overrides)
    except ValidationError as err:
        raise ConfigError(_one_line(err)) from None


def sources(settings: Settings) -> dict[str, str]:
    """Where each setting's value came from: env, the TOML file, or the default."""
    toml_path = config_file()
    in_toml = check_toml(toml_path, set(Settings.model_fields)) if toml_path else {}
    out = {}
    for name in Settings.model_fields:
        if f"ENGROSS_{name.upper()}" in {k.upper() for k in os.environ}:
            out[name] = "env"
        elif name in in_toml:
            out[name] = str(toml_path)
        else:
            out[name] = "default"
    return out
