"""Period terms explained where they are first used: a link to the glossary with a tooltip.

The first use on a page of each term of [`FORMS`][pokerlaws.site.terms.FORMS]
becomes ``<a class="glossary-term" href="…glossary/#the-age" title="…">the
age</a>``: a link, so it is reached with Tab and opened by keyboard or touch;
its ``title`` is its accessible description, and Material's
``content.tooltips`` feature shows it as a tooltip on hover and on focus. The
tooltip's words come from the glossary itself (``docs/glossary.md``: the first
sentence of the entry's meaning and its modern term), so the two never
disagree.

Why not Material's abbreviations (``abbr`` + ``pymdownx.snippets``
auto-append)? They mark every use, not the first; an ``<abbr>`` is not
focusable, so its tooltip cannot be reached by keyboard; and it does not link
to the entry.

The same prose as for mentions is looked at
([Prose.texts][pokerlaws.site.prose.Prose.texts]): never headings,
code, links, the edited text or the witnesses' readings. The glossary page
itself is left alone by the plugin.
"""

from __future__ import annotations

import difflib
import posixpath
import re
from dataclasses import dataclass
from pathlib import Path

from pokerlaws.edition.corpus import Corpus
from pokerlaws.site.prose import Prose

FORMS: dict[str, tuple[str, ...]] = {
    "the-age": ("the age",),
    "the-pone": ("the pone", "pone"),
    "ante-man": ("ante-man",),
    "last-say": ("the last say",),
    "pool": ("pools", "pool"),
    "ante": ("antes", "ante"),
    "make-good": ("make good", "makes good", "made good", "making good"),
    "blind": ("blinds", "blind"),
    "straddle": ("straddles", "straddled", "straddler", "straddling", "straddle"),
    "counters": ("counters",),
    "the-limit": ("the limit",),
    "abdicate-better-call": ("abdicate",),
    "retire": ("retired", "retires", "retire"),
    "show": ("shows for less", "show for less", "demand a show", "demands a show"),
    "come-in": ("come in", "comes in", "came in"),
    "once-out": ("once out of a game", "once out"),
    "the-draw": ("the draw",),
    "discards": ("discards",),
    "faced-card": ("faced card", "faced cards", "exposed card", "exposed cards"),
    "foul-hand": ("foul hands", "foul hand"),
    "sequence-flush": ("sequence flushes", "sequence flush", "flush sequence"),
    "fours": ("fours",),
    "full": ("full hands", "full hand", "fulls"),
    "flush": ("flushes", "flush"),
    "sequence": ("sequences", "sequence"),
    "threes": ("threes", "triplets"),
    "two-pairs": ("two pairs",),
    "no-pair": ("no pair hand",),
    "jack-pot": ("jack-pots", "jack-pot", "jackpots", "jackpot"),
    "openers": ("openers",),
    "open": ("opener",),
    "ceteris-paribus": ("ceteris paribus",),
}
"""Glossary anchor → the forms of its term looked for in prose (case aside)."""

_ROW = re.compile(r'^\|\s*<span id="(?P<anchor>[^"]+)">(?P<term>.*?)</span>[^|]*\|(?P<meaning>.*)\|(?P<modern>[^|]*)\|\s*$', re.MULTILINE)
_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")


def plain(markdown: str) -> str:
    """Markdown of a glossary cell as plain text: links to their words, no emphasis or code marks.

    Examples:
        >>> plain("The *age* [of foster](page.md)")
        'The age of foster'
    """
    return " ".join(_LINK.sub(r"\1", markdown).replace("*", "").replace("`", "").split())


@dataclass(frozen=True)
class Entry:
    """One glossary entry, as a tooltip needs it.

    Attributes:
        anchor: its id on the glossary page (``"the-age"``).
        term: the period term (``"the age"``).
        tooltip: what the tooltip says: the first sentence of the meaning, and the modern term.
    """

    anchor: str
    term: str
    tooltip: str


def glossary_entries(markdown: str) -> dict[str, Entry]:
    """Anchor → [Entry][pokerlaws.site.terms.Entry] for every row of the glossary's tables.

    Examples:
        >>> row = '| <span id="pone">**the pone**</span> | The player on the right. More. | the cutter |'
        >>> glossary_entries(row)["pone"].tooltip
        'the pone: The player on the right. Modern term: the cutter.'
    """
    entries = {}
    for match in _ROW.finditer(markdown):
        term, meaning, modern = (plain(match[k]) for k in ("term", "meaning", "modern"))
        first = re.split(r"(?<=[.!?])\s+(?=[A-Z“(])", meaning, maxsplit=1)[0]
        if len(first) > 220:
            first = first[:217].rsplit(" ", 1)[0] + "…"
        entries[match["anchor"]] = Entry(match["anchor"], term, f"{term}: {first} Modern term: {modern}.")
    return entries


