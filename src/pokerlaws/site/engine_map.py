"""The page *How the engine is built*, and its map of the engine, drawn from the code at build time.

The map is inline SVG: each engine module ([`engine_modules`][pokerlaws.edition.links.engine_modules]) is a box
that links to its API page. The boxes stand in a few layers (records; the table engine; cards and hands; what every
part shares), and the table engine's in families, one per folder ([`FAMILIES`][pokerlaws.site.engine_map.FAMILIES]:
the core, the betting, the jack-pot, the draw...; a folder added tomorrow is a family of its own,
[`folder_family`][pokerlaws.site.engine_map.folder_family]), each a labelled frame. The imports of one module by another are read from the
source with `ast` (nothing is imported or run); an arrow from one family to another stands for every import of a
module of the second by one of the first. Imports into the shared layer and into the core, which nearly every
module makes, are counted in words, not drawn; every import is listed, module by module, in *The map in words*.
[`engine_layout`][pokerlaws.site.engine_layout] places it all. Nothing of it is kept in ``docs/``:
[`render_engine_page`][pokerlaws.site.engine_page.render_engine_page] draws it afresh at every build, so it
follows the modules as they change.

Examples:
    >>> from pokerlaws.site.engine_map import family_of, imports_in, layer_of
    >>> source = "from pokerlaws.cards import Card\\nfrom pokerlaws import errors\\nimport json\\n"
    >>> sorted(imports_in(source, "pokerlaws.table.steps", {"pokerlaws.cards", "pokerlaws.errors", "pokerlaws.hands.values"}))
    ['pokerlaws.cards', 'pokerlaws.errors']
    >>> layer_of("pokerlaws.hands.values"), layer_of("pokerlaws.records.deal"), layer_of("pokerlaws.jackpot.rulings")
    ('hands', 'records', 'table')
    >>> [family_of(m).key for m in ("pokerlaws.draw.turn", "pokerlaws.table.interval", "pokerlaws.stud", "pokerlaws.stud.game")]
    ['draw', 'core', 'more', 'stud']
"""

from __future__ import annotations

import ast
import functools
import importlib.util
import posixpath
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path

from pokerlaws.edition.links import engine_modules
from pokerlaws.site.engine_layout import (
    BOX_H,
    FONT,
    FRAME_HEAD,
    MARGIN,
    Group,
    Layout,
    arrange,
)
from pokerlaws.site.markup import api_page_path

ENGINE_PAGE = "engine.md"
"""The page's docs-relative path: it is built as ``engine/index.html``."""


@dataclass(frozen=True)
class Layer:
    """A layer of the map, a band across it: its key and title."""

    key: str
    title: str


LAYERS = (
    Layer("records", "Records: read, replayed step by step, judged"),
    Layer("table", "The table engine: the betting, the draw, the pool"),
    Layer("hands", "Cards and hands"),
    Layer("shared", "Shared by every part"),
)
"""The layers, from the top of the map down, so that imports mostly point down."""


@dataclass(frozen=True)
class Family:
    """A family of modules, drawn together: its key, its layer, its title, the names it holds (a module named
    after one, ``draw_turn`` after ``draw``, is in it too), and whether the imports into it are only counted."""

    key: str
    layer: str
    title: str
    names: tuple[str, ...] = ()
    summarised: bool = False


FAMILIES = (
    Family("records", "records", "Records", ("records",)),
    Family("jackpot", "table", "The jack-pot", ("jackpot",)),
    Family("betting", "table", "The betting and the pool", ("betting",)),
    Family("blind", "table", "Before the draw", ("blind",)),
    Family("draw", "table", "The draw", ("draw",)),
    Family("more", "table", "More of the table"),
    Family("core", "table", "The table: one betting interval under every code, the seats, the steps, the show",
           ("table",), summarised=True),
    Family("hands", "hands", "Cards and hands", ("cards", "hands")),
    Family("shared", "shared", "Shared by every part", ("errors", "citations", "messages", "sources", "readings", "frozen"), summarised=True),
)  # fmt: skip
"""How today's folders are drawn (and the modules beside them: ``cards`` with ``hands``, the shared ones), in the
order they are tried and drawn: each family's frame title and band, which a folder's face cannot say in a few
words. A folder not named here is a family of its own ([`folder_family`][pokerlaws.site.engine_map.folder_family]).
A layer of one family is drawn as its band alone."""

DEFAULT_FAMILY = "more"
"""The family of a module beside the folders that no other names (one added tomorrow): the rest of the table
engine, placed by its imports."""


