"""Rebuild a document's legal structure (Chapter > Section > (a) > (1) ...) from its body lines.

Layers, each testable alone: `markers` reads the numbering at a line's start; `sequence` guesses what an
ambiguous bracketed marker is from the open lists (with a reason per decision); `builder` turns lines and
decisions into Nodes deterministically; `finish` moves headings and status notes out of the text.
"""

from __future__ import annotations

from ingest.structure.builder import Builder
from ingest.structure.families import detect_family, profile
from ingest.structure.finish import finish
from ingest.structure.frames import document_title
from schemas import Line, Node, Table

__all__ = ["parse", "parse_or_flat", "detect_family", "explain", "title_of", "unit_paths"]


def parse(lines: list[Line], tables: list[Table], family: str | None = None) -> Node:
    """A tree of Nodes (root kind 'document', its label the family); tables sit as kind 'table' nodes."""
    root, _ = _build(lines, tables, family)
    return root


def parse_or_flat(lines: list[Line], tables: list[Table], family: str | None = None) -> tuple[Node, str | None]:
    """The tree and None; or, when the parser fails on a page it was not written for, each page's lines as one
    unlabelled text with the tables after them, and the fault: the words all reach a chunk (the caller sends every
    chunk to review) instead of the document failing."""
    try:
        return parse(lines, tables, family), None
    except Exception as exc:  # noqa: BLE001 - the numbering heuristics meet pages no test wrote; any fault of theirs
        # must cost a review, never the document
        return _flat(lines, tables, family), f"{type(exc).__name__}: {exc}"


def _flat(lines: list[Line], tables: list[Table], family: str | None) -> Node:
    root = Node(kind="document", label=family or "generic")
    for page in dict.fromkeys(ln.page for ln in lines):
        own = [ln for ln in lines if ln.page == page]
        root.children.append(Node(kind="text", text=" ".join(ln.text for ln in own), lines=own, page_start=page,
                                  page_end=page))
    root.children += [Node(kind="table", table_id=t.id, page_start=t.page_start, page_end=t.page_end) for t in tables]
    if lines:
        root.page_start, root.page_end = lines[0].page, lines[-1].page
    return root


def explain(lines: list[Line], family: str | None = None) -> list[str]:
    """Why each ambiguous marker was read the way it was (for tests and `engross` debugging)."""
    _, decisions = _build(lines, [], family)
    return decisions


def _build(lines: list[Line], tables: list[Table], family: str | None) -> tuple[Node, list[str]]:
    fam = family or detect_family(lines)
    b = Builder(lines, tables, fam, profile(fam))
    root = b.build()
    finish(root, fam)
    if lines:
        root.page_start, root.page_end = lines[0].page, lines[-1].page
    return root, b.decisions


def title_of(tree: Node) -> str:
    """The document's title from the head frame (e.g. "Republic Act No. 10175 — An Act Defining ...")."""
    head = next((c for c in tree.children if c.frame == "head" and c.kind == "preamble"), None)
    if head is None:
        return ""
    texts = [ln.text for ln in head.lines] + [ln.text for c in head.children for ln in c.lines]
    return document_title(texts, tree.label or "generic")


def unit_paths(tree: Node) -> list[tuple[list[str], Node]]:
    """Every labelled unit with its structure path (labels as printed), in document order."""
    out: list[tuple[list[str], Node]] = []

    def walk(node: Node, path: list[str]) -> None:
        for c in node.children:
            p = path + [c.label] if c.label and c.kind != "document" else path
            if c.label:
                out.append((p, c))
            walk(c, p)

    walk(tree, [])
    return out
