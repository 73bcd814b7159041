"""The prose of a page's HTML: the text a reader reads as prose, for the passes that link words in it.

Two passes run on the HTML of every page of the site (the plugin's
``on_page_content``): mentions of units become links
([mentions][pokerlaws.site.mentions]), and the first use of each period
term a link to the glossary ([terms][pokerlaws.site.terms]). Both change
prose only: never a heading, code, a link, the edited text or what a witness
reads (see [`skipped`][pokerlaws.site.prose.skipped]). They work on the
HTML, where Markdown and its extensions have already decided what is code, a
heading or a link, rather than on the Markdown.

[`Prose`][pokerlaws.site.prose.Prose] parses a page's HTML once with lxml
(libxml2's HTML parser: the site's 126 pages in a fraction of a second, where
Beautiful Soup took several), lists its text outside the skipped elements in
the order a reader meets it, replaces a text by text and new elements, and
writes the HTML back. An element's text and its tail are lxml's two places
of text: the text before an element's first child, and the text after an
element, up to its next sibling, which belongs to the parent's prose even
when the element itself is skipped.

C0 control characters (which an API page can quote from a docstring) are not
allowed in libxml2's tree: they are carried through the parse as characters
of a private-use plane and put back when the HTML is written, so that nothing
of a page is lost.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import lxml.html
from lxml import etree

SKIP_TAGS = frozenset(
    ["a", "autoref", "code", "pre", "kbd", "samp", "script", "style", "h1", "h2", "h3", "h4", "h5", "h6", "abbr", "button", "label", "textarea", "svg", "title", "select", "option"]
)
"""Elements whose text is never prose: links, code, headings, scripts, form controls, pictures."""

SKIP_CLASSES = frozenset({
    # the text as printed and what the witnesses read: never touched (a source's reading page
    # holds each unit's edited text in a div.unit)
    "edited-text", "unit", "diplomatic", "witness-reading", "emendation-table", "emendation-notes", "emendation-reads",
    # a citation is copied as it stands; the meta line and the pager hold titles and headings
    "cite-as", "unit-meta", "unit-pager",
    "outside-edition", "headerlink",
})  # fmt: skip
"""Classes of elements whose text is never prose."""

_WRAPPER = "div"
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f]")
_CARRIED = re.compile("[\U000f0000-\U000f001f]")
_PARSER = lxml.html.HTMLParser(remove_comments=False, remove_blank_text=False, huge_tree=True)
"""HTML read however deep it nests: libxml2 otherwise stops at 255 levels and drops the rest without a word."""


def _carry(html: str) -> str:
    return _CONTROL.sub(lambda m: chr(0xF0000 + ord(m.group())), html)


def _restore(html: str) -> str:
    return _CARRIED.sub(lambda m: chr(ord(m.group()) - 0xF0000), html)


def _classes(element: etree._Element) -> set[str]:
    return set((element.get("class") or "").split())


def skipped(element: etree._Element) -> bool:
    """True for an element whose text is no prose: a tag of `SKIP_TAGS`, a class of `SKIP_CLASSES`,
    an element marked ``data-no-mentions``, a table with a "Reads" column (an emendation table), or
    a set of tabs holding a witness's reading (``.tabbed-set`` with a ``.diplomatic`` inside)."""
    tag = element.tag
    if not isinstance(tag, str):  # a comment or a processing instruction: no text of its own to read
        return True
    if tag in SKIP_TAGS or element.get("data-no-mentions") is not None:
        return True
    classes = _classes(element)
    if classes & SKIP_CLASSES:
        return True
    if tag == "table":
        return "Reads" in ("".join(th.itertext()).strip() for th in element.iter("th"))
    return "tabbed-set" in classes and any("diplomatic" in _classes(e) for e in element.iter() if isinstance(e.tag, str))


