"""The MkDocs plugin ``pokerlaws-edition``: the law pages, generated at build time.

A thin adapter around [site][pokerlaws.edition.site], which does all the work
without MkDocs. The plugin

* loads the corpus from ``laws_dir`` (relative to ``mkdocs.yml``) or, when that
  is not set, from [laws_directory][pokerlaws.edition.corpus.laws_directory]
  (so ``$POKERLAWS_LAWS`` is honoured), and checks it as the tests do: every
  law file, every witness rebuilt, every engine link, every worked example;
* sets the navigation (``on_config``) and adds the generated pages as files
  (``on_files``); nothing is written into ``docs/``;
* turns any problem with ``laws/`` into a `PluginError`, so that ``mkdocs
  build`` prints one line naming the file and the line, never a traceback;
* writes the units into the site's ``objects.inv`` (``on_env``), so that other
  documentation cross-references a law by its id;
* under ``mkdocs serve``, makes the first build strict: a warning in it stops
  the server before it serves, as ``mkdocs build --strict`` would (so that
  ``scripts/serve.py`` builds once, not twice); and it watches ``laws/``: when
  a later edit breaks the edition it keeps serving the last good pages with
  the error at the top of each page, instead of stopping the server.

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

import logging
import re
import tempfile
from pathlib import Path
from typing import Any

from bs4 import BeautifulSoup
from mkdocs.config import config_options as c
from mkdocs.config.base import Config
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import Abort, PluginError
from mkdocs.plugins import BasePlugin
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page

from pokerlaws.edition import print_page, pyodide_runtime
from pokerlaws.edition.cite_as import edition_facts
from pokerlaws.edition.citing import project_citing
from pokerlaws.edition.corpus import Corpus, laws_directory
from pokerlaws.edition.errors import LawFileError, SettingError
from pokerlaws.edition.examples import example_problems, example_seconds
from pokerlaws.edition.inventory import register_units
from pokerlaws.edition.links import link_problems
from pokerlaws.edition.markup import unit_page_path
from pokerlaws.edition.mentions import (
    MentionError,
    Mentions,
    link_mentions_in,
    page_source,
)
from pokerlaws.edition.site import nav, render_site
from pokerlaws.edition.terms import Entry, glossary_entries, mark_terms_in

log = logging.getLogger("mkdocs.plugins.pokerlaws")

GLOSSARY = "glossary.md"
"""The glossary page (in ``docs/``): its entries explain the period terms on every other page."""


UNIT_SEARCH_BOOST = 1000
"""How much the search raises a law's page (Material's ``search.boost``; the API pages are lowered)."""

_UNIT_PAGE = re.compile(r"laws/[^/]+/\d+\.md")

RUN_SCRIPT = "javascripts/run-examples.js"
"""The script that gives each worked example its Run button: in a build with the runtime only."""


class _Warnings(logging.Handler):
    """Counts the warnings (and errors) logged under ``mkdocs``, as ``mkdocs build --strict`` does."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.count += 1


class EditionConfig(Config):
    """Options of the plugin."""

    laws_dir = c.Optional(c.Type(str))
    """The ``laws/`` directory, relative to ``mkdocs.yml``; default: `laws_directory()`."""


