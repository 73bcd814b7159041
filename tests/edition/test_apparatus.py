"""Emendations where they are made: marks in the edited text, certainty, gaps, the folded tables.

These render the pages' Markdown (and convert the edited text with
Python-Markdown, as MkDocs does) without building the site: see
``tests/test_browser_apparatus.py`` for the same marks in Chromium.
"""

from __future__ import annotations

import dataclasses
import re
from html.parser import HTMLParser

import markdown
import pytest

from pokerlaws.edition import apparatus
from pokerlaws.edition.collation import apply_emendations, normalise
from pokerlaws.edition.corpus import default_corpus
from pokerlaws.edition.errors import LawFileError
from pokerlaws.site import emendation_tables
from pokerlaws.site.law_pages import render_source_page, render_unit_page

CORPUS = default_corpus()


class _Marks(HTMLParser):
    """The marks of rendered HTML: per mark, its emendation indices, its words and the readings in its popover."""

    def __init__(self) -> None:
        super().__init__()
        self.marks: list[dict] = []
        self.notes: dict[str, list[str]] = {}
        self.stack: list[str] = []
        self.gaps: list[str] = []
        self.note: list[str] = []
        self.text = ""  # the edited text as read, popovers left out

    def handle_starttag(self, tag: str, attrs: list) -> None:
        attrs = dict(attrs)
        classes = (attrs.get("class") or "").split()
        role = ""
        if tag == "span" and "emendation" in classes:
            self.marks.append({"indices": attrs["data-emendations"], "words": "", "describedby": attrs["aria-describedby"]})
            role = "words"
        elif "emendation-note" in classes:
            assert attrs["role"] == "tooltip"
            self.note = self.notes.setdefault(attrs["id"], [])
            role = "note"
        elif "emendation-reads" in classes:
            self.note.append("")
            role = "reads"
        elif "gap" in classes:
            self.gaps.append("")
            role = "gap"
        self.stack.append(role)

    def handle_endtag(self, tag: str) -> None:
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        if "words" in self.stack:
            self.marks[-1]["words"] += data
        if self.stack and self.stack[-1] == "reads":
            self.note[-1] += data
        if "gap" in self.stack:
            self.gaps[-1] += data
        if "note" not in self.stack:
            self.text += data

    def reads(self, mark: dict) -> list[str]:
        return self.notes[mark["describedby"]]


def _edited_block(unit_id: str) -> str:
    page = render_unit_page(CORPUS, CORPUS.law(unit_id))
    start = page.index('<div class="edited-text" markdown>')
    return page[start : page.index("\n## ", start)]


def _marks(unit_id: str) -> _Marks:
    html = markdown.markdown(_edited_block(unit_id), extensions=["md_in_html", "attr_list"])
    parser = _Marks()
    parser.feed(html)
    return parser


UNITS_WITH_EMENDATIONS = [u.id for u in CORPUS.laws.values() if u.emendations]


@pytest.mark.parametrize("unit_id", UNITS_WITH_EMENDATIONS)
def test_every_emendation_marked_once_with_its_reading(unit_id: str) -> None:
    unit = CORPUS.law(unit_id)
    found = _marks(unit_id)
    seen: dict[int, int] = {}
    for mark in found.marks:
        indices = [int(i) for i in mark["indices"].split()]
        # each emendation of the mark has its witness's reading, literally, in the popover
        assert [normalise(r) for r in found.reads(mark)] == [normalise(unit.emendations[i].reads) for i in indices]
        for i in indices:
            seen[i] = seen.get(i, 0) + 1
    assert seen == {i: 1 for i in range(len(unit.emendations))}, f"{unit_id}: marks per emendation {seen}"


def _source_marks(source: str) -> tuple[_Marks, str]:
    page = render_source_page(CORPUS, CORPUS.sources[source])
    html = markdown.markdown(page, extensions=["md_in_html", "attr_list", "tables", "admonition"])
    parser = _Marks()
    parser.feed(html)
    return parser, html


