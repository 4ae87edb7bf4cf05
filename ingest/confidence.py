"""Chunk confidence from several signals, and the route it earns: the index, or a person's review."""

from __future__ import annotations

import re
import statistics
import unicodedata

from ingest import langid, lexicon, native_zeros, numerals
from ingest import languages as langs
from ingest.boxes import overlap_share
from ingest.marker_sequence import vouched_markers
from ingest.options import Knobs
from ingest.scanned import read_by_ocr, words_read_by_ocr
from ingest.structure.indic_numbers import drawn_item
from ingest.unread import send_to_review
from schemas import Chunk, Mark, Page, Repair, Span

# weights of the formula documented in README "Confidence and routing"
W_LOW = 0.5
W_PLAUSIBLE = 1.0
W_MARKED = 0.5
PLAUSIBLE_FLOOR = 0.95  # clean legal prose scores ~0.97-1.0; only the shortfall below this is penalised
HARD_PLAUSIBILITY = 0.85  # under this share of recognisable words a chunk is sent to review outright
HARD_LOW_SHARE = 0.20  # more than this share of low-confidence words: review outright
# Indic words and digits (`அத்தியாயம்`, `১`) are tokens too; dandas (`।` `॥`, Bengali `৷`) end them: `২৷` prints `২`
_TOKEN = re.compile(r"[a-z0-9]+|[\u0900-\u0963\u0966-\u09F6\u09F8-\u0DFF]+")
_CASED_TOKEN = re.compile(r"[A-Za-z0-9]+|[\u0900-\u0963\u0966-\u09F6\u09F8-\u0DFF]+")  # _TOKEN before lower()
_BRACKET = re.compile(r"^\(\s*[^\s()]{1,4}\s*\)")
_STROKES = set("il1")  # upright strokes OCR reads for one another (lower-cased): II as Il, (i) as (1)
# signs OCR writes for a label's letter, which `_TOKEN` would drop: `Part |—` for Part I, `(£)` for (f)
_LOOKALIKES = str.maketrans({"|": "l", "£": "f"})
# a provision number OCR read as Latin junk in Indic text (`Ol` for `৩৷`, `1` for `১৷`) at a line start
_JUNK_NUMBER = re.compile(r"^(?:\d|[A-Za-z$]){1,2}[l|!।৷.]?\s")
MIN_MARK_OVERLAP = 0.25  # a word counts as marked when a mark covers this share of its box
SURE_UNDER_MARK = 0.50  # a known word under a judged mark (a stain lowers Tesseract's confidence) reads this sure


def _marked(word: Span, marks: list[Mark]) -> Mark | None:
    for mark in marks:
        if mark.page == word.page and overlap_share(word.bbox, mark.bbox) >= MIN_MARK_OVERLAP and _hides(mark, word):
            return mark
    return None


def _hides(mark: Mark, word: Span | None) -> bool:
    """Whether the mark may hide what the word (None: the chunk's region) should say. Once the ink accounting
    has judged a mark, print it could not explain under it is an unread region that routes its own chunk, so
    the mark itself only flags the words under it that read unsure or odd; an unjudged mark (no accounting
    ran) flags every word and region it covers."""
    if mark.explained is None:
        return True
    return word is not None and ((word.confidence < SURE_UNDER_MARK and not _vouched_under_fade(mark, word))
                                 or lexicon.is_odd(word.text) or lexicon.is_known(word.text) is False)


def confirms_label(mark: Mark, chunk: Chunk, labelled: set[int]) -> bool:
    """The ink accounting's own mark over print it read only at the second try (never judged: `explained` None)
    that covers nothing but the chunk's own label, which the numbering sequence vouches for (`label_words`: a sibling
    numbered next to it prints its own). Tesseract's first read often drops a short clause number standing apart
    from its heading (`2.` left of `SALE CONSIDERATION` in a deed's clause headings); the re-read brings it back and
    the numbers either side confirm it, so the mark asks a reviewer to confirm what is confirmed already (seeds 8643,
    9979, 9985: each deed's clauses 2-6, read word for word right, went to review for `smudge over the text` alone).
    The mark must lie within the label's words grown by one text height: a mark reaching past them may cover words
    neither read could see, and still flags the chunk."""
    if mark.explained is not None or not labelled:
        return False
    under = [w for w in chunk.words if w.page == mark.page and overlap_share(w.bbox, mark.bbox) > 0]
    if not under or any(id(w) not in labelled for w in under):
        return False
    pad = max(w.bbox[3] - w.bbox[1] for w in under)
    x0, y0 = min(w.bbox[0] for w in under) - pad, min(w.bbox[1] for w in under) - pad
    x1, y1 = max(w.bbox[2] for w in under) + pad, max(w.bbox[3] for w in under) + pad
    return mark.bbox[0] >= x0 and mark.bbox[1] >= y0 and mark.bbox[2] <= x1 and mark.bbox[3] <= y1


def _vouched_under_fade(mark: Mark, word: Span) -> bool:
    """A dictionary word of four letters or more read at DICTIONARY_FLOOR or above under a fade band: vouched for in
    `signals`, so under the band too. On damage seed 6273's harsh scans (a fade band over every line) 15 of 20 such
    words under a band in chunks read right were right, while the band's unknown and odd words there were misreads
    68 times in 71. Not under a stamp or a scribble, whose strokes over a word can make another real word of it."""
    return mark.kind == "fade" and word.confidence >= DICTIONARY_FLOOR and _dictionary_word(word.text, None)


def signals(words: list[Span], marks: list[Mark], low_word: float,
            languages: list[str] | None = None, vouched: set[int] | None = None,
            junk: bool = True) -> tuple[dict[str, float], list[Span]]:
    """The chunk's signals and the words a reviewer should look at; words are judged by the word lists of
    `languages` (the chunk's own first; English when None). `vouched` words (ids: a label the numbering
    sequence confirms, see `label_words`) and dictionary words of four letters or more read at DICTIONARY_FLOOR or
    above are right whatever else Tesseract's confidence says: they read as sure as the chunk's other words.
    With `junk` (prose: a table's rules read as `|` are the table stage's to judge), a mark's strokes read as
    signs (`lexicon.is_junk`: a tear's fibres as `\\`) count as unrecognisable words and are shown to the reviewer."""
    if not words:
        return {"ocr_mean": 1.0, "low_share": 0.0, "plausibility": 1.0, "marked_share": 0.0}, []
    # a dictionary word of four letters or more is rarely what a misreading makes (those are odd or unknown:
    # `intormation`, `shalbat`), so Tesseract's doubt about it (0.5-0.8 on a harsh scan that reads right)
    # is not held against the chunk; plausibility judges it instead
    vouched = (vouched or set()) | {id(w) for w in words if trusted_word(w, languages)} \
        | _common_indic(words, languages)
    flagged: list[Span] = []
    low = marked = 0
    for word in words:
        is_low = word.confidence < low_word and id(word) not in vouched
        under_mark = _marked(word, marks) is not None
        low += is_low
        marked += under_mark
        if is_low or under_mark or lexicon.is_odd(word.text) or (junk and lexicon.is_junk(word.text)):
            flagged.append(word)
    found = {
        "ocr_mean": _mean_vouched(words, vouched),
        "low_share": low / len(words),
        # judged on text-layer words too: a PDF's own layer can be an earlier OCR's garbage or unmapped glyphs
        # against what the language's lists know of correct text: Hindi's know ~91% of a correct Hindi chunk
        "plausibility": min(1.0, lexicon.plausibility([w.text for w in words], languages, junk)
                            / langs.coverage(languages[0] if languages else "eng")),
        "marked_share": marked / len(words),
    }
    return {k: round(v, 4) for k, v in found.items()}, flagged


DICTIONARY_LETTERS = 4  # a known word this long counts as read right despite Tesseract's doubt ...
# ... unless the doubt is near total: on the samples' scans 5 of 5 dictionary words read under 0.06 ('caper',
# 'Grau', 'sees') were printed nowhere, while harsh print read right sits at 0.35-0.8. A real word misread as
# another (Lessee/Lessor) is the error plausibility cannot see, so it must keep Tesseract's doubt
DICTIONARY_FLOOR = 0.3
INDIC_FLOOR = 0.5  # an Indic word: the script models misread letters at 0.3-0.5 into listed words (fresh3 Bengali)


COMMON_ZIPF = 5.0  # a short Indic word this common (Bengali বা 6.3, করা 6.7, না 7.0, এর 6.7) is what the page printed


def _common_indic(words: list[Span], languages: list[str] | None) -> set[int]:
    """Ids of the chunk's short words (under DICTIONARY_LETTERS) of its own non-Latin language that are among its
    commonest (COMMON_ZIPF), read at DICTIONARY_FLOOR or above: the script models read these function words right at
    0.3-0.6 (`বা` in fresh9's and heldout's Bengali Acts), too short for the dictionary vouching, so correct chunks went
    to review for their low share; a misread makes a rarer word (`বব` 4.3). Longer words keep INDIC_FLOOR: a known
    word read at 0.31 held a misread chunk in review (fresh8's Railway Property Act, `কর্মকর্তা` beside `উধ্বতন`)."""
    lang = langs.LANGUAGES.get(languages[0]) if languages else None
    if lang is None or lang.script == "Latin" or not lang.wordfreq:
        return set()
    return {id(w) for w in words if read_by_ocr(w) and w.confidence >= DICTIONARY_FLOOR
            and (letters := lexicon.core(w.text)) and len(letters) < DICTIONARY_LETTERS and lexicon.all_letters(letters)
            and langs.script_of(letters) == lang.script and lexicon.common(letters, COMMON_ZIPF, lang.wordfreq)}


