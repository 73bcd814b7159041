"""Mentions of units in prose are links (issue 11, item 6); period terms link the glossary (item 7).

The unit tests call [link_mentions][pokerlaws.site.mentions.link_mentions]
directly; the site tests read the built pages: every mention of a unit in the
prose of the pages (commentary, rulings, glossary, records, the hand-written
pages, the API) is a link to a page that exists, or is marked as outside the
edition.
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import unquote, urljoin

import pytest
from bs4 import BeautifulSoup, Tag

from pokerlaws.edition.corpus import default_corpus
from pokerlaws.site.mentions import (
    MENTION,
    MentionError,
    Mentions,
    link_mentions,
    page_source,
)
from pokerlaws.site.prose import Prose
from pokerlaws.site.terms import glossary_entries, mark_terms

UNITS = frozenset({"1882:52", "1882:59", "1882:60", "1882:61", "1895:28", "1895:35", "1895:36", "1895:37", "foster:8"})
NAMES = {"1882": "law", "foster": "paragraph", "1895": "rule"}
MENTIONS = Mentions(UNITS, NAMES, lambda unit_id: "/" + unit_id.replace(":", "/") + "/")


def linked(html: str, page_src: str | None = None) -> BeautifulSoup:
    return BeautifulSoup(link_mentions(html, MENTIONS, page="test.md", page_src=page_src)[0], "html.parser")


def test_mentions_of_every_form_become_links() -> None:
    soup = linked(
        "<p>See law 61, laws 59 and 60, laws 59–60, rules 35–37, paragraph 8, 1882:60 and foster:8.</p>"
    )
    links = [(a.get_text(), a["href"]) for a in soup.find_all("a")]
    assert links == [
        ("law 61", "/1882/61/"), ("laws 59", "/1882/59/"), ("60", "/1882/60/"), ("laws 59", "/1882/59/"),
        ("60", "/1882/60/"), ("rules 35", "/1895/35/"), ("37", "/1895/37/"), ("paragraph 8", "/foster/8/"),
        ("1882:60", "/1882/60/"), ("foster:8", "/foster/8/"),
    ]  # fmt: skip
    assert soup.get_text() == "See law 61, laws 59 and 60, laws 59–60, rules 35–37, paragraph 8, 1882:60 and foster:8."


def test_a_mention_outside_the_edition_is_marked_not_linked() -> None:
    soup = linked("<p>The 1882 laws 1–51; rule No. 20 of 1895.</p>")
    assert soup.find("a") is None
    marked = soup.find_all(class_="outside-edition")
    assert [m["data-unit"] for m in marked] == ["1882:1", "1882:51", "1895:20"]
    # a range none of whose units is held says so once, after it (issue 30, item 12)
    assert soup.get_text() == "The 1882 laws 1–51 (not in this edition); rule No. 20 (not in this edition) of 1895."


def test_a_mention_that_resolves_to_nothing_fails() -> None:
    with pytest.raises(MentionError, match=r"test\.md.*law 99"):
        link_mentions("<p>As law 99 says.</p>", MENTIONS, page="test.md")


def test_the_build_fails_on_an_unresolved_mention(tmp_path: Path) -> None:
    from mkdocs.exceptions import PluginError

    from pokerlaws.site.mkdocs_plugin import EditionPlugin

    plugin = EditionPlugin()
    plugin.corpus = type("C", (), {"laws": {}, "sources": {"1882": type("S", (), {"unit_name": "law"})()}})()
    page = type("P", (), {"file": type("F", (), {"src_uri": "method.md"})()})()
    with pytest.raises(PluginError, match=r"method\.md.*law 99"):
        plugin.on_page_content("<p>law 99</p>", page=page, config=None, files=None)


def test_code_headings_links_and_the_edited_text_are_untouched() -> None:
    html = (
        '<h2 id="x">Law 60</h2><p><code>law 60</code> <a href="/x/">law 60</a></p>'
        '<div class="edited-text"><p>law 60</p></div><div class="unit"><p>rule 28</p></div><pre><code>law 60</code></pre>'
        '<div class="language-text diplomatic highlight"><pre>law 60</pre></div>'
        "<table><tr><th>Reads</th><th>Reason</th></tr><tr><td>rule 28</td><td>law 60</td></tr></table>"
    )
    out, count = link_mentions(html, MENTIONS, page="test.md")
    assert (out, count) == (html, 0)


def test_the_page_decides_the_source_of_a_bare_mention() -> None:
    names = {"1882": "law", "other": "law"}
    mentions = Mentions(frozenset({"1882:60", "other:60"}), names, lambda unit_id: unit_id)
    out, _ = link_mentions("<p>law 60</p>", mentions, page="laws/other/3.md", page_src="other")
    assert 'href="other:60"' in out
    with pytest.raises(MentionError, match="could be of"):
        link_mentions("<p>law 60</p>", mentions, page="index.md")
    assert page_source("laws/foster/9.md", NAMES) == "foster"
    assert page_source("records/1895-jackpot.md", NAMES) == "1895"
    assert page_source("method.md", NAMES) is None


def test_terms_are_linked_on_first_use_only() -> None:
    entries = glossary_entries(
        '| <span id="the-age">**the age**</span> | The player on the left. | eldest hand |\n'
        '| <span id="ante">**ante**</span> | The stake. | blind |\n'
        '| <span id="ante-man">**ante-man**</span> | Who put up the ante. | the blind |\n'
    )
    html = "<h2>The age</h2><p>The age and the ante-man; the age, the ante.</p><p><code>ante</code></p>"
    out, count = mark_terms(html, entries, "../glossary/")
    soup = BeautifulSoup(out, "html.parser")
    terms = [(a.get_text(), a["href"]) for a in soup.find_all("a", class_="glossary-term")]
    assert terms == [("The age", "../glossary/#the-age"), ("ante-man", "../glossary/#ante-man"),
                     ("ante", "../glossary/#ante")]  # fmt: skip
    assert count == 3 and soup.h2.get_text() == "The age" and soup.code.get_text() == "ante"
    assert soup.find("a")["title"] == "the age: The player on the left. Modern term: eldest hand."


# --- the built site -----------------------------------------------------------------------


def _article(path: Path) -> Tag | None:
    return BeautifulSoup(path.read_text(encoding="utf-8"), "lxml").find("article")


def _article_prose(path: Path) -> tuple[Prose, object] | None:
    """The built page's article, parsed as the build parses a page (lxml), with its element."""
    text = path.read_text(encoding="utf-8")
    start = text.find("<article")
    if start < 0:
        return None
    prose = Prose(text[start : text.index("</article>", start) + len("</article>")])
    return prose, prose.root[0]


