"""The MkDocs plugin ``pokerlaws-edition``: the law pages, generated at build time.

A thin adapter around [site][pokerlaws.site.build], which does all the work
without MkDocs. The plugin

* loads the corpus from ``laws_dir`` (relative to ``mkdocs.yml``) or, when that
  is not set, from [laws_directory][pokerlaws.edition.corpus.laws_directory]
  (so ``$POKERLAWS_LAWS`` is honoured), and checks it as the tests do: every
  law file, every witness rebuilt, every engine link, every worked example
  (unless ``$POKERLAWS_SKIP_EXAMPLES`` says they are run otherwise:
  [examples][pokerlaws.runtime.examples]);
* sets the navigation (``on_config``) and adds the generated pages as files
  (``on_files``); nothing is written into ``docs/``;
* turns any problem with ``laws/`` into a `PluginError`, so that ``mkdocs
  build`` prints one line naming the file and the line, never a traceback;
* writes the units into the site's ``objects.inv`` (``on_env``), so that other
  documentation cross-references a law by its id;
* under ``mkdocs serve``, makes the first build strict: a warning in it stops
  the server before it serves, as ``mkdocs build --strict`` would (so that
  ``scripts/serve.py`` builds once, not twice); it watches ``laws/`` and
  ``docs/records/``, and a saved law file rebuilds only the pages it changes
  ([live][pokerlaws.site.live]); when a later edit breaks the edition it
  keeps serving the last good pages with the error at the top of each page,
  instead of stopping the server.

**Two cores.** What the build needs beside the pages runs beside them, one
after the other on the machine's other core, from ``on_config`` on
([lane][pokerlaws.site.lane]): the engine's figures for three units' pages
(the pages that show them are rendered last), the worked examples, and the
runtime of the Run buttons. ``on_env``, before anything is written, waits for
them: a failing example fails the build there.

Usage in ``mkdocs.yml``:

```yaml
plugins:
  - search
  - pokerlaws-edition      # or: pokerlaws-edition: {laws_dir: laws}
  - mkdocstrings
  - autorefs
```
"""

from __future__ import annotations

import functools
import logging
import re
from pathlib import Path
from typing import Any

from mkdocs.config import config_options as c
from mkdocs.config.base import Config
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import Abort, PluginError
from mkdocs.plugins import BasePlugin
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page

from pokerlaws.citecheck.citing import project_citing
from pokerlaws.edition.corpus import Corpus, laws_directory
from pokerlaws.edition.errors import LawFileError, SettingError
from pokerlaws.edition.records import parameter_rulings
from pokerlaws.runtime import compressed, pyodide_runtime
from pokerlaws.runtime.examples import (
    example_problems,
    example_seconds,
    examples_skipped,
)
from pokerlaws.site import (
    capture,
    engine_figures,
    live,
    policy,
    print_page,
    search_beside,
    search_phrases,
)
from pokerlaws.site.api_pages import face_aliases
from pokerlaws.site.build import (
    figure_pages,
    nav,
    render_edition_pages,
    render_engine_pages,
    render_figure_pages,
)
from pokerlaws.site.cite_as import edition_facts, permalink_root
from pokerlaws.site.inventory import register_units
from pokerlaws.site.lane import Lane
from pokerlaws.site.markup import permalink, unit_page_path
from pokerlaws.site.mentions import (
    MentionError,
    Mentions,
    link_mentions_in,
    page_source,
)
from pokerlaws.site.prose import Prose
from pokerlaws.site.readings_pages import RecordReadings, judge_records
from pokerlaws.site.record_pages import record_files
from pokerlaws.site.terms import (
    Entry,
    glossary_entries,
    mark_terms_in,
    read_glossary,
    search_entries,
    searched,
)

log = logging.getLogger("mkdocs.plugins.pokerlaws")

GLOSSARY = "glossary.md"
"""The glossary page (in ``docs/``): its entries explain the period terms on every other page."""

RECORDS = "records"
"""The folder of ``docs/`` holding the records of play the site judges."""

UNIT_SEARCH_BOOST = 1000
"""How much the search raises a law's page (Material's ``search.boost``; the API pages are lowered)."""

_UNIT_PAGE = re.compile(r"laws/[^/]+/\d+\.md")

