"""Cite as in Chromium (issue 11, item 8): the copy button, by keyboard, copies the citation;
the block and the review status pass axe-core in both colour schemes."""

from __future__ import annotations

import re

import pytest
from helpers.browser import TIMEOUT_MS, axe_core, shown_in_scheme

from pokerlaws.edition.corpus import default_corpus
from pokerlaws.site.cite_as import citation_text, edition_facts

CORPUS = default_corpus()
FACTS = edition_facts()

pytestmark = pytest.mark.browser


def test_copy_button_is_reached_by_keyboard_and_copies_the_citation(
    browser, site_server: str
) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(TIMEOUT_MS)
    context.grant_permissions(
        ["clipboard-read", "clipboard-write"], origin=site_server.rstrip("/")
    )
    try:
        page = context.new_page()
        # Arrive by instant navigation, as a reader does: the binding must hold on a swapped page.
        page.goto(site_server + "laws/1882/70/")
        page.locator('a[rel="next"]').first.click()
        page.wait_for_url(re.compile(r"/laws/1882/71/$"))
        # the address changes before the page's content is swapped: wait for the new page's button
        page.wait_for_function(
            "(document.querySelector('button.cite-copy')?.getAttribute('data-clipboard-text') || '').includes('(1882:71)')"
        )
        button = page.locator("button.cite-copy")
        expected = citation_text(CORPUS, CORPUS.law("1882:71"), site_server, FACTS)
        assert button.get_attribute("data-clipboard-text") == expected
        # Tab from the element before it until the button has the focus.
        page.locator(".cite-text").click()
        for _ in range(40):
            page.keyboard.press("Tab")
            if page.evaluate(
                "document.activeElement && document.activeElement.classList.contains('cite-copy')"
            ):
                break
        else:
            pytest.fail("the copy button was never reached with Tab")
        page.keyboard.press("Enter")
        page.wait_for_function("navigator.clipboard.readText().then(t => t.length > 0)")
        assert page.evaluate("navigator.clipboard.readText()") == expected
    finally:
        context.close()


@pytest.mark.slow  # the everyday axe sample sweeps a law page, its Cite as and review status, in both schemes
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_cite_as_and_status_pass_axe_in_both_schemes(
    browser, site_server: str, scheme: str
) -> None:
    axe = axe_core()
    if axe is None:
        pytest.skip("axe-core is not installed")
    context = browser.new_context(
        viewport={"width": 1280, "height": 900}, color_scheme=scheme
    )
    context.set_default_timeout(TIMEOUT_MS)
    try:
        page = context.new_page()
        page.goto(site_server + "laws/1895/28/")
        shown_in_scheme(page, scheme)
        page.evaluate(axe.read_text(encoding="utf-8"))  # not a <script> tag, which the site's policy refuses
        found = page.evaluate(
            """async () => (await axe.run({include: [[".cite-as"], [".unit-meta .review-status"]]})).violations
                .filter(v => v.impact === "serious" || v.impact === "critical")
                .map(v => `${v.id}: ${v.nodes.map(n => n.target.join(" ")).join(", ")}`)"""
        )
        assert found == []
    finally:
        context.close()
