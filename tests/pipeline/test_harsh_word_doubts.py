"""Harsh scans: chunks whose only doubt is a word or two Tesseract read unsure on a starved page, yet under 0.97 like
their print, stay in review. Each is a damage seed's chunk as OCR read it (its similarity from `engross eval`'s
judge against the seed's truth): the cases a rule freeing needless harsh review by its words' doubt indexed (session
19, helper harshneed: freeing chunks of 20 OCR'd words or more with at most one word in twenty no list knows, none
a number, indexed seed 9973's clause 6 and seed 8417's front matter), so such a rule must keep them. And the long
chunks such a rule may index (`confidence.index_slight_doubts`, session 21): their few doubted words stay in
`low_confidence_spans`; a number read unsure, a clean page or a sibling before them in review for more keeps it."""

from __future__ import annotations

from engross.settings import Settings
from ingest.confidence import index_slight_doubts, score_chunks
from ingest.unread import send_to_review
from schemas import Chunk, Page, Span

_PAGE = ("The employer shall provide housing to every worker in accordance with the standards set out in the "
         "regulations and shall maintain the housing in good repair at his own cost and expense")


def _words(text: str, conf: float, top: float) -> list[Span]:
    out, x = [], 72.0
    for token in text.split():
        out.append(Span(text=token, page=1, bbox=(x, top, x + 6 * len(token), top + 11), confidence=conf,
                        source="ocr"))
        x += 6 * len(token) + 4
    return out


def _scored(body: str, level: float, conf: float, low: dict[str, float], path: list[str]) -> Chunk:
    """The chunk read at `conf` (its words in `low` at theirs) on a page whose other print reads at `level`."""
    words = _words(body, conf, 100.0)
    for w in words:
        w.confidence = low.get(w.text, w.confidence)
    chunk = Chunk(id="c", doc_id="d", source="s", structure_path=path, body=body, words=words)
    return _routed([chunk], level)[0]


def _routed(chunks: list[Chunk], level: float) -> list[Chunk]:
    """The chunks scored on a page whose other print reads at `level`, then the slight doubts indexed."""
    rest = [w for i in range(3) for w in _words(_PAGE, level, 600 + 14 * i)]
    pages = [Page(number=1, width=612, height=792, source="ocr", words=[w for c in chunks for w in c.words] + rest)]
    score_chunks(chunks, pages, Settings())
    index_slight_doubts(chunks, pages)
    return chunks


def _chunk(body: str, conf: float, low: dict[str, float], path: list[str], top: float) -> Chunk:
    words = _words(body, conf, top)
    for w in words:
        w.confidence = low.get(w.text, w.confidence)
    return Chunk(id=f"c{top:.0f}", doc_id="d", source="s", structure_path=path, body=body, words=words)


def test_listed_words_tesseract_all_but_guessed_keep_a_clause_in_review() -> None:
    # seed 9973 07_deed clause 6 (page level 0.89): `All rates, taxes, cesses and outgoings in respect of the said
    # property` read `Alb rates. faves. cesses and outcomes im respect of the Said Property` (0.951 similar): only
    # `thereatter` is no word; `Alb` and `rates.` (0.01), `Said` (0.24) are guesses among look-alike letters that
    # happen to be words, `faves` and `outcomes` real words read for others
    body = ("6. TAXES AND OUTGOINGS 6.1 Alb rates. faves. cesses and outcomes im respect of the Said Property up to "
            "the date of this Deed shall be borne by the Vendor, and thereatter by the Purchaser.")
    chunk = _scored(body, 0.89, 0.80, {"Alb": 0.01, "rates.": 0.01, "Said": 0.24, "thereatter": 0.45,
                                       "outcomes": 0.44, "faves.": 0.51, "respect": 0.51, "of": 0.51}, ["6"])
    assert chunk.route == "review", chunk.signals


