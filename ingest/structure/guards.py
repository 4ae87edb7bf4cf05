"""Evidence the builder weighs besides markers: citations, number words, quotes, contents pages, paragraph gaps."""

from __future__ import annotations

import re
import statistics

from ingest.crossrefs import MEANS_LOCAL
from schemas import Line, Node

# The previous line ends with a word that introduces a reference: the marker that follows is cited, not opened.
REF_TAIL = re.compile(
    r"(?:\b(?:Sections?|Secs?\.|SEC\.|paragraphs?|subsections?|sub-sections?|subparagraphs?|clauses?|items?|"
    r"under|in|of|to|per|see|Articles?|Rules?|Nos?\.|Parts?|Schedules?)|[(/])\s*$",
    re.I,
)
REF_WORD = re.compile(
    r"\b(?:Sections?|Secs?\.|SEC\.|paragraphs?|subsections?|sub-sections?|subparagraphs?|clauses?|items?|"
    r"Articles?|Rules?|Nos?\.|Parts?|Schedules?|under|per|see)\s*$",
    re.I,
)
# `... যদি দাবীদার উপ-ধারা` / `(৩) এর অধীন নির্ধারিত ...`: a reference word of an Indic language ending the line and
# the bracketed number under it going on with a postposition (Bengali এর, এ, অধীন; Hindi के, की, में; Marathi च्या,
# मध्ये) is a citation wrapped, never an item; the Bengali model reads the word's final `া` as a danda (`উপ-ধার৷`,
# `ধার৷ ৪(খ)`: fresh13's Bangladesh Acts throughout), which would otherwise end a sentence there
LOCAL_REF_END = re.compile(r"(?:^|[\s(\-–])(?:ধারা|ধার[৷।|]|দফা|धारा|उपधारा|खंड|खण्ड|कलम|पोटकलम)\s*$")
LOCAL_POSTPOSITION = re.compile(r"^(?:এর|এ|অধীন|অধীনে|অনুযায়ী|মোতাবেক|হইতে|के|की|का|में|से|अधीन|च्या|चे|ची|मध्ये|अन्वये)"
                                r"(?=[\s,;.]|$)")
# A marker followed by one of these words is a reference wrapped onto a new line (`(bb) above ...`).
REF_NEXT = re.compile(r"^(?:above|below|hereof|thereof|hereto|hereunder|of|and|or|is|are|shall|which|to)\b")
# (`"native" has the same meaning assigned to it in ...`, `"turf club" and "approved scheme" have the same meanings as
# in ...`: a definition by reference, Malaysia and Singapore)
DEFINITION = re.compile(r"^[\"“‘']{1,2}[^\"”’']{1,60}[\"”’']{1,2}\s*,?\s+"
                        r"(?:(?:means|includes|has the meaning|ha(?:s|ve) the same meanings?|shall mean)\b|"
                        rf"(?:{MEANS_LOCAL})(?=[\s,;:]|$))")
# `six (6) months`, `fifteen (15) days`: a figure repeating a number word is never a marker, even at a line start.
NUMBER_WORD = re.compile(
    r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
    r"seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|"
    r"million|billion|pesos|ringgit|rupees)\s*$",
    re.I,
)
QUOTE_OPEN = re.compile(r"^(?:[“\"‘]|'(?=\s*[“\"]))\s*[“\"]?\s*\S")  # `' "reprint" means`: single outer quotes
# (`... seksyen yang berikut:`: Malay's `the following`, which every Malay amending bill's inserting clause ends with)
# (`... সন্নিবেশিত হইবে, যথা:—`, `যথা :-`, `যথাঃ-`: Bengali's `namely`, which a Bengali amending Act's inserting or
# substituting sentence ends with, in 29 Bengali gold texts; the quote after it is the inserted text even when it opens
# with no marker read, `“১৫ক। পক্ষভুক্তি।— (১) ...`)
INTRODUCES_QUOTE = re.compile(r"(?:the following(?: \w+){0,3}|as follows|to read|yang berikut)\s*[:—–-]\s*$"
                              r"|যথা\s*(?:[:ঃ]\s*[—–-]?|[—–-])\s*$", re.I)
