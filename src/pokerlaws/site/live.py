"""Under ``mkdocs serve``, a saved law file on screen in seconds: only the pages it changes are built again.

MkDocs' own ``serve`` builds the whole site again on every change: every page,
the API reference, the search index, about as long as a build. A law file
changes a handful of pages: its own, its source's reading page, the page for
print, and the concordance, the emendations or the rulings when those parts of
it change. So the [plugin][pokerlaws.site.mkdocs_plugin] puts
[`LiveRebuild.build`][pokerlaws.site.live.LiveRebuild.build] in place of
the server's builder. It looks at what changed since the last build:

* when every change is in ``laws/`` or is a record of play (``docs/records/``),
  it renders the site's Markdown again
  ([`rerender`][pokerlaws.site.live.LiveRebuild.rerender]: the corpus read
  and checked again, the saved units' worked examples run), and
  builds again only the pages and files whose Markdown changed, with MkDocs'
  own steps for a page (its plugins' events, the Markdown, the theme's
  template: ``mkdocs.commands.build``) and the state of the last full build (its
  configuration, files, navigation and templates). The links of those pages
  are resolved by autorefs as in a build, and their entries of the search
  index replaced;
* a law file saved broken (it does not load, a link or mention of its prose leads
  nowhere, one of its examples fails) builds nothing: the last good pages stay
  served, each with the problem in one line at its top
  ([`with_banner`][pokerlaws.site.live.with_banner]), at once and without the
  warnings a build of broken pages would give; the next save is taken against
  those pages, so mending the file rebuilds what it changed;
* anything else — a hand-written page, ``mkdocs.yml``, a new or removed unit,
  a changed title (the navigation of every page shows it), the engine's
  sources — falls back to MkDocs' full rebuild, as does any other failure of a
  partial one.

``mkdocs.commands.build`` is MkDocs' own module; its two steps for a page are
private names, used here as MkDocs' build uses them. MkDocs 1.x is in
maintenance, pinned below 2 by ``pyproject.toml``; the suite proves a partial
rebuild gives the pages a full build gives (``tests/site/test_live.py``).
"""

from __future__ import annotations

import errno
import html
import logging
import os
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mkdocs.commands import build as mkdocs_build
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.nav import Navigation

from pokerlaws.citecheck.citing import project_citing
from pokerlaws.edition.corpus import Corpus
from pokerlaws.edition.errors import LawFileError, SettingError
from pokerlaws.edition.links import link_problems
from pokerlaws.edition.records import parameter_rulings
from pokerlaws.messages import one_line
from pokerlaws.runtime.examples import ExampleRunner, example_problems, example_seconds
from pokerlaws.site import engine_figures
from pokerlaws.site.build import (
    figure_pages,
    nav,
    render_edition_pages,
    render_figure_pages,
)
from pokerlaws.site.mentions import mention_problems
from pokerlaws.site.readings_pages import judge_records
from pokerlaws.site.record_pages import record_files
from pokerlaws.site.terms import Entry, glossary_link_problems

log = logging.getLogger("mkdocs.plugins.pokerlaws")


def prose_problems(corpus: Corpus, glossary: dict[str, Entry]) -> list[str]:
    """What the edition's checks find beyond loading its files, one line each: engine links that lead nowhere, mentions
    of units in the editor's prose that name none, links to the glossary (its *glossary* entries) that name no entry.
    A build checks them, and so does a partial rebuild under ``mkdocs serve``."""
    return link_problems(corpus) + mention_problems(corpus) + glossary_link_problems(corpus, glossary)


def first_of(problems: list[str]) -> str:
    """The first of *problems* (not empty), and how many more there are, in one line.

    Examples:
        >>> first_of(["a"]), first_of(["a", "b", "c"])
        ('a', 'a (and 2 more problems)')
    """
    return problems[0] + (f" (and {len(problems) - 1} more problems)" if len(problems) > 1 else "")



class EditionBroken(Exception):
    """The edition as saved cannot be built: a law file, a link or an example is wrong (its message, one line)."""


class FirstBuildWarnings(logging.Handler):
    """Counts the warnings (and errors) logged under ``mkdocs`` during the first build of ``mkdocs serve``.

    That build is strict, as ``mkdocs build --strict`` is: a warning in it stops the server
    before anything is served (so that ``scripts/serve.py`` builds once, not a strict build and
    then the server's). Not ``mkdocs serve --strict``, which would be strict on every rebuild
    too, where an abort is a traceback and a server that stops reloading.
    """

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.count += 1

    @classmethod
    def start(cls) -> FirstBuildWarnings:
        """Begin counting."""
        counter = cls()
        logging.getLogger("mkdocs").addHandler(counter)
        return counter

    def stop(self) -> int:
        """End the counting; how many there were."""
        logging.getLogger("mkdocs").removeHandler(self)
        return self.count


