"""A bracketed sub-section number the next one vouches for: its digits are the list's, whichever model doubted them.

Sri Lankan Tamil statutes print sub-sections in ASCII (`5. (1) மத்திய வங்கியானது ...`, then `(2)`, `(3)`); the
Tamil model reads `(1)` right, English's re-read of the word alone (`ingest.numerals`) reads the box otherwise, and
the disputed `(1)` sent a section read word for word to review (language fresh12: the Central Bank Act's s. 5, the
Parliamentary Budget Office Act's s. 2, on every scan). Where the chunk's next bracketed number opening a line is
read surely as the next number, and the one before (if any) as the number before, the sequence says what the page
prints, as it does for a chunk's own label (`confidence.label_words`). A misread number breaks the sequence (`(4)`
for `(1)` before `(2)`), so it stays disputed.
"""

from __future__ import annotations

import re

from schemas import Span

_BRACKETED = re.compile(r"^\((\d{1,2})\)$")
_PROVISION = re.compile(r"^\d{1,3}[A-Z]?\.$")  # `5.` opening the line before its first sub-section


def _opener(line: list[Span]) -> tuple[Span, int] | None:
    """The bracketed number that opens the line (after the provision's own number, if any), with its value."""
    words = line[1:] if len(line) > 1 and _PROVISION.match(line[0].text) else line
    match = _BRACKETED.match(words[0].text) if words else None
    return (words[0], int(match.group(1))) if match else None


def vouched_markers(lines: list[list[Span]], sure: float) -> set[int]:
    """Ids of the words opening a line as `(n)` whose chunk's next such opener is `(n+1)` and whose previous one,
    if any, is `(n-1)`, both read at `sure` or better."""
    openers = [o for line in lines if (o := _opener(line)) is not None]
    out: set[int] = set()
    for k, (word, n) in enumerate(openers):
        after = openers[k + 1] if k + 1 < len(openers) else None
        before = openers[k - 1] if k else None
        if after is None or after[1] != n + 1 or after[0].confidence < sure:
            continue
        if before is None or before[1] == n - 1 and before[0].confidence >= sure:
            out.add(id(word))
    return out
