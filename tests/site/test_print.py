"""The printable edition (``/print/``) and its PDF, made at build time (issue 11, item 11).

The page is checked as Markdown (every unit, in order, with its table of
contents) and in the built site (in Chromium under print media, Material's chrome
hidden and every witness's reading shown: ``tests/browser/test_browser_print.py``).
The PDF is checked when Chromium is present; the step without a tool is run with
the tool made unavailable.
"""

from __future__ import annotations

import logging
import re
import shutil
from pathlib import Path

import pytest

from pokerlaws.edition.corpus import default_corpus
from pokerlaws.site import print_page
from pokerlaws.site.markup import sources_in_order
from pokerlaws.site.print_page import (
    PDF_ENV,
    PDF_FILE,
    make_pdf,
    print_anchor,
    render_print_page,
)

PAGE = "print/index.html"


def _units_in_order() -> list:
    corpus = default_corpus()
    return [unit for key, _ in sources_in_order(corpus) for unit in corpus.units(key)]


# --- the page -------------------------------------------------------------------------------


def test_print_page_holds_every_unit_in_order_with_a_table_of_contents() -> None:
    units = _units_in_order()
    assert len(units) == 54
    page = render_print_page(default_corpus())
    contents, _, body = page.partition("</nav>")
    # Each unit's heading, with its id, in reading order, and its id cited in its meta line.
    headings = re.findall(r"^### .* \{ #print-([\w-]+) \}$", body, re.MULTILINE)
    assert headings == [unit.anchor for unit in units]
    assert all(f"`{unit.id}`" in body for unit in units)
    # The table of contents links each unit, in the same order.
    assert re.findall(r"\]\(#print-([\w-]+)\)", contents.partition("## Contents")[2]) == [
        anchor for key, _ in sources_in_order(default_corpus()) for anchor in
        ["source-" + key] + [u.anchor for u in default_corpus().units(key)]
    ]  # fmt: skip


def test_print_page_keeps_the_apparatus_and_drops_what_serves_the_web_page() -> None:
    page = render_print_page(default_corpus())
    unit = default_corpus().laws["1882:78"]
    block = page.partition(f"{{ #{print_anchor(unit.anchor)} }}")[2].partition('<div class="print-unit"')[0]
    for section in ("witnesses", "emendations", "commentary", "rulings", "engine", "examples"):
        assert f"{{ #print-1882-78-{section} }}" in block, section
    assert '=== "Witness W"' in block and '=== "Witness G"' in block
    assert "p. 57 (G)" in block  # the page reference
    assert "Cite as" not in block and "unit-pager" not in block
    # Links into the unit pages become links within the page; the rest are re-aimed from the root.
    assert "(77.md" not in page and "](laws/1882/index.md#1882-78)" in block
    assert "](method.md#emendation-types)" in block
    # No id of a unit page is repeated here (ids must be unique across the site).
    assert not re.search(r'(?<![\w-])id="(?!print-)', page)
    assert not re.search(r"\{[^{}\n]*\s#(?!print-)[\w-]+", page)


def test_built_print_page_has_every_unit_and_links_its_contents(built_site) -> None:
    html = built_site.html(PAGE)
    anchors = [unit.anchor for unit in _units_in_order()]
    found = re.findall(r'<h3 id="print-((?:1882|1895|foster)-\d+)"', html)
    assert found == anchors
    toc = html.partition('class="print-toc"')[2].partition("</nav>")[0]
    assert all(f'href="#print-{anchor}"' in toc for anchor in anchors)


# --- the PDF --------------------------------------------------------------------------------


def test_pdf_is_built_with_a_page_per_unit_and_linked(built_site) -> None:
    if print_page.pdf_tool() is None:
        pytest.skip("no PDF tool: no chromium on PATH")
    pypdf = pytest.importorskip("pypdf", reason="pypdf counts the PDF's pages: pip install pypdf")
    pdf = built_site.root / "print" / PDF_FILE
    assert pdf.is_file(), built_site.output
    assert pdf.read_bytes()[:4] == b"%PDF"
    assert len(pypdf.PdfReader(pdf).pages) >= 54
    assert f'<a href="{PDF_FILE}" download>' in built_site.html(PAGE)
    assert "PDF of the print page" in built_site.output


@pytest.mark.parametrize("unavailable", ["PATH emptied", "no publishing build"])
def test_pdf_step_without_a_tool_says_so_and_goes_on(
    built_site, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, unavailable: str
) -> None:
    page = tmp_path / "print" / "index.html"
    page.parent.mkdir()
    shutil.copyfile(built_site.root / PAGE, page)
    # The built page already links its PDF: put back the note of a build without one.
    text = print_page._SLOT.sub(lambda _: print_page._PLACEHOLDER, page.read_text(encoding="utf-8"))
    page.write_text(text, encoding="utf-8")
    if unavailable == "no publishing build":
        monkeypatch.delenv(PDF_ENV, raising=False)
    else:
        monkeypatch.setenv("PATH", "")
        monkeypatch.setenv(PDF_ENV, "1")
    pdf, message = make_pdf(page)
    assert pdf is None and not (page.parent / PDF_FILE).exists()
    assert message.startswith("no PDF of the print page") and "\n" not in message
    assert page.read_text(encoding="utf-8") == text  # the page keeps its note on printing from the browser
    # The plugin logs that line at INFO: the strict build takes no warning from it.
    from pokerlaws.site.mkdocs_plugin import EditionPlugin

    plugin = EditionPlugin()
    plugin.pages = {print_page.PRINT_PAGE: ""}
    config = type("Config", (), {"site_dir": str(tmp_path), "use_directory_urls": True})()
    with caplog.at_level(logging.INFO, logger="mkdocs.plugins.pokerlaws"):
        plugin.on_post_build(config=config)
    assert [(r.levelno, r.getMessage()) for r in caplog.records] == [(logging.INFO, message)]
