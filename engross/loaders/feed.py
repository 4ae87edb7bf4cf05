"""The pull feed as an indexer reads it (stdlib HTTP, no extra dependency), and the flat metadata vector
stores accept (scalars only: str, int, float, bool; no None, no lists or dicts)."""

from __future__ import annotations

import json
import urllib.parse
import urllib.request
from collections.abc import Iterator
from typing import Any

PATH_SEPARATOR = " > "


class FeedReader:
    """Reads `GET /api/v1/chunks?after=CURSOR` page by page. `cursor` moves on as entries are read, so the
    next `chunks()` continues where the last stopped; tombstoned chunk ids gather in `deleted`."""

    def __init__(self, url: str, token: str, after: str = "", page_size: int = 500, timeout: float = 30.0) -> None:
        self.url = url.rstrip("/")
        self.token = token
        self.cursor = after
        self.page_size = page_size
        self.timeout = timeout
        self.deleted: list[str] = []

    def chunks(self) -> Iterator[dict[str, Any]]:
        """Each approved chunk at its newest version read so far, in feed order."""
        while True:
            page = self._get({"after": self.cursor, "limit": str(self.page_size)})
            for entry in page["items"]:
                if entry["op"] == "delete":
                    self.deleted.append(entry["id"])
                else:
                    yield entry["chunk"]
                self.cursor = str(entry["seq"])  # after the caller took the chunk: a stop resumes here
            if not page["has_more"]:
                return

    def _get(self, params: dict[str, str]) -> dict[str, Any]:
        query = urllib.parse.urlencode({k: v for k, v in params.items() if v})
        request = urllib.request.Request(f"{self.url}/api/v1/chunks?{query}",
                                         headers={"Authorization": f"Bearer {self.token}"})
        with urllib.request.urlopen(request, timeout=self.timeout) as response:  # noqa: S310 - the user's URL
            return json.loads(response.read().decode("utf-8"))


class FeedBacked:
    """What both framework loaders share: a FeedReader, its kept cursor and the ids to delete."""

    def __init__(self, url: str, token: str, after: str = "", page_size: int = 500) -> None:
        self.feed = FeedReader(url, token, after=after, page_size=page_size)

    @property
    def cursor(self) -> str:
        """Where the next call starts; save it to resume after a restart (pass it as `after`)."""
        return self.feed.cursor

    @property
    def deleted(self) -> list[str]:
        """Ids of chunks rejected or removed since the loader started: delete them from the index."""
        return self.feed.deleted


def flat_metadata(chunk: dict[str, Any]) -> dict[str, str | int | float | bool]:
    """doc_id, source, title, path ("A > B > C"), pages ("3" or "3-4"), confidence, status and the rest,
    as scalars; keys whose value is missing are left out (Chroma and others reject None)."""
    start, end = chunk.get("page_start") or 0, chunk.get("page_end") or 0
    meta: dict[str, Any] = {
        "chunk_id": chunk["id"],
        "doc_id": chunk["doc_id"],
        "source": chunk.get("source"),
        "title": chunk.get("title"),
        "path": PATH_SEPARATOR.join(chunk.get("structure_path") or []),
        "heading": chunk.get("heading"),
        "kind": chunk.get("kind"),
        "pages": str(start) if start == end else f"{start}-{end}",
        "page_start": start,
        "page_end": end,
        "confidence": chunk.get("confidence"),
        "status": chunk.get("status"),
        "amended_by": chunk.get("amended_by"),
        "valid_from": chunk.get("valid_from"),  # ISO dates (engross amend): filter the law in force on a day
        "valid_to": chunk.get("valid_to"),
        "parent_id": chunk.get("parent_id"),
        "table_id": chunk.get("table_id"),
        "doc_type": chunk.get("doc_type"),
        "version": chunk.get("version"),
        "reviewed": chunk.get("reviewed"),
    }
    return {k: v for k, v in meta.items() if v is not None}
