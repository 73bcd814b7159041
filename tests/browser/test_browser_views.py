"""The choice of main text on a law page (issue 11, item 2), in Chromium.

The reader chooses the edited text, the edited text with its emendations marked,
or one witness's diplomatic reading (beside the edited text at 1280 px, instead
of it at 390 px); the choice is remembered across pages (Material's instant
navigation included) and after a reload, and can be put in a link
(``?view=G``). ``docs/javascripts/views.js`` and ``docs/stylesheets/views.css``.
"""

from __future__ import annotations

import re

import pytest
from helpers.browser import TIMEOUT_MS, axe_core, shown_in_scheme, swapped

from pokerlaws.edition.corpus import default_corpus

pytestmark = pytest.mark.browser

DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
SWITCH = ".view-switch"
WITNESS_TEXT = ".view-pane--witness .view-witness__text"
EDITED_TEXT = "div.edited-text"


def _page(browser, viewport=DESKTOP):
    # A fresh context each time: no stored choice carried over from another test.
    context = browser.new_context(viewport=viewport)
    context.set_default_timeout(TIMEOUT_MS)
    return context.new_page()


def _checked(page) -> str:
    return page.eval_on_selector(f"{SWITCH} input:checked", "input => input.value")


def _choose(page, text: str) -> None:
    page.locator(f"{SWITCH} label", has_text=re.compile(f"^{re.escape(text)}$")).click()


def _reading(law: str, siglum: str) -> str:
    return default_corpus().law(law).readings[siglum].text


def test_law_page_has_a_labelled_view_switch(browser, site_server: str) -> None:
    page = _page(browser)
    page.goto(site_server + "laws/1882/60/", wait_until="load")
    switch = page.locator(SWITCH)
    assert switch.locator("legend").inner_text() == "Main text"
    values = switch.locator("input[type=radio]").evaluate_all("inputs => inputs.map(i => i.value)")
    assert values == ["edited", "marked", "W", "G"]
    labels = [label.strip() for label in switch.locator("label").all_inner_texts()]
    assert labels == ["Edited", "Edited, emendations marked", "Witness W", "Witness G"]
    # by default the edited text, and nothing else, in the main place
    assert _checked(page) == "edited"
    assert page.locator(EDITED_TEXT).is_visible()
    assert not page.locator(".view-pane--witness").is_visible()
    # the switch stands above the text
    assert switch.bounding_box()["y"] < page.locator(EDITED_TEXT).bounding_box()["y"]
    # a page with one witness offers it too
    page.goto(site_server + "laws/1895/38/", wait_until="load")
    values = page.locator(f"{SWITCH} input").evaluate_all("inputs => inputs.map(i => i.value)")
    assert values == ["edited", "marked", "O"]
    page.context.close()


def test_witness_stands_beside_the_edited_text_on_a_wide_screen(browser, site_server: str) -> None:
    page = _page(browser, DESKTOP)
    page.goto(site_server + "laws/1882/60/", wait_until="load")
    _choose(page, "Witness G")
    witness = page.locator(WITNESS_TEXT)
    witness.wait_for(state="visible")
    assert witness.inner_text() == _reading("1882:60", "G")
    edited = page.locator(EDITED_TEXT)
    assert edited.is_visible()
    e, w = edited.bounding_box(), witness.bounding_box()
    assert w["x"] >= e["x"] + e["width"], (e, w)  # side by side, the witness on the right
    assert abs(w["y"] - e["y"]) < 100, (e, w)
    # the link now carries the view
    assert re.search(r"[?&]view=G\b", page.url)
    _choose(page, "Witness W")
    assert page.locator(WITNESS_TEXT).inner_text() == _reading("1882:60", "W")
    _choose(page, "Edited")
    assert not page.locator(".view-pane--witness").is_visible()
    assert re.search(r"[?&]view=edited\b", page.url)
    page.context.close()


@pytest.mark.slow  # everyday: the witness beside the text on a wide screen
def test_witness_replaces_the_edited_text_on_a_phone(browser, site_server: str) -> None:
    page = _page(browser, PHONE)
    page.goto(site_server + "laws/1882/60/", wait_until="load")
    _choose(page, "Witness G")
    witness = page.locator(WITNESS_TEXT)
    witness.wait_for(state="visible")
    assert witness.inner_text() == _reading("1882:60", "G")
    assert not page.locator(EDITED_TEXT).is_visible()
    box = witness.bounding_box()
    assert box["width"] > 300 and box["x"] + box["width"] <= PHONE["width"]
    # nothing runs off the side of the phone's screen
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    _choose(page, "Edited")
    assert page.locator(EDITED_TEXT).is_visible()
    page.context.close()


