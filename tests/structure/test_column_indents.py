"""Indents compare within a column: a Philippine Act printed in two columns (the damaged set's lay04 recipe) puts a
section's closing words flush at the right column's edge after its item (c) opened in the left column, indented
from that column's edge; the words are the section's, as on a one-column page. Truth: the page as laid out here."""

from __future__ import annotations

from ingest.structure import parse
from ingest.structure.columns import Columns
from schemas import Line, Node, Span
from tests.structure.snippets import node_at

LEFT, RIGHT = 72.0, 310.0  # the columns' edges
LETTER = 4.6  # points a letter: a 40-letter line fills a column (~200 pt)


def _line(text: str, page: int, x: float, y: float) -> Line:
    words, wx = [], x
    for w in text.split():
        words.append(Span(text=w, page=page, bbox=(wx, y, wx + LETTER * len(w), y + 9), confidence=0.96, source="ocr"))
        wx += LETTER * (len(w) + 1)
    return Line(text=text, page=page, bbox=(x, y, wx - LETTER, y + 9), confidence=0.96, words=words)


def _column(page: int, x: float, rows: list[tuple[float, str]]) -> list[Line]:
    out, y = [], 72.0
    for indent, text in rows:
        y += 5.0 if out and text.startswith(("(", "SEC", "The investigation")) else 0.0  # a paragraph's space
        out.append(_line(text, page, x + indent, y))
        y += 12.5
    return out


def _act(closing_indent: float) -> list[Line]:
    page1_left = [(0, "SECTION 1. Short Title. — This Act shall be"), (0, "known as the Personal Information Act."),
                  (0, "SEC. 2. Declaration of Policy. — The State"), (0, "shall guard every person's right to keep"),
                  (0, "his or her communications private, and shall"), (0, "let information move freely for the"),
                  (0, "economy to grow as the State intends it.")]
    page1_right = [(0, "SEC. 3. Definitions. — In this Act, each of"),
                   (0, "the terms below carries its meaning here."),
                   (0, "SEC. 4. Unlawful Processing Offenses. — Each"),
                   (0, "of the acts listed below is an offense of"),
                   (0, "unlawful processing under this Act:"), (10, "(a) Offenses against the security of data:"),
                   (20, "(1) Unauthorized Processing. — Processing"), (20, "personal information with no consent."),
                   (10, "(b) Offenses of controllers and processors:"), (20, "(1) Processing for Unauthorized Ends. —"),
                   (20, "The processing of personal data for ends"), (20, "not declared to the data subject.")]
    page2_left = [(11, "(c) Offenses relating to the publication of"), (11, "personal information:"),
                  (21, "(1) Doxxing. — The publication of the home"), (21, "address of a person to expose him or"),
                  (21, "her to harassment."), (21, "(2) Sale of Personal Information. — The"),
                  (21, "sale or offer for sale of personal data"), (21, "collected for another purpose.")]
    page2_right = [(20, "(3) Libel. — Libel in the sense given to it"), (20, "by the Revised Penal Code, when it is"),
                   (20, "committed by means of a computer."),
                   (closing_indent, "The investigation and prosecution of the offenses"),
                   (closing_indent, "enumerated in this section shall follow the rules"),
                   (closing_indent, "to be issued under Section 14 of this Act."),
                   (0, "SEC. 5. Other Offenses. — The acts below are"), (0, "offenses as well under this Act:"),
                   (10, "(a) Aiding or Abetting. — Whoever knowingly"), (10, "helps another to commit an offense.")]
    return (_column(1, LEFT, page1_left) + _column(1, RIGHT, page1_right)
            + _column(2, LEFT, page2_left) + _column(2, RIGHT, page2_right))


def _holds(node: Node, words: str) -> bool:
    return words in node.text or any(words in c.text for c in node.children if not c.label)


def test_a_sections_closing_words_at_the_right_columns_edge_are_the_sections_not_the_left_columns_items() -> None:
    tree = parse(_act(closing_indent=0), [], "ph_statute")
    assert _holds(node_at(tree, "SEC. 4"), "The investigation and prosecution")
    assert not _holds(node_at(tree, "SEC. 4 > (c)"), "The investigation and prosecution")


def test_a_line_indented_as_the_items_in_the_right_column_stays_with_the_item() -> None:
    # set in at the items' own indent in its column ((c)'s 11 pt in the left one): the item's text, as before
    tree = parse(_act(closing_indent=11), [], "ph_statute")
    assert not _holds(node_at(tree, "SEC. 4"), "The investigation and prosecution")


def test_a_columns_edge_is_found_once() -> None:
    """The builder asks where the columns start for every line it places on a two-column page; the edge is found
    once per side, not by going over every line of the document each time (reader's finding on 4dff8a5: a 200-page
    two-column document took ~4 ms a line)."""
    cols = Columns(_act(closing_indent=0))
    asked: list[int] = []
    gutter = cols.gutter
    cols.gutter = lambda page: asked.append(page) or gutter(page)  # type: ignore[method-assign]
    first = cols.left_edge(1)
    n = len(asked)
    assert first == RIGHT and n > 0
    assert cols.left_edge(1) == first and len(asked) == n
