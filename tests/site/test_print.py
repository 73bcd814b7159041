"""The printable edition (``/print/``) and its PDF, made at build time (issue 11, item 11).

The page is checked as Markdown (every unit, in order, with its table of
contents) and in the built site (in Chromium under print media, Material's chrome
hidden and every witness's reading shown: ``tests/browser/test_browser_print.py``).
The PDF is the edition set as a book by Typst from its data (``pokerlaws.site.book``): checked
as a reader of the PDF reads it (pypdf: its links, bookmarks, pages and text; pdfplumber: the size
of its characters); the step without Typst is run with Typst made unavailable.
"""

from __future__ import annotations

import logging
import re
import shutil
from pathlib import Path

import pytest
from helpers import ROOT

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


# --- the PDF: the edition as a book, set by Typst (issue 30) ---------------------------------------------

ADDRESS = "https://example.org/poker/"
"""The published address the book is made for here: its links out lead there, and nowhere else."""

WEB_ONLY = ("hover, focus or tap", "runs in CI", "doctest", "Copy citation", "click")
"""Words that serve the web page, not the printed book."""


@pytest.fixture(scope="module")
def book(tmp_path_factory: pytest.TempPathFactory):
    """The book on A4, made from the edition's data for a site published at ADDRESS: (path, reader, texts)."""
    pypdf = pytest.importorskip("pypdf", reason="pypdf reads the PDF: pip install pypdf")
    pytest.importorskip("typst", reason="Typst sets the book: pip install typst")
    from pokerlaws.site.book import book_data, make_book
    from pokerlaws.site.cite_as import edition_facts

    glossary = (ROOT / "docs" / "glossary.md").read_text(encoding="utf-8")
    data = book_data(default_corpus(), edition_facts(), ADDRESS, glossary)
    (pdf,) = make_book(data, tmp_path_factory.mktemp("book"), papers=("a4",))
    reader = pypdf.PdfReader(pdf)
    return pdf, reader, [page.extract_text() for page in reader.pages]


def _outline(reader) -> list[tuple[int, str, int]]:  # noqa: ANN001
    """The bookmarks in order: (depth, title, page index)."""
    out = []

    def walk(items, depth: int) -> None:  # noqa: ANN001
        for item in items:
            if isinstance(item, list):
                walk(item, depth + 1)
            else:
                out.append((depth, item.title, reader.get_destination_page_number(item)))

    walk(reader.outline, 0)
    return out


def _links(reader) -> list[str]:  # noqa: ANN001
    """Every link annotation's target: its URI, or ``#`` for a place in the PDF."""
    found = []
    for page in reader.pages:
        for annotation in page.get("/Annots") or []:
            annotation = annotation.get_object()
            if annotation.get("/Subtype") != "/Link":
                continue
            action = annotation.get("/A")
            found.append(str(action["/URI"]) if action is not None and "/URI" in action else "#")
    return found


def test_every_link_of_the_book_leads_inside_it_or_to_the_published_address(book) -> None:  # noqa: ANN001
    _, reader, _ = book
    links = _links(reader)
    inside = links.count("#")
    outside = [uri for uri in links if uri != "#"]
    assert not [uri for uri in links if uri.startswith("file:")]
    assert all(uri.startswith(ADDRESS) for uri in outside), sorted(set(outside) - {u for u in outside if u.startswith(ADDRESS)})
    # each unit's address under its heading, and the mentions of units and glossary terms within the book
    assert len(outside) >= len(default_corpus().laws) and inside >= 200


def test_the_book_has_a_bookmark_for_every_source_and_unit_in_order(book) -> None:  # noqa: ANN001
    _, reader, _ = book
    corpus = default_corpus()
    marks = _outline(reader)
    expected = []
    for key, source in sources_in_order(corpus):
        expected.append((0, source.title))
        expected += [(1, f"{unit.id} · {unit.title}") for unit in corpus.units(key)]
    expected += [(0, "Glossary"), (0, "The witnesses")]
    assert [(depth, title) for depth, title, _ in marks] == expected
    pages = [page for _, _, page in marks]
    assert pages == sorted(pages)


def test_the_title_page_gives_title_version_date_editor_licence_and_address(book) -> None:  # noqa: ANN001
    from pokerlaws.site.book import LICENCE
    from pokerlaws.site.cite_as import EDITION_TITLE, edition_facts

    _, _, texts = book
    title = " ".join(texts[0].split())
    facts = edition_facts()
    for words in (EDITION_TITLE, f"Version {facts.version} · {facts.date}", facts.editor_line, LICENCE, f"Permanent address: {ADDRESS}"):
        assert words in title, words
    assert title.startswith(EDITION_TITLE)  # no running head on the title page


