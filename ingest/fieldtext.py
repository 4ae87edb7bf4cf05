"""The document's words as one searchable text that remembers, for every match, which words (and boxes) it read.

Field rules are regular expressions over this text; a match turns back into its words, so every value
keeps its page, box, chunk and the confidence its words were read with.
"""

from __future__ import annotations

import bisect
from array import array
from dataclasses import dataclass, field

from ingest.boxes import overlap_share
from schemas import Chunk, Page, Span
from schemas.extraction import Evidence

MARKED = 0.3  # a word this much under a stamp, ink or fade band is doubtful whatever its OCR confidence


@dataclass
class Hit:
    """A matched value: its text, its words, and the evidence (one box per page) a reviewer is shown."""

    value: str
    words: list[Span]
    evidence: list[Evidence]
    marked: bool = False
    read_with: float | None = None  # a table cell's own confidence, when the value came from a cell

    @property
    def confidence(self) -> float:
        """The weakest word decides: one misread digit spoils an amount."""
        if self.read_with is not None:
            return self.read_with
        return min((w.confidence for w in self.words), default=0.0)


@dataclass
class FieldText:
    text: str = ""
    starts: array[int] = field(default_factory=lambda: array("q"))  # offset of each word in `text` (8 bytes each)
    words: list[Span] = field(default_factory=list)
    chunks: list[Chunk] = field(default_factory=list)
    marks: dict[int, list[tuple[float, float, float, float]]] = field(default_factory=dict)
    # (box -> chunk id) of the pages evidence was asked for, made on demand: one for every word of a long
    # document was the largest thing assembly held at its end (~50 MB at 1,000 pages)
    _chunk_at: dict[int, dict[tuple[float, ...], str]] = field(default_factory=dict)

    @classmethod
    def build(cls, pages: list[Page], chunks: list[Chunk]) -> FieldText:
        """Every line of every page (body, tables; not running furniture), one line per text line."""
        out = cls()
        parts: list[str] = []
        pos = 0
        for page in pages:
            out.marks[page.number] = [m.bbox for m in page.marks]
            for line in page.lines:
                words = line.words or [Span(text=line.text, page=line.page, bbox=line.bbox,
                                            confidence=line.confidence, source="text")]
                for i, w in enumerate(words):
                    pos += 1 if i else 0
                    out.starts.append(pos)
                    out.words.append(w)
                    pos += len(w.text)
                parts.append(" ".join(w.text for w in words) + "\n")  # one string a line, not two a word
                pos += 1
        out.text = "".join(parts)
        out.chunks = chunks
        return out

    def chunk_of(self, word: Span) -> str | None:
        """The first chunk (in document order) holding a word of this page and box."""
        if word.page not in self._chunk_at:
            found: dict[tuple[float, ...], str] = {}
            for chunk in self.chunks:
                for w in chunk.words:
                    if w.page == word.page:
                        found.setdefault(tuple(w.bbox), chunk.id)
            self._chunk_at[word.page] = found
        return self._chunk_at[word.page].get(tuple(word.bbox))

    def words_between(self, start: int, end: int) -> list[Span]:
        """The words whose characters overlap text[start:end]."""
        first = max(0, bisect.bisect_right(self.starts, start) - 1)
        out = []
        for i in range(first, len(self.words)):
            s = self.starts[i]
            if s >= end:
                break
            if s + len(self.words[i].text) > start:
                out.append(self.words[i])
        return out

    def hit(self, start: int, end: int, value: str | None = None) -> Hit:
        words = self.words_between(start, end)
        value = " ".join(self.text[start:end].split()) if value is None else value
        return Hit(value=value, words=words, evidence=self.evidence(words), marked=self._marked(words))

    def evidence(self, words: list[Span]) -> list[Evidence]:
        by_page: dict[int, list[Span]] = {}
        for w in words:
            by_page.setdefault(w.page, []).append(w)
        out = []
        for page, ws in sorted(by_page.items()):
            box = (min(w.bbox[0] for w in ws), min(w.bbox[1] for w in ws), max(w.bbox[2] for w in ws),
                   max(w.bbox[3] for w in ws))
            chunk = next((c for w in ws if (c := self.chunk_of(w)) is not None), None)
            out.append(Evidence(page=page, bbox=box, chunk_id=chunk, text=" ".join(w.text for w in ws)))
        return out

    def _marked(self, words: list[Span]) -> bool:
        return any(overlap_share(w.bbox, m) >= MARKED for w in words for m in self.marks.get(w.page, []))
