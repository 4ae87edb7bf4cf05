"""Continuity checks: a hole in a numbering sequence or a gap inside a unit's lines is where text went
missing without a trace in the words OCR returned, so the chunks around it go to review."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass

from ingest import lexicon
from ingest.boxes import overlap_share
from ingest.dates import MONTHS
from ingest.noise_lines import LIST_JOINS
from ingest.scanned import read_by_ocr
from ingest.structure import unit_paths
from ingest.structure.guards import REF_WORD
from ingest.structure.indic_numbers import written, zero_of
from ingest.structure.inferred import TOP_KINDS
from ingest.structure.markers import NATIVE_LETTERS, NUMBERED_CONTAINERS, native_places, roman_value, to_roman
from ingest.unread import first_read_chunk, holding_chunk, send_to_review
from schemas import BBox, Chunk, Line, Node, Page, Span, Table, UnreadRegion

_PREFIX = re.compile(r"^(sec(tion)?s?|art(icle)?|rule|clause|chapter|part|title|book|regulation|reg)\b\.?\s*",
                     re.IGNORECASE)
_NUMBER = re.compile(r"^(\d+)([A-Z]{0,2})$")
_DOTTED = re.compile(r"^(\d+(?:\.\d+)+)\.?$")
_BRACKET = re.compile(r"^\(([\w\u0900-\u0DFF]{1,6})\)$")  # Indic letters carry vowel signs (ಬಿ)
_SEQUENCED = {"section", "clause"}  # numbered through the whole document, across chapters
GAP_PITCHES = 2.2  # lines further apart than this many line pitches, inside one unit, leave a gap
HOLE_PITCHES = 1.75  # ... and this far apart, room for one line (2 pitches), when damage or the sentence says so
TALL_LINE = 2.5  # a line this many text heights tall with no known word is a mark's edge read as letters
FOOT_PITCHES = 1.0  # a page's text stopping this far above where the other pages' text ends has room for a line


@dataclass(frozen=True)
class Number:
    """A label's place in its sequence: style (how it is written), value, and the dotted parent prefix."""

    style: str  # arabic | dotted | letter | LETTER | roman | ROMAN | paren-arabic ...
    value: int
    inserted: bool = False  # 12A, 4B: an inserted unit shares its number with the one before
    prefix: str = ""


def read_number(label: str) -> list[Number]:
    """The ways a label can be read (`(i)` is the ninth letter or roman one: both are returned)."""
    text = _PREFIX.sub("", label.strip()).strip().rstrip(".")
    if m := _DOTTED.match(text):
        parts = m.group(1).split(".")
        return [Number("dotted", int(parts[-1]), prefix=".".join(parts[:-1]))]
    bracket = ""
    if m := _BRACKET.match(text):
        text, bracket = m.group(1), "paren-"
    if m := _NUMBER.match(text):
        return [Number(bracket + "arabic", int(m.group(1)), inserted=bool(m.group(2)))]
    out = []
    # a .. z; aa .. zz is a series of its own (Latin only: an Indic clause letter (क) is not ord()-counted)
    if text.isascii() and text.isalpha() and len(set(text)) == 1 and len(text) <= 2:
        style = ("letter" if text.islower() else "LETTER") + ("2" if len(text) == 2 else "")
        out.append(Number(bracket + style, ord(text[0].lower()) - 96))
    value = roman_value(text.lower())
    if value:
        out.append(Number(bracket + ("roman" if text.islower() else "ROMAN"), value))
    for alphabet, place in native_places(text):  # (क) (ख), (অ) (আ), Kannada (ಎ) (ಬಿ): each alphabet its own series
        out.append(Number(f"{bracket}native:{alphabet}", place))
    return out


def _label_of(number: Number, like: str) -> str:
    """How the missing number would be printed, in the style of `like` (a neighbour's label)."""
    value = number.value
    if ":" in number.style:  # a native clause letter: the alphabet's letter at that place
        letter = NATIVE_LETTERS[number.style.split(":")[1]].split()[value - 1]
        return f"({letter})" if like.strip().startswith("(") else letter
    if number.style.endswith("dotted"):
        text = f"{number.prefix}.{value}"
    elif number.style.rstrip("2").endswith(("letter", "LETTER")):
        text = chr(96 + value) * (2 if number.style.endswith("2") else 1)
    elif number.style.endswith(("roman", "ROMAN")):
        text = to_roman(value)
    else:
        text = written(value, zero_of(like))  # in the neighbour's digits: (२) before (४) misses (३)
    if number.style.split("-")[-1].rstrip("2").isupper():
        text = text.upper()
    core = _PREFIX.sub("", like.strip()).strip()
    return like[: len(like.strip()) - len(core)] + (f"({text})" if core.startswith("(") else text)


def holes(siblings: list[Node], first_expected: bool) -> list[tuple[Node | None, Node, str]]:
    """(unit before, unit after, what is missing) for each break in a run of numbered siblings; a label that
    reads two ways ((i): letter or roman) is taken in the style that leaves the fewest breaks."""
    labelled = [n for n in siblings if n.label]
    readings = [{x.style for x in read_number(n.label)} for n in labelled]
    if not labelled or not all(readings):
        return []
    styles = set.intersection(*readings)
    if labelled[0].kind in NUMBERED_CONTAINERS and any(x.endswith(("roman", "ROMAN")) for x in styles):
        styles = {x for x in styles if not x.endswith("2")}  # `PART II` is two, not the double letter after Z
    found = [_holes_in(labelled, style, first_expected) for style in sorted(styles)]
    return min(found, key=len) if found else []


def _holes_in(labelled: list[Node], style: str, first_expected: bool) -> list[tuple[Node | None, Node, str]]:
    nums = [next(x for x in read_number(n.label) if x.style == style) for n in labelled]
    out: list[tuple[Node | None, Node, str]] = []
    if first_expected and nums[0].value > 1 and not nums[0].inserted and style != "arabic":
        missing = Number(style, 1, prefix=nums[0].prefix)
        out.append((None, labelled[0], _label_of(missing, labelled[0].label)))
    for (a, na), (b, nb) in zip(zip(labelled, nums, strict=True), zip(labelled[1:], nums[1:], strict=True),
                                strict=False):
        if nb.prefix != na.prefix or nb.value <= na.value:
            continue  # another parent's numbering, or a restart (a new schedule, a list that counts again)
        if nb.value > na.value + 1:
            first = _label_of(Number(style, na.value + 1, prefix=na.prefix), a.label)
            last = _label_of(Number(style, nb.value - 1, prefix=na.prefix), a.label)
            out.append((a, b, first if first == last else f"{first}-{last}"))
    return out


def _opens_after_units(document: Node, group: list[Node]) -> bool:
    """The first Part (Chapter, Title) read comes after units that open the document (`1`, `2`, then `PART II`):
    a statute's opening units stand in its first Part, whose label line a fade or a stamp can take, so a run
    starting at II there skips I. (Some consolidations print no Part I: one chunk more for review, on scans.)"""
    if group[0].kind not in NUMBERED_CONTAINERS:
        return False
    first = document.children.index(group[0])
    units = [c for c in document.children[:first] if c.label and c.kind not in NUMBERED_CONTAINERS]
    numbers = [read_number(c.label) for c in units]
    return bool(units) and all(numbers) and numbers[0][0].value == 1


