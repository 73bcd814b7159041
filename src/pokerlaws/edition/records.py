"""Reading a record of play from a YAML file, for ``pokerlaws judge``.

The file is parsed and validated against ``record.schema.json`` (beside this
module) with the same tools as the law files, so that a malformed record is
reported with its file and line; a step that breaks a law is reported by
[`judge`][pokerlaws.judge.judge] with the step and the law.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pokerlaws.edition.errors import LawFileError
from pokerlaws.edition.loader import line_at, read_yaml, validate
from pokerlaws.judge import Judgement, RecordError, judge

SCHEMA = Path(__file__).with_name("record.schema.json")


def read_record(path: Path) -> tuple[dict[str, Any], dict]:
    """Parse and validate a record file; return its data and its line map.

    Raises:
        LawFileError: the file is unreadable, not YAML, or not a record
            (names the file and the line).
    """
    data, lines = read_yaml(path)
    validate(data, SCHEMA, path, lines)
    return data, lines


def judge_file(path: Path) -> Judgement:
    """Judge the record in *path*.

    Raises:
        LawFileError: the file is not a valid record.
        RecordError: a step breaks a law; its message names the step, the
            law, and the line of the file.
    """
    data, lines = read_record(path)
    try:
        return judge(data)
    except RecordError as err:
        if err.step:
            line = line_at(lines, [err.field or "actions", err.step - 1])
        elif err.field:
            line = line_at(lines, [err.field])
        else:
            line = None
        where = f"{path}, line {line}: " if line else f"{path}: "
        raise RecordError(where + err.message, law=err.law, step=err.step, text=err.text, ruled=err.ruled, field=err.field) from None


__all__ = ["LawFileError", "judge_file", "read_record"]
