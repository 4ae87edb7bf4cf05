"""The corpus manifest, its fixed tuning/held-back split, and each document laid out as a born-digital PDF."""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from corpus.gold import Para, Parsed, gold_truth, is_container, parse_text
from samples.flow import BOLD, Block, Flow, render
from schemas.groundtruth import GroundTruth

ROOT = Path(__file__).resolve().parent
MANIFEST = ROOT / "manifest.json"
TEXTS = ROOT / "texts"
HALVES = ("tuning", "heldout")
FRESH = "fresh"  # texts added in session 5 after the parser was frozen for them; never tuned on (MANIFEST.md)
FRESH2 = "fresh2"  # session 6 texts for the lead's single untuned run; outside `all`, so no one runs them by accident
FRESH3 = "fresh3"  # session 7 texts for the lead's untuned runs; outside `all` like fresh2
FRESH4 = "fresh4"  # session 8 texts for the lead's untuned runs (issue 11's measuring stick); outside `all` too
FRESH5 = "fresh5"  # session 9 texts for the lead's untuned runs (issues 11 and 14); outside `all` like fresh4
FRESH6 = "fresh6"  # session 11 texts for the lead's untuned runs (issues 11 and 14); outside `all` like fresh5
FRESH7 = "fresh7"  # session 12 texts for the lead's untuned runs (issues 11 and 14); outside `all` like fresh6
FRESH8 = "fresh8"  # session 13 texts for the lead's untuned runs (issues 11 and 14); outside `all` like fresh7
FRESH9 = "fresh9"  # session 14 texts for the lead's untuned runs (issues 11 and 14); outside `all` like fresh8
FRESH10 = "fresh10"  # session 15 texts for the lead's untuned runs (issues 11 and 14); outside `all` like fresh9
FRESH11 = "fresh11"  # session 16 texts for the lead's untuned runs (issues 11 and 14); outside `all` like fresh10
FRESH12 = "fresh12"  # session 17 texts for the lead's untuned runs (issues 11 and 14); outside `all` like fresh11
FRESH13 = "fresh13"  # session 18 texts for the lead's untuned runs (issues 11 and 14); outside `all` like fresh12
FRESH14 = "fresh14"  # session 19 texts for the lead's untuned runs (issues 11 and 14); outside `all` like fresh13
FRESH15 = "fresh15"  # session 20 texts for the lead's untuned runs (issues 11 and 14); outside `all` like fresh14
FRESH16 = "fresh16"  # session 21 texts for the lead's untuned runs (issues 11 and 14); outside `all` like fresh15
FRESH17 = "fresh17"  # session 22 texts for the lead's untuned runs (issues 11 and 14); outside `all` like fresh16
FRESH18 = "fresh18"  # session 23 texts for the lead's untuned runs (issues 11 and 14); outside `all` like fresh17
FRESH19 = "fresh19"  # session 24 texts for the lead's untuned runs (issues 11 and 14); outside `all` like fresh18
FRESH20 = "fresh20"  # session 25 texts for the lead's untuned runs (issues 11 and 14); outside `all` like fresh19
# halves an entry names (others: the sha256 rule's); the untuned ones are named only in the lead's runs, never in `all`
LISTED = (FRESH, FRESH2, FRESH3, FRESH4, FRESH5, FRESH6, FRESH7, FRESH8, FRESH9, FRESH10, FRESH11, FRESH12,
          FRESH13, FRESH14, FRESH15, FRESH16, FRESH17, FRESH18, FRESH19, FRESH20)
UNTUNED = (FRESH2, FRESH3, FRESH4, FRESH5, FRESH6, FRESH7, FRESH8, FRESH9, FRESH10, FRESH11, FRESH12,
          FRESH13, FRESH14, FRESH15, FRESH16, FRESH17, FRESH18, FRESH19, FRESH20)
CHOICES = (*HALVES, *LISTED, "all")  # what `--half` accepts (corpus.build, corpus.evaluate)


def half_of(doc_id: str) -> str:
    """The split, fixed before any figure was seen: the parity of the first 8 hex digits of sha256(id)."""
    return HALVES[int(hashlib.sha256(doc_id.encode()).hexdigest()[:8], 16) % 2]


def half_of_entry(entry: dict) -> str:
    """A manifest entry's half: `fresh` or `fresh2` to `fresh10` when the entry says so (sets outside the sha256
    split), else the sha256 rule's half."""
    return entry["half"] if entry.get("half") in LISTED else half_of(entry["id"])


@dataclass
class Doc:
    """One corpus document: its manifest entry and annotated text."""

    id: str
    family: str
    title: str
    entry: dict

    @property
    def half(self) -> str:
        return half_of_entry(self.entry)

    @property
    def text_path(self) -> Path:
        return TEXTS / f"{self.id}.txt"

    def parsed(self) -> Parsed:
        return parse_text(self.text_path.read_text(encoding="utf-8"))

    def truth(self, file: str) -> GroundTruth:
        return gold_truth(self.parsed(), file, self.family, self.title)


def load_manifest(manifest: Path = MANIFEST) -> list[Doc]:
    entries = json.loads(manifest.read_text(encoding="utf-8"))["documents"]
    return [Doc(e["id"], e["family"], e["title"], e) for e in entries]


