"""Drafting conventions of traditions the corpus had not held (session 22, helper conventions3, probing ahead of the
held-back half): a will's and a certificate of incorporation's articles numbered `FIRST:`, `SECOND:`; a code section
whose number has a date's shape (Georgia's `44-7-30.`, Mississippi's `89-8-21.`); a section inserted with a small letter
(`§ 1681a`, `§ 2000e-2`, New York's `§ 235-b`, Connecticut's `Sec. 47a-21`); the prairie provinces' `1(1) In this
Act,`; the US Code's `(f)(1)` with the paragraph's own items before its `(2)`; the CFR's `(a) Heading—(1)(i) Text`.
Each snippet is a few lines of the real text, its source named (the list in /work/notes/taken_sources.txt); each test
asserts every unit's full path. Each failed before (the path it gave is in its docstring)."""

from __future__ import annotations

from ingest.structure import parse, unit_paths
from tests.structure.snippets import lines_from, paths


def test_articles_numbered_in_words_with_a_colon() -> None:
    """A last will and testament's articles (`FIRST: I direct ...`) and a Delaware certificate of incorporation's
    (`FIRST: The name of the corporation is ...`, the form the Delaware Division of Corporations publishes). Before:
    no unit at all (the words with a colon were no marker, and a list under no heading opened nowhere)."""
    will = """
    LAST WILL AND TESTAMENT OF JOHN A. SMITH
    I, JOHN A. SMITH, of the City of Springfield, County of Sangamon, State of Illinois, being of sound mind, declare
    this to be my Last Will and Testament, and I revoke all wills and codicils previously made by me.
    FIRST: I direct that all my just debts, funeral expenses and the expenses of administering my estate be paid as
    soon after my death as practicable.
    SECOND: I give all my tangible personal property to my wife, MARY SMITH, if she survives me.
    THIRD: I give the residue of my estate to the Trustee named in Article FOURTH, to be held in trust as follows:
    (a) The Trustee shall pay the net income to my wife during her lifetime.
    (b) Upon the death of my wife, the Trustee shall distribute the principal to my then living issue, per stirpes.
    FOURTH: I appoint my brother, ROBERT SMITH, as Executor of this Will.
    """
    assert paths(will) == ["FIRST", "SECOND", "THIRD", "THIRD > (a)", "THIRD > (b)", "FOURTH"]
    charter = """
    CERTIFICATE OF INCORPORATION
    OF
    EXAMPLE WIDGETS, INC.
    FIRST: The name of the corporation is Example Widgets, Inc.
    SECOND: Its registered office in the State of Delaware is to be located at 1209 Orange Street, in the City of
    Wilmington, County of New Castle, Zip Code 19801.
    THIRD: The purpose of the corporation is to engage in any lawful act or activity for which corporations may be
    organized under the General Corporation Law of Delaware.
    FOURTH: The total number of shares of stock which the corporation shall have authority to issue is one thousand
    (1,000) shares of common stock, par value one cent ($0.01) per share.
    FIFTH: The name and mailing address of the incorporator are as follows:
    """
    assert paths(charter) == ["FIRST", "SECOND", "THIRD", "FOURTH", "FIFTH"]


def test_a_code_section_number_shaped_as_a_date() -> None:
    """The Official Code of Georgia (`44-7-30.`: title 44, chapter 7, section 30) and the Mississippi Code
    (`89-8-21.`) print the number bare, its heading after a dot; both have a two-digit year's date shape. Before: no
    unit at all (read as dates)."""
    georgia = """
    44-7-30. Definitions.
    As used in this article, the term:
    (1) "Landlord" means the owner of the residential rental property or the agent of the owner.
    (2) "Residential rental property" means any property held out for residential occupancy.
    44-7-31. Deposit of security deposits into escrow account; notice of location of escrow account.
    Whenever a security deposit is held by a landlord or such landlord's agent on behalf of a tenant, such security
    deposit shall be deposited in an escrow account.
    44-7-33. List of existing damages to premises; tenant's right to inspect premises.
    (a) Prior to tendering a security deposit, the tenant shall be presented with a comprehensive list of any
    existing damage to the premises.
    (b) Within three business days after the date of the termination of occupancy, the landlord shall inspect the
    premises.
    """
    assert paths(georgia) == ["44-7-30", "44-7-30 > (1)", "44-7-30 > (2)", "44-7-31", "44-7-33", "44-7-33 > (a)",
                              "44-7-33 > (b)"]
    mississippi = """
    89-8-21. Security deposits.
    (1) The landlord may require a security deposit before a tenant occupies the dwelling unit.
    (2) Upon termination of the tenancy, property or money held by the landlord as a security deposit may be applied
    to the payment of accrued rent.
    89-8-23. Landlord to maintain premises.
    The landlord shall comply with the requirements of applicable building and housing codes.
    """
    assert paths(mississippi) == ["89-8-21", "89-8-21 > (1)", "89-8-21 > (2)", "89-8-23"]