def short_name(module: str) -> str:
    """The module's name within the package: ``"pokerlaws.hands.values"`` is ``"hands"``."""
    return module.removeprefix("pokerlaws.")


def family_of(module: str) -> Family:
    """The family *module* is drawn in: the first that names it or the module it is named after
    (``hands_tables`` joins ``hands``); a module of a folder no family names, that folder's own
    ([`folder_family`][pokerlaws.site.engine_map.folder_family]); any other module, one added tomorrow too,
    is in ``DEFAULT_FAMILY``."""
    top = short_name(module).split(".")[0]
    short = top.lstrip("_")
    for family in FAMILIES:
        if any(short == name or short.startswith(name + "_") for name in family.names):
            return family
    if "." in short_name(module) or _is_folder(top):
        return folder_family(top)
    return next(f for f in FAMILIES if f.key == DEFAULT_FAMILY)


def _is_folder(name: str) -> bool:
    spec = importlib.util.find_spec(f"pokerlaws.{name}")
    return spec is not None and spec.submodule_search_locations is not None


@functools.cache
def folder_family(folder: str) -> Family:
    """The family of a folder of the engine that [`FAMILIES`][pokerlaws.site.engine_map.FAMILIES] does not name:
    in the table engine's band, titled by its face's docstring up to a colon (``"Stud: the deal, ..."`` is
    ``Stud``), else by the folder's name.

    Examples:
        >>> folder_family("stud")
        Family(key='stud', layer='table', title='stud', names=('stud',), summarised=False)
    """
    spec = importlib.util.find_spec(f"pokerlaws.{folder}")
    title = folder
    if spec is not None and (spec.origin or "").endswith("__init__.py"):
        doc = (ast.get_docstring(ast.parse(Path(spec.origin).read_text(encoding="utf-8"))) or "").strip()
        head = doc.splitlines()[0] if doc else ""
        title = head.split(":")[0].rstrip(".").strip() if ":" in head else folder
    return Family(folder, "table", title, (folder,))


def families(modules: Iterable[str]) -> tuple[Family, ...]:
    """[`FAMILIES`][pokerlaws.site.engine_map.FAMILIES], with the family of each folder among *modules* that it does
    not name, drawn before ``DEFAULT_FAMILY``."""
    extra = tuple(dict.fromkeys(f for f in map(family_of, modules) if f not in FAMILIES))
    at = next(n for n, f in enumerate(FAMILIES) if f.key == DEFAULT_FAMILY)
    return (*FAMILIES[:at], *extra, *FAMILIES[at:])


def layer_of(module: str) -> str:
    """The key of the layer *module* is drawn in: its family's."""
    return family_of(module).layer


# --- the imports, read from the source ----------------------------------------------------


def imports_in(source: str, module: str, modules: Iterable[str], *, package: bool = False) -> set[str]:
    """The modules of *modules* that *source* (the text of *module*) imports, itself left out.

    Every form counts, wherever it stands (in a function, under ``TYPE_CHECKING``):
    ``import pokerlaws.cards``, ``from pokerlaws.cards import Card``,
    ``from pokerlaws import cards``, and relative imports (``from .cards import Card``).
    """
    known, found = set(modules), set()
    home = module if package else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            targets = [".".join(a.name.split(".")[: i + 1]) for a in node.names for i in range(a.name.count(".") + 1)]
        elif isinstance(node, ast.ImportFrom):
            try:
                base = importlib.util.resolve_name("." * node.level + (node.module or ""), home) if node.level else node.module or ""
            except (ImportError, ValueError):
                continue
            targets = [base] + [f"{base}.{a.name}" for a in node.names]
        else:
            continue
        found.update(t for t in targets if t in known and t != module)
    return found


@dataclass(frozen=True)
class ModuleFacts:
    """What the map says of one module: what it imports (in the order of the modules), and the first line of its docstring."""

    imports: tuple[str, ...]
    summary: str


def read_engine(modules: Sequence[str] | None = None) -> dict[str, ModuleFacts]:
    """Each module (by default the engine's) → its imports among *modules* and its summary, read from its source."""
    names = list(engine_modules() if modules is None else modules)
    facts = {}
    for name in names:
        spec = importlib.util.find_spec(name)
        if spec is None or not (spec.origin or "").endswith(".py"):
            continue
        source = Path(spec.origin).read_text(encoding="utf-8")
        found = imports_in(source, name, names, package=spec.submodule_search_locations is not None)
        doc = (ast.get_docstring(ast.parse(source)) or "").strip()
        summary = re.sub(r"\[([^\]]+)\]\[[^\]]*\]", r"\1", doc.splitlines()[0] if doc else "").replace("`", "").replace("*", "")
        facts[name] = ModuleFacts(tuple(n for n in names if n in found), summary)
    return facts


