"""Harsh scans of the looked-at half fresh19 (session 25, helper struct25): a Namibian ordinance's and a Zambian
statutory instrument's lists whose bracketed markers the scan spoiled (`Go`, `(by`, `(©)`, `(D`, `Ch)`, `4)`, `(ec)`),
read by their place under the introduction, and a reference wrapped to a line's start (`the First Schedule.`) that
opened a schedule. Each test failed before (what it gave is in its docstring)."""

from __future__ import annotations

from ingest.structure import explain
from tests.structure.snippets import lines_from, paths

EXEMPTIONS = """
6. Exemptions
    (1) No tax shall be payable in respect of any dog
        Go used by a blind person as a guide:
        (by owned by the Police, the Defence Force or the Prison Service:
        (©) brought into the Territory for purposes of an exhibition: Provided that such dog shall not remain
        within the Territory for a period exceeding thirty days:
        (D which is the property of any society for the prevention of cruelty to animals.
    (2) Where any dog is exempted from tax the Council shall issue a certificate of exemption.
7. When tax has been paid
"""


def test_a_lettered_list_whose_markers_were_spoiled_is_read_by_place() -> None:
    """Before: `Go` was text of (1), `(©)` was read as a subsection (2) and `(D` stayed text: (a), (c), (d) lost and
    the real (2) off its path. Now the four openings under the introduction are (a)-(d), logged for review."""
    assert paths(EXEMPTIONS, "generic") == [
        "6", "6 > (1)", "6 > (1) > (a)", "6 > (1) > (b)", "6 > (1) > (c)", "6 > (1) > (d)", "6 > (2)", "7"]
    reasons = explain(lines_from(EXEMPTIONS), "generic")
    assert any("'(©)' read as (c): item 3 of the 4" in r for r in reasons)


OFFICERS = """
9. Powers and duties of authorised officers
    Ch) An authorised officer may for any purpose connected with the carrying out of the provisions of this
    Ordinance
        Gu request any person found with a dog to produce for inspection the licence of such dog:
        (b) demand the name and address of any person found with a dog:
        4) request any owner or occupier of land to furnish the number of dogs on such land:
        (d) at all reasonable times without previous notice enter upon any land or premises:
        (ec) question any person who may be able to furnish any information desired by him.
    (2) Any owner or occupier of premises shall upon request furnish to an authorised officer such facilities.
    (3) Any authorised officer may at all times take with him an interpreter.
"""


def test_spoiled_first_subsection_and_items_are_read_by_place() -> None:
    """Before: `Ch)` and `Gu` were text of 9, and (b) to (e) items of 9 itself, `(2)` read as its (f). Now `Ch)` is
    (1) (the subsections' first, `(2)` and `(3)` clean after it) and the five items are its (a)-(e)."""
    assert paths(OFFICERS, "generic") == [
        "9", "9 > (1)", "9 > (1) > (a)", "9 > (1) > (b)", "9 > (1) > (c)", "9 > (1) > (d)", "9 > (1) > (e)",
        "9 > (2)", "9 > (3)"]


def test_a_clean_marker_of_another_letter_leaves_the_list_alone() -> None:
    """Guard: `Go` then a clean `(c)` at the second place: the openings do not say which letters they are (one may be
    lost), so nothing is read by place."""
    snippet = """
    3. Amount of tax
        (2) The amount of the tax may differ according to
            Go the breed of the dog:
            (c) any other characteristic of the dog prescribed by regulation.
    """
    assert not any("opening at one indent" in r for r in explain(lines_from(snippet), "generic"))


def test_a_definitions_limbs_are_left_to_the_definition() -> None:
    """Guard: a definition's own limbs (`"law enforcement officer" means—` / `(va ...` / `(b) ...`) are paragraphs
    of the definition, not units: nothing is read by place under it."""
    snippet = """
    2. Interpretation In these Regulations, unless the context otherwise requires—
    “law enforcement officer” means
        (va police officer of or above the rank of inspector:
        (b) a passports and citizenship officer: or
        (han immigration officer:
    """
    assert not any("opening at one indent" in r for r in explain(lines_from(snippet), "generic"))


CERTIFICATE = """
7. Certificate of citizenship by registration The Board shall. upon registration of an applicant in accordance
With regulation 604). issue the applicant with a certificate of citizenship by registration in Porm TV set out
the First Schedule.
8. Notice of citizenship by adoption
    (1) A citizen who is the adoptive parent of a child shall notify the Board in Form V.
    (2) The Board shall register an adopted child notified in terms of subregulation (1) as a citizen.
"""


def test_a_schedule_cited_at_a_lines_start_is_a_reference() -> None:
    """Before: `the First Schedule.` (a reference wrapped to the line's start, `in` lost before it) opened a
    schedule, and regulations 8 to 20 of the text went under it (48 of 58 units off their paths). A schedule's label
    prints its article capitalised (`THE SCHEDULE`, `The First Schedule`)."""
    assert paths(CERTIFICATE, "generic") == ["7", "8", "8 > (1)", "8 > (2)"]
