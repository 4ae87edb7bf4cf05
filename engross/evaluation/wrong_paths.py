"""Right words at a wrong path: a chunk's text is scored against the unit at its path, so a chunk that holds another
unit's words whole under a path no page gave them counts "correct" by its text; this finds the unit it holds.

A chunk sits at its path when its words are found in that unit's printed subtree (label, heading, text, sub-units),
or when it holds that unit whole and runs on into its siblings (short siblings merged into the first one's chunk).
Otherwise, when its words are found near-verbatim in another unit's subtree, that unit (the deepest that holds them)
is where the text lives, and the chunk is at a wrong path: `SECOND SCHEDULE > 8` holding section 8 of PART III, or
`PART I > 1` holding section 2's text. A path the truth lacks that goes on below the unit holding the words
(`(h) > (i)`: an inline `(i)` taken for an item) is a finer cut of the right unit, not a wrong path. A chunk whose
words are found nowhere (garbled, too short to tell) says nothing about its path.
"""

from __future__ import annotations

from collections.abc import Sequence

from rapidfuzz import fuzz

from engross.evaluation.metrics import best_window, containment, letters_digits, normalise
from engross.evaluation.retrieval import path_key
from schemas.groundtruth import TruthUnit

HOLDS = 0.9  # the chunk's words are found this well (best window) in a unit's subtree: they are that unit's text
CLEARER = 0.15  # ... and this much better than in the unit at its own path: a misread chunk matches neither
MIN_CHARS = 24  # letters and digits: a shorter chunk (a label, a heading word) may match anywhere by chance


def true_paths(chunks: Sequence[tuple[str, Sequence[str]]], units: Sequence[TruthUnit]) -> list[list[str] | None]:
    """For each chunk (its body, its structure path): the path of the unit whose text it holds when its own path is
    not that unit's and not a finer cut inside it; None when the path is right or the words do not tell."""
    doc = _Document(units)
    return [doc.true_path(body, path) for body, path in chunks]


class _Document:
    """The truth's units printed one after another, each unit's subtree as a span of that text (its own printed
    form through its last sub-unit's), so a chunk's words are placed once in the whole and their unit read off."""

    def __init__(self, units: Sequence[TruthUnit]):
        keys = [path_key(u.path) for u in units]
        texts = [normalise(letters_digits(" ".join(t for t in (u.path[-1] if u.path else "", u.heading, u.text)
                                                   if t))) for u in units]
        self.labels = {k: list(u.path) for k, u in zip(keys, units, strict=True)}
        self.subtrees = {k: " ".join(t for j, t in zip(keys, texts, strict=True) if j[: len(k)] == k) for k in keys}
        self.text, starts = "", []
        for t in texts:
            starts.append(len(self.text))
            self.text += t + " "
        self.spans: dict[tuple[str, ...], tuple[int, int]] = {}
        for k in keys:  # a unit's span: from its own start to its last sub-unit's end
            inside = [(a, a + len(t)) for j, a, t in zip(keys, starts, texts, strict=True) if j[: len(k)] == k]
            self.spans[k] = (min(a for a, _ in inside), max(b for _, b in inside))

    def true_path(self, body: str, path: Sequence[str]) -> list[str] | None:
        text = normalise(letters_digits(body))
        if len(text.replace(" ", "")) < MIN_CHARS or not path:
            return None
        key = path_key(path)
        own = self.subtrees.get(key, "")
        here = best_window(text, own)[0] if own else 0.0
        if here >= HOLDS or self._merged(text, key):
            return None
        found = self._home(text, max(HOLDS, here + CLEARER))
        if found is None or key not in self.subtrees and key[: len(found)] == found:
            return None  # words found nowhere, or a path the truth lacks below their unit: a finer cut of it
        return self.labels[found]

    def _merged(self, text: str, key: tuple[str, ...]) -> bool:
        """The chunk holds its unit whole and runs on within the parent: siblings merged into the first one's."""
        own, parent = self.subtrees.get(key, ""), self.subtrees.get(key[:-1], "")
        return bool(own and parent) and len(text) > len(own) and containment(own, text) >= HOLDS \
            and best_window(text, parent)[0] >= HOLDS

    def _home(self, text: str, bar: float) -> tuple[str, ...] | None:
        """The deepest unit whose span holds where the words align best in the whole, when they align at `bar`."""
        if len(text) >= len(self.text) or best_window(text, self.text)[0] < bar:
            return None
        al = fuzz.partial_ratio_alignment(text, self.text)
        slack = len(text) // 10
        holding = [k for k, (a, b) in self.spans.items() if a <= al.dest_start + slack and al.dest_end - slack <= b]
        return max(holding, key=len) if holding else None
