"""Checks a value can fail on its own evidence: words = figures, real and ordered dates, survey pattern, one name.

A failed check never changes a value: it sends the field to a person with the reason.
"""

from __future__ import annotations

import datetime as dt
import re
from difflib import SequenceMatcher

from ingest.amounts import figures_value, lakh_grouping_ok, words_value
from ingest.dates import parse_date
from ingest.extract_deed import HONORIFIC, SURVEY_PATTERN
from ingest.lexicon import _plausible_name, core, is_known, is_odd, wordlist
from schemas.extraction import ExtractedField, FieldCheck

REGISTRATION_WINDOW_DAYS = 122  # Registration Act 1908 s.23: presented within four months of execution
SIMILAR_NAME = 0.8  # at least this alike (and not equal) = the same person written differently
NAME_MENTION = re.compile(rf"{HONORIFIC}\s+(?P<v>[A-Z][A-Za-z.'\-]*(?:\s+[A-Z][A-Za-z.'\-]*){{1,5}})")
PAN = re.compile(r"^[A-Z]{5}\d{4}[A-Z]$")
AADHAAR = re.compile(r"^\d{12}$")


def run_checks(fields: dict[str, ExtractedField], text: str, today: dt.date | None = None) -> None:
    """Add every applicable check to the fields, in place."""
    _amount(fields)
    _dates(fields, today or dt.date.today())
    _patterns(fields)
    _names(fields, text)
    _words(fields)
    _confusable(fields, text)
    _lexicon_twin(fields, text)


# free-text fields whose every word should be a word or a pronounceable name ("lyer" is "Iyer" misread)
WORDY = re.compile(r"(\.name|\.address|\.boundaries\.\w+|\.village|\.taluka|\.district|\.office|"
                   r"transactions\.\d+\.(parties|nature))$")
HONORIFICS = {"mr", "mrs", "ms", "smt", "shri", "sri", "dr", "m/s", "kum", "no", "nos", "sq", "ft", "st", "rd"}


def _words(fields: dict[str, ExtractedField]) -> None:
    for key, field in fields.items():
        if not field.value or not WORDY.search(key):
            continue
        bad = [w for w in field.value.split() if _doubtful_word(w)]
        _add(field, "words_plausible", not bad, "" if not bad else f"doubtful words: {', '.join(bad[:3])}")


def _doubtful_word(word: str) -> bool:
    """An odd character mix, or an alphabetic word that is neither a word nor a pronounceable name."""
    if is_odd(word) or not any(c.isalnum() for c in word) and word not in ("-", "–", "&"):
        return True  # "S3ction", or a stray "_" / "|" the scanner's dust became
    core_word = core(word)
    if core_word.lower().rstrip(".") in HONORIFICS or not core_word.isalpha():
        return False
    word_like = core_word.title() if core_word.isupper() else core_word
    if is_known(word_like) is not False:
        return False
    # a capitalised, pronounceable name one letter from a dictionary word ("Baner", "Bauer") is still a name
    return not (word_like[:1].isupper() and _plausible_name(word_like.lower()))


def _add(field: ExtractedField | None, name: str, passed: bool, detail: str = "") -> None:
    if field is not None:
        field.checks.append(FieldCheck(name=name, passed=passed, detail=detail))


def _amount(fields: dict[str, ExtractedField]) -> None:
    fig, words = fields.get("consideration.figures"), fields.get("consideration.words")
    f_val = figures_value(fig.value or "") if fig else None
    if fig is not None:
        _add(fig, "figures", f_val is not None and lakh_grouping_ok(fig.value or ""),
             f"read as {f_val}" if f_val is not None else "no number in the figures")
        if f_val is not None:
            fig.value = str(f_val)
    if fig is not None and words is not None:
        w_val = words_value(words.value or "")
        same = w_val is not None and w_val == f_val
        detail = (f"words say {w_val:,} and figures say {f_val:,}" if w_val is not None and f_val is not None
                  else "the words do not read as a number")
        for f in (fig, words):
            _add(f, "words_equal_figures", same, "" if same else detail)
    elif fig is not None or words is not None:
        _add(fig or words, "words_equal_figures", False, "only one of figures and words was found")
    duty = fields.get("stamp_duty")
    if duty is not None:
        d_val = figures_value(duty.value or "")
        ok = d_val is not None and lakh_grouping_ok(duty.value or "")
        _add(duty, "figures", ok, f"read as {d_val}")
        if d_val is not None:
            duty.value = str(d_val)


