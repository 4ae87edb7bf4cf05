"""Harsh scans of the looked-at half fresh19 (session 25, helper harsh25b): a Namibian ordinance's lost section
numbers whose subsections' `(1)` the scan spoiled too (`Ch)`, `(hl)`), a Zambian instrument's `Hf.` for 11 and a
section's last subsection `(0)` for its `(6)`. Each test failed before (what it gave is in its docstring)."""

from __future__ import annotations

from ingest.structure import explain
from tests.structure.snippets import lines_from, paths

# `3.` and `4.` alone on their lines were not read; the restart under 4 reads `Ch)` for `(1)` (the Weeds Ordinance's
# harsh scan reads `Ch)` and `(hl)` so)
SPOILED_RESTART = """
1. The Administrator may declare any plant to be a weed for the purposes of this Ordinance.

2.
   (1) Every occupier or, where there is no occupier, every owner of land shall eradicate any weed
   growing on such land.

   (2) Any officer may by notice in writing require the occupier to eradicate such weed.



   (1) The Administrator may take such steps as he deems necessary in order to obtain information as to
   the presence of any weed on any land.

   (2) Any officer may enter upon any land.



   Ch) If any occupier fails to eradicate such weed within that period, the Administrator may
   cause such weed to be eradicated by any officer.

   (2) The Administrator may recover the costs incurred.

5. A magistrate's court shall have jurisdiction to determine any action for the recovery of costs.
"""


def test_a_spoiled_restart_counts_and_is_read_back_as_one() -> None:
    """Before: `Ch)` was no restart, so one place for two lost numbers: nothing moved (3 and 4 lost, their
    subsections under 2). Now 3 and 4 are put back, `Ch)` read as 4's (1), both logged for review."""
    assert paths(SPOILED_RESTART, "generic") == [
        "1", "2", "2 > (1)", "2 > (2)", "3", "3 > (1)", "3 > (2)", "4", "4 > (1)", "4 > (2)", "5"]
    reasons = explain(lines_from(SPOILED_RESTART), "generic")
    assert any("'Ch)' read as (1): section 4's number line not read" in r for r in reasons)


def test_a_bracketed_one_read_as_strokes_counts_too() -> None:
    """Before: `(hl)` (a harsh scan's `(1)`) was no restart: 3 and 4 lost. Now as `Ch)`."""
    snippet = SPOILED_RESTART.replace("Ch) If any", "(hl) If any")
    assert "4 > (1)" in paths(snippet, "generic") and "3 > (1)" in paths(snippet, "generic")


def test_a_lower_case_item_is_no_spoiled_restart() -> None:
    """Guard: `Ch) cause such weed ...` (a lower-case item's words) is not a subsection's `(1)`: one place for two
    lost numbers, nothing guessed."""
    snippet = SPOILED_RESTART.replace("Ch) If any occupier", "Ch) if any occupier")
    got = paths(snippet, "generic")
    assert "3" not in got and "4" not in got


OATH = """
10. Bestowal of citizenship
The Minister may, on the recommendation of the Board, bestow citizenship on a person.
Hf. Oath of allegiance A person who is granted citizenship by registration shall take an oath of allegiance.
12. Renunciation of citizenship
A citizen may renounce that citizen's citizenship.
"""


def test_eleven_read_with_a_foot_as_f() -> None:
    """Before: `Hf. Oath of allegiance ...` was text of 10. Now `Hf.` is 11 (between 10 and 12, after a sentence's
    end), a repair logged."""
    assert paths(OATH, "generic") == ["10", "11", "12"]
    assert any("'Hf.' read as 11." in r for r in explain(lines_from(OATH), "generic"))


RENOUNCE = """
12. Renunciation of citizenship
    (1) A citizen may renounce that citizen's citizenship by making a declaration.
    (2) The Board shall issue a certificate of renunciation.
    (3) A person shall surrender the national registration card.
    (4) A citizen shall notify the Board of the renunciation.
    (5) A citizen referred to in subregulation (4) shall give the notice required under that subregulation
        (a) where the citizen is in Zambia, within fourteen days of the renunciation; or
        (b) where the citizen is abroad, within six months of the renunciation.
    (0) The Board shall cause to be removed from the register the names of a citizen who renounces citizenship.
13. Deprivation of citizenship
    (1) The Board shall give notice of the intention to that citizen.
"""


def test_a_last_subsection_read_as_zero_is_the_lists_next() -> None:
    """Before: `(0)` after (5)'s items, the last marker before 13, was text of (5)(b). Now it is (6), logged as a
    repair (review)."""
    assert paths(RENOUNCE, "generic") == [
        "12", "12 > (1)", "12 > (2)", "12 > (3)", "12 > (4)", "12 > (5)", "12 > (5) > (a)", "12 > (5) > (b)",
        "12 > (6)", "13", "13 > (1)"]
    assert any("(0) fits no list: read as (6), the item after" in r for r in explain(lines_from(RENOUNCE), "generic"))


FLUSH = """
7. Requirements for commencing operation
  Ll) After a licence is granted, a licensee may not commence operations
until it fulfils the following requirements:
(a) the applicant must possess a fixed telephone number;
(b) the applicant must possess a business bank account; and
(c) the applicant must maintain a fixed non-residential business address.
(2) The licensee must notify the Director on Form ESA 4 set out in the
Annexure, of its compliance with the requirements of subregulation (1).
8. Records and returns
"""


def test_a_spoiled_first_subsection_over_a_list_set_flush() -> None:
    """Before: the items (a)-(c), set flush at the subsections' indent, stopped the look back from the clean (2), so
    `Ll)` stayed text of 7, the items 7's own and (2) 'resumed a list'. Now `Ll)` is (1) and the items are its."""
    assert paths(FLUSH, "generic") == ["7", "7 > (1)", "7 > (1) > (a)", "7 > (1) > (b)", "7 > (1) > (c)", "7 > (2)",
                                       "8"]
