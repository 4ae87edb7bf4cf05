"""A numbered unit whose chunk prints its number and nothing after it: the unit's text was not read.

A section, clause or item is printed as its number followed by its text (`10. A domestic worker shall not be
required ...`, `(2) Wages shall be paid ...`); a unit whose text sits in sub-units has chunks of its own under it. A
chunk that ends on its own label, with no word after it and no sub-unit under it, lost what the page printed after
the number: seed 9997's my_act 11, `10.` read alone at the top of a 13-line unread band (its region went to section
11, whose box holds most of the band), and the chunk `10.` was indexed at confidence 0.96 under `PART III > 10`,
its section's text in no chunk. It goes to review; nothing moves and no text is made up. A text layer's chunk is
as printed and left alone (a `10. [Deleted]` prints its words, and a label alone there is the page's own).
"""

from __future__ import annotations

import re

from ingest.scanned import read_by_ocr
from ingest.unread import send_to_review
from schemas import Chunk

_TOKEN = re.compile(r"\w+")


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(text.lower())


def bare_label(chunk: Chunk, chunks: list[Chunk]) -> bool:
    """The chunk's read words end on its unit's label, printed nowhere else in it, and no chunk is under its unit."""
    path = chunk.structure_path
    if chunk.kind != "text" or not path or not read_by_ocr(chunk):
        return False
    label = _tokens(path[-1])
    printed = [t for w in chunk.words for t in _tokens(w.text)]
    if not label or printed[-len(label):] != label or _count(printed, label) > 1:
        return False
    return not any(len(c.structure_path) > len(path) and c.structure_path[:len(path)] == path for c in chunks)


def _count(tokens: list[str], label: list[str]) -> int:
    n = len(label)
    return sum(tokens[k:k + n] == label for k in range(len(tokens) - n + 1))


def flag_bare_labels(chunks: list[Chunk]) -> None:
    """Send to review each chunk whose unit printed nothing after its number (`bare_label`)."""
    for chunk in chunks:
        if bare_label(chunk, chunks):
            send_to_review(chunk, f"'{' > '.join(chunk.structure_path)}' holds its number and nothing after it "
                                  f"(page {chunk.page_start}): its text was not read")
