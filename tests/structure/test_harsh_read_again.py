"""Labels a harsh scan's thickened read (pages._read) spoils where the plain read did not, each repaired by a
convention a new Act would also meet: the contents' last entry read as a number the contents already hold
(`11.` read `1.`) right above the Bill's front matter, a UK regulation's dash read as two (`4.-— (1)`), and a
regulation's first word `In` run into its number (`6.1n regulation ...`). Every snippet is written for this file;
each asserts every unit's path and fails on the code before."""

from __future__ import annotations

import pytest

from tests.structure.snippets import paths

BILL = """
                 CUSTOMS TRANSIT BILL 2031
                 ARRANGEMENT OF CLAUSES
Clause
1. Short title and commencement
2. Interpretation
3. Transit declarations
4. Sealing of goods in transit
{last}. Regulations
SCHEDULE
                         A BILL
                        intituled
An Act to provide for goods carried through Malaysia in transit and for matters connected therewith.
ENACTED by the Parliament of Malaysia as follows:
Short title and commencement
1. (1) This Act may be cited as the Customs Transit Act 2031.
(2) This Act comes into operation on a date to be appointed by the Minister.
Interpretation
2. In this Act, "goods in transit" means goods carried through Malaysia to a place outside it.
Transit declarations
3. Every carrier of goods in transit shall make a declaration at the port of entry.
Sealing of goods in transit
4. (1) The proper officer may seal any goods in transit.
(2) No person shall break a seal so affixed.
Regulations
5. The Minister may make regulations for the purposes of this Act.
                         SCHEDULE
Ports of entry
"""


@pytest.mark.parametrize("last", ["5", "1"])
def test_the_contents_last_entry_read_as_one_above_the_front_matter_is_still_an_entry(last: str) -> None:
    """`5. Regulations` read `1. Regulations`, then `SCHEDULE`, then `A BILL`: the label read again (1) stands right
    above the Bill's front matter, and a Bill's body follows its front matter, so the contents run on to `A BILL`
    (before: the contents ended at that `1.`, and the contents' `SCHEDULE` took every clause of the Bill)."""
    assert paths(BILL.format(last=last)) == [
        "1", "1 > (1)", "1 > (2)", "2", "3", "4", "4 > (1)", "4 > (2)", "5", "SCHEDULE"]


REGULATIONS = """
Citation and commencement
1. These Regulations may be cited as the Transit Goods Regulations 2031 and come into force on 1st May 2031.
Amendment of the Customs Act
{two}(1) The Customs Act 2001 is amended as follows.
(2) In section 4, omit subsection (3).
Amendment of the Excise Regulations
{three} regulation 7 of the Excise Regulations 2009, omit paragraph (b).
Revocation
4. The Transit Regulations 2019 are revoked.
"""


@pytest.mark.parametrize(("two", "three"), [("2.—", "3. In"), ("2.-— ", "3.1n"), ("2.- ", "3.ln")])
def test_a_regulations_dash_read_as_two_and_its_first_word_run_into_its_number(two: str, three: str) -> None:
    """`2.—(1)` read `2.-— (1)` or `2.- (1)`, `3. In regulation 7` read `3.1n` or `3.ln`: regulations 2 and 3 (before,
    both were text and 2's paragraphs fell under regulation 1)."""
    assert paths(REGULATIONS.format(two=two, three=three)) == ["1", "2", "2 > (1)", "2 > (2)", "3", "4"]
