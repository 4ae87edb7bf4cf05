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
    if node.kind in ("section", "clause", "subclause") and not node.heading:  # `10.1 Term` / `The initial ...`
        node.heading, node.text = _sentence_heading(node)
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


# a sentence's first word (a heading names its subject: `Short title`, `Interpretation`, `Powers of the Board`)
_OPENERS = {"The", "This", "These", "Those", "In", "Every", "Each", "All", "Any", "A", "An", "No", "Nothing",
            "Notwithstanding", "Where", "Whenever", "If", "Subject", "There", "It", "Except", "Save", "Unless",
            "Such", "For", "Without", "Upon", "On", "Nobody", "When", "Whereas"}
# a sentence's verb, never in a heading set alone (`Amount of tax`; `The Minister may` lost its dash)
_VERBS = {"shall", "may", "must", "means", "mean", "is", "are", "was", "were", "will", "has", "have", "had",
          "includes", "can", "should", "would", "hereby", "does", "applies", "cited", "called"}
_HEAD_END = (".", ",", ";", ":", "—", "–", "-", "(", "/")
_HEAD_SMALL_END = {"of", "and", "or", "the", "to", "in", "for", "on", "by", "a", "an", "with", "from", "at", "under"}


def _heading_words(words: list[str], loose: bool = False, most: int = 16) -> bool:
    """A sentence-case heading (`Register of dog licences`, `Fees, etc., to be paid into general fund`): up to `most`
    words from a capital, no closing punctuation (`etc.` aside), not a sentence's opening word first or a verb inside
    (`loose`: both allowed, where the line's shape says heading: `When tax has been paid`)."""
    if not words or len(words) > most or not words[0][:1].isupper() or not loose and words[0] in _OPENERS:
        return False
    if words[-1].endswith(_HEAD_END) and words[-1] != "etc." or words[-1].lower() in _HEAD_SMALL_END:
        return False
    return loose or not any(w.lower().strip(",") in _VERBS for w in words)


def _sentence_heading(node: Node) -> tuple[str, str]:
    """A section's or clause's heading in sentence case on its number's line (Namibia's and Zambia's Acts and
    regulations; `split_heading` takes only title case or a heading closed by a stop or dash): the line's words after
    the number are the heading when (a) they are the unit's whole text (wrapped or not) and its subsections follow,
    `2. Register of dog licences` / `(1) An authorized officer ...`; (b) its text starts on the next line with a
    capital and the number's line stops short of the text's lines (`7. When tax has been paid` / `Any person ...`)
    or the next line opens a sentence (`In this Act ...`); (c) the heading runs into the text on the number's line
    (`1. Short title This Act may be cited as ...`: Zambia's marginal notes as the text layer and OCR give them):
    up to a sentence's opening word (`This`, `In`, `The`, `Every`, `A person`). ("", text) otherwise."""
    lines, rest = node.lines, node.text.split()
    if not lines or not rest:
        return "", node.text
    first = lines[0].text.split()
    number = (node.label or "").split()[-1:]
    if not number or number[0].strip(".") not in " ".join(first[:2]):
        return "", node.text  # its first line is not its number's (`ILLUSTRATION` above a section's own text)
    n = next((k for k in range(min(len(first), len(rest)), 0, -1) if first[-k:] == rest[:k]), 0)
    if not n:
        return "", node.text
    head: list[str] = []
    if node.children and _heading_words(rest, most=40) and rest[-1][-1:].isalnum():
        head = rest  # (a)
    elif n < len(rest) and len(lines) >= 2 and lines[1].text.strip()[:1].isupper():
        widest = max(ln.bbox[2] - ln.bbox[0] for ln in lines[1:])
        short = lines[0].bbox[2] - lines[0].bbox[0] <= 0.6 * widest
        opens = rest[n] in _OPENERS
        if (short or opens) and _heading_words(rest[:n], loose=short):
            head = rest[:n]  # (b)
    if not head:
        k = next((k for k in range(1, n) if rest[k] in _OPENERS
                  and (rest[k - 1][-1:].isalnum() or rest[k - 1] == "etc.")
                  and (rest[k] not in ("A", "An") or k + 1 < len(rest) and rest[k + 1][:1].islower())), 0)
        if k and _heading_words(rest[:k]) and len(rest) - k >= 3:
            head = rest[:k]  # (c)
    if not head:
        return "", node.text
    pattern = r"^\s*" + r"\s+".join(re.escape(w) for w in head) + r"\s*"
    return " ".join(head), re.sub(pattern, "", node.text, count=1)


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
