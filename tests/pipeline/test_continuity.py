"""Holes in numbering and blanks inside a unit send the chunks around them to review, with the reason."""

from __future__ import annotations

from ingest.continuity import flag_gaps, flag_holes, sequence_holes
from schemas import Chunk, Line, Mark, Node, Page, Span


def _node(kind: str, label: str, *children: Node, page: int = 1) -> Node:
    return Node(kind=kind, label=label, children=list(children), page_start=page, page_end=page)


def _missing(tree: Node) -> list[str]:
    return [m for _, _, m in sequence_holes(tree)]


def test_a_skipped_letter_is_a_hole() -> None:
    sec = _node("section", "SEC. 4", _node("subsection", "(a)"), _node("subsection", "(b)"), _node("subsection", "(d)"))
    assert _missing(_node("document", "ph_statute", sec)) == ["(c)"]


def test_a_dotted_child_that_does_not_start_at_one_is_a_hole() -> None:
    clause = _node("clause", "4", _node("subclause", "4.2"), _node("subclause", "4.3"))
    assert _missing(_node("document", "in_deed", _node("clause", "3"), clause)) == ["4.1"]


def test_roman_items_and_the_ninth_letter_are_not_holes() -> None:
    romans = _node("paragraph", "(1)", *(_node("subparagraph", x) for x in ("(i)", "(ii)", "(iii)", "(iv)")))
    letters = _node("section", "SEC. 3", *(_node("subsection", f"({c})") for c in "abcdefghijk"))
    assert _missing(_node("document", "ph_statute", letters, _node("section", "SEC. 4", romans))) == []


def test_sections_run_on_across_chapters_and_inserted_sections_are_not_holes() -> None:
    tree = _node("document", "my_statute",
                 _node("part", "PART I", _node("section", "1"), _node("section", "2")),
                 _node("part", "PART II", _node("section", "12"), _node("section", "12A"), _node("section", "13")),
                 _node("part", "PART III", _node("section", "15")))
    assert _missing(tree) == ["3-11", "14"]


def _chunk(path: list[str], source: str = "ocr", top: float = 100.0, lines: int = 1) -> Chunk:
    words = [Span(text=f"w{k}", page=1, bbox=(72.0, top + 15 * k, 100.0, top + 15 * k + 10), confidence=0.95,
                  source=source) for k in range(lines)]  # type: ignore[arg-type]
    return Chunk(id="/".join(path), doc_id="d", source="s", structure_path=path, words=words)


def test_the_chunk_whose_number_skips_goes_to_review_when_it_was_read_by_ocr() -> None:
    sec = _node("section", "SEC. 4", _node("subsection", "(a)"), _node("subsection", "(b)"),
                _node("subsection", "(d)", page=3))
    tree = _node("document", "ph_statute", sec)
    chunks = [_chunk(["SEC. 4"]), _chunk(["SEC. 4", "(a)"]), _chunk(["SEC. 4", "(b)"]), _chunk(["SEC. 4", "(d)"])]
    flag_holes(chunks, tree)
    # one reviewer looks at the spot: (b), beside it and read whole, is not sent as well
    assert [c.route for c in chunks] == ["index", "index", "index", "review"]
    assert chunks[3].review_reasons == ["numbering skips (c) before (d): text may be missing (page 3)"]
    born_digital = [_chunk(c.structure_path, "text") for c in chunks]  # a text layer loses no print
    flag_holes(born_digital, tree)
    assert all(c.route == "index" for c in born_digital)


def test_a_hole_after_a_unit_already_in_review_is_shown_to_that_reviewer_and_the_next_unit_is_indexed() -> None:
    sec = _node("section", "SEC. 4", _node("subsection", "(a)"), _node("subsection", "(b)"),
                _node("subsection", "(d)", page=3))
    tree = _node("document", "ph_statute", sec)
    chunks = [_chunk(["SEC. 4"]), _chunk(["SEC. 4", "(a)"]), _chunk(["SEC. 4", "(b)"]), _chunk(["SEC. 4", "(d)"])]
    chunks[2].route, chunks[2].review_reasons = "review", ["unread text under a stamp, page 3"]
    flag_holes(chunks, tree)
    # (c) was lost after (b): the person reviewing (b) is told; (d), read whole, goes to the index
    assert [c.route for c in chunks] == ["index", "index", "review", "index"]
    assert "numbering skips (c) before (d): text may be missing (page 3)" in chunks[2].review_reasons


