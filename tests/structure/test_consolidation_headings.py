"""Canada's consolidations (Justice Laws): where a section's heading stands, and notes that close at their own bracket.

The convention, printed the same in every consolidated Act and regulation: a group heading (`Interpretation and
Application`) and the marginal note (`Definitions`) stand above the section, the section's text starts on its
number's line, printed without a dot (`2 In this Act,`), each subsection's marginal note stands above it (`Terms and
conditions` / `(3) ...`), and the historical note (`R.S., c. S-20, s. 1`) closes the section with no stop after it.
Before, a note after the historical note was glued to it as text (no stop ended the note), and the words on the
number's line were taken for the heading (`1 This Act may be cited as ...`). Placement does not notice (it judges
label, heading and text together); the chunks' context headers carry the heading, so it is tested here on snippets
written for this file and on the real gold texts of fresh4, fresh5, fresh9 and fresh11 (their gold headings, never the
parser's output).
"""

from __future__ import annotations

import pytest

from corpus.gold import parse_text
from ingest.structure import parse
from ingest.structure.status import find_status
from tests.structure.snippets import gold_heading_misses, lines_from, node_at

CONSOLIDATED = """
Harbour Dues Act
R.S.C., 1985, c. H-9
An Act respecting harbour dues
Short Title
Short title
1 This Act may be cited as the Harbour Dues Act.
R.S., c. H-2, s. 1
Interpretation
Definitions
2 In this Act, harbour means a harbour named in the schedule. (port)
R.S., 1985, c. H-9, s. 2; 1992, c. 54, s. 80
Dues
Dues payable
3 (1) Every vessel that enters a harbour shall pay the dues fixed by the Minister.
Exemption
(2) Subsection (1) does not apply to a vessel of the Canadian Forces.
R.S., 1985, c. H-9, s. 3; 1992, c. 54, s. 81
Collection of dues
4 The harbour master shall collect the dues and remit them to the Receiver General at the end of every
month in which they were received, with a statement of the vessels that paid them and of the amounts
paid by each.
R.S., 1985, c. H-9, s. 4
Powers
5 The Governor in Council may
(a) fix the dues; and
(b) exempt any class of vessels.
R.S., 1985, c. H-9, s. 5
6 to 8 [Repealed, R.S., 1985, c. 22 (1st Supp.), s. 5]
Offence
9 Every person who contravenes this Act is guilty of an offence.
R.S., 1985, c. H-9, s. 9
"""


def test_group_heading_and_marginal_note_after_a_historical_note_head_the_next_section() -> None:
    """`R.S., c. H-2, s. 1` / `Interpretation` / `Definitions` / `2 In this Act, ...`: the note ended section 1 (no
    stop: it ends in a citation); the two lines above 2 are its heading, and 1's are the two above it in the head."""
    tree = parse(lines_from(CONSOLIDATED), [], "generic")
    one, two = node_at(tree, "1"), node_at(tree, "2")
    assert one.heading == "Short Title Short title"
    assert "Interpretation" not in one.text and one.text.startswith("This Act may be cited")
    assert two.heading == "Interpretation Definitions"
    assert node_at(tree, "3").heading == "Dues Dues payable" and "Dues" not in two.text
    assert node_at(tree, "9").heading == "Offence"  # after `6 to 8 [Repealed, ...]`, its note's bracket closing it


def test_a_subsections_marginal_note_heads_it_not_the_subsection_before() -> None:
    tree = parse(lines_from(CONSOLIDATED), [], "generic")
    assert node_at(tree, "3 > (2)").heading == "Exemption"
    assert "Exemption" not in node_at(tree, "3 > (1)").text


def test_the_words_on_an_undotted_numbers_line_are_the_sections_text_when_its_heading_stands_above() -> None:
    """`4 The harbour master shall ... every` / `month ...` (the sentence runs on), `5 The Governor in Council may` /
    `(a) ...` (a lead-in): the section's text, its heading the marginal note above."""
    tree = parse(lines_from(CONSOLIDATED), [], "generic")
    four, five = node_at(tree, "4"), node_at(tree, "5")
    assert four.heading == "Collection of dues" and four.text.startswith("The harbour master shall collect")
    assert five.heading == "Powers" and five.text.startswith("The Governor in Council may")


def test_a_sentence_on_an_undotted_numbers_line_is_no_heading_without_a_note_above() -> None:
    """The same sections with their marginal notes left out: the first line of a sentence that runs on below, or
    that the historical note closes right below, or that introduces paragraphs, is still text."""
    bare = "\n".join(x for x in CONSOLIDATED.splitlines() if x not in ("Collection of dues", "Powers", "Offence"))
    tree = parse(lines_from(bare), [], "generic")
    for label in ("4", "5", "9"):
        assert node_at(tree, label).heading == "", label
    assert node_at(tree, "9").text.startswith("Every person who contravenes")


def test_a_status_note_ends_at_its_own_closing_bracket() -> None:
    """`[Repealed, R.S., 1985, c. 22 (1st Supp.), s. 5]`: the citation's `(1st Supp.)` inside the note does not end
    it (before, the parser's note and the gold loader's both ended at that `)`, leaving `, s. 5]` as text)."""
    status, note, _, rest = find_status("[Repealed, R.S., 1985, c. 22 (1st Supp.), s. 5]")
    assert (status, note, rest) == ("repealed", "[Repealed, R.S., 1985, c. 22 (1st Supp.), s. 5]", "")
    status, note, _, rest = find_status("(Deleted by Act A1651 (in force 2002)) and more")
    assert status == "deleted" and note == "(Deleted by Act A1651 (in force 2002))" and rest == "and more"


def test_the_gold_loader_reads_a_note_to_its_own_closing_bracket() -> None:
    parsed = parse_text("^ An Act\n* 2| In this Act,\n+ Board [Repealed, R.S., 1985, c. 22 (1st Supp.), s. 1]\n"
                        "* 7. to 12| [Repealed, R.S., 1985, c. 22 (1st Supp.), s. 5]\n"
                        "* SCHEDULE| [Repealed, R.S., 1985, c. 22 (1st Supp.), s. 10]\n")
    two, seven, schedule = parsed.units
    assert two.texts == ["In this Act,", "Board"] and two.status == "in_force"
    assert (seven.texts, seven.status) == ([], "repealed")
    assert (schedule.texts, schedule.status) == ([], "repealed")


CANADIAN = ["gen_ca_multiculturalism_act", "gen_ca_sor2013_132_aveos_pension_plan_regs",
            "gen_ca_fertilizers_act_s3_s5_7", "gen_ca_importation_of_intoxicating_liquors_act",
            "gen_ca_surplus_crown_assets_act"]


@pytest.mark.parametrize("doc_id", CANADIAN)
def test_real_consolidations_head_each_unit_as_the_gold_does(doc_id: str) -> None:
    missed = gold_heading_misses(doc_id)
    if missed is None:
        pytest.skip(f"{doc_id} is not in the corpus")
    assert missed == []
