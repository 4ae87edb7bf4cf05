"""A unit holding the units after it, as text or as its own sub-units: the document's body read into one unit.

When one number is misread far ahead (a contents list's last entry taken for a section, `224A` for `22A`), every
later section goes back from it and the builder keeps them as text of the unit before; a document then collapses
into one unit that is indexed with sure words and a path its page shows at the top only. Whatever the misreading,
the unit's own text then holds lines that open as sections do (`1. This Act ...`, `SEC. 2.`), three or more, their
numbers rising: printed units, not prose. The chunks holding it go to review with a reason naming the unit, its
numbers and the page (OCR'd text only; a text layer's quoted amendments keep their lines as printed). Nothing moves.
The same collapse nests instead when the builder opens the refused numbers as the unit's own sub-units (a contents
list not known as one: its last entry `12. Cessation of regulations.` then holds the Bill's clauses `1.`, `3.`, `4.`
...): a unit numbered as a section whose sub-units are numbered as sections too (three or more), and which holds
most of the document (`SHARE` of its lines; on the born copies of every looked-at half no unit holds a third).
"""

from __future__ import annotations

import re

from ingest.scanned import read_by_ocr
from ingest.structure import unit_paths
from ingest.unread import send_to_review
from schemas import Chunk, Node

_OPENS = re.compile(r"^(?:(?:SEC(?:TION)?|Sec(?:tion)?)\.?\s*)?(\d{1,3})[A-Z]?\.\s*(?:\(1\)\s*)?[A-Z\"“(]")
RUN = 3  # numbered lines in one unit's own text, rising, that make it a swallower
SHARE = 0.4  # ... or sub-units numbered as sections, under a unit holding this share of the document's lines
_CONTAINERS = ("document", "part", "chapter", "title", "division", "book", "subpart", "schedule", "annexure",
               "preamble", "appendix", "form")
_BARE = re.compile(r"^(?:(?:SEC(?:TION)?|Sec(?:tion)?)\.?\s*)?(\d{1,3})[A-Z]{0,2}\.?$")


def swallowed_runs(tree: Node) -> list[tuple[list[str], Node, list[int], bool]]:
    """(path, unit, the numbers it holds, whether as sub-units) for each unit whose own text holds a rising run of
    unit lines, or whose sub-units are numbered as sections are while it holds most of the document."""
    out = []
    total = _line_count(tree)
    for path, node in unit_paths(tree):
        numbers = [int(m.group(1)) for ln in node.lines[1:] if (m := _OPENS.match(ln.text.strip()))
                   and read_by_ocr(ln)]
        run = _rising(numbers)
        if len(run) >= RUN:
            out.append((path, node, run, False))
            continue
        if node.kind in _CONTAINERS or not _BARE.match(node.label):
            continue
        subs = [int(m.group(1)) for c in node.children if c.label and (m := _BARE.match(c.label))]
        if len(subs) >= RUN and _line_count(node) >= SHARE * total and read_by_ocr(node):
            out.append((path, node, subs, True))
    return out


def flag_swallowed(chunks: list[Chunk], tree: Node | None) -> None:
    """Send to review the chunks holding a unit whose own text holds a rising run of numbered unit lines."""
    if tree is None:
        return
    for path, node, run, nested in swallowed_runs(tree):
        numbers = ", ".join(f"{n}." for n in run[:4]) + (" ..." if len(run) > 4 else "")
        how = "sub-units numbered as sections are" if nested else "lines numbered as units are"
        reason = (f"'{' > '.join(path)}' holds {len(run)} {how} ({numbers}): units the numbering refused may have "
                  f"been read into it; check the numbering from page {node.page_start}")
        for chunk in chunks:
            if chunk.kind != "table" and (chunk.structure_path == path or nested and chunk.structure_path[
                    : len(path)] == path) and read_by_ocr(chunk):
                send_to_review(chunk, reason)


def _line_count(node: Node) -> int:
    return len(node.lines) + sum(_line_count(c) for c in node.children)


def _rising(numbers: list[int]) -> list[int]:
    """The longest run of consecutive readings each above the one before (`1, 2, 3, 5`; a repeat or a step back
    starts again)."""
    best: list[int] = []
    run: list[int] = []
    for n in numbers:
        run = run + [n] if run and n > run[-1] else [n]
        best = run if len(run) > len(best) else best
    return best
