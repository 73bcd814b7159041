"""The search index read beside the pages (site.search_beside) is Material's own, entry for entry."""

from __future__ import annotations

import json
import types

import pytest
from material.plugins.search.config import SearchConfig
from material.plugins.search.plugin import SearchIndex
from mkdocs.exceptions import PluginError
from mkdocs.structure.toc import get_toc

from pokerlaws.site import search_beside


def _config() -> dict:
    config = SearchConfig()
    config.load_dict({"lang": ["en"], "separator": r"[\s\-]+", "pipeline": ["stemmer"]})
    config.validate()
    values = dict(config)
    values["fields"] = {"title": {"boost": 1e3}, "text": {"boost": 1e0}, "tags": {"boost": 1e6}}
    return values


def _page(n: int) -> types.SimpleNamespace:
    toc = get_toc([{"level": 1, "id": f"law-{n}", "name": f"Law {n}", "children": [
        {"level": 2, "id": f"r{n}", "name": "A ruling", "children": []}]}])
    content = (
        f'<h1 id="law-{n}">Law {n}</h1><p>The age may straddle <em>once</em> ({n}).</p>'
        f'<h2 id="r{n}">A ruling</h2><p>Counters &amp; chips, “quoted”.</p><pre><code>x = {n}</code></pre>'
    )
    meta = {"search": {"boost": 1000}} if n % 2 else {}
    return types.SimpleNamespace(url=f"laws/1882/{n}/", title=f"Law {n}", content=content, toc=toc, meta=meta)


class _Plugin:
    def __init__(self, index: object) -> None:
        self.search_index = index
        self.config = types.SimpleNamespace(enabled=True)


def test_the_index_read_beside_is_materials_own() -> None:
    pages = [_page(n) for n in range(1, 40)]
    alone = SearchIndex(**_config())
    for page in pages:
        alone.add_entry_from_context(page)
    plugin = _Plugin(SearchIndex(**_config()))
    beside = search_beside.index_beside(types.SimpleNamespace(plugins={"material/search": plugin}))
    assert isinstance(beside, search_beside.IndexBeside) and plugin.search_index is beside
    for page in pages:
        plugin.search_index.add_entry_from_context(page)
    made = plugin.search_index.generate_search_index(None)
    assert json.loads(made) == json.loads(alone.generate_search_index(None))
    assert len(json.loads(made)["docs"]) == 2 * len(pages)
    assert isinstance(plugin.search_index, SearchIndex)  # Material's own again, for the live rebuilds


def test_a_site_without_search_is_left_alone() -> None:
    plugin = _Plugin(SearchIndex(**_config()))
    plugin.config.enabled = False
    assert search_beside.index_beside(types.SimpleNamespace(plugins={"material/search": plugin})) is None
    assert search_beside.index_beside(types.SimpleNamespace(plugins={})) is None


def test_a_process_that_ends_without_the_index_fails_the_build_in_a_line() -> None:
    plugin = _Plugin(SearchIndex(**_config()))
    beside = search_beside.index_beside(types.SimpleNamespace(plugins={"material/search": plugin}))
    beside._process.kill()
    beside._process.wait()
    with pytest.raises(PluginError, match=r"^search: the process that reads the pages ended \(exit status -9\)"):
        beside.generate_search_index(None)
    assert isinstance(plugin.search_index, SearchIndex)


def test_a_page_the_index_cannot_read_fails_the_build_in_a_line() -> None:
    plugin = _Plugin(SearchIndex(**_config()))
    beside = search_beside.index_beside(types.SimpleNamespace(plugins={"material/search": plugin}))
    beside.add_entry_from_context(types.SimpleNamespace(url="x/", title="X", content="<p>x</p>", toc=None, meta={"search": 3}))
    with pytest.raises(PluginError, match=r"^search: AttributeError: "):
        beside.generate_search_index(None)


def test_closing_a_failed_build_puts_materials_index_back() -> None:
    index = SearchIndex(**_config())
    plugin = _Plugin(index)
    beside = search_beside.index_beside(types.SimpleNamespace(plugins={"material/search": plugin}))
    beside.close()
    beside.close()
    assert plugin.search_index is index and beside._process.poll() is not None


def test_an_edit_of_the_entries_is_made_on_either_index_in_the_order_given() -> None:
    """The plugin edits the entries after a page is indexed (a glossary entry added, a unit's code sections
    dropped): at once on Material's own index, when they come back on the index read beside."""
    pages = [_page(n) for n in range(1, 6)]
    drop = lambda entries: [e for e in entries if e["location"] != "laws/1882/2/#r2"]  # noqa: E731
    add = lambda entries: [*entries, {"location": "glossary/#pool", "title": "pool", "text": "the counters"}]  # noqa: E731
    alone = SearchIndex(**_config())
    for page in pages:
        alone.add_entry_from_context(page)
        search_beside.edit_entries(alone, drop)
    search_beside.edit_entries(alone, add)
    plugin = _Plugin(SearchIndex(**_config()))
    beside = search_beside.index_beside(types.SimpleNamespace(plugins={"material/search": plugin}))
    for page in pages:
        beside.add_entry_from_context(page)
        search_beside.edit_entries(beside, drop)
    search_beside.edit_entries(beside, add)
    made = json.loads(beside.generate_search_index(None))
    assert made == json.loads(alone.generate_search_index(None))
    locations = [d["location"] for d in made["docs"]]
    assert "laws/1882/2/#r2" not in locations and locations[-1] == "glossary/#pool" and len(locations) == 2 * len(pages)


def test_the_process_imports_nothing_from_the_directory_of_the_build(tmp_path, monkeypatch) -> None:
    """Attack review: a ``pickle.py`` (or ``dataclasses.py``) in the directory the build runs in was imported by
    the process, which then ended without a word of why; it is started with ``-P`` and says what it said."""
    (tmp_path / "pickle.py").write_text("raise SystemExit('planted pickle imported')\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    test_the_index_read_beside_is_materials_own()

