"""The page *How the engine is built* and its map, drawn from the code at build time.

The map's facts are checked against the source by other means than the
generator's own (a tokenizer and regular expressions, not `ast`): every engine
module is a box, every arrow is an import and every import an arrow, every box
links to the API page the site builds for that module.
"""

from __future__ import annotations

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
from conftest import ROOT, BuiltSite

from pokerlaws.edition.api_pages import edition_modules, render_api_pages
from pokerlaws.edition.corpus import default_corpus
from pokerlaws.edition.engine_map import (
    ENGINE_PAGE,
    LAYERS,
    ModuleFacts,
    built_path,
    imports_in,
    layer_of,
    layout,
    page_link,
    read_engine,
    render_svg,
    render_words,
)
from pokerlaws.edition.engine_page import render_engine_page
from pokerlaws.edition.links import ENGINE_ORDER, engine_modules
from pokerlaws.edition.markup import api_page_path
from pokerlaws.edition.site import nav, render_site

SVG = "{http://www.w3.org/2000/svg}"
MODULES = engine_modules()
SHORT = {m.removeprefix("pokerlaws.") for m in MODULES}


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def boxes(root: ET.Element) -> dict[str, ET.Element]:
    return {a.get("data-module"): a for a in root.iter(f"{SVG}a")}


def arrows(root: ET.Element) -> set[tuple[str, str]]:
    return {(g.get("data-from"), g.get("data-to")) for g in root.iter(f"{SVG}g") if "edge" in (g.get("class") or "").split()}


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
    found = set(re.findall(r"^\s*from\s+pokerlaws\.(\w+)\s+import\b", code, re.M))
    found |= set(re.findall(r"^\s*import\s+pokerlaws\.(\w+)", code, re.M))
    found |= set(re.findall(r"^\s*from\s+\.(\w+)\s+import\b", code, re.M))
    for names in re.findall(r"^\s*from\s+(?:pokerlaws|\.)\s+import\s+(\([^)]*\)|[^\n]*)", code, re.M):
        found |= {item.split()[0] for item in names.strip("()").replace("\n", " ").split(",") if item.strip()}
    return {name for name in found if name in SHORT and f"pokerlaws.{name}" != module}


# --- the map, drawn from the code -----------------------------------------------------------------


@pytest.fixture(scope="module")
def svg_root() -> ET.Element:
    return parse(render_svg())


def test_every_engine_module_is_a_box(svg_root: ET.Element) -> None:
    assert set(boxes(svg_root)) == SHORT
    for name, a in boxes(svg_root).items():
        label = "".join(t.text or "" for t in a.iter(f"{SVG}text"))
        assert label == name  # the box shows the module's name


def test_every_arrow_is_a_real_import_and_every_import_an_arrow(svg_root: ET.Element) -> None:
    drawn = arrows(svg_root)
    found = {(m.removeprefix("pokerlaws."), t) for m in MODULES for t in imports_by_regex(m)}
    assert drawn, "no arrow drawn"
    assert not drawn - found, f"arrows that are not imports: {sorted(drawn - found)}"
    assert not found - drawn, f"imports that are not drawn: {sorted(found - drawn)}"


def test_every_box_links_to_its_api_page(svg_root: ET.Element) -> None:
    api = render_api_pages()
    for name, a in boxes(svg_root).items():
        module = f"pokerlaws.{name}"
        assert api_page_path(module) in api, module
        href = a.get("href")
        assert href == page_link(ENGINE_PAGE, api_page_path(module)) == f"../api/{name}/index.html"
        assert not re.match(r"^[a-z]+:|^/", href), f"{href} is not relative"


def test_links_are_those_mkdocs_builds() -> None:
    from mkdocs.structure.files import File

    for src in (ENGINE_PAGE, "api/cards.md", "api/index.md", "laws/1882/71.md"):
        assert built_path(src) == File(src, "docs", "site", use_directory_urls=True).dest_uri


