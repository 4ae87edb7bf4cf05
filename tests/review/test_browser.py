"""A reviewer in a real Chromium: signs in, clears the queue with the keyboard alone, and the indexer sees it."""

from __future__ import annotations

import time

import httpx
import pytest

from tests.review.browser_support import ARGS, ARTIFACTS, CHROMIUM, TYPING_DELAY_MS, serving, sign_in
from tests.review.conftest import pdf_result

pytestmark = [pytest.mark.browser, pytest.mark.slow]


@pytest.fixture
def server(tmp_path):
    result, data = pdf_result("sale-deed", [
        ("1. The Vendor sells the land described in the Schedule.", "index"),
        ("Sm0dged clause: the Purchaser pays the price.", "review"),
        ("Stamped clause: possession passes on payment.", "review"),
        ("Fadcd clause: the Vendor keeps the tit1e deeds safe.", "review", [0, 6]),
    ])
    with serving(tmp_path, result, data) as (base, token, _url):
        yield base, token, result


def test_reviewer_clears_queue_with_keyboard(server):
    from playwright.sync_api import sync_playwright

    base, token, result = server
    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(f"{base}/queue")
        assert page.url.endswith("/login")
        sign_in(page, base, None)
        assert page.locator("table.items tbody tr").count() == 3
        assert page.goto(f"{base}/next").status == 405  # a GET (a link, an <img>) claims nothing
        page.goto(f"{base}/queue")
        assert "claimed" not in page.locator("table.items").inner_text()
        page.keyboard.press("Enter")  # "Start reviewing" (a POST form's button) has the focus: it claims
        timings = []

        # item 1: the doubtful word is pre-selected; type its correction, save with Ctrl+Enter
        page.wait_for_url("**/items/*")
        page.wait_for_load_state("load")
        assert page.locator("mark.low").first.inner_text() == "Sm0dged"
        assert page.locator("figure img").evaluate("img => img.naturalWidth") > 0  # the page crop loaded
        page.screenshot(path=str(ARTIFACTS / "review-item.png"), full_page=True)
        timings.append(_decide(page, lambda: (page.keyboard.type("Smudged", delay=TYPING_DELAY_MS),
                                              page.keyboard.press("Control+Enter"))))
        # item 2: fine as read; approve
        timings.append(_decide(page, lambda: page.keyboard.press("Alt+a")))
        # item 3: two doubtful words; Alt+N jumps from the first to the second
        timings.append(_decide(page, lambda: (page.keyboard.type("Faded", delay=TYPING_DELAY_MS),
                                              page.keyboard.press("Alt+n"),
                                              page.keyboard.type("title", delay=TYPING_DELAY_MS),
                                              page.keyboard.press("Control+Enter")), last=True))
        assert "Nothing left to review" in page.content()
        browser.close()

    feed = httpx.get(f"{base}/api/v1/chunks", headers={"Authorization": f"Bearer {token}"}).json()["items"]
    served = {e["id"]: e for e in feed}
    first = served[result.chunks[1].id]
    assert first["chunk"]["body"] == "Smudged clause: the Purchaser pays the price."
    assert first["version"] == 2 and first["chunk"]["reviewed"] is True
    assert served[result.chunks[2].id]["version"] == 1
    assert served[result.chunks[3].id]["chunk"]["body"] == "Faded clause: the Vendor keeps the title deeds safe."
    assert len(feed) == 4
    denied = httpx.get(f"{base}/api/v1/chunks")
    assert denied.status_code == 401 and "Purchaser" not in denied.text
    print(f"\nreviewer, keyboard only: {sum(timings) / len(timings):.2f} s per item "
          f"(typing at {TYPING_DELAY_MS} ms a key; items: "
          + ", ".join(f"{t:.2f} s" for t in timings) + f"); screenshot {ARTIFACTS / 'review-item.png'}")


def _decide(page, act, last: bool = False) -> float:  # type: ignore[no-untyped-def]
    """Seconds from an item on screen (crop loaded) to the next item (or the empty queue) on screen."""
    page.wait_for_load_state("load")
    current = page.url
    start = time.perf_counter()
    act()
    page.wait_for_url(lambda url: url != current and ("/queue" in url if last else "/items/" in url))
    page.wait_for_load_state("load")
    return time.perf_counter() - start


@pytest.fixture
def misfiled(tmp_path):
    """An act whose clause (a) of section 4 was filed under section 3 (as a parser that missed the `4.` heading
    would file it); the other chunks are where they belong."""
    result, data = pdf_result("act", [
        ("3. Whoever breaks this Act is liable to a fine.", "index"),
        ("4. Each of these is an offence:", "index"),
        ("(a) access to a computer without leave;", "review"),
        ("(b) damage to its data.", "index"),
    ])
    placed = [(["Section 3"], "Penalties", "Act"), (["Section 4"], "Offences", "Act"),
              (["Section 3", "(a)"], "", "Act > Section 3 Penalties"),
              (["Section 4", "(b)"], "", "Act > Section 4 Offences")]
    result.chunks = [c.model_copy(update={"structure_path": path, "heading": heading,
                                          "text": f"{header}\n\n{c.body}"})
                     for c, (path, heading, header) in zip(result.chunks, placed, strict=True)]
    with serving(tmp_path, result, data) as (base, token, url):
        yield base, token, url, result


def test_reviewer_files_a_misfiled_chunk_under_its_true_path(misfiled):
    from playwright.sync_api import sync_playwright

    from review_queue import audit
    from review_queue.store import Store

    base, token, url, result = misfiled
    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        sign_in(page, base)
        page.keyboard.press("Enter")
        page.wait_for_url("**/items/*")
        page.wait_for_load_state("load")
        assert page.locator("#path").input_value() == "Section 3 > (a)"
        assert page.locator("datalist#path-choices option[value='Section 4 > (a)']").count() == 1
        page.keyboard.press("Alt+p")  # the path box, its text selected: typing replaces it
        page.wait_for_function("document.activeElement && document.activeElement.id === 'path'")
        page.keyboard.type("Section 4 > (a)", delay=TYPING_DELAY_MS)
        page.keyboard.press("Enter")  # picks a choice at most; never submits (an implicit submit would approve)
        page.wait_for_timeout(300)  # a submit would have left the page by now
        assert "/items/" in page.url and page.locator("#path").input_value() == "Section 4 > (a)"
        page.screenshot(path=str(ARTIFACTS / "review-path.png"), full_page=True)
        page.keyboard.press("Control+Enter")
        page.wait_for_url("**/queue*", timeout=60_000)
        assert "Nothing left to review" in page.content()
        browser.close()

    feed = httpx.get(f"{base}/api/v1/chunks", headers={"Authorization": f"Bearer {token}"}).json()["items"]
    moved = [e for e in feed if e["id"] == result.chunks[2].id]
    assert [e["version"] for e in moved] == [2]
    chunk = moved[0]["chunk"]
    assert chunk["structure_path"] == ["Section 4", "(a)"] and chunk["parent_id"] == result.chunks[1].id
    assert chunk["text"] == "Act > Section 4 Offences\n\n(a) access to a computer without leave;"
    assert chunk["body"] == result.chunks[2].body and chunk["reviewed"] is True
    log = [e for e in audit.rows(Store(url).engine) if e["action"] == "correct_path"]
    assert [(e["actor"], e["before"], e["after"]) for e in log] == [("alice", "Section 3 > (a)", "Section 4 > (a)")]
