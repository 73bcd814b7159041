"""The counters of the Foster-style account: white, red and blue, to a limit of two blues.

The account bets in counters — "one white counter", "a red counter", "two
blues" — and never says what each is worth ([foster:8][foster-8],
[foster:9][foster-9]). What it requires is only their order: a bet runs "from
one white counter to the limit, two blues", and a player may raise "another two
blues, or one blue, or a red, or a white even", from the largest to the least.
So the values are a parameter, [`Counters`][pokerlaws.table.Counters], and
the edition's default is white 1, red 5, blue 10, with the limit two blues (20
whites): an *editorial ruling*. Any values with white < red < blue replay the
worked example of [foster:9][foster-9] as the text tells it, stakes of "four
blues and a red" and "eight blues and a red" included (see
[`Counters.say`][pokerlaws.table.Counters.say]).

Amounts are reckoned in whites: a white is the unit, worth 1. An amount may be
given as a whole number of whites, as a mapping of counters (``{"blue": 4,
"red": 1}``), or in words as the account writes them ("four blues and a red",
"4 blues, 1 red", "sixteen white counters"). An amount is *said* with the
fewest counters, the larger counters first.

Examples:
    >>> from pokerlaws.table.counters import Counters, parse_amount, say_amount
    >>> parse_amount("four blues and a red"), parse_amount({"blue": 8, "red": 1}), parse_amount(16)
    (45, 85, 16)
    >>> say_amount(45), say_amount(85), say_amount(16)
    ('four blues and a red', 'eight blues and a red', 'a blue, a red and a white')
    >>> Counters().limit                       # two blues, in whites
    20
    >>> Counters(red=4, blue=20).say(48)      # other values: the ruling is a parameter
    'two blues and two reds'
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from pokerlaws.citations import implements
from pokerlaws.errors import InvalidAmount
from pokerlaws.messages import quote
from pokerlaws.readings import check_readings, reading

__all__ = ["COLOURS", "DEFAULT_COUNTERS", "MAX_DIGITS", "Amount", "Counters", "parse_amount", "read_whole", "say_amount"]

COLOURS = ("blue", "red", "white")
"""The counters the account names, the largest first."""

Amount = int | Mapping[str, int] | str
"""An amount as the engine accepts it: whites, a mapping of counters, or words."""


MAX_DIGITS = 15
"""The most digits a whole number written in figures may have, in an amount, a record or a law
file (as the README's *Limits, and bad input* says): more counters than any table holds."""

_WHOLE = re.compile(rf"0|[1-9][0-9]{{0,{MAX_DIGITS - 1}}}")


def read_whole(text: str, what: str = "an amount") -> int:
    """The whole number *text* writes in figures: ASCII digits, no leading zero, at most [`MAX_DIGITS`][pokerlaws.table.counters.MAX_DIGITS].

    Every amount written in figures is read here, by the engine's words for
    counters ([`Counters.parse`][pokerlaws.table.Counters.parse]) and by every
    act of a record, so that ``0005``, ``٣`` (an Arabic-Indic three) or a
    number of a hundred digits is refused, not read as 5, 3 or a number no
    table holds.

    Raises:
        ValueError: *text* is not such a number; the message says what is.

    Examples:
        >>> read_whole("25")
        25
        >>> read_whole("0005", '"bets"')
        Traceback (most recent call last):
        ...
        ValueError: "bets" takes a whole number of counters in figures 0-9, without a leading zero, of at most 15 digits, not "0005"
    """
    if _WHOLE.fullmatch(text):
        return int(text)
    raise ValueError(f"{what} takes a whole number of counters in figures 0-9, without a leading zero, of at most {MAX_DIGITS} digits, not {quote(text)}")


_UNITS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen"
).split()
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_BY_NAME = {name: n for n, name in enumerate(_UNITS)} | _TENS | {"a": 1, "an": 1}
_NAME_OF = {n: name for name, n in _BY_NAME.items() if name not in ("a", "an")}

