"""What a site build runs beside its pages: one after the other, on the machine's other core.

Rendering the pages keeps one core busy from the start of a build to its end
(MkDocs, its plugins, the templates). Three other jobs of the
[plugin][pokerlaws.site.mkdocs_plugin] need none of it until the pages are
rendered, and each is mostly a process of its own:

1. the engine's figures for three units' pages
   ([engine_figures][pokerlaws.site.engine_figures]: numpy over every hand,
   and matplotlib), which the plugin needs for the pages it renders last;
2. every worked example (in the examples' worker process,
   [examples][pokerlaws.runtime.examples]), which must pass before anything
   is written;
3. the runtime of the Run buttons
   ([pyodide_runtime][pokerlaws.runtime.pyodide_runtime]: Pyodide from the
   cache, a wheel of the engine built by a process, their bytecode).

A [`Lane`][pokerlaws.site.lane.Lane] runs them in that order in one
thread, so that together they take one core, not both from the pages, and
[`take`][pokerlaws.site.lane.Lane.take] waits for one when it is needed. A
failed build [`stop`][pokerlaws.site.lane.Lane.stop]s it: what has not
begun is dropped, and the figures' process is killed.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, TypeVar

from pokerlaws.site import engine_figures

T = TypeVar("T")


class Lane:
    """One thread that runs a build's jobs beside its pages, in the order given."""

    def __init__(self) -> None:
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="pokerlaws-lane")
        self._jobs: dict[str, Future[Any]] = {}
        self._computing: engine_figures.Pending | None = None
        self._stopped = False

    def start(self, name: str, job: Callable[..., T], *args: Any) -> None:
        """Queue *job(*args)* under *name*, after the jobs queued before it."""
        self._jobs[name] = self._executor.submit(job, *args)

    def start_figures(self) -> None:
        """Queue the engine's figures, computed by a process of their own (``figures``)."""

        def computed() -> engine_figures.Figures:
            if self._stopped:  # stopped before its turn came: no process to start
                raise engine_figures.FiguresUnavailable("the build stopped first")
            self._computing = engine_figures.start()
            try:
                return self._computing.result()
            finally:
                self._computing = None

        self.start("figures", computed)

    def has(self, name: str) -> bool:
        """Whether a job *name* was queued and not taken yet."""
        return name in self._jobs

    def take(self, name: str) -> Any:
        """Wait for the job *name* and return its result (or raise what it raised)."""
        return self._jobs.pop(name).result()

    def stop(self) -> None:
        """Drop the jobs not begun and kill the figures' process if it runs; the thread then ends."""
        self._stopped = True
        self._executor.shutdown(wait=False, cancel_futures=True)
        if self._computing is not None:
            self._computing.cancel()
        self._jobs.clear()
