"""The emendation marks, gaps and emendation tables in Chromium (issue 11, items 1, 4, 14).

The marks are there in the view "Edited, emendations marked" (``?view=marked``; the view
"Edited" is a clean text: test_browser_views). An emended word's popover opens on keyboard
focus and on tap; the 1895:38 page
at 390 px has no table cell off-screen; axe-core finds nothing serious in the
edited text and emendation tables of 1882:78 and 1895:38 in the light and the
dark scheme (the rest of those pages is other features' to test).
"""

from __future__ import annotations

import pytest
from helpers.browser import axe_core, opened, shown_in_scheme

pytestmark = pytest.mark.browser




def _note(page, mark):
    # The ids begin with a digit ("1882-78-em-text-1"): not a valid "#id" selector.
    return page.locator(f'[id="{mark.get_attribute("aria-describedby")}"]')


def _assert_no_axe_violations_in_apparatus(page, axe) -> None:
    """axe-core finds nothing serious or critical in the edited text with its marks and in the emendation tables."""
    page.evaluate(axe.read_text(encoding="utf-8"))  # not a <script> tag, which the site's policy refuses
    violations = page.evaluate(
        """async () => {
            const result = await axe.run({include: [[".edited-text"], [".emendation-table"]]});
            return result.violations.filter(v => ["serious", "critical"].includes(v.impact))
                .map(v => `${v.id} (${v.impact}): ${v.nodes.map(n => n.target.join(" ")).slice(0, 5).join(", ")}`);
        }"""
    )
    assert violations == [], violations


MARKED = "?view=marked"


def test_reading_shown_on_keyboard_focus(browser, site_server: str) -> None:
    context, page = opened(browser, site_server + "laws/1882/78/" + MARKED)
    try:
        mark = page.locator(".edited-text .emendation").first
        note = _note(page, mark)
        assert not note.is_visible()
        # Tab from the element before the mark (the last link of the page meta or text) until the mark has focus.
        page.locator(".edited-text").evaluate("el => { const s = document.createElement('span'); s.tabIndex = -1; s.id = 'start'; el.prepend(s); s.focus(); }")
        for _ in range(10):
            page.keyboard.press("Tab")
            if page.evaluate("document.activeElement.classList.contains('emendation')"):
                break
        assert page.evaluate("document.activeElement.getAttribute('aria-describedby')") == mark.get_attribute("aria-describedby")
        assert note.is_visible()
        assert "reads the tight of" in " ".join(note.inner_text().split())
        assert "misprint" in note.inner_text()
        # the accessible description names the reading too
        description = page.evaluate(
            "() => { const m = document.activeElement; return document.getElementById(m.getAttribute('aria-describedby')).textContent; }"
        )
        assert "the tight of" in description
        page.keyboard.press("Escape")
        assert not note.is_visible()
    finally:
        context.close()


def test_reading_shown_on_the_source_page_beside_its_mark(browser, site_server: str) -> None:
    # The reading page marks the text as the unit's page does (the view chosen there); the popover opens under its mark.
    context, page = opened(browser, site_server + "laws/1882/78/" + MARKED)
    try:
        page.goto(site_server + "laws/1882/")
        mark = page.locator('[id="1882-78"] .emendation', has_text="right")
        note = _note(page, mark)
        assert not note.is_visible()
        mark.focus()
        assert note.is_visible() and "reads the tight of" in " ".join(note.inner_text().split())
        at, box = mark.bounding_box(), note.bounding_box()
        assert at["y"] < box["y"] < at["y"] + at["height"] + 40, (at, box)
        page.keyboard.press("Escape")
        assert not note.is_visible()
        _assert_no_axe_violations_in_source_text(page)
    finally:
        context.close()


def _assert_no_axe_violations_in_source_text(page) -> None:
    axe = axe_core()
    if axe is None:
        return
    page.evaluate(axe.read_text(encoding="utf-8"))  # not a <script> tag, which the site's policy refuses
    violations = page.evaluate(
        """async () => {
            const result = await axe.run({include: [[".unit"]]});
            return result.violations.filter(v => ["serious", "critical"].includes(v.impact)).map(v => v.id);
        }"""
    )
    assert violations == [], violations


