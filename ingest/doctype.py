"""Which kind of document this is (sale deed, encumbrance certificate, amendment Act ...), by rules that explain.

Title words near the top weigh most, the parties' roles next, the registration endorsement and statute
furniture last. Every rule that fired is kept as a reason, so a wrong call can be traced to the words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from schemas import Line
from schemas.extraction import DEED_TYPES

TITLE_LINES = 25  # the title sits in the first lines of page 1 (after a note or a form number at most)
FRONT_PAGES = 2  # roles and endorsements are read from the first pages only
TITLE_WEIGHT = 3.0
ROLE_WEIGHT = 1.0
MIN_SCORE = 2.0  # below this the document is "other": one role word alone is not a type

# (type, pattern) in priority order: the first title line that matches decides among titles
TITLES: list[tuple[str, re.Pattern[str]]] = [
    ("amendment_act", re.compile(r"\(\s*amendment\s*\)\s*(act|bill|ordinance)|\ban act to amend\b", re.I)),
    ("encumbrance_certificate", re.compile(r"encumbrance\s+certificate|certificate\s+of\s+encumbrance|"
                                           r"\bnon[- ]encumbrance\b", re.I)),
    ("revenue_record", re.compile(r"\b7\s*/\s*12\b|sat[ah]?bara|\bkhata\b|\bpatta\b|record\s+of\s+rights|"
                                  r"jamabandi|\bkhatauni\b|\bpahani\b|\badangal\b", re.I)),
    ("agreement_for_sale", re.compile(r"agreement\s+(for|to)\s+s(ale|ell)", re.I)),
    ("mortgage_deed", re.compile(r"mortgage\s+deed|deed\s+of\s+(simple\s+)?mortgage|\bmortgage\s+by\s+deposit",
                                 re.I)),
    ("gift_deed", re.compile(r"gift\s+deed|deed\s+of\s+gift|\bdaan\s*patra\b", re.I)),
    ("lease", re.compile(r"lease\s+(deed|agreement)|deed\s+of\s+lease|rent(al)?\s+agreement|"
                         r"leave\s+and\s+licen[cs]e|tenancy\s+agreement", re.I)),
    ("power_of_attorney", re.compile(r"power\s+of\s+attorney", re.I)),
    ("sale_deed", re.compile(r"sale\s+deed|deed\s+of\s+(absolute\s+)?(sale|conveyance)|conveyance\s+deed|"
                             r"\bkraya\s*patra\b|\bbainama\b", re.I)),
    ("court_judgment", re.compile(r"\bin\s+the\s+(high|supreme|district)\s+court\b|\bjudg(e)?ment\b|"
                                  r"\bcoram\b|\bcourt\s+of\s+appeals?\b|\bpetitioners?\b.*\bvs?\.?\b", re.I)),
    ("statute", re.compile(r"\brepublic\s+act\s+no\b|\bordinance\b|\blaws\s+of\s+\w+|\ba\s+bill\b|"
                           r"\b(an\s+)?act\s+(no\.?\s*\d+|\d{3,4})\b|\bbe\s+it\s+enacted\b|\benacted\s+by\b|"
                           r"^[A-Z ,'’()]+\b(ACT|BILL)\s*,?\s*\d{4}\b", re.I)),
]

# parties' roles (and other tell-tale words) on the first pages, each pointing at a type
ROLES: list[tuple[str, re.Pattern[str]]] = [
    ("sale_deed", re.compile(r"\b(vendors?|vendees?|purchasers?)\b", re.I)),
    ("mortgage_deed", re.compile(r"\b(mortgagors?|mortgagees?)\b", re.I)),
    ("gift_deed", re.compile(r"\b(donors?|donees?)\b", re.I)),
    ("lease", re.compile(r"\b(lessors?|lessees?|licensors?|licensees?|landlords?|tenants?)\b", re.I)),
    ("power_of_attorney", re.compile(r"\b(attorneys?|principal|donor\s+of\s+the\s+power)\b", re.I)),
    ("agreement_for_sale", re.compile(r"\b(promoters?|allottees?)\b", re.I)),
    ("encumbrance_certificate", re.compile(r"\b(encumbrances?\s+(found|noticed)|nil\s+encumbrance|"
                                           r"transactions?\s+registered|period\s+from)\b", re.I)),
    ("revenue_record", re.compile(r"\b(occupant\s+class|cultivator|mutation\s+entry|khasra|khewat)\b", re.I)),
    ("court_judgment", re.compile(r"\b(appellants?|respondents?|petitioners?|learned\s+counsel)\b", re.I)),
    ("statute", re.compile(r"\b(short\s+title|commencement|interpretation|enacted|gazette)\b", re.I)),
]
AMENDING = re.compile(r"\(\s*amendment\s*\)\s*(act|bill|ordinance)|\ban\s+act\s+to\s+amend\b", re.I)
ENDORSEMENT = re.compile(r"sub[- ]?registrar|registration\s+no|document\s+no\.?\s*[A-Z0-9]", re.I)


@dataclass
class DocTypeDecision:
    doc_type: str
    reasons: list[str]
    scores: dict[str, float]


def _front(lines: list[Line]) -> list[Line]:
    first = min((ln.page for ln in lines), default=1)
    return [ln for ln in lines if ln.page < first + FRONT_PAGES]


def classify(lines: list[Line]) -> DocTypeDecision:
    """Score every type from the first pages' lines; the best at or over MIN_SCORE wins, else "other"."""
    front = _front(lines)
    scores: dict[str, float] = {}
    reasons: dict[str, list[str]] = {}

    def add(kind: str, weight: float, why: str) -> None:
        scores[kind] = scores.get(kind, 0.0) + weight
        reasons.setdefault(kind, []).append(why)

    _score_title(front[:TITLE_LINES], add)
    text = "\n".join(ln.text for ln in front)
    for kind, pattern in ROLES:
        words = sorted({m.group(0).lower() for m in pattern.finditer(text)})
        if words:
            add(kind, ROLE_WEIGHT * min(2, len(words)), f"roles/terms on the first pages: {', '.join(words[:4])}")
    if ENDORSEMENT.search(text):
        for kind in DEED_TYPES:
            if kind in scores:
                add(kind, 0.5, "registration endorsement (Sub-Registrar / registration number)")
    decision = _decide(scores, reasons)
    amending = AMENDING.search(text)
    if decision.doc_type == "statute" and amending:  # an amending Act is a statute first: its title says so later
        decision.doc_type = "amendment_act"
        decision.reasons.append(f"amending words {amending.group(0)!r} on the first pages")
    return decision


