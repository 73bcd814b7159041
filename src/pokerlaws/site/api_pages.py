"""The API reference: ``api/index.md``, a page per engine module, and a page per folder of the edition side.

The pages hold little but mkdocstrings' ``:::`` directives; each engine
module's page opens with the laws its objects cite (``@implements``).

Each object is documented once, on the page of the module that defines it. A
folder of the engine (``pokerlaws.betting``) is its public face: its page gives
the folder's docstring and a table of what it offers (its ``__all__``), each
name linked to where it is documented, and does not render those objects a
second time. A link written with the folder's name of an object or of a member
(``pokerlaws.betting.BettingRound.bet``, as the law files and docstrings write
it) reaches the same place: [face_aliases][pokerlaws.site.api_pages.face_aliases]
gives each such name its documented one, which the plugin registers with
autorefs.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from functools import cache
from pathlib import Path

import griffe

from pokerlaws.edition.links import EDITION_SIDE, engine_modules, import_engine
from pokerlaws.site.markup import api_page_path, relative_link

SIDE_ORDER = {
    "pokerlaws.edition": (
        "model", "corpus", "loader", "prose_checks", "yamlfiles", "files", "collation", "errors", "records", "links", "apparatus",
        "export", "tei", "in_browser",
    ),
    "pokerlaws.citecheck": ("command", "check", "scan", "forms", "pins", "citing", "pytest_law"),
    "pokerlaws.runtime": ("examples", "worker", "confine", "pytest_examples", "pyodide_runtime", "bytecode"),
    "pokerlaws.site": (
        "build", "markup", "law_pages", "law_citing", "index_pages", "engine_page", "engine_map", "engine_layout",
        "api_pages", "all_hands", "draw_tables", "policy", "mkdocs_plugin",
    ),
}  # fmt: skip
"""Each folder of the edition side ([EDITION_SIDE][pokerlaws.edition.links.EDITION_SIDE]), with its modules in
reading order (the others follow alphabetically); each folder has one API page."""


def side_modules(folder: str) -> list[str]:
    """The modules of the folder *folder* (``"pokerlaws.site"``), in [SIDE_ORDER][pokerlaws.site.api_pages.SIDE_ORDER] first."""
    found = {m.name for m in pkgutil.iter_modules(importlib.import_module(folder).__path__) if not m.name.startswith("_")}
    order = SIDE_ORDER.get(folder, ())
    return [n for n in order if n in found] + sorted(found - set(order))


def _first_line(module: str) -> str:
    doc = importlib.import_module(module).__doc__ or ""
    return doc.strip().splitlines()[0] if doc.strip() else ""


SEARCH_BOOST = 0.1
"""Material's search ``boost`` of the API pages: a period term ("straddle") finds
the glossary and the laws before the code that names it."""


def _lowered(page: str) -> str:
    return f"---\nsearch:\n  boost: {SEARCH_BOOST}\n---\n\n{page}"


def render_api_pages() -> dict[str, str]:
    r"""``api/index.md``, one page per engine module, and one per folder of the edition side (``api/site.md``).

    Each page opens with front matter that lowers it in the site's search
    ([SEARCH_BOOST][pokerlaws.site.api_pages.SEARCH_BOOST]).

    Returns:
        dict[str, str]: docs-relative path → Markdown.

    Examples:
        >>> pages = render_api_pages()
        >>> pages["api/index.md"].startswith("---\nsearch:\n  boost: 0.1\n---")
        True
    """
    cited = import_engine()
    pages = {"api/index.md": _api_index()}
    for module in engine_modules():
        pages[api_page_path(module)] = _api_module_page(module, cited)
    for folder in EDITION_SIDE:
        pages[api_page_path(folder)] = _api_side_page(folder)
    return {path: _lowered(page) for path, page in pages.items()}


def _api_index() -> str:
    out = [
        "# API reference",
        "",
        ("The engine is plain Python (standard library only) and cites the laws it carries out with "
        "`@implements(\"1882:71\")`; each module's page opens with the laws it cites, and each law's "
        "page links back here. The edition side reads `laws/` and builds this site. How the modules fit "
        "together, with a map of their imports: [How the engine is built](../engine.md)."),
        "",
        "| Module | What it holds |",
        "| --- | --- |",
    ]
    for module in engine_modules():
        link = relative_link("api/index.md", api_page_path(module))
        out.append(f"| [`{module}`]({link}) | {_first_line(module).replace('|', '&#124;')} |")
    for folder in EDITION_SIDE:
        link = relative_link("api/index.md", api_page_path(folder))
        out.append(f"| [`{folder}`]({link}) | {_first_line(folder).replace('|', '&#124;')} |")
    out.append("")
    out += [
        "## Citing a law from code { #api-law }",
        "",
        "::: pokerlaws.law",
        "    options:",
        "      heading_level: 3",
        "      show_root_full_path: true",
        "",
    ]
    return "\n".join(out)


def _api_module_page(module: str, cited: dict[str, tuple[str, ...]]) -> str:
    # The h1 carries the module's id, so that autorefs links to the module
    # resolve; mkdocstrings then renders without a root heading.
    mine = {name: ids for name, ids in cited.items() if name.startswith(module + ".")}
    out = [f"# `{module}` {{ #{module} }}", ""]
    if mine:
        out += ['!!! abstract "Laws cited in this module"', ""]
        out += ["    | Object | Laws |", "    | --- | --- |"]
        for name, ids in mine.items():
            short = name[len(module) + 1 :]
            # data-no-mentions: these are links already, which the mention step
            # (site.mentions) would otherwise link once more, inside them.
            laws = ", ".join(f"[{i}][{i.replace(':', '-')}]" for i in ids)
            laws = f"<span data-no-mentions>{laws}</span>"
            out.append(f"    | [`{short}`][{name}] | {laws} |")
        out.append("")
    if _is_folder(module):
        out += [f"::: {module}", "    options:", "      show_root_heading: false", "      show_root_toc_entry: false", "      members: false", ""]
        return "\n".join(out + _face_table(module))
    out += [f"::: {module}", "    options:", "      show_root_heading: false", "      show_root_toc_entry: false", "      heading_level: 2", ""]
    return "\n".join(out)


def _is_folder(module: str) -> bool:
    spec = importlib.util.find_spec(module)
    return spec is not None and spec.submodule_search_locations is not None


def _package() -> griffe.Module:
    """The package as mkdocstrings reads it (griffe, from the sources; not imported), read again
    when a source has changed since (a rebuild under ``mkdocs serve``)."""
    home = Path(importlib.util.find_spec("pokerlaws").origin).parent
    return _read(home, tuple(sorted((str(p), p.stat().st_mtime_ns) for p in home.rglob("*.py"))))


@cache
def _read(home: Path, stamp: tuple[tuple[str, int], ...]) -> griffe.Module:
    return griffe.load("pokerlaws", search_paths=[str(home.parent)])


def _face(folder: str) -> list[tuple[str, griffe.Object]]:
    """The names of the folder's ``__all__``, each with the object it names (resolved)."""
    package = _package()[folder.removeprefix("pokerlaws.")]
    return [(name, package[name].final_target if package[name].is_alias else package[name]) for name in package.exports or ()]


