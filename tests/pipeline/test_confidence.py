"""Confidence signals on hand-made chunks: what sends a chunk to review, and what must not."""

from __future__ import annotations

from engross.settings import Settings
from ingest import lexicon
from ingest.confidence import combine, misread_label, score_chunks
from ingest.furniture import strip_furniture
from schemas import Chunk, Line, Mark, Page, Span, TablePart


def _words(text: str, conf: float = 0.95, page: int = 1, top: float = 100.0) -> list[Span]:
    out, x = [], 72.0
    for token in text.split():
        out.append(Span(text=token, page=page, bbox=(x, top, x + 6 * len(token), top + 11), confidence=conf,
                        source="ocr"))
        x += 6 * len(token) + 4
    return out


def _chunk(body: str, path: list[str], conf: float = 0.95) -> Chunk:
    words = [w for i, line in enumerate(body.splitlines()) for w in _words(line, conf, top=100 + 14 * i)]
    return Chunk(id="c", doc_id="d", source="s", structure_path=path, body=body, words=words,
                 regions=[TablePart(page=1, bbox=(72, 100, 540, 100 + 14 * len(body.splitlines())))])


def test_clean_confident_text_goes_to_the_index() -> None:
    chunk = _chunk("SEC. 8. Penalty for Libel. – Whoever is convicted of libel under Section 4(c)(4) shall pay a\n"
                   "fine of PhP6,000.00 or suffer prision correccional.", ["CHAPTER III", "SEC. 8"])
    score_chunks([chunk], [Page(number=1, width=612, height=792, source="ocr")], Settings())
    assert chunk.route == "index", chunk.review_reasons
    assert chunk.signals["plausibility"] == 1.0


def test_garbled_words_with_high_tesseract_confidence_still_go_to_review() -> None:
    chunk = _chunk("SEC. 8. Penaltv f0r Libe1. – Wh0ever is c0nvicted 0f libe1 sha11 pav a fine 0r suffer", ["SEC. 8"])
    score_chunks([chunk], [Page(number=1, width=612, height=792, source="ocr")], Settings())
    assert chunk.route == "review"
    assert any("recognisable" in r for r in chunk.review_reasons)
    assert chunk.low_confidence_spans, "the garbled words are listed for the reviewer"


def test_a_stamp_over_the_words_sends_the_chunk_to_review() -> None:
    chunk = _chunk("The Purchaser shall pay the full price on the date of registration.", ["2"])
    stamp = Mark(page=1, bbox=(60, 90, 200, 130), kind="stamp")
    page = Page(number=1, width=612, height=792, source="ocr", marks=[stamp])
    score_chunks([chunk], [page], Settings())
    assert chunk.route == "review" and "stamp over the text" in chunk.review_reasons
    assert chunk.confidence < 0.95


def _page_of(chunk: Chunk, *marks: Mark) -> Page:
    return Page(number=1, width=612, height=792, source="ocr", words=chunk.words, marks=list(marks))


def test_a_mark_the_ink_accounting_judged_over_words_that_read_does_not_route_on_its_own() -> None:
    for verdict in (True, False):  # False: an unread region touches it, and routes the chunk it lies in
        chunk = _chunk("The Purchaser shall pay the full price on the date of registration.", ["2"])
        chunk.words[2] = chunk.words[2].model_copy(update={"confidence": 0.62})  # a stain lowers confidence
        stamp = Mark(page=1, bbox=(60, 90, 200, 130), kind="stamp", explained=verdict)
        score_chunks([chunk], [_page_of(chunk, stamp)], Settings())
        assert chunk.route == "index", chunk.review_reasons
        assert chunk.signals["marked_share"] == 0.0


def test_a_judged_mark_over_an_unsure_odd_or_unknown_word_still_routes() -> None:
    unsure = _chunk("The Purchaser shall pay the full price on the date of registration.", ["2"])
    unsure.words[1] = unsure.words[1].model_copy(update={"confidence": 0.4})
    odd = _chunk("The Purchaser sha11 pay the full price on the date of registration.", ["2"])
    unknown = _chunk("The Purchaser shall pqy the full price on the date of registration.", ["2"])
    for chunk in (unsure, odd, unknown):
        stamp = Mark(page=1, bbox=(60, 90, 200, 130), kind="stamp", explained=True)
        score_chunks([chunk], [_page_of(chunk, stamp)], Settings())
        assert chunk.route == "review" and "stamp over the text" in chunk.review_reasons, chunk.body


def test_a_known_word_read_unsure_under_a_judged_fade_band_is_vouched_for_as_elsewhere() -> None:
    # a harsh scan's fade bands cover every line: a dictionary word read at 0.3-0.5 there is read right as often as
    # elsewhere on the page (damage seed 6273: 15 of 20 in chunks read right), so it is no reason for review; one
    # read under DICTIONARY_FLOOR keeps its doubt, and under a stamp even a known word read unsure still routes
    for conf, kind, route in ((0.4, "fade", "index"), (0.2, "fade", "review"), (0.4, "stamp", "review")):
        chunk = _chunk("The Purchaser shall pay the full price on the date of registration.", ["2"])
        chunk.words[1] = chunk.words[1].model_copy(update={"confidence": conf})
        mark = Mark(page=1, bbox=(60, 90, 200, 130), kind=kind, explained=True)
        score_chunks([chunk], [_page_of(chunk, mark)], Settings())
        assert chunk.route == route, (conf, kind, chunk.review_reasons)


def test_a_repaired_numbering_misread_is_flagged_but_a_continuation_is_not() -> None:
    assert misread_label(_chunk("CHAPTER HI\nPENALTIES", ["CHAPTER III"])) == "CHAPTER III"
    assert misread_label(_chunk("(l) The Minister may make rules.", ["PART I", "2", "(1)"])) == "(1)"
    assert misread_label(_chunk("CHAPTER III\nPENALTIES", ["CHAPTER III"])) is None
    assert misread_label(_chunk("SEC.4. Offenses. – The following acts", ["SEC. 4"])) is None
    # a section's closing paragraph carries the section's path but does not start with its label
    assert misread_label(_chunk("The investigation of the offenses shall follow the rules.", ["SEC. 4"])) is None


