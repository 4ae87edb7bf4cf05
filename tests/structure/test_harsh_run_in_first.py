"""A section whose first subsection runs in after its heading (`4. Prescribed minimum retirement age — (1) The
Minister ...`, as Singapore's and many Malaysian and UK Acts print it) read from a harsh scan: the thin dash lost and
the opening bracket read as a letter (`age C1) The`), so (2) onward found no (1) and every subsection stayed the
section's text. Read as `(1)` when the line opens with the section's number and heading, a sentence starts after
it and (2) is the next subsection below; logged, so the chunk goes to review. Snippets written for this file; each
asserts every unit's path and fails on the code before."""

from __future__ import annotations

import pytest

from ingest.structure import explain, parse, unit_paths
from tests.structure.snippets import lines_from, paths

ACT = """
PART 2
PRESCRIBED MINIMUM RETIREMENT AGE
4. Prescribed minimum retirement age {one} The Minister may, by notification in the Gazette, specify the
prescribed minimum retirement age applicable to any class of employees.
(2) An employer must not dismiss an employee on the ground of age before that employee attains that age.
(3) An employer who contravenes subsection (2) shall be guilty of an offence.
5. [Repealed by Act 5 of 2017]
6. Invalidity of term of contract of service Any term of a contract of service which provides for a lower
retirement age is void.
7. Re-employment eligibility criteria {one} For the purposes of this Act, an employee is eligible for re-employment
if —
(a) the employee is born on or after 1 July 1952; and
(b) the employer assesses the employee as medically fit to continue working.
(2) An employee is presumed to be medically fit unless the employer proves otherwise.
"""

WANT = ["PART 2", "PART 2 > 4", "PART 2 > 4 > (1)", "PART 2 > 4 > (2)", "PART 2 > 4 > (3)", "PART 2 > 5",
        "PART 2 > 6", "PART 2 > 7", "PART 2 > 7 > (1)", "PART 2 > 7 > (1) > (a)", "PART 2 > 7 > (1) > (b)",
        "PART 2 > 7 > (2)"]


@pytest.mark.parametrize("one", ["— (1)", "(1)", "C1)", "G1)", "{1)", "¢1)", "Cl)"])
def test_a_run_in_first_subsection_read_with_its_dash_and_bracket_spoiled(one: str) -> None:
    """`age C1) The Minister`, `criteria C1) For the purposes` (Singapore's Retirement and Re-employment Act on a
    harsh scan, sections 4, 7, 7A-7C): each is the section's (1), so (2) and (3) follow it."""
    assert paths(ACT.format(one=one)) == WANT


def test_the_repair_is_logged() -> None:
    """The repair is in `explain`, and the subsection holds its own words only."""
    lines = lines_from(ACT.format(one="C1)"))
    assert any("'C1)' after the heading" in d for d in explain(lines))
    tree = parse(lines, [])
    first = dict((" > ".join(p), n) for p, n in unit_paths(tree))["PART 2 > 4 > (1)"]
    assert first.text.startswith("The Minister may")


def test_the_repaired_subsection_goes_to_review_with_its_reason() -> None:
    """A `(1)` read from `C1)` is a guess the page did not print as such: the chunk holding it goes to review with the
    repair named (the second read of session 15 found it indexed with no reason: the marker was rebuilt from a
    clean `(1)`, so the look-alike test saw nothing repaired)."""
    from ingest.continuity import flag_holes
    from tests.structure.test_chunking import chunks_of

    snippet = ACT.format(one="C1)")
    tree = parse(lines_from(snippet), [])
    _, chunks = chunks_of(snippet)
    flag_holes(chunks, tree)
    reasons = [r for c in chunks if c.route == "review" for r in c.review_reasons]
    assert any("'C1)' after the heading" in r and "numbering misread by OCR" in r for r in reasons), reasons
    held = [c for c in chunks if c.structure_path[:2] == ["PART 2", "4"]]
    assert held and all(c.route == "review" for c in held if "The Minister may" in c.text)


def test_no_repair_without_a_sentence_after_it_or_a_heading_before_it() -> None:
    """Only a marker with at least one heading word before it and a capitalised word after it is cut; a line that
    is all marker and citation is left to the rules that read it (nothing is logged as this repair)."""
    lines = lines_from("4. C1) the lessee may apply.\n(2) A lessee may apply to the Board.\n")
    assert not any("after the heading" in d for d in explain(lines))


TEXT_LAYER = """
4. Prescribed minimum retirement age C1) The Minister may specify the age.
(2) An employer must not dismiss an employee on the ground of age.
"""


def test_a_text_layer_is_not_repaired() -> None:
    """A text layer does not spoil print: `C1)` there is what the document prints."""
    lines = [ln.model_copy(update={"words": [w.model_copy(update={"source": "text"}) for w in ln.words]})
             for ln in lines_from(TEXT_LAYER)]
    assert not any("after the heading" in d for d in explain(lines))