def heading_words(chunk: Chunk, languages: list[str] | None, sure: frozenset[str]) -> set[int]:
    """Ids of the listed words (four letters or more) of the chunk's heading in an Indic script, printed on a line of
    its own above the unit's number (`সংজ্ঞা` / `২৷ ...`), that the document reads surely elsewhere (`sure_words`):
    Bangladesh's Acts set these headings in bold, which the Bengali model reads right at 0.02-0.3 (`সংজ্ঞা`,
    "Definitions", in fresh14's and fresh15's Acts), and since the heading heads its own section
    (`builder._caseless_shoulder`) such a word sent short correct sections to review. A word read only there, however
    listed, keeps its doubt: at 0.02 it is Tesseract's guess, and a lost vowel sign often makes another real word. A
    misread of a heading is no listed word (`সংজ্ঞ`) and keeps its doubt; Latin-script headings keep theirs."""
    printed = chunk.heading.split()
    words = chunk.words[:len(printed)]
    if not printed or [w.text for w in words] != printed or langs.script_of(chunk.heading) in ("", "Latin"):
        return set()
    return {id(w) for w in words if read_by_ocr(w) and _dictionary_word(w.text, languages)
            and lexicon.core(w.text) in sure}


SURE_ELSEWHERE = {"ben"}  # measured on Bengali's looked-at halves only; the other Indic languages keep the floor


def sure_elsewhere(chunk: Chunk, languages: list[str] | None, sure: frozenset[str]) -> set[int]:
    """Ids of the chunk's OCR'd listed words in an Indic script (four letters or more, not odd) read at
    DICTIONARY_FLOOR or above (under INDIC_FLOOR they are not `trusted_word`s) whose letters the document reads at
    SUSPECT_BELOW or above somewhere (`sure_words`): a defined term in quotes (`“তফসিল”` at 0.42, `“চুক্তিপত্র”` at
    0.32 in language fresh18's reinsurance Act's definitions, born and clean scans, read right) or `প্রসঙ্গের` at 0.37
    sent correct Bengali chunks to review on Tesseract's doubt alone. A word read only there keeps its doubt (a lost
    vowel sign may make another listed word), and so does one read under DICTIONARY_FLOOR, Tesseract's guess."""
    if chunk.language not in SURE_ELSEWHERE:
        return set()
    return {id(w) for w in chunk.words if read_by_ocr(w) and w.confidence >= DICTIONARY_FLOOR
            and langs.script_of(w.text) not in ("", "Latin") and lexicon.core(w.text) in sure
            and _dictionary_word(w.text, languages)}


def trusted_word(word: Span, languages: list[str] | None = None) -> bool:
    """A dictionary word of DICTIONARY_LETTERS or more read at its script's floor or above: `signals` takes it as
    read right whatever Tesseract's doubt, so the re-read of doubted words (ingest.reread) leaves it alone."""
    return word.confidence >= (DICTIONARY_FLOOR if word.text.isascii() else INDIC_FLOOR) \
        and _dictionary_word(word.text, languages)


def _dictionary_word(text: str, languages: list[str] | None) -> bool:
    letters = lexicon.core(text)
    return (len(letters) >= DICTIONARY_LETTERS and lexicon.all_letters(letters) and not lexicon.is_odd(text)
            and lexicon.is_known(text, languages) is True)


def _mean_vouched(words: list[Span], vouched: set[int]) -> float:
    """Mean OCR confidence where a vouched word reads at least as sure as the chunk's other words; a chunk of
    vouched words alone has no other words to go by, so each reads as sure as its surest (not 1.0: `Lessor shall
    deliver possession` all read at 0.35 is a read Tesseract doubted throughout)."""
    rest = [w.confidence for w in words if id(w) not in vouched]
    floor = sum(rest) / len(rest) if rest else max(w.confidence for w in words)
    return sum(max(w.confidence, floor) if id(w) in vouched else w.confidence for w in words) / len(words)


def combine(sig: dict[str, float]) -> float:
    """confidence = ocr_mean - 0.5 low_share - 1.0 max(0, 0.95 - plausibility) - 0.5 marked_share, in [0, 1]."""
    value = (sig["ocr_mean"] - W_LOW * sig["low_share"]
             - W_PLAUSIBLE * max(0.0, PLAUSIBLE_FLOOR - sig["plausibility"]) - W_MARKED * sig["marked_share"])
    return round(min(1.0, max(0.0, value)), 4)


def misread_label(chunk: Chunk, numbered: set[tuple[tuple[str, ...], str, int]] | None = None) -> str | None:
    """The unit's label when the page prints it differently: the structure stage repaired an OCR misread
    of its numbering (`CHAPTER HI` read for `CHAPTER III`, `(l)` for `(1)`), so the text holds it too.
    `numbered` (from `sibling_numbers`) lets the sequence vouch for a misread of strokes alone."""
    if not chunk.structure_path or chunk.kind == "table" or not read_by_ocr(chunk):
        return None
    label = chunk.structure_path[-1]
    wanted = _TOKEN.findall(label.lower())
    if not wanted:
        return None
    printed = [_TOKEN.findall(line.lower())[:8] for line in chunk.body.splitlines()[:3]]
    if _prints(printed, wanted) or any(_same_number(tokens[i:i + len(wanted)], wanted) for tokens in printed
                                       for i in range(len(tokens))):
        return None
    alike = [_TOKEN.findall(line.lower().translate(_LOOKALIKES))[:8] for line in chunk.body.splitlines()[:3]]
    if numbered and _in_sequence(chunk.structure_path, numbered) and any(
            _same_strokes(tokens[i:i + len(wanted)], wanted) for tokens in alike for i in range(len(tokens))):
        # `PART Il` between PART I and PART III, `(1)` between (h) and (j): the page prints the number the
        # sequence says, only its upright strokes read as l/1/I (or `|`; `(£)` for (f)); nothing about the text
        # is in doubt
        return None
    # only where the label is visibly printed there in another form: the same keyword with another
    # number (CHAPTER HI), or a bracketed marker opening the first line ((l) for (1)); a chunk that
    # merely continues its unit (a closing paragraph) does not start with its label at all
    first = chunk.body.lstrip()[:12]
    if len(wanted) > 1 and any(tokens[:1] == wanted[:1] for tokens in printed):
        return label
    if len(wanted) > 1 and any(_same_strokes(tokens[:1], ["".join(wanted)]) for tokens in printed):
        return label  # keyword and number glued into one word (`PARTI` for PART I): the text says another word
    if len(wanted) > 1 and any(_glued_other_number(tokens[:1], wanted) for tokens in printed):
        return label  # ... with strokes lost as well (`PARTI` for PART III): the text says another number
    if label.startswith("(") and (bracket := _BRACKET.match(first)):
        # `(©)` for `(ঙ)`: the item drawn as the sign read, the one the list's count gives (`indic_numbers`)
        return None if drawn_item(bracket.group(0), label) else label
    # a label in native digits is an Indic document's even where the chunk reads mostly English: a Bangladesh Act's
    # section opening on a long English citation (`81 The Civil Courts Act, 1887 (E. B. Act XII of 1887) এবং ...`
    # for `৪৷`, fresh13's Special Courts Act, clean and moderate scans: indexed under `৩` holding s. 4's text)
    indic = langs.script_of_language(chunk.language) != "Latin" or not label.isascii()
    if indic and label.isdigit() and any(_JUNK_NUMBER.match(line.strip()) for line in chunk.body.splitlines()[:3]):
        return label  # the structure stage gave the number the series misses there (`indic_numbers`)
    return None


def _same_number(printed: list[str], wanted: list[str]) -> bool:
    """Tokens that differ only in the digits a number is written with, of the same value (`धारा 2` for `धारा २`):
    Indian Acts in Hindi and Marathi print section numbers in Devanagari digits or in the international form of Indian
    numerals the Constitution makes official (art. 343(1)), and the Devanagari model reads `२` as ASCII `2`; the label
    is what the page prints. A native look-alike of another value (`९` for `१`) is another number: a misread."""
    return len(printed) == len(wanted) and printed != wanted and all(
        p == w or p.isdigit() and w.isdigit() and len(p) == len(w)
        and all(unicodedata.digit(a) == unicodedata.digit(b) for a, b in zip(p, w, strict=True))
        for p, w in zip(printed, wanted, strict=True))


_ROMAN_STROKES = set("ilvx1")  # a roman numeral's letters as read lower-cased (1 for a stroke)