def sibling_runs(tree: Node, units: list[tuple[list[str], Node]] | None = None) -> list[tuple[list[Node], bool]]:
    """Each unit's labelled children of one kind (and whether their first should be the first number), and the
    sections (or deed clauses) of the whole document, which run on across chapters (`units`: the tree's
    `unit_paths`, when the caller has them)."""
    runs: list[tuple[list[Node], bool]] = []

    def walk(node: Node) -> None:
        kinds: dict[str, list[Node]] = {}
        for c in node.children:
            if c.label and c.kind not in _SEQUENCED:
                kinds.setdefault(c.kind, []).append(c)
        runs.extend((group, node.kind != "document" or _opens_after_units(node, group)) for group in kinds.values())
        for c in node.children:
            walk(c)

    walk(tree)
    units = unit_paths(tree) if units is None else units
    runs.extend(([n for _, n in units if n.kind == kind], False) for kind in _SEQUENCED)
    return runs


def sequence_holes(tree: Node) -> list[tuple[Node | None, Node, str]]:
    """Holes among each unit's children (a first child that is not the first number counts), and among the
    sections (or deed clauses) of the whole document, which run on across chapters."""
    return run_holes(sibling_runs(tree))


def run_holes(runs: list[tuple[list[Node], bool]]) -> list[tuple[Node | None, Node, str]]:
    """The holes of each run `sibling_runs` gives."""
    return [hole for run, first_expected in runs for hole in holes(run, first_expected)]


def steps_back(siblings: list[Node]) -> list[tuple[Node, Node]]:
    """(unit before, unit after) where a run's number goes back or repeats without restarting at its first
    (`PART III` then `PART II`): on a scan one of the two labels was misread, so the path the chunk carries may
    be another unit's. A restart (a new list counting from 1 again) and an inserted `12A` after `12` are not."""
    labelled = [n for n in siblings if n.label]
    readings = [{x.style for x in read_number(n.label)} for n in labelled]
    if len(labelled) < 2 or not all(readings):
        return []
    found = []
    for style in sorted(set.intersection(*readings)):
        nums = [next(x for x in read_number(n.label) if x.style == style) for n in labelled]
        found.append([(a, b) for (a, na), (b, nb) in zip(zip(labelled, nums, strict=True),
                                                          zip(labelled[1:], nums[1:], strict=True), strict=False)
                      if nb.prefix == na.prefix and 1 < nb.value <= na.value and not nb.inserted])
    return min(found, key=len) if found else []


_TWO_LETTERS = re.compile(r"^\(([a-z])([a-z])\)$")


def unlikely_inserts(siblings: list[Node]) -> list[tuple[str, Node]]:
    """(the label before, the unit) for each `(xy)` label of two letters that is no roman number and no doubled
    letter, whose series of inserted items never opened: an item put in after (a) is `(aa)`, after (i) `(ia)`
    (India, Nigeria, Kenya number insertions so), and `(ab)` follows `(aa)`; `(ai)` right after (a), with no (ah)
    before it, is no label a drafter gives, but `(ii)` (or another item) read with a stroke as `a`."""
    out = []
    labels = [n.label.strip().lower() for n in siblings]
    for k, node in enumerate(siblings):
        m = _TWO_LETTERS.match(labels[k])
        if not m or m.group(1) == m.group(2) or read_number(labels[k]) or m.group(2) == "a":
            continue
        prior = f"({m.group(1)}{chr(ord(m.group(2)) - 1)})"
        if prior not in labels[:k]:
            out.append((siblings[k - 1].label if k else "the start", node))
    return out


def flag_holes(chunks: list[Chunk], tree: Node | None) -> None:
    """Send the chunk whose number skips (else the one before the hole) to review, once per hole, or give the
    reason to the chunk before the hole when it is in review already: one reviewer looks at the spot, the
    unit beside it need not be reviewed as well (OCR'd text only: a text layer does not lose print, so its
    gaps are the document's own)."""
    if tree is None:
        return
    units = unit_paths(tree)
    paths = {id(n): p for p, n in units}
    runs = sibling_runs(tree, units)
    found_holes = run_holes(runs)
    reported: set[str] = set()
    for before, after, missing in found_holes:
        if (held := _held_between(before, after, missing, paths, chunks)) is not None:
            chunk, line = held  # the missing unit's label line was read, inside a chunk before: nothing is missing
            send_to_review(chunk, f"numbering skips {missing} before {after.label}: its label line stands in this "
                                  f"unit's text ('{line.text[:40]}', page {line.page}), read but not split off")
            reported.update(c.id for c in chunks if c.structure_path == paths.get(id(after)))
            continue
        reason = f"numbering skips {missing} before {after.label}: text may be missing (page {after.page_start})"
        if before is None and after in tree.children and after.kind in NUMBERED_CONTAINERS:
            _flag_opening_units(tree, after, missing, chunks)
        found = [c for node in (after, before) if node is not None
                 and (c := holding_chunk(paths.get(id(node), []), chunks)) is not None
                 and read_by_ocr(c)]
        # the reviewer who already opens the unit before the hole, or the chunk printed just before the unit
        # after it (a lost unit's remains read into a heading between them), for its own reasons sees the hole
        # too: a second chunk need not go to review for the same spot
        beside = [*found[1:], *_printed_before(paths.get(id(after), []), chunks)]
        chosen = next((c for c in beside if c.route == "review"), found[0] if found else None)
        if chosen is not None:
            send_to_review(chosen, reason)
            reported.update(c.id for c in found)
        if found and found[0] is not chosen and _marker_misread(after, missing, found[0]):
            send_to_review(found[0], f"numbering skips {missing} before {after.label}, whose marker reads "
                                     f"'{found[0].body.lstrip()[:len(after.label)]}': it may be the missing "
                                     f"{missing}, misread (page {after.page_start})")
        # a unit whose label line was lost but whose text was read joins the unit printed before it: that
        # chunk then holds a paragraph more than its own (review-findings S13), and is wrong, not just beside
        # (a lost CHAPTER or PART heading leaves its sections under their own labels: nothing runs in)
        prior = _printed_before(paths.get(id(after), []), chunks) if before is not None and not after.children else []
        if prior and prior[0].route != "review" and read_by_ocr(prior[0]) \
                and _paragraph_break(prior[0]):
            send_to_review(prior[0], f"numbering skips {missing} before {after.label}: its text may have run into "
                                     f"this unit (page {after.page_start})")
        if before is not None and not after.children:
            _flag_table_before(paths.get(id(before), []), paths.get(id(after), []), missing, chunks)
    _flag_items_in_containers(tree, units, paths, found_holes, chunks)
    _flag_after_lost_container(found_holes, paths, chunks)
    _flag_after_lost_last_container(tree, paths, chunks)
    for run, _ in runs:  # a number that goes back: one of the two labels was misread
        for before, after in steps_back(run):
            chunk = holding_chunk(paths.get(id(after), []), chunks)
            if chunk is not None and read_by_ocr(chunk):
                send_to_review(chunk, f"numbering goes back, {after.label} after {before.label}: a label may be "
                                      f"misread (page {after.page_start})")
    for run, _ in runs:  # a label of two letters whose inserted series never opened: misread
        for before, node in unlikely_inserts(run):
            chunk = holding_chunk(paths.get(id(node), []), chunks)
            if chunk is not None and read_by_ocr(chunk):
                send_to_review(chunk, f"a label no numbering allows, {node.label} after {before}: its marker may be "
                                      f"misread and the unit stand at another path (page {node.page_start})")
    for path, node in paths_inferred(units):  # a unit put back without its marker or heading line read
        chunk = first_read_chunk(path, chunks) or holding_chunk(path, chunks)
        if chunk is not None and read_by_ocr(chunk):
            send_to_review(chunk, f"{node.inferred} (page {node.page_start})")
            # the inferred unit's own chunk holds nothing read but the label put back: indexed, it would show a
            # heading no page printed as if read (seed 9971, session 15: `CHAPTER III` indexed at 1.0 whose line
            # a fade took), so it goes to review with the same reason
            own = next((c for c in chunks if c.kind != "table" and c.structure_path == path and c is not chunk
                        and not read_by_ocr(c)), None)
            if own is not None:
                send_to_review(own, f"{node.inferred} (page {node.page_start})")
    _flag_under_renumbered(chunks)
    for chunk in chunks:  # the structure stage's own record of a jump, when it keeps one
        gap = getattr(chunk, "numbering_gap", None)
        if gap and read_by_ocr(chunk) and chunk.id not in reported \
                and not any("skips" in r for r in chunk.review_reasons):
            send_to_review(chunk, f"numbering skips {gap}: text may be missing (page {chunk.page_start})")


