"""A fault of the clause parser on a page nobody wrote a test for must cost a review, never the document: its words
all reach a chunk and every chunk goes to a person with the fault named (issue 10: nothing vanishes)."""

from __future__ import annotations

from pathlib import Path

from engross.settings import Settings
from ingest.assemble import assemble
from ingest.pipeline import new_document, page_pool, read_pages
from ingest.structure.builder import Builder

STATUTE = Path(__file__).resolve().parents[2] / "samples" / "statute.pdf"


def test_a_parser_fault_sends_every_word_to_review_instead_of_failing_the_document(monkeypatch) -> None:
    settings = Settings()
    document = new_document(STATUTE.read_bytes(), str(STATUTE), settings)
    with page_pool(settings) as pool:
        pages = read_pages(STATUTE, document.page_count, settings, executor=pool)

    def broken(self: Builder) -> None:
        raise ValueError("invalid literal for int() with base 10: '7A'")  # as 3d5038a's did on a damaged deed

    monkeypatch.setattr(Builder, "build", broken)
    result = assemble(document, pages, settings)

    assert result.chunks and all(c.route == "review" for c in result.chunks)
    assert all(any("clause parser failed" in r and "'7A'" in r for r in c.review_reasons) for c in result.chunks)
    assert result.document.state == "in_review"
    held = set(" ".join(c.text for c in result.chunks).split())
    printed = [w.text for p in result.pages for ln in p.lines for w in ln.words]
    assert printed and all(w in held for w in printed)  # every word the page prints is in front of a reviewer


def test_without_a_fault_the_tree_is_the_parsers() -> None:
    settings = Settings()
    document = new_document(STATUTE.read_bytes(), str(STATUTE), settings)
    with page_pool(settings) as pool:
        pages = read_pages(STATUTE, document.page_count, settings, executor=pool)
    result = assemble(document, pages, settings)
    assert not any("clause parser failed" in r for c in result.chunks for r in c.review_reasons)
    assert any(len(c.structure_path) >= 2 for c in result.chunks)
