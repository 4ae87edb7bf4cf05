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


AGREEMENT = """
                                   art l: general
Article I: purpose of agreement
    LOL The purpose of this agreement is to manmtiin harmonious rekitionships between the Employer.
Article 2: interpretation and definitions
    2.01 Por the purpose of this agreement,
    2.02 Except as otherwise provided in this agreement, expresstons used in this agreement
Article 3: conflict between future legislation and the collective agreement
    VOL Hany haw now in force or enacted during the term of this agreement renders null and yor any
    proviston of this agreement.
    3.02 In the event that there tsa conflict between the contents of this agreement and any regulation.
Article 4: application
    LOL The provistons of this agreement apply to the Assocrition. employ ces and the Employer.
    1.02 Both the English and Preneh texts of this agreement shall be official.
                                   art Th: working conditions
Article 7: call-back pay
    7. When an employee ts called back to work overtime alter he she has left the Employer's premises.
    7.02 Other than when required by the Fanployer time spent shall not constitute time worked,
    7.038 Anemployee who receives aecall to duty may work at the employee's residence,
    cmployees shall not be entitled to the minimum compensation.
    7.04 Compensation under this article ts not to be construed as different from overtime pay.
Article S: designated paid holidays
    S.OF Subject to clause 8.02. the following days shall be designated patd holidays.
    8.02 Clause 8.01 applics only to an employee who ts entitled to pay.
"""


def test_a_collective_agreements_parts_articles_and_clauses_through_a_harsh_scan() -> None:
    """Before: `art l: general` (Part I, its P lost, its title in lower case after the colon) and `art Th:` (Part II)
    opened nothing, `Article I:` (Article 1) and `Article S:` (Article 8) were text, and the clause numbers `LOL`,
    `VOL` (1.01, 3.01, 4.01: the dot lost, the zero read O), `1.02` (4.02), `7.` (7.01, its decimals faded),
    `7.038` (7.03), `S.OF` (8.01) were text or wrong: every unit of the agreement was off its path (0 of 75). Now
    each is numbered by the sequence, logged for review, the words as read."""
    assert paths(AGREEMENT, "generic") == [
        "Part I", "Part I > Article 1", "Part I > Article 1 > 1.01", "Part I > Article 2",
        "Part I > Article 2 > 2.01", "Part I > Article 2 > 2.02", "Part I > Article 3", "Part I > Article 3 > 3.01",
        "Part I > Article 3 > 3.02", "Part I > Article 4", "Part I > Article 4 > 4.01", "Part I > Article 4 > 4.02",
        "Part II", "Part II > Article 7", "Part II > Article 7 > 7.01", "Part II > Article 7 > 7.02",
        "Part II > Article 7 > 7.03", "Part II > Article 7 > 7.04", "Part II > Article 8",
        "Part II > Article 8 > 8.01", "Part II > Article 8 > 8.02"]
    tree = parse(lines_from(AGREEMENT), [], "generic")
    assert node_at(tree, "Part I > Article 3 > 3.01").text.startswith("Hany haw now in force")
    reasons = explain(lines_from(AGREEMENT), "generic")
    assert any("'Article S:' read as Article 8" in d for d in reasons)
    assert any("'LOL' read as 4.01" in d for d in reasons)


def test_an_article_whose_figure_is_no_look_alike_of_the_next_stays_text() -> None:
    """Guard: `Article X: general` after Article 2 (X is no look-alike of 3) opens nothing; prose in lower case
    (`art is: long`) is no Part."""
    snippet = """
    Article 1: purpose of agreement
        1.01 The purpose of this agreement is to maintain relationships.
    Article 2: interpretation and definitions
        2.01 For the purpose of this agreement, the terms apply.
    Article X: general
        2.02 Except as otherwise provided in this agreement, expressions apply.
    """
    assert paths(snippet, "generic") == ["Article 1", "Article 1 > 1.01", "Article 2", "Article 2 > 2.01",
                                         "Article 2 > 2.02"]


CONSTITUTION = """
                         ARTICLE II - MEMBERSHIP
ll.1 - Active Members
Active Members of the Society shall be all students enrolled in the Faculty of Medicine.
ll.2 - Honorary Members
Honorary Members shall include persons the Council names.
                         ARTICLE Ill - EXECUTIVE BODIES
Il.4 - Council
The affairs of the Society shall be overseen by a Council.
111.2 - The Executive
The Executive shall be the body that manages the affairs of the Society.
ll.3 - Class Executives
Each class shall elect a Class Executive.
ill.4 - Advisors
The Society may appoint Advisors.
                         ARTICLE IV - CONSTITUTION AND BYLAWS
IV.1 - Authoritative Documents
This Constitution is the Society's governing document.
"""


