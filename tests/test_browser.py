"""The website in a real browser: offline, searchable, witness readings revealed.

Uses Debian's Chromium (``apt-get install chromium``) through the Python
``playwright`` package, never ``playwright install``. The site is the one built
for the session (``built_site``) and served on 127.0.0.1 (``site_server``).
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from pokerlaws.edition.corpus import default_corpus

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

pytestmark = pytest.mark.skipif(
    not CHROMIUM.exists(), reason="no browser: /usr/bin/chromium is absent (apt-get install chromium)"
)

TIMEOUT_MS = 15_000


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture
def context(browser):
    # A fresh context per test: no cookies, storage or linked-tab state shared.
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    ctx.set_default_timeout(TIMEOUT_MS)
    try:
        yield ctx
    finally:
        ctx.close()


def test_pages_request_nothing_from_another_host(context, site_server: str) -> None:
    requested: list[str] = []
    # On the context, so that requests of workers (the search) are seen too.
    context.on("request", lambda request: requested.append(request.url))
    page = context.new_page()
    for path in ("", "laws/1882/71/", "api/hands/"):
        page.goto(site_server + path, wait_until="networkidle")
    # and once more by instant navigation, as a reader clicks through
    page.goto(site_server + "laws/1882/71/", wait_until="networkidle")
    page.click("a.unit-next")
    page.wait_for_url(re.compile(r".*/laws/1882/72/(#.*)?$"))
    page.wait_for_load_state("networkidle")

    web = [url for url in requested if urlsplit(url).scheme in ("http", "https", "ws", "wss")]
    assert web, "no request was recorded"
    outside = sorted({url for url in web if urlsplit(url).hostname != "127.0.0.1"})
    assert not outside, f"requests to other hosts: {outside}"
    # the pages' own assets were among them
    assert any(url.endswith(".css") for url in web) and any(url.endswith(".js") for url in web)


def test_search_finds_ceteris_paribus(context, site_server: str) -> None:
    page = context.new_page()
    page.goto(site_server, wait_until="networkidle")
    query = page.locator('input[data-md-component="search-query"]')
    query.click()  # the search field is in the header at desktop width
    # Material loads the index in a worker: wait until it no longer says "Initializing".
    page.wait_for_function(
        """() => {
            const meta = document.querySelector(".md-search-result__meta");
            return meta && meta.textContent.trim() !== "" && !/initializ/i.test(meta.textContent);
        }""",
        timeout=TIMEOUT_MS,
    )
    query.press_sequentially("ceteris paribus", delay=20)  # as typed: Material searches on key events
    result = page.locator('.md-search-result__list a[href*="/laws/1882/70/"]').first
    result.wait_for(state="attached")
    hrefs = page.eval_on_selector_all(".md-search-result__list a", "links => links.map(a => a.href)")
    assert any(urlsplit(h).path == "/laws/1882/70/" for h in hrefs), hrefs


def test_witness_readings_can_be_revealed(context, site_server: str) -> None:
    unit = default_corpus().law("1882:71")
    page = context.new_page()
    page.goto(site_server + "laws/1882/71/", wait_until="networkidle")
    tabs = page.locator(".tabbed-set").first
    blocks = tabs.locator(".tabbed-block")
    # W is shown first; G's reading is there but hidden until its tab is chosen
    assert blocks.nth(0).locator("pre code").is_visible()
    assert not blocks.nth(1).locator("pre code").is_visible()
    tabs.locator("label", has_text="Witness G").click()
    g_code = blocks.nth(1).locator("pre code")
    g_code.wait_for(state="visible")
    assert g_code.inner_text().rstrip("\n") == unit.readings["G"].text
    # G keeps the line breaks of the book: the text is shown on several lines
    box = g_code.bounding_box()
    assert box and box["height"] > 4 * 12
    assert not blocks.nth(0).locator("pre code").is_visible()
