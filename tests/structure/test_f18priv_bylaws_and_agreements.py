"""The looked-at half fresh18 (session 23, helper f18priv): a Canadian federal collective agreement and four US
bylaws (a student government's, a hackerspace's, a fraternity chapter's, a foundation's). The Treasury Board prints
its agreements' Parts and Articles with lower-case titles after a colon (`Part I: general`, `Article 2: interpretation
and definitions`); bylaws number a section's items afresh (`3.1 Membership Classes` ... `3.2 Eligibility` / `1.` `2.`
`3.` / `3.3 Rights ...`; `Section 2 – Purpose` / `1.` `2.` `3.`) or set numbered items under a lettered section with
no colon before them (`A. The purpose of these bylaws ...` / `1. The general purpose ...`). Snippets abridged from the
born-digital pages; each test failed before (what it gave is in its docstring)."""

from __future__ import annotations

from ingest.structure import parse
from ingest.structure.markers import read_container, read_section
from tests.structure.snippets import lines_from, node_at, paths

AGREEMENT = """
Agreement Between the Treasury Board and the Federal Government Dockyard Chargehands Association
Part I: general
Article 1: purpose of agreement
  1.01 The purpose of this agreement is to maintain harmonious relationships between the Employer and the employees.
Article 2: interpretation and definitions
  2.01 For the purpose of this agreement,
     a. "Association" means the Federal Government Dockyard Chargehands Association
     b. "leave" means authorized absence from duty by an employee
Part II: working conditions
Article 7: call-back pay
  7.01 When an employee is called back to work overtime after he/she has left the Employer's premises:
     a. on a designated paid holiday,
     b. on an employee's day of rest,
"""


def test_a_collective_agreements_parts_and_articles_with_lower_case_titles() -> None:
    """Before: `Part I: general` was prose (a lower-case title), Article 1 fell into the preamble, and Part II's
    line became Article 7's heading: no unit stood under its Part (0/75 on the agreement)."""
    assert paths(AGREEMENT, "generic") == [
        "Part I", "Part I > Article 1", "Part I > Article 1 > 1.01", "Part I > Article 2", "Part I > Article 2 > 2.01",
        "Part I > Article 2 > 2.01 > a", "Part I > Article 2 > 2.01 > b", "Part II", "Part II > Article 7",
        "Part II > Article 7 > 7.01", "Part II > Article 7 > 7.01 > a", "Part II > Article 7 > 7.01 > b"]
    tree = parse(lines_from(AGREEMENT), [], "generic")
    assert node_at(tree, "Part I").heading == "general"
    assert node_at(tree, "Part I > Article 2").heading == "interpretation and definitions"


def test_prose_citing_a_part_stays_prose() -> None:
    """Guard: without the colon, or with a sentence after it, a line opening with `Part II` or `Article 1` cites."""
    assert read_container("Part II of Schedule A provides") is None
    assert read_container("Part II: the Employer shall pay, on request.") is None
    article = read_section("Article 1: This Code applies to every employee.")
    assert article is not None and not article.extra.get("heading")


HACKERSPACE = """
3. Membership
3.1 Membership Classes
   1. Student Member
   2. Full Member
3.2 Eligibility
   1. In order to be a Member, a person must apply via the membership application.
   2. Any eligible person may be approved as a Member following the membership application form.
   3. Members must be at least 18 years of age.
3.3 Rights and Responsibilities
   1. All Members shall have the right to vote.
   2. All Members shall be responsible for timely payment of monthly dues.
3.4 Termination of Membership
   1. A person ceases to be a Member of the Corporation on death.
"""


def test_a_sections_item_numbered_as_its_article_does_not_take_the_next_section() -> None:
    """Before: `3.3` went under 3.2's item `3.` (whose number is the Article's), and 3.4, 3.5 after it."""
    assert paths(HACKERSPACE, "generic") == [
        "3", "3 > 3.1", "3 > 3.1 > 1", "3 > 3.1 > 2", "3 > 3.2", "3 > 3.2 > 1", "3 > 3.2 > 2", "3 > 3.2 > 3",
        "3 > 3.3", "3 > 3.3 > 1", "3 > 3.3 > 2", "3 > 3.4", "3 > 3.4 > 1"]