def test_a_heading_whose_strokes_misread_goes_to_the_index_when_its_neighbours_confirm_the_number() -> None:
    # the page prints PART I, PART II, PART III (how the Malaysian samples are made); OCR read II as "Il"
    parts = [_chunk("PART I\nPRELIMINARY", ["PART I"]), _chunk("PART Il\nREGISTRATION OF AGENCIES", ["PART II"]),
             _chunk("PART III\nPROTECTION OF WORKERS", ["PART III"])]
    items = [_chunk("(h) Payment refers to an order.", ["SEC. 3", "(h)"]),
             _chunk("(1) Security incident refers to an event.", ["SEC. 3", "(i)"]),
             _chunk("(j) Processing refers to any operation.", ["SEC. 3", "(j)"])]
    page = Page(number=1, width=612, height=792, source="ocr")
    score_chunks(parts + items, [page], Settings())
    assert [c.route for c in parts + items] == ["index"] * 6
    # no sibling vouches for it, or the print differs by more than a stroke: still in front of a reviewer
    alone = _chunk("PART Il\nREGISTRATION OF AGENCIES", ["PART II"])
    wrong = _chunk("CHAPTER HI\nPENALTIES", ["CHAPTER III"])
    score_chunks([alone], [page], Settings())
    score_chunks([_chunk("CHAPTER II\nACTS", ["CHAPTER II"]), wrong], [page], Settings())
    for chunk in (alone, wrong):
        assert chunk.route == "review" and any("numbering misread" in r for r in chunk.review_reasons)


def test_a_stroke_misread_passes_only_when_its_strokes_count_the_number_its_path_says() -> None:
    """`PART Ill` under PART III (seeds 9968, 9853, 9781: indexed at similarity 0.949, two letters of a short heading)
    passes on purpose: the page prints three strokes, the number its path and its neighbours say, so the path is
    right and nothing a reviewer could fix changes what the chunk is. A print whose strokes count another number than
    its path (`PART Il` given PART III: a stroke lost, or the path is wrong) is in front of a reviewer whatever the
    neighbours say."""
    page = Page(number=1, width=612, height=792, source="ocr")
    around = [_chunk("PART II\nREGISTRATION", ["PART II"]), _chunk("PART IV\nMISCELLANEOUS", ["PART IV"])]
    same = _chunk("PART Ill\nPROTECTION OF WORKERS", ["PART III"])
    score_chunks([around[0], same, around[1]], [page], Settings())
    assert same.route == "index", same.review_reasons
    fewer = _chunk("PART Il\nPROTECTION OF WORKERS", ["PART III"])
    score_chunks([around[0], fewer, around[1]], [page], Settings())
    assert fewer.route == "review" and any("numbering misread" in r for r in fewer.review_reasons)


def test_a_vouched_heading_numeral_read_as_no_numeral_is_written_as_the_sequence_says_and_recorded() -> None:
    """Seeds 9917 and 9973: `CHAPTER Il`, `CHAPTER Ill`, `PART Ill` (a Part's or Chapter's own heading chunk, its path
    right, vouched for by the units numbered beside it) were indexed at similarity 0.90-0.96 with the strokes as read.
    The chunk's text now says what the page prints (the path's numeral), the word as read is kept in `repairs` with
    why, and the chunk stays indexed. A print that is a numeral itself (`(1)` for (i)) stays as read, and so does a
    label no neighbour vouches for (it goes to review as before)."""
    page = Page(number=1, width=612, height=792, source="ocr")
    chain = [_chunk(f"CHAPTER {n}\nPROVISIONS ON {n}", [f"CHAPTER {path}"])
             for n, path in (("I", "I"), ("Il", "II"), ("Ill", "III"), ("IV", "IV"))]
    for c in chain:
        c.text = f"An Act\n\n{c.structure_path[0]}\n\n{c.body}"
    score_chunks(chain, [page], Settings())
    assert [c.route for c in chain] == ["index"] * 4, [c.review_reasons for c in chain]
    assert [c.body.splitlines()[0] for c in chain] == ["CHAPTER I", "CHAPTER II", "CHAPTER III", "CHAPTER IV"]
    # only the label is written over: the same strokes further on stay as read
    assert chain[1].body.splitlines()[1] == "PROVISIONS ON Il" and chain[1].text.endswith(chain[1].body)
    assert [(r.read, r.text, r.page) for r in chain[1].repairs + chain[2].repairs] == [("Il", "II", 1),
                                                                                      ("Ill", "III", 1)]
    assert "'Il'" in chain[1].repairs[0].reason and chain[1].repairs[0].bbox == chain[1].words[1].bbox
    assert chain[1].words[1].text == "Il"  # the word spans keep what OCR read
    assert not chain[0].repairs and not chain[3].repairs
    items = [_chunk("(h) Payment refers to an order.", ["SEC. 3", "(h)"]),
             _chunk("(1) Security incident refers to an event.", ["SEC. 3", "(i)"]),
             _chunk("(j) Processing refers to any operation.", ["SEC. 3", "(j)"])]
    alone = _chunk("PART Il\nREGISTRATION OF AGENCIES", ["PART II"])
    score_chunks(items, [page], Settings())
    score_chunks([alone], [page], Settings())
    assert items[1].body.startswith("(1) ") and not items[1].repairs and items[1].route == "index"
    assert alone.body.startswith("PART Il") and not alone.repairs and alone.route == "review"
    # a text layer's words are the document's own: nothing is written over them
    layer = [_chunk(f"PART {n}\nPROVISIONS", [f"PART {p}"]) for n, p in (("I", "I"), ("Il", "II"), ("III", "III"))]
    for c in layer:
        for w in c.words:
            w.source = "text"
    score_chunks(layer, [page], Settings())
    assert layer[1].body.startswith("PART Il") and not layer[1].repairs