_ONE_ITEM = re.compile(r"^\([a-z]{1,4}\)$|^\(\d{1,3}\)$")


def _marker_misread(after: Node, missing: str, chunk: Chunk) -> bool:
    """The item right after a hole of one item, indexed while its own chunk does not open on its marker as printed
    (`(j Payment ...` for (j)): a marker read half is read no surer in its letter, and the one missing just
    before it may be this one (seed 9993 03_statute, harsh: `(i)` read `(j`, indexed under (j), 0.99 similar)."""
    return (chunk.route != "review" and read_by_ocr(chunk) and chunk.structure_path[-1:] == [after.label]
            and bool(_ONE_ITEM.match(missing)) and bool(_ONE_ITEM.match(after.label))
            and chunk.body.lstrip().startswith("(") and not chunk.body.lstrip().startswith(after.label))


_RENUMBERED = "numbering misread by OCR: the page does not print "


def _printed_number(word: str) -> int | None:
    """The value of a cleanly printed number (`ii`, `12`), None for a garbled one (`ti`, `iit`)."""
    return int(word) if word.isdigit() else roman_value(word)


def _garbled_number(chunk: Chunk, keyword: str) -> bool:
    """The chunk's heading line prints the keyword and, after it, a word that is no number (`PART TI`)."""
    first = re.findall(r"[a-z0-9]+", chunk.body.lower().split("\n", 1)[0])[:2]
    return len(first) == 2 and first[0] == keyword and _printed_number(first[1]) is None


def _flag_under_renumbered(chunks: list[Chunk]) -> None:
    """The units under a Part or Chapter the numbering renumbered although its heading line prints another number
    cleanly (`PART II` read whole, put at PART III because an earlier `PART TI` took II): one of the two headings was
    misread, and the units under it carry a path the page may not give them (seed 9993 11_my_act, harsh: s. 3 and 5
    of PART II indexed under PART III, 0.99 similar). A heading misread into no number (`CHAPTER IIT`) is the misread
    one; the units under it stand where the page puts them, as they do where the unit whose number this heading prints
    reads no other (seed 9993 05_my_act, moderate: `PART II`, `PART III` read `PART I` after `PARTI`: strokes lost)."""
    for head in chunks:
        path = head.structure_path
        if not path or not read_by_ocr(head) or not any(r.startswith(_RENUMBERED) for r in head.review_reasons):
            continue
        wanted = path[-1].lower().split()
        if len(wanted) != 2 or wanted[0] not in NUMBERED_CONTAINERS or _printed_number(wanted[1]) is None:
            continue
        first = re.findall(r"[a-z0-9]+", head.body.lower().split("\n", 1)[0])[:2]
        printed = _printed_number(first[1]) if len(first) == 2 and first[0] == wanted[0] else None
        if printed is None or printed == _printed_number(wanted[1]):
            continue
        shown = f"{path[-1].split()[0]} {first[1].upper()}"
        rival = next((c for c in chunks if c.structure_path == [*path[:-1], shown]), None)
        if rival is None or not _garbled_number(rival, wanted[0]):
            continue  # the unit of the number this heading prints reads it (`PARTI` too): this one lost a stroke
        for chunk in chunks:
            if chunk.structure_path[:len(path)] == path and len(chunk.structure_path) > len(path) \
                    and chunk.route != "review" and read_by_ocr(chunk):
                send_to_review(chunk, f"under {path[-1]}, whose heading prints {shown} (page {head.page_start}): "
                                      f"numbered after the one before, one of the two headings is misread, and this "
                                      f"unit may stand under another")


def _flag_table_before(before: list[str], after: list[str], missing: str, chunks: list[Chunk]) -> None:
    """A table the unit before a hole ends on, printed just before the unit after it, holds what the lost unit left:
    a paragraph a fade or a stain took reads as scattered words, and rows of them are taken for a table (seed 9991's
    Cybercrime Act, clean scan: s. 4 (a)(3) under a heavy fade read as `| (3) | — Changing. | etasing or degrading
    data, |` under (a)(2), indexed at 0.83 while (2)'s text went to review for the hole). OCR'd tables only."""
    at = next((i for i, c in enumerate(chunks) if after and c.structure_path == after), None)
    if not at or not before:
        return
    table = chunks[at - 1]
    if table.kind == "table" and table.structure_path == before and read_by_ocr(table):
        send_to_review(table, f"numbering skips {missing} before {after[-1]}: its text may have been read as this "
                              f"table (page {table.page_start})")


def _flag_items_in_containers(tree: Node, units: list[tuple[list[str], Node]], paths: dict[int, list[str]],
                              found: list[tuple[Node | None, Node, str]], chunks: list[Chunk]) -> None:
    """A Part or Chapter holds sections, and a section's items open at the first (`(1)`, `(a)`): items read
    directly under a container lost their section's label line (a fade, a stain) where their run opens past its
    first (`PART III` > `(2)`), or where the section read next after them skips a number (`CHAPTER II` > `(a)`,
    `(b)`, then `SEC. 5`: SEC. 4's line lost). Indexed, they carry the Part's path, not their section's."""
    after_holes = {id(b) for a, b, _ in found if b.kind in _SEQUENCED}
    # items at the document's own top level, where its provisions are sections: the section and the Chapter over
    # it both lost (9985 lay04, a fade down page 1's left column: `(f)`-`(k)` of SEC. 3 read with no section)
    top = [tree] if any(n.kind in _SEQUENCED for _, n in units) else []
    paths = {**paths, id(tree): []}
    for node in [*top, *(n for _, n in units)]:
        if node.kind not in NUMBERED_CONTAINERS and node is not tree:
            continue
        items = [c for c in node.children if c.label and c.label.strip().startswith("(")]
        if node is tree:  # at the top level, only items a section is read after (at any depth): a lost section's
            # items stand before the next section read (9985 lay04: before CHAPTER II's sections); a list after the
            # last provision is the document's own (a lease's covenants (a)-(c) after clause 5; a bank's forms
            # numbering items on through the set, `(clxxi)` after facility 5: Karnataka Bank's deed of guarantee,
            # declaration by mortgagor and loan agreement print it)
            order = {id(n): k for k, (_, n) in enumerate(units)}
            last = max((order[id(n)] for _, n in units if n.kind in _SEQUENCED), default=-1)
            items = [c for c in items if order.get(id(c), last) < last]
        if not items:
            continue
        numbers = read_number(items[0].label)
        nxt = next((c for c in node.children[node.children.index(items[-1]) + 1:] if c.kind in _SEQUENCED), None)
        if numbers and min(x.value for x in numbers) > 1:
            why = "its first items not read"
        elif nxt is not None and id(nxt) in after_holes:
            why = f"the section after it, {nxt.label}, skips a number"
        else:
            continue
        where = "the document's top level" if node is tree else node.label
        reason = (f"an item {{}} read directly under {where}, {why}: its section's label line may be lost, "
                  f"the path may lack it (page {items[0].page_start})")
        lost = [paths[id(n)] for n in items if id(n) in paths]
        for chunk in chunks:
            if chunk.kind != "table" and any(chunk.structure_path[: len(p)] == p for p in lost) \
                    and read_by_ocr(chunk):
                send_to_review(chunk, reason.format(chunk.structure_path[len(paths[id(node)])]))


