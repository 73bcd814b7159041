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
from helpers.browser import TIMEOUT_MS, assert_no_axe_violations, axe_core

from pokerlaws.edition.corpus import default_corpus

pytestmark = pytest.mark.browser


def test_pages_request_nothing_from_another_host(search_context, site_server: str) -> None:
    context = search_context  # the real search index: what the search worker fetches is seen too
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


def test_search_finds_ceteris_paribus(search_context, site_server: str) -> None:
    page = search_context.new_page()
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
    # The worker answers each keystroke in turn, so a list for "ceteris" may stand for a moment
    # before the one for "ceteris pa" replaces it: wait for the list, let the last answer land,
    # and read the list that stands.
    listed = """() => [...document.querySelectorAll(".md-search-result__list a")]
        .some(a => new URL(a.href).pathname === "/laws/1882/70/")"""
    page.wait_for_function(listed, timeout=TIMEOUT_MS)
    page.wait_for_timeout(500)
    page.wait_for_function(listed, timeout=TIMEOUT_MS)
    hrefs = page.eval_on_selector_all(".md-search-result__list a", "links => links.map(a => a.href)")
    assert any(urlsplit(h).path == "/laws/1882/70/" for h in hrefs), hrefs


def test_witness_readings_can_be_revealed(context, site_server: str) -> None:
    unit = default_corpus().law("1882:71")
    page = context.new_page()
    page.goto(site_server + "laws/1882/71/", wait_until="load")
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


# --- the page "How the engine is built" --------------------------------------------------------------


def test_engine_page_map_links_every_module_offline_and_accessibly(browser, context, site_server: str, built_site) -> None:
    from pokerlaws.edition.links import engine_modules

    modules = {m.removeprefix("pokerlaws.") for m in engine_modules()}
    requested: list[str] = []
    context.on("request", lambda request: requested.append(request.url))
    page = context.new_page()
    page.goto(site_server + "engine/", wait_until="networkidle")

    # the diagram is there, named and described, one box (a link) per engine module
    svg = page.locator("svg.engine-map")
    svg.wait_for(state="visible")
    names = page.evaluate(
        """() => {
            const svg = document.querySelector("svg.engine-map");
            const text = id => (document.getElementById(id) || {}).textContent || "";
            return [text(svg.getAttribute("aria-labelledby")), text(svg.getAttribute("aria-describedby"))];
        }"""
    )
    assert names[0].strip() and f"{len(modules)} modules" in names[1]
    links = page.eval_on_selector_all(
        "svg.engine-map a.box",
        "links => links.map(a => [a.dataset.module, new URL(a.getAttribute('xlink:href'), document.baseURI).href, a.textContent])",
    )
    assert {m for m, _, _ in links} == modules
    assert all(m in text for m, _, text in links)  # each link is named by its module (title and label)
    # each box resolves to a page of the built site, the module's own API page
    for module, url, _ in links:
        assert urlsplit(url).hostname == "127.0.0.1", url
        response = page.request.get(url)
        assert response.ok, (module, url, response.status)
        assert f'id="pokerlaws.{module}"' in response.text(), module
    # the modules stand in families, each a group named by its title; arrows join families, not modules
    groups = page.eval_on_selector_all(
        "svg.engine-map g.family",
        """groups => groups.map(g => [g.dataset.family, g.getAttribute("role"),
            (document.getElementById(g.getAttribute("aria-labelledby")) || {}).textContent || "",
            g.querySelectorAll("a.box").length])""",
    )
    assert {"core", "betting", "blind", "draw", "jackpot", "records"} <= {key for key, _, _, _ in groups}
    assert all(role == "group" and label.strip() and count for _, role, label, count in groups), groups
    assert sum(count for _, _, _, count in groups) == len(modules)
    arrows = page.eval_on_selector_all("svg.engine-map g.edge", "gs => gs.map(g => g.dataset.from + '>' + g.dataset.to)")
    assert arrows and len(arrows) == len(set(arrows)) and len(arrows) < len(modules)
    # focusing a box picks out the arrows it has a part in, and dims the others
    page.locator('svg.engine-map a.box[data-module="records.deal"]').focus()
    lit = page.eval_on_selector_all(
        "svg.engine-map g.edge",
        """gs => gs.map(g => [g.dataset.modules.split(" ").includes("records.deal"), Number(getComputedStyle(g).opacity)])""",
    )
    assert any(mine for mine, _ in lit) and all((opacity == 1) == mine for mine, opacity in lit), lit
    # a box is a link a reader can follow, by keyboard too
    page.locator('figure.engine-map-figure [role="region"]').focus()
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.matches('svg.engine-map a.box')")
    box = page.locator('svg.engine-map a.box[data-module="table.interval"]')
    box.focus()
    assert page.evaluate("() => document.activeElement.dataset.module") == "table.interval"
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r".*/api/table/interval/(index\.html)?(#.*)?$"))
    page.wait_for_load_state("networkidle")

    web = [url for url in requested if urlsplit(url).scheme in ("http", "https", "ws", "wss")]
    outside = sorted({url for url in web if urlsplit(url).hostname != "127.0.0.1"})
    assert web and not outside, f"requests to other hosts: {outside}"

    # the links hold from file:// too (relative, naming index.html)
    local = context.new_page()
    local.goto((built_site.root / "engine" / "index.html").as_uri())
    hrefs = "links => links.map(a => new URL(a.getAttribute('xlink:href'), document.baseURI).href)"
    for url in local.eval_on_selector_all("svg.engine-map a.box", hrefs):
        assert url.startswith("file://") and Path(urlsplit(url).path).is_file(), url

    # at phone width the page does not overflow: the map scrolls sideways in its own frame
    phone = browser.new_context(viewport={"width": 375, "height": 800})
    try:
        small = phone.new_page()
        small.goto(site_server + "engine/", wait_until="networkidle")
        widths = small.evaluate(
            """() => {
                const frame = document.querySelector("svg.engine-map").parentElement;
                return [document.documentElement.scrollWidth, window.innerWidth, frame.scrollWidth, frame.clientWidth,
                        getComputedStyle(frame).overflowX];
            }"""
        )
        assert widths[0] <= widths[1], f"the page is wider than the phone: {widths}"
        assert widths[2] <= widths[3] or widths[4] == "auto", widths
    finally:
        phone.close()


