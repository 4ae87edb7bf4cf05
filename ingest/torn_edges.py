"""A torn edge on a white scanner lid: the paper gone shows as white as the paper, so the ink accounting finds no
region, but Tesseract reads the torn fibres' grey line as stray letters at the end (or start) of every line it
crosses. A run of such line ends stepping across the page is the tear's edge; the lines it cuts lost their print
beyond it."""

from __future__ import annotations

import re

from ingest import lexicon
from ingest.scanned import read_by_ocr
from schemas import Line, Page, UnreadRegion

EDGE_CONFIDENCE = 0.8  # a line's last (first) word read under this that is no word is the fibres, not print
EDGE_LETTERS = 3  # ... of at most this many letters, or no word the lists know
EDGE_LINES = 4  # line ends of the run (a stamp's or a stain's edge reads so on a line or two)
EDGE_SKIP = 1  # lines between two ends of the run whose end is a word (a fibre missed, a word read at the edge)
EDGE_STEP = 0.5  # text heights each end steps back at most the wrong way (the fibres' jitter)
EDGE_SLANT = 2.0  # text heights the run's ends move across the page at least: a diagonal, not a column edge


def _fibres(line: Line, left: bool) -> bool:
    """The line's last (left: first) word is a tear's fibres read as letters: unsure, short or no word, and no
    label or figure (an item's number read unsure opens many lines, stepping in as items nest; a table's last
    cells end them)."""
    word = line.words[0] if left else line.words[-1]
    core = lexicon.core(word.text)
    return (read_by_ocr(word) and word.confidence < EDGE_CONFIDENCE and not any(ch.isdigit() for ch in word.text)
            and not _LABEL.match(word.text)
            and (sum(ch.isalnum() for ch in core) <= EDGE_LETTERS or lexicon.is_known(word.text) is False))


_LABEL = re.compile(r"^\(?[A-Za-z]{1,4}[).]")  # `(b)`, `(cy`, `Gi)`, `a.`: an item's marker read unsure


def torn_edges(page: Page) -> list[tuple[UnreadRegion, list[Line]]]:
    """Each run of EDGE_LINES or more line ends (or starts) read as fibres on the page's lines in top-to-bottom
    order, at most EDGE_SKIP lines apart, stepping steadily one way across the page by EDGE_SLANT text heights or
    more (a tear runs diagonally to a page corner): an unread region from the run to the page edge, with the lines
    it cuts (the run's, from its first to its last). 9987 06_statute p1: `(` `ea` `ye` `va` `J` `ner”` at x 567 ->
    465 down the page's last lines, `... a controller outsources` / `the processing` lost beyond them."""
    lines = sorted((ln for ln in page.lines if ln.words), key=lambda ln: ln.bbox[1])
    if len(lines) < EDGE_LINES or not page.width:
        return []
    heights = sorted(ln.bbox[3] - ln.bbox[1] for ln in lines)
    th = heights[len(heights) // 2]
    out = []
    for left in (False, True):
        edge = [k for k, ln in enumerate(lines) if _fibres(ln, left)]
        run: list[int] = []
        for k in [*edge, None]:
            if k is not None and run and k - run[-1] <= EDGE_SKIP + 1:
                run.append(k)
                continue
            found = _run(lines, run, left, th, page)
            if found:
                out.append(found)
            run = [k] if k is not None else []
    return out


def _run(lines: list[Line], run: list[int], left: bool, th: float,
         page: Page) -> tuple[UnreadRegion, list[Line]] | None:
    """The run as a torn edge when it reaches the page's first or last lines (a tear takes a corner) and slants
    toward that corner's side: a foot corner's edge runs inward downward (away from the page's side it starts at),
    a top corner's outward."""
    if len(run) < EDGE_LINES:
        return None
    xs = [lines[k].bbox[0] if left else lines[k].bbox[2] for k in run]
    steps = [b - a for a, b in zip(xs, xs[1:], strict=False)]
    foot, top = len(lines) - 1 - run[-1] <= EDGE_SKIP + 1, run[0] <= EDGE_SKIP + 1
    inward = 1 if left else -1  # the sign of a step away from the page's side
    for sign, reaches in ((inward, foot), (-inward, top)):
        if reaches and all(sign * s >= -EDGE_STEP * th for s in steps) and sign * (xs[-1] - xs[0]) >= EDGE_SLANT * th:
            cut = lines[run[0]:run[-1] + 1]  # a line between two ends (a fibre not read) is crossed too
            box = _corner_box(xs[0], _middle(cut[0]), xs[-1], _middle(cut[-1]), left, reaches is foot, page)
            return UnreadRegion(page=page.number, bbox=box, kind="unknown", ink_share=0.0, lines=len(cut),
                                reason=f"unread text beyond a torn edge, page {page.number} (~{len(cut)} lines "
                                       "cut at their end)"), cut
    return None


def _middle(line: Line) -> float:
    return (line.bbox[1] + line.bbox[3]) / 2


def _corner_box(xa: float, ya: float, xb: float, yb: float, left: bool, foot: bool,
                page: Page) -> tuple[float, float, float, float]:
    """The torn triangle's box: the edge through the run's first and last ends, drawn on to the page's side and to
    its foot (or top), as the accounting boxes a tear on a dark lid (`unread._corner` reads it as a triangle)."""
    w, h = float(page.width), float(page.height or 0.0) or max(yb, ya)
    cx, cy = (0.0 if left else w), (h if foot else 0.0)
    slope = (xb - xa) / (yb - ya)  # across the page per unit down (never 0: the run slants)
    x_at = min(w, max(0.0, xa + slope * (cy - ya)))  # where the edge meets the foot (top)
    y_at = min(h, max(0.0, ya + (cx - xa) / slope))  # ... and the page's side
    return min(x_at, cx), min(y_at, cy), max(x_at, cx), max(y_at, cy)