def _glued_other_number(first: list[str], wanted: list[str]) -> bool:
    """The line's first token is the label's keyword glued to a short numeral of roman strokes that is not the
    label's (`parti` for PART III, `partii` for PART IV): a heading printing another number than its path's."""
    word = first[0] if first else ""
    rest = word[len(wanted[0]):]
    return (len(wanted) == 2 and word.startswith(wanted[0]) and 0 < len(rest) <= 6 and set(rest) <= _ROMAN_STROKES
            and rest != wanted[1])


def _prints(printed: list[list[str]], wanted: list[str]) -> bool:
    """The label's tokens stand in one of the chunk's first lines' tokens as they are."""
    return any(tokens[i:i + len(wanted)] == wanted for tokens in printed for i in range(len(tokens)))


def prints_own_label(chunk: Chunk) -> bool:
    """The chunk's first lines print its own label as its path has it (`PART I`, `3.(1)` for 3), or stroke for stroke
    apart from upright strokes read for one another (`PART Ill` for PART III: the number the path says): not put back
    by the structure stage from a misread (`PARTI`, `PARTIY`) or from the numbering."""
    if not chunk.structure_path:
        return False
    wanted = _TOKEN.findall(chunk.structure_path[-1].lower())
    lines = chunk.body.splitlines()[:3]
    alike = [_TOKEN.findall(line.lower().translate(_LOOKALIKES))[:8] for line in lines]
    return bool(wanted) and (_prints([_TOKEN.findall(line.lower())[:8] for line in lines], wanted) or any(
        _same_strokes(tokens[i:i + len(wanted)], wanted) for tokens in alike for i in range(len(tokens))))


# a decimal clause number (`1.1`, `1.1.2`) opening a line, its digits read as the letters OCR takes them for
_DOTTED_LOOKALIKE = re.compile(r"^\(?[0-9lLI|Oo]{1,2}(?:\.[0-9lLI|Oo]{1,2}){1,3}\.?\)?$")
_DIGIT_LOOKALIKES = set("lLI|Oo")


def lookalike_numbers(chunk: Chunk) -> list[Span]:
    """OCR'd words opening a line that are a decimal clause number with digits read as letters (`L.l` and `L.l.1` for
    1.1 and 1.1.1 in a harsh deed's definitions clause): the structure did not take them for markers, so the clause's
    sub-clauses sit inside it unsplit, and the number a reader cites is not what the text says. No word list judges
    such a token (two letters and a dot), so nothing else flagged it; the chunk was indexed (seed 9968 07_deed `1`,
    0.947 similar). Prose only; a table's cells are the table stage's to judge."""
    if chunk.kind == "table":
        return []
    words = words_read_by_ocr(chunk)
    return [line[0] for line in word_lines(words) if _DOTTED_LOOKALIKE.match(line[0].text)
            and _DIGIT_LOOKALIKES & set(line[0].text)]


def _same_strokes(printed: list[str], wanted: list[str]) -> bool:
    """Tokens that differ only where OCR swapped one upright stroke for another (I, l, 1; i and L folded)."""
    return len(printed) == len(wanted) and all(
        len(p) == len(w) and all(a == b or (a in _STROKES and b in _STROKES) for a, b in zip(p, w, strict=True))
        for p, w in zip(printed, wanted, strict=True))


def label_words(chunk: Chunk, numbered: set[tuple[tuple[str, ...], str, int]]) -> set[int]:
    """Ids of the words that print the chunk's own label (`CHAPTER III` opening its heading) when the chunks
    numbered just before or after it confirm the number: the sequence vouches for them, so Tesseract's doubt
    about a short numeral (III at 0.42 in a heading read at 0.96) is no reason for review."""
    return {id(w) for _, w in _label_window(chunk, numbered)}


def _label_window(chunk: Chunk, numbered: set[tuple[tuple[str, ...], str, int]]) -> list[tuple[str, Span]]:
    """The chunk's first words that print its own label stroke for stroke (tokens as read, case kept, with their
    words) when the sequence vouches for it; [] otherwise."""
    if not chunk.structure_path or chunk.kind == "table" or not _in_sequence(chunk.structure_path, numbered):
        return []
    wanted = _TOKEN.findall(chunk.structure_path[-1].lower())
    tokens = [(t, w) for w in chunk.words[:8] for t in _CASED_TOKEN.findall(w.text)]
    for i in range(min(3, len(tokens))):
        window = tokens[i:i + len(wanted)]
        if wanted and _same_strokes([t.lower() for t, _ in window], wanted):
            return window
    return []


def repair_vouched_label(chunk: Chunk, numbered: set[tuple[tuple[str, ...], str, int]]) -> None:
    """Write a vouched label's numeral into the chunk's text as the sequence says when OCR read its upright strokes
    as no numeral at all (`CHAPTER Il`, `PART Ill`, `SEC. l0`: Tesseract's l for I or 1), recording what was read in
    `chunk.repairs`. The path already says III (the page prints three strokes and the numbers either side), so the
    text then says what the page prints; the word spans keep the strokes as read. A print that is itself a numeral
    (`(1)` for (i), `lI`) is left as read: it could be printed so."""
    window = _label_window(chunk, numbered)
    cased = _CASED_TOKEN.findall(chunk.structure_path[-1]) if window else []
    if len(cased) != len(window):
        return
    from ingest.continuity import read_number

    fixed: dict[int, tuple[Span, str]] = {}
    for (token, word), want in zip(window, cased, strict=True):
        if token == want or not read_by_ocr(word) or read_number(token) and (token.isupper() or token.islower()
                                                                              or token.isdigit()):
            continue  # a text layer's word is the document's own text, whatever it prints
        done = fixed.get(id(word), (word, word.text))[1]
        fixed[id(word)] = (word, done.replace(token, want, 1))
    body = chunk.body
    for word, text in fixed.values():
        head, tail = _split_lines(body, 3)
        new_head, n = re.subn(rf"(?<!\S){re.escape(word.text)}(?!\S)", lambda _m, t=text: t, head, count=1)
        if not n:
            continue
        body = new_head + tail
        chunk.repairs.append(Repair(page=word.page, bbox=word.bbox, read=word.text, text=text, reason=(
            f"numeral read as {word.text!r}, written {text!r}: {' '.join(t for t, _ in window)} differs from "
            f"{chunk.structure_path[-1]!r} only in upright strokes, and a unit numbered next to it prints its own")))
    native_zeros.write_body(chunk, body)


def _split_lines(text: str, n: int) -> tuple[str, str]:
    """The text's first n lines (with their line breaks) and the rest."""
    parts = text.split("\n")
    head = "\n".join(parts[:n])
    return head, text[len(head):]


def sibling_numbers(chunks: list[Chunk]) -> set[tuple[tuple[str, ...], str, int]]:
    """(parent path, numbering style, value) of every chunk's own label that its chunk prints as such
    (`prints_own_label`, strokes read for one another included): the sequence the page prints, which may vouch for a
    neighbour's stroke misread (`CHAPTER Il` between `CHAPTER |` and `CHAPTER Ill`, seed 9853). A label the
    structure stage put back (`PARTI` read as PART I, a heading inferred from the numbering) vouches for nothing: on a
    harsh scan whose first Part label was lost, `PARTI` (PART II) took PART I's place and `PART Il` (PART III, a stroke
    lost) PART II's, vouched for by that repaired PART I and indexed under another Part's path (seed 9971 lay03)."""
    from ingest.continuity import read_number  # local: only this check reads labels' numbers

    return {(tuple(c.structure_path[:-1]), n.style, n.value) for c in chunks if prints_own_label(c)
            for n in read_number(c.structure_path[-1])}


def _in_sequence(path: list[str], numbered: set[tuple[tuple[str, ...], str, int]]) -> bool:
    """A sibling is numbered just before or just after this label, in the same style."""
    from ingest.continuity import read_number

    parent = tuple(path[:-1])
    return any((parent, n.style, n.value + step) in numbered for n in read_number(path[-1]) for step in (-1, 1))


def disputed_words(chunk: Chunk, low_word: float, languages: list[str] | None = None) -> list[Span]:
    """ASCII numbers and Latin words in a chunk in an Indic script read unsure: the Indic models misread them at
    high confidence, so each was re-read with English's model (`ingest.numerals`) and is unsure when the two
    differ; one digit off leaves a chunk 0.95+ similar to its truth, which no other signal sees."""
    if indic_language(chunk, languages) is None:
        return []
    words = words_read_by_ocr(chunk)
    vouched = vouched_markers(word_lines(words), low_word)  # `(1)` before a sure `(2)`: the list's own number
    return [w for k, w in enumerate(words) if (w.confidence < low_word and numerals.needs_check(w)
            and id(w) not in vouched and not _cited(words, k) or _stray_letter(words, k) or _stray_sign(words, k))]


def indic_language(chunk: Chunk, languages: list[str] | None = None) -> str | None:
    """The Indic language of the chunk's text: its own, or, where an English citation outnumbers the Bengali words
    around it (`৪৷ (১) The Public Servants (Marriage with Foreign Nationals) Ordinance, 1976 (Ordinance No. LVII of
    1976), অতঃপর রহিত ...`: Bangladesh Acts cite the laws they touch in English, fresh16's foreign-marriage Act,
    moderate scan, indexed with `Loar`, `Fal` misread between Bengali words) and the chunk was found English, the
    document's Indic language whose script the chunk's words are in."""
    for code in dict.fromkeys([chunk.language, *(languages or [])]):
        script = langs.script_of_language(code)
        if script != "Latin" and (code == chunk.language
                                  or any(langs.script_of(w.text) == script for w in chunk.words)):
            return code
    return None


