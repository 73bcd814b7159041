"""The seats at the table, read and checked once for every part of the engine.

Every table-play class (the betting, the blind, the draw, the jack-pot, a
dispute's referee) takes its players as *seats*: the names in seat order, each
on the left of the one before. [`check_seats`][pokerlaws.table.seats.check_seats] is
the one place that reads them.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from pokerlaws.messages import BLANK, clip

__all__ = ["MAX_SEATS", "check_name", "check_seats", "unprintable"]

MAX_SEATS = 20
"""The most players a table can seat. A table of Draw Poker holds far fewer: the
52 cards deal five to at most ten, and the draw serves fewer still."""


def check_name(name: object) -> str | None:
    """Why *name* cannot be a player's name, or None when it can.

    A name is a non-empty string of characters that print: no control
    characters (an escape sequence would act on the terminal it is echoed
    to), no invisible format characters (a zero-width space would make two
    names look alike), Unicode categories Cc and Cf, no character that shows
    as blank ([`BLANK`][pokerlaws.messages.BLANK]: the Hangul fillers, the
    blank Braille pattern) and no white space: a record's act is the name then
    its words (``B bets 5``), so ``"B B"`` or ``"A "`` could never act. The one
    rule for the API and for records (whose schema refuses the same).

    Examples:
        >>> check_name("Zoë") is None
        True
        >>> check_name("B B")
        "a player's name is one word, with no space, not 'B B' (U+0020: no act of a record could name the player)"
        >>> check_name("C\\u200b")
        "a player's name is printable text, not 'C\\\\u200b' (U+200B, an invisible character)"
    """
    if not isinstance(name, str) or not name.strip():
        return f"each seat is a player's name (a non-empty string), not {_short(name)}"
    bad = unprintable(name)
    if bad:
        return f"a player's name is printable text, not {_short(name)} ({bad})"
    space = next((char for char in name if char.isspace()), None)
    if space is not None:
        # an act is the name, then the words of the act: "B B bets 5" names no one player
        return (f"a player's name is one word, with no space, not {_short(name)} "
                f"(U+{ord(space):04X}: no act of a record could name the player)")
    blank = next((char for char in name if char in BLANK), None)
    if blank is not None:
        return f"a player's name is printable text, not {_short(name)} (U+{ord(blank):04X}, a character that shows as blank)"
    if unicodedata.normalize("NFC", name) != name:
        # "é" written as e and a combining accent looks like "é" in one character: two names, one look
        return f"a player's name is written in composed characters (Unicode NFC): {ascii(name)[:40]} is not; write {ascii(unicodedata.normalize('NFC', name))[:40]}"
    return None


def unprintable(text: str) -> str | None:
    """The first character of *text* that does not print, described, or None.

    Characters that do not print are those ``str.isprintable`` refuses
    (controls, separators other than the space, unassigned code points) and the
    invisible format characters (Unicode category Cf, e.g. U+200B, a zero-width
    space, which ``str.isprintable`` takes for printable on older Pythons).

    Examples:
        >>> unprintable("B bets 5") is None
        True
        >>> unprintable("C\x1b[31mRED")
        'U+001B, a control character'
    """
    if text.isprintable() and text.isascii():
        return None
    for char in text:
        category = unicodedata.category(char)
        if (not char.isprintable() and char != " ") or category == "Cf":
            what = "a control character" if category == "Cc" else "an invisible character" if category == "Cf" else "a character that does not print"
            return f"U+{ord(char):04X}, {what}"
    return None


def check_seats(seats: Sequence[str], *, at_least: int = 2, what: str = "seats") -> tuple[str, ...]:
    """The players in seat order, checked: a list of distinct names, at least *at_least*, at most [`MAX_SEATS`][pokerlaws.table.seats.MAX_SEATS].

    Args:
        seats: the players' names (strings) in seat order, as a list or a
            tuple (a set or a mapping has no order of its own to seat them by).
        at_least: the fewest players the caller can play with.
        what: what the names are, for messages (``"seats"``, ``"players"``).

    Returns:
        the names as a tuple.

    Raises:
        ValueError: *seats* is one string rather than a list of names (a
            string would be read letter by letter), or not a list or tuple; a
            name is not a non-empty string of printable characters (see
            [`check_name`][pokerlaws.table.seats.check_name]); a name is given
            twice; there are too few, or more than
            [`MAX_SEATS`][pokerlaws.table.seats.MAX_SEATS].

    Examples:
        >>> check_seats(["A", "B", "C"])
        ('A', 'B', 'C')
        >>> check_seats("ABC")
        Traceback (most recent call last):
        ...
        ValueError: seats must be a list of names, not the one string 'ABC': write ['A', 'B', 'C'] for players A, B and C
        >>> check_seats({"A", "B"})
        Traceback (most recent call last):
        ...
        ValueError: seats must be a list of names in seat order, not a set: a set has no order to seat them by
    """
    if isinstance(seats, (str, bytes)):
        letters = list(seats) if isinstance(seats, str) and len(seats) <= 12 else None
        hint = f": write {letters!r} for players {', '.join(letters[:-1])} and {letters[-1]}" if letters and len(letters) > 1 else ""
        raise ValueError(f"{what} must be a list of names, not the one string {_short(seats)}{hint}")
    if not isinstance(seats, (list, tuple)):
        kind = type(seats).__name__
        hint = f": a {kind} has no order to seat them by" if isinstance(seats, (set, frozenset, dict)) else ""
        raise ValueError(f"{what} must be a list of names in seat order, not {_short(seats) if not hint else 'a ' + kind}{hint}")
    if len(seats) > MAX_SEATS:
        raise ValueError(f"seats name {len(seats):,} players: a table seats at most {MAX_SEATS} (pokerlaws.table.seats.MAX_SEATS)")
    names = tuple(seats)
    for name in names:
        why = check_name(name)
        if why:
            raise ValueError(why)
    if len(set(names)) != len(names):
        twice = sorted({n for n in names if names.count(n) > 1})
        raise ValueError(f"{what} must name {_COUNT.get(at_least, at_least)} different players, each once: {', '.join(twice)} named twice in {list(names)}")
    if len(names) < at_least:
        raise ValueError(f"{what} must name {_COUNT.get(at_least, at_least)} different players, got {list(names)}")
    return names


_COUNT = {1: "at least one", 2: "at least two"}


def _short(value: object, length: int = 40) -> str:
    return clip(repr(value), length)
