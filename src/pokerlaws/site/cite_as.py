"""How to cite a unit, and the edition: the section *Cite as* of each law page, and its files.

Each unit's page opens with a citation to copy (a button puts it on the
clipboard), its permanent URL, the edition's version, date and editor, and the
same reference as BibTeX, CSL-JSON and RIS, which are also served as files
beside the page (``laws/1882/71.bib``, ``.csl.json``, ``.ris``; the edition's
own under ``cite/``). The formats are made by citation libraries: BibTeX by
`pybtex`, RIS by `rispy`; CSL-JSON is the data itself, checked against the CSL
schema by the tests.

**Version and date.** The version is the ``pokerlaws`` package's
(`importlib.metadata`). The date is that of the last commit of the edition's
files, not of the build: two builds of the same text give the same citation,
and a rebuild for another reason (a stylesheet) does not date the text anew.
``SOURCE_DATE_EPOCH`` (the reproducible-builds convention) overrides it; with
neither git nor that variable, the build date stands in.

**Editor.** The package metadata's author when it names one; otherwise the
project, as a corporate name (the edition names no person).
"""

from __future__ import annotations

import datetime as dt
import functools
import html
import json
import os
import re
import subprocess
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import rispy
from pybtex.database import BibliographyData, Entry, Person
from pybtex.database.output.bibtex import Writer as BibTeXWriter

from pokerlaws.edition.corpus import Corpus
from pokerlaws.edition.model import Law, Source
from pokerlaws.site.markup import (
    code_fence,
    indent_block,
    permalink,
    relative_link,
    unit_page_path,
)

__all__ = [
    "EDITION_TITLE",
    "EditionFacts",
    "citation_files",
    "citation_text",
    "cite_section",
    "csl_item",
    "download_name",
    "edition_downloads",
    "edition_facts",
    "permalink_root",
    "to_bibtex",
    "to_ris",
]

EDITION_TITLE = "Poker Laws: an annotated edition"
PROJECT_EDITOR = "Poker Laws project"
"""The editor named when the package metadata names no author: a corporate name."""

EDITION_FILES = {
    "bibtex": "cite/poker-laws.bib",
    "csl": "cite/poker-laws.csl.json",
    "ris": "cite/poker-laws.ris",
}
"""Where the edition's own reference is served, by format."""

_FORMATS = (
    ("BibTeX", "bib", "bibtex"),
    ("CSL-JSON", "csl.json", "json"),
    ("RIS", "ris", "text"),
)
"""Name, file suffix and highlighting language of each format."""


@dataclass(frozen=True)
class EditionFacts:
    """What a citation of the edition states besides the unit.

    Attributes:
        version: the package version (``"0.1.0"``).
        date: ISO date of the edition's text (see the module's note on dates).
        date_basis: where the date comes from: ``"last commit"``,
            ``"SOURCE_DATE_EPOCH"`` or ``"build date"``.
        editor: the editor's name, personal or corporate.
    """

    version: str
    date: str
    date_basis: str
    editor: str

    @property
    def editor_line(self) -> str:
        """``"Edited by the Poker Laws project"``: the line shown on each page."""
        who = f"the {self.editor}" if self.editor == PROJECT_EDITOR else self.editor
        return f"Edited by {who}"


@functools.lru_cache(maxsize=8)
def edition_facts(root: Path | None = None) -> EditionFacts:
    """Version, date and editor of the edition whose files are under *root* (a git work tree).

    Never raises: without git or package metadata it falls back (build date, ``"0+unknown"``).

    Examples:
        >>> facts = edition_facts()
        >>> facts.version.count(".") >= 1 and len(facts.date) == 10
        True
    """
    try:
        version = metadata.version("pokerlaws")
        author = metadata.metadata("pokerlaws").get("Author")
    except metadata.PackageNotFoundError:
        version, author = "0+unknown", None
    date, basis = _edition_date(root or Path(__file__).parent)
    return EditionFacts(
        version=version, date=date, date_basis=basis, editor=author or PROJECT_EDITOR
    )


