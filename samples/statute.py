"""A Philippine-style Republic Act built from a topic and a seeded RNG: head frame, chapters, sections, tail."""

from __future__ import annotations

import random

from samples.filler import filler_sections
from samples.topics import PH_TOPICS, PhTopic
from samples.units import Built, Plain, Unit

CONGRESS = ["Eighteenth", "Nineteenth", "Twentieth", "Twenty-first"]
SESSION = ["First Regular Session", "Second Regular Session", "Third Regular Session"]


def _it(label: str, text: str = "", heading: str = "", children: list[Unit] | None = None, after: str = "") -> Unit:
    return Unit(label, "item", heading, text, children or [], after)


def _head(number: int, t: PhTopic, rng: random.Random) -> list[Plain]:
    congress = rng.choice(CONGRESS)
    day = rng.choice(["fourth", "twenty-second", "twenty-fifth"])
    year = rng.choice(["twenty-five", "twenty-six", "twenty-seven"])
    return [
        Plain("Republic of the Philippines\nCongress of the Philippines\nMetro Manila", "center", True, 0, 0),
        Plain(f"{congress} Congress\n{rng.choice(SESSION)}", "center", False, 0, 10),
        Plain(f"Begun and held in Metro Manila, on the {day} day of July, two thousand {year}.",
              "center", False, -1, 8),
        Plain(f"REPUBLIC ACT NO. {number}", "center", True, 1, 14),
        Plain(t.long_title, "center", True, 0, 10),
        Plain("Be it enacted by the Senate and House of Representatives of the Philippines in Congress assembled:",
              "left", False, 0, 12),
    ]


def _definitions(t: PhTopic) -> list[Unit]:
    letters = "abcdefghijklmnop"
    out = []
    defs = list(t.defs[:7]) + [None] + list(t.defs[7:])
    for n, d in enumerate(defs):
        label = f"({letters[n]})"
        if d is None:  # (h): inline (i)/(ii) that are roman children printed inside the paragraph
            out.append(_it(label, "{d:Without right} refers to either: (i) conduct carried out with no authority "
                           "or beyond the authority given; or (ii) conduct that no recognized legal defense, "
                           "excuse, court order, justification or other rule of law makes lawful."))
        else:
            out.append(_it(label, f"{{d:{d[0]}}} {d[1]}"))
    return out


def _offenses(t: PhTopic, irr: int) -> Unit:
    a = [_it(f"({n + 1})", text, name) for n, (name, text) in enumerate(t.offenses_a)]
    misuse = _it("(5)", heading="Misuse of Devices", children=[
        _it("(i)", "The making, selling, buying, importing, handing out, using or supplying in any other "
                   "way, without right, of:", children=[
            _it("(aa)", "A device, a computer program among them, built or modified mainly so that it can "
                        "serve to commit one of the offenses set out in this Act; or"),
            _it("(bb)", f"A password, an access code or any other data that lets a person enter the whole of "
                        f"a {t.system} or some part of it, where the password, code or data is meant to be "
                        f"used to commit one of the offenses set out in this Act."),
        ]),
        _it("(ii)", "Keeping any item described in paragraphs 5(i)(aa) or (bb) above, with the plan of using "
                    "that item, or of letting another person use it, to commit one of the offenses set out in "
                    "this section."),
    ])
    a.append(misuse)
    a.append(_it("(6)", t.offense_a6[1], t.offense_a6[0]))
    b = [_it(f"({n + 1})", text, name) for n, (name, text) in enumerate(t.offenses_b)]
    c = [_it(f"({n + 1})", text, name) for n, (name, text) in enumerate(t.offenses_c)]
    c.append(_it("(4)", f"Libel in the sense given to it by {{r:Article 355 of the Revised Penal Code}}, as "
                        f"amended, when it is committed by means of a {t.system} or of any comparable means "
                        f"that may yet be invented.", "Libel"))
    return Unit("SEC. 4.", "section", t.offense_heading,
                f"Each of the acts listed below is an offense of {t.offense_noun} punishable under this Act:",
                [_it("(a)", f"{t.group_a}:", children=a), _it("(b)", f"{t.group_b}:", children=b),
                 _it("(c)", f"{t.group_c}:", children=c)],
                after=f"The investigation and prosecution of the offenses enumerated in this section shall follow "
                      f"the rules to be issued under {{r:Section {irr}}} of this Act.")


def _sec(n: int, heading: str, text: str, **kw) -> Unit:
    return Unit(f"SEC. {n}.", "section", heading, text, **kw)


