"""A recorded deed's margin carries the county recorder's book/page and instrument numbers: furniture, not body."""

from __future__ import annotations

from ingest.furniture import strip_furniture
from schemas import Line, Page


def _line(text: str, top: float) -> Line:
    return Line(text=text, page=1, bbox=(72, top, 72 + 6 * len(text), top + 10), confidence=0.95)


def _page(lines: list[tuple[str, float]]) -> Page:
    return Page(number=1, width=612, height=792, source="ocr", lines=[_line(t, y) for t, y in lines])


def test_recorder_stamps_in_the_margin_are_furniture_and_the_body_keeps_its_book_and_page() -> None:
    body = "the land recorded in Book 12 at Page 4 of the Register of Deeds of the county is conveyed"
    page = _page([
        ("BK 4521 PG 118", 20),  # top margin
        ("Doc # 2019-0012345 Recorded 03/14/2019 10:32 AM", 40),
        ("WARRANTY DEED", 90),
        (body, 300),
        ("1. The Grantor conveys the land to the Grantee.", 330),
        ("OR Book 7781, Page 220", 760),  # bottom margin
    ])
    strip_furniture([page])
    assert [ln.text for ln in page.furniture] == ["BK 4521 PG 118", "Doc # 2019-0012345 Recorded 03/14/2019 10:32 AM",
                                                  "OR Book 7781, Page 220"]
    assert [ln.text for ln in page.lines] == ["WARRANTY DEED", body, "1. The Grantor conveys the land to the Grantee."]


def test_a_long_margin_sentence_naming_a_book_stays_body_text() -> None:
    sentence = ("and the said mortgage recorded in Book 12, Page 4 shall be released on payment of the whole of "
                "the money secured by it")
    page = _page([(sentence, 760)] + [(f"{n}. A clause of the deed.", 100 + 20 * n) for n in range(1, 10)])
    strip_furniture([page])
    assert page.furniture == [] and page.lines[0].text == sentence


def test_a_running_header_misread_another_way_on_every_page_is_still_furniture() -> None:
    """Seed 9917's my_act 11 and lay03 (harsh scans): `Laws of Malaysia Act 775` read `Laws of Malaysie Act 778`,
    `Laws ol Malays Act 77S`, `Liiws of Malaysia Act 778 ~~`, `Laws ol Mahiysne Act 778` on its four pages: no two
    alike, none was stripped, and each ran into the text of the unit across the page break (with the next unit's
    heading after it: 0.885 similar, indexed). The headings and the text under them stay body."""
    headers = ["Laws of Malaysie Act 778", "Laws ol Malays Act 77S", "Liiws of Malaysia Act 778 ~~",
               "Laws ol Mahiysne Act 778"]
    pages = []
    for n, header in enumerate(headers, start=1):
        page = _page([(header, 41), ("PART II" if n == 2 else "PART III" if n == 3 else "Duties of employer", 80),
                      (f"{n}. The employer shall pay the wages of a worker within seven days of the period.", 300)])
        page.number = n
        pages.append(page)
    strip_furniture(pages)
    assert [[ln.text for ln in p.furniture] for p in pages] == [[h] for h in headers]
    assert [p.lines[0].text for p in pages] == ["Duties of employer", "PART II", "PART III", "Duties of employer"]
