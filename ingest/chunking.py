"""Structure tree + tables -> chunks: one legal rule per chunk, context header, soft cap, parent links.

Strategies (settings.chunking or --chunking): `structure` (default) follows the tree; `section` makes one
chunk per top-level provision; `fixed` cuts 512-token windows with 64 overlap and ignores the structure
(the evaluation's baseline). Sizes are whitespace tokens of the body.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field

from ingest import languages as langs
from ingest import tables as table_stage
from ingest.crossrefs import Resolver, defined_terms, node_key
from ingest.options import Knobs
from ingest.structure import title_of, unit_paths
from ingest.structure.markers import CONTAINER_RANK
from schemas import Chunk, Document, Line, Node, Span, Table, TablePart

FIXED_WINDOW, FIXED_OVERLAP = 512, 64
LEAF_STRETCH = 1.5  # a single rule is kept whole up to this many soft caps before it is cut between sentences
_PROVISIONS = {"section", "clause"}
_FRONT = {"preamble", "conclusion"}
_SENTENCE_END = (".", ";", ":", ".”", ".\"", "—", "।", "॥")  # danda, double danda: Indic scripts' full stops


@dataclass
class Piece:
    """A chunk in the making: the nodes whose lines it holds, and where it sits in the tree."""

    node: Node
    path: list[str]
    ancestors: list[Node]
    nodes: list[Node] = field(default_factory=list)
    lines: list[Line] | None = None  # set when the piece holds only part of its nodes' lines (a split)
    kind: str = "text"
    parent: Piece | None = None
    chunk_id: str = ""


def make_chunks(document: Document, tree: Node, tables: list[Table], settings: Knobs,
                strategy: str | None = None) -> list[Chunk]:
    """Cut chunks from the tree with the chosen strategy (fixed | section | structure)."""
    strategy = strategy or settings.chunking
    if not document.title:
        document.title = title_of(tree)
    if strategy == "fixed":  # text windows blind to structure; tables still come whole from the table stage
        return _fixed(document, tree) + [c for t in tables for c in table_stage.table_chunks(
            t, document, document.title, [], None, _chunk_id(document.id, ["fixed", t.id], 0), settings)]
    if strategy not in ("structure", "section"):
        raise ValueError(f"unknown chunking strategy {strategy!r}: use fixed, section or structure")
    cutter = _Cutter(settings.chunk_soft_cap_tokens, whole_provisions=strategy == "section")
    cutter.children(tree, [], [], None)
    return _to_chunks(document, tree, cutter.pieces, {t.id: t for t in tables}, settings)


# --- sizes and rules ------------------------------------------------------------------------------------------

def _own_tokens(node: Node) -> int:
    return sum(len(ln.text.split()) for ln in node.lines) or len(node.text.split())


def subtree_tokens(node: Node) -> int:
    return _own_tokens(node) + sum(subtree_tokens(c) for c in node.children)


def _is_rule(node: Node) -> bool:
    """A unit that is its own legal rule: it has a heading (`(4) Libel`) or it defines a term."""
    return node.kind in _PROVISIONS or bool(node.heading) and node.kind != "text" or bool(defined_terms(node.text))


def _has_rule_below(node: Node) -> bool:
    return any(_is_rule(c) or c.kind == "table" or _has_rule_below(c) for c in node.children)


def _walk(node: Node) -> list[Node]:
    return [node] + [n for c in node.children for n in _walk(c)]


# --- the structure and section strategies ---------------------------------------------------------------------

class _Cutter:
    def __init__(self, cap: int, whole_provisions: bool):
        self.cap, self.whole = cap, whole_provisions
        self.pieces: list[Piece] = []

    def children(self, node: Node, path: list[str], ancestors: list[Node], parent: Piece | None) -> None:
        group: list[Node] = []
        for child in node.children:
            if self._mergeable(child) and sum(subtree_tokens(g) for g in group + [child]) <= self.cap:
                group.append(child)
                continue
            self._flush(group, path, ancestors, parent)
            group = [child] if self._mergeable(child) and subtree_tokens(child) <= self.cap else []
            if not group:
                self.visit(child, path, ancestors, parent)
        self._flush(group, path, ancestors, parent)

    def _mergeable(self, node: Node) -> bool:
        # short siblings that are not rules of their own may share a chunk (definitions and named rules may not)
        return node.kind not in _FRONT | {"table"} | _PROVISIONS and not _is_rule(node) and not _has_rule_below(node) \
            and (node.kind not in CONTAINER_RANK or node.kind == "explanatory")

    def _flush(self, group: list[Node], path: list[str], ancestors: list[Node], parent: Piece | None) -> None:
        if len(group) == 1:
            self.visit(group[0], path, ancestors, parent)
        elif group:
            first = group[0]
            p = Piece(first, path + ([first.label] if first.label else []), ancestors,
                      [n for g in group for n in _walk(g)], parent=parent)
            self.pieces.append(p)
            self._tables_within(p)

    def visit(self, node: Node, path: list[str], ancestors: list[Node], parent: Piece | None) -> None:
        here = path + [node.label] if node.label else path
        if node.kind == "table":
            self.pieces.append(Piece(node, here, ancestors, [node], kind="table", parent=parent))
            return
        if node.kind in _FRONT:
            if any(n.lines for n in _walk(node)):
                self._leaf(Piece(node, here, ancestors, _walk(node), kind="front_matter", parent=parent))
                return
            for table in (n for n in _walk(node) if n.kind == "table"):  # a page of tables alone: no empty chunk
                self.pieces.append(Piece(table, here, ancestors, [table], kind="table", parent=parent))
            return
        size = subtree_tokens(node)
        whole = not node.children or size <= self.cap and not _has_rule_below(node)
        if self.whole and node.kind in _PROVISIONS:
            whole = not any(c.kind == "table" for c in _walk(node)[1:])
        if whole:
            self._leaf(Piece(node, here, ancestors, _walk(node), parent=parent))
            return
        # too large, or holding rules of their own: the unit's own text is the parent chunk, children follow
        container = node.kind not in _PROVISIONS and not node.text.strip()
        own = Piece(node, here, ancestors, [node], kind="heading" if container or not node.text.strip() else "text",
                    parent=parent)
        first = len(self.pieces)
        self._leaf(own)  # a long introduction is cut like any long unit; its first piece is the parent
        self.children(node, here, ancestors + [node], self.pieces[first])

    def _leaf(self, piece: Piece) -> None:
        """A unit kept whole unless it is far over the cap (then cut at sentence ends between lines) or it
        runs from one script into another (an English clause with a Hindi endorsement): one chunk per run,
        so each chunk is in one language."""
        lines = [ln for n in piece.nodes for ln in n.lines]
        runs = script_runs(lines)
        first = len(self.pieces)
        terms = _by_definition(lines) if len(runs) == 1 and piece.lines is None else []
        if terms:  # a list of definitions: one chunk per term, each under its section's path and header
            self.pieces += [Piece(piece.node, piece.path, piece.ancestors, piece.nodes, part, piece.kind, piece.parent)
                            for part in terms]
        elif len(runs) == 1 and _tokens(lines) <= self.cap * LEAF_STRETCH:
            self.pieces.append(piece)
        else:
            for run in runs:
                for part in _split_lines(run, self.cap) if _tokens(run) > self.cap * LEAF_STRETCH else [run]:
                    self.pieces.append(Piece(piece.node, piece.path, piece.ancestors, piece.nodes, part, piece.kind,
                                             piece.parent))
        self._tables_within(self.pieces[first])

    def _tables_within(self, piece: Piece) -> None:
        """A table inside a unit kept whole (front matter, a small provision) still gets its own chunks:
        its rows are nowhere else, since table cells are not body lines."""
        for node in piece.nodes:
            if node.kind == "table" and node is not piece.node:
                self.pieces.append(Piece(node, piece.path, piece.ancestors + [piece.node], [node], kind="table",
                                         parent=piece))


# a line opening a definition: `“dog” means ...`, `"Council" means ...`, `“building or structure” includes ...`
_DEFINITION_START = re.compile(r"^\s*[“\"‘']{1,2}[^”\"’']{1,60}[”\"’']{1,2}\s*,?\s+(?:in relation to\b|means\b|"
                               r"includes\b|has the meaning\b|shall mean\b|shall include\b|does not include\b)")
DEFINITION_SPLIT_TOKENS = 120  # a list of definitions this long is cut by term


def _by_definition(lines: list[Line]) -> list[list[Line]]:
    """The lines of a unit that lists three or more definitions one under another, `DEFINITION_SPLIT_TOKENS` long or
    more, cut where each definition opens (its introduction, `In this Act ... -`, stays with the first): a question
    on one term (`What is a dog for the purposes of ...?`) finds its short chunk, where a section of twenty
    definitions of words all about dogs ranked below every shorter section naming dogs (a Namibian ordinance's
    `1. Definitions`, a proclamation's `“building or structure” includes ...`). [] when the unit is no such list."""
    starts = [k for k, ln in enumerate(lines) if _DEFINITION_START.match(ln.text)]
    if len(starts) < 3 or _tokens(lines) < DEFINITION_SPLIT_TOKENS:
        return []
    cuts = [0] + starts[1:] if starts[0] > 0 else starts
    return [lines[a:b] for a, b in zip(cuts, [*cuts[1:], len(lines)], strict=True)]


def _tokens(lines: list[Line]) -> int:
    return sum(len(ln.text.split()) for ln in lines)


MIN_RUN_LETTERS = 8  # a line with fewer letters (a number, a label) joins the run it sits in


def script_runs(lines: list[Line]) -> list[list[Line]]:
    """Consecutive lines in one script (lines without enough letters to tell, or with enough of two scripts, stay with
    their neighbours)."""
    runs: list[list[Line]] = []
    script = ""
    for ln in lines:
        counts = langs.scripts(ln.text)
        here = counts.most_common(1)[0][0] if sum(counts.values()) >= MIN_RUN_LETTERS else ""
        if sum(n >= MIN_RUN_LETTERS for n in counts.values()) > 1:
            here = ""  # a line with words of two scripts goes with its neighbours: a Bangladesh Act's English
            # citation inside a Bengali sentence (`... ভূমির State Acquisition and Tenancy Act, 1950 (Act No. XXVIII of`)
            # cut its provision into three chunks, the middle one `eng` and judged apart from its sentence
        if runs and here and script and here != script:
            runs.append([])
        if not runs:
            runs.append([])
        runs[-1].append(ln)
        script = here or script
    return runs or [[]]


def _split_lines(lines: list[Line], cap: int) -> list[list[Line]]:
    """Runs of lines of at most `cap` tokens, each ending where a sentence ends when such a line exists."""
    parts: list[list[Line]] = []
    cur: list[Line] = []
    size, last_end = 0, -1
    for ln in lines:
        n = len(ln.text.split())
        if cur and size + n > cap:
            cut = last_end + 1 if last_end >= 0 else len(cur)  # last resort: between lines mid-sentence
            parts.append(cur[:cut])
            cur = cur[cut:]
            size = sum(len(x.text.split()) for x in cur)
            last_end = -1
            for k, x in enumerate(cur):
                if x.text.rstrip().endswith(_SENTENCE_END):
                    last_end = k
        cur.append(ln)
        size += n
        if ln.text.rstrip().endswith(_SENTENCE_END):
            last_end = len(cur) - 1
    if cur:
        parts.append(cur)
    return parts


# --- pieces to chunks -----------------------------------------------------------------------------------------

def _chunk_id(doc_id: str, path: list[str], n: int) -> str:
    return hashlib.sha1(f"{doc_id}/{'/'.join(path)}/{n}".encode()).hexdigest()[:16]


def context_header(title: str, ancestors: list[Node]) -> str:
    """`Document title > CHAPTER II Punishable Acts > Section 4 Cybercrime Offenses` (what the chunk sits in)."""
    parts = [title] if title else []
    for a in ancestors:
        # a unit without a heading is named by its short introduction (`(b) Computer-related Offenses:`)
        intro = a.text.strip() if not a.heading and len(a.text.split()) <= 8 else ""
        name = " ".join(x for x in (a.label, a.heading or intro.rstrip(":—–- ")) if x)
        if name:
            parts.append(name)
    return " > ".join(parts)


def _to_chunks(document: Document, tree: Node, pieces: list[Piece], tables: dict[str, Table],
               settings: Knobs) -> list[Chunk]:
    seen: dict[str, int] = {}
    for p in pieces:
        key = "/".join(p.path) + ("#table" if p.kind == "table" else "")
        p.chunk_id = _chunk_id(document.id, p.path + ([p.kind] if p.kind != "text" else []), seen.get(key, 0))
        seen[key] = seen.get(key, 0) + 1
    chunk_of = _chunk_of(pieces)
    units = unit_paths(tree)
    resolver = Resolver(units, chunk_of)
    paths = {id(n): path for path, n in units}
    out: list[Chunk] = []
    for p in pieces:
        # a piece of a split unit also names the unit itself, so the piece is retrievable on its own
        header = context_header(document.title, p.ancestors + ([p.node] if p.lines is not None else []))
        parent_id = p.parent.chunk_id if p.parent else None
        if p.kind == "table":
            table = tables.get(p.node.table_id or "")
            if table is not None:
                path_header = context_header(document.title, p.ancestors)
                out += table_stage.table_chunks(table, document, path_header, p.path, parent_id, p.chunk_id, settings)
            continue
        out.append(_chunk(document, p, header, parent_id, resolver, paths))
    return out


def _chunk_of(pieces: list[Piece]) -> dict[int, str]:
    """Each node -> the chunk that holds its lines (the first piece naming it; a unit's own chunk wins)."""
    own: dict[int, str] = {}
    for p in pieces:
        if id(p.node) not in own:
            own[id(p.node)] = p.chunk_id
    for p in pieces:
        for n in p.nodes:
            own.setdefault(id(n), p.chunk_id)
    return own


def _chunk(document: Document, p: Piece, header: str, parent_id: str | None, resolver: Resolver,
           paths: dict[int, list[str]]) -> Chunk:
    lines = p.lines if p.lines is not None else [ln for n in p.nodes for ln in n.lines]
    body = "\n".join(ln.text.strip() for ln in lines) or " ".join(x for x in (p.node.label, p.node.heading) if x)
    words: list[Span] = [w for ln in lines for w in ln.words]
    texts = [(n.text, paths.get(id(n), p.path)) for n in p.nodes if n.kind != "table"]
    defines = list(dict.fromkeys(t for x, _ in texts for t in defined_terms(x)))
    refs = [r for x, path in texts for r in resolver.refs(x, node_key(path))]
    statuses = {n.status for n in p.nodes if n.kind != "text"} or {p.node.status}
    pages = [ln.page for ln in lines] or [p.node.page_start]
    return Chunk(
        id=p.chunk_id, doc_id=document.id, source=document.source, kind=p.kind,  # type: ignore[arg-type]
        structure_path=p.path, heading=p.node.heading, body=body,
        text=f"{header}\n\n{body}" if header else body, parent_id=parent_id,
        page_start=min(pages), page_end=max(pages),
        status=p.node.status if len(statuses) > 1 else statuses.pop(),  # type: ignore[arg-type]
        amended_by=p.node.amended_by or next((n.amended_by for n in p.nodes if n.amended_by), None),
        numbering_gap=next((n.numbering_gap for n in p.nodes if n.numbering_gap), None),
        defines=defines, cross_refs=_dedupe(refs), regions=regions(lines), words=words,
    )


def _dedupe(refs: list) -> list:
    seen, out = set(), []
    for r in refs:
        if (r.text, r.target) not in seen:
            seen.add((r.text, r.target))
            out.append(r)
    return out


def regions(lines: list[Line]) -> list[TablePart]:
    """One box per page: the union of the boxes of the chunk's lines on that page."""
    boxes: dict[int, list[float]] = {}
    for ln in lines:
        b = boxes.setdefault(ln.page, list(ln.bbox))
        x0, top, x1, bottom = ln.bbox
        b[0], b[1], b[2], b[3] = min(b[0], x0), min(b[1], top), max(b[2], x1), max(b[3], bottom)
    return [TablePart(page=pg, bbox=tuple(b)) for pg, b in sorted(boxes.items())]  # type: ignore[arg-type]


# --- the fixed strategy ---------------------------------------------------------------------------------------

def _all_nodes(node: Node, path: list[str]) -> list[tuple[list[str], Node]]:
    """Every node in document order with its path (unlabelled ones: head, recitals, closing text, tail)."""
    here = path + [node.label] if node.label and node.kind != "document" else path
    return [(here, node)] + [x for c in node.children for x in _all_nodes(c, here)]


def _fixed(document: Document, tree: Node) -> list[Chunk]:
    """512-token windows with 64 tokens of overlap over the body text, blind to the structure (baseline)."""
    tokens: list[tuple[str, Span | None, Line, list[str]]] = []
    first_token: dict[int, int] = {}  # node -> index of its first token, to resolve references to windows
    node_of: dict[int, tuple[list[str], Node]] = {}  # line -> its node (references come from nodes' own text)
    for path, node in _all_nodes(tree, []):
        first_token[id(node)] = len(tokens)
        node_of.update({id(ln): (path, node) for ln in node.lines})
        for ln in node.lines:
            spans = ln.words or [None] * len(ln.text.split())
            texts = [w.text for w in ln.words] if ln.words else ln.text.split()
            tokens += [(t, s, ln, path) for t, s in zip(texts, spans, strict=False)]
    step = FIXED_WINDOW - FIXED_OVERLAP
    starts = range(0, max(len(tokens) - FIXED_OVERLAP, 1), step)
    chunk_of = {k: _chunk_id(document.id, ["fixed"], min(v // step, len(starts) - 1)) for k, v in first_token.items()}
    resolver = Resolver(unit_paths(tree), chunk_of)
    out: list[Chunk] = []
    for n, start in enumerate(starts):
        win = tokens[start: start + FIXED_WINDOW]
        if not win:
            break
        lines = list(dict.fromkeys(id(t[2]) for t in win))
        by_id = {id(t[2]): t[2] for t in win}
        nodes = list({id(node_of[i][1]): node_of[i] for i in lines if i in node_of}.values())
        body = " ".join(t[0] for t in win)
        cid = _chunk_id(document.id, ["fixed"], n)
        out.append(Chunk(id=cid, doc_id=document.id, source=document.source, structure_path=win[0][3], body=body,
                         text=f"{document.title}\n\n{body}" if document.title else body,
                         page_start=win[0][2].page, page_end=win[-1][2].page,
                         defines=list(dict.fromkeys(d for _, nd in nodes for d in defined_terms(nd.text))),
                         cross_refs=_dedupe([r for p, nd in nodes for r in resolver.refs(nd.text, node_key(p))]),
                         regions=regions([by_id[i] for i in lines]),
                         words=[t[1] for t in win if t[1] is not None]))
    return out
