"""The site's generated pages, as Markdown, from a [`Corpus`][pokerlaws.edition.corpus.Corpus].

[`render_site`][pokerlaws.edition.site.render_site] maps docs-relative paths
(``"laws/1882/71.md"``) to Markdown; [`nav`][pokerlaws.edition.site.nav] gives
the navigation in the shape of MkDocs' ``nav`` setting. Nothing here imports
MkDocs: the [plugin][pokerlaws.edition.mkdocs_plugin] is a thin adapter, so a
move to another generator (Zensical ignores MkDocs plugins) means calling these
functions from a script, e.g. ``python -m pokerlaws.edition.site docs/``.

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

import html
import importlib
import json
import pkgutil
import posixpath
import re
import sys
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from urllib.parse import urlsplit

import yaml

from pokerlaws.edition import all_hands
from pokerlaws.edition.corpus import SOURCE_ORDER, Corpus
from pokerlaws.edition.export import corpus_record
from pokerlaws.edition.export import permalink as unit_path
from pokerlaws.edition.files import read_text
from pokerlaws.edition.links import engine_modules, import_engine
from pokerlaws.edition.model import EMENDATION_TYPES, Emendation, Law, Ruling, Source
from pokerlaws.edition.readings import PAGE_MARKER

FRONT_PAGES = (
    ("Home", "index.md"),
    ("Editorial method", "method.md"),
    ("Glossary", "glossary.md"),
)
"""Hand-written pages (in ``docs/``) that open the navigation."""

EDITION_ORDER = (
    "model", "corpus", "loader", "yamlfiles", "files", "readings", "errors", "examples", "pytest_examples", "site", "all_hands", "mkdocs_plugin",
)  # fmt: skip
"""The edition's modules in reading order (others follow alphabetically)."""

SUPPLIED_TITLE = "supplied by the editor"

PERFORMANCE_PAGE = "performance.md"
"""Hand-written (in ``docs/``): the figures of a run of ``scripts/bench_hands.py``."""

UNIT_SECTIONS = {all_hands.UNIT: all_hands.render_all_hands_section}
"""Sections computed from the engine for particular units: id → function(page path) → Markdown lines.

The page of 1882:65 shows the tables of all hands under each code
([`all_hands`][pokerlaws.edition.all_hands]).
"""


# --- the whole site ---------------------------------------------------------------


def render_site(corpus: Corpus, site_url: str | None = None, records: Iterable[Path] = ()) -> dict[str, str]:
    """Every generated page of the site, docs-relative path → Markdown.

    Args:
        corpus: the loaded edition.
        site_url: the site's root URL, for the absolute permalinks of "Cite as";
            without it, permalinks are given as paths (``/laws/1882/71/``).
        records: records of play (YAML files under ``docs/records/``), judged
            at build time and shown on the page *Judging a record*.
    """
    pages: dict[str, str] = {"laws/index.md": render_laws_index(corpus)}
    for key, source in sources_in_order(corpus):
        pages[source_page_path(key)] = render_source_page(corpus, source)
        for unit in corpus.units(key):
            pages[unit_page_path(unit)] = render_unit_page(corpus, unit, site_url)
    pages["concordance.md"] = render_concordance(corpus)
    pages["emendations.md"] = render_emendations(corpus)
    pages["rulings.md"] = render_rulings(corpus)
    pages.update(render_downloads(corpus))
    pages["judging.md"] = render_judging(records)
    pages.update(render_api_pages())
    if all_hands.UNIT in corpus.laws:
        pages.update(all_hands.render_all_hands_files())
    return pages


def nav(corpus: Corpus) -> list:
    """The site's navigation, in the form of MkDocs' ``nav`` setting.

    Home, method and glossary; then per source its reading page (the section's
    index page) and its units; then concordance, emendations, rulings and the
    API reference.
    """
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
        {"Judging a record": "judging.md"},
        {"Downloads": "downloads.md"},
        {"Performance": PERFORMANCE_PAGE},
    ]
    api: list = ["api/index.md"]
    api += [{module: api_page_path(module)} for module in engine_modules()]
    api.append({"pokerlaws.edition": "api/edition.md"})
    entries.append({"API reference": api})
    return entries


# --- paths and names ----------------------------------------------------------------


