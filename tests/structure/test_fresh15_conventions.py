"""Conventions behind the fresh15 half's misses (session 20): a form template's bracketed note after its list of
bracketed placeholders. Every snippet is written for this file (no corpus text verbatim); each case asserts the full
structure path of every unit and fails on the code before it."""

from __future__ import annotations

from engross.evaluation.judge import node_text
from ingest.structure import parse
from tests.structure.snippets import lines_from, node_at, paths

TEMPLATE_SCHEDULE = """
ARTICLE IX - GENERAL PROVISIONS
9.1 Governing Law
This Deed shall be governed by the laws of the State of [State].
SCHEDULE B - LEASED ITEMS
The following items are let with the premises:
1. [Description of Item 1]
2. [Description of Item 2]
[List further items as needed]
"""

SCHEDULE_OF_REPEALS = """
ARTICLE IX - GENERAL PROVISIONS
9.1 Repeals
The Acts in Schedule B are repealed.
SCHEDULE B - REPEALED ACTS
The following Acts are repealed:
1. [Cap. 12]
2. [Cap. 14]
[Act 5 of 2017]
"""


def test_a_templates_bracketed_note_after_its_placeholders_is_the_schedules() -> None:
    """`1. [Description of Item 1]` / `2. [Description of Item 2]` / `[List further items as needed]`: the template's
    note to its user after a list of bracketed blanks is the schedule's paragraph, not the last blank's (before: item
    2's text)."""
    tree = parse(lines_from(TEMPLATE_SCHEDULE), [], "generic")
    assert paths(TEMPLATE_SCHEDULE, "generic") == [
        "ARTICLE IX", "ARTICLE IX > 9.1", "SCHEDULE B", "SCHEDULE B > 1", "SCHEDULE B > 2"]
    assert "[List further items" in node_text(node_at(tree, "SCHEDULE B"))
    assert "[List further items" not in node_text(node_at(tree, "SCHEDULE B > 2"))


def test_a_bracketed_citation_after_bracketed_items_stays_where_printed() -> None:
    """`[Act 5 of 2017]` holds digits: a citation or repeal note, not a template's note, so no rule moves it."""
    tree = parse(lines_from(SCHEDULE_OF_REPEALS), [], "generic")
    assert "[Act 5 of 2017]" in node_text(node_at(tree, "SCHEDULE B > 2"))
