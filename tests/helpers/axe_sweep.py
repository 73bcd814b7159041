"""axe-core over every page of the built site, in the light and the dark scheme (issue 11, item 15).

The whole page is checked: the article, and Material's header, sidebars and footer around it
(issue 30, item 9; what axe-core finds in Material's markup and the site cannot fix is listed,
with the reason, on the page *Accessibility*, ``docs/accessibility.md``). Each page is loaded
once, in the light scheme (Material's ``default`` palette):

1. every rule of axe-core runs on the whole page, in one run: the two that read colours
   (``color-contrast``, ``link-in-text-block``) on its text (below), the others on all of it;
2. the page is switched to the dark scheme (``slate``), as Material's palette toggle switches
   it (``to_dark``), and the colour rules run again. The other rules read the markup, which the
   scheme does not change.
3. on the first page of a sweep, the search dialog is opened (``open_search``) and checked in
   both schemes too: it is the same on every page.

Search is not what is checked: each page is given an empty search index (as every context of the
tests' Chromium is, ``helpers.browser.Chromium``), so that the search
worker does not build the whole one, most of a second, on every load.

The colour rules are most of axe's time (about 1.1 s of 1.9 s on a law page, whose examples
hold a thousand highlighted tokens), and the same styled text recurs on every page: a law's
number, the examples' tokens, the Cite as block. So in each scheme an element of text goes to
the colour rules when its *style* has not been seen on an earlier page of the sweep: its tag,
font size and weight, text shadow and decoration, and for it and each of its ancestors the
colour, background colour and image, opacity, position, filter and blend mode. Two elements
alike in all of these have the same contrast, and axe's verdict on one is its verdict on the
other. Text that is not rendered (a closed popover, a folded table) is left to axe, which
skips it too, and does not count as seen. A whole sweep is about three times faster than
axe's colour rules on every element of every page.
"""

from __future__ import annotations

from pathlib import Path

COLOUR_RULES = ["color-contrast", "link-in-text-block"]

_CONTEXT = {"exclude": [[".md-code__nav"]]}  # the whole page but the code blocks' unnamed navigation (landmark-unique, moderate)
_FRESH = "[data-axe-fresh-style]"

# Marks (data-axe-fresh-style) each rendered element of text of the article whose style is not in
# *seen*, and returns the new styles, each as its SHA-256 in hex (the styles themselves run to a
# kilobyte or two, and go back and forth for every page).
_MARK_FRESH = """async (seen) => {
    const known = new Set(seen), fresh = [];
    for (const el of document.querySelectorAll("[data-axe-fresh-style]")) el.removeAttribute("data-axe-fresh-style");
    const article = document.body;  // the whole page: header, sidebars, article, footer, an open dialog
    const chains = new Map();  // element -> its chain, so that each ancestor is read once
    const chain = el => {
        if (!el) return "";
        if (!chains.has(el)) {
            const s = getComputedStyle(el);
            chains.set(el, [s.color, s.backgroundColor, s.backgroundImage, s.opacity, s.position, s.filter, s.mixBlendMode].join(",")
                + "|" + chain(el.parentElement));
        }
        return chains.get(el);
    };
    const digest = async text => [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))]
        .map(b => b.toString(16).padStart(2, "0")).join("");
    const styles = new Map();  // style -> its first element on the page
    for (const el of article.querySelectorAll("*")) {
        // text of its own, or a link (link-in-text-block reads the link, whose text may be in a child)
        const text = el.tagName === "A" ? el.textContent.trim() : [...el.childNodes].some(c => c.nodeType === Node.TEXT_NODE && c.textContent.trim());
        if (!text) continue;
        if (!el.getClientRects().length || getComputedStyle(el).visibility !== "visible") continue;
        const s = getComputedStyle(el);
        const style = [el.tagName, s.fontSize, s.fontWeight, s.textShadow, s.textDecorationLine, chain(el)].join("/");
        if (!styles.has(style)) styles.set(style, el);
    }
    for (const [style, el] of styles) {
        const key = await digest(style);
        if (!known.has(key)) {
            known.add(key);
            fresh.push(key);
            el.setAttribute("data-axe-fresh-style", "");
        }
    }
    return fresh;
}"""

AXE_RUN = """async ([context, options]) => {
    const result = await axe.run(context, {resultTypes: ["violations"], ...options});
    return result.violations.filter(v => v.impact === "serious" || v.impact === "critical")
        .map(v => `${v.id} (${v.impact}): ${v.nodes.map(n => n.target.join(" ")).slice(0, 3).join(", ")}`);
}"""

