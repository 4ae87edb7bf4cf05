"""The one row shape every output writes (ingest --jsonl, --output-dir, export): JSON per line, UTF-8 kept."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import IO, Any


def dump_rows(rows: Iterable[dict[str, Any]], fh: IO[str]) -> None:
    """Write and flush, so a reader of a pipe or a growing file sees each document as soon as it is done."""
    for row in rows:
        fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    fh.flush()
