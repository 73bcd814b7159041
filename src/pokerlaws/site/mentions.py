# cite-check: off (the docstring names units the edition does not hold)
"""Mentions of units in prose ("law 61", "rules 35–37", "1882:60") made into links.

The step runs on each page's HTML (the plugin's ``on_page_content``), not on
its Markdown: by then Markdown, attr_list, md_in_html, tables and the
pymdownx extensions have already decided what is a code span, a fenced block,
a heading, a link or raw HTML, so a mention is only looked for in text the
reader sees as prose. A tokenizer of our own over the Markdown would have to
agree with all of those extensions, raw HTML blocks included; an HTML parser
(lxml's, through [prose][pokerlaws.site.prose]) needs only to know which
elements to leave alone.

Left alone (see [`skipped`][pokerlaws.site.prose.skipped]): links,
code and preformatted text, headings, the edited text (``div.edited-text``),
the witnesses' readings (``.diplomatic``, and any ``tabbed-set`` holding one),
emendation tables (``.emendation-table``, or any table with a "Reads" column),
the "Cite as" block (copied as it stands), the meta line and the pager of a
unit page (titles and headings), and anything inside an element marked
``data-no-mentions``.

**Which source a mention belongs to.** A qualified mention (``1882:60``,
``foster:9``) names its source. A bare one ("law 61", "rules 35–37",
"paragraph 8", "rule No. 20") names the kind of unit: each source calls its
units by one name (``Source.unit_name``: 1882 "law", 1895 "rule", foster
"paragraph"). The page decides first: on a page of a source (its unit pages,
its reading page, its records) a bare mention with that source's unit name is
that source's. Elsewhere the one source with that unit name is meant; if two
sources shared a name and the page did not decide, the mention is an error.

A mention of a unit the source had but the edition does not hold (1882 laws
1–51, 1895 rules 1–23: [`NOT_HELD`][pokerlaws.site.mentions.NOT_HELD]) is
marked ``<span class="outside-edition">`` with a visible note, not linked;
a mention that resolves to nothing raises
[`MentionError`][pokerlaws.site.mentions.MentionError].
"""
# cite-check: on

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field

from lxml import etree

from pokerlaws.citecheck.forms import BEYOND, unit_number
from pokerlaws.edition.corpus import Corpus
from pokerlaws.edition.errors import LawFileError
from pokerlaws.edition.prose_checks import PROSE_EXTENSIONS
from pokerlaws.errors import Picklable
from pokerlaws.messages import one_line, quote
from pokerlaws.site.prose import Prose

NOT_HELD: dict[str, range] = {"1882": range(1, 52), "1895": range(1, 24)}
"""Units a source had that no witness of the edition holds: mentioned, never linked."""

_NUM = r"[0-9]{1,3}"  # no unit number has four digits: "1895" is a year
_JOIN = r"(?:\s*(?:,\s*and|,\s*or|,|and|or|to|[–-])\s*)"
MENTION = re.compile(
    r"(?P<qualified>\b(?P<qsource>1882|1895|foster):(?P<qnum>[0-9]+)"
    r"(?:(?P<qdash>[–-])(?P<qend>[0-9]{1,3})\b(?!:)|[ \u00a0]R(?P<qruling>[0-9]{1,3})\b)?)"
    r"|(?P<word>\b(?P<kind>[Ll]aws?|[Rr]ules?|[Pp]aragraphs?)\s+(?P<no>No\.\s*)?"
    rf"(?P<first>{_NUM})\b(?!:[0-9])(?P<rest>(?:{_JOIN}{_NUM}\b(?!:[0-9]))*))"
)
"""A qualified id (with an optional range, or a ruling's number: ``1882:60 R2``) or a unit word with its numbers."""

_REST_NUM = re.compile(rf"({_JOIN})({_NUM})")


# cite-check: off (it names a unit that is none)
class MentionError(Picklable, ValueError):
    """A mention on a page that names no unit, held or not (``"law 99"``)."""
    # cite-check: on


@dataclass(frozen=True)
class Mentions:
    """What a page's mentions resolve against.

    Attributes:
        units: every unit id of the edition (``"1882:60"``).
        unit_names: source key → what it calls its units (``"1882"`` → ``"law"``).
        href: unit id → the URL of its page relative to the current page.
        rulings: unit id → how many editorial rulings it has, for a mention of one (``1882:60 R2``);
            a unit not in it has none.
    """

    units: frozenset[str]
    unit_names: dict[str, str]
    href: Callable[[str], str]
    rulings: Mapping[str, int] = field(default_factory=dict)

    def source_for(self, kind: str, page_source: str | None, page: str, text: str) -> str:
        """The source a bare mention of *kind* (``"laws"``) belongs to, on *page*."""
        name = kind.lower().rstrip("s")
        if page_source is not None and self.unit_names.get(page_source) == name:
            return page_source
        candidates = [key for key, unit in self.unit_names.items() if unit == name]
        if len(candidates) != 1:
            raise MentionError(one_line(f"{page}: the mention {quote(text, 60)} could be of {candidates or 'no source'}"))
        return candidates[0]


