"""What each reading decides, in Chromium (issue 31): a record's table of readings, a ruling box's cases, the
matrix of rulings against records (keyboard, 390 px, axe-core), and the *Try it* page's readings table."""

from __future__ import annotations

import json

import pytest
import yaml
from helpers import RECORDS
from helpers.browser import TIMEOUT_MS, assert_no_axe_violations, axe_core

from pokerlaws.edition.in_browser import judge_record
from pokerlaws.records import judge_readings

pytestmark = [pytest.mark.browser, pytest.mark.law("1882:60")]

PHONE = {"width": 390, "height": 844}
RECORD = "1882-whole-deal-show-for-less"
RUN_MS = 90_000


def _page(browser, **options):  # noqa: ANN001, ANN202
    ctx = browser.new_context(**options)
    ctx.set_default_timeout(TIMEOUT_MS)
    return ctx, ctx.new_page()


def _expected_ante_change() -> str:
    """What the engine says the ante's other reading changes in the record, worked out here, not written in."""
    judged = judge_readings(yaml.safe_load((RECORDS / f"{RECORD}.yaml").read_text(encoding="utf-8")), only=["ante"])
    (outcome,) = judged.outcomes
    return outcome.change(judged.as_it_stands)


def test_a_record_shows_its_table_of_readings_on_its_own_page(browser, site_server: str) -> None:
    ctx, page = _page(browser)
    try:
        # the Judging page lists the record, linked to its page
        page.goto(site_server + "judging/", wait_until="load")
        listed = page.locator("article a", has_text=yaml.safe_load((RECORDS / f"{RECORD}.yaml").read_text(encoding="utf-8"))["title"])
        listed.first.click()
        page.wait_for_url(f"**/records/{RECORD}/")
        yaml_link = page.locator(f'article a[href$="{RECORD}.yaml"]')
        yaml_link.wait_for()  # instant navigation sets the address before it puts in the page
        published = page.request.get(yaml_link.evaluate("a => a.href"))  # the link as the browser resolves it
        record_text = published.text() if published.ok else ""
        # the table follows its heading, whose id the ruling boxes and the matrix link to
        table = page.locator(f'h2[id="record-{RECORD}-readings"] + div.readings-table')
        row = table.locator("tr", has=page.locator("code", has_text="PoolRulings.ante"))
        cells = row.locator("td").all_text_contents()
        page.goto(site_server + "judging/", wait_until="load")
        on_judging = page.locator(".readings-table").count()
    finally:
        ctx.close()
    assert record_text == (RECORDS / f"{RECORD}.yaml").read_text(encoding="utf-8")  # the record, published beside its page
    assert "every player's" in cells and _expected_ante_change() in cells and "1882:60 R1" in cells, cells
    assert on_judging == 0  # the tables are on the records' pages


def test_a_ruling_box_lists_the_records_its_readings_change_and_links_to_their_pages(browser, site_server: str) -> None:
    ctx, page = _page(browser)
    try:
        page.goto(site_server + "laws/1882/60/", wait_until="load")
        box = page.locator("div.ruling", has=page.locator('[id="1882-60-r1"]'))  # the ruling's section, under its heading
        case = box.locator("li", has=page.locator(f'a[href*="#record-{RECORD}-readings"]'))
        text = case.text_content()
        case.locator("a").click()
        page.wait_for_url(f"**/records/{RECORD}/#record-{RECORD}-readings")
        # the link leads to the record's page, to its table's heading, and the table holds the same change; Material's
        # instant navigation sets the address before it puts in the page: wait for the page, not the address
        page.locator(f'h2[id="record-{RECORD}-readings"]').wait_for()
        heading = page.locator(f'h2[id="record-{RECORD}-readings"]').count()
        landed = page.locator(".readings-table").text_content()
    finally:
        ctx.close()
    assert _expected_ante_change() in text
    assert heading == 1 and _expected_ante_change() in landed


def test_the_matrix_is_reached_by_keyboard_fits_a_phone_and_axe_finds_nothing(browser, site_server: str) -> None:
    axe = axe_core()
    ctx, page = _page(browser, viewport=PHONE)
    try:
        page.goto(site_server + "rulings/#rulings-matrix", wait_until="load")
        page.wait_for_function("() => [...document.querySelectorAll('article table')].every(t => t.hasAttribute('role'))")
        matrix = page.locator(".readings-matrix table")
        marks = matrix.locator("td a").count()
        wide = page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")
        stacked = matrix.get_attribute("data-stacked") is not None
        # the keyboard: Tab from the matrix's caption reaches its links, and Enter follows one
        page.locator(".readings-matrix caption").click()
        reached = None
        for _ in range(60):
            page.keyboard.press("Tab")
            reached = page.evaluate("() => document.activeElement.closest('.readings-matrix td') ? document.activeElement.getAttribute('aria-label') : null")
            if reached:
                break
        if axe is not None:
            assert_no_axe_violations(page, axe)
        page.keyboard.press("Enter")
        page.wait_for_url("**/records/*/#record-*-readings")
    finally:
        ctx.close()
    assert marks >= 20 and wide <= 1 and stacked
    assert reached and " changes record " in reached


def test_try_it_judges_a_pasted_record_under_every_reading(browser, built_site, site_server: str) -> None:
    if not (built_site.root / "pyodide" / "runtime.json").is_file():
        pytest.skip("the session's site was built without the runtime (no Run buttons)")
    ctx, page = _page(browser)
    ctx.set_default_timeout(RUN_MS)
    try:
        page.goto(site_server + "try/", wait_until="load")
        form = page.locator('form[data-try="judge_record"]')
        page.wait_for_function("f => f.dataset.runReady", arg=form.element_handle())
        record = (RECORDS / f"{RECORD}.yaml").read_text(encoding="utf-8")
        form.locator("textarea").fill(record)
        form.get_by_label("under every reading", exact=False).check()
        form.get_by_role("button").click()
        output = form.locator("output")
        page.wait_for_function("el => el.dataset.verdict", arg=output.element_handle(), timeout=RUN_MS)
        shown = output.text_content()
    finally:
        ctx.close()
    assert shown == json.loads(judge_record(record, True))["text"]
    assert _expected_ante_change() in shown