def documents(half: str | None = None, manifest: Path = MANIFEST) -> list[Doc]:
    """The manifest's documents whose text is present, of one half (tuning, heldout, fresh, fresh2 to fresh20);
    `all` is every half but fresh2 to fresh20 (named only for the lead's untuned runs), None every text (gold checks,
    no parser)."""
    docs = [d for d in load_manifest(manifest) if d.text_path.is_file()]
    if half == "all":
        return [d for d in docs if d.half not in UNTUNED]
    return [d for d in docs if half is None or d.half == half]


# ---------- born-digital layout ----------

FONTS = ("Times-Roman", "Helvetica", "Times-Roman", "Courier")


@dataclass(frozen=True)
class Look:
    """How a document is printed: font, size, page, whether nested units are indented."""

    font: str
    size: float
    page: str
    indent: bool


def look_of(doc: Doc) -> Look:
    """Fixed per document (from its id), unless the manifest says otherwise."""
    h = int(hashlib.sha256(("look:" + doc.id).encode()).hexdigest()[:8], 16)
    style = doc.entry.get("look", {})
    return Look(style.get("font", FONTS[h % len(FONTS)]), style.get("size", (10.5, 11.0, 11.5)[h // 7 % 3]),
                style.get("page", ("a4", "letter")[h // 31 % 2]), style.get("indent", bool(h // 61 % 3)))


def blocks(paras: list[Para], size: float, indent: bool, regular: str, bold: str) -> list[Block]:
    """Each annotated paragraph as a Block to flow: bold runs in `bold`, titles a point larger, nested units indented
    18 pt a level when `indent` (chapters and parts are not); shared by the English and the language samples."""
    out = []
    for p in paras:
        runs = [(t, bold if b else regular) for t, b in p.runs if t]
        if not runs:
            continue
        levels = sum(not is_container(label) for label in p.path)
        left = max(0, levels - 1) * 18.0 if indent and p.align == "left" else 0.0
        out.append(Block(runs, size + (1.0 if p.kind == "title" else 0.0), left, p.align, p.path, p.space,
                         p.kind in ("container", "shoulder")))
    return out


def blocks_of(doc: Doc) -> list[Block]:
    """The document's paragraphs as Blocks in its own look (born-digital copy and the damaged set's excerpts)."""
    look = look_of(doc)
    return blocks(doc.parsed().paras, look.size, look.indent, look.font, BOLD.get(look.font, look.font))


def born_digital(doc: Doc) -> tuple[bytes, int, list[str], dict[tuple[str, ...], int]]:
    """The document printed as a born-digital PDF: its bytes, page count, the body text of each page and the
    page where each unit starts."""
    look = look_of(doc)
    flow = Flow(look.page)
    for block in blocks_of(doc):
        flow.add(block)
    lay = flow.layout
    running = doc.entry.get("running_header", "")

    def header(page: int, pages: int) -> str:
        return running if running and page > 1 else ""

    def footer(page: int, pages: int) -> str:
        return f"{page}"

    furniture = "Helvetica" if look.font != "Helvetica" else "Times-Roman"
    pdf = render(lay, header, footer, furniture, doc.title)
    starts: dict[tuple[str, ...], int] = {}
    for line in lay.lines:
        starts.setdefault(line.path, line.page)
    return pdf, lay.pages, [lay.page_text(n) for n in range(1, lay.pages + 1)], starts


def truth_for(doc: Doc, file: str, pages: list[str], starts: dict[tuple[str, ...], int],
              scanned: bool) -> GroundTruth:
    gt = doc.truth(file)
    gt.pages = pages
    gt.scanned = scanned
    for unit in gt.units:
        unit.page = starts.get(tuple(unit.path), 0)
    return gt


def fresh_rules(manifest: dict[str, Any]) -> list[str]:
    """`FreshN texts: <rule>.` and a blank line for each fresh half the manifest states a rule for (`fresh_rule`,
    `fresh2_rule`, ...), in order: both manifests' markdown (MANIFEST.md, LANGUAGES.md) list them so."""
    keys = sorted((int(m[1] or 1), k) for k in manifest if (m := re.fullmatch(r"fresh(\d*)_rule", k)))
    return [line for _, key in keys for line in (f"Fresh{key[5:-5]} texts: {manifest[key]}.", "")]


def table_row(cells: list[str]) -> str:
    """One markdown table row of a manifest (a `|` inside a cell written `/`)."""
    return "| " + " | ".join(c.replace("|", "/") for c in cells) + " |"


def manifest_markdown() -> str:
    """corpus/MANIFEST.md: the manifest as a table (regenerate with `python -m corpus.docs`)."""
    m = json.loads(MANIFEST.read_text(encoding="utf-8"))
    out = ["# Real corpus: manifest", "",
           "Real legal texts from public sources, each with a hand-checked gold structure and questions",
           "(`corpus/texts/ID.txt`, format in `corpus/gold.py`). Generated from `corpus/manifest.json` by",
           "`python -m corpus.docs`; do not edit by hand.", "",
           f"Split rule: {m['rule']}. The held-back texts are added to the repository only when their figures",
           "are reported; nobody tunes on them.", "", *fresh_rules(m),
           f"Label convention: {m['label_convention']}.", "",
           "| id | family | half | title | extent | exercises | source | licence / status |",
           "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    out += [table_row([d["id"], d["family"], d["half"], d["title"], d["extent"], d["exercises"], d["source"],
                       d["licence"]]) for d in m["documents"]]
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    (ROOT / "MANIFEST.md").write_text(manifest_markdown(), encoding="utf-8")