RUN_SCRIPT = "javascripts/run-examples.js"
"""The script that gives each worked example its Run button: in a build with the runtime only."""


class EditionProblems(ValueError):
    """What the edition's checks found wrong (a link, a mention, a worked example), the first said as it is:
    each problem already names its file and line (``laws/1882/78.yaml, line 36: …``)."""


class EditionConfig(Config):
    """Options of the plugin."""

    laws_dir = c.Optional(c.Type(str))
    """The ``laws/`` directory, relative to ``mkdocs.yml``; default: `laws_directory()`."""


class EditionPlugin(BasePlugin[EditionConfig]):
    """Generate the edition's pages and navigation from ``laws/``."""

    def __init__(self) -> None:
        self.laws_dir: Path | None = None
        self.pages: dict[str, str] = {}
        self.waiting: frozenset[str] = frozenset()
        self.nav: list | None = None
        self.serving = False
        self.error: str | None = None
        self.corpus: Corpus | None = None
        self.readings: list[RecordReadings] | None = None
        """The shipped records judged under each reading of the rulings, once per build."""
        self.glossary: dict[str, Entry] = {}
        self.runtime: pyodide_runtime.SiteRuntime | None = None
        self.live: live.LiveRebuild | None = None
        self._state: live.BuildState | None = None  # this build's MkDocs objects, for the live rebuilds
        self._reading: live.Snapshot = {}
        self._site_url: str | None = None
        self.citing: Any = None  # the project's pins and marked tests, read by this build
        self._lane: Lane | None = None
        self._figures: engine_figures.Figures | None = None
        self.figures_kept: tuple[str, engine_figures.Figures] | None = None  # (engine digest, figures) of the last build
        self._engine_kept: tuple[Any, dict[str, str]] | None = None
        self._first_serve: live.FirstBuildWarnings | None = None
        self._search: search_beside.IndexBeside | None = None

    def _laws_dir(self, config: MkDocsConfig) -> Path:
        if self.config.laws_dir:
            return (Path(config.config_file_path).parent / self.config.laws_dir).resolve()
        return laws_directory()

    def on_startup(self, *, command: str, dirty: bool) -> None:
        """Note whether this is ``mkdocs serve``, which should survive a broken edit; count the
        warnings of its first build, which is strict."""
        self.serving = command == "serve"
        if self.serving:
            # mkdocs serve --strict would be strict on every rebuild too, where an Abort is a traceback
            # and a server that stops reloading; only the first build, before anything is served, is.
            self._first_serve = live.FirstBuildWarnings.start()

    # --- the configuration: the corpus loaded, the pages rendered, the rest started -----------------------

    def on_config(self, config: MkDocsConfig) -> MkDocsConfig:
        """Load and check the corpus, render the pages, set the navigation; start what runs beside the pages.

        Loading here (not at import) means every build, including each rebuild
        under ``mkdocs serve``, reads ``laws/`` afresh.
        """
        self.laws_dir = self._laws_dir(config)
        if self.serving:
            self._reading = live.snapshot(*self.watched(config))
            self._state = live.BuildState(config, Files([]), None, None)
        self._stop_lane()
        self._lane = Lane()
        self._search = search_beside.index_beside(config)  # the search index, read beside the pages
        try:
            corpus = Corpus.load(self.laws_dir)
            glossary = Path(config.docs_dir, GLOSSARY)
            self.glossary = glossary_entries(read_glossary(glossary))
            problems = live.prose_problems(corpus, self.glossary)
            if problems:
                raise EditionProblems(live.first_of(problems))
            if self.serving and self.live is not None:
                # a rebuild while serving: a failing example is shown on every page, as a broken file is
                problems = example_problems(corpus, example_seconds(), runner=self.live.runner())
                if problems:
                    raise EditionProblems(live.first_of(problems))
            else:
                self._start_examples(corpus)
            self._start_figures()
            self._start_runtime(config)
            records = record_files(Path(config.docs_dir, RECORDS))
            # the pins and the marked tests of the repository the site is built from
            citing = project_citing(Path(config.config_file_path).parent)
            # every shipped record judged under each reading: the judging page, the ruling boxes, the matrix
            self.readings = judge_records(records, parameter_rulings(corpus))
            self.pages = {**render_edition_pages(corpus, config.site_url, citing, self.readings), **self.engine_pages(records, self.readings)}
            self.waiting = figure_pages(corpus)
            self._site_url, self.citing = config.site_url, citing
            self.nav = nav(corpus, records)
            self.corpus = corpus
            self.error = None
        except Exception as err:  # noqa: BLE001 - any failure must reach the reader as one line
            self._stop_lane()
            message = str(err) if isinstance(err, (LawFileError, SettingError, EditionProblems)) else (
                f"cannot build the law pages from {self.laws_dir}: {type(err).__name__}: {err}"
            )
            if not (self.serving and self.pages):
                raise PluginError(message) from None
            self.error = message
            log.warning("the edition is broken, still serving the last good pages: %s", message)
        config.nav = self.nav
        return config

    def _start_examples(self, corpus: Corpus) -> None:
        """Run every worked example in the lane (their worker is a process of its own)."""
        if examples_skipped():
            return
        seconds = example_seconds()  # a bad $POKERLAWS_EXAMPLE_SECONDS is said now, in a line
        self._lane.start("examples", example_problems, corpus, seconds)

    def _start_figures(self) -> None:
        """The engine's figures: kept from the last build while the engine's sources are unchanged
        (under ``mkdocs serve``), else computed in the lane by a process of their own."""
        kept = self.figures_kept
        self._figures = kept[1] if kept is not None and kept[0] == engine_figures.engine_digest() else None
        if self._figures is None:
            self._lane.start_figures()

    def _start_runtime(self, config: MkDocsConfig) -> None:
        """Fetch Pyodide and build the engine's wheel ([pyodide_runtime][pokerlaws.runtime.pyodide_runtime])
        in the lane; ``on_env`` takes the result, or says in one line why there are no Run buttons."""
        if self.runtime is not None:
            self.runtime.discard()
        self.runtime = None
        why = pyodide_runtime.skipped()
        if why is not None:
            log.info(why)
            return
        self._lane.start("runtime", pyodide_runtime.prepare_for_build, Path(config.config_file_path).parent)

    def _stop_lane(self) -> None:
        """Drop what the lane has not begun (a failed build, or the next build); stop the search
        index's process."""
        if self._lane is not None:
            self._lane.stop()
            self._lane = None
        if self._search is not None:
            self._search.close()
            self._search = None

    def engine_pages(self, records: list[Path], readings: list[RecordReadings] | None = None) -> dict[str, str]:
        """The pages made from the engine and the records alone (with *readings*, the records judged under each
        reading): kept from the last build while none changed (under ``mkdocs serve``)."""
        # the readings are the records' (in the snapshot) under the engine's rulings, cited as the edition numbers them
        cited = tuple((item.stem, tuple(o.units for o in item.judged.outcomes)) for item in readings or ())
        key = (engine_figures.engine_digest(), live.snapshot(*records), cited)
        if self._engine_kept is None or self._engine_kept[0] != key:
            self._engine_kept = (key, render_engine_pages(records, readings))
        return dict(self._engine_kept[1])

    def watched(self, config: MkDocsConfig) -> list[Path]:
        """What a rebuild under ``mkdocs serve`` takes in: ``laws/``, ``docs/``, ``mkdocs.yml``."""
        return [self.laws_dir, Path(config.docs_dir), Path(config.config_file_path)]

    # --- the files and the pages ---------------------------------------------------------------------------

    def on_files(self, files: Files, /, *, config: MkDocsConfig) -> Files:
        """Add the generated pages; a hand-written page in their place is an error.

        The pages and files that show the engine's figures come last, with their content given
        when their turn comes (``on_pre_page``, ``on_env``), so that the figures have the time of
        every other page to be computed.
        """
        for src_uri in [*(path for path in self.pages if path not in self.waiting), *sorted(self.waiting)]:
            existing = files.get_file_from_path(src_uri)
            if existing is not None and not existing.generated_by:
                raise PluginError(
                    f"docs/{src_uri} is generated from laws/ by pokerlaws-edition: remove the hand-written file"
                )
            files.append(File.generated(config, src_uri, content=self.pages.get(src_uri, "")))
        return files

    def on_nav(self, nav: Any, /, *, config: MkDocsConfig, files: Files) -> Any:
        """Keep this build's files and navigation, for the live rebuilds of ``mkdocs serve``."""
        if self._state is not None:
            self._state.files, self._state.nav = files, nav
        return nav

    def on_pre_page(self, page: Page, /, *, config: MkDocsConfig, files: Files) -> Page:
        """Give a page that shows the engine's figures its content, now that they are needed."""
        if page.file.src_uri in self.waiting:
            page.file.content_string = self._figure_pages()[page.file.src_uri]
        return page

    def _figure_pages(self) -> dict[str, str]:
        """The pages and files that show the engine's figures, rendered once the figures are there."""
        done = {path: self.pages[path] for path in self.waiting if path in self.pages}
        if len(done) == len(self.waiting):
            return done
        if self._figures is None:
            try:
                self._figures = self._lane.take("figures")
            except engine_figures.FiguresUnavailable as err:
                raise PluginError(str(err)) from None
            self.figures_kept = (engine_figures.engine_digest(), self._figures)
        assert self.corpus is not None
        made = render_figure_pages(self.corpus, self._figures, self._site_url, self.citing, self.readings)
        self.pages.update(made)
        return made

    def on_page_markdown(self, markdown: str, /, *, page: Page, config: MkDocsConfig, files: Files) -> str:
        """Raise the law pages in the search; while serving a broken edition, say so at the top of every page."""
        if _UNIT_PAGE.fullmatch(page.file.src_uri):
            # a reader searching a period term wants the laws before the API pages that name it in headings
            page.meta.setdefault("search", {}).setdefault("boost", UNIT_SEARCH_BOOST)
        if self.error is None:
            return markdown
        banner = (
            '!!! failure "The edition cannot be rebuilt: these are the last good pages"\n\n'
            f"    `{self.error.replace('`', chr(39))}`\n\n"
        )
        return banner + markdown

    def on_page_context(self, context: Any, /, *, page: Page, config: MkDocsConfig, nav: Any) -> Any:
        """Material's search (before this plugin in ``mkdocs.yml``) has just indexed the page: give each
        glossary entry a hit of its own ([`search_entries`][pokerlaws.site.terms.search_entries]), and
        leave a unit page's code and tests out ([`searched`][pokerlaws.site.terms.searched])."""
        index = getattr(config.plugins.get("material/search"), "search_index", None)
        if index is None:
            return context
        if page.file.src_uri == GLOSSARY and self.glossary:
            terms = search_entries(self.glossary, page.url)
            search_beside.edit_entries(index, lambda entries: [*entries, *terms])
        if _UNIT_PAGE.fullmatch(page.file.src_uri):
            search_beside.edit_entries(index, functools.partial(searched, url=page.url))
        return context

    def on_page_content(self, html: str, /, *, page: Page, config: MkDocsConfig, files: Files) -> str:
        """Link the mentions of units in the page's prose, and explain the first use of each period
        term ([`linked_prose`][pokerlaws.site.mkdocs_plugin.linked_prose])."""
        if self.corpus is None:
            return html
        return linked_prose(html, page, files, self.corpus, self.glossary)

    def on_post_page(self, output: str, /, *, page: Page, config: MkDocsConfig) -> str:
        """Give the page what a citation manager reads in its head ([capture][pokerlaws.site.capture]):
        on a unit's page a title bearing its id, a description from its text, the Highwire and Dublin
        Core tags and the JSON-LD; on any other, a description from its first paragraph. Point its search
        at the edition's worker, which ranks phrases first ([search_phrases][pokerlaws.site.search_phrases])."""
        output = search_phrases.with_worker(output)
        if self.corpus is None:
            return output
        unit = self.corpus.laws.get(_unit_of(page.file.src_uri) or "")
        if unit is None:
            return capture.with_head(output, text=capture.page_description(output))
        url = page.canonical_url or permalink(unit, config.site_url)
        root = config.site_url or permalink_root(None)
        facts = edition_facts(self.laws_dir)
        return capture.with_head(
            output,
            title=capture.unit_title(unit),
            text=capture.unit_description(self.corpus, unit),
            extra=capture.unit_head(self.corpus, unit, url, root, facts),
        )

    def on_post_template(self, output_content: str, /, *, template_name: str, config: MkDocsConfig) -> str:
        """Point the search of a page made from a template alone (``404.html``, which no ``on_post_page``
        sees) at the edition's worker too."""
        return search_phrases.with_worker(output_content) if template_name.endswith(".html") else output_content

    # --- before anything is written: what ran beside the pages ---------------------------------------------

    def on_env(self, env: Any, /, *, config: MkDocsConfig, files: Files) -> Any:
        """Take what ran beside the pages: a failing worked example fails the build here, before any page
        is written; give the charts their content; put the Run buttons in or say why not; and write the
        units into the site's ``objects.inv`` ([inventory][pokerlaws.site.inventory]), which
        mkdocstrings writes after this (at its priority, -20)."""
        if self._state is not None:
            self._state.env = env
        self._take_examples()
        if self.waiting:
            made = self._figure_pages()
            for path in self.waiting:
                file = files.get_file_from_path(path)
                if file is not None and not file.is_documentation_page():
                    file.content_string = made[path]
        self._take_runtime(config)
        mkdocstrings = config.plugins.get("mkdocstrings")
        if self.corpus is not None and mkdocstrings is not None:
            inventory = mkdocstrings.handlers.inventory
            inventory.version = edition_facts().version  # the edition's, not mkdocstrings' 0.0.0
            register_units(inventory, self.corpus, functools.partial(_url_of, files))
        _register_face_aliases(config)
        return env

    def _take_examples(self) -> None:
        if self._lane is None or not self._lane.has("examples"):
            return
        problems = self._lane.take("examples")
        if problems:
            raise PluginError(live.first_of(problems))

    def _take_runtime(self, config: MkDocsConfig) -> None:
        if self._lane is None or not self._lane.has("runtime"):
            return
        try:
            self.runtime = self._lane.take("runtime")
        except pyodide_runtime.RuntimeUnavailable as err:
            log.info(
                f"no Run buttons in this build: Pyodide {pyodide_runtime.VERSION} cannot be had ({err}); "
                "the README says how to fill the cache"
            )
            return
        if RUN_SCRIPT not in [str(script) for script in config.extra_javascript]:
            config.extra_javascript.append(RUN_SCRIPT)

    def on_post_build(self, *, config: MkDocsConfig) -> None:
        """Put the runtime of the Run buttons into the site, when this build has it; in a publishing
        build, set the edition as a book in PDF beside the print page ([print_page][pokerlaws.site.print_page]);
        INFO when not.

        Not under ``mkdocs serve``: each rebuild would wait for the PDF.
        """
        if (count := self._end_first_serve()) > 0:
            raise Abort(f"Aborted with {count} warnings in the first build under mkdocs serve, which is strict: the site is not served")
        search_phrases.write_worker(config.site_dir)  # before the policy: it is a script of the site
        if self.runtime is not None:
            log.info(self.runtime.install(config.site_dir, example_seconds()))
        if not self.serving:  # mkdocs serve's live reload is an inline script of its own; the published site has the policy
            own = [config.theme.custom_dir] if config.theme.custom_dir else []
            policy.apply_policy(config.site_dir, own)  # after every page is written, before the PDF is printed from one
        if print_page.PRINT_PAGE in self.pages and self.error is None and not self.serving:
            built = Path(config.site_dir) / ("print/index.html" if config.use_directory_urls else "print.html")
            log.info(print_page.make_pdf(built, functools.partial(self._book_data, config))[1])
        if self.serving and self._state is not None and self.error is None:
            self._state.seen = self._reading
            if self.live is not None:
                self.live.state = self._state

    def _book_data(self, config: MkDocsConfig) -> dict[str, Any]:
        """The data of the edition as a book ([book][pokerlaws.site.book]), its glossary from ``docs/``."""
        from pokerlaws.site.book import book_data

        assert self.corpus is not None
        glossary = Path(config.docs_dir) / GLOSSARY
        text = read_glossary(glossary)
        return book_data(self.corpus, edition_facts(self.laws_dir), config.site_url, text)

    def _end_first_serve(self) -> int:
        first, self._first_serve = self._first_serve, None
        return first.stop() if first is not None else 0

    def on_build_error(self, *, error: Exception) -> None:
        """A failed build stops what it started beside the pages; a first build under ``mkdocs serve``
        that failed ends the counting of its warnings."""
        self._stop_lane()
        self._end_first_serve()

    def on_shutdown(self) -> None:
        """Stop the lane and the examples' worker; remove the wheel built for the last build."""
        self._stop_lane()
        if self.live is not None:
            self.live.close()
        if self.runtime is not None:
            self.runtime.discard()
            self.runtime = None

    def on_serve(self, server: Any, /, *, config: MkDocsConfig, builder: Any) -> Any:
        """Rebuild when a file under ``laws/`` (or ``docs/``) changes: only the pages it changes, where
        it can ([live][pokerlaws.site.live]); serve the runtime's precompressed copies
        ([compressed][pokerlaws.runtime.compressed])."""
        # the Run buttons' runtime precompressed, as a published site serves it (runtime.compressed)
        server.set_app(compressed.wsgi(config.site_dir, server.get_app(), getattr(server, "mount_path", "/")))
        if self.laws_dir is not None:
            server.watch(str(self.laws_dir))
            self.live = live.LiveRebuild(
                self, builder, self.watched(config), [self.laws_dir, Path(config.docs_dir, RECORDS)]
            )
            if self._state is not None and self._state.env is not None and self.error is None:
                self._state.seen = self._reading
                self.live.state = self._state
            server.builder = self.live.build
            self.live.runner().start()  # the worker of the saved units' examples, ready before the first save
            live.with_banner(server, lambda: self.live.failed if self.live is not None else None)
        return live.bound_or_said(server)