def test_each_page_has_a_running_head_naming_the_unit_in_hand(book) -> None:  # noqa: ANN001
    from pokerlaws.site.cite_as import EDITION_TITLE

    _, reader, texts = book
    corpus = default_corpus()
    shorts = {source.title: source.short_title for source in corpus.sources.values()}
    marks = [(page, shorts.get(title, title)) for _, title, page in _outline(reader)]
    first = marks[0][0]
    assert first >= 1
    for index in range(first, len(texts)):
        starting = [head for page, head in marks if page == index]
        expected = starting[0] if starting else [head for page, head in marks if page < index][-1]
        head = texts[index].splitlines()[0]
        assert head == f"{EDITION_TITLE} {expected}", f"page {index + 1}: {head!r}, not {expected!r}"


def test_the_body_text_is_at_least_10_pt(book) -> None:  # noqa: ANN001
    """Read from the fonts of the PDF's characters, on every seventh page (pdfplumber reads a page slowly)."""
    pdfplumber = pytest.importorskip("pdfplumber", reason="pdfplumber reads each character's size: pip install pdfplumber")
    import collections

    pdf, _, _ = book
    sizes: collections.Counter[float] = collections.Counter()
    with pdfplumber.open(pdf) as document:
        for page in document.pages[2::7]:
            for char in page.chars:
                if "Mono" not in char["fontname"] and char["text"].strip():  # the text, not the worked examples' code
                    sizes[round(char["size"], 1)] += 1
    body, _ = sizes.most_common(1)[0]
    assert 10 <= body <= 11, sizes
    assert sum(n for size, n in sizes.items() if size >= 10) >= 0.6 * sum(sizes.values()), sizes  # notes are smaller


def test_the_book_prints_the_apparatus_as_notes_the_rulings_numbered_and_no_web_only_words(book) -> None:  # noqa: ANN001
    _, _, texts = book
    whole = " ".join(" ".join(texts).split())
    # 1882:78: the misprint "tight" is a note under the text: lemma], witness, reading, type
    assert "the right of] W the tight of; misprint; a misprint of the 1882 book" in whole
    assert "G the tight of; misprint;" in whole
    assert "R2 · His own stake" in whole and "Cited as 1882:60 R2" in whole
    assert whole.index("Glossary") < whole.rindex("The witnesses")
    for words in WEB_ONLY:
        assert words not in whole, words


def test_the_published_build_makes_the_book_on_a4_and_letter_and_links_both(built_site) -> None:
    pypdf = pytest.importorskip("pypdf", reason="pypdf reads the PDF: pip install pypdf")
    pytest.importorskip("typst", reason="Typst sets the book: pip install typst")
    from pokerlaws.site.book import PAPERS

    sizes = {"a4": [595, 842], "us-letter": [612, 792]}
    for paper, name in PAPERS.items():
        pdf = built_site.root / "print" / name
        assert pdf.is_file(), built_site.output
        reader = pypdf.PdfReader(pdf)
        assert [round(float(x)) for x in reader.pages[0].mediabox[2:]] == sizes[paper]
        # built for an address on this machine, which is no published one: no link leads out of the book
        assert set(_links(reader)) == {"#"}
        assert f'<a href="{name}" download>' in built_site.html(PAGE)
    assert PAPERS["a4"] == PDF_FILE
    assert "PDF of the edition" in built_site.output


@pytest.mark.parametrize("unavailable", ["no Typst", "no publishing build"])
def test_pdf_step_without_a_tool_says_so_and_goes_on(
    built_site, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, unavailable: str
) -> None:
    import sys

    page = tmp_path / "print" / "index.html"
    page.parent.mkdir()
    shutil.copyfile(built_site.root / PAGE, page)
    # The built page already links its PDF: put back the note of a build without one.
    text = print_page._SLOT.sub(lambda _: print_page._PLACEHOLDER, page.read_text(encoding="utf-8"))
    page.write_text(text, encoding="utf-8")
    if unavailable == "no publishing build":
        monkeypatch.delenv(PDF_ENV, raising=False)
    else:
        monkeypatch.setitem(sys.modules, "typst", None)  # an import of it fails
        monkeypatch.setenv(PDF_ENV, "1")
    pdf, message = make_pdf(page, dict)
    assert pdf is None and not (page.parent / PDF_FILE).exists()
    assert message.startswith("no PDF of the edition") and "\n" not in message
    assert page.read_text(encoding="utf-8") == text  # the page keeps its note on printing from the browser
    # The plugin logs that line at INFO: the strict build takes no warning from it.
    from pokerlaws.site.mkdocs_plugin import EditionPlugin

    plugin = EditionPlugin()
    plugin.pages = {print_page.PRINT_PAGE: ""}
    config = type("Config", (), {"site_dir": str(tmp_path), "use_directory_urls": True, "theme": type("Theme", (), {"custom_dir": None})()})()
    with caplog.at_level(logging.INFO, logger="mkdocs.plugins.pokerlaws"):
        plugin.on_post_build(config=config)
    assert [(r.levelno, r.getMessage()) for r in caplog.records] == [(logging.INFO, message)]
