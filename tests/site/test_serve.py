"""``scripts/serve.py`` as an editor runs it: one strict build, a saved law file on screen, Ctrl-C or SIGTERM.

One build of its own (``mkdocs serve`` builds into a directory of its own), from a copy of
``laws/`` that the test edits; Pyodide is made unavailable, as on a machine without it.
The partial rebuild itself, page for page against a full build, is in ``test_live.py``.
"""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from helpers import ROOT
from helpers.laws import copy_laws, edit

SERVE = ROOT / "scripts" / "serve.py"
GUARD = 600
"""Seconds a wait may last before the test fails: a guard against a hang, not a goal (the goals are
the benchmark's, ``scripts/bench_build.py``)."""


def _get(url: str, patience: float = 60.0) -> str:
    """The page at *url*; a request that times out while the server rebuilds (on a loaded machine) is made again, up to
    *patience* seconds in all: the test's own deadlines, not one request's, say when it has waited too long."""
    deadline = time.monotonic() + patience
    while True:
        try:
            return urllib.request.urlopen(url, timeout=10).read().decode()
        except (TimeoutError, urllib.error.URLError) as err:
            if isinstance(err, urllib.error.HTTPError) or time.monotonic() > deadline:
                raise
            time.sleep(0.5)


# a whole build of its own and a partial one, with serve.py's process around them: in --all. Every day, the same
# kinds in this process, with no build: test_live_broken.py (a law file saved, broken, then mended, under
# serve), test_live.py (a rebuild that fails, and the banner), test_plugin_serve.py (the first build strict),
# and this file's tests of the port serve.py holds
@pytest.mark.slow
@pytest.mark.skipif(os.name != "posix", reason="SIGTERM and exec are POSIX")
def test_serve_builds_once_strictly_shows_a_saved_law_and_stops_on_sigterm(tmp_path: Path) -> None:
    """serve.py on a machine where Pyodide is not in the cache and npm cannot fetch it: its one
    build (mkdocs serve's first, made strict by the plugin) says so in one line and leaves the Run
    buttons out, and the site is served (issue 13). A word changed in a law file is on its page
    and on the page for print after a partial rebuild, not a second build (issue 26). Then a
    supervisor's SIGTERM to serve.py reaches the server itself: the port is free afterwards."""
    laws = copy_laws(tmp_path)
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    site = f"http://127.0.0.1:{port}/"
    env = {
        **os.environ,
        "POKERLAWS_LAWS": str(laws),
        # the worked examples are this run's own test items: its build need not run them again
        "POKERLAWS_SKIP_EXAMPLES": "1",
        "POKERLAWS_PYODIDE_CACHE": str(tmp_path / "empty-cache"),
        # npm asks a registry that refuses at once, with a cache of its own that holds nothing
        "npm_config_registry": "http://127.0.0.1:9/",
        "npm_config_cache": str(tmp_path / "npm-cache"),
        "npm_config_fetch_retries": "0",
    }
    env.pop("POKERLAWS_NO_PYODIDE", None)
    log = (tmp_path / "serve.log").open("w+", encoding="utf-8")
    server = subprocess.Popen([sys.executable, str(SERVE), "--port", str(port)], cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + GUARD  # it builds the site first
        while True:
            try:
                urllib.request.urlopen(site, timeout=2).close()
                break
            except OSError:
                assert server.poll() is None and time.monotonic() < deadline, "the site was not served"
                time.sleep(0.5)
        served = {path: _get(site + path) for path in ("laws/1882/60/", "try/", "")}
        assert 'class="worked-example"' in served["laws/1882/60/"]
        assert not [path for path, page in served.items() if re.search(r'<script src="[^"]*run-examples\.js"', page)]
        assert "try-absent" in served["try/"]
        try:
            urllib.request.urlopen(site + "pyodide/runtime.json", timeout=10)
            raise AssertionError("the runtime is served though it could not be had")
        except urllib.error.HTTPError as err:
            assert err.code == 404

        # an editor saves one word of a law's commentary
        assert "Marked-By-The-Editor" not in _get(site + "laws/1882/78/")
        edit(laws / "1882" / "78.yaml", "No finality by implication", "No finality by Marked-By-The-Editor implication")
        deadline = time.monotonic() + GUARD
        while "Marked-By-The-Editor" not in _get(site + "laws/1882/78/"):
            assert server.poll() is None and time.monotonic() < deadline, "the saved word never showed"
            time.sleep(0.2)
        assert "Marked-By-The-Editor" in _get(site + "print/")
        assert "Marked-By-The-Editor" not in _get(site + "laws/1882/77/")

        # a law file saved broken is said on every page at once, with nothing built; the save that mends it rebuilds
        broken = laws / "1882" / "77.yaml"
        good = broken.read_text(encoding="utf-8")
        broken.write_text(good.replace("section:", "section: [", 1), encoding="utf-8")
        deadline = time.monotonic() + GUARD
        while "cannot be rebuilt" not in (page := _get(site + "laws/1882/60/")):
            assert server.poll() is None and time.monotonic() < deadline, "the broken file was never said"
            time.sleep(0.2)
        assert "77.yaml, line" in page and "invalid YAML" in page and 'class="worked-example"' in page
        broken.write_text(good, encoding="utf-8")
        while "cannot be rebuilt" in _get(site + "laws/1882/60/"):
            assert server.poll() is None and time.monotonic() < deadline, "the mended file was never taken in"
            time.sleep(0.2)

        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)
        time.sleep(1)
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as again:
            assert again.connect_ex(("127.0.0.1", port)) != 0, "something still serves the port after SIGTERM"
    finally:
        if server.poll() is None:
            server.kill()
        log.seek(0)
        output = log.read()
        log.close()
    said = [line for line in output.splitlines() if "Run buttons" in line]
    assert len(said) == 1, output[-3000:]  # one build, not a strict one and then mkdocs serve's
    assert all("no Run buttons in this build: Pyodide" in line and "npm pack failed" in line and "ECONNREFUSED" in line for line in said), said
    assert output.count("Documentation built in") == 1, output[-3000:]  # the save was a partial rebuild
    assert re.search(r"78\.yaml changed: \d+ pages? and \d+ other files? built again in", output), output[-3000:]
    asked = '"GET /pyodide/runtime.json HTTP/1.1" code 404'  # the dev server's word on the test's own request
    broken = "the edition is broken, still serving the last good pages: "  # the broken save, said once
    warned = [line for line in output.splitlines() if "WARNING" in line and asked not in line]
    assert len(warned) == 1 and broken in warned[0] and "77.yaml" in warned[0], output[-3000:]
    assert "Traceback" not in output, output[-3000:]


