"""``pokerlaws law``: one unit of the edition, or one of its editorial rulings, printed for a reader.

The command's own module, as [odds][pokerlaws.cli.odds] and [readings][pokerlaws.cli.readings]
are: [`commands`][pokerlaws.cli.commands] reads the arguments and the corpus and hands them here.
"""

from __future__ import annotations

import argparse
import textwrap
from typing import Any

from pokerlaws.edition.files import write_json

__all__ = ["print_law"]


def _wrap(text: str, indent: str = "  ") -> str:
    return "\n".join(
        textwrap.fill(para, width=88, initial_indent=indent, subsequent_indent=indent)
        for para in text.split("\n\n")
    )


def print_law(corpus: Any, args: argparse.Namespace) -> int:
    """``pokerlaws law ID``: the unit *args.id* of *corpus* (a ``Corpus``) as text (its edited text, notes,
    ``--witnesses`` each witness's reading, its pin, its engine and what else its file holds), or
    (``--json``) its record; ``--ruling N`` one of its editorial rulings.

    Returns:
        int: the exit status, 0.

    Raises:
        UnknownLaw: no unit *args.id*.
        UnknownRuling: ``--ruling`` names no ruling of the unit.
    """
    unit = corpus.law(args.id)
    if args.ruling is not None:
        return _print_ruling(corpus, unit, args)
    if args.json:
        from pokerlaws.edition.export import unit_record

        write_json(unit_record(corpus, unit))
        return 0
    source = corpus.sources[unit.source]
    pages = f" · p. {', '.join(map(str, unit.pages))}" if unit.pages else ""
    print(f"{unit.id} — {unit.title}")
    print(f"{source.short_title} · {unit.section}{pages}")
    print()
    print(_wrap(unit.text))
    for note in unit.footnotes:
        print()
        print(_wrap(f"{note.mark} {note.text}"))
    if args.witnesses:
        for siglum, reading in unit.readings.items():
            print()
            print(f"Witness {siglum} ({source.witness(siglum).name}):")
            print(textwrap.indent(reading.text, "  | "))
    print()
    from pokerlaws.citecheck.pins import unit_pin

    print(f'The pin of this text: {unit_pin(unit)} (code reviewed against it: @implements("{unit.id}", text="{unit_pin(unit)}"))')
    if unit.engine.paths:
        print("Implemented by: " + ", ".join(unit.engine.paths))
    else:
        print(f"Engine: {unit.engine.status} — {unit.engine.reason}")
    counts = []
    if unit.emendations:
        counts.append(f"{len(unit.emendations)} emendation{'s' * (len(unit.emendations) != 1)}")
    if unit.examples:
        counts.append(f"{len(unit.examples)} worked example{'s' * (len(unit.examples) != 1)}")
    if unit.rulings:
        counts.append(f"{len(unit.rulings)} editorial ruling{'s' * (len(unit.rulings) != 1)}")
    if counts:
        print(", ".join(counts) + f" — see {unit.path.name} or the unit's page")
    return 0


def _print_ruling(corpus: Any, unit: Any, args: argparse.Namespace) -> int:
    """``pokerlaws law 1882:60 --ruling 2``: the ruling cited ``1882:60 R2``, as text or (``--json``) its record."""
    ruling = unit.ruling(args.ruling)
    if args.json:
        from pokerlaws.edition.export import unit_record

        write_json(unit_record(corpus, unit)["rulings"][ruling.number - 1])
        return 0
    source = corpus.sources[unit.source]
    print(f"{ruling.id} — {' '.join(ruling.title.split())}")
    print(f"An editorial ruling on {unit.id} — {unit.title} ({source.short_title} · {unit.section})")
    print()
    print(_wrap("Question. " + " ".join(ruling.question.split())))
    print()
    print(_wrap("Ruling. " + " ".join(ruling.ruling.split())))
    readings = ([(ruling.default, "the ruling above, taken by default")] if ruling.default is not None else [])
    readings += list(ruling.alternatives.items())
    if readings:
        print()
        print("  Readings:")
        for value, meaning in readings:
            print(_wrap(f"- {value}: {' '.join(meaning.split())}", "    "))
    print()
    if ruling.parameter:
        print(f"Parameter: {ruling.parameter} selects the reading.")
    elif ruling.no_parameter:
        print(_wrap("No parameter. " + " ".join(ruling.no_parameter.split()), ""))
    return 0