@pytest.mark.slow  # everyday: the reading shown on keyboard focus
def test_reading_shown_on_tap(browser, site_server: str) -> None:
    context, page = opened(browser, site_server + "laws/1895/38/" + MARKED, viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    try:
        mark = page.locator(".edited-text .emendation", has_text="apparently")
        mark.scroll_into_view_if_needed()
        mark.tap()
        note = _note(page, mark)
        assert note.is_visible()
        assert "3JJ)'Par en·tly" in note.inner_text()
        box, width = note.bounding_box(), page.viewport_size["width"]
        assert box["x"] >= 0 and box["x"] + box["width"] <= width + 1, box
        page.locator("h1").tap()  # a tap elsewhere closes it
        assert not note.is_visible()
    finally:
        context.close()


def test_gap_and_conjecture_shown(browser, site_server: str) -> None:
    context, page = opened(browser, site_server + "laws/1895/38/" + MARKED)
    try:
        gap = page.locator(".edited-text .gap")
        assert gap.inner_text() == "[gap: illegible in the witness]"
        assert "…" not in page.locator(".edited-text").inner_text()
        conjecture = page.locator(".edited-text .emendation.conjecture")
        assert conjecture.inner_text() == "into its"
        note = _note(page, conjecture)
        conjecture.hover()
        assert note.is_visible() and "a conjecture, of low certainty" in note.inner_text()
        note.hover()  # the popover stays while the pointer is on it
        page.wait_for_timeout(400)
        assert note.is_visible()
        page.mouse.move(0, 0)
        page.wait_for_timeout(400)
        assert not note.is_visible()
    finally:
        context.close()


def test_page_reference_shown_in_the_text_and_left_out_of_a_copy(browser, site_server: str) -> None:
    """Item 5: "p. 57" stands where page 57 begins; focused, it says why; selected, the text is the edition's."""
    context, page = opened(browser, site_server + "laws/1882/73/" + MARKED)
    try:
        ref = page.locator(".edited-text .page-ref")
        assert ref.is_visible()
        drawn = ref.evaluate("el => getComputedStyle(el, '::before').content")
        assert drawn == '"p. 57"', drawn
        ref.focus()
        note = _note(page, ref)
        assert note.is_visible() and "the [57] highest" in " ".join(note.inner_text().split())
        copied = page.evaluate(
            """() => { const p = document.querySelector('.edited-text p'); const s = getSelection();
                       s.selectAllChildren(p); return s.toString(); }"""
        )
        assert "such pairs being the highest, the value" in " ".join(copied.split()), copied
        assert "57" not in copied
    finally:
        context.close()


@pytest.mark.slow  # everyday: nothing hidden off screen at 390 pixels (test_browser_pages)
def test_table_readable_at_390_px(browser, site_server: str) -> None:
    context, page = opened(browser, site_server + "laws/1895/38/", viewport={"width": 390, "height": 844})
    try:
        fold = page.locator("details", has_text="29 OCR corrections")
        assert "13 of spacing" in fold.locator("summary").inner_text()
        fold.locator("summary").click()
        cells = fold.locator(".emendation-table td")
        assert cells.count() == 30 * 5
        outside = page.evaluate(
            """() => [...document.querySelectorAll('.emendation-table td')].filter(td => {
                const r = td.getBoundingClientRect();
                return r.width === 0 || r.left < 0 || r.right > document.documentElement.clientWidth + 0.5;
            }).length"""
        )
        assert outside == 0, f"{outside} cells of the emendation table lie off-screen at 390 px"
        reason = fold.locator(".emendation-table tr").nth(1).locator("td").nth(4)
        assert reason.is_visible() and "OCR" in reason.inner_text()
        assert page.evaluate("document.documentElement.scrollWidth") <= 391
    finally:
        context.close()


# the apparatus opened, in the light scheme every day; the page itself is in the everyday axe sample in
# both schemes (test_browser_pages.py), and each unit opened in each scheme is in --all
@pytest.mark.parametrize("scheme", ["light", pytest.param("dark", marks=pytest.mark.slow)])
@pytest.mark.parametrize("unit", [pytest.param("1882/78", marks=pytest.mark.slow), "1895/38"])
def test_no_axe_violations(browser, site_server: str, unit: str, scheme: str) -> None:
    axe = axe_core()
    if axe is None:
        pytest.skip("axe-core is absent: pip install axe-playwright-python (it ships axe.min.js), or set AXE_CORE_JS")
    context, page = opened(browser, site_server + f"laws/{unit}/" + MARKED, color_scheme=scheme)
    try:
        shown_in_scheme(page, scheme)
        # Open the fold and one popover, so that axe sees them as a reader does.
        page.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
        page.locator(".edited-text .emendation").first.focus()
        _assert_no_axe_violations_in_apparatus(page, axe)
    finally:
        context.close()
