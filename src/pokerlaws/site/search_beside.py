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
import json
import pickle
import queue
import subprocess
import sys
import tempfile
import threading
from collections.abc import Callable
from typing import Any

from mkdocs.exceptions import PluginError

from pokerlaws.messages import one_line

__all__ = ["IndexBeside", "edit_entries", "index_beside"]

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


def edit_entries(index: Any, edit: Callable[[list[dict[str, Any]]], list[dict[str, Any]]]) -> None:
    """Apply *edit* (entries → entries) to the entries of *index*: at once to Material's own index, and
    to those of an [`IndexBeside`][pokerlaws.site.search_beside.IndexBeside] when they come back, in
    the order given (a page's edit is made after the page is indexed either way)."""
    if isinstance(index, IndexBeside):
        index.after(edit)
    else:
        index.entries = edit(index.entries)


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

    The process is this Python running this module (``python -m pokerlaws.site.search_beside``):
    it is handed the index's configuration and each page, pickled, on its standard input, by a
    thread, so that the page's rendering never waits; it answers with the entries, as JSON, on its
    standard output. When the build's process ends, the process reads the end of its input and ends.

    Args:
        plugin: Material's search plugin; its ``search_index`` is *index* again after
            [`generate_search_index`][pokerlaws.site.search_beside.IndexBeside.generate_search_index]
            or [`close`][pokerlaws.site.search_beside.IndexBeside.close].
        index: Material's ``SearchIndex`` of this build (its configuration is the process's).
    """

    def __init__(self, plugin: Any, index: Any) -> None:
        self._plugin = plugin
        self._index = index
        # -P: the directory the build runs in is not on the process's path (a dataclasses.py there is not imported);
        # what the process says on its standard error is kept, for the one line of a failure
        self._errors = tempfile.TemporaryFile()
        self._process = subprocess.Popen(
            [sys.executable, "-P", "-m", "pokerlaws.site.search_beside"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._errors,
        )
        self._edits: list[Callable[[list[dict[str, Any]]], list[dict[str, Any]]]] = []
        self._pages: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self._pages.put(dict(index.config))
        self._writer = threading.Thread(target=self._write, name="pokerlaws-search", daemon=True)
        self._writer.start()

    def _write(self) -> None:
        stdin = self._process.stdin
        try:
            while (item := self._pages.get()) is not None:
                pickle.dump(item, stdin, protocol=pickle.HIGHEST_PROTOCOL)
            pickle.dump(None, stdin)
            stdin.flush()
        except (OSError, ValueError):  # the process has ended, or was stopped: generate says so
            pass

    def after(self, edit: Callable[[list[dict[str, Any]]], list[dict[str, Any]]]) -> None:
        """Apply *edit* (entries → entries) to the entries when they come back, after those given before."""
        self._edits.append(edit)

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
        self._writer.join(timeout=WAIT)
        try:
            out, _ = self._process.communicate(timeout=WAIT)
        except subprocess.TimeoutExpired:
            self.close()
            raise PluginError(f"search: the index was not made within {WAIT:.0f} s of the last page") from None
        self.close()
        try:
            done = json.loads(out)
        except ValueError:
            said = self._said()
            raise PluginError(
                f"search: the process that reads the pages ended (exit status {self._process.returncode}) without the index"
                + (f": {said}" if said else "")
            ) from None
        if isinstance(done, str):
            raise PluginError(f"search: {done}")
        for edit in self._edits:
            done = edit(done)
        self._index.entries = done
        return self._index.generate_search_index(prev)

    def _said(self) -> str:
        """The last line the process wrote on its standard error (a Python's own error), shortened."""
        try:
            self._errors.seek(0)
            lines = [line for line in self._errors.read()[-4000:].decode("utf-8", "replace").splitlines() if line.strip()]
        except (OSError, ValueError):
            return ""
        return one_line(lines[-1]) if lines else ""

    def close(self) -> None:
        """Stop the process, if it still runs (a failed build), and put Material's index back in the
        plugin (a build that goes on indexes its pages in this process); idempotent."""
        if self._plugin.search_index is self:
            self._plugin.search_index = self._index
        if self._process.poll() is None:
            self._process.kill()
        self._pages.put(None)
        self._process.wait()
        for pipe in (self._process.stdin, self._process.stdout, self._errors):
            try:
                pipe.close()
            except OSError:
                pass


def _read_pages() -> None:
    """The process: Material's ``SearchIndex``, its configuration and then each page read from
    standard input until ``None``; its entries (or one line saying why not) written as JSON."""
    try:
        from material.plugins.search.plugin import SearchIndex

        source = sys.stdin.buffer
        index = SearchIndex(**pickle.load(source))
        while (page := pickle.load(source)) is not None:
            index.add_entry_from_context(page)
        done: Any = index.entries
    except EOFError:  # the build ended without its last page: nobody reads an answer
        return
    except Exception as err:  # noqa: BLE001 - the build says it in one line
        done = f"{type(err).__name__}: {err}"
    sys.stdout.write(json.dumps(done))


if __name__ == "__main__":
    _read_pages()
