"""One statute printed in each common-law drafting convention, with the truth of every unit's path.

The same provisions (short title, commencement, definitions, an application section with paragraphs and
subparagraphs, an inserted section, an offence with a penalty and a note, a gap a repeal left, a schedule) are written
as the United Kingdom, the Commonwealth of Australia, New South Wales, New Zealand, Canada, Singapore, Hong Kong,
Ireland, South Africa, Kenya, Nigeria, the US Code, a US state code and an Indian central Act print them (the
catalogue in docs/structure.md, section "Drafting conventions"). Each is written in the corpus' annotated format
(corpus/gold.py), so its truth is the format's own reading of the labels, never the parser's output; corpus.docs lays
it out born-digital and samples.scan scans it.

Run: python -m samples.styles [DIR] [--levels born,clean] writes DIR/LEVEL/STYLE.pdf with STYLE.truth.json beside it
(default DIR: var/styles), a folder `engross eval` reads as it is.
"""

from __future__ import annotations

import argparse
import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path

from corpus.docs import blocks
from corpus.gold import Parsed, gold_truth, parse_text
from samples.flow import BOLD, Flow, Layout, render
from samples.topics import PH_TOPICS, PhTopic
from schemas.groundtruth import GroundTruth


@dataclass
class Prov:
    """A provision of the shared statute: its place in its list (1-based; `insert` = an inserted one after it),
    heading, own text, children and a closing paragraph."""

    n: int
    heading: str = ""
    text: str = ""
    children: list[Prov] = field(default_factory=list)
    after: str = ""
    insert: int = 0  # 1: the first inserted after n (`5A`, `(ca)`, `(1A)`)
    notes: list[str] = field(default_factory=list)  # `Penalty: ...`, `Note: ...` paragraphs after the text


@dataclass(frozen=True)
class Convention:
    """How a jurisdiction prints a statute's levels."""

    name: str
    family: str  # the family the parser should read it as
    container: str  # `Part {n}` / `PART {R}` / `CHAPTER {R}` ...: {n} arabic, {R} roman
    container_style: str  # dash (`Part 1—Preliminary`), below (heading on the next line), space (`Part 1 Name`)
    section: str  # `{n}` / `{n}.` / `§ {n}.` / `§ 12-{n}.` / `Sec. {n}.`
    heading: str  # line (heading after the number), above (a line of its own above), dash (`{h}.—` then text)
    levels: tuple[str, ...]  # list types under a section: digit, alpha, roman, ualpha, uroman, dalpha
    definitions: str = ""  # "" unnumbered paragraphs, else a list type that numbers them
    inline_first: bool = False  # the first subsection on the section's line (`2 (1) The ...`, `1.—(1) This ...`)
    division: str = ""  # a level between Part and section: `Division {n}`, `Subpart {n}` (same style as Parts)
    subdivision: str = ""  # and one below it: `Subdivision {A}`
    schedule: str = "Schedule 1"
    notes: bool = False  # Commonwealth `Penalty:` and `Note:` paragraphs
    case: str = "sentence"  # container headings: sentence | upper
    decimal_inserts: bool = False  # Canada: inserted provisions numbered `4.1`, `(2.1)`, `(b.1)`
    title: str = "{title}"  # the title line: `{title}` the Act's short title in capitals, `{name}` its words alone
    front: tuple[str, ...] = ()  # frame lines after the long title (an SI's `Made`, an IRR's promulgating words)
    inline_dash: bool = False  # a UK statutory instrument's `1.—(1) These Regulations ...`
    schedule_note: str = ""  # the line under a schedule's label naming the provision it serves (`Regulation 8`)
    by_place: bool = False  # items numbered by their place (a contract or an IRR inserts none: no `(ca)`, `(2A)`)
    schedule_items: str = "digit"  # the list type under a schedule's paragraph (`2. (1) The fee ...`)


def _alpha(n: int) -> str:
    return "abcdefghijklmnopqrstuvwxyz"[n - 1]


def _roman(n: int) -> str:
    return ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"][n - 1]


