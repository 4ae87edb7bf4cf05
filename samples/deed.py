"""An Indian sale deed built from a seeded RNG: parties, recitals, numbered clauses, a schedule, a tax annexure."""

from __future__ import annotations

import random

from samples.flow import TableBlock
from samples.units import Built, Plain, Unit

VENDORS = [("Mr. RAMESH KUMAR SHARMA", "son of Late Shri Mohan Lal Sharma", "he"),
           ("Mrs. SUNITA VENKATESH IYER", "wife of Shri Venkatesh Iyer", "she"),
           ("Mr. HARPREET SINGH BEDI", "son of Shri Gurcharan Singh Bedi", "he")]
PURCHASERS = [("Mrs. ANJALI PRAKASH DESHMUKH", "wife of Shri Prakash Deshmukh"),
              ("Mr. FAROOQ AHMED QURESHI", "son of Shri Nazir Ahmed Qureshi"),
              ("Ms. KAVITHA RAGHAVAN NAIR", "daughter of Shri Raghavan Nair")]
PLACES = [("Pune", "Wakad", "Haveli", "Maharashtra", "Pimpri Chinchwad Municipal Corporation"),
          ("Bengaluru", "Hebbal", "Bengaluru North", "Karnataka", "Bruhat Bengaluru Mahanagara Palike"),
          ("Nagpur", "Hingna", "Nagpur Rural", "Maharashtra", "Nagpur Municipal Corporation")]
PRICES = [("Rs. 85,40,000/-", "Rupees Eighty-Five Lakh Forty Thousand only"),
          ("Rs. 1,12,75,000/-", "Rupees One Crore Twelve Lakh Seventy-Five Thousand only"),
          ("Rs. 64,00,000/-", "Rupees Sixty-Four Lakh only")]
MONTHS = ["January", "March", "April", "June", "August", "October", "November"]


def _c(label: str, text: str = "", heading: str = "", children: list[Unit] | None = None, kind: str = "subclause",
       after: str = "") -> Unit:
    return Unit(label, kind, heading, text, children or [], after)


def _tax_rows(rng: random.Random, first_year: int, n_years: int, ward: str) -> list[list[str]]:
    """Two instalments a year, receipts rising, amounts creeping up: enough rows to run over pages."""
    rows, receipt, amount = [], rng.randint(10000, 40000), rng.randint(1800, 3200)
    assessment = f"{ward}/{rng.randint(100, 999)}/{rng.randint(10, 99)}"
    for y in range(first_year, first_year + n_years):
        for half, month in (("I", rng.choice(["05", "06", "07"])), ("II", rng.choice(["11", "12", "01"]))):
            receipt += rng.randint(300, 4000)
            year = y if half == "I" or month != "01" else y + 1
            rows.append([f"{y}-{str(y + 1)[2:]} ({half})", f"R-{receipt}", assessment, f"{amount:,}.00",
                         f"{rng.randint(2, 28):02d}.{month}.{year}"])
        amount = int(amount * rng.uniform(1.03, 1.09))
    return rows


EXTRA_CLAUSES = [
    ("NOTICES", ["Any notice under this Deed shall be in writing and delivered by hand or sent by registered post "
                 "to the address of the party stated above.", "A notice sent by registered post shall be deemed "
                 "received on the fifth day after posting."]),
    ("SOCIETY MEMBERSHIP", ["The Vendor shall obtain from the co-operative housing society a certificate that it "
                            "has no objection to the transfer, and shall pay all its dues up to the date of this "
                            "Deed."]),
    ("UTILITY CONNECTIONS", ["The Vendor shall transfer the electricity meter and the water connection to the "
                             "Purchaser's name and shall pay all bills for consumption up to the date of this "
                             "Deed.", "The deposits paid to the utility companies shall stand transferred to the "
                             "Purchaser without further payment."]),
    ("FURTHER ASSURANCE", ["The Vendor shall, at the request and cost of the Purchaser, sign every further deed "
                           "and document reasonably needed to vest the Said Property fully in the Purchaser."]),
    ("COSTS", ["Each party shall bear its own legal costs of negotiating and preparing this Deed."]),
]


