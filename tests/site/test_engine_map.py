"""The page *How the engine is built* and its map, drawn from the code at build time.

The map's facts are checked against the source by other means than the
generator's own (a tokenizer and regular expressions, not `ast`): every engine
module is a box in the frame of its family, every arrow between two families
stands for imports between them and every import between two drawn families is
an arrow, every box links to the API page the site builds for that module.
"""

from __future__ import annotations

import dataclasses
import doctest
import importlib.util
import io
import posixpath
import re
import subprocess
import tokenize
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from helpers import ROOT
from helpers.site import BuiltSite

from pokerlaws.edition.corpus import default_corpus
from pokerlaws.edition.links import ENGINE_ORDER, engine_modules
from pokerlaws.site import engine_map
from pokerlaws.site.api_pages import render_api_pages, side_modules
from pokerlaws.site.build import nav
from pokerlaws.site.engine_layout import BOX_H
from pokerlaws.site.engine_map import (
    DEFAULT_FAMILY,
    ENGINE_PAGE,
    FAMILIES,
    LAYERS,
    XLINK,
    Family,
    ModuleFacts,
    built_path,
    family_of,
    imports_in,
    layer_of,
    layout,
    page_link,
    read_engine,
    render_svg,
    render_words,
)
from pokerlaws.site.engine_page import render_engine_page
from pokerlaws.site.markup import api_page_path

SVG = "{http://www.w3.org/2000/svg}"
MODULES = engine_modules()
SHORT = {m.removeprefix("pokerlaws.") for m in MODULES}
SUMMARISED = {"core", "shared"}  # imports into these are counted in words, not drawn


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def href(a: ET.Element) -> str | None:
    """Where a box of the map links to (``xlink:href``, which Material's instant navigation leaves alone)."""
    return a.get(f"{{{XLINK}}}href")


def boxes(root: ET.Element) -> dict[str, ET.Element]:
    return {a.get("data-module"): a for a in root.iter(f"{SVG}a")}


def families(root: ET.Element) -> dict[str, ET.Element]:
    return {g.get("data-family"): g for g in root.iter(f"{SVG}g") if "family" in (g.get("class") or "").split()}


def family_in_svg(root: ET.Element) -> dict[str, str]:
    """Each box's family, as the drawing holds it: the family group the box stands in."""
    return {a.get("data-module"): key for key, g in families(root).items() for a in g.iter(f"{SVG}a")}


def edges(root: ET.Element) -> list[ET.Element]:
    return [g for g in root.iter(f"{SVG}g") if "edge" in (g.get("class") or "").split()]


def arrows(root: ET.Element) -> set[tuple[str, str]]:
    return {(g.get("data-from"), g.get("data-to")) for g in edges(root)}


def stands_for(g: ET.Element) -> set[tuple[str, str]]:
    """The imports ``(module, module)`` an arrow says it stands for."""
    return {tuple(pair.split(":")) for pair in (g.get("data-imports") or "").split()}


def code_without_strings(module: str) -> str:
    """The module's source with its strings and comments blanked out (docstrings hold ``>>> from ...``)."""
    source = Path(importlib.util.find_spec(module).origin).read_text(encoding="utf-8")
    lines = source.splitlines(keepends=True)
    blank = [list(line) for line in lines]
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type in (tokenize.STRING, tokenize.COMMENT) or tok.type == getattr(tokenize, "FSTRING_MIDDLE", -1):
            (r1, c1), (r2, c2) = tok.start, tok.end
            for r in range(r1, r2 + 1):
                start, end = (c1 if r == r1 else 0), (c2 if r == r2 else len(blank[r - 1]))
                for c in range(start, end):
                    if blank[r - 1][c] != "\n":
                        blank[r - 1][c] = " "
    return "".join("".join(chars) for chars in blank)