def marker(kind: str, n: int, insert: int = 0, decimal: bool = False) -> str:
    """The bracketed marker of item n of a list of `kind` (`insert` 1 is the first inserted after n: (ca), (1A);
    Canada's decimal inserts (3.1), (c.1) when `decimal`)."""
    value = {"digit": str(n), "alpha": _alpha(n), "roman": _roman(n), "ualpha": _alpha(n).upper(),
             "uroman": _roman(n).upper(), "dalpha": _alpha(n) * 2}[kind]
    if insert and decimal:
        value += f".{insert}"
    elif insert:
        value += _alpha(insert) if kind in ("alpha", "dalpha") else _alpha(insert).upper()
    return f"({value})"


DECIMAL_KINDS = ("decimal", "sdecimal")  # `4.1.1` under `4.1`; `Section 4.1.` under `Section 4.` (an IRR's)


def decimal_label(kind: str, prefix: str, pos: int) -> str:
    """A decimal level's label, numbered by place under its parent's number (`4` -> `4.1`, `Section 4.1.`)."""
    return f"Section {prefix}.{pos}." if kind == "sdecimal" else f"{prefix}.{pos}"


def number(conv: Convention, n: int, insert: int = 0, part: int = 0, pos: int = 0) -> str:
    """A section's number: `{n}` runs through the statute; `{c}` / `{s}` number it by place in its Part
    (a contract's `1.1`, `Section 2.03` under ARTICLE II)."""
    if "{c}" in conv.section:
        return conv.section.format(c=part, s=pos)
    if insert and conv.decimal_inserts:
        return conv.section.format(n=f"{n}.{insert}")
    value = f"{n}{_alpha(insert).upper() if insert else ''}"
    return conv.section.format(n=value)


def statute(topic: PhTopic) -> tuple[str, list[tuple[str, list[Prov]]], list[Prov]]:
    """The shared statute: its short title, its Parts (heading, sections) and its schedule's paragraphs."""
    title = topic.short_title.replace(" Act", "") + " Act 2026"
    defs = [Prov(k + 1, text=f"{term} {meaning}") for k, (term, meaning) in enumerate(topic.defs[:5])]
    offences = [Prov(k + 1, text=f"{h.rstrip('.')}—{t[:1].lower()}{t[1:].rstrip('.;')};")
                for k, (h, t) in enumerate(topic.offenses_a[:3])]
    preliminary = [
        Prov(1, "Short title", f"This Act may be cited as the {title}."),
        Prov(2, "Commencement", children=[
            Prov(1, text="This Act commences on a day the Minister appoints by notice in the Gazette."),
            Prov(2, text="Different days may be appointed for different provisions of this Act.")]),
        Prov(3, "Interpretation", "In this Act, unless the contrary intention appears—", children=defs),
    ]
    register = [
        Prov(4, f"Register of {topic.subject} cases", children=[
            Prov(1, text=f"The {topic.agency} must keep a register of every complaint of {topic.subject} it "
                         f"receives."),
            Prov(2, text="The register must record, for each complaint—", children=[
                Prov(1, text="the name of the person who made it;"),
                Prov(2, text="the date on which it was received; and"),
                Prov(2, insert=1, text="the officer to whom it was referred; and"),
                Prov(3, text="the action taken on it, including—", children=[
                    Prov(1, text="any referral to another agency; and"),
                    Prov(2, text="any proceedings brought, whether—", children=[
                        Prov(1, text="civil; or"),
                        Prov(2, text="criminal.")])]),
            ]),
            Prov(2, insert=1, text="The register may be kept in electronic form."),
        ]),
        Prov(4, insert=1, heading="Access to the register",
             text=f"A person may inspect the register at any office of the {topic.agency} during its ordinary "
                  f"hours of business."),
        Prov(5, "Offences", children=[
            Prov(1, text=f"A person commits an offence if the person, without lawful excuse, does any of the "
                         f"following in relation to a {topic.system}:", children=offences,
                 notes=[f"Penalty: {topic.fine_words}."],
                 after="whether or not any loss is caused by the conduct."),  # closing words: (1)'s, not (c)'s
            Prov(2, text="It is a defence to a prosecution for an offence against subsection (1) if the defendant "
                         "proves that the defendant acted under the authority of a warrant.",
                 notes=["Note: A defendant bears an evidential burden in relation to the matter in this "
                        "subsection."]),
        ]),
        Prov(6, "Contravention of subsection 4(2)", children=[
            Prov(2, text="A person must not give the register false information about a complaint."),
            Prov(3, text="Subsection (2) does not apply if the information is not false in a material "
                         "particular.")]),
        Prov(8, "Regulations", f"The Minister may make regulations prescribing matters required or permitted by "
                               f"this Act to be prescribed, including fees payable to the {topic.agency}."),
    ]
    schedule = [
        Prov(1, text=f"The fee for lodging a complaint with the {topic.agency} is nil."),
        Prov(2, children=[
            Prov(1, text="The fee for a certified extract from the register is twenty dollars."),
            Prov(2, text="The fee may be waived in cases of hardship.")]),
    ]
    return title, [("Preliminary", preliminary), ("Registration of complaints and offences", register)], schedule


