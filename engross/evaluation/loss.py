"""Silent loss: printed paragraphs whose text reached no chunk while every chunk that holds or borders them
went to the index. Also misread key table cells and whether they were flagged.

A truth paragraph (`GroundTruth.paragraphs`, written by samples/make_damaged.py; one per printed paragraph or
table row and page) is aligned word by word with the document's chunks in order: a truth word matched by a
read word (similar enough to be a misreading) was delivered, a truth word left on a gap was lost, and so was a
word the damage destroyed (the truth's `lost_words`) whose read word another paragraph claims too. A paragraph
*lost text* when at least LOST_SHARE of its words (and at least two, or all of a shorter one) were lost. It is
*flagged* when a chunk that holds what was read of it, the chunk at its unit path (or its nearest ancestor's),
a chunk on either side of it in reading order, or a chunk whose page regions or unread regions cover its spot
went to review. Lost and not flagged = **silent loss**.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
from rapidfuzz import fuzz, process

from engross.evaluation.metrics import letters_digits
from engross.evaluation.retrieval import path_key
from ingest.scanned import read_by_ocr
from schemas import Chunk
from schemas.groundtruth import GroundTruth, TruthParagraph

LOST_SHARE = 0.15  # a paragraph missing this share of its words lost text (a line of a six-line paragraph)
HALF_LOST = 0.5  # a paragraph delivering under this share of its words is half lost (`Fate.half_lost_indexed`)
WORD_MATCH = 0.65  # a read word this similar to a truth word is a misreading of it, not another word
GAP = 0.5  # alignment cost of a truth word left unmatched (lost)
EXTRA = 1.0  # cost of a read word skipped inside the alignment: dearer, so a lost paragraph's "the" and "of"
# do not hop from one neighbour's word to the next


def words(text: str) -> list[str]:
    """Lower-case words; a letter-spaced word (emphasis in Commonwealth bills) is one word on either side
    (`letters_digits`), so a read `intituled` meets the truth's `i n t i t u l e d` instead of leaving nine
    letters 'lost'."""
    return letters_digits(text).lower().split()


@dataclass
class Stream:
    """A document's chunks as one word sequence in output order, each word knowing its chunk."""

    words: list[str]
    owner: list[int]
    text: str
    starts: list[int]  # character offset of each word in `text`


# a unit the structure put back from its numbering (`Node.inferred`, its chunk's reason): `CHAPTER IV heading not read;
# its place inferred ...`, `item a marker not read; its place inferred ...`
_INFERRED = re.compile(r"^(.+?) (?:heading|marker) not read; its place inferred")


def written_label(chunk: Chunk) -> list[str]:
    """The words of the chunk's own label when the structure wrote it from the numbering, not from the page (its
    reason names the chunk's own unit, the body opens with the label, and the chunk holds no word OCR read: the
    label-only chunk of a unit put back, `continuity.flag_holes`): no page delivered them. An item whose marker was
    not read keeps its read line as its body, so its words are the page's."""
    if not chunk.structure_path or read_by_ocr(chunk):
        return []
    label = words(chunk.structure_path[-1])
    for reason in chunk.review_reasons:
        m = _INFERRED.match(reason)
        if m and label and words(m.group(1))[-len(label):] == label \
                and words(chunk.body or chunk.text)[:len(label)] == label:
            return label
    return []


def stream(chunks: Sequence[Chunk]) -> Stream:
    """The chunks' words, but for a label the structure wrote from the numbering (`written_label`): its printed line
    was not read, so its words are lost text, and the review that shows that spot flags a loss."""
    ws, owner, starts, pos = [], [], [], 0
    for i, c in enumerate(chunks):
        for w in words(c.body or c.text)[len(written_label(c)):]:
            ws.append(w)
            owner.append(i)
            starts.append(pos)
            pos += len(w) + 1
    return Stream(ws, owner, " ".join(ws), starts)