# `... பின்வரும் புதிய பிரிவு இத்தால் இடப்படுகின்றது:-`, `... பதிலாக பின்வருவதனை இடுவதன் மூலமும்:-`: Tamil puts `the
# following` (பின்வரும், பின்வருவதனை) at the head of its amending sentence and the verb at its end, so the words can sit
# lines above the `:-` (every Sri Lankan Tamil amending Act: fresh8-fresh11's; `பின்வருமாறு` is `as follows`)
INTRODUCES_QUOTE_TAMIL = re.compile(r"பின்வரு\S*(?:\s+\S+){0,20}?\s*[:—–-]+\s*$")
# `for subsection (5) substitute—`, `after subsection (3) insert—`, `there is substituted—`: the amending words a quoted
# text follows (a UK statutory instrument's, or an Act's amendment)
AMENDING_INTRO = re.compile(r"\b(?:substitute|substituted|insert|inserted|add|added)\s*[—–:-]\s*$"
                            # `by substituting for subsection (1) the following subsection:` (Malaysia, Singapore)
                            r"|\b(?:substitut|insert|add)ing\b.*\bthe following(?: \w+){0,2}\s*[—–:-]\s*$")
# `... subsection 4(2).”; dan`: Malay amending bills join their items with `dan` / `atau` (fresh9's Small Estates bill,
# the Sabah Advocates Ordinance bill of an earlier half)
# `... அத்தாட்சிப்படுத்தப்பட்டாலொழியவும்; அத்துடன்”`: a quoted paragraph that ends its list's item takes the list's `and`
# (`; and”`, Tamil `; அத்துடன்”`, `; அல்லது”`) inside the quote, as it stands in the amended Act (fresh10's Frauds Act)
# `... দায়ী থাকিবেন।”; এবং` / `... শিশু;” এবং`: Bengali amending Acts join their items with `এবং` / `অথবা` / `বা` (and,
# or) after the quote as English ones do with `; and`; `... পারিবেন।”।`: the danda `।` is Bengali's full stop
QUOTE_CLOSE = re.compile(r"(?:[”\"’']\s*[.;।]|[.;।]\s*[”\"’'])\s*(?:and|or|dan|atau|এবং|অথবা|বা)?\s*$"
                         r"|[.;]\s*(?:and|or|dan|atau|அத்துடன்|அல்லது)\s*[”\"’']\s*$")
# Illustrations under a section (Malaysian and Indian Acts): lettered examples that are the section's text.
ILLUSTRATION = re.compile(r"^(?:ILLUSTRATIONS?|Illustrations?)\s*[.:—–-]*$")
TERMINAL = (".", ":", ";", ".”", ".\"", ":-", "—", "–")


TOC_START = re.compile(r"^(?:ARRANGEMENT OF (?:SECTIONS|CLAUSES|RULES|REGULATIONS)|TABLE OF CONTENTS|CONTENTS)\s*$",
                        re.I)


FRONT_BELOW_AGAIN = 3  # lines: the front matter this close below a label read again ends the contents, not it
TOC_END = re.compile(r"^(?:A BILL\b|intituled\b|(?:AND )?WHEREAS\b|(?:NOW,? THEREFORE,? )?(?:BE IT |IT IS )?ENACTED\b|"
                     r"An Act to\b|AN ACT TO\b)")


def toc_lines(lines: list[Line], tokens: list) -> set[int]:
    """Indexes of a table of contents: from its title to where its first label is printed again."""
    start = next((i for i, ln in enumerate(lines) if TOC_START.match(ln.text.strip())), None)
    if start is None:
        return set()
    first = next((j for j in range(start + 1, len(lines)) if tokens[j][0]), None)
    if first is None:
        return set()
    label = tokens[first][0][0].label
    again = next((j for j in range(first + 1, len(lines)) if tokens[j][0] and tokens[j][0][0].label == label
                  and tokens[j][0][0].kind == tokens[first][0][0].kind and not _entries_go_on(tokens, first, j)), None)
    # the Bill's own front matter after the contents (`A BILL`, `intituled`, the long title, `WHEREAS`, the enacting
    # words) ends them too: where OCR lost the first entries' dots (`1 Short title`), the first label read may be
    # `4.`, printed again only in the body, after sections 1 to 3
    # ... and where it comes right below the label read again, that label was still an entry (the contents' last
    # `11. Amendment and saving` read `1.` on a harsh scan, then `SCHEDULE`, then `A BILL`): a Bill's body follows
    # its front matter, never precedes it
    stop = len(lines) if again is None else min(len(lines), again + FRONT_BELOW_AGAIN + 1)
    front = next((j for j in range(start + 1, stop) if TOC_END.match(lines[j].text.strip())), None)
    end = front if front is not None else again
    return set(range(start, end)) if end is not None else set()


def _numbers(tokens: list, lo: int, hi: int) -> list[int]:
    """The numbers of the numbered entries (`3.`, `SECTION 3`) opening lines lo..hi-1. A `0.` is none (no entry or
    section is numbered 0): `10.` with its one lost to OCR (`KF 0. Payment without probate`)."""
    return [int(mks[0].value) for mks, _ in tokens[lo:hi]
            if mks and mks[0].kind in ("number", "section") and mks[0].value.isdigit() and int(mks[0].value)]


