"""A long document's pages are held packed while it is read and unpacked once for assembly: the chunks (and the
words kept with them in the store) must be the very ones assembling the page objects gives."""

from __future__ import annotations

from pathlib import Path

import pytest

from engross.settings import Settings
from ingest.assemble import assemble
from ingest.page_pack import PackedPages, pack, unpack
from ingest.pipeline import new_document, page_pool, read_pages
from schemas import IngestResult, Line, Page, Span

SAMPLES = Path(__file__).resolve().parents[2] / "samples"


def _everything(result: IngestResult) -> dict:
    """What assembly decides, the chunks' internal word spans (saved with them) included."""
    return {"document": result.document.model_dump(mode="json"),
            "chunks": [c.model_dump(mode="json") | {"words": [w.model_dump(mode="json") for w in c.words]}
                       for c in result.chunks],
            "tables": [t.model_dump(mode="json") for t in result.tables],
            "tree": result.tree.model_dump(mode="json") if result.tree else None,
            "extraction": result.extraction.model_dump(mode="json") if result.extraction else None,
            "pages": [p.model_dump(mode="json", exclude={"timings"}) for p in result.pages]}


@pytest.mark.parametrize("name", ["deed_scan", "statute"])  # OCR'd pages (marks, unread print), a text layer
def test_packed_pages_assemble_to_the_same_chunks_as_the_page_objects(name: str) -> None:
    pdf = SAMPLES / f"{name}.pdf"
    settings = Settings()
    document = new_document(pdf.read_bytes(), str(pdf), settings)
    with page_pool(settings) as pool:
        pages = read_pages(pdf, document.page_count, settings, executor=pool)  # as the page processes hand them
    packed = PackedPages()
    for page in reversed(pages):  # in any order, as the processes finish
        packed.add(page)

    streamed, held = assemble(document, packed, settings), assemble(document, pages, settings)

    assert streamed.chunks and _everything(streamed) == _everything(held)
    # and packed pages can be assembled again (eval assembles one document's pages once per strategy)
    assert _everything(assemble(document, packed, settings)) == _everything(held)


def test_an_unpacked_page_equals_the_page_and_holds_each_word_once(ingested) -> None:
    result, _truth = ingested("statute_scan_clean")
    page = result.pages[0]
    back = unpack(pack(page))
    assert back == page
    line_words = [w for ln in [*back.lines, *back.furniture] for w in ln.words]
    ids = {id(w) for w in line_words}
    assert back.words and all(id(w) in ids for w in back.words if w in line_words)  # JSON alone makes two of each


def test_unpacked_pages_share_equal_box_values_and_keep_signed_zeros() -> None:
    def page(number: int, x0: float) -> Page:
        word = Span(text="Seal", page=number, bbox=(x0, 10.56, 20.4, 30.0), confidence=0.9, source="ocr")
        line = Line(text="Seal", page=number, bbox=word.bbox, confidence=0.9, words=[word])
        return Page(number=number, width=612.0, height=792.0, source="ocr", words=[word], lines=[line])

    pages = [page(1, -0.0), page(2, 0.0)]
    packed = PackedPages()
    for p in pages:
        packed.add(p)
    back = packed.pages()
    assert [p.model_dump_json() for p in back] == [p.model_dump_json() for p in pages]  # -0.0 stays -0.0
    assert back[0].words[0].bbox[1] is back[1].words[0].bbox[1]  # one float for a value every page repeats


def test_unpacked_words_share_equal_confidences_and_their_page_number() -> None:
    """A long document's words hold one float per confidence value and their page's own number (a number past 256
    is an object of its own in every word): the same values, less memory."""
    def page(number: int) -> Page:
        words = [Span(text=t, page=number, bbox=(10.0 * i, 10.0, 10.0 * i + 8, 20.0), confidence=0.96875,
                      source="ocr") for i, t in enumerate(("one", "two"))]
        line = Line(text="one two", page=number, bbox=(0.0, 10.0, 18.0, 20.0), confidence=0.96875, words=words)
        return Page(number=number, width=612.0, height=792.0, source="ocr", words=words, lines=[line])

    pages = [page(300), page(301)]
    packed = PackedPages()
    for p in pages:
        packed.add(p)
    back = packed.pages()
    assert [p.model_dump_json() for p in back] == [p.model_dump_json() for p in pages]
    one, two = back[0].words
    assert one.confidence is two.confidence is back[1].words[0].confidence
    assert one.page is two.page is back[0].number and back[1].words[1].page is back[1].number


def test_pages_packed_once_let_go_of_their_bytes_as_they_are_unpacked() -> None:
    """A worker assembles a document's stored pages a single time: their packed bytes (~20 KB a page) go as the
    pages are unpacked instead of staying beside them through the whole assembly; the pages are the same."""
    def page(number: int) -> Page:
        word = Span(text="Seal", page=number, bbox=(1.0, 2.0, 3.0, 4.0), confidence=0.9, source="ocr")
        line = Line(text="Seal", page=number, bbox=word.bbox, confidence=0.9, words=[word])
        return Page(number=number, width=612.0, height=792.0, source="ocr", words=[word], lines=[line])

    kept, once = PackedPages(), PackedPages(once=True)
    for number in (2, 1):
        kept.add(page(number))
        once.add(page(number))
    back = once.pages()
    assert [p.model_dump_json() for p in back] == [p.model_dump_json() for p in kept.pages()]
    assert len(once) == 0 and len(kept) == 2
    # a second unpacking would give no pages: an empty document assembled in silence; it is an error instead
    with pytest.raises(RuntimeError, match="unpacked once already"):
        once.pages()
