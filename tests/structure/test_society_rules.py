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