def _edition_date(root: Path) -> tuple[str, str]:
    if epoch := os.environ.get("SOURCE_DATE_EPOCH"):
        return dt.datetime.fromtimestamp(
            int(epoch), dt.UTC
        ).date().isoformat(), "SOURCE_DATE_EPOCH"
    try:
        done = subprocess.run(
            ["git", "-C", str(root), "log", "-1", "--format=%cs"],
            capture_output=True,
            text=True,
            timeout=10,
            check=True,
        )
        if done.stdout.strip():
            return done.stdout.strip(), "last commit"
    except (OSError, subprocess.SubprocessError):
        pass
    return dt.datetime.now(dt.UTC).date().isoformat(), "build date"


def _root(corpus: Corpus) -> Path | None:
    source = next(iter(corpus.sources.values()), None)
    return source.path.parent.parent if source else None


def _unit_title(corpus: Corpus, unit: Law) -> str:
    return f"{corpus.sources[unit.source].unit_name.capitalize()} {unit.number}: {unit.title}"


def _original(source: Source) -> str:
    """``Poker: How to Play It (London, 1882)``: the source as a citation names it, with no brackets inside its brackets.

    Examples:
        >>> from pokerlaws.edition.corpus import default_corpus
        >>> _original(default_corpus().sources["foster"]).endswith("(c. 1897–1905, the editor's estimate)")
        True
    """
    facts = source.bibliography
    where = ", ".join(
        x for x in (facts.get("place"), facts.get("publisher"), source.date) if x
    )
    # no brackets inside the brackets: "c. 1897–1905 (the editor's estimate)" reads "c. 1897–1905, the editor's estimate"
    where = re.sub(r"\s*\(([^()]*)\)", r", \1", where)
    return f"{source.title} ({where})"


def citation_text(
    corpus: Corpus, unit: Law | None, site_url: str | None, facts: EditionFacts
) -> str:
    """The citation in words, as the copy button copies it; the edition's own when *unit* is None.

    Examples:
        >>> from pokerlaws.edition.corpus import laws_directory
        >>> corpus = Corpus.load(laws_directory())
        >>> facts = EditionFacts("0.1.0", "2026-12-01", "last commit", PROJECT_EDITOR)
        >>> print(citation_text(corpus, corpus.laws["1882:78"], "https://example.org/", facts))
        “Law 78: If the dealer be one of the disputing persons” (1882:78), from Poker: How to Play It (London, 1882), in Poker Laws: an annotated edition, https://example.org/laws/1882/78/, version 0.1.0 (2026-12-01), edited by the Poker Laws project.
    """
    # The order of a citation of a digital edition: the part, its source, the
    # edition and its address, then the version and date and the editor.
    tail = f"version {facts.version} ({facts.date}), {facts.editor_line[0].lower()}{facts.editor_line[1:]}."
    if unit is None:
        return f"{EDITION_TITLE}, {permalink_root(site_url)}, {tail}"
    source = corpus.sources[unit.source]
    head = f"“{_unit_title(corpus, unit)}” ({unit.id}), from {_original(source)}"
    return f"{head}, in {EDITION_TITLE}, {permalink(unit, site_url)}, {tail}"


def permalink_root(site_url: str | None) -> str:
    """The edition's address: *site_url* when it is public, else ``/`` (as for [permalink][pokerlaws.site.markup.permalink])."""
    local = not site_url or urlsplit(site_url).hostname in (
        "127.0.0.1",
        "localhost",
        "::1",
    )
    return "/" if local else site_url.rstrip("/") + "/"


# --- the reference as data: CSL-JSON, then BibTeX and RIS from it ---------------------


def _csl_date(text: str) -> dict[str, Any]:
    parts = (
        [int(p) for p in text.split("-")] if text.replace("-", "").isdigit() else None
    )
    return {"date-parts": [parts]} if parts else {"literal": text}


