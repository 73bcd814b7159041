"""Shared fixtures: the site, built once per test session and served on 127.0.0.1.

The site is built with ``mkdocs build --strict`` in a subprocess, exactly as a
reader would build it, into a temporary directory. Its ``site_url`` is the
address of the local server that serves it (a port chosen by the system), so
that Material's instant navigation and search work as they do when published.
"""

from __future__ import annotations

import functools
import os
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

# the trees that tests/test_cite_check.py checks are another project's code and tests, not ours
collect_ignore = ["cite_tree"]

ROOT = Path(__file__).resolve().parents[1]


def mkdocs_env(**extra: str) -> dict[str, str]:
    """The environment for a build: no MkDocs 2 banner, the repository's own ``laws/``."""
    env = {k: v for k, v in os.environ.items() if k != "POKERLAWS_LAWS"}
    env["NO_MKDOCS_2_WARNING"] = "1"
    env.update(extra)
    return env


def run_mkdocs_build(site_dir: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """``mkdocs build --strict`` of this repository into *site_dir*."""
    return subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-f", str(ROOT / "mkdocs.yml"), "-d", str(site_dir)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the base class's name
        pass


@dataclass
class BuiltSite:
    """The site built for this session.

    Attributes:
        root: the built site's directory.
        url: its address, ``http://127.0.0.1:PORT/`` (served once
            ``site_server`` is requested).
        output: the build's stdout and stderr together.
        seconds: how long the build took.
    """

    root: Path
    url: str
    output: str
    seconds: float
    server: ThreadingHTTPServer

    def html(self, rel: str) -> str:
        """The text of a built page, e.g. ``"laws/1882/71/index.html"``."""
        return (self.root / rel).read_text(encoding="utf-8")


_BUILD_FAILURE: list[str] = []


@pytest.fixture(scope="session")
def site_build(tmp_path_factory: pytest.TempPathFactory):
    """Build the site once. A failed build fails the one test that asks for this fixture
    directly (``test_site_builds_strictly``) and skips the tests that need the pages."""
    site_dir = tmp_path_factory.mktemp("site") / "site"
    # Bind the server first: its port is the site_url the site is built for.
    handler = functools.partial(_QuietHandler, directory=str(site_dir))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    start = time.monotonic()
    result = run_mkdocs_build(site_dir, mkdocs_env(SITE_URL=url))
    seconds = time.monotonic() - start
    output = result.stdout + result.stderr
    if result.returncode != 0:
        server.server_close()
        _BUILD_FAILURE.append(f"mkdocs build --strict failed (exit {result.returncode}):\n{output}")
        yield None
        return
    try:
        yield BuiltSite(site_dir, url, output, seconds, server)
    finally:
        server.server_close()


@pytest.fixture(scope="session")
def built_site(site_build: BuiltSite | None) -> BuiltSite:
    """The built site; a test that needs it is skipped when the build failed (one test says why)."""
    if site_build is None:
        pytest.skip("the site did not build: see tests/test_site.py::test_site_builds_strictly")
    return site_build


@pytest.fixture(scope="session")
def site_server(built_site: BuiltSite):
    """Serve the built site on 127.0.0.1 for the session; gives its URL."""
    thread = threading.Thread(target=built_site.server.serve_forever, name="site-server", daemon=True)
    thread.start()
    try:
        yield built_site.url
    finally:
        built_site.server.shutdown()
        thread.join(timeout=5)


@pytest.fixture(scope="module")
def browser():
    """Debian's Chromium through playwright, one per test module (the browser tests share it)."""
    from playwright.sync_api import sync_playwright
    from test_browser import CHROMIUM, CHROMIUM_ARGS

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()
