"""Shared fixtures: the site, built once per test session and served on 127.0.0.1.

The site is built with ``mkdocs build --strict`` in a subprocess, exactly as a
reader would build it, into a temporary directory: once for the session, by the
first xdist worker that needs it, and served by each worker on the same port.
Its ``site_url`` is the address of that port (chosen by the system), so that
Material's instant navigation and search work as they do when published.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import settings

# No deadline on any one example: a test that takes 0.25 ms took 300 ms on a loaded machine and
# failed as "flaky"; speed is the benchmarks' business (scripts/bench_*.py), not the tests'.
settings.register_profile("pokerlaws", deadline=None)
settings.load_profile("pokerlaws")

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


SERVER = Path(__file__).with_name("site_server.py")


class SiteServer:
    """A process serving a site directory on 127.0.0.1 (``tests/site_server.py``), sharing its port."""

    def __init__(self, directory: str, port: int = 0) -> None:
        self.process = subprocess.Popen(
            [sys.executable, str(SERVER), directory, str(port)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        line = self.process.stdout.readline()
        if not line.strip().isdigit():
            self.close()
            raise RuntimeError(f"tests/site_server.py did not start (it printed {line!r})")
        self.port = int(line)

    def close(self) -> None:
        """Stop it: its standard input closes, and it is killed if it has not ended in 5 s."""
        if self.process.stdin is not None:
            self.process.stdin.close()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        if self.process.stdout is not None:
            self.process.stdout.close()


@dataclass
class BuiltSite:
    """The site built for this session.

    Attributes:
        root: the built site's directory.
        url: its address, ``http://127.0.0.1:PORT/``, served by this worker
            for the session (and by the others on the same port).
        output: the build's stdout and stderr together.
        seconds: how long the build took.
        server: this worker's server of it.
    """

    root: Path
    url: str
    output: str
    seconds: float
    server: SiteServer

    def html(self, rel: str) -> str:
        """The text of a built page, e.g. ``"laws/1882/71/index.html"``."""
        return (self.root / rel).read_text(encoding="utf-8")


_BUILD_FAILURE: list[str] = []


def _build_once(shared: Path) -> tuple[dict, SiteServer | None]:
    """Build the site into *shared* unless another worker has; its facts, and this worker's server if it made one.

    The first worker to take the lock binds a server to a port of the system's choosing, builds the
    site for that port (its ``site_url``) and writes the facts; the others read them.
    """
    from filelock import FileLock

    facts_file = shared / "site.json"
    with FileLock(str(shared / "site.lock")):
        if facts_file.exists():
            return json.loads(facts_file.read_text(encoding="utf-8")), None
        site_dir = shared / "site"
        server = SiteServer(str(site_dir))
        url = f"http://127.0.0.1:{server.port}/"
        start = time.monotonic()
        result = run_mkdocs_build(site_dir, mkdocs_env(SITE_URL=url))
        facts = {
            "root": str(site_dir), "port": server.port, "url": url, "status": result.returncode,
            "output": result.stdout + result.stderr, "seconds": time.monotonic() - start,
        }  # fmt: skip
        facts_file.write_text(json.dumps(facts), encoding="utf-8")
        return facts, server


def _shared_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    # the base temporary directory's parent is the one all workers of this session share
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    return tmp_path_factory.getbasetemp().parent if worker else tmp_path_factory.getbasetemp()


# ``_build_once`` in the background from the end of collection: the build (a minute of one core)
# runs beside the tests that need no site, instead of keeping a worker waiting for it
_EARLY: list[Future[tuple[dict, SiteServer | None]]] = []


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    """The tests that need the built site go last (in their order), and the build starts now.

    Last, so that each xdist worker begins with tests that need no site (worksteal deals the
    collection out in contiguous blocks, and an idle worker takes the end of another's queue).
    """
    needing = [item for item in items if "site_build" in getattr(item, "fixturenames", ())]
    if not needing:
        return
    wanted = set(map(id, needing))
    items[:] = [item for item in items if id(item) not in wanted] + needing
    factory = getattr(config, "_tmp_path_factory", None)  # pytest's own, made before collection
    if factory is not None and not config.option.collectonly:
        pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="site-build")
        _EARLY.append(pool.submit(_build_once, _shared_dir(factory)))
        pool.shutdown(wait=False)  # the build goes on; collection does not wait for it


def pytest_sessionfinish(session: pytest.Session) -> None:
    # a worker that needed no page still waits for a build it began, which would be left behind
    for build in _EARLY:
        build.exception()  # waits; a failure is the fixture's to raise, in a test


@pytest.fixture(scope="session")
def site_build(tmp_path_factory: pytest.TempPathFactory):
    """Build the site once for the whole session, whatever the number of xdist workers. A failed
    build fails the one test that asks for this fixture directly (``test_site_builds_strictly``)
    and skips the tests that need the pages."""
    facts, server = _EARLY[0].result() if _EARLY else _build_once(_shared_dir(tmp_path_factory))
    if facts["status"] != 0:
        if server is not None:
            server.close()
        _BUILD_FAILURE.append(f"mkdocs build --strict failed (exit {facts['status']}):\n{facts['output']}")
        yield None
        return
    if server is None:
        # served at once: the kernel deals this worker's server its share of every worker's connections
        server = SiteServer(facts["root"], facts["port"])
    try:
        yield BuiltSite(Path(facts["root"]), facts["url"], facts["output"], facts["seconds"], server)
    finally:
        server.close()


@pytest.fixture(scope="session")
def built_site(site_build: BuiltSite | None) -> BuiltSite:
    """The built site; a test that needs it is skipped when the build failed (one test says why)."""
    if site_build is None:
        pytest.skip("the site did not build: see tests/test_site.py::test_site_builds_strictly")
    return site_build


@pytest.fixture(scope="session")
def site_server(built_site: BuiltSite) -> str:
    """The URL at which the built site is served on 127.0.0.1 for the session."""
    return built_site.url


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