def imports_by_regex(module: str) -> set[str]:
    """The engine modules *module* imports, found by regular expressions on its code."""
    code = code_without_strings(module)
    found = set()
    for base, names in re.findall(r"^\s*from\s+pokerlaws\.([\w.]+)\s+import\s+(\([^)]*\)|[^\n]*)", code, re.M):
        found |= {base} | {f"{base}.{item.split()[0]}" for item in names.strip("()").replace("\n", " ").split(",") if item.strip()}
    for dotted in re.findall(r"^\s*import\s+pokerlaws\.([\w.]+)", code, re.M):
        parts = dotted.split(".")
        found |= {".".join(parts[: i + 1]) for i in range(len(parts))}
    found |= set(re.findall(r"^\s*from\s+\.(\w+)\s+import\b", code, re.M))
    for names in re.findall(r"^\s*from\s+(?:pokerlaws|\.)\s+import\s+(\([^)]*\)|[^\n]*)", code, re.M):
        found |= {item.split()[0] for item in names.strip("()").replace("\n", " ").split(",") if item.strip()}
    return {name for name in found if name in SHORT and f"pokerlaws.{name}" != module}


IMPORTS = {(m.removeprefix("pokerlaws."), t) for m in MODULES for t in imports_by_regex(m)}
"""Every import of one engine module by another, as (importer, imported), found without the generator's code."""


# --- the map, drawn from the code -----------------------------------------------------------------


@pytest.fixture(scope="module")
def svg_root() -> ET.Element:
    return parse(render_svg())


def test_every_engine_module_is_a_box_in_one_family(svg_root: ET.Element) -> None:
    assert set(boxes(svg_root)) == SHORT
    for name, a in boxes(svg_root).items():
        label = "".join(t.text or "" for t in a.iter(f"{SVG}text"))
        assert label == name  # the box shows the module's name
    held = [a.get("data-module") for g in families(svg_root).values() for a in g.iter(f"{SVG}a")]
    assert sorted(held) == sorted(SHORT), "a box outside a family, or in two"


def test_every_arrow_stands_for_real_imports_and_every_import_between_drawn_families_is_an_arrow(svg_root: ET.Element) -> None:
    family = family_in_svg(svg_root)
    drawn = arrows(svg_root)
    assert drawn, "no arrow drawn"
    assert len(drawn) == len(edges(svg_root)), "one arrow per pair of families"
    for g in edges(svg_root):
        a, b = g.get("data-from"), g.get("data-to")
        said = stands_for(g)
        assert a != b and said, (a, b)
        assert not said - IMPORTS, f"{a} → {b} stands for imports that are not in the code: {sorted(said - IMPORTS)}"
        assert {(family[m], family[t]) for m, t in said} == {(a, b)}, (a, b, said)
        # it stands for every import between those two families, and its tooltip names them
        assert said == {(m, t) for m, t in IMPORTS if (family[m], family[t]) == (a, b)}, (a, b)
        title = g.find(f"{SVG}title").text
        assert all(re.search(rf"\b{m} imports [\w, ]*\b{t}\b", title) for m, t in said), title
    between = {(family[m], family[t]) for m, t in IMPORTS if family[m] != family[t]}
    assert between - drawn == {pair for pair in between if pair[1] in SUMMARISED}, "an import not drawn"
    assert not {pair for pair in drawn if pair[1] in SUMMARISED}, "imports into the core or the shared layer are counted, not drawn"
    # the map is legible: far fewer arrows than imports
    assert len(drawn) <= 30 < len(IMPORTS)


def test_what_is_not_drawn_is_counted_in_words(svg_root: ET.Element) -> None:
    family = family_in_svg(svg_root)
    page = render_engine_page()
    caption = re.search(r"<figcaption>(.*?)</figcaption>", page, re.S).group(1)
    desc = svg_root.find(f"{SVG}desc").text
    for key, name in (("core", "the core"), ("shared", "the shared layer")):
        into = {(m, t) for m, t in IMPORTS if family[t] == key and family[m] != key}
        count = f"{len(into)} imports by {len({m for m, _ in into})} modules"
        for text in (caption, desc):
            said = re.search(rf"into {name} \(([\w., ]+)\), {count}", text)
            assert said, (key, count, text)
            assert set(said.group(1).split(", ")) == {m for m in family if family[m] == key}, (key, said.group(1))
    assert "not drawn" in caption and "Not drawn" in desc


