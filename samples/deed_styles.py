"""Deeds, contracts and company articles printed in each drafting convention, with the truth of every unit's path.

The conventions (catalogued with real examples in docs/structure.md, "Deed and contract conventions"): model articles
of association (capitals group headings, a sentence-case heading on each article's number line, paragraphs numbered
1., 2. afresh under every article, lettered a.-e. below), a conveyancing deed's operative words in each form
conveyancers print (`NOW THESE PRESENTS WITNESS`, `THIS DEED WITNESSETH THAT in consideration ...`, `AND WHEREAS NOW
THE PARTIES HAVE AGREED AS FOLLOWS:`) over lettered clauses, a commercial contract's 1 / 1.1 / 1.1.1 / (a) / (i),
and an agreement whose description numbers its parties 1., 2. before clauses numbered afresh from 1.
Each is written in the corpus' annotated format (corpus/gold.py), so its truth is the format's own reading of the
labels, never the parser's output.
"""

from __future__ import annotations

from dataclasses import dataclass

from corpus.gold import Parsed, parse_text
from samples.flow import Layout
from samples.styles import convention_truth, laid_out
from schemas.groundtruth import GroundTruth

# (group heading or "", article heading, unnumbered text or "", paragraphs: (text, lettered items))
_Article = tuple[str, str, str, list[tuple[str, list[str]]]]
ARTICLES: list[tuple[str, list[_Article]]] = [
    ("INTERPRETATION", [
        ("", "Defined terms", "", [
            ("The meanings given to words and phrases in these articles are set out in the first schedule.", []),
            ("Words importing the singular number include the plural number and vice versa.", [])]),
    ]),
    ("SHARE CAPITAL", [
        ("SHARES AND CERTIFICATES", "Allotment of shares", "", [
            ("The shares shall be under the control of the Board, which may allot them:", [
                "to such persons;", "on such terms and conditions; and", "at such times as the Board thinks fit."]),
            ("No share shall be issued at a discount except as the Act allows.", [])]),
        ("", "Share certificates", "Every member is entitled, without payment, to receive within two months after "
         "allotment:", [("", ["one certificate for all the shares registered in the member's name; or",
                              "several certificates, each for one or more of those shares."])]),
        ("TRANSFER OF SHARES", "Instrument of transfer", "", [
            ("The instrument of transfer of any share shall be executed by or on behalf of both the transferor "
             "and the transferee.", []),
            ("The Board may decline to register:", [
                "the transfer of a share, not being a fully paid share, to a person of whom they do not approve; "
                "or", "any transfer of shares on which the company has a lien."]),
            ("The transferor shall be deemed to remain the holder of the share until the name of the transferee "
             "is entered in the register of members.", [])]),
    ]),
    ("GENERAL MEETINGS", [
        ("", "Calling general meetings", "", [
            ("The Board may, whenever it thinks fit, call an extraordinary general meeting.", []),
            ("If at any time directors capable of acting who are sufficient in number to form a quorum are not "
             "within India, any director may call an extraordinary general meeting.", [])]),
        ("PROCEEDINGS AT GENERAL MEETINGS", "Quorum at general meetings: general rules", "", [
            ("No business shall be transacted at any general meeting unless a quorum of members is present at the "
             "time when the meeting proceeds to business.", []),
            ("Save as otherwise provided herein, the quorum for the general meetings shall be:", [
                "five members personally present where the number of members is not more than one thousand;",
                "fifteen members personally present where the number of members is more than one thousand."])]),
    ]),
]


def articles() -> str:
    """Model articles of association: PART n: HEADING, capitals group headings above their first article, each
    article's heading on its number's line, its paragraphs 1., 2. afresh, lettered a., b. below."""
    out = ["# articles of association: the model articles' conventions (samples/deed_styles.py)",
           "^ ARTICLES OF ASSOCIATION OF SAMPLE INDUSTRIES LIMITED",
           "- (Incorporated under the Companies Act, 2013: a company limited by shares)"]
    n = 0
    for p, (part, arts) in enumerate(ARTICLES, start=1):
        out.append(f"* PART {p}:| {{{part}}}")
        for group, heading, text, paras in arts:
            n += 1
            if group:
                out.append(f"  > {group}")
            out.append(f"  * {n}.| {{{heading}}}")
            if text:
                out.append(f"  + {text}")
            for k, (para, items) in enumerate(paras, start=1):
                if para:
                    out.append(f"    * {k}.| {para}")
                for j, item in enumerate(items):
                    out.append(f"{'      ' if para else '    '}* {'abcdefgh'[j]}.| {item}")
    return "\n".join(out) + "\n"