_SEPARATOR = re.compile(r"\s*(?:,(?:\s*and\b)?|\+|\band\b)\s*")  # ", and" is one joint, as in "a red, and a white"
_DIGITS = re.compile(r"\d+")  # figures of any script: each read by read_whole, which takes 0-9 only
_PART = re.compile(
    r"(?P<number>\d+|[a-z]+(?:[- ][a-z]+)?)\s+(?P<colour>white|red|blue)s?(?:\s+counters?)?"
)
_COLOUR_KEY = {c: c for c in COLOURS} | {c + "s": c for c in COLOURS}


def _number(word: str) -> int | None:
    """The number a numeral or number word (up to ninety-nine) stands for, or None."""
    if word.isdigit():
        return int(word)
    if word in _BY_NAME:
        return _BY_NAME[word]
    tens, _, unit = word.replace(" ", "-").partition("-")
    if tens in _TENS and unit in _BY_NAME and 1 <= _BY_NAME[unit] <= 9 and unit not in ("a", "an"):
        return _TENS[tens] + _BY_NAME[unit]
    return None


def _words(n: int) -> str:
    """*n* as the account would write it: "a" for one, words to ninety-nine, then figures."""
    if n == 1:
        return "a"
    if n in _NAME_OF:
        return _NAME_OF[n]
    if n < 100:
        return f"{_NAME_OF[n - n % 10]}-{_NAME_OF[n % 10]}"
    return str(n)


