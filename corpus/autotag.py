"""The automatic half of the gold: proposes tags and indentation for plain statute/deed lines (a person fixes them).

Run: python -m corpus.autotag FILE [--start N --end M] > corpus/texts/ID.txt, then read it against the source
and correct every line that the rules below got wrong. Written without looking at engross's parser: it knows
only the numbering schemes (containers, "Section N." / "N." top units, bracketed or dotted lists) and keeps
one list type per depth, opened in order of first appearance.
"""

from __future__ import annotations

import argparse
import re
import sys

CONTAINER = re.compile(r"^(PART|CHAPTER|TITLE|ARTICLE|BOOK|DIVISION|(?:[A-Z]+ )?SCHEDULE|ANNEXURE)\b\s*"
                       r"([IVXLC\d]+[A-Z]?)?\.?(?:\s*[-\u2013\u2014]\s*(.*))?$")
SECTION = re.compile(r"^((?:SECTION|Section|SEC\.|Sec\.|Article|ARTICLE)\s*\d+[A-Z]?\.?)\s*(.*)$")
NUMBER = re.compile(r"^(\d+[A-Z]?\.)\s+(.*)$")
DECIMAL = re.compile(r"^(\d+\.\d+(?:\.\d+)*\.?)\s+(.*)$")
ITEM = re.compile(r"^(\(([a-zA-Z]{1,4}|\d{1,3}[A-Z]?)\)|([a-z]|[ivx]{1,5})\.\)?|([a-z])\))\s*(.*)$")
HEADED = re.compile(r"^([^.\u2013\u2014]{2,90}?)(\.?\s*[-\u2013\u2014]+\s*)(.*)$")
ROMAN = re.compile(r"^[ivxl]+$")


def kind_of(mark: str, open_kinds: list[str], last: dict[str, str]) -> str:
    """alpha | digit | roman | ualpha for an item marker, with (i)/(v)/(x) read as letters after (h)/(u)/(w)."""
    core = mark.strip("().")
    if core.isdigit() or core[:-1].isdigit():
        return "digit"
    if ROMAN.match(core):
        prev = last.get("alpha", "")
        if len(core) == 1 and prev and ord(core) == ord(prev) + 1:
            return "alpha"
        return "roman"
    return "ualpha" if core.isupper() else "alpha"


def tag(lines: list[str], family: str) -> list[str]:
    out: list[str] = []
    containers: list[str] = []  # container words open, outermost first
    in_body = False
    items: list[str] = []  # item kinds open under the current top unit
    last: dict[str, str] = {}
    lines = [ln.strip() for ln in lines if ln.strip()]
    for n, s in enumerate(lines):
        nxt = lines[n + 1] if n + 1 < len(lines) else ""
        if family == "my_statute" and in_body and NUMBER.match(nxt) and not (ITEM.match(s) or NUMBER.match(s)
                                                                           or CONTAINER.match(s)):
            out.append("  " * len(containers) + f"> {s}")  # a shoulder heading above its section
            continue
        c = CONTAINER.match(s)
        sec = SECTION.match(s) if family != "in_deed" else None
        num = NUMBER.match(s) if family in ("my_statute", "in_deed", "generic") else None
        it = ITEM.match(s)
        if c and (in_body or s.split()[0] in ("PART", "CHAPTER", "TITLE")):
            word = c.group(1)
            if word in containers:
                containers = containers[:containers.index(word)]
            depth = len(containers)
            label = s if not c.group(3) else s[:c.start(3)].rstrip(" -\u2013\u2014")
            rest = f" \u2013 {{{c.group(3)}}}" if c.group(3) else ""
            out.append("  " * depth + f"* {label}|{rest}")
            containers.append(word)
            items, last, in_body = [], {}, True
            continue
        if out and out[-1].lstrip().startswith("* ") and out[-1].rstrip().endswith("|") and s.isupper():
            out.append(out[-1][:len(out[-1]) - len(out[-1].lstrip())] + f"~ {s}")
            continue
        if sec or (num and in_body) or (num and family == "in_deed"):
            m = sec or num
            assert m is not None
            label, rest = m.group(1), m.group(2)
            inline = ITEM.match(rest) if family == "my_statute" and num else None
            if inline:  # "12. (1) text": the section and its first subsection on one line
                out.append("  " * len(containers) + f"* {label}|")
                mark = inline.group(1)
                items, last, in_body = ["digit" if mark.strip("()")[:1].isdigit() else "alpha"], {}, True
                last[items[0]] = mark.strip("().")
                out.append("  " * (len(containers) + 1) + f"*& {mark}| {inline.group(5)}".rstrip())
                continue
            h = HEADED.match(rest)
            if h and sec:
                rest = f"{{{h.group(1).strip()}}}{h.group(2)}{h.group(3)}"
            out.append("  " * len(containers) + f"* {label}| {rest}".rstrip())
            items, last, in_body = [], {}, True
            continue
        if it and in_body:
            mark = it.group(1)
            k = kind_of(mark, items, last)
            if k in items:
                items = items[:items.index(k) + 1]
            else:
                items.append(k)
            last[k] = mark.strip("().")
            out.append("  " * (len(containers) + len(items)) + f"* {mark}| {it.group(5)}".rstrip())
            continue
        if not in_body:
            out.append(("^ " if s.isupper() and len(s) < 120 else "- ") + s)
            continue
        if family == "my_statute" and s.startswith("\u201c"):  # a definition: a paragraph of the interpreting unit
            items = items[:1] if items[:1] == ["digit"] else []
        out.append("  " * (len(containers) + len(items)) + f"+ {s}")
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file")
    ap.add_argument("--family", default="ph_statute")
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--end", type=int, default=10**9)
    args = ap.parse_args(argv)
    lines = open(args.file, encoding="utf-8").read().splitlines()[args.start:args.end]
    sys.stdout.write("\n".join(tag(lines, args.family)) + "\n")


if __name__ == "__main__":
    main()
