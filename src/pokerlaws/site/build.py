"""The site's generated pages, as Markdown, from a [`Corpus`][pokerlaws.edition.corpus.Corpus].

[`render_site`][pokerlaws.site.build.render_site] maps docs-relative paths
(``"laws/1882/71.md"``) to Markdown; [`nav`][pokerlaws.site.build.nav] gives
the navigation in the shape of MkDocs' ``nav`` setting. Nothing here imports
MkDocs: the [plugin][pokerlaws.site.mkdocs_plugin] is a thin adapter, so a
move to another generator (Zensical ignores MkDocs plugins) means calling these
functions from a script, e.g. ``python -m pokerlaws.site.build docs/``.

This module puts the site together; the pages themselves are written by
[law_pages][pokerlaws.site.law_pages] (the sources and their units),
[index_pages][pokerlaws.site.index_pages] (concordance, emendations,
rulings, judging, downloads), [engine_map][pokerlaws.site.engine_map] (how
the engine is built, with its map) and [api_pages][pokerlaws.site.api_pages]
(the API reference), from the paths, names and escaping of
[markup][pokerlaws.site.markup].

Conventions of the generated Markdown (they assume the extensions of the
project's ``mkdocs.yml``: attr_list, md_in_html, admonition, pymdownx.tabbed,
pymdownx.superfences, tables, toc, and the autorefs plugin):

* every unit's anchor (``1882-71``) is the explicit id of the heading of its
  own page, so autorefs registers that page as the one target of the id
  (docstrings link ``[1882:71][1882-71]``); on the reading pages the same id is
  put on a ``<div>``, which autorefs does not register, so ``/laws/1882/#1882-71``
  works in a browser without a second autorefs target;
* the edited text is escaped for Markdown and its own conventions are turned
  into HTML: ``_x_`` italics, ``⟨x⟩`` supplied words, footnote marks;
* what a witness prints is never interpreted: diplomatic readings go into
  fenced ``text`` blocks, and readings in tables into code spans.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path

from pokerlaws.citecheck.citing import Citing
from pokerlaws.edition.corpus import Corpus
from pokerlaws.edition.links import EDITION_SIDE, engine_modules
from pokerlaws.edition.records import parameter_rulings
from pokerlaws.site import engine_figures, print_page
from pokerlaws.site.api_pages import render_api_pages
from pokerlaws.site.cite_as import citation_files
from pokerlaws.site.engine_map import ENGINE_PAGE
from pokerlaws.site.engine_page import render_engine_page
from pokerlaws.site.index_pages import (
    render_concordance,
    render_downloads,
    render_emendations,
    render_judging,
    render_rulings,
)
from pokerlaws.site.law_pages import (
    render_laws_index,
    render_source_page,
    render_unit_page,
)
from pokerlaws.site.markup import (
    api_page_path,
    nav_title,
    source_page_path,
    sources_in_order,
    unit_page_path,
)
from pokerlaws.site.provenance import (
    PROVENANCE_PAGE,
    QUESTIONS_PAGE,
    render_provenance,
    render_questions,
)
from pokerlaws.site.readings_pages import (
    RecordReadings,
    judge_records,
    record_page_path,
)
from pokerlaws.site.record_pages import render_record_pages
from pokerlaws.site.try_page import TRY_PAGE, render_try_page

FRONT_PAGES = (
    ("Home", "index.md"),
    ("Editorial method", "method.md"),
    ("Glossary", "glossary.md"),
)
"""Hand-written pages (in ``docs/``) that open the navigation."""

SECURITY_PAGE = "security.md"
"""Hand-written (in ``docs/``): what a law file, a record, a tree given to cite-check and a pasted record may
do, and what each is refused (the same text as ``SECURITY.md``)."""

REFERENCE_PAGE = "reference.md"
"""Hand-written (in ``docs/``): the facts a developer looks up (the two commands, the Run buttons' build,
the command line and its exit statuses, the limits), moved from the README, which links to it."""

ACCESSIBILITY_PAGE = "accessibility.md"
"""Hand-written (in ``docs/``): the site's accessibility statement: what is checked, what was fixed in the
theme's markup, and what is left, with the reason (``tests/browser/test_browser_pages.py`` keeps it true)."""

