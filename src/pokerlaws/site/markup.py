"""The small pieces of the generated Markdown: where pages live, how units are named, escaping.

Every page module of the site builds on these: the docs-relative path of each
generated page ([`unit_page_path`][pokerlaws.site.markup.unit_page_path],
[`source_page_path`][pokerlaws.site.markup.source_page_path],
[`api_page_path`][pokerlaws.site.markup.api_page_path]), a unit's
[`permalink`][pokerlaws.site.markup.permalink] and names, relative links
between pages, and the escaping that shows text as it is
([`escape_markdown`][pokerlaws.site.markup.escape_markdown],
[`code_span`][pokerlaws.site.markup.code_span]).
"""

from __future__ import annotations

import html
import posixpath
import re
from urllib.parse import urlsplit

from pokerlaws.edition.corpus import SOURCE_ORDER, Corpus
from pokerlaws.edition.export import permalink as unit_path
from pokerlaws.edition.model import Law, Source

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
    """``api/hands.md``: the API page of the engine module ``pokerlaws.hands.values``."""
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


def relative_link(from_path: str, to_path: str) -> str:
    """A relative link between two docs-relative Markdown paths (MkDocs checks and rewrites it).

    Examples:
        >>> relative_link("laws/1882/71.md", "laws/1882/index.md"), relative_link("laws/1882/71.md", "method.md")
        ('index.md', '../../method.md')
    """
    return posixpath.relpath(to_path, posixpath.dirname(from_path) or ".")


def unit_link(from_path: str, unit: Law, text: str | None = None) -> str:
    """A Markdown link from the page *from_path* to *unit*'s page, reading *text* (the unit's id by default).

    Examples:
        >>> from pokerlaws.edition.corpus import default_corpus
        >>> unit_link("rulings.md", default_corpus().law("1882:60"))
        '[1882:60](laws/1882/60.md)'
    """
    return f"[{text or unit.id}]({relative_link(from_path, unit_page_path(unit))})"


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

    Examples:
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
    """Escape prose for a table cell: as [escape_markdown][pokerlaws.site.markup.escape_markdown], and ``|``."""
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


def code_fence(text: str, char: str = "`") -> str:
    """A code fence longer than any run of *char* in *text*, and at least three long.

    Examples:
        >>> code_fence("no ticks"), code_fence("a ```` b")
        ('```', '`````')
    """
    longest = max((len(run) for run in re.findall(re.escape(char) + "+", text)), default=0)
    return char * max(3, longest + 1)


def attribute_text(text: str) -> str:
    r"""*text* for a double-quoted attribute (a fenced block's title): on one line, its quotes escaped.

    Examples:
        >>> attribute_text('A "show"\n for less')
        'A &quot;show&quot; for less'
    """
    return " ".join(text.split()).replace('"', "&quot;")


def indent_block(text: str, prefix: str = "    ") -> str:
    r"""*text* with *prefix* before each line that is not blank (a block inside an admonition or a list).

    Examples:
        >>> indent_block("a\n\nb")
        '    a\n\n    b'
    """
    return "\n".join(prefix + line if line.strip() else "" for line in text.splitlines())