def test_a_stroke_misread_is_not_vouched_for_by_a_neighbour_whose_own_label_was_put_back() -> None:
    """Seed 9971 lay03 (harsh): PART I's label was lost, `PARTI` (PART II) took PART I's path and `PART Il` (PART III,
    a stroke lost) took PART II's, vouched for by that repaired PART I and indexed under another Part's path (0.45
    similar). A neighbour vouches for a stroke misread only when its own chunk prints its label as its path has it."""
    page = Page(number=1, width=612, height=792, source="ocr")
    parts = [_chunk("PARTI\nREGISTRATION OF CARE PLACEMENT AGENCIES", ["PART I"]),
             _chunk("PART Il\nPROTECTION OF HOME CARE WORKERS", ["PART II"]),
             _chunk("PARTIY\nMISCELLANEOUS", ["PART III"])]
    score_chunks(parts, [page], Settings())
    assert parts[1].route == "review" and any("numbering misread" in r for r in parts[1].review_reasons)
    # the same misread between Parts printed as such still passes (the sequence the page prints vouches for it)
    printed = [_chunk("PART I\nPRELIMINARY", ["PART I"]), _chunk("PART Il\nREGISTRATION", ["PART II"]),
               _chunk("PARTIY\nMISCELLANEOUS", ["PART III"])]
    score_chunks(printed, [page], Settings())
    assert printed[1].route == "index", printed[1].review_reasons
    # and so does a neighbour whose own strokes count its number (seed 9853 03_statute: `CHAPTER |`, `CHAPTER Il`,
    # `CHAPTER Ill`, `CHAPTER IV`, every one at its true path)
    chain = [_chunk(f"CHAPTER {n}\nPROVISIONS", [f"CHAPTER {path}"])
             for n, path in (("|", "I"), ("Il", "II"), ("Ill", "III"), ("IV", "IV"))]
    score_chunks(chain, [page], Settings())
    assert [c.route for c in chain[1:]] == ["index"] * 3, [c.review_reasons for c in chain]  # `|` is junk to judge


def test_a_capitalised_word_two_usual_confusions_from_a_word_is_a_misread_not_a_name() -> None:
    """Seed 9971 03_statute (harsh): `(b) Computer-related Ottenses:` (both f of `Offenses` read as t) passed as a
    name and the item was indexed at 0.93 similar; one confusion was undone, never two."""
    assert lexicon.is_known("Ottenses:") is False and lexicon.is_known("Ottense.") is False
    chunk = _chunk("(b) Computer-related Ottenses:", ["CHAPTER II", "SEC. 4", "(b)"])
    score_chunks([chunk], [Page(number=1, width=612, height=792, source="ocr")], Settings())
    assert chunk.route == "review", chunk.signals
    # names and words of other languages in the corpus' gold texts stay as they were (7 letters or more only)
    assert lexicon.is_known("Tolali") is not False and lexicon.is_known("Mangalore") is not False


def test_a_clause_number_read_as_letters_at_a_line_start_sends_its_chunk_to_review() -> None:
    """Seed 9968 07_deed (harsh): `L.l In this Deed ...` and `L.l.1 "Said Property" means ...` (1.1 and 1.1.1 with
    their ones read as letters) were no markers to the structure, no word list judges them, and the clause went to
    the index (0.947 similar). Printed numbers, and such a token inside a line, are no reason."""
    page = Page(number=1, width=612, height=792, source="ocr")
    misread = _chunk("1. DEFINITIONS AND INTERPRETATION\nL.l In this Deed, unless the context otherwise requires,\n"
                     "L.l.1 \"Said Property\" means the land described in the Schedule.", ["1"])
    printed = _chunk("1. DEFINITIONS AND INTERPRETATION\n1.1 In this Deed, unless the context otherwise requires,\n"
                     "the words in clause 1.1 have these meanings.", ["1"])
    score_chunks([misread, printed], [page], Settings())
    assert misread.route == "review" and any("'L.l'" in r for r in misread.review_reasons), misread.review_reasons
    assert printed.route == "index", printed.review_reasons


def test_a_heading_numeral_tesseract_doubts_is_vouched_for_by_the_chapters_around_it() -> None:
    # page 4 of a scanned statute prints CHAPTER II, III, IV; Tesseract read "III" right but at 0.42
    chapters = [_chunk(f"CHAPTER {n}\nPENALTIES", [f"CHAPTER {n}"]) for n in ("II", "III", "IV")]
    chapters[1].words[1].confidence = 0.42
    page = Page(number=1, width=612, height=792, source="ocr")
    score_chunks(chapters, [page], Settings())
    assert chapters[1].route == "index"
    # with no neighbour to confirm it, or a doubted word that is not the label, it is still reviewed
    alone = _chunk("CHAPTER III\nPENALTIES", ["CHAPTER III"])
    alone.words[1].confidence = 0.42
    heading = _chunk("CHAPTER III\nON PENALTIES", ["CHAPTER III"])
    heading.words[2].confidence = 0.2
    score_chunks([alone], [page], Settings())
    score_chunks([chapters[0], heading, chapters[2]], [page], Settings())
    assert alone.route == "review" and heading.route == "review"


