"""Where the map of [`engine_map`][pokerlaws.site.engine_map] puts its boxes, frames and arrows: geometry only.

The map is drawn in rows. A layer of one group (the records; cards and hands; what every part shares) is a band of
its boxes; the table engine is a band of several groups, each a frame of boxes, in rows by the imports between
them: a group stands above every group of its layer it imports. An arrow joins two groups; one that passes a row of
frames runs down a lane beside them, the lanes and frames of a row ordered so that arrows cross little. Inside a
frame a module comes before (in reading order) the modules of its group it imports.

Examples:
    >>> from pokerlaws.site.engine_layout import Group, arrange
    >>> groups = [Group("top", "a", "", ("a",)), Group("low", "b", "B", ("b", "c")), Group("low", "d", "D", ("d",))]
    >>> lay = arrange(groups, ["top", "low"], {"b": ("c",), "d": ("b",)}, {("a", "d"): 1, ("d", "b"): 1})
    >>> lay.boxes["b"].y < lay.boxes["c"].y or lay.boxes["b"].x < lay.boxes["c"].x  # b imports c: b comes first
    True
    >>> lay.frames["d"].y < lay.frames["b"].y  # the group d imports b: it stands above
    True
    >>> sorted(lay.routes)
    [('a', 'd'), ('d', 'b')]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import pairwise

FONT, CHAR_W, TITLE_W = 12, 7.3, 7.4  # px: the boxes' monospace at 12px, a character's width; a title's, bold
BOX_H, IN_GAP_X, IN_GAP_Y = 26, 8, 8  # a box; the gaps between boxes in a frame
FRAME_HEAD, FRAME_PAD = 22, 8  # a frame's title, above its boxes; its padding
ITEM_GAP, LANE_W, LANE_GAP = 18, 4, 8  # between the frames of a row; an arrow's lane beside them
ROW_GAP = 34  # between two rows of frames: room for the arrows
BAND_HEAD, BAND_PAD, BAND_GAP, MARGIN = 28, 10, 12, 8
MAX_WIDTH = 700  # the map's aim: about the width of the page's text; a row wider is wrapped into more rows of boxes


@dataclass(frozen=True)
class Group:
    """A group of modules drawn together: its layer, key and title ("" if it is its layer's one group), its modules."""

    layer: str
    key: str
    title: str
    modules: tuple[str, ...]


@dataclass
class Box:
    """A module's box: its top left corner, width and centre."""

    x: float
    y: float
    w: float
    cx: float


@dataclass
class Frame:
    """A group's place: its rectangle (for a layer's one group, its band), whether a frame is drawn round it, its row."""

    group: Group
    x: float
    y: float
    w: float
    h: float
    framed: bool
    row: int


@dataclass
class Layout:
    """The map laid out: boxes by module, frames by group, bands ``(layer, top, bottom)``, arrows by pair of groups
    (the path of the line, and of its head), and the canvas size."""

    boxes: dict[str, Box]
    frames: dict[str, Frame]
    bands: list[tuple[str, float, float]]
    routes: dict[tuple[str, str], tuple[str, str]]
    width: float
    height: float


@dataclass
class _Item:
    """A frame, or an arrow's lane through a row: its key, width, and (once placed) the x of its centre."""

    key: str | tuple[str, str]
    w: float
    cx: float = 0.0
    grid: tuple[int, int] = (1, 1)  # a frame's columns and rows of boxes
    box_w: float = 0.0
    near: list = field(default_factory=list)  # the items it is joined to, in the rows above and below


def _levels(keys: Sequence[str], pairs: Mapping[tuple[str, str], object]) -> dict[str, int]:
    """Each key's height: the longest chain of *pairs* (importer → imported) below it among *keys* (a cycle is cut)."""
    memo: dict[str, int] = {}

    def height(k: str, seen: frozenset[str]) -> int:
        if k not in memo:
            below = [height(t, seen | {k}) + 1 for (s, t) in pairs if s == k and t in keys and t not in seen | {k}]
            memo[k] = max(below, default=0)
        return memo[k]

    return {k: height(k, frozenset()) for k in keys}


def _balance(rows: list[list[str]], start: int, by_key: Mapping[str, Group], ranked: Mapping[tuple[str, str], object]) -> None:
    """Even out the rows of a layer (from *start*): a group free to stand higher (below its importers, above what it
    imports), the largest first, moves to the row of those it may stand in that holds fewest modules (the lowest of
    equals), so that no row of frames is much wider than the others."""
    span = range(start, len(rows))
    row_of = {k: r for r in span for k in rows[r]}
    for k in sorted(row_of, key=lambda k: -len(by_key[k].modules)):
        lo = max((row_of[s] + 1 for (s, t) in ranked if t == k and s in row_of and s != k), default=start)
        hi = min((row_of[t] - 1 for (s, t) in ranked if s == k and t in row_of and t != k), default=len(rows) - 1)
        if lo >= hi:
            continue
        rows[row_of[k]].remove(k)
        weight = {r: sum(len(by_key[j].modules) for j in rows[r]) for r in range(lo, hi + 1)}
        row_of[k] = min(range(lo, hi + 1), key=lambda r: (weight[r], -r))
        rows[row_of[k]].append(k)
    for row in rows[start:]:
        row.sort(key=list(by_key).index)
    rows[start:] = [row for row in rows[start:] if row]


def _inner_order(group: Group, imports: Mapping[str, Sequence[str]]) -> list[str]:
    """The group's modules, each before those of the group it imports (then in the order given)."""
    pairs = {(m, t): 1 for m in group.modules for t in imports.get(m, ()) if t in group.modules}
    levels = _levels(group.modules, pairs)
    return sorted(group.modules, key=lambda m: -levels[m])


def _frame_w(group: Group, cols: int, box_w: float, framed: bool) -> float:
    grid = cols * box_w + (cols - 1) * IN_GAP_X
    return max(grid, len(group.title) * TITLE_W) + 2 * FRAME_PAD if framed else grid


def _frame_h(rows: int, framed: bool) -> float:
    return rows * BOX_H + (rows - 1) * IN_GAP_Y + (FRAME_HEAD + FRAME_PAD if framed else 0)


def _sep(a: _Item, b: _Item) -> float:
    lanes = isinstance(a.key, tuple) and isinstance(b.key, tuple)
    return (a.w + b.w) / 2 + (LANE_GAP if lanes else ITEM_GAP)


def _fit(items: list[_Item], want: list[float], left: float, right: float) -> None:
    """Place *items* in their order, each as near its wanted centre as may be (least squares), none overlapping,
    all between *left* and *right*: pool-adjacent-violators on the centres less the room the items before take."""
    offset = [0.0]
    for a, b in pairwise(items):
        offset.append(offset[-1] + _sep(a, b))
    blocks: list[list[float]] = []  # [sum, count]
    for w, o in zip(want, offset):
        blocks.append([w - o, 1])
        while len(blocks) > 1 and blocks[-2][0] / blocks[-2][1] > blocks[-1][0] / blocks[-1][1]:
            s, n = blocks.pop()
            blocks[-1][0] += s
            blocks[-1][1] += n
    lo, hi = left + items[0].w / 2, right - items[-1].w / 2 - offset[-1]
    base = [min(max(s / n, lo), max(lo, hi)) for s, n in blocks for _ in range(int(n))]
    for item, b, o in zip(items, base, offset):
        item.cx = b + o


def _bezier(points: list[tuple[float, float]]) -> str:
    """A path through *points*: straight where it runs down a lane, else a curve leaving and meeting each upright."""
    out = [f"M{_num(points[0][0])} {_num(points[0][1])}"]
    for (x1, y1), (x2, y2) in pairwise(points):
        if abs(x1 - x2) < 0.5:
            out.append(f"L{_num(x2)} {_num(y2)}")
        else:
            mid = (y1 + y2) / 2
            out.append(f"C{_num(x1)} {_num(mid)} {_num(x2)} {_num(mid)} {_num(x2)} {_num(y2)}")
    return "".join(out)


def _num(v: float) -> str:
    return f"{v:.1f}".rstrip("0").rstrip(".")


def _head(x: float, y: float, dx: float, dy: float) -> str:
    """An arrowhead with its tip at (x, y), pointing along (dx, dy)."""
    n = (dx * dx + dy * dy) ** 0.5 or 1
    (ux, uy), (bx, by) = (dx / n, dy / n), (x - 8 * dx / n, y - 8 * dy / n)
    return f"M{_num(x)} {_num(y)}L{_num(bx - uy * 4)} {_num(by + ux * 4)}L{_num(bx + uy * 4)} {_num(by - ux * 4)}Z"


def arrange(
    groups: Sequence[Group],
    layers: Sequence[str],
    imports: Mapping[str, Sequence[str]],
    drawn: Mapping[tuple[str, str], object],
    labels: Mapping[str, str] | None = None,
    ranked: Mapping[tuple[str, str], object] | None = None,
) -> Layout:
    """Lay out *groups* (in *layers*, top down): *imports* orders the modules inside a group, *ranked* (by default
    *drawn*) the groups of a layer in rows, and each pair of *drawn* (importer → imported) is an arrow."""
    labels = labels or {}
    ranked = drawn if ranked is None else ranked
    present = [g for g in groups if g.modules]
    by_key = {g.key: g for g in present}
    # the rows: per layer, its groups by height (a layer of one group is one row, its band)
    rows: list[list[str]] = []
    row_layer: list[str] = []
    for layer in layers:
        keys = [g.key for g in present if g.layer == layer]
        levels = _levels(keys, ranked)
        start = len(rows)
        for h in sorted(set(levels.values()), reverse=True):
            rows.append([k for k in keys if levels[k] == h])
            row_layer.append(layer)
        _balance(rows, start, by_key, ranked)
    row_of = {k: r for r, row in enumerate(rows) for k in row}
    banded = {k for k in row_of if sum(g.layer == by_key[k].layer for g in present) == 1}  # a layer's one group
    # the items of each row: its frames, and a lane for each arrow that passes it
    items: list[list[_Item]] = [[] for _ in rows]
    found: dict[object, _Item] = {}
    for r, row in enumerate(rows):
        for k in row:
            found[k] = _Item(k, 0.0)
            items[r].append(found[k])
    chains: dict[tuple[str, str], list[object]] = {}
    for s, t in drawn:
        if s not in row_of or t not in row_of or s == t:
            continue
        upper, lower = (s, t) if row_of[s] <= row_of[t] else (t, s)
        lanes = [(s, t, r) for r in range(row_of[upper] + 1, row_of[lower])]
        for lane in lanes:
            found[lane] = _Item((s, t), LANE_W)
            items[lane[2]].append(found[lane])
        ends = [upper, *lanes, lower]
        chains[(s, t)] = ends
        for u, v in pairwise(ends):
            found[u].near.append(found[v])
            found[v].near.append(found[u])
    # the width of each frame: its boxes in as few rows as keep the widest row of frames within MAX_WIDTH
    order = {g.key: _inner_order(g, imports) for g in present}
    for g in present:
        found[g.key].box_w = max(64.0, CHAR_W * max(len(labels.get(m, m)) for m in g.modules) + 16)
    for r, row in enumerate(items):
        frames = [i for i in row if not isinstance(i.key, tuple)]
        for tall in range(1, max(len(order[i.key]) for i in frames) + 1):
            for i in frames:
                n = len(order[i.key])
                cols = -(-n // tall)
                i.grid, i.w = (cols, -(-n // cols)), _frame_w(by_key[i.key], cols, i.box_w, i.key not in banded)
            if sum(i.w for i in row) + sum(_sep(a, b) - (a.w + b.w) / 2 for a, b in pairwise(row)) <= MAX_WIDTH:
                break
    inner = max(sum(i.w for i in row) + sum(_sep(a, b) - (a.w + b.w) / 2 for a, b in pairwise(row)) for row in items)
    inner = max(inner, max((len(by_key[k].title) * TITLE_W for k in banded), default=0))
    width = inner + 2 * (MARGIN + BAND_PAD)
    left, right = MARGIN + BAND_PAD, width - MARGIN - BAND_PAD
    # the order in each row (fewer crossings), then the places: each item near the mean of its neighbours
    place = {id(i): n - (len(row) - 1) / 2 for row in items for n, i in enumerate(row)}
    for _ in range(6):
        for r in list(range(1, len(items))) + list(range(len(items) - 2, -1, -1)):
            def mean(i: _Item, r: int = r) -> float:
                xs = [place[id(n)] for n in i.near if n.key not in banded]
                return sum(xs) / len(xs) if xs else place[id(i)]

            items[r].sort(key=lambda i: (mean(i), place[id(i)]))
            place.update({id(i): n - (len(items[r]) - 1) / 2 for n, i in enumerate(items[r])})
    for row in items:
        _fit(row, [(left + right) / 2] * len(row), left, right)
    for _ in range(8):
        for r in list(range(1, len(items))) + list(range(len(items) - 2, -1, -1)):
            want = []
            for i in items[r]:
                xs = [n.cx for n in i.near if n.key not in banded]
                want.append((left + right) / 2 if i.key in banded or not xs else sum(xs) / len(xs))
            _fit(items[r], want, left, right)
    # the rows down the page, and the boxes in their frames
    boxes: dict[str, Box] = {}
    frames: dict[str, Frame] = {}
    bands: list[tuple[str, float, float]] = []
    tops: list[float] = []
    y = MARGIN
    for r, row in enumerate(items):
        first = r == 0 or row_layer[r - 1] != row_layer[r]
        if first:
            band_top = y
            y += BAND_HEAD
        else:
            y += ROW_GAP
        tops.append(y)
        height = max((_frame_h(i.grid[1], i.key not in banded) for i in row if not isinstance(i.key, tuple)), default=0)
        for i in (i for i in row if not isinstance(i.key, tuple)):
            framed = i.key not in banded
            w, (cols, _) = i.w, i.grid
            grid_w = cols * i.box_w + (cols - 1) * IN_GAP_X
            x0 = i.cx - grid_w / 2
            y0 = y + (FRAME_HEAD if framed else 0)
            for n, m in enumerate(order[i.key]):
                bx = x0 + (n % cols) * (i.box_w + IN_GAP_X)
                boxes[m] = Box(bx, y0 + (n // cols) * (BOX_H + IN_GAP_Y), i.box_w, bx + i.box_w / 2)
            frames[i.key] = Frame(by_key[i.key], i.cx - w / 2, y, w, _frame_h(i.grid[1], framed), framed, r)
        y += height
        if r == len(items) - 1 or row_layer[r + 1] != row_layer[r]:
            y += BAND_PAD
            bands.append((row_layer[r], band_top, y))
            for k in rows[r]:
                if k in banded:
                    f = frames[k]
                    f.x, f.y, f.w, f.h = MARGIN, band_top, width - 2 * MARGIN, y - band_top
            y += BAND_GAP
    height = y - BAND_GAP + MARGIN
    bottoms = [t + max((f.h for f in frames.values() if f.row == r and f.framed), default=BOX_H) for r, t in enumerate(tops)]
    return Layout(boxes, frames, bands, _routes(chains, found, frames, tops, bottoms, row_of), width, height)


def _routes(chains, found, frames, tops, bottoms, row_of) -> dict[tuple[str, str], tuple[str, str]]:
    """Each arrow's path: from the importer's frame, down (or up) its lanes, to the imported's frame."""
    ends: dict[tuple[str, str], list] = {}  # (group, side) → [(x of the next point, pair)]
    for pair, chain in chains.items():
        if len(chain) == 2 and row_of[chain[0]] == row_of[chain[1]]:
            continue
        ends.setdefault((chain[0], "bottom"), []).append((found[chain[1]].cx, pair))
        ends.setdefault((chain[-1], "top"), []).append((found[chain[-2]].cx, pair))
    at: dict[tuple[tuple[str, str], str], float] = {}
    for (k, side), items in ends.items():
        f = frames[k]
        step = min(12.0, (f.w - 24) / max(len(items) - 1, 1))
        for n, (_, pair) in enumerate(sorted(items)):
            at[(pair, side)] = f.x + f.w / 2 + (n - (len(items) - 1) / 2) * step
    routes = {}
    for pair, chain in chains.items():
        upper, lower = frames[chain[0]], frames[chain[-1]]
        if upper.row == lower.row:  # in one row: a loop below it
            (x1, y1), (x2, y2) = (upper.x + upper.w / 2, upper.y + upper.h), (lower.x + lower.w / 2, lower.y + lower.h)
            path = f"M{_num(x1)} {_num(y1)}C{_num(x1)} {_num(y1 + 26)} {_num(x2)} {_num(y2 + 26)} {_num(x2)} {_num(y2)}"
            routes[pair] = (path, _head(x2, y2, 0, -1))
            continue
        points = [(at[(pair, "bottom")], upper.y + upper.h)]
        if upper.framed and upper.y + upper.h < bottoms[upper.row]:  # from a frame shorter than its row: down first
            points.append((points[0][0], bottoms[upper.row]))
        for lane in chain[1:-1]:
            points += [(found[lane].cx, tops[lane[2]]), (found[lane].cx, bottoms[lane[2]])]
        points.append((at[(pair, "top")], lower.y))
        if not upper.framed:  # a band: the arrow leaves it straight down, above the lane or frame it goes to
            points[0] = (min(max(points[1][0], upper.x + 12), upper.x + upper.w - 12), points[0][1])
        if not lower.framed:
            points[-1] = (min(max(points[-2][0], lower.x + 12), lower.x + lower.w - 12), points[-1][1])
        down = pair[0] == chain[0]
        if not down:
            points.reverse()
        tip = points[-1]
        routes[pair] = (_bezier(points), _head(tip[0], tip[1], 0, 1 if down else -1))
    return routes