XLINK = "http://www.w3.org/1999/xlink"
"""The boxes link by ``xlink:href``, which browsers follow as ``href``: Material's instant
navigation rewrites every element with an ``href`` attribute by assigning its ``href``
property, which an SVG link has only as a getter (a TypeError on every load of the page)."""


# --- links, as the site is built ------------------------------------------------------------


def built_path(src: str) -> str:
    """Where MkDocs (with directory URLs, its default) writes the page *src*.

    Examples:
        >>> built_path("api/cards.md"), built_path("engine.md"), built_path("laws/1882/index.md")
        ('api/cards/index.html', 'engine/index.html', 'laws/1882/index.html')
    """
    stem = src.removesuffix(".md")
    return f"{stem}.html" if posixpath.basename(stem) in ("index", "README") else f"{stem}/index.html"


def page_link(from_src: str, to_src: str) -> str:
    """A relative link from one built page to another, naming its file, so that it works from ``file://`` too.

    Examples:
        >>> page_link("engine.md", "api/cards.md")
        '../api/cards/index.html'
    """
    return posixpath.relpath(built_path(to_src), posixpath.dirname(built_path(from_src)))


# --- the families and the imports between them ------------------------------------------------


def family_imports(facts: Mapping[str, ModuleFacts]) -> dict[tuple[str, str], list[tuple[str, str]]]:
    """Each pair of families (importer, imported) → the imports ``(module, module)`` between them, in order."""
    pairs: dict[tuple[str, str], list[tuple[str, str]]] = {}
    for m in facts:
        for t in facts[m].imports:
            if t in facts and family_of(m).key != family_of(t).key:
                pairs.setdefault((family_of(m).key, family_of(t).key), []).append((m, t))
    return pairs


def arrows_of(facts: Mapping[str, ModuleFacts]) -> dict[tuple[str, str], list[tuple[str, str]]]:
    """The pairs of families drawn as arrows: all but those into a family whose imports are only counted."""
    summarised = {f.key for f in FAMILIES if f.summarised}
    return {pair: found for pair, found in family_imports(facts).items() if pair[1] not in summarised}


def counted(facts: Mapping[str, ModuleFacts]) -> list[tuple[Family, int, int]]:
    """The families whose imports are counted, not drawn: each with how many modules (of other families) import
    it, and how many imports that makes."""
    pairs = family_imports(facts)
    out = []
    for family in (f for f in FAMILIES if f.summarised):
        found = [i for (_, to), imports in pairs.items() if to == family.key for i in imports]
        if any(family_of(m).key == family.key for m in facts):
            out.append((family, len({m for m, _ in found}), len(found)))
    return out


def not_drawn(facts: Mapping[str, ModuleFacts]) -> str:
    """The imports counted, not drawn, in words: ``"into the core (interval, ...), 35 imports by 16 modules; ..."``."""
    drawn = families(facts)
    alone = {f.layer for f in drawn if sum(g.layer == f.layer for g in drawn) == 1}
    return "; ".join(
        f"into {'the ' + family.layer + ' layer' if family.layer in alone else 'the ' + family.key} "
        f"({', '.join(short_name(m) for m in facts if family_of(m) == family)}), {i} imports by {n} modules"
        for family, n, i in counted(facts)
    )


def groups_of(facts: Mapping[str, ModuleFacts]) -> list[Group]:
    """The families as the layout takes them, with their modules (in the order of *facts*)."""
    counts = {layer.key: len({family_of(m).key for m in facts if layer_of(m) == layer.key}) for layer in LAYERS}
    return [
        Group(f.layer, f.key, f.title if counts.get(f.layer, 0) > 1 else "", tuple(m for m in facts if family_of(m) == f))
        for f in families(facts)
    ]


def layout(facts: Mapping[str, ModuleFacts]) -> Layout:
    """Place every module of *facts*, its family and the arrows between families on the map."""
    return arrange(
        groups_of(facts),
        [layer.key for layer in LAYERS],
        {m: f.imports for m, f in facts.items()},
        arrows_of(facts),
        labels={m: short_name(m) for m in facts},
        ranked=family_imports(facts),
    )