def _score_title(top: list[Line], add) -> None:  # type: ignore[no-untyped-def]
    """The first title line that names a type decides among titles; a later one adds a little."""
    weight = TITLE_WEIGHT
    seen: set[str] = set()
    for ln in top:
        for kind, pattern in TITLES:
            if kind not in seen and pattern.search(ln.text):
                add(kind, weight, f"title words {pattern.search(ln.text).group(0)!r} on page {ln.page}")  # type: ignore[union-attr]
                seen.add(kind)
                weight = 1.0
                break


def _decide(scores: dict[str, float], reasons: dict[str, list[str]]) -> DocTypeDecision:
    if not scores:
        return DocTypeDecision("other", ["no title words, roles or endorsement of a known type"], {})
    best = max(scores, key=lambda k: (scores[k], -list(scores).index(k)))
    if scores[best] < MIN_SCORE:
        return DocTypeDecision("other", [f"best guess {best} scored only {scores[best]:.1f} "
                                         f"(needs {MIN_SCORE:.1f})", *reasons[best]], scores)
    runner = sorted((v for k, v in scores.items() if k != best), reverse=True)
    why = [f"{best} scored {scores[best]:.1f}" + (f" (next {runner[0]:.1f})" if runner else ""), *reasons[best]]
    return DocTypeDecision(best, why, scores)


def forced(doc_type: str) -> DocTypeDecision:
    return DocTypeDecision(doc_type, [f"forced with --doc-type {doc_type}"], {})
