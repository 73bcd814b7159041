"""Errors of the edition side: a bad law file, an unknown law id."""

from __future__ import annotations

import os
import re
from pathlib import Path


class LawFileError(ValueError):
    """A file under ``laws/`` is malformed or contradicts the edition's rules.

    The message names the file, the line (1-based, when known) and what is
    wrong, so that an editor can go straight to it.

    Attributes:
        path: the offending file.
        line: 1-based line number, or None when the problem is the whole file.
        problem: what is wrong, in one sentence.
    """

    def __init__(self, path: Path | str, line: int | None, problem: str) -> None:
        self.path = Path(path)
        self.line = line
        self.problem = one_line(problem)
        super().__init__(str(self))

    def __str__(self) -> str:
        where = display_path(self.path)
        if self.line is not None:
            where = f"{where}, line {self.line}"
        return f"{where}: {self.problem}"


class UnknownLaw(KeyError, ValueError):
    """No unit of the edition has the id asked for."""

    def __init__(self, unit_id: str, suggestions: list[str]) -> None:
        self.unit_id = unit_id
        self.suggestions = suggestions
        super().__init__(unit_id)

    def __str__(self) -> str:
        hint = f"; did you mean {', '.join(self.suggestions)}?" if self.suggestions else ""
        return (
            f"no law {self.unit_id!r} in this edition: ids are SOURCE:NUMBER with "
            f"SOURCE one of 1882 (52-81), foster (1-9), 1895 (24-38){hint}"
        )


_LONG_WORD = re.compile(r"\S{81,}")


def one_line(message: str) -> str:
    """*message* as one line of readable length: newlines as spaces, any word over
    80 characters cut, saying how long it was (a megabyte of input is not echoed).

    >>> one_line("not " + "x" * 1000 + "\\nat all")
    'not xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx… (1,000 characters) at all'
    """
    text = " ".join(message.split("\n"))
    return _LONG_WORD.sub(lambda m: f"{m.group()[:40]}… ({len(m.group()):,} characters)", text)


def display_path(path: Path) -> str:
    """The path relative to the working directory when it is below it."""
    # abspath, not resolve: a path that is a loop of symbolic links must still be named
    try:
        relative = Path(os.path.abspath(path)).relative_to(os.path.abspath(Path.cwd()))
    except (ValueError, OSError):
        return str(path)
    return str(relative) if relative.parts else str(path)
