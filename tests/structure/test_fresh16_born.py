"""Conventions of real drafting the looked-at half fresh16's born-digital texts showed the parser missing (session 21,
helper f16born): a code chapter numbered with four digits over its sections (Ohio's codified ordinances), a US
charter's lettered parts with their headings in capitals closed by a point, and a lettered part's dotted items with
decimal sub-clauses (`B.` > `1.` > `1.1` > `1.3.1`, then `2.`), a US agreement's `EXHIBIT B` holding its own numbered
terms, a schedule a sentence names wrapped to a line's start, and a bylaws section's numbered list (`Section 3.2` >
`1.` `2.` `3.`) before the next keyword section. Each snippet is a few lines of the real text (source named); each test
asserts every unit's full path and failed before (the path it gave is in its docstring)."""

from __future__ import annotations

from tests.structure.snippets import paths


def test_a_code_chapter_numbered_with_four_digits_holds_its_sections() -> None:
    """Chagrin Falls, Ohio, Codified Ordinances Chapter 1361 (codes.forchagrin.com): `Chapter 1361: Short-Term Rental
    Regulations` > `1361.01`; Ohio's codes number chapters in four digits within their Parts (`Chapter 1361`,
    the Revised Code's `Chapter 5321`), as the CFR numbers `PART 1910`. Before: no chapter (three digits only)."""
    snippet = """
    Chapter 1361: Short-Term Rental Regulations

    1361.01 Definitions

    As used in this Chapter:

    (a) "Short-Term-Rental" means any room or dwelling that is rented wholly or partly for a fee for thirty (30)
    or fewer consecutive days.

    (b) "Hosting Platform" means a person or entity that facilitates the reservation of a short-term rental.

    (Ord. 2024-38. Passed 8-12-24.)

    1361.02 Registration Required

    (a) Any initial registration submitted during calendar years 2024 and 2025 shall expire on December 31, 2025.
    """
    assert paths(snippet, "generic") == [
        "Chapter 1361", "Chapter 1361 > 1361.01", "Chapter 1361 > 1361.01 > (a)", "Chapter 1361 > 1361.01 > (b)",
        "Chapter 1361 > 1361.02", "Chapter 1361 > 1361.02 > (a)"]
    cfr = """
    PART 1910—OCCUPATIONAL SAFETY AND HEALTH STANDARDS

    1910.1 Purpose and scope.

    (a) Section 6(a) of the Act provides that the Secretary shall promulgate standards.
    """
    assert paths(cfr, "generic") == ["PART 1910", "PART 1910 > 1910.1", "PART 1910 > 1910.1 > (a)"]


