"""``pokerlaws judge FILE --readings`` and ``pokerlaws readings``: what each reading of the rulings decides.

Kept apart from [cli][pokerlaws.cli.commands]: the tables of
[`judge_readings`][pokerlaws.records.judge_readings] and of the parameters the edition's rulings name.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from pokerlaws.edition.files import write_json
from pokerlaws.messages import columns


def judge_with_readings(args: argparse.Namespace, units: dict[str, tuple[str, ...]]) -> int:
    """Judge the record of ``args.file`` under each reading (``--only``, ``--pairs``), and print the table or ``--json``.

    Returns:
        0, or 1 when the record as it stands breaks a law or is not what its ``expect`` says (the table, set
        apart from the ``expect``, is printed all the same).

    Raises:
        UsageError: ``--only`` names what the record cannot take, or ``--pairs`` makes too many judgements.
    """
    from pokerlaws.cli.commands import UsageError, _failed, _one_line, _say
    from pokerlaws.edition.errors import LawFileError
    from pokerlaws.edition.records import judge_readings_apart
    from pokerlaws.errors import RecordError

    try:
        judged, missed = judge_readings_apart(args.file, only=args.only or (), pairs=args.pairs, units=units)
    except (RecordError, LawFileError):  # the record's own fault: said as for a record judged alone
        raise
    except ValueError as err:
        raise UsageError(f"judge --readings: {err}") from None
    base = judged.as_it_stands
    if args.json:
        from pokerlaws.citecheck.command import json_path

        # a name that is not UTF-8 is written as JSON readers take it, its bytes beside it (record_bytes)
        named = {"record": "-"} if str(args.file) == "-" else json_path(Path(args.file), "record")
        write_json({**named, **judged.as_data()})
    else:
        print(judged.report())
    if base.refused is not None:
        _failed(args)
        # the ruling as `pokerlaws judge FILE` says it, naming the file and the line: judged once more alone
        from pokerlaws.edition.records import judge_file

        try:
            judge_file(args.file) if str(args.file) != "-" else None
        except RecordError as err:
            if err.law:
                _say(f"pokerlaws: ruling: {_one_line(err.message)} [law {err.law}]")
                return 1
        _say(f"pokerlaws: ruling: {_one_line(base.refused)}")
        return 1
    if missed is not None:  # the table is of the record with its expect set aside; the expect itself failed
        _failed(args)
        _say(f"pokerlaws: error: {_one_line(missed.message)}")
        return 1
    return 0


def cmd_readings(args: argparse.Namespace) -> int:
    """Every parameter the edition's rulings name: its readings (the default first), the rulings on it, the
    field of a record that names it. A field of a [`Code`][pokerlaws.table.Code] has no single default: each
    code's value is listed with its ground ([`defaults_by_code`][pokerlaws.table.codes.defaults_by_code]), and
    ``--json`` gives ``"default": null`` and ``"defaults"`` by code."""
    from pokerlaws.cli.commands import _corpus
    from pokerlaws.edition.loader import resolve
    from pokerlaws.edition.records import parameter_rulings
    from pokerlaws.readings import readings_of
    from pokerlaws.records.readings import PARAMETERS, named

    in_records = {p.dotted: f"{p.field}.{p.name}" for p in PARAMETERS}
    listed = []
    for dotted, rulings in parameter_rulings(_corpus(args)).items():
        owner, _, name = dotted.rpartition(".")
        readings = readings_of(resolve(owner), name)
        # a field of a Code has no single default: each code's value, and its ground (GROUNDS)
        by_code = _by_code(owner, name)
        listed.append({
            "parameter": dotted, "readings": [named(r) for r in readings] if readings is not None else None,
            "default": named(readings[0]) if readings and by_code is None else None,
            **({"defaults": by_code} if by_code is not None else {}),
            "rulings": list(rulings), "record_field": in_records.get(dotted),
        })  # fmt: skip
    if args.json:
        write_json(listed)
        return 0
    rows = [(item["parameter"].removeprefix("pokerlaws."), ", ".join(item["rulings"]), item["record_field"] or "-", _said(item)) for item in listed]
    for line in columns([("parameter", "ruling", "in a record", "readings"), *rows]):
        print(line)
    print()
    print(f"{len(listed)} parameters, {sum(len(item['readings'] or ()) for item in listed)} readings; "
          f"{sum(bool(item['record_field']) for item in listed)} parameters a record can name (pokerlaws judge FILE --readings)")
    return 0


def _by_code(owner: str, name: str) -> dict[str, dict[str, str]] | None:
    """Each code's value of the field *name* of a [`Code`][pokerlaws.table.Code] and its ground, by the code's name;
    None when *owner* is not ``Code`` (a ``...Rulings`` field has one default, its first reading)."""
    from pokerlaws.records.readings import named
    from pokerlaws.table.codes import defaults_by_code

    if owner != "pokerlaws.table.Code":
        return None
    return {code: {"value": named(value), "ground": ground} for code, (value, ground) in defaults_by_code(name).items()}


def _said(item: dict) -> str:
    """The readings of a listed parameter as the table says them: its default marked, or each code's value."""
    if not item["readings"]:
        return "(an argument: no readings named)"
    by_code = item.get("defaults")
    if by_code is None:
        return "; ".join(f"{r} (default)" if i == 0 else r for i, r in enumerate(item["readings"]))
    said = []
    for r in item["readings"]:
        how = []
        for kind, label in (("the default of", "default under"), ("the words of", "the words under")):
            codes = [code for code, found in by_code.items() if found["value"] == r and found["ground"].startswith(kind)]
            how += [f"{label} {', '.join(codes)}"] if codes else []
        said.append(f"{r} ({'; '.join(how)})" if how else r)
    return "; ".join(said) + " [no single default: each code's own]"
