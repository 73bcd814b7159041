"""What a scholar cites and a citation manager captures, read from the built pages (issue 30).

- Each editorial ruling is a numbered section of its unit's page: a heading ``R2 · …`` with its
  permalink (``#1882-60-r2``), in the page's table of contents, the id to cite it by
  (``1882:60 R2``), its text at the size of the page's text (no admonition).
- Each unit's page is captured as Zotero would capture it: Highwire ``citation_*`` tags, read here
  as the head's meta tags, and Dublin Core and schema.org JSON-LD, read by ``extruct``; a
  ``<title>`` bearing the unit's id, a description of its own, and every reference to download
  saved under a name that says which unit (``pokerlaws-1882-60.bib``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import extruct
import pytest
from bs4 import BeautifulSoup
from helpers.site import BuiltSite
from lxml import html

from pokerlaws.edition.corpus import default_corpus
from pokerlaws.site.cite_as import EDITION_TITLE, edition_facts
from pokerlaws.site.policy import inline_scripts

CORPUS = default_corpus()
RULED = [unit for unit in CORPUS.laws.values() if unit.rulings]


def soup(site: BuiltSite, rel: str) -> BeautifulSoup:
    return BeautifulSoup(site.html(rel), "lxml")


def whole_pages(site: BuiltSite) -> Iterator[tuple[str, html.HtmlElement]]:
    """Every built page, parsed by lxml, with its path in the site: the sweeps of the whole site read
    each page once, with lxml's parser itself (Beautiful Soup over it takes five times as long)."""
    for path in sorted(site.root.rglob("*.html")):
        yield path.relative_to(site.root).as_posix(), html.document_fromstring(path.read_bytes())


def unit_html(unit) -> str:  # noqa: ANN001
    return f"laws/{unit.source}/{unit.number}/index.html"


@pytest.mark.parametrize("unit", RULED, ids=lambda unit: unit.id)
def test_each_ruling_has_a_numbered_heading_with_its_permalink_in_the_contents(built_site: BuiltSite, unit) -> None:  # noqa: ANN001
    page = soup(built_site, unit_html(unit))
    contents = [a["href"] for a in page.select("nav.md-nav--secondary a[href^='#']")]
    for number, ruling in enumerate(unit.rulings, start=1):
        anchor = f"{unit.anchor}-r{number}"
        heading = page.find(id=anchor)
        assert heading is not None and heading.name == "h3", f"{unit.id} R{number}: no heading #{anchor}"
        assert heading.get_text().startswith(f"R{number} · {' '.join(ruling.title.split())}")
        assert heading.select_one(f"a.headerlink[href='#{anchor}']") is not None, "no permalink"
        assert f"#{anchor}" in contents, f"{unit.id} R{number} is not in the table of contents"
        box = heading.find_parent(class_="ruling")
        assert box is not None and box.find_parent(class_="admonition") is None and not box.select(".admonition")
        assert box.select_one(".ruling-id code").get_text() == f"{unit.id} R{number}"
        assert "Question." in box.get_text() and "Ruling." in box.get_text()


def test_the_rulings_page_leads_each_ruling_to_its_permalink(built_site: BuiltSite) -> None:
    page = soup(built_site, "rulings/index.html")
    for unit in RULED:
        for ruling in unit.rulings:
            heading = page.find(id=f"rulings-{ruling.anchor}")
            assert heading is not None, ruling.id
            link = heading.find_parent(class_="ruling").select_one(".ruling-id a")
            assert link["href"] == f"../laws/{unit.source}/{unit.number}/#{ruling.anchor}"


# --- captured by a citation manager ------------------------------------------------------------------------


def highwire(page: BeautifulSoup) -> dict[str, list[str]]:
    """The head's ``citation_*`` tags, name → contents in order, as Zotero's reader of embedded metadata takes them."""
    tags: dict[str, list[str]] = {}
    for meta in page.head.find_all("meta", attrs={"name": re.compile(r"^citation_")}):
        tags.setdefault(meta["name"], []).append(meta["content"])
    return tags


