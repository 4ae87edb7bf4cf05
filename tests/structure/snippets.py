"""Build body Lines from a text snippet, so parser tests read like the page they stand for."""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING

from ingest.structure import parse, unit_paths
from schemas import Line, Node, Span

if TYPE_CHECKING:
    from corpus.docs import Doc

PITCH = 14.0  # points between lines of one paragraph
GAP = 8.0  # extra space before a new paragraph (a blank line in the snippet)


def lines_from(snippet: str) -> list[Line]:
    """One Line per snippet line. A blank line is a paragraph gap; `==page==` starts a new page; each leading
    space shifts the line right by 5 points (indentation); words get boxes so chunks can carry spans."""
    out: list[Line] = []
    page, y = 1, 72.0
    for raw in textwrap.dedent(snippet).strip("\n").split("\n"):
        if raw.strip() == "==page==":
            page, y = page + 1, 72.0
            continue
        if not raw.strip():
            y += GAP
            continue
        x = 72.0 + 5.0 * (len(raw) - len(raw.lstrip(" ")))
        text = raw.strip()
        words, wx = [], x
        for w in text.split():
            words.append(Span(text=w, page=page, bbox=(wx, y, wx + 5.0 * len(w), y + 10), confidence=0.95,
                              source="ocr"))
            wx += 5.0 * len(w) + 3
        out.append(Line(text=text, page=page, bbox=(x, y, max(wx, x + 1), y + 10), confidence=0.95, words=words))
        y += PITCH
    return out


def ocr_line(texts: list[str], widths: list[float], x: float, y: float, height: float) -> Line:
    """One OCR'd line on page 1 (every word at 0.8): its words this wide from `x`, 3 pt apart, for tests where a
    label's own letter widths decide (whether a `Part Hl` or a lone `I` stands centred)."""
    spans = []
    for text, width in zip(texts, widths, strict=True):
        spans.append(Span(text=text, page=1, bbox=(x, y, x + width, y + height), confidence=0.8, source="ocr"))
        x += width + 3
    return Line(text=" ".join(texts), page=1, bbox=(spans[0].bbox[0], y, spans[-1].bbox[2], y + height),
                confidence=0.8, words=spans)


def paths(snippet: str, family: str | None = None) -> list[str]:
    """Every unit's full structure path, joined with ' > ', in document order."""
    return [" > ".join(p) for p, _ in unit_paths(parse(lines_from(snippet), [], family))]


def node_at(tree: Node, path: str) -> Node:
    for p, n in unit_paths(tree):
        if " > ".join(p) == path:
            return n
    raise KeyError(path)


def layout_lines(layout, source: str) -> list[Line]:
    """A generator's laid-out lines as the page stage gives them: one word span per word, 5 pt a letter."""
    out = []
    for p in layout.lines:
        words, x = [], p.bbox[0]
        for w in p.text.split():
            words.append(Span(text=w, page=p.page, bbox=(x, p.bbox[1], x + 5 * len(w), p.bbox[3]), confidence=0.95,
                              source=source))
            x += 5 * len(w) + 3
        out.append(Line(text=p.text, page=p.page, bbox=p.bbox, confidence=0.95, words=words))
    return out


def spoiled_lines(layout, spoil: dict[str, str]) -> list[Line]:
    """A generator's laid-out lines as OCR'd lines (5 pt a letter, confidence 0.9); a line that opens with a key of
    `spoil` opens with its value instead (a label as a harsh scan spoils it)."""
    out = []
    for p in layout.lines:
        old = next((k for k in spoil if p.text.startswith(k)), None)
        text = spoil[old] + p.text[len(old):] if old is not None else p.text
        words, x = [], p.bbox[0]
        for w in text.split():
            words.append(Span(text=w, page=p.page, bbox=(x, p.bbox[1], x + 5 * len(w), p.bbox[3]), confidence=0.9,
                              source="ocr"))
            x += 5 * len(w) + 3
        out.append(Line(text=text, page=p.page, bbox=p.bbox, confidence=0.9, words=words))
    return out


def gold_misses(doc_id: str) -> list[str] | None:
    """A real corpus text laid out as its born copy is (its own look, corpus.docs), its lines as a text layer gives
    them, judged against its gold (never the parser's output): the paths of the units not under their true path
    (None when the text is not in the corpus)."""
    from engross.evaluation import judge

    laid = _born_parse(doc_id)
    if laid is None:
        return None
    doc, tree = laid
    placed = judge.placements(tree, doc.truth(f"{doc_id}.pdf"))
    return [" > ".join(p.path) for p in placed if not p.placed]


def _born_parse(doc_id: str, source: str = "text") -> tuple[Doc, Node] | None:
    """A real corpus text laid out as its born copy is (its own look), parsed from its lines as a text layer gives
    them (`source` "ocr": as a clean scan's OCR gives them): (the corpus entry, the tree); None when the text is not
    in the corpus."""
    from corpus.docs import blocks_of, documents, look_of
    from samples.flow import Flow

    doc = next((d for d in documents(None) if d.id == doc_id), None)
    if doc is None:
        return None
    flow = Flow(look_of(doc).page)
    for block in blocks_of(doc):
        flow.add(block)
    return doc, parse(layout_lines(flow.layout, source), [], doc.family)


def gold_heading_misses(doc_id: str) -> list[str] | None:
    """A real corpus text laid out as its born copy is, its lines as a text layer gives them: the units the gold
    heads (its `>` and `~` lines, never the parser's output) whose parsed heading differs (letters and digits, case
    aside), as `path: got 'x', gold 'y'` (None when the text is not in the corpus)."""
    import re

    laid = _born_parse(doc_id)
    if laid is None:
        return None
    doc, tree = laid
    nodes = {tuple(p): n for p, n in unit_paths(tree)}

    def plain(text: str) -> str:
        return " ".join(re.sub(r"[\W_]+", " ", text).lower().split())

    out = []
    for unit in doc.truth(f"{doc_id}.pdf").units:
        node = nodes.get(tuple(unit.path))
        got = node.heading if node is not None else None
        if unit.heading and (got is None or plain(got) != plain(unit.heading)):
            out.append(f"{' > '.join(unit.path)}: got {got!r}, gold {unit.heading!r}")
    return out
