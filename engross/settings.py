"""Every engross knob in one place: environment variables ENGROSS_* or a TOML file (ENGROSS_CONFIG)."""

from __future__ import annotations

import difflib
import os
import tomllib
from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import Field, ValidationError, field_validator
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict, TomlConfigSettingsSource

from engross.commands.choices import ChunkingName
from ingest.errors import ConfigError


class Settings(BaseSettings):
    """Documented in README.md, section "Configuration"; keep the two in step."""

    model_config = SettingsConfigDict(env_prefix="ENGROSS_", extra="ignore")

    @field_validator("ocr_engine")
    @classmethod
    def _known_engine(cls, value: str) -> str:
        from ingest.ocr import engine_names  # light: the engines themselves load on first use

        if value not in engine_names():
            raise ValueError(f"unknown OCR engine {value!r}; choose one of {', '.join(engine_names())}")
        return value

    # where things live
    home: Path = Field(Path("var"), description="state folder: SQLite store, page images, logs")
    database_url: str | None = Field(None, description="SQLAlchemy URL; default sqlite:///$ENGROSS_HOME/engross.db")

    # reading pages
    ocr_languages: str = Field("auto", description="Tesseract languages to read every page in, e.g. 'eng+hin'; "
                               "'auto' = English, or the page's own languages where OSD and the word lists find "
                               "others (docs/languages.md)")
    ocr_engine: str = Field("auto", description="OCR engine: tesserocr (Tesseract in-process, faster), pytesseract "
                            "(the tesseract program), or auto (tesserocr when installed)")
    dpi: int = Field(300, description="rasterisation resolution for image pages")
    max_page_pixels: int = Field(60_000_000, description="refuse a page whose raster would exceed this")
    max_pages: int = Field(2000, description="refuse a PDF with more pages than this")
    workers: int = Field(0, description="OCR processes for `engross ingest` and `engross worker`; 0 = one per "
                         "usable core (a container's CPU quota counts)")
    tesseract_timeout: int = Field(300, description="seconds before one page's Tesseract run is abandoned")
    text_layer_min_chars: int = Field(20, description="fewer characters than this on a page = no usable text layer")
    text_layer_min_plausible: float = Field(0.6, description="share of dictionary words below which a text layer is "
                                            "treated as garbage and the page is OCR'd again")
    deskew: bool = Field(True, description="measure and correct skew before OCR")
    denoise: bool = Field(False, description="median-filter speckle before OCR (off: raised CER on the samples)")
    binarize: bool = Field(False, description="Otsu binarisation before OCR (off: raised CER on the samples)")

    # confidence and routing
    review_threshold: float = Field(0.80, description="a chunk whose confidence is under this goes to review")
    low_word_confidence: float = Field(0.60, description="a word under this OCR confidence counts as low")
    field_review_threshold: float = Field(0.80, description="an extracted field whose weakest word was read "
                                          "under this confidence goes to review (docs/extraction.md)")

    # chunking
    chunking: ChunkingName = Field("structure", description="fixed | section | structure")
    chunk_soft_cap_tokens: int = Field(800, description="soft cap on a chunk's size (whitespace tokens)")
    table_chunk_rows: int = Field(25, description="max data rows in one table chunk")

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

    def ocr_processes(self) -> int:
        """ENGROSS_WORKERS, else the cores this process may really use (a container's CPU quota included)."""
        return self.workers or usable_cpus()


def usable_cpus(cgroup: Path = Path("/sys/fs/cgroup")) -> int:
    """Cores this process may use: its CPU affinity, capped by a cgroup CPU quota (`docker run --cpus 2`,
    compose `cpus:`), which os.cpu_count() ignores (4 workers on 8 host cores would start 32 Tesseracts)."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    quota = _cgroup_quota(cgroup)
    return max(1, min(cores, quota) if quota else cores)


def _cgroup_quota(root: Path) -> int | None:
    """ceil(quota / period) from cgroup v2 `cpu.max` or v1 `cpu.cfs_quota_us`; None when unlimited."""
    try:
        if (root / "cpu.max").is_file():
            quota, period = (root / "cpu.max").read_text().split()[:2]
        elif (root / "cpu" / "cpu.cfs_quota_us").is_file():
            quota = (root / "cpu" / "cpu.cfs_quota_us").read_text().strip()
            period = (root / "cpu" / "cpu.cfs_period_us").read_text().strip()
        else:
            return None
        if quota in ("max", "-1"):
            return None
        return max(1, -(-int(quota) // int(period)))
    except (OSError, ValueError):
        return None


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
