"""What a reader meets on every law page, second pass (issue 30, item 12), in Chromium.

A long title leaves no empty band under it for its hidden "¶"; a printed law page prints
its citation without the button that copies it. ``docs/stylesheets/reading.css``.
"""

from __future__ import annotations

import pytest
from helpers.browser import opened

pytestmark = pytest.mark.browser




@pytest.mark.parametrize("unit", ["1895/38", "1882/60"])
def test_the_hidden_mark_of_a_title_takes_no_line_of_its_own(browser, site_server: str, unit: str) -> None:
    context, page = opened(browser, site_server + f"laws/{unit}/")
    try:
        heights = page.locator("h1").evaluate(
            """h1 => { const shown = h1.getBoundingClientRect().height;
                       h1.querySelector('.headerlink').style.display = 'none';
                       return [shown, h1.getBoundingClientRect().height]; }"""
        )
        assert heights[0] == heights[1], f"the title is {heights[0]} px high with its hidden ¶, {heights[1]} px without"
    finally:
        context.close()


def test_a_printed_law_page_prints_the_citation_not_its_button(browser, site_server: str) -> None:
    context, page = opened(browser, site_server + "laws/1882/60/")
    try:
        assert page.locator(".cite-copy").is_visible()
        page.emulate_media(media="print")
        assert not page.locator(".cite-copy").is_visible()
        assert page.locator(".cite-text").is_visible()
    finally:
        context.close()