def sources_in_order(corpus: Corpus) -> list[tuple[str, Source]]:
    """The sources as the edition presents them: 1882, foster, 1895."""
    keys = [k for k in SOURCE_ORDER if k in corpus.sources] + sorted(set(corpus.sources) - set(SOURCE_ORDER))
    return [(k, corpus.sources[k]) for k in keys]


def source_page_path(key: str) -> str:
    """``laws/1882/index.md``: the source's introduction and reading text (URL ``/laws/1882/``)."""
    return f"laws/{key}/index.md"


def unit_page_path(unit: Law) -> str:
    """``laws/1882/71.md``: the unit's permalink page (URL ``/laws/1882/71/``), from its id alone."""
    return f"laws/{unit.source}/{unit.number}.md"


def api_page_path(module: str) -> str:
    """``api/hands.md``: the API page of the engine module ``pokerlaws.hands``."""
    return f"api/{module.removeprefix('pokerlaws.').replace('.', '/')}.md"


def permalink(unit: Law, site_url: str | None = None) -> str:
    """The unit's permanent URL, built from its id only (never from its title).

    Without a public ``site_url`` (none, or one on this machine, as when
    serving locally) the path alone: a local address is no address to cite.
    """
    path = unit_path(unit)
    local = not site_url or urlsplit(site_url).hostname in ("127.0.0.1", "localhost", "::1")
    return f"/{path}" if local else f"{site_url.rstrip('/')}/{path}"


def unit_name(corpus: Corpus, unit: Law) -> str:
    """``"Law 71"``, ``"Rule 28"``, ``"Paragraph 4"``."""
    return f"{corpus.sources[unit.source].unit_name.capitalize()} {unit.number}"


def nav_title(corpus: Corpus, unit: Law) -> str:  # noqa: ARG001 - kept parallel to unit_name
    """``"71 · The ace in sequences"``: the unit in the navigation and the pager."""
    return f"{unit.number} · {unit.title}"


def _rel(from_path: str, to_path: str) -> str:
    """A relative link between two docs-relative Markdown paths (MkDocs checks and rewrites it).

    >>> _rel("laws/1882/71.md", "laws/1882/index.md"), _rel("laws/1882/71.md", "method.md")
    ('index.md', '../../method.md')
    """
    return posixpath.relpath(to_path, posixpath.dirname(from_path) or ".")


def _unit_link(from_path: str, unit: Law, text: str | None = None) -> str:
    return f"[{text or unit.id}]({_rel(from_path, unit_page_path(unit))})"


# --- escaping -----------------------------------------------------------------------

# Characters Python-Markdown (and our extensions) would read as markup.
_MD_SPECIAL = re.compile(r"([\\`*_\[\]{}])")
_LINE_START = re.compile(r"^(\s*)(#|[-+*](?=\s)|\d+(?=[.)](\s|$)))")


def escape_markdown(text: str, line_start: bool = True) -> str:
    r"""Escape *text* so that Markdown shows it as it is, on one line.

    Backslash-escapes the markup characters, writes ``&``, ``<`` and ``>`` as
    entities and, when the text begins a line (*line_start*), escapes what
    would open a block there: ``71. The ace`` would otherwise become an
    ordered list starting at 1.

    >>> print(escape_markdown("71. The *ace* [sic] & <b>"))
    71\. The \*ace\* \[sic\] &amp; &lt;b&gt;
    """
    text = " ".join(text.split())
    text = html.escape(text, quote=False)
    text = _MD_SPECIAL.sub(r"\\\1", text)
    match = _LINE_START.match(text) if line_start else None
    if match:
        lead, token = match.group(1), match.group(2)
        rest = text[match.end() :]
        # "71." opens a list: escape the punctuation after the number; "#", "-", "+" themselves.
        text = f"{lead}{token}\\{rest}" if token[0].isdigit() else f"{lead}\\{token}{rest}"
    return text


def escape_cell(text: str) -> str:
    """Escape prose for a table cell: as [escape_markdown][pokerlaws.edition.site.escape_markdown], and ``|``."""
    return escape_markdown(text).replace("|", "&#124;")