def test_marked_view_puts_the_class_on_html(browser, site_server: str) -> None:
    page = _page(browser)
    page.goto(site_server + "laws/1882/78/", wait_until="load")
    has_class = "document.documentElement.classList.contains('show-emendations')"
    mark = page.locator(f"{EDITED_TEXT} .emendation").first  # "tight" -> "right"
    background = "mark => getComputedStyle(mark).backgroundColor"
    assert not page.evaluate(has_class)
    quiet = mark.evaluate(background)
    _choose(page, "Edited, emendations marked")
    assert page.evaluate(has_class)
    assert page.locator(EDITED_TEXT).is_visible()
    assert mark.evaluate(background) != quiet  # apparatus.css highlights every mark
    _choose(page, "Edited")
    assert not page.evaluate(has_class)
    assert mark.evaluate(background) == quiet
    page.context.close()


def test_choice_is_remembered_across_instant_navigation_and_reload(browser, site_server: str) -> None:
    page = _page(browser)
    page.goto(site_server + "laws/1882/60/", wait_until="load")
    _choose(page, "Witness G")
    # a mark on window survives instant navigation, not a full page load
    page.evaluate("window.__viewsMark = 1")
    swapped(page, page.locator("a.unit-next").first.click)
    assert re.match(r".*/laws/1882/61/(#.*)?$", page.url)
    page.locator(WITNESS_TEXT).wait_for(state="visible")
    assert page.evaluate("window.__viewsMark") == 1, "the law pages were not reached by instant navigation"
    assert _checked(page) == "G"
    assert page.locator(WITNESS_TEXT).inner_text() == _reading("1882:61", "G")
    page.reload(wait_until="load")
    assert _checked(page) == "G"
    assert page.locator(WITNESS_TEXT).inner_text() == _reading("1882:61", "G")
    page.context.close()


@pytest.mark.slow  # everyday: the choice remembered across navigation and reload
def test_view_in_a_link_wins_over_the_stored_choice(browser, site_server: str) -> None:
    page = _page(browser)
    page.goto(site_server + "laws/1882/60/", wait_until="load")
    _choose(page, "Edited, emendations marked")
    page.goto(site_server + "laws/1882/60/?view=G", wait_until="load")
    assert _checked(page) == "G"
    assert page.locator(WITNESS_TEXT).inner_text() == _reading("1882:60", "G")
    page.context.close()


@pytest.mark.slow  # everyday: the labelled switch, and the choice remembered
def test_page_without_the_witness_falls_back_to_the_edited_text(browser, site_server: str) -> None:
    page = _page(browser)
    # in a link
    page.goto(site_server + "laws/1895/38/?view=G", wait_until="load")
    assert _checked(page) == "edited"
    assert page.locator(EDITED_TEXT).is_visible()
    assert not page.locator(".view-pane--witness").is_visible()
    assert "Witness G does not print this law" in page.locator(".view-switch__note").inner_text()
    # and stored: chosen on a page that has G, then a page of 1895 (witness O only)
    page.goto(site_server + "laws/1882/60/", wait_until="load")
    _choose(page, "Witness G")
    page.goto(site_server + "laws/1895/38/", wait_until="load")
    assert _checked(page) == "edited"
    assert page.locator(EDITED_TEXT).is_visible()
    assert "Witness G does not print this law" in page.locator(".view-switch__note").inner_text()
    # the choice is kept for the pages that have G
    page.goto(site_server + "laws/1882/62/", wait_until="load")
    assert _checked(page) == "G"
    # and nonsense in a link is ignored quietly
    page.goto(site_server + "laws/1895/38/?view=%22%3E%3Cb%3E", wait_until="load")
    assert _checked(page) == "edited"
    assert page.locator(".view-switch__note").inner_text() == ""
    page.context.close()


