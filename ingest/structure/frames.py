"""Where the head (titles, enacting clause, recitals) and the tail (signatures, attestation) of a document lie."""

from __future__ import annotations

import re

from ingest.structure.headings import caps_line

# A line starting like this closes the body: what follows is signatures, attestation or witnesses.
_TAIL_START = re.compile(
    r"^(?:Approved,?$|\(Sgd\.?\)|This Act which is a consolidation|IN WITNESS WHEREOF|SIGNED AND DELIVERED|"
    r"Signed and delivered|SIGNED,? SEALED AND DELIVERED|Signed,? sealed and delivered|"
    r"(?:Signed|SIGNED) (?:by|BY)\s*:?\s*$|WITNESSES\s*:?$|Witnesses\s*:?\s*$)",
)
# PH tail sections by heading: they close an Act (appropriation, rules, separability, repeal, effectivity).
_TAIL_HEADING = re.compile(
    r"\b(?:Appropriations?|Implementing Rules|Separability|Repealing|Effectivity|Transitory|Final Provisions)\b",
    re.I,
)
_RECITAL = re.compile(r"^(?:AND\s+)?WHEREAS\b", re.I)
# The operative words that end a deed's recitals and open its clauses, in the forms conveyancers print: `NOW THIS DEED
# WITNESSETH AS FOLLOWS:`, `NOW THEREFORE IT IS HEREBY AGREED ...`, a line that ends in `WITNESSETH` / `WITNESSES AS
# FOLLOWS` without `NOW`, or `WITNESSETH` alone (`EXCHANGE DEED WITNESSETH`, `THIS INDENTURE WITNESSETH:`), and an
# agreement's `NOW, THEREFORE, ... THE PARTIES HEREBY AGREE AS FOLLOWS:` or `IT IS HEREBY AGREED ... AS FOLLOWS:`
# (never `IN WITNESS WHEREOF`, which closes the body, nor `WITNESSES:` over the attesting witnesses).
_WITNESSETH = r"(?-i:WITNESSETH|Witnesseth)"
# What an instrument calls itself in its operative words (`THIS DEED`, `THESE PRESENTS`, `THIS INDENTURE`).
_NOUNS = (r"(?:DEED|AGREEMENT|INDENTURE|CONVEYANCE|LEASE|MORTGAGE|PRESENTS|INSTRUMENT|MEMORANDUM|ASSIGNMENT|"
          r"SETTLEMENT|TRANSFER|DISSOLUTION|PARTITION|RELEASE|EXCHANGE)")  # `NOW THEREFORE THIS DISSOLUTION WITNESSED`
_DEED_NOUNS = r"(?-i:" + _NOUNS + ")"  # in capitals, as printed in the operative words
# `WITNESSES` opens a deed's clauses only after the instrument's own name (`THIS DEED OF SALE WITNESSES`, `NOW THESE
# PRESENTS WITNESS`): a statute's capitals cross-heading ends in the same word (`EXAMINATION OF WITNESSES`).
_DEED_WITNESSES = (r"(?:THIS |THESE )?(?:[A-Z][\w ,'’-]{0,40}? )?" + _DEED_NOUNS
                   + r"(?: [\w'’-]+){0,3}? (?-i:WITNESS(?:ES)?)")
# `THIS DEED WITNESSETH THAT in consideration of ... the Vendor doth hereby grant ...`: the operative words run on
# into the grant in one sentence (the conveyancer's `WITNESSETH THAT`), so the line does not end with them.
_RUNNING_ON = (r"(?:NOW,? )?(?:THEREFORE,? )?(?:THIS|THESE) (?:[A-Z][\w'’-]* ){0,3}?" + _DEED_NOUNS
               + r"(?: [\w'’-]+){0,3}? (?-i:WITNESSETH|WITNESS(?:ES)?),? (?-i:THAT)\b")
_OPERATIVE = re.compile(
    r"^(?:[IVX]{1,4}\.\s+)?(?:NOW(?:,)? (?:THEREFORE,? )?(?:THIS " + _NOUNS + r"|THESE PRESENTS|IT IS HEREBY)"
    r"|(?:NOW,? )?(?:THEREFORE,? )?(?:(?:THIS |THESE PRESENTS? )?[A-Z][\w ,'’-]{0,60}? " + _WITNESSETH
    + r"|" + _DEED_WITNESSES + r"|" + _WITNESSETH + r")\b"
    r"(?:.{0,120}?\b(?:AS FOLLOWS|AS UNDER|THAT))?\s*[:;,.–—-]*\s*$"
    r"|" + _RUNNING_ON +
    # `AND WHEREAS NOW THE PARTIES HAVE AGREED AS FOLLOWS:`: a last recital that is the operative words
    r"|(?:(?:AND\s+)?WHEREAS,?\s+NOW,? |NOW,? )?(?:THEREFORE,? )?(?:(?:IN CONSIDERATION|FOR GOOD)\b.{0,160}?,?\s+)?"
    r"(?:IT IS|THE PARTIES(?: HERETO)?)(?: HEREBY| NOW| HAVE)?(?: MUTUALLY| EXPRESSLY| FURTHER)? AGREED?\b.{0,80}?"
    r"\b(?:AS (?:FOLLOWS|UNDER)|HEREINAFTER)\s*[:;,.–—-]*\s*$)",
    re.I)
