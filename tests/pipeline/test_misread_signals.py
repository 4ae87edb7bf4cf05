"""Two signals of a misread that routing had no reason for (session 21, issue 10): a line end broken in one chunk
beside a broken line end of the next (a cut edge the ink accounting recorded no region for), and letters read as a
closing bracket that opens nothing; and (session 23) letters read as the digits they are drawn like (`o1` for
or, `1s` for is), read at 0.6-0.9. Each case is a looked-at damage seed's chunk as OCR read it; the expected route
follows from the truth (its similarity under the 0.97 bar)."""

from __future__ import annotations

from engross.settings import Settings
from ingest.confidence import score_chunks
from schemas import Chunk, Page, Span

_PAGE = ("The employer shall provide housing to every worker in accordance with the standards set out in the "
         "regulations and shall maintain the housing in good repair at his own cost and expense")


def _line(text: str, conf: float, top: float, low: dict[str, float] | None = None) -> list[Span]:
    out, x = [], 72.0
    for token in text.split():
        out.append(Span(text=token, page=1, bbox=(x, top, x + 5 * len(token), top + 10),
                        confidence=(low or {}).get(token, conf), source="ocr"))
        x += 5 * len(token) + 3
    return out


def _chunk(cid: str, lines: list[list[Span]], path: list[str]) -> Chunk:
    words = [w for ln in lines for w in ln]
    body = "\n".join(" ".join(w.text for w in ln) for ln in lines)
    return Chunk(id=cid, doc_id="d", source="s", structure_path=path, body=body, words=words)


def _score(chunks: list[Chunk], level: float = 0.97) -> None:
    rest = [w for i in range(3) for w in _line(_PAGE, level, 600 + 14 * i)]
    words = [w for c in chunks for w in c.words] + rest
    score_chunks(chunks, [Page(number=1, width=612, height=792, source="ocr", words=words)], Settings())


def _reason(chunk: Chunk, start: str) -> bool:
    return any(r.startswith(start) for r in chunk.review_reasons)


def test_broken_line_ends_one_over_the_other_in_two_sections_send_both_to_review() -> None:
    # seed 9979 06_statute p4 (moderate): a torn corner took the ends of section 7's last line (`or b`) and of section
    # 8's first two (`shall su`, `pay a fin`) and left no unread region; section 8 (0.927 similar) was indexed
    sec7 = _chunk("a", [_line("mayor, or pay a fine of up to Five hundred thousand pesos (PhP500,000.00), or b", 0.96,
                              73), _line("may decide.", 0.96, 88)], ["CHAPTER III", "SEC. 7"])
    sec8 = _chunk("b", [_line("SEC. 8. Penalty for Libel. - Whoever is convicted of libel under Section 4(c)(4) "
                              "shall su", 0.96, 108),
                        _line("correccional in its maximum period up to prision mayor in its minimum period, or "
                              "pay a fin", 0.96, 122),
                        _line("thousand pesos (PhP6,000.00) up to Six hundred thousand pesos (PhP600,000.00), or "
                              "both.", 0.96, 138)], ["CHAPTER III", "SEC. 8"])
    _score([sec7, sec8])
    assert sec8.route == "review" and _reason(sec8, "lines here and beside stop on a broken word")
    assert _reason(sec7, "lines here and beside stop on a broken word")
    alone = _chunk("b", sec8.words and [_line("SEC. 8. Penalty for Libel. - Whoever shall su", 0.96, 108),
                                        _line("correccional in its maximum period.", 0.96, 122)],
                   ["CHAPTER III", "SEC. 8"])
    far = _chunk("a", [_line("mayor, or pay a fine of up to Five hundred thousand pesos, or b", 0.96, 400)],
                 ["CHAPTER III", "SEC. 7"])
    _score([far, alone])
    assert not _reason(alone, "lines here and beside") and not _reason(far, "lines here and beside")


def test_letters_read_as_closing_brackets_send_a_clause_to_review() -> None:
    # the real lease deed of seed 9979 (harsh, clause 3 0.959 similar): `wil]`, `smal]`, `shal]` for will, small,
    # shall; the word lists read `wil`, `shal` and saw nothing
    text = ("3. The Lessee wil] be at liberty to prepare a layout of the said land for carrying on smal] scale "
            "industries, and the Lessee shal] also be at liberty to sub-demise the said plots")
    clause = _chunk("c", [_line(text, 0.9, 100)], ["3"])
    _score([clause])
    assert clause.route == "review" and _reason(clause, "letters read as a bracket that closes nothing")
    amended = _chunk("c", [_line("[As amended by Republic Act No. 11111] and [Act 12]", 0.95, 100)], ["12"])
    _score([amended])
    assert not _reason(amended, "letters read as a bracket")


def test_a_page_last_line_stopping_short_mid_sentence_under_a_broken_line_end_is_cut_too() -> None:
    # seed 8822 09_statute p1 (moderate): a torn corner on a white lid took the ends of definition (d)'s lines
    # (`abou`, `particula`: (d) still 0.98 similar) and of (e)'s one line, the page's last, which stops on `tha`, a
    # listed word: (e) was indexed at 0.92 similar ("information tha[t shows who] an individual is")
    def lines(last: str, second: str = "natural persons arranged so that details about one particula") -> list[Chunk]:
        d = _chunk("d", [_line("(d) Filing system refers to any collection of information abou", 0.97, 653),
                         _line(second, 0.96, 667), _line("person can be found easily.", 0.96, 682)], ["SEC. 3", "(d)"])
        return [d, _chunk("e", [_line(last, 0.96, 701)], ["SEC. 3", "(e)"])]

    d, e = lines("(e) Personal information refers to any information tha")
    _score([d, e])
    assert e.route == "review" and _reason(e, "lines here and beside stop on a broken word")
    # under whole line ends, or ending its sentence, or with a line under it on the page: indexed
    for chunks in (lines("(e) Personal information refers to any information tha",
                         "natural persons arranged so that details about one particular"),
                   lines("(e) Personal information refers to no one.")):
        _score(chunks)
        assert chunks[1].route == "index"
    d, e = lines("(e) Personal information refers to any information tha")
    e.words += _line("an individual is or can be worked out.", 0.96, 715)
    _score([d, e])
    assert not _reason(e, "lines here and beside")