def _case(conv: Convention, heading: str) -> str:
    return heading.upper() if conv.case == "upper" else heading


def _container(conv: Convention, n: int, heading: str, depth: int = 0, form: str = "") -> list[str]:
    pad = "  " * depth
    label = (form or conv.container).format(n=n, R=["I", "II", "III"][n - 1], A="ABC"[n - 1])
    heading = _case(conv, heading)
    if conv.container_style == "clause":  # a contract's `1. DEFINITIONS.`: the clause number, its heading in capitals
        return [f"{pad}* {label}| {{{heading.upper()}}}."]
    if conv.container_style == "dash":
        return [f"{pad}* {label}| — {{{heading}}}"]
    if conv.container_style == "space":
        return [f"{pad}* {label}| {{{heading}}}"]
    return [f"{pad}* {label}|", f"{pad}~ {heading}"]


def _items(conv: Convention, items: list[Prov], level: int, depth: int, kind: str | None = None,
           prefix: str = "") -> list[str]:
    """A list's lines; a decimal level numbers its items by place under `prefix`, its parent's number."""
    out = []
    pad = "  " * depth
    for pos, p in enumerate(items, start=1):
        k = kind or conv.levels[min(level, len(conv.levels) - 1)]
        lab = decimal_label(k, prefix, pos) if k in DECIMAL_KINDS else marker(k, pos) if conv.by_place \
            else marker(k, p.n, p.insert, conv.decimal_inserts)
        out.append(f"{pad}* {lab}| {p.text}")
        out += [f"{pad}+ {note}" for note in p.notes]
        out += _items(conv, p.children, level + 1, depth + 1, prefix=lab.split()[-1].rstrip("."))
        if p.after:
            out.append(f"{pad}+ {p.after}")
    return out


