"""An item that is only a short heading (`a. License grant.`, `b. Other rights.`) heads the items indented under it."""

from __future__ import annotations

import re

MAX_WORDS = 6  # `Media and formats; technical modifications allowed` is a heading run into its text, not alone
_SENTENCE_MARK = re.compile(r"[.;:,!?]\s")


def short_heading(text: str) -> bool:
    """The text of an item's line is a short heading alone: a capital, up to six words, one line, nothing after a
    full stop (`License grant .`, `Attribution`); never a sentence ending in `;`, `:` or `,` (an item of a list)."""
    t = " ".join(text.split()).rstrip(" .")
    return bool(t) and "\n" not in text.strip() and t[:1].isupper() and len(t.split()) <= MAX_WORDS \
        and not t.endswith((",", ";", ":", "-", "–", "—")) and not _SENTENCE_MARK.search(t + " ")
