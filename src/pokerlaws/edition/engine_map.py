"""The page *How the engine is built*, and its map of the engine, drawn from the code at build time.

The map is inline SVG: each engine module ([`engine_modules`][pokerlaws.edition.links.engine_modules]) is a box
that links to its API page, and each import of one engine module by another, read from the source with `ast`
(nothing is imported or run), is an arrow from the importer to the imported. The boxes stand in a few layers
(records; the table engine; cards and hands; what every part shares), and within a layer an importer stands above
what it imports. Nothing of it is kept in ``docs/``: [`render_engine_page`][pokerlaws.edition.engine_page.render_engine_page]
draws it afresh at every build, so it follows the modules as they change.

Examples:
    >>> from pokerlaws.edition.engine_map import imports_in, layer_of
    >>> source = "from pokerlaws.cards import Card\\nfrom pokerlaws import errors\\nimport json\\n"
    >>> sorted(imports_in(source, "pokerlaws.steps", {"pokerlaws.cards", "pokerlaws.errors", "pokerlaws.hands"}))
    ['pokerlaws.cards', 'pokerlaws.errors']
    >>> layer_of("pokerlaws.hands"), layer_of("pokerlaws.deal"), layer_of("pokerlaws.jackpot_rules")
    ('hands', 'records', 'table')
"""

from __future__ import annotations

import ast
import importlib.util
import posixpath
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path

from pokerlaws.edition.links import engine_modules
from pokerlaws.edition.markup import api_page_path

ENGINE_PAGE = "engine.md"
"""The page's docs-relative path: it is built as ``engine/index.html``."""


@dataclass(frozen=True)
class Layer:
    """A layer of the map: its key, its title, and the modules it holds by name (see [`layer_of`][pokerlaws.edition.engine_map.layer_of])."""

    key: str
    title: str
    modules: tuple[str, ...] = ()


LAYERS = (
    Layer("records", "Records: read, replayed step by step, judged", ("record", "judge", "deal")),
    Layer("table", "The table engine: the betting, the draw, the pool"),
    Layer("hands", "Cards and hands", ("cards", "rules", "hands", "exhaustive")),
    Layer("shared", "Shared by every part", ("errors", "citations", "sources")),
)
"""The layers, from the top of the map down, so that imports mostly point down."""

DEFAULT_LAYER = "table"


def short_name(module: str) -> str:
    """The module's name within the package: ``"pokerlaws.hands"`` is ``"hands"``."""
    return module.removeprefix("pokerlaws.")


def layer_of(module: str) -> str:
    """The key of the layer *module* is drawn in: the first that names it or the module it is named after
    (``hands_tables`` joins ``hands``); any other module, one added tomorrow too, is in the table engine."""
    short = short_name(module).split(".")[0].lstrip("_")
    for layer in LAYERS:
        if any(short == name or short.startswith(name + "_") for name in layer.modules):
            return layer.key
    return DEFAULT_LAYER


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


# --- links, as the site is built ------------------------------------------------------------


def built_path(src: str) -> str:
    """Where MkDocs (with directory URLs, its default) writes the page *src*.

    >>> built_path("api/cards.md"), built_path("engine.md"), built_path("laws/1882/index.md")
    ('api/cards/index.html', 'engine/index.html', 'laws/1882/index.html')
    """
    stem = src.removesuffix(".md")
    return f"{stem}.html" if posixpath.basename(stem) in ("index", "README") else f"{stem}/index.html"


def page_link(from_src: str, to_src: str) -> str:
    """A relative link from one built page to another, naming its file, so that it works from ``file://`` too.

    >>> page_link("engine.md", "api/cards.md")
    '../api/cards/index.html'
    """
    return posixpath.relpath(built_path(to_src), posixpath.dirname(built_path(from_src)))


# --- the layout ---------------------------------------------------------------------------------

FONT, CHAR_W = 12, 7.3  # a monospace face at 12px: a character's width, with a little to spare
BOX_H, GAP_X, ROW_GAP = 28, 16, 34
CHAIN_GAP = 44  # between the boxes of a layer drawn in one row: room for an arrow
BAND_HEAD, BAND_PAD, BAND_GAP, MARGIN = 26, 12, 12, 8
MAX_ROW = 5  # a longer row is wrapped, in rows as even as can be
ONE_ROW = 3  # a layer of at most this many modules is one row, importers on the left


@dataclass
class Box:
    """A module's box: its top left corner, width, row and centre."""

    x: float
    y: float
    w: float
    row: int
    cx: float


