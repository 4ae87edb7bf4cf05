"""Find cross-references (`Section 4(c)`, `Clause 9.4`, `Part II of Schedule A`) and defined terms; resolve refs."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from schemas import CrossRef, Node

# The words the other languages cite units with (issue 14), as the kind they name.
LOCAL_REF_WORDS = {"धारा": "section", "धाराओं": "section", "दफा": "section", "दफ़ा": "section", "कलम": "section",
                   "अनुच्छेद": "article",
                   "अनुसूची": "schedule", "उपधारा": "subsection", "ধারা": "section", "উপধারা": "subsection",
                   "seksyen": "section", "subseksyen": "subsection", "perenggan": "paragraph", "Jadual": "schedule",
                   "Seksyon": "section", "SEKSYON": "section", "Artikulo": "article", "ARTIKULO": "article"}
_KW = (r"Sections?|Secs?\.|SEC\.|Clauses?|Paragraphs?|paras?\.|Sub-?sections?|Sub-?paragraphs?|Articles?|"
       r"Schedules?|Annexures?|Annex|Appendix|Parts?|Chapters?|" + "|".join(LOCAL_REF_WORDS))
_LABEL = (r"(?:\d{1,3}[A-Z]{0,2}(?:\.\d{1,3})*(?:\([0-9A-Za-z]{1,4}\))*|\([0-9A-Za-z]{1,4}\)(?:\([0-9A-Za-z]{1,4}\))*"
          r"|[IVXLC]{1,6}\b|['‘\"“]?[A-Z]['’\"”]?(?![a-z]))")
_OUTSIDE = (r"(?:the\s+)?(?:[A-Z][\w'’,()-]*\s+){0,6}(?:Code|Act(?:\s+\d{4})?|Ordinance|Constitution|Rules)\b"
            r"(?:\s+(?:No\.\s*)?A?\d+)?|Republic Act No\.\s*\d+|Act\s+A?\d+|the principal Act")
_AND = r",|and|or|to|और|या|dan|atau|at|o|ও|এবং"  # `धारा 4 और 5`, `seksyen 20, 23, 25 dan 27`
_REF = re.compile(
    rf"\b(?P<kw>{_KW})\s+(?P<first>{_LABEL})(?P<more>(?:\s*(?:{_AND})\s+(?:{_LABEL}))*)"
    rf"(?P<of>\s+of\s+(?:(?:this|that)\s+(?:Act|Deed|Agreement|Schedule|Part|Chapter)|"
    rf"(?:Schedules?|Annexures?|Parts?|Chapters?)\s+{_LABEL}|{_OUTSIDE}))?",
    re.I,
)
_LABEL_RE = re.compile(_LABEL)
_ORDINAL = "FIRST|SECOND|THIRD|FOURTH|FIFTH|SIXTH|SEVENTH|EIGHTH|NINTH|TENTH"
_ORDINAL_REF = re.compile(rf"\b(?P<ord>{_ORDINAL}) (?P<kw>Schedule)\b", re.I)  # `the First Schedule`
_INSIDE_OF = re.compile(r"of\s+(?:(?:this|that)\s|Schedules?|Annexures?|Parts?|Chapters?)", re.I)
# What follows a quoted term that a definition gives its meaning in the other languages (issue 14): Malay
# `"Menteri" ertinya`, Filipino `"Batas" ay nangangahulugang`, Hindi `"संहिता" से ... अभिप्रेत है` / `का अर्थ`,
# Marathi `याचा अर्थ`, Bengali `“আইন” অর্থ`, Tamil `"ஓய்வூதியம்” என்பது`, Telugu `అనగా`, Kannada `ಎಂದರೆ`.
MEANS_LOCAL = (r"ertinya|termasuklah|mempunyai erti|ay nangangahulugang?|ay nangangahulugan|ay tumutukoy sa|"
               r"से(?=[^।]{0,300}अभिप्रेत)|का अर्थ|का तात्पर्य|के अंतर्गत|याचा अर्थ|अर्थ|অর্থ|বলিতে|என்பது|అనగా|ಎಂದರೆ")
_QUOTED_DEF = re.compile(
    r"[“\"‘']{1,2}([^”\"’']{1,60})[”\"’']{1,2}\s*,?\s+(?:(?:means|includes|refers to|shall mean|shall include|"
    rf"shall refer to|has the meaning|shall have the meaning)\b|(?:{MEANS_LOCAL})(?=[\s,;:]|$))")
_BARE_DEF = re.compile(r"^\s*([A-Z][\w’'-]*(?:\s+[\w’'-]+){0,5}?)\s+(?:refers(?:\s+(?:only|also))?\s+to|means|"
                       r"shall mean|shall refer to)\b")
# Keywords a provision is labelled with in the other languages (`कलम २`, `ধারা-১`, `SEKSYON 1`): the structure
# markers read them, the resolver drops them from a path's key.
LOCAL_SECTION_WORDS = ("धारा", "दफा", "दफ़ा", "कलम", "अनुच्छेद", "ধারা", "অনুচ্ছেদ", "பிரிவு", "உறுப்பு", "ಪ್ರಕರಣ", "ಅನುಚ್ಛೇದ",
                       "సెక్షను", "ధార", "SEKSYON", "Seksyon", "SEKSIYON", "Seksiyon", "SEK.", "Sek.", "SEKSYEN",
                       "Seksyen", "Perkara", "PANGKAT", "Pangkat")  # `PANGKAT 1.`: a Filipino ordinance's section
_NOT_TERMS = {"the", "a", "an", "any", "this", "that", "such", "every", "each", "no", "it", "he", "she", "they"}
_RELATIVE = {"paragraph", "subsection", "subparagraph", "item"}
_HEREINAFTER = re.compile(r"hereinafter (?:called|referred to as|collectively referred to as)\s+(?:the\s+)?"
                          r"[“\"]?([A-Z][\w ]{0,40}?)[”\"]?\s*[),]")
_EXPRESSION = re.compile(r"The expressions? (.{1,60}?) shall mean", re.I)


def _means_as_noun(text: str, m: re.Match[str]) -> bool:
    """`Capturing by technical means, without right` and `by means of` use "means" as a noun, not as a
    definition's verb."""
    after = text[m.end():].lstrip()
    return m.group(1).split()[-1].lower() in {"by", "technical", "other", "any", "electronic"} \
        or after[:1] in {",", ";", ".", ")"} or after.lower().startswith("of ")