def _face_table(folder: str) -> list[str]:
    out = ["## What it offers", "", "| Name | What it is | Documented in |", "| --- | --- | --- |"]
    for name, target in _face(folder):
        first = target.docstring.value.strip().splitlines()[0].replace("|", "&#124;") if target.docstring else ""
        out.append(f"| [`{name}`][{target.path}] | {first} | [`{target.module.path}`][{target.module.path}] |")
    return out + [""]


def face_aliases() -> dict[str, str]:
    """Each name of an object by a folder of the engine, and of its members, with the name under which
    it is documented: ``"pokerlaws.betting.BettingRound.bet"`` → ``"pokerlaws.betting.round.BettingRound.bet"``.

    A class's members are documented on its own page with those it inherits
    (mkdocstrings' ``inherited_members``), so a member's documented name is the
    class's, with the member's name after it.

    Returns:
        dict[str, str]: folder name → documented name, for every engine folder's ``__all__``
        and every public member of each class in it (inherited, and attributes set in
        ``__init__``, as griffe finds them).

    Examples:
        >>> aliases = face_aliases()
        >>> aliases["pokerlaws.betting.BettingRound.bet"]
        'pokerlaws.betting.round.BettingRound.bet'
        >>> aliases["pokerlaws.betting.PoolRulings.ante"]
        'pokerlaws.betting.rulings.PoolRulings.ante'
    """
    aliases: dict[str, str] = {}
    for folder in (m for m in engine_modules() if _is_folder(m)):
        for name, target in _face(folder):
            aliases[f"{folder}.{name}"] = target.path
            if target.is_class:
                members = (member for member in target.all_members if not member.startswith("_"))
                aliases.update({f"{folder}.{name}.{member}": f"{target.path}.{member}" for member in members})
    return aliases


def _api_side_page(folder: str) -> str:
    out = [
        f"# `{folder}` {{ #{folder} }}",
        "",
        f"::: {folder}",
        "    options:",
        "      show_root_heading: false",
        "      show_root_toc_entry: false",
        "      members: false",
        "",
    ]
    for name in side_modules(folder):
        out += [f"::: {folder}.{name}", "    options:", "      heading_level: 2", ""]
    return "\n".join(out)