def test_switch_is_operated_by_keyboard(browser, site_server: str) -> None:
    page = _page(browser)
    page.goto(site_server + "laws/1882/60/", wait_until="load")
    page.locator("h1").click()  # start from the top of the text
    for _ in range(15):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.matches('.view-switch input')"):
            break
    else:
        pytest.fail("Tab never reached the view switch")
    assert page.evaluate("document.activeElement.value") == "edited"
    # the focused option is drawn with a visible outline
    outline = page.evaluate(
        "getComputedStyle(document.querySelector('label[for=' + document.activeElement.id + ']')).outlineStyle"
    )
    assert outline != "none"
    page.keyboard.press("ArrowRight")
    assert _checked(page) == "marked"
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    assert _checked(page) == "G"
    page.locator(WITNESS_TEXT).wait_for(state="visible")
    page.keyboard.press("ArrowLeft")
    assert _checked(page) == "W"
    assert page.locator(WITNESS_TEXT).inner_text() == _reading("1882:60", "W")
    # Space checks the focused option too
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    page.keyboard.press("Space")
    assert _checked(page) == "W"
    page.context.close()


@pytest.mark.parametrize(
    ("scheme", "views"),
    [("light", ("edited", "marked", "W", "G")), ("dark", ("marked", "G"))],
)
def test_switch_in_each_state_has_no_axe_violations(browser, site_server: str, scheme: str, views: tuple[str, ...]) -> None:
    axe = axe_core()
    if axe is None:
        pytest.skip("axe-core is absent: pip install axe-playwright-python (it ships axe.min.js), or set AXE_CORE_JS")
    page = _page(browser)
    page.emulate_media(color_scheme=scheme)
    page.goto(site_server + "laws/1882/60/", wait_until="load")
    shown_in_scheme(page, scheme)
    page.evaluate(axe.read_text(encoding="utf-8"))  # not a <script> tag, which the site's policy refuses
    for view in views:
        page.locator(f"{SWITCH} label[for=view-switch-{view}]").click()
        assert _checked(page) == view
        _assert_no_axe_violations_in_views(page)
    page.context.close()


def _assert_no_axe_violations_in_views(page) -> None:
    """axe-core finds nothing serious or critical in the switch and the panes it arranges.

    Only what views.js adds and arranges is checked here (the rest of the page is
    test_browser's and the accessibility item's); the edited text is inside the panes.
    axe-core must be on the page already.
    """
    violations = page.evaluate(
        """async () => {
            const result = await axe.run({include: [[".view-switch"], [".view-panes"]]});
            return result.violations
                .filter(v => v.impact === "serious" || v.impact === "critical")
                .map(v => `${v.id} (${v.impact}): ${v.nodes.map(n => n.target.join(" ")).slice(0, 5).join(", ")}`);
        }"""
    )
    assert violations == [], violations


# --- issue 30, item 2: a clean reading text and a typed apparatus --------------------------------

_MARKS = """() => [...document.querySelectorAll('div.edited-text .emendation')].map(m => {
    const s = getComputedStyle(m);
    return {kind: m.dataset.kind, role: m.getAttribute('role'), pageRef: m.classList.contains('page-ref'),
            drawn: [s.textDecorationLine, s.textDecorationStyle, s.borderBottomStyle, s.backgroundColor].join(' ')};
})"""
_PLAIN = "none solid none rgba(0, 0, 0, 0)"
"""How a word of plain text is drawn: no line over or under it, no border, no tint."""


def _kinds(unit_id: str) -> dict[str, int]:
    """The kinds of the word marks of a unit's edited text on its page, as the edition's data gives them, with their counts."""
    from pokerlaws.edition import apparatus

    corpus = default_corpus()
    unit = corpus.law(unit_id)
    found: dict[str, int] = {}
    for spans in apparatus.locate(corpus, unit).values():
        for span in spans:
            if not apparatus.pages_only(unit, span):
                kind = apparatus.mark_kind(unit, span.indices)
                found[kind] = found.get(kind, 0) + 1
    return found


@pytest.mark.parametrize("unit", ["1895/38", "1882/78"])
def test_edited_view_is_a_clean_text(browser, site_server: str, unit: str) -> None:
    """"Edited" shows no emendation mark and has no Tab stop inside the text (the marks are plain words)."""
    page = _page(browser)
    page.goto(site_server + f"laws/{unit}/", wait_until="load")
    assert _checked(page) == "edited"
    marks = page.evaluate(_MARKS)
    assert len(marks) == sum(_kinds(unit.replace("/", ":")).values()) > 0  # the marks are in the page, as words
    drawn = [m for m in marks if not m["pageRef"] and (m["role"] or m["drawn"] != _PLAIN)]
    assert drawn == [], drawn
    # Tab from the start of the text leaves it at once: nothing inside takes the focus
    page.locator(EDITED_TEXT).evaluate("el => { const s = document.createElement('span'); s.tabIndex = -1; el.prepend(s); s.focus(); }")
    page.keyboard.press("Tab")
    assert not page.evaluate("document.querySelector('div.edited-text').contains(document.activeElement)")
    assert not page.locator(".emendation-legend").is_visible()
    page.context.close()