_ROMAN_LETTERS = "ivxlcdm"  # `பந்தியின் (i) ஆம்`: a roman clause number cited in the script's text; capitals (`பாகம் I`,
# a deed's placeholder `श्री A`) are printed so too (language halves fresh14, fresh13)


def _stray_letter(words: list[Span], k: int) -> bool:
    """One Latin letter, bare or with a bracket (`a`, `a)`), between two words of an Indic script, read however
    surely: no word of either language stands so (English in these Acts is a citation or gloss of several words); it is
    a word of the script misread (Bengali `বা`, "or", read `a` in `বিষয় বা প্রসঙ্গের`, which opens every Bangladesh Act's
    definitions: fresh15's Asian University for Women and Development Surcharge Acts, moderate scans, indexed)."""
    letters = lexicon.core(words[k].text)
    beside = [words[j].text for j in (k - 1, k + 1) if 0 <= j < len(words)]
    return _stray_letters(letters) and len(beside) == 2 \
        and all(langs.script_of(t) not in ("", "Latin") for t in beside)


_DIGIT_SIGNS = set("©®&$#@%<>=*~^+§£¢€¥")  # signs OCR reads for a Bengali digit (`৩` drawn as `©`:
# `indic_numbers.ASCII_LOOKALIKES`; `২`, `১১` read `&`, `$$`: the junk `indic_numbers._LOST_DANDA` knows for labels)


def _stray_sign(words: list[Span], k: int) -> bool:
    """`ধারা © এর অধীন` for `ধারা ৩ এর অধীন`, `ধারা & এর` for `ধারা ২ এর`: a word of signs alone (at most three, no
    letter or digit) between two words of an Indic script, read however surely, is a number misread (a section cited
    by number: fresh16's election commissioners Act 2(ক), born, indexed at 0.93; fresh19's medical university
    ordinance s. 5 and public-private partnership Act s. 6, born, `ধার। & এর`, `ধার। $$ এর`); the 60 Bengali gold
    texts of the looked-at halves print none of these signs between words. Not `(©)`, a bracketed item's label the
    list's count gives (`indic_numbers.drawn_item`)."""
    beside = [words[j].text for j in (k - 1, k + 1) if 0 <= j < len(words)]
    sign = words[k].text.rstrip(",;:.")
    return 0 < len(sign) <= 3 and set(sign) <= _DIGIT_SIGNS and len(beside) == 2 \
        and all(langs.script_of(t) not in ("", "Latin") for t in beside)


def _stray_letters(letters: str) -> bool:
    """One lowercase Latin letter (`a`), or two not both capitals (`Ne`: fresh15's Father of the Nation Act s. 3, born,
    `অন্য Ne কোন` for `অন্য কোন`, indexed at 0.95), no roman numeral: what the combined model makes of a mark or a
    letter of the script, never an English word standing alone in Indic text (an acronym, `UN`, is in capitals)."""
    if not (letters.isascii() and letters.isalpha()) or set(letters.lower()) <= set(_ROMAN_LETTERS):
        return False
    return len(letters) == 1 and letters.islower() or len(letters) == 2 and not letters.isupper()


_CITED_BESIDE = 0.8  # ... beside a word English's list knows read this surely (numerals.SURE_LATIN)


def _cited(words: list[Span], k: int) -> bool:
    """The k-th word is a word of an English citation inside Indic text: an English word of three letters or
    more not in capitals (`the Code of Criminal Procedure`), next to a word of English's list of three letters or more
    read surely. An Act's roman number (`Act V of 1898`) is a number like `1898`: read unsure, a person checks it
    (`V` for `X` would index a citation of another Act). Bangladesh's Acts cite the laws they touch in English
    (`the Civil Courts Act, 1887 (E. B. Act XII of 1887) এর ...`: fresh13's Special Courts Act, fresh7's and
    fresh8's Acts); English's re-read of a short word's box alone (`the`, `V`) fails there though the line reads
    right, and each such chunk went to review. The combined model's Latin garbage for a word of the script stands
    among words of the script (`numerals._alone`) or is no word or capitals (`BR)`, `VEPH`, `AAT`)."""
    letters = lexicon.core(words[k].text)
    if not (letters.isascii() and letters.isalpha()):
        return False
    if letters.isupper() or not numerals._english_word(letters):
        return False
    return any(0 <= j < len(words) and words[j].confidence >= _CITED_BESIDE and numerals._english_word(words[j].text)
               for j in (k - 1, k + 1))


SUSPECT_BELOW = 0.85  # a dictionary word Tesseract read under this, rarer than ...
SUSPECT_RARE = 3.0  # ... this Zipf frequency (deed 3.8, land 5.2 are common enough to be what the page says), ...
SUSPECT_COMMON = 5.5  # ... one letter from a word this common (the, each, part, little) is taken for a misread


def suspect_words(chunk: Chunk) -> list[tuple[Span, str]]:
    """Real words Tesseract doubted that one letter turns into a far commoner word (`Fach` for `each`, `Phat`
    for `That`, `TITTLE` for `TITLE`): the word lists vouch for them and plausibility cannot see them, yet on
    a page of legal English the commoner word is what was printed. English chunks only (wordfreq's English); in other
    languages, the misread forms of their commonest words (`MISREAD_FORMS`)."""
    if chunk.language not in (None, "", "eng"):
        return _misread_forms(chunk)
    out = []
    for w in chunk.words:
        letters = lexicon.core(w.text).lower()
        if (read_by_ocr(w) and w.confidence < SUSPECT_BELOW and len(letters) >= DICTIONARY_LETTERS
                and letters.isalpha() and letters in lexicon.wordlist() and not lexicon.common(letters, SUSPECT_RARE)
                and (likelier := lexicon.likelier_neighbour(letters, SUSPECT_COMMON))):
            out.append((w, likelier))
    return out


# forms the script model makes of a language's commonest words, read however surely, that its print never sets alone:
# Bengali `বা` ("or") read with an anusvara out of the mark after it (`বাং`) or without its vowel sign (`ব`), `না`
# ("not") as `ন`. They open every Bangladesh Act's definitions (`বিষয় বা প্রসঙ্গের পরিপন্থি কোন কিছু না থাকিলে`), and
# a chunk holding one is 0.91-0.96 similar to its truth (language fresh16's foreign-marriage and tourism zones Acts,
# fresh17's New Development Bank and state-owned workers Acts; fresh13's Jamuna Act): fresh16's moderate s. 2 was
# indexed at 0.947. None of them stands alone in the 48 Bengali gold texts but `১৩৯৪ বাং`, the Bengali calendar's
# year (`বঙ্গাব্দ`), so a form after a number is left alone, and so is a bracketed item label.
MISREAD_FORMS = {"ben": {"বাং": "বা", "ব": "বা", "ন": "না"}}


def _misread_forms(chunk: Chunk) -> list[tuple[Span, str]]:
    """OCR'd words only (a text layer's `ব` is as printed); not an item label opening its line, bracketed or dotted
    (`(ন)`, `ন.`), nor a form after a number."""
    forms = MISREAD_FORMS.get(chunk.language or "", {})
    words = words_read_by_ocr(chunk)
    opening = {id(line[0]) for line in word_lines(words)}
    return [(w, forms[letters]) for k, w in enumerate(words) if (letters := lexicon.core(w.text)) in forms
            and not _BRACKETS.intersection(w.text) and not (id(w) in opening and w.text.endswith("."))
            and not (k and any(c.isdigit() for c in words[k - 1].text))]


_BRACKETS = set("()[]")  # `(ন)`, `(ব)`: the 20th and 23rd items of a Bengali list, labelled by consonant


GUESSED = 0.1  # a word Tesseract read under this that no word list knows was all but guessed: junk or a misread


def guessed_words(chunk: Chunk) -> list[Span]:
    """OCR'd words (a number, a name or a word the dictionary lacks) Tesseract all but guessed (`‘doaand` at 0.00 in a
    clause a tear cut, `Makosi` at 0.01): one such word among forty leaves the chunk's mean confidence high and
    its low-word share under the bar, yet what it stands for is unknown. English chunks only."""
    if chunk.language not in (None, "", "eng"):
        return []
    return [w for w in chunk.words if read_by_ocr(w) and w.confidence < GUESSED
            and (any(ch.isalnum() for ch in w.text) and not _listed(w.text) or _BLIND_LABEL.fullmatch(w.text))]


_POSSESSIVE = re.compile(r"['’]s$")


def _listed(text: str) -> bool:
    """The word list knows the word, or the word a possessive `'s` is added to (`employer's`, `Minister’s`): the list
    holds no possessives, and Tesseract reads a word with an apostrophe at 0.00 whether right or not (seed 9973
    real08 `employer's` twice, read right; `Founders’` too), so the possessive of a known word is judged as the
    word itself is (its doubt counts in the low-word share, as `employer` read at 0.00 would), not as a guess."""
    letters = lexicon.core(text).lower()
    return letters in lexicon.wordlist() or (_POSSESSIVE.search(letters) is not None
                                             and _POSSESSIVE.sub("", letters) in lexicon.wordlist())


