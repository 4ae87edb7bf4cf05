"""Seeded administrative filler: extra sections (and deed clauses) that stretch a document to length."""

from __future__ import annotations

import random

from samples.units import Unit

HEADINGS = [
    "Annual Report to Congress", "Capacity Building", "Records and Confidentiality", "Inter-Agency Coordination",
    "Public Awareness Campaign", "Training of Personnel", "Technical Assistance to Local Units",
    "Complaints Procedure", "Audit of Compliance", "Fees and Charges", "Periodic Review", "Regional Offices",
    "Cooperation with Private Sector", "International Cooperation", "Protection of Witnesses",
    "Assistance to Victims", "Qualifications of Investigators", "Conflict of Interest", "Oversight Committee",
    "Transitory Provision", "Registry of Cases", "Accreditation of Laboratories",
]
ACTORS = ["the {agency}", "the {dept}", "every local government unit", "the oversight committee",
          "each regional office of the {agency}", "the Secretary of the {dept}"]
VERBS = ["submit", "prepare", "publish", "maintain", "review", "adopt", "transmit", "update"]
OBJECTS = ["a written report on the enforcement of this Act", "guidelines on the handling of {subject} cases",
           "a register of complaints received and acted upon", "a program for the training of its personnel",
           "a schedule of fees approved by the {dept}", "a list of accredited experts and laboratories",
           "the statistics of cases filed, resolved and pending", "a plan for the protection of records"]
WHENS = ["within sixty (60) days from the end of each calendar year",
         "not later than the thirtieth day of June of each year", "within ninety (90) days from the effectivity of "
         "this Act", "every six (6) months", "upon the written request of the Secretary of Justice",
         "at least once every two (2) years"]
EXTRA = ["Such {obj2} shall be made available to the public, except for information that would compromise an "
         "ongoing investigation.", "Failure to comply with this section shall be a ground for administrative "
         "sanction against the responsible officer.", "The {dept} may issue further rules to carry out the "
         "purposes of this section.", "Nothing in this section shall be construed to limit the powers of the "
         "courts.", "The expenses incurred under this section shall be charged against the appropriations of the "
         "{agency}."]
ITEMS = ["the number of persons charged and convicted", "the amount of fines collected", "the equipment acquired "
         "during the period", "the trainings conducted and the personnel who attended", "the requests for "
         "assistance received from foreign states", "the complaints dismissed and the reasons therefor"]


def _fill(text: str, t, obj2: str = "") -> str:
    return text.format(agency=t.agency, dept=t.dept, subject=t.subject, obj2=obj2)


def sentence(rng: random.Random, t) -> str:
    actor = _fill(rng.choice(ACTORS), t)
    obj = _fill(rng.choice(OBJECTS), t)
    return f"{actor[0].upper()}{actor[1:]} shall {rng.choice(VERBS)} {obj} {rng.choice(WHENS)}."


def filler_sections(rng: random.Random, start: int, n: int, t) -> list[Unit]:
    """n extra sections numbered from start, each with its own heading, sentences and sometimes a list."""
    headings = rng.sample(HEADINGS, n)
    out = []
    for k, heading in enumerate(headings):
        text = " ".join([sentence(rng, t)] + [_fill(rng.choice(EXTRA), t, "report") for _ in range(rng.randint(1, 2))])
        children = []
        if rng.random() < 0.45:
            text += " The report shall state:"
            picks = rng.sample(ITEMS, rng.randint(2, 4))
            children = [Unit(f"({'abcd'[i]})", "item", "", p + (";" if i < len(picks) - 1 else "."))
                        for i, p in enumerate(picks)]
        out.append(Unit(f"SEC. {start + k}.", "section", heading, text, children))
    return out