def test_a_harsh_scan_read_right_but_unsure_goes_to_the_index_and_its_misreadings_still_go_to_review() -> None:
    # SEC. 14 of the damaged set's harsh statute (dmg1_03): Tesseract read every word right, but doubted the
    # long words of the grainy print (0.35-0.6) while the short ones read sure
    text = ("SEC. 14. Implementing Rules. – The Department shall issue the rules and regulations needed "
            "to carry out its provisions within ninety days.")
    right = _chunk(text, ["CHAPTER V", "SEC. 14"])
    for n, word in enumerate(right.words):
        word.confidence = 0.35 + 0.25 * (n % 3) / 2 if len(lexicon.core(word.text)) >= 4 else 0.9
    # the same print where the scan's grain turned letters into others: unknown words, the text is wrong
    wrong = _chunk(text.replace("Department", "Pepartinent").replace("regulations", "reeulatons")
                   .replace("provisions", "provistons").replace("ninety", "mnety"), ["CHAPTER V", "SEC. 14"])
    for a, b in zip(right.words, wrong.words, strict=True):
        b.confidence = a.confidence
    page = Page(number=1, width=612, height=792, source="ocr")
    score_chunks([right], [page], Settings())
    score_chunks([wrong], [page], Settings())
    assert right.route == "index", (right.signals, right.review_reasons)
    assert wrong.route == "review"
    assert {w.text for w in wrong.low_confidence_spans} & {"Pepartinent", "reeulatons", "provistons", "mnety"}


def test_confidence_formula_penalises_each_signal() -> None:
    clean = {"ocr_mean": 0.95, "low_share": 0.0, "plausibility": 1.0, "marked_share": 0.0}
    assert combine(clean) == 0.95
    assert combine({**clean, "low_share": 0.2}) == 0.85
    assert combine({**clean, "plausibility": 0.85}) == 0.85
    assert combine({**clean, "marked_share": 1.0}) == 0.45


def test_lexicon_judges_words_not_numbers_codes_or_citations() -> None:
    for token in ("4(c)(4)", "(PhP800,000.00),", "TR/1946/62033", "N3/323/49", "A1754", "(iii)", "Rs.5,000"):
        assert not lexicon.is_odd(token), token
    for token in ("1990s", "s25", "Rs"):
        assert not lexicon.is_odd(token), token
    for token in ("S3ction", "l0th", "(cid:49)of", "1s", "5s"):
        assert lexicon.is_odd(token), token
    assert lexicon.is_known("Sectlon") is False  # a misread of "Section", not a name
    assert lexicon.is_known("Bangalore") is True  # a proper name


def test_lexicon_decades_and_citations_need_a_digit_other_than_zero() -> None:
    """`s0` (so) and `0s` (os) are letters read as digits; `s5`, `s25`, `1990s`, `2000s`, `50s` are print."""
    for token in ("s5", "s25", "ss3", "1990s", "2000s", "50s", "100s", "12A", "3rd"):
        assert not lexicon.is_odd(token), token
    for token in ("s0", "0s", "00s", "s05"):
        assert lexicon.is_odd(token), token


def _line(text: str, top: float, height: float) -> Line:
    words = [Span(text=t, page=1, bbox=(72, top, 100, top + height), confidence=1.0, source="text")
             for t in text.split()]
    return Line(text=text, page=1, bbox=(72, top, 400, top + height), confidence=1.0, words=words)


def test_one_page_document_loses_its_small_running_header_but_keeps_its_title() -> None:
    body = [_line(f"Clause {i} of the agreement binds both parties.", 120 + 14 * i, 11) for i in range(10)]
    header = _line("Agreement for Sale - Flat No. B-304", 30, 8)
    title = _line("AGREEMENT FOR SALE", 50, 16)
    footer = _line("AFS/2023/0192 - Page 1", 770, 8)
    page = Page(number=1, width=612, height=792, source="text", lines=[header, title, *body, footer])
    strip_furniture([page])
    assert [ln.text for ln in page.furniture] == [header.text, footer.text]
    assert page.lines[0].text == "AGREEMENT FOR SALE"


def test_a_real_word_tesseract_all_but_guessed_keeps_its_doubt() -> None:
    # a real word misread as another real word (Lessee for Lessor) is what the word lists cannot catch: when
    # Tesseract itself all but guessed it (0.02), its doubt counts (low, highlighted, lowers the chunk's
    # confidence) however plausible the word; a known word read at 0.45 on the same chunk is vouched
    text = "The Lessee shall pay the monthly rent to the Lessor on the fifth day of each month."
    chunk = _chunk(text, ["3", "3.1"])
    for word in chunk.words:
        word.confidence = {"Lessor": 0.02, "monthly": 0.45}.get(word.text, 0.93)
    page = Page(number=1, width=612, height=792, source="ocr")
    score_chunks([chunk], [page], Settings())
    assert {w.text for w in chunk.low_confidence_spans} == {"Lessor"}
    assert chunk.signals["low_share"] > 0 and chunk.confidence < 0.93 - 0.05


def test_a_label_glued_to_its_keyword_goes_to_review_even_between_its_siblings() -> None:
    # the Malaysian samples print PART I / PRELIMINARY (samples/malaysian.py); on seed 29's dmg29_02 and _05 OCR
    # read `PARTI` at 0.95: the text says another word, which the numbering sequence around it cannot vouch for
    parts = [_chunk("PARTI\nPRELIMINARY", ["PART I"]), _chunk("PART II\nREGISTRATION OF AGENCIES", ["PART II"]),
             _chunk("PART III\nPROTECTION OF WORKERS", ["PART III"])]
    score_chunks(parts, [Page(number=1, width=612, height=792, source="ocr")], Settings())
    assert [c.route for c in parts] == ["review", "index", "index"]
    assert any("numbering misread" in r for r in parts[0].review_reasons)
    # the keyword and its number glued in another line or a word that merely starts like it are no misread
    assert misread_label(_chunk("PART I\nPARTICULARS OF THE LAND", ["PART I"])) is None
    assert misread_label(_chunk("Particulars of the land are in the Schedule.", ["PART I"])) is None
    # seed 9985 11_my_act p2: PART III printed, read `PARTI` (two strokes lost), put back from the sequence
    assert misread_label(_chunk("PARTI\nPROTECTION OF DOMESTIC WORKERS", ["PART III"])) == "PART III"
    assert misread_label(_chunk("PART III\nPARTICULARS OF SERVICE", ["PART III"])) is None


