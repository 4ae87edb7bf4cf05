"""A text layer's word holding a glyph its font cannot map (`(cid:19)`) is never indexed (lang20b, issue 10/14)."""

from __future__ import annotations

from engross.settings import Settings
from ingest.confidence import score_chunks
from schemas import Chunk, Page, Span

# a Bangladesh Act's sentence as a shaped PDF's text layer gives it (`সনে(cid:19)র` for `সনের`: the reordered vowel
# sign's glyph maps to no character); pages.MAX_UNMAPPED keeps a layer where at most 1% of the words are so
SECTION = ("৩৷ সরকার, সরকারি গেজেটে প্রজ্ঞাপন দ্বারা, যে তারিখ নির্ধারণ করিবে সেই তারিখে ২০০০ সনের ১৮ নং আইন "
           "কার্যকর হইবে এবং সকল ব্যাংক এই আইনের বিধান অনুসারে তহবিলে প্রিমিয়াম জমা প্রদান করিবে৷")


def _scored(text: str, language: str) -> Chunk:
    words = [Span(text=t, page=1, bbox=(10.0 * i, 10, 10.0 * i + 8, 20), confidence=1.0, source="text")
             for i, t in enumerate(text.split())]
    chunk = Chunk(id="c", doc_id="d", source="s", body=text, text=text, words=words, language=language)
    score_chunks([chunk], [Page(number=1, width=2000, height=800, source="text", words=words, languages=[language])],
                 Settings())
    return chunk


def test_a_text_layer_word_with_an_unmapped_glyph_sends_its_chunk_to_review() -> None:
    chunk = _scored(SECTION.replace("সনের", "সনে(cid:19)র"), "ben")
    assert chunk.route == "review", chunk.review_reasons
    assert any("সনে(cid:19)র" in r for r in chunk.review_reasons)
    assert [w.text for w in chunk.low_confidence_spans] == ["সনে(cid:19)র"]
    english = "The Company shall keep proper books of account and the Direc(cid:3)tors shall lay them before it."
    assert _scored(english, "eng").route == "review"


def test_the_same_text_with_every_glyph_mapped_is_indexed() -> None:
    assert _scored(SECTION, "ben").route == "index"
    # a glyph alone where a list's bullet stands loses no letter (a born constitution's `(cid:127) a President, ...`)
    bullets = "(cid:127) a President, Secretary, and Treasurer, all of whom shall be students of the University; and"
    assert _scored(bullets, "eng").route == "index"
