"""Chromium: a period term's tooltip is reached by keyboard and links to the glossary (issue 11, item 7);
mentions of units are links; axe-core finds nothing serious on a law page and on the glossary."""

from __future__ import annotations

import pytest
from helpers.browser import assert_no_axe_violations, axe_core

pytestmark = pytest.mark.browser


def _tab_to(page, selector: str, limit: int = 300) -> bool:
    """Press Tab until the focused element matches *selector* (True) or *limit* presses pass."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate("s => !!document.activeElement && document.activeElement.matches(s)", selector):
            return True
    return False


def test_a_glossary_tooltip_is_reached_by_keyboard_and_links_the_glossary(context, site_server: str) -> None:  # noqa: F811
    page = context.new_page()
    page.goto(site_server + "laws/foster/7/", wait_until="load")
    term = "article a.glossary-term"
    assert page.locator(term).count() >= 2
    assert _tab_to(page, term), "no period term is reached with Tab"
    focused = page.evaluate(
        """() => {
            const a = document.activeElement;
            const described = (a.getAttribute("aria-describedby") || "").split(/\\s+/)
                .map(id => document.getElementById(id)).filter(Boolean).map(e => e.textContent).join(" ");
            return {text: a.textContent, href: a.href, description: (a.title || described).trim()};
        }"""
    )
    assert "/glossary/#" in focused["href"]
    assert "Modern term:" in focused["description"], focused
    # The tooltip is shown on focus, not only on hover (Material's content.tooltips).
    tooltip = page.locator(".md-tooltip2, [role=tooltip]").filter(has_text="Modern term:")
    tooltip.first.wait_for(state="visible")
    # Escape dismisses it without moving the focus (WCAG 1.4.13); the next term's shows again
    page.keyboard.press("Escape")
    tooltip.first.wait_for(state="hidden")
    assert page.evaluate("() => document.activeElement.textContent") == focused["text"]
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")  # focus comes back to the term: its tooltip shows again
    tooltip.first.wait_for(state="visible")
    page.keyboard.press("Enter")
    page.wait_for_url("**/glossary/**")
    anchor = focused["href"].split("#")[1]
    page.locator(f"article [id='{anchor}']").wait_for(state="attached")


def test_mentions_are_links_in_the_browser(context, site_server: str) -> None:  # noqa: F811
    page = context.new_page()
    page.goto(site_server + "laws/1882/60/", wait_until="load")
    link = page.locator("article a.mention", has_text="Law 61").first
    link.click()
    page.wait_for_url("**/laws/1882/61/")
    page.goto(site_server + "laws/1895/26/", wait_until="load")
    outside = page.locator("article .outside-edition").first
    assert "not in this edition" in outside.inner_text()


@pytest.mark.slow  # the everyday axe sample sweeps both pages in both schemes
@pytest.mark.parametrize("path", ["laws/1882/60/", "glossary/"])
def test_law_page_and_glossary_have_no_axe_violations(context, site_server: str, path: str) -> None:  # noqa: F811
    axe = axe_core()
    if axe is None:
        pytest.skip("axe-core is absent: pip install axe-playwright-python (it ships axe.min.js), or set AXE_CORE_JS")
    page = context.new_page()
    page.goto(site_server + path, wait_until="load")
    assert_no_axe_violations(page, axe)