# --- the drawing -------------------------------------------------------------------------------------


def _num(v: float) -> str:
    return f"{v:.1f}".rstrip("0").rstrip(".")


_STYLE = """
.engine-map{font-family:var(--md-code-font-family,monospace);font-size:12px}
.engine-map .band{fill:var(--md-default-fg-color--lightest,#00000012)}
.engine-map :is(.band-title,.family-title){fill:var(--md-typeset-color,#000);font-family:var(--md-text-font-family,sans-serif);
font-weight:700;paint-order:stroke;stroke:var(--md-default-bg-color,#fff);stroke-width:4px;stroke-linejoin:round}
.engine-map .family-title{font-weight:600}
.engine-map .frame{fill:var(--md-default-bg-color--light,#ffffffb3);stroke:var(--md-default-fg-color--lighter,#00000052);stroke-width:1.2}
.engine-map .frame:hover{stroke:var(--md-accent-fg-color,#ff6e42)}
.engine-map .edge{--edge:var(--md-default-fg-color--light,#0000008a)}
.engine-map .edge .line{fill:none;stroke:var(--edge);stroke-width:1.6} .engine-map .edge .head{fill:var(--edge)}
.engine-map .edge .hit{fill:none;stroke:transparent;stroke-width:12;pointer-events:stroke}
.engine-map .box rect{fill:var(--md-default-bg-color,#fff);stroke:var(--md-primary-fg-color,#795548);stroke-width:1.5}
.engine-map .box text{fill:var(--md-typeset-color,#000)} .engine-map .box:focus{outline:none}
.engine-map .box:is(:hover,:focus-visible) rect{stroke:var(--md-accent-fg-color,#ff6e42);stroke-width:3}
.engine-map:has(.box:hover,.box:focus-visible,.frame:hover,.edge:hover) .edge{opacity:.15}
.engine-map:has(.edge:hover) .edge:hover{opacity:1;--edge:var(--md-accent-fg-color,#ff6e42)}
.md-typeset:has(.engine-map) :is(p,li,td)>a:not(.headerlink){text-decoration:underline;text-underline-offset:.15em}
"""  # on this page, a link in running text is underlined, not told by its colour alone (axe: link-in-text-block)
_LIT = "{opacity:1;--edge:var(--md-accent-fg-color,#ff6e42)}"


def _said(found: Sequence[tuple[str, str]]) -> str:
    """Imports in words, by importer: ``"deal imports betting, pool; judge imports betting"``."""
    by: dict[str, list[str]] = {}
    for m, t in found:
        by.setdefault(short_name(m), []).append(short_name(t))
    return "; ".join(f"{m} imports {', '.join(ts)}" for m, ts in by.items())


