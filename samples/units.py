"""Legal units as the generator writes them, laid out through samples.flow into truth units and tables."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from samples.flow import BOLD, Block, Flow, Layout, TableBlock
from schemas.groundtruth import TruthTable, TruthUnit

# Inline markup in the texts: {d:Term} marks a defined term, {r:Section 14} a cross-reference.
MARK = re.compile(r"\{([dr]):([^{}]*)\}")


def plain(text: str) -> str:
    """The printed text: markup dropped, whitespace collapsed (exactly the words the PDF shows)."""
    return " ".join(MARK.sub(lambda m: m.group(2), text).split())


def marked(text: str, kind: str) -> list[str]:
    return [m.group(2) for m in MARK.finditer(text) if m.group(1) == kind]


def truth_label(printed: str) -> str:
    """Label convention: as printed, minus trailing punctuation ("SEC. 3." -> "SEC. 3", "1." -> "1")."""
    return printed.rstrip(" .:;,–-")


@dataclass
class Unit:
    """A structural unit: label as printed, heading, own text, children, a closing paragraph, status."""

    label: str
    kind: str  # chapter | section | my_section | item | clause | subclause | schedule | part | annexure
    heading: str = ""
    text: str = ""  # paragraphs separated by "\n"
    children: list[Unit] = field(default_factory=list)
    after: str = ""  # an unmarked paragraph after the children, belonging to this unit
    status: str = "in_force"
    note: str = ""  # printed status note, e.g. "[As amended by Republic Act No. 11111]"
    table: TableBlock | None = None
    inline_heading: bool = True  # section style "SEC. 3. Heading. – text" vs heading on its own line


@dataclass
class Plain:
    """Frame text that is not a unit: titles, enacting clause, recitals, signature lines."""

    text: str
    align: str = "left"
    bold: bool = False
    size_delta: float = 0.0
    space_before: float = 6.0
    indent: float = 0.0


@dataclass
class Style:
    font: str = "Times-Roman"
    size: float = 11.0
    step: float = 20.0  # indent per nesting level
    gap: float = 5.0  # space between paragraphs
    page_size: str = "letter"
    columns: int = 1  # two: prose in two columns (the damaged set's layout documents)

    @property
    def bold(self) -> str:
        return BOLD.get(self.font, self.font)


@dataclass
class Built:
    """A document ready to lay out: its items, title, furniture and the questions it answers."""

    name: str
    family: str
    title: str
    items: list
    header: str = ""  # running header, may hold {page} and {pages}
    footer: str = ""
    questions: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)
    anchors: dict[str, tuple[str, ...]] = field(default_factory=dict)  # named units, for damage placement
    stamp: str = ""  # text of the office stamp a scan of it gets ("|" between lines)


@dataclass
class Rendered:
    layout: Layout
    units: list[TruthUnit]
    tables: list[TruthTable]


class _Writer:
    def __init__(self, style: Style):
        self.s = style
        self.flow = Flow(style.page_size, columns=style.columns)
        self.units: list[tuple[tuple[str, ...], Unit]] = []

    def para(self, runs: list[tuple[str, str]], path: tuple[str, ...], indent: float = 0.0, align: str = "left",
             keep: bool = False, size: float | None = None, space: float | None = None) -> None:
        runs = [(plain(t), f) for t, f in runs if plain(t)]
        if runs:
            self.flow.add(Block(runs, size or self.s.size, indent, align, path,
                                self.s.gap if space is None else space, keep))

    def plain(self, p: Plain) -> None:
        font = self.s.bold if p.bold else self.s.font
        for text in p.text.split("\n"):
            self.para([(text, font)], (), p.indent, p.align, size=self.s.size + p.size_delta, space=p.space_before)

    def unit(self, u: Unit, parent: tuple[str, ...], depth: int, prefix: list[tuple[str, str]] | None = None) -> None:
        """Print one unit and its children; `prefix` is a parent's label printed on this unit's first line."""
        path = parent + (truth_label(u.label),)
        self.units.append((path, u))
        s, b = self.s, self.s.bold
        paras = [t for t in u.text.split("\n") if t.strip()]
        indent = max(0, depth - (1 if prefix else 0)) * s.step
        note_inline = False
        if u.kind in ("chapter", "schedule", "annexure"):
            self.para([(u.label, b)], path, align="center", keep=True, space=s.gap * 3)
            if u.heading:
                self.para([(u.heading, b)], path, align="center", keep=True, space=2)
        elif u.kind == "my_section":  # Malaysian: heading on its own line, then "12. (1) text"
            if u.heading:
                self.para([(u.heading, b)], path, indent, keep=True, space=s.gap * 2)
            if paras:
                self.para([(u.label, b), (paras[0], s.font)], path, indent, space=2)
                paras = paras[1:]
            elif not u.children and u.note:
                self.para([(u.label, b), (u.note, s.font)], path, indent, space=2)
                note_inline = True
        elif u.kind in ("part", "clause") or not u.inline_heading:
            sep = " – " if u.kind == "part" and u.heading else " "
            title = f"{u.label}{sep}{u.heading}".strip()
            self.para([(title, b)], path, indent, keep=True, space=s.gap * 2)
        else:
            lead = (prefix or []) + [(u.label, b if u.kind == "section" else s.font)]
            if u.heading:
                lead.append((f"{u.heading}." + (" –" if paras else ""), b if u.kind == "section" else s.font))
            self.para(lead + [(paras[0] if paras else "", s.font)], path, indent, space=2 if prefix else None)
            paras = paras[1:]
        for text in paras:
            self.para([(text, s.font)], path, indent)
        if u.table is not None:
            u.table.path = path
            self.flow.add_table(u.table)
        if u.note and not note_inline:
            self.para([(u.note, s.font)], path, indent, size=s.size - 1)
        inline_first = u.kind == "my_section" and not [t for t in u.text.split("\n") if t.strip()]
        for i, child in enumerate(u.children):
            step = 0 if u.kind in ("chapter", "schedule", "annexure") else 1
            self.unit(child, path, depth + step, [(u.label, b)] if inline_first and i == 0 else None)
        for text in [t for t in u.after.split("\n") if t.strip()]:
            self.para([(text, s.font)], path, indent)

    def truth(self) -> Rendered:
        lay = self.flow.layout
        units = []
        for path, u in self.units:
            lines = lay.lines_of(path)
            text = "\n".join(plain(t) for t in (u.text.split("\n") + u.after.split("\n")) if plain(t))
            units.append(TruthUnit(path=list(path), heading=plain(u.heading), text=text,
                                   page=lines[0].page if lines else 0,
                                   defines=marked(u.text + u.after, "d"), cross_refs=marked(u.text + u.after, "r"),
                                   status=u.status))
        tables = []
        for n, (path, u) in enumerate((p, u) for p, u in self.units if u.table is not None):
            rows = [p for p in lay.lines_of(path) if p.row is not None]
            t = u.table
            tables.append(TruthTable(id=f"t{n + 1}", caption=plain(u.heading), header=[t.header], rows=t.rows,
                                     pages=sorted({r.page for r in rows}), header_repeated=False, path=list(path)))
        return Rendered(lay, units, tables)


def render_items(items: list[Unit | Plain], style: Style) -> Rendered:
    """Lay out a document (frame text and units in order) and return its layout and truth."""
    w = _Writer(style)
    for item in items:
        if isinstance(item, Plain):
            w.plain(item)
        else:
            w.unit(item, (), 0)
    return w.truth()


Furniture = Callable[[int, int], str]
