"""The seats at the table, read and checked once for every part of the engine.

Every table-play class (the betting, the blind, the draw, the jack-pot, a
dispute's referee) takes its players as *seats*: the names in seat order, each
on the left of the one before. [`check_seats`][pokerlaws.seats.check_seats] is
the one place that reads them.
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["check_seats"]


def check_seats(seats: Iterable[str], *, at_least: int = 2) -> tuple[str, ...]:
    """The players in seat order, checked: a list of distinct names, at least *at_least*.

    Args:
        seats: the players' names (strings) in seat order.
        at_least: the fewest players the caller can play with.

    Returns:
        the names as a tuple.

    Raises:
        ValueError: *seats* is one string rather than a list of names (a
            string would be read letter by letter), a name is not a
            non-empty string, a name is given twice, or there are too few.

    Examples:
        >>> check_seats(["A", "B", "C"])
        ('A', 'B', 'C')
        >>> check_seats("ABC")
        Traceback (most recent call last):
        ...
        ValueError: seats must be a list of names, not the one string 'ABC': write ['A', 'B', 'C'] for players A, B and C
    """
    if isinstance(seats, (str, bytes)):
        letters = list(seats) if isinstance(seats, str) and len(seats) <= 12 else None
        hint = f": write {letters!r} for players {', '.join(letters[:-1])} and {letters[-1]}" if letters and len(letters) > 1 else ""
        raise ValueError(f"seats must be a list of names, not the one string {_short(seats)}{hint}")
    try:
        names = tuple(seats)
    except TypeError:
        raise ValueError(f"seats must be a list of names, not {_short(seats)}") from None
    for name in names:
        if not isinstance(name, str) or not name.strip():
            raise ValueError(f"each seat is a player's name (a non-empty string), not {_short(name)}")
    if len(set(names)) != len(names):
        twice = sorted({n for n in names if names.count(n) > 1})
        raise ValueError(f"seats must name {_COUNT.get(at_least, at_least)} different players, each once: {', '.join(twice)} named twice in {list(names)}")
    if len(names) < at_least:
        raise ValueError(f"seats must name {_COUNT.get(at_least, at_least)} different players, got {list(names)}")
    return names


_COUNT = {1: "at least one", 2: "at least two"}


def _short(value: object, length: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= length else text[: length - 1] + "…"