Snapshot = dict[str, tuple[int, int]]
"""Path → (time of change in ns, size) of each file a rebuild may have to take in."""


def snapshot(*roots: Path) -> Snapshot:
    """The files under *roots* (directories or files), each with its time of change and size."""
    found: Snapshot = {}
    for root in roots:
        paths = [root] if root.is_file() else sorted(p for p in root.rglob("*") if p.is_file()) if root.is_dir() else []
        for path in paths:
            try:
                stat = path.stat()
            except OSError:  # removed meanwhile: it counts as changed
                continue
            found[str(path)] = (stat.st_mtime_ns, stat.st_size)
    return found


def changed_paths(before: Snapshot, after: Snapshot) -> set[str]:
    """The paths added, removed or changed between two snapshots."""
    return {path for path in before.keys() | after.keys() if before.get(path) != after.get(path)}


@dataclass
class BuildState:
    """What a partial rebuild needs of the last full build: MkDocs' objects for it, and what it read."""

    config: MkDocsConfig
    files: Files
    nav: Navigation | None
    env: Any
    seen: Snapshot = field(default_factory=dict)
    """What the build read: the files under the roots when it began."""


class LiveRebuild:
    """The builder of ``mkdocs serve``: a partial rebuild where a change allows one, else MkDocs' full one.

    Args:
        plugin: the edition's plugin (an [`EditionPlugin`][pokerlaws.site.mkdocs_plugin.EditionPlugin]),
            whose pages, corpus and figures a partial rebuild renews.
        full: MkDocs' own builder (a full rebuild).
        roots: the directories and files whose changes a rebuild takes in.
        partial_roots: those of them where a change can be taken in by a partial rebuild
            (``laws/``, ``docs/records/``).
    """

    def __init__(self, plugin: Any, full: Callable[[], None], roots: list[Path], partial_roots: list[Path]) -> None:
        self.plugin = plugin
        self.full = full
        self.roots = roots
        self.partial_roots = [str(root) for root in partial_roots]
        self.state: BuildState | None = None
        self._runner: tuple[str, ExampleRunner] | None = None
        self.failed: str | None = None
        """Why the last rebuild failed, in one line; None after one that did not (see
        [`with_banner`][pokerlaws.site.live.with_banner])."""

    def runner(self) -> ExampleRunner:
        """The worker of the worked examples while serving: kept between rebuilds while the engine's
        sources are unchanged (a new one runs the engine as it is now)."""
        digest = engine_figures.engine_digest()
        if self._runner is not None and self._runner[0] != digest:
            self.close()
        if self._runner is None:
            self._runner = (digest, ExampleRunner(example_seconds()))
        return self._runner[1]

    def close(self) -> None:
        """Stop the examples' worker (the server is shutting down)."""
        if self._runner is not None:
            self._runner[1].close()
            self._runner = None

    def rerender(self, config: MkDocsConfig, changed: set[str]) -> dict[str, str] | None:
        """The site's Markdown again, for a partial rebuild.

        The corpus is read and checked again, and the worked examples of the units whose files
        changed are run; the engine's figures are those of the last build. Returns the pages
        (the plugin keeps them as its own), or None where only a full rebuild will do: the
        navigation changed, the engine's sources changed.

        Raises:
            EditionBroken: the edition as saved cannot be built (a law file, a link, an example).
        """
        plugin = self.plugin
        kept = plugin.figures_kept
        if kept is None or kept[0] != engine_figures.engine_digest() or plugin.error is not None:
            return None
        corpus = self._checked(changed)
        try:
            records = record_files(Path(config.docs_dir, "records"))
            citing = project_citing(Path(config.config_file_path).parent)
            if nav(corpus, records) != plugin.nav:
                return None
            readings = judge_records(records, parameter_rulings(corpus))
            pages = {**render_edition_pages(corpus, config.site_url, citing, readings), **plugin.engine_pages(records, readings)}
            pages.update(render_figure_pages(corpus, kept[1], config.site_url, citing, readings))
        except Exception:  # noqa: BLE001 - the full rebuild says what is wrong, as a build does
            return None
        plugin.corpus, plugin.pages, plugin.waiting, plugin.citing = corpus, pages, figure_pages(corpus), citing
        plugin.readings = readings
        return pages

    def _checked(self, changed: set[str]) -> Corpus:
        """The edition read and checked again, the worked examples of the saved units run.

        Raises:
            EditionBroken: a law file does not load, a link or mention of the prose leads nowhere, or
                an example fails: what a full rebuild would say at the top of every page, said at once.
        """
        try:
            corpus = Corpus.load(self.plugin.laws_dir)
        except (LawFileError, SettingError) as err:
            raise EditionBroken(str(err)) from None
        problems = prose_problems(corpus, self.plugin.glossary)
        saved = {unit.id for unit in corpus.laws.values() if str(unit.path) in changed}
        if not problems and saved:
            problems = example_problems(corpus, example_seconds(), units=saved, runner=self.runner())
        if problems:
            raise EditionBroken(first_of(problems))
        return corpus

    def build(self) -> None:
        """Rebuild after a change: partly when every change allows it, else in full."""
        state, self.state = self.state, None
        now = snapshot(*self.roots)
        changed = changed_paths(state.seen, now) if state is not None else {"(no build to start from)"}
        partial = state is not None and bool(changed) and all(self._partial(path) for path in changed)
        if partial:
            start = time.monotonic()
            try:
                done = self._rebuild(state, changed)
            except EditionBroken as err:
                # a law file saved broken: said at once, on every page served, without a full rebuild (which
                # would answer nothing for as long as a build takes); the last good pages stay, and the next
                # save is taken against them, so that mending the file rebuilds what it changed
                self.state = state
                self.failed = one_line(str(err))
                log.warning(f"the edition is broken, still serving the last good pages: {self.failed}")
                return
            except Exception as err:  # noqa: BLE001 - any failure: MkDocs' full rebuild, which reports it
                log.info(f"a partial rebuild failed ({type(err).__name__}: {err}): the whole site is built again")
                done = None
            if done is not None:
                state.seen = now
                self.state = state
                self.failed = None
                log.info(f"{_names(changed)} changed: {done} in {time.monotonic() - start:.1f} s")
                return
        try:
            self.full()
        except Exception as err:  # noqa: BLE001 - a fault at any step of a rebuild: the server must go on answering
            # MkDocs' server would print a traceback and hold every request until the edit is mended
            # ("The server will appear stuck"): say it in one line and go on serving the pages there are
            # (the last good ones, and any this build wrote before the fault), each with the banner
            self.failed = one_line(f"{type(err).__name__}: {err}")
            log.error(f"the site cannot be rebuilt, the last good pages are served: {self.failed}")
        else:
            self.failed = None

    def _partial(self, path: str) -> bool:
        return any(path == root or path.startswith(root.rstrip("/") + "/") for root in self.partial_roots)

    def _rebuild(self, state: BuildState, changed: set[str]) -> str | None:
        """Build again the pages whose Markdown changed; what was built, or None for a full rebuild."""
        copied = []
        for path in changed:
            if path.startswith(str(Path(state.config.docs_dir)) + "/"):
                file = state.files.get_file_from_path(Path(path).relative_to(state.config.docs_dir).as_posix())
                if file is None or file.is_documentation_page():
                    return None  # a new or removed file, or a page of docs/: MkDocs' own rebuild
                copied.append(file)
        before = dict(self.plugin.pages)
        after = self.rerender(state.config, changed)
        if after is None or set(after) != set(before):
            return None
        renewed = [path for path in after if after[path] != before[path]]
        files = [state.files.get_file_from_path(path) for path in renewed]
        if any(file is None for file in files):
            return None
        pages = [file for file in files if file.is_documentation_page()]
        for file in files:
            file.content_string = after[file.src_uri]
            if not file.is_documentation_page():
                file.copy_file()
        for file in copied:
            file.copy_file()  # a record of play is also published as it is
        config = state.config
        for file in pages:
            mkdocs_build._populate_page(file.page, config, state.files)
        autorefs = config.plugins.get("autorefs")
        if autorefs is not None:
            autorefs.on_env(state.env, config=config, files=Files(pages))
        search = config.plugins.get("material/search")
        index = getattr(search, "search_index", None)
        if index is not None:
            urls = {file.page.url for file in pages}
            index.entries = [e for e in index.entries if e["location"].partition("#")[0] not in urls]
        documents = state.files.documentation_pages()
        for file in pages:
            mkdocs_build._build_page(file.page, config, documents, state.nav, state.env)
        if search is not None:
            search.on_post_build(config=config)
        others = len(files) - len(pages)
        if not renewed:
            return "nothing to build again"
        return f"{len(pages)} page{'s' * (len(pages) != 1)} and {others} other file{'s' * (others != 1)} built again"


