"""Signs Tesseract writes for a look-alike: Bengali's vowel sign aa (া) read as a full stop; Filipino `o` read `0`.

Tesseract's Bengali models (script and language model alike) read a word-final aa-kar in a serif face as U+09F7
(৷, the sign Bangladesh's statutes print as their full stop), as the danda, `|` or `!`: `না` comes back `ন৷`,
`অথবা` `অথব৷`, `বিক্রেতা` `বিক্রেত|`. On a scan they are one upright stroke and Tesseract keeps its full
confidence, so the chunk reads as wrong text at high confidence (on a clean scan of Noto Serif, 7 of 60 words).
A danda never stands inside a word, so there it is the vowel sign; at a word's end it may be a real full stop
(`আইন৷`), so the word's frequency decides: the vowel sign only where the word with it is far commoner than the
word without (`না` 7.0 Zipf against `ন` 4.4; `আইন` 5.6 keeps its danda against `আইনা` 2.3). Where the two are
close (`জেল` 4.9, `জেলা` 5.8), the sign is left as read. The Bengali script model, which also reads Assamese,
writes Assamese's `ৰ` for some `র`: Bengali has no such letter, so it is `র`.

The danda itself is read as a stroke too: `হইবে!`, `হইবে|` at a sentence's end (a Bengali statute prints no `!` or
`|`), and a provision's number `১৷` as `১1`, `৬!`, `১১l` at a line's start (native digits and an ASCII one never make
one number). What is left of such a stroke after the vowel sign's turn is the danda the page prints (`৷` or `।`,
whichever the page shows more of; `৷` when it shows neither).
"""

from __future__ import annotations

import re
from functools import lru_cache

from schemas import Line

DANDA_SIGN, AA = "\u09f7", "\u09be"
E_SIGN, O_SIGN = "\u09c7", "\u09cb"
STROKES = {DANDA_SIGN, "\u0964", "|", "!"}  # what the aa-kar is read as
ASSAMESE_RA, RA = "\u09f0", "\u09b0"  # the script model's Assamese `ৰ` for Bengali `র` (no Bengali word has it)
DANDA_STROKES = {"|", "!"}  # what a word-final danda is read as (U+0964 and U+09F7 are dandas already)
NUMBER_STROKES = {"1", "l", "|", "!"}  # ... and what a provision number's danda is read as
CONSONANTS = set(map(chr, range(0x0995, 0x09BA))) | {"\u09bc", "\u09ce", "\u09dc", "\u09dd", "\u09df"}  # and nukta
BENGALI_DIGITS = set(map(chr, range(0x09E6, 0x09F0)))
MARGIN = 1.0  # Zipf points the word with the vowel sign must be commoner by


def restore(lines: list[Line], languages: list[str]) -> list[str]:
    """The look-alikes put back on a page in Bengali (`restore_bengali`) or Filipino (`restore_filipino`), each change
    named in a note for the page."""
    return restore_bengali(lines, languages) + restore_filipino(lines, languages)


def restore_filipino(lines: list[Line], languages: list[str]) -> list[str]:
    """Filipino's commonest short word `o` ("or": `korporasyon o asosasyon`) read as the digit `0` between two words
    in a line with no other number (a Filipino statute prints no lone zero between words); in place, with a note."""
    if "fil" not in languages:
        return []
    changed = 0
    for line in lines:
        words = line.words
        if sum(any(c.isdigit() for c in w.text) for w in words) > 1:
            continue  # a line with numbers in it (`mula 0 hanggang 25`): a zero may be one
        hits = [k for k in range(1, len(words) - 1) if words[k].text == "0"
                and words[k - 1].text[-1:].isalpha() and words[k + 1].text[:1].isalpha()]
        for k in hits:
            words[k].text = "o"
        if hits:
            changed += len(hits)
            line.text = " ".join(w.text for w in words)
    return [f"Filipino `o` read as `0` between words put back ({changed} words)"] if changed else []