def _section(conv: Convention, p: Prov, depth: int, part: int = 0, pos: int = 0) -> list[str]:
    pad, inner = "  " * depth, "  " * (depth + 1)
    num = number(conv, p.n, p.insert, part, pos)
    prefix = re.sub(r"[^\d.]", "", num).strip(".")  # a decimal level under it numbers from `4`, `2.03`
    lines: list[str] = []
    kids = p.children
    # the first subsection run on (`2 (1) The ...`, `1.—(1) This ...`); after an Indian heading only a (1): a section
    # whose (1) was repealed prints its (2) on a line of its own there, on the number's line under a heading above
    first = kids[0] if kids and not p.text and conv.inline_first \
        and (kids[0].n == 1 or conv.heading == "above") else None
    if conv.heading == "above":
        lines.append(f"{pad}> {p.heading}")
        head = f"{pad}* {num}|"
    elif conv.heading == "dash":
        head = f"{pad}* {num}| {{{p.heading}.}}—"
    elif conv.heading in INLINE_HEADINGS:
        head = f"{pad}* {num}| {{{p.heading}}}."
    else:
        head = f"{pad}* {num}| {{{p.heading}}}"
    if p.text and conv.heading in ("above", "dash"):
        lines.append(f"{head}{'' if conv.heading == 'dash' else ' '}{p.text}")
    elif p.text and conv.heading in INLINE_HEADINGS:
        lines.append(f"{head}{INLINE_HEADINGS[conv.heading]}{p.text}")
    else:
        lines.append(head)
        if p.text:
            lines.append(f"{pad}+ {p.text}")
    if first is not None and conv.inline_dash:
        lines[-1] = lines[-1].replace(f"* {num}|", f"* {num}—|", 1)
    if first is not None:
        lab = marker(conv.levels[0], first.n, first.insert, conv.decimal_inserts)
        lines.append(f"{inner}*& {lab}| {first.text}")
        lines += [f"{inner}+ {note}" for note in first.notes if conv.notes]
        lines += _items(conv, first.children, 1, depth + 2)
        kids = kids[1:]
    if p.heading == "Interpretation":
        if conv.definitions:
            lines += _items(conv, kids, 0, depth + 1, conv.definitions, prefix)
        else:
            lines += [f"{pad}+ {d.text}" for d in kids]
        return lines
    sub = _items(conv, kids, 0, depth + 1, prefix=prefix)
    if not conv.notes:
        sub = [s for s in sub if not s.lstrip().startswith(("+ Penalty:", "+ Note:"))]
    return lines + sub


# a heading printed on the number's line before the text: a contract's `1.1 {License}. Subject to ...`, an IRR's
# `Section 1. {Short Title}. - These Rules ...`
INLINE_HEADINGS = {"run": " ", "hyphen": " - "}


def write(conv: Convention, topic: PhTopic) -> str:
    """The statute in the convention, in the corpus' annotated format."""
    title, parts, schedule = statute(topic)
    name = title.replace(" Act 2026", "")
    heading = conv.title.format(title=title.upper(), name=name.upper())
    out = [f"# {conv.name}: the shared statute of samples/styles.py", f"^ {heading}",
           f"- An Act to provide for a register of {topic.subject} cases and for related purposes"]
    out += [f"- {line.format(name=name)}" for line in conv.front]
    for n, (heading, sections) in enumerate(parts, start=1):
        out += _container(conv, n, heading)
        depth = 1
        if conv.division:
            out += _container(conv, n, heading.split()[0] + " provisions", 1, conv.division)
            depth = 2
        if conv.subdivision:
            out += _container(conv, 1, "General", 2, conv.subdivision)
            depth = 3
        for pos, p in enumerate(sections, start=1):
            out += _section(conv, p, depth, n, pos)
    label = conv.schedule
    out += [f"* {label}|"] + ([f"~ {conv.schedule_note}"] if conv.schedule_note else []) + [f"~ {_case(conv, 'Fees')}"]
    for p in schedule:
        num = str(p.n) if conv.section.startswith("{n}") and "." not in conv.section else f"{p.n}."
        if p.children:
            out.append(f"  * {num}|")
            first, rest = p.children[0], p.children[1:]
            out.append(f"    *& {marker(conv.schedule_items, first.n)}| {first.text}")
            out += [f"    * {marker(conv.schedule_items, c.n)}| {c.text}" for c in rest]
        else:
            out.append(f"  * {num}| {p.text}")
    return "\n".join(out) + "\n"


