"""Structure tree + tables -> chunks (context header, soft cap, parent links). (stub: structure area)"""

from __future__ import annotations

import hashlib

from engross.settings import Settings
from schemas import Chunk, Document, Node, Table


def make_chunks(document: Document, tree: Node, tables: list[Table], settings: Settings,
                strategy: str | None = None) -> list[Chunk]:
    """Cut chunks from the tree with the chosen strategy (fixed | section | structure)."""
    words = [w for ln in tree.lines for w in ln.words]
    if not words:
        return []
    cid = hashlib.sha1(f"{document.id}/0".encode()).hexdigest()[:16]
    body = tree.text
    return [Chunk(id=cid, doc_id=document.id, source=document.source, body=body,
                  text=f"{document.title}\n\n{body}", page_start=tree.page_start, page_end=tree.page_end,
                  words=words)]