def _entries_go_on(tokens: list, first: int, again: int) -> bool:
    """The label read again is a spoiled other one (`PART II` read `PARTI` on a harsh scan): the numbered entries
    after it go on from those before it (`2. Interpretation`, `PARTI`, `3. How evidence ...`), where the body
    printed after the contents starts its numbering afresh."""
    before, after = _numbers(tokens, first, again), _numbers(tokens, again + 1, again + 40)
    return bool(before) and bool(after) and after[0] > max(before)


# `and` / `or` as an item's last word after its `;` or `,` when one more item of its list follows: English; Malay bills'
# `dan` / `atau`; the Acts of India, Sri Lanka and Bangladesh in their own words, as the looked-at texts print them:
# Tamil `அத்துடன்` / `மற்றும்` / `அல்லது` (the Sri Lankan amending Acts), Hindi `और` / `तथा` / `या`, Marathi `आणि` /
# `किंवा`, Bengali `এবং` / `অথবা` / `বা`, Telugu `మరియు` / `లేదా`
AND_OR = ("and", "or", "dan", "atau", "அத்துடன்", "மற்றும்", "அல்லது", "और", "तथा", "या", "आणि", "किंवा", "এবং",
          "অথবা", "বা", "మరియు", "లేదా")
ITEM_JOINS = tuple(f"{p} {w}" for p in ";," for w in AND_OR)  # `; and`, `, or`, `; அல்லது`, ...
LIST_PUNCT = (";", ",") + ITEM_JOINS  # an item that leaves its list's sentence open
# a sentence's full stop: `.`, or the danda Hindi, Marathi and Bengali print (`।`; `৷`, its Bengali look-alike)
FULL_STOP = (".", "।", "৷")


def right_edges(lines: list[Line]) -> dict[int, float]:
    """Where the text column ends on each page (the 90th percentile of line ends: a few long lines may overrun)."""
    by_page: dict[int, list[float]] = {}
    for ln in lines:
        by_page.setdefault(ln.page, []).append(ln.bbox[2])
    return {p: sorted(xs)[int(len(xs) * 0.9)] for p, xs in by_page.items() if len(xs) >= 5}


def closed_list(parent: Node, item: Node) -> bool:
    """An item list is closed when its items ended with ';'/'; and'/'; or' and the last one ended the sentence."""
    sibs = [c for c in parent.children if c.kind == item.kind and c is not item]
    listy = any(s.text.rstrip().endswith(LIST_PUNCT)
                or not s.children and s.text.rstrip().endswith((":", ": and", ": or"))  # OCR: `:` for `;`
                for s in sibs[-3:])
    return listy and item.text.rstrip().endswith(FULL_STOP)


def wrapped_local_citation(prev: str, rest: str) -> bool:
    """The line before ends with an Indic reference word and the marker's text goes on with a postposition."""
    return bool(LOCAL_REF_END.search(prev.rstrip()) and LOCAL_POSTPOSITION.match(rest.strip()))


def only_opens(text: str) -> bool:
    """The line's only quote mark is the opening one, so a closing match was the opening quote itself."""
    return sum(text.count(q) for q in "“”\"’") <= 1 and not text.rstrip().endswith(("”.", "”;", "\".", "\";"))


def capital(ch: str) -> bool:
    """A capital letter, or a letter of a script without case (Devanagari, Bengali, Tamil, Kannada, ...): what a
    provision's text opens with."""
    return ch.isupper() or ch.isalpha() and not ch.islower()


def num(value: str) -> tuple[int, int]:
    m = re.match(r"(\d+)([A-Z]*)", value)
    if not m:
        return 0, 0
    suf = m.group(2)
    return int(m.group(1)), (ord(suf[-1]) - 64 if suf else 0)


def line_pitch(lines: list[Line]) -> float:
    """The usual distance between the tops of consecutive lines on a page (paragraph gaps are wider)."""
    gaps = [b.bbox[1] - a.bbox[1] for a, b in zip(lines, lines[1:], strict=False)
            if a.page == b.page and 0 < b.bbox[1] - a.bbox[1] < 60]
    return statistics.median(gaps) if gaps else 0.0


def indentation_tells(lines: list[Line], tokens: list) -> bool:
    """Bracketed markers stand at different indents (nested lists are indented): x-position is evidence."""
    xs = sorted(ln.bbox[0] for ln, (mks, _) in zip(lines, tokens, strict=False) if mks and mks[0].kind == "paren")
    return len(xs) >= 4 and xs[int(len(xs) * 0.9)] - xs[int(len(xs) * 0.1)] > 12
