"""Text a reviewer types for an unread region goes where the page printed it: after the last word read above
(or before) the region, so the chunk reads in order without the reviewer retyping the whole body."""

from __future__ import annotations

from typing import Any

from review_queue.highlight import aligned


def word_ends(text: str, words: list[dict[str, Any]]) -> list[tuple[int, dict[str, Any]]]:
    """(end offset in `text`, span) for each token of `text` aligned in order with the chunk's word spans."""
    return [(m.end(), span) for m, span in aligned(text, words)]


def _before(span: dict[str, Any], region: dict[str, Any]) -> bool:
    """The word was printed before the region: an earlier page, above it, or left of it on its line."""
    if span["page"] != region["page"]:
        return span["page"] < region["page"]
    (x0, top, _x1, bottom), (rx0, rtop, _rx1, rbottom) = span["bbox"], region["bbox"]
    middle = (top + bottom) / 2
    if rtop <= middle <= rbottom:  # on one of the region's lines: before it when left of it
        return x0 < rx0
    return middle < rtop


def insert_unread(body: str, words: list[dict[str, Any]], region: dict[str, Any], typed: str) -> str:
    """`body` with `typed` put where `region` lies: inline after a word on the region's own line, else as a
    line of its own after the line holding the last word printed before it."""
    typed = " ".join(typed.split()) if "\n" not in typed.strip() else typed.strip()
    before = [(end, span) for end, span in word_ends(body, words) if _before(span, region)]
    if not before:
        return f"{typed}\n{body}" if body else typed
    end, span = before[-1]
    same_line = span["page"] == region["page"] and region["bbox"][1] <= (span["bbox"][1] + span["bbox"][3]) / 2 \
        <= region["bbox"][3]
    if same_line:
        return f"{body[:end]} {typed}{body[end:]}"
    line_end = body.find("\n", end)
    line_end = len(body) if line_end < 0 else line_end
    return f"{body[:line_end]}\n{typed}{body[line_end:]}"


def fill(body: str, words: list[dict[str, Any]], regions: list[dict[str, Any]],
         typed: list[str]) -> tuple[str, list[dict[str, Any]]]:
    """The body with every typed text put in place, and the regions with what was typed for each."""
    filled = [dict(r) for r in regions]
    # from the last region back, so the offsets of the words before each insertion still hold
    order = sorted(range(min(len(regions), len(typed))), key=lambda k: (regions[k]["page"], regions[k]["bbox"][1],
                                                                         regions[k]["bbox"][0]), reverse=True)
    for k in order:
        text = typed[k].strip()
        if text:
            body = insert_unread(body, words, regions[k], text)
            filled[k]["text"] = text
    return body, filled
