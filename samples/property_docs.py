"""Indian property documents with every fact known: sale, mortgage, gift, lease, power of attorney, agreement for
sale and an encumbrance certificate, worded in several ways, each with the field truth engross should serve."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ingest.amounts import in_words, indian_figures

FIRST = ["RAMESH KUMAR", "SUNITA", "HARPREET SINGH", "ANJALI PRAKASH", "FAROOQ AHMED", "KAVITHA", "VIKRAM",
         "MEENAKSHI", "ARJUN", "LATA", "SURESH CHANDRA", "NEHA", "PRADEEP", "FATIMA", "GOPAL KRISHNA", "ROHINI"]
LAST = ["SHARMA", "IYER", "BEDI", "DESHMUKH", "QURESHI", "NAIR", "KULKARNI", "REDDY", "PATIL", "JOSHI", "GUPTA",
        "MENON", "CHAVAN", "SHAIKH", "BHAT", "PAWAR"]
FATHERS = ["Mohan Lal", "Venkatesh", "Gurcharan Singh", "Prakash", "Nazir Ahmed", "Raghavan", "Dattatray", "Vasant"]
STREETS = ["Shanti Nagar", "Laxmi Road", "Model Colony", "Gandhi Chowk", "Tilak Nagar", "Station Road", "MG Road"]
TOWNS = [("Baner", "Pune", "411045"), ("Kothrud", "Pune", "411038"), ("Dharampeth", "Nagpur", "440010"),
         ("Jayanagar", "Bengaluru", "560041"), ("Andheri East", "Mumbai", "400069"), ("Satpur", "Nashik", "422007")]
PLACES = [("Wakad", "Haveli", "Pune"), ("Hingna", "Nagpur Rural", "Nagpur"), ("Hebbal", "Bengaluru North",
          "Bengaluru Urban"), ("Mhasrul", "Nashik", "Nashik"), ("Kharadi", "Haveli", "Pune"),
          ("Wadgaon", "Maval", "Pune"), ("Uruli", "Haveli", "Pune"), ("Shirdi", "Rahata", "Ahmednagar")]
OFFICES = ["Haveli No. 3", "Haveli No. 11", "Nagpur Rural No. 2", "Bengaluru North", "Nashik No. 1", "Maval",
           "Rahata", "Andheri No. 4"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
NEIGHBOURS = ["Plot No. {n}", "Survey No. {s}", "the property of Shri {f} {l}", "the 9 metre wide road",
              "the nala", "the open space of the layout", "the 30 feet wide road", "the land of Smt. {f2} {l}"]
UNITS = [("sq. m.", "sq. m"), ("square metres", "sq. m"), ("sq. ft.", "sq. ft"), ("square feet", "sq. ft"),
         ("hectares", "hectare"), ("acres", "acre")]


@dataclass
class Party:
    role: str  # as the deed calls them, lower case singular
    honorific: str
    name: str
    relation: str
    age: int
    address: str
    id_label: str = ""
    id_number: str = ""


@dataclass
class PropertyDoc:
    """What a generated document says: its paragraphs (each a line or a block) and the truth of its fields."""

    doc_type: str
    title: str
    paragraphs: list[tuple[str, str]] = field(default_factory=list)  # (style, text): title|heading|body|list
    table: tuple[list[str], list[list[str]], list[float]] | None = None
    table_after: int = 0  # index of the paragraph the table follows
    truth: dict[str, str] = field(default_factory=dict)


def _ordinal(day: int) -> str:
    return f"{day}{'th' if 10 <= day % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th')}"


def _date(rng: random.Random, year: int | None = None) -> tuple[int, int, int]:
    return (year or rng.choice([2021, 2022, 2023, 2024, 2025]), rng.randint(1, 12), rng.randint(1, 28))


def _iso(d: tuple[int, int, int]) -> str:
    return f"{d[0]:04d}-{d[1]:02d}-{d[2]:02d}"


def _printed(d: tuple[int, int, int], rng: random.Random, long: bool | None = None) -> str:
    y, m, day = d
    style = rng.choice(["day of", "long", "dots"]) if long is None else ("day of" if long else "dots")
    if style == "day of":
        return f"{_ordinal(day)} day of {MONTHS[m - 1]}, {y}"
    if style == "long":
        return f"{_ordinal(day)} {MONTHS[m - 1]}, {y}"
    return f"{day:02d}.{m:02d}.{y}"


def _add_days(d: tuple[int, int, int], days: int) -> tuple[int, int, int]:
    import datetime as dt

    x = dt.date(*d) + dt.timedelta(days=days)
    return x.year, x.month, x.day


def _person(rng: random.Random, role: str, used: set[str]) -> Party:
    while True:
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if name not in used:
            used.add(name)
            break
    female = name.split()[0] in {"SUNITA", "ANJALI", "KAVITHA", "MEENAKSHI", "LATA", "NEHA", "FATIMA", "ROHINI"}
    honorific = rng.choice(["Mrs.", "Smt.", "Ms."]) if female else rng.choice(["Mr.", "Shri"])
    relation = (rng.choice(["wife of", "daughter of"]) if female else "son of") + \
        f" Shri {rng.choice(FATHERS)} {name.split()[-1].title()}"
    area, city, pin = rng.choice(TOWNS)
    address = f"{rng.randint(1, 120)}, {rng.choice(STREETS)}, {area}, {city} {pin}"
    kind = rng.choice(["PAN", "Aadhaar", ""])
    number = ""
    if kind == "PAN":
        number = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(5)) + \
            f"{rng.randint(1000, 9999)}" + rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ")
    elif kind == "Aadhaar":
        number = f"{rng.randint(2000, 9999)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)}"
    return Party(role, honorific, name, relation, rng.randint(24, 78), address, kind, number)


def _party_paragraph(p: Party, rng: random.Random, label: str) -> str:
    ident = f", {p.id_label} No. {p.id_number}" if p.id_label else ""
    called = rng.choice(["hereinafter called the", "hereinafter referred to as the"])
    return (f"{p.honorific} {p.name}, {p.relation}, aged about {p.age} years, residing at {p.address}{ident}, "
            f"{called} \"{label}\" (which expression shall, unless repugnant to the context, include "
            f"{'her' if p.honorific in ('Mrs.', 'Smt.', 'Ms.') else 'his'} heirs, executors and assigns)")


def _party_truth(truth: dict[str, str], i: int, p: Party) -> None:
    truth.update({f"parties.{i}.role": p.role, f"parties.{i}.name": p.name, f"parties.{i}.age": str(p.age),
                  f"parties.{i}.address": p.address})
    if p.id_number:
        truth[f"parties.{i}.id_number"] = p.id_number.replace(" ", "")


@dataclass
class Land:
    survey: str
    area: str
    unit_printed: str
    unit: str
    village: str
    taluka: str
    district: str
    bounds: dict[str, str]


def _land(rng: random.Random) -> Land:
    village, taluka, district = rng.choice(PLACES)
    survey = rng.choice([f"{rng.randint(12, 480)}/{rng.randint(1, 12)}", f"{rng.randint(12, 480)}/{rng.randint(1, 9)}"
                         f"{rng.choice('ABC')}", str(rng.randint(12, 980))])
    printed, unit = rng.choice(UNITS)
    if unit in ("hectare", "acre"):
        area = f"{rng.randint(0, 4)}.{rng.randint(10, 99)}"
    else:
        area = f"{rng.randint(120, 4800):,}" if rng.random() < 0.3 else str(rng.randint(120, 990))
    bounds = {}
    for side in ("north", "south", "east", "west"):
        template = rng.choice(NEIGHBOURS)
        bounds[side] = template.format(n=rng.randint(1, 90), s=f"{rng.randint(12, 480)}/{rng.randint(1, 9)}",
                                       f=rng.choice(FATHERS), f2=rng.choice(["Lata", "Meera", "Asha"]),
                                       l=rng.choice(LAST).title())
    return Land(survey, area, printed, unit, village, taluka, district, bounds)


def _land_paragraphs(land: Land, rng: random.Random, what: str) -> list[tuple[str, str]]:
    kind = rng.choice(["Survey No.", "Gat No.", "S. No."])
    head = (f"All that piece and parcel of {what} bearing {kind} {land.survey}, admeasuring {land.area} "
            f"{land.unit_printed}, situated at Village {land.village}, Taluka {land.taluka}, District "
            f"{land.district}")
    b = land.bounds
    if rng.random() < 0.5:
        return [("body", head + ", and bounded as follows:"),
                *[("list", f"On or towards the {s.title()}: {b[s]}") for s in ("north", "south", "east", "west")]]
    return [("body", f"{head}, and bounded on the North by {b['north']}; on the South by {b['south']}; on the "
                     f"East by {b['east']}; and on the West by {b['west']}.")]


def _land_truth(truth: dict[str, str], land: Land) -> None:
    truth.update({"property.survey_number": land.survey, "property.area": land.area, "property.area_unit": land.unit,
                  "property.village": land.village, "property.taluka": land.taluka,
                  "property.district": land.district})
    truth.update({f"property.boundaries.{s}": v for s, v in land.bounds.items()})


def _amount(rng: random.Random, low: int, high: int, step: int) -> int:
    return rng.randrange(low // step, high // step) * step


def _money(n: int) -> str:
    return f"Rs. {indian_figures(n)}/- (Rupees {in_words(n)} only)"


def _endorsement(rng: random.Random, truth: dict[str, str], executed: tuple[int, int, int],
                 office: str) -> list[tuple[str, str]]:
    registered = _add_days(executed, rng.randint(0, 60))
    number = f"{office.split()[0][:3].upper()}{rng.randint(1, 9)}-{rng.randint(1000, 9999)}-{registered[0]}"
    truth.update({"registration.number": number, "registration.office": office,
                  "registration.date": _iso(registered)})
    return [("heading", "REGISTRATION ENDORSEMENT"),
            ("body", f"Presented for registration at the office of the Sub-Registrar, {office}. Registered as "
                     f"Document No. {number} on {_printed(registered, rng)}.")]


TITLES = {"sale_deed": ["SALE DEED", "DEED OF SALE", "DEED OF ABSOLUTE SALE"],
          "mortgage_deed": ["MORTGAGE DEED", "DEED OF SIMPLE MORTGAGE"],
          "gift_deed": ["GIFT DEED", "DEED OF GIFT"],
          "lease": ["LEASE DEED", "LEAVE AND LICENCE AGREEMENT", "RENT AGREEMENT"],
          "power_of_attorney": ["GENERAL POWER OF ATTORNEY", "SPECIAL POWER OF ATTORNEY"],
          "agreement_for_sale": ["AGREEMENT FOR SALE"]}
ROLES = {"sale_deed": [("VENDOR", "vendor"), ("PURCHASER", "purchaser")],
         "mortgage_deed": [("MORTGAGOR", "mortgagor"), ("MORTGAGEE", "mortgagee")],
         "gift_deed": [("DONOR", "donor"), ("DONEE", "donee")],
         "lease": [("LESSOR", "lessor"), ("LESSEE", "lessee")],
         "power_of_attorney": [("PRINCIPAL", "principal"), ("ATTORNEY", "attorney")],
         "agreement_for_sale": [("PROMOTER", "promoter"), ("ALLOTTEE", "allottee")]}


def build_deed(doc_type: str, rng: random.Random) -> PropertyDoc:
    """One deed of the type, worded by the RNG; truth for every field it prints."""
    title = rng.choice(TITLES[doc_type])
    roles = ROLES[doc_type]
    if doc_type == "lease" and title == "LEAVE AND LICENCE AGREEMENT":
        roles = [("LICENSOR", "licensor"), ("LICENSEE", "licensee")]
    doc = PropertyDoc(doc_type, title)
    used: set[str] = set()
    parties = [_person(rng, role, used) for _label, role in roles]
    land = _land(rng)
    office = rng.choice(OFFICES)
    executed = _date(rng)
    city = rng.choice(TOWNS)[1]
    P = doc.paragraphs  # noqa: N806
    P.append(("title", title))
    P.append(("body", f"This {title.title()} is made and executed at {city} on this {_printed(executed, rng, True)}"))
    doc.truth["execution_date"] = _iso(executed)
    P.append(("center", "BETWEEN"))
    P.append(("body", _party_paragraph(parties[0], rng, roles[0][0]) + " of the ONE PART;"))
    P.append(("center", "AND"))
    P.append(("body", _party_paragraph(parties[1], rng, roles[1][0]) + " of the OTHER PART."))
    for i, p in enumerate(parties):
        _party_truth(doc.truth, i, p)
    _land_truth(doc.truth, land)
    P.append(("body", f"WHEREAS the {roles[0][0].title()} is the absolute owner of the property described in the "
                      "Schedule hereunder written, having acquired the same under a registered deed, and is in "
                      "peaceful possession thereof;"))
    P += _operative(doc, rng, roles, land)
    P.append(("heading", "SCHEDULE OF THE PROPERTY"))
    P += _land_paragraphs(land, rng, "land" if land.unit in ("hectare", "acre") else "the plot")
    if doc_type != "power_of_attorney":
        duty = _amount(rng, 5_000, 4_00_000, 100)
        P.append(("body", f"Stamp duty of Rs. {indian_figures(duty)}/- has been paid on this instrument vide "
                          f"e-challan GRN MH{rng.randint(10**8, 10**9 - 1)}."))
        doc.truth["stamp_duty"] = str(duty)
    P.append(("body", "IN WITNESS WHEREOF the parties have signed this instrument on the day and year first above "
                      "written."))
    for (label, _role), p in zip(roles, parties, strict=True):
        P.append(("body", f"SIGNED AND DELIVERED by the within named {label} {p.honorific} {p.name}"))
    P.append(("body", "WITNESSES: 1. Shri Arvind Kulkarni 2. Smt. Meera Joshi"))
    if doc_type != "agreement_for_sale" or rng.random() < 0.5:
        P += _endorsement(rng, doc.truth, executed, office)
    return doc


def _operative(doc: PropertyDoc, rng: random.Random, roles: list[tuple[str, str]], land: Land
               ) -> list[tuple[str, str]]:
    a, b = roles[0][0].title(), roles[1][0].title()
    kind = doc.doc_type
    out = [("heading", "NOW THIS DEED WITNESSETH AS FOLLOWS:")]
    if kind in ("sale_deed", "agreement_for_sale"):
        price = _amount(rng, 18_00_000, 4_50_00_000, 5_000)
        doc.truth.update({"consideration.figures": str(price), "consideration.words": in_words(price)})
        if kind == "agreement_for_sale":
            booking = price // 10
            out.append(("body", f"1. The {a} agrees to sell and the {b} agrees to purchase the apartment on the land "
                                f"described in the Schedule for the total price of {_money(price)}, of which the "
                                f"{b} has paid a booking amount of {_money(booking)}."))
        else:
            out.append(("body", f"1. In consideration of the sum of {_money(price)} paid by the {b} to the {a}, the "
                                f"receipt whereof the {a} hereby admits, the {a} hereby conveys the Said Property "
                                f"unto the {b} absolutely."))
    elif kind == "mortgage_deed":
        loan = _amount(rng, 5_00_000, 1_50_00_000, 10_000)
        doc.truth.update({"consideration.figures": str(loan), "consideration.words": in_words(loan)})
        out.append(("body", f"1. In consideration of a loan of {_money(loan)} advanced by the {b} to the {a}, "
                            f"the {a} hereby mortgages the property described in the Schedule to the {b} by way "
                            "of simple mortgage, with interest at 9.5 per cent per annum."))
    elif kind == "gift_deed":
        value = _amount(rng, 10_00_000, 2_00_00_000, 10_000)
        out.append(("body", f"1. Out of natural love and affection, and without any consideration, the {a} hereby "
                            f"gifts the property described in the Schedule to the {b}, who accepts the gift."))
        out.append(("body", f"2. The market value of the property for the purpose of stamp duty is "
                            f"{_money(value)}."))
    elif kind == "lease":
        rent = _amount(rng, 8_000, 1_50_000, 500)
        deposit = rent * rng.choice([3, 6, 10])
        doc.truth.update({"consideration.figures": str(rent), "consideration.words": in_words(rent)})
        out.append(("body", f"1. The {a} lets the premises described in the Schedule to the {b} for a period of "
                            f"{rng.choice([11, 24, 36])} months on a monthly rent of {_money(rent)}, payable on or "
                            "before the fifth day of each month."))
        out.append(("body", f"2. The {b} has paid an interest-free security deposit of {_money(deposit)}, "
                            f"refundable on the {b} handing back the premises."))
    else:  # power of attorney
        out.append(("body", f"1. The {a} hereby appoints the {b} as lawful attorney to manage, let, mortgage or "
                            "sell the property described in the Schedule, to sign and present every document for "
                            "registration, and to appear before the Sub-Registrar for that purpose."))
    out.append(("body", f"2. The {a} assures the {b} that the property is free from all encumbrances, charges "
                        "and claims, and shall indemnify the " + b + " against any claim."))
    return out


NATURES = ["Sale Deed", "Mortgage Deed", "Release Deed", "Gift Deed", "Lease Deed", "Agreement for Sale",
           "Reconveyance", "Rectification Deed"]


def build_ec(rng: random.Random, rows: int | None = None) -> PropertyDoc:
    """An encumbrance certificate whose transactions table runs over pages."""
    doc = PropertyDoc("encumbrance_certificate", "ENCUMBRANCE CERTIFICATE")
    land = _land(rng)
    office = rng.choice(OFFICES)
    start = (rng.choice([1995, 1998, 2001, 2004]), 4, 1)
    end = (rng.choice([2023, 2024, 2025]), 3, 31)
    doc.truth.update({"period_from": _iso(start), "period_to": _iso(end)})
    _land_truth(doc.truth, land)
    for side in ("north", "south", "east", "west"):
        del doc.truth[f"property.boundaries.{side}"]
    P = doc.paragraphs  # noqa: N806
    P.append(("center", f"OFFICE OF THE SUB-REGISTRAR, {office.upper()}"))
    P.append(("title", "ENCUMBRANCE CERTIFICATE"))
    P.append(("center", "(Form No. 16)"))
    P.append(("body", f"Application No. EC/{end[0]}/{rng.randint(1000, 99999)}. Having searched the books and "
                      f"indexes for the period from {_printed(start, rng, False)} to {_printed(end, rng, False)} in "
                      "respect of the property described below, the following acts and encumbrances affecting "
                      "the property are found."))
    kind = rng.choice(["Survey No.", "Gat No."])
    P.append(("body", f"Description of property: {kind} {land.survey}, admeasuring {land.area} {land.unit_printed}, "
                      f"Village {land.village}, Taluka {land.taluka}, District {land.district}."))
    n = rows or rng.randint(28, 44)
    table_rows = []
    day = start
    for i in range(n):
        day = _add_days(day, rng.randint(60, 330))
        nature = rng.choice(NATURES)
        number = f"{rng.randint(100, 9999)}/{day[0]}"
        a, b = rng.choice(LAST).title(), rng.choice(LAST).title()
        amount = indian_figures(_amount(rng, 50_000, 90_00_000, 1_000)) if nature not in (
            "Release Deed", "Rectification Deed", "Gift Deed") else "Nil"
        row = [str(i + 1), f"{day[2]:02d}.{day[1]:02d}.{day[0]}", nature, number, f"{a} to {b}", amount]
        table_rows.append(row)
        for key, value in zip(("date", "nature", "document_number", "parties", "consideration"), row[1:],
                              strict=True):
            doc.truth[f"transactions.{i}.{key}"] = value
    doc.truth["transactions_count"] = str(n)
    header = ["Sl. No.", "Date of Registration", "Nature of Deed", "Document No.", "Parties", "Consideration (Rs.)"]
    doc.table = (header, table_rows, [44.0, 92.0, 100.0, 72.0, 104.0, 56.0])
    doc.table_after = len(P) - 1
    doc.paragraphs.append(("body", f"Total transactions found: {n}. This certificate is issued on the basis of "
                                   "the indexes maintained in this office."))
    doc.paragraphs.append(("body", f"Sub-Registrar, {office}"))
    return doc