def test_a_hole_whose_remains_are_in_the_chunk_printed_before_it_is_told_to_that_chunk_s_reviewer() -> None:
    # seed 7741, 09_statute p4: a scribble over SEC. 14 (26 of 38 words lost, its label too); its remains were
    # read into the CHAPTER V heading chunk printed just before SEC. 15, which went to review with the unread
    # region. SEC. 15, read whole, was sent as well for the hole, as was no other chunk
    tree = _node("document", "ph_statute",
                 _node("chapter", "CHAPTER IV", _node("section", "SEC. 12"), _node("section", "SEC. 13")),
                 _node("chapter", "CHAPTER V", _node("section", "SEC. 15", page=4), _node("section", "SEC. 16")))
    chunks = [_chunk(["CHAPTER IV", "SEC. 12"]), _chunk(["CHAPTER IV", "SEC. 13"]), _chunk(["CHAPTER V"]),
              _chunk(["CHAPTER V", "SEC. 15"]), _chunk(["CHAPTER V", "SEC. 16"])]
    chunks[2].route, chunks[2].review_reasons = "review", ["unread text under a scribble, page 4"]
    flag_holes(chunks, tree)
    assert [c.route for c in chunks] == ["index", "index", "review", "index", "index"]
    assert "numbering skips SEC. 14 before SEC. 15: text may be missing (page 4)" in chunks[2].review_reasons


def test_a_blank_of_lines_inside_a_unit_under_a_mark_or_mid_sentence_goes_to_review() -> None:
    lines = [Line(text=t, page=1, bbox=(72.0, y, 500.0, y + 10), confidence=0.9)
             for t, y in (("first line and then", 100), ("the rest.", 115), ("cut off in the", 130),
                          ("middle of it.", 175))]
    page = Page(number=1, width=612, height=792, source="ocr", lines=lines)
    chunk = Chunk(id="c", doc_id="d", source="s", kind="text", words=[
        Span(text=ln.text, page=1, bbox=ln.bbox, confidence=0.9, source="ocr") for ln in lines])
    flag_gaps([chunk], [page], [])
    assert chunk.route == "review" and "sentence cut off" in chunk.review_reasons[0]
    ended = Chunk(id="e", doc_id="d", source="s", words=[Span(text="Done.", page=1, bbox=(72.0, 130, 500, 140),
                  confidence=0.9, source="ocr"), Span(text="Next", page=1, bbox=(72.0, 175, 500, 185),
                  confidence=0.9, source="ocr")])
    flag_gaps([ended], [page], [])
    assert ended.route == "index"  # a blank after a full stop, nothing on it: a paragraph break
    page.marks.append(Mark(page=1, bbox=(80.0, 142, 400, 172), kind="stamp"))
    flag_gaps([ended], [page], [])
    assert ended.route == "review" and "blank under damage" in ended.review_reasons[0]


def test_double_letters_are_a_series_of_their_own() -> None:
    items = _node("subparagraph", "(i)", *(_node("item", x) for x in ("(aa)", "(bb)", "(dd)")))
    tree = _node("document", "ph_statute", _node("section", "SEC. 4", _node("subsection", "(a)",
                                                                             _node("paragraph", "(1)", items))))
    assert _missing(tree) == ["(cc)"]


