"""The site's search ranks a phrase of the query, as written, first: a quoted phrase (``"the age"``) and a
hyphenated term (``all-in``, ``jack-pot``).

Material for MkDocs searches with Lunr.js, which matches words, not phrases: a quoted phrase requires
each of its words, in any order and anywhere in the document, and a hyphenated term is split at its
hyphen into words that are each optional (``all-in`` is ``all* in*``, and "in" is everywhere). So the
glossary's entry whose modern term is "all-in" came far down the list, below laws that say "all" and
"in" often.

The fix does not fork Material's worker. The page's script is pointed at a worker of the edition's own
(``search_worker.js`` beside this module, written into the site by
[`write_worker`][pokerlaws.site.search_phrases.write_worker]), which imports Material's worker whole and
unchanged, and ranks its results again when the query holds a phrase, among the pages of one kind
(those the site's search boost raises or leaves as they are, the glossary, the laws and the edition's
pages, before those it lowers, the records and the engine's code): first the results that hold the
phrase as written (the hyphen too), then those that hold its words in a row, then the rest, each in
Material's order. Each page's configuration names the worker
([`with_worker`][pokerlaws.site.search_phrases.with_worker], on the built HTML).

Examples:
    >>> html = '<script id="__config" type="application/json">{"search": "../assets/javascripts/workers/search.a7633da7.min.js"}</script>'
    >>> with_worker(html, "search.a7633da7.min.js")
    '<script id="__config" type="application/json">{"search": "../assets/javascripts/workers/search-edition.a7633da7.js"}</script>'

    The same words shown on a page, before the element itself, are left as they are:

    >>> shown = '<code>&lt;script id="__config" type="application/json"&gt;{"search": "x/search.a7633da7.min.js"}</code>'
    >>> with_worker(shown + html).startswith(shown)
    True
"""

from __future__ import annotations

import re
from pathlib import Path

__all__ = ["WORKER", "material_worker", "with_worker", "worker_name", "write_worker"]

WORKER = Path(__file__).with_name("search_worker.js")
"""The edition's search worker; ``__MATERIAL_WORKER__`` in it stands for the file name of Material's."""

WORKERS = "assets/javascripts/workers"
"""Where Material puts its search worker in the built site (the edition's goes beside it)."""

_MATERIAL = re.compile(r"search\.([0-9a-f]+)\.min\.js")
_CONFIG = re.compile(r'(<script id="__config" type="application/json">[^<]*?"search":\s*"[^"]*/)(search\.[0-9a-f]+\.min\.js)(")')
"""Material's configuration element itself: the same words shown on a page (in a code block, its ``<`` escaped)
are never it."""


def material_worker(site_dir: Path | str) -> str | None:
    """The file name of Material's search worker in the built site (``search.a7633da7.min.js``), or None."""
    found = sorted(p.name for p in Path(site_dir, WORKERS).glob("search.*.min.js") if _MATERIAL.fullmatch(p.name))
    return found[0] if found else None


def worker_name(material: str) -> str:
    """The edition's worker's file name for Material's *material* (its hash in it, so that a new Material
    gives a new name, which no browser has cached).

    Examples:
        >>> worker_name("search.a7633da7.min.js")
        'search-edition.a7633da7.js'
    """
    match = _MATERIAL.fullmatch(material)
    return f"search-edition.{match.group(1) if match else 'x'}.js"


def with_worker(html: str, material: str | None = None) -> str:
    """*html* with its configuration's search worker (Material's) replaced by the edition's, when it names
    one (and, if given, that one: *material*)."""

    def swap(match: re.Match[str]) -> str:
        if material is not None and match.group(2) != material:
            return match.group(0)
        return match.group(1) + worker_name(match.group(2)) + match.group(3)

    return _CONFIG.sub(swap, html, count=1) if '<script id="__config"' in html else html


def write_worker(site_dir: Path | str) -> Path | None:
    """Write the edition's search worker beside Material's in the built site; its path, or None when the
    site has no search worker of Material's (a build without the search plugin)."""
    material = material_worker(site_dir)
    if material is None:
        return None
    target = Path(site_dir, WORKERS, worker_name(material))
    target.write_text(WORKER.read_text(encoding="utf-8").replace("__MATERIAL_WORKER__", material), encoding="utf-8")
    return target
