"""Rulings a scholar can cite, in a real browser (issue 30): the permalink of a ruling scrolls to it,
its heading is in the page's table of contents, and its text is at the size of the page's text."""

from __future__ import annotations

import pytest
from helpers.browser import TIMEOUT_MS

pytestmark = [pytest.mark.browser, pytest.mark.law("1882:60")]


def test_a_rulings_permalink_scrolls_to_it_and_its_text_is_at_the_size_of_the_page(browser, site_server: str) -> None:
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    ctx.set_default_timeout(TIMEOUT_MS)
    try:
        page = ctx.new_page()
        page.goto(site_server + "laws/1882/60/#1882-60-r2", wait_until="load")
        heading = page.locator('h3[id="1882-60-r2"]')
        heading.wait_for()
        page.wait_for_function("() => { const r = document.getElementById('1882-60-r2').getBoundingClientRect(); return r.top >= 0 && r.top < 300; }")
        assert heading.inner_text().startswith("R2 · His own stake")
        # the heading's own link is the permalink; the table of contents leads there too
        assert heading.locator("a.headerlink").get_attribute("href").endswith("#1882-60-r2")  # made absolute by the theme
        assert page.locator('nav.md-nav--secondary a[href$="#1882-60-r2"]').count() >= 1
        sizes = page.evaluate(
            """() => {
                const box = document.getElementById('1882-60-r2').closest('.ruling');
                const para = [...box.querySelectorAll('p')].find(p => p.textContent.startsWith('Question.'));
                const body = document.querySelector('h2[id="1882-60-commentary"] + p');  // the editor's prose
                return [parseFloat(getComputedStyle(para).fontSize), parseFloat(getComputedStyle(body).fontSize),
                        box.closest('.admonition') === null];
            }"""
        )
        ruling, text, outside = sizes
        assert outside and ruling == text, sizes  # an admonition's text is a fifth smaller
        # from the top of the page, the contents' entry scrolls to the ruling
        page.goto(site_server + "laws/1882/60/", wait_until="load")
        page.locator('.md-sidebar--secondary a[href$="#1882-60-r3"]').click()  # the contents beside the text
        page.wait_for_function("() => { const r = document.getElementById('1882-60-r3').getBoundingClientRect(); return r.top >= 0 && r.top < 300; }")
        assert page.url.endswith("#1882-60-r3")
    finally:
        ctx.close()