def test_a_rare_word_one_letter_from_a_far_commoner_one_goes_to_review_when_tesseract_doubted_it() -> None:
    # SEC. 4 of the generated PH statute (samples/statute.py) on seed 29's harsh scan: `Each` read `Fach` at 0.74
    text = "Each of the acts listed below is an offense of computer misuse punishable under this Act:"
    page = Page(number=1, width=612, height=792, source="ocr")
    misread = _chunk(text.replace("Each", "Fach"), ["CHAPTER II", "SEC. 4"])
    right = _chunk(text, ["CHAPTER II", "SEC. 4"])
    for chunk in (misread, right):
        chunk.words[0].confidence = 0.74
    score_chunks([misread, right], [page], Settings())
    assert misread.route == "review" and "Fach" in {w.text for w in misread.low_confidence_spans}
    assert right.route == "index"
    # the deeds' own words read as doubtfully stay: common (land, deed), legal vocabulary, or another form of
    # a commoner word (demised/demise), or read sure
    deed = _chunk("The Lessee shall hold the demised land under this Deed as the Vendee of the premises.", ["2"])
    for word in deed.words:
        word.confidence = 0.74 if len(word.text) > 3 else 0.95
    sure = _chunk(text.replace("Each", "Fach"), ["CHAPTER II", "SEC. 4"])
    score_chunks([deed, sure], [page], Settings())
    assert deed.route == "index" and sure.route == "index", (deed.review_reasons, sure.review_reasons)


def test_a_word_tesseract_all_but_guessed_sends_a_long_clause_to_review_unless_the_dictionary_knows_it() -> None:
    # clause 3 of the repository corpus' Indian lease deed (corpus/texts) on a harsh scan of a new seed (515):
    # a tear took the line's end; what was left of it read `‘doaand` at 0.00 among forty words read at 0.96
    text = ("3. The Lessee will be at liberty to prepare a layout of the said demised land and divide the same "
            "into separate industrial plots, with the sanction of the local authority concerned and to construct "
            "industrial sheds thereon suitable for carrying on small scale industries.")
    page = Page(number=1, width=612, height=792, source="ocr")
    junk = _chunk(text.replace("concerned", "‘doaand"), ["3"])
    known = _chunk(text, ["3"])
    junk.words[[w.text for w in junk.words].index("‘doaand")].confidence = 0.0
    known.words[[w.text for w in known.words].index("concerned")].confidence = 0.0  # a known word: doubt, no more
    score_chunks([junk, known], [page], Settings())
    assert junk.route == "review" and any("guessed" in r for r in junk.review_reasons), junk.signals
    assert known.route == "index", known.review_reasons


def test_a_label_read_as_marks_tesseract_all_but_guessed_sends_its_section_to_review() -> None:
    # section 4 of seed 9968's layout Malaysian Act (the lead's session-14 run, lay03 p2): its items' labels read
    # `(bo)` and `(¢@)` (0.00), so no item split off, and the section was indexed at 0.84 with (b)'s label and `a`
    # lost; a label of marks has no letter or digit for the word test to judge, so nothing doubted it
    body = ("4. (1) An application for registration shall be made to the Director General and shall be\n"
            "accompanied by the fee prescribed in the First Schedule and a copy of the applicant's certificate of\n"
            "incorporation; and\n(¢@) evidence that the applicant has an office in Malaysia open to the public.")
    page = Page(number=1, width=612, height=792, source="ocr")
    blind, read = _chunk(body, ["PART II", "4"]), _chunk(body.replace("(¢@)", "(c)"), ["PART II", "4"])
    blind.words[[w.text for w in blind.words].index("(¢@)")].confidence = 0.0
    read.words[[w.text for w in read.words].index("(c)")].confidence = 0.0  # a label read as one: other checks' job
    score_chunks([blind, read], [page], Settings())
    assert blind.route == "review" and any("(¢@)" in r for r in blind.review_reasons), blind.signals
    assert read.route == "index", read.review_reasons


def test_a_chunk_of_known_words_all_read_unsure_keeps_tesseract_s_doubt() -> None:
    # every word a dictionary word of four letters or more, all read at 0.35: with no other word to compare with,
    # the vouching made them 1.0 and the chunk went to the index at full confidence; read at 0.95, it is indexed
    page = Page(number=1, width=612, height=792, source="ocr")
    doubted, sure = _chunk("Lessor shall deliver possession", ["3"], 0.35), _chunk("Lessor shall deliver possession",
                                                                                  ["3"], 0.95)
    score_chunks([doubted, sure], [page], Settings())
    assert doubted.route == "review" and doubted.confidence < 0.5, doubted.signals
    assert sure.route == "index"


def test_an_inserted_section_number_in_lower_case_is_a_reference_not_garble() -> None:
    # the Malaysian employment amendment bill (2011) as printed, and as the damaged set scans it (seed 7741,
    # real03, clean moderate scan read word for word): `69b`, `81d(4)` were taken for letters glued to digits,
    # so a clause read right scored 81% recognisable and went to review as garbled text
    chunk = _chunk("31. Section 70 of the principal Act is amended by substituting for the words “, 69b and 69c” the\n"
                   "words “and 69f”, and in subsection 81d(4) for the words “section 69”.", ["31"])
    score_chunks([chunk], [Page(number=1, width=612, height=792, source="ocr")], Settings())
    assert chunk.route == "index", chunk.review_reasons
    assert lexicon.is_odd("0f") and lexicon.is_odd("8le"), "one digit, or two letters: a misreading stays odd"
    for token in ("198l", "201l", "100o", "10l"):  # a year's or an amount's last digit read as its look-alike letter
        assert lexicon.is_odd(token), token


