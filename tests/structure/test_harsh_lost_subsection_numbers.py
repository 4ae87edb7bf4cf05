"""Subsection numbers a harsh scan lost whole, their text kept where the list's text starts (session 20, helper
f15harsh).

Ghana's Acts (as most Commonwealth Acts) print `(2) The sticker ...` with the text right of the number; a harsh scan
can erase `(2)` and `(3)` entirely, leaving `The sticker ...` where a subsection's text starts, right of the
markers. Where a clean `(4)` follows a clean `(1)` at the markers' indent and exactly two such lines stand between
(each a capital first, no marker), they are (2) and (3) (`spoiled_series`, logged: review). Every snippet is written
for this file (no corpus text verbatim).
"""

from __future__ import annotations

from ingest.structure import parse, unit_paths
from schemas import Line
from tests.structure.snippets import lines_from


def _ocr(snippet: str) -> list[Line]:
    return [ln.model_copy(update={"words": [w.model_copy(update={"source": "ocr"}) for w in ln.words]})
            for ln in lines_from(snippet)]


ACT = """
3. Issue of permit
(1) The licensing authority shall upon payment of the fee issue a permit
to the applicant,
    The permit shall be displayed on the premises so as to be readily
seen by an officer of the authority
    The permit shall remain valid for twelve months from the date of issue
and shall then expire.
(4) Where a permit is lost the authority may issue a duplicate upon payment
of the fee in the Schedule.
4. Exemption
The requirement for a permit does not apply to premises of the State.
"""


def _paths(snippet: str) -> dict[str, object]:
    return {" > ".join(p): n for p, n in unit_paths(parse(_ocr(snippet), [], "generic"))}


def test_lost_numbers_between_clean_ones_are_read_back() -> None:
    assert list(_paths(ACT)) == ["3", "3 > (1)", "3 > (2)", "3 > (3)", "3 > (4)", "4"]


def test_each_read_back_number_goes_to_review() -> None:
    nodes = _paths(ACT)
    assert nodes["3 > (2)"].inferred and nodes["3 > (3)"].inferred
    assert not nodes["3 > (4)"].inferred


def test_a_count_that_does_not_fill_the_gap_is_left_as_read() -> None:
    five = ACT.replace("(4) Where", "(5) Where")
    assert "3 > (2)" not in _paths(five)
