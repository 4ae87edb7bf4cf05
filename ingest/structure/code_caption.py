"""A code extract's caption: the Title, Chapter and Subchapter it comes from, printed once above its sections.

US state and district codes number a section by its title and chapter (`§ 1-1001.10`: title 1, chapter 10, the
District of Columbia Code; `§ 42-1902.23`). An extract of such a code (the Council's own publication of a section, a
court's or a bar's print of a few sections) prints the section's place in the code above its first section, each
level once: `Title 1. Government Organization.` / `Chapter 10. Elections.` / `Subchapter I. Regulation of Elections.`.
Those lines name where the extract sits, as a running title would; they hold no sections the extract's numbers do
not already place. When every container line of the text stands above its first code section, no kind twice, a
Title whose number is the title part of every section (and a Chapter, if printed, whose number begins their
chapter part), they are the extract's caption: kept as front matter, not containers. A code whose extract goes on
into another Part or Chapter (`CHAPTER 521` > `PART I` ... `PART II` over `[§521-1]`) keeps its containers, and so
does a code whose sections print no title part (`Title 1` / `Chapter 1.` over `Section 1.101`).
"""

from __future__ import annotations

import re

from ingest.scanned import read_by_ocr
from ingest.structure.markers import Marker
from schemas import Line

_CODE = re.compile(r"^\[?§\s?(?P<title>\d{1,3})-(?P<chapter>\d{1,6})")
_KINDS = {"title", "chapter", "subchapter"}


def unmark(lines: list[Line], tokens: list[tuple[list[Marker], str]]) -> list[str]:
    """Clear the caption's container markers (they become front-matter lines); the reasons, for `explain`."""
    heads = [(i, mks[0]) for i, (mks, _) in enumerate(tokens) if mks and mks[0].kind == "container"]
    codes = [m for mks, _ in tokens if mks and mks[0].kind == "section" and (m := _CODE.match(mks[0].label))]
    if not heads or not codes:
        return []
    first = next(i for i, (mks, _) in enumerate(tokens) if mks and mks[0].kind == "section")
    kinds = [mk.keyword for _, mk in heads]
    if any(i > first for i, _ in heads) or len(set(kinds)) != len(kinds) or not set(kinds) <= _KINDS:
        return []
    if heads[-1][0] - heads[0][0] != len(heads) - 1:  # one block of lines
        return []
    values = {mk.keyword: mk.value for _, mk in heads}
    titles = {m["title"] for m in codes}
    chapters = {m["chapter"] for m in codes}
    chapter = values.get("chapter", "")
    if "title" not in values and len(titles) == 1:
        values["title"] = _spoiled_title(lines, heads[0][0], next(iter(titles)))
    if titles != {values.get("title")} or chapter and not (
            chapter.isdigit() and all(c.startswith(chapter) for c in chapters)):
        return []
    out = [] if "title" in {mk.keyword for _, mk in heads} else [
        f"the caption's Title line was read without its word (OCR): its number {values['title']} is the sections'"]
    for i, mk in heads:
        tokens[i] = ([], lines[i].text)
        out.append(f"line {i + 1}: '{mk.label}' is the caption of a code extract (its sections § {values['title']}-"
                   f"... carry its title{' and chapter' if chapter else ''}; no container follows): front matter")
    return out


def _spoiled_title(lines: list[Line], first: int, title: str) -> str | None:
    """`Tithe 42. Real Property.` a line or two above the caption's first container read (a scan spoiled the word
    `Title`, and the next line's `Chapter 19, Condominiums.` its point): the sections' title number after one word
    on an OCR'd line there stands for the Title line. Never on a text layer."""
    for ln in lines[max(0, first - 2):first]:
        m = _SPOILED_TITLE.match(ln.text.strip())
        if m and m["num"] == title and read_by_ocr(ln):
            return title
    return None


_SPOILED_TITLE = re.compile(r"^[A-Za-z]{3,8}\s+(?P<num>\d{1,3})[.,]\s+[A-Z]")
