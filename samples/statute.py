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
        Plain(f"Begun and held in Metro Manila, on Monday, the {day} day of July, two thousand {year}.",
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
            out.append(_it(label, "{d:Without right} refers to either: (i) conduct undertaken without or in excess "
                           "of authority; or (ii) conduct not covered by established legal defenses, excuses, "
                           "court orders, justifications, or relevant principles under the law."))
        else:
            out.append(_it(label, f"{{d:{d[0]}}} {d[1]}"))
    return out


def _offenses(t: PhTopic, irr: int) -> Unit:
    a = [_it(f"({n + 1})", text, name) for n, (name, text) in enumerate(t.offenses_a)]
    misuse = _it("(5)", heading="Misuse of Devices", children=[
        _it("(i)", "The use, production, sale, procurement, importation, distribution, or otherwise making "
                   "available, without right, of:", children=[
            _it("(aa)", "A device, including a computer program, designed or adapted primarily for the purpose "
                        "of committing any of the offenses under this Act; or"),
            _it("(bb)", f"A password, access code, or similar data by which the whole or any part of a "
                        f"{t.system} is capable of being accessed with intent that it be used for the purpose of "
                        f"committing any of the offenses under this Act."),
        ]),
        _it("(ii)", "The possession of an item referred to in paragraphs 5(i)(aa) or (bb) above with intent to "
                    "use said devices for the purpose of committing any of the offenses under this section."),
    ])
    a.append(misuse)
    a.append(_it("(6)", t.offense_a6[1], t.offense_a6[0]))
    b = [_it(f"({n + 1})", text, name) for n, (name, text) in enumerate(t.offenses_b)]
    c = [_it(f"({n + 1})", text, name) for n, (name, text) in enumerate(t.offenses_c)]
    c.append(_it("(4)", f"The unlawful or prohibited acts of libel as defined in {{r:Article 355 of the Revised "
                        f"Penal Code}}, as amended, committed through a {t.system} or any other similar means "
                        f"which may be devised in the future.", "Libel"))
    return Unit("SEC. 4.", "section", t.offense_heading,
                f"The following acts constitute the offense of {t.offense_noun} punishable under this Act:",
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
        _sec(3, "Definition of Terms", "For purposes of this Act, the following terms are hereby defined as "
             "follows:", children=_definitions(t)),
    ])
    ch2 = Unit("CHAPTER II", "chapter", "PUNISHABLE ACTS", children=[
        _offenses(t, irr),
        _sec(5, "Other Offenses", "The following acts shall also constitute an offense:", children=[
            _it("(a)", "Any person who willfully abets or aids in the commission of any of the offenses "
                       "enumerated in this Act shall be held liable.",
                "Aiding or Abetting in the Commission of an Offense"),
            _it("(b)", "Any person who willfully attempts to commit any of the offenses enumerated in this Act "
                       "shall be held liable.", "Attempt in the Commission of an Offense"),
        ]),
        _sec(6, "Offenses under Special Laws", f"All crimes defined and penalized by the Revised Penal Code, as "
             f"amended, and special laws, if committed by, through and with the use of a {t.system}, shall be "
             f"covered by the relevant provisions of this Act: Provided, That the penalty to be imposed shall be "
             f"one (1) degree higher than that provided for by the Revised Penal Code or the special law."),
    ])
    ch3 = Unit("CHAPTER III", "chapter", "PENALTIES", children=[
        _sec(7, "Penalties", f"Any person found guilty of any of the punishable acts enumerated in {{r:Sections "
             f"4(a) and 4(b)}} of this Act shall be punished with imprisonment of prision mayor or a fine of at "
             f"least {t.fine_words} ({t.fine}) up to a maximum amount commensurate to the damage incurred, or "
             f"both.\nAny person found guilty of the punishable act under {{r:Section 4(a)(5)}} shall be punished "
             f"with imprisonment of prision mayor or a fine of not more than Five hundred thousand pesos "
             f"(PhP500,000.00), or both."),
        _sec(8, "Penalty for Libel", f"Any person found guilty of libel under {{r:Section 4(c)(4)}} shall be "
             f"punished with prision correccional in its maximum period to prision mayor in its minimum period, "
             f"or a fine ranging from Six thousand pesos (PhP6,000.00) up to {t.libel_fine}, or both."),
        _sec(9, "Corporate Liability", "When any of the punishable acts herein defined are knowingly committed "
             "on behalf of or for the benefit of a juridical person, by a natural person acting either "
             "individually or as part of an organ of the juridical person, who has a leading position within "
             "it, the juridical person shall be held liable for a fine equivalent to at least double the fines "
             "imposable in {r:Section 7} up to a maximum of Ten million pesos (PhP10,000,000.00)."),
    ])
    return [ch1, ch2, ch3]