def _dates(fields: dict[str, ExtractedField], today: dt.date) -> None:
    parsed: dict[str, dt.date] = {}
    for key in ("execution_date", "registration.date", "period_from", "period_to", "assent_date"):
        field = fields.get(key)
        if field is None:
            continue
        day = parse_date(field.value or "")
        ok = day is not None and dt.date(1860, 1, 1) <= day <= today
        _add(field, "valid_date", ok, day.isoformat() if day else f"not a real date: {field.value!r}")
        if day is not None:
            field.value = day.isoformat()
            parsed[key] = day
    ex, reg = parsed.get("execution_date"), parsed.get("registration.date")
    if ex and reg:
        ok = 0 <= (reg - ex).days <= REGISTRATION_WINDOW_DAYS
        detail = f"executed {ex}, registered {reg}"
        _add(fields["execution_date"], "dates_ordered", ok, detail)
        _add(fields["registration.date"], "dates_ordered", ok, detail)
    start, end = parsed.get("period_from"), parsed.get("period_to")
    if start and end:
        _add(fields["period_from"], "dates_ordered", start < end, f"{start} to {end}")
        _add(fields["period_to"], "dates_ordered", start < end, f"{start} to {end}")


TRUNCATED = re.compile(r"\b(?:No|Nos|Sy|S|Smt|Shri|Sri|Mr|Mrs|Ms|Dr|St|Rd|of|the|and|by|at|to)\.?$", re.I)


def _patterns(fields: dict[str, ExtractedField]) -> None:
    survey = fields.get("property.survey_number")
    if survey is not None:
        ok = bool(SURVEY_PATTERN.match(survey.value or ""))
        _add(survey, "survey_pattern", ok, "" if ok else f"{survey.value!r} is not like 117/4, 52/1A or 308")
    for key, field in fields.items():
        if key in ("registration.number",) or key.endswith(".document_number"):
            ok = bool(field.value) and " " not in field.value
            _add(field, "number_whole", ok, "" if ok else f"{field.value!r} is split: a character may be lost")
        elif key.endswith(".age"):
            ok = (field.value or "").isdigit() and 18 <= int(field.value or 0) <= 110
            _add(field, "age_plausible", ok, "" if ok else f"age {field.value!r}")
        elif key.endswith(".id_number"):
            ok = bool(PAN.match(field.value or "") or AADHAAR.match(field.value or ""))
            _add(field, "id_pattern", ok, "" if ok else f"{field.value!r} is neither a PAN nor an Aadhaar number")
        elif key.endswith((".address", ".office", ".village", ".taluka", ".district")) or ".boundaries." in key:
            ok = not TRUNCATED.search(field.value or "")
            _add(field, "complete", ok, "" if ok else f"{field.value!r} ends mid-phrase (cut at an abbreviation?)")
        elif key.endswith(".name"):
            words = (field.value or "").split()
            ok = len(words) >= 2 and all(len(w) >= 2 for w in words)  # initials keep their dot: "R."
            _add(field, "name_shape", ok, "" if ok else f"{field.value!r} does not look like a whole name")
        elif key.endswith(".area"):
            ok = bool(re.fullmatch(r"\d{1,3}(,\d{2,3})*(\.\d+)?|\d+(\.\d+)?", field.value or ""))
            _add(field, "number", ok, "" if ok else f"{field.value!r} is not a number")


