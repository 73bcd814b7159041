"""Errors of the edition side: a bad law file, an unknown law id, a bad setting."""

from __future__ import annotations

import os
from pathlib import Path

from pokerlaws.errors import Picklable
from pokerlaws.messages import file_name, one_line
from pokerlaws.sources import source_words


class LawFileError(Picklable, ValueError):
    """A file under ``laws/`` is malformed or contradicts the edition's rules.

    The message names the file, the line (1-based, when known) and what is
    wrong, so that an editor can go straight to it.

    Attributes:
        path (Path): the offending file.
        line (int | None): 1-based line number, or None when the problem is the whole file.
        problem (str): what is wrong, in one sentence.
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


class SettingError(Picklable, ValueError):
    """An environment variable the edition reads is set to something it cannot use.

    The message names the variable, its value and what to give instead, e.g.
    ``POKERLAWS_EXAMPLE_SECONDS='abc' is not a number of seconds: give a
    positive number such as 10``. The command line reports it as a usage error.
    """


class UnknownLaw(Picklable, KeyError, ValueError):
    """No unit of the edition has the id asked for."""

    def __init__(self, unit_id: str, suggestions: list[str], held: str = "") -> None:
        self.unit_id = unit_id
        self.suggestions = suggestions
        self.held = held
        """The units the edition holds, in words: ``1882 (52-81), foster (1-9), 1895 (24-38)``."""
        super().__init__(unit_id)

    def __str__(self) -> str:
        hint = f"; did you mean {', '.join(self.suggestions)}?" if self.suggestions else ""
        return f"no law {one_line(repr(self.unit_id))} in this edition: ids are SOURCE:NUMBER with SOURCE one of {self.held or source_words()}{hint}"


class UnknownRuling(Picklable, KeyError, ValueError):
    """A unit has no editorial ruling of the number asked for (R9 of ``1882:60``), or what was asked is no number.

    Attributes:
        unit_id: the unit's id, ``1882:60``.
        asked: the number as given (``"9"``, ``"R9"``, ``"x"``).
        count: how many rulings the unit has.
    """

    def __init__(self, unit_id: str, asked: str, count: int) -> None:
        self.unit_id = unit_id
        self.asked = asked
        self.count = count
        super().__init__(unit_id, asked)

    def __str__(self) -> str:
        has = f"its editorial rulings are R1-R{self.count}" if self.count > 1 else "its one editorial ruling is R1" if self.count else "it has no editorial rulings"
        digits = str(self.asked).strip().upper().removeprefix("R")
        if not (digits.isascii() and digits.isdecimal()) or len(digits) > 6:
            return f"{one_line(repr(self.asked))} is not a ruling number of {self.unit_id}: write a number such as 2 (or R2); {has}"
        return f"{self.unit_id} has no ruling R{int(digits)}: {has}"


def display_path(path: Path) -> str:
    """The path as a message names it: relative to the working directory when it is below it, through
    [`file_name`][pokerlaws.messages.file_name] (what a terminal would act on, escaped)."""
    return file_name(relative_path(path))


def relative_path(path: Path) -> str:
    """The path relative to the working directory when it is below it, as it is (for data: JSON)."""
    # abspath, not resolve: a path that is a loop of symbolic links must still be named
    try:
        relative = Path(os.path.abspath(path)).relative_to(os.path.abspath(Path.cwd()))
    except (ValueError, OSError):
        return str(path)
    return str(relative) if relative.parts else str(path)