def code_span(text: str) -> str:
    """*text* as a code span: shown literally (``⟨⟩``, ``_``, ``*`` and all), safe in a table.

    An empty text (an emendation that deletes) is shown as *(nothing)*.
    """
    text = " ".join(text.split())
    if not text:
        return "*(nothing)*"
    # A run of backticks inside needs a longer fence; spaces keep edge backticks apart.
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") or longest else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def _fence(text: str, char: str = "`") -> str:
    """A code fence longer than any run of *char* in *text*."""
    longest = max((len(run) for run in re.findall(re.escape(char) + "+", text)), default=0)
    return char * max(3, longest + 1)


def _attr(text: str) -> str:
    """*text* for a double-quoted attribute (a fenced block's title)."""
    return " ".join(text.split()).replace('"', "&quot;")


def _indent(text: str, prefix: str = "    ") -> str:
    return "\n".join(prefix + line if line.strip() else "" for line in text.splitlines())


# --- the edited text ----------------------------------------------------------------

_ITALIC = re.compile(r"(?<![\w_])_(?=\S)(.+?)(?<=\S)_(?![\w_])")
_SUPPLIED = re.compile(r"⟨([^⟨⟩]*)⟩")


def note_anchor(unit: Law, index: int) -> str:
    """Id of the *index*-th (1-based) source footnote of *unit* on a page."""
    return f"{unit.anchor}-note-{index}"


def render_edited_text(unit: Law) -> str:
    """The unit's edited reading as one line of Markdown with inline HTML.

    ``_x_`` becomes italics, ``⟨x⟩`` a supplied word (class ``supplied``, with
    a tooltip), and each footnote mark a link to its note; everything else is
    escaped so that it shows as the edition reads.
    """
    marks = {note.mark: i for i, note in enumerate(unit.footnotes, start=1)}
    return _render_inline(" ".join(unit.text.split()), unit, marks)


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


def render_notes(unit: Law) -> str:
    """The source's footnotes on *unit*, each with an anchor the mark links to."""
    lines = []
    for index, note in enumerate(unit.footnotes, start=1):
        lines.append(
            f'<p class="source-note" id="{note_anchor(unit, index)}" markdown>'
            f'<span class="note-mark">{html.escape(note.mark)}</span> {escape_markdown(note.text, line_start=False)}</p>'
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
        f"[list of emendations]({_rel(here, 'emendations.md')}#emendations-{source.key}).",
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
    out += ["| Source | Date | Units | Witnesses |", "| --- | --- | --- | --- |"]
    for key, source in sources_in_order(corpus):
        units = corpus.units(key)
        link = f"[{escape_markdown(source.title)}]({_rel(here, source_page_path(key))})"
        ids = f"{_unit_link(here, units[0])} … {_unit_link(here, units[-1])}"
        sigla = ", ".join(f"**{w.siglum}**" for w in source.witnesses)
        out.append(f"| {link} | {escape_cell(source.date)} | {ids} ({len(units)}) | {sigla} |")
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
        f"The edited text. Each number leads to the {source.unit_name}'s own page, with what each witness "
        "prints, the emendations and the apparatus.",
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
    link = f'[{label}]({_rel(here, unit_page_path(unit))} "{unit_name(corpus, unit)}: {_attr(unit.title)}")'
    lines = [
        f'<div class="unit" id="{unit.anchor}" markdown>',
        "",
        f"{link}{{ .unit-number }} {render_edited_text(unit)}",
        "",
    ]
    if unit.footnotes:
        lines += [render_notes(unit), ""]
    lines.append("</div>")
    return "\n".join(lines)


# --- a unit's page ------------------------------------------------------------------


def render_unit_page(corpus: Corpus, unit: Law, site_url: str | None = None) -> str:
    """The permalink page ``laws/<source>/<n>/`` of one unit, with its apparatus."""
    here = unit_page_path(unit)
    source = corpus.sources[unit.source]
    out = [
        f"# {unit_name(corpus, unit)} — {escape_markdown(unit.title)} {{ #{unit.anchor} }}",
        "",
        _unit_meta(corpus, unit, here),
        "",
        '<div class="edited-text" markdown>',
        "",
        f"**{escape_markdown(_number_label(corpus, unit))}** {render_edited_text(unit)}",
        "",
    ]
    if unit.footnotes:
        out += [render_notes(unit), ""]
    out += ["</div>", ""]
    out += _witnesses_section(source, unit)
    if unit.variants:
        out += _variants_section(unit)
    out += _emendations_section(unit, here)
    if unit.commentary.strip():
        out += [f"## Commentary {{ #{unit.anchor}-commentary }}", "", unit.commentary.strip(), ""]
    if unit.rulings:
        out += [f"## Editorial rulings {{ #{unit.anchor}-rulings }}", ""]
        for index, ruling in enumerate(unit.rulings, start=1):
            out += [render_ruling(ruling, f"{unit.anchor}-ruling-{index}"), ""]
    out += _engine_section(unit)
    if unit.examples:
        out += _examples_section(unit)
    if unit.id in UNIT_SECTIONS:
        out += UNIT_SECTIONS[unit.id](here)
    out += _cite_section(corpus, unit, site_url)
    out += [_pager(corpus, unit, here), ""]
    return "\n".join(out).rstrip() + "\n"


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
        f"[{escape_markdown(source.short_title)}]({_rel(here, source_page_path(unit.source))}#{unit.anchor})",
        f"*{escape_markdown(unit.section)}*" + (" (heading editorial)" if unit.section in source.editorial_headings else ""),
    ]
    for siglum, reading in unit.readings.items():
        if reading.pages:
            bits.append(f"{_pages_phrase(reading.pages)} ({siglum})")
    if source.numbering == "editorial":
        bits.append("numbering editorial")
    bits.append('<span class="editorial-title" title="The short title is the editor\'s, not the source\'s">title editorial</span>')
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
        fence = _fence(reading.text)
        block = [fence + " { .text .diplomatic }", *reading.text.splitlines(), fence]
        out += [f'=== "Witness {siglum}"', ""]
        out += [_indent(paragraph) + "\n" for paragraph in body]
        out += [_indent("\n".join(block)), ""]
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


def _emendation_row(emendation: Emendation, here: str) -> str:
    kind = f"[{emendation.type}]({_rel(here, 'method.md')}#emendation-types)"
    return (
        f"| {emendation.witness} | {code_span(emendation.reads)} | {code_span(emendation.edition)} "
        f"| {kind} | {escape_cell(emendation.reason)} |"
    )


_EMENDATION_HEAD = ["| Witness | Reads | Edition | Type | Reason |", "| --- | --- | --- | --- | --- |"]


def _emendations_section(unit: Law, here: str) -> list[str]:
    out = [f"## Emendations {{ #{unit.anchor}-emendations }}", ""]
    if not unit.emendations:
        return out + ["None: every witness reads as the edition.", ""]
    out += [
        "Every difference between a witness and the edited text, shown literally "
        "(`_x_` is the transcription's italics, `⟨x⟩` a word the editor supplies). They apply in "
        "order, each to the text as the ones above it left it.",
        "",
        *_EMENDATION_HEAD,
        *(_emendation_row(e, here) for e in unit.emendations),
        "",
    ]
    return out


def render_ruling(ruling: Ruling, anchor: str | None = None) -> str:
    """An editorial ruling as an admonition: question, ruling, parameter and default, alternatives."""
    # Question and ruling are the editor's Markdown, like the commentary.
    body = [f"**Question.** {' '.join(ruling.question.split())}", "", f"**Ruling.** {' '.join(ruling.ruling.split())}"]
    if ruling.parameter:
        # The parameter may be below what the API pages render as a heading
        # (an argument of a function): an optional autoref links it only if it can.
        link = f'<autoref identifier="{html.escape(ruling.parameter)}" optional><code>{html.escape(ruling.parameter)}</code></autoref>'
        line = f"**Parameter:** {link}"
        if ruling.default is not None:
            line += f", default {code_span(ruling.default)}"
        body += ["", line]
    if ruling.alternatives:
        body += ["", "**Alternatives:**", ""]
        body += [f"- {code_span(value)}: {' '.join(meaning.split())}" for value, meaning in ruling.alternatives.items()]
    id_attr = f' id="{anchor}"' if anchor else ""
    title = _attr(ruling.title)
    return "\n".join([f'<div class="ruling"{id_attr} markdown>', "", f'!!! question "{title}"', "", _indent("\n".join(body)), "", "</div>"])


def _engine_section(unit: Law) -> list[str]:
    out = [f"## In the engine {{ #{unit.anchor}-engine }}", ""]
    if unit.engine.status == "implemented" and unit.engine.paths:
        out += ["Implemented by:", ""]
        out += [f"- [`{path}`][{path}]" for path in unit.engine.paths]
    elif unit.engine.status == "planned":
        out.append(f"*Not yet implemented.* {escape_markdown(unit.engine.reason or '')}")
    else:
        out.append(f"*Not executable.* {escape_markdown(unit.engine.reason or '')}")
    return out + [""]


def _examples_section(unit: Law) -> list[str]:
    out = [
        f"## Worked examples {{ #{unit.anchor}-examples }}",
        "",
        '!!! success "These examples are tested"',
        "",
        "    Each example below runs in CI exactly as shown, and the build fails if its output "
        f"differs. Run them yourself with `pokerlaws examples {unit.id}` or `pytest laws/`.",
        "",
    ]
    for example in unit.examples:
        code = example.code.rstrip("\n")
        fence = _fence(code)
        out += [f'{fence} pycon title="{_attr(example.title)}"', code, fence, ""]
    return out


def _cite_section(corpus: Corpus, unit: Law, site_url: str | None) -> list[str]:
    source = corpus.sources[unit.source]
    url = permalink(unit, site_url)
    return [
        f"## Cite as {{ #{unit.anchor}-cite }}",
        "",
        f"`{unit.id}` — *{escape_markdown(source.short_title)}*, {source.unit_name} {unit.number}, "
        f"in *Poker Laws: an annotated edition*, <{url}>" if url.startswith("http") else
        f"`{unit.id}` — *{escape_markdown(source.short_title)}*, {source.unit_name} {unit.number}, "
        f"in *Poker Laws: an annotated edition*, `{url}`",
        "",
        f'From code: `pokerlaws.law("{unit.id}")`, and `@implements("{unit.id}")` on the object that carries it out.',
        "",
    ]


def _pager(corpus: Corpus, unit: Law, here: str) -> str:
    before, after = corpus.neighbours(unit)
    source = corpus.sources[unit.source]
    left = (
        f'[← {escape_markdown(nav_title(corpus, before))}]({_rel(here, unit_page_path(before))}){{ .unit-prev rel="prev" }}'
        if before
        else f"[← {escape_markdown(source.short_title)}]({_rel(here, source_page_path(unit.source))}){{ .unit-prev }}"
    )
    right = (
        f'[{escape_markdown(nav_title(corpus, after))} →]({_rel(here, unit_page_path(after))}){{ .unit-next rel="next" }}'
        if after
        else f"[{escape_markdown(source.short_title)} →]({_rel(here, source_page_path(unit.source))}){{ .unit-next }}"
    )
    return f'<div class="unit-pager" markdown>\n\n{left} {right}\n\n</div>'


# --- concordance, emendations, rulings ----------------------------------------------


def render_concordance(corpus: Corpus) -> str:
    """Every unit with the engine objects that implement it and its worked examples, and the reverse."""
    here = "concordance.md"
    out = [
        "# Concordance",
        "",
        "Law ↔ code ↔ examples. For each unit: the engine objects that implement it, the number "
        "of worked examples (each runs in CI) and its status — *implemented*, *planned* "
        "(executable, not yet written) or *none* (not executable).",
        "",
    ]
    for key, source in sources_in_order(corpus):
        out += [f"## {escape_markdown(source.short_title)} {{ #concordance-{key} }}", ""]
        out += ["| Unit | Title | Implemented by | Examples | Status |", "| --- | --- | --- | --- | --- |"]
        for unit in corpus.units(key):
            engine = "<br>".join(f"[`{p}`][{p}]" for p in unit.engine.paths) or "—"
            status = unit.engine.status
            if unit.engine.reason:
                status = f'<span title="{html.escape(" ".join(unit.engine.reason.split()))}">{status}</span>'
            out.append(
                f"| {_unit_link(here, unit)} | {escape_cell(unit.title)} | {engine} | {len(unit.examples) or '—'} | {status} |"
            )
        out.append("")
    out += _code_to_laws(corpus, here)
    return "\n".join(out).rstrip() + "\n"


def _code_to_laws(corpus: Corpus, here: str) -> list[str]:
    cited = import_engine()
    out = [
        "## From code to laws { #concordance-code }",
        "",
        "Every engine object that cites a unit with `@implements`, and the units it cites.",
        "",
    ]
    if not cited:
        return out + ["No engine object cites a unit yet.", ""]
    out += ["| Object | Cites |", "| --- | --- |"]
    for name, ids in cited.items():
        out.append(f"| [`{name}`][{name}] | {_cited_units(corpus, ids, here)} |")
    return out + [""]


def _cited_units(corpus: Corpus, ids: Iterable[str], here: str) -> str:
    # An id the edition does not know stays plain text: the test suite, not the
    # site, reports citations of units that do not exist.
    return ", ".join(_unit_link(here, corpus.laws[i]) if i in corpus.laws else f"`{i}`" for i in ids)


def render_emendations(corpus: Corpus) -> str:
    """Every emendation of the edition, with counts per type and source."""
    here = "emendations.md"
    counts = {key: Counter(e.type for u in corpus.units(key) for e in u.emendations) for key in corpus.sources}
    keys = [key for key, _ in sources_in_order(corpus)]
    out = [
        "# Emendations",
        "",
        "Every place where the edited text departs from a witness, by source and unit. The readings "
        "are shown literally, as the witness has them. The kinds of emendation are explained in the "
        f"[editorial method]({_rel(here, 'method.md')}#emendation-types).",
        "",
        "| Type | Meaning | " + " | ".join(escape_cell(corpus.sources[k].short_title) for k in keys) + " | All |",
        "| --- | --- | " + " | ".join("---:" for _ in keys) + " | ---: |",
    ]
    for kind, meaning in EMENDATION_TYPES.items():
        per = [counts[k][kind] for k in keys]
        out.append(f"| {kind} | {escape_cell(meaning)} | " + " | ".join(map(str, per)) + f" | {sum(per)} |")
    totals = [sum(counts[k].values()) for k in keys]
    out += ["| **all** | | " + " | ".join(f"**{t}**" for t in totals) + f" | **{sum(totals)}** |", ""]
    for key, source in sources_in_order(corpus):
        out += [f"## {escape_markdown(source.short_title)} {{ #emendations-{key} }}", ""]
        units = [u for u in corpus.units(key) if u.emendations]
        if not units:
            out += ["No emendations.", ""]
            continue
        out += ["| Unit | Witness | Reads | Edition | Type | Reason |", "| --- | --- | --- | --- | --- | --- |"]
        for unit in units:
            for emendation in unit.emendations:
                out.append(f"| {_unit_link(here, unit)} " + _emendation_row(emendation, here))
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def render_rulings(corpus: Corpus) -> str:
    """Every editorial ruling, with the unit it belongs to."""
    here = "rulings.md"
    out = [
        "# Editorial rulings",
        "",
        "Where the text does not decide a question the engine must answer, the engine takes a "
        "parameter; its default is the editor's reading, stated here and on the unit's page.",
        "",
    ]
    ruled = [u for u in corpus.laws.values() if u.rulings]
    if not ruled:
        return "\n".join(out + ["No editorial rulings are recorded yet."]) + "\n"
    for unit in ruled:
        out += [f"## {unit.id} — {escape_markdown(unit.title)} {{ #rulings-{unit.anchor} }}", ""]
        out += [f"On {_unit_link(here, unit, unit_name(corpus, unit))} ({escape_markdown(corpus.sources[unit.source].short_title)}).", ""]
        for ruling in unit.rulings:
            out += [render_ruling(ruling), ""]
    return "\n".join(out).rstrip() + "\n"


# --- judging records of play -------------------------------------------------------


def render_judging(records: Iterable[Path]) -> str:
    """The page *Judging a record*: the format of a record, and each example judged now."""
    from pokerlaws.deal import DEAL_ACTS, DEAL_CODES
    from pokerlaws.edition.records import SCHEMA, judge_file
    from pokerlaws.judge import ACTS, RecordError

    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    fields = ["| Field | What it holds |", "| --- | --- |"]
    for name, spec in schema["properties"].items():
        fields.append(f"| `{name}` | {escape_cell(spec.get('description', spec.get('title', '')))} |")

    def act_line(form: str, meaning: str = "") -> str:
        return f"- `{form}`" + (f" — {escape_markdown(meaning, line_start=False)}" if meaning else "")

    betting_acts = [act_line("PLAYER " + text.split(" — ")[0], text.split(" — ")[1]) for text in ACTS.values()]
    codes = ["| Code | What it takes from where |", "| --- | --- |"]
    codes += [f"| `{code}` | {escape_cell(meaning)} |" for code, meaning in DEAL_CODES.items()]
    stages = []
    for stage, forms in DEAL_ACTS.items():
        stages += [f"*{stage.capitalize()}*:", "", *(act_line(form) for form in forms), ""]
    out = [
        "# Judging a record",
        "",
        "`pokerlaws judge FILE` reads a plain record of play, rules each step by the law that applies, and "
        "settles the pool: what each player receives. A step that breaks a law stops the judgement with a "
        "ruling that names the step, its line in the file, and the law. `pokerlaws judge -` reads the record "
        "from standard input.",
        "",
        "A record may say what the settlement is, `expect: {payouts: {A: 0, B: 0, C: 18}}`: the judge checks "
        "it, and a settlement that differs is reported with the line of `expect`. The exit status is 0 when "
        "the record is judged (and agrees with its `expect`); 1 when a step breaks a law, the settlement is "
        "not what `expect` says, or the file cannot be read or is not a record; 2 for a usage error. "
        "`pokerlaws judge --help` says the same.",
        "",
        "A record is a YAML file of one of two kinds: **a betting round** after the draw, under the 1882 "
        "code, or **a whole deal**, from the blind or the jack-pot to the show. Its JSON Schema, "
        "`record.schema.json`, is in the package beside `pokerlaws/edition/records.py`; an editor that reads "
        "the `# yaml-language-server: $schema=…` line completes and checks it as you type.",
        "",
        "## The fields { #record-format }",
        "",
        *fields,
        "",
        "## A betting round { #record-betting-round }",
        "",
        "`seats`, `ante_man` and `actions` (with `show` when the hands are shown). Each act is a line "
        "`PLAYER ACT [AMOUNT]`, amounts in whole counters:",
        "",
        *betting_acts,
        "",
        "## A whole deal { #record-whole-deal }",
        "",
        "`code`, `seats`, `dealer`, `pack`, `before_draw`, `draw` and `after_draw`. The pack is the 52 cards "
        "as they lay after the shuffle and the cut, top first: the deal gives five to each player, one at a "
        "time from the age (the player on the dealer's left), and the draw goes on from the top where the "
        "deal left off (foster:2). No one source orders a whole deal, so each code is a combination the "
        "edition documents:",
        "",
        *codes,
        "",
        "The acts, stage by stage (`CARDS` as in `7C 2D`; after the draw of a blind pool, the acts of a "
        "betting round above, in counters under `foster`: `B bets a red`, `D raises two blues`):",
        "",
        *stages,
        "## Examples { #record-examples }",
        "",
        "Each record below is in `docs/records/` and is judged when this site is built, and again by the "
        "test suite; what follows each is the judge's output. Those named `…breaks…` show a ruling.",
        "",
    ]
    for path in sorted(records):
        text = read_text(path)
        title = (yaml.safe_load(text) or {}).get("title") or path.stem
        out += [f"### {escape_markdown(title)} {{ #record-{path.stem} }}", "", f"`docs/records/{path.name}`", ""]
        fence = _fence(text)
        out += [f"{fence} yaml", text.rstrip("\n"), fence, ""]
        try:
            report = judge_file(path).report()
        except RecordError as err:
            law = f" [law {err.law}]" if err.law else ""
            where = err.message.replace(str(path), f"docs/records/{path.name}")
            report = "\n".join([*(f"  {step}" for step in err.ruled), f"ruling: {where}{law}"])
        fence = _fence(report)
        out += [f'{fence} text title="pokerlaws judge docs/records/{path.name}"', report, fence, ""]
    return "\n".join(out)


