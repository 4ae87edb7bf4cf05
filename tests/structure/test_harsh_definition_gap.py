"""A code's numbered definitions that skip numbers, the first one's opening bracket lost on a harsh scan (session 20,
helper f15harsh).

US state codes print an excerpt's definitions with their own numbers (R.I.G.L. § 11-49.3-2's `(1)` then `(5)`;
Georgia's O.C.G.A., Arkansas' A.C.A. the same), so a definition numbered past the next goes on in the open list of
definitions at that list's indent. A harsh scan that lost the first one's opening bracket (`|) "Breach ..."`, read
back as (1)) starts its line right by the bracket's width: the indent is still the list's, and `(5)` must not be
read as the letter (s) under (1). Every snippet is written for this file (no corpus text verbatim).
"""

from __future__ import annotations

from ingest.structure import parse, unit_paths
from tests.structure.snippets import lines_from, paths

CODE = """
§ 21-7-2 Definitions
As used in this chapter:
      |) "Disclosure" means the release of a record held by the agency to a person
    who is not its owner, unless the release is made under a court order.
    (5) "Record" means any of the following kept by the agency in any form:
        (i) A paper file;
        (ii) An electronic file; or
        (iii) A photograph.
§ 21-7-3 Notice
The agency shall give notice of a disclosure within ten days.
"""


def test_a_definition_past_the_next_goes_on_after_a_first_one_that_lost_its_bracket() -> None:
    assert paths(CODE, "generic") == [
        "§ 21-7-2", "§ 21-7-2 > (1)", "§ 21-7-2 > (5)", "§ 21-7-2 > (5) > (i)", "§ 21-7-2 > (5) > (ii)",
        "§ 21-7-2 > (5) > (iii)", "§ 21-7-3"]


def test_the_skipped_numbers_are_recorded() -> None:
    nodes = {" > ".join(p): n for p, n in unit_paths(parse(lines_from(CODE), [], "generic"))}
    assert nodes["§ 21-7-2 > (5)"].numbering_gap == "2-4"

