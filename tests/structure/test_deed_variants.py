"""Deeds written in the many ways real conveyancers print them, each built here with its structure known.

A deed is assembled from parts (front matter, recitals, the operative words, clauses numbered one of several ways,
items under a clause, schedules, the attestation); the truth is the parts' own labels, never the parser's output.
Unlike a hand-picked snippet, the same assertion runs over every combination, so a rule fitted to one deed's
wording fails here on the others."""

from __future__ import annotations

import itertools

import pytest

from ingest.structure import detect_family, explain, parse, unit_paths
from tests.structure.snippets import lines_from

FRONT = """
{title}
THIS {kind} is made and executed at Pune on this 3rd day of March, 2024 BETWEEN Shri Ravi Kumar, aged 52, residing
at Kothrud, Pune (hereinafter called the FIRST PARTY) AND Smt. Asha Rao, aged 47, residing at Aundh, Pune
(hereinafter called the SECOND PARTY).
"""

RECITALS = """
WHEREAS the First Party is the sole and absolute owner of the flat described in the First Schedule hereunder.
AND WHEREAS the Second Party is the sole and absolute owner of the plot described in the Second Schedule hereunder.
AND WHEREAS the parties hereto have agreed to record the terms of their arrangement in writing.
"""

# the operative words, as deeds print them: with and without `NOW`, with the deed's own name, an agreement's form
OPERATIVE = [
    "NOW THIS DEED WITNESSETH AS FOLLOWS:",
    "EXCHANGE DEED WITNESSETH",
    "NOW THIS INDENTURE WITNESSETH AS UNDER:-",
    "THIS DEED OF EXCHANGE WITNESSETH:",
    "NOW, THEREFORE, IN CONSIDERATION OF THE MUTUAL COVENANTS HEREIN, THE PARTIES HEREBY AGREE AS FOLLOWS:",
    "IT IS HEREBY AGREED BY AND BETWEEN THE PARTIES AS FOLLOWS:",
    "NOW THIS AGREEMENT WITNESSES AS FOLLOWS:",
    "Now This Deed Witnesseth as Follows:",
    "WITNESSETH:",
    "NOW THEREFORE in consideration of the mutual promises the parties hereto agree as follows:",
    "THIS AGREEMENT WITNESSETH AND IT IS HEREBY AGREED AS FOLLOWS:",
    "The parties hereby agree as under:",
    "THIS DEED OF SALE WITNESSES AS FOLLOWS:",
]

CLAUSES = [
    "That the First Party hereby conveys the flat described in the First Schedule to the Second Party.",
    "That the Second Party hereby conveys the plot described in the Second Schedule to the First Party.",
    "That each party shall pay the taxes due on the property it receives from the date of this deed.",
    "That each party has handed over the following documents to the other:",
    "That the stamp duty and registration charges shall be borne equally by both the parties.",
]
ITEMS = ["the original title deed of the property;", "the latest receipt of property tax; and",
         "the no-objection certificate of the society."]

# how the clauses are numbered, and how the items under clause 4 are (label as printed -> label in the path)
NUMBERING = {
    "number": (lambda n: f"{n}.", lambda n: str(n)),
    "paren digit": (lambda n: f"({n})", lambda n: f"({n})"),
    "dotted letter": (lambda n: f"{'abcde'[n - 1]}.", lambda n: "abcde"[n - 1]),
    "paren letter": (lambda n: f"({'abcde'[n - 1]})", lambda n: f"({'abcde'[n - 1]})"),
}
ITEM_NUMBERING = {
    "number": (lambda n: f"({'abc'[n - 1]})", lambda n: f"({'abc'[n - 1]})"),
    "paren digit": (lambda n: f"({'abc'[n - 1]})", lambda n: f"({'abc'[n - 1]})"),
    "dotted letter": (lambda n: f"({'i' * n})", lambda n: f"({'i' * n})"),
    "paren letter": (lambda n: f"({'i' * n})", lambda n: f"({'i' * n})"),
}

