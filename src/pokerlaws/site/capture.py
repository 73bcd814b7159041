"""What a citation manager captures from a page: its ``<title>``, its description, and on a unit's
page the Highwire ``citation_*`` tags, Dublin Core and schema.org JSON-LD.

Zotero, Mendeley and Google Scholar read a page's ``<head>``: the Highwire Press tags
(``citation_title``, ``citation_inbook_title``, ``citation_publication_date``,
``citation_public_url`` …) first, Dublin Core (``DC.title`` …) and schema.org JSON-LD beside
them. Each unit's page names itself as a part of the edition (a chapter of an online book:
``citation_inbook_title`` is the edition's title), with the edition's version, date and editor
as its *Cite as* gives them ([cite_as][pokerlaws.site.cite_as]), the source it comes from (its
title, date, place, publisher and author where the files state them), and its id.

Every page's ``<title>`` of a unit bears its id (``1882:60 · A show for that amount · Poker Laws: an
annotated edition``), and every page gets a description of its own: a unit's from its edited
text, any other page's from its first paragraph.

[`with_head`][pokerlaws.site.capture.with_head] is a plain pass over a page's HTML (no MkDocs in
it); the [plugin][pokerlaws.site.mkdocs_plugin] calls it on each page as it is written. The
JSON-LD is a data block (``type="application/ld+json"``), which a browser never runs: the
site's Content-Security-Policy ([policy][pokerlaws.site.policy]) needs no hash for it.
"""

from __future__ import annotations

import html
import json
import re
import textwrap
from typing import Any

from pokerlaws.edition.corpus import Corpus
from pokerlaws.edition.model import Law, Source
from pokerlaws.site.cite_as import EDITION_TITLE, PROJECT_EDITOR, EditionFacts

__all__ = [
    "DESCRIPTION_LENGTH", "description", "json_ld", "meta_tags", "page_description", "unit_description", "unit_head", "unit_title",
    "with_head",
]

DESCRIPTION_LENGTH = 160
"""At most this many characters of a page's description (what a search result shows of it)."""

_ITALIC = re.compile(r"(?<![\w_])_(?=\S)(.+?)(?<=\S)_(?![\w_])")
_TITLE = re.compile(r"<title>.*?</title>", re.DOTALL)
_DESCRIPTION = re.compile(r'<meta name="description" content="[^"]*">')
_ARTICLE = re.compile(r'<article class="md-content__inner[^"]*">(.*?)</article>', re.DOTALL)
_PARAGRAPH = re.compile(r"<p(?:\s[^>]*)?>(.*?)</p>", re.DOTALL)
_TAG = re.compile(r"<[^>]+>")


def description(text: str, limit: int = DESCRIPTION_LENGTH) -> str:
    """*text* as one line of at most *limit* characters, cut at a word and marked `` …`` where cut.

    Examples:
        >>> description("If there be   two or more sequences, " * 10, 40)
        'If there be two or more sequences, If …'
    """
    return textwrap.shorten(" ".join(text.split()), width=limit, placeholder=" …")


def _plain_text(unit: Law) -> str:
    """The unit's edited text without the edition's marks of italics and footnotes (its ⟨supplied⟩ words kept)."""
    text = _ITALIC.sub(r"\1", unit.text)
    for note in unit.footnotes:
        text = text.replace(note.mark, "")
    return " ".join(text.split())


def unit_title(unit: Law) -> str:
    """The ``<title>`` of a unit's page: its id first, as a browser's tab and a bookmark show it.

    Examples:
        >>> from pokerlaws.edition.corpus import default_corpus
        >>> unit_title(default_corpus().law("1882:60"))
        '1882:60 · A show for that amount · Poker Laws: an annotated edition'
    """
    return f"{unit.id} · {' '.join(unit.title.split())} · {EDITION_TITLE}"


def _unit_heading(corpus: Corpus, unit: Law) -> str:
    return f"{corpus.sources[unit.source].unit_name.capitalize()} {unit.number}: {' '.join(unit.title.split())}"


def _author(source: Source) -> str | None:
    """The source's author as the files state it, as a name: ``One of Its Victims`` (quotes and a note dropped)."""
    stated = source.bibliography.get("author")
    if not stated:
        return None
    name = re.sub(r"\s*\([^)]*\)\s*$", "", str(stated)).strip().strip("“”\"' ")
    return name or None


def _slashed(date: str) -> str:
    # Highwire's form of a date, 2026/12/01 (a year alone stays a year)
    return date.replace("-", "/")