def page_source(src_uri: str, sources: Iterator[str] | list[str]) -> str | None:
    """The source a page belongs to, from its path: ``laws/1882/60.md`` or ``records/1895-jackpot.md``.

    Examples:
        >>> page_source("laws/1882/60.md", ["1882", "1895"]), page_source("glossary.md", ["1882"])
        ('1882', None)
    """
    match = re.match(r"(?:laws/|records/)?([^/.-]+)[/-]", src_uri)
    return match.group(1) if match and match.group(1) in set(sources) else None


def _outside(mentions: Mentions, source: str, number: str) -> bool:
    # a unit of the source that the edition does not hold (the first fifty-one of the 1882 code)
    value = unit_number(number)
    return f"{source}:{value}" not in mentions.units and value in NOT_HELD.get(source, ())


def _unit(mentions: Mentions, source: str, number: str, label: str, page: str, whole: str, note: bool = True) -> etree._Element:
    # *note*: say "(not in this edition)" after it, if it is not held; a range none of whose
    # units is held says it once, after its last number
    value = unit_number(number)  # bounded: a mention of 5,000 digits is no unit, not Python's error
    unit_id = f"{source}:{value}" if value != BEYOND else f"{source}:{number}"
    if unit_id in mentions.units:
        return Prose.element("a", label, {"class": "mention", "href": mentions.href(unit_id)})
    if value in NOT_HELD.get(source, ()):
        said = [Prose.element("span", " (not in this edition)", {"class": "outside-edition-note"})] if note else []
        return Prose.element("span", label, {"class": "outside-edition", "data-unit": unit_id}, said)
    raise MentionError(one_line(f"{page}: the mention {quote(whole, 60)} names {unit_id}, which is no unit of any source of the edition"))


def _ruling(mentions: Mentions, source: str, number: str, ruling: str, page: str, whole: str) -> etree._Element:
    """A mention of an editorial ruling (``1882:60 R2``): a link to its heading on its unit's page."""
    unit = _unit(mentions, source, number, whole, page, whole)
    unit_id, count = f"{source}:{unit_number(number)}", int(ruling)
    if unit.tag != "a":  # a unit the edition does not hold has no rulings of the edition's
        raise MentionError(one_line(f"{page}: the mention {quote(whole, 60)} names a ruling of {unit_id}, which is not in this edition"))
    if not 1 <= count <= mentions.rulings.get(unit_id, 0):
        has = mentions.rulings.get(unit_id, 0)
        held = f"its rulings are R1-R{has}" if has > 1 else "its one ruling is R1" if has else "it has no editorial rulings"
        raise MentionError(one_line(f"{page}: the mention {quote(whole, 60)} names no ruling of {unit_id}: {held}"))
    unit.set("href", unit.get("href").partition("#")[0] + f"#{unit_id.replace(':', '-')}-r{count}")
    return unit


def _replace(text: str, mentions: Mentions, page_src: str | None, page: str) -> list | None:
    parts: list = []
    last = 0
    for match in MENTION.finditer(text):
        parts.append(text[last : match.start()])
        whole = match.group(0)
        if match["qruling"]:
            parts.append(_ruling(mentions, match["qsource"], match["qnum"], match["qruling"], page, whole))
        elif match["qualified"]:
            source = match["qsource"]
            once = bool(match["qend"]) and all(_outside(mentions, source, n) for n in (match["qnum"], match["qend"]))
            parts.append(_unit(mentions, source, match["qnum"], f"{source}:{match['qnum']}", page, whole, note=not once))
            if match["qend"]:
                parts.append(match["qdash"])
                parts.append(_unit(mentions, source, match["qend"], match["qend"], page, whole))
        else:
            source = mentions.source_for(match["kind"], page_src, page, whole)
            head = whole[: match.start("rest") - match.start()]
            rest = _REST_NUM.findall(match["rest"])
            once = bool(rest) and all(_outside(mentions, source, n) for n in [match["first"], *(n for _, n in rest)])
            parts.append(_unit(mentions, source, match["first"], head, page, whole, note=not once))
            for k, (join, number) in enumerate(rest, start=1):
                parts.append(join)
                parts.append(_unit(mentions, source, number, number, page, whole, note=not once or k == len(rest)))
        last = match.end()
    if not parts:
        return None
    parts.append(text[last:])
    return [p for p in parts if not isinstance(p, str) or p]


# cite-check: off (these name units that are none, on purpose)
def link_mentions_in(prose: Prose, mentions: Mentions, *, page: str, page_src: str | None = None) -> int:
    """Link every mention of a unit in the prose of a page, in place; return how many links were made.

    Args:
        prose: a page's content, parsed ([`Prose`][pokerlaws.site.prose.Prose]).
        mentions: the units and how to reach their pages from this page.
        page: the page's name for errors (``"laws/1882/60.md"``).
        page_src: the source the page belongs to (decides bare mentions), or None.

    Raises:
        MentionError: a mention names no unit, held or not (``"law 99"``).
    """
    count = 0
    for text in prose.texts():
        parts = _replace(text.value, mentions, page_src, page)
        if parts is None:
            continue
        count += sum(1 for p in parts if not isinstance(p, str) and p.tag == "a")
        text.replace(parts)
    return count


