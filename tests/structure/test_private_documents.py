"""Conventions of private legal documents the corpus lacks (session 24, helper conv24: leases, licences, tenancy and
service agreements, charters, probed born-digital). Each snippet is a few lines of the real text (source named); each
test asserts every unit's full path and failed before (the path it gave is in its docstring)."""

from __future__ import annotations

from tests.structure.snippets import paths


def test_clause_headings_numbered_point_zero_over_their_sub_clauses() -> None:
    """A Scottish college's student tenancy agreement (itsaahmedd/GEN_EXTRAC_EXP `Agreement_10.md`, Perth College):
    `1.0 Definitions and Interpretation` / `1.1 ...` / `2.0 The Letting` / `2.1 ...` / `2.2.1 ...`, each clause's
    heading numbered N.0 (as the Open Data Commons licences print theirs, `1.0 Definitions of Capitalised Words`).
    Before: no unit at all, the whole agreement the preamble's text."""
    snippet = """
    1.0 Definitions and Interpretation
    In these Tenancy Terms and Conditions the following words shall have the following meanings:
    1.1 "Building" means the building within which the Flat/House is situated;
    1.2 The expression the "College" includes successors in title.
    2.0 The Letting
    2.1 The College lets the Room to the Tenant for the Tenancy Period.
    2.2 The Tenant is granted the following rights for the benefit of the Room in common with the College:
    2.2.1 The right to use the Building Common Parts and the Flat/House Common Parts.
    2.2.2 The right to use the shared facilities within the Flat/House Common Parts.
    2.3 The accommodation charges shall include all reasonable charges for utilities.
    3.0 The Tenant's Obligations
    3.1 The Tenant shall accept the Room as being in good and tenantable repair.
    """
    assert paths(snippet) == [
        "1.0", "1.0 > 1.1", "1.0 > 1.2", "2.0", "2.0 > 2.1", "2.0 > 2.2", "2.0 > 2.2 > 2.2.1", "2.0 > 2.2 > 2.2.2",
        "2.0 > 2.3", "3.0", "3.0 > 3.1"]


def test_a_lone_point_zero_line_is_no_clause_series() -> None:
    """One `1.0` heading with no other N.0 in the document (a version number, a lone heading) is not read as clause
    1: the rule wants a series. The decimals keep the reading they had (none here: the text stays the preamble's)."""
    snippet = """
    1.0 Overview
    1.1 The Service is provided as described below.
    1.2 The Customer may cancel at any time.
    """
    assert "1.0" not in paths(snippet)


# A Vermont blockchain-based LLC's operating agreement (lexDAO/LexCorpus `VermontBBLLC.md`), its Section 3 and 4
LLC = """
Section 3. Governance; Type of Decentralized Ledger; Security Protocols; Tax Elections.
(a) Governance. The Company governs itself by vote, including: (a) admission of Members; {governance}
(b) Type of Decentralized Ledger. The Company will utilize a fully decentralized, publicly-available ledger.
(c) Security Protocols. The Company has established security protocols to address and mitigate risk.
Section 4. Units; Outside Work and Duties.
(a) Units. The Company will have a maximum of 1,000 Units at any time.
"""
LLC_PATHS = ["Section 3", "Section 3 > (a)", "Section 3 > (b)", "Section 3 > (c)", "Section 4", "Section 4 > (a)"]


def test_an_item_whose_text_runs_in_its_own_list_from_a_still_opens() -> None:
    """A Vermont blockchain-based LLC's operating agreement (lexDAO/LexCorpus `VermontBBLLC.md`, after dOrg's):
    `Section 3.` over `(a) Governance. ... including but not limited to: (a) admission ...; (b) proposed ...`, then
    `(b) Type of Decentralized Ledger.`. The run in on the line starts again at the item's own letter: the item's own
    enumeration (a list never repeats a letter), not its next sibling run in. Before: `(a)` kept as text, and `(b)`
    to `(d)` with it (no open list)."""
    assert paths(LLC.format(governance="(b) upgrades.")) == LLC_PATHS


def test_decimal_clause_numbers_glued_to_their_first_word() -> None:
    """A lodger's licence agreement (itsaahmedd/GEN_EXTRAC_EXP `Agreement_2.md`): `1.4.The Lodger may use ...` and
    `2.1.1.To pay the Accommodation Payment ...`, the space after the closing dot lost, as `4.The Company ...` is read
    for a bare number. Before: both lines the text of the clause before (1.3, 2.1)."""
    snippet = """
    1. About the Licence to Occupy a Room in the Property
    1.3. The Lodger shall have use of the Contents in the Room.
    1.4.The Lodger may use the facilities of the Shared Areas of the Property in common with the Householder.
    1.5. This agreement is not intended to confer exclusive possession upon the Lodger.
    2. Lodger Obligations
    The Lodger Agrees with the Householder:
    2.1. Payments
    2.1.1.To pay the Accommodation Payment at the times and in the manner set out above.
    2.1.2. To pay simple interest at the rate of 3% above the Bank of England base rate.
    """
    assert paths(snippet) == [
        "1", "1 > 1.3", "1 > 1.4", "1 > 1.5", "2", "2 > 2.1", "2 > 2.1 > 2.1.1", "2 > 2.1 > 2.1.2"]


