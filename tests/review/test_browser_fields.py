"""A reviewer in a real Chromium fixes a consideration whose figures and words disagree; the API serves the fix."""

from __future__ import annotations

import datetime as dt

import httpx
import pytest

from ingest.extraction import extract
from schemas import Line, Page
from tests.review.browser_support import ARGS, ARTIFACTS, CHROMIUM, TYPING_DELAY_MS, serving, sign_in
from tests.review.conftest import pdf_result

pytestmark = [pytest.mark.browser, pytest.mark.slow]
TRUE_PRICE = 8540000  # what the deed's words say, and what was paid; the figures were misprinted / misread
LINES = ["SALE DEED made and executed on this 12th day of March, 2024 BETWEEN",
         "Mr. RAMESH KUMAR SHARMA, aged about 54 years, hereinafter called the VENDOR;",
         "AND Mrs. ANJALI DESHMUKH, aged about 41 years, hereinafter called the PURCHASER.",
         "The price is Rs. 86,40,000/- (Rupees Eighty-Five Lakh Forty Thousand only) paid in full.",
         "Land bearing Survey No. 123/4 at Village Wakad."]


@pytest.fixture
def server(tmp_path):
    result, data = pdf_result("sale-deed", [(text, "index") for text in LINES])
    page = Page(number=1, width=612, height=792, source="ocr", words=[w for c in result.chunks for w in c.words],
                lines=[Line(text=c.body, page=1, bbox=c.regions[0].bbox, confidence=0.96, words=c.words)
                       for c in result.chunks])
    result.pages = [page]
    result.document.doc_type = "sale_deed"
    result.extraction = extract("sale_deed", ["test"], [page], result.chunks, [], 0.8, dt.date(2026, 1, 1))
    with serving(tmp_path, result, data) as (base, token, _url):
        yield base, token, result


def test_reviewer_fixes_the_consideration_and_the_api_serves_it(server):
    from playwright.sync_api import sync_playwright

    base, token, result = server
    auth = {"Authorization": f"Bearer {token}"}
    doc_url = f"{base}/api/v1/documents/{result.document.id}"
    before = httpx.get(doc_url, headers=auth).json()
    assert "consideration" not in before["record"]  # held back while words and figures disagree
    assert {"consideration.figures", "consideration.words"} <= set(before["pending_fields"])
    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        sign_in(page, base, "/fields")
        page.goto(f"{base}/fields")
        assert "words_equal_figures" in page.content()
        page.keyboard.press("Enter")  # "Start checking fields" has the focus
        seen = []
        while True:
            page.wait_for_url(lambda u: "/fields/" in u or "empty=1" in u)
            page.wait_for_load_state("load")
            if "empty=1" in page.url:
                break
            name = page.locator("#field-name").inner_text()
            seen.append(name)
            assert page.locator("figure img").evaluate("img => img.naturalWidth") > 0  # the crop loaded
            current = page.url
            if name == "consideration.figures":
                assert page.locator("#value").input_value() == "8640000"
                page.screenshot(path=str(ARTIFACTS / "review-field.png"), full_page=True)
                page.keyboard.type(str(TRUE_PRICE), delay=TYPING_DELAY_MS)  # the value is selected: typing replaces it
                page.keyboard.press("Enter")
            else:
                page.keyboard.press("Alt+a")  # the words were right as read
            page.wait_for_url(lambda u, c=current: u != c)
        assert "No field is waiting" in page.content()
        page.goto(f"{base}/documents/{result.document.id}")  # the document page lists every field
        row = page.locator("table.fields tr", has_text="consideration.figures")
        assert "8540000" in row.inner_text() and "corrected" in row.inner_text()
        assert "sale_deed" in page.locator("h1").inner_text()
        browser.close()

    assert {"consideration.figures", "consideration.words"} <= set(seen)
    after = httpx.get(doc_url, headers=auth).json()
    assert after["record"]["consideration"] == {"figures": TRUE_PRICE, "words": "Eighty-Five Lakh Forty Thousand"}
    served = {f["name"]: f for f in after["fields"]}
    assert served["consideration.figures"]["status"] == "corrected"
    assert served["consideration.figures"]["original_value"] == "8640000"
    assert after["pending_fields"] == []
    feed = httpx.get(f"{base}/api/v1/documents/feed", headers=auth).json()["items"]
    assert feed[-1]["document"]["record"]["consideration"]["figures"] == TRUE_PRICE