def test_a_port_taken_while_the_site_was_built_is_one_line_not_a_traceback() -> None:
    """Issue 29, item 13: serve.py checks the port before the build; MkDocs binds it after. A port taken
    meanwhile ends the server in one line (SystemExit, status 1), named, with what to do."""
    import socket

    from mkdocs.livereload import LiveReloadServer

    from pokerlaws.site.live import bound_or_said

    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = holder.getsockname()[1]
        server = bound_or_said(LiveReloadServer(builder=lambda: None, host="127.0.0.1", port=port, root="."))
        try:
            with pytest.raises(SystemExit) as caught:
                server.serve()
        finally:
            server.shutdown()
    said = str(caught.value.code)
    assert said.startswith(f"serve: port {port} on 127.0.0.1 is in use") and "--port" in said and "\n" not in said


def test_the_port_is_held_through_the_build_and_the_server_takes_its_socket(monkeypatch: pytest.MonkeyPatch) -> None:
    """New-user review: serve.py checked the port before the build and let it go; the server bound it
    after, so another process could take it meanwhile. Now serve.py holds it, bound and listening, and
    the server takes the socket over ($POKERLAWS_SERVE_SOCKET)."""
    import errno
    import importlib.util

    from mkdocs.livereload import LiveReloadServer

    from pokerlaws.site.live import RESERVED, bound_or_said

    monkeypatch.syspath_prepend(str(ROOT / "scripts"))
    spec = importlib.util.spec_from_file_location("serve_script", SERVE)
    serve = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(serve)
    held = serve.reserve(0)  # any free port, as --port names one
    port = held.getsockname()[1]
    try:
        with socket.socket() as other:  # another server, as MkDocs' would bind (SO_REUSEADDR)
            other.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            with pytest.raises(OSError) as taken:
                other.bind(("127.0.0.1", port))
            assert taken.value.errno == errno.EADDRINUSE
        monkeypatch.setenv(RESERVED, str(held.fileno()))
        server = bound_or_said(LiveReloadServer(builder=lambda: None, host="127.0.0.1", port=port, root="."))
        server.server_bind()
        server.server_activate()
        assert server.socket.fileno() == held.fileno() and server.server_port == port
        assert RESERVED not in os.environ  # taken once: a server started by this one does not take it
        server.socket.detach()  # the test's own socket closes it
        server.server_close()
    finally:
        held.close()


def test_a_socket_handed_on_for_another_address_is_refused_in_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    from mkdocs.livereload import LiveReloadServer

    from pokerlaws.site.live import RESERVED, bound_or_said

    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        monkeypatch.setenv(RESERVED, str(other.fileno()))
        server = bound_or_said(LiveReloadServer(builder=lambda: None, host="127.0.0.1", port=1, root="."))
        with pytest.raises(SystemExit) as caught:
            server.server_bind()
        server.server_close()
        assert other.fileno() >= 0  # not closed by the refusal
    said = str(caught.value.code)
    assert said.startswith(f"serve: ${RESERVED}=") and "is not bound to 127.0.0.1:1" in said and "\n" not in said