def _front(t: PhTopic, irr: int, year: int) -> list[Unit]:
    ch1 = Unit("CHAPTER I", "chapter", "PRELIMINARY PROVISIONS", children=[
        Unit("SECTION 1.", "section", "Short Title", f"This Act shall be known as the \"{t.short_title} of "
             f"{year}\"."),
        _sec(2, "Declaration of Policy", t.policy),
        _sec(3, "Definition of Terms", "In this Act, each of the terms below carries the meaning given to "
             "it:", children=_definitions(t)),
    ])
    ch2 = Unit("CHAPTER II", "chapter", "PUNISHABLE ACTS", children=[
        _offenses(t, irr),
        _sec(5, "Other Offenses", "The acts below are offenses as well:", children=[
            _it("(a)", "Whoever knowingly helps or encourages another person to carry out an offense listed "
                       "in this Act shall answer for that help.",
                "Aiding or Abetting in the Commission of an Offense"),
            _it("(b)", "Whoever knowingly tries to carry out an offense listed in this Act, even without "
                       "success, shall answer for the attempt.", "Attempt in the Commission of an Offense"),
        ]),
        _sec(6, "Offenses under Special Laws", f"Every crime punished under the Revised Penal Code, as amended, "
             f"or under a special law that is carried out by, through or with the help of a {t.system} falls "
             f"under the matching provisions of this Act: Provided, That the penalty shall then be one (1) "
             f"degree higher than the one set by the Revised Penal Code or the special law."),
    ])
    ch3 = Unit("CHAPTER III", "chapter", "PENALTIES", children=[
        _sec(7, "Penalties", f"Whoever commits an act made punishable by {{r:Sections 4(a) and 4(b)}} of this "
             f"Act shall suffer imprisonment of prision mayor, or pay a fine of not less than {t.fine_words} "
             f"({t.fine}) and up to an amount that matches the damage done, or both, as the court may "
             f"decide.\nWhoever commits the act made punishable by {{r:Section 4(a)(5)}} shall suffer "
             f"imprisonment of prision mayor, or pay a fine of up to Five hundred thousand pesos "
             f"(PhP500,000.00), or both, as the court may decide."),
        _sec(8, "Penalty for Libel", f"Whoever is convicted of libel under {{r:Section 4(c)(4)}} shall suffer "
             f"prision correccional in its maximum period up to prision mayor in its minimum period, or pay a "
             f"fine of Six thousand pesos (PhP6,000.00) up to {t.libel_fine}, or both."),
        _sec(9, "Corporate Liability", "Where a natural person who holds a leading position in a juridical "
             "person, whether acting alone or as a member of one of its organs, knowingly commits an act "
             "punishable under this Act in the name of the juridical person or so that it gains from the act, "
             "the juridical person shall pay a fine of at least twice the fines that may be imposed under "
             "{r:Section 7}, but not more than Ten million pesos (PhP10,000,000.00)."),
    ])
    return [ch1, ch2, ch3]


def _enforcement(t: PhTopic, rng: random.Random, n_filler: int) -> Unit:
    return Unit("CHAPTER IV", "chapter", "ENFORCEMENT AND IMPLEMENTATION", children=[
        _sec(10, "Law Enforcement Authorities", f"The {t.agency} shall see to it that the provisions of this "
             f"Act are enforced well, fully and without delay. The {t.agency} shall set up a special unit whose "
             f"own trained investigators deal with no cases other than those that arise under this Act."),
        _sec(11, "Duties of Law Enforcement Authorities", f"So that the technical side of {t.subject} and of "
             f"its prevention gets the attention it needs, the law enforcement authorities shall send the "
             f"{t.dept} prompt and regular reports on what was found before and after each operation and in "
             f"each investigation, together with any other papers the {t.dept} asks for, and "
             f"shall maintain a register of all cases opened, closed and referred for prosecution.",
             status="amended", note="[As amended by Republic Act No. 11111]"),
        _sec(12, "Preservation of Data", f"The {t.records} shall be kept whole and unaltered for at least "
             f"{t.preserve}, counted from the day of the transaction. Content data shall be kept in the same way "
             f"for {t.preserve}, counted from the day on which a law enforcement authority's order to keep it "
             f"is received."),
        _sec(13, "Destruction of Data", f"When the periods set by {{r:Section 12}} have run out, the service "
             f"providers or the law enforcement authorities holding {t.data} that was kept and examined shall "
             f"destroy all of it without delay, so that none of it can be read or recovered afterwards."),
        *filler_sections(rng, 14, n_filler, t),
    ])


