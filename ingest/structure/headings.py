"""Tell a unit's heading from its text (`Cybercrime Offenses. – The following ...`) and spot heading-like lines."""

from __future__ import annotations

import re

_SMALL = {"of", "and", "the", "or", "to", "in", "for", "on", "by", "a", "an", "with", "without", "from", "at",
          "as", "its", "into", "under", "upon", "against", "not", "other", "than", "etc", "&"}  # `Term & Termination`
_DASH_SPLIT = re.compile(r"^(?P<h>[^–—]{1,140}?)\s*[.:]?\s*(?:(?:[–—]|-{1,2}|�)\s+|[–—]-?(?=[A-Z])|\.-(?=[A-Z]))"
                         r"(?P<body>\S.*)$", re.S)  # `Definition.—Acts ...`, `.-This Code`: the dash glued on
_DOT_SPLIT = re.compile(r"^(?P<h>[^.:]{1,100})\.\s+(?P<body>\S.*)$", re.S)
_LEADING_DASH = re.compile(r"^(?:[–—]|-{1,2})\s*(?=\S)")
# a sentence's opening word, never a heading's first (a heading names its subject): `(2) Where —`, `(3) If —`
CONJUNCTIONS = {"where", "if", "when", "whenever", "unless", "until", "while", "whereas", "although",
                 "notwithstanding"}
_ABBREVIATIONS = {"No", "Nos", "no", "Cap", "Art", "Sec", "Reg", "Vol", "Ord", "Proc", "etc", "Mr", "Mrs", "Ms", "Dr",
                  "St", "Co", "Inc", "Ltd", "Corp", "Jr", "Sr", "Hon", "Prof", "Messrs"}
_ONLY = re.compile(r"^(?P<h>[^.]{1,100}?)\s*[.:]?\s*[–—-]?$")


def title_like(text: str, max_words: int = 12) -> bool:
    """Short, and (almost) every word that is not a small word starts with a capital: `Misuse of Devices`."""
    words = [w for w in re.split(r"[\s/]+", text.strip()) if w]
    if not words or len(words) > max_words or not text.strip()[:1].isupper():
        return False
    big = [w for w in words if w.strip("(),'\"“”").lower() not in _SMALL]
    caps = [w for w in big if w.lstrip("(\"'“‘")[:1].isupper() or w[:1].isdigit()]
    return bool(big) and len(caps) >= 0.8 * len(big)


def caps_line(text: str) -> bool:
    """An all-capitals line such as `PUNISHABLE ACTS` or `PAYMENT OF CONSIDERATION` (a heading, in print)."""
    letters = [ch for ch in text if ch.isalpha()]
    return len(letters) >= 3 and sum(ch.isupper() for ch in letters) >= 0.9 * len(letters)


def split_heading(text: str) -> tuple[str, str]:
    """(heading, body) from a unit's text after its marker; heading "" when the unit has none (B4)."""
    t = _LEADING_DASH.sub("", " ".join(text.split()))  # `Section 2 -- Scope.`: the dash after the label
    if not t:
        return "", ""
    m = _DASH_SPLIT.match(t)
    if m and m.group("h").rstrip().endswith("/"):
        m = None  # `Rs.500 /- (Rupees ...)`: the dash of an amount in rupees, not a heading's
    if m and title_like(m.group("h")):
        return m.group("h").strip().rstrip("."), m.group("body").strip()
    m = _ONLY.match(t)
    if m and t.endswith(":") and not caps_line(t):
        return "", t  # `(b) Computer-related Offenses:` introduces its list; it is text, not a heading
    if m and m.group("h").split()[0].lower() in CONJUNCTIONS and not caps_line(t) and t.endswith(("—", "–", "-", ":")):
        return "", t  # `(2) Where —` / `(a) ...`: a conditional sentence's opening introduces its list (a heading
        # alone, `When Deemed Filed`, `Where Suits Lie`, names its subject and introduces nothing)
    if m and (title_like(m.group("h"), 10) or caps_line(m.group("h"))) and _parts(m.group("h")):
        return m.group("h").strip().rstrip("."), ""
    m = _DOT_SPLIT.match(t)
    if m and m.group("h").split()[-1] in _ABBREVIATIONS:
        m = None  # `Revocation of SI No. 56 of 1977 The ...`: the point of an abbreviation ends no heading
    if m and title_like(m.group("h").lstrip("\"“"), 8) and _parts(m.group("h")) and _not_sentence(m.group("h")):
        # a heading may open with the term it defines in quotes (`“Proprietary Information” Definition.`)
        return m.group("h").strip(), m.group("body").strip()
    return "", t


def _parts(h: str) -> bool:
    """A heading joining its topics with semicolons (`Governing Law; Venue`, `Waiver; Modification`: US contracts'
    run-in headings) has a title or capitals on each side; `Goods; and` ends a list's item, no heading."""
    parts = [p.strip() for p in h.split(";")]
    return len(parts) == 1 or all(p and (title_like(p) or caps_line(p)) and p.split()[-1].lower() not in _SMALL
                                  for p in parts)


def _not_sentence(h: str) -> bool:
    """"The Vendor" alone is a sentence start more often than a heading: two capitalised words not opening with an
    article (or three with one: `The Licensor Solution.`), caps, or one word that is no abbreviation (`Payment.
    Payment of the price ...`, `Severability. If any ...`, `Notices. All ...`: US contracts' one-word headings)."""
    words = h.split()
    if caps_line(h):
        return True
    if len(words) == 1:
        return words[0].replace("-", "").isalpha() and len(words[0]) >= 3  # `Non-solicitation.`
    return len(words) >= 3 or words[0].lower() not in {"the", "this", "that", "any", "every"}


def heading_only(text: str) -> bool:
    """A unit whose text is just a heading (`(5) Misuse of Devices.`) announces children."""
    h, body = split_heading(text)
    return bool(h) and not body


def announces_children(text: str) -> bool:
    """The unit's text ends in ':' or a dash (`... of:`, `... requires—`) or is a bare heading."""
    t = text.strip()
    return bool(t) and (t.endswith((":", ":-", "—", "–", ":—", "-", "as under", "namely")) or heading_only(t))