UNLISTED_SECTIONS = ("engine", "examples", "tests")
"""The sections of a unit's page left out of the search (their ids end ``-engine``, ``-examples``,
``-tests``): code and tests, which named period terms in code and came before the prose in a search."""


def searched(entries: list[dict[str, object]], url: str) -> list[dict[str, object]]:
    """Material's search *entries* without those of the sections [`UNLISTED_SECTIONS`][pokerlaws.site.terms.UNLISTED_SECTIONS] of the page at *url*.

    Examples:
        >>> entries = [{"location": "laws/1882/60/#1882-60-tests"}, {"location": "laws/1882/60/#1882-60-commentary"}]
        >>> [e["location"] for e in searched(entries, "laws/1882/60/")]
        ['laws/1882/60/#1882-60-commentary']
    """
    unlisted = tuple(f"-{name}" for name in UNLISTED_SECTIONS)
    return [e for e in entries if not (str(e["location"]).startswith(f"{url}#") and str(e["location"]).endswith(unlisted))]


GLOSSARY_ENTRY_BOOST = 10000
"""How much the search raises a glossary entry, a hit of its own: ten times a law's page (whose boost is
the plugin's ``UNIT_SEARCH_BOOST``), so that a period term, or its modern term, finds its entry first.
Three times was too little once a law's title held the term's forms ("straddled"): the search
completes a word ("straddle*"), and a law whose title and text hold several forms of it adds them up."""


def search_entries(entries: dict[str, Entry], url: str) -> list[dict[str, object]]:
    """Each glossary entry as a document of Material's search index, linked to its row of the page at *url*:
    the term as its title, the tooltip (the meaning's first sentence, the modern term: "jackpot",
    "showdown", "all-in") as its text.

    Examples:
        >>> entry = Entry("age", "the age", "the age: The player who has the last say. Modern term: eldest hand.")
        >>> search_entries({"age": entry}, "glossary/")[0]["location"]
        'glossary/#age'
    """
    return [
        {"location": f"{url}#{entry.anchor}", "title": entry.term, "text": entry.tooltip, "boost": GLOSSARY_ENTRY_BOOST}
        for entry in entries.values()
    ]


def term_pattern(anchors: set[str]) -> tuple[re.Pattern[str], list[str]]:
    """One pattern for every form of the terms in *anchors*, longest first (``ante-man`` before ``ante``),
    and the anchor of each of its groups (group *i* is the anchor at index *i* - 1)."""
    forms = sorted(
        ((form, anchor) for anchor, fs in FORMS.items() if anchor in anchors for form in fs),
        key=lambda fa: -len(fa[0]),
    )
    alternatives = "|".join(f"({re.escape(form)})" for form, _ in forms)
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])", re.IGNORECASE), [anchor for _, anchor in forms]


def mark_terms_in(prose: Prose, entries: dict[str, Entry], glossary_href: str) -> int:
    """Make the first use of each period term in a page's prose a link to its glossary entry, in place.

    Args:
        prose: a page's content, parsed ([`Prose`][pokerlaws.site.prose.Prose]).
        entries: the glossary's entries ([glossary_entries][pokerlaws.site.terms.glossary_entries]).
        glossary_href: the glossary page's URL relative to this page (``"../../glossary/"``).

    Returns:
        The number of terms marked.
    """
    anchors = {a for a in FORMS if a in entries}
    if not anchors:
        return 0
    pattern, group_anchor = term_pattern(anchors)
    done: set[str] = set()
    for run in prose.texts():
        if len(done) == len(anchors):
            break  # every term has had its first use
        text, parts, last = run.value, [], 0
        for match in pattern.finditer(text):
            anchor = group_anchor[match.lastindex - 1]
            if anchor in done:
                continue
            done.add(anchor)
            link = Prose.element(
                "a", match.group(0), {"class": "glossary-term", "href": f"{glossary_href}#{anchor}", "title": entries[anchor].tooltip}
            )
            parts += [text[last : match.start()], link]
            last = match.end()
        if parts:
            parts.append(text[last:])
            run.replace([p for p in parts if not isinstance(p, str) or p])
    return len(done)


def mark_terms(html: str, entries: dict[str, Entry], glossary_href: str) -> tuple[str, int]:
    """[mark_terms_in][pokerlaws.site.terms.mark_terms_in] on HTML text: the new HTML and the count.

    Examples:
        >>> entries = glossary_entries('| <span id="pool">**pool**</span> | The pot. | pot |')
        >>> mark_terms("<p>The pool, the pool.</p>", entries, "../glossary/")[0]
        '<p>The <a class="glossary-term" href="../glossary/#pool" title="pool: The pot. Modern term: pot.">pool</a>, the pool.</p>'
    """
    prose = Prose(html)
    count = mark_terms_in(prose, entries, glossary_href)
    return (prose.html(), count) if count else (html, 0)


