"""The edition's search worker (pokerlaws.site.search_phrases): each page's configuration names it, it is
written beside Material's, and (where Node.js is at hand) its ranking puts a phrase as written first.
Material's own ranking in Chromium: ``tests/browser/test_search.py``."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from pokerlaws.site.search_phrases import WORKER, with_worker, worker_name, write_worker

CONFIG = '<script id="__config" type="application/json">{"base": "..", "search": "../assets/javascripts/workers/search.0123abcd.min.js"}</script>'


def test_each_page_names_the_editions_worker_and_nothing_else_changes() -> None:
    changed = with_worker(CONFIG)
    assert changed == CONFIG.replace("search.0123abcd.min.js", "search-edition.0123abcd.js")
    assert with_worker(CONFIG, "search.ffff.min.js") == CONFIG  # not the worker the site has: left alone
    assert with_worker("<p>no configuration</p>") == "<p>no configuration</p>"


def test_the_worker_is_written_beside_materials_and_imports_it(tmp_path: Path) -> None:
    assert write_worker(tmp_path) is None  # no search in this site
    workers = tmp_path / "assets" / "javascripts" / "workers"
    workers.mkdir(parents=True)
    (workers / "search.0123abcd.min.js").write_text("// Material's", encoding="utf-8")
    written = write_worker(tmp_path)
    assert written == workers / worker_name("search.0123abcd.min.js")
    assert 'const MATERIAL = "search.0123abcd.min.js";' in written.read_text(encoding="utf-8")
    assert "__MATERIAL_WORKER__" in WORKER.read_text(encoding="utf-8")


_RUN = """
const fs = require("fs"), vm = require("vm");
const sent = [], listeners = [];
const ctx = { console, postMessage: m => sent.push(m), addEventListener: (t, h) => listeners.push(h) };
ctx.self = ctx;
// Material's worker, as far as the edition's needs it: it answers a query with the results it is given
ctx.importScripts = () => ctx.addEventListener("message", ev => { if (ev.data.type === 2) ctx.postMessage({ type: 3, data: RESULT }) });
vm.createContext(ctx);
vm.runInContext(fs.readFileSync(process.argv[1], "utf8").replace("__MATERIAL_WORKER__", "m.js"), ctx);
const say = data => listeners.forEach(h => h({ data }));
say({ type: 0, data: { config: { separator: "[\\\\s\\\\-]+" }, docs: DOCS } });
for (const query of QUERIES) say({ type: 2, data: query });
console.log(JSON.stringify(sent.map(m => m.data.items.map(group => group.map(item => item.location)))));
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is absent")
def test_a_phrase_as_written_comes_first_then_its_words_in_a_row_then_the_rest() -> None:
    docs = [
        {"location": "laws/a/", "title": "A", "text": "<p>He goes <em>all</em> the way in.</p>"},
        {"location": "laws/b/", "title": "B", "text": "<p>A sequence all in hearts.</p>"},
        {"location": "glossary/", "title": "Glossary", "text": ""},
        {"location": "glossary/#show", "title": "show", "text": "<p>to go all-in</p>"},
    ]
    result = {"items": [[{"location": "laws/a/"}], [{"location": "laws/b/"}], [{"location": "glossary/"}, {"location": "glossary/#show"}]]}
    queries = ["all-in", '"all in"', "all in"]
    script = _RUN.replace("RESULT", json.dumps(result)).replace("DOCS", json.dumps(docs)).replace("QUERIES", json.dumps(queries))
    done = subprocess.run(["node", "-e", script, str(WORKER)], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    hyphen, quoted, words = json.loads(done.stdout)
    assert hyphen == [["glossary/#show", "glossary/"], ["laws/b/"], ["laws/a/"]]  # as written, then in a row
    assert quoted == [["laws/b/"], ["glossary/#show", "glossary/"], ["laws/a/"]]
    assert words == [["laws/a/"], ["laws/b/"], ["glossary/", "glossary/#show"]]  # no phrase: Material's order


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is absent")
def test_a_phrase_lifts_a_page_among_its_kind_never_a_record_above_a_law() -> None:
    """A law holding the phrase as written passes a law that holds its words in a row; a record holding it as written
    (a page the search lowers, its boost below 1) stays below both (the slow test of period terms found a record
    above a law for ``jack-pot``)."""
    docs = [
        {"location": "laws/a/", "title": "A", "text": "<p>the jack pot</p>", "boost": 1000},
        {"location": "laws/b/", "title": "B", "text": "<p>the jack-pot</p>", "boost": 1000},
        {"location": "records/c/", "title": "C", "text": "<p>the jack-pot</p>", "boost": 0.02},
    ]
    result = {"items": [[{"location": "laws/a/", "score": 50.0}], [{"location": "laws/b/", "score": 6.0}],
                        [{"location": "records/c/", "score": 0.001}]]}
    script = _RUN.replace("RESULT", json.dumps(result)).replace("DOCS", json.dumps(docs)).replace("QUERIES", json.dumps(["jack-pot"]))
    done = subprocess.run(["node", "-e", script, str(WORKER)], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    (order,) = json.loads(done.stdout)
    assert [group[0] for group in order] == ["laws/b/", "laws/a/", "records/c/"]


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is absent")
def test_a_term_the_query_excludes_is_never_put_first() -> None:
    """The attack on issue 29's new changes, finding 12: ``-all-in`` (Lunr: pages without "all-in") put the
    pages holding "all-in" at the top."""
    docs = [
        {"location": "laws/a/", "title": "A", "text": "<p>He goes all in.</p>"},
        {"location": "glossary/#show", "title": "show", "text": "<p>to go all-in</p>"},
    ]
    result = {"items": [[{"location": "laws/a/"}], [{"location": "glossary/#show"}]]}
    queries = ["-all-in", '-"all-in"', "+all-in"]
    script = _RUN.replace("RESULT", json.dumps(result)).replace("DOCS", json.dumps(docs)).replace("QUERIES", json.dumps(queries))
    done = subprocess.run(["node", "-e", script, str(WORKER)], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    excluded, quoted, required = json.loads(done.stdout)
    assert excluded == quoted == [["laws/a/"], ["glossary/#show"]]  # Material's order, nothing boosted
    assert required == [["glossary/#show"], ["laws/a/"]]  # a term required is a phrase as before


def test_the_404_page_names_the_editions_worker_too() -> None:
    """The attack on issue 29's new changes, finding 10: 404.html is made from a template, which
    ``on_post_page`` never sees, and kept Material's worker; ``on_post_template`` gives it the edition's."""
    from pokerlaws.site.mkdocs_plugin import EditionPlugin

    page = "<html><body><h1>404 - Not found</h1>" + CONFIG + "</body></html>"
    changed = EditionPlugin().on_post_template(page, template_name="404.html", config=None)
    assert "search-edition.0123abcd.js" in changed and "search.0123abcd.min.js" not in changed
    assert EditionPlugin().on_post_template("<urlset/>", template_name="sitemap.xml", config=None) == "<urlset/>"