def test_an_acts_front_matter_with_a_word_split_and_its_date_misread_stays_in_review() -> None:
    # seed 8417 lay03 (Malaysia's Act 771, harsh, page level 0.95): `registration of care placement agencies, the
    # protection of home care workers` / `[1st June 2021]` read `agencies, tly` / `profest ion` / `Liv June 2021]`
    # (0.966 similar): `profest` (0.00) is the one word flagged; the split word and the misread date are not
    body = ("LAWS OF MALAYSIA Act 771 HOME CARE WORKERS PROTECTION ACT 2021 An Act to provide for the registration "
            "of care placement. agencies, tly profest ion of home care workers and for matters connected therewith. "
            "Liv June 2021] ENACTED by the Parliament of Malaysia as tollows:")
    chunk = _scored(body, 0.95, 0.94, {"profest": 0.0, "tly": 0.32, "Liv": 0.58, "placement.": 0.74,
                                       "for": 0.71}, [])
    assert chunk.route == "review", chunk.signals


def test_a_short_definition_with_one_misread_word_stays_in_review() -> None:
    # seed 9977 11_my_act PART I > 2 (page level 0.85): `“employee” means any person who engages a domestic worker`
    # read with `cneaves` (0.46), 14 words, 0.919 similar: in a short chunk one misread word is too much already
    body = "“employee” means any person who cneaves a domestic worker under a contract of service:"
    chunk = _scored(body, 0.85, 0.70, {"cneaves": 0.46, "“employee”": 0.49}, ["PART I", "2"])
    assert chunk.route == "review", chunk.signals


# seed 9979 03_statute SEC. 16 (harsh, page level 0.95), 0.964 similar: `f` (0.00) for `of`, `ftoree` (0.39) for
# `force`; the chunk's confidence 0.75 under its threshold 0.80 was its only reason
_SEC16 = ("SEC. 16. Separability Clause. - Should a court declare any provision f this Ack invalid, the previsions "
          "that its ruling does not touch shall stay fully in ftoree and etfect.")
_SEC16_LOW = {"f": 0.0, "this": 0.70, "Ack": 0.72, "ftoree": 0.39, "etfect.": 0.73, "declare": 0.85}


def test_a_long_section_doubted_for_two_words_on_a_starved_page_is_indexed() -> None:
    (chunk,) = _routed([_chunk(_SEC16, 0.90, _SEC16_LOW, ["CHAPTER V", "SEC. 16"], 100)], 0.95)
    assert chunk.route == "index", chunk.signals
    assert {"f", "ftoree"} <= {w.text for w in chunk.low_confidence_spans}  # the reader still sees them


def test_the_same_section_on_a_page_that_reads_well_keeps_its_review() -> None:
    # a clean or moderate page (level 0.96 or more) is not starved: its chunks' doubt is their own
    (chunk,) = _routed([_chunk(_SEC16, 0.70, _SEC16_LOW, ["CHAPTER V", "SEC. 16"], 100)], 0.97)
    assert chunk.route == "review"


def test_an_amount_read_unsure_keeps_its_section_in_review() -> None:
    # seed 9979 03_statute SEC. 15: `(P75,000,000.00)` read `~PhAP75,000,000,00)` at 0.00, the only doubt
    body = ("SEC. 15. Appropriations. - A sum of Seventy-five million pesos ~PhAP75,000,000,00) shall be set aside "
            "every year from public funds to carry out this Act.")
    (chunk,) = _routed([_chunk(body, 0.92, {"~PhAP75,000,000,00)": 0.0}, ["CHAPTER V", "SEC. 15"], 100)], 0.95)
    assert chunk.route == "review"


