"""The chances of the standard draws on the page of foster:1 (issue 14, item 3), as a reader sees them in Chromium."""

from __future__ import annotations

import pytest

from pokerlaws.site.draw_tables import SECTION_ANCHOR

pytestmark = pytest.mark.law("foster:1")


@pytest.mark.browser
def test_a_reader_sees_the_tables_and_the_chart(context, site_server: str) -> None:  # noqa: ANN001
    page = context.new_page()
    page.goto(site_server + "laws/foster/1/", wait_until="load")
    heading = page.locator(f'h2[id="{SECTION_ANCHOR}"]')
    assert heading.is_visible()
    table = page.locator(f'h2[id="{SECTION_ANCHOR}"] ~ div.md-typeset__scrollwrap table, h2[id="{SECTION_ANCHOR}"] ~ table').first
    row = table.locator("tr", has_text="Ten, knave, queen, king")
    assert row.count() == 1
    cells = row.locator("td").all_inner_texts()
    assert cells[3] == "4 of 47" and cells[6] == "8 of 47"
    chart = page.locator("img.draw-chances-chart")
    chart.scroll_into_view_if_needed()
    page.wait_for_function("() => { const i = document.querySelector('img.draw-chances-chart'); return i && i.complete && i.naturalWidth > 0 }")
    assert "Bar chart" in chart.get_attribute("alt")