def test_a_listed_indic_word_read_unsure_is_vouched_for_as_an_english_one_is() -> None:
    """`str.isalpha` says no to a vowel sign or virama, so no Indic word was ever vouched for (a listed English word of
    four letters or more read at 0.3 or surer reads as sure as the chunk's other words): a Tamil or Telugu chunk whose
    listed words Tesseract doubted went to review where the same chunk in English did not."""
    assert lexicon.all_letters("சட்டத்தில்") and lexicon.all_letters("धारा") and lexicon.all_letters("section")
    assert not lexicon.all_letters("১৯৮৭") and not lexicon.all_letters("ি") and not lexicon.all_letters("ab1")
    words = _words("இந்தச் சட்டத்தில் தேவை மற்றும் அரசாங்கம் பொருள்படும்", 0.5)
    chunk = Chunk(id="c", doc_id="d", source="s", structure_path=["2"], body=" ".join(w.text for w in words),
                  words=words, language="tam",
                  regions=[TablePart(page=1, bbox=(72, 100, 540, 114))])
    score_chunks([chunk], [Page(number=1, width=612, height=792, source="ocr", languages=["tam"])], Settings())
    assert chunk.signals["low_share"] < 0.2, chunk.signals  # the listed words read at 0.5 are not held against it
    # ... but under 0.5 an Indic word keeps Tesseract's doubt: the script models misread letters into listed words
    # there (a fresh3 Bengali section of similarity 0.57 went to the index at 0.80 when vouched from 0.3)
    for w in words:
        w.confidence = 0.4
    score_chunks([chunk], [Page(number=1, width=612, height=792, source="ocr", languages=["tam"])], Settings())
    assert chunk.signals["low_share"] == 1.0 and chunk.route == "review"



def test_a_short_common_indic_word_read_unsure_is_vouched_for_a_rare_one_is_not() -> None:
    """Bengali's function words (`বা` "or", `না`, `এর`) read right at 0.3-0.6 are too short for the dictionary
    vouching; among the language's commonest they are what the page printed. A rarer short word (`বব`, a misread)
    and a long word under INDIC_FLOOR keep Tesseract's doubt."""
    def scored(text: str, unsure: dict[str, float]) -> Chunk:
        words = _words(text, 0.95)
        for w in words:
            w.confidence = unsure.get(w.text, w.confidence)
        chunk = Chunk(id="c", doc_id="d", source="s", structure_path=["2"], body=text, words=words, language="ben",
                      regions=[TablePart(page=1, bbox=(72, 100, 540, 114))])
        score_chunks([chunk], [Page(number=1, width=612, height=792, source="ocr", languages=["ben"])], Settings())
        return chunk

    text = "কোনো ব্যক্তি বা প্রতিষ্ঠান এর সম্পত্তি হস্তান্তর করা যাইবে না"
    assert scored(text, {"বা": 0.31, "এর": 0.45, "না": 0.5}).signals["low_share"] == 0.0
    assert scored(text, {"বা": 0.2}).signals["low_share"] > 0  # near-total doubt stays
    assert scored(text.replace("বা", "বব"), {"বব": 0.36}).signals["low_share"] > 0
    assert scored(text, {"প্রতিষ্ঠান": 0.35}).signals["low_share"] > 0

_DEED = ("The Purchaser shall deliver vacant possession of the said property to the Vendor within thirty days "
         "of the registration of this deed and shall bear every charge levied upon the premises thereafter")


def _starved(chunk_conf: float, page_conf: float) -> Chunk:
    """A chunk whose every word reads at `chunk_conf` on a page whose other print (three lines of known words)
    reads at `page_conf`: Tesseract's level on a starved harsh page, or on one read well."""
    chunk = _chunk("The Vendor shall hand over the keys of the house on the date of registration.", ["4"],
                   conf=chunk_conf)
    rest = [w for i in range(3) for w in _words(_DEED, page_conf, top=300 + 14 * i)]
    score_chunks([chunk], [Page(number=1, width=612, height=792, source="ocr", words=chunk.words + rest)], Settings())
    return chunk


def test_a_chunk_under_the_threshold_on_a_starved_page_goes_to_review_as_on_any_page() -> None:
    # the threshold once dropped by the page's doubt (to 0.70 at the least) on harsh pages; it indexed really wrong
    # chunks read at 0.70-0.80 (seed 9991's lay07 SECOND SCHEDULE 2 at 0.78, `The wares. the ware porod ... ol
    # payment`; seed 9985's 03_statute SEC. 6), so the page's doubt no longer lowers it (session 23, s91loss)
    chunk = _starved(0.78, 0.80)
    assert chunk.route == "review"
    assert "confidence 0.78 under threshold 0.80" in chunk.review_reasons
    below = _starved(0.66, 0.80)
    assert below.route == "review"
    assert "confidence 0.66 under threshold 0.80" in below.review_reasons
    sure_page = _starved(0.78, 0.96)  # a page read well: the same
    assert sure_page.route == "review"
    assert "confidence 0.78 under threshold 0.80" in sure_page.review_reasons


def test_a_definition_whose_defined_term_reads_unsure_and_unknown_goes_to_review() -> None:
    # seed 9853 lay03 (harsh): `“care placement agency” means ...` read `“care phicement aecney”` at 0.79 and 0.61,
    # the rest right; the chunk's confidence was 0.80, on the threshold
    body = "“care phicement aecney” means any person who, for a fee, finds home care workers for employers"
    chunk = _chunk(body, ["PART I", "2"], conf=0.93)
    chunk.words[1] = chunk.words[1].model_copy(update={"confidence": 0.79})
    chunk.words[2] = chunk.words[2].model_copy(update={"confidence": 0.61})
    score_chunks([chunk], [Page(number=1, width=612, height=792, source="ocr")], Settings())
    assert chunk.route == "review"
    assert any(r.startswith("the defined term read unsure: 'phicement' (0.79), 'aecney”' (0.61)")
               for r in chunk.review_reasons), chunk.review_reasons
    right = _chunk("“care placement agency” means any person who, for a fee, finds home care workers for employers",
                   ["PART I", "2"], conf=0.93)
    right.words[2] = right.words[2].model_copy(update={"confidence": 0.61})  # doubted, but a word the lists know
    score_chunks([right], [Page(number=1, width=612, height=792, source="ocr")], Settings())
    assert not any("defined term" in r for r in right.review_reasons)


