"""Drafting conventions of codes the corpus had not held (session 20, helper conventions, probing ahead of fresh15):
Texas' `Subchapter C.` between a Chapter and its sections (as the U.S. Code and the CFR print it), the CFR's section
number meeting its heading at a long dash (`§ 1.881-3—Conduit ...`) and the SEC's lettered rule numbers
(`§ 240.10b-5`), and state codes that print a section's code number with no `§` or keyword: Colorado
`38-12-103.`, New Jersey `46:8-19.`, Ohio `5321.16`, Washington `RCW 59.18.260` alone above its heading, Florida
`83.49 ... tenant.--`. Before, each of these texts gave no unit at all (or lost its Subchapter from every path). Each
snippet is a few lines of the real text, its source named; each test asserts every unit's full path."""

from __future__ import annotations

from ingest.structure import parse, unit_paths
from tests.structure.snippets import lines_from, paths


def test_a_texas_subchapter_is_a_level_between_the_chapter_and_its_sections() -> None:
    """Texas Property Code §§ 92.104-92.1041 as tx.elaws.us prints them (title, chapter, subchapter, then `Sec.`
    lines): `Subchapter C.` nests in the Chapter and holds the sections (before: no Subchapter in any path)."""
    text = """
    Title 8. LANDLORD AND TENANT
    Chapter 92. RESIDENTIAL TENANCIES
    Subchapter C. SECURITY DEPOSITS
    Sec. 92.104. RETENTION OF SECURITY DEPOSIT; ACCOUNTING. (a) Before returning a security deposit, the landlord may
    deduct from the deposit damages and charges for which the tenant is legally liable under the lease.
    (b) The landlord may not retain any portion of a security deposit to cover normal wear and tear.
    (c) The landlord is not required to give the tenant a description and itemized list of deductions if:
    (1) the tenant owes rent when he surrenders possession of the premises; and
    (2) there is no controversy concerning the amount of rent owed.
    Sec. 92.1041. PRESUMPTION OF REFUND OR ACCOUNTING. A landlord is presumed to have refunded a security deposit if
    the refund is placed in the United States mail and postmarked on or before the required date.
    """
    s = "Title 8 > Chapter 92 > Subchapter C > Sec. 92.104"
    assert paths(text, "generic") == [
        "Title 8", "Title 8 > Chapter 92", "Title 8 > Chapter 92 > Subchapter C", s, f"{s} > (a)", f"{s} > (b)",
        f"{s} > (c)", f"{s} > (c) > (1)", f"{s} > (c) > (2)", "Title 8 > Chapter 92 > Subchapter C > Sec. 92.1041"]


def test_a_cfr_section_whose_number_meets_its_heading_at_a_long_dash() -> None:
    """26 CFR 1.881-3 as laws9.com/cfr/text/26/1/881-3 prints it: `§ 1.881-3—Conduit financing arrangements.`, then
    `(a)` / `(1)` / `(i)` / `(A)` (before: no unit; the section was read as no section)."""
    text = """
    § 1.881-3—Conduit financing arrangements.
    (a) General rules and definitions—
    (1) Purpose and scope.
    Pursuant to the authority of section 7701(l), this section provides rules that permit the district director to
    disregard the participation of one or more intermediate entities in a financing arrangement.
    (2) Definitions.
    The following definitions apply for purposes of this section and §§ 1.881-4, 1.1441-3(j) and 1.1441-7(d).
    (i) Financing arrangement—
    (A) In general.
    Financing arrangement means a series of transactions by which one person advances money to another person.
    (B) Special rule for related persons.
    """
    s = "§ 1.881-3 > (a) > (2) > (i)"
    assert paths(text, "generic") == [
        "§ 1.881-3", "§ 1.881-3 > (a)", "§ 1.881-3 > (a) > (1)", "§ 1.881-3 > (a) > (2)", s, f"{s} > (A)",
        f"{s} > (B)"]