# The colour rules look only at the marked elements (their own matches still choose among them):
# one run of axe then holds the rules of structure and of colour, and axe reads the page once.
_COLOURS_ON_FRESH = """() => axe.configure({rules: [
    {id: "color-contrast", selector: "[data-axe-fresh-style]"},
    {id: "link-in-text-block", selector: "a[href][data-axe-fresh-style], [role=link][data-axe-fresh-style]"},
]})"""


def check(page, seen: set[str], structure: bool = False) -> list[str]:
    """Serious and critical findings on the page: of the colour rules, on the text of
    styles not in *seen* (which grows); with *structure*, of every other rule too."""
    fresh = page.evaluate(_MARK_FRESH, sorted(seen))
    seen.update(fresh)
    if not fresh and not structure:
        return []
    if fresh:
        page.evaluate(_COLOURS_ON_FRESH)
        options = {} if structure else {"runOnly": COLOUR_RULES}
    else:  # no new style: the colour rules have nothing to look at
        options = {"rules": {rule: {"enabled": False} for rule in COLOUR_RULES}}
    return page.evaluate(AXE_RUN, [_CONTEXT, options])


_STILL = """() => {
    const style = document.createElement("style");
    style.textContent = "*, *::before, *::after { transition: none !important; animation: none !important; }";
    document.head.append(style);
}"""

_TO_DARK = """() => {
    const before = getComputedStyle(document.body).backgroundColor;
    document.body.setAttribute("data-md-color-scheme", "slate");
    return [before, getComputedStyle(document.body).backgroundColor];
}"""


def to_dark(page) -> None:
    """Show a page loaded in the light scheme in the dark one, as Material's palette toggle does.

    Material's colours change with a transition; while it runs, axe reads colours half-way
    between the schemes, so transitions are stopped first. The media query is left as it was:
    Material answers a change of ``prefers-color-scheme`` by choosing its palette again, a moment
    later. (``test_browser_pages`` checks that every colour of a page so shown is the colour of
    the page loaded in the dark scheme.)
    """
    page.evaluate(_STILL)
    before, after = page.evaluate(_TO_DARK)
    assert before != after, f"the dark scheme changed no colour ({before})"


def sweep(browser, axe: Path, url: str, paths: list[str], timeout_ms: float, seen: dict[str, set[str]]) -> dict[str, list[str]]:
    """axe-core on each of *paths* under *url*, in both schemes: ``{"dark laws/1882/71/": [finding, …]}``.

    A script error or console error of a page is a finding too (under ``light``).

    *seen* holds, per scheme, the styles already given to the colour rules (by an earlier sweep of
    the same site in this process, or none); it grows.
    """
    found: dict[str, list[str]] = {}
    context = axe_context(browser, axe)
    context.set_default_timeout(timeout_ms)
    # the search index is empty: helpers.browser.Chromium's contexts serve one
    try:
        page = context.new_page()
        # and, on the way, what the browser reports of the page's scripts: an error or a console error
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(f"script error: {error}"))
        page.on("console", lambda message: message.type == "error" and errors.append(f"console error: {message.text}"))
        for number, path in enumerate(paths):
            errors.clear()
            page.goto(url + path, wait_until="load")
            shown = page.evaluate("() => document.body.dataset.mdColorScheme")
            assert shown == "default", f"{path}: the light scheme shows the palette {shown!r}"
            page.evaluate(_STILL)
            light = check(page, seen["light"], structure=True)
            to_dark(page)
            dark = check(page, seen["dark"])
            checked = [("light", light + errors), ("dark", dark)]
            if number == 0:  # the search dialog, opened: the same on every page
                page.reload(wait_until="load")
                page.evaluate(_STILL)
                open_search(page)
                checked += [("light, search open,", check(page, seen["light"], structure=True))]
                to_dark(page)
                checked += [("dark, search open,", check(page, seen["dark"]))]
            for scheme, findings in checked:
                if findings:
                    found[f"{scheme} {path}"] = findings
    finally:
        context.close()
    # the colour rules ran on some text of each scheme (a selector that matched nothing would pass all)
    assert all(len(styles) > 10 for styles in seen.values()), {scheme: len(styles) for scheme, styles in seen.items()}
    return found


def open_search(page) -> None:
    """Open Material's search dialog, as a reader does by clicking the search field, and wait until it shows."""
    page.locator('input[data-md-component="search-query"]').click()
    page.wait_for_function("() => document.querySelector('#__search').checked && document.querySelector('.md-search__output').getClientRects().length > 0")


def axe_context(browser, axe: Path, **options):
    """A browser context whose every page loads axe-core before its own scripts."""
    context = browser.new_context(**{"viewport": {"width": 1280, "height": 900}, "color_scheme": "light", **options})
    context.add_init_script(path=str(axe))
    return context