def _lines(read: list[tuple[str, dict[str, float]]]) -> list[list[Span]]:
    return [_line(text, 0.95, 80 + 14 * k, low) for k, (text, low) in enumerate(read)]


def test_a_deeds_opening_with_is_and_or_read_as_digits_goes_to_review() -> None:
    # seed 9989, the corpus lease deed (harsh): its opening paragraph lost 6 of 34 words to misreads (`aa ft...` for
    # `day of...`, `i` for `A`) and was indexed at 0.89, a silent loss; `1s` for is and `o1` for or are the signs of
    # a print whose i lost its dot and r its arm, read at 0.88-0.89
    deed = _chunk("c", _lines([
        ("Draft of Deed of Lease (for a Term in Perpetuity)", {}),
        ("This Deed Of Lease 1s made at ... this ... aa ft... between Mr.",
         {"1s": 0.89, "at": 0.86, "this": 0.92, "aa": 0.71, "ft...": 0.35}),
        ("i ... hereinatter called ‘the Lessor' of the One Part AND M1.",
         {"i": 0.08, "...": 0.34, "hereinatter": 0.9, "‘the": 0.58, "M1.": 0.52}),
        ("B of... hereinafter called ‘the Lessee’ of the Other Part", {"hereinafter": 0.08, "‘the": 0.65}),
        ("Whereas the Lessor is absolutely seized and possessed of o1", {"o1": 0.88}),
        ("otherwise well and sufficiently entitled to a large piece of land", {"entitled": 0.71}),
        ("situate at... and described In the Schedule hereunder written.", {"In": 0.52})]), [])
    _score([deed])
    assert deed.route == "review" and _reason(deed, "letters read as digits: ")
    assert {"1s", "o1"} <= {w.text for w in deed.low_confidence_spans}


def test_a_definition_with_or_and_is_read_as_digits_goes_to_review() -> None:
    # seed 8901 03_statute SEC. 3 (h) (harsh): (i)'s label read `(1)` ran (i) into (h); indexed at 0.84, 0.966 similar
    definition = _chunk("c", _lines([
        ("(h) Without right reters to either: (1) conduct carried out with", {"reters": 0.83}),
        ("no authority or beyond the authority givens o1 (11) conduct that", {"givens": 0.71, "o1": 0.64}),
        ("no recognized legal defense, excuse, court order, justification", {"court": 0.84, "order,": 0.6}),
        ("or other rule of law makes lawtul.", {"lawtul.": 0.78}),
        ("(1) Intercéption reters to overhearing, taping, watching o1", {"Intercéption": 0.77, "o1": 0.76}),
        ("tracking what 1s said in communications, or getting hold of. what", {"1s": 0.67, "of.": 0.82})]),
        ["CHAPTER I", "SEC. 3", "(h)"])
    _score([definition])
    assert definition.route == "review" and _reason(definition, "letters read as digits: ")


def test_numbers_codes_and_one_slip_are_no_letters_read_as_digits() -> None:
    # inserted sections (`101a`, `10la` in Malaysian bills), ordinals, an Act's code and a grid reference are print;
    # one `o1` among them is a slip the chunk's other signals judge
    chunk = _chunk("c", _lines([
        ("Section 101a of the principal Act is amended on the 5th day of June by Act A1597", {}),
        ("and the plot marked M1 on the plan, with the land and buildings o1 the", {}),
        ("sections 10la and 60i shall apply to every employer in the State", {})]), ["PART II", "3"])
    _score([chunk])
    assert not _reason(chunk, "letters read as digits")


def test_words_read_as_a_lone_small_letter_send_the_clause_to_review() -> None:
    # seed 9991's Malaysian amending bill s. 31 (moderate): `is amended ... for the words` read `i mended ... for t
    # words` (their other letters lost), read at 0.90-0.97 and indexed, 0.952 similar to its truth
    clause = _chunk("c", _lines([
        ("31. Section 70 of the principal Act i mended by substituting for t words “, 69b and 69c”", {}),
        ("the words “and 69f”.", {})]), ["31"])
    _score([clause])
    assert clause.route == "review" and _reason(clause, "words read as a lone letter")
    assert {"i", "t"} <= {w.text for w in clause.low_confidence_spans}


def test_a_label_a_citation_a_placeholder_and_a_variable_are_no_lone_letters() -> None:
    # `a` is a word; `(b)` a label; Hawaii's session laws cite `c 187` (chapter); a deed's blank `Mr. i ...`; a
    # formula's variable is defined by `is`
    chunk = _chunk("c", _lines([
        ("A person under paragraph (b) shall pay a fee. [L 1969, c 187, pt of §1]", {}),
        ("between Mr. i ... hereinafter called the Lessor and where n is the number of days", {})]), ["PART II", "3"])
    _score([chunk])
    assert not _reason(chunk, "words read as a lone letter")
