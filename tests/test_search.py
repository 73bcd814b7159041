"""The site's search (issue 11, item 16): a period term finds the glossary and the laws before
the code and the records, and neither the index's words nor the suggestions carry punctuation.

The ranking is Material's own, run in Chromium on the built site (the boosts are front matter:
``docs/glossary.md`` raised, the API pages and *Judging a record* lowered).
"""

from __future__ import annotations

import json
import re
import unicodedata
from urllib.parse import urlsplit

import pytest
from test_browser import CHROMIUM, CHROMIUM_ARGS, TIMEOUT_MS

from pokerlaws.edition.mkdocs_plugin import UNIT_SEARCH_BOOST


def _index(built_site) -> dict:
    return json.loads((built_site.root / "search" / "search_index.json").read_text(encoding="utf-8"))


def test_the_index_boosts_the_glossary_and_lowers_code_and_records(built_site) -> None:
    boosts: dict[str, set[float]] = {}
    for doc in _index(built_site)["docs"]:
        boosts.setdefault(doc["location"].split("/")[0].split("#")[0], set()).add(doc.get("boost", 1))
    assert min(boosts["glossary"]) > 1
    assert max(boosts["api"]) < 1 and max(boosts["judging"]) < 1
    assert boosts["laws"] >= {1, UNIT_SEARCH_BOOST}  # the law pages raised, the index and source pages not


def test_words_of_the_index_carry_no_punctuation(built_site) -> None:
    index = _index(built_site)
    separator = re.compile(index["config"]["separator"])
    edges = set()
    for doc in index["docs"]:
        text = re.sub(r"<[^>]+>", " ", doc["title"] + " " + doc["text"])
        for word in separator.split(text):
            for char in (word[:1], word[-1:]):
                # a word may end with a full stop inside a dotted name or a number, never at its edge
                if char and unicodedata.category(char).startswith("P") and char not in "_#.&;<>%'":
                    edges.add(char)
    assert not edges, sorted(edges)


@pytest.mark.skipif(not CHROMIUM.exists(), reason="no browser: /usr/bin/chromium is absent")
def test_straddle_finds_the_glossary_and_laws_before_api_pages_and_records(site_server: str) -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.set_default_timeout(TIMEOUT_MS)
            page.goto(site_server, wait_until="networkidle")
            query = page.locator('input[data-md-component="search-query"]')
            query.click()
            page.wait_for_function(
                """() => {
                    const meta = document.querySelector(".md-search-result__meta");
                    return meta && meta.textContent.trim() !== "" && !/initializ/i.test(meta.textContent);
                }"""
            )
            query.press_sequentially("straddle", delay=20)
            # the results settle once the list no longer grows; API pages may rank below the first results shown
            page.wait_for_function("() => document.querySelectorAll('.md-search-result__list > li > a').length >= 8")
            hrefs = page.eval_on_selector_all(".md-search-result__list > li > a", "as => as.map(a => a.href)")
            suggestion = page.evaluate("() => (document.querySelector('.md-search__suggest') || {}).innerText || ''")
        finally:
            browser.close()
    pages = []
    for href in hrefs:
        path = urlsplit(href).path.strip("/")
        if path not in pages:
            pages.append(path)

    def first(prefix: str) -> int:
        return min((i for i, path in enumerate(pages) if path.startswith(prefix)), default=len(pages))

    code_and_records = min(first("api"), first("judging"))
    assert first("glossary") < code_and_records, pages
    assert first("laws/") < code_and_records, pages
    laws = [i for i, path in enumerate(pages) if re.fullmatch(r"laws/\w+/\d+", path)]
    assert laws and max(laws) < code_and_records, " ".join(pages)
    # Material suggests the rest of a word: a word, without punctuation
    assert re.fullmatch(r"[\w ]*", suggestion.strip()), suggestion
