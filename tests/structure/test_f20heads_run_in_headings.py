"""US contracts' run-in headings (session 25 short round, helper f20heads, on corpus half fresh20 after its opening:
post-hoc). Startup-form agreements head their clauses with one word (`Severability. If any provision ...`,
`Notices. All notices ...`, `Non-solicitation.`), with topics joined by semicolons (`Governing Law; Venue.`,
`Waiver; Modification.`, `JURY WAIVER; GOVERNING LAW; VENUE.`), with an ampersand (`Term & Termination.`,
`Fees, Taxes & Payments.`), as a three-word title opening with `The` (`The Licensor Solution.`) or with the
term it defines in quotes (`“Proprietary Information” Definition.`). `split_heading`
wanted two words not opening with an article and no semicolon, so 154 of 327 gold headings came out "" on the
born-digital pages. Written excerpts in those conventions; each test failed before."""

from __future__ import annotations

from ingest.structure import parse
from ingest.structure.headings import split_heading
from tests.structure.snippets import lines_from, node_at

AGREEMENT = """
CONSULTING AGREEMENT
1. Compensation .
Company will pay Consultant the fee set forth in each Project Assignment.
2. Severability. If any provision of this Agreement is held unenforceable, the rest remains in effect.
3. Governing Law; Venue . This Agreement is governed by the laws of the State of Delaware.
4. Term & Termination . The Term of this Agreement is one year from the Effective Date.
5. The Licensor Solution . Licensor owns certain proprietary software described in Exhibit A.
6. Non-solicitation .
Consultant will not solicit any employee of the Company during the Term.
7. Expenses; Indemnification Procedure .
   (a) Advance. The Company shall advance all Expenses incurred by the Indemnitee.
   (b) Notice to Insurers. The Company shall give prompt notice of the claim to its insurers.
8. Mr. Smith shall serve as the Company's contact for the Services.
"""

QUOTED = """
INVENTION ASSIGNMENT AGREEMENT
1. “Confidential Information” Definition .
“Confidential Information” includes any information that is confidential or proprietary to the Company.
2. “Inventions” Definition . In this Agreement, “Inventions” means all discoveries and improvements.
3. “Affiliate” means any entity controlling the Company. Each Affiliate is bound.
"""


def test_a_heading_opening_with_the_term_it_defines_in_quotes() -> None:
    """Before: 1 and 2 were "" (the heading's first letter is a quote); a definition's sentence stays text."""
    tree = parse(lines_from(QUOTED), [], "generic")
    assert [node_at(tree, str(k)).heading for k in (1, 2, 3)] == [
        "“Confidential Information” Definition", "“Inventions” Definition", ""]
    assert node_at(tree, "2").text.startswith("In this Agreement")


def test_one_word_semicolon_and_ampersand_run_in_headings() -> None:
    """Before: 1, 2, 3, 4, 5, 6, 7 and 7(a) were all "" (their words left in the text); `Mr.` heads nothing."""
    tree = parse(lines_from(AGREEMENT), [], "generic")
    assert [node_at(tree, str(k)).heading for k in range(1, 9)] == [
        "Compensation", "Severability", "Governing Law; Venue", "Term & Termination", "The Licensor Solution",
        "Non-solicitation", "Expenses; Indemnification Procedure", ""]
    assert node_at(tree, "1").text.startswith("Company will pay Consultant")
    assert node_at(tree, "2").text.startswith("If any provision")
    assert node_at(tree, "3").text.startswith("This Agreement is governed")
    assert node_at(tree, "7 > (a)").heading == "Advance"
    assert node_at(tree, "7 > (b)").heading == "Notice to Insurers"
    assert node_at(tree, "8").text.startswith("Mr. Smith shall serve")


def test_what_stays_text() -> None:
    """A list item's `; and`, a sentence opening with an article, an abbreviation's point: no heading."""
    for text in ("Goods; and", "The Vendor. The Vendor shall deliver", "Inc. The Company", "Mr. Smith shall",
                 "the owner; or the tenant. The rent", "No. 5 of 1990. The Act"):
        assert split_heading(text)[0] == "", text
    assert split_heading("JURY WAIVER; GOVERNING LAW; VENUE. Each party waives")[0] == \
        "JURY WAIVER; GOVERNING LAW; VENUE"


SCANNED = """
CONSULTING AGREEMENT
10. Term and Termination
10.1 Term
The initial term of this Agreement is for one month from the Effective Date set forth above, unless ended.
10.2 Termination Without Cause
Company may terminate this Agreement with or without cause, at any time, upon five days' prior notice.
10.3 Consultant shall return all Company property on termination of this Agreement for any reason.
"""


def test_a_subclauses_heading_alone_on_its_numbers_line_its_stop_lost() -> None:
    """A scan loses the lone stop of `10.1 Term .` (a speck after a space), leaving the heading alone on the number's
    line; clauses took it (`_sentence_heading`), subclauses did not. Before: 10.1 and 10.2 were ""."""
    tree = parse(lines_from(SCANNED), [], "generic")
    assert [node_at(tree, p).heading for p in ("10 > 10.1", "10 > 10.2", "10 > 10.3")] == [
        "Term", "Termination Without Cause", ""]
    assert node_at(tree, "10 > 10.1").text.startswith("The initial term")
    assert node_at(tree, "10 > 10.3").text.startswith("Consultant shall return")