# a label's brackets round marks that are no letter or digit (`(¢@)` for `(c)` under a stain): the label, and so
# where its item sits, was not read, though the token has nothing a word list could judge
_BLIND_LABEL = re.compile(r"\([^\w\s()]{1,4}\)")


_OPENS_TERM = ("“", '"')  # a definition opens on its defined term in quotes: `“care placement agency” means ...`
_CLOSES_TERM = ("”", '"')


def defined_term_doubt(chunk: Chunk, languages: list[str] | None = None,
                       sure: frozenset[str] = frozenset()) -> list[Span]:
    """Words of a definition's defined term (the quoted words among the chunk's first three words, up to the closing
    quote, at most 8) that no word list knows or that read odd, read under SUSPECT_BELOW: `“care phicement aecney”`
    for `care placement agency` at 0.79 and 0.61. The term is what a reader looks the definition up by, yet a misread
    there changes two words of twenty and stays near the chunk's other words in confidence. OCR'd prose only. A word
    read with the same letters at SUSPECT_BELOW or above elsewhere in the document (`sure`, `sure_words`) is vouched:
    an Act defines a term to use it, and a long compound no list knows (Bengali `গণকর্মচারী`, public servant, at
    0.43-0.60 in its definition, 0.88 in the Act's sections: fresh16's foreign-marriage Act, every level) reads
    surely somewhere."""
    if chunk.kind == "table":
        return []
    words = chunk.words[:11]
    start = next((i for i, w in enumerate(words[:3]) if w.text.startswith(_OPENS_TERM)), None)
    if start is None:
        return []
    term: list[Span] = []
    for w in words[start:start + 8]:
        term.append(w)
        if w.text.rstrip(",.;:").endswith(_CLOSES_TERM) and (len(term) > 1 or len(w.text) > 2):
            break
    else:
        return []  # no closing quote near: not a defined term
    return [w for w in term if read_by_ocr(w) and w.confidence < SUSPECT_BELOW and len(lexicon.core(w.text)) >= 3
            and (lexicon.is_odd(w.text) or lexicon.is_known(w.text, languages) is False)
            and lexicon.core(w.text) not in sure]


def sure_words(chunks: list[Chunk]) -> frozenset[str]:
    """The letters of every OCR'd word of the document read at SUSPECT_BELOW or above (`defined_term_doubt`)."""
    return frozenset(lexicon.core(w.text) for c in chunks for w in c.words
                     if read_by_ocr(w) and w.confidence >= SUSPECT_BELOW)


LINE_GAP = 3.0  # text heights of blank between two words of one line: print's widest justified space is about one
SENTENCE_SPACE = 3.5  # a sentence's end may stand this many times the line's other spaces from the next sentence


def line_gaps(chunk: Chunk) -> list[tuple[Span, Span]]:
    """Pairs of words read side by side on one line with a blank of LINE_GAP text heights or more between them
    (`Act 26` ... `end the calculation`, where a coffee rim wiped `5 to ext` and Tesseract read the rest sure):
    print was there that no word explains, whether or not a mark was found over it. Prose only: a table's
    columns stand apart by design. Not gaps: a block set in two columns (`VENDOR` ... `PURCHASER`, names and
    witnesses side by side: `_columns`), and the space after a sentence's end (`Negligence.` ... `Letting,`, a
    run-in heading; justification stretches it most) up to SENTENCE_SPACE times the line's other spaces."""
    words = words_read_by_ocr(chunk) if chunk.kind != "table" else []
    if len(words) < 2:
        return []
    height = statistics.median(w.bbox[3] - w.bbox[1] for w in words)
    lines = word_lines(words)
    wide = [[(a, b) for a, b in zip(line, line[1:], strict=False) if b.bbox[0] - a.bbox[2] >= LINE_GAP * height]
            for line in lines]
    columns = _columns(wide, height)
    out = []
    for line, gaps in zip(lines, wide, strict=True):
        spaces = [b.bbox[0] - a.bbox[2] for a, b in zip(line, line[1:], strict=False)
                  if b.bbox[0] - a.bbox[2] < LINE_GAP * height]
        for a, b in gaps:
            sentence = (a.text.endswith(".") and b.text[:1].isupper() and len(spaces) >= 2
                        and b.bbox[0] - a.bbox[2] < SENTENCE_SPACE * statistics.median(spaces))
            if not sentence and (id(a), id(b)) not in columns:
                out.append((a, b))
    return out


def word_lines(words: list[Span]) -> list[list[Span]]:
    """OCR'd words in reading order grouped into the lines they were read on: a word that sits right of the one
    before it and shares half its height with it goes on that line."""
    lines: list[list[Span]] = [[words[0]]] if words else []
    for a, b in zip(words, words[1:], strict=False):
        shared = min(a.bbox[3], b.bbox[3]) - max(a.bbox[1], b.bbox[1])
        if a.page == b.page and b.bbox[0] > a.bbox[0] and shared >= 0.5 * min(a.bbox[3] - a.bbox[1],
                                                                               b.bbox[3] - b.bbox[1]):
            lines[-1].append(b)
        else:
            lines.append([b])
    return lines


def _columns(wide: list[list[tuple[Span, Span]]], height: float) -> set[tuple[int, int]]:
    """Gaps of consecutive lines whose words after the gap start at one x (within half a text height), each gap
    between two words that open in capitals: a block set in two columns (a deed's or an Act's signatures, `VENDOR`
    beside `PURCHASER`, `Witness: N. Gowda` beside `Witness: V. Nair`). Text lost under a fade leaves lower-case
    words at the gap, and no two lines' words resume at one x."""
    def named(pair: tuple[Span, Span]) -> bool:
        return all(w.text.lstrip("(“\"'")[:1].isupper() for w in pair)

    out: set[tuple[int, int]] = set()
    for above, below in zip(wide, wide[1:], strict=False):
        for p in filter(named, above):
            for q in filter(named, below):
                if abs(p[1].bbox[0] - q[1].bbox[0]) <= 0.5 * height:
                    out |= {(id(p[0]), id(p[1])), (id(q[0]), id(q[1]))}
    return out


# the end of a provision that announces text printed after it (`... the following definition:`, `the following
# section:—`): an amendment's quoted definition or section, a list's items
_ANNOUNCES = re.compile(r"\bfollowing(?:\s+[^\s:]+){0,3}\s*:\s*[—–-]?$", re.IGNORECASE)
_LINE_LABEL = re.compile(r"^\s*(\([^\s()]{1,5}\)|\d{1,3}[A-Za-z]?\.)\s")


def announced_missing(chunk: Chunk) -> str | None:
    """The words that announce text (`... the following definition:`) when the next line of the chunk opens the
    same item's next sibling (`(d) ... the following definition:` then `(e) ...`): print never does that (in the
    corpus' real texts 193 such lines run on into the announced text or into sub-items), so the announced
    text was lost under damage or read into another chunk, and the chunk's words, each read sure, are not the
    provision. None when every announcement is followed by something else."""
    if chunk.kind == "table" or not read_by_ocr(chunk):
        return None
    from ingest.continuity import read_number

    label = chunk.structure_path[-1] if chunk.structure_path else ""
    item: list[str] = []
    for line in (ln.strip() for ln in chunk.body.splitlines()):
        if not line:
            continue
        opens = _LINE_LABEL.match(line)
        if opens and label and _ANNOUNCES.search(" ".join(item)) and any(
                b.style == a.style and b.value == a.value + 1
                for a in read_number(label) for b in read_number(opens.group(1))):
            return " ".join(item)[-40:].strip()
        if opens:
            label, item = opens.group(1), []
        item.append(line)
    return None


# words of one or two letters (no word list judges them) a chunk may end on as printed: not a broken word
SHORT_WORDS = frozenset("a an as at be by do he if in is it me my no of on or so to up us we".split())


def broken_end(chunk: Chunk, languages: list[str] | None = None) -> Span | None:
    """The OCR'd word a chunk's text stops on when it is a broken one: small letters with nothing after them that
    no word list knows (`... except where the context ca`, `the post o`): the rest of its line was not read (a
    fade or a stain over the line's end), and nothing else about the chunk is in doubt."""
    if chunk.kind == "table" or not chunk.words or not read_by_ocr(chunk.words[-1]):
        return None
    last = chunk.words[-1]
    tail = (chunk.body or chunk.text).rstrip().split()[-1:]
    if tail != [last.text] or not (last.text.isalpha() and last.text.islower()):
        return None
    return last if _broken(last.text, languages) else None


def _broken(letters: str, languages: list[str] | None) -> bool:
    """Small letters that no word list knows and that are no known word read with its punctuation as a letter
    (`suppliedi` for `supplied;`: a misread): a word cut off, its rest not read (`ca`, `o`; not `to`)."""
    known = lexicon.is_known(letters, languages)
    if known is False and lexicon.is_known(letters[:-1], languages):
        return False
    return known is False or known is None and not _short_word(letters, languages)


SHORT_ZIPF = 6.0  # a word under 3 letters this common in Filipino or Malay is one (sa, ng, na, ay; di, ke, ia: 6.2-7.9)


