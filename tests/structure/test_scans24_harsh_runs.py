"""Harsh scans of the looked-at half fresh18 (session 24, helper scans24): a student senate's bylaws (US, `Article I.`
/ `A.`-`U.` / `1.`) as the harsh scan read them, abridged. Article numerals whose dot was lost (`Article TL Terms and
Definitions.`, `Article IIL Duties ...`), and runs of dotted items whose markers were spoiled between two clean ones
(`Co`, `Ee.`, `b.`, `G,`, `Ho`, `1.` between `D.` and `J.`; `+ .`, `A _`, `~ ».` between `3.` and `7.`). Each test
failed before (what it gave is in its docstring)."""

from __future__ import annotations

from ingest.structure import explain, parse
from tests.structure.snippets import lines_from, node_at, paths

ARTICLES = """
Article L. Purpose and Scope.
   A. The purpose of these bylaws ts to establish the structures of Student Senate.
   B. Where there is a contradiction between these bylaws and the Constitution, those documents shall supersede.
Article TL Terms and Definitions.
   A. The Activities Board refers to the standing committee of Student Government.
   B. The Activities Pee refers to the funds that are collected by Student Government.
Article IIL Duties and Powers of Student Senate.
   A. Student Senate shall have the power to allocate the Activities Fee.
"""


def test_article_numerals_whose_dot_was_lost() -> None:
    """Before: `Article TL Terms and Definitions.` and `Article IIL ...` read as no label (a title-case heading after
    a numeral needed its dot), so Article II's and III's paragraphs went on under Article I (A, B read twice)."""
    assert paths(ARTICLES, "generic") == [
        "Article I", "Article I > A", "Article I > B", "Article II", "Article II > A", "Article II > B",
        "Article III", "Article III > A"]


def test_a_wrapped_citation_of_an_article_stays_text() -> None:
    """Guard: `Article IV Sections 1 and 2.` (a citation wrapped to a line's start: a figure in it) opens nothing."""
    snippet = """
    Article I. Meetings.
       A. A quorum is required in order to hold meetings as set forth in
       Article IV Sections 1 and 2.
       B. The Board shall meet monthly.
    """
    assert paths(snippet, "generic") == ["Article I", "Article I > A", "Article I > B"]


LETTERS = """
Article TL Terms and Definitions.
   A. The Activities Board refers to the standing committee of Student Government.
   B. The Activities Pee refers to the funds placed under the control ot Student Government.
   Co The Committee on Student Organizations refers to the standing committce of Student
   Government.
   D. The undergraduate student body ts divided tato the following Constituencies:
       1. Carnegie Institute of Technology
       2. College of Pine Arts:
       3. Colleve of Humanities and Soctal Sciences:
       + . Mellon College of Science:
       A _ Schoolol Computer Science:
       ~ ». Tepper School of Business:
       7. Bachelor of Humanities and Arts.
   Ee. Every member of the undergraduate student body ts classified as a constituent.
       1. Any member who does not fallunder the auspices of the constitucncies listed shall be classtiied.
   b. The Elections Board relers to the standing committee of Student Government.
   G, Financial Probation ts a form of probation for Student Government Recognized organizations.
   Ho A full sesston of Student Senate shallbextend from the first revular meeting of Student Senate.
   1. The Graduate Student Assembly ts the graduate legishative branch of student government.
   J. There are (Wo hall sessions of Student Senate.
"""


def test_spoiled_letters_and_numbers_between_clean_ones() -> None:
    """Before: `Co`, `Ee.`, `G,`, `Ho` were words, `b.` a small letter and `1.` a number no list took, `+ .`,
    `A _`, `~ ».` no markers: C's text went to B, 4-6 to 3, and E to I with their text under a top `7` (21 of 71
    units of the text off their paths). Now each is the letter or number between its clean neighbours, logged for
    review, the words as read."""
    assert paths(LETTERS, "generic") == [
        "Article II", "Article II > A", "Article II > B", "Article II > C", "Article II > D", "Article II > D > 1",
        "Article II > D > 2", "Article II > D > 3", "Article II > D > 4", "Article II > D > 5",
        "Article II > D > 6", "Article II > D > 7", "Article II > E", "Article II > E > 1", "Article II > F",
        "Article II > G", "Article II > H", "Article II > I", "Article II > J"]
    tree = parse(lines_from(LETTERS), [], "generic")
    assert node_at(tree, "Article II > F").text.startswith("The Elections Board")
    assert node_at(tree, "Article II > D > 5").text.startswith("Schoolol Computer Science")
    assert any("'Ee.' read as E.: between D. and J." in d for d in explain(lines_from(LETTERS), "generic"))


def test_a_run_whose_openings_are_not_as_many_as_the_letters_is_left() -> None:
    """Guard: between `B.` and `E.` (two letters lost) only one line opens an item (`Co The ...`): nothing is
    supplied, since which letter it is the count cannot say."""
    snippet = """
    Article I. Terms.
       A. The Board refers to the committee.
       B. The Fee refers to the funds.
       Co The Committee refers to the standing committee.
       E. The Elections Board refers to the committee.
    """
    assert "Article I > C" not in paths(snippet, "generic")
