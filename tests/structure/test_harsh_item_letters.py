"""Lettered items whose markers a HARSH scan spoiled into more letters or a digit (`(d)` read `(dad)`, `(e)` read
`(6)`, `(f)` read `(ft)`) keep their paths.

Truth from the generated styles' own gold (samples/styles.py), the lines taken as OCR'd lines with their labels
spoiled as the fresh5 harsh scan of the Syariah Court Evidence Bill read them (session 11: s. 18(1)'s `(d)`, `(e)`,
`(f)`; s. 13's `(b)` read `(6)`).
"""

from __future__ import annotations

import pytest

from tests.structure.test_harsh_styles import _misplaced, _style_lines


@pytest.mark.parametrize(("name", "spoil"), [
    ("india_central", {"(e) Personal information": "(6) Personal information"}),  # the list's last: no clean one after
    ("ph_irr_bare", {"(c) Data subject": "(ct) Data subject", "(d) Filing system": "(dad) Filing system",
                     "(e) Personal information": "(6) Personal information"}),  # a run up to the list's end
    ("uk", {"(c) Mule Accounts": "(cat) Mule Accounts"}),
])
def test_a_letter_spoiled_into_more_letters_or_a_digit_is_the_next_item(name: str, spoil: dict[str, str]) -> None:
    """Before, `(dad)`, `(cat)`, `(6)` fitted no open list when no clean letter followed them in the list: the items'
    text went into the item before (the Bill's s. 18(1)(d)-(f) stood under (c))."""
    assert _misplaced(name, _style_lines(name, {})) == []
    lines = _style_lines(name, spoil)
    assert sum(ln.text.startswith(tuple(spoil.values())) for ln in lines) == len(spoil)
    assert _misplaced(name, lines) == []