def restore_bengali(lines: list[Line], languages: list[str]) -> list[str]:
    """Put the vowel sign back in the words of a page in Bengali (in place: the words and their lines' text);
    returns a note for the page saying what was read and what stands now (none when nothing changed), so the
    change can be seen where the page is looked at."""
    if "ben" not in languages:
        return []
    shown = [w.text for line in lines for w in line.words]
    danda = "\u0964" if sum(t.count("\u0964") for t in shown) > sum(t.count(DANDA_SIGN) for t in shown) else DANDA_SIGN
    native = sum(ch in BENGALI_DIGITS for t in shown for ch in t) > sum(ch.isascii() and ch.isdigit()
                                                                      for t in shown for ch in t)
    changed: list[str] = []
    for line in lines:
        read = [w.text for w in line.words]
        fixed = [bengali_danda(bengali_aa(t, read[k + 1:k + 3]), k == 0 and len(read) > 1, danda)
                 for k, t in enumerate(read)]
        if native:
            fixed = [bengali_four(t, [x.text for x in line.words[max(0, k - 1):k + 2] if x is not w])
                     for k, (t, w) in enumerate(zip(fixed, line.words, strict=True))]
        if any(f != w.text for f, w in zip(fixed, line.words, strict=True)):
            for f, w in zip(fixed, line.words, strict=True):
                if f != w.text:
                    changed.append(f"{w.text} -> {f}")
                    w.text = f
            line.text = " ".join(w.text for w in line.words)
    if not changed:
        return []
    return [f"Bengali vowel sign aa and danda put back where OCR read a stroke ({len(changed)} words): "
            + ", ".join(changed[:12]) + (" ..." if len(changed) > 12 else "")]


def bengali_aa(token: str, after: list[str] | None = None) -> str:
    """`ন৷` -> `না`, `অথব৷,` -> `অথবা,`, `বিক্ৰেত!` -> `বিক্রেতা`; `আইন৷` and `১৷` as they are (a full stop, a
    provision's number). `after`: the words read after it on its line; a stroke before a cited number is no full
    stop (`ধার৷ ৭৮ এর` -> `ধারা ৭৮ এর`, `cites_next`)."""
    token = token.replace(ASSAMESE_RA, RA)
    if not STROKES.intersection(token):
        return token
    chars = list(token)
    for i, ch in enumerate(chars):
        if ch in STROKES and i > 1 and chars[i - 1] == E_SIGN and chars[i - 2] in CONSONANTS:
            _o_sign(chars, i)
            continue
        if ch not in STROKES or i == 0 or chars[i - 1] not in CONSONANTS:
            continue
        if i + 1 < len(chars) and _bengali_letter(chars[i + 1]):
            chars[i] = AA  # inside a word: no full stop stands there
            continue
        start = i
        while start > 0 and _bengali_letter(chars[start - 1]):
            start -= 1
        stem = "".join(chars[start:i])
        if _zipf(stem + AA) >= _zipf(stem) + MARGIN or (
                i == len(chars) - 1 and after and cites_next(after) and _zipf(stem + AA) >= max(_zipf(stem), CITING)):
            chars[i] = AA
    return "".join(chars)


CITING = 4.0  # Zipf: the word with the vowel sign must be a common one (`ধারা` 5.0, `উপ-ধারা`'s `ধারা`, `দফা` 4.7)
# a cited provision's number: native digits (a letter after them for an inserted one, `৩৪ক`), sub-parts in brackets
# (`১০(১)`), the genitive glued on (`৫-এ`, `৭-এর`), a comma or semicolon after; a digit read as its ASCII look-alike
# (`(2)` for `(২)`, `8` for `৪`) is one still
_CITED_NUMBER = re.compile(r"[0-9০-৯]{1,3}[\u0995-\u09b9]?(?:\([0-9০-৯\u0995-\u09b9]{1,3}\))*(?:-?এর|-?এ)?[,;:]?")
_CITED_LABEL = re.compile(r"\([0-9০-৯\u0995-\u09b9]{1,3}\)")  # `(২)`, `(ক)`: a sub-section or clause label ...
# ... followed by the case ending or postposition that cites it (`উপ-ধারা (২) এর`, `দফা (ক) এ`, `(১) অনুযায়ী`)
CITING_WORDS = frozenset("এর এ তে অনুযায়ী অনুসারে মোতাবেক অধীন অধীনে হইতে".split())
POSTPOSITIONS = frozenset("অনুযায়ী অনুসারে মোতাবেক".split())  # "according to": cite what stands before them