def test_an_insurance_forms_lettered_parts_at_the_root_over_numbered_paragraphs() -> None:
    """A US insurer's coverage extensions (masayukitanaka/CVTakeHome `phili_converted.md`, Philadelphia Insurance
    Companies), set as the ISO commercial forms set theirs (an Auto-Owners endorsement in the same repository prints
    `D. Selling Price` / `1. We will determine ...` so): `A. Newly Acquired or Constructed Property` / `1. ...` /
    `a. ...`, then `B. Personal Effects and Property of Others` / `1.` / `2.`. Before: no lettered part at all, the
    `1.` opened at the root and `B.` read as its `(b)`."""
    snippet = """
    A. Newly Acquired or Constructed Property
    1. Period Of Coverage is deleted in its entirety and replaced with the following:
    With respect to insurance on or at each newly acquired or constructed property, coverage will end when any of
    the following first occurs:
    a. This policy expires;
    b. 180 days expire after you acquire the property; or
    c. You report values to us.
    B. Personal Effects and Property of Others
    The section is deleted in its entirety and replaced with the following:
    1. Personal effects owned by you, your volunteers, your officers, your partners, or your employees.
    2. Personal Property of others in your care, custody, or control.
    C. Valuable Papers And Records (Other Than Electronic Data)
    1. You may extend the insurance that applies to Your Business Personal Property to apply to the cost to replace.
    """
    assert paths(snippet) == [
        "A", "A > 1", "A > 1 > a", "A > 1 > b", "A > 1 > c", "B", "B > 1", "B > 2", "C", "C > 1"]


def test_a_parenthetical_wrapped_to_a_line_start_is_no_item() -> None:
    """EPL 2.0's item `e)` wraps `(if permitted under the terms of Section 3).` to a line start: OCR'd lines (as the
    snippet gives them) read it as `(f)` with its bracket lost, one item too many (conv24's finding). An English word
    after the bracket, closed on the line, is a parenthetical; `(or` with no bracket closing stays a spoiled marker."""
    got = paths("""
        2. GRANT OF RIGHTS

          a) Subject to the terms of this Agreement, each Contributor hereby
          grants Recipient a non-exclusive, worldwide, royalty-free copyright
          license to reproduce the Program.

          b) Subject to the terms of this Agreement, each Contributor hereby
          grants Recipient a patent license.

          c) Recipient understands that although each Contributor grants the
          licenses to its Contributions set forth herein, no assurances are provided.

          d) Each Contributor represents that to its knowledge it has
          sufficient copyright rights in its Contribution, if any, to grant
          the copyright license set forth in this Agreement.

          e) Notwithstanding the terms of any Secondary License, no
          Contributor makes additional grants to any Recipient (other than
          those set forth in this Agreement) as a result of such Recipient's
          receipt of the Program under the terms of a Secondary License
          (if permitted under the terms of Section 3).

        3. REQUIREMENTS

        3.1 If a Contributor Distributes the Program in any form, then:

          a) the Program must also be made available as Source Code; and

          b) the Contributor may Distribute the Program under a license.
        """)
    assert got == ["2", "2 > (a)", "2 > (b)", "2 > (c)", "2 > (d)", "2 > (e)",
                   "3", "3 > 3.1", "3 > 3.1 > (a)", "3 > 3.1 > (b)"], got


def test_a_parenthetical_line_start_is_told_from_a_lost_bracket() -> None:
    from ingest.structure.markers import parenthetical

    assert parenthetical("(if permitted under the terms of Section 3).")
    assert parenthetical("(as defined in clause 2(a)), and")
    assert not parenthetical("(or any other matter the Members decide;")  # `(c)` spoiled, or a long aside: left
    assert not parenthetical("(g Computer system (as defined in section 2) means")
    assert not parenthetical("(by the Lessee)")  # `(b)` whose bracket OCR read as `y`


def test_a_run_in_lists_item_wrapped_to_a_line_start_is_no_item() -> None:
    """The Vermont LLC's `(a) Governance. ... including: (a) admission ...; (b) upgrades; and` wraps `(c) any other
    matter ...` to a line start (conv24's finding): it opened `(c)` with a gap, and the real `(b)` `(c)` after it were
    renumbered `(d)` `(e)` on OCR'd lines, labels the page does not print. The run-in list's next item is its text."""
    wrapped = "(b) upgrades; and\n(c) any other matter the Company finds necessary to have its Members decide."
    assert paths(LLC.format(governance=wrapped)) == LLC_PATHS