def _short_word(letters: str, languages: list[str] | None) -> bool:
    """A word too short for the word lists to judge that is whole all the same: English's own (`to`, `of`), or one of
    the commonest words of the chunk's other Latin-script languages (Filipino `sa`, `ng`; Malay `di`, `ke`), which
    end a line as often as English `of` does (not `la`, `de`, `ir`: the start of a word there too)."""
    return letters in SHORT_WORDS or any(
        lexicon.common(letters, SHORT_ZIPF, lang.wordfreq) for code in languages or ()
        if (lang := langs.LANGUAGES.get(code)) and lang.script == "Latin" and lang.wordfreq not in (None, "en"))


BROKEN_LINES = 2  # lines of one chunk that stop on a broken word: their ends were cut off, not one misread word
_LINE_END = re.compile(r"^([a-z]+)[.,;:’'\"]?$")  # small letters, at most a stop after them (not `(ii)`, `informa-`)
_ABBREVIATION = re.compile(r"^[a-z]{1,3}\.$")  # `ss.`, `cl.`, `pp.`, `vs.`, `sq.`: a line may end on one (`under ss.`)


def broken_lines(chunk: Chunk, languages: list[str] | None = None) -> list[Span]:
    """The last words of the chunk's OCR'd lines when BROKEN_LINES or more of them are broken (`SEC. 13. Destruct` /
    `periods set by Sec` / `providers or the la’` / `holding personal ir`: a fade over a two-column page's middle took
    each line's end, read nowhere as unread print beside them): print does not break a line inside a word without a
    hyphen, so the rest of each was on the page. One such line end is a misread as often as not; two are a cut."""
    if chunk.kind == "table":
        return []
    ends = [line[-1] for line in word_lines(words_read_by_ocr(chunk))]
    broken = [w for w in ends if (m := _LINE_END.match(w.text)) and not _ABBREVIATION.match(w.text)
              and _broken(m.group(1), languages)]
    return broken if len(broken) >= BROKEN_LINES else []


BRACKETED_LETTERS = 2  # words whose `]` closes no `[`: one may be a stray mark, two are a letter read so


def bracket_letters(chunk: Chunk) -> list[Span]:
    """Words of letters closed by a `]` that no `[` before it in the chunk opened (`wil]`, `shal]`, `smal]` for
    will, shall, small on a harsh deed): Tesseract's look-alike for an `l` at a word's end; print closes only what
    it opened (`[As amended by Act 11]`, `[§481A-4]`). BRACKETED_LETTERS of them: the letters are misread there, and
    the word lists see no fault (they read `shal`, `wil`)."""
    if chunk.kind == "table":
        return []
    depth, out = 0, []
    for w in chunk.words:
        for i, ch in enumerate(w.text):
            if ch == "[":
                depth += 1
            elif ch == "]" and depth:
                depth -= 1
            elif ch == "]" and i and w.text[i - 1].isalpha() and read_by_ocr(w) and w not in out:
                out.append(w)
    return out if len(out) >= BRACKETED_LETTERS else []


DIGIT_LETTERS = 2  # words with a letter read as a digit: one may be a code or a slip, two say the print reads so
# the letters a 1 or a 0 is drawn like: a harsh print loses an r's arm and an f's bar, leaving the stem Tesseract reads
# as 1 (`o1` for or, `answe1`); an i's dot or an l's foot lost reads 1 too (`1s`, `1t`); an o reads 0
_DRAWN_AS = {"1": "lirf", "0": "o"}
_DIGIT_IN_WORD = re.compile(r"[A-Za-z]*[01][A-Za-z01]*")
_CODE_NUMBER = re.compile(r"[A-Z]+[01]+")  # a code or a grid reference (`A1`, `M1`): print sets these


def digit_letters(chunk: Chunk) -> list[Span]:
    """OCR'd words in which a 1 or 0 stands for the letter it is drawn like, when DIGIT_LETTERS or more of a chunk's
    words read so: `o1` for or, `1s` for is, `answe1`, `Lesso1` (harsh deeds and statutes of the damage seeds: seed
    9989's lease deed opening, `This Deed Of Lease 1s made ... possessed of o1 otherwise`; seed 8901's Cybercrime
    definition (h), `o1` twice and `1s`). Tesseract reads such words at 0.6-0.9 and `1s` passes as a number, so the
    chunk's confidence holds while the short words that carry its sense (or, is, of) are wrong. A word counts only
    when a 1 or 0 read as its letter makes a word English knows (`_DRAWN_AS`); numbers that start with their digits
    (`101a`, `10la` inserted sections, `5th`) and codes (`A1`) are print. English prose chunks only."""
    if chunk.kind == "table" or chunk.language not in (None, "", "eng"):
        return []
    out = [w for w in words_read_by_ocr(chunk) if _letter_read_as_digit(lexicon.core(w.text))]
    return out if len(out) >= DIGIT_LETTERS else []


def _letter_read_as_digit(token: str) -> bool:
    """A token of letters with a 1 or 0 among them that a 1 or 0 read as its letter makes an English word."""
    if not _DIGIT_IN_WORD.fullmatch(token) or not any(c.isalpha() for c in token) or _CODE_NUMBER.fullmatch(token):
        return False
    if token[0] in "01" and not (len(token) == 2 and token[1].islower()):
        return False  # a number opening with its digits (`101a`, `10la`); `1s`, `0f` are words
    readings = [""]
    for ch in token.lower():
        readings = [r + letter for r in readings for letter in _DRAWN_AS.get(ch, ch)][:256]
    return any(r in SHORT_WORDS if len(r) <= 2 else lexicon.is_known(r) is True for r in readings)


_LONE = re.compile(r"[b-z]")  # English's one-letter words are `a` and `I`; `o` (vocative) no Act prints
_DEFINES = {"is", "means", "equals", "represents", "denotes"}  # `where n is the number of days`: a formula's variable


def lone_letters(chunk: Chunk) -> list[Span]:
    """OCR'd words of one small letter other than `a`, between two words of letters, in English prose: no English word
    stands so, it is a word whose other letters the scan lost (seed 9991's Malaysian amending bill, moderate, s. 31:
    `Section 70 of the principal Act i mended by substituting for t words`, for `is amended ... for the words`,
    0.95 similar to its truth, indexed at 0.90: Tesseract reads what ink is left surely). A bracketed label `(b)`,
    a citation's letter before its number (`[L 1969, c 187]`, `s 5`), a placeholder before dots (`Mr. i ...`) and
    a formula's variable (`where n is`) are print, so a neighbour must be a word of letters and the next no verb
    that defines. English prose chunks only (Acts, bills, deeds and contracts alike)."""
    if chunk.kind == "table" or chunk.language not in (None, "", "eng"):
        return []
    words = words_read_by_ocr(chunk)
    return [w for k, w in enumerate(words[1:-1], 1) if _LONE.fullmatch(w.text)
            and all(len(t := lexicon.core(words[j].text)) >= 2 and t.isalpha() for j in (k - 1, k + 1))
            and lexicon.core(words[k + 1].text).lower() not in _DEFINES]


NEAR_LINES = 1  # read lines between two broken line ends of different chunks for them to count as one cut
PITCH = 2.0  # text heights: body print's line pitch is under this (a line lost whole between them is as good as read)


def cut_beside(chunks: list[Chunk], languages: list[str] | None = None) -> dict[int, tuple[Span, Span]]:
    """Per chunk (by index): a line of it that stops on a broken word (as in `broken_lines`) and a line of another
    chunk beside it, at most NEAR_LINES read lines away in the same column, that does too: `... or b` ending
    section 7 and `... shall su` opening section 8 under a torn corner that left no unread region. Print breaks
    no line inside a word without a hyphen, and two such ends one over the other are a cut edge, not two misreads,
    whichever chunks the lines fell to; `broken_lines` counts them inside one chunk only."""
    ends: list[tuple[int, Span, list[Span]]] = []
    lines: list[list[Span]] = []
    for k, chunk in enumerate(chunks):
        if chunk.kind == "table":
            continue
        for line in word_lines(words_read_by_ocr(chunk)):
            lines.append(line)
            last = line[-1]
            if (m := _LINE_END.match(last.text)) and not _ABBREVIATION.match(last.text) \
                    and _broken(m.group(1), languages):
                ends.append((k, last, line))
    out: dict[int, tuple[Span, Span]] = {}
    for k, word, line in ends:
        for j, other, other_line in ends:
            if j != k and other.page == word.page and _near(lines, line, other_line):
                out.setdefault(k, (word, other))
    _short_under_cut(chunks, lines, ends, out)
    return out


def _near(lines: list[list[Span]], a: list[Span], b: list[Span]) -> bool:
    """Two read lines of a page in one column, at most NEAR_LINES read lines apart."""
    return a[0].page == b[0].page and _same_column(a, b) and _lines_between(lines, a, b) <= NEAR_LINES \
        and abs(_top(b) - _top(a)) <= (NEAR_LINES + 1) * PITCH * _height(a)


