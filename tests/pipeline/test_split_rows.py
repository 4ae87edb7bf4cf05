"""A fade down a one-column page's middle reads each line's halves as two columns: every chunk holding a half goes
to review, while a real two-column page (its columns run on each by itself) and a read misread label stay as they
were."""

from __future__ import annotations

from ingest.continuity import lost_headings
from ingest.split_rows import flag_split_rows, split_pairs
from schemas import Chunk, Line, Node, Page, Span

HEIGHT = 10.0


def _line(text: str, x0: float, top: float) -> Line:
    words, x = [], x0
    for w in text.split():
        width = 5.0 * len(w)
        words.append(Span(text=w, page=1, bbox=(x, top, x + width, top + HEIGHT), confidence=0.95,
                          source="ocr"))  # type: ignore[arg-type]
        x += width + 3.0
    return Line(text=text, page=1, bbox=(x0, top, words[-1].bbox[2], top + HEIGHT), confidence=0.95, words=words)


def _flush(text: str, x0: float, edge: float, top: float) -> Line:
    """A left half cut at the fade's edge: its last word ends at `edge`."""
    line = _line(text, x0, top)
    shift = edge - line.bbox[2]
    words = [w.model_copy(update={"bbox": (w.bbox[0] + shift * (k == len(line.words) - 1), w.bbox[1],
                                           w.bbox[2] + shift, w.bbox[3])}) for k, w in enumerate(line.words)]
    return line.model_copy(update={"words": words, "bbox": (line.bbox[0], top, edge, top + HEIGHT)})


def _chunk(name: str, lines: list[Line]) -> Chunk:
    return Chunk(id=name, doc_id="d", source="s", structure_path=[name], words=[w for ln in lines for w in ln.words],
                 body=" | ".join(ln.text for ln in lines))


def _faded_page() -> tuple[Page, list[Chunk]]:
    """Sec. 4 (b) of a one-column statute, a fade from x 270 to 340 down the page: each line's left half stops at
    270 and its right half, read from 343 on, went to the last chunk of the page as a second column."""
    heading = _line("(b) Computer-related Offenses:", 92.0, 73.0)
    rows = [(93.0, "(1) Computer-related Forgery. - En", "or erasing computer data without right so"),
            (108.0, "that false data results, meaning for i", "relied upon in legal matters as though it"),
            (138.0, "(2) Computer-related Fraud. - Entei", "erasing computer data or a program without"),
            (153.0, "authority, or meddling with how ac", "works, with intent to defraud and so causing")]
    lefts = [_flush(a, 112.0, 269.0, top) for top, a, _ in rows]
    rights = [_line(b, 343.0, top) for top, _, b in rows]
    lefts.insert(2, _line("were genuine.", 112.0, 123.0))  # a paragraph's end: short, nothing beside it
    page = Page(number=1, width=612, height=792, source="ocr", lines=[heading, *lefts, *rights])
    chunks = [_chunk("(b)", [heading]), _chunk("(1)", lefts[:3]), _chunk("(2)", [*lefts[3:], *rights])]
    return page, chunks


def test_the_halves_of_lines_split_by_a_fade_send_their_chunks_to_review() -> None:
    page, chunks = _faded_page()
    assert len(split_pairs(page.lines)) == 4
    flag_split_rows(chunks, [page])
    # (1) lost the ends of its lines, (2) holds its own halves and (1)'s: both reach a person; the heading
    # above the fade's rows was read whole
    assert [c.route for c in chunks] == ["index", "review", "review"]
    assert "split its lines" in chunks[1].review_reasons[0]


def test_two_real_columns_that_run_on_each_by_itself_are_not_a_cut() -> None:
    left = [_flush(f"left column line {k} of the first part", 72.0, 290.0, 100.0 + 15 * k) for k in range(6)]
    left[3] = _line("ends here.", 72.0, 100.0 + 45)  # the left paragraph ends; the right column runs on beside it
    right = [_line(f"right column line {k} going on", 320.0, 100.0 + 15 * k) for k in range(6)]
    page = Page(number=1, width=612, height=792, source="ocr", lines=[*left, *right])
    chunks = [_chunk("1", left), _chunk("2", right)]
    assert split_pairs(page.lines) == []
    flag_split_rows(chunks, [page])
    assert [c.route for c in chunks] == ["index", "index"]


def test_only_a_unit_whose_heading_was_not_read_can_have_lost_it_to_an_unread_region() -> None:
    read = _line("S. Clear Title Assurance", 72.0, 175.0)  # clause 8's number misread, its line read
    tree = Node(kind="document", label="in_deed", children=[
        Node(kind="clause", label="7"),
        Node(kind="clause", label="8", lines=[read], inferred="numbering misread by OCR: 'S.' read as 8."),
        Node(kind="clause", label="9", inferred="9 heading not read; its place inferred from numbering")])
    assert lost_headings(tree) == [["9"]]
