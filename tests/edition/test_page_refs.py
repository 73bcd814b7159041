"""Page references in the text (issue 11, item 5): where each page of the print begins.

Witness G marks the pages of the 1882 print (``[57]``), and the method reads a
marker as standing where its page begins. Each marker of the witness files that
has text after it must appear, on the unit's page and on the source's page, as
a page reference standing just before the word that follows the marker in the
file; and the text must still read (and copy) as the edition reads.
"""

from __future__ import annotations

import re

import markdown
import pytest
from bs4 import BeautifulSoup
from helpers import ROOT

from pokerlaws.edition.collation import normalise
from pokerlaws.edition.corpus import default_corpus
from pokerlaws.site.law_pages import render_source_page, render_unit_page

CORPUS = default_corpus()


def _markers_in_witness_files() -> list[tuple[int, str]]:
    """(page, the next word) for every page marker of witness G's files that has text after it.

    The two fragments overlap (laws 64–70), so a marker of the overlap is counted once.
    """
    out = []
    source = CORPUS.sources["1882"]
    (witness,) = [w for w in source.witnesses if w.siglum == "G"]
    for file in witness.files:
        text = (ROOT / "laws" / "witnesses" / file.file).read_text(encoding="utf-8")
        for match in re.finditer(r"\[(\d+)\]\s*(\S+)?", text):
            if match.group(2):
                out.append((int(match.group(1)), match.group(2).strip("_")))
    return list(dict.fromkeys(out))


MARKERS = _markers_in_witness_files()


def _html(page_markdown: str) -> BeautifulSoup:
    html = markdown.markdown(page_markdown, extensions=["md_in_html", "attr_list", "tables", "admonition"])
    return BeautifulSoup(html, "html.parser")


def _word_after(ref) -> str:
    # The first word of the text that follows the reference (skipping tags such as <strong>).
    after = []
    for node in ref.next_elements:
        if isinstance(node, str):
            after.append(node)
            if "".join(after).strip():
                break
    return "".join(after).split()[0]


def _refs(soup: BeautifulSoup) -> list[tuple[int, str]]:
    return [(int(ref["data-page"]), _word_after(ref)) for ref in soup.select(".page-ref")]


def test_the_witness_files_have_markers_to_place() -> None:
    # The sample the tests below rest on: four markers with text after them, the final [59] left out.
    assert [page for page, _ in MARKERS] == [55, 56, 57, 58]


def test_source_page_has_every_page_reference_before_its_word() -> None:
    soup = _html(render_source_page(CORPUS, CORPUS.sources["1882"]))
    assert _refs(soup) == MARKERS


@pytest.mark.parametrize("page, word", MARKERS)
def test_unit_page_has_its_page_reference_before_its_word(page: int, word: str) -> None:
    (unit,) = [u for u in CORPUS.units("1882") if page in u.pages and f"[{page}]" in u.readings["G"].text]
    soup = _html(render_unit_page(CORPUS, unit))
    refs = _refs(soup.select_one(".edited-text"))
    assert refs == [(page, word)]
    # On the unit's page the reference is the mark of its page-break emendation, with a popover.
    (ref,) = soup.select(".edited-text .page-ref")
    assert ref.name == "span" and "emendation" in ref["class"]
    note = soup.find(id=ref["aria-describedby"])
    assert f"[{page}]" in note.get_text()


def test_no_page_reference_where_the_witness_marks_none() -> None:
    for unit in CORPUS.laws.values():
        if unit.source == "1882" and unit.readings.get("G") and "[" in unit.readings["G"].text:
            continue
        soup = _html(render_unit_page(CORPUS, unit))
        assert soup.select(".page-ref") == [], unit.id


@pytest.mark.parametrize("unit_id", ["1882:59", "1882:67", "1882:73", "1882:81"])
def test_text_with_page_references_reads_as_the_edition(unit_id: str) -> None:
    # The page number is drawn by the stylesheet (data-page), so the text copies as the edition reads.
    unit = CORPUS.law(unit_id)
    block = _html(render_unit_page(CORPUS, unit)).select_one(".edited-text")
    for note in block.select(".emendation-notes"):
        note.decompose()
    assert all(ref.get_text() == "" for ref in block.select(".page-ref"))
    assert normalise(unit.text.replace("_", "")) in normalise(block.get_text(" "))
