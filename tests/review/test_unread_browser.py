"""In a real Chromium: the reviewer sees text OCR did not read shaded on the page crop, types it, and the
indexers' feed carries the chunk with it (the audit log says who filled what)."""

from __future__ import annotations

import io

import httpx
import pytest
from PIL import Image

from engross.settings import Settings
from ingest.pipeline import run
from review_queue.queue import ReviewQueue
from review_queue.store import Store
from tests.pipeline.damaged_page import damaged_statute_page
from tests.review.browser_support import ARGS, ARTIFACTS, CHROMIUM, serving, sign_in

pytestmark = [pytest.mark.browser, pytest.mark.slow]
SHOT = ARTIFACTS / "review-unread.png"


@pytest.fixture
def server(tmp_path):  # type: ignore[no-untyped-def]
    pdf, hits = damaged_statute_page((11, 12), (29, 30))
    result = run(pdf, "damaged.pdf", Settings())
    items = [c for c in result.chunks if any("unread text" in r for r in c.review_reasons)]
    assert items, "the damage left no unread region"
    with serving(tmp_path, result, pdf) as (base, token, url):
        target = next(i for i in ReviewQueue(Store(url)).items() if "unread text" in " ".join(i["reasons"]))
        yield base, token, target, {h.kind: h for h in hits}, url


def _blue_pixels(png: bytes) -> int:
    """Pixels of the unread shading (blue, unlike print, paper or the yellow of doubtful words)."""
    image = Image.open(io.BytesIO(png)).convert("RGB")
    return sum(1 for r, g, b in image.get_flattened_data() if b > 150 and b - r > 60 and b - g > 30)


def test_reviewer_sees_an_unread_region_and_fills_it(server) -> None:  # type: ignore[no-untyped-def]
    from playwright.sync_api import sync_playwright

    base, token, target, hits, url = server
    missing = hits["blot"].text  # what the page printed there, from the PDF the damage was painted on
    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        sign_in(page, base, "/login")
        page.goto(f"{base}/items/{target['id']}")  # opening shows the item; claiming it is a POST
        page.locator("#claim").click()
        page.wait_for_load_state("load")
        listed = page.locator(".unread li")
        assert listed.count() >= 1 and "unread text" in listed.first.inner_text()
        crop = page.request.get(base + page.locator("figure img").first.get_attribute("src"))
        assert crop.ok and _blue_pixels(crop.body()) > 500  # the region is shaded on the crop
        page.screenshot(path=str(SHOT), full_page=True)
        page.locator("#unread-0").fill("")
        page.locator("#unread-0").type(missing[:40], delay=5)
        page.locator("#unread-0").type(missing[40:])
        page.keyboard.press("Control+Enter")
        page.wait_for_url(lambda u: f"/items/{target['id']}" not in u)
        browser.close()

    feed = httpx.get(f"{base}/api/v1/chunks?limit=1000", headers={"Authorization": f"Bearer {token}"}).json()
    served = [e for e in feed["items"] if e["id"] == target["chunk_id"]]
    assert served and served[-1]["version"] == 2
    chunk = served[-1]["chunk"]
    assert missing in chunk["body"] and chunk["reviewed"] is True
    assert chunk["unread_regions"][0]["text"] == missing
    log = ReviewQueue(Store(url)).audit_log(target["chunk_id"])
    assert [e["after"] for e in log if e["action"] == "fill_unread"] == [missing]
    print(f"\nscreenshot {SHOT}")