def _rows(facts: Mapping[str, ModuleFacts]) -> list[tuple[Layer, list[list[str]]]]:
    """The layers drawn, each with its rows of modules, top first: in a layer, a module stands
    as high as the longest chain of imports below it inside the layer (an import cycle is cut)."""
    bands = []
    for layer in LAYERS:
        members = [m for m in facts if layer_of(m) == layer.key]
        memo: dict[str, int] = {}

        def height(m: str, seen: frozenset[str]) -> int:
            if m not in memo:
                below = [height(t, seen | {m}) + 1 for t in facts[m].imports if t in members and t not in seen | {m}]
                memo[m] = max(below, default=0)
            return memo[m]

        levels = {m: height(m, frozenset()) for m in members}
        if members and len(members) <= ONE_ROW:
            bands.append((layer, [sorted(members, key=lambda m: -levels[m])]))
        elif members:
            rows = [[m for m in members if levels[m] == h] for h in sorted(set(levels.values()), reverse=True)]
            wrap = [-(-len(row) // -(-len(row) // MAX_ROW)) for row in rows]  # the width of each row's pieces
            bands.append((layer, [row[i : i + n] for row, n in zip(rows, wrap) for i in range(0, len(row), n)]))
    return bands


def _order(rows: list[list[str]], facts: Mapping[str, ModuleFacts], fixed: set[int]) -> None:
    """Order each row by the mean place of its neighbours in other rows (fewer crossings); *fixed* rows keep theirs."""
    near: dict[str, set[str]] = {m: set() for row in rows for m in row}
    for m, t in ((m, t) for m in near for t in facts[m].imports if t in near):
        near[m].add(t)
        near[t].add(m)
    row_of = {m: r for r, row in enumerate(rows) for m in row}
    place = {m: i - (len(row) - 1) / 2 for row in rows for i, m in enumerate(row)}
    for _ in range(4):
        for r, above in [(r, True) for r in range(1, len(rows))] + [(r, False) for r in range(len(rows) - 2, -1, -1)]:
            if r not in fixed:
                sides = {m: [place[n] for n in near[m] if (row_of[n] < r) == above and row_of[n] != r] for m in rows[r]}
                rows[r].sort(key=lambda m: (sum(sides[m]) / len(sides[m]) if sides[m] else place[m], place[m]))
                place.update({m: i - (len(rows[r]) - 1) / 2 for i, m in enumerate(rows[r])})


@dataclass
class Layout:
    """The map laid out: boxes by module, the layers' bands ``(layer, top, bottom)``, the canvas size."""

    boxes: dict[str, Box]
    bands: list[tuple[Layer, float, float]]
    width: float
    height: float
    last_row: int


def layout(facts: Mapping[str, ModuleFacts]) -> Layout:
    """Place every module of *facts* on the map."""
    box_w = max(96, CHAR_W * max((len(short_name(m)) for m in facts), default=8) + 16)
    bands = _rows(facts)
    rows = [row for _, band_rows in bands for row in band_rows]
    starts = [sum(len(b) for _, b in bands[:i]) for i in range(len(bands))]
    # a layer of a few modules, in one row, importers on the left: a chain, with room for arrows along it
    chains = {r for r, (_, b) in zip(starts, bands) if len(b) == 1 and len(b[0]) <= ONE_ROW}
    _order(rows, facts, chains)

    def row_width(r: int) -> float:
        return len(rows[r]) * box_w + (len(rows[r]) - 1) * (CHAIN_GAP if r in chains else GAP_X)

    width = max(map(row_width, range(len(rows))), default=box_w) + 2 * (MARGIN + BAND_PAD)
    boxes: dict[str, Box] = {}
    placed = []
    y, r, last = MARGIN, 0, len(rows) - 1
    for layer, band_rows in bands:
        top = y
        y += BAND_HEAD + (14 if r in chains and r != last else 0)  # arcs along a chain go above it, but on the last row below
        for i, row in enumerate(band_rows):
            x = (width - row_width(r)) / 2
            for m in row:
                boxes[m] = Box(x, y, box_w, r, x + box_w / 2)
                x += box_w + (CHAIN_GAP if r in chains else GAP_X)
            y += BOX_H + (ROW_GAP if i < len(band_rows) - 1 else BAND_PAD + (14 if r in chains and r == last else 0))
            r += 1
        placed.append((layer, top, y))
        y += BAND_GAP
    return Layout(boxes, placed, width, y - BAND_GAP + MARGIN, last)


# --- the drawing -------------------------------------------------------------------------------------


def _num(v: float) -> str:
    return f"{v:.1f}".rstrip("0").rstrip(".")


def _head(x: float, y: float, dx: float, dy: float) -> str:
    """An arrowhead with its tip at (x, y), pointing along (dx, dy)."""
    n = (dx * dx + dy * dy) ** 0.5 or 1
    (ux, uy), (bx, by) = (dx / n, dy / n), (x - 7 * dx / n, y - 7 * dy / n)
    return f"M{_num(x)} {_num(y)}L{_num(bx - uy * 3.5)} {_num(by + ux * 3.5)}L{_num(bx + uy * 3.5)} {_num(by - ux * 3.5)}Z"


def _edges(lay: Layout, facts: Mapping[str, ModuleFacts]) -> list[str]:
    """One ``<g class="edge">`` per import: a curve from the importer to the imported, and its head."""
    pairs = [(m, t) for m in facts for t in facts[m].imports if m in lay.boxes and t in lay.boxes]
    ends: dict[tuple[str, str], list] = {}  # (module, side) → [(x at the other end, pair)]
    for m, t in pairs:
        if lay.boxes[m].row != lay.boxes[t].row:
            ends.setdefault((m, "out"), []).append((lay.boxes[t].cx, (m, t)))
            ends.setdefault((t, "in"), []).append((lay.boxes[m].cx, (m, t)))
    offset = {}  # the ends of many arrows on one side of a box, spread along it in the order of their other ends
    for (m, side), items in ends.items():
        step = min(7.0, (lay.boxes[m].w - 20) / max(len(items) - 1, 1))
        offset.update({(pair, side): (i - (len(items) - 1) / 2) * step for i, (_, pair) in enumerate(sorted(items))})
    out = []
    for m, t in pairs:
        a, b = lay.boxes[m], lay.boxes[t]
        if a.row != b.row:  # down (or, against the layers, up) from one row to another
            sign = 1 if b.row > a.row else -1
            x1, y1 = a.cx + offset[((m, t), "out")], a.y + (BOX_H if sign > 0 else 0)
            x2, y2 = b.cx + offset[((m, t), "in")], b.y + (0 if sign > 0 else BOX_H)
            bend = sign * max(18.0, abs(y2 - y1) / 2)
            c1, c2 = (x1, y1 + bend), (x2, y2 - bend)
        elif abs(a.cx - b.cx) <= a.w + CHAIN_GAP + 1:  # side by side in one row: a straight arrow
            y1 = y2 = a.y + BOX_H / 2
            x1, x2 = (a.x + a.w, b.x) if b.x > a.x else (a.x, b.x + b.w)
            c1, c2 = (x1 + (x2 - x1) / 3, y1), (x2 - (x2 - x1) / 3, y2)
        else:  # further along one row: an arc above it, or below it on the last row
            below = a.row == lay.last_row
            x1, x2, y1 = a.cx + 6, b.cx - 6, a.y + (BOX_H if below else 0)
            y2, bend = y1, 26 if below else -26
            c1, c2 = (x1, y1 + bend), (x2, y2 + bend)
        line = f"M{_num(x1)} {_num(y1)}C{_num(c1[0])} {_num(c1[1])} {_num(c2[0])} {_num(c2[1])} {_num(x2)} {_num(y2)}"
        out.append(
            f'<g class="edge{" to-shared" if layer_of(t) == "shared" else ""}" data-from="{short_name(m)}" data-to="{short_name(t)}">'
            f'<path class="line" d="{line}"/><path class="head" d="{_head(x2, y2, x2 - c2[0], y2 - c2[1])}"/></g>'
        )
    return out


_STYLE = """
.engine-map{font-family:var(--md-code-font-family,monospace);font-size:12px}
.engine-map .band{fill:var(--md-default-fg-color--lightest,#00000012)}
.engine-map .band-title{fill:var(--md-typeset-color,#000);font-family:var(--md-text-font-family,sans-serif);font-weight:700;
paint-order:stroke;stroke:var(--md-default-bg-color,#fff);stroke-width:4px;stroke-linejoin:round}
.engine-map .edge{--edge:var(--md-default-fg-color--light,#0000008a)}
.engine-map .edge .line{fill:none;stroke:var(--edge);stroke-width:1.2} .engine-map .edge .head{fill:var(--edge)}
.engine-map .edge.to-shared{opacity:.45}
.engine-map .box rect{fill:var(--md-default-bg-color,#fff);stroke:var(--md-primary-fg-color,#795548);stroke-width:1.5}
.engine-map .box text{fill:var(--md-typeset-color,#000)} .engine-map .box:focus{outline:none}
.engine-map .box:is(:hover,:focus-visible) rect{stroke:var(--md-accent-fg-color,#ff6e42);stroke-width:3}
.engine-map:has(.box:hover,.box:focus-visible) .edge{opacity:.12}
.md-typeset:has(.engine-map) :is(p,li,td)>a:not(.headerlink){text-decoration:underline;text-underline-offset:.15em}
"""  # on this page, a link in running text is underlined, not told by its colour alone (axe: link-in-text-block)


def render_svg(facts: Mapping[str, ModuleFacts] | None = None, page: str = ENGINE_PAGE) -> str:
    """The map as inline SVG (well-formed XML), its links relative to the built *page*."""
    facts = read_engine() if facts is None else facts
    lay = layout(facts)
    users = {m: [u for u in facts if m in facts[u].imports] for m in facts}
    w, h = _num(lay.width), _num(lay.height)
    lit = "\n".join(  # a box hovered or focused: its arrows, in and out, stand out
        f'.engine-map:has(.box[data-module="{s}"]:is(:hover,:focus-visible)) .edge:is([data-from="{s}"],[data-to="{s}"])'
        "{opacity:1;--edge:var(--md-accent-fg-color,#ff6e42)}"
        for s in map(short_name, lay.boxes)
    )
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="engine-map" role="group" viewBox="0 0 {w} {h}" width="{w}" '
        f'height="{h}" style="min-width:{_num(lay.width * 0.8)}px" aria-labelledby="engine-map-title" aria-describedby="engine-map-desc">',
        '<title id="engine-map-title">The modules of the engine and their imports</title>',
        f'<desc id="engine-map-desc">{len(lay.boxes)} modules in {len(lay.bands)} layers ('
        + escape(", ".join(layer.title.split(":")[0] for layer, _, _ in lay.bands))
        + f"), {sum(len(users[m]) for m in facts)} imports between them. An arrow from one module to another "
        "means that the first imports the second. Each box is a link to the module's API page.</desc>",
        f"<style>{_STYLE}{lit}</style>",
    ]
    out += [
        f'<rect class="band" x="{MARGIN}" y="{_num(top)}" width="{_num(lay.width - 2 * MARGIN)}" height="{_num(bottom - top)}" rx="6"/>'
        for _, top, bottom in lay.bands
    ]
    out.append('<g class="edges" aria-hidden="true">' + "".join(_edges(lay, facts)) + "</g>")
    out += [
        f'<text class="band-title" x="{MARGIN + BAND_PAD}" y="{_num(top + 17)}">{escape(layer.title)}</text>'
        for layer, top, _ in lay.bands
    ]
    for m, box in lay.boxes.items():
        imports = ", ".join(map(short_name, facts[m].imports)) or "nothing of the engine"
        title = f"{m}: {facts[m].summary} Imports {imports}; imported by {', '.join(map(short_name, users[m])) or 'no other module'}."
        out.append(
            f'<a class="box" data-module="{short_name(m)}" href="{escape(page_link(page, api_page_path(m)))}">'
            f'<title>{escape(title)}</title><rect x="{_num(box.x)}" y="{_num(box.y)}" width="{_num(box.w)}" '
            f'height="{BOX_H}" rx="4"/><text x="{_num(box.cx)}" y="{_num(box.y + BOX_H / 2 + FONT * 0.35)}" '
            f'text-anchor="middle">{escape(short_name(m))}</text></a>'
        )
    return "\n".join(out + ["</svg>"])


# --- the page -------------------------------------------------------------------------------------


def render_words(facts: Mapping[str, ModuleFacts] | None = None, page: str = ENGINE_PAGE) -> str:
    """The map in words, in Markdown: per layer, a table of its modules, what each imports and what imports it."""
    facts = read_engine() if facts is None else facts
    out = []
    for layer in LAYERS:
        members = [m for m in facts if layer_of(m) == layer.key]
        out += [f"**{layer.title}**", "", "| Module | Imports | Imported by |", "| --- | --- | --- |"] if members else []
        for m in members:
            link = posixpath.relpath(api_page_path(m), posixpath.dirname(page) or ".")
            cells = [", ".join(f"`{short_name(t)}`" for t in ts) or "—" for ts in (facts[m].imports, [u for u in facts if m in facts[u].imports])]
            out.append(f"| [`{short_name(m)}`]({link}) | {cells[0]} | {cells[1]} |")
        out += [""] if members else []
    return "\n".join(out).rstrip("\n")
