"""Harsh-scan misreadings of fresh14 (short round, session 19, helper harsh14b), each an OCR habit other texts share.

An Indian deed template's headed clauses hold lettered items `a.`, `b.`, `c.`, printed flush (their wrapped lines
go back to where the letter stands), with the letters eroded. Each repair keeps the words as read, takes its label
from the sequence and is logged, so the chunk goes to review.
- `1. Supply of Goods` / a line starting where an item's text starts / `b.` at the clause's indent: item a, its
  marker unread; or `. The Buyer shall ...`: item a with its letter lost and its stop kept.
- `bh.` where `b.` stands after item a ended: a stroke after the letter read as a second letter.
- After item b, a line starting where an item's text starts, before the next clause, the items' lines wrapping
  flush: the list's last item, its marker unread.
A US statute's `(a)` read `Guo` (`(` read `G`, `)` read `o`) before its sentence's capital, under an introduction
whose colon the scan lost: a spoiled lead, so the first item is inferred as for `Gv the values ...`.
Every snippet is written for this file (no corpus text verbatim).
"""

from __future__ import annotations

from ingest.structure import parse, unit_paths
from tests.structure.snippets import lines_from, paths

DEED = """
1. Hire of Equipment
    The Owner agrees to let the Equipment to the Hirer for the term
set out in the First Schedule.
b. The Hirer shall keep the Equipment at the site named in the
First Schedule and nowhere else.
    The Hirer shall insure the Equipment against fire and theft.
2. Rent and Interest
. The Hirer shall pay the rent on the first day of each month
by bank transfer to the Owner.
bh. Rent paid late shall carry interest at the agreed rate.
3. Notices
Every notice shall be in writing.
"""


def test_unread_item_letters_of_a_headed_clause_take_the_sequence() -> None:
    assert paths(DEED, "in_deed") == ["1", "1 > a", "1 > b", "1 > c", "2", "2 > a", "2 > b", "3"]


def test_each_inferred_item_goes_to_review_with_its_words_as_read() -> None:
    nodes = {" > ".join(p): n for p, n in unit_paths(parse(lines_from(DEED), [], "in_deed"))}
    for path in ("1 > a", "1 > c", "2 > a", "2 > b"):
        assert nodes[path].inferred, path
    assert not nodes["1 > b"].inferred  # read cleanly
    assert nodes["1 > a"].text.startswith("The Owner agrees")
    assert nodes["2 > b"].text.startswith("Rent paid late")


def test_an_indented_paragraph_with_no_second_item_is_no_item() -> None:
    plain = """
    1. Hire of Equipment
        The Owner agrees to let the Equipment to the Hirer for the term
    set out in the First Schedule.
    2. Rent
    The Hirer shall pay the rent monthly.
    """
    assert paths(plain, "in_deed") == ["1", "2"]


def test_a_hanging_item_s_second_paragraph_stays_in_it() -> None:
    hanging = """
    1. Hire of Equipment
    a. The Owner agrees to let the Equipment to the Hirer for the term
        set out in the First Schedule.
    b. The Hirer shall keep the Equipment at the site named in the
        First Schedule and nowhere else.
        The Hirer shall insure the Equipment against fire and theft.
    2. Rent
    The Hirer shall pay the rent monthly.
    """
    assert "1 > c" not in paths(hanging, "in_deed")


def test_a_first_item_read_G_and_letters_after_an_introduction_that_lost_its_colon() -> None:
    # `(a)` read `Guo` (brackets read `G` and `o`) before its sentence's capital, `(b)` read `(bh)`, and the
    # introduction's colon lost (`... to the extent known`): a spoiled lead, not a word
    notice = """
    § 87-900 Notice to residents
    (1) Notice shall be given without unreasonable delay.
    (2) Notice to residents shall include, to the extent known
        Guo A description of the incident in general terms;
        (bh) The type of information that was subject to access;
        (c) A telephone number for inquiries.
    """
    assert paths(notice, "generic") == [
        "§ 87-900", "§ 87-900 > (1)", "§ 87-900 > (2)", "§ 87-900 > (2) > (a)", "§ 87-900 > (2) > (b)",
        "§ 87-900 > (2) > (c)"]


def test_a_name_opening_a_line_is_no_spoiled_marker() -> None:
    from ingest.structure.garbled import spoiled_lead
    assert spoiled_lead("Guo A description of the incident")
    assert not spoiled_lead("Gas Act 1965 applies to the works")
    assert not spoiled_lead("Guy said nothing")


def test_a_capital_I_read_as_one_at_the_capitals_indent() -> None:
    # Wyoming's definitions (harsh): `(H)` then `(1)` where `(I)` stands; a real sub-list keeps its digits
    defs = """
    § 40-99-501 Definitions
    (a) As used in this article:
        (i) "Data" means any of the following elements:
            (G) A user name and a password;
            (H) A birth or marriage certificate;
            (1) Medical information held by a health care provider;
    """
    assert paths(defs, "generic")[-1] == "§ 40-99-501 > (a) > (i) > (I)"
    sub = defs.replace("            (1) Medical", "                (1) Medical")
    assert paths(sub, "generic")[-1] == "§ 40-99-501 > (a) > (i) > (H) > (1)"
