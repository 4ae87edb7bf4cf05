"""Conventions of kinds of documents the corpus has few of (session 23, helper conv23: rules of societies and
churches, probed born-digital): sections numbered chapter.section under a CHAPTER, each over clauses numbered
chapter.section.clause (`CHAPTER 1 - MEMBERSHIP AND FEES` / `1.1. Fees` / `1.1.1. The Membership Fee ...`). Each
snippet is a few lines of the real text (source named); each test asserts every unit's full path and failed before
(the path it gave is in its docstring)."""

from __future__ import annotations

from tests.structure.snippets import paths


def test_clauses_numbered_chapter_section_clause_under_a_chapter() -> None:
    """University of Toronto Engineering Society, Bylaw 1 (skule/bylaws `Bylaw 1.pdf`): `CHAPTER 0 - GENERAL` over
    sections `0.0. General`, `0.1. Interpretation`, each over clauses `0.1.1.` with lettered items. The section is
    read as the chapter's section 1 labelled `0.1` as printed (as Oregon's `90.300` under `Chapter 90`); its clauses
    `0.1.1.` are that label's. Before: no clause at all, their words (and items) in the section's text."""
    snippet = """
    CHAPTER 0 - GENERAL
    0.0. General
    0.0.1. The name of the Corporation shall be "The University of Toronto Engineering Society",
    hereafter called "the Society."
    0.0.2. The fiscal year of the Society shall conclude on 31 May each year.
    0.1. Interpretation
    0.1.1. In this document:
    a. "Constituencies" shall mean the divisions of the student body, defined by both
    year and discipline;
    b. "Board Members" shall mean Directors of the Board, as specified in Chapter 4;
    0.1.2. All other words shall carry their common dictionary definitions.
    CHAPTER 1 - MEMBERSHIP AND FEES
    1.0. Verification of Membership
    1.0.1. The enrolment status of a Member may be verified by the Speaker.
    1.1. Fees
    1.1.1. The Membership Fee shall be $32.21 in each of the Fall and Winter Semesters.
    """
    assert paths(snippet) == [
        "CHAPTER 0", "CHAPTER 0 > 0.0", "CHAPTER 0 > 0.0 > 0.0.1", "CHAPTER 0 > 0.0 > 0.0.2", "CHAPTER 0 > 0.1",
        "CHAPTER 0 > 0.1 > 0.1.1", "CHAPTER 0 > 0.1 > 0.1.1 > a", "CHAPTER 0 > 0.1 > 0.1.1 > b",
        "CHAPTER 0 > 0.1 > 0.1.2", "CHAPTER 1", "CHAPTER 1 > 1.0", "CHAPTER 1 > 1.0 > 1.0.1", "CHAPTER 1 > 1.1",
        "CHAPTER 1 > 1.1 > 1.1.1"]


def test_a_church_constitutions_sections_and_clauses_under_its_chapters() -> None:
    """Christ Ekklesia Fellowship Chapel constitution (OnpointSoftwares/church-website-recent): `CHAPTER 4:
    Government` over `4.1 Arms of government` / `4.1.1 ...` and `4.2 Functions of the three arms` / `4.2.1 Pastoral
    arm` / `4.2.1.1 ...`, four levels of decimals below the chapter. Before: `CHAPTER 4 > 4.1` and `4.2` only, every
    clause in their text."""
    snippet = """
    CHAPTER 4: Government
    The office of the elder has alone been appointed by Christ.
    4.1 Arms of government
    4.1.1 At the headquarters, and all its branches, the governing structure is divided into three arms.
    4.1.2 All the arms will be composed of the elders and diaconate.
    4.2 Functions of the three arms
    4.2.1 Pastoral arm
    4.2.1.1 To give pastoral care to every member of the church.
    4.2.1.2 To head and conduct home fellowships.
    4.2.2 Administrative arm
    4.2.2.1 Plan and oversee any project undertaken by the church.
    CHAPTER 5: Church Meetings
    5.1 Purpose:
    5.1.1 To obtain the approval of the church for measures recommended by the elders and deacons.
    """
    assert paths(snippet) == [
        "CHAPTER 4", "CHAPTER 4 > 4.1", "CHAPTER 4 > 4.1 > 4.1.1", "CHAPTER 4 > 4.1 > 4.1.2", "CHAPTER 4 > 4.2",
        "CHAPTER 4 > 4.2 > 4.2.1", "CHAPTER 4 > 4.2 > 4.2.1 > 4.2.1.1", "CHAPTER 4 > 4.2 > 4.2.1 > 4.2.1.2",
        "CHAPTER 4 > 4.2 > 4.2.2", "CHAPTER 4 > 4.2 > 4.2.2 > 4.2.2.1", "CHAPTER 5", "CHAPTER 5 > 5.1",
        "CHAPTER 5 > 5.1 > 5.1.1"]


