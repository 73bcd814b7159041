"""Reading a record of play from a YAML file, for ``pokerlaws judge``.

The file is parsed and validated against ``record.schema.json`` (beside this
module) with the same tools as the law files, so that a malformed record is
reported with its file and line; a step that breaks a law is reported by
[`judge`][pokerlaws.records.judge] with the step and the law. The file ``-``
is standard input, reported as ``<stdin>``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pokerlaws.edition.errors import LawFileError
from pokerlaws.edition.files import MAX_BYTES, STDIN
from pokerlaws.edition.yamlfiles import line_at, read_yaml, validate
from pokerlaws.errors import RecordError
from pokerlaws.records import Judgement, ReadingsJudged, judge, judge_readings

if TYPE_CHECKING:
    from pokerlaws.edition.corpus import Corpus

SCHEMA = Path(__file__).with_name("record.schema.json")


def _shown(path: Path | str) -> Path:
    """The name to report for *path*: ``<stdin>`` for ``-``."""
    return Path("<stdin>") if str(path) == STDIN else Path(path)


def read_record(path: Path | str) -> tuple[dict[str, Any], dict]:
    """Parse and validate a record file; return its data and its line map.

    Args:
        path: the record's file; ``"-"`` reads it from standard input.

    Raises:
        LawFileError: the file is unreadable, not YAML, or not a record
            (names the file and the line).
    """
    return _checked(path, None, schema=True)


def _checked(path: Path | str, text: str | None, *, schema: bool) -> tuple[dict[str, Any], dict]:
    data, lines = read_yaml(path, text)
    _check_lengths(data, _shown(path), lines)
    if schema:
        validate(data, SCHEMA, _shown(path), lines)
    return data, lines


@cache
def _max_items() -> dict[str, int]:
    """The fields whose lists the schema bounds (``maxItems``: the lists of players), and the bound."""
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    return {name: spec["maxItems"] for name, spec in schema["properties"].items() if "maxItems" in spec}


def _check_lengths(data: Any, path: Path, lines: dict) -> None:
    """Refuse a list longer than the schema allows before validating the rest.

    The schema says the same (``maxItems``), but its validator would first
    compare every name with every other (``uniqueItems`` is quadratic when the
    names cannot be sorted) and then quote the whole list in its message.
    """
    if not isinstance(data, dict):
        return
    for name, most in _max_items().items():
        value = data.get(name)
        if isinstance(value, list) and len(value) > most:
            raise LawFileError(path, line_at(lines, [name]), f"field {name!r} lists {len(value):,} players: at most {most}, the most a table seats (pokerlaws.table.seats.MAX_SEATS)")


def judge_file(path: Path | str) -> Judgement:
    """Judge the record in *path* (``"-"``: read it from standard input).

    Raises:
        LawFileError: the file is not a valid record.
        RecordError: a step breaks a law; its message names the step, the
            law, and the line of the file.
    """
    return _judged(path, *read_record(path))


def judge_text(text: str, name: str = "the record", *, schema: bool = True) -> Judgement:
    """Judge a record given as text, as [`judge_file`][pokerlaws.edition.records.judge_file] judges a file.

    The YAML is read by the same reader, with the same checks (a key given
    twice, a number YAML would misread, anchors, nesting, size), and errors
    name *name* and the line.

    Args:
        text: the record, YAML or JSON.
        name: what the messages call it.
        schema: whether to check it against ``record.schema.json`` too. The
            site's *Try it* page passes ``False``: the library that checks
            schemas does not run in the browser; the judge's own checks of a
            record's form then answer a malformed one, in their words.

    Raises:
        LawFileError: the text is longer than a record file may be, not
            YAML, or not a record.
        RecordError: as for judge_file.

    Examples:
        >>> print(judge_text("seats: [A, B]\\nante_man: A\\nantes: {A: 2}\\nactions: [B retires]").payouts)
        {'B': 0, 'A': 2}
    """
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_BYTES:
        raise LawFileError(Path(name), None, f"is longer than {MAX_BYTES:,} bytes: the edition reads files of at most {MAX_BYTES:,} bytes")
    return _judged(name, *_checked(name, text, schema=schema))


def judge_readings_file(path: Path | str, **options: Any) -> ReadingsJudged:
    """Judge the record in *path* under each reading of the rulings that bear on it, as
    [`judge_readings`][pokerlaws.records.judge_readings] does with *options*, its errors named as
    [`judge_file`][pokerlaws.edition.records.judge_file] names them.

    Raises:
        LawFileError: the file is not a valid record.
        RecordError: the record is malformed, or not what its ``expect`` says; with its line.
        ValueError: as ``judge_readings``: a parameter or reading named that the record cannot take,
            or too many pairs.
    """
    return _judged(path, *read_record(path), judging=lambda data: judge_readings(data, **options))


def judge_readings_apart(path: Path | str, **options: Any) -> tuple[ReadingsJudged, RecordError | None]:
    """[`judge_readings_file`][pokerlaws.edition.records.judge_readings_file] with the record's ``expect`` set
    aside for the table, as it is for the other readings, and checked apart: the table, and the error of an
    ``expect`` the record as it stands does not meet (named with its line, as ``judge_file`` names it), or None.

    Raises:
        LawFileError, RecordError, ValueError: as ``judge_readings_file``, but for the ``expect``.
    """
    data, lines = read_record(path)
    apart = {key: value for key, value in data.items() if key != "expect"}
    judged = _judged(path, apart, lines, judging=lambda record: judge_readings(record, **options))
    if "expect" not in data or judged.as_it_stands.refused is not None:
        return judged, None
    try:
        _judged(path, data, lines)
    except RecordError as err:
        return judged, err
    return judged, None


def judge_readings_text(text: str, name: str = "the record", *, schema: bool = True, **options: Any) -> ReadingsJudged:
    """A record given as text judged under each reading of the rulings that bear on it: read as
    [`judge_text`][pokerlaws.edition.records.judge_text] reads it, judged as
    [`judge_readings`][pokerlaws.records.judge_readings] judges it with *options*.

    Raises:
        LawFileError: as ``judge_text``.
        RecordError: as ``judge_readings_file``.
        ValueError: as ``judge_readings``.
    """
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_BYTES:
        raise LawFileError(Path(name), None, f"is longer than {MAX_BYTES:,} bytes: the edition reads files of at most {MAX_BYTES:,} bytes")
    return _judged(name, *_checked(name, text, schema=schema), judging=lambda data: judge_readings(data, **options))


def _judged(path: Path | str, data: dict[str, Any], lines: dict, judging: Callable[[dict[str, Any]], Any] = judge) -> Any:
    """Judge *data* (by *judging*); a ruling against it names the line of *path* where the faulty step is."""
    try:
        return judging(data)
    except RecordError as err:
        if err.step:
            line = line_at(lines, [err.field or "actions", err.step - 1])
        elif err.field:
            line = line_at(lines, [err.field] if isinstance(err.field, str) else err.field)
        else:
            line = None
        where = f"{_shown(path)}, line {line}: " if line else f"{_shown(path)}: "
        raise RecordError(where + err.message, law=err.law, step=err.step, text=err.text, ruled=err.ruled, field=err.field, heading=err.heading) from None


def parameter_rulings(corpus: Corpus) -> dict[str, tuple[str, ...]]:
    """Each engine parameter a ruling of *corpus* names (its full name) → the rulings on it, cited ``"1882:60 R1"``.

    A ruling's number is its place among its unit's rulings, from 1, as the unit's page anchors it
    (``#1882-60-r1``); a parameter argued by several rulings (on several units) has each, in the
    edition's order. [`judge_readings`][pokerlaws.records.judge_readings] takes it as its *units*.

    Examples:
        >>> from pokerlaws.edition.corpus import default_corpus
        >>> parameter_rulings(default_corpus())["pokerlaws.betting.PoolRulings.ante"]
        ('1882:60 R1',)
    """
    found: dict[str, tuple[str, ...]] = {}
    for unit in corpus.laws.values():
        for number, ruling in enumerate(unit.rulings, start=1):
            if ruling.parameter:
                found[ruling.parameter] = (*found.get(ruling.parameter, ()), f"{unit.id} R{number}")
    return found


__all__ = ["judge_file", "judge_readings_apart", "judge_readings_file", "judge_readings_text", "judge_text", "parameter_rulings", "read_record"]
