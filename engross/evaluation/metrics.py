"""The figures' arithmetic, on plain strings and numbers, so each can be checked on hand-made cases."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz
from rapidfuzz.distance import Levenshtein

# A chunk whose text matches its truth with less than this character similarity is "really wrong".
# Clean 300-DPI print reads at ~0.01% CER here (research/ocr-measurements.md), so a chunk at 0.97
# already has one character in 33 wrong: about a word per sentence, enough to change an amount,
# a name or a section number. Above it, errors are typically a stray quote or hyphen.
WRONG_BAR = 0.97

_SPACE = re.compile(r"\s+")
# Print and OCR disagree on these glyphs without changing the meaning; fold them before comparing.
_FOLD = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-",
                       "\u2014": "-", "\u2010": "-", "\u2011": "-", "\u00ad": "", "\u00a0": " ",
                       "\u200c": "", "\u200d": ""})  # zero-width (non-)joiners: invisible on the page


def normalise(text: str) -> str:
    """NFKC, fold curly quotes/dashes to ASCII, drop soft hyphens, collapse all whitespace to one space."""
    text = unicodedata.normalize("NFKC", text or "").translate(_FOLD)
    return _SPACE.sub(" ", text).strip()




# `i n t i t u l e d`: three or more lone letters one space apart, in the text as printed (before punctuation goes):
# labels `(a)(i)"; (c)` are lone letters too once their brackets are dropped, and joined they read `aic`
LETTER_SPACED = re.compile(r"(?<![^\s\"'])(?:[^\W\d_] ){2,}[^\W\d_](?![^\W\d_])")


def letters_digits(text: str) -> str:
    """normalise(), then punctuation dropped: for judging chunks, whose bodies print labels and headings
    as "SEC. 3. Definitions. –" where the truth keeps the label "SEC. 3" and the heading apart. A
    letter-spaced word (emphasis in Commonwealth bills: `i n t i t u l e d`) is one word on either side: the
    spacing is typography, and a chunk that reads `intituled` right is not 8 spaces wrong."""
    text = LETTER_SPACED.sub(lambda m: m.group(0).replace(" ", ""), normalise(text))
    text = "".join(c if c.isalnum() or c == "_" or c.isspace() or unicodedata.category(c).startswith("M") else " "
                   for c in text)  # vowel signs and viramas are letters' parts (re's \W drops them)
    return _SPACE.sub(" ", text).strip()


@dataclass
class EditCount:
    """Edits against a reference; rates are edits / reference length (can exceed 1 with insertions)."""

    edits: int = 0
    length: int = 0

    @property
    def rate(self) -> float:
        if self.length == 0:
            return 0.0 if self.edits == 0 else 1.0
        return self.edits / self.length

    def __add__(self, other: EditCount) -> EditCount:
        return EditCount(self.edits + other.edits, self.length + other.length)


def char_errors(reference: str, hypothesis: str) -> EditCount:
    """Levenshtein edits between the normalised texts, over the normalised reference's characters."""
    ref, hyp = normalise(reference), normalise(hypothesis)
    return EditCount(Levenshtein.distance(ref, hyp), len(ref))


def word_errors(reference: str, hypothesis: str) -> EditCount:
    """Levenshtein edits between the normalised word sequences, over the reference's word count."""
    ref, hyp = normalise(reference).split(), normalise(hypothesis).split()
    return EditCount(Levenshtein.distance(ref, hyp), len(ref))


def words_missed(reference: str, hypothesis: str) -> EditCount:
    """Reference words absent from the hypothesis in any order: misreads without reading-order effects."""
    ref, hyp = Counter(normalise(reference).split()), Counter(normalise(hypothesis).split())
    return EditCount(sum((ref - hyp).values()), sum(ref.values()))


def cer(reference: str, hypothesis: str) -> float:
    return char_errors(reference, hypothesis).rate


def wer(reference: str, hypothesis: str) -> float:
    return word_errors(reference, hypothesis).rate


def similarity(a: str, b: str) -> float:
    """1 - Levenshtein distance / length of the longer normalised text (1.0 = identical, both empty = 1.0)."""
    return Levenshtein.normalized_similarity(normalise(a), normalise(b))