CONVENTIONS = [
    Convention("uk", "generic", "Part {n}", "below", "{n}", "line", ("digit", "alpha", "roman", "ualpha")),
    Convention("au_commonwealth", "generic", "Part {n}", "dash", "{n}", "line", ("digit", "alpha", "roman", "ualpha"),
               notes=True, division="Division {n}", subdivision="Subdivision {A}"),
    Convention("au_nsw", "generic", "Part {n}", "space", "{n}", "line", ("digit", "alpha", "roman", "ualpha"),
               division="Division {n}"),
    Convention("nz", "generic", "Part {n}", "below", "{n}", "line", ("digit", "alpha", "roman", "ualpha"),
               division="Subpart {n}", schedule="Schedule 1"),
    Convention("canada", "generic", "PART {n}", "below", "{n}", "above", ("digit", "alpha", "roman", "ualpha"),
               inline_first=True, schedule="SCHEDULE", decimal_inserts=True),
    Convention("singapore", "generic", "PART {n}", "below", "{n}.", "above", ("digit", "alpha", "roman", "ualpha"),
               inline_first=True, schedule="FIRST SCHEDULE", case="upper"),
    Convention("hong_kong", "generic", "Part {n}", "below", "{n}.", "line", ("digit", "alpha", "roman", "ualpha"),
               division="Division {n}", schedule="Schedule 1"),
    Convention("ireland", "generic", "PART {n}", "below", "{n}.", "above", ("digit", "alpha", "roman", "uroman"),
               inline_first=True, schedule="SCHEDULE", case="upper"),
    Convention("south_africa", "generic", "CHAPTER {n}", "below", "{n}.", "above", ("digit", "alpha", "roman",
                                                                                     "dalpha"),
               definitions="roman", case="upper"),
    Convention("kenya", "generic", "PART {R}", "dash", "{n}.", "line", ("digit", "alpha", "roman", "ualpha"),
               schedule="FIRST SCHEDULE", case="upper"),
    Convention("nigeria", "generic", "PART {R}", "below", "{n}.", "line", ("digit", "alpha", "roman", "ualpha"),
               schedule="FIRST SCHEDULE", case="upper"),
    Convention("us_code", "generic", "CHAPTER {n}", "dash", "§ {n}.", "line", ("alpha", "digit", "ualpha",
                                                                              "roman"),
               schedule="SCHEDULE", case="upper"),
    Convention("us_state_code", "generic", "PART {n}", "dash", "§ 12-{n}.", "line", ("alpha", "digit", "ualpha",
                                                                                     "roman"),
               schedule="SCHEDULE", case="upper"),
    Convention("india_central", "generic", "CHAPTER {R}", "below", "{n}.", "dash", ("digit", "alpha", "roman",
                                                                                      "ualpha"),
               definitions="alpha", inline_first=True, schedule="THE SCHEDULE", case="upper"),
]
# Implementing rules and regulations (the Philippines): RULE I > Section 1 > Section 1.1 (or 1.1) > 1.1.1 > (a)
_IRR_TITLE = "IMPLEMENTING RULES AND REGULATIONS OF REPUBLIC ACT NO. 11990, OTHERWISE KNOWN AS THE {title}"
_IRR_FRONT = ("Pursuant to the Act, the following rules and regulations are hereby promulgated for the Republic of the "
              "Philippines:",)
# Contracts and licences (the United States, the United Kingdom): 1. HEADING. > 1.1 > (a) > (i) > (A), or ARTICLE I >
# Section 1.01; UK statutory instruments: `1.—(1)`, headings above, a schedule naming its regulation.
_LICENCE_FRONT = ("This agreement is made between the Licensor and the Distributor named at the end of this "
                  "agreement.",)
_SI_FRONT = ("Made 1st June 2026", "Laid before Parliament 3rd June 2026", "Coming into force 1st July 2026",
             "The Secretary of State makes the following Regulations in exercise of the powers conferred by the "
             "Registration Act 2020.")
