"""A container label its sequence does not allow: one misread label would index every unit under it at a path no
page printed, so those units go to review.

On a scan a document fails by whole documents: `PART III` read `part lii` puts sections 14-20 under `PART LII`, and
every chunk is indexed there with sure words. Whatever the misreading, the label then contradicts the document's own
numbering, two ways that hold in any statute:
- its siblings of its kind count past it (`PART I`, `PART II`, `PART LII`, `PART IV`): it stands outside the longest
  rising run of their numbers;
- sections run on through the Parts (Chapters, Titles) and each holds one at least, so Part n opens on section n or
  later: a Part numbered above the first section below it (`PART LII` over section 14) was misread. A document that
  numbers its sections afresh in each Part opens each on 1 and shows nothing; a code's `CHAPTER 93A` over its
  `Section 2` numbers chapters in another series, so the rule reads roman numerals, or digits where the document's
  own containers show sections running on (one opens past its first section, the next on a later one).
A Schedule (Annexure, Appendix) numbers its items afresh: one whose first item carries the number the Act's own
sections reached before it (`7`, then `Second Schedule` over `8`), or that holds a Part continuing the Act's own Parts
(`PART III` before it, `PART IV` in it), is a reference's wrapped end (`... set out in the` / `Second Schedule.`) taken
for a heading, and the rest of the Act indexed under it.
Such a container's chunks go to review with a reason that names the label and the page (OCR'd text only: a text
layer prints its labels as they are). Nothing moves and no label is made up.
"""

from __future__ import annotations

import re

from ingest.continuity import read_number, sibling_runs
from ingest.scanned import read_by_ocr
from ingest.structure import unit_paths
from ingest.unread import send_to_review
from schemas import Chunk, Node

# containers that hold the sequenced units; `article` and `rule` are often the units themselves
CONTAINERS = ("book", "title", "part", "chapter", "division", "subpart")
_SECTIONS = ("section", "clause", "regulation", "article", "rule")
_APPENDED = ("schedule", "annexure", "appendix", "annex")  # their items are numbered afresh
_PLAIN = re.compile(r"^\s*(?:(?:sec(?:tion)?|s|art(?:icle)?|reg(?:ulation)?|rule|clause)\.?\s*)?(\d+)[A-Z]{0,2}\.?\s*$",
                    re.I)


def odd_containers(tree: Node) -> list[tuple[Node, str]]:
    """Each container whose number its sequence does not allow, with why (what a reviewer checks)."""
    found: dict[int, tuple[Node, str]] = {}
    kind_of = {id(n): n.kind for _, n in unit_paths(tree)}
    runs = [run for run, _ in sibling_runs(tree) if run and kind_of.get(id(run[0])) in CONTAINERS]
    runs_on = _sections_run_on(runs)
    for run in runs:
        for node in run:
            value, roman = _value(node.label) or (None, False)
            first = _first_section(node)
            if value is None or first is None or first <= 1 or value <= first or not (roman or runs_on):
                continue
            found[id(node)] = (node, f"it stands over section {first}, and sections run on through the "
                                     f"{node.kind.capitalize()}s, so it opens on {first} or later")
    for run in runs:  # the siblings' count, the labels the units contradict set aside
        values = [None if id(n) in found or _inserted(n.label) else _value(n.label) for n in run]
        for k in _outside_rise(values):
            before = next((run[j].label for j in range(k - 1, -1, -1) if values[j] is not None), None)
            after = next((run[j].label for j in range(k + 1, len(run)) if values[j] is not None), None)
            around = " and ".join(f"{w} {lab}" for w, lab in (("after", before), ("before", after)) if lab)
            found[id(run[k])] = (run[k], f"its siblings count past it ({around})")
    for node, why in _schedules_in_body(tree):
        found.setdefault(id(node), (node, why))
    return list(found.values())


def _schedules_in_body(tree: Node) -> list[tuple[Node, str]]:
    """Each Schedule whose first item or a Part in it carries on the Act's own numbering before it, with why."""
    out: list[tuple[Node, str]] = []
    last: dict[str, tuple[int, str]] = {}  # the body's last section and Part before each point: (number, label)
    inside: list[str] = []  # path of the schedule being walked
    for path, node in unit_paths(tree):
        if inside and path[: len(inside)] == inside:
            continue
        inside = []
        if node.kind in _APPENDED:
            inside = path
            why = _continues(node, last)
            if why:
                out.append((node, why))
        elif node.kind in _SECTIONS and (m := _PLAIN.match(node.label)):
            last["section"] = (int(m.group(1)), node.label)
        elif node.kind in CONTAINERS and (v := _value(node.label)):
            last[node.kind] = (v[0], node.label)
    return out


