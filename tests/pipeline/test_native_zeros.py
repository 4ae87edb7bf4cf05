"""An ASCII zero among a number's Bengali digits is the Bengali zero: written so, and no unconfirmed number."""

from __future__ import annotations

from engross.settings import Settings
from ingest.confidence import score_chunks
from schemas import Chunk, Page, Span


def _unsure(chunk: Chunk) -> list[str]:
    return [r for r in chunk.review_reasons if "read unsure" in r]


# the recital of fresh12's Bangladesh Trade Organisation (Amendment) Act 2023, its Act number `০৯` read `0৯` (0.3:
# English's re-read did not confirm it)
RECITAL = "বাণিজ্য সংগঠন আইন, ২০২২ (২০২২ সনের {} নং আইন) এর সংশোধন সমীচীন ও প্রয়োজনীয়;"


def _bengali(number: str) -> Chunk:
    read = RECITAL.format(number).split()
    words = [Span(text=t, page=1, bbox=(10.0 * i, 10, 10.0 * i + 8, 20), confidence=0.3 if t == number else 0.93,
                  source="ocr") for i, t in enumerate(read)]
    chunk = Chunk(id="c", doc_id="d", source="s", body=" ".join(read), text=" ".join(read), words=words,
                  language="ben")
    score_chunks([chunk], [Page(number=1, width=600, height=800, source="ocr", words=words, languages=["ben"])],
                 Settings())
    return chunk


def test_an_ascii_zero_among_bengali_digits_is_the_bengali_zero_and_no_doubt() -> None:
    chunk = _bengali("0৯")
    assert chunk.body == RECITAL.format("০৯") and chunk.text == chunk.body, chunk.body
    assert [(r.read, r.text) for r in chunk.repairs] == [("0৯", "০৯")]
    assert chunk.route == "index", chunk.review_reasons


def test_another_ascii_digit_among_bengali_digits_stays_as_read_and_unsure() -> None:
    chunk = _bengali("5৯")  # not the ring: which digit was printed is a person's call
    assert "5৯" in chunk.body and not chunk.repairs and _unsure(chunk)