def test_a_charters_lettered_parts_and_their_decimal_sub_clauses() -> None:
    """Series Seed Restated Certificate of Incorporation (github seriesseed/equity), as the NVCA model charter
    prints its Article on stock: `ARTICLE V` > `A. COMMON STOCK` / `B. PREFERRED STOCK` > `1.` > `1.1` > `1.3.1`,
    then `2.` > `2.1`; `ARTICLE VIII` > `A. AMENDMENT OF BYLAWS.` (a capitals heading closed by a point). Before:
    `B > 1` held 1.1-1.3.2 as text and `2.` with its sub-clauses; ARTICLE VIII and IX held no lettered part."""
    snippet = """
    ARTICLE V: AUTHORIZED SHARES.

    The total number of shares of all classes of stock that the Corporation has authority to issue is fixed.

    A. COMMON STOCK

    The following rights, powers privileges and restrictions apply to the Common Stock.

    1. General.

    The voting, dividend and liquidation rights of the holders of the Common Stock are subject to the rights of the
    holders of the Preferred Stock.

    2. Voting.

    The holders of the Common Stock are entitled to one vote for each share of Common Stock held.

    B. PREFERRED STOCK

    The following rights, powers and privileges shall apply to the Preferred Stock.

    1. Liquidation, Dissolution or Winding Up; Certain Mergers, Consolidations and Asset Sales.

    1.1 Payments to Holders of Preferred Stock.

    In the event of any voluntary or involuntary liquidation the holders of shares of Preferred Stock shall be paid.

    1.2 Payments to Holders of Common Stock.

    After the payment in full of all preferential amounts the remaining funds shall be distributed.

    1.3 Deemed Liquidation Events.

    1.3.1 Definition.

    Each of the following events is a "Deemed Liquidation Event":

    (a) a merger or consolidation in which the Corporation is a constituent party; or

    (b) the sale, lease, transfer or other disposition of all or substantially all the assets of the Corporation.

    1.3.2 Amount Deemed Paid or Distributed.

    The funds and assets deemed paid or distributed shall be the cash or the value of the property.

    2. Voting.

    2.1 General.

    On any matter presented to the stockholders each holder of Preferred Stock shall be entitled to vote.

    ARTICLE VIII: BYLAW PROVISIONS.

    A. AMENDMENT OF BYLAWS.

    The Board of Directors is expressly authorized to adopt, amend or repeal the Bylaws of the Corporation.

    B. NUMBER OF DIRECTORS.

    The number of directors of the Corporation will be determined in the manner set forth in the Bylaws.
    """
    assert paths(snippet, "generic") == [
        "ARTICLE V", "ARTICLE V > A", "ARTICLE V > A > 1", "ARTICLE V > A > 2", "ARTICLE V > B", "ARTICLE V > B > 1",
        "ARTICLE V > B > 1 > 1.1", "ARTICLE V > B > 1 > 1.2", "ARTICLE V > B > 1 > 1.3",
        "ARTICLE V > B > 1 > 1.3 > 1.3.1", "ARTICLE V > B > 1 > 1.3 > 1.3.1 > (a)",
        "ARTICLE V > B > 1 > 1.3 > 1.3.1 > (b)", "ARTICLE V > B > 1 > 1.3 > 1.3.2", "ARTICLE V > B > 2",
        "ARTICLE V > B > 2 > 2.1", "ARTICLE VIII", "ARTICLE VIII > A", "ARTICLE VIII > B"]


def test_an_agreements_exhibit_holds_its_terms_and_a_wrapped_schedule_is_prose() -> None:
    """Series Seed Preferred Stock Investment Agreement (github seriesseed/equity): the agreement's clauses `1.` to
    `3.`, then `EXHIBIT B` (its terms numbered afresh: US agreements attach Exhibits where Commonwealth ones attach
    Annexures); inside it `... set forth on` wraps to `Schedule 1. In the event that the Purchaser is not ...`, a
    reference, not a schedule. Before: EXHIBIT B was no level (its `1.` ran under clause 3) and `Schedule 1` took
    clause 4 and what followed."""
    snippet = """
    1. DEFINITIONS. Capitalized terms used and not otherwise defined in this Agreement have the meanings given.

    2. INVESTMENT. Subject to the terms and conditions of this Agreement, each Purchaser agrees to purchase shares.

    3. ENTIRE AGREEMENT. This Agreement constitutes the full and entire understanding of the parties.

    EXHIBIT B
    AGREEMENT TERMS

    1. PURCHASE AND SALE OF SERIES SEED PREFERRED STOCK.

    1.1 Sale and Issuance of Series Seed Preferred Stock.

    1.1.1 The Company shall adopt and file the Company's restated organizational documents.

    1.1.2 Each Purchaser agrees to purchase at the Closing the number of shares set forth opposite its name.

    2. REPRESENTATIONS AND WARRANTIES OF THE PURCHASERS.

    2.1 Residence.

    If the Purchaser is an individual, then the Purchaser resides in the state identified in the address of the
    Purchaser set forth on the signature page hereto and/or on
    Schedule 1. In the event that the Purchaser is not a resident of the United States, such Purchaser hereby agrees
    to make such additional representations as reasonably may be requested by the Company.

    3. COVENANTS OF THE COMPANY.

    3.1 Information Rights.

    The Company shall furnish to each Major Purchaser its annual financial statements.
    """
    assert paths(snippet, "generic") == [
        "1", "2", "3", "EXHIBIT B", "EXHIBIT B > 1", "EXHIBIT B > 1 > 1.1", "EXHIBIT B > 1 > 1.1 > 1.1.1",
        "EXHIBIT B > 1 > 1.1 > 1.1.2", "EXHIBIT B > 2", "EXHIBIT B > 2 > 2.1", "EXHIBIT B > 3",
        "EXHIBIT B > 3 > 3.1"]