def test_an_sec_rule_numbered_with_a_small_letter_is_a_code_section() -> None:
    """17 CFR 240.10b-5 (eCFR, www.ecfr.gov/current/title-17/section-240.10b-5): `§ 240.10b-5 Employment of
    manipulative and deceptive devices.` with its three lettered paragraphs (before: no unit)."""
    text = """
    § 240.10b-5 Employment of manipulative and deceptive devices.
    It shall be unlawful for any person, directly or indirectly, by the use of any means or instrumentality of
    interstate commerce,
    (a) To employ any device, scheme, or artifice to defraud,
    (b) To make any untrue statement of a material fact,
    (c) To engage in any act, practice, or course of business which operates as a fraud upon any person,
    in connection with the purchase or sale of any security.
    """
    assert paths(text, "generic") == ["§ 240.10b-5", "§ 240.10b-5 > (a)", "§ 240.10b-5 > (b)", "§ 240.10b-5 > (c)"]


def test_state_code_numbers_printed_without_a_section_sign_are_sections() -> None:
    """Colorado C.R.S. 38-12-103 (codes.findlaw.com, law.justia.com): `38-12-103. Return of security deposit.` with
    `(1)`, `(2)`; Ohio R.C. 5321.16 (codes.ohio.gov): `5321.16 Security deposits.` with `(A)`, `(B)`
    (before: no unit in either)."""
    colorado = """
    38-12-103. Return of security deposit.
    (1) A landlord shall, within one month after the termination of a lease or surrender and acceptance of the
    premises, whichever occurs last, return to the tenant the full security deposit deposited with the landlord.
    (2) The failure of a landlord to provide a written statement within the required time specified in subsection (1)
    of this section shall work a forfeiture of all his rights to withhold any portion of the security deposit.
    """
    s = "38-12-103"
    assert paths(colorado, "generic") == [s, f"{s} > (1)", f"{s} > (2)"]
    ohio = """
    5321.16 Security deposits.
    (A) Any security deposit in excess of fifty dollars or one month's periodic rent, whichever is greater, shall bear
    interest on the excess at the rate of five per cent per annum if the tenant remains in possession for six months.
    (B) Upon termination of the rental agreement any property or money held by the landlord as a security deposit may
    be applied to the payment of past due rent.
    """
    assert paths(ohio, "generic") == ["5321.16", "5321.16 > (A)", "5321.16 > (B)"]


def test_new_jersey_and_washington_code_numbers_glued_or_alone_are_sections() -> None:
    """N.J.S.A. 46:8-19 as njtenancylaw.com/46.html prints it, its heading glued to the number's point
    (`46:8-19.Security deposits; ...`); RCW 59.18.270 as instalawyer.io prints it, `RCW 59.18.270` alone above its
    dashed heading (before: no unit in either)."""
    new_jersey = """
    46:8-19.Security deposits; investment, deposit, disposition
    Whenever money or other form of security shall be deposited or advanced on a contract, lease or license agreement
    for the use or rental of real property, such money shall continue to be the property of the person making it.
    46:8-21.1.Return of deposit
    Within 30 days after the termination of the tenant's lease, the owner shall return the sum so deposited.
    """
    assert paths(new_jersey, "generic") == ["46:8-19", "46:8-21.1"]
    washington = """
    RCW 59.18.270
    Moneys paid as deposit or security for performance by tenant—Deposit by landlord in trust account—Receipt.
    (1) All moneys paid to the landlord by the tenant as a deposit shall promptly be deposited by the landlord in a
    trust account.
    (2) The landlord shall provide the tenant with a written receipt for the deposit.
    """
    assert paths(washington, "generic") == ["RCW 59.18.270", "RCW 59.18.270 > (1)", "RCW 59.18.270 > (2)"]