def best_window(needle: str, haystack: str) -> tuple[float, str]:
    """The haystack's substring that best aligns with needle, and needle's similarity to it.

    Used when a chunk covers only part of a truth text (or a window spans several units).
    """
    needle, haystack = normalise(needle), normalise(haystack)
    if not needle or not haystack:
        return (1.0 if needle == haystack else 0.0), ""
    if len(needle) >= len(haystack):
        return Levenshtein.normalized_similarity(needle, haystack), haystack
    al = fuzz.partial_ratio_alignment(needle, haystack)
    # the alignment is as long as the needle; when the needle lost text (a dropped line) the true window is
    # longer, so it is also widened on either side by up to a quarter: dropped text then costs once, not twice
    right = _widest(needle, lambda g: haystack[al.dest_start:al.dest_end + g], len(needle) // 4)
    left = _widest(needle, lambda g: haystack[max(0, al.dest_start - g):al.dest_end], len(needle) // 4)
    return max(right, left)


def _widest(needle: str, window: Callable[[int], str], limit: int) -> tuple[float, str]:
    """Best similarity over widenings 0..limit (ternary search: it rises while dropped text is taken in)."""
    def score(g: int) -> tuple[float, str]:
        w = window(g)
        return Levenshtein.normalized_similarity(needle, w), w

    lo, hi = 0, limit
    while hi - lo > 2:
        a, b = lo + (hi - lo) // 3, hi - (hi - lo) // 3
        if score(a)[0] < score(b)[0]:
            lo = a + 1
        else:
            hi = b - 1
    return max(score(g) for g in {0, *range(lo, hi + 1)})


def containment(needle: str, haystack: str) -> float:
    """How much of needle is found, near-verbatim, inside haystack (0..1; partial-ratio alignment)."""
    needle, haystack = normalise(needle), normalise(haystack)
    if not needle:
        return 0.0
    if len(needle) > len(haystack):
        # a truncated copy: only the part present can match
        return fuzz.partial_ratio(needle, haystack) / 100 * len(haystack) / len(needle)
    return fuzz.partial_ratio(needle, haystack) / 100


@dataclass
class RoutingCounts:
    """Chunks split by truth (really wrong or not) and by where engross sent them."""

    wrong_review: int = 0
    wrong_index: int = 0
    right_review: int = 0
    right_index: int = 0

    def add(self, really_wrong: bool, sent_to_review: bool) -> None:
        if really_wrong:
            self.wrong_review += sent_to_review
            self.wrong_index += not sent_to_review
        else:
            self.right_review += sent_to_review
            self.right_index += not sent_to_review

    @property
    def review_recall(self) -> float | None:
        """Share of really-wrong chunks sent to review (None when nothing was wrong)."""
        wrong = self.wrong_review + self.wrong_index
        return self.wrong_review / wrong if wrong else None

    @property
    def needless_review(self) -> float | None:
        """Share of correct chunks sent to review anyway."""
        right = self.right_review + self.right_index
        return self.right_review / right if right else None

    def as_dict(self) -> dict[str, float | int | None]:
        return {"wrong_sent_to_review": self.wrong_review, "wrong_indexed": self.wrong_index,
                "correct_sent_to_review": self.right_review, "correct_indexed": self.right_index,
                "review_recall": self.review_recall, "needless_review": self.needless_review}


def routing_counts(items: Sequence[tuple[float, bool]], bar: float = WRONG_BAR) -> RoutingCounts:
    """items: (similarity to truth, sent to review) per chunk."""
    counts = RoutingCounts()
    for sim, review in items:
        counts.add(sim < bar, review)
    return counts


def reliability_bins(items: Sequence[tuple[float, float]], n_bins: int = 10,
                     bar: float = WRONG_BAR) -> list[dict[str, float | int | None]]:
    """items: (confidence, similarity). Per confidence bin: count, mean confidence, mean real error
    (1 - similarity) and the share of really-wrong chunks; a calibrated scorer has error ~ 1 - confidence."""
    bins: list[list[tuple[float, float]]] = [[] for _ in range(n_bins)]
    for conf, sim in items:
        bins[min(int(conf * n_bins), n_bins - 1)].append((conf, sim))
    out = []
    for i, members in enumerate(bins):
        n = len(members)
        out.append({
            "lo": i / n_bins, "hi": (i + 1) / n_bins, "count": n,
            "mean_confidence": sum(c for c, _ in members) / n if n else None,
            "mean_error": sum(1 - s for _, s in members) / n if n else None,
            "wrong_share": sum(s < bar for _, s in members) / n if n else None,
        })
    return out


def recall_at(first_hit_ranks: Sequence[int | None], k: int) -> float:
    """Share of questions whose first answering result has 1-based rank <= k (None = never answered)."""
    if not first_hit_ranks:
        return 0.0
    return sum(r is not None and r <= k for r in first_hit_ranks) / len(first_hit_ranks)


def mean(values: Sequence[float]) -> float | None:
    return sum(values) / len(values) if values else None
