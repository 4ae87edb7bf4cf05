"""English citations inside Bengali Acts: their short words English's re-read could not confirm are no misread."""

from __future__ import annotations

from engross.settings import Settings
from ingest.confidence import score_chunks
from schemas import Chunk, Page, Span

# fresh13's Bangladesh Special Courts (Additional Responsibility) Act 2003, s. 9(1) as printed; `the` and the Act's
# roman number `V` came back at 0.3 (English's re-read of the word's box alone gave other letters), every other word
# read right
CITATION = ("বিশেষ দায়রা আদালতে স্থানান্তরিত মামলা নিষ্পত্তির ক্ষেত্রে the Code of Criminal Procedure, 1898 "
            "(Act V of 1898) এর বিধানাবলী প্রযোজ্য হইবে৷")


def _scored(text: str, unsure: set[str], language: str = "ben", document: str = "ben") -> Chunk:
    words = [Span(text=t, page=1, bbox=(10.0 * i, 10, 10.0 * i + 8, 20),
                  confidence=0.3 if t in unsure else 0.93, source="ocr") for i, t in enumerate(text.split())]
    chunk = Chunk(id="c", doc_id="d", source="s", body=text, text=text, words=words, language=language)
    score_chunks([chunk], [Page(number=1, width=2000, height=800, source="ocr", words=words, languages=[document])],
                 Settings())
    return chunk


def _unsure(chunk: Chunk) -> list[str]:
    return [r for r in chunk.review_reasons if "read unsure" in r]


def test_a_citation_s_short_words_beside_sure_english_are_no_doubt() -> None:
    chunk = _scored(CITATION, {"the"})
    assert not _unsure(chunk), chunk.review_reasons


def test_latin_letters_among_bengali_words_or_no_english_word_stay_unsure() -> None:
    """The combined model's Latin reading of a Bengali word stands among Bengali words (`all`), or is no word English
    knows (`AAT` beside `Code`): a person checks it, as before."""
    alone = _scored(CITATION.replace("মামলা", "all"), {"all"})
    assert "all" in " ".join(_unsure(alone))
    garbage = _scored(CITATION.replace("the Code", "AAT Code"), {"AAT"})
    assert "AAT" in " ".join(_unsure(garbage))
    number = _scored(CITATION, {"1898"})  # a number English did not confirm is the numbers check's, cited or not
    assert "1898" in " ".join(_unsure(number))
    roman = _scored(CITATION, {"the", "V"})  # the Act's roman number too: `V` for `X` cites another Act
    assert any(r.endswith(": V") for r in _unsure(roman)), _unsure(roman)


def test_one_latin_letter_between_bengali_words_is_a_misread_however_sure() -> None:
    """`বিষয় a প্রসঙ্গের` / `বিষয় a) প্রসঙ্গের` for `বিষয় বা প্রসঙ্গের` (the word `বা`, "or", read as a Latin letter at
    0.93): no English word stands alone inside Bengali text, so the chunk goes to review; `(E. B.` in a citation
    stays as before (Latin beside it)."""
    line = "২৷ বিষয় বা প্রসঙ্গের পরিপন্থী কোন কিছু না থাকিলে, এই আইনে “বিধি” অর্থ এই আইনের অধীন প্রণীত বিধি৷"
    for misread in ("a", "a)"):
        chunk = _scored(line.replace(" বা ", f" {misread} "), set())
        assert chunk.route == "review" and misread in " ".join(_unsure(chunk)), chunk.review_reasons
    assert not _unsure(_scored(line, set()))
    assert not _unsure(_scored(CITATION.replace("(Act V", "(E. B. Act V"), set()))
    # a roman clause number or a capital (a Part's `I`, a deed's placeholder `A`) among the script's words is printed
    for printed in ("(i)", "A"):
        assert not _unsure(_scored(line.replace(" বা ", f" {printed} "), set())), printed


def test_two_latin_letters_between_bengali_words_are_a_misread_unless_capitals_or_roman() -> None:
    """`অন্য Ne কোন` for `অন্য কোন` (fresh15's Father of the Nation Act s. 3, born: a mark read as two Latin letters
    at 0.93, the chunk indexed at 0.95 similar): two letters not both capitals standing alone inside Bengali text go to
    review; an acronym in capitals (`UN`) and a roman clause number (`(ii)`) are printed so."""
    line = "আপাততঃ বলবৎ অন্য কোন আইনে যাহা কিছুই থাকুক না কেন, এই আইনের বিধানাবলী কার্যকর হইবে৷"
    chunk = _scored(line.replace("অন্য কোন", "অন্য Ne কোন"), set())
    assert chunk.route == "review" and "Ne" in " ".join(_unsure(chunk)), chunk.review_reasons
    for printed in ("UN", "(ii)"):
        assert not _unsure(_scored(line.replace("অন্য কোন", f"অন্য {printed} কোন"), set())), printed


