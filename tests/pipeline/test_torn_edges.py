"""A torn corner on a white scanner lid leaves no unread region (the lid is as white as the paper), but Tesseract
reads the torn fibres as stray letters at the end of every line the edge crosses (session 22, issue 10). The made
page is seed 9987 06_statute p1's foot as OCR read it: definition (g) lost `the processing` beyond the tear and was
indexed at 0.96 (0.854 similar to its truth)."""

from __future__ import annotations

from ingest.torn_edges import torn_edges
from ingest.unread import attach_unread
from schemas import Chunk, Line, Page, Span


def _line(text: str, top: float, right: float | None = None, edge_conf: float = 0.3) -> Line:
    """A line from x 92; its last word, when `right` is given, is the fibres read as letters ending at `right`."""
    tokens = text.split()
    words, x = [], 92.0
    for k, token in enumerate(tokens):
        fibres = right is not None and k == len(tokens) - 1
        x0 = right - 5 * len(token) if fibres else x
        words.append(Span(text=token, page=1, bbox=(x0, top, x0 + 5 * len(token), top + 10),
                          confidence=edge_conf if fibres else 0.96, source="ocr"))
        x += 5 * len(token) + 3
    return Line(text=text, page=1, bbox=(92.0, top, words[-1].bbox[2], top + 10), confidence=0.9, words=words)


BODY = [_line("(b) Controller refers to a person or organization who controls the collection, holding,", 558),
        _line("processing or use of personal information.", 573),
        _line("(c) Data subject refers to the individual whom processed personal information is", 593)]
TORN = [_line("(d) Filing system refers to any collection of information about natural persons (", 629, 567),
        _line("arranged so that details about one particular person can be found easily. ea", 643, 561),
        _line("(e) Personal information refers to any information from which the identity ye", 660, 535),
        _line("(f) Processing refers to anything done with personal information, such as gather'", 680, 500,
              edge_conf=0.62),
        _line("recording, storing, retrieving, using, disclosing or erasing it. va", 707, 493),
        _line("(g) Processor refers to any person to whom a controller outsources ner", 735, 465)]


def _chunk(cid: str, lines: list[Line]) -> Chunk:
    words = [w for ln in lines for w in ln.words]
    return Chunk(id=cid, doc_id="d", source="s", structure_path=[cid], body="\n".join(ln.text for ln in lines),
                 words=words, route="index")


def test_line_ends_read_as_fibres_stepping_to_a_corner_are_a_torn_edge_and_its_chunks_go_to_review() -> None:
    page = Page(number=1, width=596, height=842, source="ocr", lines=[*BODY, *TORN],
                words=[w for ln in [*BODY, *TORN] for w in ln.words])
    found = torn_edges(page)
    assert len(found) == 1 and len(found[0][1]) == 6
    x0, y0, x1, y1 = found[0][0].bbox  # the edge drawn on to the page's side and foot: the torn corner
    assert x0 < 465 and y0 < 629 and (x1, y1) == (596, 842)
    chunks = [_chunk("(b)", BODY[:2]), _chunk("(c)", BODY[2:]), _chunk("(d)", TORN[:2]), _chunk("(g)", TORN[5:])]
    attach_unread(chunks, [page])
    assert [c.route for c in chunks] == ["index", "index", "review", "review"]
    assert chunks[3].review_reasons[0].startswith("unread text beyond a torn edge, page 1")


def test_stray_marks_at_one_edge_or_at_a_few_lines_are_no_tear() -> None:
    # the same marks at one x (a ruled margin, a stamp's straight side): no diagonal
    straight = [_line(ln.text, ln.bbox[1], 560) for ln in TORN]
    # three lines only (a stain's edge)
    few = TORN[:3]
    # ragged line ends of whole words, stepping back as a paragraph's last lines may
    ragged = [_line(ln.text.rsplit(" ", 1)[0], ln.bbox[1]) for ln in TORN]
    for lines in (straight, few, ragged):
        page = Page(number=1, width=596, height=842, source="ocr", lines=[*BODY, *lines])
        assert torn_edges(page) == []