def test_marked_view_draws_each_kind_its_own_way_with_a_legend(browser, site_server: str) -> None:
    from pokerlaws.edition.apparatus import MARK_KINDS

    kinds = _kinds("1895:38")
    assert {"ocr", "normalisation", "conjecture"} <= set(kinds)  # the sample below rests on these
    page = _page(browser)
    page.goto(site_server + "laws/1895/38/", wait_until="load")
    _choose(page, "Edited, emendations marked")
    marks = [m for m in page.evaluate(_MARKS) if not m["pageRef"]]
    assert all(m["role"] == "button" for m in marks)
    drawn = {m["kind"]: m["drawn"] for m in marks}
    assert set(drawn) == set(kinds)
    assert len(set(drawn.values())) == len(drawn), drawn  # each kind its own mark
    assert _PLAIN not in drawn.values()
    # each kind of mark has its line in the legend, with its count
    legend = page.locator(".emendation-legend")
    assert legend.is_visible()
    for kind, count in kinds.items():
        assert f"{MARK_KINDS[kind]} ({count})" in " ".join(legend.inner_text().split()), kind
    # hiding the normalisations keeps the corrections and the conjecture marked
    legend.locator("input[name=hide-normalisations]").check()
    after = [m for m in page.evaluate(_MARKS) if not m["pageRef"]]
    assert sorted(m["kind"] for m in after if m["role"] == "button") == sorted(
        k for k, n in kinds.items() if k != "normalisation" for _ in range(n)
    )
    assert all(m["drawn"] == _PLAIN and m["role"] is None for m in after if m["kind"] == "normalisation")
    # the choice is kept
    page.reload(wait_until="load")
    assert legend.locator("input[name=hide-normalisations]").is_checked()
    assert sum(m["role"] == "button" for m in page.evaluate(_MARKS) if not m["pageRef"]) == len(marks) - kinds["normalisation"]
    page.context.close()


def test_marked_view_not_offered_without_emendations(browser, site_server: str) -> None:
    assert not default_corpus().law("1882:61").emendations
    page = _page(browser)
    page.goto(site_server + "laws/1882/61/?view=marked", wait_until="load")
    values = page.locator(f"{SWITCH} input").evaluate_all("inputs => inputs.map(i => i.value)")
    assert values == ["edited", "W", "G"]
    assert "No emendation" in page.locator(SWITCH).inner_text()
    assert _checked(page) == "edited"
    page.context.close()


@pytest.mark.parametrize("viewport", [DESKTOP, pytest.param(PHONE, marks=pytest.mark.slow)])
def test_witness_pane_keeps_the_witness_lines_and_marks_its_variants(browser, site_server: str, viewport: dict) -> None:
    unit = default_corpus().law("1882:65")
    reading = _reading("1882:65", "G")
    page = _page(browser, viewport)
    page.goto(site_server + "laws/1882/65/?view=G", wait_until="load")
    witness = page.locator(WITNESS_TEXT)
    witness.wait_for(state="visible")
    assert witness.inner_text() == reading
    # one line of the pane for each line of the witness: no line wrapped a second time
    lines = witness.evaluate(
        """pre => { const s = getComputedStyle(pre);
                    return (pre.clientHeight - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom)) / parseFloat(s.lineHeight); }"""
    )
    assert round(lines) == len(reading.splitlines()), lines
    marked = witness.locator("mark.witness-variant").all_inner_texts()
    assert marked == [v.readings["G"] for v in unit.variants if "G" in v.readings]
    # set to fit the pane where a type of 11 px or more allows, else scrolling inside it, not the page
    fitted = witness.evaluate("pre => [parseFloat(getComputedStyle(pre).fontSize), pre.scrollWidth <= pre.clientWidth]")
    assert fitted[0] >= 11, fitted
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    if viewport is DESKTOP:  # side by side, the panes keep to the top of the screen as the page scrolls
        assert page.locator(".view-pane--witness").evaluate("el => getComputedStyle(el).position") == "sticky"
    page.context.close()