def defined_terms(text: str) -> list[str]:
    """Terms a unit defines: `"workman" means`, PH `Access refers to`, `hereinafter called the "Vendor"`."""
    terms = [m.group(1).strip() for m in _QUOTED_DEF.finditer(text)]
    m = _BARE_DEF.match(text)
    if m and not terms and m.group(1).split()[0].lower() not in _NOT_TERMS and not _means_as_noun(text, m):
        terms.append(m.group(1).strip())
    terms += [m.group(1).strip() for m in _HEREINAFTER.finditer(text)]
    for m in _EXPRESSION.finditer(text):
        terms += [t.strip() for t in re.split(r"\s*(?:&|\band\b|,)\s*", m.group(1)) if t.strip()]
    return list(dict.fromkeys(terms))


def find_refs(text: str) -> list[tuple[str, list[tuple[str, str]], bool]]:
    """(phrase as printed, [(keyword, label) per target], outside?) for every reference in the text."""
    out = []
    for m in _REF.finditer(" ".join(text.split())):
        kw = _canon_kw(m.group("kw"))
        labels = [m.group("first")] + _LABEL_RE.findall(m.group("more") or "")
        of = (m.group("of") or "").strip()
        outside = bool(of) and not _INSIDE_OF.match(of)
        phrase = m.group(0).strip() if outside or of.lower().startswith(("of schedule", "of annex", "of part")) \
            else m.group(0)[: m.end("more") - m.start()].strip() if m.group("more") else \
            f"{m.group('kw')} {m.group('first')}"
        targets = [(kw, _clean(lb)) for lb in labels if _clean(lb)]
        if of and not outside:
            om = re.match(r"of\s+(Schedules?|Annexures?|Parts?|Chapters?)\s+(.*)$", of, re.I)
            if om:
                targets = [(_canon_kw(om.group(1)), _clean(om.group(2)))] + targets[:1]
                targets = [targets[0]] + [("nested:" + k, v) for k, v in targets[1:]]
        out.append((phrase, targets, outside))
    for m in _ORDINAL_REF.finditer(" ".join(text.split())):
        out.append((m.group(0), [("schedule", m.group("ord").upper())], False))
    return out


def _canon_kw(kw: str) -> str:
    if kw in LOCAL_REF_WORDS:
        return LOCAL_REF_WORDS[kw]
    k = kw.lower().rstrip(".s").replace("-", "")
    return {"sec": "section", "para": "paragraph", "annex": "annexure"}.get(k, k)


def _clean(label: str) -> str:
    return label.strip("'‘’\"“” ")


# --- resolution ---------------------------------------------------------------------------------------------

Key = tuple[tuple[str, str], ...]