def _names(changed: set[str]) -> str:
    names = sorted(Path(path).name for path in changed)
    return ", ".join(names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")


BANNER = (
    '<div class="md-banner" role="alert"><div class="md-banner__inner md-grid md-typeset">'
    "<strong>The edition cannot be rebuilt: these are the last good pages.</strong> <code>{why}</code></div></div>"
)
"""What every page says while the last rebuild under ``mkdocs serve`` failed (``{why}``: why, escaped)."""


def with_banner(server: Any, failed: Callable[[], str | None]) -> Any:
    """*server* (MkDocs' live-reload server, a WSGI server), each HTML page it serves with
    [`BANNER`][pokerlaws.site.live.BANNER] first in its body while ``failed()`` says why the last
    rebuild failed: the pages built before the fault and the last good ones alike.

    The banner is put in as the page is served, not written into the files: a page the failed
    build wrote, or left from the build before, says it, and stops saying it once a rebuild
    succeeds. It uses the server's public WSGI hook (``set_app``).
    """
    serve = server.get_app()

    def app(environ: dict, start_response: Callable) -> Any:
        why = failed()
        if why is None:
            return serve(environ, start_response)
        said: list = []
        body = serve(environ, lambda status, headers, *rest: said.append((status, headers)))
        if not said:
            return body
        status, headers = said[0]
        kind = next((v for k, v in headers if k.lower() == "content-type"), "")
        if not kind.startswith("text/html"):
            start_response(status, headers)
            return body
        content = b"".join(body)
        if hasattr(body, "close"):
            body.close()
        opened = content.find(b"<body")
        at = content.find(b">", opened) + 1 if opened >= 0 else 0
        content = content[:at] + BANNER.format(why=html.escape(why)).encode("utf-8") + content[at:]
        headers = [(k, str(len(content)) if k.lower() == "content-length" else v) for k, v in headers]
        start_response(status, headers)
        return [content]

    server.set_app(app)
    return server


RESERVED = "POKERLAWS_SERVE_SOCKET"
"""The environment variable by which ``scripts/serve.py`` hands the server the socket it bound (and
listens on) before the first build: its file descriptor, the port held from the start."""


def bound_or_said(server: Any) -> Any:
    """*server* (MkDocs' live-reload server), bound to the socket ``scripts/serve.py`` reserved, or
    its binding of the port made to fail in one line.

    ``scripts/serve.py`` binds the port and listens on it before the first build, and hands the
    socket on (``$POKERLAWS_SERVE_SOCKET``, its descriptor): the server takes it instead of binding
    the port after the build, so that no other process can take the port meanwhile. Without one
    (``mkdocs serve`` run by hand), the server binds it as MkDocs does, and a port taken meanwhile
    is ``SystemExit`` with one line saying so and what to do, which MkDocs' ``serve`` lets end the
    process (status 1) after shutting the server down.

    Raises:
        SystemExit: when the server binds, the port cannot be bound (in use, or not allowed), or the
            socket handed on is not one bound to the server's address.
    """
    bind = getattr(server, "server_bind", None)
    if bind is None:  # not a socket server (a stand-in): nothing to bind
        return server
    host, port = server.server_address[:2]

    def server_bind() -> None:
        reserved = os.environ.pop(RESERVED, None)
        if reserved is not None:
            taken = _adopt(server, reserved)
            if taken is None:
                return
            raise SystemExit(f"serve: ${RESERVED}={reserved!r} {taken}: run scripts/serve.py, or unset it")
        try:
            bind()
        except OSError as exc:
            why = "is in use (taken while the site was built)" if exc.errno == errno.EADDRINUSE else f"cannot be served on ({exc.strerror or exc})"
            raise SystemExit(f"serve: port {port} on {host} {why}: stop what uses it, or choose another with --port") from None

    server.server_bind = server_bind
    return server


def _adopt(server: Any, reserved: str) -> str | None:
    """Put the socket of descriptor *reserved* in place of *server*'s, as binding would leave it; why
    not, or None."""
    if not (reserved.isascii() and reserved.isdigit()):
        return "is not a file descriptor"
    try:
        sock = socket.socket(fileno=int(reserved))
    except OSError as exc:
        return f"is no socket ({exc.strerror or exc})"
    address = sock.getsockname()[:2] if sock.family in (socket.AF_INET, socket.AF_INET6) else None
    if address is None or tuple(address) != (server.server_address[0], server.server_address[1]):
        sock.detach()
        return f"is not bound to {server.server_address[0]}:{server.server_address[1]}"
    server.socket.close()
    server.socket = sock
    # what binding does after bind(): TCPServer's address, HTTPServer's name and port, WSGIServer's environ
    server.server_address = sock.getsockname()
    server.server_name = socket.getfqdn(address[0])
    server.server_port = address[1]
    server.setup_environ()
    return None