def _banded(lines_banded: int) -> Chunk:
    """A chunk holding one misread word no list knows (`reqistration`, q for g: the chunk is 0.98 like its truth) on a
    starved page of four lines read at 0.85; fade bands, judged by the ink accounting, over its first
    `lines_banded` lines (the chunk's line first)."""
    chunk = _chunk("The Vendor shall hand over the keys of the house on the date of reqistration.", ["4"], conf=0.85)
    rest = [w for i in range(3) for w in _words(_DEED, 0.85, top=300 + 14 * i)]
    tops = [100.0, 300.0, 314.0, 328.0]
    lines = [Line(text="", bbox=(72, top, 540, top + 11), page=1, confidence=0.85) for top in tops]
    bands = [Mark(page=1, bbox=(60, top - 2, 550, top + 13), kind="fade", explained=True)
             for top in tops[:lines_banded]]
    page = Page(number=1, width=612, height=792, source="ocr", words=chunk.words + rest, lines=lines, marks=bands)
    score_chunks([chunk], [page], Settings())
    return chunk


def test_fade_bands_over_a_starved_pages_every_line_are_its_print_not_damage() -> None:
    # harsh scans: `marks.restore_faded` bands every light line; under a band every word no list knows flagged its
    # chunk ('faded text'), while out of one a word or two of them only lowers plausibility
    chunk = _banded(4)
    assert "faded text" not in chunk.review_reasons
    assert chunk.route == "index", chunk.review_reasons


def test_a_fade_band_over_a_few_lines_of_a_starved_page_is_still_a_mark() -> None:
    chunk = _banded(1)
    assert "faded text" in chunk.review_reasons and chunk.route == "review"


def test_a_chunk_whose_text_stops_on_a_broken_word_goes_to_review() -> None:
    """Seed 9917's my_act 08 (clean scan): a coffee ring over the end of `2. (1) In this Act, except where the context
    calls for another meaning—` left `... the context ca`, every word read sure, and the chunk went to the index; so
    did `"Director General" means the officer holding the post o`. A chunk that ends on a whole word, a word read
    with its punctuation as a letter (`suppliedi` for `supplied;`) or a short word (`to`) is not held for it."""
    page = Page(number=1, width=612, height=792, source="ocr")
    for body in ("2. (1) In this Act, except where the context ca",
                 '"Director General" means the officer holding the post o'):
        chunk = _chunk(body, ["PART I", "2"])
        score_chunks([chunk], [page], Settings())
        assert chunk.route == "review" and any("broken word" in r for r in chunk.review_reasons), body
    for body in ('"wages" means all payments in cash, but not the value of food or accommodation suppliedi',
                 "An employer shall pay twice the ordinary rate of pay to",
                 "The Director General may refuse to register an applicant convicted of fraud"):
        chunk = _chunk(body, ["PART I", "2"])
        score_chunks([chunk], [page], Settings())
        assert not any("broken word" in r for r in chunk.review_reasons), body


def test_a_chunk_whose_lines_stop_on_broken_words_goes_to_review() -> None:
    """Seed 9968's lay04 (clean, two columns): a fade over the page's middle took the end of every line of section
    13 in the left column, and the ink accounting found the faded print only further right, beside another chunk;
    every word read sure and the section was indexed (0.38 of its text). Print does not break a line inside a word
    without a hyphen: two lines or more that stop on a broken word send the chunk to review. One such line end (a
    misread as often as not), a hyphenated break, a bracketed item, a short word or an abbreviation (`ss.`, `vs.`)
    do not."""
    page = Page(number=1, width=612, height=792, source="ocr")
    cut = _chunk("SEC. 13. Destruct\nperiods set by Sec\nproviders or the la’\nholding personal ir\n"
                 "examined shall de:\nthat none of it can\nafterwards.", ["CHAPTER II", "SEC. 13"])
    score_chunks([cut], [page], Settings())
    assert cut.route == "review" and any("lines stop on a broken word ('la’', 'ir', 'de:'" in r
                                         for r in cut.review_reasons), cut.review_reasons
    for body in ("The controller shall keep a record of the sources of the informa-\ntion used, of the categories "
                 "of profiles built and of every objection\nreceived, and shall give the cohsent\nof the data subject "
                 "within fifteen (15) working days.",
                 "Keeping any item described in paragraph (ii)\nabove, with the plan of using it to\ncommit one of the "
                 "offenses set out in this section.",
                 "The penalties are those set out under ss.\n4 and 5 of the Act, as held in Lim vs.\nthe Public "
                 "Prosecutor, and in cl.\n7 of the Schedule."):
        whole = _chunk(body, ["CHAPTER II", "SEC. 4"])
        score_chunks([whole], [page], Settings())
        assert not any("lines stop" in r for r in whole.review_reasons), (body, whole.review_reasons)