def align(truth: list[str], read: list[str]) -> list[int | None]:
    """For each truth word, the index in `read` it aligns with (None = lost): global on the truth, free ends on
    the read side (the window holds neighbours' words too); similar words match, others are gaps."""
    n, m = len(truth), len(read)
    if not n or not m:
        return [None] * n
    sim = process.cdist(truth, read, scorer=fuzz.ratio, workers=1).astype(np.float64) / 100.0
    score = np.where(sim >= WORD_MATCH, 2 * sim - 1.0, -10.0)
    h = np.zeros(m + 1, dtype=np.float64)  # free start on the read side
    back = np.zeros((n + 1, m + 1), dtype=np.int8)  # 1 diag, 2 up (truth word lost), 3 left (read word extra)
    steps = np.arange(m + 1, dtype=np.float64) * EXTRA
    for i in range(1, n + 1):
        diag = np.full(m + 1, -np.inf, dtype=np.float64)
        diag[1:] = h[:-1] + score[i - 1]
        up = h - GAP
        best = np.maximum(diag, up)
        # a left step (skip a read word) from any earlier column: running max of best + k*EXTRA, minus j*EXTRA
        run = np.maximum.accumulate(best + steps) - steps
        left = run > best + 1e-6  # a left step only when it is really better (float sums drift)
        back[i] = np.where(left, 3, np.where(diag >= up, 1, 2))
        h = np.where(left, run, best)
    out: list[int | None] = [None] * n
    i, j = n, int(np.argmax(h))  # free end on the read side
    while i > 0:
        move = back[i, j] if j > 0 else 2
        if move == 1:
            out[i - 1] = j - 1
            i, j = i - 1, j - 1
        elif move == 2:
            i -= 1
        else:
            j -= 1
    return out


@dataclass
class Fate:
    """What became of one truth paragraph."""

    doc: str
    index: int
    paragraph: TruthParagraph
    words: int
    lost: int
    holders: list[int] = field(default_factory=list)  # chunks holding what was read of it
    flagged_by: str = ""  # holder | path | neighbour | region | named ("" = no chunk near it went to review)
    flaggers: list[int] = field(default_factory=list)  # the review chunks that flag it, at that level
    # its own chunks (holders, the chunk at its unit path or nearest ancestor's) or a neighbour's went to review
    near_review: bool = False
    truth_words: list[str] = field(default_factory=list)
    aligned: list[int | None] = field(default_factory=list)  # per truth word, its read word's index in the stream

    @property
    def lost_text(self) -> bool:
        return self.lost >= min(self.words, max(2, math.ceil(LOST_SHARE * self.words)))

    @property
    def silent(self) -> bool:
        return self.lost_text and not self.flagged_by

    @property
    def half_lost_indexed(self) -> bool:
        """Under half its words reached any chunk, and neither its own chunks (holders, the chunk at its unit path
        or nearest ancestor's or its label's, the chunk an unread region over its spot went to) nor its neighbours'
        went to review, and an indexed chunk is on its page (else nothing of it is in the index). The headline excuses
        a loss any review chunk flags (a page box of a chunk elsewhere, a reason naming it); this figure does not."""
        return self.words - self.lost < HALF_LOST * self.words and not self.near_review

    @property
    def kinds(self) -> list[str]:
        return sorted({d.split("/")[0] for d in self.paragraph.damage}) or ["none"]


def read_fates(chunks: Sequence[Chunk], truth: GroundTruth, doc: str, s: Stream | None = None) -> list[Fate]:
    """Align every truth paragraph with the chunks: how many of its words were lost, which chunks hold it."""
    s = s or stream(chunks)
    fates = []
    for k, para in enumerate(truth.paragraphs):
        tw = words(para.text)
        if not tw:
            continue
        lo, hi = window(" ".join(tw), s, len(tw))
        got = align(tw, s.words[lo:hi])
        owned = Counter(s.owner[lo + j] for j in got if j is not None)
        # a chunk holds the paragraph when it holds a fifth of its words, not a stray "of" that happened to match
        holders = sorted(i for i, k in owned.items() if k >= max(1, math.ceil(0.2 * len(tw))))
        fates.append(Fate(doc, k, para, len(tw), sum(j is None for j in got), holders, truth_words=tw,
                          aligned=[None if j is None else lo + j for j in got]))
    _destroyed_claimed_twice(fates)
    return fates


def destroyed_positions(truth_words: list[str], lost_words: list[str]) -> set[int]:
    """Which of a paragraph's words (positions in `truth_words`) the truth says the damage destroyed, in order."""
    gone, out, j = words(" ".join(lost_words)), set(), 0
    for i, w in enumerate(truth_words):
        if j < len(gone) and w == gone[j]:
            out.add(i)
            j += 1
    return out