@dataclass(frozen=True)
class Text:
    """One run of prose: the text of *element* (before its first child) or its tail (after it)."""

    element: etree._Element
    tail: bool

    @property
    def value(self) -> str:
        """The text itself."""
        return (self.element.tail if self.tail else self.element.text) or ""

    def replace(self, parts: Sequence[str | etree._Element]) -> None:
        """Put *parts* (text and new elements, in order) in place of this text."""
        head, rest = "", list(parts)
        while rest and isinstance(rest[0], str):
            head += rest.pop(0)
        if self.tail:
            parent, index = self.element.getparent(), self.element.getparent().index(self.element) + 1
            self.element.tail = head or None
        else:
            parent, index = self.element, 0
            self.element.text = head or None
        previous: etree._Element | None = None
        for part in rest:
            if isinstance(part, str):
                assert previous is not None
                previous.tail = (previous.tail or "") + part
                continue
            parent.insert(index, part)
            index += 1
            previous = part


class Prose:
    """A page's HTML, parsed, with its prose to read and change; [`html`][pokerlaws.site.prose.Prose.html] writes it back.

    Examples:
        >>> prose = Prose("<p>A pool <code>pool</code> and its <a href='#'>pool</a>.</p>")
        >>> [text.value for text in prose.texts()]
        ['A pool ', ' and its ', '.']
        >>> first = prose.texts()[0]
        >>> first.replace(["A ", prose.element("b", "pool", {"class": "term"}), " "])
        >>> prose.html()
        '<p>A <b class="term">pool</b> <code>pool</code> and its <a href="#">pool</a>.</p>'
    """

    def __init__(self, html: str) -> None:
        self.root = lxml.html.fragment_fromstring(_carry(html), create_parent=_WRAPPER, parser=_PARSER)

    def texts(self, within: etree._Element | None = None) -> list[Text]:
        """Every run of prose of the page (or of the element *within*), in the order a reader meets it."""
        return list(_texts(self.root if within is None else within))

    def find(self, **attributes: str) -> etree._Element | None:
        """The first element with these attributes (``data_unit=None``: an element that has the attribute)."""
        for element in self.root.iter():
            if isinstance(element.tag, str) and all(
                element.get(name.replace("_", "-")) is not None if value is None else element.get(name.replace("_", "-")) == value
                for name, value in attributes.items()
            ):
                return element
        return None

    @staticmethod
    def element(tag: str, text: str, attributes: dict[str, str], children: Sequence[etree._Element] = ()) -> etree._Element:
        """A new element *tag* with *text*, *attributes* (in their order) and *children*."""
        made = etree.Element(tag)
        for name, value in attributes.items():
            made.set(name, value)
        made.text = text
        for child in children:
            made.append(child)
        return made

    def html(self) -> str:
        """The page's HTML, as changed."""
        written = etree.tostring(self.root, encoding="unicode", method="html")
        return _restore(written[len(_WRAPPER) + 2 : -(len(_WRAPPER) + 3)])


def _texts(top: etree._Element) -> Iterator[Text]:
    # Depth first with a stack of its own (nested generators would pass each run up every level);
    # a run of white space only (between block elements) holds no word and is not listed.
    if skipped(top):
        return
    stack: list[tuple[etree._Element, bool]] = [(top, False)]
    while stack:
        element, tail = stack.pop()
        if tail:
            if element.tail and not element.tail.isspace():
                yield Text(element, True)
            continue
        if element.text and not element.text.isspace():
            yield Text(element, False)
        for child in reversed(element):
            stack.append((child, True))  # its tail comes after it, whether it is read or skipped
            if not skipped(child):
                stack.append((child, False))


def prose_texts(html: str) -> list[str]:
    """The runs of prose of *html*, as text (what the passes may change).

    Examples:
        >>> prose_texts('<p>Law 60 <span class="edited-text">law 61</span> and <code>law 62</code>.</p>')
        ['Law 60 ', ' and ', '.']
    """
    return [text.value for text in Prose(html).texts()]
