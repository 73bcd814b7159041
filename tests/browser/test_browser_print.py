"""The printable edition (``/print/``) in Chromium (issue 11, item 11): under print media,
Material's chrome hidden and every witness's reading shown; what the page adds passes axe-core
in both colour schemes (the whole page, units and all, in ``--all``'s sweep of every page)."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.browser import axe_core, shown_in_scheme

from pokerlaws.edition.corpus import default_corpus
from pokerlaws.site.markup import sources_in_order


def _units_in_order() -> list:
    corpus = default_corpus()
    return [unit for key, _ in sources_in_order(corpus) for unit in corpus.units(key)]


@pytest.mark.browser
def test_printed_page_hides_the_chrome_and_shows_every_witness_reading(browser, site_server: str) -> None:
    readings = sum(len(unit.readings) for unit in _units_in_order())
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(site_server + "print/", wait_until="load")
    # On screen, only the first witness of each unit is shown (tabs).
    assert page.locator(".print-unit .tabbed-set .diplomatic:visible").count() < readings
    page.emulate_media(media="print")
    for chrome in (".md-header", ".md-sidebar--primary", ".md-footer", ".md-search", ".md-tabs", ".print-pdf"):
        assert all(not el.is_visible() for el in page.locator(chrome).all()), chrome
    assert page.locator(".print-unit .tabbed-set .diplomatic:visible").count() == readings
    assert page.locator(".print-unit .tabbed-labels > label:visible").count() == readings
    # Each unit starts a printed page.
    assert page.evaluate(
        "[...document.querySelectorAll('.print-unit')].every(e => getComputedStyle(e).breakBefore === 'page')"
    )
    page.close()


@pytest.mark.browser
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_what_the_print_page_adds_is_accessible_in_either_scheme(browser, site_server: str, scheme: str) -> None:
    # The scheme as a reader who prefers it gets it: Material picks it on loading.
    page = browser.new_page(viewport={"width": 1280, "height": 900}, color_scheme=scheme)
    page.goto(site_server + "print/", wait_until="load")
    shown_in_scheme(page, scheme)
    _assert_own_parts_accessible(page, axe_core())
    page.close()


def _assert_own_parts_accessible(page, axe: Path | None) -> None:
    # The units' content is that of the unit pages, checked there; here, what this page adds:
    # its title, PDF note and table of contents.
    if axe is None:
        return  # test_browser.py says that axe-core is absent
    # Without the units, axe takes a second rather than ten.
    page.evaluate("document.querySelectorAll('.print-source, .print-unit').forEach(e => e.remove())")
    page.evaluate(axe.read_text(encoding="utf-8"))  # not a <script> tag, which the site's policy refuses
    violations = page.evaluate(
        """async () => {
            const parts = [["#print-edition"], [".print-pdf"], [".print-toc"]];
            const result = await axe.run({include: parts}, {resultTypes: ["violations"]});
            return result.violations.filter(v => ["serious", "critical"].includes(v.impact))
                .map(v => `${v.id} (${v.impact}): ${v.nodes.map(n => n.target.join(" ")).slice(0, 5).join(", ")}`);
        }"""
    )
    assert violations == [], violations