def link_mentions(html: str, mentions: Mentions, *, page: str, page_src: str | None = None) -> tuple[str, int]:
    """[link_mentions_in][pokerlaws.site.mentions.link_mentions_in] on HTML text: the new HTML and the count.

    A page without a mention keeps its HTML byte for byte (it is not re-serialised).

    Raises:
        MentionError: a mention names no unit, held or not (``"law 99"``).

    Examples:
        >>> m = Mentions(frozenset({"1882:61"}), {"1882": "law"}, lambda u: "../61/")
        >>> link_mentions("<p>See law 61, not law 20.</p>", m, page="x.md")[0]  # doctest: +NORMALIZE_WHITESPACE
        '<p>See <a class="mention" href="../61/">law 61</a>, not <span class="outside-edition"
        data-unit="1882:20">law 20<span class="outside-edition-note"> (not in this edition)</span></span>.</p>'
        >>> link_mentions("<p>Laws 1–51.</p>", m, page="x.md")[0]  # doctest: +NORMALIZE_WHITESPACE
        '<p><span class="outside-edition" data-unit="1882:1">Laws 1</span>–<span class="outside-edition"
        data-unit="1882:51">51<span class="outside-edition-note"> (not in this edition)</span></span>.</p>'
    """
    # cite-check: on
    if not MENTION.search(html):
        return html, 0
    prose = Prose(html)
    count = link_mentions_in(prose, mentions, page=page, page_src=page_src)
    changed = count or prose.find(data_unit=None) is not None
    return (prose.html() if changed else html), count


# cite-check: off (the docstring shows a mention of a unit that is none)
def mention_problems(corpus: Corpus) -> list[str]:
    """Every mention in the editor's prose that the site's build would refuse, one line each.

    The prose is what the site renders from Markdown and then links
    ([`link_mentions_in`][pokerlaws.site.mentions.link_mentions_in]): each unit's
    commentary, its rulings' question and ruling, its variants' notes, and each
    source's introduction. Each is rendered with the site's Markdown extensions
    (so that a code span is not prose) and its mentions resolved as on its page,
    so ``pokerlaws check`` refuses what the build refuses, and a build under
    ``mkdocs serve`` refuses it before any page is built (the last good pages
    stay up, with the problem at their top).

    Returns:
        ``FILE, line N: the mention "law 99" names 1882:99, which is no unit ...``
        for each field with a mention that resolves to nothing; empty when none.

    Examples:
        >>> from pokerlaws.edition.corpus import default_corpus
        >>> mention_problems(default_corpus())
        []
    """
    # cite-check: on
    import markdown

    mentions = Mentions(
        units=frozenset(corpus.laws),
        unit_names={key: source.unit_name for key, source in corpus.sources.items()},
        href=lambda unit_id: "#",
        rulings={unit.id: len(unit.rulings) for unit in corpus.laws.values()},
    )
    problems: list[str] = []

    for text, path, line, name, page_src, _page in prose_fields(corpus):
        if not text.strip() or not MENTION.search(text):
            continue
        html = markdown.markdown(text, extensions=list(PROSE_EXTENSIONS))
        try:
            link_mentions_in(Prose(html), mentions, page=name, page_src=page_src)
        except MentionError as err:
            problems.append(str(LawFileError(path, line, str(err))))
    return problems


ProseField = tuple[str, object, "int | None", str, str, str]
"""One text of the editor's prose: (its Markdown, its file, its line, its field, its source, the page it is shown on)."""


def prose_fields(corpus: Corpus) -> Iterator[ProseField]:
    """Every text of the editor's prose that the site and the book render from Markdown: each source's
    introduction; each unit's commentary, its rulings' question, ruling, readings and reason for no
    parameter, its variants' notes. Each with its file, line and field (``rulings[2].question``), its
    source, and the page it is shown on (``laws/1882/60.md``), against which its relative links resolve."""
    for key, source in corpus.sources.items():
        yield source.introduction, source.path, None, "introduction", key, f"laws/{key}/index.md"
    for unit in corpus.laws.values():
        page = f"laws/{unit.source}/{unit.number}.md"
        yield unit.commentary, unit.path, unit.line_of("commentary"), "commentary", unit.source, page
        for number, ruling in enumerate(unit.rulings, start=1):
            where = f"rulings[{number}]"
            for name in ("question", "ruling"):
                yield getattr(ruling, name), unit.path, unit.line_of("rulings"), f"{where}.{name}", unit.source, page
            for value, meaning in ruling.alternatives.items():
                yield meaning, unit.path, unit.line_of("rulings"), f"{where}.alternatives.{value}", unit.source, page
            if ruling.no_parameter:
                yield ruling.no_parameter, unit.path, unit.line_of("rulings"), f"{where}.no_parameter", unit.source, page
        for variant in unit.variants:
            line = getattr(variant, "line", None) or unit.line_of("variants")
            yield variant.note, unit.path, line, "variants.note", unit.source, page