def _flag_after_lost_container(found: list[tuple[Node | None, Node, str]], paths: dict[int, list[str]],
                               chunks: list[Chunk]) -> None:
    """`CHAPTER II`, then `CHAPTER IV`: CHAPTER III's label line was lost inside CHAPTER II. Where the sections
    under CHAPTER II skip a number at one place only (SEC. 5, then SEC. 7: a fade or stain took SEC. 6 with the
    Chapter's heading above it), the lost Chapter opened there, and the sections from SEC. 7 to CHAPTER II's end,
    words right, are indexed under CHAPTER II: their OCR'd chunks go to review (the convention of stray_titles'
    units after a lost Part's title; restore_between moves them when the place is clear by their headings)."""
    for before, after, missing in found:
        if before is None or before.kind not in NUMBERED_CONTAINERS or after.kind != before.kind:
            continue
        inside = [b for a, b, _ in found if a is not None and a.kind in _SEQUENCED and a in before.children
                  and b in before.children]
        if len(inside) == 1:
            place = inside[0]
            reason = (f"numbering skips {missing} before {after.label}, and the sections under {before.label} skip "
                      f"at {place.label}: this unit may stand in the lost {missing}, indexed under {before.label}")
        elif not inside and (place := _after_lost_lines(before, paths, chunks)) is not None:
            reason = (f"numbering skips {missing} before {after.label}, and print was lost just before "
                      f"{place.label} under {before.label}: this unit may stand in the lost {missing}, indexed under "
                      f"{before.label}")
        else:
            continue  # no place, or several: the hole's own reason stands
        _flag_from(before, place, paths, chunks, reason)


def _flag_after_lost_last_container(tree: Node, paths: dict[int, list[str]], chunks: list[Chunk]) -> None:
    """`CHAPTER I`, `CHAPTER II`, and CHAPTER III's heading lines lost to a fade or stamp: no later Chapter shows the
    skip, and the last sections are indexed under CHAPTER II. Where unread print stands between two sections of
    the last numbered container of its kind (`_after_lost_lines`, the same place a skipped Chapter is looked for),
    the sections from there to its end go to review (session 25: seed 5261's lost last CHAPTER, 9 chunks)."""
    def walk(node: Node) -> None:
        last: dict[str, Node] = {}
        for child in node.children:
            if child.kind in NUMBERED_CONTAINERS and read_number(child.label):
                last[child.kind] = child
            walk(child)
        for container in last.values():
            if not read_by_ocr(container) or (found := _heading_room(container, paths, chunks)) is None:
                continue
            place, why = found
            reason = (f"{why} just before {place.label} under {container.label}, the last {container.kind} read: "
                      f"a {container.kind} heading may have stood there, and this unit may be indexed under "
                      f"{container.label} in its stead")
            _flag_from(container, place, paths, chunks, reason)
    walk(tree)


HEADING_ROOM = 2.0  # line heights of blank beyond the usual space between two sections: room for a lost heading


