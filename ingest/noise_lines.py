"""Words OCR wrote where it read none: a line of a sentence read as letter noise, a sign in a word's place.

The chunk goes to review naming the line (apart from unread.py, whose regions are print OCR returned nothing for).
"""

from __future__ import annotations

import unicodedata

from ingest import languages as langs
from ingest import lexicon
from ingest.scanned import read_by_ocr
from ingest.unread import send_to_review
from schemas import Chunk

# a sentence's end, or the colon-dash that ends a lead-in before its list or quoted insertion, typed `:-` (South
# Asian print: `பின்வருமாறு திருத்தப்படுகின்றது:-`, `namely:-`) as often as `:—`
LINE_ENDS = (*lexicon.SENTENCE_END, ":-")


def noise_lines(chunk: Chunk) -> list[str]:
    """The lines of an OCR'd chunk inside a running sentence (the line before and the line itself end none) that
    hold no known word and at least one non-word (`(2) The contract shall state the particulars set ont an the
    Second` / `hecdit le`: `Schedule.` read as noise at 0.24)."""
    lines = _ocr_text_lines(chunk)
    out = []
    for before, line in zip(lines, lines[1:], strict=False):
        if not before.strip() or before.rstrip().endswith(LINE_ENDS) or line.rstrip().endswith(LINE_ENDS):
            continue
        known = [_known(w, chunk.language) for w in line.split()]
        if known and True not in known and False in known:
            out.append(line.strip())
    return out


def _known(word: str, language: str) -> bool | None:
    """Whether a word is known in the lists of its own script: the chunk's language for Latin words (English's
    alone for an English chunk), the script's languages for Indic words (judged by English's lists alone, every
    correct Hindi or Tamil word is a non-word, and every wrapped line of an Indic sentence would be noise)."""
    core = lexicon.core(word)
    if _initials(core):
        return None  # initials with their dots say nothing, in any script (`S.C.` as `ச.வ.ஓ.`, a bill's number's)
    script = langs.script_of(core)
    if script and script != "Latin":
        own = [language] if language and langs.script_of_language(language) == script else []
        return lexicon.is_known(word, own + langs.candidates(script))
    return lexicon.is_known(word, [language] if language and language != "eng" else None)


def _initials(core: str) -> bool:
    """Two or more letters, each with its dot (the last one's taken off by `core`), each letter with its signs only
    (a vowel sign or virama on an Indic consonant): an abbreviation such as `S.C.`, `ச.வ.ஓ.`, `भा.द.सं.`."""
    parts = core.split(".")
    return len(parts) > 1 and all(p and p[0].isalpha() and all(unicodedata.category(c).startswith("M") for c in p[1:])
                                  for p in parts)


def flag_noise_lines(chunks: list[Chunk]) -> None:
    """A line of a sentence read as no word at all: the words printed there were not read, however sure the
    chunk's other words are (a faded or starved line's end reads as letter noise). The chunk goes to review,
    naming the line; nothing is guessed in its place."""
    for chunk in chunks:
        found = noise_lines(chunk)
        if found:
            send_to_review(chunk, f"a line of a sentence read as no word ('{found[0][:40]}', page "
                                  f"{chunk.page_start}): the words printed there were not read")
        signs = sign_words(chunk)
        if signs:
            send_to_review(chunk, f"a sign read in a word's place ('{signs[0][:40]}', page {chunk.page_start}): "
                                  "the word printed there was not read")


# letter-shaped signs OCR writes for a blotted or faded word (a round blot reads `©`); print sets them beside a
# name or a figure (`© Crown copyright`, `50¢`), never alone between two words of a sentence
SIGN_WORDS = set("©®™¢¥¤")
LIST_JOINS = {"and", "or", "but", "and/or"}  # a list item's last word before the next item


def sign_words(chunk: Chunk) -> list[str]:
    """The lines of an OCR'd chunk where a sign stands alone in a word's place inside a sentence: after a word on
    its line (or first on a line whose line before runs on, ending in a word that joins no list item) and before
    a lower-case word (`... with the` / `© of using that item`: `intent` read as `©`)."""
    lines = _ocr_text_lines(chunk)
    out = []
    for k, line in enumerate(lines):
        tokens = line.split()
        for i, token in enumerate(tokens[:-1]):
            if not set(token) <= SIGN_WORDS or not tokens[i + 1][:1].islower():
                continue
            before = tokens[i - 1] if i else (lines[k - 1].split() or [""])[-1] if k else ""
            if before[-1:].isalpha() and (i or before.lower() not in LIST_JOINS):
                out.append(line.strip())
                break
    return out


def _ocr_text_lines(chunk: Chunk) -> list[str]:
    """The lines of a chunk whose words OCR read (none for a table or a text-layer chunk)."""
    if chunk.kind == "table" or not read_by_ocr(chunk):
        return []
    return (chunk.body or chunk.text).splitlines()