def test_every_box_links_to_its_api_page(svg_root: ET.Element) -> None:
    api = render_api_pages()
    for name, a in boxes(svg_root).items():
        module = f"pokerlaws.{name}"
        assert api_page_path(module) in api, module
        link = href(a)
        assert link == page_link(ENGINE_PAGE, api_page_path(module)) == f"../api/{name.replace('.', '/')}/index.html"
        assert not re.match(r"^[a-z]+:|^/", link), f"{link} is not relative"
        assert a.get("href") is None  # Material's instant navigation would fail on it


def test_links_are_those_mkdocs_builds() -> None:
    from mkdocs.structure.files import File

    for src in (ENGINE_PAGE, "api/cards.md", "api/index.md", "laws/1882/71.md"):
        assert built_path(src) == File(src, "docs", "site", use_directory_urls=True).dest_uri


def test_the_map_is_accessible(svg_root: ET.Element) -> None:
    title, desc = svg_root.find(f"{SVG}title"), svg_root.find(f"{SVG}desc")
    assert title is not None and desc is not None and title.text and desc.text
    assert svg_root.get("aria-labelledby") == title.get("id")
    assert svg_root.get("aria-describedby") == desc.get("id")
    assert f"{len(MODULES)} modules" in desc.text and f"{len(arrows(svg_root))} arrows" in desc.text
    ids = {e.get("id"): "".join(e.itertext()) for e in svg_root.iter() if e.get("id")}
    for key, g in families(svg_root).items():  # each family a group, named by its title or its band's
        assert g.get("role") == "group" and ids.get(g.get("aria-labelledby")), key
    for name, a in boxes(svg_root).items():
        link_title = a.find(f"{SVG}title")
        assert link_title is not None and link_title.text.startswith(f"pokerlaws.{name}: "), name
    edge_groups = [g for g in svg_root.iter(f"{SVG}g") if g.get("class") == "edges"]
    assert len(edge_groups) == 1 and edge_groups[0].get("aria-hidden") == "true"
    assert all(g.find(f"{SVG}title") is not None for g in edges(svg_root))
    style = "".join(svg_root.find(f"{SVG}style").itertext())
    assert ':is(:hover,:focus-visible)) .edge[data-modules~="records.deal"]' in style  # a box focused lights its arrows
    assert not re.search(r"url\(|@import|https?:", style), "the map asks nothing of another host"


def test_families_come_from_the_data_table(svg_root: ET.Element, monkeypatch: pytest.MonkeyPatch) -> None:
    family = family_in_svg(svg_root)
    drawn = families(svg_root)
    assert set(drawn) == {f.key for f in FAMILIES if any(family_of(m) == f for m in MODULES)}
    for f in FAMILIES:
        for name in f.names:  # a name of the table: that folder or module, and those in it or named after it, are in its family
            for m in SHORT:
                if m.split(".")[0] == name or m.startswith(name + "_"):
                    assert family[m] == f.key, (m, f.key)
        if f.key in drawn and sum(g.layer == f.layer for g in FAMILIES) > 1:  # a frame, titled from the table
            titles = [t for t in drawn[f.key].iter(f"{SVG}text") if t.get("class") == "family-title"]
            assert [t.text for t in titles] == [f.title], f.key
    # what the brief names, by name
    expected = {
        "core": {m for m in SHORT if m.split(".")[0] == "table"},
        "betting": {m for m in SHORT if m.split(".")[0] == "betting"},
        "blind": {m for m in SHORT if m.split(".")[0] == "blind"},
        "jackpot": {m for m in SHORT if m.split(".")[0] == "jackpot"},
        "draw": {m for m in SHORT if m.split(".")[0] == "draw"},
        "records": {m for m in SHORT if m.split(".")[0] == "records"},
        "hands": {"cards"} | {m for m in SHORT if m.split(".")[0] == "hands"},
        "shared": {"errors", "citations", "messages", "sources", "readings", "frozen"},
    }
    for key, members in expected.items():
        assert {m for m in family if family[m] == key} == members, key
    assert all(family[m] != DEFAULT_FAMILY for m in SHORT), "every module of today has its own family"
    # the drawing follows the table: give the blind's folder another family, and it is drawn so
    table = tuple(dataclasses.replace(f, names=tuple(n for n in f.names if n != "blind")) for f in FAMILIES)
    monkeypatch.setattr(engine_map, "FAMILIES", (*table[:1], Family("before", "table", "The forced bets", ("blind",)), *table[1:]))
    root = parse(render_svg())
    assert family_in_svg(root)["blind.straddle"] == "before" and family_in_svg(root)["draw.game"] == "draw"
    assert "The forced bets" in {t.text for t in root.iter(f"{SVG}text") if t.get("class") == "family-title"}


