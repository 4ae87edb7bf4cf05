"""A section's shoulder heading read as Latin garbage at the end of the section before: the section is indexed headless.

Bangladesh's Acts print a heading over every section (`সংজ্ঞা`, "Definitions", over `২। বিষয় বা প্রসঙ্গের ...`), and
the combined Bengali+English model reads a short heading line as Latin letters (`সংজ্ঞা` -> `AGI`, `Weel`: language
fresh19's parliament secretariat ordinance, clean and moderate scans). The structure then finds no heading line over
`২।`, the garbage line closes section 1's chunk (in review for it: `confidence.disputed_words`) and section 2's chunk is
indexed without its heading (0.94 similar to its truth). Where the sections of a document carry headings, a section
read without one right after a chunk whose last read line is nothing but such disputed words goes to review too: its
heading may be that line. Nothing is moved or written back (which section the line belongs to is a person's call).
"""

from __future__ import annotations

from ingest.confidence import disputed_words, word_lines
from ingest.scanned import words_read_by_ocr
from ingest.unread import send_to_review
from schemas import Chunk, Span

HEADED_SHARE = 0.5  # a document's top-level sections carry headings when at least this share of them do ...
MIN_HEADED = 3  # ... and at least this many


def garbage_end(chunk: Chunk, low_word: float, languages: list[str] | None) -> list[Span]:
    """The chunk's last read line when every word of it is disputed Latin or digits in Indic text; else []."""
    lines = word_lines(words_read_by_ocr(chunk))
    if chunk.kind == "table" or not lines:
        return []
    disputed = {id(w) for w in disputed_words(chunk, low_word, languages)}
    return lines[-1] if all(id(w) in disputed for w in lines[-1]) else []


def flag_garbled_headings(chunks: list[Chunk], low_word: float, languages: list[str] | None = None) -> None:
    """Send to review a headless top-level section whose chunk follows one ending on a line of disputed garbage, in a
    document whose sections carry headings."""
    sections = [c for c in chunks if c.kind == "text" and len(c.structure_path) == 1]
    headed = sum(bool(c.heading) for c in sections)
    if headed < MIN_HEADED or headed < HEADED_SHARE * len(sections):
        return
    ids = {id(c) for c in sections}
    for before, chunk in zip(chunks, chunks[1:], strict=False):
        if id(chunk) not in ids or chunk.heading:
            continue
        line = garbage_end(before, low_word, languages)
        if line and line[-1].page in (chunk.page_start, chunk.page_start - 1):
            send_to_review(chunk, "no heading read over the section, and the unit before it ends on a line of "
                                  f"Latin garbage ({' '.join(w.text for w in line)!r}, page {line[-1].page}): its "
                                  "heading may have been read so")
