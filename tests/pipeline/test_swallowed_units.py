"""A Bill's body read into one contents entry sends that entry's chunks to review (issue 11's whole-document
collapses, issue 10's routing): the contents' heading `ARRANGEMENT OF CLAUSES` read `ARRANGEMENT OF CLAUSFS` on a
moderate scan, so nothing closed the contents and the Bill's clauses 1-6 opened as sub-units of its last entry
`12.`; every chunk was indexed under `12` with sure words. The body printed below is the truth."""

from __future__ import annotations

from ingest.structure import parse
from ingest.swallowed_units import flag_swallowed
from tests.structure.test_chunking import chunks_of
from tests.structure.test_harsh_whole_text import MERGED_CONTENTS, _ocr

BILL = MERGED_CONTENTS + """    4. The Fund shall be transferred to the Government on the appointed date.
    5. A lump sum amount shall be paid to every member of the Fund.
    6. Payment may be made without probate where the amount is small.
"""


def _routed(snippet: str) -> dict[str, list[str]]:
    tree = parse(_ocr(snippet), [], "my_statute")
    _, chunks = chunks_of(snippet, family="my_statute")
    flag_swallowed(chunks, tree)
    return {" > ".join(c.structure_path): [r for r in c.review_reasons if "numbering refused" in r]
            for c in chunks if c.structure_path}


def test_a_contents_entry_holding_the_bills_clauses_sends_them_to_review() -> None:
    routed = _routed(BILL.replace("ARRANGEMENT OF CLAUSES", "ARRANGEMENT OF CLAUSFS"))
    under = {p: r for p, r in routed.items() if p.startswith("12 > ")}
    assert under and all(any("'12' holds" in x and "sub-units numbered as sections" in x for x in r)
                         for r in under.values()), routed


def test_the_bill_read_right_is_left_alone() -> None:
    routed = _routed(BILL)
    assert "4" in routed and not any(routed.values()), routed