SCHEDULES = {
    "ordinal with its heading": (["FIRST SCHEDULE PROPERTY", "SECOND SCHEDULE PROPERTY"],
                                 ["FIRST SCHEDULE", "SECOND SCHEDULE"]),
    "ordinal": (["FIRST SCHEDULE", "SECOND SCHEDULE"], ["FIRST SCHEDULE", "SECOND SCHEDULE"]),
    "lettered": (["SCHEDULE 'A'", "SCHEDULE 'B'"], ["SCHEDULE A", "SCHEDULE B"]),
    "lettered with a subtitle": (["SCHEDULE A (Description of the Flat)", "SCHEDULE B (Description of the Plot)"],
                                 ["SCHEDULE A", "SCHEDULE B"]),
}
SCHEDULE_BODY = """
(Property of the {who} Party given in exchange)
Flat No. 12, second floor, Sai Residency, Survey No. 45/2, Kothrud, Pune.
Boundaries: EAST: road; WEST: Plot No. 13; NORTH: Plot No. 9; SOUTH: nala.
"""

TAIL = """
IN WITNESS WHEREOF the parties have signed this deed on the day, month and year first above written.
WITNESSES:
1. Shri Mohan Joshi, Pune
2. Smt. Leela Deshpande, Pune
FIRST PARTY          SECOND PARTY
"""


def deed(operative: str, numbering: str, schedules: str) -> tuple[str, list[str]]:
    """The deed's text and the true path of every unit, in print order."""
    show, label = NUMBERING[numbering]
    item_show, item_label = ITEM_NUMBERING[numbering]
    kind = "EXCHANGE DEED" if "EXCHANGE" in operative else "DEED"
    text = FRONT.format(title=kind, kind=kind) + RECITALS + operative + "\n"
    truth: list[str] = []
    for n, clause in enumerate(CLAUSES, start=1):
        text += f"{show(n)} {clause}\n"
        truth.append(label(n))
        if n == 4:
            for k, item in enumerate(ITEMS, start=1):
                text += f"    {item_show(k)} {item}\n"
                truth.append(f"{label(n)} > {item_label(k)}")
    printed, labels = SCHEDULES[schedules]
    for head, lab, who in zip(printed, labels, ("First", "Second"), strict=True):
        text += head + "\n" + SCHEDULE_BODY.format(who=who).strip("\n") + "\n"
        truth.append(lab)
    return text + TAIL, truth


def unit_list(text: str, family: str | None = None) -> list[str]:
    return [" > ".join(p) for p, _ in unit_paths(parse(lines_from(text), [], family))]


CASES = list(itertools.product(OPERATIVE, NUMBERING, SCHEDULES))


@pytest.mark.parametrize(("operative", "numbering", "schedules"), CASES,
                         ids=[f"{o[:24]}-{n}-{s}" for o, n, s in CASES])
def test_every_clause_item_and_schedule_of_a_deed_lands_under_its_true_path(operative, numbering,
                                                                           schedules) -> None:
    text, truth = deed(operative, numbering, schedules)
    assert unit_list(text) == truth


@pytest.mark.parametrize("numbering", list(NUMBERING))
def test_clauses_printed_between_the_recitals_and_the_operative_words_are_units(numbering) -> None:
    """`WHEREAS the parties have agreed ... as between them:` / `a. That ...` / `b. That ...` / `EXCHANGE DEED
    WITNESSETH` / `(1) That ...`: the conveying clauses a recital introduces are the deed's units, and the operative
    words close them (the covenants after are not their children)."""
    show, label = NUMBERING[numbering]
    text = FRONT.format(title="EXCHANGE DEED", kind="EXCHANGE DEED") + RECITALS.replace(
        "in writing.", "as between them:")
    for n in (1, 2):
        text += f"{show(n)} {CLAUSES[n - 1]}\n"
    text += "EXCHANGE DEED WITNESSETH\n"
    covenant = "(1)" if numbering != "paren digit" else "1."
    cov_label = "(1)" if numbering != "paren digit" else "1"
    text += f"{covenant} That each party has taken possession of the property it receives.\n"
    text += f"{covenant.replace('1', '2')} That each party shall pay the taxes on it from this day.\n" + TAIL
    assert unit_list(text) == [label(1), label(2), cov_label, cov_label.replace("1", "2")]
    assert any("operative words" in r for r in explain(lines_from(text)))


