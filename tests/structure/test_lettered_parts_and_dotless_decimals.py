"""A lettered part after numbered items, and a decimal clause whose dot was lost (session 21, helper f16scan).

US agreements set each party's duties as lettered parts over numbered items, all flush (`A. The Town agrees to:` /
`1.` ... `7.` / `B. The City agrees to:` / `1.` ...). OCR's look-alike reading of `B.` after `7.` is `8.`, which then
put the City's `1.` under an `(i)`; a bare `1.` as the next marker opens a list under the item before or nowhere, and
two misreads in a row cost more than one, so `B.` stays the letter. UK articles and deeds set `8 Heading` at the
margin and `8.1 ...` indented under it; a harsh scan reads `8.4` as `84` (or `7.2` as a doubted `T2`), which opened a
clause 84 that took every clause after it. A number at the decimals' indent whose digits are clause N's and the next
minor number, the next number below going on from it, is N.k+1 (logged). Every snippet is written for this file.
"""

from __future__ import annotations

from ingest.structure import parse, unit_paths
from schemas import Line
from tests.structure.snippets import lines_from

DUTIES = """
Section 2. Duties
A. The Town agrees to:
1. Keep the pumps in good repair at its own cost.
2. Report any spill to the City within one day.
3. Allow the City to inspect the pumps at any time.
4. Grant the City the permits it needs without fees.
5. Transfer to the City every new sewer it builds.
6. Let the City enforce its sewer code in the Town.
7. Consent to the City's charges on new connections.
B. The City agrees to:
1. Treat the sewage it receives from the Town.
2. Give the Town notice of any change of charges.
3. Apply its sewer code in the Town as follows:
a. An owner whose septic tank works need not connect.
b. No improvement district is formed without the Town's consent.
C. The parties agree:
1. Each party bears its own costs.
Section 3. Term
This agreement lasts ten years.
"""


def _paths(lines: list[Line]) -> list[str]:
    return [" > ".join(p) for p, _ in unit_paths(parse(lines, [], "generic"))]


def test_a_letter_after_numbered_items_is_not_read_as_the_next_number() -> None:
    got = _paths(lines_from(DUTIES))
    assert "Section 2 > B > 1" in got and "Section 2 > B > 3 > a" in got and "Section 2 > C > 1" in got
    assert not any("> 8" in p or "(i)" in p for p in got)


ARTICLES = """
Model Articles
1 Objects
    1.1 The Company may carry on any lawful business.
    1.2 The Company may borrow money.
2 Decisions of the Directors
    2.1 The Directors decide by a majority at a meeting.
    2.2 A decision may be taken in writing.
    2.3 A written decision must be signed by every Director.
    {fourth} The Secretary keeps every written decision with the minutes.
3 Calling a meeting
    3.1 Any Director may call a meeting.
    3.2 Notice of a meeting must state its place.
4 Quorum
    4.1 Two Directors make a quorum.
"""


def _read(text: str, doubt: str = "") -> list[Line]:
    lines = lines_from(text)
    if doubt:  # the spoiled number read doubted, as OCR reads it
        for ln in lines:
            if ln.words[0].text == doubt:
                ln.words[0] = ln.words[0].model_copy(update={"confidence": 0.6})
    return lines


def test_a_decimal_whose_dot_was_lost_stays_under_its_clause() -> None:
    got = _paths(_read(ARTICLES.format(fourth="24")))
    assert "2 > 2.4" in got and "3 > 3.1" in got and "4 > 4.1" in got
    assert "24" not in got


def test_a_doubted_first_sign_with_the_minor_number_is_the_decimal() -> None:
    got = _paths(_read(ARTICLES.format(fourth="T4"), doubt="T4"))
    assert "2 > 2.4" in got and "3" in got


def test_a_number_the_next_below_does_not_confirm_stays_as_read() -> None:
    # `25` after 2.3 is no 2.4 (a dropped dot keeps the minor number); the line is left as it was read
    got = _paths(_read(ARTICLES.format(fourth="25")))
    assert "2 > 2.4" not in got and "2 > 2.5" not in got
