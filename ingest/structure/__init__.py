"""Rebuild a document's legal structure (Chapter > Section > (a) > (1) ...) from its body lines. (stub)"""

from __future__ import annotations

from schemas import Line, Node, Table


def parse(lines: list[Line], tables: list[Table], family: str | None = None) -> Node:
    """A tree of Nodes (root kind 'document'); tables sit as kind 'table' nodes where they appear."""
    root = Node(kind="document", label="", text="\n".join(ln.text for ln in lines), lines=lines)
    if lines:
        root.page_start, root.page_end = lines[0].page, lines[-1].page
    return root