def node_key(path: list[str]) -> Key:
    """Normalised key of a structure path: keywords dropped, containers kept apart from provisions."""
    out: list[tuple[str, str]] = []
    for label in path:
        m = re.match(rf"^(?P<ord>(?:{_ORDINAL})\s+)?(SCHEDULE|ANNEXURE|ANNEX|APPENDIX|PART|CHAPTER|TITLE)\s*(.*)$",
                     label, re.I)
        if m:
            out.append((_canon_kw(m.group(2)), (_clean(m.group(3)) or (m.group("ord") or "").strip()).upper()))
            continue
        m = re.match(r"^(?:SECTION|Section|SEC\.|Sec\.|" + "|".join(LOCAL_SECTION_WORDS) + r")\s*[-–]?\s*(\S+)$",
                     label)
        num = ascii_digits(m.group(1) if m else label)
        if re.fullmatch(r"\d+[A-Z]{0,2}", num):
            out.append(("n", num))
        elif re.fullmatch(r"\d+(?:\.\d+)+", num):
            out.append(("n", num))
        elif num.startswith("("):
            out.append(("p", num.strip("()")))
    return tuple(out)


def ascii_digits(text: str) -> str:
    """`धारा ३` and `धारा 3` cite the same unit: native digits as ASCII, for keys only (labels print as they are)."""
    return "".join(str(unicodedata.digit(ch)) if ch.isdigit() and not ch.isascii() else ch for ch in text)


def ref_key(kw: str, label: str) -> Key:
    """Key of one reference target: `Section 4(c)(4)` -> (n 4)(p c)(p 4); `Clause 9.4` -> (n 9)(n 9.4)."""
    label = ascii_digits(label)
    if kw in ("schedule", "annexure", "appendix", "part", "chapter"):
        return ((kw, label.upper()),)
    m = re.match(r"^(\d+[A-Z]{0,2}(?:\.\d+)*)?((?:\([0-9A-Za-z]{1,4}\))*)$", label)
    if not m:
        return ()
    out: list[tuple[str, str]] = []
    if m.group(1):
        parts = m.group(1).split(".")
        out += [("n", ".".join(parts[: i + 1])) for i in range(len(parts))]
    out += [("p", p) for p in re.findall(r"\(([0-9A-Za-z]{1,4})\)", m.group(2) or "")]
    return tuple(out)


class Resolver:
    """Finds the chunk holding a referenced unit, backing off to the nearest enclosing unit that exists."""

    def __init__(self, units: Iterable[tuple[list[str], Node]], chunk_of: dict[int, str]):
        self.by_key: dict[Key, str] = {}
        for path, node in units:
            cid = chunk_of.get(id(node))
            if cid is None or node.frame == "tail" and node.kind == "conclusion":
                continue
            key = node_key(path)
            provision = tuple(k for k in key if k[0] in ("n", "p"))
            containers = tuple(k for k in key if k[0] not in ("n", "p"))
            for k in (key, provision if provision and provision[0][0] == "n" else (), containers[-1:] if
                      containers and not provision else (), containers[-2:] if containers and not provision else ()):
                if k:
                    self.by_key.setdefault(k, cid)

    def resolve(self, key: Key, here: Key = ()) -> str | None:
        if key and key[0][0] == "p" and here:  # `paragraph (a)`, `paragraphs 5(i)(aa)`: inside the own section
            key = self._within(key, tuple(k for k in here if k[0] == "n")[:1])
        while key:
            if key in self.by_key:
                return self.by_key[key]
            key = key[:-1]
        return None

    def _within(self, tail: Key, section: Key) -> Key:
        """The full key of the unit ending in `tail` inside `section` (the shortest such), or section + tail."""
        hits = [k for k in self.by_key if k[: len(section)] == section and k[len(section):][-len(tail):] == tail]
        return min(hits, key=len) if hits else section + tail

    def refs(self, text: str, here: Key = ()) -> list[CrossRef]:
        out: list[CrossRef] = []
        for phrase, targets, outside in find_refs(text):
            if outside:
                out.append(CrossRef(text=phrase, target=None))
                continue
            nested = [t for t in targets if t[0].startswith("nested:")]
            if nested:  # Part II of Schedule A
                key = ref_key(targets[0][0], targets[0][1]) + ref_key(nested[0][0][7:], nested[0][1])
                out.append(CrossRef(text=phrase, target=self.resolve(key)))
                continue
            prev: Key = ()
            for n, (kw, label) in enumerate(targets):
                key = ref_key(kw, label)
                if kw in _RELATIVE and key and key[0][0] == "n" and "." not in key[0][1] and key not in self.by_key:
                    key = tuple(("p", v) for _, v in key[:1]) + key[1:]  # `paragraphs 5(i)` names items, not sections
                if n and key and key[0][0] == "p" and len(prev) > len(key):
                    key = prev[: len(prev) - len(key)] + key  # `5(i)(aa) or (bb)`: (bb) is a sibling of (aa)
                full = self._within(key, tuple(k for k in here if k[0] == "n")[:1]) if key[:1] and \
                    key[0][0] == "p" and here else key
                text_n = phrase if n == 0 else f"{kw.capitalize()} {label}"
                out.append(CrossRef(text=text_n, target=self.resolve(full, here)))
                prev = full
        return out