def test_layers_and_new_modules() -> None:
    assert [layer.key for layer in LAYERS] == ["records", "table", "hands", "shared"]
    assert {f.layer for f in FAMILIES} == {layer.key for layer in LAYERS}
    assert {layer_of(m) for m in ("pokerlaws.cards", "pokerlaws.hands.values", "pokerlaws.hands_tables")} == {"hands"}
    assert {layer_of(m) for m in ("pokerlaws.records.grammar", "pokerlaws.records.judge", "pokerlaws.records.deal")} == {"records"}
    assert {layer_of(m) for m in ("pokerlaws.errors", "pokerlaws.citations", "pokerlaws.sources")} == {"shared"}
    for new in ("pokerlaws.table.interval", "pokerlaws.jackpot.rulings", "pokerlaws.table.showdown", "pokerlaws.blind.rulings"):
        assert layer_of(new) == "table", new
    assert family_of("pokerlaws.jackpot.rulings").key == "jackpot" and family_of("pokerlaws.draw_lowball").key == "draw"
    assert family_of("pokerlaws.stud").key == DEFAULT_FAMILY and layer_of("pokerlaws.stud") == "table"


def test_a_module_added_tomorrow_lands_in_a_family_is_drawn_and_linked() -> None:
    facts = dict(read_engine())
    facts["pokerlaws.stud"] = ModuleFacts(("pokerlaws.cards", "pokerlaws.table.interval", "pokerlaws.errors"), "Stud.")
    facts["pokerlaws.draw_lowball"] = ModuleFacts(("pokerlaws.draw.game", "pokerlaws.hands.values"), "Lowball.")
    facts["pokerlaws.records.judge"] = ModuleFacts(facts["pokerlaws.records.judge"].imports + ("pokerlaws.stud",), "")
    root = parse(render_svg(facts))
    family = family_in_svg(root)
    assert family["stud"] == DEFAULT_FAMILY and family["draw_lowball"] == "draw"
    assert href(boxes(root)["stud"]) == "../api/stud/index.html"
    assert {(DEFAULT_FAMILY, "hands"), ("records", DEFAULT_FAMILY)} <= arrows(root)
    assert (DEFAULT_FAMILY, "core") not in arrows(root)  # into the core: counted, not drawn
    more = next(g for g in edges(root) if (g.get("data-from"), g.get("data-to")) == ("records", DEFAULT_FAMILY))
    assert stands_for(more) == {("records.judge", "stud")}
    titles = {t.text for t in families(root)[DEFAULT_FAMILY].iter(f"{SVG}text") if t.get("class") == "family-title"}
    assert titles == {next(f.title for f in FAMILIES if f.key == DEFAULT_FAMILY)}
    assert "[`stud`](api/stud.md)" in render_words(facts)
    # and it stands in the table engine's band, above the core it imports
    lay = layout(facts)
    band = {key: (top, bottom) for key, top, bottom in lay.bands}
    assert band["table"][0] < lay.frames[DEFAULT_FAMILY].y < lay.frames["core"].y < band["table"][1]


