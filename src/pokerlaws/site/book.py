"""The edition as a book: a PDF for print, made from the edition's data with Typst.

Not a print of the web page: [`book_data`][pokerlaws.site.book.book_data] gathers the
edition (each source, its witnesses and its units; each unit's edited text, the source's
notes, its apparatus, variants, commentary, numbered rulings and worked examples; the
glossary) as plain data, and the template ``book.typ`` beside this module sets it as a book:
a title page (title, version, date, editor, licence, permanent address), a table of
contents, the sources in reading order, the glossary and the list of witnesses at the end;
body text at 10.5 pt, notes at 9 pt; PDF bookmarks by source and unit; a running head on
each page naming the unit in hand (``1882:60 · A show for that amount``) and the page's number.

The apparatus stands as notes under each unit's text: each emended place of the text has
a letter, and its note reads ``lemma] witness reads; type; reason``, as a critical edition
prints it. A mention of a unit in the editor's prose (``law 61``) and a link of the
glossary lead to the place in the book; a link to another page of the site leads to it at
the edition's published address, and a build without one (a local site) gives none: no link
of the book leads to a file of the machine that made it. (A link of the editor's to another
site would lead there; the prose has none.)

Why Typst: it is a Python wheel (PyPI ``typst``) that carries its compiler and its fonts, so
the book is the same on every machine, with nothing from apt; it makes PDF bookmarks from
headings, running heads from the document's own marks, and internal links, and it sets the
whole edition in well under a second. Chromium's print has no running head that follows the
text, WeasyPrint needs Pango from apt, and LaTeX is hundreds of megabytes.

Examples:
    >>> from pokerlaws.edition.corpus import default_corpus
    >>> from pokerlaws.site.cite_as import EditionFacts
    >>> facts = EditionFacts("0.1.0", "2026-12-01", "last commit", "Poker Laws project")
    >>> data = book_data(default_corpus(), facts, "https://example.org/poker/", glossary="")
    >>> unit = data["sources"][0]["units"][8]
    >>> unit["id"], unit["head"], unit["url"]
    ('1882:60', '1882:60 · A show for that amount', 'https://example.org/poker/laws/1882/60/')
    >>> unit["rulings"][1]["label"], unit["rulings"][1]["heading"]
    ('r-1882-60-r2', 'R2 · His own stake')
"""

from __future__ import annotations

import json
import posixpath
import re
import shutil
import tempfile
from pathlib import Path
from typing import Any

import lxml.html
import markdown as markdown_lib
from lxml import etree

from pokerlaws.citecheck.forms import find_forms
from pokerlaws.edition import apparatus
from pokerlaws.edition.collation import normalise
from pokerlaws.edition.corpus import Corpus
from pokerlaws.edition.model import Law, Source
from pokerlaws.edition.prose_checks import PROSE_EXTENSIONS
from pokerlaws.site.cite_as import EDITION_TITLE, EditionFacts, permalink_root
from pokerlaws.site.markup import sources_in_order, unit_name, unit_page_path
from pokerlaws.site.terms import glossary_rows

__all__ = ["LICENCE", "PAPERS", "TEMPLATE", "book_data", "make_book"]

TEMPLATE = Path(__file__).with_name("book.typ")
"""The Typst template that sets the book from its data (``book.json`` beside it when compiled)."""

PAPERS = {"a4": "pokerlaws-edition.pdf", "us-letter": "pokerlaws-edition-letter.pdf"}
"""Typst's name of each paper the book is made on → the PDF's file name."""

LICENCE = "The texts of the sources are in the public domain; the edition and its code are under the MIT licence."

SUBTITLE = "Historical laws of Draw Poker (1882, the Foster-style account, 1895), edited from their witnesses"

_ITALIC = re.compile(r"(?<![\w_])_(?=\S)(.+?)(?<=\S)_(?![\w_])")
_CONTAINERS = frozenset({"div", "blockquote", "dl", "dd", "table", "thead", "tbody", "tfoot"})
"""Blocks the book prints as the blocks they hold: an admonition, a footnotes' ``div``, a table's rows."""
_KINDS = {"em": "em", "i": "em", "strong": "strong", "b": "strong", "a": "a"}
"""The markup of the editor's prose set as a piece of its own (``a``: a link); any other element's content is set plainly."""
_MARK = 0xE010  # private-use characters stand for the apparatus's letters while the text is cut into pieces