def csl_item(
    corpus: Corpus, unit: Law | None, site_url: str | None, facts: EditionFacts
) -> dict[str, Any]:
    """One CSL-JSON item: a unit as a chapter of the edition, or the edition (*unit* None) as a book.

    The source the unit comes from goes in the ``original-*`` variables.
    """
    editor = [{"literal": facts.editor}]
    edition = {
        "editor": editor,
        "version": facts.version,
        "issued": _csl_date(facts.date),
        "medium": "online",
    }
    if unit is None:
        return {
            "id": "pokerlaws",
            "type": "book",
            "title": EDITION_TITLE,
            "URL": permalink_root(site_url),
            **edition,
        }
    source = corpus.sources[unit.source]
    item: dict[str, Any] = {
        "id": f"pokerlaws-{unit.anchor}",
        "type": "chapter",
        "title": _unit_title(corpus, unit),
        "container-title": EDITION_TITLE,
        "URL": permalink(unit, site_url),
        "original-title": source.title,
        "original-date": _csl_date(source.bibliography.get("date") or source.date),
        "note": f"Cite as {unit.id}.",
        **edition,
    }
    if place := source.bibliography.get("place"):
        item["original-publisher-place"] = place
    if publisher := source.bibliography.get("publisher"):
        item["original-publisher"] = publisher
    return item


VERBATIM = frozenset({"url", "doi", "eprint"})
"""The fields biblatex reads verbatim (its ``\\url`` and friends): written as they are, never as LaTeX."""

_TEXT_ESCAPES = {"\\": r"\textbackslash{}", "{": r"\textbraceleft{}", "}": r"\textbraceright{}", "$": r"\$", "^": r"\textasciicircum{}"}


class _Writer(BibTeXWriter):
    """pybtex's BibTeX writer, held to biblatex: a field of plain text has every LaTeX special
    escaped (``_plain``: pybtex's codec leaves ``$``, ``^``, ``\\`` and
    braces, so a title with ``$`` set math, and one with a lone ``{`` stopped the build); a verbatim field
    ([`VERBATIM`][pokerlaws.site.cite_as.VERBATIM]) is written as it is, a brace percent-encoded (the
    same address) so that the entry stays balanced."""

    def _write_field(self, stream: Any, type: str, value: str) -> None:  # noqa: A002 - pybtex's name
        if type.lower() in VERBATIM:
            stream.write(f",\n    {type} = {{{value.replace('{', '%7B').replace('}', '%7D')}}}")
            return
        super()._write_field(stream, type, value)


def _plain(text: str) -> str:
    """Plain *text* made safe as a BibTeX field's LaTeX: the specials pybtex's codec leaves escaped (it does the rest)."""
    return "".join(_TEXT_ESCAPES.get(char, char) for char in text)