def test_a_folder_added_tomorrow_is_a_family_of_its_own() -> None:
    facts = dict(read_engine())
    facts["pokerlaws.lowball.game"] = ModuleFacts(("pokerlaws.draw.game", "pokerlaws.table.interval"), "Lowball.")
    facts["pokerlaws.lowball.rules"] = ModuleFacts(("pokerlaws.hands.values",), "Its rules.")
    assert family_of("pokerlaws.lowball.game").key == "lowball" and layer_of("pokerlaws.lowball.rules") == "table"
    root = parse(render_svg(facts))
    assert {m for m, key in family_in_svg(root).items() if key == "lowball"} == {"lowball.game", "lowball.rules"}
    assert {("lowball", "draw"), ("lowball", "hands")} <= arrows(root)
    titles = {t.text for t in families(root)["lowball"].iter(f"{SVG}text") if t.get("class") == "family-title"}
    assert titles == {"lowball"}  # no face on disk to title it: its name
    # a folder of today that the table does not name is titled by its face, up to a colon
    assert engine_map.folder_family("hands").title == "The value of hands"


def _samples(d: str) -> list[tuple[float, float]]:
    """Points along an SVG path of M, L and C commands."""
    nums = iter(float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", d))
    points, at = [], (0.0, 0.0)
    for cmd in re.findall(r"[MLC]", d):
        if cmd == "M":
            at = (next(nums), next(nums))
            points.append(at)
        elif cmd == "L":
            end = (next(nums), next(nums))
            points += [(at[0] + (end[0] - at[0]) * i / 20, at[1] + (end[1] - at[1]) * i / 20) for i in range(1, 21)]
            at = end
        else:
            c1, c2, end = (next(nums), next(nums)), (next(nums), next(nums)), (next(nums), next(nums))
            for i in range(1, 41):
                u = i / 40
                points.append(tuple((1 - u) ** 3 * p0 + 3 * (1 - u) ** 2 * u * p1 + 3 * (1 - u) * u**2 * p2 + u**3 * p3
                                    for p0, p1, p2, p3 in zip(at, c1, c2, end)))  # fmt: skip
            at = end
    return points


def test_the_layout_is_clean() -> None:
    facts = read_engine()
    lay = layout(facts)
    placed = list(lay.boxes.values())
    assert len(placed) == len(facts)
    for i, a in enumerate(placed):
        assert 0 <= a.x and a.x + a.w <= lay.width and 0 <= a.y <= lay.height
        for b in placed[i + 1 :]:
            assert a.x + a.w <= b.x or b.x + b.w <= a.x or a.y + BOX_H <= b.y or b.y + BOX_H <= a.y, "boxes overlap"
    # the layers are drawn top down in their order, each family in its layer's band, each box in its family's frame
    assert [key for key, _, _ in lay.bands] == [layer.key for layer in LAYERS]
    assert all(bottom <= next_top for (_, _, bottom), (_, next_top, _) in zip(lay.bands, lay.bands[1:]))
    band = {key: (top, bottom) for key, top, bottom in lay.bands}
    for m, box in lay.boxes.items():
        f = lay.frames[family_of(m).key]
        assert f.x <= box.x and box.x + box.w <= f.x + f.w and f.y < box.y and box.y + BOX_H <= f.y + f.h, m
        top, bottom = band[layer_of(m)]
        assert top <= f.y and f.y + f.h <= bottom, m
    frames = [f for f in lay.frames.values() if f.framed]
    assert {f.group.key for f in frames} == {f.key for f in FAMILIES if f.layer == "table"} & {family_of(m).key for m in facts}
    for i, a in enumerate(frames):
        for b in frames[i + 1 :]:
            assert a.x + a.w <= b.x or b.x + b.w <= a.x or a.y + a.h <= b.y or b.y + b.h <= a.y, "frames overlap"
    # in the table engine, a family stands above every family it imports
    for m, f in facts.items():
        for t in f.imports:
            a, b = family_of(m), family_of(t)
            if a.key != b.key and a.layer == b.layer == "table":
                assert lay.frames[a.key].y + lay.frames[a.key].h < lay.frames[b.key].y, (m, t)
    # an arrow runs beside the frames it passes, never across one, and stays on the map
    assert lay.routes
    for (a, b), (line, head) in lay.routes.items():
        for x, y in _samples(line) + _samples(head):
            assert 0 <= x <= lay.width and 0 <= y <= lay.height, (a, b)
            for f in frames:
                if f.group.key not in (a, b):
                    assert not (f.x + 1 < x < f.x + f.w - 1 and f.y + 1 < y < f.y + f.h - 1), (a, b, f.group.key)
    # wide enough to read, narrow enough for the page's column (on a phone it scrolls)
    assert 500 < lay.width <= 760


def test_an_import_cycle_is_drawn() -> None:
    facts = {
        "pokerlaws.betting_a": ModuleFacts(("pokerlaws.draw_b",), ""),
        "pokerlaws.draw_b": ModuleFacts(("pokerlaws.betting_a", "pokerlaws.jackpot_c"), ""),
        "pokerlaws.jackpot_c": ModuleFacts(("pokerlaws.betting_a",), ""),
        "pokerlaws.betting.pool": ModuleFacts(("pokerlaws.betting_d",), ""),
        "pokerlaws.betting_d": ModuleFacts((), ""),
    }
    root = parse(render_svg(facts))
    assert set(boxes(root)) == {"betting_a", "draw_b", "jackpot_c", "betting.pool", "betting_d"}
    assert arrows(root) == {("betting", "draw"), ("draw", "betting"), ("draw", "jackpot"), ("jackpot", "betting")}


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("import pokerlaws.cards\n", {"pokerlaws.cards"}),
        ("import pokerlaws.cards as c, json\n", {"pokerlaws.cards"}),
        ("from pokerlaws import (\n    cards,\n    errors as e,\n)\n", {"pokerlaws.cards", "pokerlaws.errors"}),
        ("from .. import cards\nfrom ..errors import X\n", {"pokerlaws.cards", "pokerlaws.errors"}),
        ("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pokerlaws.cards import Card\n", {"pokerlaws.cards"}),
        ("def f():\n    from pokerlaws.errors import X\n", {"pokerlaws.errors"}),
        ("from pokerlaws import PACK\nfrom pokerlaws.table.steps import Step\n", set()),  # not an engine module; itself
        ('"""from pokerlaws.cards import Card"""\n', set()),
    ],
)
def test_imports_in_every_form(source: str, expected: set[str]) -> None:
    known = {"pokerlaws.cards", "pokerlaws.errors", "pokerlaws.table.steps"}
    assert imports_in(source, "pokerlaws.table.steps", known) == expected