class EditionPlugin(BasePlugin[EditionConfig]):
    """Generate the edition's pages and navigation from ``laws/``."""

    def __init__(self) -> None:
        self.laws_dir: Path | None = None
        self.pages: dict[str, str] = {}
        self.nav: list | None = None
        self.serving = False
        self.error: str | None = None
        self.corpus: Corpus | None = None
        self.glossary: dict[str, Entry] = {}
        self.runtime: pyodide_runtime.SiteRuntime | None = None
        self._wheels: tempfile.TemporaryDirectory | None = None
        self._first_serve: _Warnings | None = None

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
            self._first_serve = _Warnings()
            logging.getLogger("mkdocs").addHandler(self._first_serve)

    def on_config(self, config: MkDocsConfig) -> MkDocsConfig:
        """Load and check the corpus, render the pages, set the navigation.

        Loading here (not at import) means every build, including each rebuild
        under ``mkdocs serve``, reads ``laws/`` afresh.
        """
        self.laws_dir = self._laws_dir(config)
        try:
            corpus = Corpus.load(self.laws_dir)
            problems = link_problems(corpus) + example_problems(corpus)
            if problems:
                more = f" (and {len(problems) - 1} more problems)" if len(problems) > 1 else ""
                raise LawFileError(self.laws_dir, None, problems[0] + more)
            records = sorted(Path(config.docs_dir, "records").glob("*.yaml"))
            # the pins and the marked tests of the repository the site is built from
            citing = project_citing(Path(config.config_file_path).parent)
            self.pages = render_site(corpus, site_url=config.site_url, records=records, citing=citing)
            self.nav = nav(corpus)
            self.corpus = corpus
            glossary = Path(config.docs_dir, GLOSSARY)
            self.glossary = glossary_entries(glossary.read_text(encoding="utf-8")) if glossary.exists() else {}
            self.error = None
        except Exception as err:  # noqa: BLE001 - any failure must reach the reader as one line
            message = str(err) if isinstance(err, (LawFileError, SettingError)) else (
                f"cannot build the law pages from {self.laws_dir}: {type(err).__name__}: {err}"
            )
            if not (self.serving and self.pages):
                raise PluginError(message) from None
            self.error = message
            log.warning("the edition is broken, still serving the last good pages: %s", message)
        config.nav = self.nav
        self._prepare_runtime(config)
        return config

    def _prepare_runtime(self, config: MkDocsConfig) -> None:
        """Fetch Pyodide and build the engine's wheel ([pyodide_runtime][pokerlaws.edition.pyodide_runtime]);
        when either cannot be had, say so in one line and leave the Run buttons out."""
        if self._wheels is not None:
            self._wheels.cleanup()
        self.runtime, self._wheels = None, None
        why = pyodide_runtime.skipped()
        if why is None:
            self._wheels = tempfile.TemporaryDirectory(prefix="pokerlaws-wheel-")
            try:
                self.runtime = pyodide_runtime.prepare(Path(config.config_file_path).parent, self._wheels.name)
            except pyodide_runtime.RuntimeUnavailable as err:
                why = f"no Run buttons in this build: Pyodide {pyodide_runtime.VERSION} cannot be had ({err}); the README says how to fill the cache"
        if why is not None:
            log.info(why)
        elif RUN_SCRIPT not in [str(script) for script in config.extra_javascript]:
            config.extra_javascript.append(RUN_SCRIPT)

    def on_files(self, files: Files, /, *, config: MkDocsConfig) -> Files:
        """Add the generated pages; a hand-written page in their place is an error."""
        for src_uri, content in self.pages.items():
            existing = files.get_file_from_path(src_uri)
            if existing is not None and not existing.generated_by:
                raise PluginError(
                    f"docs/{src_uri} is generated from laws/ by pokerlaws-edition: remove the hand-written file"
                )
            files.append(File.generated(config, src_uri, content=content))
        return files

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

    def on_page_content(self, html: str, /, *, page: Page, config: MkDocsConfig, files: Files) -> str:
        """Link the mentions of units in the page's prose (see [mentions][pokerlaws.edition.mentions]),
        and explain the first use of each period term (see [terms][pokerlaws.edition.terms]).

        Done on the HTML, where code, headings, links and the edited text are
        already told apart from prose. A mention that names no unit fails the
        build with a `PluginError` naming the page and the mention.
        """
        if self.corpus is None:
            return html
        corpus = self.corpus

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
        )
        # One parse for both steps: parsing is most of their cost.
        soup = BeautifulSoup(html, "html.parser")
        try:
            changed = link_mentions_in(
                soup, mentions, page=page.file.src_uri, page_src=page_source(page.file.src_uri, list(corpus.sources))
            )
        except MentionError as err:
            raise PluginError(f"unresolved mention of a unit: {err}") from None
        changed = changed or soup.find(attrs={"data-unit": True}) is not None
        glossary = files and files.get_file_from_path(GLOSSARY)
        if self.glossary and glossary and page.file.src_uri != GLOSSARY:
            changed = mark_terms_in(soup, self.glossary, glossary.url_relative_to(page.file)) or changed
        return str(soup) if changed else html

    def on_env(self, env: Any, /, *, config: MkDocsConfig, files: Files) -> Any:
        """Write the units into the site's ``objects.inv`` ([inventory][pokerlaws.edition.inventory]),
        which mkdocstrings writes after this (at its priority, -20)."""
        mkdocstrings = config.plugins.get("mkdocstrings")
        if self.corpus is not None and mkdocstrings is not None:

            def url_of(path: str) -> str:
                page = files.get_file_from_path(path)
                if page is None:
                    raise PluginError(f"objects.inv: {path} has no page")
                return page.url

            inventory = mkdocstrings.handlers.inventory
            inventory.version = edition_facts().version  # the edition's, not mkdocstrings' 0.0.0
            register_units(inventory, self.corpus, url_of)
        return env

    def on_post_build(self, *, config: MkDocsConfig) -> None:
        """Put the runtime of the Run buttons into the site, when this build has it; print the print
        page to a PDF beside it ([print_page][pokerlaws.edition.print_page]); INFO when not.

        Not under ``mkdocs serve``: each rebuild would wait for it.
        """
        if (first := self._end_first_serve()) is not None and first.count:
            raise Abort(f"Aborted with {first.count} warnings in the first build under mkdocs serve, which is strict: the site is not served")
        if self.runtime is not None:
            log.info(self.runtime.install(config.site_dir, example_seconds()))
        if print_page.PRINT_PAGE in self.pages and self.error is None and not self.serving:
            built = Path(config.site_dir) / ("print/index.html" if config.use_directory_urls else "print.html")
            log.info(print_page.make_pdf(built)[1])

    def _end_first_serve(self) -> _Warnings | None:
        first, self._first_serve = self._first_serve, None
        if first is not None:
            logging.getLogger("mkdocs").removeHandler(first)
        return first

    def on_build_error(self, *, error: Exception) -> None:
        """A first build under ``mkdocs serve`` that failed ends the counting of its warnings."""
        self._end_first_serve()

    def on_shutdown(self) -> None:
        """Remove the wheel built for the last build."""
        if self._wheels is not None:
            self._wheels.cleanup()
            self._wheels = None

    def on_serve(self, server: Any, /, *, config: MkDocsConfig, builder: Any) -> Any:
        """Rebuild when a file under ``laws/`` or ``docs/records/`` changes."""
        if self.laws_dir is not None:
            server.watch(str(self.laws_dir))
        return server