# The operative words that end a conveyancing deed's recitals and open its clauses, in the forms printed in real
# deeds (docs/structure.md); the clauses after them lettered `a.`, `b.` (a list at the document's root).
OPERATIVE = [
    "NOW THESE PRESENTS WITNESS",
    "NOW THESE PRESENTS WITNESS AND IT IS HEREBY AGREED AND DECLARED BY AND BETWEEN THE PARTIES AS FOLLOWS:",
    "THIS DEED WITNESSETH THAT in consideration of the sum of Rs. 45,00,000/- paid by the Purchaser to the Vendor, "
    "the receipt whereof the Vendor doth hereby admit, the Vendor doth hereby grant and convey as follows:",
    "AND WHEREAS NOW THE PARTIES HAVE AGREED AS FOLLOWS:",
    "NOW THIS INDENTURE WITNESSETH AS FOLLOWS:",
]
DEED_CLAUSES = [
    "That the Vendor hereby conveys the said property described in the Schedule to the Purchaser absolutely.",
    "That the Vendor has handed over vacant and peaceful possession of the said property to the Purchaser.",
    "That the Vendor shall indemnify the Purchaser against every claim to the said property by any person.",
    "That the stamp duty and the registration charges of this deed are borne by the Purchaser.",
]


def sale_deed(operative: str) -> str:
    """A sale deed: its parties and recitals as frame text, the operative words, lettered clauses, a schedule."""
    out = ["# a sale deed whose clauses follow the operative words (samples/deed_styles.py)",
           "^ SALE DEED",
           "- THIS DEED OF SALE is made and executed at Pune on this 3rd day of March, 2024 BETWEEN Shri Ravi Kumar "
           "(hereinafter called the VENDOR) AND Smt. Asha Rao (hereinafter called the PURCHASER).",
           "- WHEREAS the Vendor is the sole and absolute owner of the property described in the Schedule hereunder.",
           "- AND WHEREAS the Vendor has agreed to sell the said property to the Purchaser for Rs. 45,00,000/-.",
           f"- {operative}"]
    out += [f"* {'abcd'[k]}.| {c}" for k, c in enumerate(DEED_CLAUSES)]
    out += ["* SCHEDULE|", "+ Flat No. 12, second floor, Sai Residency, Survey No. 45/2, Kothrud, Pune.",
            "- IN WITNESS WHEREOF the parties have signed this deed on the day and year first above written.",
            "- WITNESSES:", "- 1. Shri Mohan Joshi, Pune", "- 2. Smt. Leela Deshpande, Pune"]
    return "\n".join(out) + "\n"


CONTRACT = [
    ("DEFINITIONS AND INTERPRETATION", [
        ("In this Agreement, unless the context otherwise requires:", [
            ("\"Business Day\" means a day on which banks are open for business in Mumbai;", []),
            ("\"Goods\" means the goods described in Schedule 1, including:", [
                "all spare parts supplied with them; and", "all manuals and documents relating to them."])]),
        ("Headings are for convenience only and do not affect the interpretation of this Agreement.", [])]),
    ("SUPPLY AND DELIVERY", [
        ("The Supplier shall deliver the Goods to the Premises on the Delivery Date.", []),
        ("The Supplier shall ensure that:", [
            ("each delivery is accompanied by a delivery note which shows:", [
                "the date of the order;", "the quantity of the Goods; and", "any special storage instructions."]),
            ("the Goods are properly packed and secured.", [])])]),
    ("PRICE AND PAYMENT", [
        ("The price of the Goods shall be the price set out in the Order.", []),
        ("The Customer shall pay each invoice within thirty days of its receipt.", [])]),
]