# --- the page, and the API pages ------------------------------------------------------------------


def test_the_page_is_generated_in_the_navigation_and_not_committed(rendered_pages: dict[str, str]) -> None:
    pages = rendered_pages
    assert ENGINE_PAGE in pages and '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="engine-map"' in pages[ENGINE_PAGE]
    entries = nav(default_corpus())
    titles = [next(iter(e)) for e in entries if isinstance(e, dict)]
    assert {"How the engine is built": ENGINE_PAGE} in entries
    assert titles.index("How the engine is built") == titles.index("API reference") - 1  # beside the API reference
    assert not (ROOT / "docs" / ENGINE_PAGE).exists()
    tracked = subprocess.run(["git", "ls-files", "docs"], cwd=ROOT, capture_output=True, text=True, check=False).stdout.split()
    assert f"docs/{ENGINE_PAGE}" not in tracked and not any(path.endswith(".svg") for path in tracked)


def test_the_page_examples_run() -> None:
    page = render_engine_page()
    blocks = re.findall(r"```pycon\n(.*?)```", page, re.S)
    assert len(blocks) >= 2
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    for i, block in enumerate(blocks):
        runner.run(doctest.DocTestParser().get_doctest(block, {}, f"{ENGINE_PAGE} example {i + 1}", ENGINE_PAGE, 0))
    assert runner.summarize(verbose=False).failed == 0


