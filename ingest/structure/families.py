"""Document families (PH statute, MY statute, Indian deed, generic): how to tell them apart and how each numbers."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from rapidfuzz.distance import Levenshtein

from ingest import lexicon
from schemas import Line

FAMILIES = ("ph_statute", "my_statute", "in_deed", "generic")

# The parties' roles of a deed: a deed names them on line after line, so many lines weigh (a harsh scan spoils a few).
_ROLES = re.compile(r"\b(?:Vendor|Vendee|Mortgagor|Mortgagee|Purchaser|Allottee|Lessor|Lessee|Licensor|Licensee)s?\b",
                    re.I)
ROLE_LINES = 10
# Evidence per family: (pattern, weight). Counted over the whole text; the head weighs most through its patterns.
_EVIDENCE: dict[str, list[tuple[re.Pattern[str], float]]] = {
    "ph_statute": [
        (re.compile(r"REPUBLIC ACT NO\.?", re.I), 3.0),
        (re.compile(r"\bCongress\b"), 1.0),
        (re.compile(r"Be it enacted by the Senate and House", re.I), 3.0),
        (re.compile(r"^(?:SEC\.|SECTION|Sec\.|Section)\s*\d+\.", re.M), 0.5),
        (re.compile(r"Philippines", re.I), 1.0),
    ],
    "my_statute": [
        (re.compile(r"LAWS OF MALAYSIA", re.I), 3.0),
        (re.compile(r"ENACTED by the Parliament of Malaysia", re.I), 3.0),
        (re.compile(r"\[(?:Ins|Subs|Am|Deleted)\.? (?:by )?Act A\d+", re.I), 1.0),
        (re.compile(r"Yang di-Pertuan Agong|Dewan Rakyat|Dewan Negara|Malaysia"), 1.0),
        (re.compile(r"\bOrdinance\b"), 0.5),
    ],
    "in_deed": [
        (re.compile(r"\b(?:SALE|MORTGAGE|GIFT|LEASE) DEED\b|\bDEED OF (?:SALE|MORTGAGE|CONVEYANCE)\b", re.I), 3.0),
        (re.compile(r"\bWHEREAS\b"), 0.5),
        (_ROLES, 0.3),
        (re.compile(r"\bDEED OF (?:LEASE|GIFT|TRUST|PARTITION|RELEASE)\b|\bLEAVE AND LICEN[CS]E\b", re.I), 3.0),
        (re.compile(r"\bRs\.|₹|\bSub-Registrar\b|\bSurvey No\b|\bIndia\b", re.I), 0.5),
        (re.compile(r"NOW THIS DEED WITNESSETH|\bWITNESSETH\b|IN WITNESS WHEREOF", re.I), 2.0),
        (re.compile(r"\bof the (?:ONE|FIRST|SECOND|THIRD|OTHER) PART\b|\bhereinafter (?:called|referred to as) "
                    r"(?:the )?['\"‘“]?(?:Vendor|Vendee|Purchaser|Lessor|Lessee|Licensor|Licensee|Owner|Buyer|Seller)",
                    re.I), 1.0),
    ],
}
# Without one of these a family's other evidence does not count (US Acts also say "Congress", "SEC.").
_ANCHOR = {
    "ph_statute": re.compile(r"REPUBLIC ACT|Philippines|Pilipinas|Metro Manila|Batas Pambansa", re.I),
    "my_statute": re.compile(r"Malaysia|Dewan Rakyat|Yang di-Pertuan|\bAct A\d+|Sarawak|Sabah"),
    "in_deed": re.compile(r"\bDEED\b|\bVendor\b|\bVendee\b|\bRs\.|Sub-Registrar|WITNESSETH|\bIndia\b|"
                          r"\b(?:Lessor|Lessee|Licensor|Licensee|Mortgagor|Mortgagee)\b", re.I),
}
# The words the evidence above is made of. A harsh scan spoils some of them (`WITNESSETH` -> `WITNESSRTH`,
# `Lessee` -> `Lesscc`); a rare word within a letter or two of one of them is read as that word before the
# evidence is counted, so the family is told by the many lines that carry its words, not by one clean keyword.
CUE_WORDS = ("REPUBLIC", "Congress", "enacted", "Senate", "Philippines", "Pilipinas", "MALAYSIA", "Parliament",
             "Pertuan", "Agong", "Dewan", "Rakyat", "Negara", "Ordinance", "Sarawak", "DEED", "WHEREAS", "Vendor",
             "Vendee", "Mortgagor", "Mortgagee", "Purchaser", "Allottee", "Lessor", "Lessee", "Licensor", "Licensee",
             "Registrar", "WITNESSETH", "WITNESS", "WHEREOF", "LEASE", "LICENSE", "LICENCE", "India")
COMMON = 3.0  # a word this common (Zipf) is meant as printed (`lesser` is not `Lessee`)
_WORD = re.compile(r"[A-Za-z][A-Za-z-]{3,}")
_CAP = 8.0  # one family's evidence counts up to this, so a long document cannot win on repetition alone


@dataclass(frozen=True)
class Profile:
    """How a family numbers its units below the top provision, and what each level is called."""

    family: str
    paren_order: tuple[str, ...]  # the expected list type at each bracketed depth
    paren_kinds: tuple[str, ...]  # node kind at each bracketed depth
    top_kind: str  # "section" or "clause"
    numbered_top: bool  # bare "12." numbers open top units (MY sections, deed clauses)
    decimals: bool  # "4.1" / "4.1.1" open clause levels


PROFILES = {
    "ph_statute": Profile("ph_statute", ("alpha", "digit", "roman", "dalpha"),
                          ("subsection", "paragraph", "subparagraph", "item"), "section", False, False),
    "my_statute": Profile("my_statute", ("digit", "alpha", "roman", "ualpha"),
                          ("subsection", "paragraph", "subparagraph", "item"), "section", True, False),
    "in_deed": Profile("in_deed", ("alpha", "roman", "digit", "ualpha"),
                       ("paragraph", "subparagraph", "item", "item"), "clause", True, True),
    "generic": Profile("generic", ("alpha", "roman", "digit", "ualpha"),
                       ("paragraph", "subparagraph", "item", "item"), "clause", True, True),
}


@lru_cache(maxsize=4096)
def _cue_for(word: str) -> str | None:
    """The cue word a spoiled word stands for (in the word's case), or None: at most one wrong letter in five,
    and only for a word too rare to be meant as printed."""
    low = word.lower()
    if len(low) < 5 or lexicon.common(low, COMMON):
        return None
    best: tuple[int, str] | None = None
    for cue in CUE_WORDS:
        allowed = len(cue) // 5
        if allowed and abs(len(cue) - len(low)) <= allowed:
            d = Levenshtein.distance(low, cue.lower(), score_cutoff=allowed)
            if d <= allowed and (best is None or d < best[0]):
                best = (d, cue)
    if best is None or best[0] == 0:
        return None
    cue = best[1]
    return cue.upper() if word.isupper() else cue.lower() if word.islower() else cue[:1].upper() + cue[1:].lower()


def read_through_noise(text: str) -> str:
    """The text with spoiled cue words read as the cue words they are nearest (everything else as it stands)."""
    return _WORD.sub(lambda m: _cue_for(m.group(0)) or m.group(0), text)


# Sections of a code (`§506-1`, `[§481A-3]`, `§ 89-8-21`) at line starts: a statute, whatever parties (Mortgagor,
# Lessee) its text names; a deed never numbers its clauses so.
_CODE_SECTIONS = re.compile(r"^\[?§{1,2}\s?\d{1,4}[A-Z]{0,2}[-.]\d", re.M)


def family_scores(lines: list[Line]) -> dict[str, float]:
    """Evidence for each family in the text (capped per pattern family), for explaining the choice."""
    text = read_through_noise("\n".join(ln.text for ln in lines))
    scores = {}
    for fam, pats in _EVIDENCE.items():
        score = sum(w * min(len(p.findall(text)), ROLE_LINES if p is _ROLES else 4) for p, w in pats)
        scores[fam] = min(score, _CAP) if _ANCHOR[fam].search(text) else 0.0
    if len(_CODE_SECTIONS.findall(text)) >= 2:
        scores["in_deed"] = 0.0  # a code chapter on mortgages or liens names the parties of deeds
    return scores


def detect_family(lines: list[Line]) -> str:
    """`ph_statute`, `my_statute`, `in_deed`, or `generic` when no family has clear evidence (>= 3)."""
    scores = family_scores(lines)
    best = max(scores, key=lambda f: scores[f])
    return best if scores[best] >= 3.0 else "generic"


def profile(family: str | None) -> Profile:
    return PROFILES.get(family or "generic", PROFILES["generic"])


def paren_kind(prof: Profile, depth: int) -> str:
    return prof.paren_kinds[min(depth, len(prof.paren_kinds) - 1)]


def expected_type(prof: Profile, depth: int) -> str | None:
    return prof.paren_order[depth] if depth < len(prof.paren_order) else None