def contract() -> str:
    """A commercial contract: clause `1. HEADING`, sub-clauses 1.1, 1.1.1, items (a), (i)."""
    out = ["# a commercial contract numbered 1 / 1.1 / 1.1.1 / (a) / (i) (samples/deed_styles.py)",
           "^ SUPPLY AGREEMENT",
           "- THIS AGREEMENT is made on 1 April 2024 BETWEEN Sample Industries Limited (the Supplier) AND Acme "
           "Traders Private Limited (the Customer).",
           "- IT IS AGREED as follows:"]
    for c, (heading, subs) in enumerate(CONTRACT, start=1):
        out.append(f"* {c}.| {{{heading}}}")
        for s, (text, kids) in enumerate(subs, start=1):
            out.append(f"  * {c}.{s}| {text}")
            for t, (ktext, items) in enumerate(kids, start=1):
                label = f"{c}.{s}.{t}" if text.endswith(":") and c == 1 else f"({'abc'[t - 1]})"
                out.append(f"    * {label}| {ktext}")
                for r, item in enumerate(items, start=1):
                    mark = f"({'abc'[r - 1]})" if label.count(".") == 2 else f"({'i' * r})"
                    out.append(f"      * {mark}| {item}")
    return "\n".join(out) + "\n"


LOAN_CLAUSES = [
    ("Loan Amount", "The Lender agrees to lend the sum of Rs. 5,00,000/- to the Borrower, to be disbursed in one "
     "instalment on the date of this Agreement.", []),
    ("Interest", "The loan shall carry interest at the rate of nine per cent per annum, payable monthly.", []),
    ("Repayment", "The Borrower shall repay the loan with interest:", [
        "in twelve equal monthly instalments;", "on or before the fifth day of each month; and",
        "by a transfer to the Lender's bank account."]),
    ("Default", "If the Borrower fails to pay any instalment when due, the whole of the loan shall become payable "
     "at once.", []),
]


def numbered_parties() -> str:
    """An agreement whose description numbers its parties (`... by and between:` / `1. Shri Ravi Kumar ...
    (the "Lender")` / `2. ...`), its operative words wrapped over two lines, its clauses numbered afresh from 1 with
    a heading on the number's line (form loan agreements, deeds of adoption; docs/structure.md)."""
    out = ["# an agreement whose description numbers its parties (samples/deed_styles.py)",
           "^ LOAN AGREEMENT",
           "- This Loan Agreement is made and entered into at Pune on this 3rd day of May, 2024, by and between:",
           "- 1. Shri Ravi Kumar, son of Shri Mohan Kumar, residing at 12 MG Road, Pune (hereinafter referred to as "
           "the \"Lender\"),",
           "- and",
           "- 2. Smt. Asha Rao, wife of Shri Vinod Rao, residing at 4 FC Road, Pune (hereinafter referred to as the "
           "\"Borrower\").",
           "- WHEREAS the Lender has agreed to lend and the Borrower has agreed to borrow the sum below on the terms "
           "set forth in this Agreement;",
           "- NOW, THEREFORE, in consideration of the mutual promises, covenants and undertakings herein contained, "
           "the parties agree as follows:"]
    for c, (heading, text, items) in enumerate(LOAN_CLAUSES, start=1):
        out.append(f"* {c}.| {{{heading}}}")
        out.append(f"+ {text}")
        out += [f"  * {'abc'[k]}.| {item}" for k, item in enumerate(items)]
    out += ["- IN WITNESS WHEREOF the parties have signed this Agreement on the day and year first above written.",
            "- 1. Shri Ravi Kumar (Lender)", "- 2. Smt. Asha Rao (Borrower)"]
    return "\n".join(out) + "\n"


@dataclass(frozen=True)
class Convention:
    name: str
    family: str  # the family the parser should read it as
    text: str


CONVENTIONS = [Convention("articles_of_association", "in_deed", articles()),
               Convention("commercial_contract", "in_deed", contract()),
               Convention("numbered_parties", "in_deed", numbered_parties())]
CONVENTIONS += [Convention(f"sale_deed_operative_{k + 1}", "in_deed", sale_deed(op)) for k, op in enumerate(OPERATIVE)]
BY_NAME = {c.name: c for c in CONVENTIONS}


def parsed(name: str) -> Parsed:
    return parse_text(BY_NAME[name].text)


def layout(name: str, indent: bool = True, font: str = "Times-Roman", size: float = 11.0) -> Layout:
    """The document in convention `name` laid out born-digital (nested units indented when `indent`)."""
    return laid_out(parsed(name), indent, font, size)


def truth(name: str, file: str = "", scanned: bool = False) -> GroundTruth:
    return convention_truth(parsed(name), name, BY_NAME[name].family, file, scanned)