def test_a_misread_among_bengali_words_of_a_chunk_its_english_citation_made_english_stays_unsure() -> None:
    """fresh16's foreign-marriage Act s. 4(1), moderate scan: the Ordinance it repeals is cited in English, more words
    than the Bengali after it, so the chunk was found English and no Latin word in it was checked; `Loar` (0.2),
    read for a Bengali word between two, was indexed. The document's Bengali still decides; in an English document
    the same chunk is English's."""
    text = ("৪৷ (১) The Public Servants (Marriage with Foreign Nationals) Ordinance, 1976 (Ordinance No. LVII of "
            "1976), অতঃপর রহিত Ordinance বলিয়া উল্লিখিত, Loar রহিত করা হইল৷")
    chunk = _scored(text, {"Loar"}, language="eng")
    assert chunk.route == "review" and "Loar" in " ".join(_unsure(chunk)), chunk.review_reasons
    assert "Bengali" in " ".join(_unsure(chunk))
    assert not _unsure(_scored(text.replace("Loar", "এতদ্দ্বারা"), set(), language="eng"))
    assert not _unsure(_scored(text, {"Loar"}, language="eng", document="eng"))


def test_a_defined_term_no_list_knows_read_surely_elsewhere_in_the_act_is_vouched() -> None:
    """fresh16's foreign-marriage Act 2(ঘ): `“গণকর্মচারী” অর্থ ...` (public servant, a compound no Bengali list
    knows) read right at 0.43-0.60 in its definition on every level, and at 0.88 in s. 3, which uses it: the same
    letters read surely elsewhere vouch for it. Alone, or read only unsurely elsewhere, it goes to review as before."""
    definition = "(ঘ) “গণকর্মচারী” অর্থ প্রজাতন্ত্র বা কোন স্থানীয় কর্তৃপক্ষের কর্মে নিয়োজিত কোন ব্যক্তি৷"
    use = "(২) কোন গণকর্মচারী কোন বিদেশি নাগরিককে বিবাহ করিবেন না৷"

    def scored(use_conf: float) -> Chunk:
        chunks = []
        for k, text in enumerate((definition, use)):
            words = [Span(text=t, page=1, bbox=(10.0 * i, 10 + 20 * k, 10.0 * i + 8, 20 + 20 * k),
                          confidence=0.43 if "গণকর্মচারী" in t and k == 0 else use_conf if "গণকর্মচারী" in t
                          else 0.93, source="ocr") for i, t in enumerate(text.split())]
            chunks.append(Chunk(id=f"c{k}", doc_id="d", source="s", body=text, text=text, words=words,
                                language="ben"))
        page = Page(number=1, width=2000, height=800, source="ocr", words=[w for c in chunks for w in c.words],
                    languages=["ben"])
        score_chunks(chunks, [page], Settings())
        return chunks[0]

    assert not any("defined term" in r for r in scored(0.88).review_reasons)
    assert any("defined term" in r for r in scored(0.55).review_reasons)


def test_a_copyright_sign_between_bengali_words_is_a_digit_misread_however_sure() -> None:
    """fresh16's election commissioners Act 2(ক), born: `ধারা ৩ এর অধীন` read `ধারা © এর অধীন` at 0.93 and indexed
    (`৩` is drawn as `©`): the chunk goes to review. Beside Latin words (a copyright line) it is left alone."""
    line = "(ক) “অনুসন্ধান কমিটি” অর্থ ধারা © এর অধীন গঠিত অনুসন্ধান কমিটি;"
    chunk = _scored(line, set())
    assert chunk.route == "review" and "©" in " ".join(_unsure(chunk)), chunk.review_reasons
    assert not _unsure(_scored(line.replace("©", "৩"), set()))
    assert not _unsure(_scored("প্রকাশক © Government of Bangladesh", set()))
    # an item's label read `(©)` for `(ঙ)` is the list's, given back by its count (`drawn_item`)
    assert not _unsure(_scored("(ঘ) “কমিশন” অর্থ নির্বাচন কমিশন; এবং (©) “বিধি” অর্থ প্রণীত বিধি;", set()))


def test_signs_read_for_a_cited_section_number_between_bengali_words_are_a_misread() -> None:
    """fresh19's medical university ordinance s. 5 (born): `ধারা ২ এর` read `ধার। & এর`, indexed at 0.92; the
    partnership Act's `ধারা ১১` read `ধার। $$`. Signs alone between Bengali words are a number misread; a label's
    `&` before its danda bar (`& |`, the series' business) and signs beside Latin words are left alone."""
    for sign in ("&", "$$"):
        chunk = _scored(f"উক্ত আইনের ধার। {sign} এর দফা (ছ) এ উল্লিখিত শব্দ প্রতিস্থাপিত হইবে।", set())
        assert chunk.route == "review" and sign in " ".join(_unsure(chunk)), chunk.review_reasons
    assert not _unsure(_scored("উক্ত আইনের ধারা ২ এর দফা (ছ) এ উল্লিখিত শব্দ প্রতিস্থাপিত হইবে।", set()))
    assert not _unsure(_scored("সংশোধন & | উক্ত আইনের ধারা ১১ এর শব্দ প্রতিস্থাপিত হইবে।", set()))
    assert not _unsure(_scored("প্রকাশক Smith & Sons লিমিটেড", set()))