CONVENTIONS += [
    Convention("ph_irr", "ph_statute", "RULE {R}", "below", "Section {n}.", "hyphen",
               ("sdecimal", "decimal", "alpha", "roman"), definitions="alpha", schedule="ANNEX A", case="upper",
               title=_IRR_TITLE, front=_IRR_FRONT, by_place=True, schedule_items="alpha"),
    Convention("ph_irr_bare", "ph_statute", "Rule {R}", "below", "SECTION {n}.", "line",
               ("decimal", "decimal", "alpha", "roman"), definitions="alpha", schedule="ANNEX A", case="upper",
               title=_IRR_TITLE, front=_IRR_FRONT, by_place=True, schedule_items="alpha"),
    Convention("us_licence", "generic", "{n}.", "clause", "{c}.{s}", "run", ("alpha", "roman", "ualpha", "digit"),
               schedule="SCHEDULE 1", case="upper", title="{name} DISTRIBUTION LICENSE AGREEMENT",
               front=_LICENCE_FRONT, by_place=True),
    Convention("us_contract_articles", "generic", "ARTICLE {R}", "below", "Section {c}.{s:02d}", "run",
               ("alpha", "roman", "ualpha", "digit"), schedule="SCHEDULE A", case="upper",
               title="{name} SERVICES AGREEMENT", front=_LICENCE_FRONT, by_place=True),
    Convention("uk_si", "generic", "PART {n}", "below", "{n}.", "above", ("digit", "alpha", "roman", "ualpha"),
               inline_first=True, inline_dash=True, schedule="SCHEDULE 1", schedule_note="Regulation 8",
               title="THE {name} REGULATIONS 2026", front=_SI_FRONT),
]
BY_NAME = {c.name: c for c in CONVENTIONS}


def topic_of(name: str) -> PhTopic:
    return PH_TOPICS[int(hashlib.sha256(name.encode()).hexdigest()[:4], 16) % len(PH_TOPICS)]


def parsed(name: str) -> Parsed:
    return parse_text(write(BY_NAME[name], topic_of(name)))


def laid_out(doc: Parsed, indent: bool = True, font: str = "Times-Roman", size: float = 11.0) -> Layout:
    """A parsed gold text laid out born-digital (nested units indented when `indent`); deed_styles shares it."""
    flow = Flow("a4")
    for block in blocks(doc.paras, size, indent, font, BOLD.get(font, font)):
        flow.add(block)
    return flow.layout


def convention_truth(doc: Parsed, name: str, family: str, file: str = "", scanned: bool = False) -> GroundTruth:
    """The truth of a convention's document, from its gold text (never from the parser)."""
    gt = gold_truth(doc, file or f"{name}.pdf", family, f"{name} drafting convention")
    gt.scanned = scanned
    return gt


def layout(name: str, indent: bool = True, font: str = "Times-Roman", size: float = 11.0) -> Layout:
    """The statute in convention `name` laid out born-digital (nested units indented when `indent`)."""
    return laid_out(parsed(name), indent, font, size)


def truth(name: str, file: str = "", scanned: bool = False) -> GroundTruth:
    return convention_truth(parsed(name), name, BY_NAME[name].family, file, scanned)


def main(argv: list[str] | None = None) -> None:
    from samples.scan import CLEAN, HARSH, MODERATE, scan

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", nargs="?", type=Path, default=Path("var/styles"))
    ap.add_argument("--levels", default="born,clean")
    args = ap.parse_args(argv)
    profiles = {"born": None, "clean": CLEAN, "moderate": MODERATE, "harsh": HARSH}
    for level in args.levels.split(","):
        folder = args.out / level
        folder.mkdir(parents=True, exist_ok=True)
        for conv in CONVENTIONS:
            lay = layout(conv.name)
            pdf = render(lay, None, lambda page, pages: str(page), "Helvetica", conv.name)
            if profiles[level] is not None:
                seed = int(hashlib.sha256(f"styles:{conv.name}:{level}".encode()).hexdigest()[:8], 16)
                pdf, _ = scan(pdf, lay.pages, profiles[level], [], seed)
            gt = truth(conv.name, f"{conv.name}.pdf", profiles[level] is not None)
            gt.pages = [lay.page_text(n) for n in range(1, lay.pages + 1)]
            starts: dict[tuple[str, ...], int] = {}
            for line in lay.lines:
                starts.setdefault(line.path, line.page)
            for unit in gt.units:
                unit.page = starts.get(tuple(unit.path), 0)
            (folder / f"{conv.name}.pdf").write_bytes(pdf)
            (folder / f"{conv.name}.truth.json").write_text(gt.model_dump_json(indent=1) + "\n", encoding="utf-8")
        print(f"{level}: {len(CONVENTIONS)} statutes in {folder}")


if __name__ == "__main__":
    main()
