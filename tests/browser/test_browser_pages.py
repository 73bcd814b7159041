"""Every page in a real browser (issue 11, items 13–18): copying a worked example, tables and
code on a phone, accessibility in both colour schemes, one pager, and the site opened from disk.

Uses Debian's Chromium through the Python ``playwright`` package, like ``tests/test_browser.py``,
whose ``browser`` fixture, axe-core finder and Chromium flags it shares.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from helpers import axe_sweep
from helpers.browser import TIMEOUT_MS, axe_core

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}


def _context(browser, **options):
    ctx = browser.new_context(**options)
    ctx.set_default_timeout(TIMEOUT_MS)
    return ctx


def _pages(root: Path) -> list[str]:
    """Every HTML page of the built site, as a path under it (``laws/1882/71/``)."""
    paths = []
    for file in sorted(root.rglob("index.html")):
        rel = file.parent.relative_to(root).as_posix()
        paths.append("" if rel == "." else rel + "/")
    return paths


# --- 13. worked examples ------------------------------------------------------------------------


def _session_output(block_text: str) -> str:
    """What a pycon block shows as output: its lines without a prompt."""
    lines = [line for line in block_text.splitlines() if not line.startswith((">>>", "..."))]
    return "\n".join(lines).strip()


def test_copy_button_of_a_worked_example_copies_code_that_runs(browser, site_server: str) -> None:
    ctx = _context(browser, viewport={"width": 1280, "height": 900})
    try:
        ctx.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_server.rstrip("/"))
        page = ctx.new_page()
        # law 59: an example with continuation lines ("... ") and output
        page.goto(site_server + "laws/1882/59/", wait_until="load")
        block = page.locator(".language-pycon.highlight").first
        shown = block.locator("pre > code").inner_text()
        assert "... " in shown and ">>> " in shown
        block.hover()
        block.locator('button[data-md-type="copy"], button.md-clipboard').first.click()
        copied = page.evaluate("() => navigator.clipboard.readText()")
    finally:
        ctx.close()
    assert ">>>" not in copied and "\n..." not in copied, copied
    assert copied.startswith("from pokerlaws"), copied
    # pasted into Python's interactive interpreter, it prints what the page shows
    run = subprocess.run(
        [sys.executable, "-i", "-q"], input=copied + "\n", capture_output=True, text=True, timeout=60, check=False
    )
    assert "Traceback" not in run.stderr, run.stderr
    assert run.stdout.strip() == _session_output(shown), (run.stdout, shown)


def test_worked_examples_show_every_character_on_a_phone(browser, site_server: str) -> None:
    ctx = _context(browser, viewport=PHONE)
    try:
        page = ctx.new_page()
        page.goto(site_server + "laws/1882/60/", wait_until="load")
        widths = page.eval_on_selector_all(
            ".language-pycon pre > code",
            "codes => codes.map(c => [c.scrollWidth, c.clientWidth, getComputedStyle(c).overflowX])",
        )
    finally:
        ctx.close()
    assert widths
    # nothing beyond the block's right edge (it wraps), or else the block scrolls on its own
    assert all(sw <= cw + 1 or ox in ("auto", "scroll") for sw, cw, ox in widths), widths


# --- 14. tables on a phone ----------------------------------------------------------------------

_HIDDEN = """() => {
    const vw = document.documentElement.clientWidth;
    const out = [];
    if (document.documentElement.scrollWidth > vw + 1) out.push(`page ${document.documentElement.scrollWidth} > ${vw}`);
    for (const t of document.querySelectorAll("article table")) {
        if (!t.offsetParent) continue;  // folded away (details, tab): not shown at all
        const frame = t.closest(".md-typeset__scrollwrap") || t.parentElement;
        const box = t.getBoundingClientRect();
        if (frame.scrollWidth > frame.clientWidth + 1 || box.right > vw + 1)
            out.push(`table "${t.innerText.slice(0, 40)}": ${Math.round(box.width)} px wide`);
    }
    return out;
}"""


def _sampled(paths: list[str], everyday: set[str]) -> list:
    """*paths* as parameters, those not in *everyday* marked slow (run by --all)."""
    return [path if path in everyday else pytest.param(path, marks=pytest.mark.slow) for path in paths]


@pytest.mark.parametrize("path", _sampled(["laws/1882/71/", "laws/1895/28/", "concordance/", "glossary/", "judging/",
                                           "records/1882-whole-deal-show-for-less/", "rulings/", "performance/", "api/hands/", "api/betting/", ""],
                                          everyday={"laws/1882/71/", "api/hands/"}))
def test_nothing_is_hidden_off_screen_at_390_pixels(browser, site_server: str, path: str) -> None:
    ctx = _context(browser, viewport=PHONE)
    try:
        page = ctx.new_page()
        page.goto(site_server + path, wait_until="load")
        # tables.js has looked at every table (it names their roles)
        page.wait_for_function("() => [...document.querySelectorAll('article table')].every(t => t.hasAttribute('role'))")
        hidden = page.evaluate(_HIDDEN)
        # a table shown as blocks still names each value by its column
        stacked = page.eval_on_selector_all(
            "article table[data-stacked] td", "tds => tds.filter(td => td.textContent.trim() && !td.dataset.label).length"
        )
    finally:
        ctx.close()
    assert hidden == [], hidden
    assert stacked == 0


# --- 15. accessibility --------------------------------------------------------------------------

# axe-core runs on every page in --all, and on a sample of pages that covers every template and
# component in the everyday tier (tests/helpers/axe_sweep.py says how), on the whole page: the
# article, Material's header, sidebars and footer, and its search dialog opened. What it finds in
# Material's markup is fixed by configuration or a small script where it can be (the dialog's name:
# docs/javascripts/search-a11y.js; the progress bar: navigation.instant.progress is off), and the
# rest is listed, with the reason, on the page Accessibility (docs/accessibility.md), which
# test_the_accessibility_statement_lists_what_is_left checks against this list:
MATERIAL_LEFT = {
    "landmark-unique": "moderate",
}
"""axe-core's findings in Material's markup that the site leaves, by rule, with their impact (none serious)."""
CHUNKS = 4
"""The pages are dealt into this many items so that pytest-xdist shares them between its workers."""


def _sweep(browser, url: str, paths: list[str]) -> dict[str, list[str]]:
    axe = axe_core()
    if axe is None:
        pytest.skip("axe-core is absent: pip install axe-playwright-python (it ships axe.min.js), or set AXE_CORE_JS")
    # the print page holds every unit; the styles checked by an earlier chunk in this process are not checked again
    return axe_sweep.sweep(browser, axe, url, paths, TIMEOUT_MS * 4, _SEEN)


_SEEN: dict[str, set[str]] = {"light": set(), "dark": set()}


def test_every_page_is_dealt_to_one_chunk(built_site) -> None:
    pages = _pages(built_site.root)
    dealt = [path for chunk in range(CHUNKS) for path in pages[chunk::CHUNKS]]
    assert sorted(dealt) == sorted(pages) and len(dealt) == len(pages) > 100
    assert {"", "print/", "laws/1882/71/", "api/edition/", "glossary/"} <= set(pages)


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_no_serious_axe_finding_on_any_page_in_either_scheme(browser, built_site, site_server: str, chunk: int) -> None:
    found = _sweep(browser, site_server, _pages(built_site.root)[chunk::CHUNKS])
    assert found == {}, found


SAMPLE = (
    # the largest first, so that the four parts below are alike: an API page, the engine's map, a source's
    # reading page, and a unit of each source: the tables and chart of all hands (1882:65), thirty
    # emendations and a conjecture (1895:38), the draw's tables and chart (foster:1), rulings and
    # examples (1882:60). Not the page for print: its units are the unit pages' own, and what it adds
    # is checked in both schemes every day (test_browser_print.py)
    "api/hands/", "engine/", "laws/1882/", "laws/1882/65/", "laws/1895/38/", "laws/foster/1/", "laws/1882/60/",
    # the generated indexes, the records, the runtime's page
    "emendations/", "rulings/", "concordance/", "judging/", "records/1882-whole-deal-show-for-less/", "provenance/", "questions/", "try/", "downloads/",
    # the hand-written pages
    "", "method/", "glossary/", "citing/", "performance/", "security/", "accessibility/", "reference/",
)  # fmt: skip
"""The pages the everyday tier sweeps with axe-core: every template and component of the site (the
full sweep, every page, the page for print too, is in ``--all``)."""


def test_the_sample_is_pages_of_the_site_of_every_kind(built_site) -> None:
    pages = set(_pages(built_site.root))
    assert set(SAMPLE) <= pages
    # a page of each part of the site (its first folder): a new kind of page must join the sample
    kind = lambda path: path.split("/")[0]  # noqa: E731
    assert {kind(path) for path in pages} <= {kind(path) for path in SAMPLE} | {"print"}


@pytest.mark.parametrize("part", range(4))
def test_no_serious_axe_finding_on_a_sample_of_pages_in_either_scheme(browser, built_site, site_server: str, part: int) -> None:
    found = _sweep(browser, site_server, list(SAMPLE[part::4]))
    assert found == {}, found


_FAULTS = """(html) => document.querySelector("article.md-content__inner").insertAdjacentHTML("beforeend", html)"""


def test_the_accessibility_statement_lists_what_is_left(built_site) -> None:
    statement = built_site.html("accessibility/index.html")
    for rule, impact in MATERIAL_LEFT.items():
        assert impact not in ("serious", "critical")
        assert rule in statement, rule
    assert "aria-dialog-name" in statement  # what was fixed, said too


def test_the_whole_page_and_the_search_dialog_are_checked(browser, site_server: str) -> None:
    # Material's search dialog without the name search-a11y.js gives it is found, and only then
    axe = axe_core()
    if axe is None:
        pytest.skip("axe-core is absent")
    ctx = axe_sweep.axe_context(browser, axe)
    try:
        page = ctx.new_page()
        page.goto(site_server + "glossary/", wait_until="load")
        page.evaluate(axe_sweep._STILL)  # the dialog's colours as they end, not half-way through its fade
        axe_sweep.open_search(page)
        assert axe_sweep.check(page, set(), structure=True) == []
        page.evaluate("() => document.querySelector('.md-search').removeAttribute('aria-label')")
        assert any("aria-dialog-name" in f for f in axe_sweep.check(page, set(), structure=True))
    finally:
        ctx.close()


def test_axe_finds_what_it_should_in_this_setup(browser, site_server: str) -> None:
    # The checks can fail: a button with no name is found by the rules of structure; grey text on
    # the page's own grey, in the dark scheme only, by the colour rules.
    axe = axe_core()
    if axe is None:
        pytest.skip("axe-core is absent")
    ctx = axe_sweep.axe_context(browser, axe)
    try:
        page = ctx.new_page()
        page.goto(site_server + "glossary/", wait_until="load")
        page.evaluate(_FAULTS, '<p style="color: #444">faint</p><button class="x"></button>')
        light = axe_sweep.check(page, set(), structure=True)
        axe_sweep.to_dark(page)
        dark = axe_sweep.check(page, set())
    finally:
        ctx.close()
    assert any("button-name" in f for f in light), light
    assert not any("color-contrast" in f for f in light), light  # #444 on white reads well
    assert any("color-contrast" in f for f in dark), dark


_COLOURS = """() => [...document.querySelectorAll("article.md-content__inner *")].map(el => {
    const s = getComputedStyle(el);
    return [el.tagName, s.color, s.backgroundColor, s.borderTopColor, s.textDecorationColor, s.outlineColor].join(" ");
})"""


@pytest.mark.parametrize("path", _sampled(["laws/1882/60/", "laws/1895/38/", "glossary/", "api/hands/", "judging/"], everyday={"laws/1882/60/"}))
def test_a_page_switched_to_the_dark_scheme_has_the_colours_of_one_loaded_in_it(browser, site_server: str, path: str) -> None:
    # The sweep checks the dark scheme on the page it loaded in the light one (axe_sweep.to_dark).
    axe = axe_core()
    if axe is None:
        pytest.skip("axe-core is absent")
    colours = {}
    for way, scheme in (("switched", "light"), ("loaded", "dark")):
        ctx = axe_sweep.axe_context(browser, axe, color_scheme=scheme)
        try:
            page = ctx.new_page()
            page.goto(site_server + path, wait_until="load")
            if way == "switched":
                axe_sweep.to_dark(page)
            else:
                page.evaluate(axe_sweep._STILL)
            colours[way] = page.evaluate(_COLOURS)
        finally:
            ctx.close()
    assert len(colours["loaded"]) > 50
    differ = [(a, b) for a, b in zip(colours["switched"], colours["loaded"]) if a != b]
    assert len(colours["switched"]) == len(colours["loaded"]) and differ == [], differ[:5]


def test_instant_navigation_to_and_from_the_engine_map_raises_no_script_error(browser, site_server: str) -> None:
    # Material rewrites the links of a page it fetches; an SVG link's href is read-only (axe_sweep
    # catches errors on a full load of every page; this is the page swapped in, then back and forth).
    ctx = _context(browser, viewport={"width": 1280, "height": 900})
    errors: list[str] = []
    try:
        page = ctx.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(site_server + "glossary/", wait_until="load")
        page.locator('a.md-nav__link[href$="engine/"]').first.click()
        page.wait_for_function("() => document.querySelector('svg.engine-map') !== null")
        page.go_back()
        page.wait_for_function("() => document.querySelector('svg.engine-map') === null")
        page.go_forward()
        page.wait_for_function("() => document.querySelector('svg.engine-map') !== null")
        page.locator('svg.engine-map a.box[data-module="cards"]').click()
        page.wait_for_url(re.compile(r".*/api/cards/(index\.html)?$"))
        page.wait_for_load_state("load")
    finally:
        ctx.close()
    assert errors == []


def test_a_style_seen_before_is_not_checked_again_and_a_new_one_is(browser, site_server: str) -> None:
    axe = axe_core()
    if axe is None:
        pytest.skip("axe-core is absent")
    ctx = axe_sweep.axe_context(browser, axe)
    seen: set[str] = set()
    try:
        page = ctx.new_page()
        page.goto(site_server + "laws/1882/71/", wait_until="load")
        assert axe_sweep.check(page, seen) == [] and len(seen) > 10
        first = len(seen)
        page.goto(site_server + "laws/1882/72/", wait_until="load")
        axe_sweep.check(page, seen)
        again = page.evaluate("() => document.querySelectorAll('[data-axe-fresh-style]').length")
        assert again < first, "a sibling law page has mostly the styles of the first"
        page.evaluate(_FAULTS, '<p style="color: #ddd">faint</p>')
        assert any("color-contrast" in f for f in axe_sweep.check(page, seen))
    finally:
        ctx.close()


def test_links_in_running_text_are_underlined(browser, site_server: str) -> None:
    ctx = _context(browser, viewport={"width": 1280, "height": 900})
    try:
        page = ctx.new_page()
        page.goto(site_server, wait_until="networkidle")
        lines = page.eval_on_selector_all(
            "article p a[href]:not(.headerlink)", "as => as.map(a => getComputedStyle(a).textDecorationLine)"
        )
    finally:
        ctx.close()
    assert lines and all("underline" in line for line in lines), lines


# --- 17. small faults ---------------------------------------------------------------------------


def test_a_law_page_has_one_pager(browser, site_server: str) -> None:
    ctx = _context(browser, viewport={"width": 1280, "height": 900})
    try:
        page = ctx.new_page()
        page.goto(site_server + "laws/1882/71/", wait_until="load")
        law = [page.locator(".unit-pager").is_visible(), page.locator(".md-footer__inner").is_visible()]
        page.goto(site_server + "glossary/", wait_until="load")
        other = [page.locator(".unit-pager").count(), page.locator(".md-footer__inner").is_visible()]
    finally:
        ctx.close()
    assert law == [True, False], "a law page shows its own pager, not Material's too"
    assert other == [0, True], "other pages keep Material's pager"


def test_sidebar_folds_each_source(browser, site_server: str) -> None:
    ctx = _context(browser, viewport={"width": 1280, "height": 900})
    try:
        page = ctx.new_page()
        page.goto(site_server + "glossary/", wait_until="load")
        shown = page.locator('.md-sidebar--primary a[href$="laws/1882/71/"]').is_visible()
        page.goto(site_server + "laws/1882/71/", wait_until="load")
        here = page.locator('.md-sidebar--primary a[href$="laws/1882/72/"]').is_visible()
        other = page.locator('.md-sidebar--primary a[href$="laws/1895/28/"]').is_visible()
    finally:
        ctx.close()
    assert not shown, "the units of 1882 are folded away on the glossary"
    assert here and not other, "on a unit's page its own source is open, the others folded"


def test_judging_page_shows_no_raw_backticks(built_site) -> None:
    html = built_site.html("judging/index.html")
    article = re.sub(r"<pre.*?</pre>", "", html[html.index("<article") : html.index("</article>")], flags=re.DOTALL)
    text = re.sub(r"<[^>]+>", "", article)
    assert "`" not in text, re.findall(r".{40}`.{40}", text)[:3]


def test_performance_page_has_no_empty_header(built_site) -> None:
    html = built_site.html("performance/index.html")
    assert not re.search(r"<th[^>]*>\s*</th>", html)


# --- 18. opened from disk -------------------------------------------------------------------------


def test_home_page_says_how_to_read_offline_and_is_right_about_disk(browser, built_site) -> None:
    """Decision: the site is read offline through a local server, not from ``file://``.

    ``use_directory_urls: false`` would change every permanent address (``/laws/1882/71/``), which
    the edition promises never to change; so the home page says to serve the site, and says what a
    page opened from disk does: its text shows, its links lead to folders.
    """
    home = built_site.html("index.html")
    assert "python3 -m http.server -d site" in home
    assert "works offline" not in home
    ctx = _context(browser, viewport={"width": 1280, "height": 900})
    try:
        page = ctx.new_page()
        page.goto((built_site.root / "index.html").as_uri(), wait_until="load")
        # the page's own text and style are there
        assert page.locator("article h1").inner_text().startswith("Poker Laws")
        assert page.evaluate("() => getComputedStyle(document.body).fontFamily") != "Times New Roman"
        href = page.eval_on_selector(
            'article a[href*="laws/1882/71"]', "a => new URL(a.getAttribute('href'), document.baseURI).href"
        )
    finally:
        ctx.close()
    # ... and a link leads to a folder, as the page says
    target = Path(urlsplit(href).path)
    assert href.startswith("file://") and target.is_dir() and not target.name.endswith(".html"), href