def test_sections_inserted_with_a_small_letter() -> None:
    """New York's Real Property Law (`§ 235-b. Warranty of habitability.` over its numbered subdivisions), the
    Connecticut General Statutes (`Sec. 47a-21.`: chapter 830's sections carry a small letter) and the US Code's
    `§ 1681a`. Before: New York's sections no unit (`1`, `2`, `3` at the root); Connecticut's no unit at all;
    `§ 1681a` no unit (its `(a)`, `(b)` under `§1681`)."""
    new_york = """
    § 235-b. Warranty of habitability.
    1. In every written or oral lease or rental agreement for residential premises the landlord or lessor shall be
    deemed to covenant and warrant that the premises so leased or rented are fit for human habitation.
    2. Any agreement by a lessee or tenant of a dwelling waiving or modifying his rights as set forth in this section
    shall be void as contrary to public policy.
    3. In determining the amount of damages sustained by a tenant as a result of a breach of the warranty, the court;
    (a) need not require any expert testimony; and
    (b) shall, to the extent the warranty is breached, reduce the damages.
    § 235-c. Unconscionable lease or clause.
    1. If the court as a matter of law finds a lease or any clause of the lease to have been unconscionable at the
    time it was made the court may refuse to enforce the lease.
    2. When it is claimed or appears to the court that a lease or any clause thereof may be unconscionable, the
    parties shall be afforded a reasonable opportunity to present evidence as to its setting, purpose and effect.
    """
    assert paths(new_york) == ["§ 235-b", "§ 235-b > 1", "§ 235-b > 2", "§ 235-b > 3", "§ 235-b > 3 > (a)",
                               "§ 235-b > 3 > (b)", "§ 235-c", "§ 235-c > 1", "§ 235-c > 2"]
    connecticut = """
    Sec. 47a-21. Security deposits. (a) As used in this section:
    (1) "Escrow account" means any account at a financial institution which is not subject to execution by the
    creditors of the escrow agent.
    (2) "Financial institution" means any state bank and trust company.
    (b) No landlord may demand a security deposit in an amount that exceeds two months' rent.
    Sec. 47a-22. Tenant's responsibilities.
    A tenant shall comply with all obligations primarily imposed upon tenants by applicable provisions of any building
    and fire code.
    """
    assert paths(connecticut) == ["Sec. 47a-21", "Sec. 47a-21 > (a)", "Sec. 47a-21 > (a) > (1)",
                                  "Sec. 47a-21 > (a) > (2)", "Sec. 47a-21 > (b)", "Sec. 47a-22"]
    us_code = """
    §1681. Congressional findings and statement of purpose
    (a) Accuracy and fairness of credit reporting
    The Congress makes the following findings:
    (1) The banking system is dependent upon fair and accurate credit reporting.
    (2) An elaborate mechanism has been developed for investigating and evaluating the credit worthiness of consumers.
    §1681a. Definitions; rules of construction
    (a) Definitions and rules of construction set forth in this section are applicable for the purposes of this
    subchapter.
    (b) The term "person" means any individual, partnership, corporation, trust, estate, cooperative, association,
    government or governmental subdivision or agency, or other entity.
    """
    assert paths(us_code) == ["§1681", "§1681 > (a)", "§1681 > (a) > (1)", "§1681 > (a) > (2)", "§1681a",
                              "§1681a > (a)", "§1681a > (b)"]


def test_an_undotted_section_number_glued_to_its_first_subsection() -> None:
    """Alberta's Residential Tenancies Act (`1(1) In this Act,`, `2(1) Except as provided ...`), as Alberta's King's
    Printer prints every Act (Saskatchewan's `2(1) In this Act:` alike). Before: the sections were no units (`(a)`
    under `Part 1`, the Act's `(2)` under its `(b)`)."""
    alberta = """
    Part 1
    General Matters
    Definitions
    1(1) In this Act,
    (a) "landlord" means
    (i) the owner or other person permitting the occupation of residential premises,
    (ii) the heirs, assigns, personal representatives and successors in title of a person referred to in
    subclause (i),
    (b) "mobile home" means a structure designed to be used as a residence;
    (2) For the purposes of this Act, a reference to a tenant includes a prospective tenant.
    Application of Act
    2(1) Except as provided in subsection (2), this Act applies only to residential premises.
    (2) This Act does not apply to premises occupied for business purposes.
    """
    p1 = "Part 1 > 1"
    assert paths(alberta) == ["Part 1", p1, f"{p1} > (1)", f"{p1} > (1) > (a)", f"{p1} > (1) > (a) > (i)",
                              f"{p1} > (1) > (a) > (ii)", f"{p1} > (1) > (b)", f"{p1} > (2)", "Part 1 > 2",
                              "Part 1 > 2 > (1)", "Part 1 > 2 > (2)"]