def _destroyed_claimed_twice(fates: list[Fate]) -> None:
    """A word the damage destroyed (the truth's `lost_words`) whose read word another paragraph aligns with too
    was lost, not read: one printed word is read once. A table row faded away whole otherwise aligns with the
    next row's cells (the same year, amount, survey number) and looks delivered."""
    claims = Counter(j for f in fates for j in f.aligned if j is not None)
    for f in fates:
        for i in destroyed_positions(f.truth_words, f.paragraph.lost_words):
            j = f.aligned[i]
            if j is not None and claims[j] > 1:
                f.aligned[i] = None
                f.lost += 1
                claims[j] -= 1


def window(needle: str, s: Stream, n_words: int) -> tuple[int, int]:
    """The stretch of the stream where the paragraph best aligns, widened by a third of its length each side. Both
    are searched with a space at each end, so a short paragraph meets whole words: a lone `AND` between a deed's
    parties is sought as ` and `, not inside `standing` (whose window then held no `and` at all)."""
    if not s.words:
        return 0, 0
    al = fuzz.partial_ratio_alignment(f" {needle} ", f" {s.text} ")
    start, end = max(0, al.dest_start - 1), max(0, al.dest_end - 1)
    first = max(0, np.searchsorted(s.starts, start, side="right") - 1)
    last = int(np.searchsorted(s.starts, end, side="left"))
    pad = n_words // 3 + 3
    return max(0, int(first) - pad), min(len(s.words), last + pad)


def _meets(a: Sequence[float], b: Sequence[float], slack: float = 0.0) -> bool:
    return a[0] - slack < b[2] and b[0] - slack < a[2] and a[1] - slack < b[3] and b[1] - slack < a[3]


def judge_flags(fates: list[Fate], chunks: Sequence[Chunk]) -> None:
    """Set flagged_by on each paragraph that lost text: the nearest evidence a reviewer will see it."""
    review = [c.route == "review" for c in chunks]
    by_path = {}
    by_label: dict[str, list[int]] = {}
    for i, c in enumerate(chunks):
        by_path.setdefault(path_key(c.structure_path), []).append(i)
        if c.structure_path:
            by_label.setdefault(_label_key(c.structure_path[-1]), []).append(i)
    # pages some indexed chunk is on: a paragraph lost on a page none is on left nothing of itself in the index (seed
    # 9997 lay02: a heavy fade over a two-column page read as garble, its front matter and its table both in review)
    indexed = {n for c, r in zip(chunks, review, strict=True) if not r for n in range(c.page_start, c.page_end + 1)}
    for n, f in enumerate(fates):
        if not f.lost_text:
            continue
        p = f.paragraph
        slack = 14.0  # a line's height: a region just above or below the paragraph borders it
        spot = [i for i, c in enumerate(chunks) if review[i] and any(
            u.page == p.page and _meets(u.bbox, p.bbox, slack) for u in getattr(c, "unread_regions", []))]
        holder = [i for i in f.holders if review[i]]
        path = [i for i in unit_chunks(by_path, p.unit_path) if review[i]]
        beside = [i for i in neighbours(fates, n) if review[i]]
        levels = [("region", spot), ("holder", holder), ("path", path), ("neighbour", beside),
                  ("region", [i for i, c in enumerate(chunks) if review[i] and any(
                      r.page == p.page and _meets(r.bbox, p.bbox) for r in c.regions)])]
        named = naming(chunks, review, p.unit_path)
        # its own chunks or its neighbours' (`half_lost_indexed`): the chunk an unread region over its spot went to
        # (the one it lies in or the one before it), and for a real text's paragraph (a label, no unit path) the chunk
        # its label ends the path of, on its page (a real text numbers `2.` and `(2)` afresh in every clause)
        own = [i for i in by_label.get(_label_key(p.label), []) if review[i]
               and chunks[i].page_start <= p.page <= chunks[i].page_end] if not p.unit_path and p.label else []
        f.near_review = bool(spot or holder or path or beside or own) or p.page not in indexed
        for level, found in levels:
            if found:
                f.flagged_by, f.flaggers = level, sorted({*found, *named})
                break
        else:
            if named:
                f.flagged_by, f.flaggers = "named", named


def _label_key(label: str) -> str:
    return letters_digits(label).lower()


_SKIPS = re.compile(r"^numbering skips (.+?) before ")