def _short_under_cut(chunks: list[Chunk], lines: list[list[Span]], ends: list[tuple[int, Span, list[Span]]],
                     out: dict[int, tuple[Span, Span]]) -> None:
    """A page's last (or first) read line in its column that stops mid-sentence (no stop after its last word) a text
    height or more short of where a line of another chunk just above (below) it stopped on a broken word: a torn
    corner's edge crosses the page's last lines, and a word it cut may leave a listed word (seed 8822 09_statute, a
    white-lid tear: `... details about one particula` / `person can be found easily.` / `(e) ... any information
    tha`, the page's last line, `t shows who` lost; `tha` is listed, so `(e)` stood indexed at 0.92 similar)."""
    if not ends:
        return
    owner = {id(w): k for k, c in enumerate(chunks) if c.kind != "table" for w in c.words}
    for line in lines:
        last = line[-1]
        k = owner.get(id(last))
        if k is None or k in out or last.text.rstrip().endswith(lexicon.SENTENCE_END):
            continue
        below = any(ln is not line and ln[0].page == line[0].page and _same_column(ln, line) and _top(ln) > _top(line)
                    for ln in lines)
        above = any(ln is not line and ln[0].page == line[0].page and _same_column(ln, line) and _top(ln) < _top(line)
                    for ln in lines)
        if below and above:
            continue
        for j, word, other in ends:
            if j != k and _near(lines, other, line) and (_top(other) < _top(line)) == (not below) \
                    and last.bbox[2] <= word.bbox[2] - _height(line):
                out[k] = (last, word)
                break


def _height(line: list[Span]) -> float:
    return max(w.bbox[3] for w in line) - _top(line)


def _top(line: list[Span]) -> float:
    return min(w.bbox[1] for w in line)


def _same_column(a: list[Span], b: list[Span]) -> bool:
    return min(a[-1].bbox[2], b[-1].bbox[2]) > max(a[0].bbox[0], b[0].bbox[0])


def _lines_between(lines: list[list[Span]], a: list[Span], b: list[Span]) -> int:
    """Read lines of the page whose tops lie between those of `a` and `b`, in their column."""
    top, bottom = sorted((_top(a), _top(b)))
    return sum(1 for ln in lines if ln[0].page == a[0].page and top < _top(ln) < bottom
               and _same_column(ln, a) and ln is not a and ln is not b)


# Tesseract's doubt on a starved page is the page's, not each chunk's: the dictionary words of a page read well sit at
# a median confidence of 0.96-0.97 (clean and moderate scans of the damage seeds), of a harsh page read right or nearly
# so at 0.84-0.93, whatever the chunk (`slight_doubt`, `label_heading_signals`, `page_wide_fades` judge by it). The
# chunk's review threshold is not lowered by it (session 23, s91loss: the lowering to >= 0.70 indexed really wrong
# chunks read at 0.70-0.80 on harsh pages, seeds 9985, 9989, 9991, 8902, and wrong-path ones on 8901 and 8902)
SURE_LEVEL = 0.96
LEVEL_WORDS = 20  # known words a page needs before their median says how sure the page reads


def page_levels(pages: list[Page], languages: list[str] | None = None) -> dict[int, float]:
    """Per OCR'd page, the median Tesseract confidence of its dictionary words of four letters or more (read right
    nearly always, see `signals`): how sure the page's print lets Tesseract be of what it reads right."""
    out: dict[int, float] = {}
    for page in pages:
        sure = [w.confidence for w in words_read_by_ocr(page) if _dictionary_word(w.text, languages)]
        if len(sure) >= LEVEL_WORDS:
            out[page.number] = statistics.median(sure)
    return out


PAGE_WIDE = 0.5  # fade bands over this share of a page's read lines are the page's print, not damage to it


def label_heading_signals(chunk: Chunk, sig: dict[str, float], labelled: set[int],
                          levels: dict[int, float]) -> dict[str, float]:
    """A heading chunk that prints nothing but its own label, exactly as its path has it (`PART IV`: no stroke read for
    another, no title), every word of it vouched by the sequence (`label_words`: a sibling numbered next to it prints
    its own label), reads as sure as its page's known words (`page_levels`) when Tesseract doubted it more: a Part or
    Chapter line set in a larger or spaced face reads at 0.6-0.7 on a page whose prose reads at 0.89 (seed 9968
    real05's PART IV and PART V, harsh, read right at 0.65 and sent to review on that alone). Its words are the label
    the numbering confirms, so there is nothing else in it to doubt; a heading with any other word, or a numeral
    read with look-alike strokes (`PART Il`), keeps Tesseract's figure."""
    words = chunk.words
    if (not chunk.structure_path or chunk.kind == "table" or not words or not all(read_by_ocr(w) for w in words)
            or any(id(w) not in labelled for w in words)):
        return sig
    printed = [t for w in words for t in _TOKEN.findall(w.text.lower())]
    if printed != _TOKEN.findall(chunk.structure_path[-1].lower()):
        return sig
    on = [w.page for w in words]
    level = levels.get(max(set(on), key=on.count))
    if level is None or level <= sig["ocr_mean"]:
        return sig
    return {**sig, "ocr_mean": round(level, 4)}


def page_wide_fades(pages: list[Page], levels: dict[int, float]) -> set[int]:
    """Ids of the fade bands of starved pages (their known words' level under SURE_LEVEL) that lie over PAGE_WIDE of
    the page's read lines or more: on a harsh scan every line is a band (`marks.restore_faded` restores them all), so
    a band there says the page's print is light, not that a clause under it faded. Their words are judged as the page's
    other words are (plausibility, low share, the page-relative threshold), not as marked ones: under such bands every
    word no list knows sent its chunk to review (`reqistration`, `o1`), out of the bands only a share of them does.
    A band over a few lines of a page (real damage) and any band the ink accounting has not judged stay marks."""
    out: set[int] = set()
    for page in pages:
        fades = [m for m in page.marks if m.kind == "fade" and m.explained is not None]
        level = levels.get(page.number)
        if not fades or not page.lines or level is None or level >= SURE_LEVEL:
            continue
        under = sum(any(overlap_share(ln.bbox, m.bbox) > 0.5 for m in fades) for ln in page.lines)
        if under >= PAGE_WIDE * len(page.lines):
            out |= {id(m) for m in fades}
    return out


def reasons_for(sig: dict[str, float], confidence: float, settings: Knobs, mark_kinds: set[str]) -> list[str]:
    """Why a chunk goes to review from its signals."""
    reasons: list[str] = []
    if confidence < settings.review_threshold:
        reasons.append(f"confidence {confidence:.2f} under threshold {settings.review_threshold:.2f}")
    if sig["low_share"] > HARD_LOW_SHARE:
        reasons.append(f"{sig['low_share']:.0%} of words read with low OCR confidence")
    if sig["plausibility"] < HARD_PLAUSIBILITY:
        reasons.append(f"only {sig['plausibility']:.0%} of words are recognisable (garbled text)")
    for kind in sorted(mark_kinds):
        reasons.append(f"{kind} over the text" if kind != "fade" else "faded text")
    return reasons


def _mark_kinds(chunk: Chunk, marks: list[Mark]) -> set[str]:
    kinds = {m.kind for w in chunk.words if (m := _marked(w, marks)) is not None}
    # a mark may wipe the words out altogether; it still hits the chunk's region
    for region in chunk.regions:
        for mark in marks:
            if mark.page == region.page and overlap_share(mark.bbox, region.bbox) >= 0.15 and _hides(mark, None):
                kinds.add(mark.kind)
    return kinds


# how pdfminer writes a glyph its font maps to no character (`সনে(cid:19)র`: a shaped Bengali PDF's reordered
# vowel sign): the word's letters are not what the page prints, and a text layer's words carry no doubt of their own
UNMAPPED = "(cid:"
# ... glued to letters it stands for a lost one; alone (`(cid:127) a President, ...`, a list's bullet on a born page
# of corpus fresh17's student constitution) it is a sign, and the words around it are the layer's own
_UNMAPPED_GLYPH = re.compile(r"\(cid:\d+\)")


