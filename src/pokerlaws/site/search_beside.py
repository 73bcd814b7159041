"""The site's search index, made by a process of its own while the pages are rendered.

Material's search plugin reads the HTML of each page into sections as the page
is rendered, with Python's ``html.parser``: about a seventh of a build, all of
it on the one core that renders the pages. Nothing waits for the index until
the last page is written. So the [plugin][pokerlaws.site.mkdocs_plugin] puts
an [`IndexBeside`][pokerlaws.site.search_beside.IndexBeside] in the place of
Material's index for the build: each page is handed (by a queue, so the pages
never wait) to a process that runs Material's own ``SearchIndex``, on the
machine's other core beside the [lane][pokerlaws.site.lane]; at the end the
entries come back, Material's index is put back with them, and Material writes
``search/search_index.json`` as it always does. The index is the same, entry for
entry, as Material makes it in one process (a test compares the two).

Under ``mkdocs serve`` the first build does the same; a live rebuild of a saved
law file ([live][pokerlaws.site.live]) then edits the entries of Material's
own index in place.
"""

from __future__ import annotations

import dataclasses
import multiprocessing
import queue
from typing import Any

from mkdocs.exceptions import PluginError

__all__ = ["IndexBeside", "index_beside"]

WAIT = 120.0
"""Seconds the build waits, after its last page, for the entries of the index; past that the
process is stopped and the build fails in one line."""


@dataclasses.dataclass(frozen=True)
class _Page:
    """What Material's ``SearchIndex.add_entry_from_context`` reads of a page, as plain data."""

    url: str
    title: str
    content: str
    toc: Any
    meta: dict[str, Any]


def index_beside(config: Any) -> IndexBeside | None:
    """Put an [`IndexBeside`][pokerlaws.site.search_beside.IndexBeside] in the place of the index of
    Material's search plugin in *config* (an ``MkDocsConfig``), after that plugin's ``on_config``.

    Returns:
        IndexBeside | None: the index put in place; ``None`` when the site has no search (no plugin,
        or ``enabled: false``), and nothing is changed.
    """
    search = config.plugins.get("material/search") or config.plugins.get("search")
    index = getattr(search, "search_index", None)
    if index is None or not getattr(search.config, "enabled", True) or not hasattr(index, "entries"):
        return None
    beside = IndexBeside(search, index)
    search.search_index = beside
    return beside


class IndexBeside:
    """Material's search index for one build, its pages read into sections by a process of its own.

    Args:
        plugin: Material's search plugin; its ``search_index`` is *index* again after
            [`generate_search_index`][pokerlaws.site.search_beside.IndexBeside.generate_search_index].
        index: Material's ``SearchIndex`` of this build (its configuration is the process's).
    """

    def __init__(self, plugin: Any, index: Any) -> None:
        self._plugin = plugin
        self._index = index
        context = multiprocessing.get_context("spawn")
        self._pages = context.Queue()
        self._entries = context.Queue()
        self._process = context.Process(
            target=_read_pages, args=(self._pages, self._entries, dict(index.config)), name="pokerlaws-search", daemon=True
        )
        self._process.start()

    def add_entry_from_context(self, page: Any) -> None:
        """Hand *page* (an MkDocs ``Page``, rendered) to the process; returns at once."""
        self._pages.put(_Page(page.url, str(page.title or ""), page.content or "", page.toc, dict(page.meta)))

    def generate_search_index(self, prev: Any) -> str:
        """The index as Material writes it (JSON), from the entries the process made.

        Raises:
            PluginError: the process ended without its entries, or took more than
                [WAIT][pokerlaws.site.search_beside.WAIT] seconds after the last page.
        """
        self._pages.put(None)
        try:
            entries = self._take()
        finally:
            self.close()
        self._index.entries = entries
        return self._index.generate_search_index(prev)

    def _take(self) -> list[dict[str, Any]]:
        waited = 0.0
        while True:
            try:
                done = self._entries.get(timeout=0.5)
            except queue.Empty:
                waited += 0.5
                if not self._process.is_alive():
                    raise PluginError(f"search: the process that reads the pages ended (exit status {self._process.exitcode}) without the index") from None
                if waited >= WAIT:
                    raise PluginError(f"search: the index was not made within {WAIT:.0f} s of the last page") from None
                continue
            if isinstance(done, str):
                raise PluginError(f"search: {done}")
            return done

    def close(self) -> None:
        """Stop the process, if it still runs (a failed build), and put Material's index back in the
        plugin (a build that goes on indexes its pages in this process); idempotent."""
        if self._plugin.search_index is self:
            self._plugin.search_index = self._index
        if self._process.is_alive():
            self._process.terminate()
        self._process.join(timeout=5)
        for line in (self._pages, self._entries):
            line.cancel_join_thread()
            line.close()


def _read_pages(pages: Any, entries: Any, config: dict[str, Any]) -> None:
    """The process: Material's ``SearchIndex`` fed each page from *pages* until ``None``; its entries
    (or one line saying why not) put on *entries*."""
    try:
        from material.plugins.search.plugin import SearchIndex

        index = SearchIndex(**config)
        while (page := pages.get()) is not None:
            index.add_entry_from_context(page)
        entries.put(index.entries)
    except Exception as err:  # noqa: BLE001 - the build says it in one line
        entries.put(f"{type(err).__name__}: {err}")