def test_roman_decimal_sections_whose_strokes_are_one_off_under_their_article() -> None:
    """Before: under ARTICLE III, `Il.4` (III.1), `ll.3` (III.3: a stroke lost) and `ill.4` (III.4: one read `i`)
    were text, their strokes not III's, so III.1's, III.3's and III.4's text went to the article or to III.2. Now
    the sequence numbers them (the first one because `111.2` is next), logged for review, the words as read."""
    assert paths(CONSTITUTION, "generic") == [
        "ARTICLE II", "ARTICLE II > II.1", "ARTICLE II > II.2", "ARTICLE III", "ARTICLE III > III.1",
        "ARTICLE III > III.2", "ARTICLE III > III.3", "ARTICLE III > III.4", "ARTICLE IV", "ARTICLE IV > IV.1"]
    assert any("'Il.4' read as III.1" in d for d in explain(lines_from(CONSTITUTION), "generic"))


def test_strokes_that_are_not_the_next_section_stay_text() -> None:
    """Guard: `ll.5` after III.2 (III.3 and III.4 not read) is no section the sequence vouches for."""
    snippet = """
                         ARTICLE III - EXECUTIVE BODIES
    III.1 - Council
    The affairs of the Society shall be overseen by a Council.
    III.2 - The Executive
    The Executive shall be the body that manages the affairs of the Society.
    ll.5 - Advisors
    The Society may appoint Advisors.
    """
    assert paths(snippet, "generic") == ["ARTICLE III", "ARTICLE III > III.1", "ARTICLE III > III.2"]
    assert not any("ll.5" in d for d in explain(lines_from(snippet), "generic"))


REGULATIONS = """
5. In-person Examination Regulations
5.10. Students must be currently registered to sit an
examination. Any student who is not currently registered may be prevented from
sitting an examination.
S.l1l. The use of dictionaries or calculators (whether
programmable or not) is not permitted during examinations, unless
specifically authorised by the examiners.
S.12. No unauthorised items may be taken into the toilet.
5.13. Students must remain in their seats during an examination.
"""


def test_decimals_spoiled_between_two_clean_ones() -> None:
    """Before: `S.l1l.` (5.11) and `S.12.` (5.12: the 5 read S) were text, so 5.11's and 5.12's words went to 5.10.
    Now they are the decimals between 5.10 and 5.13, as many as the lines opening with a decimal's shape, logged
    for review, the words as read."""
    assert paths(REGULATIONS, "generic") == ["5", "5 > 5.10", "5 > 5.11", "5 > 5.12", "5 > 5.13"]
    tree = parse(lines_from(REGULATIONS), [], "generic")
    assert node_at(tree, "5 > 5.12").text.startswith("No unauthorised items")


def test_a_word_at_the_decimals_place_is_no_spoiled_decimal() -> None:
    """Guard: between 5.10 and 5.12, a paragraph opening `Students ...` after a sentence's end is text, not 5.11."""
    snippet = """
    5. In-person Examination Regulations
    5.10. Students must be currently registered to sit an examination.
    Students who are not registered may be prevented from sitting.
    5.12. No unauthorised items may be taken into the toilet.
    """
    assert paths(snippet, "generic") == ["5", "5 > 5.10", "5 > 5.12"]


def test_clean_one_digit_clauses_keep_their_numbers_beside_two_digit_ones() -> None:
    """Guard (reader, on 1212981): an agreement that prints `1.1`, `2.1` under some Articles and `3.01` under another
    (fresh17's Grinnell dining workers' agreement, as a clean scan's OCR gives it). Before: `_last_clauses` took each
    clean `1.1` for a spoiled token and renumbered it `1.01`, a digit the page does not print (15 of 68 units off)."""
    snippet = """
    ARTICLE 1
    RECOGNITION
    1.1 The College recognizes the Union as the sole bargaining agent.
    ARTICLE 2
    DEFINITIONS
    2.1 For the purposes of this Agreement, the term Agreement means this document.
    2.2 The term Employee means a student employed in dining services.
    ARTICLE 3
    WAGES
    3.01 The College shall pay the wages set out in the schedule.
    3.02 Wages are paid every two weeks.
    3.03 Overtime is paid as the law requires.
    """
    got = paths(snippet, "generic")
    assert "ARTICLE 1 > 1.1" in got and "ARTICLE 2 > 2.2" in got and "ARTICLE 3 > 3.03" in got, got
    assert not any(p.endswith(("1.01", "2.01", "2.02")) for p in got), got
