"""Second pass over a built tree: headings out of text, status notes out of text, page ranges, tail frames."""

from __future__ import annotations

import re

from ingest.structure import frames
from ingest.structure.headings import split_heading, title_like
from ingest.structure.status import find_status, level_named
from schemas import Node

_NUMBERED = {"section", "clause", "subclause", "subsection", "paragraph", "subparagraph", "item"}


_TOPS = {"section", "clause", "article"}  # the units a note naming a section qualifies
# the labels of the levels a consolidation's note names, as the Commonwealth numbers them: subsection (2), paragraph
# (b), subparagraph (ii)
_LEVEL_LABEL = {"subsection": re.compile(r"^\(\d+[A-Z]{0,2}\)$"), "paragraph": re.compile(r"^\([a-z]{1,2}\)$"),
                "subparagraph": re.compile(r"^\([ivxl]+\)$")}


def finish(node: Node, family: str, parent: Node | None = None, ancestors: tuple[Node, ...] = ()) -> None:
    """Fill heading, status, pages and frame on every node below `node` (in place)."""
    for child in node.children:
        finish(child, family, node, (*ancestors, node))
    _status(node, parent, ancestors)  # first: `13. Repealed by Act A1419.` is a note, not a heading
    if node.kind in _NUMBERED and not node.heading:
        node.heading, node.text = _heading(node.text)
    if family == "in_deed" and node.kind in _NUMBERED and not node.heading:
        node.heading, node.text = _heading_line(node)
    _pages(node)
    if family == "ph_statute" and node.kind == "section" and frames.tail_heading(node.heading) \
            or node.kind == "explanatory":
        _set_frame(node, "tail")


def _heading(text: str) -> tuple[str, str]:
    heading, _ = split_heading(text)
    if not heading:
        return "", text
    # drop the heading's words from the printed text, keeping the text's own line breaks
    words = heading.split()
    pattern = r"^\s*(?:[–—]|-{1,2})?\s*" + r"\s+".join(re.escape(w) for w in words) + r"\s*[.:]?\s*(?:[–—�]|-{1,2})?\s*"
    return heading, re.sub(pattern, "", text, count=1)


def _heading_line(node: Node) -> tuple[str, str]:
    """`2. Purpose of Agreement` / `The purpose of this Agreement is ...`: a deed's clause heading printed alone on
    the number's line, no stop or colon after it, the clause's text starting on the next line with a capital (the
    model sale deed of MoUD / DoLR, the fresh13 loan agreement: a word processor's or a browser's bold heading line).
    The number's line must stop well short of the text's lines (a heading ends its line by choice; a sentence that
    wraps fills it), and hold title-case words only; ("", text) otherwise."""
    lines = node.lines
    if len(lines) < 2:
        return "", node.text
    first, rest = lines[0].text.split(), node.text.split()
    n = next((k for k in range(min(len(first), len(rest)), 0, -1) if first[-k:] == rest[:k]), 0)
    head = " ".join(rest[:n])
    widest = max(ln.bbox[2] - ln.bbox[0] for ln in lines[1:])
    if not n or n == len(rest) or lines[0].bbox[2] - lines[0].bbox[0] > 0.6 * widest \
            or not title_like(head, 10) or head.endswith((".", ",", ";", ":", "—", "–", "-")) \
            or not lines[1].text.strip()[:1].isupper():
        return "", node.text
    pattern = r"^\s*" + r"\s+".join(re.escape(w) for w in rest[:n]) + r"\s*"
    return head, re.sub(pattern, "", node.text, count=1)


def _status(node: Node, parent: Node | None, ancestors: tuple[Node, ...] = ()) -> None:
    if node.kind == "document" or not node.text:
        return
    status, note, by, rest = find_status(node.text)
    if note is None:
        return
    target = parent if node.kind == "text" and parent is not None and not rest.strip() else node
    level = level_named(note)
    if level == "section":  # `[section amended by ...]` after a section's last item: the section's status
        target = next((n for n in reversed((*ancestors, node)) if n.kind in _TOPS), target)
    elif level:  # `[subsection substituted by ...]` after (2)(b): (2)'s; after a section with no subsections, its
        chain = [n for n in (*ancestors, node) if n.kind != "text"]
        chain = chain[: chain.index(target) + 1] if target in chain else chain
        pairs = list(zip((None, *chain[:-1]), chain, strict=True))  # (the unit above, the unit)
        target = next((n for up, n in reversed(pairs) if _of_level(n, up, level)),
                      next((n for n in reversed(chain) if n.kind in _TOPS), target))
    target.status, target.status_note, target.amended_by = status, note, by  # type: ignore[assignment]
    node.text = rest


def _of_level(node: Node, parent: Node | None, level: str) -> bool:
    """The node's label is of the level a note names; a roman one under a paragraph's letter (`(b) > (ii)`) is a
    subparagraph, though `(ii)` reads like a paragraph's letters too."""
    label = node.label or ""
    if level == "paragraph" and _LEVEL_LABEL["subparagraph"].match(label) \
            and parent is not None and _LEVEL_LABEL["paragraph"].match(parent.label or ""):
        return False
    return bool(_LEVEL_LABEL[level].match(label))


def _pages(node: Node) -> None:
    pages = [ln.page for ln in node.lines] + [p for c in node.children for p in (c.page_start, c.page_end) if p]
    if pages:
        node.page_start, node.page_end = min(pages), max(pages)


def _set_frame(node: Node, frame: str) -> None:
    node.frame = frame  # type: ignore[assignment]
    for c in node.children:
        _set_frame(c, frame)