# the operative words' first line when they wrap onto a second (`NOW, THEREFORE, in consideration of ...,` / `the
# Parties agree as follows:`)
_OPENS_OPERATIVE = re.compile(r"^(?:NOW\b|THEREFORE\b|IN CONSIDERATION\b)", re.I)
# the deed's description introducing its parties (`... made and executed on ..., by and between:` / `BETWEEN`)
# (`... amongst the following parties:-`, `by and between the following parties:`)
_PARTIES_INTRO = re.compile(r"\b(?:between|among(?:st)?)(?:\s+the\s+following(?:\s+parties)?)?\s*[:;,.–—-]*\s*$", re.I)
# a deed's party named as it is introduced: `(hereinafter referred to as the "First Party")`, `hereinafter called the
# DONOR`, `(hereinafter jointly referred to as the "Parties")`; a statute never names its units so
_NAMES_PARTY = re.compile(r"\bhereinafter\s+(?:\w+\s+)?(?:referred\s+to\s+as|called|named|termed|styled)\b", re.I)
# a statute's enacting words
_ENACTING = re.compile(r"^(?:NOW,? THEREFORE,? )?(?:BE IT |IT IS HEREBY )?ENACTED\b", re.I)
_SMALL = {"of", "and", "the", "or", "to", "in", "for", "on", "by", "a", "an", "with", "no.", "no"}


def starts_tail(text: str) -> bool:
    return bool(_TAIL_START.match(text.strip()))


def tail_heading(heading: str) -> bool:
    return bool(_TAIL_HEADING.search(heading))


def starts_recital(text: str) -> bool:
    """`WHEREAS ...` / `AND WHEREAS ...`, unless the line is the operative words (`AND WHEREAS NOW THE PARTIES ...`)."""
    return bool(_RECITAL.match(text.strip())) and not starts_operative(text)


def starts_operative(text: str) -> bool:
    return bool(_OPERATIVE.match(text.strip()))


def operative_over(first: str, second: str) -> bool:
    """`NOW, THEREFORE, in consideration of the mutual covenants ...,` / `the Parties agree as follows:`: operative
    words wrapped from the first line onto the second (neither says so alone)."""
    return bool(_OPENS_OPERATIVE.match(first.strip())) and not starts_operative(first) \
        and starts_operative(f"{first.strip()} {second.strip()}")


def introduces_parties(text: str) -> bool:
    """`This Deed ... is made and executed on ..., by and between:` / `BETWEEN`: the parties are listed below."""
    return bool(_PARTIES_INTRO.search(text.strip()))


def names_party(text: str) -> bool:
    """`1. {name}, ... residing at ... (hereinafter referred to as the "First Party");`: the entry names a party."""
    return bool(_NAMES_PARTY.search(text))


def starts_enacting(text: str) -> bool:
    return bool(_ENACTING.match(text.strip()))


def smart_title(text: str) -> str:
    """`AN ACT DEFINING CYBERCRIME` -> `An Act Defining Cybercrime` (only when the text is in capitals)."""
    if not caps_line(text):
        return text
    words = text.lower().split()
    return " ".join(w if i and w in _SMALL else w[:1].upper() + w[1:] for i, w in enumerate(words))


def document_title(head: list[str], family: str) -> str:
    """The title as a reader would cite it, from the head frame's lines ("" when nothing looks like one)."""
    lines = [t.strip() for t in head if t.strip()]
    if not lines:
        return ""
    for i, t in enumerate(lines):
        m = re.match(r"^(REPUBLIC ACT|Republic Act)\s+No\.?\s*(\d+)", t, re.I)
        if m:
            return _with_long_title(f"Republic Act No. {m.group(2)}", lines[i + 1:])
        m = re.match(r"^Act\s+(A?\d+)$", t)
        if m and family == "my_statute":
            name = next((x for x in lines[i + 1:] if caps_line(x)), "")
            return f"{smart_title(name)} (Act {m.group(1)})" if name else f"Act {m.group(1)}"
    caps = [t for t in lines[:8] if caps_line(t) and not t.upper().startswith(("LAWS OF", "BETWEEN"))]
    return smart_title(caps[0]) if caps else lines[0][:120]


def _with_long_title(number: str, after: list[str]) -> str:
    long: list[str] = []
    for t in after:
        if long and (t.lower().startswith("be it enacted") or not caps_line(t)):
            break
        if t.upper().startswith("AN ACT") or long:
            long.append(t)
    return f"{number} — {smart_title(' '.join(long))}" if long else number