# --- downloads -------------------------------------------------------------------------

EDITION_JSON = "downloads/pokerlaws-edition.json"


def render_downloads(corpus: Corpus) -> dict[str, str]:
    """``downloads.md``, the edition as JSON, and the witness files as they are."""
    files = {EDITION_JSON: json.dumps(corpus_record(corpus), ensure_ascii=False, indent=1) + "\n"}
    rows = ["| File | Siglum | Source | Holds |", "| --- | --- | --- | --- |"]
    for source, witness, file in corpus.witness_files():
        rel = f"downloads/witnesses/{file.file}"
        files[rel] = read_text(corpus.laws_dir / "witnesses" / file.file)
        rows.append(
            f"| [{code_span(file.file)}]({rel}){{ download }} | {witness.siglum} "
            f"| {escape_cell(source.short_title)} | {file.first}–{file.last} |"
        )
    page = [
        "# Downloads",
        "",
        f"**[The edition as JSON]({EDITION_JSON}){{ download }}** — every source with its witnesses, "
        "and every unit in reading order with its edited text, footnotes, diplomatic readings, emendations, "
        "variants, engine links, commentary, editorial rulings and worked examples. The same file is written by "
        "`pokerlaws export`.",
        "",
        "**The witnesses**, exactly as received: UTF-8 text, saved rather than shown, because a browser "
        "may read a text file without a declared encoding as another one (and show `Â·` for `·`). The "
        "edition rebuilds each of them word for word from its diplomatic readings.",
        "",
        *rows,
        "",
    ]
    files["downloads.md"] = "\n".join(page)
    return files


