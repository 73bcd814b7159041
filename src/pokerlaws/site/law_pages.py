"""The pages under ``laws/``: the list of sources, each source's page, each unit's page.

[`render_source_page`][pokerlaws.site.law_pages.render_source_page] gives a
source's introduction, witnesses and reading text;
[`render_unit_page`][pokerlaws.site.law_pages.render_unit_page] a unit's
permalink page with its apparatus (what each witness prints, variants,
emendations, commentary, rulings, engine links, worked examples, how to cite
it). Both show the edited text as
[`render_edited_text`][pokerlaws.site.law_pages.render_edited_text] turns it
into Markdown.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterable

from pokerlaws.citecheck.citing import Citing
from pokerlaws.edition import apparatus
from pokerlaws.edition.collation import PAGE_MARKER
from pokerlaws.edition.corpus import Corpus
from pokerlaws.edition.model import Law, Source
from pokerlaws.site import emendation_tables, engine_figures
from pokerlaws.site.cite_as import cite_section
from pokerlaws.site.law_citing import pin_lines, tests_lines
from pokerlaws.site.markup import (
    attribute_text,
    code_fence,
    code_span,
    escape_cell,
    escape_markdown,
    indent_block,
    nav_title,
    relative_link,
    source_page_path,
    sources_in_order,
    unit_link,
    unit_name,
    unit_page_path,
)
from pokerlaws.site.provenance import review_badge, review_summary
from pokerlaws.site.readings_pages import RecordReadings, example_cases, ruling_cases
from pokerlaws.site.ruling_section import render_ruling

SUPPLIED_TITLE = "supplied by the editor"

# --- the edited text ----------------------------------------------------------------

_ITALIC = re.compile(r"(?<![\w_])_(?=\S)(.+?)(?<=\S)_(?![\w_])")
_SUPPLIED = re.compile(r"⟨([^⟨⟩]*)⟩")


def note_anchor(unit: Law, index: int) -> str:
    """Id of the *index*-th (1-based) source footnote of *unit* on a page."""
    return f"{unit.anchor}-note-{index}"


def render_edited_text(unit: Law, emendations: list[apparatus.Span] | None = None, ids: str = "") -> str:
    """The unit's edited reading as one line of Markdown with inline HTML.

    ``_x_`` becomes italics, ``⟨x⟩`` a supplied word (class ``supplied``, with
    a tooltip), and each footnote mark a link to its note; everything else is
    escaped so that it shows as the edition reads. With *emendations* (the
    ``"text"`` spans of [`apparatus.locate`][pokerlaws.edition.apparatus.locate])
    each emended place is marked (class ``emendation``), its popovers' ids
    beginning with *ids*, and a page reference stands where a page of the
    print begins.

    Examples:
        >>> from pokerlaws.edition.corpus import default_corpus
        >>> unit = default_corpus().law("1882:70")
        >>> render_edited_text(unit).startswith("If there be")
        True
    """
    marks = {note.mark: i for i, note in enumerate(unit.footnotes, start=1)}
    text = " ".join(unit.text.split())
    if not emendations:
        return _render_inline(text, unit, marks)
    rendered = _render_inline(apparatus.with_sentinels(text, emendations, unit), unit, marks)
    return apparatus.fill_sentinels(rendered, emendations, unit, ids, text)


def _marked(piece: str, unit: Law, spans: list[apparatus.Span] | None, ids: str) -> str:
    # A heading, number or note: plain text, with its marks if it has any.
    if not spans:
        return escape_markdown(piece, line_start=False)
    escaped = escape_markdown(apparatus.with_sentinels(piece, spans, unit), line_start=False)
    return apparatus.fill_sentinels(escaped, spans, unit, ids, piece)


def _render_inline(text: str, unit: Law, marks: dict[str, int]) -> str:
    # Find the first construct of any kind, render the text before it plainly,
    # the construct (recursively: an italic may hold a supplied word), then the
    # rest. The edited text always follows a number on its line, so no piece
    # needs the escapes for the start of a line.
    patterns: list[re.Pattern[str]] = [_ITALIC, _SUPPLIED]
    if marks:
        patterns.append(re.compile("|".join(re.escape(m) for m in sorted(marks, key=len, reverse=True))))
    found = [m for pattern in patterns if (m := pattern.search(text))]
    if not found:
        return escape_markdown(text, line_start=False) if text.strip() else text
    match = min(found, key=lambda m: m.start())
    if match.re is _ITALIC:
        middle = f"<em>{_render_inline(match.group(1), unit, marks)}</em>"
    elif match.re is _SUPPLIED:
        inner = _render_inline(match.group(1), unit, marks)
        middle = f'<span class="supplied" title="{SUPPLIED_TITLE}">⟨{inner}⟩</span>'
    else:
        index = marks[match.group(0)]
        middle = (
            f'<a class="footnote-mark" href="#{note_anchor(unit, index)}" '
            f'title="note {index} of the source">{match.group(0)}</a>'
        )
    before, after = text[: match.start()], text[match.end() :]
    # Keep the spaces around a construct: escape_markdown would strip them.
    head = _render_inline(before, unit, marks) if before.strip() else ""
    tail = _render_inline(after, unit, marks) if after.strip() else ""
    head += " " if before[-1:].isspace() else ""
    tail = (" " if after[:1].isspace() else "") + tail
    return head + middle + tail


def render_notes(unit: Law, emendations: dict[str, list[apparatus.Span]] | None = None, ids: str | None = None) -> str:
    """The source's footnotes on *unit*, each with an anchor the mark links to.

    Given *emendations*, their marks too, the popovers' ids beginning with *ids*
    (by default ``<anchor>-em``, as on the unit's page).
    """
    lines = []
    placed = emendations or {}
    ids = ids or f"{unit.anchor}-em"
    for index, note in enumerate(unit.footnotes, start=1):
        mark, text = (f"note-mark-{index}", f"note-text-{index}")
        lines.append(
            f'<p class="source-note" id="{note_anchor(unit, index)}" markdown>'
            f'<span class="note-mark">{_marked(note.mark, unit, placed.get(mark), f"{ids}-{mark}")}</span> '
            f"{_marked(note.text, unit, placed.get(text), f'{ids}-{text}')}</p>"
        )
    return "\n".join(lines)


# --- a source's page: introduction, witnesses, reading text -------------------------


def _number_range(units: list[Law]) -> str:
    return f"{units[0].number}–{units[-1].number}" if len(units) > 1 else str(units[0].number)


def _units_phrase(corpus: Corpus, source: Source) -> str:
    units = corpus.units(source.key)
    plural = {"law": "laws", "rule": "rules", "paragraph": "paragraphs"}.get(source.unit_name, source.unit_name + "s")
    who = "numbered as the source numbers them" if source.numbering == "source" else "numbered by the editor (the source has no numbers)"
    return f"{plural} {_number_range(units)}, {who}"


def render_source_page(corpus: Corpus, source: Source) -> str:
    """The page ``laws/<source>/``: introduction, witnesses, then every unit's edited text in order."""
    here = source_page_path(source.key)
    units = corpus.units(source.key)
    out = [f"# {escape_markdown(source.title)} {{ #source-{source.key} }}", ""]
    out += [
        '!!! info "About this source"',
        "",
        f"    - **Date:** {escape_markdown(source.date)}",
        f"    - **Attribution:** {escape_markdown(source.attribution)}",
        f"    - **Units:** {_units_phrase(corpus, source)}; cite them as "
        f"`{units[0].id}` … `{units[-1].id}`.",
        f"    - **Emendations:** {sum(len(u.emendations) for u in units)}, listed with the units and on the "
        f"[list of emendations]({relative_link(here, 'emendations.md')}#emendations-{source.key}).",
        "",
        source.introduction.strip(),
        "",
    ]
    if source.numbering == "editorial" or source.editorial_headings:
        out += _editorial_notice(source)
    out += [f"## Witnesses {{ #{source.key}-witnesses }}", "", _witness_table(source), ""]
    out += _reading_text(corpus, source, here)
    return "\n".join(out).rstrip() + "\n"


def render_laws_index(corpus: Corpus) -> str:
    """The page ``laws/``: the three sources, each with its units and witnesses."""
    here = "laws/index.md"
    out = ["# The sources", "", "The edition's units, cited `SOURCE:NUMBER`; each has its own page.", ""]
    out += ["| Source | Date | Units | Witnesses | Review |", "| --- | --- | --- | --- | --- |"]
    for key, source in sources_in_order(corpus):
        units = corpus.units(key)
        link = f"[{escape_markdown(source.title)}]({relative_link(here, source_page_path(key))})"
        ids = f"{unit_link(here, units[0])} … {unit_link(here, units[-1])}"
        sigla = ", ".join(f"**{w.siglum}**" for w in source.witnesses)
        out.append(f"| {link} | {escape_cell(source.date)} | {ids} ({len(units)}) | {sigla} | {review_summary(corpus, key, here)} |")
    return "\n".join(out) + "\n"


def _editorial_notice(source: Source) -> list[str]:
    parts = []
    if source.numbering == "editorial":
        parts.append(
            f"The numbers of the {source.unit_name}s, given in brackets [1], [2] …, are the editor's: "
            "the source has none."
        )
    if source.editorial_headings:
        names = ", ".join(f"*{escape_markdown(h)}*" for h in source.editorial_headings)
        word = "heading" if len(source.editorial_headings) == 1 else "headings"
        parts.append(f"The {word} {names} {'is' if len(source.editorial_headings) == 1 else 'are'} the editor's, not the source's.")
    return ['!!! note "Editorial numbering and headings"', "", "    " + " ".join(parts), ""]


def _witness_table(source: Source) -> str:
    rows = ["| Siglum | Witness | Files | Description |", "| --- | --- | --- | --- |"]
    for witness in source.witnesses:
        files = "<br>".join(
            f"{code_span(f.file)} ({f.first}–{f.last})" if f.first != f.last else f"{code_span(f.file)} ({f.first})"
            for f in witness.files
        )
        rows.append(
            f"| **{witness.siglum}** | {escape_cell(witness.name)} | {files} | {escape_cell(witness.description)} |"
        )
    return "\n".join(rows)


def _reading_text(corpus: Corpus, source: Source, here: str) -> list[str]:
    plural = {"law": "laws", "rule": "rules", "paragraph": "paragraphs"}.get(source.unit_name, source.unit_name + "s")
    out = [
        f"## The {plural} {{ #{source.key}-text }}",
        "",
        f"The edited text. Each number leads to the {source.unit_name}'s own page, with what each witness prints, "
        "the emendations (those of a number or a heading too) and the apparatus. Choose "
        "*Edited, emendations marked* there, and each emended place is marked here too: hover, focus or "
        "tap a mark for what the witness reads.",
        "",
    ]
    for unit in corpus.units(source.key):
        if corpus.opens_section(unit):
            out += [f"### {escape_markdown(unit.section)} {{ #{section_anchor(unit)} }}", ""]
            if unit.section in source.editorial_headings:
                out += ['<p class="editorial-note">Heading supplied by the editor.</p>', ""]
        out += [_reading_unit(corpus, unit, here), ""]
    return out


def section_anchor(unit: Law) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", unit.section.lower()).strip("-")
    return f"{unit.source}-{slug}"


def _number_label(corpus: Corpus, unit: Law) -> str:
    """The number as shown before the text: the source's ``71.``, or ``[4]`` when editorial."""
    return corpus.label(unit) or f"[{unit.number}]"


def _reading_unit(corpus: Corpus, unit: Law, here: str) -> str:
    # A <div> carries the unit's id here: autorefs registers headings and <a id>,
    # not divs, so the unit's page stays the only autorefs target of the id.
    label = escape_markdown(_number_label(corpus, unit))
    link = f'[{label}]({relative_link(here, unit_page_path(unit))} "{unit_name(corpus, unit)}: {attribute_text(unit.title)}")'
    # The text and the notes are marked as on the unit's page. The number is a
    # link (a mark cannot stand inside one): its page references stand before
    # it, and an emendation of it is marked on the unit's page, where it leads.
    placed = apparatus.locate(corpus, unit)
    marked = {key: spans for key, spans in placed.items() if key not in ("heading", "label")}
    ids = f"{unit.anchor}-read-em"
    before = "".join(
        apparatus.page_html(unit, span, page, None) for span in placed.get("label", []) for page in apparatus.pages_in(unit, span)
    )
    lines = [
        f'<div class="unit" id="{unit.anchor}" markdown>',
        "",
        f"{before}{link}{{ .unit-number }} {render_edited_text(unit, marked.get('text'), f'{ids}-text')}",
        "",
    ]
    if unit.footnotes:
        lines += [render_notes(unit, marked, ids), ""]
    if marked:
        lines += [apparatus.notes_html(unit, marked, ids), ""]
    lines.append("</div>")
    return "\n".join(lines)


# --- a unit's page ------------------------------------------------------------------


def render_unit_page(
    corpus: Corpus,
    unit: Law,
    site_url: str | None = None,
    citing: Citing | None = None,
    figures: engine_figures.Figures | None = None,
    readings: list[RecordReadings] | None = None,
) -> str:
    """The permalink page ``laws/<source>/<n>/`` of one unit, with its apparatus; with *citing*,
    whether each implementing object's pin is current, and the tests marked with the unit; with
    *readings*, the shipped records each ruling's readings change, in its box; and in each box, the worked
    examples that set its readings ([`example_cases`][pokerlaws.site.readings_pages.example_cases]).

    The pages of 1882:65, foster:1 and 1895:38 end with a section computed from the engine
    ([engine_figures][pokerlaws.site.engine_figures]): taken from *figures* when given, else
    computed here.
    """
    here = unit_page_path(unit)
    source = corpus.sources[unit.source]
    out = [
        f"# {unit_name(corpus, unit)} — {escape_markdown(unit.title)} {{ #{unit.anchor} }}",
        "",
        _unit_meta(corpus, unit, here),
        "",
        *_edited_text_block(corpus, unit),
    ]
    out += cite_section(corpus, unit, site_url)
    out += _witnesses_section(source, unit)
    if unit.variants:
        out += _variants_section(unit)
    out += _emendations_section(unit, here)
    if unit.commentary.strip():
        out += [f"## Commentary {{ #{unit.anchor}-commentary }}", "", unit.commentary.strip(), ""]
    if unit.rulings:
        out += [f"## Editorial rulings {{ #{unit.anchor}-rulings }}", ""]
        out += [
            f"Each ruling is numbered within the {unit_name(corpus, unit).split()[0].lower()}, in order, and cited by "
            f"its id: `{unit.rulings[0].id}`.",
            "",
        ]
        for ruling in unit.rulings:
            cases = ruling_cases(ruling.parameter, readings, here) if readings and ruling.parameter else None
            examples = example_cases(corpus, ruling.parameter, here) if ruling.parameter else None
            out += [render_ruling(ruling, cases=cases, examples=examples), ""]
    out += _engine_section(unit, citing)
    if unit.examples:
        out += _examples_section(unit)
    out += tests_lines(unit, citing)
    if unit.id in engine_figures.SECTIONS:
        out += figures.section(unit.id) if figures is not None else engine_figures.SECTIONS[unit.id](here)
    out += [_pager(corpus, unit, here), ""]
    return "\n".join(out).rstrip() + "\n"


def _edited_text_block(corpus: Corpus, unit: Law) -> list[str]:
    # The text as its witnesses print it (a printed heading, the number, the
    # text, the notes), each emended place marked: see the apparatus module.
    placed = apparatus.locate(corpus, unit)
    ids = f"{unit.anchor}-em"
    out = ['<div class="edited-text" markdown>', ""]
    if corpus.heading_printed(unit):
        heading = _marked(unit.section, unit, placed.get("heading"), f"{ids}-heading")
        out += [f'<p class="printed-heading" markdown>{heading}</p>', ""]
    label = corpus.label(unit)
    number = _marked(label, unit, placed.get("label"), f"{ids}-label") if label else escape_markdown(f"[{unit.number}]")
    out += [f"**{number}** {render_edited_text(unit, placed.get('text'), f'{ids}-text')}", ""]
    if unit.footnotes:
        out += [render_notes(unit, placed), ""]
    if placed:
        out += [apparatus.notes_html(unit, placed, ids), "", marks_legend(unit, placed), ""]
    return [*out, "</div>", ""]


def marks_legend(unit: Law, placed: dict[str, list[apparatus.Span]]) -> str:
    """The legend of the marks of the view "Edited, emendations marked": each kind of mark the unit's
    text holds, drawn as in the text, in words, with its count; and the choice to hide the
    normalisations. Hidden until ``views.js`` shows it in that view.

    Examples:
        >>> from pokerlaws.edition.corpus import default_corpus
        >>> corpus = default_corpus()
        >>> unit = corpus.law("1882:78")
        >>> "a misprint of the book, corrected (1)" in marks_legend(unit, apparatus.locate(corpus, unit))
        True
    """
    kinds: dict[str, int] = {}
    pages = 0
    for spans in placed.values():
        for span in spans:
            if not apparatus.pages_only(unit, span):
                kind = apparatus.mark_kind(unit, span.indices)
                kinds[kind] = kinds.get(kind, 0) + 1
            pages += len(apparatus.pages_in(unit, span))
    items = "".join(
        f'<li><span class="emendation-sample" data-kind="{kind}" aria-hidden="true">word</span> {html.escape(words)} ({kinds[kind]})</li>'
        for kind, words in apparatus.MARK_KINDS.items()
        if kind in kinds
    )
    if pages:
        items += (
            '<li><span class="emendation-sample page-ref-sample" aria-hidden="true">p. n</span> where a page of the print begins '
            f"(a reference, shown in every view; focused, it says what the witness prints) ({pages})</li>"
        )
    hide = ""
    if kinds.get("normalisation"):
        hide = (
            '<p class="emendation-legend__hide"><label><input type="checkbox" name="hide-normalisations"> '
            f"Hide the {kinds['normalisation']} normalisation{'s' * (kinds['normalisation'] != 1)}: "
            "keep the corrections and conjectures marked</label></p>"
        )
    return (
        f'<div class="emendation-legend" hidden><p class="emendation-legend__title">Marks in the text</p>'
        f"<ul>{items}</ul>{hide}</div>"
    )


def _pages_phrase(pages: Iterable[int]) -> str:
    pages = sorted(pages)
    if not pages:
        return ""
    if len(pages) == 1:
        return f"p. {pages[0]}"
    if pages == list(range(pages[0], pages[-1] + 1)):
        return f"pp. {pages[0]}–{pages[-1]}"
    return "pp. " + ", ".join(map(str, pages))


def _unit_meta(corpus: Corpus, unit: Law, here: str) -> str:
    source = corpus.sources[unit.source]
    bits = [
        f"`{unit.id}`",
        f"[{escape_markdown(source.short_title)}]({relative_link(here, source_page_path(unit.source))}#{unit.anchor})",
        f"*{escape_markdown(unit.section)}*" + (" (heading editorial)" if unit.section in source.editorial_headings else ""),
    ]
    for siglum, reading in unit.readings.items():
        if reading.pages:
            bits.append(f"{_pages_phrase(reading.pages)} ({siglum})")
    if source.numbering == "editorial":
        bits.append("numbering editorial")
    bits.append('<span class="editorial-title" title="The short title is the editor\'s, not the source\'s">title editorial</span>')
    bits.append(f"review: {review_badge(unit, here)}")
    return '<p class="unit-meta" markdown>' + " · ".join(bits) + "</p>"


def _witnesses_section(source: Source, unit: Law) -> list[str]:
    marks_pages = any(PAGE_MARKER.search(r.text) or r.pages for r in unit.readings.values())
    out = [
        f"## What the witnesses print {{ #{unit.anchor}-witnesses }}",
        "",
        "Each witness's diplomatic reading, exactly as the file has it: its line breaks, "
        + ("its page markers (`[56]` where page 56 begins) " if marks_pages else "")
        + "and its faults.",
        "",
    ]
    for siglum, reading in unit.readings.items():
        witness = source.witness(siglum)
        files = [f.file for f in witness.files if unit.number in f.numbers]
        held = f" · in {', '.join(f'`{name}`' for name in files)}" if len(witness.files) > 1 else ""
        body = [f"*{escape_markdown(witness.name)}*{held}" + (f" · {_pages_phrase(reading.pages)}" if reading.pages else "")]
        if reading.lacks:
            where = "begins in the middle of it" if reading.lacks == "beginning" else "breaks off in the middle of it"
            body.append(f"This witness lacks the {reading.lacks} of the {source.unit_name}: its file {where}.")
        fence = code_fence(reading.text)
        block = [fence + " { .text .diplomatic }", *reading.text.splitlines(), fence]
        out += [f'=== "Witness {siglum}"', ""]
        out += [indent_block(paragraph) + "\n" for paragraph in body]
        out += [indent_block("\n".join(block)), ""]
        variants = [v.readings[siglum] for v in unit.variants if siglum in v.readings]
        if variants:
            data = html.escape(json.dumps(variants, ensure_ascii=False), quote=True)
            out += [indent_block(f'<div class="witness-variants" hidden data-readings="{data}"></div>'), ""]
    return out


def _variants_section(unit: Law) -> list[str]:
    # Witnesses in the unit's order (W before G), then any others.
    named = {s for v in unit.variants for s in v.readings}
    sigla = [s for s in unit.readings if s in named] + sorted(named - set(unit.readings))
    head = "| Edition | " + " | ".join(sigla) + " | Note |"
    rows = [head, "| --- | " + " | ".join("---" for _ in sigla) + " | --- |"]
    for variant in unit.variants:
        cells = [code_span(variant.edition)]
        cells += [code_span(variant.readings[s]) if s in variant.readings else "—" for s in sigla]
        cells.append(escape_cell(variant.note))
        rows.append("| " + " | ".join(cells) + " |")
    return [
        f"## Variants {{ #{unit.anchor}-variants }}",
        "",
        "Places where the witnesses of this text differ, and what the edition reads.",
        "",
        *rows,
        "",
    ]


def _emendations_section(unit: Law, here: str) -> list[str]:
    return emendation_tables.emendations_section(unit, here)


def _engine_section(unit: Law, citing: Citing | None) -> list[str]:
    out = [f"## In the engine {{ #{unit.anchor}-engine }}", ""]
    if unit.engine.status == "implemented" and unit.engine.paths:
        out += ["Implemented by:", ""]
        out += pin_lines(unit, citing, unit.engine.paths)
    elif unit.engine.status == "planned":
        out.append(f"*Not yet implemented.* {escape_markdown(unit.engine.reason or '')}")
    else:
        out.append(f"*Not executable.* {escape_markdown(unit.engine.reason or '')}")
    return out + [""]


def _examples_section(unit: Law) -> list[str]:
    out = [
        f"## Worked examples {{ #{unit.anchor}-examples }}",
        "",
        '!!! success "These examples are checked"',
        "",
        "    Each example below is run exactly as shown whenever the edition is built, and the edition "
        "is not published if what it prints differs from what is shown here: every line is compared, "
        "runs of spaces count as one, and `...` in a line shown stands for any text. "
        f"[How they are checked, and how to run them yourself]({relative_link(unit_page_path(unit), 'method.md')}#examples).",
        "",
    ]
    for number, example in enumerate(unit.examples, 1):
        code = example.code.rstrip("\n")
        fence = code_fence(code)
        # the box that run-examples.js gives its Run, Edit and Reset (in a build with the runtime)
        out += [f'<div class="worked-example" id="{unit.anchor}-example-{number}" data-example="{unit.id} {number}" markdown>', ""]
        out += [f'{fence} pycon title="{attribute_text(example.title)}"', code, fence, "", "</div>", ""]
    return out


def _pager(corpus: Corpus, unit: Law, here: str) -> str:
    before, after = corpus.neighbours(unit)
    source = corpus.sources[unit.source]
    left = (
        f'[← {escape_markdown(nav_title(corpus, before))}]({relative_link(here, unit_page_path(before))}){{ .unit-prev rel="prev" }}'
        if before
        else f"[← {escape_markdown(source.short_title)}]({relative_link(here, source_page_path(unit.source))}){{ .unit-prev }}"
    )
    right = (
        f'[{escape_markdown(nav_title(corpus, after))} →]({relative_link(here, unit_page_path(after))}){{ .unit-next rel="next" }}'
        if after
        else f"[{escape_markdown(source.short_title)} →]({relative_link(here, source_page_path(unit.source))}){{ .unit-next }}"
    )
    return f'<div class="unit-pager" markdown>\n\n{left} {right}\n\n</div>'
