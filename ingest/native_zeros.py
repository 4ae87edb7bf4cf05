"""An ASCII `0` among a number's native digits is the script's zero: `০৯ নং আইন` read as `0৯`.

The zeros of the Indic scripts (Bengali `০`, Devanagari `०`, Tamil `௦`, Telugu `౦`, Kannada `೦`) are the ring
ASCII's `0` is, and the script models write either. Bangladesh's Acts write numbers with a
leading zero (`২০২২ সনের ০৯ নং আইন`, `০৫(পাঁচ) বছরের`: the looked-at Acts of fresh5, fresh8, fresh9, fresh11, fresh12);
fresh12's Trade Organisation (Amendment) Act 2023 cites `০৯` in its recital and five shoulder headings, read `0৯` on
every scan level and so sent to review as a number English could not confirm (`ingest.numerals`). A
number is printed in one script's digits, so the ring among a script's digits is its zero: the chunk's text says so and
the read is recorded as a repair (the word spans keep what OCR read). Any other ASCII digit there is no look-alike
(`১5।` for `১৷` is a danda read as a digit) and stays as read.
"""

from __future__ import annotations

import re
import unicodedata

from ingest.scanned import read_by_ocr
from schemas import Chunk, Repair, Span

_ZEROS = ("\u0966", "\u09e6", "\u0be6", "\u0c66", "\u0ce6")  # Devanagari, Bengali, Tamil, Telugu, Kannada
_NUMBER = re.compile(r"^(\W*)(\w+)(\W*)$")


def native(text: str) -> str | None:
    """`text` with its ASCII zeros written in the script of its other digits, when every other character of its
    number is a digit of one Indic script (at least one) and the only ASCII digit is 0; None otherwise."""
    m = _NUMBER.match(text)
    if not m or "0" not in m.group(2):
        return None
    digits = [c for c in m.group(2) if c != "0" and unicodedata.digit(c, None) is not None]
    zeros = {chr(ord(c) - unicodedata.digit(c)) for c in digits}
    if len(zeros) != 1 or not zeros <= set(_ZEROS) or any(unicodedata.digit(c, None) is None for c in m.group(2)):
        return None
    return m.group(1) + m.group(2).replace("0", zeros.pop()) + m.group(3)


def repair(chunk: Chunk) -> set[int]:
    """Write each OCR'd number of the chunk whose ring was read as ASCII `0` among native digits in its script's
    digits, in the chunk's text (every place the same read stands), recording each word as a repair; returns the
    ids of those words (they are no unconfirmed ASCII numbers)."""
    fixed: dict[int, tuple[Span, str]] = {id(w): (w, t) for w in chunk.words
                                          if read_by_ocr(w) and (t := native(w.text)) is not None}
    body = chunk.body
    for word, text in fixed.values():
        body = re.sub(rf"(?<!\S){re.escape(word.text)}(?!\S)", lambda _m, t=text: t, body)
        chunk.repairs.append(Repair(page=word.page, bbox=word.bbox, read=word.text, text=text, reason=(
            f"zero read as ASCII {word.text!r} among {text!r}'s other digits: the script's zero is the same ring")))
    write_body(chunk, body)
    return set(fixed)


def write_body(chunk: Chunk, body: str) -> None:
    """Write a chunk's repaired body in place of its body, and in its text when that ends with it (its context
    header, then the body)."""
    if body != chunk.body:
        if chunk.text.endswith(chunk.body):
            chunk.text = chunk.text[:len(chunk.text) - len(chunk.body)] + body
        chunk.body = body
