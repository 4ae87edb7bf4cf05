"""Indents measured within a column: on a two-column page an item's marker in the left column says nothing of a
line in the right one (a section's closing words flush with its number there are not the item's text)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ingest.reading_order import find_gutter
from schemas import Line

EDGE_LINES = 3  # a column's edge is where this many of its lines start ...
EDGE_SPREAD = 3.0  # ... within this many points of each other


@dataclass
class Columns:
    """Each page's gutter (None on a one-column page) and each column's left edge, found when first asked."""

    lines: list[Line]
    _pages: dict[int, list[Line]] = field(default_factory=dict, init=False)
    _gutters: dict[int, float | None] = field(default_factory=dict, init=False)
    _edges: dict[int, float | None] = field(default_factory=dict, init=False)

    def __post_init__(self) -> None:
        for ln in self.lines:
            self._pages.setdefault(ln.page, []).append(ln)

    def gutter(self, page: int) -> float | None:
        if page not in self._gutters:
            lines = [ln for ln in self._pages.get(page, []) if ln.words]
            self._gutters[page] = find_gutter(lines) if len(lines) >= 2 else None
        return self._gutters[page]

    def side(self, page: int, x0: float) -> int | None:
        """0 for the left column, 1 for the right one; None on a one-column page."""
        gutter = self.gutter(page)
        return None if gutter is None else int(x0 >= gutter)

    def left_edge(self, side: int) -> float | None:
        """Where that column's lines start: the leftmost place several lines lying wholly on its side of the gutter
        start at, over every two-column page (a page may hold only a list's indented items in a column: 9987 lay04
        page 2's left one). Found once per side: the builder asks for every line it places."""
        if side in self._edges:
            return self._edges[side]
        xs = sorted(ln.bbox[0] for page, lines in self._pages.items() if (gutter := self.gutter(page)) is not None
                    for ln in lines if (ln.bbox[2] <= gutter if side == 0 else ln.bbox[0] >= gutter))
        # a speck read before a line (`_ SEC. 15.`, 7 pt out) starts no column
        starts = xs[: len(xs) - EDGE_LINES + 1]
        self._edges[side] = next((x for k, x in enumerate(starts) if xs[k + EDGE_LINES - 1] - x <= EDGE_SPREAD), None)
        return self._edges[side]

    def indents(self, a: tuple[int, float], b: tuple[int, float]) -> tuple[float, float] | None:
        """Two (page, x) places, each as its offset from its own column's left edge, when they stand in different
        columns of two-column pages (left and right); None otherwise (one column: the page's x compares as is)."""
        sa, sb = self.side(*a), self.side(*b)
        if sa is None or sb is None or sa == sb:
            return None
        ea, eb = self.left_edge(sa), self.left_edge(sb)
        if ea is None or eb is None:
            return None
        return a[1] - ea, b[1] - eb