def test_the_map_is_accessible(svg_root: ET.Element) -> None:
    title, desc = svg_root.find(f"{SVG}title"), svg_root.find(f"{SVG}desc")
    assert title is not None and desc is not None and title.text and desc.text
    assert svg_root.get("aria-labelledby") == title.get("id")
    assert svg_root.get("aria-describedby") == desc.get("id")
    assert f"{len(MODULES)} modules" in desc.text
    for name, a in boxes(svg_root).items():
        link_title = a.find(f"{SVG}title")
        assert link_title is not None and link_title.text.startswith(f"pokerlaws.{name}: "), name
    edges = [g for g in svg_root.iter(f"{SVG}g") if g.get("class") == "edges"]
    assert len(edges) == 1 and edges[0].get("aria-hidden") == "true"


def test_layers_and_new_modules() -> None:
    assert [layer.key for layer in LAYERS] == ["records", "table", "hands", "shared"]
    assert {layer_of(m) for m in ("pokerlaws.cards", "pokerlaws.hands", "pokerlaws.hands_tables")} == {"hands"}
    assert {layer_of(m) for m in ("pokerlaws.record", "pokerlaws.judge", "pokerlaws.deal")} == {"records"}
    assert {layer_of(m) for m in ("pokerlaws.errors", "pokerlaws.citations", "pokerlaws.sources")} == {"shared"}
    for new in ("pokerlaws.interval", "pokerlaws.jackpot_rules", "pokerlaws.showdown", "pokerlaws.blind_rules"):
        assert layer_of(new) == "table", new


def test_a_module_added_tomorrow_is_drawn_and_linked() -> None:
    facts = dict(read_engine())
    facts["pokerlaws.showdown"] = ModuleFacts(("pokerlaws.cards", "pokerlaws.errors"), "The show.")
    facts["pokerlaws.judge"] = ModuleFacts(facts["pokerlaws.judge"].imports + ("pokerlaws.showdown",), "")
    root = parse(render_svg(facts))
    assert boxes(root)["showdown"].get("href") == "../api/showdown/index.html"
    assert {("showdown", "cards"), ("showdown", "errors"), ("judge", "showdown")} <= arrows(root)
    assert "[`showdown`](api/showdown.md)" in render_words(facts)


def test_the_layout_is_clean() -> None:
    facts = read_engine()
    lay = layout(facts)
    placed = list(lay.boxes.values())
    assert len(placed) == len(facts)
    for i, a in enumerate(placed):
        assert 0 <= a.x and a.x + a.w <= lay.width and 0 <= a.y <= lay.height
        for b in placed[i + 1 :]:
            assert a.x + a.w <= b.x or b.x + b.w <= a.x or a.y != b.y, "boxes overlap"
    # the layers are drawn top down in their order, each box inside its layer's band
    assert [layer.key for layer, _, _ in lay.bands] == [layer.key for layer in LAYERS]
    assert all(bottom <= next_top for (_, _, bottom), (_, next_top, _) in zip(lay.bands, lay.bands[1:]))
    band = {layer.key: (top, bottom) for layer, top, bottom in lay.bands}
    for m, box in lay.boxes.items():
        top, bottom = band[layer_of(m)]
        assert top < box.y and box.y + 28 <= bottom, m
    # within the table engine, an importer stands above what it imports
    for m, f in facts.items():
        for t in f.imports:
            if layer_of(m) == layer_of(t) == "table":
                assert lay.boxes[m].y < lay.boxes[t].y, (m, t)


def test_an_import_cycle_is_drawn() -> None:
    facts = {
        "pokerlaws.a": ModuleFacts(("pokerlaws.b",), ""),
        "pokerlaws.b": ModuleFacts(("pokerlaws.a", "pokerlaws.c"), ""),
        "pokerlaws.c": ModuleFacts(("pokerlaws.a",), ""),
        "pokerlaws.d": ModuleFacts((), ""),
    }
    root = parse(render_svg(facts))
    assert set(boxes(root)) == {"a", "b", "c", "d"}
    assert arrows(root) == {("a", "b"), ("b", "a"), ("b", "c"), ("c", "a")}


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("import pokerlaws.cards\n", {"pokerlaws.cards"}),
        ("import pokerlaws.cards as c, json\n", {"pokerlaws.cards"}),
        ("from pokerlaws import (\n    cards,\n    errors as e,\n)\n", {"pokerlaws.cards", "pokerlaws.errors"}),
        ("from . import cards\nfrom .errors import X\n", {"pokerlaws.cards", "pokerlaws.errors"}),
        ("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pokerlaws.cards import Card\n", {"pokerlaws.cards"}),
        ("def f():\n    from pokerlaws.errors import X\n", {"pokerlaws.errors"}),
        ("from pokerlaws import PACK\nfrom pokerlaws.steps import Step\n", set()),  # not an engine module; itself
        ('"""from pokerlaws.cards import Card"""\n', set()),
    ],
)
def test_imports_in_every_form(source: str, expected: set[str]) -> None:
    known = {"pokerlaws.cards", "pokerlaws.errors", "pokerlaws.steps"}
    assert imports_in(source, "pokerlaws.steps", known) == expected