# --- API reference -------------------------------------------------------------------


def edition_modules() -> list[str]:
    """The modules of ``pokerlaws.edition``, in [EDITION_ORDER][pokerlaws.edition.site.EDITION_ORDER] first."""
    import pokerlaws.edition

    found = {m.name for m in pkgutil.iter_modules(pokerlaws.edition.__path__) if not m.name.startswith("_")}
    return [n for n in EDITION_ORDER if n in found] + sorted(found - set(EDITION_ORDER))


def _first_line(module: str) -> str:
    doc = importlib.import_module(module).__doc__ or ""
    return doc.strip().splitlines()[0] if doc.strip() else ""


def render_api_pages() -> dict[str, str]:
    """``api/index.md``, one page per engine module, and ``api/edition.md``."""
    cited = import_engine()
    pages = {"api/index.md": _api_index()}
    for module in engine_modules():
        pages[api_page_path(module)] = _api_module_page(module, cited)
    pages["api/edition.md"] = _api_edition_page()
    return pages


def _api_index() -> str:
    out = [
        "# API reference",
        "",
        "The engine is plain Python (standard library only) and cites the laws it carries out with "
        "`@implements(\"1882:71\")`; each module's page opens with the laws it cites, and each law's "
        "page links back here. The edition side reads `laws/` and builds this site.",
        "",
        "| Module | What it holds |",
        "| --- | --- |",
    ]
    for module in engine_modules():
        link = _rel("api/index.md", api_page_path(module))
        out.append(f"| [`{module}`]({link}) | {_first_line(module).replace('|', '&#124;')} |")
    out += [f"| [`pokerlaws.edition`](edition.md) | {_first_line('pokerlaws.edition').replace('|', '&#124;')} |", ""]
    out += [
        "## Citing a law from code { #api-law }",
        "",
        "::: pokerlaws.law",
        "    options:",
        "      heading_level: 3",
        "      show_root_full_path: true",
        "",
    ]
    return "\n".join(out)