def naming(chunks: Sequence[Chunk], review: Sequence[bool], unit_path: Sequence[str]) -> list[int]:
    """The review chunks whose reason names the paragraph's unit (or an ancestor of it) as skipped by the
    numbering, under the same parent as the chunk's own path (`numbering skips CHAPTER IV before CHAPTER V` on
    CHAPTER V, when CHAPTER IV's heading faded): that review is the flag of the loss, wherever the chunk sits."""
    out = []
    for i, c in enumerate(chunks):
        if not review[i]:
            continue
        for reason in c.review_reasons:
            m = _SKIPS.match(reason)
            if m and any(label == m.group(1) and list(c.structure_path[:d]) == list(unit_path[:d])
                         for d, label in enumerate(unit_path)):
                out.append(i)
                break
    return out


def unit_chunks(by_path: dict[tuple[str, ...], list[int]], unit_path: Sequence[str]) -> list[int]:
    """The chunks at the unit's path, or else at its nearest ancestor's that has any."""
    for k in range(len(unit_path), 0, -1):
        found = by_path.get(path_key(unit_path[:k]))
        if found:
            return found
    return []


def neighbours(fates: list[Fate], n: int) -> set[int]:
    """The chunks holding the nearest read paragraph before and after paragraph n (reading order)."""
    out: set[int] = set()
    for step in (-1, 1):
        k = n + step
        while 0 <= k < len(fates):
            if fates[k].holders:
                out.add(fates[k].holders[-1] if step < 0 else fates[k].holders[0])
                break
            k += step
    return out


def paragraph_fates(chunks: Sequence[Chunk], truth: GroundTruth, doc: str, s: Stream | None = None) -> list[Fate]:
    fates = read_fates(chunks, truth, doc, s)
    judge_flags(fates, chunks)
    return fates


# ---------- table cells: amounts, dates and reference numbers ----------

AMOUNT = re.compile(r"^\d{1,3}(,\d{2,3})*(\.\d{2})?$|^\d+\.\d{2}$")
DATE = re.compile(r"^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$")
REFERENCE = re.compile(r"^(?=.*\d)(?=.*[A-Za-z/-])[A-Za-z0-9/.-]{3,}$")


def cell_kind(text: str) -> str:
    t = text.strip()
    if DATE.match(t):
        return "date"
    if AMOUNT.match(t):
        return "amount"
    if REFERENCE.match(t) and not re.match(r"^\d{4}-\d{2}", t):  # '2002-03 (1)' is a year, not a reference
        return "reference"
    return ""


