"""Law ↔ code: the links between units and engine objects, checked both ways.

A unit's ``engine`` list names engine objects; each of those objects must
cite the unit with ``@implements``. Every ``@implements`` citation, and every
``[1882:71][1882-71]`` law link in an engine docstring, must name a unit that
exists.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from pathlib import Path

from pokerlaws.citations import citations, laws_of
from pokerlaws.edition.corpus import Corpus
from pokerlaws.edition.errors import display_path
from pokerlaws.edition.loader import resolve
from pokerlaws.sources import ANCHOR_LINK

EDITION_SIDE = ("pokerlaws.edition", "pokerlaws.citecheck", "pokerlaws.runtime", "pokerlaws.site")
"""The folders of the edition side: the text and its data, the citation checker, where the examples run, the site."""

NOT_ENGINE = (*EDITION_SIDE, "pokerlaws.cli")
"""Packages that are not the engine: the edition side and the command line."""

ENGINE_ORDER = (
    "cards", "hands", "table", "betting", "blind", "draw", "jackpot", "records", "errors", "citations", "readings", "sources",
)  # fmt: skip
"""The engine's modules and folders in reading order, each folder's public face before its modules; others follow
alphabetically."""

LAW_LINK = ANCHOR_LINK


def engine_modules(*, private: bool = False) -> list[str]:
    """Names of the engine's modules (every ``pokerlaws`` module but the edition and CLI):
    the one definition of the engine, for the links, the API pages and the purity test.

    Args:
        private: include the private modules (``pokerlaws.hands._tables``), which
            have no API page but are the engine all the same.

    In [ENGINE_ORDER][pokerlaws.edition.links.ENGINE_ORDER] first, then alphabetically.
    """
    found = {
        info.name
        for info in pkgutil.walk_packages(importlib.util.find_spec("pokerlaws").submodule_search_locations, prefix="pokerlaws.")
        if not info.name.startswith(NOT_ENGINE) and (private or not info.name.rpartition(".")[2].startswith("_"))
        and info.name != "pokerlaws.__main__"
    }
    def place(module: str) -> tuple[int, str]:
        top = module.split(".")[1]
        return (ENGINE_ORDER.index(top) if top in ENGINE_ORDER else len(ENGINE_ORDER), module)

    return sorted(found, key=place)


def import_engine() -> dict[str, tuple[str, ...]]:
    """Import every engine module and return all ``@implements`` citations."""
    for name in engine_modules():
        importlib.import_module(name)
    return citations()


def link_problems(corpus: Corpus) -> list[str]:
    """Every broken link between the laws and the code, as sentences (empty if none)."""
    problems = []
    for unit in corpus.laws.values():
        where = f"{display_path(unit.path)}, line {unit.line_of('engine')}"
        for dotted in unit.engine.paths:
            try:
                obj = resolve(dotted)
            except LookupError as exc:
                problems.append(f"{where}: engine path {dotted} does not resolve: {exc}")
                continue
            if unit.id not in laws_of(obj):
                problems.append(f"{where}: {dotted} does not cite {unit.id} (add {unit.id!r} to its @implements)")
    for qualname, ids in import_engine().items():
        for unit_id in ids:
            if unit_id not in corpus.laws:
                problems.append(f"{qualname} cites {unit_id}, which is not a unit of the edition")
    for name in engine_modules():
        path = Path(importlib.import_module(name).__file__)
        for lineno, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            for source, number in LAW_LINK.findall(line):
                if f"{source}:{number}" not in corpus.laws:
                    problems.append(f"{path.name}:{lineno} links to law {source}:{number}, which is not a unit of the edition")
    return problems