STUDENT_SENATE = """
Article I. Purpose and Scope.
   A. The purpose of these bylaws is to establish the structures and operating procedures of Student Senate.
      1. The general purpose of Student Senate is to represent the voice of the undergraduate student body.
   B. Where there is a contradiction between these bylaws and the Constitution, those documents shall supersede.
Article II. Terms and Definitions.
   A. The Activities Board refers to the standing committee of Student Government.
   B. The undergraduate student body is divided into the following constituencies:
      1. Carnegie Institute of Technology
      2. College of Fine Arts;
      3. Mellon College of Science;
   C. Every member of the undergraduate student body is classified as a constituent in their home college.
      1. Any member who does not fall under the constituencies listed shall be a Miscellaneous Student.
   D. A student organization is any grouping of members of the student body.
"""


def test_numbered_items_under_a_lettered_section_without_a_colon() -> None:
    """Before: Article I's `1.` was a word of A's text (so were II's C > 1), B's `2.` opened a top clause 2 and every
    letter after it (C, D) was kept as text."""
    assert paths(STUDENT_SENATE, "generic") == [
        "Article I", "Article I > A", "Article I > A > 1", "Article I > B", "Article II", "Article II > A",
        "Article II > B", "Article II > B > 1", "Article II > B > 2", "Article II > B > 3", "Article II > C",
        "Article II > C > 1", "Article II > D"]


FOUNDATION = """
Article I – Name and Purpose
Section 1 – Name
The name of the organization shall be the Catholic Digital Commons Foundation.
Section 2 – Purpose
The Foundation is organized exclusively for charitable, educational, and religious purposes.
Its purposes include, without limitation:
1. Digital Infrastructure To coordinate, develop, steward, and disseminate open-source software.
2. Ecclesial Collaboration To collaborate with the Holy See and other ecclesial institutions.
3. Academic Collaboration To collaborate with Catholic universities and ecclesiastical faculties.
Article II – Offices
Section 1 – Principal Office
The principal office of the Foundation shall be located in Texas.
"""


def test_a_keyword_sections_items_printed_flat_go_on_past_the_sections_next_number() -> None:
    """Before: `3.` after items `1.` `2.` of Section 2 opened a top clause 3 beside the sections."""
    assert paths(FOUNDATION, "generic") == [
        "Article I", "Article I > Section 1", "Article I > Section 2", "Article I > Section 2 > 1",
        "Article I > Section 2 > 2", "Article I > Section 2 > 3", "Article II", "Article II > Section 1"]


def test_a_one_set_in_under_any_item_opens_its_list() -> None:
    """Generalises the outline rule above (levels24): not only a capital letter straight under its Article, any open
    item (`a.` here) whose line a `1.` is set in from owns it: the page's indent says whose it is. Before: `1.` and
    `2.` under Article I's `a.` were read as the Article's numbered sections, and `b.`, `c.` fitted no list (kept as
    text)."""
    snippet = """
    Article I. Membership.
       a. Any student may join the club on payment of the fee set by the board for the year.
          1. The fee is set by the board each year.
          2. The fee may be waived for hardship.
       b. A member may resign at any time by notice to the secretary.
       c. A member who resigns forfeits the fee paid.
    Article II. Officers.
       a. The club elects a president and a treasurer at its annual meeting.
          1. The president chairs the meetings of the club.
          2. The treasurer keeps the accounts.
       b. Officers serve for one year.
    """
    assert paths(snippet, "generic") == [
        "Article I", "Article I > a", "Article I > a > 1", "Article I > a > 2", "Article I > b", "Article I > c",
        "Article II", "Article II > a", "Article II > a > 1", "Article II > a > 2", "Article II > b"]