def test_the_page_says_what_the_brief_asks() -> None:
    page = render_engine_page()
    for ref in (
        "pokerlaws.table.Interval", "pokerlaws.table.interval.in_turn", "pokerlaws.table.Code", "pokerlaws.table.CODES",
        "pokerlaws.betting.acts.Betting", "pokerlaws.betting.BettingRound", "pokerlaws.betting.BettingUpTheHands",
        "pokerlaws.blind.BlindAndStraddle", "pokerlaws.jackpot.JackPot", "pokerlaws.table.Step", "pokerlaws.errors",
        "pokerlaws.sources.SOURCES", "pokerlaws.records.grammar", "pokerlaws.records.judge", "pokerlaws.records.deal.deal_of",
    ):  # fmt: skip
        assert f"][{ref}]" in page, ref
    for term in ("glossary.md#the-age", "glossary.md#straddle", "glossary.md#pool", "glossary.md#jack-pot", "glossary.md#open"):
        assert term in page, term
    assert "(the pot)" in page and "the player on the dealer's left" in page


def test_every_engine_module_has_an_api_page_new_ones_after_the_known() -> None:
    api = render_api_pages()
    assert {api_page_path(m) for m in MODULES} <= set(api)
    tops = [m.split(".")[1] for m in MODULES]
    known = [t for t in tops if t in ENGINE_ORDER]
    assert tops[: len(known)] == known and known == sorted(known, key=ENGINE_ORDER.index)  # the folders in reading order
    unknown = MODULES[len(known) :]
    assert unknown == sorted(unknown)  # a module added tomorrow at the top: after them, alphabetically
    for folder in ("hands", "table", "betting", "draw", "jackpot", "records"):
        inside = [m for m in MODULES if m.split(".")[1] == folder]
        assert inside[0] == f"pokerlaws.{folder}" and inside[1:] == sorted(inside[1:]), folder  # its face, then its modules
    listed = [next(iter(e.values())) for e in nav(default_corpus())[-1]["API reference"] if isinstance(e, dict)]
    assert [api_page_path(m) for m in MODULES] == listed[: len(MODULES)]
    assert "engine_map" in side_modules("pokerlaws.site")


# --- the built site --------------------------------------------------------------------------------


def built_map(site: BuiltSite) -> ET.Element:
    page = site.html(built_path(ENGINE_PAGE))
    # the page's HTML is serialized again after the mentions are linked: find the map by its class, not its first bytes
    start = re.search(r'<svg[^>]*class="engine-map"', page)
    assert start is not None, "no engine map in the built page"
    return parse(page[start.start() : page.index("</svg>", start.start()) + 6])


def test_every_link_of_the_built_map_names_a_built_api_page(built_site: BuiltSite) -> None:
    root = built_map(built_site)
    assert set(boxes(root)) == SHORT
    here = posixpath.dirname(built_path(ENGINE_PAGE))
    for name, a in boxes(root).items():
        target = posixpath.normpath(posixpath.join(here, href(a)))
        path = built_site.root / target
        assert path.is_file(), f"{name}: {href(a)} → {target} is not a page of the built site"
        assert f'id="pokerlaws.{name}"' in path.read_text(encoding="utf-8"), name


def test_the_built_page_links_the_api_index_and_back(built_site: BuiltSite) -> None:
    api_index = built_site.html("api/index.html")
    assert 'href="../engine/"' in api_index
    page = built_site.html(built_path(ENGINE_PAGE))
    assert '<h1 id="how-the-engine-is-built">How the engine is built' in page
    assert "The map in words" in page and 'href="../api/table/interval/"' in page
