"""Which languages a run of words is in: the script of its letters first, then the word list that knows most."""

from __future__ import annotations

from collections import Counter, defaultdict

from ingest import languages as langs
from ingest import lexicon
from ingest.errors import MissingDependencyError
from schemas import Page

MIN_LETTERS = 12  # letters of a script before it counts as on the page (a stray misread is not a language)
MIN_SHARE = 0.03  # ... and this share of the page's letters
ENGLISH_ENOUGH = 0.7  # Latin words this plausible as English are English: no other list is loaded to check
MIN_KNOWN = 0.5  # a language whose list knows fewer of the words than this has not been recognised
MIN_MARKERS = 3  # marker words (Language.markers) a language needs on a page to be chosen by them ...
MARKER_LEAD = 3  # ... and this many times as many as any other language of its script
MIN_BORROWED = 5  # marker words of a language besides English that make Latin text that language ...
BORROWED_SHARE = 0.25  # ... when they are this share of all marker words
SAMPLE = 150  # words enough to tell English (a page's first 150: judging all 400 cost ~0.08 s a page)


def identify(tokens: list[str], allowed: list[str] | None = None) -> list[str]:
    """The languages of these words, most text first. `allowed` (Tesseract codes) limits the choice: a
    forced `--lang` or the installed models. Latin-script text that reads as English is English at once."""
    letters: Counter[str] = Counter()
    by_script: dict[str, list[str]] = defaultdict(list)
    for token in tokens:
        if token.isascii():  # most tokens: Latin letters or none, counted without building a Counter
            latin = sum(map(str.isalpha, token))
            if latin:
                letters["Latin"] += latin
                by_script["Latin"].append(token)
            continue
        counts = langs.scripts(token)
        if counts:
            script = counts.most_common(1)[0][0]
            letters[script] += sum(counts.values())
            by_script[script].append(token)
    total = sum(letters.values())
    found: list[str] = []
    for script, count in letters.most_common():
        if count < MIN_LETTERS or count < MIN_SHARE * total:
            continue
        options = [c for c in (allowed or langs.candidates(script)) if langs.script_of_language(c) == script]
        if options:
            found.append(best(by_script[script], options))
    return found


def best(tokens: list[str], options: list[str]) -> str:
    """The option whose word list knows the largest share of the tokens (the first on a tie)."""
    if len(options) == 1:
        return options[0]
    borrowed = _borrowing(tokens, options)
    if borrowed:
        return borrowed
    if "eng" in options and lexicon.plausibility(tokens[:SAMPLE], ["eng"]) >= ENGLISH_ENOUGH:
        return "eng"
    words = [w for t in tokens if len(w := lexicon.core(t).lower()) >= 2]
    marked = _by_markers(tokens, options)
    if marked:
        return marked
    known = {code: _known(words, code) for code in options}
    # words only one list knows tell languages of one script apart (Marathi's आहे, आणि; Hindi's है, और):
    # Marathi's list (Tesseract's, 160k words) knows most Hindi words as well
    only = {code: len(known[code] - set().union(*(known[o] for o in options if o != code))) for code in options}
    found = max(options, key=lambda code: (only[code], len(known[code]), -options.index(code)))
    # garbage knows no language: a winner that knows few of the words is no evidence against the first option
    return found if len(known[found]) >= MIN_KNOWN * max(1, len(set(words))) else options[0]


def _borrowing(tokens: list[str], options: list[str]) -> str | None:
    """A language besides English whose marker words are a good part of the text's (Malay `dengan`, `yang`, `oleh`
    five times or more and a quarter of all marker words): a Malay bill quoting the English paragraphs it inserts
    reads 70% English, but English text never says `dengan` five times. None when no such language."""
    if "eng" not in options:
        return None
    counts = Counter(lexicon.core(t).lower() for t in tokens)
    found = {code: sum(counts[w] for w in langs.LANGUAGES[code].markers) for code in options if code in langs.LANGUAGES}
    total = sum(found.values())
    others = [code for code in options if code != "eng" and found.get(code, 0) >= MIN_BORROWED
              and found[code] >= BORROWED_SHARE * total]
    return max(others, key=lambda code: found[code]) if others else None


def _by_markers(tokens: list[str], options: list[str]) -> str | None:
    """The option whose marker words (`Language.markers`: Hindi है, और; Marathi आहे, आणि) the tokens use at least
    MARKER_LEAD times as often as any other option's, and MIN_MARKERS times or more; None when they do not tell.
    The word lists cannot: Marathi's knows the legal register a Hindi Act shares with it (अभिप्रेत, स्थावर), which
    Hindi's shorter list lacks."""
    counts = Counter(lexicon.core(t) for t in tokens)
    found = {code: sum(counts[w] for w in langs.LANGUAGES[code].markers) for code in options if code in langs.LANGUAGES}
    if not found:
        return None
    top = max(found, key=lambda code: found[code])
    rest = max((n for code, n in found.items() if code != top), default=0)
    return top if found[top] >= MIN_MARKERS and found[top] >= MARKER_LEAD * rest else None


def _known(words: list[str], code: str) -> set[str]:
    if code == "eng":
        return {w for w in words if lexicon.is_known(w, ["eng"])}
    try:
        vocab = lexicon.vocabulary(code)
    except MissingDependencyError:
        return set()
    return {w for w in words if lexicon.spelled(w) in vocab}


def text_language(text: str, languages: list[str]) -> str:
    """The language of a chunk: of the document's languages, the one written in the script most of its
    letters are in (its first language when it has no letters, or none of them is in that script)."""
    script = langs.script_of(text)
    if script:
        code = langs.for_script(script, languages)
        if code:
            return code
        options = langs.candidates(script)
        if options:
            return options[0]
    return languages[0] if languages else "eng"


def document_languages(pages: list[Page]) -> list[str]:
    """The languages of a document's pages, most letters first (each page's languages, weighed by how many
    of its letters are in each one's script)."""
    weight: Counter[str] = Counter()
    for page in pages:
        letters = langs.scripts(" ".join(w.text for w in page.words))
        for code in page.languages:
            weight[code] += letters.get(langs.script_of_language(code), 0) or 1
    return [code for code, _ in weight.most_common()]
