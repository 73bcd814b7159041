"""Fixtures shared by every tier: the site built once per run, its server, Chromium.

The tests are in folders by subject (``engine``, ``edition``, ``cli``, ``site``,
``browser``); helpers they share are in ``helpers`` (a package, never a test
file). Two markers choose the tier (``pyproject.toml`` registers them):

- ``slow``: a check too slow for the everyday tier, run by ``scripts/check.py --all``
  (the everyday tier runs a sample of the same kind);
- ``browser``: drives Chromium; skipped, with the reason, where it is absent.
"""

from __future__ import annotations

import os
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

import pytest
from helpers.browser import CHROMIUM, CHROMIUM_ARGS, TIMEOUT_MS, Chromium
from helpers.site import BUILD_FAILURE, BuiltSite, build_once, mkdocs_env
from hypothesis import settings

# Hypothesis budgets come from a profile, never from a test: `dev` for the everyday tier, `thorough`
# for `scripts/check.py --all` (at least the budget each test had before the tiers: the most was
# 2,000). No deadline on any one example: a test that takes 0.25 ms took 300 ms on a loaded machine
# and failed as "flaky"; speed is the benchmarks' business (scripts/bench_*.py), not the tests'.
settings.register_profile("dev", max_examples=25, deadline=None)
settings.register_profile("thorough", max_examples=2000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))

# the trees that tests/edition/test_cite_check.py checks are another project's code and tests, not ours
collect_ignore = ["cite_tree"]




def _shared_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    # the base temporary directory's parent is the one all workers of this session share
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    return tmp_path_factory.getbasetemp().parent if worker else tmp_path_factory.getbasetemp()


# ``build_once`` in the background from the end of collection: the build runs beside the tests
# that need no site, instead of keeping a worker waiting for it
_EARLY: list[Future[dict]] = []


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark and order the collection, and start the site's build.

    A test that drives Chromium must carry the marker ``browser`` (it is skipped, saying why,
    where Chromium is absent). The tests that need the built site go last (in their order), so
    that each xdist worker begins with tests that need no site (worksteal deals the collection
    out in contiguous blocks, and an idle worker takes the end of another's queue); the build
    starts now, in the background.
    """
    for item in items:
        marked = item.get_closest_marker("browser") is not None
        if "browser" in getattr(item, "fixturenames", ()) and not marked:
            raise pytest.UsageError(f"{item.nodeid} drives Chromium: mark it @pytest.mark.browser")
        if marked and not CHROMIUM.exists():
            item.add_marker(pytest.mark.skip(reason=f"no browser: {CHROMIUM} is absent (apt-get install chromium)"))
    needing = [item for item in items if "site_build" in getattr(item, "fixturenames", ())]
    if not needing:
        return
    wanted = set(map(id, needing))
    items[:] = [item for item in items if id(item) not in wanted] + needing
    factory = getattr(config, "_tmp_path_factory", None)  # pytest's own, made before collection
    if factory is not None and not config.option.collectonly:
        pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="site-build")
        _EARLY.append(pool.submit(build_once, _shared_dir(factory), _build_env(items)))
        pool.shutdown(wait=False)  # the build goes on; collection does not wait for it


def _published_env() -> dict[str, str]:
    """The environment of a build as the site is published: with the PDF of the page for print."""
    from pokerlaws.site.print_page import PDF_ENV

    return mkdocs_env(**{PDF_ENV: "1"})


def _build_env(items: list[pytest.Item]) -> dict[str, str]:
    """The environment of the site's build, made now, before any test changes one: the site is built as
    it is published (with the PDF of the page for print); its worked examples are left to this run
    when it runs every one of them as a test item of its own."""
    from pokerlaws.edition.corpus import default_corpus
    from pokerlaws.runtime.examples import SKIP_ENV
    from pokerlaws.runtime.pytest_examples import ExampleItem

    env = _published_env()
    examples = sum(len(unit.examples) for unit in default_corpus().laws.values())
    if sum(isinstance(item, ExampleItem) for item in items) == examples:
        env[SKIP_ENV] = "1"
    return env


def pytest_sessionfinish(session: pytest.Session) -> None:
    # a worker that needed no page still waits for a build it began, which would be left behind
    for build in _EARLY:
        build.exception()  # waits; a failure is the fixture's to raise, in a test


@pytest.fixture(scope="session")
def site_build(tmp_path_factory: pytest.TempPathFactory):
    """Build the site once for the whole run, whatever the number of xdist workers. A failed
    build fails the one test that asks for this fixture directly (``test_site_builds_strictly``)
    and skips the tests that need the pages."""
    facts = _EARLY[0].result() if _EARLY else build_once(_shared_dir(tmp_path_factory), _published_env())
    if facts["status"] != 0:
        BUILD_FAILURE.append(f"mkdocs build --strict failed (exit {facts['status']}):\n{facts['output']}")
        return None
    return BuiltSite(Path(facts["root"]), facts["url"], facts["output"], facts["seconds"])


@pytest.fixture(scope="session")
def built_site(site_build: BuiltSite | None) -> BuiltSite:
    """The built site; a test that needs it is skipped when the build failed (one test says why)."""
    if site_build is None:
        pytest.skip("the site did not build: see tests/site/test_site.py::test_site_builds_strictly")
    return site_build


@pytest.fixture(scope="session")
def site_server(built_site: BuiltSite) -> str:
    """The URL at which the built site is served on 127.0.0.1 for the session."""
    return built_site.url


@pytest.fixture(scope="session")
def rendered_pages() -> dict[str, str]:
    """Every generated page of the site as Markdown, rendered once per worker in this process, without
    MkDocs (``pokerlaws.site.build.render_site``), for a public address: for the tests of the
    Markdown itself. The built site is ``built_site``."""
    from pokerlaws.edition.corpus import default_corpus
    from pokerlaws.site.build import render_site

    return render_site(default_corpus(), site_url=PUBLIC_URL)


PUBLIC_URL = "https://example.org/poker/"
"""The address ``rendered_pages`` is rendered for."""


@pytest.fixture(scope="session")
def browser():
    """Debian's Chromium through Playwright, one per worker for the whole run (the browser tests share it);
    its contexts serve an empty search index unless a test asks for the real one (``helpers.browser.Chromium``)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield Chromium(chromium)
        finally:
            chromium.close()


@pytest.fixture
def context(browser):
    """A fresh browser context per test: no cookies, storage or linked-tab state shared; an empty search index."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    ctx.set_default_timeout(TIMEOUT_MS)
    try:
        yield ctx
    finally:
        ctx.close()


@pytest.fixture
def search_context(browser):
    """A fresh browser context per test, whose pages fetch the site's real search index."""
    ctx = browser.new_context(real_search=True, viewport={"width": 1280, "height": 900})
    ctx.set_default_timeout(TIMEOUT_MS)
    try:
        yield ctx
    finally:
        ctx.close()