def to_bibtex(items: list[dict[str, Any]]) -> str:
    """BibTeX for CSL items, written by pybtex (a unit ``@incollection``, the edition ``@book``), held to
    biblatex (its writer ``_Writer``): ``url`` verbatim (see [`VERBATIM`][pokerlaws.site.cite_as.VERBATIM]), text fields escaped.

    Examples:
        >>> item = {"id": "x", "type": "book", "title": "A $5 {game", "issued": {"literal": "2026"},
        ...         "version": "1", "URL": "https://example.org/~smith/poker_laws/%7E", "editor": [{"literal": "Ed"}]}
        >>> print(to_bibtex([item]))  # doctest: +NORMALIZE_WHITESPACE
        @book{x,
            editor = "{Ed}",
            title = "A \\$5 \\textbraceleft{}game",
            year = "2026",
            date = "2026",
            version = "1",
            url = {https://example.org/~smith/poker_laws/%7E}
        }
        <BLANKLINE>
    """
    entries = {}
    for item in items:
        chapter = item["type"] == "chapter"
        fields = {
            "title": item["title"],
            "year": str(item["issued"]["date-parts"][0][0])
            if "date-parts" in item["issued"]
            else item["issued"]["literal"],
            "date": _iso(item["issued"]),
            "version": item["version"],
            "url": item["URL"],
        }
        fields = {name: value if name in VERBATIM else _plain(value) for name, value in fields.items()}
        if chapter:
            fields["booktitle"] = _plain(item["container-title"])
            original = ", ".join(
                x
                for x in (
                    item.get("original-publisher-place"),
                    item.get("original-publisher"),
                    _iso(item["original-date"]),
                )
                if x
            )
            fields["note"] = _plain(f"{item['original-title']} ({original}). {item['note']}")
        # Double braces keep a corporate editor one name, not a surname and forenames.
        persons = {"editor": [Person(f"{{{e['literal']}}}") for e in item["editor"]]}
        entries[item["id"]] = Entry(
            "incollection" if chapter else "book", fields=fields, persons=persons
        )
    # the writer itself, not to_string("bibtex"), which looks it up among the installed entry points
    # at every call (a hundredth of a second each, for 163 units and the edition)
    return _Writer().to_string(BibliographyData(entries=entries))


class _RisWriter(rispy.RisWriter):
    """rispy's RIS writer without its numbered line before each record, which RIS does not have."""

    def set_header(self, count: int) -> str:
        return ""


def to_ris(items: list[dict[str, Any]]) -> str:
    """RIS for CSL items, written by rispy (a unit ``CHAP``, the edition ``EDBOOK``)."""
    records = []
    for item in items:
        chapter = item["type"] == "chapter"
        editors = [e["literal"] for e in item["editor"]]
        record: dict[str, Any] = {
            "type_of_reference": "CHAP" if chapter else "EDBOOK",
            "id": item["id"],
            "title": item["title"],
            "year": _iso(item["issued"])[:4],
            "date": _iso(item["issued"]).replace("-", "/"),
            "edition": item["version"],
            "urls": [item["URL"]],
            # RIS puts a book's editors in AU, a chapter's book's editors in A2.
            ("secondary_authors" if chapter else "authors"): editors,
        }
        if chapter:
            record["secondary_title"] = item["container-title"]
            record["notes"] = [
                item["note"],
                f"Original: {item['original-title']}, {_iso(item['original-date'])}",
            ]
        records.append(record)
    return rispy.dumps(records, implementation=_RisWriter)


def _iso(date: dict[str, Any]) -> str:
    if "date-parts" in date:
        return "-".join(
            f"{p:02d}" if i else str(p) for i, p in enumerate(date["date-parts"][0])
        )
    return date["literal"]


def _formats(items: list[dict[str, Any]]) -> dict[str, str]:
    return {
        "bib": to_bibtex(items),
        "csl.json": json.dumps(items, ensure_ascii=False, indent=2) + "\n",
        "ris": to_ris(items),
    }


def citation_files(corpus: Corpus, site_url: str | None) -> dict[str, str]:
    """The downloadable references: docs-relative path → content, for every unit and the edition.

    Each unit's beside its page (``laws/1882/71.bib``, ``.csl.json``, ``.ris``);
    the edition's under ``cite/`` ([EDITION_FILES][pokerlaws.site.cite_as.EDITION_FILES]).
    """
    facts = edition_facts(_root(corpus))
    files = {}
    for unit in corpus.laws.values():
        stem = unit_page_path(unit).removesuffix(".md")
        for suffix, text in _formats([csl_item(corpus, unit, site_url, facts)]).items():
            files[f"{stem}.{suffix}"] = text
    edition = _formats([csl_item(corpus, None, site_url, facts)])
    files.update(
        {
            EDITION_FILES[key]: edition[suffix]
            for key, suffix in (("bibtex", "bib"), ("csl", "csl.json"), ("ris", "ris"))
        }
    )
    return files


# --- the section on the page ----------------------------------------------------------