def test_holes_in_indic_clause_letters_are_holes_in_their_own_alphabet() -> None:
    """(क) (ख) (घ): (ग) is missing; Tamil (அ) (இ): (ஆ); Kannada (ಎ) (ಸಿ) names the English letters: (ಬಿ) missing;
    a whole run in order, and native digits (२) (४), are read the same way."""
    hindi = _node("section", "2", *(_node("paragraph", f"({c})") for c in ("क", "ख", "घ")))
    tamil = _node("section", "3", *(_node("paragraph", f"({c})") for c in ("அ", "இ")))
    kannada = _node("section", "4", *(_node("paragraph", f"({c})") for c in ("ಎ", "ಸಿ")))
    whole = _node("section", "5", *(_node("paragraph", f"({c})") for c in ("ক", "খ", "গ", "ঘ")))
    digits = _node("section", "6", *(_node("subsection", f"({c})") for c in ("१", "२", "४")))
    tree = _node("document", "generic", hindi, tamil, kannada, whole, digits)
    assert _missing(tree) == ["(ग)", "(ஆ)", "(ಬಿ)", "(३)"]


def _page_of_lines(number: int, last: str, head: float, foot: float, source: str = "ocr") -> tuple[Page, Chunk]:
    """A page of text lines every 15 points from `head` down to `foot`, the last one reading `last`."""
    tops = [head + 15 * k for k in range(int((foot - 10 - head) // 15) + 1)]
    texts = ["and the clause runs on over the line to the next one" for _ in tops[:-1]] + [last]
    lines = [Line(text=t, page=number, bbox=(72.0, y, 500.0, y + 10), confidence=0.9)
             for t, y in zip(texts, tops, strict=True)]
    chunk = Chunk(id=f"p{number}", doc_id="d", source="s", kind="text", words=[
        Span(text=ln.text, page=number, bbox=ln.bbox, confidence=0.9, source=source) for ln in lines])  # type: ignore[arg-type]
    return Page(number=number, width=612, height=792, source=source, lines=lines), chunk  # type: ignore[arg-type]


def test_a_sentence_broken_off_where_a_page_stops_short_or_the_next_starts_low_goes_to_review() -> None:
    """The last lines of a page, or the first of the next, faded or stamped away: nothing is read beyond the line
    before them, so no blank between two lines shows the loss; the page's text stops a line or more above where
    the other pages' text ends, or the next page's starts a line or more below where the others' start."""
    unfinished = "(2) A person who acts against it is guilty of an offence and, once convicted, may be"

    def document(last: str, foot: float, second_head: float = 72.0, source: str = "ocr") -> list[Chunk]:
        made = [_page_of_lines(1, last, 72.0, foot, source),
                _page_of_lines(2, "to the Director General in writing.", second_head, 745.0),
                _page_of_lines(3, "an application.", 72.0, 745.0)]
        chunks = [c for _, c in made]
        flag_gaps(chunks, [p for p, _ in made], [])
        return chunks

    cut = document(unfinished, 718.0)
    assert cut[0].route == "review" and "cut off at the foot of page 1" in cut[0].review_reasons[0]
    assert [c.route for c in cut[1:]] == ["index", "index"]
    low = document(unfinished, 745.0, second_head=102.0)
    assert low[0].route == "review" and "cut off at the break to page 2" in low[0].review_reasons[0]
    # a page filled to the foot breaks mid-sentence as a matter of course; one ending a sentence early is a
    # paragraph kept whole on the next page; a text layer loses no print
    assert document(unfinished, 745.0)[0].route == "index"
    assert document("(2) A person who acts against it is guilty of an offence.", 718.0)[0].route == "index"
    assert document("(2) A person who acts against it is guilty of an offence.", 745.0, 102.0)[0].route == "index"
    assert document(unfinished, 718.0, source="text")[0].route == "index"


def test_a_page_number_read_as_a_stray_word_does_not_make_the_text_of_other_pages_end_lower() -> None:
    """my_act's title page has no page number; the next pages' numbers read as `to` under the text (a 4-point
    box): page 1, filled down to where the others' text ends, breaks mid-sentence as a matter of course."""
    unfinished = "(2) A person who acts against it is guilty of an offence and, once convicted, may be"
    made = [_page_of_lines(1, unfinished, 72.0, 745.0), _page_of_lines(2, "to the Director General.", 72.0, 745.0),
            _page_of_lines(3, "an application.", 72.0, 745.0)]
    for page, _ in made[1:]:
        page.lines.append(Line(text="to", page=page.number, bbox=(296.0, 780.0, 300.0, 786.0), confidence=0.55))
    chunks = [c for _, c in made]
    flag_gaps(chunks, [p for p, _ in made], [])
    assert [c.route for c in chunks] == ["index", "index", "index"], [c.review_reasons for c in chunks]


def test_a_unit_whose_sentence_stops_on_a_wrapped_line_with_room_for_a_lost_line_goes_to_review() -> None:
    """(f)'s one-word last line `outcome.` faded away: too little ink across the column for the faint-row search,
    and (g) is another chunk, so no blank inside one chunk shows it; (f) stops mid-sentence on a wrapped line with
    a line's room before (g)."""
    def two(last: str, gap: float, width: float = 500.0) -> list[Chunk]:
        made = [(last, 100.0, width), ("(g) Computer system refers to a device.", 100.0 + gap, 500.0)]
        lines = [Line(text=t, page=1, bbox=(72.0, y, x1, y + 10), confidence=0.9) for t, y, x1 in made]
        page = Page(number=1, width=612, height=792, source="ocr", lines=[
            Line(text="filler line of the page", page=1, bbox=(72.0, 60.0 + 15 * k, 500.0, 70.0 + 15 * k),
                 confidence=0.9) for k in range(3)] + lines)
        chunks = [Chunk(id=f"c{k}", doc_id="d", source="s", kind="text", words=[
            Span(text=ln.text, page=1, bbox=ln.bbox, confidence=0.9, source="ocr")]) for k, ln in enumerate(lines)]
        flag_gaps(chunks, [page], [])
        return chunks

    cut = two("(f) Computer program refers to a list of instructions that a computer carries out to produce a wanted",
              34.0)
    assert cut[0].route == "review" and "cut off before the next unit" in cut[0].review_reasons[0]
    assert cut[1].route == "index"
    # the usual spacing between items, a finished sentence, a short line (a title's) say nothing
    assert two("(f) Computer program refers to a list of instructions that a computer carries out to produce a wanted",
               19.0)[0].route == "index"
    assert two("(f) Computer program refers to a list of instructions that a computer carries out.", 34.0)[0].route \
        == "index"
    assert two("Sale of agricultural land", 34.0, width=220.0)[0].route == "index"


def test_a_deeds_title_and_signature_block_leave_blanks_that_are_not_sentences_cut_off() -> None:
    """The generated sale deeds (samples/deed.py) print `SALE DEED` over a blank, and close with signature lines
    and witnesses spaced for a signature: a short line ending on a name or a title ends no sentence. Prose that
    stops mid-sentence over the same blank still goes to review, and so does a wrapped line that breaks after a
    name in capitals (review-findings R14: `... in favour of Mrs. ANJALI DESHMUKH` / `residing at ...`)."""
    def chunk_of(texts: list[tuple[str, float, float]]) -> tuple[Chunk, Page]:
        lines = [Line(text=t, page=1, bbox=(x0, 100.0 + 45 * k, x1, 110.0 + 45 * k), confidence=0.9)
                 for k, (t, x0, x1) in enumerate(texts)]
        filler = [Line(text="and so on.", page=1, bbox=(72.0, 400.0 + 15 * k, 500.0, 410.0 + 15 * k), confidence=0.9)
                  for k in range(12)]
        page = Page(number=1, width=612, height=792, source="ocr", lines=lines + filler)
        return Chunk(id="c", doc_id="d", source="s", kind="text", words=[
            Span(text=ln.text, page=1, bbox=ln.bbox, confidence=0.9, source="ocr") for ln in lines]), page

    closing, page = chunk_of([("SALE DEED", 260, 340), ("SIGNED AND DELIVERED by the within named VENDOR", 72, 360),
                              ("Mr. RAMESH KUMAR SHARMA", 72, 230), ("WITNESSES:", 72, 150),
                              ("1. Shri Arvind Kulkarni", 74, 200), ("2. Smt. Meera Joshi", 72, 190)])
    flag_gaps([closing], [page], [])
    assert closing.route == "index", closing.review_reasons
    for texts in ([("the Vendor shall hand over to the", 72, 500), ("Purchaser on the date of registration.", 72, 400)],
                  [("this deed is made in favour of Mrs. ANJALI DESHMUKH", 72, 500), ("residing at Pune.", 72, 200)]):
        prose, page = chunk_of(texts)
        flag_gaps([prose], [page], [])
        assert prose.route == "review" and "sentence cut off" in prose.review_reasons[0], texts


def test_a_scanned_page_with_nothing_read_between_pages_with_text_goes_to_review() -> None:
    """A page whose print faded away whole (samples.wear's heavy fade over a deed's page 3: signatures, the
    property's schedule; review-findings S6) reads as no line at all, so no blank or numbering hole shows it: the
    chunk ending the page before goes to review. The blank backs of a duplex scan (every other page) do not."""
    def document(empty: set[int], n: int = 4, source: str = "ocr") -> list[Chunk]:
        made = [_page_of_lines(k, "ends its sentence.", 72.0, 745.0, source) for k in range(1, n + 1)]
        for page, chunk in made:
            if page.number in empty:
                page.lines, chunk.words = [], []
        chunks = [c for p, c in made if p.number not in empty]
        flag_gaps(chunks, [p for p, _ in made], [])
        return chunks

    faded = document({3})
    assert [c.route for c in faded] == ["index", "review", "index"], [c.review_reasons for c in faded]
    assert "nothing read on page 3" in faded[1].review_reasons[0]
    assert [u.page for u in faded[1].unread_regions] == [3], "the reviewer is shown the empty page"
    assert all(c.route == "index" for c in document({2, 4, 6, 8}, n=8)), "a duplex scan's blank backs"
    assert all(c.route == "index" for c in document({4})), "a blank last page has nothing after it"
    assert all(c.route == "index" for c in document({3}, source="text")), "a text layer loses no print"


def _lined(path: list[str], lines: list[tuple[float, float, str]], top: float = 100.0) -> Chunk:
    """A chunk of lines (left, right, text), 15 pt apart."""
    words = []
    for k, (x0, x1, text) in enumerate(lines):
        step = (x1 - x0) / len(text.split())
        words += [Span(text=t, page=4, bbox=(x0 + i * step, top + 15 * k, x0 + (i + 1) * step - 3, top + 15 * k + 10),
                       confidence=0.95, source="ocr") for i, t in enumerate(text.split())]
    return Chunk(id="/".join(path), doc_id="d", source="s", structure_path=path, words=words)


def test_a_unit_whose_label_line_was_lost_is_flagged_in_the_chunk_its_text_ran_into() -> None:
    # review-findings S13 (statute seed 4242 p4): a heavy fade took just `SEC. 12. Preservation of Data. -`;
    # SEC. 12's four lines were read into SEC. 11's chunk (a paragraph more, after SEC. 11's last sentence), which
    # went to the index under SEC. 11's number while only SEC. 13, read whole, went to review for the hole
    sec11 = _lined(["CHAPTER IV", "SEC. 11"], [
        (72, 520, "SEC. 11. Duties of Service Providers. - Service providers shall keep the traffic data of"),
        (72, 300, "their subscribers for the period set by law."),
        (72, 520, "the traffic data for six months from the date of the transaction, and the content data for"),
        (72, 410, "six months from the date they receive an order to keep it.")])
    sec13 = _lined(["CHAPTER IV", "SEC. 13"], [
        (72, 520, "SEC. 13. Destruction of Data. - When the periods set by Section 12 have run out, the")], top=170)
    tree = _node("document", "ph_statute", _node("chapter", "CHAPTER IV", _node("section", "SEC. 11"),
                                                  _node("section", "SEC. 13", page=4)))
    chunks = [sec11, sec13]
    flag_holes(chunks, tree)
    assert [c.route for c in chunks] == ["review", "review"]
    assert "its text may have run into this unit" in sec11.review_reasons[0]
    # a unit of one paragraph beside a hole is not sent for it: only the chunk whose number skips
    whole = _lined(["CHAPTER IV", "SEC. 11"], [(72, 520, "SEC. 11. Duties. - Service providers shall keep data of"),
                                               (72, 300, "their subscribers for the period set by law.")])
    chunks = [whole, _lined(["CHAPTER IV", "SEC. 13"], [(72, 520, "SEC. 13. Destruction of Data.")], top=170)]
    flag_holes(chunks, tree)
    assert [c.route for c in chunks] == ["index", "review"]


def test_a_part_whose_number_goes_back_on_a_scan_goes_to_review() -> None:
    # seed 9853, lay03 (harsh): `PART II` read `PART IH` (taken as III) and `PART III` read `PART II`: the second
    # heading's chunk carried another Part's path (0.47 similar to its truth) and went to the index at 0.86
    tree = _node("document", "my_statute", _node("part", "PART I", _node("section", "1")),
                 _node("part", "PART III", _node("section", "3")),
                 _node("part", "PART II", _node("section", "7"), page=2))
    chunks = [_chunk(["PART I"]), _chunk(["PART I", "1"]), _chunk(["PART III"]), _chunk(["PART III", "3"]),
              _chunk(["PART II"]), _chunk(["PART II", "7"])]
    flag_holes(chunks, tree)
    assert chunks[4].route == "review"
    assert "numbering goes back, PART II after PART III: a label may be misread (page 2)" in chunks[4].review_reasons
    born_digital = [_chunk(c.structure_path, "text") for c in chunks]  # a text layer does not misread
    flag_holes(born_digital, tree)
    assert all(c.route == "index" for c in born_digital)


def test_a_list_counting_again_and_an_inserted_section_do_not_go_back() -> None:
    sec = _node("section", "SEC. 13", *(_node("subsection", f"({c})") for c in "abcab"))  # two lists, one counts again
    tree = _node("document", "my_statute", _node("section", "12"), _node("section", "12A"), sec)
    chunks = [_chunk(["12"]), _chunk(["12A"]), _chunk(["SEC. 13"]),
              *(_chunk(["SEC. 13", f"({c})"]) for c in "abc")]
    flag_holes(chunks, tree)
    assert not any("goes back" in r for c in chunks for r in c.review_reasons)


def test_a_torn_corners_edge_read_as_a_tall_line_is_not_where_a_page_s_text_starts() -> None:
    """A deed of two pages whose first page's torn top corner read as `ee`, a line 39 points tall above the
    text (seed 9985 real04): page 1's text seemed to start 47 points above page 2's, so a clause broken over the
    page went to review for lines lost at page 2's head. A tall line of real words (a title in large type) still
    counts, and a second page that does start low is still found."""
    unfinished = "3. That the actual physical possession of the above said property has been handed"

    def document(corner: str, second_head: float = 72.0) -> list[Chunk]:
        made = [_page_of_lines(1, unfinished, 72.0, 760.0), _page_of_lines(2, "over to him.", second_head, 540.0)]
        made[0][0].lines.insert(0, Line(text=corner, page=1, bbox=(504.0, 25.0, 542.0, 64.0), confidence=0.3))
        chunks = [c for _, c in made]
        flag_gaps(chunks, [p for p, _ in made], [])
        return chunks

    assert document("ee")[0].route == "index", document("ee")[0].review_reasons
    assert document("DEED")[0].route == "review"  # a word: where page 1's text starts, 47 points above page 2's
    low = document("ee", second_head=102.0)[0]
    assert low.route == "review" and "cut off at the break to page 2" in low.review_reasons[0]


def test_a_large_malay_title_line_is_where_a_page_s_text_starts() -> None:
    """The same deed with a Malay title set large where the corner was (`AKTA PERLINDUNGAN`, no English word): on
    pages read in Malay its words are known, so page 1's text starts there, 47 points above page 2's, and the break
    is flagged as on any page whose head starts high; read as English only, the title would count as a torn edge."""
    made = [_page_of_lines(1, "3. That the actual physical possession of the above said property has been handed",
                           72.0, 760.0), _page_of_lines(2, "over to him.", 72.0, 540.0)]
    made[0][0].lines.insert(0, Line(text="AKTA PERLINDUNGAN", page=1, bbox=(150.0, 25.0, 460.0, 64.0),
                                    confidence=0.9))
    for page, _ in made:
        page.languages = ["msa", "eng"]
    chunks = [c for _, c in made]
    flag_gaps(chunks, [p for p, _ in made], [])
    assert chunks[0].route == "review"


def test_the_item_after_a_hole_whose_marker_reads_half_goes_to_review_with_the_one_before() -> None:
    # seed 9993 03_statute, harsh: `(i)` read `(j Payment ...`, (h) in review for its own reasons: (j) was indexed
    # under the wrong letter (0.99 similar); a marker read whole after the hole stays indexed
    sec = _node("section", "SEC. 3", *(_node("subsection", f"({c})") for c in "abcdefgh"),
                _node("subsection", "(j)", page=2))
    tree = _node("document", "ph_statute", sec)
    chunks = [_chunk(["SEC. 3"]), *(_chunk(["SEC. 3", f"({c})"]) for c in "abcdefgh"), _chunk(["SEC. 3", "(j)"])]
    for chunk in chunks:
        chunk.body = f"{chunk.structure_path[-1]} Term"
    chunks[-1].body = "(j Payment instruction"
    chunks[-2].route, chunks[-2].review_reasons = "review", ["unread text under a stamp, page 2"]
    flag_holes(chunks, tree)
    assert [c.route for c in chunks] == ["index"] * 8 + ["review", "review"]
    assert chunks[-1].review_reasons == ["numbering skips (i) before (j), whose marker reads '(j ': it may be the "
                                        "missing (i), misread (page 2)"]
    chunks[-1].body, chunks[-1].route, chunks[-1].review_reasons = "(j) Payment instruction", "index", []
    flag_holes(chunks, tree)
    assert chunks[-1].route == "index"


def test_units_under_a_renumbered_part_whose_heading_prints_another_number_cleanly_go_to_review() -> None:
    # seed 9993 11_my_act, harsh: `PART I` read `PART TI` took PART II, so the clean `PART II` heading was put at
    # PART III and ss. 3 and 5 were indexed under it; `CHAPTER IIT` (no number) renumbered III keeps its units indexed
    tree = _node("document", "my_act", _node("part", "PART II"), _node("part", "PART III", _node("section", "3")))
    chunks = [_chunk(["PART II"]), _chunk(["PART II", "1"]), _chunk(["PART III"]), _chunk(["PART III", "3"]),
              _chunk(["PART III", "3", "(1)"])]
    for chunk, body in zip(chunks, ("PART TI\nPRELIMINARY", "1. This Act", "PART II\nREGISTRATION", "3. No person",
                                    "(1) A person"), strict=True):
        chunk.body = body
    for chunk in (chunks[0], chunks[2]):
        chunk.route = "review"
        label = chunk.structure_path[-1]
        chunk.review_reasons = [f"numbering misread by OCR: the page does not print {label!r} as such"]
    flag_holes(chunks, tree)
    assert [c.route for c in chunks] == ["review", "index", "review", "review", "review"]
    assert chunks[3].review_reasons[0].startswith("under PART III, whose heading prints PART II (page")
    chunks[2].body = "PART IIT\nREGISTRATION"
    for chunk in chunks[3:]:
        chunk.route, chunk.review_reasons = "index", []
    flag_holes(chunks, tree)
    assert [c.route for c in chunks[3:]] == ["index", "index"]


def test_units_under_a_part_whose_heading_lost_a_stroke_stay_indexed() -> None:
    # seed 9993 05_my_act, moderate: `PART II` read `PART I`, renumbered II; PART I prints its own number whole
    tree = _node("document", "my_act", _node("part", "PART I"), _node("part", "PART II", _node("section", "3")))
    chunks = [_chunk(["PART I"]), _chunk(["PART II"]), _chunk(["PART II", "3"])]
    for chunk, body in zip(chunks, ("PART I\nPRELIMINARY", "PART I\nREGISTRATION", "3. No person"), strict=True):
        chunk.body = body
    chunks[1].route, chunks[1].review_reasons = "review", ["numbering misread by OCR: the page does not print "
                                                           "'PART II' as such"]
    flag_holes(chunks, tree)
    assert chunks[2].route == "index"