PERFORMANCE_PAGE = "performance.md"
"""Hand-written (in ``docs/``): the figures of a run of ``scripts/bench_hands.py``."""


# --- the whole site ---------------------------------------------------------------


def render_site(
    corpus: Corpus,
    site_url: str | None = None,
    records: Iterable[Path] = (),
    citing: Citing | None = None,
    figures: engine_figures.Figures | None = None,
) -> dict[str, str]:
    """Every generated page of the site, docs-relative path → Markdown.

    Args:
        corpus: the loaded edition.
        site_url: the site's root URL, for the absolute permalinks of "Cite as";
            without it, permalinks are given as paths (``/laws/1882/71/``).
        records: records of play (YAML files under ``docs/records/``), judged
            at build time and shown on the page *Judging a record*.
        citing: the pins and marked tests of the project the site is built
            from, shown on each unit's page.
        figures: what the engine computes for three units' pages
            ([engine_figures][pokerlaws.site.engine_figures]); computed here
            when not given.
    """
    records = list(records)
    readings = judge_records(records, parameter_rulings(corpus))
    pages = render_text_pages(corpus, site_url, records, citing, readings)
    pages.update(render_figure_pages(corpus, figures or engine_figures.compute(), site_url, citing, readings))
    return pages


def figure_pages(corpus: Corpus) -> frozenset[str]:
    """The generated pages and files that show the engine's figures: the pages of the units that carry
    a section computed from the engine, the page for print (which holds every unit), and the charts."""
    units = [corpus.laws[unit_id] for unit_id in engine_figures.SECTIONS if unit_id in corpus.laws]
    charts = [path for path, unit_id in engine_figures.CHARTS.items() if unit_id in corpus.laws]
    return frozenset([*map(unit_page_path, units), print_page.PRINT_PAGE, *charts])


def render_text_pages(
    corpus: Corpus,
    site_url: str | None = None,
    records: Iterable[Path] = (),
    citing: Citing | None = None,
    readings: list[RecordReadings] | None = None,
) -> dict[str, str]:
    """The generated pages other than [`figure_pages`][pokerlaws.site.build.figure_pages], as in
    [`render_site`][pokerlaws.site.build.render_site]: all that needs no figure of the engine's. *readings*:
    the records judged under each reading ([`judge_records`][pokerlaws.site.readings_pages.judge_records]),
    judged here when not given."""
    records = list(records)
    if readings is None:
        readings = judge_records(records, parameter_rulings(corpus))
    return {**render_edition_pages(corpus, site_url, citing, readings), **render_engine_pages(records, readings)}


def render_edition_pages(
    corpus: Corpus, site_url: str | None = None, citing: Citing | None = None, readings: list[RecordReadings] | None = None
) -> dict[str, str]:
    """The pages and files of [`render_text_pages`][pokerlaws.site.build.render_text_pages] that read the
    edition (``laws/``): the sources and their units, the indexes, the citations and the downloads; with
    *readings*, each ruling lists the records its readings change."""
    skipped = figure_pages(corpus)
    pages: dict[str, str] = {"laws/index.md": render_laws_index(corpus)}
    for key, source in sources_in_order(corpus):
        pages[source_page_path(key)] = render_source_page(corpus, source)
        for unit in corpus.units(key):
            if unit_page_path(unit) not in skipped:
                pages[unit_page_path(unit)] = render_unit_page(corpus, unit, site_url, citing, readings=readings)
    pages["concordance.md"] = render_concordance(corpus)
    pages["emendations.md"] = render_emendations(corpus)
    pages["rulings.md"] = render_rulings(corpus, readings)
    pages[PROVENANCE_PAGE] = render_provenance(corpus)
    pages[QUESTIONS_PAGE] = render_questions(corpus)
    pages.update(citation_files(corpus, site_url))
    pages.update(render_downloads(corpus))
    return pages


