"""A running head misread differently on each page, not taken for furniture, read into a unit's text: its place
(the same on every page) sends that chunk to review (seed 9979's 11_my_act: `Paws ol Malavsine Ace 790` in
SECOND SCHEDULE's chunk, indexed at 0.91). So does a running foot (seed 4127's harsh 03_statute: the generator's
`Page N of 5` read `Page Lots`, `Pave Jobs`, `Pave dob 5S`, `Pave dots` at (286, 753, 326, 759) on every page,
`Page Lots` in SEC. 3 (h)'s chunk, indexed at 0.96 similar)."""

from __future__ import annotations

from ingest.continuity import flag_gaps
from schemas import Chunk, Line, Page, Span

HEAD = (255.6, 41.0, 357.1, 47.0)


FOOT = (286.0, 753.0, 326.0, 759.0)


def _page(number: int, head: str | None, as_furniture: bool = False, at: tuple[float, ...] = HEAD) -> tuple[
        Page, list[Line]]:
    """A page of body lines from 72 points down, with a centred head line at its top (or foot: `at`), read as
    text, or kept as the page's furniture."""
    body = [Line(text=f"the clause of page {number} runs on over line {k}", page=number,
                 bbox=(72.0, 72.0 + 15 * k, 500.0, 82.0 + 15 * k), confidence=0.9) for k in range(5)]
    top = [Line(text=head, page=number, bbox=at, confidence=0.9)] if head else []
    lines = top + body if at == HEAD else body + top
    page = Page(number=number, width=612, height=792, source="ocr", lines=body if as_furniture else lines,
                furniture=top if as_furniture else [])
    return page, lines


def _chunk(number: int, lines: list[Line]) -> Chunk:
    return Chunk(id=f"c{number}", doc_id="d", source="s", kind="text", structure_path=[f"{number}"], words=[
        Span(text=ln.text, page=number, bbox=ln.bbox, confidence=0.9, source="ocr") for ln in lines])


def _routes(heads: list[tuple[str | None, bool]], at: tuple[float, ...] = HEAD) -> dict[str, list[str]]:
    pages, chunks = [], []
    for number, (head, furniture) in enumerate(heads, start=1):
        page, lines = _page(number, head, furniture, at)
        pages.append(page)
        chunks.append(_chunk(number, [ln for ln in lines if not (furniture and ln.bbox == at)]))
    flag_gaps(chunks, pages, [])
    return {c.structure_path[0]: c.review_reasons for c in chunks if c.route == "review"}


def test_a_head_read_into_the_text_where_the_other_pages_keep_it_as_furniture_goes_to_review() -> None:
    routes = _routes([("Laws of Malaysia Act 709", True), ("Laws of Malaysia Act 709", True),
                      ("bias of Malaysia Act 7a", False), ("Paws ol Malavsine Ace 790", False)])
    assert set(routes) == {"3", "4"}, routes
    assert any("running head read into the text ('Paws ol Malavsine Ace 790'" in r for r in routes["4"]), routes


def test_a_centred_line_at_one_pages_top_only_is_no_running_head() -> None:
    assert _routes([("LAWS OF MALAYSIA", False), (None, False), (None, False)]) == {}


def test_a_running_foot_misread_on_every_page_and_read_into_the_text_goes_to_review() -> None:
    routes = _routes([("Page Lots", False), ("Pave Jobs", False), ("Pave dob 5S", False), ("Pave dots", False)],
                     at=FOOT)
    assert set(routes) == {"1", "2", "3", "4"}, routes
    assert any("running foot read into the text ('Page Lots', page 1)" in r for r in routes["1"]), routes


def test_a_centred_line_at_one_pages_foot_only_is_no_running_foot() -> None:
    routes = _routes([("Page Lots", False), (None, False), (None, False)], at=FOOT)
    assert not [r for rs in routes.values() for r in rs if "running" in r], routes
