"""The edition as plain data (JSON-ready dicts), for downloads and ``pokerlaws export``."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from pokerlaws.edition.corpus import Corpus
from pokerlaws.edition.model import Law, Source


def permalink(unit: Law) -> str:
    """The site path of a unit's page, built from its id: ``laws/1882/71/``."""
    return f"laws/{unit.source}/{unit.number}/"


def unit_record(corpus: Corpus, unit: Law) -> dict[str, Any]:
    """One unit as a JSON-ready dict."""
    return {
        "id": unit.id,
        "source": unit.source,
        "number": unit.number,
        "label": corpus.label(unit),
        "title": unit.title,
        "section": unit.section,
        "pages": list(unit.pages),
        "permalink": permalink(unit),
        "text": unit.text,
        "footnotes": [asdict(n) for n in unit.footnotes],
        "witnesses": {
            siglum: {"reading": r.text, "pages": list(r.pages), "lacks": r.lacks} for siglum, r in unit.readings.items()
        },
        "emendations": [
            {k: v for k, v in asdict(e).items() if k != "line" and v is not None} for e in unit.emendations
        ],
        "variants": [{k: v for k, v in asdict(v).items() if k != "line"} for v in unit.variants],
        "engine": {"status": unit.engine.status, "objects": list(unit.engine.paths), "reason": unit.engine.reason},
        "commentary": unit.commentary,
        "rulings": [asdict(r) for r in unit.rulings],
        "examples": [{"title": e.title, "code": e.code} for e in unit.examples],
    }


def source_record(source: Source) -> dict[str, Any]:
    """One source and its witnesses as a JSON-ready dict."""
    return {
        "key": source.key,
        "title": source.title,
        "short_title": source.short_title,
        "date": source.date,
        "attribution": source.attribution,
        "unit_name": source.unit_name,
        "numbering": source.numbering,
        "witnesses": [
            {"siglum": w.siglum, "name": w.name, "description": w.description, "files": [f.file for f in w.files]}
            for w in source.witnesses
        ],
    }


def corpus_record(corpus: Corpus) -> dict[str, Any]:
    """The whole edition as a JSON-ready dict: sources, then units in reading order."""
    return {
        "edition": "Poker Laws: an annotated edition",
        "sources": [source_record(s) for s in corpus.sources.values()],
        "units": [unit_record(corpus, u) for u in corpus.laws.values()],
    }
