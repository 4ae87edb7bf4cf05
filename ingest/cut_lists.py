"""A list's last item whose sentence is left open with nothing after it: its closing words or its last items were lost.

Drafting closes a list's sentence in one of three ways: the last item ends it (`(c) ... duty.`), closing words at the
list's parent's level end it (`(c) obstructs an officer,` / `shall be guilty of an offence ...`: Malaysia's, India's,
Kenya's and Nigeria's penal sections), or the sentence goes on in an outer list (`(a)(ii) ...; and` / `(b) ...`).
An item that ends on a list's joint (`;`, `; or`, `; and`, `, or`) or an introduction's dash (`—`) promises more of
the sentence, and so does a bare `,` when the item before it also ends on `,` (a comma list's joint: the penal
sections above; a bare `,` after a `;` joint is a harsh scan's misread last `.`). When nothing follows it inside its
top unit (the next thing printed is another section, a container, the tail or the end of the document) a fade,
stain or torn foot took the words that closed it, and the chunk holding the item is indexed with its sentence cut
mid-way, its words right (session 25, issue 10: a closing paragraph wiped after the items). That chunk goes to
review with a reason (OCR'd text only: a text layer loses no print).
"""

from __future__ import annotations

import re

from ingest.scanned import read_by_ocr
from ingest.structure import unit_paths
from ingest.unread import holding_chunk, send_to_review
from schemas import Chunk, Node

_ITEM = re.compile(r"^\(?[A-Za-z0-9]{1,5}\)$|^[a-z]{1,4}\.$")  # (a) (iv) (1) (1A) a) ii.: a list's item label
# a joint or a dash ends it; a bare `,` or `:` alone does not: harsh scans read a last item's `.` so (corpus fresh19
# harsh, 9 items indexed or flagged for it, `... January, L994,`, `... upon the State:`); `_ends_open` keeps a bare
# `,` open in a comma list
_OPEN_END = re.compile(r"(?:[;,:]\s*(?:and/or|and|or)|;|—|–|-)$")
_COMMA_JOINT = re.compile(r",(?:\s*(?:and/or|and|or))?$")  # `,` `, or` `, and`: a comma list's joint
_TOPS = ("document", "part", "chapter", "title", "division", "book", "subpart", "schedule", "annexure",
         "preamble", "appendix", "form")


def open_last_items(tree: Node) -> list[tuple[list[str], Node, Node]]:
    """(path, item, top unit) for each OCR'd item with no sub-units whose text ends open and after which nothing is
    printed inside its top unit (the unit under the document or a container: the section)."""
    paths = {id(n): p for p, n in unit_paths(tree)}
    out: list[tuple[list[str], Node, Node]] = []

    def walk(node: Node, chain: list[Node]) -> None:
        for c in node.children:
            walk(c, chain + [c])
        if not node.children and len(chain) >= 3 and _ITEM.match(node.label) and id(node) in paths \
                and _ends_open(node, chain[-2]) and read_by_ocr(node):
            top = next((chain[i] for i in range(len(chain) - 1, 0, -1) if chain[i - 1].kind in _TOPS), node)
            if top is not node and _last_in(top, node):
                out.append((paths[id(node)], node, top))

    for child in tree.children:
        walk(child, [tree, child])
    return out


def _ends_open(item: Node, parent: Node) -> bool:
    """`item` ends on a joint or a dash, or on a bare `,` in a comma list (the item before it also ends on `,`)."""
    text = item.text.rstrip()
    if _OPEN_END.search(text):
        return True
    at = next((i for i, c in enumerate(parent.children) if c is item), 0)
    before = _last_leaf(parent.children[at - 1]).text.rstrip() if at > 0 else ""
    return text.endswith(",") and bool(_COMMA_JOINT.search(before))


def _last_leaf(node: Node) -> Node:
    """The last unit printed inside `node` (itself when it has no sub-units)."""
    while node.children:
        node = node.children[-1]
    return node


def _last_in(top: Node, item: Node) -> bool:
    """Nothing is printed after `item` inside `top`: at each level from the item up, it is its parent's last child."""
    node = top
    while node is not item:
        if not node.children:
            return False
        node = node.children[-1]
    return True


def flag_open_lists(chunks: list[Chunk], tree: Node | None) -> None:
    """Send to review the chunk holding a list's last item left open with nothing after it in its section."""
    if tree is None:
        return
    for path, item, top in open_last_items(tree):
        chunk = holding_chunk(path, chunks, last=True)
        if chunk is None or not read_by_ocr(chunk):
            continue
        tail = " ".join(item.text.split()[-3:])
        send_to_review(chunk, f"the list's last item {item.label} ends open ('... {tail}') and nothing follows it in "
                              f"{top.label or 'its unit'}: its closing words or next items may be lost "
                              f"(page {item.page_end or item.page_start})")

