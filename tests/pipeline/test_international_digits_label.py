"""A Hindi or Marathi section label read in the international digits (`धारा 2` for `धारा २`) is the label as printed."""

from __future__ import annotations

from engross.settings import Settings
from ingest.confidence import score_chunks
from schemas import Chunk, Page, Span

# fresh14's Foreigners Act 1946 (Hindi) s. 2 as read from its born PDF: the page prints `धारा २ :`, the Devanagari
# model read the digit as ASCII `2`, and the numbering gave the path `धारा २`
SECTION = "धारा 2 :\nपरिभाषाएं :\nइस अधिनियम में,-\nक) विदेशी से ऐसा व्यक्ति अभिप्रेत है, जो भारत का नागरिक नहीं है;"


def _scored(body: str, label: str, language: str = "hin") -> Chunk:
    words = [Span(text=t, page=1, bbox=(10.0 * i, 10, 10.0 * i + 8, 20), confidence=0.95, source="ocr")
             for i, t in enumerate(body.split())]
    chunk = Chunk(id="c", doc_id="d", source="s", body=body, text=body, words=words, language=language,
                  structure_path=[label])
    score_chunks([chunk], [Page(number=1, width=2000, height=800, source="ocr", words=words, languages=[language])],
                 Settings())
    return chunk


def test_a_section_number_in_international_digits_is_no_misread_label() -> None:
    chunk = _scored(SECTION, "धारा २")
    assert chunk.route == "index", chunk.review_reasons
    marathi = _scored(SECTION.replace("धारा", "कलम"), "कलम २", "mar")
    assert marathi.route == "index", marathi.review_reasons


def test_a_digit_of_another_value_still_is_a_misread_label() -> None:
    for label in ("धारा ३", "धारा १"):  # `2` printed where the path says 3; `९` (a look-alike of १) below
        chunk = _scored(SECTION if label == "धारा ३" else SECTION.replace("धारा 2", "धारा ९"), label)
        assert any("numbering misread" in r for r in chunk.review_reasons), (label, chunk.review_reasons)
