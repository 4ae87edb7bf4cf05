"""Which words of a chunk's text were read with low confidence: by position, not by spelling.

Marking every "the" because one "the" was doubtful would send the reviewer's eye to the wrong place, so
the text's tokens are aligned, in order, with the chunk's word spans and only the doubtful spans are marked.
"""

from __future__ import annotations

import re
from typing import Any

LOOKAHEAD = 8  # how far ahead in the spans a token may find its word (furniture, merged tokens)


def _key(span: dict[str, Any]) -> tuple[int, tuple[float, ...]]:
    return span["page"], tuple(round(v, 1) for v in span["bbox"])


def low_offsets(text: str, words: list[dict[str, Any]], low: list[dict[str, Any]]) -> list[tuple[int, int]]:
    """(start, end) character offsets in `text` of the words read with low confidence."""
    doubtful = {_key(s) for s in low}
    if not doubtful:
        return []
    if not words:  # no spans to align with: fall back to the doubtful words' spelling
        spelled = {s["text"] for s in low}
        return [(m.start(), m.end()) for m in re.finditer(r"\S+", text) if m.group() in spelled]
    return [(m.start(), m.end()) for m, span in aligned(text, words) if _key(span) in doubtful]


def aligned(text: str, words: list[dict[str, Any]]) -> list[tuple[re.Match[str], dict[str, Any]]]:
    """Each token of `text` that finds its word span, in order (a span within LOOKAHEAD of the last one found),
    with that span: the one alignment the highlight and the unread-fill place words by."""
    out, j = [], 0
    for m in re.finditer(r"\S+", text):
        for k in range(j, min(j + LOOKAHEAD, len(words))):
            if words[k]["text"] == m.group():
                out.append((m, words[k]))
                j = k + 1
                break
    return out


def segments(text: str, offsets: list[tuple[int, int]]) -> list[tuple[str, bool]]:
    """The text cut into (piece, is_low) for the template, which escapes every piece."""
    out, pos = [], 0
    for start, end in offsets:
        if start > pos:
            out.append((text[pos:start], False))
        out.append((text[start:end], True))
        pos = end
    if pos < len(text):
        out.append((text[pos:], False))
    return out
