"""Harsh scans: chunks whose only doubt is a word or two Tesseract read unsure on a starved page, yet under 0.97 like
their print, stay in review. Each is a damage seed's chunk as OCR read it (its similarity from `engross eval`'s
judge against the seed's truth): the cases a rule freeing needless harsh review by its words' doubt indexed (session
19, helper harshneed: freeing chunks of 20 OCR'd words or more with at most one word in twenty no list knows, none
a number, indexed seed 9973's clause 6 and seed 8417's front matter), so such a rule must keep them."""

from __future__ import annotations

from engross.settings import Settings
from ingest.confidence import score_chunks
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
    rest = [w for i in range(3) for w in _words(_PAGE, level, 300 + 14 * i)]
    score_chunks([chunk], [Page(number=1, width=612, height=792, source="ocr", words=words + rest)], Settings())
    return chunk


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
