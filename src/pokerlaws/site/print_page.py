"""The printable edition: every unit on one page (``print.md`` → ``/print/``), and its PDF.

[`render_print_page`][pokerlaws.site.print_page.render_print_page] puts the
54 units in reading order on one page, each as its own page shows it (edited
text, the source's notes, page references, what each witness prints,
variants, emendations, commentary, rulings, engine links, worked examples),
after a table of contents. It reuses
[`render_unit_page`][pokerlaws.site.law_pages.render_unit_page] rather
than a second set of renderers, and adapts its Markdown to a page that holds
them all:

* every id is prefixed with ``print-`` (``#1882-71`` → ``#print-1882-71``),
  since ids must be unique across the site (autorefs, and the unit pages keep
  theirs);
* headings go down two levels, under the page's ``#`` and each source's ``##``;
* relative links are re-aimed from the unit page's place to this page's; a link
  to a unit page (or into one) becomes a link within this page, so that the
  book, and its PDF, are self-contained;
* the unit's pager and its *Cite as* section, which serve the web page, are left out.

[`make_pdf`][pokerlaws.site.print_page.make_pdf] sets the edition as a book, a PDF
made from the edition's data with Typst ([book][pokerlaws.site.book]; not a print of
this page), on A4 and US Letter, beside the built page, after a publishing build: the
[plugin][pokerlaws.site.mkdocs_plugin] calls it when ``$POKERLAWS_PDF`` is set
([`pdf_wanted`][pokerlaws.site.print_page.pdf_wanted]; ``scripts/serve.py
--build-only`` sets it). Any other build leaves it out (it takes several seconds), and
the page then says only how to print it from the browser.
"""

from __future__ import annotations

import html
import os
import posixpath
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pokerlaws.edition.corpus import Corpus
from pokerlaws.edition.model import Law
from pokerlaws.site.engine_figures import Figures
from pokerlaws.site.law_pages import _witness_table, render_unit_page
from pokerlaws.site.markup import (
    escape_markdown,
    nav_title,
    source_page_path,
    sources_in_order,
    unit_page_path,
)

__all__ = ["PDF_ENV", "PDF_FILE", "PRINT_PAGE", "make_pdf", "pdf_wanted", "print_anchor", "render_print_page"]

PRINT_PAGE = "print.md"
"""The page's docs-relative path; it is served at ``/print/``."""

PDF_FILE = "pokerlaws-edition.pdf"
"""The A4 PDF's name, in the built page's directory (``/print/pokerlaws-edition.pdf``); the US Letter one
is ``pokerlaws-edition-letter.pdf`` ([PAPERS][pokerlaws.site.book.PAPERS])."""

PDF_ENV = "POKERLAWS_PDF"
"""Set to ``1`` for a publishing build, which sets the edition as a book in PDF; unset (or empty, or ``0``),
the build leaves the PDF out, several seconds faster."""

_SLOT = re.compile(r'<p class="print-pdf"[^>]*>.*?</p>', re.DOTALL)
_PLACEHOLDER = (
    '<p class="print-pdf">To print this edition, one unit to a page, use your browser\'s '
    "Print command (Ctrl+P, ⌘P): the site's header, navigation and footer are left out of the print. "
    "The edition as a book in PDF is made by a publishing build of the site.</p>"
)


def print_anchor(anchor: str) -> str:
    """The id on the print page of what has id *anchor* on its own page.

    Examples:
        >>> print_anchor("1882-71")
        'print-1882-71'
    """
    return f"print-{anchor}"


# --- the page ------------------------------------------------------------------------


