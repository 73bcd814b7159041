"""Errors raised by the engine when its input breaks a law or is not a card.

Every error is a [`PokerLawError`][pokerlaws.errors.PokerLawError], itself a
`ValueError`, so ``except ValueError`` catches them all. An error whose input
offends a particular unit of the laws names it in [`law`][pokerlaws.errors.PokerLawError.law]
and at the end of its message, e.g. a hand of four cards offends
[foster:4][foster-4] ("If a player has more or less than five cards after the
draw, his hand is foul").

Examples:
    >>> from pokerlaws import evaluate
    >>> evaluate("AH KH QH JH")
    Traceback (most recent call last):
    ...
    pokerlaws.errors.WrongHandSize: a hand has five cards, this has 4: AH KH QH JH [law foster:4]
"""

from __future__ import annotations

import re

__all__ = [
    "BetRecalled",
    "BettingClosed",
    "DuplicateCard",
    "InvalidAmount",
    "InvalidCard",
    "NoReferee",
    "NotAllowed",
    "OutOfTurn",
    "PokerLawError",
    "RulesetMismatch",
    "ShowForLessRefused",
    "StakeTooLow",
    "UnknownPlayer",
    "UnknownRuleset",
    "WrongHandSize",
]


# How messages show what the caller gave: text in double quotes, anything else
# by its repr; never more than about _SHOWN characters of it, so that a
# megabyte of input does not come back as a megabyte of message.
_SHOWN = 20


def _shorten(text: str, limit: int) -> str:
    if len(text) <= limit + 10:
        return text
    return f"{text[:limit]}… ({len(text):,} characters)"


def _escape(text: str) -> str:
    # Characters that do not print (controls, invisible format characters)
    # are shown as escapes, so that the quoted text shows what is there.
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() or c == " " else repr(c)[1:-1] for c in text)


def _quote(value: object, limit: int = _SHOWN) -> str:
    r"""The caller's input as a message shows it, shortened and made visible.

    Text is quoted and cut to about *limit* characters (``"XXXX…" (N
    characters)`` beyond that), with invisible characters escaped; anything
    else is shown by its repr, likewise shortened, and never fails (an object
    whose repr raises, an int too long to print).

    Examples:
        >>> from pokerlaws.errors import _quote
        >>> _quote("AH"), _quote("A\u200bH"), _quote(14), _quote(None)
        ('"AH"', '"A\\u200bH"', '14', 'None')
        >>> _quote("X" * 1000)
        '"XXXXXXXXXXXXXXXXXXXX…" (1,000 characters)'
    """
    if isinstance(value, str):
        text = str.__str__(value)  # the characters, whatever a subclass's __str__ says
        if len(text) > limit + 10:
            return f'"{_escape(text[:limit])}…" ({len(text):,} characters)'
        return f'"{_escape(text)}"'
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return f"an integer of about {round(value.bit_length() * 0.30103):,} digits"
    try:
        shown = repr(value)
    except Exception:  # a broken __repr__ must not hide the error being reported
        shown = f"<{type(value).__name__} object>"
    return _shorten(shown, limit * 3)


_LONG_WORD = re.compile(r"\S{81,}")


def one_line(message: str) -> str:
    """*message* as one line of readable length: newlines as spaces, any word over
    80 characters cut, saying how long it was (a megabyte of input is not echoed).

    Every error of the engine and the edition passes its message through this.

    >>> one_line("not " + "x" * 1000 + "\\nat all")
    'not xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx… (1,000 characters) at all'
    """
    text = " ".join(message.split("\n"))
    return _LONG_WORD.sub(lambda m: f"{m.group()[:40]}… ({len(m.group()):,} characters)", text)


class PokerLawError(ValueError):
    """Base of the engine's errors: the input cannot be played under the laws.

    Args:
        message: what is wrong, in words a player would use.
        law: the id of the unit the input offends (``"foster:4"``), or ``None``
            when no law is in question (e.g. a misspelt card).

    Examples:
        >>> from pokerlaws.errors import PokerLawError
        >>> err = PokerLawError("his hand is foul", law="foster:4")
        >>> str(err), err.law
        ('his hand is foul [law foster:4]', 'foster:4')
        >>> str(PokerLawError("no law here"))
        'no law here'
        >>> isinstance(err, ValueError)
        True
    """

    def __init__(self, message: str, *, law: str | None = None) -> None:
        message = one_line(message)
        super().__init__(message)
        self.message = message
        """The message as given, without the law."""
        self.law = law
        """The id of the unit the input offends (``"foster:4"``), or ``None``."""

    def __str__(self) -> str:
        if self.law is None:
            return self.message
        return f"{self.message} [law {self.law}]"

    def __reduce__(self) -> tuple[object, ...]:
        # The default reduction would rebuild from ``args`` alone and lose the
        # keyword-only ``law``.
        return (type(self), (self.message,), {"law": self.law})