def test_every_mention_in_the_site_is_a_link_to_a_page(built_site) -> None:
    root = built_site.root
    links = outside = 0
    unlinked: list[str] = []
    for path in sorted(root.rglob("index.html")):
        found = _article_prose(path)
        if found is None:
            continue
        prose, article = found
        rel = path.relative_to(root).as_posix()
        for text in prose.texts():
            for match in MENTION.finditer(text.value):
                unlinked.append(f"{rel}: {match.group(0)!r}")
        for link in article.iter("a"):
            if "mention" not in (link.get("class") or "").split():
                continue
            target = unquote(urljoin(rel, link.get("href")).split("#")[0])
            target_file = root / target / "index.html" if not target.endswith(".html") else root / target
            assert target_file.exists(), f"{rel}: {link.text_content()!r} links to a missing page {target}"
            assert re.fullmatch(r"laws/(1882|1895|foster)/\d+/", target), target
            links += 1
        outside += sum(1 for e in article.iter() if "outside-edition" in (e.get("class") or "").split())
    assert unlinked == [], f"{len(unlinked)} mentions are not links: {unlinked[:20]}"
    print(f"{links} mentions linked, {outside} marked outside the edition")
    assert links > 285
    assert outside >= 1


def test_a_law_page_keeps_its_text_and_links_its_commentary(built_site) -> None:
    article = _article(built_site.root / "laws" / "1882" / "60" / "index.html")
    edited = article.find(class_="edited-text")
    assert edited.find("a", class_="mention") is None and edited.find("a", class_="glossary-term") is None
    assert all(h.find("a", class_=("mention", "glossary-term")) is None for h in article.find_all(re.compile("^h[1-6]$")))
    for kept in article.find_all(class_=("cite-as", "unit-meta", "unit-pager", "emendation-table")):
        assert kept.find("a", class_=("mention", "glossary-term")) is None, kept["class"]
    hrefs = {a["href"] for a in article.find_all("a", class_="mention")}
    assert "../61/" in hrefs  # "Law 61 adds that the others may go on betting"
    outside = _article(built_site.root / "laws" / "1895" / "26" / "index.html").find(class_="outside-edition")
    assert outside is not None and outside["data-unit"] == "1895:20"


@pytest.mark.parametrize("source", ["1882", "foster", "1895"])
def test_a_source_page_keeps_the_edited_text_of_its_units(built_site, source: str) -> None:
    # The reading page's units are edited text, as on their own pages: no mention or term is linked in them.
    article = _article(built_site.root / "laws" / source / "index.html")
    units = article.find_all("div", class_="unit")
    assert len(units) == len(default_corpus().units(source))
    assert [str(a)[:80] for u in units for a in u.find_all("a", class_=("mention", "glossary-term"))] == []


def test_period_terms_link_the_glossary_once_per_page(built_site) -> None:
    glossary = _article(built_site.root / "glossary" / "index.html")
    anchors = {span["id"] for span in glossary.find_all("span", id=True)}
    assert glossary.find("a", class_="glossary-term") is None
    article = _article(built_site.root / "laws" / "foster" / "7" / "index.html")
    terms = article.find_all("a", class_="glossary-term")
    targets = [a["href"].split("#")[1] for a in terms]
    assert len(targets) == len(set(targets)) and {"the-age", "blind"} <= set(targets)
    assert set(targets) <= anchors
    assert all(a["href"].startswith("../../../glossary/") and a.get("title") for a in terms)


# cite-check: off (a ruling that is none, on purpose)
def test_a_mention_of_a_ruling_links_to_its_heading_and_one_that_is_none_is_refused() -> None:
    """Issue 30: ``1882:60 R2`` in the editor's prose leads to the ruling's heading on its unit's page."""
    mentions = Mentions(UNITS, NAMES, lambda unit_id: "/" + unit_id.replace(":", "/") + "/", {"1882:60": 4})
    soup = BeautifulSoup(link_mentions("<p>As 1882:60 R2 reads law 60, and 1882:60 alone.</p>", mentions, page="t.md")[0], "html.parser")
    links = [(a.get_text(), a["href"]) for a in soup.select("a.mention")]
    assert links == [("1882:60 R2", "/1882/60/#1882-60-r2"), ("law 60", "/1882/60/"), ("1882:60", "/1882/60/")]
    for prose, words in (("1882:60 R9", "its rulings are R1-R4"), ("1882:61 R1", "it has no editorial rulings"), ("1882:20 R1", "not in this edition")):
        with pytest.raises(MentionError, match=words):
            link_mentions(f"<p>See {prose}.</p>", mentions, page="t.md")
# cite-check: on