def _letters(index: int) -> str:
    """The note letter of the *index*-th (0-based) emended place: a … z, aa, ab …"""
    return chr(97 + index) if index < 26 else _letters(index // 26 - 1) + chr(97 + index % 26)


def _label(anchor: str) -> str:
    return f"u-{anchor}"


# --- inline text ----------------------------------------------------------------------------------------


def _text(value: str) -> dict[str, Any]:
    # a run of white space is one space: Typst would set a line feed of the Markdown as a line break
    return {"t": "text", "s": re.sub(r"\s+", " ", value)}


def _with_mentions(text: str, corpus: Corpus, source: str | None) -> list[dict[str, Any]]:
    """*text* as pieces, each mention of one unit (``law 61``, ``1882:60``) a link to it in the book."""
    out, at = [], 0
    for form in find_forms(text, source):
        unit_id = f"{form.source}:{form.first}"
        if form.is_range or form.source is None or unit_id not in corpus.laws:
            continue
        out += [_text(text[at : form.start])] if form.start > at else []
        anchor = corpus.laws[unit_id].anchor + (f"-r{form.ruling}" if form.ruling else "")
        prefix = "r" if form.ruling else "u"
        out.append({"t": "ref", "to": f"{prefix}-{anchor}", "c": [_text(text[form.start : form.end])]})
        at = form.end
    return out + ([_text(text[at:])] if at < len(text) else [])


_PARSER = lxml.html.HTMLParser(huge_tree=True)
"""HTML read however deep it nests (libxml2 otherwise stops at 255 levels and drops the rest)."""


class _Prose:
    """The editor's Markdown (commentary, rulings, introductions, the glossary) as blocks of pieces."""

    def __init__(self, corpus: Corpus, address: str | None) -> None:
        self.corpus = corpus
        self.address = address
        self.pages = {unit_page_path(unit): unit for unit in corpus.laws.values()}

    def blocks(self, text: str, source: str | None = None, here: str = "index.md") -> list[dict[str, Any]]:
        """Paragraphs (``p``) and lists (``ul``, each item a list of pieces), rendered with the site's
        extensions ([`PROSE_EXTENSIONS`][pokerlaws.edition.prose_checks.PROSE_EXTENSIONS]): an admonition,
        a block quote, a definition list give their paragraphs, a table a paragraph per row, the footnotes a
        list at the end; none is printed as the Markdown that wrote it."""
        if not text.strip():
            return []
        html = markdown_lib.markdown(text, extensions=list(PROSE_EXTENSIONS))
        tree = lxml.html.fragment_fromstring(html, create_parent="div", parser=_PARSER)
        for backref in tree.xpath('.//a[contains(@class, "footnote-backref")]'):
            backref.drop_tree()  # the footnote's way back to its mark: a link the page has and the book does not
        out = []
        pending = list(reversed(tree))  # walked without recursion: what a container holds, in order, in its place
        while pending:
            element = pending.pop()
            tag = element.tag if isinstance(element.tag, str) else ""
            if tag in ("ul", "ol"):
                out.append({"t": "ul", "items": [self.inline(item, source, here) for item in element.iter("li")]})
            elif tag in _CONTAINERS and not (element.text or "").strip():
                pending.extend(reversed(element))
            elif tag and tag != "hr":
                out.append({"t": "p", "c": self.inline(element, source, here)})
        return out

    def line(self, text: str, source: str | None = None, here: str = "index.md") -> list[dict[str, Any]]:
        """One paragraph of Markdown as pieces."""
        blocks = self.blocks(text, source, here)
        return [piece for block in blocks for piece in (block["c"] if block["t"] == "p" else [])]

    def inline(self, element: Any, source: str | None, here: str) -> list[dict[str, Any]]:
        """The pieces of *element*'s content, walked without recursion. Markup within which a piece
        already stands (``em``, ``strong``, a link) is not set again: emphasis inside emphasis is
        emphasis, and a link cannot hold a link. So the pieces nest at most three deep however deep the
        editor's markup nests (Typst reads JSON nested at most 128 deep, and calls a function at most
        80 deep)."""
        out: list[dict[str, Any]] = []
        # each open element: its kind if it was set as a piece, the list its content goes to, its tail's
        opened: list[tuple[str | None, list[dict[str, Any]], list[dict[str, Any]]]] = []
        for event, node in etree.iterwalk(element, events=("start", "end")):
            if node is element:
                if event == "start" and node.text:
                    out += _with_mentions(node.text, self.corpus, source)
                continue
            into = opened[-1][1] if opened else out
            if event == "start":
                kind = _KINDS.get(node.tag) if isinstance(node.tag, str) else None
                within = {k for k, _, _ in opened}
                if node.tag == "code":
                    into.append({"t": "code", "s": node.text_content()})
                    opened.append(("code", [], into))
                    continue
                content: list[dict[str, Any]] = into
                if kind is not None and kind not in within:
                    content = []
                    into.append(self._link(node.get("href", ""), content, here) if kind == "a" else {"t": kind, "c": content})
                elif kind is not None:
                    kind = None
                opened.append((kind, content, into))
                if node.text:
                    content += _with_mentions(node.text, self.corpus, source)
            else:
                _, _, parent = opened.pop()
                if node.tail:
                    parent += _with_mentions(node.tail, self.corpus, source)
        return out

    def _link(self, href: str, inner: list[dict[str, Any]], here: str) -> dict[str, Any]:
        """A link of the editor's Markdown: into the book where it leads to a unit, else to the published address."""
        if re.match(r"^https?://", href):
            return {"t": "link", "to": href, "c": inner}
        path, _, fragment = href.partition("#")
        resolved = posixpath.normpath(posixpath.join(posixpath.dirname(here), path)) if path else here
        if resolved in self.pages:
            return {"t": "ref", "to": _label(self.pages[resolved].anchor), "c": inner}
        if resolved == "glossary.md" and fragment:
            return {"t": "ref", "to": f"g-{fragment}", "c": inner}
        if self.address and resolved.endswith(".md"):
            page = resolved.removesuffix(".md").removesuffix("index").rstrip("/")
            url = self.address + (page + "/" if page else "") + (f"#{fragment}" if fragment else "")
            return {"t": "link", "to": url, "c": inner}
        return {"t": "span", "c": inner}


def _edited_text(unit: Law, spans: list[apparatus.Span]) -> list[dict[str, Any]]:
    """The unit's edited text as pieces: italics, supplied words (kept in ⟨⟩), the source's note marks,
    and after each emended place its note's letter."""
    text = normalise(unit.text)
    for index, span in sorted(enumerate(spans), key=lambda item: -item[1].end):
        text = text[: span.end] + chr(_MARK + index) + text[span.end :]
    marks = {note.mark: i for i, note in enumerate(unit.footnotes, start=1)}

    def plain(piece: str) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        pattern = "|".join([f"[{chr(_MARK)}-{chr(_MARK + 999)}]", *(re.escape(m) for m in marks)])
        at = 0
        for match in re.finditer(pattern, piece):
            out += [_text(piece[at : match.start()])] if match.start() > at else []
            found = match.group(0)
            if found in marks:
                out.append({"t": "ref", "to": f"{_label(unit.anchor)}-note-{marks[found]}", "c": [{"t": "sup", "s": found}]})
            else:
                out.append({"t": "mark", "s": _letters(ord(found) - _MARK)})
            at = match.end()
        return out + ([_text(piece[at:])] if at < len(piece) else [])

    out, at = [], 0
    for match in _ITALIC.finditer(text):
        out += plain(text[at : match.start()])
        out.append({"t": "em", "c": plain(match.group(1))})
        at = match.end()
    return out + plain(text[at:])


def _notes(corpus: Corpus, unit: Law) -> tuple[list[apparatus.Span], list[dict[str, Any]]]:
    """The spans of the edited text that carry a note, and the notes: each place's lemma and its emendations."""
    placed = apparatus.locate(corpus, unit)
    texts = dict(apparatus.pieces(corpus, unit))
    where = {"heading": "in the heading", "label": "in the number"}
    spans = placed.get("text", [])
    notes = []
    for key in ["text", *[k for k in placed if k != "text"]]:
        for k, span in enumerate(placed.get(key, [])):
            lemma = texts[key][span.start : span.end].replace("_", "")
            place = where.get(key, "in the source's note" if key.startswith("note") else "")
            notes.append(
                {
                    "letter": _letters(k) if key == "text" else "",
                    "lemma": lemma or "(nothing)",
                    "where": place,
                    "readings": [_reading(unit, i) for i in sorted(span.indices)],
                }
            )
    return spans, notes


def _reading(unit: Law, index: int) -> dict[str, str]:
    emendation = unit.emendations[index]
    kind = emendation.type + (f", conjecture (certainty {emendation.certainty})" if emendation.conjecture else "")
    reads = " ".join(emendation.reads.split()) or "(nothing)"
    return {"witness": emendation.witness, "reads": reads, "type": kind, "reason": " ".join(emendation.reason.split())}


def _led(word: str, blocks: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """*blocks* with *word* in bold before the first paragraph (``Ruling.``), as the unit's page has it."""
    lead = {"t": "strong", "c": [_text(word)]}
    if blocks and blocks[0]["t"] == "p":
        return [{"t": "p", "c": [lead, _text(" "), *blocks[0]["c"]]}, *blocks[1:]]
    return [{"t": "p", "c": [lead]}, *blocks]


def _pages(unit: Law) -> str:
    bits = []
    for siglum, reading in unit.readings.items():
        if reading.pages:
            pages = list(reading.pages)
            bits.append(("p. " if len(pages) == 1 else "pp. ") + "–".join(map(str, sorted({pages[0], pages[-1]}))) + f" ({siglum})")
    return ", ".join(bits)


def _unit(corpus: Corpus, unit: Law, prose: _Prose, address: str | None) -> dict[str, Any]:
    source = corpus.sources[unit.source]
    here = unit_page_path(unit)
    spans, notes = _notes(corpus, unit)
    return {
        "id": unit.id,
        "label": _label(unit.anchor),
        "head": f"{unit.id} · {' '.join(unit.title.split())}",
        "name": unit_name(corpus, unit),
        "title": " ".join(unit.title.split()),
        "section": unit.section,
        "opens_section": corpus.opens_section(unit),
        "section_editorial": unit.section in source.editorial_headings,
        "number": corpus.label(unit) or f"[{unit.number}]",
        "pages": _pages(unit),
        "url": f"{address}laws/{unit.source}/{unit.number}/" if address else None,
        "text": _edited_text(unit, spans),
        "footnotes": [
            {"mark": note.mark, "label": f"{_label(unit.anchor)}-note-{i}", "text": note.text}
            for i, note in enumerate(unit.footnotes, start=1)
        ],
        "notes": notes,
        "variants": [
            {"edition": v.edition, "readings": [[s, t] for s, t in v.readings.items()], "note": " ".join(v.note.split())}
            for v in unit.variants
        ],
        "commentary": prose.blocks(unit.commentary, unit.source, here),
        "rulings": [
            {
                "id": ruling.id,
                "label": f"r-{ruling.anchor}",
                "heading": f"R{ruling.number} · {' '.join(ruling.title.split())}",
                "question": prose.line(ruling.question, unit.source, here),
                "ruling": _led("Ruling.", prose.blocks(ruling.ruling, unit.source, here)),
                "readings": (
                    ([{"value": ruling.default, "meaning": prose.line("the ruling above, taken by default")}] if ruling.default is not None else [])
                    + [{"value": value, "meaning": prose.line(meaning, unit.source, here)} for value, meaning in ruling.alternatives.items()]
                ),
                "parameter": ruling.parameter or "",
                "no_parameter": prose.line(ruling.no_parameter or "", unit.source, here),
            }
            for ruling in unit.rulings
        ],
        "engine": list(unit.engine.paths),
        "engine_note": "" if unit.engine.paths else " ".join((unit.engine.reason or "").split()),
        "examples": [{"title": e.title, "code": e.code.rstrip("\n")} for e in unit.examples],
    }


def _source(corpus: Corpus, source: Source, prose: _Prose, address: str | None) -> dict[str, Any]:
    here = f"laws/{source.key}/index.md"
    return {
        "key": source.key,
        "label": f"s-{source.key}",
        "title": source.title,
        "short": source.short_title,
        "date": source.date,
        "attribution": source.attribution,
        "numbering": source.numbering,
        "introduction": prose.blocks(source.introduction, source.key, here),
        "witnesses": [
            {"siglum": w.siglum, "name": w.name, "description": " ".join(w.description.split()), "files": [f.file for f in w.files]}
            for w in source.witnesses
        ],
        "units": [_unit(corpus, unit, prose, address) for unit in corpus.units(source.key)],
    }


def book_data(corpus: Corpus, facts: EditionFacts, site_url: str | None, glossary: str) -> dict[str, Any]:
    """The book's data, as ``book.typ`` reads it (JSON-ready).

    Args:
        corpus: the edition.
        facts: its version, date and editor.
        site_url: the published address; none, or one of this machine, gives a book without links out.
        glossary: the Markdown of the glossary page (``docs/glossary.md``), whose tables the book ends with.
    """
    root = permalink_root(site_url)
    address = root if root.startswith("http") else None
    prose = _Prose(corpus, address)
    return {
        "title": EDITION_TITLE,
        "subtitle": SUBTITLE,
        "version": facts.version,
        "date": facts.date,
        "editor": facts.editor_line,
        "licence": LICENCE,
        "address": address,
        "sources": [_source(corpus, source, prose, address) for _, source in sources_in_order(corpus)],
        "glossary": [
            {"label": f"g-{row.anchor}", "term": row.term, "meaning": prose.line(row.meaning, None, "glossary.md"), "modern": row.modern}
            for row in glossary_rows(glossary)
        ],
    }


def make_book(data: dict[str, Any], directory: Path | str, papers: tuple[str, ...] = tuple(PAPERS)) -> list[Path]:
    """Set the book from *data* on each of *papers* (by default every one of
    [`PAPERS`][pokerlaws.site.book.PAPERS]), into *directory*, each under its name there.

    Returns:
        The PDFs written, in the order of *papers* (A4 first).

    Raises:
        ImportError: the ``typst`` package is not installed (the docs extra has it).
        RuntimeError: a link of the book leads to no place in it (the message names the unit, see
            [`unresolved_reference`][pokerlaws.site.book.unresolved_reference]), or Typst could not
            set the book (its message).
    """
    import typst

    dangling = unresolved_reference(data)
    if dangling is not None:
        raise RuntimeError(dangling)
    directory = Path(directory)
    written = []
    with tempfile.TemporaryDirectory(prefix="pokerlaws-book-") as work:
        shutil.copyfile(TEMPLATE, Path(work, TEMPLATE.name))
        Path(work, "book.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        for paper in papers:
            target = directory / PAPERS[paper]
            try:
                typst.compile(str(Path(work, TEMPLATE.name)), output=str(target), root=work, sys_inputs={"paper": paper})
            except typst.TypstError as err:
                where = re.search(r"book\.typ:\d+:\d+", str(getattr(err, "diagnostic", "")))
                at = f" ({where.group(0)})" if where else ""
                raise RuntimeError(f"Typst could not set the book{at}: {' '.join(str(err).split())[:300]}") from None
            written.append(target)
    return written


def unresolved_reference(data: dict[str, Any]) -> str | None:
    """Why the book cannot be set because a link of it leads to no place in it, naming the unit (or the
    glossary) and the part of it that holds the link; or None when every link leads somewhere.

    Typst would stop at such a link with a message of its own (``label `<g-the-agx>` does not exist
    in the document``, at a line of the template) that names no law file.

    Examples:
        >>> text = {"t": "p", "c": [{"t": "ref", "to": "g-the-agx", "c": [{"t": "text", "s": "the age"}]}]}
        >>> data = {"sources": [{"label": "s-1882", "units": [{"id": "1882:71", "label": "u-1882-71", "commentary": [text]}]}], "glossary": []}
        >>> unresolved_reference(data)
        "the book cannot be set: 1882:71's commentary links to the glossary's entry 'the-agx', which the glossary does not have"
    """
    labels: set[str] = set()
    refs: list[tuple[str, str, str]] = []  # (where, which part, the label it leads to)
    stack: list[tuple[Any, str, str]] = [(data, "the book", "")]
    while stack:  # not recursive: the pieces may nest as deep as the editor's markup
        value, where, part = stack.pop()
        if isinstance(value, list):
            stack.extend((item, where, part) for item in value)
        elif isinstance(value, dict):
            if isinstance(value.get("label"), str):
                labels.add(value["label"])
            if value.get("t") == "ref" and isinstance(value.get("to"), str):
                refs.append((where, part, value["to"]))
            here = value["id"] if isinstance(value.get("id"), str) else (f"the source {value['key']}" if isinstance(value.get("key"), str) else where)
            for key, item in value.items():
                stack.append((item, here, key if here != where or not part else part))
    for where, part, to in refs:
        if to not in labels:
            name = f"the glossary's entry {to[2:]!r}, which the glossary does not have" if to.startswith("g-") else f"{to!r}, which is no place in the book"
            return f"the book cannot be set: {where}'s {part} links to {name}"
    return None
