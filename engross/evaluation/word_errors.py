"""Word-level errors the similarity bar cannot see: a real word read as another, a number or a label changed.

A long chunk may be 0.98 similar to its truth and still say `Lessor` where the page prints `Lessee`, `45,000`
for `46,000` or `PARTI` for `PART I`; the word lists vouch for the first, nothing looks odd in the others. Each
truth paragraph's words are already aligned with the chunks' words (`loss.read_fates`); here every aligned pair
that differs is classed, and so is a truth word left on a gap whose read word in the same spot is left over
(a substitution too unlike to align: `3` read `8`, `(a)` read `(o)`) or glued to its neighbour (`PARTI`):
- **number**: either side holds a digit (`45000`/`46000`, `1`/`l`);
- **label**: a numbering word (a roman numeral or a lone letter: `PART I`, `(c)`) read as another, or glued to
  the word before or after it; a numeral whose upright strokes alone were swapped (`Il` for `II`) is not
  counted, as the structure stage reads it back from the sequence (`confidence.misread_label`);
- **real word**: the read word is in the English word list but is not the truth's (`check`/`cheek`).
Misreadings into non-words (`Pechnoloey`) are not counted here: plausibility sees those.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from engross.evaluation.loss import Fate, Stream
from ingest import lexicon
from schemas import Chunk

_LABEL = re.compile(r"^(?:[ivxlc]{1,6}|[a-z])$")  # after letters_digits: `(iv)` -> `iv`, `(c)` -> `c`
_STROKES = set("il1")


@dataclass
class WordError:
    doc: str
    chunk: int  # index in the document's chunks
    truth: str
    read: str
    kind: str  # number | label | real word
    confidence: float | None = None  # Tesseract's confidence in the read word (None: not found among the spans)


def _strokes_only(truth: str, read: str) -> bool:
    return len(truth) == len(read) and all(a == b or (a in _STROKES and b in _STROKES)
                                           for a, b in zip(truth, read, strict=True))


def classify(truth: str, read: str) -> str:
    """The kind of word error a read word makes of its truth word ("" = the same word, or a non-word)."""
    if truth == read:
        return ""
    if any(c.isdigit() for c in truth + read):
        return "" if _LABEL.match(truth) and _strokes_only(truth, read) else "number"
    if _LABEL.match(truth):
        return "" if _strokes_only(truth, read) else "label"
    if read.isalpha() and read in lexicon.wordlist():
        return "real word"
    return ""


_NUMERAL = re.compile(r"^(?:[ivxlc]{1,6}|\d+)$")


def _glued(truth: str, other: str, read: str) -> bool:
    """`PARTI`: the number `truth` (a roman numeral or digits) glued to its neighbour `other` in one read word."""
    return bool(_NUMERAL.match(truth)) and read in (other + truth, truth + other)


def paragraph_errors(f: Fate, s: Stream, used: set[int], exact: set[int]) -> list[tuple[int, str, str, str]]:
    """(stream index, truth word, read word, kind) of every word error in one aligned paragraph; `used`: read
    words some paragraph aligned with, `exact`: those some paragraph aligned with the same word (a paragraph's
    window reaching into its neighbour's words pairs `iv` of `CHAPTER IV` with an `(i)`: no error)."""
    out = []
    tw, al = f.truth_words, f.aligned
    for i, (t, j) in enumerate(zip(tw, al, strict=True)):
        if j is not None:
            if j in exact:
                continue
            glued = [k for k in (i - 1, i + 1) if 0 <= k < len(tw) and al[k] is None and _glued(tw[k], t, s.words[j])]
            if glued:  # `part` and `i` read `parti`: the label is gone into its neighbour
                out.append((j, " ".join(tw[min(i, glued[0]):max(i, glued[0]) + 1]), s.words[j], "label"))
                continue
            kind = classify(t, s.words[j])
            if kind:
                out.append((j, t, s.words[j], kind))
            continue
        # a truth word on a gap (glued ones are counted above): substituted by the read word left over in its spot
        before = al[i - 1] if i > 0 else None
        after = al[i + 1] if i + 1 < len(al) else None
        spot = {before + 1 if before is not None else None, after - 1 if after is not None else None} - {None}
        near = before if before is not None else after
        if len(spot) != 1 or near is None:
            continue
        k = spot.pop()
        if k is not None and 0 <= k < len(s.words) and k not in used and s.owner[k] == s.owner[near]:
            kind = classify(t, s.words[k])
            if kind:
                out.append((k, t, s.words[k], kind))
    return out


def _confidence(chunk: Chunk, read: str) -> float | None:
    from engross.evaluation.loss import words

    found = [w.confidence for w in chunk.words if read in words(w.text)]
    return min(found) if found else None


def word_errors(fates: Sequence[Fate], s: Stream, chunks: Sequence[Chunk], doc: str) -> list[WordError]:
    """Every word error of a document's chunks against its truth paragraphs (each read word counted once)."""
    used = {j for f in fates for j in f.aligned if j is not None}
    exact = {j for f in fates for t, j in zip(f.truth_words, f.aligned, strict=True)
             if j is not None and t == s.words[j]}
    seen: set[int] = set()
    out = []
    for f in fates:
        for j, t, r, kind in paragraph_errors(f, s, used, exact):
            if j in seen:
                continue
            seen.add(j)
            chunk = s.owner[j]
            out.append(WordError(doc, chunk, t, r, kind, _confidence(chunks[chunk], r)))
    return out


@dataclass
class ChunkWords:
    """A chunk that holds word errors, as the report lists it."""

    document: str
    chunk: str
    path: list[str]
    route: str
    similarity: float
    confidence: float
    kinds: list[str]
    errors: list[str]  # `truth->read (kind, confidence)`, the first six


def chunk_word_errors(doc: str, chunks: Sequence[Chunk], similarity: Sequence[float], fates: Sequence[Fate],
                      s: Stream) -> list[ChunkWords]:
    """One row per chunk of a document that holds a word error."""
    per_chunk: dict[int, list[WordError]] = {}
    for e in word_errors(fates, s, chunks, doc):
        per_chunk.setdefault(e.chunk, []).append(e)
    return [ChunkWords(doc, chunks[i].id, list(chunks[i].structure_path), chunks[i].route, round(similarity[i], 4),
                       chunks[i].confidence, sorted({e.kind for e in errs}),
                       [f"{e.truth}->{e.read} ({e.kind}, {e.confidence})" for e in errs][:6])
            for i, errs in sorted(per_chunk.items())]


def word_tally(rows: Sequence[ChunkWords], bar: float) -> dict[str, object]:
    """Chunks holding a word error: how many went to review, how many are at or over the similarity bar (the
    errors the bar cannot see), and per kind of error how many went to the index."""
    indexed = [r for r in rows if r.route == "index"]
    kinds = sorted({k for r in rows for k in r.kinds})
    return {"chunks": len(rows), "to_review": len(rows) - len(indexed), "indexed": len(indexed),
            "review_share": (len(rows) - len(indexed)) / len(rows) if rows else None,
            "over_bar": sum(r.similarity >= bar for r in rows),
            "over_bar_indexed": sum(r.similarity >= bar for r in indexed),
            # the routing figure counts these among "correct -> review", though each holds a word read wrong
            "over_bar_to_review": sum(r.similarity >= bar and r.route == "review" for r in rows),
            "by_kind": {k: {"chunks": sum(k in r.kinds for r in rows), "indexed": sum(k in r.kinds for r in indexed)}
                        for k in kinds}}


def chunk_faults(fates: Sequence[Fate], s: Stream, chunks: Sequence[Chunk], doc: str) -> list[set[str]]:
    """Per chunk, what a reviewer would find to fix in it: `word error` (a real word, number or label read as
    another, as above), `misread` (a word read into a non-word, or a read word no truth word explains: junk from
    a stain), `words lost` (a truth word lost between two of the chunk's own words, or at its edge next to one).
    An empty set is a chunk read truly clean: sending it to review is needless in every sense; the others hold an
    error the 0.95 similarity bar lets pass, so a reviewer there has something to correct."""
    faults: list[set[str]] = [set() for _ in chunks]
    for e in word_errors(fates, s, chunks, doc):
        faults[e.chunk].add("word error")
    used: set[int] = set()
    for f in fates:
        holders = set(f.holders)  # a lost paragraph's stray `the` matched in a neighbour says nothing of it
        for i, (t, j) in enumerate(zip(f.truth_words, f.aligned, strict=True)):
            if j is not None:
                used.add(j)
                if t != s.words[j] and s.owner[j] in holders:
                    faults[s.owner[j]].add("misread")
                continue
            near = [k for k in (_nearest(f.aligned, i, -1), _nearest(f.aligned, i, 1)) if k is not None]
            for k in near:  # a paragraph partly read: its lost words are missing from the chunks beside them
                if s.owner[k] in holders:
                    faults[s.owner[k]].add("words lost")
    for j, owner in enumerate(s.owner):
        if j not in used:
            faults[owner].add("misread")
    for found in faults:
        if "word error" in found:
            found.discard("misread")
    return faults


FAULT_ORDER = ("word error", "words lost", "misread")


def worst_fault(found: set[str]) -> str:
    """The one class a chunk is counted under: its worst fault, or `truly clean`."""
    return next((k for k in FAULT_ORDER if k in found), "truly clean")


def _nearest(aligned: Sequence[int | None], i: int, step: int) -> int | None:
    k = i + step
    while 0 <= k < len(aligned):
        if aligned[k] is not None:
            return aligned[k]
        k += step
    return None
