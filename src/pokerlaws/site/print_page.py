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

[`make_pdf`][pokerlaws.site.print_page.make_pdf] prints the built page to
a PDF beside it with headless Chromium, after a publishing build: the
[plugin][pokerlaws.site.mkdocs_plugin] calls it when ``$POKERLAWS_PDF`` is
set ([`pdf_wanted`][pokerlaws.site.print_page.pdf_wanted]; ``scripts/serve.py
--build-only`` sets it), and Chromium is found. Any other build leaves it out
(it takes Chromium several seconds), and the page then says only how to print
it from the browser.
"""

from __future__ import annotations

import html
import os
import posixpath
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

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

__all__ = ["PDF_ENV", "PDF_FILE", "PRINT_PAGE", "make_pdf", "pdf_tool", "pdf_wanted", "print_anchor", "render_print_page"]

PRINT_PAGE = "print.md"
"""The page's docs-relative path; it is served at ``/print/``."""

PDF_FILE = "pokerlaws-edition.pdf"
"""The PDF's name, in the built page's directory (``/print/pokerlaws-edition.pdf``)."""

PDF_ENV = "POKERLAWS_PDF"
"""Set to ``1`` for a publishing build, which prints the page to a PDF; unset (or empty, or ``0``),
the build leaves the PDF out, several seconds faster."""

PDF_TIMEOUT = 60
"""Seconds given to Chromium; it takes about 15 for the whole edition (about 190 pages)."""

_SLOT = re.compile(r'<p class="print-pdf"[^>]*>.*?</p>', re.DOTALL)
_PLACEHOLDER = (
    '<p class="print-pdf">To print this edition as a book, one unit to a page, use your browser\'s '
    "Print command (Ctrl+P, ⌘P): the site's header, navigation and footer are left out of the print.</p>"
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


def pdf_tool() -> str | None:
    """The Chromium that will print the PDF, or None when there is none on PATH."""
    return next((p for name in ("chromium", "chromium-browser", "google-chrome") if (p := shutil.which(name))), None)


def make_pdf(page: Path | str, timeout: float = PDF_TIMEOUT) -> tuple[Path | None, str]:
    """Print the built print page *page* to ``PDF_FILE`` beside it, and link the PDF from the page.

    When the build is no publishing build ([`pdf_wanted`][pokerlaws.site.print_page.pdf_wanted]),
    or there is no tool, or it fails, no PDF is written and the page keeps its note on printing
    from the browser: the build goes on.

    Args:
        page: the built page, e.g. ``site/print/index.html``.
        timeout: seconds given to Chromium.

    Returns:
        The PDF's path, or None; and one line saying what was done, for the build's log.

    Examples:
        >>> import os, tempfile
        >>> saved = os.environ.pop("POKERLAWS_PDF", None)
        >>> with tempfile.TemporaryDirectory() as tmp:
        ...     page = Path(tmp, "index.html")
        ...     _ = page.write_text("<html></html>")
        ...     make_pdf(page)
        (None, 'no PDF of the print page: made only by a publishing build (POKERLAWS_PDF=1, or scripts/serve.py --build-only)')
        >>> if saved is not None:
        ...     os.environ["POKERLAWS_PDF"] = saved
    """
    page = Path(page)
    if not pdf_wanted():
        return None, f"no PDF of the print page: made only by a publishing build ({PDF_ENV}=1, or scripts/serve.py --build-only)"
    tool = pdf_tool()
    if tool is None:
        return None, "no PDF of the print page: no Chromium found (install chromium to have one)"
    pdf = page.parent / PDF_FILE
    with tempfile.TemporaryDirectory(prefix="pokerlaws-pdf-") as profile:
        command = [
            tool, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--disable-extensions", "--no-first-run",
            f"--user-data-dir={profile}", "--no-pdf-header-footer", f"--print-to-pdf={pdf}", page.resolve().as_uri(),
        ]  # fmt: skip
        try:
            subprocess.run(command, capture_output=True, timeout=timeout, check=False)
        except (OSError, subprocess.TimeoutExpired) as err:
            pdf.unlink(missing_ok=True)
            return None, f"no PDF of the print page: {Path(tool).name} failed ({type(err).__name__})"
    if not pdf.is_file() or pdf.read_bytes()[:4] != b"%PDF":
        pdf.unlink(missing_ok=True)
        return None, f"no PDF of the print page: {Path(tool).name} wrote none"
    size = f"{pdf.stat().st_size / 1_000_000:.1f} MB"
    link = (
        '<p class="print-pdf">Download <a href="' + html.escape(PDF_FILE) + '" download>the edition as PDF</a> '
        f"({size}, made from this page when the site was built), or print this page from your browser "
        "(Ctrl+P, ⌘P).</p>"
    )
    text = page.read_text(encoding="utf-8")
    page.write_text(_SLOT.sub(lambda _: link, text, count=1), encoding="utf-8")
    return pdf, f"PDF of the print page: {pdf.name} ({size})"