def _extra_clauses(rng: random.Random, start: int, n: int) -> list[Unit]:
    """n optional clauses numbered from start, for variety between generated deeds."""
    out = []
    for k, (heading, texts) in enumerate(rng.sample(EXTRA_CLAUSES, n)):
        num = start + k
        out.append(_c(f"{num}.", kind="clause", heading=heading,
                      children=[_c(f"{num}.{i + 1}", t) for i, t in enumerate(texts)]))
    return out


def build_deed(name: str, rng: random.Random, n_years: int = 22, extra: int = 0) -> Built:
    vendor, v_rel, pron = rng.choice(VENDORS)
    buyer, b_rel = rng.choice(PURCHASERS)
    city, village, taluka, state, corp = rng.choice(PLACES)
    price, price_words = rng.choice(PRICES)
    dispute = 10 + extra
    survey = f"{rng.randint(40, 290)}/{rng.randint(1, 9)}"
    date = f"{rng.randint(2, 27)}th day of {rng.choice(MONTHS)}, {rng.choice([2023, 2024, 2025])}"
    area = rng.choice([180, 240, 310, 420])
    first_year = rng.choice([1998, 2000, 2002])
    head = [
        Plain("SALE DEED", "center", True, 4, 0),
        Plain(f"THIS DEED OF SALE is made and executed at {city} on this {date}, BY:", "left", False, 0, 14),
        Plain(f"{vendor}, {v_rel}, aged about {rng.randint(45, 70)} years, residing at {village}, Taluka "
              f"{taluka}, District {city}, {state}, hereinafter referred to as the \"VENDOR\" (a term that, where "
              f"the context allows, also covers {pron == 'he' and 'his' or 'her'} heirs, "
              f"executors, administrators and assigns) of the ONE PART;", "left", False, 0, 8, 20),
        Plain("AND", "center", True, 0, 8),
        Plain(f"{buyer}, {b_rel}, aged about {rng.randint(28, 55)} years, residing at {city}, hereinafter "
              f"referred to as the \"PURCHASER\" (a term that, where the context allows, also covers "
              f"the Purchaser's heirs, executors, administrators and assigns) of the OTHER PART.",
              "left", False, 0, 8, 20),
        Plain(f"WHEREAS the Vendor is the sole and absolute owner of the land bearing Survey No. {survey} "
              f"situated at Village {village}, Taluka {taluka}, more particularly described in Schedule A "
              f"hereunder written, having acquired the same under a registered Deed of Conveyance dated "
              f"{rng.randint(2, 28)}.0{rng.randint(1, 9)}.{first_year - rng.randint(1, 6)};", "left", False, 0, 10),
        Plain("AND WHEREAS the Vendor has agreed to sell and the Purchaser has agreed to purchase the said land "
              "together with the building standing thereon, free from all encumbrances, for the consideration "
              "and on the terms hereinafter appearing;", "left", False, 0, 6),
        Plain("NOW THEREFORE THIS DEED WITNESSETH AS FOLLOWS:", "left", True, 0, 8),
    ]
    clauses = [
        _c("1.", kind="clause", heading="DEFINITIONS AND INTERPRETATION", children=[
            _c("1.1", "In this Deed, unless the context otherwise requires, the following expressions shall have "
                      "the meanings set out below:", children=[
                _c("1.1.1", "\"{d:Said Property}\" means the land described in {r:Part I of Schedule A} "
                            "together with the building and rights described in {r:Part II of Schedule A}."),
                _c("1.1.2", f"\"{{d:Sale Consideration}}\" means the sum of {price} ({price_words}) payable by "
                            f"the Purchaser to the Vendor under {{r:Clause 2}}."),
                _c("1.1.3", "\"{d:Encumbrance}\" includes:", children=[
                    _c("(a)", "any mortgage over the Said Property, whether:", kind="item", children=[
                        _c("(i)", "a registered mortgage in favour of a bank or financial institution;",
                           kind="item"),
                        _c("(ii)", "an equitable mortgage created by deposit of title deeds; or", kind="item"),
                        _c("(iii)", "a charge created by operation of law, including a charge for unpaid "
                                    "property tax or water charges;", kind="item"),
                    ]),
                    _c("(b)", "any lease, licence, tenancy or right of occupation granted to any person; and",
                       kind="item"),
                    _c("(c)", "any attachment, lis pendens or order of any court or authority.", kind="item"),
                ]),
            ]),
            _c("1.2", "Headings are inserted for convenience only and shall not affect the interpretation of "
                      "this Deed."),
        ]),
        _c("2.", kind="clause", heading="SALE CONSIDERATION", children=[
            _c("2.1", f"The total consideration for the sale of the Said Property is {price} ({price_words}), "
                      f"which the parties agree is the fair market value of the Said Property."),
            _c("2.2", f"The Purchaser has paid the Sale Consideration to the Vendor by RTGS transfers from the "
                      f"Purchaser's account with the State Bank of India, {city} Main Branch, as acknowledged in "
                      f"the receipt annexed to this Deed, and the Vendor admits receipt of the whole of it."),
            _c("2.3", "Tax deducted at source under section 194-IA of the Income-tax Act, 1961 has been deducted "
                      "by the Purchaser and deposited to the credit of the Vendor."),
        ]),
        _c("3.", kind="clause", heading="CONVEYANCE", children=[
            _c("3.1", "In consideration of the Sale Consideration, the Vendor doth hereby grant, convey, sell, "
                      "transfer and assure unto the Purchaser the Said Property described in {r:Schedule A}, "
                      "together with all easements, rights of way and appurtenances, to hold the same absolutely "
                      "and forever."),
        ]),
        _c("4.", kind="clause", heading="POSSESSION", children=[
            _c("4.1", "The Vendor has this day handed over vacant and peaceful possession of the Said Property to "
                      "the Purchaser, together with the keys and all original title documents listed in the "
                      "receipt signed by the Purchaser."),
        ]),
        _c("5.", kind="clause", heading="TITLE AND COVENANTS OF THE VENDOR", children=[
            _c("5.1", "The Vendor covenants that the Vendor has a clear and marketable title to the Said Property "
                      "and full power to sell it, and that no other person has any right, title or interest in "
                      "it."),
            _c("5.2", "The Vendor declares that the Said Property is free from every Encumbrance and, should any "
                      "Encumbrance come to light, the Vendor shall clear it at the Vendor's cost and shall be "
                      "liable under {r:Clause 9.4}."),
            _c("5.3", f"The Vendor has paid all property tax assessed by the {corp} up to the date of this Deed, "
                      f"as shown in the statement of receipts in {{r:Annexure 1}}."),
        ]),
        _c("6.", kind="clause", heading="TAXES AND OUTGOINGS", children=[
            _c("6.1", "All rates, taxes, cesses and outgoings in respect of the Said Property up to the date of "
                      "this Deed shall be borne by the Vendor, and thereafter by the Purchaser."),
        ]),
        _c("7.", kind="clause", heading="MUTATION", children=[
            _c("7.1", f"The Purchaser shall apply to the {corp} and to the revenue authorities for mutation of "
                      f"the Said Property in the Purchaser's name, and the Vendor shall sign every paper needed "
                      f"for that purpose without further consideration."),
        ]),
        _c("8.", kind="clause", heading="STAMP DUTY AND REGISTRATION", children=[
            _c("8.1", f"The stamp duty, registration fees and incidental charges on this Deed shall be borne "
                      f"wholly by the Purchaser, and the market value adopted for stamp duty is that assessed "
                      f"under the {state} Stamp Act."),
        ]),
        _c("9.", kind="clause", heading="INDEMNITY", children=[
            _c("9.1", "The Vendor shall keep the Purchaser indemnified against all losses arising from any defect "
                      "in the Vendor's title."),
            _c("9.2", "The indemnity in this clause shall survive the registration of this Deed."),
            _c("9.3", "The Purchaser shall give the Vendor written notice of any claim within thirty days of "
                      "receiving it."),
            _c("9.4", "If any person claims any right to the Said Property through the Vendor, the Vendor shall, "
                      "at the Vendor's own cost, defend the Purchaser's title, and shall refund the Sale "
                      "Consideration with interest at twelve per cent per annum if the Purchaser is dispossessed.",
               heading="Defence of Title"),
        ]),
        *_extra_clauses(rng, 10, extra),
        _c(f"{dispute}.", kind="clause", heading="DISPUTE RESOLUTION", children=[
            _c(f"{dispute}.1", f"Any dispute arising out of this Deed shall be referred to a sole arbitrator "
                               f"appointed by mutual consent under the Arbitration and Conciliation Act, 1996, and "
                               f"the seat of arbitration shall be {city}."),
            _c(f"{dispute}.2", f"Subject to {{r:Clause {dispute}.1}}, the courts at {city} alone shall have "
                               f"jurisdiction."),
        ]),
    ]
    tail = [
        Plain("IN WITNESS WHEREOF the parties hereto have signed this Deed on the day, month and year first above "
              "written.", "left", False, 0, 14),
        Plain(f"SIGNED AND DELIVERED by the within named VENDOR {vendor}", "left", True, 0, 22),
        Plain(f"SIGNED AND DELIVERED by the within named PURCHASER {buyer}", "left", True, 0, 30),
        Plain("WITNESSES:\n1. Shri Arvind Kulkarni\n2. Smt. Meera Joshi", "left", False, 0, 30),
    ]
    west = f"{survey.split('/')[0]}/{rng.randint(10, 19)}"
    rows = _tax_rows(rng, first_year, n_years, rng.choice(["W12", "H07", "N3"]))
    sched = [
        Unit("SCHEDULE A", "schedule", "(Description of the Said Property)", children=[
            Unit("Part I", "part", "The Land", f"The whole of the parcel of land bearing Survey No. {survey}, "
                 f"admeasuring {area} square metres, situated at Village {village}, Taluka {taluka}, District "
                 f"{city}, within the limits of the {corp}, and bounded as follows: on or towards the East by the "
                 f"twelve metre road; on or towards the West by Survey No. {west}; on or towards the North by the "
                 f"nala; and on or towards the South by the property of "
                 f"Shri Dattatray Pawar."),
            Unit("Part II", "part", "The Building and Appurtenant Rights", f"The ground plus one storey "
                 f"residential building standing on the land, having a built-up area of {int(area * 1.3)} square "
                 f"metres, with the right of way over the common six metre internal road and the right to draw "
                 f"water from the common well."),
        ]),
        Unit("ANNEXURE 1", "annexure", "STATEMENT OF PROPERTY TAX PAID",
             f"The Vendor has paid the property tax assessed on the Said Property by the {corp} as follows:",
             table=TableBlock(["Year", "Receipt No.", "Assessment No.", "Amount (Rs.)", "Date Paid"], rows,
                              [84.0, 86.0, 112.0, 90.0, 79.0], 10.0, "Times-Roman")),
    ]
    at = f"Survey No. {survey}, {village}"  # every question names the property: a set holds many deeds
    questions = [
        (f"What is the total sale price of the property at {at}?", ("2", "2.1")),
        (f"How did the purchaser pay for the property at {at}?", ("2", "2.2")),
        (f"What does 'Said Property' mean in the sale deed for {at}?", ("1", "1.1", "1.1.1")),
        (f"Is a charge for unpaid property tax an encumbrance under the sale deed for {at}?",
         ("1", "1.1", "1.1.3", "(a)", "(iii)")),
        (f"When does the purchaser get possession of the property at {at}?", ("4", "4.1")),
        (f"Who pays the stamp duty and registration fees on the sale of {at}?", ("8", "8.1")),
        (f"What must the vendor of {at} do if someone claims the property through the vendor?", ("9", "9.4")),
        (f"How will disputes under the sale deed for {at} be resolved?", (str(dispute), f"{dispute}.1")),
        (f"What is the area of the land at {at} and how is it bounded?", ("SCHEDULE A", "Part I")),
        (f"What rights of way and water come with the building at {at}?", ("SCHEDULE A", "Part II")),
        (f"Who must apply for mutation of the property records of {at}?", ("7", "7.1")),
        (f"Which property tax receipts has the vendor of {at} paid?", ("ANNEXURE 1",)),
    ]
    anchors = {"covenant": ("5", "5.2"), "indemnity": ("9", "9.4"), "conveyance": ("3", "3.1"),
               "possession": ("4", "4.1"), "price": ("2", "2.2")}
    stamp = f"SUB-REGISTRAR {taluka.upper()} NO. {rng.randint(1, 9)}|Doc. No. {rng.randint(1000, 9999)}/" \
            f"{date[-4:]}|Registered on {rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.{date[-4:]}"
    return Built(name, "in_deed", f"Sale Deed – {at}", head + clauses + tail + sched, "",
                 f"Sale Deed – Survey No. {survey}, Village {village}, {city} – Page {{page}} of {{pages}}",
                 questions, anchors, stamp)