def render_print_page(corpus: Corpus, site_url: str | None = None, figures: Figures | None = None) -> str:
    """The Markdown of ``print.md``: a table of contents, then every source and its units in reading order.

    Args:
        corpus: the loaded edition.
        site_url: passed on to the unit pages' renderer.
        figures: the engine's figures, passed on to the unit pages' renderer (computed there when not given).

    Returns:
        The page, with front matter that hides Material's sidebars (the page
        carries its own table of contents).

    Examples:
        >>> from pokerlaws.edition.corpus import default_corpus
        >>> page = render_print_page(default_corpus())
        >>> "{ #print-1882-71 }" in page and "(#print-1882-71)" in page
        True
    """
    units = {unit_page_path(u): u for key, _ in sources_in_order(corpus) for u in corpus.units(key)}
    out = [
        "---",
        "hide:",
        "  - navigation",
        "  - toc",
        "search:",
        "  exclude: true",  # every unit again: the search finds each on its own page
        "---",
        "",
        "# The edition for print { #print-edition }",
        "",
        (
            f"All {len(units)} units of the edition in reading order, each with its edited text, the source's "
            "notes, the page references of its witnesses, what each witness prints, the variants and emendations, "
            "the commentary, the editorial rulings and the worked examples, as on its own page."
        ),
        "",
        _PLACEHOLDER,
        "",
        *_contents(corpus),
    ]
    for key, source in sources_in_order(corpus):
        here = source_page_path(key)
        out += [
            '<div class="print-source" markdown>',
            "",
            f"## {escape_markdown(source.title)} {{ #{print_anchor('source-' + key)} }}",
            "",
            _retarget(source.introduction.strip(), here, units),
            "",
            _witness_table(source),
            "",
            "</div>",
            "",
        ]
        for unit in corpus.units(key):
            out += ['<div class="print-unit" markdown>', "", _unit_block(corpus, unit, site_url, units, figures), "", "</div>", ""]
    return "\n".join(out).rstrip() + "\n"


def _contents(corpus: Corpus) -> list[str]:
    out = ['<nav class="print-toc" aria-labelledby="print-contents" markdown>', "", "## Contents { #print-contents }", ""]
    for key, source in sources_in_order(corpus):
        out += [f"[{escape_markdown(source.title)}](#{print_anchor('source-' + key)}){{ .print-toc-source }}", ""]
        out += [f"- [{escape_markdown(nav_title(corpus, u))}](#{print_anchor(u.anchor)})" for u in corpus.units(key)]
        out.append("")
    return [*out, "</nav>", ""]


def _unit_block(corpus: Corpus, unit: Law, site_url: str | None, units: dict[str, Law], figures: Figures | None) -> str:
    lines = render_unit_page(corpus, unit, site_url, figures=figures).splitlines()
    kept: list[str] = []
    skipping = False
    fence: str | None = None
    for line in lines:
        fence, in_code = _track_fence(line, fence)
        if not in_code and line.startswith("#"):
            # The web page's own sections (Cite as) are left out; the rest go down two levels.
            skipping = line.startswith("## Cite as")
            line = "##" + line if not skipping else line
        if not in_code and line.startswith('<div class="unit-pager"'):
            break
        if not skipping:
            kept.append(line if in_code else _retarget(line, unit_page_path(unit), units))
    return "\n".join(kept).rstrip()


_FENCE = re.compile(r"^\s*(`{3,}|~{3,})")


def _track_fence(line: str, fence: str | None) -> tuple[str | None, bool]:
    """(the open fence after *line*, whether *line* is inside or on a fence)."""
    match = _FENCE.match(line)
    if fence is None:
        return (match.group(1), True) if match else (None, False)
    closes = match is not None and match.group(1).startswith(fence) and not line.strip()[len(match.group(1)) :]
    return (None if closes else fence), True


# --- ids and links ----------------------------------------------------------------------

_ATTR_LIST = re.compile(r"\{:?([^{}\n]*)\}")
_ATTR_ID = re.compile(r"(^|\s)#([\w-]+)")
_HTML_ID = re.compile(r'(?<![\w-])id="([^"]+)"')
_HTML_LINK = re.compile(r'(?<![\w-])(href|src)="([^"]*)"')
_MD_LINK = re.compile(r"\]\(([^)\s]*)")


def _retarget(markdown: str, here: str, units: dict[str, Law]) -> str:
    """*markdown* from the page *here*, made right on the print page: ids prefixed, links re-aimed."""
    markdown = _ATTR_LIST.sub(lambda m: "{" + _ATTR_ID.sub(lambda i: f"{i.group(1)}#{print_anchor(i.group(2))}", m.group(1)) + "}", markdown)
    markdown = _HTML_ID.sub(lambda m: f'id="{print_anchor(m.group(1))}"', markdown)
    markdown = _HTML_LINK.sub(lambda m: f'{m.group(1)}="{_link(m.group(2), here, units)}"', markdown)
    return _MD_LINK.sub(lambda m: f"]({_link(m.group(1), here, units)}", markdown)


