"""The edition as plain data (JSON-ready dicts and CSV), for downloads and ``pokerlaws export``."""

from __future__ import annotations

import csv
import io
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
        "review": {"status": unit.review.status, "label": unit.review.label, "note": unit.review.note},
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
        "rulings": [{"id": r.id, **{k: v for k, v in asdict(r).items() if k != "unit"}} for r in unit.rulings],
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


CSV_COLUMNS = (
    "id",
    "source",
    "number",
    "title",
    "section",
    "text",
    "witnesses",
    "pages",
    "emendations",
    "engine_objects",
    "permalink",
)
"""The columns of [`corpus_csv`][pokerlaws.edition.export.corpus_csv], in order."""


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""What a spreadsheet takes for the start of a formula (OWASP's list): a text cell of the CSV beginning
with one is written with an apostrophe before it ([`spreadsheet_safe`][pokerlaws.edition.export.spreadsheet_safe])."""


def spreadsheet_safe(cell: object) -> object:
    """*cell* as the CSV writes it: text beginning like a formula gets an apostrophe first, which a
    spreadsheet shows as text and does not run (``=HYPERLINK(...)`` in a title); numbers as they are.

    Examples:
        >>> spreadsheet_safe("=1+1"), spreadsheet_safe("-5 to 1"), spreadsheet_safe("The Betting"), spreadsheet_safe(71)
        ("'=1+1", "'-5 to 1", 'The Betting', 71)
    """
    if isinstance(cell, str) and cell.startswith(FORMULA_STARTS):
        return "'" + cell
    return cell


def corpus_csv(corpus: Corpus) -> str:
    """The edition as CSV (RFC 4180, with a header row): one row per unit, in reading order.

    Columns are [CSV_COLUMNS][pokerlaws.edition.export.CSV_COLUMNS]: the edited
    text as it stands in the YAML (``_italic_``, ``⟨supplied⟩``), the witnesses'
    sigla and the pages separated by spaces, the number of emendations, the
    engine objects' dotted paths separated by spaces, the page's site path.

    For spreadsheets: UTF-8 with no byte-order mark (import it as UTF-8; a
    spreadsheet that opens it directly may take it for its local code page), and
    a text cell that begins as a formula would (``=``, ``+``, ``-``, ``@``, a tab)
    begins with an apostrophe instead ([`spreadsheet_safe`][pokerlaws.edition.export.spreadsheet_safe]),
    so that opening the file runs nothing. The JSON export is the edition whole.

    Examples:
        >>> from pokerlaws.edition.corpus import default_corpus
        >>> first, *rest = csv.DictReader(io.StringIO(corpus_csv(default_corpus())))
        >>> len(rest) + 1, first.get("id"), first.get("permalink")
        (54, '1882:52', 'laws/1882/52/')
    """
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    for unit in corpus.laws.values():
        row = [
            unit.id,
            unit.source,
            unit.number,
            unit.title,
            unit.section,
            " ".join(unit.text.split()),
            " ".join(unit.readings),
            " ".join(str(p) for p in unit.pages),
            len(unit.emendations),
            " ".join(unit.engine.paths),
            permalink(unit),
        ]
        writer.writerow([spreadsheet_safe(cell) for cell in row])
    return out.getvalue()


def unit_json_path(unit: Law) -> str:
    """Where a unit's JSON record stands in the site, beside its page: ``laws/1882/60.json``.

    Examples:
        >>> from pokerlaws.edition.corpus import default_corpus
        >>> unit_json_path(default_corpus().law("1882:60"))
        'laws/1882/60.json'
    """
    return f"laws/{unit.source}/{unit.number}.json"