def render_engine_pages(records: Iterable[Path] = (), readings: list[RecordReadings] | None = None) -> dict[str, str]:
    """The pages of [`render_text_pages`][pokerlaws.site.build.render_text_pages] made from the engine and
    the records of play alone, not from ``laws/``: judging a record, a page per record, *Try it*, how the
    engine is built, the API reference."""
    records = list(records)
    pages = {"judging.md": render_judging(records, readings), TRY_PAGE: render_try_page(records), ENGINE_PAGE: render_engine_page()}
    pages.update(render_record_pages(records, readings))
    pages.update(render_api_pages())
    return pages


def render_figure_pages(
    corpus: Corpus,
    figures: engine_figures.Figures,
    site_url: str | None = None,
    citing: Citing | None = None,
    readings: list[RecordReadings] | None = None,
) -> dict[str, str]:
    """The [`figure_pages`][pokerlaws.site.build.figure_pages], with *figures*, as in
    [`render_site`][pokerlaws.site.build.render_site]."""
    pages = {}
    for unit_id in engine_figures.SECTIONS:
        if unit_id in corpus.laws:
            unit = corpus.laws[unit_id]
            pages[unit_page_path(unit)] = render_unit_page(corpus, unit, site_url, citing, figures, readings)
    pages[print_page.PRINT_PAGE] = print_page.render_print_page(corpus, site_url, figures)
    pages.update({path: figures.files[path] for path, unit_id in engine_figures.CHARTS.items() if unit_id in corpus.laws})
    return pages


def nav(corpus: Corpus, records: Iterable[Path] = ()) -> list:
    """The site's navigation, in the form of MkDocs' ``nav`` setting.

    Home, method and glossary; then per source its reading page (the section's
    index page) and its units; then concordance, emendations, rulings, judging,
    citing, reference, security, downloads, performance, accessibility, how the engine is built, and the API reference.
    With *records* (the shipped records of play), *Judging a record* is a section: the page, then each record's page.
    """
    record_pages = [record_page_path(Path(path).stem) for path in sorted(records)]
    entries: list = [{title: path} for title, path in FRONT_PAGES]
    entries.append({"The sources": "laws/index.md"})
    for key, source in sources_in_order(corpus):
        children: list = [source_page_path(key)]
        children += [{nav_title(corpus, unit): unit_page_path(unit)} for unit in corpus.units(key)]
        entries.append({source.short_title: children})
    entries += [
        {"Concordance": "concordance.md"},
        {"Emendations": "emendations.md"},
        {"Editorial rulings": "rulings.md"},
        {"Provenance and bibliography": PROVENANCE_PAGE},
        {"Open textual questions": QUESTIONS_PAGE},
        {"Judging a record": ["judging.md", *record_pages] if record_pages else "judging.md"},
        {"Try it in your browser": TRY_PAGE},
        {"Citing the laws from your code": "citing.md"},
        {"Reference": REFERENCE_PAGE},
        {"Security": SECURITY_PAGE},
        {"Downloads": "downloads.md"},
        {"The edition for print": print_page.PRINT_PAGE},
        {"Performance": PERFORMANCE_PAGE},
        {"Accessibility": ACCESSIBILITY_PAGE},
        {"How the engine is built": ENGINE_PAGE},
    ]
    api: list = ["api/index.md"]
    api += [{module: api_page_path(module)} for module in engine_modules()]
    api += [{folder: api_page_path(folder)} for folder in EDITION_SIDE]
    entries.append({"API reference": api})
    return entries


# --- outside MkDocs --------------------------------------------------------------------


def write_site(corpus: Corpus, docs_dir: Path | str, site_url: str | None = None) -> list[Path]:
    """Write the generated pages under *docs_dir* (for a generator that reads files)."""
    written = []
    for rel, text in render_site(corpus, site_url).items():
        path = Path(docs_dir) / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    """``python -m pokerlaws.site.build DOCS_DIR``: write the generated pages there."""
    from pokerlaws.edition.corpus import Corpus, laws_directory
    from pokerlaws.edition.errors import LawFileError

    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m pokerlaws.site.build DOCS_DIR", file=sys.stderr)
        return 2
    try:
        corpus = Corpus.load(laws_directory())
    except LawFileError as err:
        print(err, file=sys.stderr)
        return 1
    paths = write_site(corpus, args[0])
    print(f"wrote {len(paths)} pages under {args[0]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
