"""A Bangladesh Act's bold section heading, read right but doubted by the Bengali model, does not send its section
to review when the document reads the same word surely elsewhere; a heading word read only there, or misread into no
word, keeps its doubt (ingest/confidence.py `heading_words`)."""

from __future__ import annotations

from engross.settings import Settings
from ingest.confidence import score_chunks
from schemas import Chunk, Page, Span

# fresh14's and fresh15's Acts: `সংজ্ঞা` ("Definitions") above `২৷ ...`, read at 0.02 (bold), the rest at 0.9
SECTION = "২৷ বিষয় বা প্রসঙ্গের পরিপন্থী কোন কিছু না থাকিলে, এই আইনে-"


def _scored(heading: str, heading_confidence: float, elsewhere: str = "") -> Chunk:
    """The section under `heading` read at `heading_confidence`; `elsewhere`: the next section's line, read at 0.9."""
    tokens = [*heading.split(), *SECTION.split()]
    words = [Span(text=t, page=1, bbox=(10.0 * i, 10, 10.0 * i + 8, 20),
                  confidence=heading_confidence if i < len(heading.split()) else 0.9, source="ocr")
             for i, t in enumerate(tokens)]
    text = f"{heading}\n{SECTION}"
    chunk = Chunk(id="c", doc_id="d", source="s", heading=heading, body=text, text=text, words=words, language="ben",
                  structure_path=["২"])
    other = [Span(text=t, page=1, bbox=(10.0 * i, 400, 10.0 * i + 8, 410), confidence=0.9, source="ocr")
             for i, t in enumerate(elsewhere.split())]
    later = Chunk(id="l", doc_id="d", source="s", body=elsewhere, text=elsewhere, words=other, language="ben",
                  structure_path=["৩"])
    score_chunks([chunk, later] if other else [chunk],
                 [Page(number=1, width=2000, height=800, source="ocr", words=words + other, languages=["ben"])],
                 Settings())
    return chunk


def test_a_listed_bold_heading_read_unsure_but_surely_elsewhere_does_not_send_its_section_to_review() -> None:
    # the document reads `সংজ্ঞা` at 0.9 in another line (a reference to the definitions, a later heading)
    assert _scored("সংজ্ঞা", 0.02, elsewhere="ধারা ২ এর সংজ্ঞা অনুযায়ী").route == "index"


def test_a_listed_heading_word_read_only_there_and_unsure_keeps_its_doubt() -> None:
    # read once, at 0.05: Tesseract's guess, which a lost vowel sign can make another real word
    chunk = _scored("সংজ্ঞা", 0.05, elsewhere="ধারা ২ এর বিধান অনুযায়ী")
    assert chunk.route == "review", chunk.review_reasons


def test_a_heading_misread_into_no_word_keeps_its_doubt() -> None:
    chunk = _scored("সংজ্ঞ", 0.02)
    assert chunk.route == "review", chunk.review_reasons
