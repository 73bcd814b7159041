"""Chromium through Playwright, for the tests that read the site as a reader's browser shows it.

Debian's Chromium (``apt-get install chromium``) through the Python ``playwright``
package, never ``playwright install``; the tests that need it carry the marker
``browser`` and are skipped, with a message, where ``/usr/bin/chromium`` is absent.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

from helpers import ROOT

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

TIMEOUT_MS = 15_000

SEARCH_INDEX = "**/search/search_index.json"
"""The search index Material's worker fetches on every page load."""



def empty_index(kept: dict[str, str], route) -> None:  # noqa: ANN001 - Playwright's Route
    """Answer a request for the search index with the site's index with no page in it: its
    configuration (language, separator) as built, read once and *kept*."""
    if "index" not in kept:
        kept["index"] = json.dumps({**route.fetch().json(), "docs": []})
    route.fulfill(status=200, content_type="application/json", body=kept["index"])


class Chromium:
    """Chromium as the tests drive it: Playwright's browser, whose contexts and pages are given an
    empty search index unless a test asks for the real one (``real_search=True``).

    Material's search worker fetches the whole index (two megabytes) and builds it on every page
    load, most of a second of the machine's time; a test of anything but the search does not need
    it, and on a machine of two cores shared by two workers it slows every other page.
    """

    def __init__(self, browser) -> None:  # noqa: ANN001 - Playwright's Browser
        self.browser = browser
        self._index: dict[str, str] = {}

    def new_context(self, *, real_search: bool = False, **options):  # noqa: ANN201
        """A new context (Playwright's ``Browser.new_context``), with an empty search index unless *real_search*."""
        context = self.browser.new_context(**options)
        if not real_search:
            context.route(SEARCH_INDEX, functools.partial(empty_index, self._index))
        return context

    def new_page(self, *, real_search: bool = False, **options):  # noqa: ANN201
        """A new page in a context of its own (Playwright's ``Browser.new_page``), as `new_context` gives it."""
        page = self.new_context(real_search=real_search, **options).new_page()
        page.on("close", lambda _: page.context.close())
        return page


def swapped(page, act) -> None:
    """Do ``act`` (a click that instant navigation serves) and wait until Material has put the new
    page's content in. The address changes before the content does, so waiting for the URL alone
    races with the swap: the old article is marked, and the wait ends when it is gone."""
    page.evaluate("() => { document.querySelector('article').dataset.leaving = '1' }")
    act()
    page.wait_for_function("() => { const a = document.querySelector('article'); return a !== null && !a.dataset.leaving }")


def shown_in_scheme(page, scheme: str) -> None:
    """Wait until Material shows *page* in *scheme* ("light" or "dark") and fail if it never does.

    Material's bundle sets ``data-md-color-scheme`` from the media query when it mounts the
    palette, and on a loaded two-core machine that can come after ``networkidle``: a test that
    read the attribute at once failed in CI with the light palette on a dark-preferring page.
    """
    wanted = {"light": "default", "dark": "slate"}[scheme]
    try:
        page.wait_for_function(
            "wanted => document.body && document.body.getAttribute('data-md-color-scheme') === wanted", arg=wanted
        )
    except Exception as error:  # noqa: BLE001 - Playwright's TimeoutError, said as the failure it is
        shown = page.evaluate("document.body && document.body.getAttribute('data-md-color-scheme')")
        raise AssertionError(f"the {scheme} scheme was asked for, and the page shows the palette {shown!r}") from error


def axe_core() -> Path | None:
    """axe-core's script: $AXE_CORE_JS, or the copy inside the ``axe-playwright-python`` package, or npm's."""
    import importlib.util
    import os

    candidates = [Path(os.environ["AXE_CORE_JS"])] if os.environ.get("AXE_CORE_JS") else []
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is not None and spec.origin:
        candidates.append(Path(spec.origin).parent / "axe.min.js")
    candidates.append(ROOT / "node_modules" / "axe-core" / "axe.min.js")
    return next((path for path in candidates if path.is_file()), None)


def assert_no_axe_violations(page, axe: Path) -> None:  # noqa: ANN001
    """axe-core finds nothing on the page's own content.

    Left out, as the theme's and the same on every page: Material's frame (search dialog, progress
    bar, navigation) and the unlabelled <nav> it puts in every code block (landmark-unique).
    """
    page.evaluate(axe.read_text(encoding="utf-8"))  # not a <script> tag, which the site's policy refuses
    violations = page.evaluate(
        """async () => {
            const result = await axe.run({include: [["article.md-content__inner"]], exclude: [[".md-code__nav"]]});
            return result.violations.map(v => `${v.id} (${v.impact}): ${v.nodes.map(n => n.target.join(" ")).slice(0, 5).join(", ")}`);
        }"""
    )
    assert violations == [], violations


def opened(browser, url: str, **options):  # noqa: ANN001, ANN201 - Playwright's objects
    """A new context (1280 by 900 unless *options* say otherwise, the suite's timeout) and a page of it at *url*."""
    context = browser.new_context(**{"viewport": {"width": 1280, "height": 900}, **options})
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    page.goto(url)
    return context, page