def _continues(schedule: Node, last: dict[str, tuple[int, str]]) -> str | None:
    """Why the schedule's items carry on the body's numbering (`8` after section `7`; `PART IV` after `PART III`)."""
    first = next((c for c in schedule.children if c.label), None)
    m = _PLAIN.match(first.label) if first is not None else None
    if m and "section" in last and last["section"][0] >= 2 and int(m.group(1)) == last["section"][0] + 1:
        return (f"it opens on {first.label}, the number after the Act's own section {last['section'][1]} "
                "before it, where a schedule numbers its items afresh")
    for child in schedule.children:
        v = _value(child.label) if child.kind in CONTAINERS else None
        if v and child.kind in last and last[child.kind][0] >= 1 and v[0] == last[child.kind][0] + 1:
            return f"it holds {child.label}, the next after the Act's own {last[child.kind][1]} before it"
    return None


def flag_odd_containers(chunks: list[Chunk], tree: Node | None) -> None:
    """Send to review every OCR'd chunk under a container whose number its sequence does not allow."""
    if tree is None:
        return
    paths = {id(n): p for p, n in unit_paths(tree)}
    for node, why in odd_containers(tree):
        path = paths.get(id(node))
        if not path:
            continue
        under = [c for c in chunks if c.kind != "table" and c.structure_path[: len(path)] == path
                 and read_by_ocr(c)]
        units = sum(1 for p in paths.values() if len(p) > len(path) and p[: len(path)] == path)
        for chunk in under:
            many = f"{units} units fall" if units != 1 else "1 unit falls"
            send_to_review(chunk, f"{many} under '{node.label}', a label its numbering does not allow "
                                  f"({why}): check the {node.kind.capitalize()} labels (page {node.page_start})")


def _value(label: str) -> tuple[int, bool] | None:
    """(number, roman) of a container label (`PART LII` -> (52, True), `Part 3` -> (3, False)); None otherwise."""
    readings = read_number(label)
    for r in readings:
        if r.style in ("arabic", "roman", "ROMAN") and not r.prefix:
            return r.value, r.style != "arabic"
    return None


def _inserted(label: str) -> bool:
    """`PART 2A`: inserted after PART 2, it shares its number (no place in the count)."""
    return any(r.inserted for r in read_number(label))


def _outside_rise(values: list[tuple[int, bool] | None]) -> list[int]:
    """Indexes of numbered siblings outside the longest strictly rising run of their numbers, when that run holds
    all but at most a third of them and two at least (with two siblings nothing says which one is misread)."""
    idx = [k for k, v in enumerate(values) if v is not None]
    if len(idx) < 3:
        return []
    nums = [values[k][0] for k in idx]  # type: ignore[index]
    best: list[list[int]] = []
    def span(run: list[int]) -> int:
        return nums[run[-1]] - nums[run[0]]

    for j, n in enumerate(nums):  # the longest rising run ending at each sibling, the tightest count on ties
        prior = [best[i] for i in range(j) if nums[i] < n]
        best.append(max(prior, key=lambda r: (len(r), -span(r + [j])), default=[]) + [j])
    rise = max(best, key=lambda r: (len(r), -span(r)))  # `I II VIII IV`: I, II, IV counts tighter than I, II, VIII
    if len(rise) < 2 or 3 * (len(idx) - len(rise)) > len(idx):
        return []
    out = [idx[j] for j in range(len(idx)) if j not in rise]
    # a sibling outside the run only when the run's neighbours around it leave it no room (`II`, `LII`, `IV`), or it
    # goes back before the run's next one: a forward jump into a gap is an excerpt's omitted containers
    return [k for k in out if _no_room(k, idx, nums, rise)]


def _no_room(k: int, idx: list[int], nums: list[int], rise: list[int]) -> bool:
    j = idx.index(k)
    lower = [nums[i] for i in rise if i < j]
    upper = [nums[i] for i in rise if i > j]
    return bool(lower) and nums[j] <= max(lower) or bool(upper) and nums[j] >= min(upper)


def _first_section(node: Node) -> int | None:
    """The number of the container's first unit (section, clause, article), None when its first labelled child is
    another container or is numbered otherwise."""
    child = next((c for c in node.children if c.label), None)
    if child is None or child.kind not in _SECTIONS:
        return None
    m = _PLAIN.match(child.label)
    return int(m.group(1)) if m else None


def _sections_run_on(runs: list[list[Node]]) -> bool:
    """The document's containers show sections running on: a later container of a kind opens past 1, on a number
    above the one its sibling before opened on."""
    for run in runs:
        firsts = [f for f in (_first_section(n) for n in run) if f is not None]
        if any(b > max(a, 1) for a, b in zip(firsts, firsts[1:], strict=False)):
            return True
    return False
