"""Real legal texts (the shared corpus' plain-text bills and deeds) laid out with the samples' flow: exact truth.

The texts are read from /work/shared/corpus/legal_texts at generation time; nothing is copied into the
repository. Their markdown residue (bold marks, page rules, running heads) is dropped, paragraphs are the
blank-line separated blocks, and a paragraph wholly in bold prints in bold (the bills' shoulder headings).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from samples.flow import BOLD, Block, Flow, Layout, render

LEGAL_TEXTS = Path("/work/shared/corpus/legal_texts")
# the usable texts (the 2000 bill is OCR garbage on its first page: no truth to be had from it)
TEXTS = ("my_workers_minimum_housing_amenities_bill_1990.txt", "in_rera_kerala_agreement_for_sale_annexure_a.txt",
         "my_employment_amendment_bill_2011.txt", "my_employment_amendment_bill_2021.txt",
         "in_model_sale_deed_moud_dolr.txt")
_HEAD = re.compile(r"^(\d+\s+)?(Bill|Laws of Malaysia.*|Employment \(Amendment\)|Workers' Minimum.*)(\s+\d+)?$",
                   re.IGNORECASE)
_MARKER = re.compile(r"^(\(?[0-9]{1,3}[A-Z]?[.)]|\([a-z]{1,4}\)|\([ivx]+\))$")


@dataclass
class Para:
    text: str
    bold: bool


def _clean_line(line: str) -> str:
    line = re.sub(r"^#+\s*", "", line.strip())
    line = re.sub(r"_{3,}", "........", line)
    line = re.sub(r"(?<![\w.])_(?=\S)|(?<=\S)_(?![\w.])", "", line)  # markdown italics
    return line.encode("cp1252", "ignore").decode("cp1252")  # what the standard PDF fonts can print


def paragraphs(name: str, folder: Path = LEGAL_TEXTS) -> list[Para]:
    """The text's paragraphs after its notes (which end at the first blank line), markdown residue dropped."""
    body = (folder / name).read_text(encoding="utf-8").split("\n\n", 1)[1]
    out = []
    for block in re.split(r"\n\s*\n", body):
        lines = [ln for ln in (_clean_line(x) for x in block.splitlines()) if ln]
        lines = [ln for ln in lines if not re.fullmatch(r"-{3,}|\d{1,3}|\[\s*\]", ln.replace("*", "").strip())
                 and not _HEAD.match(ln.replace("*", "").strip())]
        raw = " ".join(lines)
        text = " ".join(raw.replace("**", "").split())
        if len(text) >= 2:
            out.append(Para(text, raw.startswith("**") and raw.endswith("**")))
    return out


def parts(paras: list[Para], size: int) -> list[list[Para]]:
    """Consecutive runs of about `size` characters: each makes one document of a few pages."""
    out: list[list[Para]] = [[]]
    for p in paras:
        if out[-1] and sum(len(q.text) for q in out[-1]) + len(p.text) > size:
            out.append([])
        out[-1].append(p)
    return out


def marker(text: str) -> str:
    first = text.split(" ", 1)[0]
    return first.rstrip(".") if _MARKER.match(first) else ""


def lay_out(paras: list[Para], font: str, size: float, page_size: str) -> Layout:
    """One block per paragraph; a paragraph led by a list marker is indented one step."""
    flow = Flow(page_size)
    for p in paras:
        indent = 20.0 if marker(p.text).startswith("(") else 0.0
        flow.add(Block([(p.text, BOLD.get(font, font) if p.bold else font)], size, indent, "left", (), 5.0))
    return flow.layout


def render_real(paras: list[Para], font: str, size: float, page_size: str, title: str) -> tuple[Layout, bytes]:
    layout = lay_out(paras, font, size, page_size)
    furniture = "Helvetica" if font != "Helvetica" else "Times-Roman"
    return layout, render(layout, None, lambda page, pages: f"{page}", furniture, title)
