"""A running head misread differently on each page, not taken for furniture, read into a unit's text: its place
(the same on every page) sends that chunk to review (seed 9979's 11_my_act: `Paws ol Malavsine Ace 790` in
SECOND SCHEDULE's chunk, indexed at 0.91)."""

from __future__ import annotations

from ingest.continuity import flag_gaps
from schemas import Chunk, Line, Page, Span

HEAD = (255.6, 41.0, 357.1, 47.0)


def _page(number: int, head: str | None, as_furniture: bool = False) -> tuple[Page, list[Line]]:
    """A page of body lines from 72 points down, with a centred head line at its top (read as text, or kept as
    the page's furniture)."""
    body = [Line(text=f"the clause of page {number} runs on over line {k}", page=number,
                 bbox=(72.0, 72.0 + 15 * k, 500.0, 82.0 + 15 * k), confidence=0.9) for k in range(5)]
    top = [Line(text=head, page=number, bbox=HEAD, confidence=0.9)] if head else []
    page = Page(number=number, width=612, height=792, source="ocr", lines=body if as_furniture else top + body,
                furniture=top if as_furniture else [])
    return page, top + body


def _chunk(number: int, lines: list[Line]) -> Chunk:
    return Chunk(id=f"c{number}", doc_id="d", source="s", kind="text", structure_path=[f"{number}"], words=[
        Span(text=ln.text, page=number, bbox=ln.bbox, confidence=0.9, source="ocr") for ln in lines])


def _routes(heads: list[tuple[str | None, bool]]) -> dict[str, list[str]]:
    pages, chunks = [], []
    for number, (head, furniture) in enumerate(heads, start=1):
        page, lines = _page(number, head, furniture)
        pages.append(page)
        chunks.append(_chunk(number, lines if not furniture else lines[1:]))
    flag_gaps(chunks, pages, [])
    return {c.structure_path[0]: c.review_reasons for c in chunks if c.route == "review"}


def test_a_head_read_into_the_text_where_the_other_pages_keep_it_as_furniture_goes_to_review() -> None:
    routes = _routes([("Laws of Malaysia Act 709", True), ("Laws of Malaysia Act 709", True),
                      ("bias of Malaysia Act 7a", False), ("Paws ol Malavsine Ace 790", False)])
    assert set(routes) == {"3", "4"}, routes
    assert any("running head read into the text ('Paws ol Malavsine Ace 790'" in r for r in routes["4"]), routes


def test_a_centred_line_at_one_pages_top_only_is_no_running_head() -> None:
    assert _routes([("LAWS OF MALAYSIA", False), (None, False), (None, False)]) == {}
