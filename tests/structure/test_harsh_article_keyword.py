"""An ARTICLE label whose numeral a harsh scan spoiled, followed by a dot (session 20, helper f15harsh).

Trusts, deeds and bylaws number ARTICLEs over their `N.1` clauses (`ARTICLE VIII - GENERAL PROVISIONS` / `8.1
Governing Law`). A harsh scan reads the numeral's last stroke as `E` (`ARTICLE VIE.` for VIII): with a dash after it
the label line is read back by the sequence; with a dot the keyword was taken for a citation among sections
(`Article II, State Policies, Section 12 ...` among `SEC.` sections) and the article's clauses fell under the one
before. A keyword of the document's own container kind is a spoiled label line, numbered by the sequence (review).
Every snippet is written for this file (no corpus text verbatim).
"""

from __future__ import annotations

from ingest.structure import parse, unit_paths
from schemas import Line
from tests.structure.snippets import lines_from


def _ocr(snippet: str) -> list[Line]:
    return [ln.model_copy(update={"words": [w.model_copy(update={"source": "ocr"}) for w in ln.words]})
            for ln in lines_from(snippet)]


DEED = """
                            FAMILY TRUST DEED
This Family Trust Deed is made on [Date] by the Settlor and the Trustee.
                      ARTICLE I - TRUST CREATION
1.1 Name of Trust
The Settlor creates a trust known as the Family Trust.
1.2 Effective Date
This Trust is effective as of [Date].
                      ARTICLE II - TRUST PROPERTY
2.1 Initial Funding
The Settlor transfers to the Trustee the property in the Schedule.
2.2 Additional Property
Any person may add property to the Trust at any time.
                      ARTICLE IIE. GENERAL PROVISIONS
3.1 Governing Law
This Trust is governed by the laws of the State of [State].
3.2 Headings
Headings are for convenience only.
"""


def test_an_article_whose_numeral_was_spoiled_before_a_dot_opens_the_next_article() -> None:
    got = [" > ".join(p) for p, _ in unit_paths(parse(_ocr(DEED), [], "generic"))]
    assert got[-3:] == ["ARTICLE III", "ARTICLE III > 3.1", "ARTICLE III > 3.2"]


def test_the_read_back_article_goes_to_review() -> None:
    nodes = {" > ".join(p): n for p, n in unit_paths(parse(_ocr(DEED), [], "generic"))}
    assert nodes["ARTICLE III"].inferred
