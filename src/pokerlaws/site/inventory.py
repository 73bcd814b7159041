"""The units in the site's ``objects.inv``, so that other documentation cross-references a law by its id.

mkdocstrings writes the site's Sphinx inventory (``objects.inv``) of the engine's Python
objects; each unit of the edition joins it as a label of Sphinx's ``std`` domain, named by
its id (``1882:60``), pointing at the unit's own page and anchor, and shown by its id and
title. A Sphinx project with ``intersphinx_mapping = {"pokerlaws": (SITE_URL, None)}``
then writes ``:ref:`pokerlaws:1882:60``` and gets the permanent link. Each editorial
ruling follows its unit, named as it is cited (``1882:60 R2``), pointing at its heading.

Examples:
    >>> from pokerlaws.edition.corpus import default_corpus
    >>> entry = unit_entries(default_corpus())[0]
    >>> entry.name, entry.uri
    ('1882:52', 'laws/1882/52/#1882-52')
    >>> next((e.name, e.uri) for e in unit_entries(default_corpus()) if e.name == "1882:60 R2")
    ('1882:60 R2', 'laws/1882/60/#1882-60-r2')
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pokerlaws.edition.corpus import Corpus
from pokerlaws.site.markup import unit_page_path

DOMAIN, ROLE = "std", "label"
"""Where a unit stands in the inventory: Sphinx's domain and role for a label (``:ref:``)."""


@dataclass(frozen=True)
class UnitEntry:
    """One line of the inventory: a unit, or an editorial ruling of one.

    Attributes:
        name: the unit's id, ``1882:60``, or the ruling's, ``1882:60 R2``.
        uri: its page and anchor, relative to the site's root (``laws/1882/60/#1882-60``,
            ``laws/1882/60/#1882-60-r2``).
        dispname: what a cross-reference shows, ``1882:60 Of the pool …``, ``1882:60 R2 His own stake``.
    """

    name: str
    uri: str
    dispname: str


def _directory_url(path: str) -> str:
    # laws/1882/60.md -> laws/1882/60/, as MkDocs publishes it with use_directory_urls
    return path.removesuffix(".md") + "/"


def unit_entries(corpus: Corpus, url_of: Callable[[str], str] = _directory_url) -> list[UnitEntry]:
    """Every unit of *corpus*, in the edition's order, as a line of the inventory, each followed by its
    editorial rulings.

    Args:
        corpus: the edition.
        url_of: the URL of a docs-relative Markdown path (MkDocs' ``File.url``); by default
            the directory URL.
    """
    entries = []
    for key in corpus.sources:
        for unit in corpus.units(key):
            page = url_of(unit_page_path(unit))
            entries.append(UnitEntry(unit.id, f"{page}#{unit.anchor}", f"{unit.id} {unit.title or ''}".strip()))
            entries += [
                UnitEntry(ruling.id, f"{page}#{ruling.anchor}", f"{ruling.id} {' '.join(ruling.title.split())}")
                for ruling in unit.rulings
            ]
    return entries


def register_units(inventory: object, corpus: Corpus, url_of: Callable[[str], str] = _directory_url) -> int:
    """Register every unit and ruling in *inventory* (mkdocstrings' ``Inventory``, before it is written); the count."""
    entries = unit_entries(corpus, url_of)
    for entry in entries:
        inventory.register(entry.name, DOMAIN, ROLE, entry.uri, priority=1, dispname=entry.dispname)  # type: ignore[attr-defined]
    return len(entries)
