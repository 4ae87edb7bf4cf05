"""Subsection numbers a harsh scan spoiled, read back by the clean number after them (session 20, helper harsh15).

- A one's stroke and foot serif read as two letters (`(Ll)`, `(lL)`), its opening bracket lost (`L)`, `1)`), or a
  bracket's curve read as a second digit (`24)` for `(2)`, `(34)` for `(3)`): where a clean `(2)` or `(4)` stands
  later at the same indent, the lines between it and the list's parent hold exactly the numbers between, each
  keeping its own number's strokes or first digit. Ghana's and New Zealand's Acts, as most Commonwealth Acts, number
  a section's subsections so; on fresh14's harsh scans these spoilings hid whole sections.
- The first line right under a number printed alone (`22`), its `(1` lost and its bracket read as a speck (`| Subject
  ...`), is the first subsection when a clean number stands below it at its indent.
- A top label's number read twice, its digit and the letter like it (`ARTICLE 5S` after `ARTICLE 4`, no `ARTICLE 5`
  printed: RA 9288's last Article), is that number: an inserted `5S` could only follow a 5.
Every snippet is written for this file (no corpus text verbatim).
"""

from __future__ import annotations

from ingest.structure import parse, unit_paths
from tests.structure.snippets import lines_from, paths

LEVY = """
1. Imposition of Harbour Dues
 L) There is imposed by this Act a due to be known as "harbour due" on a vessel with a
tonnage as specified in the first column of the Schedule
 24) The due shall be paid by the master of the vessel on entry to the harbour, or by the
agent of the vessel named in the Schedule
(34) A vessel registered before this Act is subject to the due.
(4) The dues specified in the second column of the Schedule shall be paid for vessels of the
tonnage specified in the first column of the Schedule.
2. Exemption from dues
The following vessels are exempt from the due.
"""

BARE = """
20
    (Ll) A requirement to keep a record in writing is met by a record in electronic form if—
        (a) the record is readily accessible; and
        (b) the record is kept in a form that can be printed.
    (2) Subsection (1) applies to every public body.
21
     | mMbjyect to subsection (2), a requirement for a seal is met by an electronic seal if the seal
    is as reliable as is appropriate.
    (2) A requirement for a seal to be witnessed is met by an electronic seal.
22
    (lL) A requirement to retain a record is met by retaining it in electronic form.
    Subsection (1) applies to a public record only if the archivist approves.
    (3) To avoid doubt, the paper form need not be retained.
"""


def test_spoiled_subsection_numbers_are_read_by_the_clean_number_after_them() -> None:
    assert paths(LEVY, "generic") == ["1", "1 > (1)", "1 > (2)", "1 > (3)", "1 > (4)", "2"]


def test_each_read_back_number_goes_to_review() -> None:
    nodes = {" > ".join(p): n for p, n in unit_paths(parse(lines_from(LEVY), [], "generic"))}
    for path in ("1 > (1)", "1 > (2)", "1 > (3)"):
        assert nodes[path].inferred and "subsection number spoiled" in nodes[path].inferred, path
    assert not nodes["1 > (4)"].inferred


def test_a_first_subsection_under_a_number_printed_alone() -> None:
    assert paths(BARE, "generic") == [
        "20", "20 > (1)", "20 > (1) > (a)", "20 > (1) > (b)", "20 > (2)",
        "21", "21 > (1)", "21 > (2)",
        "22", "22 > (1)", "22 > (3)"]


def test_numbers_that_do_not_fill_the_gap_are_left_as_read() -> None:
    gap = """
    1. Imposition of Harbour Dues
    (1) There is imposed by this Act a due on a vessel.
     24) The due shall be paid by the master of the vessel.
    (5) The dues shall be paid for vessels of the tonnage specified.
    """
    assert "1 > (2)" not in paths(gap, "generic")


def test_a_text_layer_is_not_repaired() -> None:
    lines = lines_from(LEVY)
    for ln in lines:
        for w in ln.words:
            w.source = "text"
    got = [" > ".join(p) for p, _ in unit_paths(parse(lines, [], "generic"))]
    assert "1 > (1)" not in got and "1 > (2)" not in got