class InvalidCard(PokerLawError):
    """A token is not a card: unknown rank or suit, empty, or not text at all.

    The message quotes the token and says which part is wrong.

    Examples:
        >>> from pokerlaws import Card
        >>> Card.parse("1X")
        Traceback (most recent call last):
        ...
        pokerlaws.errors.InvalidCard: "1X" is not a card: unknown suit "X" (suits: C D H S or ♣ ♦ ♥ ♠)
    """


class DuplicateCard(PokerLawError):
    """The same card is given more than once; a pack holds one of each card.

    Examples:
        >>> from pokerlaws import parse_cards
        >>> parse_cards("QH 2C qh")
        Traceback (most recent call last):
        ...
        pokerlaws.errors.DuplicateCard: the queen of hearts (QH) appears twice: a pack holds one of each card
    """


class WrongHandSize(PokerLawError):
    """A hand of more or fewer than five cards, foul by [foster:4][foster-4].

    Its [`law`][pokerlaws.errors.PokerLawError.law] is ``"foster:4"``.

    Examples:
        >>> from pokerlaws import evaluate
        >>> try:
        ...     evaluate("AH KH QH JH TH 9H")
        ... except ValueError as err:
        ...     print(err.law, "|", err)
        foster:4 | a hand has five cards, this has 6: AH KH QH JH TH 9H [law foster:4]
    """


class UnknownRuleset(PokerLawError):
    """A ruleset name that is not in [`RULESETS`][pokerlaws.rules.RULESETS].

    Examples:
        >>> from pokerlaws import get_ruleset
        >>> get_ruleset("1883")
        Traceback (most recent call last):
        ...
        pokerlaws.errors.UnknownRuleset: unknown ruleset "1883": known rulesets are "1882", "american"
    """


class InvalidAmount(PokerLawError):
    """An amount that is not a number of counters: a bad word, colour or number.

    Its [`law`][pokerlaws.errors.PokerLawError.law] is ``None``: the input is
    not an amount at all, so it offends no law. (Amounts that are well formed
    but break a law — a bet over the limit, say — are refused by
    [`BettingUpTheHands`][pokerlaws.betting_up.BettingUpTheHands] with errors
    that name the law.)

    Examples:
        >>> from pokerlaws.counters import parse_amount
        >>> parse_amount("two greens")
        Traceback (most recent call last):
        ...
        pokerlaws.errors.InvalidAmount: "two greens" is not an amount: "two greens" names no counter (white, red or blue)
    """


class RulesetMismatch(PokerLawError):
    """Hands valued under different rulesets, compared or settled together."""


class UnknownPlayer(PokerLawError):
    """A name that is not a player of the game, or not one still in it.

    Examples:
        >>> from pokerlaws.betting import BettingRound
        >>> BettingRound(["A", "B", "C"], ante_man="A").bet("Z", 5)
        Traceback (most recent call last):
        ...
        pokerlaws.errors.UnknownPlayer: "Z" is not a player in this game (players: A, B, C)
    """


class OutOfTurn(PokerLawError):
    """A player acts when the turn is another's ([1882:53][1882-53]).

    Examples:
        >>> from pokerlaws.betting import BettingRound
        >>> BettingRound(["A", "B", "C"], ante_man="A").bet("C", 5)
        Traceback (most recent call last):
        ...
        pokerlaws.errors.OutOfTurn: it is B's turn, not C's: the first right to bet is the first player's to the left of the ante-man, and the turn passes in order [law 1882:53]
    """


class StakeTooLow(PokerLawError):
    """A stake below the preceding player's ([1882:53][1882-53]).

    Examples:
        >>> from pokerlaws.betting import BettingRound
        >>> game = BettingRound(["A", "B", "C"], ante_man="A")
        >>> game.bet("B", 5)
        >>> game.bet("C", 3)
        Traceback (most recent call last):
        ...
        pokerlaws.errors.StakeTooLow: C's stake would be 3, less than the 5 staked by the preceding player: stake at least 5 or retire (law 1882:54) [law 1882:53]
    """


class BetRecalled(PokerLawError):
    """An attempt to take back a bet once made ([1882:55][1882-55], [1882:56][1882-56])."""


class ShowForLessRefused(PokerLawError):
    """A demand for a show for less that the laws do not allow ([1882:60][1882-60], [1882:62][1882-62])."""


class BettingClosed(PokerLawError):
    """An action after the betting is over, or by a player who is out of it."""


class NotAllowed(PokerLawError):
    """An act the laws forbid that no narrower error names (a waiver claimed as of right, a late departure from the laws, ...)."""


class NoReferee(PokerLawError):
    """No one the laws name can decide a dispute ([1882:78][1882-78])."""
