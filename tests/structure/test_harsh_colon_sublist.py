"""A sub-list indented under an item, after items whose `;` a harsh scan read `:` (session 20, helper f15harsh).

A harsh scan reads a list's `;` as `:`, so colons ending every item before the open one are taken for misread
semicolons, and a list after the open item's colon for the list's next items read as look-alikes (RA 11222's
`(f)` `(g)` read `(1)` `(2)`, at the list's own indent). Where the new marker stands right of the open item's by
more than a lost bracket, the page indents a list of its own under that item (Arkansas' A.C.A. § 4-110-104(a)(3)'s
`(A)`-`(C)`; US codes indent every sub-list so): its colon is printed, and `(A)` is not read as (4). Every snippet
is written for this file (no corpus text verbatim).
"""

from __future__ import annotations

from ingest.structure import parse, unit_paths
from schemas import Line
from tests.structure.snippets import lines_from


def _ocr(snippet: str) -> list[Line]:
    return [ln.model_copy(update={"words": [w.model_copy(update={"source": "ocr"}) for w in ln.words]})
            for ln in lines_from(snippet)]


NOTICE = """
§ 9-12-104 Methods of notice
    (a) The notice required under this chapter may be given by one of the following methods:
        (1) Written notice:
        (2) Electronic notice, if the notice is consistent with the law on electronic records:
        (3) Substitute notice, if the cost of notice would exceed ten thousand dollars. Substitute notice
        shall consist of all of the following:
            (A) Email notice when the business has an email address for the person:
            (B) Posting of the notice on the website of the business: and
            (C) Notification to statewide media.
    (b) A business that keeps its own notice procedures is deemed to comply with this section.
"""


def test_a_sub_list_indented_under_an_item_opens_under_it() -> None:
    got = [" > ".join(p) for p, _ in unit_paths(parse(_ocr(NOTICE), []))]
    assert got == ["§ 9-12-104", "§ 9-12-104 > (a)", "§ 9-12-104 > (a) > (1)", "§ 9-12-104 > (a) > (2)",
                   "§ 9-12-104 > (a) > (3)", "§ 9-12-104 > (a) > (3) > (A)", "§ 9-12-104 > (a) > (3) > (B)",
                   "§ 9-12-104 > (a) > (3) > (C)", "§ 9-12-104 > (b)"]


def test_at_the_items_indent_the_colons_are_still_misread_semicolons() -> None:
    flush = NOTICE.replace("            (A)", "        (4)").replace("            (B)", "        (5)") \
        .replace("            (C)", "        (6)")
    got = [" > ".join(p) for p, _ in unit_paths(parse(_ocr(flush), []))]
    assert "§ 9-12-104 > (a) > (6)" in got
