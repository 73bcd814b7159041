"""Errors raised by the engine when its input breaks a law or is not a card.

Every error is a [`PokerLawError`][pokerlaws.errors.PokerLawError], itself a
`ValueError`, so ``except ValueError`` catches them all. An error whose input
offends a particular unit of the laws names it in [`law`][pokerlaws.errors.PokerLawError.law]
and at the end of its message, e.g. a hand of four cards offends
[foster:4][foster-4] ("If a player has more or less than five cards after the
draw, his hand is foul").

Every error of the engine is defined here, one class per offence: those of the
cards and the betting, of the blind and straddles, of the jack-pot, of the draw
(each a [`DrawError`][pokerlaws.errors.DrawError]) and of records. They are
imported from here, and from nowhere else.

Examples:
    >>> from pokerlaws import evaluate
    >>> evaluate("AH KH QH JH")
    Traceback (most recent call last):
    ...
    pokerlaws.errors.WrongHandSize: a hand has five cards, this has 4: AH KH QH JH [law foster:4]
"""

from __future__ import annotations

from collections.abc import Callable

from pokerlaws.citations import implements
from pokerlaws.messages import one_line

__all__ = [
    "BadRequest",
    "BetRecalled",
    "BettingClosed",
    "BlindRefused",
    "CardNotThere",
    "DiscardRefused",
    "DrawError",
    "DrawNotOver",
    "DuplicateCard",
    "ExposedCardTaken",
    "InvalidAmount",
    "InvalidCard",
    "LastCard",
    "LimitExceeded",
    "MustTakeThem",
    "NoOpeners",
    "NoReferee",
    "NotAllowed",
    "NotInTheDraw",
    "NotNow",
    "NotOpened",
    "NotToTheLeft",
    "NothingOwed",
    "NumberNotAsked",
    "OnceOut",
    "OpenerBetsFirst",
    "OpenerDraw",
    "OutOfTurn",
    "PackExhausted",
    "PokerLawError",
    "QuestionRefused",
    "RaiseRefused",
    "RecordError",
    "ReshuffleRefused",
    "RulesetMismatch",
    "ShortOfTheBet",
    "ShowForLessRefused",
    "StakeTooLow",
    "StraddleAndRaise",
    "StraddleRefused",
    "UnequalAnte",
    "UnknownPlayer",
    "UnknownRuleset",
    "WrongHandSize",
]


# How messages show what the caller gave: text in double quotes, anything else by its repr;
# never more than about _SHOWN characters of it (a megabyte of input is not a megabyte of message).
def accepts(verify: Callable[..., object], *args: object, **kwargs: object) -> bool:
    """Whether *verify* accepts *args*, raising no error: the answer of every ``can_…`` of the engine's acts.

    Examples:
        >>> accepts(int, "5"), accepts(int, "five")
        (True, False)
    """
    try:
        verify(*args, **kwargs)
    except (ValueError, TypeError):
        return False
    return True


def _rebuilt(cls: type[BaseException], args: tuple[object, ...], fields: dict[str, object]) -> BaseException:
    """The exception of *cls* with *args* and *fields*, as it was pickled, without calling its ``__init__``."""
    error = cls.__new__(cls, *args)
    error.args = args
    error.__dict__.update(fields)
    return error


class Picklable:
    """A mixin for exceptions: pickled and unpickled with every field, whatever the ``__init__`` takes.

    Not an offence, so not in ``__all__`` (which lists the offences); the exceptions of the
    edition, the citation checker, the runtime, the site and the command line mix it in too.

    Python rebuilds an exception from its ``args`` alone, calling its ``__init__``:
    an exception whose ``__init__`` takes other arguments cannot be unpickled (a
    process pool then raises ``BrokenProcessPool``), and one with keyword-only
    fields loses them. Every exception of the package is rebuilt instead from its
    ``args`` and its attributes, ``__init__`` not called; a test walks the package
    and holds every exception class to it (``tests/engine/test_errors_pickle.py``).

    Examples:
        >>> import pickle
        >>> from pokerlaws.errors import RecordError
        >>> err = pickle.loads(pickle.dumps(RecordError("B bets five", step=3, text="B bets five")))
        >>> err.step, err.text, str(err)
        (3, 'B bets five', 'B bets five')
    """

    __slots__ = ()

    def __reduce__(self) -> tuple[object, ...]:
        assert isinstance(self, BaseException)
        return (_rebuilt, (type(self), self.args, dict(self.__dict__)))


