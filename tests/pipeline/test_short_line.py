"""A line that stops short of its column while its sentence runs on into the next line, with room left for the next
line's first word, lost the words at its end: print set in running lines breaks a line only where the next word does
not fit. Seed 4127's 08_my_act (clean scan), page 2: a heavy torn corner on a white lid cut `be accompanied` off
`4. (1) An application for registration shall be made to the Director General and shall` / `by—`; Tesseract read
no fibres at the line's end (the torn-edge run needs four lines), the chunk was indexed at 0.95 confidence, 0.958
similar. Truth: how the page was made (samples/make_damaged.py: the damage and the words it destroyed), never the
pipeline's output. Pages 2-3 are read (the document's running lines show how it breaks its lines)."""

from __future__ import annotations

import pytest

from engross.settings import Settings
from ingest.continuity import _flag_short_lines
from ingest.pipeline import run
from samples.make_damaged import generated_document
from schemas import Chunk, Line, Page, Span
from tests.pipeline.pdfs import some_pages

SHORT = "stops short with its sentence running on"


@pytest.fixture(scope="module")
def torn():  # type: ignore[no-untyped-def]
    _, pdf, truth = generated_document(8, 4127)
    return run(some_pages(pdf, [2, 3]), "dmg4127_08_my_act-p2.pdf", Settings()), truth


def test_a_line_a_torn_corner_cut_short_sends_its_chunk_to_review(torn) -> None:  # type: ignore[no-untyped-def]
    result, truth = torn
    tear = next(d for d in truth.damage if d.kind == "tear" and d.page == 2)
    para = next(p for p in truth.paragraphs if p.page == 2 and p.unit_path == ["PART II", "4", "(1)"])
    assert "tear/heavy" in para.damage and "accompanied" in para.lost_words
    assert para.bbox[2] > tear.bbox[0]  # the tear reaches into the paragraph's first line, at its end
    holder = next(c for c in result.chunks if "the Director General and shall" in c.body)
    assert holder.route == "review" and any(SHORT in r for r in holder.review_reasons), holder.review_reasons


def _chunk(k: int, lines: list[tuple[str, float]], page: int = 1) -> Chunk:
    """One chunk of lines (text, right edge) from 72 pt, 15 pt apart, its words spread over each line."""
    words = []
    for n, (text, right) in enumerate(lines):
        top, parts = 72.0 + 15 * (k * 10 + n), text.split()
        step = (right - 72.0) / len(parts)
        words += [Span(text=w, page=page, bbox=(72.0 + i * step, top, 72.0 + (i + 1) * step - 4, top + 10),
                       confidence=0.95, source="ocr") for i, w in enumerate(parts)]
    return Chunk(id=f"c{k}", doc_id="d", source="s", kind="text", structure_path=[str(k)], words=words)


def _flagged(chunks: list[Chunk]) -> list[str]:
    page_lines = [Line(text=" ".join(w.text for w in ws), page=1, confidence=0.95, bbox=(
        min(w.bbox[0] for w in ws), ws[0].bbox[1], max(w.bbox[2] for w in ws), ws[0].bbox[3]))
        for c in chunks for ws in _rows(c.words)]
    page = Page(number=1, width=612, height=792, source="ocr", lines=page_lines)
    _flag_short_lines(chunks, {1: page}, {1: 15.0})
    return [c.id for c in chunks if any(SHORT in r for r in c.review_reasons)]


def _rows(words: list[Span]) -> list[list[Span]]:
    rows: dict[float, list[Span]] = {}
    for w in words:
        rows.setdefault(w.bbox[1], []).append(w)
    return list(rows.values())


RUNNING = [("the lessee shall keep the premises in good repair and shall", 520.0),
           ("allow the lessor to inspect them at reasonable hours of the", 518.0),
           ("day on notice given in writing.", 300.0)]


def test_only_the_line_that_stops_short_in_running_lines_is_flagged() -> None:
    short = [("the lessee shall keep the premises in good repair and shall", 380.0),
             ("allow the lessor to inspect them at reasonable hours of the", 518.0), ("day.", 100.0)]
    chunks = [_chunk(k, RUNNING) for k in range(4)] + [_chunk(4, short)]
    assert _flagged(chunks) == ["c4"]


def test_a_text_whose_lines_were_broken_by_hand_is_left_alone() -> None:
    # a source's own line breaks kept (a bill's explanatory statement): many lines stop short, one more says nothing
    hand = [("the lessee shall keep the premises in", 330.0), ("good repair and shall allow the lessor", 340.0),
            ("to inspect them.", 180.0)]
    chunks = [_chunk(k, hand) for k in range(4)] + [_chunk(4, RUNNING)]
    assert _flagged(chunks) == []