def _enforcement(t: PhTopic, rng: random.Random, n_filler: int) -> Unit:
    return Unit("CHAPTER IV", "chapter", "ENFORCEMENT AND IMPLEMENTATION", children=[
        _sec(10, "Law Enforcement Authorities", f"The {t.agency} shall be responsible for the efficient and "
             f"effective law enforcement of the provisions of this Act. The {t.agency} shall organize a special "
             f"unit manned by special investigators to exclusively handle cases involving violations of this "
             f"Act."),
        _sec(11, "Duties of Law Enforcement Authorities", f"To ensure that the technical nature of {t.subject} "
             f"and its prevention is given focus, the law enforcement authorities shall submit timely and regular "
             f"reports including pre-operation, post-operation and investigation results to the {t.dept}, and "
             f"shall maintain a register of all cases opened, closed and referred for prosecution.",
             status="amended", note="[As amended by Republic Act No. 11111]"),
        _sec(12, "Preservation of Data", f"The integrity of {t.records} shall be preserved for a minimum period "
             f"of {t.preserve} from the date of the transaction. Content data shall be similarly preserved for "
             f"{t.preserve} from the date of receipt of the order from law enforcement authorities requiring its "
             f"preservation."),
        _sec(13, "Destruction of Data", f"Upon expiration of the periods provided in {{r:Section 12}}, service "
             f"providers and law enforcement authorities, as the case may be, shall immediately and completely "
             f"destroy the {t.data} subject of a preservation and examination."),
        *filler_sections(rng, 14, n_filler, t),
    ])


def _tail(t: PhTopic, n: int) -> Unit:
    return Unit("CHAPTER V", "chapter", "FINAL PROVISIONS", children=[
        _sec(n, "Implementing Rules and Regulations", f"The {t.dept} shall, within ninety (90) days from the "
             f"approval of this Act, promulgate the rules and regulations to effectively implement its "
             f"provisions."),
        _sec(n + 1, "Appropriations", f"The amount of {t.budget} shall be appropriated annually for the "
             f"implementation of this Act."),
        _sec(n + 2, "Separability Clause", "If any provision of this Act is held invalid, the other provisions "
             "not affected shall remain in full force and effect."),
        _sec(n + 3, "Repealing Clause", "All laws, decrees or rules inconsistent with this Act are hereby "
             "repealed or modified accordingly."),
        _sec(n + 4, "Effectivity", "This Act shall take effect fifteen (15) days after the completion of its "
             "publication in the Official Gazette or in at least two (2) newspapers of general circulation."),
    ])


def _signatures(rng: random.Random) -> list[Plain]:
    senate = rng.choice(["MARIANO T. BALAGTAS", "ROSARIO L. DIMAANO", "ERNESTO P. VILLAREAL"])
    house = rng.choice(["LEONORA S. CASTILLEJO", "BENIGNO R. ALCANTARA", "TERESITA M. OCAMPO"])
    return [
        Plain("Approved,", "left", False, 0, 18),
        Plain(f"{senate}\nPresident of the Senate", "left", True, 0, 14),
        Plain(f"{house}\nSpeaker of the House of Representatives", "left", True, 0, 10),
        Plain("This Act which is a consolidation of Senate Bill No. 2211 and House Bill No. 5808 was passed by the "
              "Senate and the House of Representatives on the third day of March, two thousand twenty-seven.",
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
