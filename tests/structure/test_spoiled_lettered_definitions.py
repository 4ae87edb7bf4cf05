"""Lettered definitions whose letters a harsh scan spoiled (session 22, scans17).

US agreements and ordinances letter their definitions flush (`A. "Council" means ...`). A harsh scan read B as `Bo`,
D as `DP.`, E as a clean `b.` and lost F with its term's first word (`Order" means`); the clean letters left took the
others' text. Between two clean letters, the lines at the list's indent that open a definition are the letters
between when they are exactly as many (logged). Every snippet is written for this file.
"""

from __future__ import annotations

from ingest.structure import explain, parse, unit_paths
from schemas import Line
from tests.structure.snippets import lines_from, node_at

AGREEMENT = """
Section 1. Definitions
Unless the context indicates otherwise:
A. "Council" means the City Council of either city.
{b} "Dwelling Unit" means a separate living unit with kitchen facilities.
C. "Industrial Waste" means any waste from any process of industry.
{d} "LOC" means the Lake Oswego City Code.
{e} "Operation and Maintenance" means the regular work that keeps the system working.
{f}Order" means the orders of the City prescribing standards.
G. "Permit Fee" means the fee charged for a permit.
H. "Person" means any individual or corporation.
Section 2. Operating Procedures
A. The Town agrees to keep its pumps in repair.
"""


def _paths(lines: list[Line]) -> list[str]:
    return [" > ".join(p) for p, _ in unit_paths(parse(lines, [], "generic"))]


def test_spoiled_letters_between_clean_ones_are_the_letters_between() -> None:
    lines = lines_from(AGREEMENT.format(b="Bo", d="DP.", e="b.", f=""))
    got = _paths(lines)
    for letter in "ABCDEFGH":
        assert f"Section 1 > {letter}" in got
    assert "Section 2 > A" in got and not any("> b" in p for p in got)
    assert any("'DP.' read as D" in d for d in explain(lines, "generic"))


def test_a_count_that_does_not_agree_leaves_the_lines_as_read() -> None:
    # F's line keeps no quote and no `means` (nothing says a definition opens there): between C and G three letters,
    # two lines, so D and E stay as read (B, alone between A and C, is still read)
    text = AGREEMENT.format(b="Bo", d="DP.", e="b.", f="").replace('Order" means', "Orders of the City,")
    why = explain(lines_from(text), "generic")
    assert any("'Bo' read as B" in d for d in why)
    assert not any("read as D" in d or "read as E" in d for d in why)


def test_a_text_layer_keeps_its_letters() -> None:
    lines = lines_from(AGREEMENT.format(b="Bo", d="DP.", e="b.", f=""))
    for ln in lines:
        ln.words = [w.model_copy(update={"source": "text"}) for w in ln.words]
    assert not any("lettered definition" in d for d in explain(lines, "generic"))


PARTS = """
Section 2. Duties
A. The Town agrees to:
1. Keep the pumps in repair.
2. Report any spill within one day.
B. The City agrees to:
1. Treat the sewage it receives.
2. Give notice of any change of charges.
{c} The parties agree:
1. Each party bears its own costs.
2. Fees are billed by the City.
Section 3. Term
A. This agreement lasts ten years.
"""


def test_a_capital_whose_dot_was_read_as_an_underscore_is_the_next_letter() -> None:
    got = _paths(lines_from(PARTS.format(c="C_")))
    assert "Section 2 > C" in got and "Section 2 > C > 2" in got and "Section 3 > A" in got
    assert not any("B > 2 > " in p for p in got)


def test_a_capital_and_comma_that_is_not_the_next_letter_stays_text() -> None:
    # `D,` after B is no letter of the list (C is missing): left as read
    assert not any("dot read as" in d for d in explain(lines_from(PARTS.format(c="D,")), "generic"))


OPTIONS = """
ARTICLE III: DECISION-MAKING
Section 3.1 Actions Requiring Consensus
The following acts require consensus:
(a) Any change to the bylaws.
(b) Any change to the Articles.
Section 3.2 Process of Decision-Making
In such a vote, the Member Body will vote on the following three
options:
{one} Continue with the consensus process.
2. Put the decision to a member vote which shall ratify the
proposal.
3. Defer to the decision of the Board.
"""


def _options(one: str, confidence: float, text: str = OPTIONS) -> list[Line]:
    lines = lines_from(text.format(one=one))
    for ln in lines:
        if ln.words[0].text == one:
            ln.words[0] = ln.words[0].model_copy(update={"confidence": confidence})
    return lines


def test_a_first_item_read_as_a_letter_with_two_next_is_one() -> None:
    got = _paths(_options("i.", 0.3))
    assert "ARTICLE III > Section 3.2 > 1" in got and "ARTICLE III > Section 3.2 > 2" in got
    assert "ARTICLE III > Section 3.2 > 3" in got


DECIMAL_OPTIONS = """
1. DECISIONS
1.1 The following acts require consensus:
(a) Any change to the bylaws.
(b) Any change to the Articles.
1.2 In such a vote, the Member Body will vote on the following three
options:
{one} Continue with the consensus process.
2. Put the decision to a member vote which shall ratify the
proposal.
3. Defer to the decision of the Board.
1.3 Votes are counted by the Secretary.
"""


def test_a_first_item_read_as_a_letter_under_a_decimal_is_one() -> None:
    # the options numbered 1-3 under the decimal 1.2 (as printed): the repaired 1 numbers with the clean 2. and 3.
    # (reader's finding on b2ac672: its marker's kind is the dotted letter's, not a clean `1.`'s)
    lines = _options("i.", 0.3, DECIMAL_OPTIONS)
    want = ["1 > 1.2 > 1", "1 > 1.2 > 2", "1 > 1.2 > 3", "1 > 1.3"]
    assert [p for p in _paths(lines) if p in want or p in ("2", "3")] == want
    assert [p for p in _paths(lines_from(DECIMAL_OPTIONS.format(one="1.")))][-4:] == want


def test_a_letter_read_sure_stays_a_letter() -> None:
    assert not any("read as 1" in d for d in explain(_options("i.", 0.95), "generic"))


def test_a_definitions_wrapped_line_is_no_letter_between() -> None:
    # A's definition runs on (`..., and` / `the "Board" includes ...`) and B's letter is spoiled past reading (no
    # quote): one line between A and C opens a definition by its shape, but its first word is a word, not a spoiled
    # capital, so it is no letter and A keeps it (reader's finding on 8c23fa0: it became B, `the` cut off as B's
    # spoiled letter)
    text = AGREEMENT.format(b="Bo", d="DP.", e="b.", f="").replace(
        'A. "Council" means the City Council of either city.',
        'A. "Council" means the City Council of either city, and\nthe "Board" includes its committees.').replace(
        'Bo "Dwelling Unit" means', "Bo., Dwelling Unit means")
    lines = lines_from(text)
    assert not any("'the' read as B" in d for d in explain(lines, "generic"))
    assert 'the "Board" includes its committees.' in node_at(parse(lines, [], "generic"), "Section 1 > A").text
