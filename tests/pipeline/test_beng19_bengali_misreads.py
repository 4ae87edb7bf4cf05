"""Bengali misreads the script model makes surely (session 24, helper beng19; language halves fresh13-fresh18)."""

from __future__ import annotations

from ingest.lookalikes import bengali_aa, restore
from schemas import Line, Span


def _line(text: str) -> Line:
    words = [Span(text=t, page=1, bbox=(10.0 * k, 0, 10.0 * k + 8, 10), confidence=0.95, source="ocr")
             for k, t in enumerate(text.split())]
    return Line(text=text, page=1, bbox=(0, 0, 100, 10), confidence=0.95, words=words)


def test_section_read_with_its_aa_as_a_danda_before_a_cited_number_is_put_back() -> None:
    """`ধারা` ("section") read `ধার৷` (`ধার`, a loan, is a word too, so the word alone could not say which was printed):
    before a number it cites (`ধার৷ ৭৮ এর সংশোধন`, `নূতন ধার৷ ৩৪ক`), a label with the ending that cites it
    (`উপ-ধার৷ (২) এর`) or a postposition, the stroke ended no sentence."""
    assert [bengali_aa("ধার৷", after) for after in (["৭৮", "এর"], ["৩৪ক"], ["৫-এ"], ["১০(১)"], ["অনুযায়ী"])] == \
        ["ধারা"] * 5
    assert bengali_aa("উপ-ধার৷", ["(২)", "এর"]) == "উপ-ধারা"
    assert bengali_aa("ধার।", ["৭৯", "এর"]) == "ধারা"
    # a sentence's end before what may open the next: a sub-section's label and its subject, a year (a shoulder
    # heading), a word; a word whose aa form is rare (`আইনা`) keeps its danda before anything
    assert bengali_aa("উপ-ধার৷", ["(২)", "সরকার"]) == "উপ-ধার৷"
    assert bengali_aa("ধার৷", ["১৯৯৪", "সনের"]) == "ধার৷"
    assert bengali_aa("ধার৷", ["এই"]) == "ধার৷"
    assert bengali_aa("ধার৷") == "ধার৷"
    assert bengali_aa("আইন৷", ["৪"]) == "আইন৷"
    assert bengali_aa("পারিবেন৷", ["(২)", "এর"]) == "পারিবেন৷"


def test_the_page_restore_reads_the_words_after_on_the_line() -> None:
    page = [_line("১৯৯৪ সনের ১৮ নং আইনের ধার৷ ৭৮ এর সংশোধন"),
            _line("উক্ত আইনের ধার৷ ৭৯ এর উপ-ধার৷ (2) এর দফা (ক) বিলুপ্ত হইবে।"),
            _line("ইহা অবিলম্বে কার্যকর হইবে৷ ২০০০ সনের ৮ নং আইনের")]
    notes = restore(page, ["ben"])
    assert page[0].text == "১৯৯৪ সনের ১৮ নং আইনের ধারা ৭৮ এর সংশোধন"
    assert page[1].text == "উক্ত আইনের ধারা ৭৯ এর উপ-ধারা (2) এর দফা (ক) বিলুপ্ত হইবে।"
    assert [w.text for w in page[1].words][2] == "ধারা"
    assert page[2].text == "ইহা অবিলম্বে কার্যকর হইবে৷ ২০০০ সনের ৮ নং আইনের"
    assert notes and "ধার৷ -> ধারা" in notes[0]


def _words(text: str, conf: dict[str, float], y: float = 10) -> list[Span]:
    return [Span(text=w, page=1, bbox=(10.0 * i, y, 10.0 * i + 8, y + 10), confidence=conf.get(w, 0.95),
                 source="ocr") for i, w in enumerate(text.split())]


def test_a_listed_bengali_word_tesseract_doubts_that_the_document_reads_surely_elsewhere_is_vouched() -> None:
    """A defined term in quotes (`“তফসিল”`, the schedule, at 0.42 in language fresh18's reinsurance Act's definition
    (৩), clean scan, read right; `তফসিল` at 0.9 in its sections) sent a correct definition to review on Tesseract's
    doubt alone. A word the document reads nowhere surely keeps its doubt, and so does one no list knows."""
    from engross.settings import Settings
    from ingest.confidence import score_chunks
    from schemas import Chunk, Page

    definition = "(৩) “তফসিল” অর্থ এই আইনের তফসিল;"
    section = "৪। তফসিলে বর্ণিত চুক্তিপত্রের বিধানাবলী এই আইনের অংশ হিসাবে বাংলাদেশে কার্যকর থাকিবে।"

    def scored(doubted: str, elsewhere: str) -> Chunk:
        first = _words(doubted, {"“তফসিল”": 0.42, "“তফসীল”": 0.42, "তফসিল;": 0.42})
        other = _words(elsewhere, {}, 40)
        chunks = [Chunk(id="a", doc_id="d", source="s", body=doubted, words=first, language="ben",
                        structure_path=["২", "(৩)"]),
                  Chunk(id="b", doc_id="d", source="s", body=elsewhere, words=other, language="ben",
                        structure_path=["৪"])]
        page = Page(number=1, width=600, height=800, source="ocr", words=first + other, languages=["ben"])
        return score_chunks(chunks, [page], Settings())[0]

    assert scored(definition, section + " তফসিল সংশোধন").route == "index"
    assert scored(definition, section).route == "review"  # `তফসিল` read surely nowhere else