EXAMPLES = """
20
    (1) A requirement to give a record in writing is met by a record in electronic form.
    (2) Subsection (1) applies to every public body.
    (3) Subsection (1) applies even if the record must be given in a specified manner.
    (4) A requirement to give a record includes, for example,
        (aA) making an application:
        (b) making or lodging a claim:
        (c) giving a statement of reasons.
21
    (1) A requirement for a seal is met by an electronic seal.
22
    (1) A requirement to retain a record is met by retaining it in electronic form.
"""


def test_a_spoiled_first_item_under_a_comma_lead_in_is_no_bridge_to_a_look_alike() -> None:
    """`(aA)` under `(4) ... for example,` (New Zealand's `,—`, the dash lost) with a clean `(b)` next at its indent
    opens the list as (a); reading it (5) would need the `(b)` after it read as the look-alike (6)."""
    assert paths(EXAMPLES, "generic") == [
        "20", "20 > (1)", "20 > (2)", "20 > (3)", "20 > (4)", "20 > (4) > (a)", "20 > (4) > (b)", "20 > (4) > (c)",
        "21", "21 > (1)", "22", "22 > (1)"]


def test_no_series_across_a_heading_whose_number_was_lost() -> None:
    """`Grant of licence` over `(lL) ...`: a section whose number the scan lost begins there, so `(Ll)` and `(lL)` are
    no (1) and (2) of one list under section 1, whatever the `(3)` below says."""
    lost = """
    1. Keys to be licensed
    No person shall cut keys unless licensed by the Minister for that purpose.
    me Application for licence
        (Ll) An application for a licence shall be made to the Minister.
        Grant of licence
        (lL) The Minister may issue a licence subject to conditions.
        (3) A licence shall be valid for twelve months.
    4. Transfer
    A licence shall not be transferable.
    """
    assert not any(p.startswith("1 > ") for p in paths(lost, "generic"))


ARTICLES = """
ARTICLE 1
SECTION 1. Short Title. This Act shall be known as the Harbour Act.
ARTICLE 2
SEC. 2. Declaration of Policy. It is the policy of the State to keep its harbours safe.
ARTICLE 3
SEC. 3. Definitions. The terms used in this Act mean what they say.
ARTICLE 4
SEC. 4. Harbour Board. A Harbour Board is created.
ARTICLE 5S
SEC. 5. Repealing Clause. All laws inconsistent with this Act are repealed.
SEC. 6. Effectivity. This Act shall take effect fifteen days after its publication.
"""


def test_a_number_read_twice_as_its_digit_and_a_look_alike_letter() -> None:
    assert paths(ARTICLES, "ph_statute")[-3:] == ["ARTICLE 5", "ARTICLE 5 > SEC. 5", "ARTICLE 5 > SEC. 6"]


def test_a_letter_that_is_no_look_alike_or_a_number_out_of_turn_is_kept_as_printed() -> None:
    assert paths(ARTICLES.replace("ARTICLE 5S", "ARTICLE 5A"), "ph_statute")[-3] == "ARTICLE 5A"
    skipped = ARTICLES.replace("ARTICLE 4\nSEC. 4. Harbour Board. A Harbour Board is created.\n", "")
    assert paths(skipped, "ph_statute")[-3] == "ARTICLE 5S"  # after ARTICLE 3: no 5 it could only follow


PRESUMED = """
23
    (1) A requirement for a seal is met by an electronic seal.
24
    1) For the purposes of section 23, it is presumed that an electronic seal is reliable if
          vpet mean of creating the seal is linked to the signatory; and
        (bd) the means of creating the seal was under the control of the signatory; and
        (c) any alteration to the seal is detectable.
    (2) Subsection (1) does not prevent any person from proving by other means that an electronic seal
        (a) is as reliable as is appropriate; or
        (Db) is not as reliable as is appropriate.
25
    (1) A requirement to retain a record is met by retaining it in electronic form.
"""


def test_first_items_under_a_lead_in_whose_dash_was_lost_with_a_spoiled_second() -> None:
    """`... reliable if` (the dash lost) over `vpet mean ...` (the first item's marker lost, its line starting right of
    the items' markers by what a bracket and letter take) and `(bd)`; `... that an electronic seal` over `(a) is as
    reliable` and `(Db)` (the opening bracket's curve read `D`): each list opens at its first item."""
    assert paths(PRESUMED, "generic") == [
        "23", "23 > (1)", "24", "24 > (1)", "24 > (1) > (a)", "24 > (1) > (b)", "24 > (1) > (c)",
        "24 > (2)", "24 > (2) > (a)", "24 > (2) > (b)", "25", "25 > (1)"]