def test_a_florida_section_whose_heading_closes_with_a_dash() -> None:
    """Florida Statutes 83.49 (2000) as forum.freeadvice.com quotes the official site: `83.49 Deposit money or advance
    rent; duty of landlord and tenant.--` above `(1)` and its `(a)`, `(b)` (before: no unit). A decimal clause
    (`4.10 Notices`) has no such closing dash and stays as it was."""
    text = """
    83.49 Deposit money or advance rent; duty of landlord and tenant.--
    (1) Whenever money is deposited or advanced by a tenant on a rental agreement as security for performance of the
    rental agreement, the landlord or the landlord's agent shall either:
    (a) Hold the total amount of such money in a separate non-interest-bearing account in a Florida banking
    institution for the benefit of the tenant or tenants;
    (b) Hold the total amount of such money in a separate interest-bearing account in a Florida banking institution.
    """
    assert paths(text, "generic") == ["83.49", "83.49 > (1)", "83.49 > (1) > (a)", "83.49 > (1) > (b)"]


def test_procedure_rules_numbered_part_dot_rule_with_the_first_paragraph_after_a_dash() -> None:
    """UK procedure rules made as a statutory instrument (legislation.gov.uk/uksi/2015/1568, Part 18; the Civil and
    Family Procedure Rules print theirs alike): `18.1.—(1) The list of powers ...` under `PART 18`, its heading on the
    line above. The rule is `PART 18 > 18.1`, its paragraphs under it (before: no rule, and its `(1)` lost into the
    Part's text, `(2)` standing under the Part)."""
    text = """
    PART 18
    The court's case management powers
    The court's general powers of case management
    18.1.—(1) The list of powers in this rule is in addition to any powers given to the court by any other rule or by
    any other enactment or any powers it may otherwise have.
    (2) Except where these Rules provide otherwise, the court may—
    (a) extend or shorten the time for compliance with any rule or court order;
    (b) give permission to a party to amend any pleading or other document on such terms as it considers just;
    (3) When the court makes an order, it may—
    (a) make it subject to conditions, including a condition to pay a sum of money into court; and
    (b) specify the consequence of failure to comply with the order or a condition.
    """
    r = "PART 18 > 18.1"
    assert paths(text, "generic") == [
        "PART 18", r, f"{r} > (1)", f"{r} > (2)", f"{r} > (2) > (a)", f"{r} > (2) > (b)", f"{r} > (3)",
        f"{r} > (3) > (a)", f"{r} > (3) > (b)"]


def test_bylaws_sections_numbered_article_dot_section_under_roman_articles() -> None:
    """Corporate bylaws and agreements number their sections article.section under an ARTICLE in roman numerals
    (the Targanta Therapeutics bylaws filed with the SEC, sec.gov/Archives/edgar/data/1398161/000095012309003858:
    `ARTICLE I` / `STOCKHOLDERS` / `1.1 Place of Meetings` ... `ARTICLE II` / `DIRECTORS` / `2.1 General Powers`;
    headings as printed, sentences shortened). Before: no section at all, only the Articles (with the Article in
    arabic they were read); nor does `1.2` nest under `1.1`, whose running number 1 is no clause 1."""
    text = """
    ARTICLE I
    STOCKHOLDERS
    1.1 Place of Meetings. All meetings of stockholders shall be held at such place as may be designated by the Board.
    1.2 Annual Meeting. The annual meeting of stockholders shall be held on a date fixed by the Board of Directors.
    1.3 Special Meetings. Special meetings of stockholders may be called at any time by the Board of Directors.
    ARTICLE II
    DIRECTORS
    2.1 General Powers. The business and affairs of the Corporation shall be managed by the Board of Directors.
    2.2 Number, Election and Qualification. The number of directors shall be determined by the Board.
    """
    assert paths(text, "generic") == [
        "ARTICLE I", "ARTICLE I > 1.1", "ARTICLE I > 1.2", "ARTICLE I > 1.3", "ARTICLE II", "ARTICLE II > 2.1",
        "ARTICLE II > 2.2"]