def test_a_unit_after_a_sibling_with_a_blank_in_its_line_keeps_its_review() -> None:
    # seed 9979 03_statute: `(c) Content-related Offenses:` was read into `(b) > (2)` (a blank in its line), so
    # `(c) > (4)` stood as `(b) > (4)`, right words at a wrong path held only for `meas` (mean?)
    second = _chunk("(2) Computer-related Fraud. Altering or erasing computer data or a program without right so as "
                    "to cause harm Sextortion.", 0.93, {}, ["CHAPTER II", "SEC. 4", "(b)", "(2)"], 100)
    fourth = _chunk("(4) Libel. Libel in the sense given to it by Article 355 of the Revised Penal Code, as amended, "
                    "committed through a computer system or any other similar means which may be devised in the "
                    "future meas publication.", 0.93, {"meas": 0.60}, ["CHAPTER II", "SEC. 4", "(b)", "(4)"], 200)
    rest = [w for i in range(3) for w in _words(_PAGE, 0.95, 600 + 14 * i)]
    pages = [Page(number=1, width=612, height=792, source="ocr", words=second.words + fourth.words + rest)]
    score_chunks([second, fourth], pages, Settings())
    assert fourth.review_reasons and all(r.startswith("words that read like") for r in fourth.review_reasons)
    # the gap check runs after scoring (`assemble`): its reason is on the sibling before `index_slight_doubts`
    send_to_review(second, "a blank inside a line between 'Sextortion.,' and 'The' (page 3): words may be missing")
    index_slight_doubts([second, fourth], pages)
    assert fourth.route == "review"


def test_the_unit_alone_is_indexed() -> None:
    # the same `(4)` with no troubled sibling before it: its one doubted word cannot make it really wrong
    fourth = _chunk("(4) Libel. Libel in the sense given to it by Article 355 of the Revised Penal Code, as amended, "
                    "committed through a computer system or any other similar means which may be devised in the "
                    "future meas publication.", 0.93, {"meas": 0.60}, ["CHAPTER II", "SEC. 4", "(b)", "(4)"], 200)
    (chunk,) = _routed([fourth], 0.95)
    assert chunk.route == "index"


def test_a_long_section_with_a_tenth_of_its_letters_doubted_keeps_its_review() -> None:
    # were its doubted words all wrong, a chunk doubting 9% of its letters would be about 0.91 similar: really wrong,
    # so only a share whose every doubted letter wrong still leaves it about 0.95 similar is indexed (SLIGHT_SHARE)
    low = {**_SEC16_LOW, "ruling": 0.20}  # `f`, `ftoree` and `ruling`: 13 of 144 letters
    (chunk,) = _routed([_chunk(_SEC16, 0.90, low, ["CHAPTER V", "SEC. 16"], 100)], 0.95)
    doubted = sum(len(w.text) for w in chunk.low_confidence_spans)
    assert 0.05 < doubted / sum(len(w.text) for w in chunk.words) <= 0.10
    assert chunk.route == "review"


def test_a_number_read_as_letters_after_no_keeps_its_section_in_review() -> None:
    # seed 9991 03_statute SEC. 11 (harsh, grain smoothed off): its amendment note `[As amended by Republic Act No.
    # 11111]` read `mended by Repubbre Act No, Lillt!`, `Lillt!` at 0.08 the only doubt: 3 of the note's 7 words
    # lost while its section (0.969 similar) was indexed. A word read where a number stands is a misread number
    body = ("SEC. 11. Duties of Law Enforcement Authorities. - The law enforcement authorities shall send the Board "
            "prompt and regular reports on what was found in each investigation. mended by Repubbre Act No, Lillt!")
    (chunk,) = _routed([_chunk(body, 0.92, {"Lillt!": 0.08}, ["CHAPTER IV", "SEC. 11"], 100)], 0.95)
    assert chunk.route == "review", chunk.signals


def test_no_before_a_word_is_not_a_numbers_place() -> None:
    # `no person shall`: `no` with no period or comma is the word, and a doubt after it is judged as any other
    body = ("SEC. 12. Prohibition. - The law enforcement authorities shall send the Board prompt and regular reports "
            "on what was found in each investigation, and no persen shall withhold them from the Board.")
    (chunk,) = _routed([_chunk(body, 0.92, {"persen": 0.08}, ["CHAPTER IV", "SEC. 12"], 100)], 0.95)
    assert chunk.route == "index", chunk.signals
