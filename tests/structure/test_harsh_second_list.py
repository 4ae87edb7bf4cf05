"""A section's lettered list run to its end and a numbered list after it, on a harsh scan (session 21, helper
harshstruct; fresh10's RA 11214 SEC. 5, 31/76 at harsh, born 76/76).

Philippine Acts (and many others' facility or sport lists) letter a long list `(a)`-`(z)`, then a sentence at the
section's margin introduces a second, numbered list (`... such as the following:` / `(1)` ...), both the section's.
A harsh scan spoils:
- the last letters: `(y)` read `(v)` (its tail lost) and `(z)` read `(7)` (its foot lost): look-alikes the sequence
  takes only where the letter as read cannot be right (`(v)` after `(x)` goes back);
- the numbered list's first `(1)` read `C1)` (the opening bracket's curve read as a letter): under a lead-in that
  ends in a colon, left of the list, the first line at the list's indent is its one when a clean `(2)` follows;
- a run of spoiled letters `(1)`, `())` for `(i)`, `(j)` after a short item that reads like a heading
  (`(h) Football Field`): the run said they are letters, so `(i)` is no roman first item under `(h)`.
Every repair is logged and its unit goes to review. The snippet is written for this file (no corpus text verbatim).
"""

from __future__ import annotations

from ingest.confidence import misread_label
from ingest.structure import parse, unit_paths
from schemas import Chunk, Node
from tests.structure.snippets import lines_from, paths

LETTERS = "abcdefghijklmnopqrstuvwxyz"
NAMES = ["Administration Building", "Athletes Dormitory", "Baseball Field", "Beach Courts", "Bowling Centre",
         "Conference Hall", "Diving Pool", "Football Field", "Gymnastics Centre", "Sports Hall",
         "Multi-purpose Field including, but not limited to, an Archery Range, a Cycling Track and"
         "\n        a Lawn Bowls Green",
         "Rugby Pitch", "Shooting Range", "Softball Field", "Track Oval", "Tennis Courts", "Velodrome",
         "Guest Villas", "Science Building", "Mess Hall", "Recreation Hall", "Library", "Weights Building",
         "School Building", "Medical Centre", "Prayer Room"]
SPOILED = {"i": "(1)", "j": "())", "y": "(v)", "z": "(7)"}


def _section(first: str = "C1)") -> str:
    items = "\n".join(f"    {SPOILED.get(c, f'({c})')} {name}" for c, name in zip(LETTERS, NAMES, strict=True))
    return f"""
SEC. 5. Sports Facilities. - The Centre shall include the following facilities:
{items}
The Centre shall also offer programmes in sports such as the following:
    {first} Aquatics
    (2) Archery
    (3) Boxing
SEC. 6. Administration. - The Commission shall administer the Centre.
"""


def test_both_lists_are_the_sections_with_their_spoiled_markers_read_back() -> None:
    want = ["SEC. 5"] + [f"SEC. 5 > ({c})" for c in LETTERS] + [f"SEC. 5 > ({n})" for n in (1, 2, 3)] + ["SEC. 6"]
    assert paths(_section(), "ph_statute") == want


def _chunk(path: str, node: Node) -> Chunk:
    return Chunk(id="c", doc_id="d", source="s.pdf", structure_path=path.split(" > "), body=node.lines[0].text,
                 words=node.lines[0].words)


def test_each_read_back_marker_goes_to_review() -> None:
    nodes = {" > ".join(p): n for p, n in unit_paths(parse(lines_from(_section()), [], "ph_statute"))}
    assert "C1)" in nodes["SEC. 5 > (1)"].inferred and "spoiled" in nodes["SEC. 5 > (1)"].inferred
    assert not nodes["SEC. 5 > (2)"].inferred and not nodes["SEC. 5 > (x)"].inferred
    # the look-alike letters keep their words as read, so routing sees the page does not print their label
    for c in "yz":
        assert misread_label(_chunk(f"SEC. 5 > ({c})", nodes[f"SEC. 5 > ({c})"])) == f"({c})", c
    assert misread_label(_chunk("SEC. 5 > (x)", nodes["SEC. 5 > (x)"])) is None


def test_a_curved_one_with_no_clean_two_after_it_is_left_as_read() -> None:
    lone = _section().replace("    (2) Archery\n    (3) Boxing\n", "")
    assert "SEC. 5 > (1)" not in paths(lone, "ph_statute")


def test_v_and_seven_keep_their_own_reading_where_it_fits() -> None:
    snippet = """
    SEC. 2. Duties. - The Board shall:
        (a) keep records, namely:
            (i) minutes;
            (ii) accounts;
            (iii) registers;
            (iv) contracts; and
            (v) reports;
        (b) publish its rules, in the following order:
            (1) notice;
            (2) comment;
            (3) hearing;
            (4) decision;
            (5) publication;
            (6) review; and
            (7) appeal.
    """
    assert paths(snippet, "ph_statute")[-8:] == ["SEC. 2 > (b)"] + [f"SEC. 2 > (b) > ({n})" for n in range(1, 8)]
    assert "SEC. 2 > (a) > (v)" in paths(snippet, "ph_statute")
