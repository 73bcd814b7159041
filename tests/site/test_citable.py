"""What a scholar cites and a citation manager captures, read from the built pages (issue 30).

- Each editorial ruling is a numbered section of its unit's page: a heading ``R2 · …`` with its
  permalink (``#1882-60-r2``), in the page's table of contents, the id to cite it by
  (``1882:60 R2``), its text at the size of the page's text (no admonition).
"""

from __future__ import annotations

import pytest
from bs4 import BeautifulSoup
from helpers.site import BuiltSite

from pokerlaws.edition.corpus import default_corpus

CORPUS = default_corpus()
RULED = [unit for unit in CORPUS.laws.values() if unit.rulings]


def soup(site: BuiltSite, rel: str) -> BeautifulSoup:
    return BeautifulSoup(site.html(rel), "lxml")


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
