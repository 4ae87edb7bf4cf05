"""Table detection, cross-page stitching and header-carrying table chunks. (stub: tables area)"""

from __future__ import annotations

from engross.settings import Settings
from schemas import Chunk, Document, Page, Table


def find_tables(pages: list[Page], data: bytes, settings: Settings) -> list[Table]:
    """Every logical table in the document, stitched across pages, with header rows told apart from data."""
    return []


def table_chunks(table: Table, document: Document, context_header: str, structure_path: list[str],
                 parent_id: str | None, id_prefix: str, settings: Settings) -> list[Chunk]:
    """Chunks of whole rows under a size cap, each starting with the caption and header row(s)."""
    return []