def meta_tags(corpus: Corpus, unit: Law, url: str, facts: EditionFacts) -> list[tuple[str, str]]:
    """The Highwire and Dublin Core tags of a unit's page, as (name, content) pairs in order.

    Args:
        corpus: the edition.
        unit: the unit of the page.
        url: the page's address (absolute where the site has one).
        facts: the edition's version, date and editor.

    Examples:
        >>> from pokerlaws.edition.corpus import default_corpus
        >>> from pokerlaws.site.cite_as import EditionFacts
        >>> facts = EditionFacts("0.1.0", "2026-12-01", "last commit", "Poker Laws project")
        >>> tags = dict(meta_tags(default_corpus(), default_corpus().law("1882:60"), "https://example.org/laws/1882/60/", facts))
        >>> tags["citation_title"], tags["citation_inbook_title"], tags["citation_publication_date"]
        ('Law 60: A show for that amount', 'Poker Laws: an annotated edition', '2026/12/01')
        >>> tags["citation_author"], tags["citation_public_url"]
        ('One of Its Victims', 'https://example.org/laws/1882/60/')
    """
    source = corpus.sources[unit.source]
    title = _unit_heading(corpus, unit)
    tags = [
        ("citation_title", title),
        ("citation_inbook_title", EDITION_TITLE),
        ("citation_publication_date", _slashed(facts.date)),
        ("citation_publisher", facts.editor),
        ("citation_editor", facts.editor),
    ]
    if author := _author(source):
        tags.append(("citation_author", author))
    tags += [
        ("citation_edition", facts.version),
        ("citation_language", "en"),
        ("citation_public_url", url),
        ("citation_abstract_html_url", url),
        ("citation_keywords", f"{unit.id}; {source.short_title}; {unit.section}"),
        ("DC.title", title),
        ("DC.identifier", url),
        ("DC.date", facts.date),
        ("DC.publisher", facts.editor),
        ("DC.source", f"{source.title} ({source.date})"),
        ("DC.language", "en"),
        ("DC.type", "Text"),
    ]
    return tags


def json_ld(corpus: Corpus, unit: Law, url: str, root: str, facts: EditionFacts) -> dict[str, Any]:
    """The schema.org description of a unit's page: a ``Chapter`` of the edition (a ``Book``), based on its source.

    Args:
        corpus: the edition.
        unit: the unit of the page.
        url: the page's address.
        root: the edition's address.
        facts: the edition's version, date and editor.
    """
    source = corpus.sources[unit.source]
    editor = {"@type": "Organization" if facts.editor == PROJECT_EDITOR else "Person", "name": facts.editor}
    original: dict[str, Any] = {"@type": "Book", "name": source.title, "datePublished": source.bibliography.get("date") or source.date}
    if author := _author(source):
        original["author"] = {"@type": "Person", "name": author}
    if publisher := source.bibliography.get("publisher"):
        original["publisher"] = {"@type": "Organization", "name": publisher}
    if place := source.bibliography.get("place"):
        original["locationCreated"] = {"@type": "Place", "name": place}
    return {
        "@context": "https://schema.org",
        "@type": "Chapter",
        "@id": url,
        "url": url,
        "identifier": unit.id,
        "name": _unit_heading(corpus, unit),
        "description": description(_plain_text(unit)),
        "inLanguage": "en",
        "isPartOf": {
            "@type": "Book",
            "name": EDITION_TITLE,
            "url": root,
            "bookEdition": facts.version,
            "version": facts.version,
            "datePublished": facts.date,
            "editor": editor,
            "publisher": editor,
        },
        "isBasedOn": original,
    }


def unit_head(corpus: Corpus, unit: Law, url: str, root: str, facts: EditionFacts) -> str:
    """The HTML a unit's page adds to its head: the meta tags, then the JSON-LD as a data block."""
    tags = "".join(f'<meta name="{name}" content="{html.escape(content)}">' for name, content in meta_tags(corpus, unit, url, facts))
    # "<" escaped inside the block: no text of a unit can close the script element
    data = json.dumps(json_ld(corpus, unit, url, root, facts), ensure_ascii=False).replace("<", "\\u003c")
    return f'{tags}<script type="application/ld+json">{data}</script>'


def page_description(page_html: str) -> str | None:
    """The description of a page that is no unit's: its article's first paragraph with words, as text; None if none."""
    article = _ARTICLE.search(page_html)
    for match in _PARAGRAPH.finditer(article.group(1) if article else ""):
        text = " ".join(html.unescape(_TAG.sub("", match.group(1))).split())
        if len(text.split()) >= 4:
            return description(text)
    return None


def with_head(page_html: str, *, title: str | None = None, text: str | None = None, extra: str = "") -> str:
    """*page_html* with its ``<title>`` (when *title*), its meta description (when *text*) replaced,
    and *extra* added at the end of its head.

    Examples:
        >>> page = '<head><meta name="description" content="site"><title>60 - Site</title></head><body></body>'
        >>> with_head(page, title="1882:60 · A show", text="If a player <b>", extra="<meta name=x>")
        '<head><meta name="description" content="If a player &lt;b&gt;"><title>1882:60 · A show</title><meta name=x></head><body></body>'
    """
    head_end = page_html.find("</head>")
    if head_end < 0:
        return page_html
    head, rest = page_html[:head_end], page_html[head_end:]
    if title is not None:
        head = _TITLE.sub(lambda _: f"<title>{html.escape(title, quote=False)}</title>", head, count=1)
    if text is not None:
        tag = f'<meta name="description" content="{html.escape(text)}">'
        head, found = _DESCRIPTION.subn(lambda _: tag, head, count=1)
        if not found:
            head += tag
    return head + extra + rest


def unit_description(corpus: Corpus, unit: Law) -> str:
    """The description of a unit's page: which unit, then its edited text.

    Examples:
        >>> from pokerlaws.edition.corpus import default_corpus
        >>> unit_description(default_corpus(), default_corpus().law("1882:78"))[:60]
        '1882:78, Poker: How to Play It (1882), Disputes. If the deal'
    """
    source = corpus.sources[unit.source]
    return description(f"{unit.id}, {source.short_title}, {unit.section}. {_plain_text(unit)}")