def test_a_subsection_with_its_first_paragraph_run_in_and_that_paragraphs_items_below() -> None:
    """42 U.S.C. 3604 (the Fair Housing Act): `(f)(1) To discriminate ...` / `(A)` / `(B)` / `(C)` / `(2)`: the
    paragraph's own items stand between the glued `(1)` and its `(2)`. Before: `(f)(1)` one label, its `(2)`, `(3)`
    under its `(C)`."""
    text = """
    §3604. Discrimination in the sale or rental of housing and other prohibited practices
    As made applicable by section 3603 of this title, it shall be unlawful—
    (a) To refuse to sell or rent after the making of a bona fide offer a dwelling to any person because of race.
    (b) To discriminate against any person in the terms, conditions, or privileges of sale or rental of a dwelling.
    (c) To make, print, or publish any notice, statement, or advertisement, with respect to the sale or rental.
    (d) To represent to any person because of race that any dwelling is not available for inspection.
    (e) For profit, to induce or attempt to induce any person to sell or rent any dwelling.
    (f)(1) To discriminate in the sale or rental, or to otherwise make unavailable or deny, a dwelling to any buyer
    or renter because of a handicap of—
    (A) that buyer or renter,
    (B) a person residing in or intending to reside in that dwelling after it is so sold, rented, or made available;
    or
    (C) any person associated with that buyer or renter.
    (2) To discriminate against any person in the terms, conditions, or privileges of sale or rental of a dwelling.
    (3) For purposes of this subsection, discrimination includes—
    (A) a refusal to permit reasonable modifications of existing premises;
    (B) a refusal to make reasonable accommodations in rules, policies, practices, or services.
    """
    f = "§3604 > (f)"
    assert paths(text) == ["§3604", "§3604 > (a)", "§3604 > (b)", "§3604 > (c)", "§3604 > (d)", "§3604 > (e)", f,
                           f"{f} > (1)", f"{f} > (1) > (A)", f"{f} > (1) > (B)", f"{f} > (1) > (C)", f"{f} > (2)",
                           f"{f} > (3)", f"{f} > (3) > (A)", f"{f} > (3) > (B)"]


def test_a_paragraph_heading_run_in_before_a_long_dash_and_its_first_child() -> None:
    """12 CFR 1026.19 (Regulation Z, eCFR): `(a) Reverse mortgage transactions subject to RESPA—(1)(i) Time of
    disclosures. ...`, headings chained before the first marker (`(e) Mortgage loans secured by real property—Early
    disclosures—(1) Provision of disclosures—(i) Creditor.`). Before: `(a)`'s `(1)`, `(i)`, `(ii)`, `(2)` no units
    (their words in `(a)`'s text); each heading is kept as its unit's heading."""
    text = """
    § 1026.19 Certain mortgage and variable-rate transactions.
    (a) Reverse mortgage transactions subject to RESPA—(1)(i) Time of disclosures. In a reverse mortgage transaction
    subject to RESPA, the creditor shall make good faith estimates of the disclosures.
    (ii) Imposition of fees. Except as provided in paragraph (a)(1)(iii) of this section, neither a creditor nor any
    other person may impose a fee.
    (2) Waiting periods for early disclosures in the event of corrections—(i) Timing of disclosures. If the annual
    percentage rate disclosed becomes inaccurate, the creditor shall provide corrected disclosures.
    """
    s = "§ 1026.19"
    assert paths(text) == [s, f"{s} > (a)", f"{s} > (a) > (1)", f"{s} > (a) > (1) > (i)", f"{s} > (a) > (1) > (ii)",
                           f"{s} > (a) > (2)", f"{s} > (a) > (2) > (i)"]
    chained = """
    § 1026.19 Certain mortgage and variable-rate transactions.
    (e) Mortgage loans secured by real property—Early disclosures—(1) Provision of disclosures—(i) Creditor. In a
    closed-end consumer credit transaction secured by real property, the creditor shall provide good faith estimates.
    (ii) Mortgage broker. If a mortgage broker receives a consumer's application, either the creditor or the mortgage
    broker shall provide a consumer with the disclosures.
    (2) Predisclosure activity—(i) Imposition of fees on consumer. Neither a creditor nor any other person may impose
    a fee on a consumer before the consumer has received the disclosures.
    """
    e = f"{s} > (e)"
    assert paths(chained) == [s, e, f"{e} > (1)", f"{e} > (1) > (i)", f"{e} > (1) > (ii)", f"{e} > (2)",
                              f"{e} > (2) > (i)"]
    heads = {" > ".join(p): n.heading for text in (text, chained)
             for p, n in unit_paths(parse(lines_from(text), [], None))}
    assert heads[f"{s} > (a)"] == "Reverse mortgage transactions subject to RESPA"
    assert heads[e] == "Mortgage loans secured by real property—Early disclosures"
    assert heads[f"{e} > (1)"] == "Provision of disclosures"
    assert heads[f"{e} > (2)"] == "Predisclosure activity"