def score_chunks(chunks: list[Chunk], pages: list[Page], settings: Knobs) -> list[Chunk]:
    """Set confidence, low_confidence_spans, signals, route and review_reasons on every chunk."""
    languages = langid.document_languages(pages)
    numbered = sibling_numbers(chunks)
    levels = page_levels(pages, languages or None)
    wide = page_wide_fades(pages, levels)
    marks = [m for p in pages for m in p.marks if id(m) not in wide]
    beside = cut_beside(chunks, languages or None)
    sure = sure_words(chunks)
    for k, chunk in enumerate(chunks):
        chunk_languages = list(dict.fromkeys([chunk.language, *languages] if chunk.language else languages))
        labelled = label_words(chunk, numbered)
        own = [m for m in marks if not confirms_label(m, chunk, labelled)]
        labelled |= heading_words(chunk, chunk_languages or None, sure)
        labelled |= sure_elsewhere(chunk, chunk_languages or None, sure)
        sig, flagged = signals(chunk.words, own, settings.low_word_confidence, chunk_languages or None,
                               labelled, junk=chunk.kind != "table")
        sig = label_heading_signals(chunk, sig, labelled, levels)
        chunk.signals = sig
        chunk.confidence = combine(sig)
        chunk.low_confidence_spans = flagged
        chunk.review_reasons = reasons_for(sig, chunk.confidence, settings, _mark_kinds(chunk, own))
        zeros = native_zeros.repair(chunk)  # `0৯` for `০৯`: written in its script, no unconfirmed ASCII number
        disputed = [w for w in disputed_words(chunk, settings.low_word_confidence, chunk_languages)
                    if id(w) not in zeros]
        if disputed:
            indic = langs.LANGUAGES[indic_language(chunk, chunk_languages) or chunk.language].name
            send_to_review(chunk, f"numbers or Latin letters in {indic} text "
                                  f"read unsure: {' '.join(w.text for w in disputed[:5])}")
        unmapped = [w for w in chunk.words if UNMAPPED in w.text and _UNMAPPED_GLYPH.sub("", w.text).strip(".,;:")]
        if unmapped:  # a text layer kept (pages.MAX_UNMAPPED lets 1% through) whose font could not map a glyph
            send_to_review(chunk, "glyphs the PDF's font does not map to letters (the text layer lost them): "
                                  + ", ".join(repr(w.text) for w in unmapped[:5]), unmapped)
        guessed = guessed_words(chunk)
        if guessed:
            send_to_review(chunk, "words Tesseract all but guessed: " + ", ".join(
                f"{w.text!r} ({w.confidence:.2f})" for w in guessed[:5]), guessed)
        suspect = suspect_words(chunk)
        if suspect:
            send_to_review(chunk, "words that read like misreadings of commoner ones: " + ", ".join(
                f"{w.text!r} ({likelier}?)" for w, likelier in suspect[:5]), [w for w, _ in suspect])
        term = defined_term_doubt(chunk, chunk_languages or None, sure)
        if term:
            send_to_review(chunk, "the defined term read unsure: " + ", ".join(
                f"{w.text!r} ({w.confidence:.2f})" for w in term[:4]), term)
        gaps = line_gaps(chunk)
        if gaps:
            a, b = gaps[0]
            send_to_review(chunk, f"a blank inside a line between {a.text!r} and {b.text!r} (page {a.page}): "
                                  "words may be missing", (a, b))
        announced = announced_missing(chunk)
        if announced:
            send_to_review(chunk, f"the text announced by '{announced}' is not in the chunk (its next item "
                                  "follows at once): lost, or read into another chunk")
        broken = broken_end(chunk, chunk_languages or None)
        if broken is not None:
            send_to_review(chunk, f"the text stops on a broken word {broken.text!r} (page {broken.page}): the "
                                  "rest of its line may be lost", [broken])
        cut = broken_lines(chunk, chunk_languages or None)
        if cut:
            send_to_review(chunk, f"{len(cut)} lines stop on a broken word ("
                                  + ", ".join(repr(w.text) for w in cut[:4])
                                  + f"; page {cut[0].page}): the rest of those lines may be lost", cut)
        if k in beside and not cut:
            cut_word, other = beside[k]
            send_to_review(chunk, f"lines here and beside stop on a broken word ({cut_word.text!r}, "
                                  f"{other.text!r}; page {cut_word.page}): the edge of the print there may be "
                                  "cut off", [cut_word])
        bracketed = bracket_letters(chunk)
        if bracketed:
            send_to_review(chunk, "letters read as a bracket that closes nothing: " + ", ".join(
                repr(w.text) for w in bracketed[:5]), bracketed)
        drawn = digit_letters(chunk)
        if drawn:
            send_to_review(chunk, "letters read as digits: " + ", ".join(repr(w.text) for w in drawn[:5]), drawn)
        lone = lone_letters(chunk)
        if lone:
            send_to_review(chunk, "words read as a lone letter (their other letters lost): " + ", ".join(
                f"'{w.text}' (page {w.page})" for w in lone[:5]), lone)
        lookalike = lookalike_numbers(chunk)
        if lookalike:
            send_to_review(chunk, "numbering misread by OCR: " + ", ".join(repr(w.text) for w in lookalike[:3])
                                  + f" opens a line as a clause number would (page {lookalike[0].page})",
                           lookalike)
        repair_vouched_label(chunk, numbered)
        label = misread_label(chunk, numbered)
        if label:
            send_to_review(chunk, f"numbering misread by OCR: the page does not print {label!r} as such")
        chunk.route = "review" if chunk.review_reasons else "index"
    return chunks


# the reasons that judge how a few words were read and nothing else: the chunk's confidence, a fade over words read
# unsure, words all but guessed, like misreadings of commoner ones, with letters read as digits or read as a lone
# letter (`score_chunks`)
_WORD_DOUBTS = ("confidence ", "faded text", "words Tesseract all but guessed: ",
                "words that read like misreadings of commoner ones: ", "letters read as digits: ",
                "words read as a lone letter ")
SLIGHT_WORDS = 20  # OCR'd words a chunk needs before a few doubted ones among them cannot make it really wrong ...
SLIGHT_SHARE = 0.05  # ... when their letters are at most this share of its letters (all wrong: still ~0.95 similar)


def index_slight_doubts(chunks: list[Chunk], pages: list[Page]) -> None:
    """Index the chunks `slight_doubt` clears whose only review reasons are word doubts, unless their parent unit's
    chunk, a sibling before them or a unit under them is in review for anything else: on a harsh scan Tesseract
    doubts the whole page, so a long chunk of it with a few words read unsure is held by the page's doubt, not its
    own; but a gap, a misread number or lost text before it may have moved it under another parent with nothing wrong
    in its words (seed 9979's 03_statute: `(c)` read into `(b) > (2)` with a blank in its line, so `(c) > (4)` stood
    as `(b) > (4)`, held only for `meas`). Run after every loss check has added its reasons."""
    levels: dict[int, float] | None = None  # measured once, on the first chunk that could be indexed
    troubled: set[tuple[str, ...]] = set()  # parents under which a unit is in review for more than word doubts
    # units with a descendant in review for more (a parent whose items lost text or a label holds little of it)
    above = {tuple(c.structure_path[:k]) for c in chunks if c.route == "review" and not _doubts_only(c)
             for k in range(1, len(c.structure_path))}
    for chunk in chunks:
        path = tuple(chunk.structure_path)
        if chunk.route == "review" and not _doubts_only(chunk):
            troubled |= {path, path[:-1]} if path else set()
        elif (path and chunk.route == "review" and chunk.review_reasons and path[:-1] not in troubled
              and path not in above):
            if levels is None:
                levels = page_levels(pages, langid.document_languages(pages) or None)
            if not slight_doubt(chunk, levels):
                continue
            chunk.review_reasons = []  # its doubted words stay in low_confidence_spans for whoever reads it
            chunk.route = "index"


def _doubts_only(chunk: Chunk) -> bool:
    return all(r.startswith(_WORD_DOUBTS) for r in chunk.review_reasons)


def slight_doubt(chunk: Chunk, levels: dict[int, float]) -> bool:
    """An English prose chunk of SLIGHT_WORDS OCR'd words or more, on a starved page (its known words' level under
    SURE_LEVEL: a harsh scan), whose doubted words (`low_confidence_spans`: read unsure, odd, guessed, misreading-like)
    hold at most SLIGHT_SHARE of its letters and no digit: were every doubted letter wrong, they alone would take its
    text to about 0.95 similar to the page, no further. That bound covers only the doubted words: a misread Tesseract
    was sure of is not counted, so it is no proof, and the measured margin is what backs it (damage seeds 9979, 9985
    and 3319, harsh: the chunks it clears were 0.96-0.99 similar, `Phat` for That, `f this Ack ... ftoree` for of this
    Act ... force; the nearest really wrong chunk held by word doubts alone doubts 14.5% of its letters). A number or
    amount read unsure (`(PRHPRBOO,O000.,00)`) or a short chunk (a 13-word definition whose next line was lost, 0.93
    similar, 3% doubted) keeps its review."""
    words = words_read_by_ocr(chunk)
    if chunk.kind == "table" or chunk.language not in (None, "", "eng") or len(words) < SLIGHT_WORDS:
        return False
    on = [w.page for w in words]
    level = levels.get(max(set(on), key=on.count))
    if level is None or level >= SURE_LEVEL:
        return False
    doubted = [w for w in chunk.low_confidence_spans if read_by_ocr(w)]
    if any(ch.isdigit() for w in doubted for ch in w.text) or _numbers_place(doubted, words):
        return False
    return sum(len(w.text) for w in doubted) <= SLIGHT_SHARE * sum(len(w.text) for w in words)


_NUMBER_SIGN = re.compile(r"No[.,]", re.IGNORECASE)  # `No.` (its period may read as a comma): a number follows it


def _numbers_place(doubted: list[Span], words: list[Span]) -> bool:
    """A doubted word read where a number stands (after `No.`: `Republic Act No. 11111` read `No, Lillt!` at 0.08 on
    seed 9991's harsh statute, an amendment note of 7 words 3 of them misread): a number read as letters is a misread
    number, which keeps its review as a doubted digit does."""
    doubt = {id(w) for w in doubted}
    return any(id(w) in doubt and _NUMBER_SIGN.fullmatch(before.text)
               for before, w in zip(words, words[1:], strict=False))
