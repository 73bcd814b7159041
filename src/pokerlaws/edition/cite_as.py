"""How to cite a unit: the section *Cite as* of its page."""

from __future__ import annotations

from pokerlaws.edition.corpus import Corpus
from pokerlaws.edition.markup import escape_markdown, permalink
from pokerlaws.edition.model import Law

__all__ = ["cite_section"]


def cite_section(corpus: Corpus, unit: Law, site_url: str | None) -> list[str]:
    """The section *Cite as* of a unit's page: how to cite it, in prose and from code."""
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