def _link(target: str, here: str, units: dict[str, Law]) -> str:
    if target.startswith("#"):
        return "#" + print_anchor(target[1:]) if target != "#" else target
    if not target or target.startswith("/") or re.match(r"^[a-z][a-z0-9+.-]*:", target, re.IGNORECASE):
        return target
    path, _, fragment = target.partition("#")
    resolved = posixpath.normpath(posixpath.join(posixpath.dirname(here), path))
    if resolved in units:
        return "#" + print_anchor(fragment or units[resolved].anchor)
    # print.md is at the root of docs/: a docs-relative path is the link.
    return resolved + (f"#{fragment}" if fragment else "")


# --- the PDF ---------------------------------------------------------------------------


def pdf_wanted() -> bool:
    """Whether this build is to print the PDF: ``$POKERLAWS_PDF`` is set, and neither empty nor ``0``.

    Examples:
        >>> import os
        >>> saved = os.environ.get("POKERLAWS_PDF")
        >>> os.environ["POKERLAWS_PDF"] = "1"
        >>> pdf_wanted()
        True
        >>> os.environ["POKERLAWS_PDF"] = "0"
        >>> pdf_wanted()
        False
        >>> if saved is None:
        ...     del os.environ["POKERLAWS_PDF"]
        ... else:
        ...     os.environ["POKERLAWS_PDF"] = saved
    """
    return os.environ.get(PDF_ENV, "").strip() not in ("", "0")


def make_pdf(page: Path | str, data: Callable[[], dict[str, Any]]) -> tuple[Path | None, str]:
    """Set the edition as a book ([book][pokerlaws.site.book]) beside the built print page *page*, on A4
    and US Letter, and link both PDFs from the page.

    When the build is no publishing build ([`pdf_wanted`][pokerlaws.site.print_page.pdf_wanted]),
    or Typst is not installed, or it fails, no PDF is written and the page keeps its note on printing
    from the browser: the build goes on.

    Args:
        page: the built page, e.g. ``site/print/index.html``.
        data: gives the book's data ([`book_data`][pokerlaws.site.book.book_data]), called only when
            the book is to be made.

    Returns:
        The A4 PDF's path, or None; and one line saying what was done, for the build's log.

    Examples:
        >>> import os, tempfile
        >>> saved = os.environ.pop("POKERLAWS_PDF", None)
        >>> with tempfile.TemporaryDirectory() as tmp:
        ...     page = Path(tmp, "index.html")
        ...     _ = page.write_text("<html></html>")
        ...     make_pdf(page, dict)
        (None, 'no PDF of the edition: made only by a publishing build (POKERLAWS_PDF=1, or scripts/serve.py --build-only)')
        >>> if saved is not None:
        ...     os.environ["POKERLAWS_PDF"] = saved
    """
    page = Path(page)
    if not pdf_wanted():
        return None, f"no PDF of the edition: made only by a publishing build ({PDF_ENV}=1, or scripts/serve.py --build-only)"
    try:
        import typst  # noqa: F401 - whether it is there, before the book's data is gathered
    except ImportError:
        return None, 'no PDF of the edition: Typst is not installed (pip install typst, or the "docs" extra)'
    from pokerlaws.site.book import PAPERS, make_book

    try:
        made = make_book(data(), page.parent)
    except (RuntimeError, OSError) as err:
        for name in PAPERS:
            (page.parent / PAPERS[name]).unlink(missing_ok=True)
        return None, f"no PDF of the edition: {' '.join(str(err).split())}"
    sizes = [f"{pdf.stat().st_size / 1_000_000:.1f} MB" for pdf in made]
    link = (
        '<p class="print-pdf">Download the edition as a book: <a href="' + html.escape(made[0].name) + '" download>'
        f"PDF, A4</a> ({sizes[0]}) or <a href=\"" + html.escape(made[1].name) + f'" download>PDF, US Letter</a> ({sizes[1]}), '
        "with a title page, bookmarks by source and unit, and the apparatus as notes; or print this page from your "
        "browser (Ctrl+P, ⌘P).</p>"
    )
    text = page.read_text(encoding="utf-8")
    page.write_text(_SLOT.sub(lambda _: link, text, count=1), encoding="utf-8")
    return made[0], f"PDF of the edition: {', '.join(f'{pdf.name} ({size})' for pdf, size in zip(made, sizes, strict=True))}"