def test_the_next_chapter_section_after_a_numbered_list_is_no_sub_clause_of_its_item() -> None:
    """Aegir Cooperative by-law number 1 (AegirCoop/aegir-coop-docs): `Chapter II: Capital Stock` / `2.2. Payment
    terms` over a list `1.`, `2.`, then `2.3. Transfer of shares`: the chapter's next section, not a sub-clause of
    item `2.` (as a US charter's `B. PREFERRED STOCK` > `1.` > `1.1` is). Before: `Chapter II > 2.2 > 2 > 2.3`, and
    2.4 to 2.6 with it."""
    snippet = """
    Chapter II: Capital Stock
    2.2. Payment terms
    The member's qualifying shares are payable either:
    1. in full ($500.00) on admission to membership, or
    2. at the rate of twenty dollars ($20.00) cash on admission to membership and the balance in equal
    monthly installments.
    Where a dividend is declared, the amount allocated to the member goes directly against his debt.
    2.3. Transfer of shares
    The common shares are not transferable.
    2.4. Reimbursement of common shares
    Subject to the restrictions set out in Section 38 of the Act, the reimbursement is carried out as follows:
    1. Death of a member
    2. Resignation due to disability or retirement
    2.5. Preferred shares
    The board is authorized to issue preferred shares and determine their characteristics.
    Chapter III: Members
    3.1. Admission as a member
    To become a member of the cooperative, a person or company must:
    1. Subscribe the minimum number of shares as stipulated in Section 2.1 of this by-law.
    2. Sign the member agreement.
    3.2. Admission as an auxiliary member
    To become an auxiliary member of the cooperative, a person must apply.
    """
    assert paths(snippet) == [
        "Chapter II", "Chapter II > 2.2", "Chapter II > 2.2 > 1", "Chapter II > 2.2 > 2", "Chapter II > 2.3",
        "Chapter II > 2.4", "Chapter II > 2.4 > 1", "Chapter II > 2.4 > 2", "Chapter II > 2.5", "Chapter III",
        "Chapter III > 3.1", "Chapter III > 3.1 > 1", "Chapter III > 3.1 > 2", "Chapter III > 3.2"]


def test_sections_under_an_article_numbered_with_a_leading_zero() -> None:
    """An HOA declaration's Article as myhoa-online.com prints it (`ARTICLE 04. ASSESSMENTS` over `4.1`, `4.2`, `4.3`
    and its `(a)`), as French-drafted contracts pad theirs (`ARTICLE 01 - Objet de la Convention`): `04` is 4.
    Before: no section at all, every one the Article's text."""
    snippet = """
    ARTICLE 04. ASSESSMENTS
    4.1 Creation of the Lien and Personal Obligation of Assessments.
    Each Owner of a Lot by acceptance of a deed therefore is deemed to covenant and agree to pay to the Association
    any Assessment duly levied by the Association as provided in this Declaration.
    4.2 Liability for Assessments. The Owner of each Lot shall be personally liable for all Assessments imposed on
    such Lot pursuant to this Declaration, on a joint and several basis.
    4.3 General Assessments.
    (a) Association Budget. The Board shall prepare an operating budget for the Association for each calendar year.
    (b) Allocation. The Budget shall be allocated among the Lots equally.
    ARTICLE 05. ARCHITECTURAL CONTROL
    5.1 Approval Required. No structure shall be erected on any Lot until its plans are approved.
    """
    assert paths(snippet) == [
        "ARTICLE 04", "ARTICLE 04 > 4.1", "ARTICLE 04 > 4.2", "ARTICLE 04 > 4.3", "ARTICLE 04 > 4.3 > (a)",
        "ARTICLE 04 > 4.3 > (b)", "ARTICLE 05", "ARTICLE 05 > 5.1"]