# --- the page, and the API pages ------------------------------------------------------------------


def test_the_page_is_generated_in_the_navigation_and_not_committed() -> None:
    pages = render_site(default_corpus())
    assert ENGINE_PAGE in pages and '<svg xmlns="http://www.w3.org/2000/svg" class="engine-map"' in pages[ENGINE_PAGE]
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
        "pokerlaws.interval.Interval", "pokerlaws.interval.in_turn", "pokerlaws.codes.Code", "pokerlaws.codes.CODES",
        "pokerlaws.betting_acts.Betting", "pokerlaws.betting.BettingRound", "pokerlaws.betting_up.BettingUpTheHands",
        "pokerlaws.blind.BlindAndStraddle", "pokerlaws.jackpot.JackPot", "pokerlaws.steps.Step", "pokerlaws.errors",
        "pokerlaws.sources.SOURCES", "pokerlaws.record", "pokerlaws.judge.judge", "pokerlaws.deal.judge_deal",
    ):  # fmt: skip
        assert f"][{ref}]" in page, ref
    for term in ("glossary.md#the-age", "glossary.md#straddle", "glossary.md#pool", "glossary.md#jack-pot", "glossary.md#open"):
        assert term in page, term
    assert "(the pot)" in page and "the player on the dealer's left" in page


def test_every_engine_module_has_an_api_page_new_ones_after_the_known() -> None:
    api = render_api_pages()
    assert {api_page_path(m) for m in MODULES} <= set(api)
    known = [m for m in MODULES if m.removeprefix("pokerlaws.") in ENGINE_ORDER]
    unknown = MODULES[len(known) :]
    assert MODULES[: len(known)] == known and unknown == sorted(unknown)
    assert {"pokerlaws.interval", "pokerlaws.codes", "pokerlaws.steps", "pokerlaws.betting_acts"} <= set(unknown)
    listed = [next(iter(e.values())) for e in nav(default_corpus())[-1]["API reference"] if isinstance(e, dict)]
    assert [api_page_path(m) for m in MODULES] == listed[: len(MODULES)]
    assert "engine_map" in edition_modules()


# --- the built site --------------------------------------------------------------------------------


def built_map(site: BuiltSite) -> ET.Element:
    page = site.html(built_path(ENGINE_PAGE))
    return parse(page[page.index('<svg xmlns="http://www.w3.org/2000/svg" class="engine-map"') : page.index("</svg>", page.index('class="engine-map"')) + 6])


def test_every_link_of_the_built_map_names_a_built_api_page(built_site: BuiltSite) -> None:
    root = built_map(built_site)
    assert set(boxes(root)) == SHORT
    here = posixpath.dirname(built_path(ENGINE_PAGE))
    for name, a in boxes(root).items():
        target = posixpath.normpath(posixpath.join(here, a.get("href")))
        path = built_site.root / target
        assert path.is_file(), f"{name}: {a.get('href')} → {target} is not a page of the built site"
        assert f'id="pokerlaws.{name}"' in path.read_text(encoding="utf-8"), name


def test_the_built_page_links_the_api_index_and_back(built_site: BuiltSite) -> None:
    api_index = built_site.html("api/index.html")
    assert 'href="../engine/"' in api_index
    page = built_site.html(built_path(ENGINE_PAGE))
    assert '<h1 id="how-the-engine-is-built">How the engine is built' in page
    assert "The map in words" in page and 'href="../api/interval/"' in page