def _names(fields: dict[str, ExtractedField], text: str) -> None:
    """The same party must be written the same way wherever the deed names it (signatures, recitals)."""
    mentions = [" ".join(m.group("v").split()) for m in NAME_MENTION.finditer(text)]
    for key, field in fields.items():
        if not key.endswith(".name") or not field.value:
            continue
        name = field.value.upper()
        size = len(name.split())
        heads = {" ".join(m.split()[:size]) for m in mentions}  # a mention may run on into the next words
        variants = sorted(h for h in heads if h.upper() != name and _alike(h.upper(), name))
        _add(field, "same_name_everywhere", not variants,
             "" if not variants else f"also written as {', '.join(repr(v) for v in variants[:3])}")


def _alike(a: str, b: str) -> bool:
    """Same number of words and nearly the same letters: one person misspelt, not a relative or a neighbour."""
    if len(a.split()) != len(b.split()):
        return False
    return SequenceMatcher(None, a, b).ratio() >= SIMILAR_NAME


TOKEN = re.compile(r"[A-Za-z0-9]{3,}")
WORD = re.compile(r"[A-Za-z]{4,}")
# letters Tesseract swaps for one another; one such swap between a value's word and another word of the
# document means one of the two was misread ("TYER" in the parties clause, "Iyer" in the relation)
CONFUSABLE = {frozenset(p) for p in ("IT", "IL", "I1", "IJ", "O0", "OD", "OQ", "S5", "B8", "Z2", "G6", "CG", "EF",
                                     "UV", "HN", "MN", "RK", "CE")}


def _confusable(fields: dict[str, ExtractedField], text: str) -> None:
    vocabulary = {m.group().upper() for m in TOKEN.finditer(text)}  # no list of every token of a long document
    for key, field in fields.items():
        if not field.value or not WORDY.search(key):
            continue
        clashes = sorted({other for word in re.findall(r"[A-Za-z0-9]{3,}", field.value)
                          for other in _one_swap(word.upper(), vocabulary)})
        _add(field, "no_misread_twin", not clashes,
             "" if not clashes else f"the document also has {', '.join(clashes[:3])} (one OCR-confusable letter apart)")


def _one_swap(word: str, vocabulary: set[str]) -> list[str]:
    out = []
    for i, ch in enumerate(word):
        for pair in CONFUSABLE:
            if ch in pair:
                other = next(iter(pair - {ch}))
                twin = word[:i] + other + word[i + 1:]
                if twin in vocabulary:
                    out.append(twin)
    return out


# For names and places, two of Tesseract's swaps (misread, printed) beyond the lexicon's own CONFUSIONS (which
# `words_plausible` already applies): a serif capital I read as T ("Tyer"), an h whose ascender faded read as n
# ("Anmednagar"). Kept out of the lexicon's list, where they would turn rare words of body text into misreads.
NAME_CONFUSIONS = (("t", "i"), ("n", "h"))


def _lexicon_twin(fields: dict[str, ExtractedField], text: str) -> None:
    """A name or place printed once, itself no word, one OCR swap from a word or name the lexicon knows
    ("Tyer" / Iyer, "Anmednagar" / Ahmednagar): a misread the same-name and twin checks cannot see, because
    the document has no correctly read copy to compare with."""
    counts: dict[str, int] = {}
    for m in WORD.finditer(text):
        w = m.group().lower()
        counts[w] = counts.get(w, 0) + 1
    for key, field in fields.items():
        if not field.value or not WORDY.search(key):
            continue
        twins = [f"{w} (maybe {t})" for w in re.findall(r"[A-Za-z]{4,}", field.value)
                 if counts.get(w.lower(), 0) <= 1 and (t := _known_twin(w))]
        _add(field, "not_a_misread_word", not twins,
             "" if not twins else f"printed once and one OCR swap from a known word: {', '.join(twins[:3])}")


def _known_twin(word: str) -> str | None:
    lower = word.lower()
    known = wordlist()
    if lower in known:
        return None
    for wrong, right in NAME_CONFUSIONS:
        start = lower.find(wrong)
        while start != -1:
            twin = lower[:start] + right + lower[start + len(wrong):]
            if twin in known:
                return twin.title() if word[:1].isupper() else twin
            start = lower.find(wrong, start + 1)
    return None
