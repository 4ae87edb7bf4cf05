"""Articles whose dash before the heading a harsh scan lost (session 22, helper f17scan).

A civil-law Act in English, a Council of Europe convention, an EU act print `Article 3 – Management The Fund shall
...`; a harsh scan loses the thin dash (`Article 3 Management The Fund ...`), no marker was read, and every Article
ran into the one before. Where a sentence ended on the line before and the number goes on the Articles beside it, the
line is the Article again. Every snippet is written for this file (no corpus text verbatim).
"""

from __future__ import annotations

from ingest.structure import explain, parse, unit_paths
from schemas import Line
from tests.structure.snippets import lines_from

PRINTED = """
Law on the Savings Guarantee Scheme
Article 1 – Purpose This Law sets up the savings guarantee scheme for
credit unions hereinafter referred to as the "Scheme".
Article 2 – Definitions For the purpose of this Law, the following terms
shall have the following meanings:
(a) credit union: a licensed savings and credit cooperative;
(b) depositor: a person holding savings in a credit union.
Article 3 – Management The Scheme shall be managed by the Central Bank.
Article 4 – Sources of funds The funds of the Scheme shall come from
the following sources:
(a) premiums paid by credit unions;
(b) income from the investment of its funds.
Article 5 – Commencement This Law shall come into force on the date of
its publication, as provided for in accordance with
Article 12 Paragraph 2 of the Constitution.
"""


def _read(snippet: str, source: str = "ocr") -> list[Line]:
    return [ln.model_copy(update={"words": [w.model_copy(update={"source": source}) for w in ln.words]})
            for ln in lines_from(snippet)]


def _paths(lines: list[Line]) -> list[str]:
    return [" > ".join(p) for p, _ in unit_paths(parse(lines, [], "generic"))]


SCANNED = PRINTED.replace(" – ", " ")


PRINTED_PATHS = ["Article 1", "Article 2", "Article 2 > (a)", "Article 2 > (b)", "Article 3", "Article 4",
                 "Article 4 > (a)", "Article 4 > (b)", "Article 5"]


def test_a_scan_that_lost_the_dashes_keeps_the_printed_articles() -> None:
    assert _paths(_read(SCANNED)) == PRINTED_PATHS


def test_each_article_read_without_its_dash_is_logged() -> None:
    notes = [d for d in explain(_read(SCANNED), "generic") if "dash before the heading lost" in d]
    assert [d.split("read as ")[1].split(":")[0] for d in notes] == [f"Article {n}" for n in range(1, 6)]


def test_a_wrapped_citation_of_an_article_stays_text() -> None:
    """`... in accordance with` / `Article 12 Paragraph 2 ...`: no sentence ended before it, and 12 is no next
    Article after 5."""
    tree = parse(_read(SCANNED), [], "generic")
    last = [n for _, n in unit_paths(tree)][-1]
    assert "Article 12 Paragraph 2 of the Constitution" in " ".join(last.text.split())


def test_a_text_layer_without_dashes_is_read_as_it_stands() -> None:
    """A born-digital text loses no print: an `Article 2 Definitions ...` there is the document's own, not repaired."""
    assert not [d for d in explain(_read(SCANNED, "text"), "generic") if "dash before the heading lost" in d]