def chunk_rows(chunk: Chunk) -> list[list[str]]:
    """The data rows of a table chunk's body (`| a | b |` lines after the `| --- |` rule)."""
    rows, seen_rule = [], False
    for line in (chunk.body or "").splitlines():
        if not line.startswith("|"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if all(set(c) <= set("-: ") for c in cells):
            seen_rule = True
            continue
        if seen_rule:
            rows.append(cells)
    return rows


@dataclass
class CellCheck:
    doc: str
    chunk_id: str
    truth: str
    read: str
    kind: str
    flagged: bool  # the chunk went to review, or the cell's words are low-confidence spans


def key_cells(chunks: Sequence[Chunk], truth: GroundTruth, doc: str) -> list[CellCheck]:
    """Every misread amount/date/reference cell of the table chunks, and whether it was flagged."""
    truth_rows = [row for t in truth.tables for row in t.rows]
    if not truth_rows:
        return []
    joined = [" ".join(r) for r in truth_rows]
    out = []
    for c in chunks:
        if c.kind != "table":
            continue
        low = {w.text.strip() for w in c.low_confidence_spans}
        for row in chunk_rows(c):
            best = process.extractOne(" ".join(row), joined, scorer=fuzz.ratio)
            if best is None or best[1] < 60:
                continue
            want = truth_rows[best[2]]
            for read, true in zip(row, want, strict=False):
                kind = cell_kind(true)
                if kind and " ".join(read.split()) != true:
                    flagged = c.route == "review" or any(tok in low for tok in read.split())
                    out.append(CellCheck(doc, c.id, true, read, kind, flagged))
    return out


# ---------- the figures over a set ----------

LOSS_WRONG_BAR = 0.95  # issue 10's "really wrong": similarity to truth under 0.95
GROUPS = {"clean": "clean/moderate", "moderate": "clean/moderate", "light": "clean/moderate",
          "degraded": "harsh", "harsh": "harsh"}


@dataclass
class DocLoss:
    """One document's chunks (one strategy) held against its paragraph truth."""

    doc: str
    truth: GroundTruth
    chunks: list[Chunk]
    similarity: list[float]  # per chunk, from the judge (same order as chunks)
    # per chunk, from the judge: its words are another unit's (`ChunkJudgement.true_path`); empty: none is
    wrong_path: list[bool] = field(default_factory=list)


def _share(a: int, b: int) -> float | None:
    return a / b if b else None


def _fate_row(f: Fate) -> dict[str, object]:
    p = f.paragraph
    return {"document": f.doc, "page": p.page, "unit_path": p.unit_path, "label": p.label,
            "damage": p.damage, "words": f.words, "lost": f.lost, "flagged_by": f.flagged_by,
            "text": p.text[:90]}


def _tally(fates: Sequence[Fate]) -> dict[str, object]:
    lost = [f for f in fates if f.lost_text]
    by = {k: sum(f.flagged_by == k for f in lost) for k in ("region", "holder", "path", "neighbour", "named")}
    return {"paragraphs": len(fates), "lost_text": len(lost), "silent_loss": sum(f.silent for f in lost),
            "half_lost_indexed": sum(f.half_lost_indexed for f in lost),
            "flagged_by": by, "words_lost": sum(f.lost for f in lost)}


Routed = tuple[float, bool, bool, bool]  # similarity, sent to review, flags a loss, at a wrong path


def _routing(items: Sequence[Routed]) -> dict[str, object]:
    """Routing at the 0.95 bar. A chunk is *correct* when its words are 0.95 similar to its truth or more and it
    stands at its unit's path: right words under another unit's path (`wrong_paths`) are not correct (a citation
    or a parent expansion from it is wrong) and are counted apart, `wrong_path_to_review` / `wrong_path_indexed`
    (those under 0.95 stay with the really wrong ones). `correct_to_review` counts every correct chunk in review;
    `correct_to_review_flagging_loss` those of them that flag a paragraph that lost text (its spot, or as its
    holder, unit or neighbour chunk: the flag's bearers at the nearest level), whose review is what keeps that loss
    from being silent: what issue 10 asks routing to do, so not needless. `needless_review` (the headline) is the
    share of correct chunks in review for nothing: neither wrong nor the flag of a loss; `correct_to_review_share`
    is the share of all of them (the headline until session 14); `needless_incl_wrong_path` is the headline as it
    was until session 21, wrong-path chunks counted as correct."""
    wrong = [r for s, r, _, _ in items if s < LOSS_WRONG_BAR]
    right = [(r, carries) for s, r, carries, at_wrong in items if s >= LOSS_WRONG_BAR and not at_wrong]
    misplaced = [r for s, r, _, at_wrong in items if s >= LOSS_WRONG_BAR and at_wrong]
    sent = sum(r for r, _ in right)
    carrying = sum(r and carries for r, carries in right)
    old = [(r, carries) for s, r, carries, _ in items if s >= LOSS_WRONG_BAR]
    old_needless = sum(r and not carries for r, carries in old)
    return {"chunks": len(items), "really_wrong": len(wrong), "wrong_to_review": sum(wrong),
            "review_recall": _share(sum(wrong), len(wrong)), "correct": len(right),
            "correct_to_review": sent, "correct_to_review_share": _share(sent, len(right)),
            "correct_to_review_flagging_loss": carrying, "needless": sent - carrying,
            "needless_review": _share(sent - carrying, len(right)),
            "wrong_path": len(misplaced), "wrong_path_to_review": sum(misplaced),
            "wrong_path_indexed": len(misplaced) - sum(misplaced),
            "needless_incl_wrong_path": old_needless, "correct_incl_wrong_path": len(old),
            "needless_review_incl_wrong_path": _share(old_needless, len(old))}


# what a review reason says, without its particulars (page, share, label, cell): the kinds correct chunks are
# sent to review for, so the largest causes of needless review can be told apart
_REASON_KINDS = [(re.compile(p), k) for p, k in (
    (r"^confidence [\d.]+ under threshold", "confidence under threshold"),
    (r"% of words read with low OCR confidence", "many words read with low OCR confidence"),
    (r"^only [\d.]+% of words are recognisable", "garbled text (few recognisable words)"),
    (r"^numbering skips ", "numbering skips (text may be missing)"),
    (r"^numbering misread by OCR", "numbering misread by OCR"),
    (r"^numbers or Latin letters in ", "numbers or Latin letters in Indic text read unsure"),
    (r"^table cell ", "table cell breaks its column's pattern"),
    (r"^(sentence cut off at a blank|blank under damage) inside the text", None),
    (r"^sentence cut off at the foot of page", "sentence cut off at the foot of a page"),
    (r"^sentence cut off at the break to page", "sentence cut off at a page break (next page starts low)"),
    (r"its place inferred|not read; ", "unit put back from numbering (its marker or heading not read)"),
    (r"^unread text", None),
)]


def reason_kind(reason: str) -> str:
    """`unread text faded, page 2 (~3 lines)` -> `unread text faded`; `confidence 0.62 under threshold 0.80`
    -> `confidence under threshold`; an unknown reason keeps its words up to its first particular."""
    for pattern, kind in _REASON_KINDS:
        if pattern.search(reason):
            return kind or re.split(r",? \(?page \d", reason)[0]
    text = re.split(r"[:;(]|, page", re.sub(r"^\([^)]*\)\s*", "", reason))[0]
    return re.sub(r"\s+", " ", re.sub(r"'[^']*'|\d+(?:\.\d+)?%?", "…", text)).strip()


Judged = tuple[float, Chunk, str, bool]  # a chunk's similarity, the chunk, its worst fault, whether it flags a loss


def needless_reasons(items: Sequence[Judged]) -> dict[str, dict[str, int]]:
    """Per reason kind, the correct chunks (similarity >= LOSS_WRONG_BAR) sent to review with it (`any`) and
    with it alone (`only`: what freeing that reason would take out of needless review), largest first; `clean`
    and `clean_only` count those of them read truly clean (no word misread or lost: `word_errors.chunk_faults`),
    `flags_loss` those that flag a paragraph that lost text (`_routing`: not needless)."""
    out: dict[str, dict[str, int]] = {}
    for sim, chunk, fault, flags in items:
        if sim < LOSS_WRONG_BAR or chunk.route != "review":
            continue
        kinds = set(map(reason_kind, chunk.review_reasons)) or {"(no reason given)"}
        for kind in kinds:
            row = out.setdefault(kind, {"any": 0, "only": 0, "clean": 0, "clean_only": 0, "flags_loss": 0})
            row["any"] += 1
            row["only"] += len(kinds) == 1
            row["clean"] += fault == "truly clean"
            row["clean_only"] += fault == "truly clean" and len(kinds) == 1
            row["flags_loss"] += flags
    return dict(sorted(out.items(), key=lambda kv: (-kv[1]["any"], kv[0])))


def needless_faults(items: Sequence[Judged]) -> dict[str, int]:
    """The correct chunks sent to review: those that flag a lost paragraph (`flags a loss`, not needless), and the
    needless rest by what a reviewer finds in them (`word_errors.worst_fault`), which add up to the headline's
    `needless`. A real word, number or label read as another in a chunk still 0.95 similar or more (`word error`)
    is correct by issue 10's bar, so its review counts as needless in the headline; this split shows how many of
    those a reviewer has such a fix in, and how many are `truly clean`."""
    sent = [(fault, flags) for sim, chunk, fault, flags in items if sim >= LOSS_WRONG_BAR and chunk.route == "review"]
    found = Counter(fault for fault, flags in sent if not flags)
    return {**{k: found.get(k, 0) for k in ("word error", "words lost", "misread", "truly clean")},
            "flags a loss": sum(flags for _, flags in sent)}


def chunk_kinds(fates: Sequence[Fate], n_chunks: int) -> list[set[str]]:
    """Per chunk, the damage kinds of the paragraphs it holds ('none' when it holds no damaged one)."""
    kinds: list[set[str]] = [set() for _ in range(n_chunks)]
    for f in fates:
        if f.paragraph.damage:
            for i in f.holders:
                kinds[i].update(f.kinds)
    return [k or {"none"} for k in kinds]


def loss_figures(docs: Sequence[DocLoss]) -> dict[str, object]:
    """Silent loss (headline), by damage kind and strength, by split; routing at the 0.95 bar by scan group;
    misread key table cells; reliability bins per damage kind."""
    from engross.evaluation.metrics import reliability_bins

    fates: list[Fate] = []
    cells: list[CellCheck] = []
    routed: dict[str, list[Routed]] = {}
    by_split: dict[str, list[Fate]] = {}
    split_routed: dict[str, list[Routed]] = {}
    per_kind: dict[str, list[tuple[float, float]]] = {}
    from engross.evaluation.word_errors import ChunkWords, chunk_faults, chunk_word_errors, word_tally, worst_fault

    word_rows: dict[str, list[ChunkWords]] = {}
    judged: dict[str, list[Judged]] = {}
    needless: list[dict[str, object]] = []
    for d in docs:
        s = stream(d.chunks)
        f = paragraph_fates(d.chunks, d.truth, d.doc, s)
        fates += f
        group = GROUPS.get(d.truth.scan_profile, "clean/moderate")
        word_rows.setdefault(group, []).extend(chunk_word_errors(d.doc, d.chunks, d.similarity, f, s))
        by_split.setdefault(d.truth.split or "all", []).extend(f)
        cells += key_cells(d.chunks, d.truth, d.doc)
        faults = [worst_fault(x) for x in chunk_faults(f, s, d.chunks, d.doc)]
        flagging = {i for fate in f if fate.lost_text for i in fate.flaggers}
        misplaced = d.wrong_path or [False] * len(d.chunks)
        for k, (c, sim, kinds, fault) in enumerate(zip(d.chunks, d.similarity, chunk_kinds(f, len(d.chunks)), faults,
                                                       strict=True)):
            item = (sim, c.route == "review", k in flagging, misplaced[k])
            routed.setdefault(group, []).append(item)
            routed.setdefault(f"{d.truth.split or 'all'}: {group}", []).append(item)
            split_routed.setdefault(d.truth.split or "all", []).append(item)
            correct = sim >= LOSS_WRONG_BAR and not misplaced[k]  # right words at a wrong path: apart (`_routing`)
            for name in (group, f"{d.truth.split or 'all'}: {group}"):
                if correct or sim < LOSS_WRONG_BAR:
                    judged.setdefault(name, []).append((sim, c, fault, k in flagging))
            if correct and c.route == "review":
                needless.append({"document": d.doc, "split": d.truth.split, "scans": group, "chunk": c.id,
                                 "path": c.structure_path, "page": c.page_start, "similarity": round(sim, 3),
                                 "fault": fault, "flags_loss": k in flagging, "reasons": c.review_reasons})
            for k in kinds:
                per_kind.setdefault(k, []).append((c.confidence, sim))
    kinds = sorted({k for f in fates for k in f.kinds})
    strengths = sorted({d for f in fates for d in f.paragraph.damage})
    table_chunks = {c.chunk_id for c in cells}
    flagged_chunks = {c.chunk_id for c in cells if c.flagged}
    return {
        "wrong_bar": LOSS_WRONG_BAR, "lost_share": LOST_SHARE, **_tally(fates),
        "by_kind": {k: _tally([f for f in fates if k in f.kinds]) for k in kinds},
        "by_damage": {s: _tally([f for f in fates if s in f.paragraph.damage]) for s in strengths},
        "by_split": {s: {**_tally(fs), "routing": _routing(split_routed[s])} for s, fs in sorted(by_split.items())},
        "routing_by_scan": {g: _routing(items) for g, items in sorted(routed.items())},
        "word_errors": {g: word_tally(rows, LOSS_WRONG_BAR) for g, rows in sorted(word_rows.items())},
        "word_errors_indexed": [vars(r) for g in sorted(word_rows) for r in word_rows[g] if r.route == "index"][:60],
        "needless_by_reason": {g: needless_reasons(items) for g, items in sorted(judged.items())},
        "needless_by_fault": {g: needless_faults(items) for g, items in sorted(judged.items())},
        "needless": needless[:300],
        "key_cells": {"misread": len(cells), "flagged": sum(c.flagged for c in cells),
                      "table_chunks": len(table_chunks), "table_chunks_flagged": len(flagged_chunks & table_chunks),
                      "unflagged": [vars(c) for c in cells if not c.flagged][:30]},
        "reliability_by_kind": {k: reliability_bins(v, bar=LOSS_WRONG_BAR) for k, v in sorted(per_kind.items())},
        "silent": [_fate_row(f) for f in fates if f.silent][:100],
        "half_lost_indexed_list": [_fate_row(f) for f in fates if f.lost_text and f.half_lost_indexed][:100],
        "flagged_only_by_neighbour": [_fate_row(f) for f in fates if f.lost_text and f.flagged_by == "neighbour"][:50],
    }