def cite_section(corpus: Corpus, unit: Law, site_url: str | None) -> list[str]:
    """The section *Cite as* of a unit's page (Markdown lines).

    The citation with a copy button, the permanent URL as a link, the
    edition's version, date and editor line; BibTeX, CSL-JSON and RIS in
    folded blocks, with links to the same as files; how to cite from code.
    """
    here = unit_page_path(unit)
    facts = edition_facts(_root(corpus))
    url = permalink(unit, site_url)
    # Markdown, so that MkDocs checks the link; a local build's path links to the page itself.
    link = f"<{url}>" if url.startswith("http") else f"[`{url}`]({relative_link(here, here)})"
    text = citation_text(corpus, unit, site_url, facts)
    item = csl_item(corpus, unit, site_url, facts)
    out = [
        f"## Cite as {{ #{unit.anchor}-cite }}",
        "",
        # A citation is quoted as it will be pasted: no links to mentions or glossary terms inside it.
        '<div class="cite-as" data-no-mentions="true" markdown>',
        "",
        f'<p class="cite-text">{html.escape(text, quote=False)}</p>',
        "",
        (
            f'<p class="cite-actions"><button type="button" class="md-button cite-copy" '
            f'data-clipboard-text="{html.escape(text)}">Copy citation</button></p>'
        ),
        "",
        f"Permanent URL: {link}\n{{ .cite-permalink }}",
        "",
        (
            f'<p class="cite-edition">Version {facts.version} · {facts.date} '
            f'<span class="cite-basis">({_basis(facts)})</span> · {html.escape(facts.editor_line)}</p>'
        ),
        "",
        "</div>",
        "",
    ]
    for (name, _suffix, lang), text_of in zip(
        _FORMATS, _formats([item]).values(), strict=True
    ):
        fence = code_fence(text_of)
        out += [
            f'??? quote "{name}"',
            "",
            indent_block(f"{fence} {lang}\n{text_of.rstrip()}\n{fence}"),
            "",
        ]
    stem = here.removesuffix(".md").rpartition("/")[2]
    this = " · ".join(
        f'[{name}]({stem}.{suffix}){{ download="{download_name(unit, suffix)}" }}' for name, suffix, _ in _FORMATS
    )
    whole = edition_downloads(here)
    out += [
        (
            f"Download this {corpus.sources[unit.source].unit_name}'s reference: {this}; the whole edition's: {whole}. "
            f"How the edition is dated and what its review levels mean: [provenance]({relative_link(here, 'provenance.md')}#citing)."
        ),
        "",
        f'From code: `pokerlaws.law("{unit.id}")`, and `@implements("{unit.id}")` on the object that carries it out.',
        "",
    ]
    return out


def download_name(unit: Law | None, suffix: str) -> str:
    """The name a reference is saved under (its link's ``download``): the edition's and the unit's, whatever
    the page's address (``60.ris`` would not say which source; a ``.bib`` opened in place replaces the page).

    Examples:
        >>> download_name(None, "bib")
        'pokerlaws-edition.bib'
        >>> from pokerlaws.edition.corpus import default_corpus
        >>> download_name(default_corpus().law("1882:60"), "csl.json")
        'pokerlaws-1882-60.csl.json'
    """
    return f"pokerlaws-{unit.anchor if unit is not None else 'edition'}.{suffix}"


def edition_downloads(here: str) -> str:
    """The links to the edition's own reference in each format, from the page *here*, each saved by its name."""
    return " · ".join(
        f'[{name}]({relative_link(here, EDITION_FILES[key])}){{ download="{download_name(None, suffix)}" }}'
        for (name, suffix, _), key in zip(_FORMATS, ("bibtex", "csl", "ris"), strict=True)
    )


def _basis(facts: EditionFacts) -> str:
    return {
        "last commit": "the date of the edition's last change",
        "SOURCE_DATE_EPOCH": "the date fixed for this build",
        "build date": "the date of this build",
    }[facts.date_basis]
