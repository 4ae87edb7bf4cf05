"""Conventions of real drafting the looked-at half fresh17's Acts showed the parser missing (session 22, helper
f17acts): a New Zealand-style reprint's history note under the provision it amends (`[Section 8(c): replaced, on
...]`, the Laws of the Cook Islands reprints), and items numbered with a degree sign (`1°`, Rwanda's laws). Each
snippet is a few lines of the real text (source named); each test failed before (what it gave is in its docstring)."""

from __future__ import annotations

from ingest.structure import parse
from tests.structure.snippets import lines_from, node_at, paths

# the Departure Tax Act 2012 of the Cook Islands, ss 6-7, as reprinted in the Laws of the Cook Islands
REPRINT = """
6 Duties of carrier
A carrier must—
(a) collect departure tax from passengers; and
(b) pay the tax to the Collector.
[Section 6: replaced, on 1 July 2023, by section 5 of the Departure Tax Amendment Act 2023 (2023
No 1).]
7 Collection
(1) A carrier must at the time of accepting payment collect the proper amount of departure tax.
(2) A carrier must keep such records for a minimum of 5 years.
[Section 7(2): amended, on 1 July 2023, by section 6 of the Departure Tax Amendment Act 2023 (2023 No 1).]
[Section 7(3): repealed, on 1 July 2023, by section 6 of the Departure Tax Amendment Act 2023 (2023 No 1).]
8 Accounting
A carrier must keep proper records.
"""


def _own_paragraphs(node) -> str:
    return "\n".join(c.text for c in node.children if c.kind == "text" and not c.label)


def test_a_reprints_history_note_is_the_whole_provisions() -> None:
    """The note names the provision it records (`[Section 6: replaced, ...]`, `[Section 7(2): amended, ...]`) and the
    reprint sets it after the provision's last words, which may be an item's: it is the section's paragraph (its
    wrapped line too), as the Wandering Animals Act 1976, the Ministry of Cultural Development Act 1990, the Departure
    Tax Act 2012 and the Fireworks Ordinance 1957 print theirs. Before: the notes were (b)'s and (2)'s text."""
    tree = parse(lines_from(REPRINT), [], "generic")
    assert paths(REPRINT, "generic") == ["6", "6 > (a)", "6 > (b)", "7", "7 > (1)", "7 > (2)", "8"]
    assert "[Section 6: replaced" not in node_at(tree, "6 > (b)").text
    assert "[Section 6: replaced" in _own_paragraphs(node_at(tree, "6")) and "No 1).]" in _own_paragraphs(
        node_at(tree, "6"))
    seven = _own_paragraphs(node_at(tree, "7"))
    assert "[Section 7(2): amended" in seven and "[Section 7(3): repealed" in seven
    assert "[Section" not in node_at(tree, "7 > (2)").text


def test_a_note_naming_another_provision_is_not_taken_as_this_ones() -> None:
    """A bracketed line naming another section (a quoted amendment, a misplaced note) is left where it stands."""
    text = REPRINT.replace("[Section 6: replaced", "[Section 9: replaced")
    tree = parse(lines_from(text), [], "generic")
    assert "[Section 9: replaced" not in _own_paragraphs(node_at(tree, "6"))
    assert "[Section 9: replaced" in node_at(tree, "6 > (b)").text


def test_items_numbered_with_a_degree_sign() -> None:
    """Law No 31/2015 of Rwanda (RwandaLII, English text), Articles 2 and 5: items `1°`, `2°` under a lead-in ending
    in a colon, labelled as printed (France's and Belgium's codes and Rwanda's laws number items so). Before: no
    items (Article 2 held them as text)."""
    snippet = """
    Article 2 – Definitions For the purpose of this Law, the following
    terms shall have the following meanings:
    1° contributing bank: licensed bank in accordance with laws
    governing banks in Rwanda;
    2° key repo rate: the National Bank policy rate.
    Article 3 – Management The Fund shall be managed by the National
    Bank of Rwanda.
    Article 5 – Source of property of the Fund The property of the Fund
    shall come from the following sources:
    1° premiums paid to the Fund by contributing banks;
    2° grants and donations approved by the National Bank of Rwanda.
    """
    assert paths(snippet, "generic") == [
        "Article 2", "Article 2 > 1°", "Article 2 > 2°", "Article 3", "Article 5", "Article 5 > 1°", "Article 5 > 2°"]
    tree = parse(lines_from(snippet), [], "generic")
    assert node_at(tree, "Article 2 > 1°").text.startswith("contributing bank: licensed bank")


def test_a_reprints_schedule_with_the_section_it_serves_below() -> None:
    """The Departure Tax Act 2012 of the Cook Islands (Laws of the Cook Islands reprint; sections abridged):
    `Schedule` alone and centred, the section that points to it right-aligned below (`s 5`, as New Zealand's reprints
    print it), then its heading and its numbered items. Before: `Schedule` was a word of the last provision's text,
    and items 1-2 were read as provisions."""
    snippet = """
    1 Title
    This Act is the Departure Tax Act 2012.
    2 Commencement
    The departure tax due under section 9 constitutes a debt payable by the carrier and until paid—
    (a) be held in trust for the Crown:
    (b) be a charge on the property of the carrier.
                                        Schedule
                                                                                    s 5
    Persons exempt
    1. Members of the New Zealand military participating in military exercises approved by Cabinet.
    2. Transit passengers as defined in section 3.
    """
    assert paths(snippet, "generic") == [
        "1", "2", "2 > (a)", "2 > (b)", "Schedule", "Schedule > 1", "Schedule > 2"]