def _tail(t: PhTopic, n: int) -> Unit:
    return Unit("CHAPTER V", "chapter", "FINAL PROVISIONS", children=[
        _sec(n, "Implementing Rules and Regulations", f"The {t.dept} shall, no later than ninety (90) days "
             f"after this Act is approved, issue the rules and regulations that are needed to carry out its "
             f"provisions."),
        _sec(n + 1, "Appropriations", f"A sum of {t.budget} shall be set aside every year from public funds "
             f"to carry out this Act."),
        _sec(n + 2, "Separability Clause", "Should a court declare any provision of this Act invalid, the "
             "provisions that its ruling does not touch shall stay fully in force and effect."),
        _sec(n + 3, "Repealing Clause", "Any law, decree or rule that conflicts with this Act is repealed or "
             "amended to the extent of the conflict."),
        _sec(n + 4, "Effectivity", "This Act takes effect fifteen (15) days after it has been published in "
             "full in the Official Gazette or in two (2) or more newspapers of general circulation."),
    ])


def _signatures(rng: random.Random) -> list[Plain]:
    senate = rng.choice(["MARIANO T. BALAGTAS", "ROSARIO L. DIMAANO", "ERNESTO P. VILLAREAL"])
    house = rng.choice(["LEONORA S. CASTILLEJO", "BENIGNO R. ALCANTARA", "TERESITA M. OCAMPO"])
    return [
        Plain("Approved,", "left", False, 0, 18),
        Plain(f"{senate}\nPresident of the Senate", "left", True, 0, 14),
        Plain(f"{house}\nSpeaker of the House of Representatives", "left", True, 0, 10),
        Plain("This Act which is a consolidation of House Bill No. 6134 and Senate Bill No. 2211 was approved by "
              "both the Senate and the House of Representatives on the third day of March, two thousand twenty-seven.",
              "left", False, 0, 12),
    ]


def _questions(t: PhTopic, number: int, n: int) -> list[tuple[str, tuple[str, ...]]]:
    """Each names the act, so that questions stay answerable in a set holding several acts."""
    p, tl, act = ("CHAPTER II", "SEC. 4"), ("CHAPTER V",), f"Republic Act No. {number}"
    return [
        (f"What is the short title of {act}?", ("CHAPTER I", "SECTION 1")),
        (f"What does 'without right' mean in {act}?", ("CHAPTER I", "SEC. 3", "(h)")),
        (t.q_def.format(act=act), ("CHAPTER I", "SEC. 3", "(i)")),
        (f"Is it an offense under {act} to possess a device or password meant for committing an offense?",
         p + ("(a)", "(5)", "(ii)")),
        (f"Is libel committed through a {t.system} punishable under {act}?", p + ("(c)", "(4)")),
        (f"What is the penalty for libel under {act}?", ("CHAPTER III", "SEC. 8")),
        (f"Can a company be fined when its officer commits an offense under {act}?", ("CHAPTER III", "SEC. 9")),
        (t.q_records.format(act=act), ("CHAPTER IV", "SEC. 12")),
        (f"Which agency enforces {act}?", ("CHAPTER IV", "SEC. 10")),
        (f"How much money is set aside each year to implement {act}?", tl + (f"SEC. {n + 1}",)),
        (f"What happens to the rest of {act} if one provision is declared invalid?", tl + (f"SEC. {n + 2}",)),
        (f"When does {act} take effect?", tl + (f"SEC. {n + 4}",)),
        (t.q_a1.format(act=act), p + ("(a)", "(1)")),
    ]


ANCHORS = {
    "def_h": ("CHAPTER I", "SEC. 3", "(h)"), "policy": ("CHAPTER I", "SEC. 2"),
    "misuse_i": ("CHAPTER II", "SEC. 4", "(a)", "(5)", "(i)"), "c3": ("CHAPTER II", "SEC. 4", "(c)", "(3)"),
    "corporate": ("CHAPTER III", "SEC. 9"), "duties": ("CHAPTER IV", "SEC. 11"),
    "preserve": ("CHAPTER IV", "SEC. 12"), "penalties": ("CHAPTER III", "SEC. 7"), "sec6": ("CHAPTER II", "SEC. 6"),
}


def build_statute(name: str, number: int, topic: PhTopic, rng: random.Random, n_filler: int = 0,
                  year: int = 2027) -> Built:
    """The act's skeleton is fixed (it carries the hard cases); the topic and the RNG fill and stretch it."""
    first_tail = 14 + n_filler
    items = (_head(number, topic, rng) + _front(topic, first_tail, year) + [_enforcement(topic, rng, n_filler)]
             + [_tail(topic, first_tail)] + _signatures(rng))
    return Built(name, "ph_statute", f"Republic Act No. {number}", items, f"Republic Act No. {number}",
                 "Page {page} of {pages}", _questions(topic, number, first_tail), dict(ANCHORS))


def pick_topic(rng: random.Random) -> PhTopic:
    return rng.choice(PH_TOPICS)
