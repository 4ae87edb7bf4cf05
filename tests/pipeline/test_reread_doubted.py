"""On a harsh scan Tesseract doubts words it reads right (0.3-0.85) as much as the ones it misreads, so chunks of
correct text go to review for the page's doubt. With `reread_doubted` (off by default) a starved page's doubted words
are read again alone, twice (ingest.reread): a word the re-reads give letter for letter is trusted, a word no list
knows that both re-reads give as the same listed word is corrected to it. Truth from the generator: the page's own
printed text, never the pipeline's."""

from __future__ import annotations

import random
import re

import numpy as np
import pytest

from engross.evaluation.metrics import char_errors
from engross.settings import Settings
from ingest import ocr, preprocess, reread
from ingest.pages import ocr_page
from ingest.pdf import render_array
from samples.deed import build_deed
from samples.make_samples import make
from samples.scan import CLEAN, HARSH, scan
from samples.units import Style
from schemas import Span
from tests.pipeline.pdfs import one_page


def _deed(font: str) -> tuple[bytes, str]:
    made = make(build_deed(f"deed_{font}", random.Random(3), n_years=16, extra=0), Style(font=font, size=10.5))
    return one_page(made.pdf, 1), made.layout.page_text(1)


def _bare(text: str) -> str:
    return re.sub(r"^\W+|\W+$", "", text)


@pytest.mark.slow
@pytest.mark.parametrize("font", ["Times-Roman", "Courier"])
def test_words_read_again_are_the_printed_ones(font: str) -> None:
    """The words a re-read confirms (a common word or number read the same at AGREED or more) are words the page
    prints, the doubted words are not all confirmed, and with `reread_doubted` every word the page stage changed is
    printed and the page reads no worse."""
    pdf, text = _deed(font)
    harsh = scan(pdf, 1, HARSH, [], 7)[0]
    printed = {_bare(t) for t in text.split()}
    plain, again = ocr_page(harsh, 0, Settings()), ocr_page(harsh, 0, Settings(reread_doubted=True))
    image = preprocess.deskew(gray := render_array(harsh, 0, 300), preprocess.measure_skew(gray))
    wanted = reread.doubted(plain.words)
    reads = reread.second_reads(image, wanted, 72 / 300, "eng", 60)
    sure = [w for w, r in zip(wanted, reads, strict=True)
            if r is not None and r[0] == w.text and r[1] >= reread.AGREED and reread._whole(w.text)]
    assert sure and len(sure) < len(wanted)
    assert all(_bare(w.text) in printed for w in sure), [w.text for w in sure if _bare(w.text) not in printed]
    before = {tuple(w.bbox): w for w in plain.words}
    changed = [w for w in again.words if (b := before.get(tuple(w.bbox))) is not None
               and (w.text, w.confidence) != (b.text, b.confidence)]
    assert all(_bare(w.text) in printed for w in changed), [w.text for w in changed if _bare(w.text) not in printed]
    read = lambda page: "\n".join(ln.text for ln in page.lines)  # noqa: E731
    assert char_errors(text, read(again)).rate <= char_errors(text, read(plain)).rate


@pytest.mark.slow
def test_a_clean_scan_is_not_read_again() -> None:
    """Only a starved page is read again: a clean scan's words and confidences are the plain read's."""
    pdf, _ = _deed("Times-Roman")
    clean = scan(pdf, 1, CLEAN, [], 7)[0]
    plain, again = ocr_page(clean, 0, Settings()), ocr_page(clean, 0, Settings(reread_doubted=True))
    assert [(w.text, w.confidence) for w in again.words] == [(w.text, w.confidence) for w in plain.words]
    assert "reread" not in again.timings


def test_the_strip_keeps_each_crop_on_its_own_rows() -> None:
    """Crops are stacked top to bottom in the words' order, each on rows of its own with white between them."""
    page = np.full((400, 600), 255, np.uint8)
    page[100:120, 50:150] = 0
    page[300:330, 400:450] = 0
    words = [Span(text=t, page=1, bbox=(x0, y0, x1, y1), confidence=0.5, source="ocr")
             for t, (x0, y0, x1, y1) in (("a", (50, 100, 150, 120)), ("b", (400, 300, 450, 330)))]
    image, rows = reread.strip(page, words, 1.0)
    assert len(rows) == 2 and rows[0][1] < rows[1][0]
    assert (image[rows[0][1]:rows[1][0]] == 255).all()
    assert (image[rows[0][0]:rows[0][1]] == 0).any() and (image[rows[1][0]:rows[1][1]] == 0).any()


def test_a_line_keeps_its_doubts_while_one_word_is_unconfirmed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Seed 8821's 1-column Act, harsh: `A reference ... probation, lus. Act ALOST|`, a footer run into clause 2(2)
    (0.92 similar). Confirming `A` and `reference` (0.19 -> 0.94) lifted the chunk's mean over its threshold and
    indexed it; a line whose doubted words are not all confirmed keeps every doubt. A line whose doubted words all
    read the same again takes them, and a word no list knows two re-reads give as one listed word is that word."""
    def span(text: str, x: float, y: float, conf: float) -> Span:
        return Span(text=text, page=1, bbox=(x, y, x + 30, y + 10), confidence=conf, source="ocr")

    first = [span("A", 0, 0, 0.19), span("reference", 40, 0, 0.19), span("ALOST|", 80, 0, 0.33)]
    second = [span("the", 0, 20, 0.5), span("aceount", 40, 20, 0.0), span("is", 80, 20, 0.7)]
    words = first + second
    lines = [ocr.line_from_words(first), ocr.line_from_words(second)]
    reads = {"A": ("A", 0.94), "reference": ("reference", 0.94), "ALOST|": ("ALOSTI", 0.4), "the": ("the", 0.95),
             "aceount": ("account", 0.9), "is": ("is", 0.92)}

    def fake(clean, wanted, ppp, languages, timeout, engine="auto", image=None):  # type: ignore[no-untyped-def]
        return [reads[w.text] for w in wanted]

    monkeypatch.setattr(reread, "second_reads", fake)
    assert reread.trust_agreed(np.zeros((10, 10), np.uint8), words, lines, 1.0, "eng", 10) == (2, 1)
    assert [(w.text, w.confidence) for w in first] == [("A", 0.19), ("reference", 0.19), ("ALOST|", 0.33)]
    assert [(w.text, w.confidence) for w in second] == [("the", 0.95), ("account", 0.9), ("is", 0.92)]


def test_the_words_read_again_are_the_ones_routing_doubts(monkeypatch: pytest.MonkeyPatch) -> None:
    """One definition of "routing trusts it already" (confidence.trusted_word): a listed word of four letters or more
    at the dictionary floor is left alone, under it or unlisted it is read again; moving routing's floor moves the
    re-read's with it (reader's finding on ea75021: reread kept a copy of the floor)."""
    from ingest import confidence

    def span(text: str, conf: float) -> Span:
        return Span(text=text, page=1, bbox=(0, 0, 40, 10), confidence=conf, source="ocr")

    words = [span("agreement", 0.4), span("agreement", 0.2), span("agrecment", 0.4), span("Lessee", 0.6)]
    assert [(w.text, w.confidence) for w in reread.doubted(words)] == [("agreement", 0.2), ("agrecment", 0.4)]
    monkeypatch.setattr(confidence, "DICTIONARY_FLOOR", 0.5)
    assert [(w.text, w.confidence) for w in reread.doubted(words)] == [
        ("agreement", 0.2), ("agreement", 0.4), ("agrecment", 0.4)]
