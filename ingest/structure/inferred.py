"""A higher level whose heading line OCR lost outright (`PART VI` gone): placed again from what the page still shows.

On a harsh scan a whole container line can vanish, leaving no spoiled word to repair; its units then fall under
the container before it. When the next container skips exactly one number (PART V, then PART VII), the lost one
was between; it is put back only where one place is clear from the units themselves (their numbering restarts or
changes series, or a capitals heading line stands above one, set apart as a container's heading is: centred, or
with the room of the lost label line above it); a lost first one (`TITLE 1`, then `TITLE 2`) only where the
units before say so by their series (`Section 1.101`, `1.102`). The node gets no
heading (its text was not read) and carries the reason in `Node.inferred`, so its chunk goes to review.
Unclear: nothing moves, and the skipped number stays a hole for review.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ingest.structure import jumps
from ingest.structure.headings import caps_line
from ingest.structure.markers import Marker, roman_value, to_roman
from schemas import Line, Node

TOP_KINDS = ("section", "article", "clause", "paragraph", "regulation", "rule")


def _value(label: str) -> tuple[int, bool] | None:
    """`PART VI` -> (6, True), `Title 2` -> (2, False); None when the label ends in no number."""
    last = label.split()[-1] if label.split() else ""
    if last.isdigit():
        return int(last), False
    v = roman_value(last.lower()) if re.fullmatch(r"[IVXLC]+", last) else None
    return (v, True) if v else None


def _keyword(label: str) -> str:
    """What a container's label prints before its number, space kept (`PART ` of `PART VI`)."""
    return label[: len(label) - len(label.split()[-1])]


def _number(label: str) -> int | None:
    found = re.findall(r"\d+", label)
    return int(found[-1]) if found else None


def _headed_by_caps(node: Node, set_apart: Callable[[Line], bool]) -> bool:
    """A capitals line read above the unit's own marker line (a container heading, its label line lost), set
    apart as a container's heading is (`set_apart`: the room of the lost label line above it, or centred); a
    capitals line alone is also how a cross-heading or a deed's clause heading is printed."""
    own = node.lines[:-1] if node.lines else []
    return any(caps_line(ln.text) and len(ln.text.split()) <= 8 and set_apart(ln) for ln in own)


def boundaries(units: list[Node], set_apart: Callable[[Line], bool]) -> set[int]:
    """Indexes where a new container plainly starts among one container's units (never the first)."""
    found: set[int] = set()
    for k in range(1, len(units)):
        a, b = units[k - 1], units[k]
        na, nb = _number(a.label), _number(b.label)
        if na is not None and nb is not None and nb <= na and nb <= 1:
            found.add(k)  # numbering starts again at 1
        if jumps.series(a.label) and jumps.series(b.label) and jumps.series(a.label) != jumps.series(b.label):
            found.add(k)  # `§ 5.101` after `§ 4.312`: another title's series
        if _headed_by_caps(b, set_apart) and not _headed_by_caps(a, set_apart):
            found.add(k)
    return found


def restore_between(parent: Node, mk: Marker, set_apart: Callable[[Line], bool]) -> str | None:
    """Before `mk` (PART VII) opens under `parent`: when the last container of its kind there is PART V and one
    place among its units is clear, move the units from there into an inferred PART VI. Returns the reason."""
    siblings = [c for c in parent.children if c.kind == mk.keyword]
    new = _value(mk.label)
    if not siblings or new is None or siblings[-1] is not parent.children[-1]:
        return None
    prev = siblings[-1]
    old = _value(prev.label)
    if old is None or old[1] != new[1] or new[0] != old[0] + 2:
        return None
    units = [c for c in prev.children if c.kind in TOP_KINDS]
    if len(units) < 2 or any(c.kind not in TOP_KINDS + ("text", "table") for c in prev.children):
        return None
    found = boundaries(units, set_apart)
    if len(found) != 1:
        return None  # no clear place: the skipped number stays a hole that routing reports
    start = prev.children.index(units[found.pop()])
    lost = to_roman(old[0] + 1).upper() if old[1] else str(old[0] + 1)
    label = f"{_keyword(prev.label)}{lost}"
    why = (f"{label} heading not read; its place inferred from numbering ({prev.label}, then {mk.label}; "
           f"its units from {prev.children[start].label})")
    node = Node(kind=prev.kind, label=label, frame=prev.frame, inferred=why, children=prev.children[start:],
                page_start=prev.children[start].page_start,
                page_end=max(c.page_end for c in prev.children[start:]))
    del prev.children[start:]
    parent.children.append(node)
    return why


def restore_first(parent: Node, mk: Marker) -> str | None:
    """Before the first `TITLE 2` under `parent`: the units read just before it, all numbered in series 1
    (`Section 1.101`, `1.102`), stood under a `TITLE 1` whose line was lost. Returns the reason."""
    new = _value(mk.label)
    if new is None or new[0] != 2 or any(c.kind == mk.keyword for c in parent.children):
        return None
    start = len(parent.children)
    while start and parent.children[start - 1].kind in TOP_KINDS:
        start -= 1
    units = parent.children[start:]
    if len(units) < 2 or any(jumps.series(u.label) != ("1",) for u in units):
        return None  # only a series that names the lost number places it
    label = f"{_keyword(mk.label)}{'I' if new[1] else '1'}"
    why = (f"{label} heading not read; its place inferred from numbering ({units[0].label} to {units[-1].label} "
           f"in series 1, then {mk.label})")
    node = Node(kind=mk.keyword, label=label, frame=units[0].frame, inferred=why, children=units,
                page_start=units[0].page_start, page_end=max(u.page_end for u in units))
    del parent.children[start:]
    parent.children.append(node)
    return why