def test_engine_page_has_no_axe_violations(context, site_server: str) -> None:
    axe = axe_core()
    if axe is None:
        pytest.skip("axe-core is absent: pip install axe-playwright-python (it ships axe.min.js), or set AXE_CORE_JS")
    page = context.new_page()
    page.goto(site_server + "engine/", wait_until="load")
    page.locator("summary", has_text="The map in words").click()  # the table in words too
    assert_no_axe_violations(page, axe)


def test_rulings_page_shows_each_ruling_with_its_question_readings_and_parameter(context, site_server: str) -> None:
    """Issue 10: the Editorial rulings page lists every ruling, each with its question, its readings
    (the one taken and at least one other) and its parameter or the reason it has none."""
    rulings = [r for u in default_corpus().laws.values() for r in u.rulings]
    page = context.new_page()
    page.goto(site_server + "rulings/", wait_until="load")
    boxes = page.locator("article .ruling")
    assert boxes.count() == len(rulings)
    texts = boxes.evaluate_all("els => els.map(e => e.innerText)")
    for ruling, text in zip(rulings, texts, strict=True):
        assert ruling.title in text
        assert "Question." in text and "Ruling." in text and "Readings:" in text, text
        assert ("Parameter:" in text) != ("No parameter." in text), text
        readings = boxes.nth(texts.index(text)).locator("li")
        assert readings.count() >= 2, f"{ruling.title}: fewer than two readings shown"
        assert "taken by default" in readings.first.inner_text()
        if ruling.parameter:
            assert ruling.parameter in text


@pytest.mark.slow  # the everyday axe sample sweeps rulings/ in both schemes
def test_rulings_page_has_no_axe_violations(context, site_server: str) -> None:
    axe = axe_core()
    if axe is None:
        pytest.skip("axe-core is absent: pip install axe-playwright-python (it ships axe.min.js), or set AXE_CORE_JS")
    page = context.new_page()
    page.goto(site_server + "rulings/", wait_until="load")
    assert_no_axe_violations(page, axe)


