"""A unit's last sentence cut off where damage lies in the blank before the next unit (seed 9981's 08_my_act, issue
10): `5. The Director General may refuse to register an applicant who has been convicted of an offence` /
`involving fraud or dishonesty ...` printed, the second line lost under a crease whose unread region reaches the
next unit's line `6. [Deleted by Act A1709]`; the blank left (30 pt at a 19 pt pitch; 22 at 14 here) is
less than a line more than the usual space between units, so
section 5's chunk (0.55 similar to its truth) was indexed. The printed text is the generator's; the loss is the
scan's."""

from __future__ import annotations

from ingest.continuity import flag_gaps
from schemas import Page, UnreadRegion
from tests.structure.snippets import lines_from
from tests.structure.test_chunking import chunks_of

READ = """
    PART II
    REGISTRATION OF EMPLOYMENT AGENCIES

    4. An application for registration shall be made to the Director General and shall be accompanied
    by the fee prescribed in the First Schedule, a copy of the applicant's certificate of incorporation
    and evidence that the applicant has an office in Malaysia open to the public on working days, a
    paid-up capital of not less than two hundred thousand ringgit and a security deposit lodged with
    the Director General.

    5. The Director General may refuse to register an applicant who has been convicted of an offence

    6. [Deleted by Act A1709]

    7. Every contract of service for a domestic worker shall be in writing and signed by both parties.
"""


def _routed(snippet: str, crease: bool, ruled: bool = False) -> dict[str, list[str]]:
    lines = lines_from(snippet)
    six = next(ln for ln in lines if ln.text.startswith("6."))
    five = next(ln for ln in lines if ln.text.startswith("5."))
    unread = [UnreadRegion(page=1, bbox=(12.0, six.bbox[1] - 6, 600.0, six.bbox[3]), kind="unknown",
                           reason="unread text, page 1")] if crease else []
    mid = (five.bbox[3] + six.bbox[1]) / 2  # a fold's crease read as a page-wide ruling in the blank, nothing unread
    rulings = [(1.0, mid - 1.0, 612.0, mid + 1.0)] if ruled else []
    page = Page(number=1, width=612.0, height=792.0, source="ocr", lines=lines, unread=unread, rulings=rulings,
                words=[w for ln in lines for w in ln.words])
    _, chunks = chunks_of(snippet)
    flag_gaps(chunks, [page], [])
    return {" > ".join(c.structure_path): c.review_reasons for c in chunks if c.structure_path}


def test_a_sentence_cut_off_before_the_next_unit_where_a_crease_lies_goes_to_review() -> None:
    routed = _routed(READ, crease=True)
    assert any("sentence cut off before the next unit" in r for r in routed["PART II > 5"]), routed
    assert not any("sentence cut off" in r for p, rs in routed.items() if p != "PART II > 5" for r in rs), routed


def test_the_same_spacing_without_damage_is_a_units_usual_space() -> None:
    routed = _routed(READ, crease=False)
    assert not any("sentence cut off" in r for rs in routed.values() for r in rs), routed


def test_a_crease_read_as_a_ruling_in_the_blank_is_the_same_damage() -> None:
    """Seed 9991's Malaysian amending bill (fold/heavy, explanatory statement): `24. Clause 34 ... on employers for
    the offence of` / `25. Clause 36 ...` 34 pt below at a 19.4 pt pitch; the line between them lay under the crease,
    which page reading took for a page-wide ruling and left no unread region: 8 of 25 words lost, indexed."""
    routed = _routed(READ, crease=False, ruled=True)
    assert any("sentence cut off before the next unit" in r for r in routed["PART II > 5"]), routed
    assert not any("sentence cut off" in r for p, rs in routed.items() if p != "PART II > 5" for r in rs), routed
    done = READ.replace("convicted of an offence", "convicted of an offence involving fraud.")
    assert not any("sentence cut off" in r for rs in _routed(done, crease=False, ruled=True).values() for r in rs)


def test_a_list_item_ending_on_its_join_word_is_no_cut_sentence() -> None:
    item = READ.replace("convicted of an offence", "convicted of an offence involving fraud; or")
    routed = _routed(item, crease=True)
    assert not any("sentence cut off" in r for r in routed["PART II > 5"]), routed


# seed 2719 lay02 (two pages, moderate): a heavy fade took all of page 1 (clauses 9-12 of a RERA agreement); page 2
# opens on the sentence clause 12 began there. Nothing was read on page 1 and no chunk went to review: the empty
# first page counted as a cover sheet, and one empty page of two as a duplex scan's blank back.
PAGE_TWO = """
    structural defect or any other defect in workmanship, quality or provision of services or any other
    obligations of the Promoter as per the agreement for sale is brought to the notice of the Promoter
    within a period of 5 (five) years by the Allottee from the date of handing over possession.

    13. Right to enter the apartment for repairs: The Promoter shall have rights of unrestricted access
    of all common areas for providing necessary maintenance services.
"""


def _empty_first(snippet: str) -> list[str]:
    lines = [ln.model_copy(update={"page": 2, "words": [w.model_copy(update={"page": 2}) for w in ln.words]})
             for ln in lines_from(snippet)]
    pages = [Page(number=1, width=612.0, height=792.0, source="ocr"),
             Page(number=2, width=612.0, height=792.0, source="ocr", lines=lines,
                  words=[w for ln in lines for w in ln.words])]
    _, chunks = chunks_of(snippet)
    for c in chunks:
        c.words = [w.model_copy(update={"page": 2}) for w in c.words]
    flag_gaps(chunks, pages, [])
    return [r for c in chunks for r in c.review_reasons if "nothing read on page 1" in r]


def test_an_empty_page_before_a_page_opening_mid_sentence_sends_that_text_to_review() -> None:
    assert _empty_first(PAGE_TWO)


def test_an_empty_cover_before_a_page_opening_on_a_heading_is_left_alone() -> None:
    assert not _empty_first(PAGE_TWO.replace("structural defect", "12. Defect liability: Any structural defect"))