def cites_next(after: list[str]) -> bool:
    """The words after a word-final stroke cite a provision by its number, so the stroke ended no sentence: a bare
    number of three digits at most (`ধার৷ ৭৮ এর সংশোধন`, `নূতন ধার৷ ৩৪ক`), a bracketed label followed by the ending
    that cites it (`উপ-ধার৷ (২) এর`), or a postposition (`ধার৷ অনুযায়ী`, "under the section"). In the 53 Bengali
    gold texts of the looked-at halves no sentence's danda after a letter stands before any of them: a new sentence
    opens on a word, a provision's number with its own danda (`৪৷`) or a sub-section's label and its subject
    (`(২) সরকার ...`); a year after a danda (`হইবে। ১৯৯৪ সনের`, a shoulder heading) has four digits. The Bengali
    model reads `ধারা` ("section") with its aa-kar as the danda in every looked-at half (language fresh13-fresh18),
    and `ধার` (a loan) is a word too, so the word alone cannot say which was printed; chunks holding it were
    0.95-0.97 similar to their truth and indexed."""
    first = after[0] if after else ""
    if _CITED_NUMBER.fullmatch(first) or first.rstrip(",;:") in POSTPOSITIONS:
        return True
    return bool(_CITED_LABEL.fullmatch(first)) and len(after) > 1 and after[1].rstrip(",;:") in CITING_WORDS


def _o_sign(chars: list[str], i: int) -> None:
    """`কোনে৷` for `কোনো`: the vowel sign o (`ো`, drawn as `ে` and `া` around its letter) with its right half read as a
    stroke; inside a word always, at its end where the word with `ো` is MARGIN commoner (`হইবে৷` keeps its danda)."""
    start = i - 1
    while start > 0 and _bengali_letter(chars[start - 1]):
        start -= 1
    stem = "".join(chars[start:i - 1])
    inside = i + 1 < len(chars) and _bengali_letter(chars[i + 1])
    if inside or _zipf(stem + O_SIGN) >= _zipf(stem + E_SIGN) + MARGIN:
        chars[i - 1], chars[i] = O_SIGN, ""


def bengali_danda(token: str, first: bool, danda: str = DANDA_SIGN) -> str:
    """`হইবে!` -> `হইবে৷`; a line's first word `১1`, `৬!`, `১১l` -> `১৷`, `৬৷`, `১১৷` (a provision's number); `(১)`, `1`
    and `হইবে` as they are."""
    if len(token) > 1 and token[-1] in DANDA_STROKES and _bengali_letter(token[-2]):
        return token[:-1] + danda
    if first and len(token) > 1 and token[-1] in NUMBER_STROKES and 1 <= len(token) - 1 <= 3 \
            and all("\u09e6" <= ch <= "\u09ef" for ch in token[:-1]):
        return token[:-1] + danda
    return token


def bengali_four(token: str, beside: list[str]) -> str:
    """`8।` -> `৪।`, `১8` -> `১৪`, `(8)` -> `(৪)`: Bengali's four is drawn as an ASCII 8 and read so, at full confidence
    (and English's re-read agrees). Only on a page whose numbers are in Bengali digits, in a number with no other
    ASCII digit, with no Latin word beside it (`Act No. 8 of 1980` stays)."""
    digits = [ch for ch in token if ch.isdigit()]
    if "8" not in digits or any(ch.isascii() and ch != "8" for ch in digits) or any(
            ch.isascii() and ch.isalpha() for ch in token):
        return token
    if any(ch.isascii() and ch.isalpha() for word in beside for ch in word):
        return token
    return token.replace("8", "৪")


def _bengali_letter(ch: str) -> bool:
    """A letter or sign of Bengali words (not its digits, not the danda sign)."""
    return "\u0980" <= ch <= "\u09ff" and ch != DANDA_SIGN and not ch.isdigit()


@lru_cache(maxsize=4096)
def _zipf(word: str) -> float:
    from wordfreq import zipf_frequency  # only pages in Bengali pay for the import

    return zipf_frequency(word, "bn")