class PokerLawError(Picklable, ValueError):
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
    """A ruleset name that is not in [`RULESETS`][pokerlaws.hands.RULESETS].

    Examples:
        >>> from pokerlaws import get_ruleset
        >>> get_ruleset("1883")
        Traceback (most recent call last):
        ...
        pokerlaws.errors.UnknownRuleset: unknown ruleset "1883": known rulesets are "1882", "american-writers", "american"
    """


class InvalidAmount(PokerLawError):
    """An amount that is not a number of counters: a bad word, colour or number.

    Its [`law`][pokerlaws.errors.PokerLawError.law] is ``None``: the input is
    not an amount at all, so it offends no law. (Amounts that are well formed
    but break a law — a bet over the limit, say — are refused by
    [`BettingUpTheHands`][pokerlaws.betting.BettingUpTheHands] with errors
    that name the law.)

    Examples:
        >>> from pokerlaws.table.counters import parse_amount
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
    """A player acts when the turn is another's, and the act cannot stand: in the betting ([1882:53][1882-53]), before
    the draw ([1895:25][1895-25], [1895:34][1895-34]), or in the draw ([foster:1][foster-1], [foster:2][foster-2]).

    Examples:
        >>> from pokerlaws.betting import BettingRound
        >>> BettingRound(["A", "B", "C"], ante_man="A").demand_show("C")   # a bet out of turn would stand (law 55)
        Traceback (most recent call last):
        ...
        pokerlaws.errors.OutOfTurn: it is B's turn, not C's: the first right to bet is the first player's to the left of the ante-man, and the turn passes in order [law 1882:53]
    """


class StakeTooLow(PokerLawError):
    """A stake below the preceding player's ([1882:53][1882-53]): nothing staked where something is (a deposit
    short of the stake is made, and ruled on [1882:54][1882-54]), or any short stake where deposits do not stand.

    Examples:
        >>> from pokerlaws.betting import BettingRound, BettingRulings
        >>> game = BettingRound(["A", "B", "C"], ante_man="A", rulings=BettingRulings(short_deposit="make up"))
        >>> game.bet("B", 5)
        >>> game.pass_("C")
        Traceback (most recent call last):
        ...
        pokerlaws.errors.StakeTooLow: C's stake would be 0, less than the 5 staked by the preceding player: stake at least 5 or retire (law 1882:54) [law 1882:53]
    """


class BetRecalled(PokerLawError):
    """An attempt to take back a bet once made ([1882:55][1882-55], [1882:56][1882-56])."""


class ShowForLessRefused(PokerLawError):
    """A demand for a show for less that the laws do not allow ([1882:60][1882-60], [1882:62][1882-62])."""


class BettingClosed(PokerLawError):
    """An act after the betting, the round before the draw ([1895:33][1895-33]) or the draw is over,
    or by a player who is out of it."""


class NotAllowed(PokerLawError):
    """An act the laws forbid that no narrower error names (a waiver claimed as of right, a late departure from the laws, ...)."""


class NoReferee(PokerLawError):
    """No one the laws name can decide a dispute ([1882:78][1882-78])."""


# --- before the draw: the blind and the straddles ---------------------------------------


class OnceOut(PokerLawError):
    """A player who has gone out acts again in the same deal ([1895:24][1895-24]; [foster:7][foster-7]; [1895:35][1895-35])."""


class BlindRefused(PokerLawError):
    """A blind the code does not allow, or an act before the blind is made ([1895:25][1895-25], [foster:7][foster-7])."""


class StraddleRefused(PokerLawError):
    """A straddle the code does not allow ([1895:25][1895-25], [foster:7][foster-7], [foster:9][foster-9])."""


class StraddleAndRaise(StraddleRefused):
    """A straddle and a raise at the same time ([1895:26][1895-26])."""


class RaiseRefused(PokerLawError):
    """A raise before the draw that the code does not allow ([foster:7][foster-7]), or over the limit."""


# --- the jack-pot ------------------------------------------------------------------------


class UnequalAnte(PokerLawError):
    """An ante that is not as many chips as the age's ([1895:27][1895-27])."""