def test_lines_ending_on_a_short_common_word_of_the_chunks_language_are_whole() -> None:
    """Filipino lines end on `sa`, `ng`, `na` and Malay ones on `di`, `ke` as English ones end on `of` (the word
    lists know no word under 3 letters): whole lines, so the chunk goes to the index. Words cut short there
    (`la’`, `ir`, `de:`) still send it to review."""
    page = Page(number=1, width=612, height=792, source="ocr")
    for language, body in (
            ("fil", "Ang sinumang lalabag sa alinmang probisyon ng Batas na ito ay parurusahan ng multa na hindi\n"
                    "hihigit sa limampung libong piso o pagkabilanggo na hindi hihigit sa\nanim na buwan, ayon sa "
                    "pagpapasya ng\nhukuman. Ang mga tuntunin ay ilalabas ng Kagawaran sa loob ng animnapung araw."),
            ("msa", "Mana-mana orang yang melanggar seksyen ini melakukan suatu kesalahan dan apabila disabitkan\n"
                    "didenda tidak melebihi lima ribu ringgit atau dipenjarakan bagi kesalahan yang dilakukan di\n"
                    "bawah seksyen ini, dan pesuruhjaya hendaklah menghantar laporan itu ke\nMahkamah dalam tempoh "
                    "yang ditetapkan.")):
        whole = _chunk(body, ["5"])
        whole.language = language
        score_chunks([whole], [page], Settings())
        assert not any("broken word" in r for r in whole.review_reasons), (language, whole.review_reasons)
        cut = _chunk("Ang sinumang lalabag sa la’\nprobisyon ng Batas na ito ir\nparurusahan ng multa de:\nhukuman.",
                     ["5"])
        cut.language = language
        score_chunks([cut], [page], Settings())
        assert cut.route == "review" and any("lines stop on a broken word" in r for r in cut.review_reasons)


def test_a_part_heading_of_its_label_alone_read_unsure_reads_as_sure_as_its_page_if_its_siblings_confirm_it() -> None:
    # seed 9968 real05 (harsh, looked-at): PART IV and PART V, each a chunk of its label alone, read right at 0.65 in
    # the Parts' larger face on a page whose prose reads at 0.89: sent to review for confidence alone
    def parts(*labels: str) -> list[Chunk]:
        out = [_chunk(text, [path]) for text, path in labels]
        for chunk in out:
            for word in chunk.words:
                word.confidence = 0.65
        return out

    def score(chunks: list[Chunk]) -> None:
        rest = [w for i in range(3) for w in _words(_DEED, 0.89, top=300 + 14 * i)]
        page = Page(number=1, width=612, height=792, source="ocr", words=[w for c in chunks for w in c.words] + rest)
        score_chunks(chunks, [page], Settings())

    confirmed = parts(("PART III", "PART III"), ("PART IV", "PART IV"), ("PART V", "PART V"))
    score(confirmed)
    assert [c.route for c in confirmed] == ["index"] * 3, [c.review_reasons for c in confirmed]
    assert confirmed[1].confidence == 0.89
    # a label alone with no sibling to confirm it, a heading with its title, strokes read for one another: unchanged
    alone = parts(("PART IV", "PART IV"))
    titled = parts(("PART III", "PART III"), ("PART IV\nHOUSING", "PART IV"), ("PART V", "PART V"))
    strokes = parts(("PART I", "PART I"), ("PART Il", "PART II"), ("PART III", "PART III"))
    for chunks in (alone, titled, strokes):
        score(chunks)
    assert alone[0].route == "review" and titled[1].route == "review" and strokes[1].route == "review"
    assert strokes[1].confidence == 0.65


def test_the_possessive_of_a_known_word_read_at_zero_is_not_a_guess() -> None:
    # seed 9973 real08 (looked-at): `employer's` read right twice at 0.00 (Tesseract reads an apostrophe's word so,
    # right or not) in a long section, which went to review as holding words Tesseract all but guessed: the word list
    # has no possessives; a word it does not know keeps the flag
    text = ("The Court may order the seizure and sale of the employer's property for the payment of any sum due to "
            "the employee under this Act, and the proceeds shall be paid to the Director General.")
    page = Page(number=1, width=612, height=792, source="ocr")
    known, unknown = _chunk(text, ["40"]), _chunk(text.replace("employer's", "emplorer's"), ["40"])
    for chunk in (known, unknown):
        chunk.words[[w.text.endswith("'s") for w in chunk.words].index(True)].confidence = 0.0
    score_chunks([known, unknown], [page], Settings())
    assert not any("guessed" in r for r in known.review_reasons), known.review_reasons
    assert any("guessed" in r for r in unknown.review_reasons), unknown.review_reasons


def test_a_disputed_sub_section_number_the_next_one_vouches_for_is_no_reason_for_review() -> None:
    """A Sri Lankan Tamil section prints its sub-sections in ASCII (`5. (1) ...`, `(2) ...`): the Tamil model reads
    `(1)` right and English's re-read disputes it (confidence 0.3, `ingest.numerals`), which sent the section, read
    word for word, to review (language fresh12's Central Bank Act s. 5 on every scan). The sure `(2)` after it says
    what the page prints. A number the sequence does not follow (`(4)` before `(2)`: the Indic models' 4 for 1)
    stays disputed."""
    def scored(first: str) -> Chunk:
        lines = [f"5. {first} மத்திய வங்கியானது நிருவாக மற்றும் நிதிசார்",
                 "தன்னாட்சியைக் கொண்டிருத்தல் வேண்டும்.",
                 "(2) மத்திய வங்கியானது தன்னாட்சியுடையதாகவும் வகைகூற",
                 "வேண்டியதாகவும் இருத்தல் வேண்டும்."]
        words = [w for i, line in enumerate(lines) for w in _words(line, 0.95, top=100 + 14 * i)]
        words[1].confidence = 0.3  # English's re-read read the box otherwise
        chunk = Chunk(id="c", doc_id="d", source="s", structure_path=["பாகம் I", "5"], body="\n".join(lines),
                      words=words, language="tam", regions=[TablePart(page=1, bbox=(72, 100, 540, 156))])
        score_chunks([chunk], [Page(number=1, width=612, height=792, source="ocr", languages=["tam"])], Settings())
        return chunk

    assert scored("(1)").route == "index", scored("(1)").review_reasons
    misread = scored("(4)")
    assert misread.route == "review" and any("read unsure: (4)" in r for r in misread.review_reasons)
