"""Groups a code or a treaty prints between its chapters and its provisions, told by the provisions under them.

Two conventions, each the mirror of a Philippine Act's `ARTICLE 1` > `SECTION 1.` (builder._articles_hold_sections):
- a US state code's chapters hold Articles numbered in arabic that hold its `§` sections: North Carolina's General
  Statutes (`Article 5. Residential Rental Agreements.` > `§ 42-38.`), the Code of Georgia (`ARTICLE 34` >
  `§ 10-1-910.`), the Code of Virginia (`Article 1. General Provisions.` > `§ 55.1-1200.`). Read alone, `Article 5.`
  is a provision (a treaty's); with a `§` section as the next provision it is the sections' container.
- an EU act's or a UN convention's chapters and parts hold Sections that hold its Articles: the GDPR (`CHAPTER IV` >
  `Section 1` / `General obligations` > `Article 24`), as the EU's Joint Practical Guide lays acts out, UNCLOS
  (`PART II` > `SECTION 1. GENERAL PROVISIONS` > `Article 2`) and the Council of Europe's conventions (`Chapter II –
  ...` > `Section 1 – Substantive criminal law` > `Title 1 – ...` > `Article 2 – Illegal access`, ETS 185). Read
  alone, `SECTION 1.` is a provision and `Section 1` no unit at all; with an Article as the next provision (a Title
  may stand between) it is the Articles' container.
The next provision is looked for over the next few lines (a heading line may stand between).
A third reads the sections such groups number: Australia's tax Acts number each section within its Division, undotted,
its heading on the line (`Division 40` / `Subdivision 40-B—Core provisions` / `40-25 Deducting amounts for depreciating
assets` in the Income Tax Assessment Act 1997; `Division 9` / `9-5 Taxable supplies` in the GST Act 1999): a line that
opens with the open Division's number, a hyphen and a number, then a heading, is that section.
A fourth reads Minnesota's: its Statutes print a section's number and its headnote in capitals (`10A.01 DEFINITIONS.`,
`388.051 DUTIES.`), then its subdivisions as `Subdivision 1. Application.`, `Subd. 2. Administrative action.`; its
Rules the same with `Subpart 1.`, `Subp. 2.` (Minnesota Rules `2700.2460 DEFINITION OF COMMERCIAL POLICIES.`). Alone,
`388.051` is a decimal clause and `Subdivision 1.` an Australian Subdivision; a code number with a headnote in capitals
over `Subdivision 1.` (or `Subpart 1.`) is a section, so are the others of its chapter so printed, and each
`Subd. N.` below is its unit `Subd. N`.
A fifth reads the Council of Europe's paragraphs: its conventions number an Article's paragraphs without a point
(`Article 4 – Data interference` / `1 Each Party shall adopt ...` / `2 A Party may reserve ...`, ETS 185, as every
treaty of its series since the 1990s): under an Article printed alone (or with its heading after a dash), lines that
open with 1, 2, ... in turn and a capital are its paragraphs `1`, `2`."""

from __future__ import annotations

import re

from ingest.structure.markers import Marker

Tokens = list[tuple[list[Marker], str]]

_ARTICLE_KW = {"Article", "ARTICLE", "Art.", "ART."}
# `Section 1`, `SECTION 2. LIMITS OF THE TERRITORIAL SEA`: alone, or with a heading in capitals (no sentence)
_SECTION_GROUP = re.compile(r"^(?P<kw>SECTION|Section)\s+(?P<num>\d{1,3}|[IVXL]{1,6})\.?"
                            r"(?:\s+(?P<head>[A-Z][A-Z0-9 ,;'’&()/-]*)|\s*[-–—]\s*(?P<dashed>[A-Z][^.;:]{0,100}))?$")
# a heading after `Article 5.` on its line: a title (up to twelve words, no clause of prose), not a provision's text
_TITLE = re.compile(r"^[A-Z][^.;:]{0,100}\.?$")
_LOOK = 3  # lines a heading may take between the group's label and its first provision
_SECTION_LINE = re.compile(r"^(?:SECTION|Section)\s+(?:\d{1,3}|[IVXL]{1,6})\b")
_HEADNOTE_SECTION = re.compile(r"^(?P<label>(?P<chapter>\d{1,4}[A-Z]?)\.(?P<num>\d{2,4}))\s+"
                               r"(?P<head>[A-Z][A-Z0-9 ,;'’&()/-]*[A-Z)]\.)$")
_SUBDIVISION = re.compile(r"^(?P<kw>Subdivision|Subd\.|Subpart|Subp\.)\s?(?P<num>\d{1,3}[a-z]?)\.\s*(?P<rest>.*)$")
_DIVISION_SECTION = re.compile(r"^(?P<label>(?P<div>\d{1,3}[A-Z]?)-(?P<num>\d{1,3}[A-Z]?))\s+"
                               r"(?P<head>[A-Z][^.;:]{2,120})$")