@pytest.mark.parametrize("unit", list(CORPUS.laws.values()), ids=lambda unit: unit.id)
def test_a_citation_manager_finds_title_source_date_and_url_on_each_unit_page(built_site: BuiltSite, unit) -> None:  # noqa: ANN001
    text = built_site.html(unit_html(unit))
    page = BeautifulSoup(text, "lxml")
    url = f"{built_site.url}laws/{unit.source}/{unit.number}/"
    source = CORPUS.sources[unit.source]
    facts = edition_facts()
    tags = highwire(page)
    title = f"{source.unit_name.capitalize()} {unit.number}: {unit.title}"
    assert tags["citation_title"] == [title]
    assert tags["citation_inbook_title"] == [EDITION_TITLE]
    assert tags["citation_publication_date"] == [facts.date.replace("-", "/")]
    assert tags["citation_public_url"] == tags["citation_abstract_html_url"] == [url]
    assert tags["citation_edition"] == [facts.version]
    assert ("citation_author" in tags) == (unit.source == "1882")  # only the 1882 book states an author
    found = extruct.extract(text, base_url=url, syntaxes=["json-ld", "dublincore"], uniform=True)
    (chapter,) = found["json-ld"]
    assert (chapter["@type"], chapter["name"], chapter["identifier"], chapter["url"]) == ("Chapter", title, unit.id, url)
    assert chapter["isPartOf"]["name"] == EDITION_TITLE and chapter["isPartOf"]["version"] == facts.version
    assert chapter["isBasedOn"]["name"] == source.title
    (dublin,) = found["dublincore"]
    terms = {element["name"].lower().removeprefix("dc."): element["content"] for element in dublin["elements"]}
    assert terms["title"] == title and terms["identifier"] == url and source.title in terms["source"]
    # the tab and a bookmark show the id; the description is the unit's own, from its text
    assert page.title.get_text() == f"{unit.id} · {unit.title} · {EDITION_TITLE}"
    described = page.head.find("meta", attrs={"name": "description"})["content"]
    assert described.startswith(f"{unit.id}, {source.short_title}")
    opening = " ".join(unit.text.split()[:3]).replace("_", "")
    for note in unit.footnotes:  # a footnote's mark is no word of the text
        opening = opening.replace(note.mark, "")
    assert opening in described
    # the JSON-LD is data, which the browser does not run: the policy needs no hash for it
    assert all("ld+json" not in script and '"@context"' not in script for script in inline_scripts(text))


def test_every_page_has_a_description_of_its_own(built_site: BuiltSite) -> None:
    described = {}
    for rel, page in whole_pages(built_site):  # every page: lxml's own parser, which Beautiful Soup would wrap
        meta = page.xpath("/html/head/meta[@name='description']/@content")
        if meta:
            described[rel] = meta[0]
    units = [f"laws/{u.source}/{u.number}/index.html" for u in CORPUS.laws.values()]
    assert len({described[rel] for rel in units}) == len(units)
    site_wide = [rel for rel, text in described.items() if text.startswith("Historical laws of Draw Poker (1882, the Foster")]
    assert len(site_wide) <= len(described) // 10, site_wide  # the site's own only where a page has no paragraph


def test_every_reference_to_download_is_saved_under_a_name_that_says_which(built_site: BuiltSite) -> None:
    """A BibTeX file opened in place would replace the page; ``60.ris`` would not say which source."""
    links = 0
    for rel, page in whole_pages(built_site):
        for link in page.xpath("//a[@href][substring(@href, string-length(@href) - 3) = '.bib' or substring(@href, string-length(@href) - 3) = '.ris' or substring(@href, string-length(@href) - 8) = '.csl.json']"):
            links += 1
            stem = link.get("href").rpartition("/")[2]
            suffix = stem.partition(".")[2]
            unit = re.search(r"laws/([^/]+)/(\d+)/", rel + "/")
            expected = f"pokerlaws-{unit[1]}-{unit[2]}.{suffix}" if unit and "cite/" not in link.get("href") else f"pokerlaws-edition.{suffix}"
            assert link.get("download") == expected, f"{rel}: {html.tostring(link, encoding='unicode')}"
    assert links >= 6 * len(CORPUS.laws)