@pytest.mark.parametrize("source", ["1882", "foster", "1895"])
def test_source_page_marks_every_emendation_of_the_texts_and_notes(source: str) -> None:
    # The reading page marks what the unit's page marks in the text and the notes (its numbers are
    # links, so an emendation of a number or a printed heading is marked on the unit's page only).
    found, html = _source_marks(source)
    expected = {}
    for unit in CORPUS.units(source):
        for key, spans in apparatus.locate(CORPUS, unit).items():
            if key not in ("heading", "label"):
                for span in spans:
                    expected[(unit.id, " ".join(map(str, sorted(span.indices))))] = [normalise(unit.emendations[i].reads) for i in sorted(span.indices)]
    got = {}
    for mark in found.marks:
        unit_id = next(u.id for u in CORPUS.units(source) if mark["describedby"].startswith(f"{u.anchor}-read-em-"))
        got[(unit_id, mark["indices"])] = [normalise(r) for r in found.reads(mark)]
    assert got == expected
    ids = re.findall(r'\bid="([^"]+)"', html)
    assert len(ids) == len(set(ids)), "ids repeat on the page"
    if source == "1895":
        assert found.gaps == ["[gap: illegible in the witness]"]


def test_source_page_mark_holds_the_edited_words() -> None:
    found, _ = _source_marks("1882")
    (mark,) = [m for m in found.marks if m["describedby"].startswith("1882-78-")]
    assert mark["words"] == "the right of" and found.reads(mark) == ["the tight of", "the tight of"]


def test_mark_holds_the_edited_words() -> None:
    found = _marks("1882:78")
    (mark,) = found.marks
    assert mark["words"] == "the right of"
    assert found.reads(mark) == ["the tight of", "the tight of"]  # W and G share one mark
    assert len(found.notes) == 1


@pytest.mark.parametrize("unit_id", UNITS_WITH_EMENDATIONS)
def test_marked_text_reads_as_the_edition(unit_id: str) -> None:
    # The popovers stand apart: the text, as read or copied, is the edited text.
    unit = CORPUS.law(unit_id)
    found = _marks(unit_id)
    words = normalise(unit.text.replace("_", "").replace("…", "[gap: illegible in the witness]"))
    assert words in normalise(found.text)


def test_trace_agrees_with_apply_emendations() -> None:
    for unit in CORPUS.laws.values():
        for siglum, reading in unit.readings.items():
            own = [(i, e) for i, e in enumerate(unit.emendations) if e.witness == siglum]
            text, spans = apparatus.trace(reading.text, own)
            assert text == apply_emendations(reading.text, [e for _, e in own])
            assert sorted(i for s in spans for i in s.indices) == [i for i, _ in own]


def test_located_in_spite_of_repeated_words() -> None:
    # "the" is emended twice in 1895:38 and also printed correctly: the right ones are marked.
    unit = CORPUS.law("1895:38")
    text = normalise(unit.text)
    spans = apparatus.locate(CORPUS, unit)["text"]
    by_index = {i: s for s in spans for i in s.indices}
    the_explanations = text.index("the explanations")
    assert by_index[9].start == the_explanations and text[by_index[9].start : by_index[9].end] == "the"


def _with(unit):
    return dataclasses.replace(CORPUS, laws={**CORPUS.laws, unit.id: unit})


def test_gap_without_its_sign_fails_with_file_and_line() -> None:
    unit = CORPUS.law("1895:38")
    bad = dataclasses.replace(unit.emendations[0], gap="illegible")
    broken = dataclasses.replace(unit, emendations=(bad, *unit.emendations[1:]))
    with pytest.raises(LawFileError) as caught:
        render_unit_page(_with(broken), broken)
    assert caught.value.path == unit.path and caught.value.line == unit.emendations[0].line
    assert "38.yaml" in str(caught.value) and str(unit.emendations[0].line) in str(caught.value)