def render_svg(facts: Mapping[str, ModuleFacts] | None = None, page: str = ENGINE_PAGE) -> str:
    """The map as inline SVG (well-formed XML), its links relative to the built *page*."""
    facts = read_engine() if facts is None else facts
    lay = layout(facts)
    users = {m: [u for u in facts if m in facts[u].imports] for m in facts}
    drawn = arrows_of(facts)
    titles, bands = {f.key: f.title for f in families(facts)}, {layer.key: layer.title for layer in LAYERS}
    w, h = _num(lay.width), _num(lay.height)
    lit = [  # a box hovered or focused: the arrows it has a part in stand out; a frame hovered: its family's
        f'.engine-map:has(.box[data-module="{s}"]:is(:hover,:focus-visible)) .edge[data-modules~="{s}"]{_LIT}'
        for s in map(short_name, lay.boxes)
    ] + [
        f'.engine-map:has(.family[data-family="{k}"]>.frame:hover) .edge:is([data-from="{k}"],[data-to="{k}"]){_LIT}'
        for k, frame in lay.frames.items() if frame.framed
    ]  # fmt: skip
    out = [
        (f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="{XLINK}" class="engine-map" role="group" viewBox="0 0 {w} {h}" width="{w}" '
         f'height="{h}" style="min-width:{_num(lay.width)}px" aria-labelledby="engine-map-title" aria-describedby="engine-map-desc">'),
        '<title id="engine-map-title">The modules of the engine, in families, and the imports between the families</title>',
        f'<desc id="engine-map-desc">{len(lay.boxes)} modules in {len(lay.frames)} families and {len(lay.bands)} layers ('
        + escape(", ".join(bands[key].split(":")[0] for key, _, _ in lay.bands))
        + f"), {sum(len(users[m]) for m in facts)} imports between them. An arrow from one family to another means that "
        f"modules of the first import modules of the second: {len(drawn)} arrows, for {sum(map(len, drawn.values()))} "
        f"imports. Not drawn, as nearly every module makes them, but counted: the imports {escape(not_drawn(facts))}. "
        "Each box is a link to the module's API page.</desc>",
        f"<style>{_STYLE}{chr(10).join(lit)}</style>",
    ]
    out += [
        f'<rect class="band" x="{MARGIN}" y="{_num(top)}" width="{_num(lay.width - 2 * MARGIN)}" height="{_num(bottom - top)}" rx="6"/>'
        for _, top, bottom in lay.bands
    ]
    edges = []
    for (a, b), (line, head) in sorted(lay.routes.items(), key=lambda item: list(drawn).index(item[0])):
        found = drawn[(a, b)]
        involved = " ".join(dict.fromkeys(short_name(m) for pair in found for m in pair))
        said = escape(f"{titles[a]} → {titles[b]}: {_said(found)}.")
        edges.append(
            f'<g class="edge" data-from="{a}" data-to="{b}" data-modules="{involved}" '
            f'data-imports="{" ".join(f"{short_name(m)}:{short_name(t)}" for m, t in found)}"><title>{said}</title>'
            f'<path class="hit" d="{line}"/><path class="line" d="{line}"/><path class="head" d="{head}"/></g>'
        )
    out.append('<g class="edges" aria-hidden="true">' + "".join(edges) + "</g>")
    out += [
        f'<text class="band-title" id="engine-layer-{key}" x="{MARGIN + 10}" y="{_num(top + 19)}">{escape(bands[key])}</text>'
        for key, top, _ in lay.bands
    ]
    for key, frame in lay.frames.items():
        label = f"engine-family-{key}" if frame.framed else f"engine-layer-{frame.group.layer}"
        part = [f'<g class="family" data-family="{key}" role="group" aria-labelledby="{label}">']
        if frame.framed:
            part += [
                f'<rect class="frame" x="{_num(frame.x)}" y="{_num(frame.y)}" width="{_num(frame.w)}" height="{_num(frame.h)}" rx="8"/>',
                (f'<text class="family-title" id="{label}" x="{_num(frame.x + 8)}" y="{_num(frame.y + FRAME_HEAD - 7)}">'
                 f"{escape(frame.group.title)}</text>"),
            ]
        for m in frame.group.modules:
            box = lay.boxes[m]
            imports = ", ".join(map(short_name, facts[m].imports)) or "nothing of the engine"
            title = f"{m}: {facts[m].summary} Imports {imports}; imported by {', '.join(map(short_name, users[m])) or 'no other module'}."
            part.append(
                f'<a class="box" data-module="{short_name(m)}" xlink:href="{escape(page_link(page, api_page_path(m)))}">'
                f'<title>{escape(title)}</title><rect x="{_num(box.x)}" y="{_num(box.y)}" width="{_num(box.w)}" '
                f'height="{BOX_H}" rx="4"/><text x="{_num(box.cx)}" y="{_num(box.y + BOX_H / 2 + FONT * 0.35)}" '
                f'text-anchor="middle">{escape(short_name(m))}</text></a>'
            )
        out.append("".join(part) + "</g>")
    return "\n".join(out + ["</svg>"])


# --- the page -------------------------------------------------------------------------------------


def render_words(facts: Mapping[str, ModuleFacts] | None = None, page: str = ENGINE_PAGE) -> str:
    """The map in words, in Markdown: per layer, and in it per family, a table of its modules, what each imports
    and what imports it."""
    facts = read_engine() if facts is None else facts
    out = []
    groups = [g for g in groups_of(facts) if g.modules]
    for layer in LAYERS:
        here = [g for g in groups if g.layer == layer.key]
        out += [f"**{layer.title}**", ""] if here else []
        for group in here:
            out += [f"*{group.title}*", ""] if group.title else []
            out += ["| Module | Imports | Imported by |", "| --- | --- | --- |"]
            for m in group.modules:
                link = posixpath.relpath(api_page_path(m), posixpath.dirname(page) or ".")
                cells = [", ".join(f"`{short_name(t)}`" for t in ts) or "—" for ts in (facts[m].imports, [u for u in facts if m in facts[u].imports])]
                out.append(f"| [`{short_name(m)}`]({link}) | {cells[0]} | {cells[1]} |")
            out.append("")
    return "\n".join(out).rstrip("\n")
