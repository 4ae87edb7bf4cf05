"""A section's heading read as Latin garbage at the end of the section before: the headless section goes to review."""

from __future__ import annotations

from ingest.garbled_headings import flag_garbled_headings
from schemas import Chunk, Span


def _chunk(path: str, heading: str, lines: list[str], top: int, unsure: set[str] = frozenset()) -> Chunk:
    words = [Span(text=t, page=1, bbox=(10.0 + 60 * i, top + 30 * n, 60.0 + 60 * i, top + 30 * n + 20),
                  confidence=0.3 if t in unsure else 0.95, source="ocr")
             for n, line in enumerate(lines) for i, t in enumerate(line.split())]
    body = "\n".join(lines)
    return Chunk(id=path, doc_id="d", source="s", structure_path=[path], heading=heading, body=body, text=body,
                 words=words, language="ben", page_start=1, page_end=1)


def _act(second_heading: str, last_line: str) -> list[Chunk]:
    """fresh19's parliament secretariat ordinance, clean scan: `সংজ্ঞা` over s. 2 read `AGI` at s. 1's end."""
    return [_chunk("১", "সংক্ষিপ্ত শিরোনাম ও প্রবর্তন", ["১। (১) এই অধ্যাদেশ অভিহিত হইবে।",
                                                       "(২) ইহা কার্যকর হইয়াছে বলিয়া গণ্য হইবে।", last_line], 100,
                   {"AGI"}),
            _chunk("২", second_heading, ["২। বিষয় বা প্রসঙ্গের পরিপন্থি কোনো কিছু না থাকিলে, এই অধ্যাদেশে,—"], 300),
            _chunk("৩", "কমিশন গঠন", ["৩। সরকার একটি কমিশন গঠন করিবে।"], 400),
            _chunk("৪", "কমিশনের কার্যাবলি", ["৪। কমিশন কার্যাবলি সম্পাদন করিবে।"], 500)]


def _flagged(chunks: list[Chunk]) -> list[str]:
    flag_garbled_headings(chunks, 0.6, ["ben"])
    return [c.structure_path[0] for c in chunks if c.route == "review"]


def test_a_headless_section_after_a_line_of_garbage_goes_to_review() -> None:
    chunks = _act("", "AGI")
    assert _flagged(chunks) == ["২"]
    assert "'AGI'" in chunks[1].review_reasons[0]


def test_a_section_with_its_heading_or_after_a_line_of_bengali_stays_indexed() -> None:
    assert _flagged(_act("সংজ্ঞা", "AGI")) == []
    assert _flagged(_act("", "গণ্য হইবে।")) == []


def test_a_document_whose_sections_carry_no_headings_is_left_alone() -> None:
    chunks = _act("", "AGI")
    for chunk in chunks:
        chunk.heading = ""
    assert _flagged(chunks) == []
