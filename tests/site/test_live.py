"""A partial rebuild under ``mkdocs serve`` gives the pages a full build gives (pokerlaws.site.live).

The site is built as ``mkdocs serve`` builds it, in this process, from a copy of ``laws/``; a law
file is changed in three places (its commentary, an emendation's reason, a ruling's question) and
the server's builder runs: it must rebuild part of the site, not all of it. Then a full build of the
same files, in a process of its own, and every file of the two sites is compared. Two builds: in
``--all``, as is ``test_serve.py``'s run of ``serve.py`` with a saved law file; the tests of a rebuild
that fails, which build nothing, run every day.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import ROOT
from helpers.laws import copy_laws, edit

URL = "http://127.0.0.1:8000/"



class _Server:
    """What the plugin's ``on_serve`` is given in place of MkDocs' live-reload server."""

    def __init__(self) -> None:
        self.watched: list[str] = []
        self.builder = None

    def watch(self, path: str) -> None:
        self.watched.append(path)

    def get_app(self):  # noqa: ANN201 - MkDocs' server's WSGI application, which on_serve wraps
        return getattr(self, "app", None)

    def set_app(self, app) -> None:  # noqa: ANN001
        self.app = app


def _files(site: Path) -> dict[str, bytes]:
    return {p.relative_to(site).as_posix(): p.read_bytes() for p in sorted(site.rglob("*")) if p.is_file()}


@pytest.mark.slow  # two whole builds; every day, test_live_broken.py saves a law file under serve without a build
def test_a_partial_rebuild_gives_the_pages_of_a_full_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    laws = copy_laws(tmp_path)
    monkeypatch.setenv("POKERLAWS_LAWS", str(laws))
    monkeypatch.setenv("POKERLAWS_NO_PYODIDE", "1")  # the runtime is copied whole by either build: not what is compared
    monkeypatch.setenv("NO_MKDOCS_2_WARNING", "1")
    monkeypatch.delenv("POKERLAWS_PDF", raising=False)
    served = tmp_path / "served"
    config = load_config(str(ROOT / "mkdocs.yml"), site_dir=str(served))
    config.plugins.on_startup(command="serve", dirty=False)
    config.site_url = URL
    full_rebuilds: list[bool] = []
    try:
        build(config, serve_url=URL)
        server = _Server()
        config.plugins.on_serve(server, config=config, builder=lambda: full_rebuilds.append(True))
        assert str(laws) in server.watched and server.builder is not None

        law = laws / "1882" / "78.yaml"
        edit(law, "No finality by implication", "No finality by Marked-In-Commentary implication")
        edit(law, "If he too is a\n      party, the law names no one else.", "If he too is a\n      party, the law names Marked-In-Question no one else.")
        server.builder()
        assert full_rebuilds == [], "the change was not taken in by a partial rebuild"
        partial = _files(served)
    finally:
        config.plugins.on_shutdown()
    page = partial["laws/1882/78/index.html"].decode()
    assert "Marked-In-Commentary" in page and "Marked-In-Question" in page
    assert "Marked-In-Question" in partial["rulings/index.html"].decode()

    whole = tmp_path / "whole"
    env = {**os.environ, "SITE_URL": URL}
    done = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-f", str(ROOT / "mkdocs.yml"), "-d", str(whole)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    full = _files(whole)
    # the published pages carry the Content-Security-Policy, the served ones not (live reload is an
    # inline script of mkdocs serve's own): the policy aside, the pages are the same
    policy = re.compile(rb'<meta http-equiv="Content-Security-Policy" content="[^"]*">')
    assert all(policy.search(data) for name, data in full.items() if name.endswith(".html"))
    full = {name: policy.sub(b"", data) if name.endswith(".html") else data for name, data in full.items()}

    assert set(partial) == set(full)
    differing = [name for name in full if partial[name] != full[name] and name not in ("search/search_index.json", "sitemap.xml", "sitemap.xml.gz")]
    assert differing == [], differing[:10]
    # the search index: the same entries, in another order (a partial rebuild puts its pages' entries last)
    ours, theirs = (json.loads(files["search/search_index.json"]) for files in (partial, full))
    assert ours["config"] == theirs["config"]
    key = lambda doc: json.dumps(doc, sort_keys=True)  # noqa: E731
    assert sorted(map(key, ours["docs"])) == sorted(map(key, theirs["docs"]))


def test_a_rebuild_that_fails_at_any_step_leaves_the_server_answering(caplog: pytest.LogCaptureFixture) -> None:
    """Issue 29, item 12: a fault in a full rebuild (here MkDocs' own builder raising, as a PluginError of a
    page's step does) is one line in the log, and the builder returns, so that MkDocs' server goes on
    serving the pages there are instead of holding every request ("The server will appear stuck")."""
    from mkdocs.exceptions import PluginError

    from pokerlaws.site.live import LiveRebuild

    def failing() -> None:
        raise PluginError("unresolved mention of a unit: docs/x.md: the mention 'law 99' names 1882:99, which is no unit")

    rebuild = LiveRebuild(plugin=None, full=failing, roots=[], partial_roots=[])
    with caplog.at_level("ERROR"):
        rebuild.build()  # no state: a full rebuild, which fails
    said = [r.getMessage() for r in caplog.records if r.levelname == "ERROR"]
    assert len(said) == 1 and "last good pages" in said[0] and "law 99" in said[0] and "\n" not in said[0]


def _served(server, path: str = "/index.html") -> tuple[str, dict, bytes]:  # noqa: ANN001
    """What *server*'s WSGI application answers to a GET of *path*: status, headers, body."""
    said = []
    body = server.get_app()({"PATH_INFO": path, "REQUEST_METHOD": "GET", "QUERY_STRING": ""}, lambda status, headers, *rest: said.append((status, dict(headers))))
    content = b"".join(body)
    if hasattr(body, "close"):
        body.close()
    return said[0][0], said[0][1], content


def test_every_page_says_the_last_rebuild_failed_until_one_succeeds(tmp_path: Path) -> None:
    """Attack review: a rebuild that failed part-way left the pages it had written, and those of the
    build before, without a word that they are not the edition as saved: every page served has the
    banner while the last rebuild failed, and loses it after one that succeeds."""
    from mkdocs.exceptions import PluginError
    from mkdocs.livereload import LiveReloadServer

    from pokerlaws.site.live import LiveRebuild, with_banner

    (tmp_path / "index.html").write_text("<!doctype html><html><head></head><body class=x><p>the last good page</p></body></html>", encoding="utf-8")
    (tmp_path / "a.css").write_text("p{}", encoding="utf-8")
    fail = [True]

    def full() -> None:
        if fail[0]:
            raise PluginError("docs/x.md: the mention <law 99> names 1882:99, which is no unit")

    rebuild = LiveRebuild(plugin=None, full=full, roots=[], partial_roots=[])
    server = with_banner(LiveReloadServer(builder=rebuild.build, host="127.0.0.1", port=0, root=str(tmp_path)), lambda: rebuild.failed)
    try:
        assert b"cannot be rebuilt" not in _served(server)[2]
        rebuild.build()
        status, headers, page = _served(server)
        assert status.startswith("200") and int(headers["Content-Length"]) == len(page)
        assert page.index(b"cannot be rebuilt") < page.index(b"the last good page")
        assert b"the mention &lt;law 99&gt; names 1882:99" in page  # escaped, as text
        assert _served(server, "/a.css")[2] == b"p{}"  # what is not a page is served as it is
        fail[0] = False
        rebuild.build()
        assert b"cannot be rebuilt" not in _served(server)[2]
    finally:
        server.server_close()
