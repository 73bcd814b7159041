"""The API reference: ``api/index.md``, a page per engine module, and a page per folder of the edition side.

The pages hold little but mkdocstrings' ``:::`` directives; each engine
module's page opens with the laws its objects cite (``@implements``).
"""

from __future__ import annotations

import importlib
import pkgutil

from pokerlaws.edition.links import EDITION_SIDE, engine_modules, import_engine
from pokerlaws.site.markup import _rel, api_page_path

SIDE_ORDER = {
    "pokerlaws.edition": (
        "model", "corpus", "loader", "prose_checks", "yamlfiles", "files", "readings", "errors", "records", "links", "apparatus",
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
        link = _rel("api/index.md", api_page_path(module))
        out.append(f"| [`{module}`]({link}) | {_first_line(module).replace('|', '&#124;')} |")
    for folder in EDITION_SIDE:
        link = _rel("api/index.md", api_page_path(folder))
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
    out += [f"::: {module}", "    options:", "      show_root_heading: false", "      show_root_toc_entry: false", "      heading_level: 2", ""]
    return "\n".join(out)


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
