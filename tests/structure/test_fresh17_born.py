"""Conventions of real drafting the looked-at half fresh17's born-digital private instruments and by-laws showed the
parser missing (session 22, helper f17born): a keyword's number with the dash glued to it (`ARTICLE 1— RECOGNITION`,
as Australian Acts print `Part 1—Preliminary` and the CFR `PART 1910—`), a section cited at a line's start where the
line before left its sentence open (`subject to the provisions of` / `Section 8.1.`), and `Section 4` alone on its
line over its subsections (City of Ottawa by-laws). Each snippet is a few lines of the real text (source named);
each test asserts every unit's full path and failed before (the path it gave is in its docstring)."""

from __future__ import annotations

from tests.structure.snippets import paths


def test_an_articles_number_with_its_dash_glued_to_it() -> None:
    """Grinnell College / UGSDW Collective Bargaining Agreement 2024-2027 (UGSDW/ugsdw.github.io): `ARTICLE 1—
    RECOGNITION` over decimal sections `1.1`; the dash glued to the number as the Ruby Australia rules print `Part
    1—Preliminary` (Victorian and Commonwealth drafting) and the CFR `PART 1910—OCCUPATIONAL SAFETY`, spaced or not
    after it. Before: no unit at all (in the whole text, `ARTICLE I` counted, its heading `1— RECOGNITION`)."""
    snippet = """
    ARTICLE 1— RECOGNITION
    1.1 Exclusive Representative. Grinnell College (the “College”) recognizes the Union of Grinnell
    Student Dining Workers (the “Union”) as the exclusive representative of all Student Workers.
    ARTICLE 2—GENERAL DEFINITIONS
    2.1 Agreement Definition. For the purposes of the present Collective Bargaining Agreement, the term
    “Agreement” shall refer to this Collective Bargaining Agreement in its entirety.
    2.2 Student Worker Definition. For the purposes of this Agreement, the term “Student Worker” shall be
    defined as set forth in Section 1.1.
    """
    assert paths(snippet, "generic") == ["ARTICLE 1", "ARTICLE 1 > 1.1", "ARTICLE 2", "ARTICLE 2 > 2.1",
                                         "ARTICLE 2 > 2.2"]


def test_a_section_cited_at_a_lines_start_is_no_section() -> None:
    """The same agreement, 3.3 and 4.4: `... subject to the provisions of` / `Section 8.1.` (the sentence the line
    before left open ends in a citation, as `shall be made in` / `Form 3.` does for a container), and `Section 4.3
    shall not govern ...` (a decimal citation, never `Section 4` with its text `3 shall not ...`). US agreements
    and bylaws cite their `Section 4.3` so wherever a line wraps. Before: `Section 8.1` held 3.4, and `Section 4`
    (its text `3 shall not govern ...`) held 4.5 (and no Article, as above)."""
    snippet = """
    ARTICLE 3— COLLEGE AND UNION RIGHTS AND RESPONSIBILITIES
    3.3 College Rights. The College may (h) determine the qualifications of employees and the content of
    their jobs, subject to the provisions of
    Section 8.1.
    The College and Union agree to cooperate to ensure that this Agreement is administered in such a
    manner as to ensure and safeguard the dignity and safety of the entire Grinnell College community.
    3.4 Non-Discrimination. The College and the Union mutually agree they shall not discriminate.
    ARTICLE 4— JUST CAUSE
    4.4 Just Cause: Immediate Termination. The College may, without prior notice, place any Student Worker
    on investigatory leave, prorated by the number of days the Student Worker is placed on investigatory leave.
    Section 4.3 shall not govern terminations pursuant to this Section.
    4.5 Union Presence. Student Workers may request the presence of a union steward during any
    formal investigative interview that may result in discipline or discharge.
    """
    assert paths(snippet, "generic") == ["ARTICLE 3", "ARTICLE 3 > 3.3", "ARTICLE 3 > 3.4", "ARTICLE 4",
                                         "ARTICLE 4 > 4.4", "ARTICLE 4 > 4.5"]


def test_a_section_alone_on_its_line_under_a_group_heading() -> None:
    """City of Ottawa Shopping Cart By-law 2013-252 (maruel/citygpt), as the city prints it (the Graffiti Management
    By-law 2008-1 prints its sections so too): a group heading `Sections 4 and 5 - Prohibitions`, then `Section 4`
    alone over `(1)`-`(3)`, `Section 5` alone over its text; read as `ARTICLE 1` alone is (a treaty's). Before:
    `Section 3 > (1)`-`(3)` and no Section 4 or 5."""
    snippet = """
    Section 3 - Application Area
    This By-law applies only to the Regulated Area.
    Sections 4 and 5 - Prohibitions
    Section 4
    (1) No owner shall permit a shopping cart to be removed from the premises of the business.
    (2) No person shall use a shopping cart except on the premises of the business that owns or
    provides the shopping cart.
    (3) Subsections (1) and (2) do not apply to a shopping cart being used by the owner.
    Section 5
    No person shall place, leave, deposit or stop, or permit to be placed, left, deposited or stopped, a
    shopping cart on or near a highway or on or in City Property.
    Sections 6 and 7 - Obligations of Owner
    Section 6
    No owner shall fail to put into place a shopping cart management system.
    """
    assert paths(snippet, "generic") == ["Section 3", "Section 4", "Section 4 > (1)", "Section 4 > (2)",
                                         "Section 4 > (3)", "Section 5", "Section 6"]