class NoOpeners(PokerLawError):
    """An opening hand without a pair of jacks or better ([1895:28][1895-28])."""


class NotNow(PokerLawError):
    """An act at a time the order of the jack-pot does not allow ([1895:30][1895-30], [1895:32][1895-32], [1895:33][1895-33])."""


class NotOpened(NotNow):
    """An act that needs the jack-pot open, before it is, or an opening without an opening bet ([1895:30][1895-30], [1895:31][1895-31])."""


class ShortOfTheBet(PokerLawError):
    """Coming in, or betting, for less than the amount bet ([1895:30][1895-30], [1895:34][1895-34])."""


class OpenerBetsFirst(PokerLawError):
    """After the draw, a first bet by another than the opener, or none by him ([1895:32][1895-32])."""


class NotToTheLeft(PokerLawError):
    """After a false opening, an opening by a player not to the left of the putative opener ([1895:36][1895-36])."""


class OpenerDraw(PokerLawError):
    """The opener drawing for a straight or a flush ([1895:38][1895-38])."""


# --- betting up the hands ----------------------------------------------------------------


@implements("foster:8")
class LimitExceeded(PokerLawError):
    """A bet above the limit, or a raise that adds more than the limit to the call ([foster:8][foster-8])."""


# --- the draw ----------------------------------------------------------------------------


class DrawError(PokerLawError):
    """Base of the errors of the draw: an act the laws of the draw do not allow."""


class BadRequest(DrawError):
    """A request the draw cannot read: a number of cards out of range, no card named, no shuffle given."""


class NotInTheDraw(DrawError):
    """A player who did not make good his ante ([foster:1][foster-1]), or whose hand is foul ([foster:4][foster-4])."""


class NumberNotAsked(DrawError):
    """Cards given to a player who has not asked for them, or taken by a dealer who has not announced how many ([foster:1][foster-1])."""


class CardNotThere(DrawError):
    """A card named in an act is not where the act needs it: in the hand, in the pack, or lying before a player."""


class ExposedCardTaken(DrawError):
    """A player would take a card exposed in the draw ([foster:2][foster-2])."""


class DiscardRefused(DrawError):
    """A discard at a time the laws do not allow ([foster:2][foster-2], [foster:3][foster-3])."""


class MustTakeThem(DrawError):
    """A player would give back cards he must take ([foster:3][foster-3], [foster:4][foster-4])."""


class NothingOwed(DrawError):
    """A surplus, deficiency, replacement or correction claimed where there is none ([foster:2][foster-2], [foster:3][foster-3], [foster:4][foster-4])."""


class LastCard(DrawError):
    """The dealer would deal the last card of the pack ([foster:6][foster-6])."""


class ReshuffleRefused(DrawError):
    """A reshuffle the laws do not call for, or an impossible shuffle or cut ([foster:2][foster-2], [foster:6][foster-6])."""


class PackExhausted(DrawError):
    """Cards are wanted, two remain, and nothing can be gathered to complete the deal ([foster:6][foster-6])."""


class QuestionRefused(DrawError):
    """A question about the draw that the dealer may not, or need not, answer ([foster:1][foster-1], [foster:5][foster-5])."""


class DrawNotOver(DrawError):
    """The draw is closed before all who made good the ante have their cards ([foster:7][foster-7])."""


# --- records -----------------------------------------------------------------------------


class RecordError(PokerLawError):
    """A record that cannot be judged: a step breaks a law, or the record is malformed."""

    def __init__(
        self,
        message: str,
        *,
        law: str | None = None,
        step: int | None = None,
        text: str | None = None,
        ruled: tuple[object, ...] = (),
        field: str | tuple[str | int, ...] | None = None,
        heading: tuple[str, ...] = (),
    ) -> None:
        super().__init__(message, law=law)
        self.heading = heading
        """The lines the judgement's report opens with (its table, what was put up before the draw),
        printed before the steps ruled; empty when the play had not begun."""
        self.field = field
        """The field at fault when no step is (``"show"``), or the path to an entry of it (``("antes", "E")``)."""
        self.step = step
        """The 1-based number of the offending act, or None."""
        self.text = text
        """The act as the record gives it, or None."""
        self.ruled = ruled
        """The steps ruled before it."""
