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