def test_emendation_landing_nowhere_fails_with_file_and_line() -> None:
    # An emendation the trace cannot place (here, of a witness the unit has no reading of).
    unit = CORPUS.law("1882:78")
    stray = dataclasses.replace(unit.emendations[0], witness="Z", line=99)
    broken = dataclasses.replace(unit, emendations=(*unit.emendations, stray))
    with pytest.raises(LawFileError) as caught:
        apparatus.locate(_with(broken), broken)
    assert caught.value.line == 99 and "found nowhere" in str(caught.value)


def test_gap_rendered_not_an_ellipsis() -> None:
    found = _marks("1895:38")
    assert found.gaps == ["[gap: illegible in the witness]"]
    html = markdown.markdown(_edited_block("1895:38"), extensions=["md_in_html", "attr_list"])
    assert "…" not in html


def test_certainty_and_source_of_fault_rendered() -> None:
    page = render_unit_page(CORPUS, CORPUS.law("1895:37"))
    assert 'class="emendation conjecture"' in page and "conjecture, certainty low" in page
    assert "“kind”" in page
    for unit_id in ("1895:25", "1895:26"):  # "m a im" → make, queried
        assert "conjecture, certainty medium" in render_unit_page(CORPUS, CORPUS.law(unit_id))
    into = next(e for e in CORPUS.law("1895:38").emendations if e.edition == "into its")
    assert into.certainty == "low" and "“It”" in into.reason
    # no emendation of the edition asserts a source of fault today: one that did would say so, in the popover and the table
    import dataclasses

    from pokerlaws.edition.apparatus import describe
    from pokerlaws.site.emendation_tables import type_cell

    faulted = dataclasses.replace(CORPUS.law("1895:28").emendations[0], source_of_fault="ocr")
    assert "the OCR reads so; what the print reads is not known" in describe(faulted)  # popover
    assert "ocr reading" in type_cell(faulted, "laws/1895/28.md")  # table


def test_long_table_folded_under_a_computed_summary() -> None:
    page = render_unit_page(CORPUS, CORPUS.law("1895:38"))
    assert '??? abstract "30 emendations — 29 OCR corrections: 13 of spacing, 4 of misread letters, stray marks and spacing,' in page
    assert '<div class="emendation-table" markdown>' in page
    short = render_unit_page(CORPUS, CORPUS.law("1882:78"))
    assert "??? abstract" not in short.split("-emendations }")[1].split("## ")[0]


def test_summary_counts() -> None:
    emendations = CORPUS.law("1895:38").emendations
    text = emendation_tables.summary(emendations)
    assert text.startswith(f"{sum(e.type == 'ocr' for e in emendations)} OCR corrections")
    assert "1 gap" in text and "1 conjecture" in text


def test_gap_without_its_sign_fails_the_load(tmp_path) -> None:
    from helpers.laws import copy_laws, edit, load_error

    laws = copy_laws(tmp_path)
    unit = laws / "1895" / "38.yaml"
    line = edit(unit, '    reads: "As H I~ 41!"\n    edition: "As …"', '    reads: "As H I~ 41!"\n    edition: "As"')
    error = load_error(laws)
    assert error.path == unit and error.line == line and "“…”" in str(error)


def test_unplaceable_emendation_fails_the_load(tmp_path) -> None:
    # "the" of 1895:38 read where the witness has no such words: named with file and line.
    from helpers.laws import copy_laws, edit, load_error

    laws = copy_laws(tmp_path)
    unit = laws / "1895" / "38.yaml"
    line = edit(unit, "    reads: \"t h e\"", "    reads: \"t h e t h e\"")
    error = load_error(laws)
    assert error.path == unit and error.line == line


def test_a_popover_says_each_emendation_in_words() -> None:
    """Issue 30, item 12: "Witness O reads jack -pot: a misreading of the OCR, normalised. Why: …", not "· ocr ·"."""
    from pokerlaws.edition.apparatus import _TYPE_WORDS, describe

    for unit in CORPUS.laws.values():
        for emendation in unit.emendations:
            said = describe(emendation)
            assert " · " not in said.partition("Why: ")[0], said
            assert said.startswith(f"Witness {emendation.witness} reads ") and _TYPE_WORDS[emendation.type] in said, said
            assert "Why: " in said or not emendation.reason.strip()
