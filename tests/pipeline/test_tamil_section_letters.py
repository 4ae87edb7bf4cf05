"""Sri Lankan Tamil Acts' inserted sections (`80அ`, as English 80A): a letter the Tamil model reads as a digit."""

from __future__ import annotations

from pathlib import Path

from PIL import Image

from engross.settings import Settings
from ingest import numerals, ocr
from ingest.confidence import score_chunks
from ingest.ocr.engine import Osd, RawWord, ReadOptions
from ingest.ocr.fake import FakeEngine
from ingest.pipeline import run
from schemas import Chunk, Line, Page, Span
from tests.pipeline.test_languages import as_pdf, page_image

# fresh14's Civil Procedure Code (Amendment) Act 2023, s. 21 as printed: the inserted sections it repeals, 142A to 142H
REPEAL = ["21. முதன்மைச் சட்டவாக்கத்தின் 142அ, 142ஆ, 142இ, 142ஈ, 142உ, 142ஊ, 142எ",
          "ஆகிய பிரிவுகள் இத்தால் நீக்கப்படுகின்றன."]


class EnglishReads(FakeEngine):
    """English's model reads every crop as `english`, surely."""

    def __init__(self, english: str) -> None:
        super().__init__([])
        self.english = english

    def read(self, image: Image.Image, languages: str, options: ReadOptions, timeout: int) -> list[RawWord]:
        return [RawWord(self.english, 90.0, 10, 10, 60, 28, 1, 1, 1)]

    def osd(self, image: Image.Image, timeout: int) -> Osd:
        return Osd()


def _checked(english: str) -> Line:
    """`பிரிவு 80௮ இத்தால்` as the Tamil model reads it, its number re-read by a fake English model."""
    ocr.register_engine("english-reads", lambda: EnglishReads(english))
    line = ocr.line_from_words([Span(text=t, page=1, bbox=(50.0 + 60 * i, 50, 100.0 + 60 * i, 62),
                                     confidence=0.93 if i != 1 else 0.88, source="ocr")
                                for i, t in enumerate(["பிரிவு", "80௮", "இத்தால்", "நீக்கப்படுகின்றது."])])
    numerals.check(Image.new("L", (2480, 3508), 255), [line], 0.24, 60, "english-reads")
    return line


def _routed(line: Line) -> Chunk:
    chunk = Chunk(id="c", doc_id="d", source="s", body=line.text, text=line.text, words=line.words, language="tam")
    score_chunks([chunk], [Page(number=1, width=2000, height=800, source="ocr", words=line.words,
                                languages=["tam"])], Settings())
    return chunk


def test_a_section_letter_read_as_its_twin_digit_is_the_letter_when_english_reads_the_number() -> None:
    for english in ("80.34", "80"):  # English reads the digits and makes something else of the letter, or nothing
        line = _checked(english)
        assert line.words[1].text == "80அ" and "80அ" in line.text, english
        chunk = _routed(line)
        assert chunk.route == "index", chunk.review_reasons


def test_a_lettered_number_english_reads_otherwise_stays_as_read_and_in_review() -> None:
    for english in ("30.34", "A291"):  # another number, or no number
        line = _checked(english)
        assert line.words[1].text == "80௮", english
        chunk = _routed(line)
        assert chunk.route == "review" and any("read unsure: 80௮" in r for r in chunk.review_reasons), english


def test_a_number_in_tamil_digits_or_a_word_after_the_number_is_no_section_letter() -> None:
    assert numerals.lettered("142௮") == "142அ" and numerals.lettered("79௮),") == "79அ),"
    assert numerals.lettered("௧௮") is None  # a number in Tamil digits throughout
    assert numerals.lettered("142௭௪,") is None  # two digits after the number: no letter's look-alike
    assert numerals.lettered("80௮இன்படி") is None  # not a number with one letter


def test_repealed_inserted_sections_are_written_with_their_letters(engross_home: Path) -> None:
    """Tesseract's Tamil model reads `142உ` and `142எ` in Noto Sans Tamil as `142௨`, `142௭` (the digits two and seven);
    English reads their numbers, so the text has the letters and no reason names them unsure."""
    result = run(as_pdf(page_image([(REPEAL, "Tamil")])), "tamil.pdf", Settings())
    text = " ".join(c.body for c in result.chunks)
    assert "142உ" in text and "142எ" in text and not {"142௨", "142௭"} & set(text.replace(",", " ").split()), text
    reasons = " ".join(r for c in result.chunks for r in c.review_reasons)
    assert "142௨" not in reasons and "142௭" not in reasons, reasons