def _api_module_page(module: str, cited: dict[str, tuple[str, ...]]) -> str:
    # The h1 carries the module's id, so that autorefs links to the module
    # resolve; mkdocstrings then renders without a root heading.
    mine = {name: ids for name, ids in cited.items() if name.startswith(module + ".")}
    out = [f"# `{module}` {{ #{module} }}", ""]
    if mine:
        out += ['!!! abstract "Laws cited in this module"', ""]
        out += ["    | Object | Laws |", "    | --- | --- |"]
        for name, ids in mine.items():
            short = name[len(module) + 1 :]
            laws = ", ".join(f"[{i}][{i.replace(':', '-')}]" for i in ids)
            out.append(f"    | [`{short}`][{name}] | {laws} |")
        out.append("")
    out += [f"::: {module}", "    options:", "      show_root_heading: false", "      show_root_toc_entry: false", "      heading_level: 2", ""]
    return "\n".join(out)


def _api_edition_page() -> str:
    out = [
        "# `pokerlaws.edition` { #pokerlaws.edition }",
        "",
        "The edition side: the laws as data, the checks that keep them honest, and the site.",
        "",
        "::: pokerlaws.edition",
        "    options:",
        "      show_root_heading: false",
        "      show_root_toc_entry: false",
        "      members: false",
        "",
    ]
    for name in edition_modules():
        out += [f"::: pokerlaws.edition.{name}", "    options:", "      heading_level: 2", ""]
    return "\n".join(out)


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
    """``python -m pokerlaws.edition.site DOCS_DIR``: write the generated pages there."""
    from pokerlaws.edition.corpus import Corpus, laws_directory
    from pokerlaws.edition.errors import LawFileError

    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m pokerlaws.edition.site DOCS_DIR", file=sys.stderr)
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