def regroup(texts: list[str], tokens: Tokens) -> list[str]:
    """Read each such Article or Section label as the container it is; return what was decided (for the log)."""
    why = _minnesota(texts, tokens) + _undotted_paragraphs(texts, tokens)
    # every such label of the document must hold its kind (a Philippine amending Act's `SECTION 2. AMENDMENT.` over
    # a quoted `Art. 26.` is a section whose other sections hold text; a treaty's Articles hold no `§`)
    articles = [n for n, (mks, _) in enumerate(tokens) if mks and mks[0].kind == "section"
                and mks[0].keyword in _ARTICLE_KW and len(mks) == 1 and _titled(mks[0].rest)]
    articles_hold = all((nxt := _next_provision(tokens, n)) is not None and nxt.keyword == "§" for n in articles)
    groups = [n for n, text in enumerate(texts) if _SECTION_LINE.match(text.strip())]
    groups_hold = all((nxt := _next_provision(tokens, n)) is not None and nxt.keyword in _ARTICLE_KW for n in groups)
    division = ""  # the number of the Division (or Subdivision) open above the line
    for n, text in enumerate(texts):
        mks = tokens[n][0]
        if mks and mks[0].kind == "container":
            division = mks[0].value.split("-")[0] if mks[0].keyword in ("division", "subdivision") else ""
        sec = _DIVISION_SECTION.match(text.strip()) if not mks and division else None
        if sec and sec.group("div") == division:
            tokens[n] = ([Marker("section", sec.group("label"), sec.group("num"), "§", sec.group("label"), "",
                                 extra={"heading": sec.group("head").strip()})], "")
            why.append(f"line {n + 1}: {sec.group('label')} opens with its Division's number {division}: a section")
            continue
        nxt = _next_provision(tokens, n)
        if nxt is None:
            continue
        if articles_hold and n in articles:
            mk = mks[0]
            tokens[n] = ([Marker("container", mk.raw, mk.value, "article", mk.label, mk.rest.strip())], "")
            why.append(f"line {n + 1}: {mk.label} holds the code's sections below it ({nxt.label}): a container")
            continue
        group = _SECTION_GROUP.match(text.strip())
        if group and groups_hold and (not mks or mks[0].kind == "section" and len(mks) == 1):
            label = f"{group.group('kw')} {group.group('num')}"
            head = group.group("head") or group.group("dashed") or ""
            tokens[n] = ([Marker("container", text.strip(), group.group("num"), "section group", label,
                                 head.strip())], "")
            why.append(f"line {n + 1}: {label} holds the Articles below it ({nxt.label}): a container")
    return why


def _next_provision(tokens: Tokens, n: int) -> Marker | None:
    for mks, _ in tokens[n + 1: n + 1 + _LOOK]:
        if mks and mks[0].kind == "container" and mks[0].keyword == "title":
            continue  # `Section 1 – Substantive criminal law` / `Title 1 – Offences ...` / `Article 2 – ...`
        if mks:
            return mks[0] if mks[0].kind == "section" else None
    return None


def _titled(rest: str) -> bool:
    rest = rest.strip()
    return not rest or len(rest.split()) <= 12 and bool(_TITLE.match(rest))


def _minnesota(texts: list[str], tokens: Tokens) -> list[str]:
    """`388.051 DUTIES.` over `Subdivision 1. General provisions.`: the chapter's sections so printed, and their
    subdivisions (or a rule's subparts) as the units they are."""
    chapters = set()
    for n, text in enumerate(texts[:-1]):
        head = _HEADNOTE_SECTION.match(text.strip())
        if head and re.match(r"^(?:Subdivision|Subpart) 1\.", texts[n + 1].strip()):
            chapters.add(head.group("chapter"))
    if not chapters:
        return []
    why = []
    for n, text in enumerate(texts):
        head = _HEADNOTE_SECTION.match(text.strip())
        sub = _SUBDIVISION.match(text.strip())
        if head and head.group("chapter") in chapters:
            tokens[n] = ([Marker("section", head.group("label"), head.group("num"), "§", head.group("label"), "",
                                 extra={"heading": head.group("head")})], "")
            why.append(f"line {n + 1}: {head.group('label')}, its headnote in capitals, a section of chapter "
                       f"{head.group('chapter')} (its subdivisions below it)")
        elif sub:
            kw = sub.group("kw")
            tokens[n] = ([Marker("paren", text.strip()[: sub.start("rest")].strip(), sub.group("num"),
                                 label=f"{kw} {sub.group('num')}", rest=sub.group("rest"),
                                 extra={"dotted": True, "prefix": f"{kw} "})], sub.group("rest"))
    return why


_UNDOTTED_PARAGRAPH = re.compile(r"^(?P<num>\d{1,2})\s+(?P<rest>[A-Z].*)$")


def _undotted_paragraphs(texts: list[str], tokens: Tokens) -> list[str]:
    """`1 Each Party ...`, `2 A Party ...` under `Article 4 – Data interference`: the Article's paragraphs."""
    why = []
    arts = [n for n, (mks, _) in enumerate(tokens) if mks and mks[0].kind == "section"
            and mks[0].keyword in _ARTICLE_KW and mks[0].extra.get("alone")]
    for n in arts:
        end = next((j for j in range(n + 1, len(texts)) if tokens[j][0] and tokens[j][0][0].kind in
                    ("section", "container")), len(texts))
        paras = [(j, m) for j in range(n + 1, end) if (not tokens[j][0] or tokens[j][0][0].extra.get("undotted"))
                 and (m := _UNDOTTED_PARAGRAPH.match(texts[j].strip()))]
        if len(paras) < 2 or [int(m.group("num")) for _, m in paras] != list(range(1, len(paras) + 1)) \
                or paras[0][0] > n + 2:
            continue
        for j, m in paras:
            tokens[j] = ([Marker("number", m.group("num"), m.group("num"), label=m.group("num"),
                                 rest=m.group("rest"))], m.group("rest"))
        why.append(f"line {n + 1}: {tokens[n][0][0].label}'s paragraphs numbered without a point, 1 to {len(paras)}")
    return why