def test_a_bylaws_sections_numbered_list_ends_before_the_next_section() -> None:
    """CoLab Cooperative bylaws, Article III (github colab-coop/bylaws): `Section 3.2` holds the options `1.`, `2.`,
    `3.`; US bylaws and LLC agreements number sections article.section with the keyword, so a bare `3.` goes on the
    list, not the sections (whose last part it would follow). Before: `ARTICLE III > 3` holding Sections 3.3 on."""
    snippet = """
    ARTICLE III: DECISION-MAKING

    Section 3.1 Actions Requiring Consensus of the Member Body

    The following acts require consensus of the Member Body:

    (a) Any change to the bylaws.

    (b) Any change to the Articles of Organization.

    Section 3.2 Process of Decision-Making

    If it appears that consensus may not be reached in time for the decision to be timely any member can call a
    vote. The options are:

    1. Continue with the consensus process.

    2. Out the decision to a member vote.

    3. Defer to the decision of the Board.

    In the case that the need for a decision is imminent the Board shall have the option of making it.

    Section 3.3 Use of ballots for voting in case consensus is not reached

    The protocol for the use of ballots may be determined by the Member Body.
    """
    assert paths(snippet, "generic") == [
        "ARTICLE III", "ARTICLE III > Section 3.1", "ARTICLE III > Section 3.1 > (a)",
        "ARTICLE III > Section 3.1 > (b)", "ARTICLE III > Section 3.2", "ARTICLE III > Section 3.2 > 1",
        "ARTICLE III > Section 3.2 > 2", "ARTICLE III > Section 3.2 > 3", "ARTICLE III > Section 3.3"]


def test_a_definitions_limbs_in_subsection_one_stay_its_text() -> None:
    """Barbados' Airport Service Charge Bill, 2022, s. 2 (the Parliament of Barbados' bill PDF): `2. (1) In this
    Act,` then `“carrier” means` over its limbs `(a)`-`(d)`; Commonwealth bills print their definitions in
    subsection (1) so, and a limb has no path of its own (the corpus' convention). Before: `(a)` kept as text, but
    `(b)` resumed a list under `(1)` (`2 > (1) > (b)`, `(c)`, `(d)`) and took the definitions after it."""
    snippet = """
    2. (1) In this Act,
    “aircraft” means any machine for flying, whether propelled by mechanical means or not, and
    includes any description of balloon;
    “Airport” means the Grantley Adams International Airport;
    “carrier” means
    (a) a person who transports passengers by aircraft on a flight from the Airport to a place
    outside Barbados;
    (b) the pilot or other person in command or control of the aircraft;
    (c) the agent in Barbados of the person referred to in paragraph (a); and
    (d) where the person referred to in paragraph (a) or the agent of the person is a corporation,
    any director or manager of the corporation;
    “collector” means Grantley Adams International Airport Inc.;
    (2) The Minister may by order designate a person other than Grantley Adams International Airport Inc. to be
    the collector.
    3. (1) There shall be imposed on a person who travels from the Airport to a place outside Barbados, a charge.
    (2) Where a person travels to a place which
    (a) is a regional destination, the charge shall be $70;
    (b) is not a regional destination, the charge shall be $140.
    """
    assert paths(snippet, "generic") == ["2", "2 > (1)", "2 > (2)", "3", "3 > (1)", "3 > (2)", "3 > (2) > (a)",
                                         "3 > (2) > (b)"]
