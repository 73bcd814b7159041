"""A unit's page in a real browser says, for each object that implements it, whether the object
was reviewed against the text as it now stands, and which tests of the suite check the unit
(issue 12, items 2 and 4); its links lead to "Citing the laws from your code"."""

from __future__ import annotations

import pytest
from helpers import ROOT
from helpers.browser import TIMEOUT_MS, swapped

from pokerlaws.citecheck.pins import unit_pin
from pokerlaws.edition.corpus import default_corpus

pytestmark = [
    pytest.mark.browser,
    pytest.mark.law("1882:60"),
]



def test_the_page_of_a_unit_shows_each_pin_as_current_and_the_tests_that_check_it(browser, site_server: str) -> None:
    unit = default_corpus().laws["1882:60"]
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    ctx.set_default_timeout(TIMEOUT_MS)
    try:
        page = ctx.new_page()
        page.goto(site_server + "laws/1882/60/", wait_until="load")
        engine = page.locator('h2[id="1882-60-engine"] + p + ul > li')
        assert engine.count() == len(unit.engine.paths)
        for index in range(engine.count()):
            item = engine.nth(index)
            assert item.is_visible()
            assert item.inner_text().endswith(f"current: reviewed against this text (pin {unit_pin(unit)})")
        assert page.locator("code.unit-pin").inner_text() == unit_pin(unit)
        tests = page.locator('h2[id="1882-60-tests"] + p + ul > li code')
        named = [tests.nth(i).inner_text() for i in range(tests.count())]
        assert "tests/browser/test_browser_citing.py" in named and len(named) > 5
        for node in named:  # each names a file of the suite, and a test in it
            file, _, name = node.partition("::")
            assert (ROOT / file).is_file() and (not name or f"def {name.split('::')[-1]}(" in (ROOT / file).read_text())
        swapped(page, page.get_by_role("link", name="Citing the laws from your code").first.click)
        assert page.url.endswith("/citing/")
        assert page.locator("h1").inner_text().rstrip("¶") == "Citing the laws from your code"
    finally:
        ctx.close()
