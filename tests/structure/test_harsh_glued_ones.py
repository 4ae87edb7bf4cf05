"""Bare paragraph numbers a harsh scan read with a one glued on (session 21, helper harshstruct; fresh10's Karnataka
Bank borrower's declaration, 0/11 at harsh, born 11/11).

Indian bank declarations number their paragraphs bare and open each with the pronoun `I/We` (`2 I/We say that ...`);
a harsh scan glues the `I` to the number and loses the slash: `21 We say that ...`, `31 We ...`, `41 We ...`. Read as
printed, each leaps ahead and the numbers between fall under it. A number ending in a one that, the one struck out, is
the run's next (or the one after: a number lost between, recorded as the gap) while the next number below goes on
from it is that number; the last of such a run needs no number after it. Every repair is logged and its unit goes to
review. The snippet is written for this file (no corpus text verbatim).
"""

from __future__ import annotations

from ingest.structure import parse, unit_paths
from tests.structure.snippets import lines_from, paths

FORM = """
                                        DECLARATION
1 We all of us residing at the address below do each of us hereby solemnly and sincerely declare
that we carry on business under the firm name written below.
21 We are the sole and absolute owners of the land and buildings described in the First Schedule
and no other person has any share or interest in the said property.
31 We say that we are entitled to deal with the said property as we like.
41 We say that we have not created any mortgage or charge on the said property, and that the
property is free from all encumbrances of any kind.
61 We say that we are the owners of the plant installed on the said property, free of any charge
or encumbrance whatsoever.
7 We say that no taxes are due and payable by us for which the said property may be attached by
any authority.
81 We say that no suit or attachment is pending against us or the said property before any court
or authority.
91 We make this declaration knowing that the Bank has granted us facilities on the faith of it
and will continue to do so.
"""


def test_numbers_with_a_one_glued_on_are_read_by_the_run() -> None:
    assert paths(FORM, "generic") == ["1", "2", "3", "4", "6", "7", "8", "9"]


def test_each_repair_goes_to_review_and_a_number_lost_between_is_the_gap() -> None:
    nodes = {" > ".join(p): n for p, n in unit_paths(parse(lines_from(FORM), [], "generic"))}
    for label in ("2", "3", "4", "6", "8", "9"):
        assert nodes[label].inferred and "one glued" in nodes[label].inferred, label
    assert nodes["6"].numbering_gap == "5" and not nodes["7"].inferred and not nodes["1"].inferred


def test_real_numbers_ending_in_one_are_left_as_read() -> None:
    counted = "\n\n".join(f"{n} The Bank may call for the title deeds of the said property at any time it likes."
                          for n in range(9, 13))  # 9, 10, 11, 12: 11 is the next number, not a 1 glued to 1
    assert paths(counted, "generic") == ["9", "10", "11", "12"]
