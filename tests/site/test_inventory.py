"""The units in the site's ``objects.inv`` (issue 12, item 5), read as another site would read it."""

from __future__ import annotations

from urllib.parse import urlsplit

from mkdocstrings import Inventory

from pokerlaws.edition.corpus import default_corpus
from pokerlaws.site.cite_as import edition_facts
from pokerlaws.site.inventory import DOMAIN, ROLE, unit_entries


def test_each_unit_has_one_entry_named_by_its_id_followed_by_its_rulings() -> None:
    corpus = default_corpus()
    entries = unit_entries(corpus)
    expected = [name for key in corpus.sources for u in corpus.units(key) for name in (u.id, *(f"{u.id} R{n}" for n in range(1, len(u.rulings) + 1)))]
    assert [e.name for e in entries] == expected
    assert len({e.name for e in entries}) == len(entries) == 54 + sum(len(u.rulings) for u in corpus.laws.values())
    sixty = next(e for e in entries if e.name == "1882:60")
    assert sixty.uri == "laws/1882/60/#1882-60" and sixty.dispname == f"1882:60 {corpus.law('1882:60').title}"
    second = next(e for e in entries if e.name == "1882:60 R2")
    assert second.uri == "laws/1882/60/#1882-60-r2" and second.dispname == "1882:60 R2 His own stake"


def test_the_built_inventory_resolves_every_unit_to_its_page_and_anchor(built_site) -> None:
    with (built_site.root / "objects.inv").open("rb") as file:
        inventory = Inventory.parse_sphinx(file)
    corpus = default_corpus()
    rulings = [r for unit in corpus.laws.values() for r in unit.rulings]
    assert rulings
    for unit in [*corpus.laws.values(), *rulings]:
        item = inventory.get(unit.id)
        assert item is not None, f"{unit.id} is not in objects.inv"
        assert (item.domain, item.role) == (DOMAIN, ROLE), item.format_sphinx()
        target = urlsplit(item.uri)
        page = built_site.root / target.path / "index.html"
        assert page.is_file(), item.uri
        assert f'id="{target.fragment}"' in page.read_text(encoding="utf-8"), item.uri
    # the engine's objects, which mkdocstrings writes, are there still, under the edition's version
    assert inventory["pokerlaws.evaluate"].domain == "py"
    assert inventory.version == edition_facts().version != "0.0.0"