def _register_face_aliases(config: MkDocsConfig) -> None:
    """Make a link written with a folder's name of an object (``pokerlaws.betting.BettingRound.bet``)
    reach the page where it is documented ([face_aliases][pokerlaws.site.api_pages.face_aliases]);
    before autorefs resolves the links, at its ``on_env`` (priority -50)."""
    autorefs = config.plugins.get("autorefs")
    if autorefs is None:
        return
    for alias, documented in face_aliases().items():
        try:
            url, _title = autorefs.get_item_url(documented)
        except KeyError:  # not documented (a member filtered out): a link to it stays a warning
            continue
        autorefs.register_url(alias, url)


def _unit_of(src_uri: str) -> str | None:
    """The id of the unit whose page is *src_uri* (``laws/1882/60.md`` → ``1882:60``), or None."""
    if not _UNIT_PAGE.fullmatch(src_uri):
        return None
    _, source, number = src_uri.removesuffix(".md").split("/")
    return f"{source}:{number}"


def _url_of(files: Files, path: str) -> str:
    """The URL of the page *path* (for ``objects.inv``)."""
    page = files.get_file_from_path(path)
    if page is None:
        raise PluginError(f"objects.inv: {path} has no page")
    return page.url


def linked_prose(html: str, page: Page, files: Files, corpus: Corpus, glossary: dict[str, Entry]) -> str:
    """A page's HTML with the mentions of units in its prose linked (see [mentions][pokerlaws.site.mentions])
    and the first use of each period term explained (see [terms][pokerlaws.site.terms]).

    Done on the HTML, where code, headings, links and the edited text are already told apart
    from prose, parsed once for both by lxml ([prose][pokerlaws.site.prose]); a page where
    nothing changed keeps its HTML as it was.

    Raises:
        PluginError: a mention names no unit, naming the page and the mention.
    """

    def href(unit_id: str) -> str:
        unit = corpus.laws[unit_id]
        target = files.get_file_from_path(unit_page_path(unit))
        if target is None:
            raise MentionError(f"{page.file.src_uri}: {unit_id} has no page")
        return target.url_relative_to(page.file)

    mentions = Mentions(
        units=frozenset(corpus.laws),
        unit_names={key: source.unit_name for key, source in corpus.sources.items()},
        href=href,
        rulings={unit.id: len(unit.rulings) for unit in corpus.laws.values()},
    )
    prose = Prose(html)
    try:
        changed = link_mentions_in(
            prose, mentions, page=page.file.src_uri, page_src=page_source(page.file.src_uri, list(corpus.sources))
        )
    except MentionError as err:
        raise PluginError(f"unresolved mention of a unit: {err}") from None
    changed = changed or prose.find(data_unit=None) is not None
    glossary_page = files and files.get_file_from_path(GLOSSARY)
    if glossary and glossary_page and page.file.src_uri != GLOSSARY:
        changed = mark_terms_in(prose, glossary, glossary_page.url_relative_to(page.file)) or changed
    return prose.html() if changed else html
