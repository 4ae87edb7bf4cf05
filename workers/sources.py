"""Where files are dropped: a local folder or an S3 bucket prefix, behind one small interface for the watcher."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from engross.settings import Settings
from ingest.errors import ConfigError

OUTCOME_FOLDERS = ("processed", "failed")


@dataclass(frozen=True)
class Entry:
    """One object in the bucket; `version` changes whenever its bytes may have changed."""

    key: str
    version: str


class Source(Protocol):
    def entries(self) -> Iterator[Entry]: ...
    def read(self, key: str) -> bytes: ...
    def uri(self, key: str) -> str: ...
    def settle(self, key: str, outcome: str) -> None: ...


class FolderSource:
    """A local folder (recursive). Files are never deleted; with `move`, done files go to processed/ or failed/."""

    def __init__(self, root: Path, move: bool = False) -> None:
        if not root.is_dir():
            raise ConfigError(f"watched folder {root} does not exist; create it or pass another path")
        self.root = root.resolve()
        self.move = move

    def entries(self) -> Iterator[Entry]:
        for path in sorted(self.root.rglob("*")):
            rel = path.relative_to(self.root)
            if rel.parts[0] in OUTCOME_FOLDERS or any(p.startswith(".") for p in rel.parts) or not path.is_file():
                continue  # outcome folders, hidden files (editors' and copiers' temporaries)
            try:
                stat = path.stat()
            except FileNotFoundError:
                continue  # moved away meanwhile (another watcher's --move)
            yield Entry(str(rel), f"{stat.st_size}:{stat.st_mtime_ns}")

    def read(self, key: str) -> bytes:
        return (self.root / key).read_bytes()

    def uri(self, key: str) -> str:
        return str(self.root / key)

    def settle(self, key: str, outcome: str) -> None:
        if not self.move:
            return
        src = self.root / key
        dest = self.root / outcome / key
        dest.parent.mkdir(parents=True, exist_ok=True)
        stem, n = dest, 1
        while dest.exists():  # never overwrite an earlier file of the same name
            dest = stem.with_name(f"{stem.stem}.{n}{stem.suffix}")
            n += 1
        if src.exists():
            shutil.move(src, dest)


class S3Source:
    """Objects under s3://bucket/prefix (any S3-compatible store via ENGROSS_S3_ENDPOINT_URL); read-only
    except for a tag recording each object's outcome."""

    def __init__(self, url: str, settings: Settings) -> None:
        import boto3  # only S3 users pay for boto3's import time

        bucket, _, prefix = url.removeprefix("s3://").partition("/")
        if not bucket:
            raise ConfigError(f"bad bucket URL {url!r}; expected s3://bucket/prefix")
        self.bucket, self.prefix = bucket, prefix
        self.s3 = boto3.client("s3", endpoint_url=settings.s3_endpoint_url)

    def entries(self) -> Iterator[Entry]:
        pages = self.s3.get_paginator("list_objects_v2").paginate(Bucket=self.bucket, Prefix=self.prefix)
        for page in pages:
            for obj in page.get("Contents", []):
                if not obj["Key"].endswith("/"):
                    yield Entry(obj["Key"], f"{obj['ETag']}:{obj['Size']}")

    def read(self, key: str) -> bytes:
        return self.s3.get_object(Bucket=self.bucket, Key=key)["Body"].read()

    def uri(self, key: str) -> str:
        return f"s3://{self.bucket}/{key}"

    def settle(self, key: str, outcome: str) -> None:
        tags = {"TagSet": [{"Key": "engross", "Value": outcome}]}
        self.s3.put_object_tagging(Bucket=self.bucket, Key=key, Tagging=tags)


def open_source(spec: str, settings: Settings, move: bool = False) -> Source:
    """`s3://bucket/prefix` or a folder path."""
    if spec.startswith("s3://"):
        return S3Source(spec, settings)
    return FolderSource(Path(spec), move=move)