# --- the glossary as a table, for the book (issue 30) ------------------------------------------------------


@dataclass(frozen=True)
class Row:
    """One row of the glossary's tables, as the book prints it.

    Attributes:
        anchor: its id on the glossary page (``"the-age"``).
        term: the period term, plain (``"the age"``).
        meaning: what it means in these texts, as the page's Markdown (its links to units kept).
        modern: the nearest modern term, plain.
    """

    anchor: str
    term: str
    meaning: str
    modern: str


def glossary_rows(markdown: str) -> list[Row]:
    """Every row of the glossary's tables, in order.

    Examples:
        >>> glossary_rows('| <span id="the-age">**the age**</span> | He pays the blind ([foster:7](laws/foster/7.md)). | the big blind |')
        [Row(anchor='the-age', term='the age', meaning='He pays the blind ([foster:7](laws/foster/7.md)).', modern='the big blind')]
    """
    return [
        Row(match["anchor"], plain(match["term"]), " ".join(match["meaning"].split()), plain(match["modern"]))
        for match in _ROW.finditer(markdown)
    ]


GLOSSARY_PAGE = "glossary.md"
"""The glossary's page in ``docs/``: a link of the editor's prose to one of its entries is ``…glossary.md#anchor``."""


def glossary_beside(laws_dir: Path) -> Path:
    """The glossary of the edition whose ``laws/`` is *laws_dir*: ``docs/glossary.md`` beside it, else (when
    nothing is there) the one of the checkout this package runs from (a copy of ``laws/`` made elsewhere)."""
    beside = laws_dir.parent / "docs" / GLOSSARY_PAGE
    there = beside.exists() or beside.is_symlink()  # a FIFO, a broken link is there: read_glossary says why not
    return beside if there else Path(__file__).resolve().parents[3] / "docs" / GLOSSARY_PAGE


def read_glossary(path: Path) -> str:
    """The Markdown of the glossary at *path*; empty when there is no file there at all.

    Raises:
        LawFileError: something is there that cannot be read as the glossary (a FIFO, a directory, a file
            not UTF-8 or too large, unreadable), in one line naming it and why.

    Examples:
        >>> read_glossary(Path("/nowhere/glossary.md"))
        ''
        >>> read_glossary(Path("/dev/null"))
        Traceback (most recent call last):
        ...
        pokerlaws.edition.errors.LawFileError: /dev/null: the glossary cannot be read: it is a device: only a regular file is read
    """
    from pokerlaws.edition.errors import LawFileError
    from pokerlaws.edition.files import read_text

    if not (path.exists() or path.is_symlink()):
        return ""
    try:
        return read_text(path)
    except LawFileError as err:
        why = err.problem.removesuffix(" (use - for standard input)")
        raise LawFileError(err.path, err.line, f"the glossary cannot be read: {'it ' if why.startswith('is ') else ''}{why}") from None


def glossary_link_problems(corpus: Corpus, entries: dict[str, Entry], glossary: str = "docs/glossary.md") -> list[str]:
    """Every link of the editor's prose ([prose_fields][pokerlaws.site.mentions.prose_fields]) to an
    entry of the glossary that has none of that anchor, one line each, naming the file, line and field.

    The site's build would warn of it as a broken anchor of the generated page, and the book
    ([book][pokerlaws.site.book]) could not be set (its link leads to no place in it).

    Args:
        corpus: the edition.
        entries: the glossary's entries ([glossary_entries][pokerlaws.site.terms.glossary_entries]).
        glossary: where the glossary was read from, for the message.

    Examples:
        >>> from pokerlaws.edition.corpus import default_corpus
        >>> glossary_link_problems(default_corpus(), {})
        []
    """
    import lxml.html
    import markdown

    from pokerlaws.edition.errors import LawFileError
    from pokerlaws.edition.prose_checks import PROSE_EXTENSIONS
    from pokerlaws.site.mentions import prose_fields

    problems = []
    for text, path, line, field, _source, page in prose_fields(corpus):
        if GLOSSARY_PAGE not in text:
            continue
        html = markdown.markdown(text, extensions=list(PROSE_EXTENSIONS))
        tree = lxml.html.fragment_fromstring(html, create_parent="div", parser=lxml.html.HTMLParser(huge_tree=True))
        for link in tree.iter("a"):
            target, _, anchor = link.get("href", "").partition("#")
            if not target or re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:", target):
                continue
            if posixpath.normpath(posixpath.join(posixpath.dirname(page), target)) != GLOSSARY_PAGE or not anchor or anchor in entries:
                continue
            near = difflib.get_close_matches(anchor, list(entries), n=1)
            hint = f" (did you mean #{near[0]}?)" if near else ""
            why = f"field {field!r} links to the glossary's #{anchor}, which is no entry of the glossary ({glossary}){hint}"
            problems.append(str(LawFileError(path, line, why)))
    return problems