def test_an_order_of_civil_procedure_rules_holds_its_rules() -> None:
    """Kenya's Civil Procedure Rules, 2010 (Order 1 rules 1-2 as kenyalawsonline.blogspot.com quotes them, Order 27
    rules 1-2 as sheriaplex.com does, their sub-rule numbers left out; India's First Schedule to the Code of Civil
    Procedure, Singapore's and Malaysia's Rules of Court number theirs alike): `ORDER 1 – PARTIES TO SUITS` holds
    rules `1.`, `2.` numbered afresh in each Order (before: no ORDER in any path, and Order 27's rules read as
    items `2 > 1`, `2 > 2` of Order 1's rule 2)."""
    text = """
    ORDER 1 – PARTIES TO SUITS
    1. Who may be joined as plaintiffs.
    All persons may be joined in one suit as plaintiffs in whom any right to relief in respect of or arising out of
    the same act or transaction is alleged to exist, whether jointly, severally or in the alternative.
    2. Power of court to order separate trial.
    Where it appears to the court that any joinder of plaintiffs may embarrass or delay the trial of the suit, the
    court may order separate trials.
    ORDER 27 – PAYMENT INTO COURT
    1. Payment into court.
    In any suit for a debt or damages any defendant may at any time after appearance upon notice to the plaintiff pay
    into court a sum of money in satisfaction of the claim.
    2. Acceptance of payment.
    Where money is paid into court under rule 1 the plaintiff may, within fourteen days of the receipt of notice
    thereof, accept it in satisfaction of the claim.
    """
    assert paths(text, "generic") == [
        "ORDER 1", "ORDER 1 > 1", "ORDER 1 > 2", "ORDER 27", "ORDER 27 > 1", "ORDER 27 > 2"]


def test_amounts_year_pairs_and_telephone_numbers_at_a_lines_start_are_no_code_sections() -> None:
    """A code number printed with no `§` opens a section only in a code (no `1.`, `SEC. 1`, `4.1` numbering beside
    it, or another number of its series): in a deed numbered `1.`, `2.`, `3.`, an amount (`1500.75 Paid on ...`), an
    assessment year pair (`2019.20 Assessment year ...`) or a telephone number (`020-2567-1234 Pune ...`) at a line's
    start is text, and the clauses after it keep their paths; a range of omitted sections (`4-5. Omitted.`) stays the
    range it was. (Written for this file: the shapes of Indian sale deeds' payment lines and tax schedules.)"""
    deed = """
    1. The Vendor agrees to sell the property to the Purchaser for the price below.
    2. The Purchaser has paid the following amounts to the Vendor:
    1500.75 Paid on the signing of this agreement by cheque.
    2250.50 Paid on the registration of this deed.
    3. The Vendor shall hand over possession on the date of registration.
    4. Notices shall be sent to the Vendor at the address below.
    020-2567-1234 Pune office of the Vendor.
    5. This agreement is governed by the laws of India.
    """
    assert paths(deed, "generic") == ["1", "2", "3", "4", "5"]
    tax = """
    1. The Vendor declares that the property tax has been paid as set out in the Schedule.
    SCHEDULE A
    Statement of property tax paid
    2019.20 Assessment year, tax paid in full.
    2020.21 Assessment year, tax paid in full.
    1. The Vendor declares that no tax is due.
    """
    assert paths(tax, "generic") == ["1", "SCHEDULE A", "SCHEDULE A > 1"]
    omitted = """
    3. Dues. Every vessel entering a harbour shall pay the dues in the Schedule.
    4-5. Omitted.
    6. Exemptions. The Minister may exempt any vessel from the dues.
    """
    nodes = [n for _, n in unit_paths(parse(lines_from(omitted), [], "generic"))]
    assert [(n.label, n.kind) for n in nodes] == [("3", "clause"), ("4-5", "clause"), ("6", "clause")]
