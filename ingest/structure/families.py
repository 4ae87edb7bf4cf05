"""Document families (PH statute, MY statute, Indian deed, generic): how to tell them apart and how each numbers."""

from __future__ import annotations

import re
from dataclasses import dataclass

from schemas import Line

FAMILIES = ("ph_statute", "my_statute", "in_deed", "generic")

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
        (re.compile(r"\b(?:Vendor|Vendee|Mortgagor|Mortgagee|Purchaser|Allottee)\b"), 0.3),
        (re.compile(r"\bRs\.|₹|\bSub-Registrar\b|\bSurvey No\b|\bIndia\b", re.I), 0.5),
        (re.compile(r"NOW THIS DEED WITNESSETH|IN WITNESS WHEREOF", re.I), 2.0),
    ],
}
# Without one of these a family's other evidence does not count (US Acts also say "Congress", "SEC.").
_ANCHOR = {
    "ph_statute": re.compile(r"REPUBLIC ACT|Philippines|Pilipinas|Metro Manila|Batas Pambansa", re.I),
    "my_statute": re.compile(r"Malaysia|Dewan Rakyat|Yang di-Pertuan|\bAct A\d+|Sarawak|Sabah"),
    "in_deed": re.compile(r"\bDEED\b|\bVendor\b|\bVendee\b|\bRs\.|Sub-Registrar|WITNESSETH|\bIndia\b", re.I),
}
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


def family_scores(lines: list[Line]) -> dict[str, float]:
    """Evidence for each family in the text (capped per pattern family), for explaining the choice."""
    text = "\n".join(ln.text for ln in lines)
    scores = {}
    for fam, pats in _EVIDENCE.items():
        score = sum(w * min(len(p.findall(text)), 4) for p, w in pats)
        scores[fam] = min(score, _CAP) if _ANCHOR[fam].search(text) else 0.0
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