def _heading_room(container: Node, paths: dict[int, list[str]], chunks: list[Chunk]) -> tuple[Node, str] | None:
    """The first section of `container` with room for a lost heading above it on its page: unread print lying
    wholly in the blank between it and the section before (not over either one's lines: a fade inside a section is
    that section's loss), or a blank HEADING_ROOM line heights wider than the usual space between its sections (a
    heading a coffee ring or stamp hid from OCR, its print still there). None when no section has such room."""
    units = [c for c in container.children if c.kind in TOP_KINDS and id(c) in paths]
    ends = []
    for unit in units[1:]:
        own, prior = first_read_chunk(paths[id(unit)], chunks), _printed_before(paths[id(unit)], chunks)
        # lines, not words: a speck read as the last word (`.`, 1 pt high) is no measure of where the line ends
        starts, stops = _lines(own) if own is not None else [], _lines(prior[0]) if prior else []
        if starts and stops and starts[0].page == stops[-1].page:
            ends.append((unit, [*prior[0].unread_regions, *own.unread_regions], stops[-1], starts[0]))
    gaps = sorted(first.bbox[1] - last.bbox[3] for _, _, last, first in ends)
    usual = gaps[len(gaps) // 2] if gaps else 0.0
    for unit, regions, last, first in ends:
        height = max(1.0, first.bbox[3] - first.bbox[1])
        if any(r.page == first.page and r.bbox[1] >= last.bbox[3] - height / 2
               and r.bbox[3] <= first.bbox[1] + height / 2 for r in regions):
            return unit, "print was lost"
        if len(gaps) >= 3 and first.bbox[1] - last.bbox[3] > usual + HEADING_ROOM * height:
            return unit, "a blank wider than a section's spacing"
    return None


def _flag_from(container: Node, place: Node, paths: dict[int, list[str]], chunks: list[Chunk], reason: str) -> None:
    """Send to review the OCR'd chunks of `container`'s units from `place` to its end."""
    start = container.children.index(place)
    moved = [paths[id(n)] for n in container.children[start:] if n.label and id(n) in paths]
    for chunk in chunks:
        if chunk.kind != "table" and any(chunk.structure_path[: len(p)] == p for p in moved) and read_by_ocr(chunk):
            send_to_review(chunk, reason)


LOST_LINES_PITCHES = 4.0  # unread print this many line heights from a section's edge stands between two sections


def _after_lost_lines(container: Node, paths: dict[int, list[str]], chunks: list[Chunk]) -> Node | None:
    """`CHAPTER II`, then `CHAPTER IV`, its sections running on with no number skipped: CHAPTER III's heading
    lines were lost whole (a fade over a column's middle, two-column statutes: the Philippines' Republic Acts,
    India's and Malaysia's Acts) and left no hole among the sections. Where unread print lies between two of the
    container's sections (below the last line of the one before, or just above the first line of the next, in
    that line's column), the lost heading most likely stood there: the first section after such a place (the
    first of several: every later section is in doubt too). None when no section has lost print before it."""
    units = [c for c in container.children if c.kind in TOP_KINDS and id(c) in paths]
    for unit in units[1:]:
        own = first_read_chunk(paths[id(unit)], chunks)
        prior = _printed_before(paths[id(unit)], chunks)
        if own is None or not own.words or not prior or not prior[0].words:
            continue
        first, last = own.words[0], prior[0].words[-1]
        if any(_between(r, last, first) for c in (prior[0], own) for r in c.unread_regions):
            return unit
    return None


def _between(region: UnreadRegion, last: Span, first: Span) -> bool:
    """The region lies in the gap after word `last` (below its line, in its column) or before word `first`
    (above its line, in its column), within LOST_LINES_PITCHES line heights of it."""
    def near(word: Span, below: bool) -> bool:
        height = max(1.0, word.bbox[3] - word.bbox[1])
        if region.page != word.page or region.bbox[2] < word.bbox[0] - 2 * height:
            return False
        gap = region.bbox[1] - word.bbox[3] if below else word.bbox[1] - region.bbox[3]
        return -height / 2 <= gap <= LOST_LINES_PITCHES * height and region.bbox[0] <= word.bbox[2] + 2 * height
    return near(last, True) or near(first, False)


def _flag_opening_units(tree: Node, after: Node, missing: str, chunks: list[Chunk]) -> None:
    """The units read before the first container (`1`, `2`, then `PART II`) stood in the lost first one (`PART I`,
    its label line faded or torn): indexed at the top level they carry a path no page gave them, their words
    right, so their OCR'd chunks go to review (the convention of stray_titles' units after a lost Part's title;
    statutes in Parts or Chapters: Malaysia, the Philippines, India)."""
    first = tree.children.index(after)
    tops = {n.label for n in tree.children[:first] if n.label and n.kind not in NUMBERED_CONTAINERS}
    reason = (f"numbering skips {missing} before {after.label}: this unit, read before it, may stand in the lost "
              f"{missing}, indexed at the document's top level")
    for chunk in chunks:
        if chunk.kind != "table" and chunk.structure_path and chunk.structure_path[0] in tops \
                and read_by_ocr(chunk):
            send_to_review(chunk, reason)


def _missing_labels(missing: str) -> list[str]:
    """`SEC. 9` -> [`SEC. 9`]; a range `2-6` -> each label in it (in the first's style); [] when unreadable."""
    if "-" not in missing:
        return [missing]
    first, last = missing.split("-", 1)
    a, b = read_number(first), read_number(last)
    styles = {x.style for x in a} & {x.style for x in b}
    if not styles:
        return []
    style = sorted(styles)[0]
    na, nb = next(x for x in a if x.style == style), next(x for x in b if x.style == style)
    return [_label_of(Number(style, v, prefix=na.prefix), first) for v in range(na.value, nb.value + 1)]


_MONTH = "(?i:" + "|".join(sorted(MONTHS, key=len, reverse=True)) + ")"  # `9 August 2012`: a date, no label


def _opens_as(label: str) -> re.Pattern[str]:
    """A line opening as the label's unit does: `27. Clause ...`, `SEC. 9. Corporate ...` (or `EC. 9.` with the
    keyword's first letters lost at a tear or fade), `2.1 The ...` for clause 2, then a capital or a bracket; an
    item `(c) any ...` in lower case too, but not a reference wrapped to the line's start (`(c) of section 4`)."""
    core = _PREFIX.sub("", label.strip()).strip()
    word = label.strip()[: len(label.strip()) - len(core)].strip()
    lead = "|".join(re.escape(word[i:]) for i in range(len(word) - 1))
    opening = rf"(?:(?i:{lead})\s*)?" if lead else ""
    if core.startswith("("):
        return re.compile(rf"^{opening}{re.escape(core)}\s+(?!(?:of|to|in|and|or|above|below)\b)[A-Za-z\"“(\[]")
    return re.compile(rf"^{opening}{re.escape(core)}(?:\.\d+)*\.?\s+(?!{_MONTH}\b)[A-Z\"“(\[]")


def _cites(before: str) -> bool:
    """The line before ends with a unit's name (`... the penalty set out in Section` / `9 (1) of this Act`): the
    number opening the next line is a citation wrapped to its start, not a label line (the builder's `REF_WORD`;
    its prepositions aside: `... the full punishment under` / `27. Clause 40 ...`, a fold took `Act 265.`)."""
    m = REF_WORD.search(before)
    return bool(m) and m.group(0).strip().lower() not in ("under", "per", "see")


def _held_between(before: Node | None, after: Node, missing: str, paths: dict[int, list[str]],
                  chunks: list[Chunk]) -> tuple[Chunk, Line] | None:
    """The chunk, printed from the unit before a hole up to the unit after it, one of whose lines (not its first)
    opens as the missing unit does, every missing label found so (OCR'd text): the unit's label line was read but
    not split off (a fold took the line before it, so `27.` read as a wrapped reference; a tear took `S` of
    `SEC. 9.`). Its text ran into that chunk; nothing the page printed is missing. The chunk holding the last
    missing label's line is returned with that line (None: the hole stands)."""
    labels = _missing_labels(missing)
    text = [c for c in chunks if c.kind != "table"]
    start = next((i for i, c in enumerate(text) if before is not None and c.structure_path == paths.get(id(before))),
                 None)
    end = next((i for i, c in enumerate(text) if c.structure_path == paths.get(id(after))), None)
    if not labels or start is None or end is None or end <= start:
        return None
    between = [(c, ln) for c in text[start:end] if read_by_ocr(c)
               for prior, ln in itertools.pairwise(_lines(c)) if not _cites(prior.text)]
    found = None
    for label in labels:
        pattern = _opens_as(label)
        found = next(((c, ln) for c, ln in between if pattern.match(ln.text.strip())), None)
        if found is None:
            return None
    return found


def _printed_before(path: list[str], chunks: list[Chunk]) -> list[Chunk]:
    """The text chunk output just before the unit's own chunk (none when the unit has no chunk of its own)."""
    text = [c for c in chunks if c.kind != "table"]
    at = next((i for i, c in enumerate(text) if path and c.structure_path == path), None)
    return [text[at - 1]] if at else []


SHORT_LINE = 0.85  # a line ending a sentence this share of the chunk's width or less ends a paragraph


def _paragraph_break(chunk: Chunk) -> bool:
    """A line ending a sentence short of the chunk's right edge with more lines after it: a paragraph ends
    inside the chunk, and another begins there."""
    lines = _lines(chunk)
    if len(lines) < 2:
        return False
    left, right = min(ln.bbox[0] for ln in lines), max(ln.bbox[2] for ln in lines)
    return any(a.text.rstrip().endswith(lexicon.SENTENCE_END) and a.bbox[2] - left <= SHORT_LINE * (right - left)
               for a in lines[:-1])


def paths_inferred(units: list[tuple[list[str], Node]]) -> list[tuple[list[str], Node]]:
    """The units the structure stage inferred (`Node.inferred`), with their paths (of the tree's `unit_paths`)."""
    return [(p, n) for p, n in units if n.inferred]


def lost_headings(tree: Node | None) -> list[list[str]]:
    """The paths of inferred units none of whose heading was read (no line of their own): only such a unit can
    have lost its heading as an unread region. A label read and misread (`S.` for clause `8.`) was read: a scribble
    over the clause before it is that clause's loss, not the next clause's heading."""
    return [p for p, n in paths_inferred(unit_paths(tree)) if not n.lines] if tree is not None else []


# --- gaps inside a unit ---------------------------------------------------------------------------------------

def flag_gaps(chunks: list[Chunk], pages: list[Page], tables: list[Table]) -> None:
    """A blank of two lines or more between consecutive lines of one chunk on one page, where a mark, a stray
    rule (a fold's crease) or unread ink lies or where the sentence breaks off, is text lost there; so is a
    blank just one line tall where damage lies or where a sentence breaks off and runs on in lower case."""
    by_number = {p.number: p for p in pages}
    pitch = {p.number: _pitch(p) for p in pages}
    parts = [(p.page, p.bbox) for t in tables for p in t.parts]
    for chunk, a, b in _line_pairs(chunks):
        page = by_number.get(a.page)
        if page is None or b.page != a.page or b.bbox[1] - a.bbox[1] <= HOLE_PITCHES * pitch[a.page]:
            continue
        gap: BBox = (min(a.bbox[0], b.bbox[0]), a.bbox[3], max(a.bbox[2], b.bbox[2]), b.bbox[1])
        if any(pg == a.page and overlap_share(box, gap) > 0.2 for pg, box in parts):
            continue  # a table sits there; its rows are in the table's chunks
        damaged = any(overlap_share(m.bbox, gap) > 0.2 or overlap_share(gap, m.bbox) > 0.2 for m in page.marks
                      if m.kind != "smudge") or any(overlap_share(u.bbox, gap) > 0.2 for u in page.unread) \
            or any(_crosses(r, gap) for r in page.rulings)
        width = _width(page)
        cut = _breaks_off(a.text, wrapped=a.bbox[2] - a.bbox[0] >= WRAPPED * width) and not _names_a_block(a.text,
                                                                                                    b.text)
        if b.bbox[1] - a.bbox[1] <= GAP_PITCHES * pitch[a.page]:  # room for one line only
            cut = cut and b.text.lstrip()[:1].islower()  # the sentence runs on into the next line
        if damaged or cut:
            what = "sentence cut off at a blank" if cut and not damaged else "blank under damage"
            send_to_review(chunk, f"{what} inside the text, page {a.page}: lines may be missing")
    _flag_short_lines(chunks, by_number, pitch)
    _flag_page_breaks(chunks, pages, pitch)
    _flag_unit_ends(chunks, by_number, pitch, parts)
    _flag_running_heads(chunks, pages)
    _flag_empty_pages(chunks, pages, tables)


HEAD_BAND = 0.1  # a running head stands in this top share of the page (a running foot in this bottom share)
HEAD_WIDTH = 0.5  # no wider than this share of the page, centred within CENTRED_BY of its middle
CENTRED_BY = 0.05
SAME_PLACE = 6.0  # points: the same head's box on two pages


def _running_heads(pages: list[Page]) -> list[BBox]:
    """The boxes of short centred lines at a page's top or foot (read as text, or taken for furniture) that stand at
    the same place on two other pages or more: a running head (`Laws of Malaysia Act 790`) or foot (`Page 1 of 5`,
    read `Page Lots`, `Pave Jobs`, `Pave dots` on a harsh scan: seed 4127's 03_statute, whose SEC. 3 (h) was
    indexed at 0.96 with `Page Lots` read into it), however each page read it."""
    tops = [ln.bbox for p in pages for ln in [*p.lines, *p.furniture]
            if (ln.bbox[1] <= HEAD_BAND * p.height or ln.bbox[3] >= (1 - HEAD_BAND) * p.height)
            and ln.bbox[2] - ln.bbox[0] <= HEAD_WIDTH * p.width
            and abs((ln.bbox[0] + ln.bbox[2]) / 2 - p.width / 2) <= CENTRED_BY * p.width]
    return [b for b in tops if sum(_same_place(b, o) for o in tops) >= 3]


def _same_place(a: BBox, b: BBox) -> bool:
    """Two boxes at the same place on their pages, within SAME_PLACE points on every edge."""
    return all(abs(x - y) <= SAME_PLACE for x, y in zip(a, b, strict=True))


def _flag_running_heads(chunks: list[Chunk], pages: list[Page]) -> None:
    """A running head misread on each page (`Laws ot Mahiysne Act 709`, `Paws ol Malavsine Ace 790`) is not
    taken for furniture (the texts differ) and is read into the text of the chunk whose page it heads: words the
    page prints as no part of the unit (seed 9979's 11_my_act SECOND SCHEDULE, indexed at 0.91). Its place, the
    same on every page, shows it: the chunk goes to review (OCR'd lines only; Acts and deeds print such heads)."""
    heads = _running_heads([p for p in pages if read_by_ocr(p)])
    by_number = {p.number: p for p in pages}
    if not heads:
        return
    for chunk in chunks:
        if chunk.kind == "table" or not read_by_ocr(chunk):
            continue
        line = next((ln for ln in _lines(chunk) if any(_same_place(ln.bbox, h) for h in heads)), None)
        if line is not None:
            where = "head" if line.bbox[1] <= HEAD_BAND * by_number[line.page].height else "foot"
            send_to_review(chunk, f"the page's running {where} read into the text ('{line.text[:40]}', page "
                                  f"{line.page}): its words are no part of the unit, and may be misread")


FITS_SLACK = 1.0  # text heights of room beyond the next line's first word (and a space) a short line must leave
RUN_ON_LINES = 6  # lines running on into the next in the document, at least, to judge how the page breaks its lines
SHORT_SHARE = 0.2  # ... of which at most this share stop short: a page set in running lines
SURE_WORD = 0.8  # the next line's first word read at least this sure, in small letters only
LINE_STEP = 1.15  # pitches between the two lines at most: one paragraph's lines (a paragraph break may come anywhere)


def _flag_short_lines(chunks: list[Chunk], pages: dict[int, Page], pitch: dict[int, float]) -> None:
    """A line that stops short of its column's right edge while its sentence runs on into the next line (no
    sentence end, the next line opening in lower case), with room left for the next line's first word: print
    set in running lines breaks a line only where the next word does not fit, so words at its end were lost (a
    torn corner on a white lid that cut one line's last words, no fibres read: seed 4127's `... and shall` /
    `by—`, `be accompanied` torn off). Only in a document set so: a text whose lines were broken by hand (a bill's
    lines kept as its source wrapped them) breaks many lines early; there, one more says nothing. The chunk
    holding the line goes to review."""
    found: list[tuple[Chunk, Line, bool]] = []
    for chunk, a, b in _line_pairs(chunks):
        page = pages.get(a.page)
        if page is None or b.page != a.page or not b.words \
                or not 0 < b.bbox[1] - a.bbox[1] <= LINE_STEP * pitch[a.page]:
            continue
        first = b.words[0]
        text, after = a.text.rstrip(), first.text
        core = lexicon.core(after)
        if not text or text.endswith((*lexicon.SENTENCE_END, "-", ",")) or not core.isalpha() \
                or not core.islower() or first.confidence < SURE_WORD or b.bbox[0] >= a.bbox[2] \
                or text.split()[-1].lower() in LIST_JOINS or _after_label(first, page):
            continue  # a sentence's end, a list item's `and`; a label (`lL.` for `1.`, `(iii)` kept apart
            # from its item's words) or a word read unsure (`mot ice` for `notice`: its first piece is no
            # measure of the printed word) opening the next line
        rights = sorted(ln.bbox[2] for ln in page.lines
                        if min(ln.bbox[2], a.bbox[2]) - max(ln.bbox[0], a.bbox[0]) > 0.5 * (a.bbox[2] - a.bbox[0]))
        if len(rights) < 3:
            continue
        height = first.bbox[3] - first.bbox[1]
        edge = rights[int(0.9 * (len(rights) - 1))]
        fits = edge - a.bbox[2] > first.bbox[2] - first.bbox[0] + (0.3 + FITS_SLACK) * height
        found.append((chunk, a, fits))
    short = [(c, a) for c, a, fits in found if fits]
    if short and len(found) >= RUN_ON_LINES and len(short) <= SHORT_SHARE * len(found):
        for chunk, a in short:
            send_to_review(chunk, f"a line stops short with its sentence running on (page {a.page}, "
                                  f"'{a.text.rstrip()[-30:]}'): words at its end may be missing")


def _after_label(word: Span, page: Page) -> bool:
    """The page's line holding the word opens on another word before it (an item's label the chunk keeps apart)."""
    for ln in page.lines:
        if any(w.bbox == word.bbox for w in ln.words):
            return ln.words[0].bbox != word.bbox
    return False


WRAPPED = 0.7  # a line this share of its page's text width or wider was wrapped: its sentence runs on


def _flag_unit_ends(chunks: list[Chunk], pages: dict[int, Page], pitch: dict[int, float],
                    parts: list[tuple[int, BBox]]) -> None:
    """A chunk whose text stops mid-sentence (a small letter or a comma) on a wrapped line, with room for a line
    before the next chunk's first line on the same page and column: the end of its sentence was lost (a short
    last line faded has too little ink for the faint-row search to see across the column), and no blank inside
    one chunk shows it. Damage in the blank (unread ink, or a stray rule across it: a fold's crease, read as a
    ruling, takes the line it lies on with it) shows the loss at any blank over one line pitch."""
    text = [c for c in chunks if c.kind != "table" and read_by_ocr(c)]
    for a, b in zip(text, text[1:], strict=False):
        ends, starts = _lines(a), _lines(b)
        if not ends or not starts or ends[-1].page != starts[0].page or ends[-1].page not in pages:
            continue
        last, first, page = ends[-1], starts[0], pages[ends[-1].page]
        end = last.text.rstrip()[-1:]
        width = _width(page)
        gap: BBox = (min(last.bbox[0], first.bbox[0]), last.bbox[3], max(last.bbox[2], first.bbox[2]), first.bbox[1])
        # unread ink in the blank (a crease or a fade over the lost line, its region reaching the next unit's line)
        # shows the loss where the blank is no wider than the spacing between units (9981 08_my_act: `5. ... convicted
        # of an offence` / `6. [Deleted ...]` 31 pt below, the line between them under a fold)
        # A crease read as a ruling across the blank is the same damage (seed 9991's employment bill: `24. ... on
        # employers for the offence of` / `25. Clause 36 ...` 34 pt below at a 19.4 pt pitch, the line between them
        # under a heavy fold whose crease was read as a page-wide ruling, no unread region)
        creased = any(_crosses(r, gap) for r in page.rulings) \
            and not any(pg == page.number and overlap_share(box, gap) > 0.2 for pg, box in parts)
        damaged = (creased or any(overlap_share(u.bbox, gap) > 0.2 for u in page.unread)) \
            and last.text.split()[-1].lower() not in LIST_JOINS
        if first.bbox[1] - last.bbox[1] <= (1.0 if damaged else HOLE_PITCHES) * pitch[last.page] \
                or not (end in ",-" or end.isalpha() and not end.isupper()) \
                or (row := _row(last, page))[2] - row[0] < WRAPPED * width \
                or not min(row[2], first.bbox[2]) > max(row[0], first.bbox[0]):
            continue  # the usual spacing, a finished sentence, a short (title or heading) line, another column
        send_to_review(a, f"sentence cut off before the next unit, page {last.page}: lines may be missing")


def _row(line: Line, page: Page) -> BBox:
    """The box of the page's line that holds the chunk line's last word (words rebuilt into rows by their tops can
    split one printed line in two: `5. The Director General ...` / `an applicant ... of an offence`)."""
    x0, y0, x1, y1 = line.words[-1].bbox if line.words else line.bbox
    mid = ((x0 + x1) / 2, (y0 + y1) / 2)
    held = [ln.bbox for ln in page.lines if ln.bbox[0] <= mid[0] <= ln.bbox[2] and ln.bbox[1] <= mid[1] <= ln.bbox[3]]
    return max(held, key=lambda b: b[2] - b[0], default=line.bbox)


def _flag_page_breaks(chunks: list[Chunk], pages: list[Page], pitch: dict[int, float]) -> None:
    """A scanned page whose last line stops mid-sentence (on a small letter or a comma) where lines may be lost
    with nothing read beyond them to show a blank between lines: its text stops a line or more above where the
    other pages' text ends (the foot's lines lost), or the next page's text starts a line or more below where the
    other pages' text starts (the head's lines lost). The chunk the sentence breaks off in goes to review."""
    text = {p.number: _text_lines(p) for p in pages}
    body = {p.number: p for p in pages if text[p.number]}
    if len(body) < 2:
        return
    feet = {n: max(ln.bbox[3] for ln in text[n]) for n in body}
    heads = {n: min(ln.bbox[1] for ln in text[n]) for n in body}
    first, last = min(body), max(body)
    for n, page in body.items():
        foot = max(text[n], key=lambda ln: ln.bbox[3])
        end = foot.text.rstrip()[-1:]
        if not read_by_ocr(page) or n == last or not (end in ",-" or end.isalpha() and not end.isupper()) \
                or not _breaks_off(foot.text, wrapped=foot.bbox[2] - foot.bbox[0] >= WRAPPED * _width(page)):
            continue  # the last page ends where its text ends; `CHAPTER III` at a foot is kept with its title, a
            # witness's name (`2. Smt. Meera Joshi`) ends a signature page
        nxt = body.get(n + 1)
        if _usual(feet, n, last) - foot.bbox[3] >= FOOT_PITCHES * pitch[n]:
            where = f"the foot of page {n}"
        elif nxt is not None and read_by_ocr(nxt) \
                and heads[n + 1] - _usual(heads, n + 1, first) >= FOOT_PITCHES * pitch[n + 1]:
            where = f"the break to page {n + 1}, whose text starts low"
        else:
            continue
        chunk = next((c for c in chunks if any(w.page == n and overlap_share(w.bbox, foot.bbox) > 0.5
                                               for w in c.words)), None)
        if chunk is not None and chunk.kind != "table" and read_by_ocr(chunk):
            send_to_review(chunk, f"sentence cut off at {where}: lines may be missing")


EMPTY_SHARE = 0.25  # more of a scan's pages than this with nothing read: a duplex scan's blank backs, not loss


def _flag_empty_pages(chunks: list[Chunk], pages: list[Page], tables: list[Table]) -> None:
    """A scanned page with nothing read on it (no body line, no table) between pages that have text: its print
    faded away or was missed whole (the ink accounting has no line to measure a page against), and no blank or
    numbering hole need show it on the pages around. The chunk whose text ends the page before goes to review.
    A scan with many such pages (the blank backs of a duplex scan) is left alone."""
    tabled = {part.page for t in tables for part in t.parts}
    has_text = {p.number: bool(_text_lines(p)) or p.number in tabled for p in pages}
    empty = [p.number for p in pages if read_by_ocr(p) and not has_text[p.number]]
    _flag_run_on_after_empty(chunks, pages, empty)
    if not empty or len(empty) > EMPTY_SHARE * len(pages):
        return
    others = [p for p in pages if _text_lines(p)]
    for number in empty:
        before = sorted(n for n, has in has_text.items() if has and n < number)
        if not before or not others or not any(has and n > number for n, has in has_text.items()):
            continue  # a cover sheet or a closing blank: nothing on either side to have lost text between
        ends = [c for c in chunks if any(w.page == before[-1] for w in c.words)]
        if ends:
            region = _page_region(number, others)
            if region not in ends[-1].unread_regions:
                ends[-1].unread_regions.append(region)
            send_to_review(ends[-1], region.reason)


def _flag_run_on_after_empty(chunks: list[Chunk], pages: list[Page], empty: list[int]) -> None:
    """An empty scanned page whose next page opens on a sentence running on (its first line in lower case): the
    sentence began on the empty page, whose print faded away whole. The chunk holding that first line goes to
    review, whatever the pages before (seed 2719 lay02, two pages: page 1 faded to white, page 2 opens `structural
    defect or any other defect in`; clauses 9-12 were lost with nothing in review, the page counted as a cover)."""
    by_number = {p.number: p for p in pages}
    others = [p for p in pages if _text_lines(p)]
    for number in empty:
        after = by_number.get(number + 1)
        lines = _text_lines(after) if after is not None else []  # in reading order
        if not lines or not lines[0].words or not lines[0].text.lstrip()[:1].islower():
            continue
        first = lines[0].words[0]
        held = next((c for c in chunks if c.kind != "table" and any(w.page == first.page and w.bbox == first.bbox
                                                                        for w in c.words)), None)
        if held is not None:
            region = _page_region(number, others)
            if region not in held.unread_regions:
                held.unread_regions.append(region)
            send_to_review(held, region.reason)


def _page_region(number: int, others: list[Page]) -> UnreadRegion:
    """Where the empty page would print its text: the other pages' text box (a reviewer's crop of the page)."""
    lines = [ln for p in others for ln in _text_lines(p)]
    heads = sorted(min(ln.bbox[1] for ln in _text_lines(p)) for p in others)
    feet = sorted(max(ln.bbox[3] for ln in _text_lines(p)) for p in others)
    box = (min(ln.bbox[0] for ln in lines), heads[len(heads) // 2], max(ln.bbox[2] for ln in lines),
           feet[len(feet) // 2])
    pitches = sorted(_pitch(p) for p in others)
    lost = max(1, round((box[3] - box[1]) / pitches[len(pitches) // 2]))
    why = f"nothing read on page {number} (a blank page, or print faded away): text may be missing"
    return UnreadRegion(page=number, bbox=box, kind="unknown", ink_share=0.0, lines=lost, reason=why)


def _width(page: Page) -> float:
    """The page's text width: from the leftmost to the rightmost read line."""
    return max(ln.bbox[2] for ln in page.lines) - min(ln.bbox[0] for ln in page.lines) if page.lines else 0.0


def _names_a_block(before: str, after: str) -> bool:
    """A line ending on a word in capitals (a signatory's name: `... named VENDOR Mr. RAMESH KUMAR SHARMA`) with,
    past the blank, a line opening on one (`SIGNED AND DELIVERED ...`, `WITNESSES:`): the blank is left for a
    signature between two entries of a signature block, not a sentence broken off (one that runs on after a name
    goes on in lower case: `residing at ...`, review-findings R14)."""
    last, first = before.rstrip().split()[-1:], after.strip().split()[:1]
    return bool(last and first) and all(len(w) >= 2 and w.isalpha() and w.isupper() for w in
                                        (last[0].strip(".,;:"), first[0].strip(".,;:")))


def _text_lines(page: Page) -> list[Line]:
    """The page's lines at least a text height and a half wide: a page number read as a stray `to` or a speck
    under the text (on every page but the title page) is not where the text ends. Nor is a Latin-script line over
    TALL_LINE text heights tall with no word the lists know: a torn corner's edge or a stamp's rim read as letters
    (`ee`, 39 pt tall at y 25 over a deed's first page, seed 9985 real04), which made page 1's text seem to start
    47 pt above page 2's and sent the clause broken over the page to review. Known in any of the page's languages:
    a Malay or Filipino title set large (`AKTA PERLINDUNGAN`) is where the text starts."""
    heights = sorted(ln.bbox[3] - ln.bbox[1] for ln in page.lines)
    if not heights:
        return []
    usual = heights[len(heights) // 2]
    return [ln for ln in page.lines if ln.bbox[2] - ln.bbox[0] >= 1.5 * usual
            and not (ln.bbox[3] - ln.bbox[1] > TALL_LINE * usual and ln.text.isascii() and not any(
                lexicon.is_known(w.lower(), page.languages or None) for w in re.findall(r"[A-Za-z]{2,}", ln.text)))]


def _usual(values: dict[int, float], page: int, odd: int) -> float:
    """The median of the other pages' values, leaving out the `odd` page (a last page's short foot, a first
    page's title) unless it is the only other one."""
    others = sorted(v for n, v in values.items() if n not in (page, odd)) or [values[odd]]
    return others[len(others) // 2]


def _breaks_off(text: str, wrapped: bool = True) -> bool:
    """A line that stops where its sentence cannot end. A short line (not `wrapped`: under WRAPPED of the page's
    text width) ending on a word in capitals (a title, `SALE DEED`; a signatory's name, `NAIR`), or whose every
    word is capitalised (`1. Shri Arvind Kulkarni`, a witness), is a heading or a name with room left for a seal
    or a signature under it, not a sentence broken off; a wrapped line ending on a name (`... in favour of Mrs.
    ANJALI DESHMUKH` / `residing at ...`) may well run on."""
    text = text.rstrip()
    if not text or text.endswith(lexicon.SENTENCE_END):
        return False
    if wrapped:
        return True
    if text[-1].isalpha() and text[-1].isupper():
        return False
    words = [w for w in text.split() if w[:1].isalpha()]
    return not (len(words) >= 2 and all(w[0].isupper() for w in words))


def _crosses(rule: BBox, gap: BBox) -> bool:
    """A horizontal rule inside the blank, across most of its width (a table's rules are excluded before)."""
    across = min(rule[2], gap[2]) - max(rule[0], gap[0])
    return rule[2] - rule[0] > rule[3] - rule[1] and gap[1] < (rule[1] + rule[3]) / 2 < gap[3] \
        and across > 0.5 * (gap[2] - gap[0])


def _line_pairs(chunks: list[Chunk]) -> Iterator[tuple[Chunk, Line, Line]]:
    """Each OCR'd text chunk with each two consecutive lines of it."""
    for chunk in chunks:
        if chunk.kind == "table" or not read_by_ocr(chunk):
            continue
        lines = _lines(chunk)
        for a, b in zip(lines, lines[1:], strict=False):
            yield chunk, a, b


def _lines(chunk: Chunk) -> list[Line]:
    """The chunk's lines rebuilt from its words (each word keeps its line's box through its top)."""
    rows: list[list] = []
    for w in chunk.words:
        if rows and rows[-1][0].page == w.page and abs(rows[-1][0].bbox[1] - w.bbox[1]) < 0.5 * (w.bbox[3] - w.bbox[1]):
            rows[-1].append(w)
        else:
            rows.append([w])
    return [Line(text=" ".join(w.text for w in r), page=r[0].page, confidence=1.0, words=r,
                 bbox=(min(w.bbox[0] for w in r), min(w.bbox[1] for w in r), max(w.bbox[2] for w in r),
                       max(w.bbox[3] for w in r))) for r in rows]


PARAGRAPH_STEP = 0.85  # steps this share of the median or less are the line step of a page spaced by paragraph
TIGHT_SHARE = 0.2  # ... when at least this share of the steps (and three) are that short


def _pitch(page: Page) -> float:
    """The page's line spacing: the median step between tops of consecutive lines of one block. A page of short
    paragraphs set apart by a blank (a Malaysian amending bill's `(i)`/`(ii)` and quoted sections, 15 pt lines in
    20 pt paragraph steps; Indian Acts and deeds set their clauses the same way) has more paragraph steps than
    line steps: the median is then the paragraph's step, and one line lost inside a paragraph (a fold, 30 pt between
    the lines around it) looked like a paragraph break. The short steps, when there are enough of them, are the
    lines' pitch."""
    steps = sorted(b.bbox[1] - a.bbox[1] for a, b in zip(page.lines, page.lines[1:], strict=False)
                   if a.block == b.block and b.bbox[1] > a.bbox[1])
    if steps:
        median = steps[len(steps) // 2]
        tight = [s for s in steps if s <= PARAGRAPH_STEP * median]
        if len(tight) >= max(3, TIGHT_SHARE * len(steps)):
            return tight[len(tight) // 2]
        return median
    heights = sorted(ln.bbox[3] - ln.bbox[1] for ln in page.lines)
    return 1.4 * heights[len(heights) // 2] if heights else 16.0