@implements("foster:8", "foster:9")
@dataclass(frozen=True)
class Counters:
    """What each counter is worth, in whites, and the limit: an editorial ruling.

    The account names three counters and a limit of two blues, but no values
    ([foster:8][foster-8], [foster:9][foster-9]); the text needs only white <
    red < blue. The default, white 1, red 5, blue 10 (the limit 20 whites), is
    the edition's reading.

    Attributes:
        white: the unit of account. Amounts are counted in whites, so it is
            always 1; it is named so that the table of values reads in full.
        red: a red counter, in whites; more than a white (5, the ruling on
            [foster:8][foster-8]; 2 its other reading).
        blue: a blue counter, in whites; more than a red (10, two reds, the
            second ruling on [foster:8][foster-8]; 4, two reds of 2, its
            other reading).
        limit: the most a player may bet, or add to the preceding stake when
            he raises, in whites ([foster:8][foster-8]: "the limit, two
            blues"). ``None`` (the default) means two blues.
        stated: how a player's stake is stated
            ([`BettingUpTheHands.stake_in_counters`][pokerlaws.betting.BettingUpTheHands.stake_in_counters]):
            ``"as handed over"`` (default), the counters each player put up,
            as each act named them, as the account tells each act by the
            counters put up ("by putting up a red counter"; the editorial
            ruling on [foster:9][foster-9], the editor's reading of the
            narration: the words do not decide); or in the ``"fewest
            counters"``, the larger first. The pool ("sixteen white
            counters") and B's, A's and D's stakes ("four blues and a red")
            read the same under both. The steps of the betting, and the pool,
            are said in the fewest counters and in whites under either.

    Raises:
        ValueError: a value that is not a whole number, a white not worth 1,
            values not in the order white < red < blue, or a limit below one
            white.

    Examples:
        >>> from pokerlaws.table import Counters
        >>> Counters()
        Counters(white=1, red=5, blue=10, limit=20, stated='as handed over')
        >>> Counters(red=2, blue=25).limit
        50
        >>> Counters(red=10, blue=5)
        Traceback (most recent call last):
        ...
        ValueError: the counters must rise in value, white < red < blue: got white 1, red 10, blue 5
    """

    white: int = 1
    red: int = reading(5, 2, open=True)
    blue: int = reading(10, 4, open=True)
    limit: int | None = None
    stated: str = reading("as handed over", "fewest counters")

    def __post_init__(self) -> None:
        check_readings(self)  # stated: one of its readings
        for name in ("white", "red", "blue", "limit"):
            value = getattr(self, name)
            if value is None and name == "limit":
                continue
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"{name}: a whole number of whites, not {value!r}")
        if self.white != 1:
            raise ValueError(f"amounts are reckoned in whites, so a white is worth 1, not {self.white}")
        if not self.white < self.red < self.blue:
            raise ValueError(
                f"the counters must rise in value, white < red < blue: got white {self.white}, red {self.red}, blue {self.blue}"
            )
        if self.limit is None:
            # frozen: the derived default must be set past the dataclass's guard
            object.__setattr__(self, "limit", 2 * self.blue)
        elif self.limit < 1:
            raise ValueError(f"the limit must allow a bet of one white, not {self.limit}")

    def value(self, colour: str) -> int:
        """What one counter of *colour* (``"white"``, ``"red"`` or ``"blue"``; a plural will do) is worth, in whites.

        Raises:
            InvalidAmount: no such counter.

        Examples:
            >>> from pokerlaws.table import Counters
            >>> Counters().value("blue"), Counters().value("Reds")
            (10, 5)
        """
        key = _COLOUR_KEY.get(colour.strip().lower()) if isinstance(colour, str) else None
        if key is None:
            raise InvalidAmount(f"{colour!r} is not a counter: the counters are white, red and blue")
        return getattr(self, key)

    def parse(self, amount: Amount) -> int:
        """An amount in whites, from whites, a mapping of counters, or words.

        Args:
            amount: one of

                * a whole number of whites, not negative (``16``);
                * a mapping of counter to how many (``{"blue": 4, "red": 1}``;
                  keys white, red, blue, singular or plural, any case);
                * words: counts of counters joined by "and", commas or "+",
                  each a number (figures, words to ninety-nine, "a" or "an")
                  and a colour, with or without "counter(s)": "a red", "two
                  blues", "four blues and a red", "4 blues, 1 red", "sixteen
                  white counters", "twenty-one whites". "nothing" is 0.

        Returns:
            The amount in whites.

        Raises:
            InvalidAmount: a negative or fractional number, an unknown counter,
                a counter named twice, a number it cannot read, empty text,
                or anything else.

        Examples:
            >>> from pokerlaws.table import Counters
            >>> c = Counters()
            >>> c.parse("one red and two blues"), c.parse("4 blues, 1 red"), c.parse({"Blues": 2})
            (25, 45, 20)
            >>> c.parse("16")
            Traceback (most recent call last):
            ...
            pokerlaws.errors.InvalidAmount: "16" is not an amount: "16" names no counter (white, red or blue): write e.g. "16 whites"
        """
        return sum(n * getattr(self, colour) for colour, n in self.tally(amount).items())

    def tally(self, amount: Amount) -> dict[str, int]:
        """The counters *amount* names, as it names them, the largest first: what a player hands over.

        A number is so many whites; a mapping or words name their counters,
        which are not changed into fewer (``"sixteen whites"`` is sixteen
        whites, not a blue, a red and a white).

        Raises:
            InvalidAmount: as [`parse`][pokerlaws.table.Counters.parse] raises.

        Examples:
            >>> from pokerlaws.table import Counters
            >>> Counters().tally("sixteen whites"), Counters().tally({"red": 1, "blue": 2}), Counters().tally(7)
            ({'blue': 0, 'red': 0, 'white': 16}, {'blue': 2, 'red': 1, 'white': 0}, {'blue': 0, 'red': 0, 'white': 7})
        """
        if isinstance(amount, bool):
            raise InvalidAmount(f"{amount!r} is not an amount: give whites, counters or words")
        if isinstance(amount, int):
            if amount < 0:
                raise InvalidAmount(f"{amount} is not an amount: an amount of counters cannot be negative")
            return {"blue": 0, "red": 0, "white": amount}
        if isinstance(amount, str):
            return self._parse_words(amount)
        if isinstance(amount, Mapping):
            return self._parse_mapping(amount)
        raise InvalidAmount(f"{amount!r} is not an amount: give a whole number of whites, a mapping of counters, or words")

    def _parse_mapping(self, amount: Mapping[object, object]) -> dict[str, int]:
        counts = dict.fromkeys(COLOURS, 0)
        seen = set()
        for colour, count in amount.items():
            key = _COLOUR_KEY.get(colour.strip().lower()) if isinstance(colour, str) else None
            if key is None:
                raise InvalidAmount(f"{dict(amount)!r} is not an amount: {colour!r} is not a counter (white, red or blue)")
            if key in seen:
                raise InvalidAmount(f"{dict(amount)!r} is not an amount: {key} counters are named twice")
            seen.add(key)
            if not isinstance(count, int) or isinstance(count, bool) or count < 0:
                raise InvalidAmount(f"{dict(amount)!r} is not an amount: {count!r} {key} is not a whole number of counters")
            counts[key] = count
        return counts

    def _parse_words(self, text: str) -> dict[str, int]:
        said = " ".join(text.lower().split()).rstrip(".")
        counts = dict.fromkeys(COLOURS, 0)
        if said in ("nothing", "no counters", "none"):
            return counts
        parts = _SEPARATOR.split(said)
        if not any(parts):
            raise InvalidAmount(f'{quote(text)} is not an amount: name counters, e.g. "four blues and a red"')
        if not all(parts):
            # "a red and", "a red,", ", a red", "a red and and a blue": a word joining nothing
            raise InvalidAmount(f'{quote(text)} is not an amount: "and", "," or "+" joins two counts of counters, and here one is missing')
        seen = set()
        for part in parts:
            match = _PART.fullmatch(part)
            if match is None:
                hint = f': write e.g. "{part} whites"' if part.isdigit() else ""
                raise InvalidAmount(f'"{text}" is not an amount: "{part}" names no counter (white, red or blue){hint}')
            if _DIGITS.fullmatch(match["number"]):
                try:
                    read_whole(match["number"], "a count")
                except ValueError as err:
                    raise InvalidAmount(f"{quote(text)} is not an amount: {err}") from None
            count = _number(match["number"])
            if count is None:
                raise InvalidAmount(f'"{text}" is not an amount: "{match["number"]}" is not a number')
            colour = match["colour"]
            if colour in seen:
                raise InvalidAmount(f'"{text}" is not an amount: {colour} counters are named twice')
            seen.add(colour)
            counts[colour] = count
        return counts

    def count(self, amount: Amount) -> dict[str, int]:
        """The fewest counters that make *amount*, the larger first: ``{"blue": …, "red": …, "white": …}``.

        Of several ways with the same number of counters, the one with more
        of the larger counters is taken. When each counter's value divides
        the next (as 1, 5, 10 do) this is simply as many blues as will go,
        then reds, then whites.

        Raises:
            InvalidAmount: as [`parse`][pokerlaws.table.Counters.parse] raises.

        Examples:
            >>> from pokerlaws.table import Counters
            >>> Counters().count(45)
            {'blue': 4, 'red': 1, 'white': 0}
            >>> Counters(red=6, blue=10).count(12)   # two reds, not a blue and two whites
            {'blue': 0, 'red': 2, 'white': 0}
        """
        whites = self.parse(amount)
        best: tuple[int, int, int] | None = None
        # With the number of blues fixed, as many reds as will go is always best
        # (a red is worth more than one white), so only the blues need trying; and
        # only the top `red` of them: with fewer blues the reds number at least
        # `blue`, and trading `blue` reds for `red` blues would save counters.
        most = whites // self.blue
        for blues in range(most, max(most - self.red, -1), -1):
            rest = whites - blues * self.blue
            reds, left = divmod(rest, self.red)
            if best is None or blues + reds + left < sum(best):
                best = (blues, reds, left)
        assert best is not None
        return dict(zip(COLOURS, best, strict=True))

    def say(self, amount: Amount) -> str:
        """*amount* in words, in the fewest counters, the larger first: "four blues and a red".

        This is how the account states amounts ("four blues and a red",
        "eight blues and a red"). With the default values it is the same as
        counting out blues, then reds, then whites. Under any values, an
        amount put up as some blues and at most one red — every stake of
        [foster:9][foster-9] — is said so again: fewer counters cannot make
        it, since each red or white is worth less than a blue. (It says an
        amount, not the counters handed over: an amount put up in sixteen
        whites is said "a blue, a red and a white";
        [`tally`][pokerlaws.table.Counters.tally] keeps the counters as
        handed over, for the reading ``stated="as handed over"``.)

        Raises:
            InvalidAmount: as [`parse`][pokerlaws.table.Counters.parse] raises.

        Examples:
            >>> from pokerlaws.table import Counters
            >>> c = Counters()
            >>> c.say(5), c.say(20), c.say(45), c.say(0)
            ('a red', 'two blues', 'four blues and a red', 'nothing')
            >>> c.say(1234)
            '123 blues and four whites'
            >>> c.say("sixteen whites")
            'a blue, a red and a white'
        """
        return self.say_tally(self.count(amount))

    def say_tally(self, counts: Mapping[str, int]) -> str:
        """Counters in words, as given, the larger first: ``{"blue": 4, "red": 1}`` → "four blues and a red".

        Examples:
            >>> from pokerlaws.table import Counters
            >>> Counters().say_tally({"white": 16}), Counters().say_tally({"red": 1, "blue": 4, "white": 0})
            ('sixteen whites', 'four blues and a red')
        """
        counts = {colour: counts.get(colour, 0) for colour in COLOURS}
        parts = [f"{_words(n)} {colour}{'s' if n > 1 else ''}" for colour, n in counts.items() if n]
        if not parts:
            return "nothing"
        if len(parts) == 1:
            return parts[0]
        return ", ".join(parts[:-1]) + " and " + parts[-1]