def test_a_statutes_preamble_with_lettered_recitals_stays_in_the_head() -> None:
    """A statute's preamble may letter its recitals after an introduction; no operative words of a deed follow, and
    the enacting words and sections come after: the letters stay preamble text."""
    act = """
    AN ACT TO PROVIDE FOR THE REGISTRATION OF FOSTER PARENTS
    WHEREAS it is expedient:
    (a) to provide for the care of children without parents; and
    (b) to provide for the registration of foster parents;
    Be it enacted by the Senate and House of Representatives of the Philippines in Congress assembled:
    SECTION 1. Short Title. - This Act shall be known as the Foster Parents Act.
    SEC. 2. Definitions. - In this Act, "child" means a person below eighteen years of age.
    """
    assert unit_list(act) == ["SECTION 1", "SEC. 2"]


def test_recitals_lettered_under_whereas_and_a_recitals_own_list_stay_in_the_front_matter() -> None:
    """`WHEREAS:` / `A. ...` / `B. ...`, and `AND WHEREAS the Vendor has obtained the following approvals:` / `(a)` /
    `(b)` with another recital after them: recitals, not clauses; the clauses after the operative words are the
    units."""
    text = FRONT.format(title="DEED", kind="DEED") + """
WHEREAS:
A. The First Party is the sole and absolute owner of the flat described in the First Schedule hereunder.
B. The Second Party is the sole and absolute owner of the plot described in the Second Schedule hereunder.
AND WHEREAS the First Party has obtained the following approvals:
(a) the building permission of the Pune Municipal Corporation; and
(b) the occupation certificate of the flat.
AND WHEREAS the parties hereto have agreed to record the terms of their arrangement in writing.
NOW THIS DEED WITNESSETH AS FOLLOWS:
1. That the First Party hereby conveys the flat described in the First Schedule to the Second Party.
2. That the Second Party hereby conveys the plot described in the Second Schedule to the First Party.
""" + TAIL
    assert unit_list(text) == ["1", "2"]


def test_a_code_chapter_that_names_the_parties_of_deeds_is_no_deed() -> None:
    """A code chapter on mortgages names Mortgagor and Mortgagee on line after line, and may quote a deed's words;
    its sections are numbered as a code's (`§506-1`), which no deed does: not the deed family."""
    code = """
    CHAPTER 506
    MORTGAGES
    §506-1 Form of mortgage. A mortgage deed may be in the form below, the Mortgagor and the Mortgagee named in it.
    §506-2 Mortgagor's covenant. The Mortgagor covenants with the Mortgagee to pay the debt; IN WITNESS WHEREOF.
    §506-3 Lessee's rights. A mortgage by a Lessee binds the Lessee's estate only; the Mortgagee may enter.
    §506-4 Release. The Mortgagee shall release the mortgage deed when the Mortgagor has paid the debt.
    """
    assert detect_family(lines_from(code)) == "generic"
    assert detect_family(lines_from(deed(OPERATIVE[0], "number", "ordinal")[0])) == "in_deed"


def test_a_statutes_cross_heading_ending_in_witnesses_is_no_deeds_operative_words() -> None:
    """`EXAMINATION OF WITNESSES` over sections of an evidence Act ends in the word a deed's `THIS DEED WITNESSES`
    ends in; without the instrument's name before it, it is a heading, and the sections after it stay sections
    (review-findings R4: it opened a deed's front matter in the middle of the Act)."""
    act = """
    EVIDENCE OF CHILD WITNESS ACT
    1. Short title. This Act may be cited as the Evidence of Child Witness Act.
    2. Interpretation. In this Act, "child" means a person under sixteen years of age.
    EXAMINATION OF WITNESSES
    3. Live link. (1) A child witness may give evidence by a live link.
    (2) The court may order a screen to be used.
    4. Video recording. A video recording of the child's evidence may be admitted.
    """
    assert not any("operative words" in r for r in explain(lines_from(act)))
    assert unit_list(act) == ["1", "2", "3", "3 > (1)", "3 > (2)", "4"]