def test_court_and_professional_rules_numbered_with_a_decimal() -> None:
    """The Florida Rules of Civil Procedure (`RULE 1.110. GENERAL RULES OF PLEADING`), the California Rules of Court
    (`Rule 3.1300. Time for filing and service of motion papers`, each subdivision's heading on its own line) and the
    ABA Model Rules of Professional Conduct (`Rule 1.7 Conflict of Interest: Current Clients`). Before: `RULE 1`,
    `Rule 3` (the number cut at its point), so every rule of a chapter had one label."""
    florida = """
    RULE 1.100. PLEADINGS AND MOTIONS
    (a) Pleadings. There must be a complaint or, when so designated by a statute or rule, a petition, and an answer
    to it.
    (b) Caption. Every pleading, motion, order, judgment, or other paper must have a caption containing the name of
    the court.
    RULE 1.110. GENERAL RULES OF PLEADING
    (a) Forms of Pleadings. Forms of action and technical forms for seeking relief and of pleas, pleadings, or motions
    are abolished.
    (b) Claims for Relief. A pleading which sets forth a claim for relief must state a cause of action and must
    contain
    (1) a short and plain statement of the grounds on which the court's jurisdiction depends,
    (2) a short and plain statement of the ultimate facts showing that the pleader is entitled to relief.
    """
    assert paths(florida) == ["RULE 1.100", "RULE 1.100 > (a)", "RULE 1.100 > (b)", "RULE 1.110",
                              "RULE 1.110 > (a)", "RULE 1.110 > (b)", "RULE 1.110 > (b) > (1)",
                              "RULE 1.110 > (b) > (2)"]
    california = """
    Rule 3.1300. Time for filing and service of motion papers
    (a) In general
    Unless otherwise ordered or specifically provided by law, all moving and supporting papers must be served and
    filed in accordance with Code of Civil Procedure section 1005.
    (b) Order shortening time
    The court, on its own motion or on application for an order shortening time supported by a declaration showing
    good cause, may prescribe shorter times for the filing and service of papers.
    Rule 3.1302. Place and manner of filing
    (a) Lodging of material
    A party that lodges papers with the court must transmit the papers to the clerk.
    """
    assert paths(california) == ["Rule 3.1300", "Rule 3.1300 > (a)", "Rule 3.1300 > (b)", "Rule 3.1302",
                                 "Rule 3.1302 > (a)"]
    model_rules = """
    Rule 1.6 Confidentiality of Information
    (a) A lawyer shall not reveal information relating to the representation of a client unless the client gives
    informed consent.
    (b) A lawyer may reveal information relating to the representation of a client to the extent the lawyer
    reasonably believes necessary:
    (1) to prevent reasonably certain death or substantial bodily harm;
    (2) to prevent the client from committing a crime or fraud.
    Rule 1.7 Conflict of Interest: Current Clients
    (a) Except as provided in paragraph (b), a lawyer shall not represent a client if the representation involves a
    concurrent conflict of interest.
    """
    assert paths(model_rules) == ["Rule 1.6", "Rule 1.6 > (a)", "Rule 1.6 > (b)", "Rule 1.6 > (b) > (1)",
                                  "Rule 1.6 > (b) > (2)", "Rule 1.7", "Rule 1.7 > (a)"]


def test_a_bare_code_number_where_the_code_prints_the_sign_is_a_wrapped_citation() -> None:
    """South Dakota's codified laws print each section with its sign (`§ 22-40-20`); a citation whose sign ends a line
    (`... as provided under §` / `22-40-121. An information holder ...`) puts a bare code number at the next line's
    start. Before: a section `22-40-121` (and, once a date's shape no longer hid it, `22-40-21`) took the words after
    it from `§ 22-40-20`."""
    text = """
    § 22-40-20. Notice of breach of system security — Exception
    Following the discovery by or notification to an information holder of a breach of system security an information
    holder shall disclose the breach, unless a longer period of time is required as provided under §
    {cited}. An information holder is not required to make a disclosure under this section if the breach will not
    likely result in harm to the affected person.
    § 22-40-21. Delay of notice that would impede criminal investigation
    A notification required under § 22-40-20 may be delayed if a law enforcement agency determines that the
    notification will impede a criminal investigation.
    """
    for cited in ("22-40-21", "22-40-121"):
        assert paths(text.format(cited=cited)) == ["§ 22-40-20", "§ 22-40-21"]