DEFAULT_COUNTERS = Counters()
"""The edition's ruling: white 1, red 5, blue 10; the limit two blues (20 whites)."""


@implements("foster:8", "foster:9")
def parse_amount(amount: Amount, counters: Counters = DEFAULT_COUNTERS) -> int:
    """An amount in whites: [`Counters.parse`][pokerlaws.table.Counters.parse] with the edition's values by default.

    Args:
        amount: whites, a mapping of counters, or words ("four blues and a red").
        counters: the values of the counters (default white 1, red 5, blue 10).

    Returns:
        The amount in whites.

    Raises:
        InvalidAmount: *amount* is not an amount.

    Examples:
        >>> from pokerlaws.table.counters import Counters, parse_amount
        >>> parse_amount("two blues"), parse_amount("two blues", Counters(red=3, blue=7))
        (20, 14)
        >>> parse_amount(-5)
        Traceback (most recent call last):
        ...
        pokerlaws.errors.InvalidAmount: -5 is not an amount: an amount of counters cannot be negative
    """
    return counters.parse(amount)


@implements("foster:8", "foster:9")
def say_amount(amount: Amount, counters: Counters = DEFAULT_COUNTERS) -> str:
    """An amount in words, in the fewest counters: [`Counters.say`][pokerlaws.table.Counters.say] with the edition's values by default.

    Args:
        amount: whites, a mapping of counters, or words.
        counters: the values of the counters (default white 1, red 5, blue 10).

    Returns:
        The amount as the account states it, e.g. ``"eight blues and a red"``.

    Raises:
        InvalidAmount: *amount* is not an amount.

    Examples:
        >>> from pokerlaws.table.counters import say_amount
        >>> say_amount(85), say_amount({"white": 16}), say_amount("a red and two blues")
        ('eight blues and a red', 'a blue, a red and a white', 'two blues and a red')
    """
    return counters.say(amount)
