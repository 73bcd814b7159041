"""The draw, as the Foster-style account orders it ([foster:1][foster-1] to [foster:6][foster-6]).

A [`Draw`][pokerlaws.draw.Draw] holds what lies on the table between the deal
and the betting: the players who made good their ante, in turn from the *age*
(the player on the dealer's left) round to the dealer, who draws last; the
*pone* (the player on the dealer's right), who cuts; each player's cards; the
pack as the deal left it, top first, which is not cut again; the discards and
the abandoned hands; and whose turn it is.

Its acts are the text's own. A player in his turn discards the cards he wants
replaced and asks aloud for as many ([`discard`][pokerlaws.draw.Draw.discard],
[`ask`][pokerlaws.draw.Draw.ask]); the dealer gives them from the top
([`give`][pokerlaws.draw.Draw.give]); a card found faced in the pack, or
exposed in giving out, goes to the discards
([`faced`][pokerlaws.draw.Draw.faced], [`expose`][pokerlaws.draw.Draw.expose]);
a wrong number is put right, or must be kept
([`correct`][pokerlaws.draw.Draw.correct],
[`withdraw_surplus`][pokerlaws.draw.Draw.withdraw_surplus],
[`make_good`][pokerlaws.draw.Draw.make_good],
[`take_up`][pokerlaws.draw.Draw.take_up]); when only two cards remain, the
discards are gathered, shuffled and cut ([`reshuffle`][pokerlaws.draw.Draw.reshuffle]);
the dealer answers what he may ([`how_many`][pokerlaws.draw.Draw.how_many]);
and at the end every hand of more or less than five cards is foul
([`close`][pokerlaws.draw.Draw.close]). Each act has a ``can_…`` question and
a ``verify_…`` check beside it; an act that breaks a law raises a
[`DrawError`][pokerlaws.draw.DrawError] naming the unit, and changes nothing.
Every act done is a [`Step`][pokerlaws.draw.Step] in
[`steps`][pokerlaws.draw.Draw.steps].

Where the text does not decide, [`DrawRules`][pokerlaws.draw.DrawRules]
holds the edition's ruling.

Examples:
    >>> from pokerlaws import PACK
    >>> from pokerlaws.draw import Draw
    >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK)   # an unshuffled pack
    >>> draw.order, draw.age, draw.pone, draw.pack[:4]
    (('A', 'B', 'C', 'D'), 'A', 'C', (Card('7C'), Card('7D'), Card('7H'), Card('7S')))
    >>> draw.serve("A", "2C 3C"); draw.serve("B", ""); draw.serve("C", "2H"); draw.serve("D", "2S 3S 4S")
    >>> draw.close()
    >>> {player: " ".join(map(str, hand)) for player, hand in draw.hands.items()}
    {'A': '4C 5C 6C 7C 7D', 'B': '2D 3D 4D 5D 6D', 'C': '3H 4H 5H 6H 7H', 'D': '5S 6S 7S 8C 8D'}
    >>> draw.announced, draw.foul
    ({'A': 2, 'B': 0, 'C': 1, 'D': 3}, {})
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from pokerlaws.cards import Card, parse_cards
from pokerlaws.citations import implements
from pokerlaws.seats import check_seats
from pokerlaws.errors import OutOfTurn, PokerLawError, UnknownPlayer

__all__ = [
    "deal_hands",
    "BadRequest",
    "CardNotThere",
    "DiscardRefused",
    "Draw",
    "DrawClosed",
    "DrawError",
    "DrawNotOver",
    "DrawOutOfTurn",
    "DrawRules",
    "ExposedCardTaken",
    "LastCard",
    "MustTakeThem",
    "NotInTheDraw",
    "NothingOwed",
    "NumberNotAsked",
    "PackExhausted",
    "QuestionRefused",
    "Reshuffle",
    "ReshuffleRefused",
    "Step",
]

_HAND_SIZE = 5

# --- errors ---------------------------------------------------------------------------


class DrawError(PokerLawError):
    """Base of the errors of the draw: an act the laws of the draw do not allow.

    Examples:
        >>> from pokerlaws.draw import DrawError, LastCard
        >>> issubclass(LastCard, DrawError), issubclass(DrawError, ValueError)
        (True, True)
    """



class BadRequest(DrawError):
    """A request the draw cannot read: a number of cards out of range, no card named, no shuffle given."""

class DrawOutOfTurn(DrawError, OutOfTurn):
    """An act out of the turn of the draw ([foster:1][foster-1], [foster:2][foster-2]).

    The players ask in turn from the age; each receives his entire number
    before the next player is helped, and discards as he asks. Also an
    [`OutOfTurn`][pokerlaws.errors.OutOfTurn].

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> Draw.deal(["A", "B", "C"], dealer="C", pack=PACK).ask("B", 2)
        Traceback (most recent call last):
        ...
        pokerlaws.draw.DrawOutOfTurn: it is A's turn to ask, not B's: each player asks in turn, beginning with the age (A) [law foster:1]
    """


class NotInTheDraw(DrawError):
    """A player who did not make good his ante ([foster:1][foster-1]), or whose hand is foul ([foster:4][foster-4]).

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> Draw.deal(["A", "B", "C"], dealer="C", pack=PACK, players=["B", "C"]).ask("A", 1)
        Traceback (most recent call last):
        ...
        pokerlaws.draw.NotInTheDraw: A has not made good his ante: only those who have may draw cards [law foster:1]
    """


class NumberNotAsked(DrawError):
    """Cards given to a player who has not asked for them, or taken by a dealer who has not announced how many ([foster:1][foster-1]).

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> Draw.deal(["A", "B"], dealer="B", pack=PACK).give()
        Traceback (most recent call last):
        ...
        pokerlaws.draw.NumberNotAsked: A has not asked for the number of cards he wants; he must ask so that every player can hear [law foster:1]
    """


class CardNotThere(DrawError):
    """A card named in an act is not where the act needs it: in the player's hand, in the pack, or lying untouched before a player.

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK).discard("A", "AS")
        Traceback (most recent call last):
        ...
        pokerlaws.draw.CardNotThere: A does not hold AS (he holds 2C 3C 4C 5C 6C)
    """


class ExposedCardTaken(DrawError):
    """A player would take a card exposed in the draw ([foster:2][foster-2]): it is placed with the discards.

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK)
        >>> draw.serve("A", "2C"); draw.expose("7C")
        >>> draw.take_exposed("A", "7C")
        Traceback (most recent call last):
        ...
        pokerlaws.draw.ExposedCardTaken: 7C was exposed in the draw: it must not be taken by the player under any circumstances, but lies with the discards [law foster:2]
    """


class DiscardRefused(DrawError):
    """A discard at a time the laws do not allow ([foster:2][foster-2], [foster:3][foster-3]).

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw, DrawRules
        >>> draw = Draw.deal(["A", "B"], dealer="B", pack=PACK, rules=DrawRules(discard_ahead=False))
        >>> draw.discard("B", "2D")
        Traceback (most recent call last):
        ...
        pokerlaws.draw.DiscardRefused: B discards before his turn: discarding before any cards are given out is not good poker, and this table does not allow it [law foster:2]
    """


class MustTakeThem(DrawError):
    """A player would give back cards he must take ([foster:3][foster-3], [foster:4][foster-4]).

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> draw = Draw.deal(["A", "B"], dealer="B", pack=PACK)
        >>> draw.serve("A", "")
        >>> draw.ask("B", 1); draw.give(2)         # the dealer gives himself one too many
        >>> draw.withdraw_surplus("B")
        Traceback (most recent call last):
        ...
        pokerlaws.draw.MustTakeThem: the dealer gave himself 1 more than he announced: if the dealer gives himself more cards than he needs he is compelled to take them [law foster:3]
    """


class NothingOwed(DrawError):
    """A surplus, deficiency, replacement or correction is claimed where there is none ([foster:2][foster-2], [foster:3][foster-3], [foster:4][foster-4]).

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> draw = Draw.deal(["A", "B"], dealer="B", pack=PACK)
        >>> draw.serve("A", "2C")
        >>> draw.make_good("A")
        Traceback (most recent call last):
        ...
        pokerlaws.draw.NothingOwed: A has all the 1 card he asked for: there is no deficiency to supply [law foster:4]
    """


class LastCard(DrawError):
    """The dealer would deal the last card of the pack ([foster:6][foster-6]).

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> draw = Draw(["A", "B"], "B", {"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D"}, "7C 7D 7H")
        >>> draw.discard("A", "2C 3C"); draw.ask("A", 2); draw.give()   # one card, then two remain
        >>> draw.give()
        Traceback (most recent call last):
        ...
        pokerlaws.draw.LastCard: only 2 cards remain in the pack and the last card must not be dealt: gather the discards and abandoned hands, shuffle them and present them to the pone (A) to be cut [law foster:6]
    """


class ReshuffleRefused(DrawError):
    """A reshuffle the laws do not call for, or an impossible shuffle or cut ([foster:2][foster-2], [foster:6][foster-6]).

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> Draw.deal(["A", "B"], dealer="B", pack=PACK).reshuffle(seed=1)
        Traceback (most recent call last):
        ...
        pokerlaws.draw.ReshuffleRefused: 42 cards remain in the pack: the pack is not cut again, the cards are dealt from the top where the deal left off [law foster:2]
    """


class PackExhausted(DrawError):
    """Cards are wanted, two remain, and nothing can be gathered to complete the deal ([foster:6][foster-6]).

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> draw = Draw(["A", "B"], "B", {"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D"}, "7C 7D")
        >>> draw.ask("A", 1)                        # he asks before discarding: nothing lies on the table
        >>> draw.reshuffle(seed=1)
        Traceback (most recent call last):
        ...
        pokerlaws.draw.PackExhausted: only 2 cards remain and there are no discards or abandoned hands to gather: the deal cannot be completed [law foster:6]
    """


class QuestionRefused(DrawError):
    """A question about the draw that the dealer may not, or need not, answer ([foster:1][foster-1], [foster:5][foster-5]).

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> draw = Draw.deal(["A", "B", "C"], dealer="C", pack=PACK)
        >>> draw.how_many("A", about="B")
        Traceback (most recent call last):
        ...
        pokerlaws.draw.QuestionRefused: the dealer is not allowed to say how many cards he gave to any other player (B): each player must watch the draw for himself [law foster:5]
    """


class DrawClosed(DrawError):
    """An act of the draw after it is over.

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> draw = Draw.deal(["A", "B"], dealer="B", pack=PACK)
        >>> draw.serve("A", ""); draw.serve("B", ""); draw.close()
        >>> draw.discard("A", "2C")
        Traceback (most recent call last):
        ...
        pokerlaws.draw.DrawClosed: the draw is over
    """


class DrawNotOver(DrawError):
    """The draw is closed before all who made good the ante have been supplied with cards ([foster:7][foster-7]).

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> Draw.deal(["A", "B"], dealer="B", pack=PACK).close()
        Traceback (most recent call last):
        ...
        pokerlaws.draw.DrawNotOver: the draw is not over: A is still to ask for his cards [law foster:7]
    """


# --- records --------------------------------------------------------------------------


@implements("foster:2", "foster:4", "foster:6")
@dataclass(frozen=True)
class DrawRules:
    """The edition's rulings where [foster:1][foster-1] to [foster:6][foster-6] do not decide.

    Attributes:
        keep_back: how many cards the dealer leaves in the pack: when only so
            many remain and more are wanted, the discards and abandoned hands
            are gathered, with the cards remaining, shuffled and cut
            ([foster:6][foster-6]). Default 2, "when only two cards remain";
            1 keeps back only the last card, which the first sentence of the
            law alone requires. At least 1.
        replace_after_dealer: whether "until all the other players have been
            helped" ([foster:2][foster-2]) includes the dealer's own draw, so
            that the replacement of an exposed card comes after the dealer has
            helped himself (default True: the dealer is a player, and the rule
            is meant to keep the dealer from altering the run of the cards).
            False: replacements are given before the dealer draws.
        discard_ahead: whether the custom of all the players discarding
            before any cards are given out is allowed, and recorded as "not
            good poker" (default True: the text blames it but lays down no
            penalty), or refused with a
            [`DiscardRefused`][pokerlaws.draw.DiscardRefused] (False).
        surplus_after_next_helped: whether a surplus the player discovers
            before taking up or looking at his cards is withdrawn even after
            the next player has been helped (default True: [foster:4][foster-4]
            names no other condition). False: only until the next player is
            helped; after that he must take them ([foster:3][foster-3]).
        max_reshuffles: how many times in one draw the discards may be
            gathered (default None: whenever two cards remain and cards are
            wanted, as long as there is something to gather). 1: once; after
            that the pack may run out, and whoever lacks cards then holds fewer
            than five, which is foul ([foster:4][foster-4]).

    Raises:
        ValueError: *keep_back* below 1, or *max_reshuffles* negative.

    Examples:
        >>> from pokerlaws.draw import DrawRules
        >>> DrawRules()
        DrawRules(keep_back=2, replace_after_dealer=True, discard_ahead=True, surplus_after_next_helped=True, max_reshuffles=None)
        >>> DrawRules(keep_back=0)
        Traceback (most recent call last):
        ...
        ValueError: keep_back must be at least 1: the last card of the pack is never dealt, not 0
    """

    keep_back: int = 2
    replace_after_dealer: bool = True
    discard_ahead: bool = True
    surplus_after_next_helped: bool = True
    max_reshuffles: int | None = None

    def __post_init__(self) -> None:
        if not _is_count(self.keep_back) or self.keep_back < 1:
            raise ValueError(f"keep_back must be at least 1: the last card of the pack is never dealt, not {self.keep_back!r}")
        if self.max_reshuffles is not None and not _is_count(self.max_reshuffles):
            raise ValueError(f"max_reshuffles must be None or a whole number from 0, not {self.max_reshuffles!r}")


@dataclass(frozen=True)
class Step:
    """One act of the draw, as it was ruled.

    Attributes:
        number: 1-based position in the draw.
        player: the player concerned: who discards, asks, is given cards,
            takes up, is found foul, asks a question; the dealer for a faced
            card or a reshuffle.
        act: ``"discard"``, ``"ask"``, ``"give"``, ``"faced"``, ``"expose"``,
            ``"correct"``, ``"withdraw"``, ``"make good"``, ``"take up"``,
            ``"foul"``, ``"reshuffle"``, ``"question"`` or ``"close"``.
        cards: the cards the act moved, in order (for a reshuffle, the new
            pack, top first); empty for most questions.
        laws: the units applied.
        note: the ruling in words.

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK)
        >>> draw.serve("A", "2C 3C")
        >>> print(*draw.steps, sep="\\n")
        1. A discards 2C 3C [foster:2]
        2. A asks for 2 cards, having discarded 2 [foster:1, foster:2]
        3. D gives A 2 cards from the top [foster:2]
        >>> draw.steps[2].cards
        (Card('7C'), Card('7D'))
    """

    number: int
    player: str
    act: str
    cards: tuple[Card, ...]
    laws: tuple[str, ...]
    note: str

    def __str__(self) -> str:
        return f"{self.number}. {self.note} [{', '.join(self.laws)}]"


@implements("foster:6")
@dataclass(frozen=True)
class Reshuffle:
    """A gathering of the discards and abandoned hands, shuffled and cut ([foster:6][foster-6]).

    Enough to replay it: the same *order* and *cut* give the same pack.

    Attributes:
        gathered: the cards gathered, in the order gathered: the discards as
            they were laid down, the abandoned hands, then the cards remaining
            in the pack, top first.
        order: the same cards after shuffling, top first.
        cut: how many cards the pone lifted off the top; they go under the rest.
        pack: the new pack, top first: ``order[cut:] + order[:cut]``.

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> draw = Draw(["A", "B"], "B", {"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D"}, "7C 7D 7H")
        >>> draw.discard("A", "2C 3C"); draw.ask("A", 2); draw.give()
        >>> draw.reshuffle(order="7H 3C 2C 7D", cut=1)
        >>> draw.reshuffles[0]
        Reshuffle(gathered=(Card('2C'), Card('3C'), Card('7D'), Card('7H')),
                  order=(Card('7H'), Card('3C'), Card('2C'), Card('7D')),
                  cut=1,
                  pack=(Card('3C'), Card('2C'), Card('7D'), Card('7H')))
    """

    gathered: tuple[Card, ...]
    order: tuple[Card, ...]
    cut: int
    pack: tuple[Card, ...]


# --- the draw -------------------------------------------------------------------------


@implements("foster:1", "foster:2", "foster:3", "foster:4", "foster:5", "foster:6")
class Draw:
    """The draw: each player who made good his ante, in turn from the age, replaces cards from the pack.

    Args:
        seats: every player at the table, in seat order: each is on the left
            of the one before him (the first on the left of the last).
        dealer: the player who dealt. The age is on his left, the pone on his
            right.
        hands: the five cards dealt to each seat, as for
            [`parse_cards`][pokerlaws.cards.parse_cards]. The hands of seats
            that are not among *players* are abandoned hands.
        pack: the cards left after the deal, top first; the draw deals from
            the top, where the deal left off, without a new cut
            ([foster:2][foster-2]). Any number of cards, not only the rest of
            52: the laws do not fix the size of the pack.
        players: those who made good their ante (default: every seat in
            *hands*). They draw in turn from the age round to the dealer, who
            draws last if he is one of them ([foster:1][foster-1]).
        rules: the edition's rulings (default [`DrawRules()`][pokerlaws.draw.DrawRules]).

    Raises:
        UnknownPlayer: a dealer, or a name in *hands* or *players*, that is
            not in *seats*.
        InvalidCard, DuplicateCard: a card that is not one, or the same card
            twice anywhere in *hands* and *pack*.
        ValueError: fewer than two seats, a seat named twice, a hand that is
            not five cards, no player, or a player without a hand.

    Examples:
        >>> from pokerlaws.draw import Draw
        >>> draw = Draw(["A", "B", "C"], dealer="A",
        ...             hands={"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D", "C": "2H 3H 4H 5H 6H"},
        ...             pack="AS KS QS JS TS 9S", players=["A", "C"])
        >>> draw.order, draw.age, draw.pone       # B, the age, did not make good his ante
        (('C', 'A'), 'B', 'C')
        >>> draw.abandoned
        (Card('2D'), Card('3D'), Card('4D'), Card('5D'), Card('6D'))
        >>> draw.to_act, draw.next_act
        ('C', 'ask')
    """

    def __init__(
        self,
        seats: Iterable[str],
        dealer: str,
        hands: Mapping[str, str | Iterable[str | Card]],
        pack: str | Iterable[str | Card],
        *,
        players: Iterable[str] | None = None,
        rules: DrawRules | None = None,
    ) -> None:
        seats = check_seats(seats)
        self.seats = seats
        """Every player at the table, in seat order."""
        self._known(dealer)
        self.dealer = dealer
        """The player who dealt; he draws last, if he made good his ante."""
        i = seats.index(dealer)
        self.age = seats[(i + 1) % len(seats)]
        """The player on the dealer's left, with whom the draw begins."""
        self.pone = seats[i - 1]
        """The player on the dealer's right, who cuts."""
        self.rules = rules or DrawRules()
        """The edition's rulings in force."""

        dealt: dict[str, tuple[Card, ...]] = {}
        for player, cards in hands.items():
            self._known(player)
            dealt[player] = parse_cards(cards)
            if len(dealt[player]) != _HAND_SIZE:
                raise ValueError(f"{player} was dealt {len(dealt[player])} cards: the draw begins from hands of five")
        in_draw = set(dealt if players is None else players)
        for player in in_draw:
            self._known(player)
            if player not in dealt:
                raise ValueError(f"{player} made good his ante but holds no hand")
        if not in_draw:
            raise ValueError("no player made good his ante: there is no draw")
        around = tuple(seats[(i + k) % len(seats)] for k in range(1, len(seats) + 1))
        self.order: tuple[str, ...] = tuple(p for p in around if p in in_draw)
        """The players who made good their ante, in the turn of the draw: from the age round to the dealer."""
        rest = parse_cards(pack)
        # parse_cards over everything at once: a card dealt twice is refused
        parse_cards([*(c for cards in dealt.values() for c in cards), *rest])

        self._pack: list[Card] = list(rest)
        self._held = {p: list(dealt[p]) for p in self.order}
        self._lying: dict[str, list[Card]] = {p: [] for p in self.order}
        self._discards: list[Card] = []
        self._abandoned: list[Card] = [c for p in around if p in dealt and p not in in_draw for c in dealt[p]]
        self._asked: dict[str, int | None] = {p: None for p in self.order}
        self._dealt = {p: 0 for p in self.order}  # cards given him, surplus withdrawn excepted
        self._exposed = {p: 0 for p in self.order}
        self._owed = {p: 0 for p in self.order}  # replacements of exposed cards, still to come
        self._served = {p: False for p in self.order}
        self._served_at = {p: 0 for p in self.order}
        self._looked = {p: False for p in self.order}
        self._exposed_cards: dict[Card, str] = {}
        self._dealt_to: list[str] = []  # one name per card dealt: has "the next player been helped"?
        self._due: tuple[str, str, int] | None = None  # a deal stopped at the last cards: (player, kind, left)
        self.foul: dict[str, tuple[Card, ...]] = {}
        """Each player whose hand is foul, and the cards he abandoned ([foster:3][foster-3], [foster:4][foster-4])."""
        self.reshuffles: list[Reshuffle] = []
        """Every gathering of the discards, in order ([foster:6][foster-6])."""
        self.steps: list[Step] = []
        """Every act done, in order."""
        self.closed = False
        """Whether the draw is over (see [`close`][pokerlaws.draw.Draw.close])."""

    @classmethod
    def deal(
        cls,
        seats: Iterable[str],
        dealer: str,
        pack: str | Iterable[str | Card],
        *,
        players: Iterable[str] | None = None,
        rules: DrawRules | None = None,
    ) -> Draw:
        """Deal five cards to every seat from *pack*, one at a time from the age, and begin the draw.

        A convenience for examples and tests: the deal itself is not ruled here.

        Args:
            seats: as for [`Draw`][pokerlaws.draw.Draw].
            dealer: as for [`Draw`][pokerlaws.draw.Draw].
            pack: the shuffled and cut pack, top first (commonly 52 cards).
            players: those who made good their ante (default: every seat).
            rules: the edition's rulings.

        Returns:
            The draw, with the rest of *pack* as its pack.

        Raises:
            ValueError: *pack* holds fewer than five cards for each seat; and
                as [`Draw`][pokerlaws.draw.Draw] raises.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C"], dealer="C", pack=PACK)   # one card at a time from the age
            >>> draw.hands["A"], len(draw.pack)
            ((Card('2C'), Card('2S'), Card('3H'), Card('4D'), Card('5C')), 37)
        """
        seats = check_seats(seats)
        cards = parse_cards(pack)
        if dealer not in seats:
            raise UnknownPlayer(f'"{dealer}" is not a player in this game (players: {", ".join(seats)})')
        n = len(seats) * _HAND_SIZE
        if len(cards) < n:
            raise ValueError(f"{len(cards)} cards cannot deal five to each of {len(seats)} players")
        hands = deal_hands(seats, dealer, cards)
        return cls(seats, dealer, hands, cards[n:], players=players, rules=rules)

    # --- the state -------------------------------------------------------------

    @property
    def pack(self) -> tuple[Card, ...]:
        """The cards in the pack, top first.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK)
            >>> draw.serve("A", "2C")
            >>> draw.pack[:2], len(draw.pack)
            ((Card('7D'), Card('7H')), 31)
        """
        return tuple(self._pack)

    @property
    def discards(self) -> tuple[Card, ...]:
        """The discards on the table, as they were laid down (faced and exposed cards among them).

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK)
            >>> draw.serve("A", "2C 3C"); draw.faced("7H")
            >>> draw.discards
            (Card('2C'), Card('3C'), Card('7H'))
        """
        return tuple(self._discards)

    @property
    def abandoned(self) -> tuple[Card, ...]:
        """The abandoned hands: those of players who did not make good their ante, then foul hands.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK, players=["A", "C", "D"]).abandoned
            (Card('2D'), Card('3D'), Card('4D'), Card('5D'), Card('6D'))
        """
        return tuple(self._abandoned)

    @property
    def hands(self) -> dict[str, tuple[Card, ...]]:
        """Each player's cards, in the turn of the draw: those he holds, then those given him and not yet taken up.

        A foul hand is abandoned: its player holds nothing (see
        [`foul`][pokerlaws.draw.Draw.foul]).

        Returns:
            ``{player: cards}``: five cards each in a regular draw.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK, players=["A", "D"])
            >>> draw.serve("A", "2C 3C")
            >>> draw.hands
            {'A': (Card('4C'), Card('5C'), Card('6C'), Card('7C'), Card('7D')), 'D': (Card('2S'), Card('3S'), Card('4S'), Card('5S'), Card('6S'))}
        """
        return {p: (*self._held[p], *self._lying[p]) for p in self.order}

    @property
    def in_transit(self) -> dict[str, tuple[Card, ...]]:
        """The cards given to each player and lying before him, not yet taken up.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B"], dealer="B", pack=PACK)
            >>> draw.serve("A", "2C")
            >>> draw.in_transit
            {'A': (Card('4H'),), 'B': ()}
            >>> draw.take_up("A"); draw.in_transit["A"]
            ()
        """
        return {p: tuple(self._lying[p]) for p in self.order}

    @property
    def announced(self) -> dict[str, int | None]:
        """The number each player asked for aloud, the dealer's own announced; None if not yet ([foster:1][foster-1]).

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK)
            >>> draw.serve("A", "2C 3C"); draw.serve("B", "")
            >>> draw.announced
            {'A': 2, 'B': 0, 'C': None, 'D': None}
        """
        return dict(self._asked)

    @property
    def drew(self) -> dict[str, int]:
        """The number of cards each player drew: given him and kept, with replacements still due.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK)
            >>> draw.discard("A", "2C"); draw.ask("A", 1); draw.give(2)    # the dealer gives one too many
            >>> draw.announced["A"], draw.drew["A"]
            (1, 2)
        """
        return {p: self._kept(p) + self._owed[p] for p in self.order}

    def cards(self) -> tuple[Card, ...]:
        """Every card of the draw, wherever it lies: hands, cards in transit, pack, discards, abandoned hands.

        Returns:
            The cards, each once: the same set after every act.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B"], dealer="B", pack=PACK)
            >>> draw.serve("A", "2C 3C")
            >>> sorted(draw.cards()) == sorted(PACK)
            True
        """
        held = (c for p in self.order for c in (*self._held[p], *self._lying[p]))
        return (*held, *self._pack, *self._discards, *self._abandoned)

    @property
    def to_act(self) -> str | None:
        """The player whose turn it is: to ask, or to be given cards; None when every player has been helped.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="B", pack=PACK)
            >>> draw.to_act                          # the age, on the dealer's left
            'C'
        """
        if self.closed:
            return None
        if self._due:
            return self._due[0]
        service = self._service()
        return service[0] if service else None

    @property
    def next_act(self) -> str | None:
        """What the draw waits for: ``"ask"``, ``"give"``, ``"reshuffle"``, ``"close"``, or None once closed.

        Examples:
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw(["A", "B"], "B", {"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D"}, "7C 7D")
            >>> draw.next_act
            'ask'
            >>> draw.discard("A", "2C"); draw.ask("A", 1); draw.next_act
            'reshuffle'
        """
        if self.closed:
            return None
        if self._due:
            return "reshuffle" if self._at_last_cards() else "give"
        service = self._service()
        if service is None:
            return "close"
        player, kind = service
        if kind == "draw" and self._asked[player] is None:
            return "ask"
        wanted = self._owed[player] if kind == "replacement" else self._shortfall(player)
        return "reshuffle" if wanted > 0 and self._at_last_cards() else "give"

    @property
    def finished(self) -> bool:
        """Whether every player has been helped, replacements included, and the draw may be closed.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B"], dealer="B", pack=PACK)
            >>> draw.serve("A", ""); draw.finished
            False
            >>> draw.serve("B", "2D"); draw.finished
            True
        """
        return self.next_act == "close"

    # --- the acts ---------------------------------------------------------------

    @implements("foster:2", "foster:3")
    def discard(self, player: str, cards: str | Iterable[str | Card]) -> None:
        """Lay on the table the cards one wants replaced ([foster:2][foster-2]).

        A player discards in his turn, as he asks for his cards; the strict
        rule is to discard before drawing ([foster:3][foster-3]). Later, with
        drawn cards lying before him untouched, he may still discard: having
        asked for too many, he must discard before seeing them. The custom of
        discarding before any card is given out is "not good poker": allowed
        and so recorded, unless [`DrawRules.discard_ahead`][pokerlaws.draw.DrawRules]
        is False.

        Args:
            player: who discards.
            cards: the cards, from those he holds.

        Raises:
            DrawOutOfTurn: it is not his turn, and he has no drawn cards before him.
            DiscardRefused: he has taken up or looked at his drawn cards
                ([foster:3][foster-3]), or discards ahead where the table
                does not allow it.
            CardNotThere: a card he does not hold.
            NotInTheDraw, UnknownPlayer, DrawClosed: he is not in the draw,
                or no player, or the draw is over.
            ValueError: no card named.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK)
            >>> draw.discard("B", "2D 3D")          # before any card is given out
            >>> print(draw.steps[-1])
            1. B discards 2D 3D before any cards are given out: the custom of some places, which is not good poker, for the dealer cannot see that the number discarded is the number asked for [foster:2]
        """
        ahead = self._verify_discard(player, cards)
        parsed = parse_cards(cards)
        for card in parsed:
            self._held[player].remove(card)
        self._discards.extend(parsed)
        note = f"{player} discards {_show(parsed)}"
        if ahead:
            note += (
                " before any cards are given out: the custom of some places, which is not good poker, "
                "for the dealer cannot see that the number discarded is the number asked for"
            )
        elif self._lying[player]:
            note += " before seeing the cards given him"
        self._record(player, "discard", parsed, ("foster:2",) if not self._lying[player] else ("foster:3",), note)

    def verify_discard(self, player: str, cards: str | Iterable[str | Card]) -> None:
        """Raise what [`discard`][pokerlaws.draw.Draw.discard] would raise; do nothing else."""
        self._verify_discard(player, cards)

    def can_discard(self, player: str, cards: str | Iterable[str | Card]) -> bool:
        """Whether *player* may discard *cards* now."""
        return _can(self.verify_discard, player, cards)

    def _verify_discard(self, player: str, cards: str | Iterable[str | Card]) -> bool:
        """Check a discard; True when it is made ahead of the turn, before any card is given out."""
        self._verify_in_draw(player)
        parsed = parse_cards(cards)
        if not parsed:
            raise BadRequest("name at least one card to discard", law="foster:2")
        for card in parsed:
            if card not in self._held[player]:
                raise CardNotThere(f"{player} does not hold {card} (he holds {_show(self._held[player])})")
        if self._looked[player]:
            raise DiscardRefused(
                f"{player} has taken up his drawn cards: he must discard before seeing them, and cannot discard after",
                law="foster:3",
            )
        if self._in_turn_to_draw(player) or self._lying[player]:
            return False
        if not self._dealt_to and not self.reshuffles:
            if not self.rules.discard_ahead:
                raise DiscardRefused(
                    f"{player} discards before his turn: discarding before any cards are given out is not good poker, "
                    "and this table does not allow it",
                    law="foster:2",
                )
            return True
        raise DrawOutOfTurn(f"{player} discards out of turn: each player discards as he asks for his cards", law="foster:2")

    @implements("foster:1")
    def ask(self, player: str, number: int) -> None:
        """Ask aloud, in one's turn, for the number of cards one wants; the dealer announces his own ([foster:1][foster-1]).

        The demand is made so that every player can hear: it is recorded in
        [`announced`][pokerlaws.draw.Draw.announced]. A player who asks for
        none stands pat, and the turn passes. Until he is given his cards a
        player may ask again.

        Args:
            player: who asks; it must be his turn.
            number: cards wanted, 0 to 5.

        Raises:
            DrawOutOfTurn: it is not his turn to ask ([foster:1][foster-1]),
                or the player before him has not received his entire number
                ([foster:2][foster-2]).
            NotInTheDraw: he has not made good his ante ([foster:1][foster-1]),
                or his hand is foul.
            UnknownPlayer, DrawClosed: no such player, or the draw is over.
            ValueError: *number* is not 0 to 5.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B"], dealer="B", pack=PACK)
            >>> draw.ask("A", 0); draw.ask("B", 3)
            >>> print(*draw.steps, sep="\\n")
            1. A stands pat [foster:1]
            2. B, the dealer, announces that he takes 3 cards, having discarded 0 [foster:1]
        """
        self.verify_ask(player, number)
        again = self._asked[player] is not None
        self._asked[player] = number
        discarded = _HAND_SIZE - len(self._held[player])
        if number == 0:
            note = f"{player} stands pat" + (f", having discarded {discarded}" if discarded else "")
            self._serve(player)
        elif player == self.dealer:
            note = f"{player}, the dealer, announces that he takes {number} card{_s(number)}, having discarded {discarded}"
        else:
            note = f"{player} asks for {number} card{_s(number)}, having discarded {discarded}"
        if again:
            note += " (asking again before he is given any)"
        self._record(player, "ask", (), ("foster:1", "foster:2") if discarded else ("foster:1",), note)

    def verify_ask(self, player: str, number: int) -> None:
        """Raise what [`ask`][pokerlaws.draw.Draw.ask] would raise; do nothing else."""
        self._verify_in_draw(player)
        if not _is_count(number) or number > _HAND_SIZE:
            raise BadRequest(f"a player asks for 0 to 5 cards, not {number!r}", law="foster:1")
        if self._due:
            raise DrawOutOfTurn(
                f"{self._due[0]} must receive the entire number he asks for before the next player is helped",
                law="foster:2",
            )
        if not self._in_turn_to_draw(player):
            if self.next_act == "ask":
                why = f"it is {self.to_act}'s turn to ask, not {player}'s"
            elif self._served[player]:
                why = f"{player} has been helped"
            else:
                why = f"{self.to_act} is to be helped before {player} asks"
            raise DrawOutOfTurn(f"{why}: each player asks in turn, beginning with the age ({self.age})", law="foster:1")

    def can_ask(self, player: str, number: int) -> bool:
        """Whether *player* may ask for *number* cards now."""
        return _can(self.verify_ask, player, number)

    @implements("foster:1", "foster:2", "foster:6")
    def give(self, count: int | None = None) -> None:
        """The dealer gives the player in turn his cards from the top of the pack ([foster:2][foster-2]).

        In the ordinary course the player in turn receives the number he asked
        for; when every player has been helped, those whose cards were exposed
        receive their replacements, in turn ([foster:2][foster-2]). The
        dealer's own draw is given only after he has announced it
        ([foster:1][foster-1]). The dealer never deals the last cards: when
        only two remain and more are wanted, he stops, and the deal is
        completed after the [`reshuffle`][pokerlaws.draw.Draw.reshuffle]
        ([foster:6][foster-6]).

        Args:
            count: how many cards the dealer gives now; by default the number
                still due (the number asked, or the replacements owed, or the
                rest of a deal stopped at the last cards). A different number
                is the dealer's mistake: see
                [`withdraw_surplus`][pokerlaws.draw.Draw.withdraw_surplus] and
                [`make_good`][pokerlaws.draw.Draw.make_good].

        Raises:
            NumberNotAsked: the player in turn has not asked, or the dealer
                has not announced ([foster:1][foster-1]).
            LastCard: only two cards remain ([foster:6][foster-6]).
            NothingOwed: every player has been helped.
            DrawClosed: the draw is over.
            ValueError: a negative *count*.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK)
            >>> draw.discard("A", "2C 3C 4C"); draw.ask("A", 3); draw.give()
            >>> draw.hands["A"], draw.to_act
            ((Card('5C'), Card('6C'), Card('7C'), Card('7D'), Card('7H')), 'B')
        """
        player, kind, count = self._plan_give(count)
        given = self._deal(player, count, replacement=kind == "replacement")
        what = "as replacement" if kind == "replacement" else "from the top"
        note = f"{self.dealer} gives {'himself' if player == self.dealer else player} {len(given)} card{_s(len(given))} {what}"
        laws: tuple[str, ...] = ("foster:2",)
        if len(given) < count:
            left = count - len(given)
            self._due = (player, kind, left)
            note += (
                f"; {len(self._pack)} cards remain and {left} more {'is' if left == 1 else 'are'} wanted: "
                "the deal waits for the discards to be gathered"
            )
            laws += ("foster:6",)
        else:
            self._due = None
            if kind == "draw":
                self._serve(player)
        self._record(player, "give", given, laws, note)

    def verify_give(self, count: int | None = None) -> None:
        """Raise what [`give`][pokerlaws.draw.Draw.give] would raise; do nothing else."""
        self._plan_give(count)

    def can_give(self, count: int | None = None) -> bool:
        """Whether the dealer may give the player in turn *count* cards (default: his due) now."""
        return _can(self.verify_give, count)

    def _plan_give(self, count: int | None) -> tuple[str, str, int]:
        """(player, "draw" or "replacement", count) of the next give, or raise."""
        self._verify_open()
        if self._due:
            player, kind, left = self._due
            default = left
        else:
            service = self._service()
            if service is None:
                raise NothingOwed("every player has been helped: no card is due in turn", law="foster:2")
            player, kind = service
            if kind == "draw" and self._asked[player] is None:
                if player == self.dealer:
                    raise NumberNotAsked(
                        f"the dealer ({player}) must distinctly announce the number of cards he takes before he takes them",
                        law="foster:1",
                    )
                raise NumberNotAsked(
                    f"{player} has not asked for the number of cards he wants; he must ask so that every player can hear",
                    law="foster:1",
                )
            default = self._owed[player] if kind == "replacement" else self._shortfall(player)
        if count is None:
            count = default
        if not _is_count(count):
            raise BadRequest(f"the dealer gives a whole number of cards, not {count!r}", law="foster:2")
        if count and self._at_last_cards():
            raise self._last_card()
        return player, kind, count

    @implements("foster:1", "foster:2")
    def serve(self, player: str, discards: str | Iterable[str | Card]) -> None:
        """The regular turn: *player* discards, asks for as many cards, and the dealer gives them ([foster:1][foster-1], [foster:2][foster-2]).

        He asks for as many cards as he then lacks of five, so that cards he
        discarded ahead of his turn are asked for too. If only two cards remain, the dealer gives none, or as many as he can,
        and the deal waits for the [`reshuffle`][pokerlaws.draw.Draw.reshuffle].

        Args:
            player: whose turn it is.
            discards: the cards he wants replaced (``""`` to stand pat).

        Raises:
            PokerLawError: as [`discard`][pokerlaws.draw.Draw.discard] and
                [`ask`][pokerlaws.draw.Draw.ask] raise; then nothing is done.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK)
            >>> draw.serve("A", "2C"); draw.serve("B", "2D 3D")
            >>> draw.hands["B"], draw.to_act
            ((Card('4D'), Card('5D'), Card('6D'), Card('7D'), Card('7H')), 'C')
        """
        self.verify_serve(player, discards)
        cards = parse_cards(discards)
        if cards:
            self.discard(player, cards)
        # what he lacks, so that cards discarded ahead of his turn are asked for too
        self.ask(player, _HAND_SIZE - len(self._held[player]))
        if self._in_turn_to_draw(player) and self.next_act == "give":
            self.give()

    def verify_serve(self, player: str, discards: str | Iterable[str | Card]) -> None:
        """Raise what [`serve`][pokerlaws.draw.Draw.serve] would raise; do nothing else."""
        self._verify_in_draw(player)
        cards = parse_cards(discards)
        if cards:
            self.verify_discard(player, cards)
        self.verify_ask(player, _HAND_SIZE - len(self._held[player]) + len(cards))

    def can_serve(self, player: str, discards: str | Iterable[str | Card]) -> bool:
        """Whether *player* may take his regular turn now, discarding *discards*."""
        return _can(self.verify_serve, player, discards)

    @implements("foster:2")
    def faced(self, card: str | Card) -> None:
        """A card found faced in the pack is placed among the discards ([foster:2][foster-2]).

        The deal goes on with the next card: no player is owed anything.

        Raises:
            CardNotThere: *card* is not in the pack.
            DrawClosed: the draw is over.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK)
            >>> draw.discard("A", "2C"); draw.ask("A", 1)
            >>> draw.faced("7C"); draw.give()
            >>> draw.discards, draw.hands["A"][-1]
            ((Card('2C'), Card('7C')), Card('7D'))
        """
        self.verify_faced(card)
        found = _card(card)
        self._pack.remove(found)
        self._discards.append(found)
        self._record(self.dealer, "faced", (found,), ("foster:2",), f"{found} is found faced in the pack: it is placed among the discards")

    def verify_faced(self, card: str | Card) -> None:
        """Raise what [`faced`][pokerlaws.draw.Draw.faced] would raise; do nothing else."""
        self._verify_open()
        found = _card(card)
        if found not in self._pack:
            raise CardNotThere(f"{found} is not in the pack", law="foster:2")

    def can_faced(self, card: str | Card) -> bool:
        """Whether *card* can be found faced in the pack now."""
        return _can(self.verify_faced, card)

    @implements("foster:2")
    def expose(self, card: str | Card, *, cause: str = "dealer") -> None:
        """A card exposed in giving out, or blown over before the player touched it, goes to the discards ([foster:2][foster-2]).

        The player must not take it; he receives a card in its place only
        after all the other players have been helped (see
        [`DrawRules.replace_after_dealer`][pokerlaws.draw.DrawRules]).

        Args:
            card: a card given to a player and lying before him untouched.
            cause: ``"dealer"`` (exposed by the dealer in giving out) or
                ``"wind"`` (blown over); the ruling is the same.

        Raises:
            CardNotThere: *card* is not lying untouched before any player.
            DrawClosed: the draw is over.
            ValueError: an unknown *cause*.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK)
            >>> draw.serve("A", "2C 3C"); draw.expose("7D")
            >>> draw.serve("B", "2D"); draw.serve("C", ""); draw.serve("D", "")
            >>> draw.to_act, draw.next_act               # the replacement comes last
            ('A', 'give')
            >>> draw.give(); draw.hands["A"][-2:]
            (Card('7C'), Card('7S'))
        """
        self.verify_expose(card, cause=cause)
        found = _card(card)
        player = next(p for p in self.order if found in self._lying[p])
        self._lying[player].remove(found)
        self._discards.append(found)
        self._exposed[player] += 1
        self._owed[player] += 1
        self._exposed_cards[found] = player
        how = "exposed by the dealer in giving out" if cause == "dealer" else "blown over before the player touched it"
        self._record(
            player,
            "expose",
            (found,),
            ("foster:2",),
            f"{found}, given to {player}, is {how}: it is placed with the discards, and {player} receives a card "
            "in its place only after all the other players have been helped",
        )

    def verify_expose(self, card: str | Card, *, cause: str = "dealer") -> None:
        """Raise what [`expose`][pokerlaws.draw.Draw.expose] would raise; do nothing else."""
        self._verify_open()
        if cause not in ("dealer", "wind"):
            raise BadRequest(f'cause must be "dealer" or "wind", not {cause!r}', law="foster:2")
        found = _card(card)
        if not any(found in self._lying[p] for p in self.order):
            holder = next((p for p in self.order if found in self._held[p]), None)
            where = f"{holder} has taken it up" if holder else "it is not lying before any player"
            raise CardNotThere(f"{found} cannot be exposed in the draw: {where}", law="foster:2")

    def can_expose(self, card: str | Card, *, cause: str = "dealer") -> bool:
        """Whether *card* lies untouched before a player, so that its exposure can be ruled."""
        return _can(self.verify_expose, card, cause=cause)

    @implements("foster:2")
    def take_exposed(self, player: str, card: str | Card) -> None:
        """Take up a card exposed in the draw: never allowed ([foster:2][foster-2]).

        This act exists so that a record of play can show the attempt ruled.

        Raises:
            ExposedCardTaken: *card* was exposed in the draw.
            CardNotThere: *card* was not exposed in the draw.
            NotInTheDraw, UnknownPlayer, DrawClosed: as for any act.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw, ExposedCardTaken
            >>> draw = Draw.deal(["A", "B"], dealer="B", pack=PACK)
            >>> draw.serve("A", "2C"); draw.expose("4H", cause="wind")
            >>> try:
            ...     draw.take_exposed("A", "4H")
            ... except ExposedCardTaken as err:
            ...     print(err.law)
            foster:2
        """
        self.verify_take_exposed(player, card)

    def verify_take_exposed(self, player: str, card: str | Card) -> None:
        """Raise what [`take_exposed`][pokerlaws.draw.Draw.take_exposed] raises."""
        self._verify_in_draw(player)
        found = _card(card)
        if found in self._exposed_cards:
            raise ExposedCardTaken(
                f"{found} was exposed in the draw: it must not be taken by the player under any circumstances, "
                "but lies with the discards",
                law="foster:2",
            )
        raise CardNotThere(f"{found} was not exposed in the draw", law="foster:2")

    def can_take_exposed(self, player: str, card: str | Card) -> bool:
        """Never: an exposed card is not taken ([foster:2][foster-2])."""
        return False

    @implements("foster:3")
    def take_up(self, player: str) -> None:
        """Take up (or look at) the cards given one; with too many, the hand is foul ([foster:3][foster-3]).

        Raises:
            CardNotThere: no drawn card lies before him.
            NotInTheDraw, UnknownPlayer, DrawClosed: as for any act.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK)
            >>> draw.discard("A", "2C"); draw.ask("A", 2); draw.give()   # he asked for one too many
            >>> draw.serve("B", "")                  # the next player has been helped: A must take them
            >>> draw.take_up("A")                    # ... and takes them up without discarding
            >>> draw.foul["A"], draw.to_act
            ((Card('3C'), Card('4C'), Card('5C'), Card('6C'), Card('7C'), Card('7D')), 'C')
        """
        self.verify_take_up(player)
        cards = tuple(self._lying[player])
        self._held[player] += cards
        self._lying[player].clear()
        self._looked[player] = True
        self._record(player, "take up", cards, ("foster:3",), f"{player} takes up {_show(cards)}")
        if len(self._held[player]) > _HAND_SIZE:
            self._abandon(player, "foster:3", f"he has taken them up and has {len(self._held[player])} cards, too many")

    def verify_take_up(self, player: str) -> None:
        """Raise what [`take_up`][pokerlaws.draw.Draw.take_up] would raise; do nothing else."""
        self._verify_in_draw(player)
        if not self._lying[player]:
            raise CardNotThere(f"no drawn card lies before {player}")

    def can_take_up(self, player: str) -> bool:
        """Whether drawn cards lie before *player* for him to take up."""
        return _can(self.verify_take_up, player)

    @implements("foster:3")
    def correct(self, player: str, number: int) -> None:
        """Put right a wrong number asked for, before the next player is helped ([foster:3][foster-3]).

        A player who asked for an incorrect number and was given them must
        take them once the next player has been helped; until then he may
        correct his demand. Cards he no longer wants go back on the top of
        the pack, untouched; cards he now wants more are given at once.
        The dealer cannot correct his own draw.

        The next player "has been helped" once a card has been given to any
        other player since this one was served (an editorial reading): a
        player who stands pat is given nothing and so is not helped, and the
        last player to draw before a dealer who is out of the play may
        correct until a replacement is given or the draw is closed.

        Args:
            player: who corrects; he has been given his cards.
            number: the number he should have asked for, 0 to 5.

        Raises:
            MustTakeThem: the next player has been helped, he has seen the
                cards, or he is the dealer ([foster:3][foster-3]).
            NothingOwed: he has not been given his cards (he may ask again
                instead), or *number* is what he asked for.
            LastCard: more cards are wanted and only two remain ([foster:6][foster-6]).
            NotInTheDraw, UnknownPlayer, DrawClosed: as for any act.
            ValueError: *number* is not 0 to 5.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK)
            >>> draw.discard("A", "2C"); draw.ask("A", 2); draw.give()
            >>> draw.correct("A", 1)                  # B has not yet been helped
            >>> draw.hands["A"], draw.pack[0]
            ((Card('3C'), Card('4C'), Card('5C'), Card('6C'), Card('7C')), Card('7D'))
        """
        self.verify_correct(player, number)
        before = self._asked[player]
        self._asked[player] = number
        surplus = self._kept(player) + self._owed[player] - number
        if surplus > 0:
            moved = self._give_back(player, surplus)
            note = f"{player} asked for {before} instead of {number}; the next player has not been helped: the surplus goes back on the top of the pack"
        else:
            moved = self._deal(player, -surplus)
            note = f"{player} asked for {before} instead of {number}; the next player has not been helped: he is given {len(moved)} more"
        self._record(player, "correct", moved, ("foster:3",), note)

    def verify_correct(self, player: str, number: int) -> None:
        """Raise what [`correct`][pokerlaws.draw.Draw.correct] would raise; do nothing else."""
        self._verify_in_draw(player)
        if not _is_count(number) or number > _HAND_SIZE:
            raise BadRequest(f"a player asks for 0 to 5 cards, not {number!r}", law="foster:3")
        if player == self.dealer:
            raise MustTakeThem(
                "the dealer cannot change his draw: if the dealer gives himself more cards than he needs he is compelled to take them",
                law="foster:3",
            )
        if not self._served[player]:
            raise NothingOwed(f"{player} has not been given his cards: he may ask again in his turn", law="foster:3")
        if number == self._asked[player]:
            raise NothingOwed(f"{player} asked for {number} already", law="foster:3")
        if self._next_helped(player):
            raise MustTakeThem(
                f"the next player has been helped: {player} must take them (if too many, discard before seeing them; "
                "if too few, play them)",
                law="foster:3",
            )
        surplus = self._kept(player) + self._owed[player] - number
        if surplus > 0 and self._looked[player]:
            raise MustTakeThem(f"{player} has seen the cards given him: he must take them", law="foster:3")
        if surplus < 0 and self._at_last_cards():
            raise self._last_card()

    def can_correct(self, player: str, number: int) -> bool:
        """Whether *player* may still correct his demand to *number*."""
        return _can(self.verify_correct, player, number)

    @implements("foster:3", "foster:4")
    def withdraw_surplus(self, player: str) -> None:
        """Withdraw the cards given beyond the number asked and place them on the top of the pack ([foster:4][foster-4]).

        Allowed when the player discovers the error before taking up or
        looking at any of the cards; not to the dealer, who must take what he
        gave himself ([foster:3][foster-3]).

        Raises:
            NothingOwed: he was given no more than he asked for.
            MustTakeThem: he has taken up or looked at them
                ([foster:4][foster-4]); he is the dealer, or, when
                [`DrawRules.surplus_after_next_helped`][pokerlaws.draw.DrawRules]
                is False, the next player has been helped ([foster:3][foster-3]).
            NotInTheDraw, UnknownPlayer, DrawClosed: as for any act.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK)
            >>> draw.discard("A", "2C"); draw.ask("A", 1); draw.give(2)
            >>> draw.withdraw_surplus("A")
            >>> draw.hands["A"][-1], draw.pack[0]
            (Card('7C'), Card('7D'))
        """
        self.verify_withdraw_surplus(player)
        surplus = self._kept(player) + self._owed[player] - (self._asked[player] or 0)
        moved = self._give_back(player, surplus)
        self._record(
            player,
            "withdraw",
            moved,
            ("foster:4",),
            f"{self.dealer} gave {player} {surplus} more than he asked for, discovered before he took them up: "
            "the surplus is placed on the top of the pack",
        )

    def verify_withdraw_surplus(self, player: str) -> None:
        """Raise what [`withdraw_surplus`][pokerlaws.draw.Draw.withdraw_surplus] would raise; do nothing else."""
        self._verify_in_draw(player)
        surplus = self._kept(player) + self._owed[player] - (self._asked[player] or 0)
        if self._asked[player] is None or surplus <= 0:
            raise NothingOwed(f"{player} was given no more cards than he asked for", law="foster:4")
        if player == self.dealer:
            raise MustTakeThem(
                f"the dealer gave himself {surplus} more than he announced: if the dealer gives himself more cards "
                "than he needs he is compelled to take them",
                law="foster:3",
            )
        if self._looked[player]:
            raise MustTakeThem(f"{player} has taken up or looked at the cards: the surplus is not withdrawn", law="foster:4")
        if not self.rules.surplus_after_next_helped and self._next_helped(player):
            raise MustTakeThem(f"the next player has been helped: {player} must take them", law="foster:3")

    def can_withdraw_surplus(self, player: str) -> bool:
        """Whether a surplus given to *player* may be withdrawn now."""
        return _can(self.verify_withdraw_surplus, player)

    @implements("foster:4")
    def make_good(self, player: str) -> None:
        """Supply at once the cards given short of the number asked, without waiting to supply the others ([foster:4][foster-4]).

        If only two cards remain, as many as can be given are, and the rest
        after the [`reshuffle`][pokerlaws.draw.Draw.reshuffle]. The dealer
        who gave himself fewer than he announced supplies them too: the
        compulsion of [foster:3][foster-3] speaks only of more (an editorial
        reading).

        Raises:
            NothingOwed: he has been given all he asked for, or his turn has
                not yet come.
            LastCard: only two cards remain ([foster:6][foster-6]).
            NotInTheDraw, UnknownPlayer, DrawClosed: as for any act.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK)
            >>> draw.discard("A", "2C 3C"); draw.ask("A", 2); draw.give(1)
            >>> draw.serve("B", "2D")
            >>> draw.make_good("A")                   # attention is called to it
            >>> draw.hands["A"][-2:], draw.hands["B"][-1]
            ((Card('7C'), Card('7H')), Card('7D'))
        """
        self.verify_make_good(player)
        short = self._shortfall(player)
        given = self._deal(player, min(short, len(self._pack) - self.rules.keep_back))
        note = f"{self.dealer} gave {player} {short} fewer than he asked for: he supplies {len(given)} at once"
        self._record(player, "make good", given, ("foster:4",), note)

    def verify_make_good(self, player: str) -> None:
        """Raise what [`make_good`][pokerlaws.draw.Draw.make_good] would raise; do nothing else."""
        self._verify_in_draw(player)
        if not self._served[player]:
            raise NothingOwed(f"{player}'s turn to be helped has not passed: the dealer gives him his cards in turn", law="foster:4")
        short = self._shortfall(player)
        if short <= 0:
            asked = self._asked[player] or 0
            raise NothingOwed(f"{player} has all the {asked} card{_s(asked)} he asked for: there is no deficiency to supply", law="foster:4")
        if self._at_last_cards():
            raise self._last_card()

    def can_make_good(self, player: str) -> bool:
        """Whether a deficiency of *player*'s can be supplied now."""
        return _can(self.verify_make_good, player)

    @implements("foster:6")
    def reshuffle(self, order: str | Iterable[str | Card] | None = None, cut: int | None = None, *, seed: int | None = None) -> None:
        """When only two cards remain and more are wanted: gather, shuffle, cut, and go on ([foster:6][foster-6]).

        The discards (exposed and faced cards among them) and the abandoned
        hands are gathered with the cards remaining in the pack, shuffled, and
        presented to the pone to be cut; the deal is then completed from the
        new pack. Shuffle and cut are inputs, so that a record replays
        exactly: give *order* and *cut*, or a *seed* for what is not given.

        Args:
            order: the gathered cards after shuffling, top first (see
                [`gathered`][pokerlaws.draw.Draw.gathered] for which).
            cut: how many cards the pone lifts off the top, 1 to one less than
                the number of cards; they go under the rest.
            seed: a seed for `random.Random`, which shuffles (if *order* is
                None) and picks the cut (if *cut* is None).

        Raises:
            ReshuffleRefused: more than two cards remain (the pack is not cut
                again, [foster:2][foster-2]); no card is wanted; an *order*
                that is not the gathered cards, or a *cut* out of range
                ([foster:6][foster-6]).
            PackExhausted: nothing to gather, or no more reshuffles allowed
                ([`DrawRules.max_reshuffles`][pokerlaws.draw.DrawRules]).
            DrawClosed: the draw is over.
            ValueError: neither *order* and *cut* nor a *seed*.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw(["A", "B"], "B", {"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D"}, "7C 7D 7H 7S")
            >>> draw.serve("A", "2C 3C 4C")            # 2 of 3 given: two cards remain
            >>> draw.gathered()
            (Card('2C'), Card('3C'), Card('4C'), Card('7H'), Card('7S'))
            >>> draw.reshuffle(order="7S 4C 2C 7H 3C", cut=2)   # the pone lifts two
            >>> draw.pack
            (Card('2C'), Card('7H'), Card('3C'), Card('7S'), Card('4C'))
            >>> draw.give(); draw.hands["A"]             # all the discards were gathered: his own 2C comes back
            (Card('5C'), Card('6C'), Card('7C'), Card('7D'), Card('2C'))
        """
        gathered, shuffled, cut = self._plan_reshuffle(order, cut, seed)
        remaining = len(self._pack)
        pack = (*shuffled[cut:], *shuffled[:cut])
        self._pack = list(pack)
        self._discards.clear()
        self._abandoned.clear()
        self._exposed_cards.clear()
        self.reshuffles.append(Reshuffle(gathered, shuffled, cut, pack))
        self._record(
            self.dealer,
            "reshuffle",
            pack,
            ("foster:6",),
            f"only {remaining} card{_s(remaining)} remain{'s' if remaining == 1 else ''}: {self.dealer} gathers them with the "
            f"discards and abandoned hands, {len(gathered)} cards, shuffles them, and {self.pone}, the pone, cuts {cut}",
        )

    def verify_reshuffle(self, order: str | Iterable[str | Card] | None = None, cut: int | None = None, *, seed: int | None = None) -> None:
        """Raise what [`reshuffle`][pokerlaws.draw.Draw.reshuffle] would raise; do nothing else."""
        self._plan_reshuffle(order, cut, seed)

    def can_reshuffle(self, order: str | Iterable[str | Card] | None = None, cut: int | None = None, *, seed: int | None = None) -> bool:
        """Whether the discards may be gathered now, shuffled and cut as given."""
        return _can(self.verify_reshuffle, order, cut, seed=seed)

    def gathered(self) -> tuple[Card, ...]:
        """The cards a [`reshuffle`][pokerlaws.draw.Draw.reshuffle] would gather now, in order.

        The discards as laid down, the abandoned hands, then the cards
        remaining in the pack, top first.

        Examples:
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw(["A", "B", "C"], "C", {"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D",
            ...             "C": "2H 3H 4H 5H 6H"}, "7C 7D", players=["A", "C"])
            >>> draw.discard("A", "6C"); draw.ask("A", 1)
            >>> draw.gathered()                      # A's discard, B's abandoned hand, the two left
            (Card('6C'), Card('2D'), Card('3D'), Card('4D'), Card('5D'), Card('6D'), Card('7C'), Card('7D'))
        """
        return (*self._discards, *self._abandoned, *self._pack)

    def _plan_reshuffle(self, order: str | Iterable[str | Card] | None, cut: int | None, seed: int | None) -> tuple[tuple[Card, ...], tuple[Card, ...], int]:
        self._verify_open()
        if not self._at_last_cards():
            raise ReshuffleRefused(
                f"{len(self._pack)} cards remain in the pack: the pack is not cut again, the cards are dealt from "
                "the top where the deal left off",
                law="foster:2",
            )
        if not self._wanted():
            raise ReshuffleRefused(f"only {len(self._pack)} cards remain, but no card is wanted now", law="foster:6")
        limit = self.rules.max_reshuffles
        if limit is not None and len(self.reshuffles) >= limit:
            raise PackExhausted(
                f"the discards have been gathered {len(self.reshuffles)} time{_s(len(self.reshuffles))}, as often as "
                "this table allows: the deal cannot be completed",
                law="foster:6",
            )
        if not self._discards and not self._abandoned:
            raise PackExhausted(
                f"only {len(self._pack)} cards remain and there are no discards or abandoned hands to gather: "
                "the deal cannot be completed",
                law="foster:6",
            )
        gathered = self.gathered()
        if (order is None or cut is None) and seed is None:
            raise BadRequest("say how the cards were shuffled and cut: an order and a cut, or a seed", law="foster:6")
        rng = random.Random(seed)
        if order is None:
            shuffled = list(gathered)
            rng.shuffle(shuffled)
            order = shuffled
        shuffled = parse_cards(order)
        if sorted(shuffled) != sorted(gathered):
            raise ReshuffleRefused(
                f"the shuffled order must hold exactly the {len(gathered)} cards gathered: {_show(gathered)}", law="foster:6"
            )
        if cut is None:
            cut = rng.randint(1, len(shuffled) - 1) if len(shuffled) > 1 else 0  # one card cannot be cut
        if not _is_count(cut) or not 1 <= cut < len(shuffled):
            raise ReshuffleRefused(
                f"the pone cuts by lifting 1 to {len(shuffled) - 1} of the {len(shuffled)} cards, not {cut!r}", law="foster:6"
            )
        return gathered, shuffled, cut

    @implements("foster:1", "foster:5")
    def how_many(self, asker: str, about: str | None = None, *, has_bet: bool = False) -> int:
        """Ask the dealer how many cards he drew ([foster:1][foster-1], [foster:5][foster-5]).

        The dealer must answer a player who has made good his ante, before
        that player has made a bet. He is not allowed to say how many cards he
        gave any other player: after the cards are delivered no one has the
        right to be told how many any player drew; each player must watch the
        draw for himself (what was asked aloud is in
        [`announced`][pokerlaws.draw.Draw.announced]).

        Args:
            asker: who puts the question.
            about: whose draw is asked about (default: the dealer's).
            has_bet: whether *asker* has already made a bet.

        Returns:
            The number of cards the dealer drew.

        Raises:
            QuestionRefused: a question about another player
                ([foster:5][foster-5]); an asker who has not made good his
                ante, or has made a bet; or the dealer has not drawn
                ([foster:1][foster-1]).
            UnknownPlayer: no such player.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK, players=["A", "C", "D"])
            >>> draw.serve("A", "2C"); draw.serve("C", "2H"); draw.serve("D", "2S 3S 4S")
            >>> draw.how_many("A")
            3
            >>> draw.how_many("B")
            Traceback (most recent call last):
            ...
            pokerlaws.draw.QuestionRefused: B has not made good his ante: the dealer need tell only a player who has [law foster:1]
        """
        answer = self._answer(asker, about, has_bet)
        self._record(asker, "question", (), ("foster:1",), f"{asker} asks {self.dealer}, the dealer, how many cards he drew: {answer}")
        return answer

    def verify_how_many(self, asker: str, about: str | None = None, *, has_bet: bool = False) -> None:
        """Raise what [`how_many`][pokerlaws.draw.Draw.how_many] would raise; do nothing else."""
        self._answer(asker, about, has_bet)

    def can_how_many(self, asker: str, about: str | None = None, *, has_bet: bool = False) -> bool:
        """Whether the dealer must answer the question."""
        return _can(self.verify_how_many, asker, about, has_bet=has_bet)

    def _answer(self, asker: str, about: str | None, has_bet: bool) -> int:
        self._known(asker)
        about = self.dealer if about is None else about
        self._known(about)
        if about != self.dealer:
            raise QuestionRefused(
                f"the dealer is not allowed to say how many cards he gave to any other player ({about}): "
                "each player must watch the draw for himself",
                law="foster:5",
            )
        if asker not in self.order:
            raise QuestionRefused(f"{asker} has not made good his ante: the dealer need tell only a player who has", law="foster:1")
        if has_bet:
            raise QuestionRefused(f"{asker} has made a bet: the question must be put before", law="foster:1")
        if self.dealer not in self.order:
            raise QuestionRefused(f"the dealer ({self.dealer}) did not make good his ante and drew no cards", law="foster:1")
        if not self._served[self.dealer]:
            raise QuestionRefused(f"the dealer ({self.dealer}) has not drawn", law="foster:1")
        return self.drew[self.dealer]

    @implements("foster:4")
    def close(self) -> None:
        """End the draw: every drawn card is taken up, and each hand of more or less than five is foul ([foster:4][foster-4]).

        The player of a foul hand abandons it, with all he has staked; his
        cards go among the abandoned hands. The draw may be closed when every
        player has been helped, or when cards are wanted and none can be had
        ([`PackExhausted`][pokerlaws.draw.PackExhausted]).

        Raises:
            DrawNotOver: a player is still to ask or to be given cards
                ([foster:7][foster-7]).
            DrawClosed: the draw is over already.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw(["A", "B"], "B", {"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D"}, "7C 7D 7H 7S")
            >>> draw.discard("A", "2C 3C"); draw.ask("A", 1); draw.give()   # too few: he must play them
            >>> draw.serve("B", "2D")
            >>> draw.close()
            >>> draw.foul, draw.hands["A"]
            ({'A': (Card('4C'), Card('5C'), Card('6C'), Card('7C'))}, ())
        """
        self.verify_close()
        self._due = None
        for player in self.order:
            if player in self.foul:
                continue
            self._held[player] += self._lying[player]
            self._lying[player].clear()
            if len(self._held[player]) != _HAND_SIZE:
                self._abandon(player, "foster:4", f"he has {len(self._held[player])} cards after the draw")
        self.closed = True
        fouls = ", ".join(self.foul) or "none"
        self._record(self.dealer, "close", (), ("foster:4",), f"the draw is over; foul hands: {fouls}")

    def verify_close(self) -> None:
        """Raise what [`close`][pokerlaws.draw.Draw.close] would raise; do nothing else."""
        self._verify_open()
        act = self.next_act
        if act == "close" or (act == "reshuffle" and not _can(self.verify_reshuffle, seed=0)):
            return
        doing = {"ask": "to ask for his cards", "give": "to be given cards", "reshuffle": "to be given cards after the reshuffle"}
        raise DrawNotOver(f"the draw is not over: {self.to_act} is still {doing[act]}", law="foster:7")

    def can_close(self) -> bool:
        """Whether the draw may be closed now."""
        return _can(self.verify_close)

    # --- helpers ----------------------------------------------------------------------

    def _known(self, player: str) -> None:
        if player not in self.seats:
            raise UnknownPlayer(f'"{player}" is not a player in this game (players: {", ".join(self.seats)})')

    def _verify_open(self) -> None:
        if self.closed:
            raise DrawClosed("the draw is over")

    def _verify_in_draw(self, player: str) -> None:
        self._known(player)
        self._verify_open()
        if player not in self.order:
            raise NotInTheDraw(f"{player} has not made good his ante: only those who have may draw cards", law="foster:1")
        if player in self.foul:
            raise NotInTheDraw(f"{player}'s hand is foul: he has abandoned it", law="foster:4")

    def _kept(self, player: str) -> int:
        return self._dealt[player] - self._exposed[player]

    def _shortfall(self, player: str) -> int:
        """Cards asked for and neither given (exposed ones excepted) nor owed as replacements; negative for a surplus."""
        return (self._asked[player] or 0) - self._kept(player) - self._owed[player]

    def _service(self) -> tuple[str, str] | None:
        """Who is to be helped next in the ordinary course, and how: ``"draw"`` or ``"replacement"``."""
        live = [p for p in self.order if p not in self.foul]
        if self.rules.replace_after_dealer or self.dealer not in live:
            groups = [live]
        else:
            groups = [[p for p in live if p != self.dealer], [self.dealer]]
        for group in groups:
            for p in group:
                if not self._served[p]:
                    return p, "draw"
            for p in group:
                if self._owed[p]:
                    return p, "replacement"
        return None

    def _in_turn_to_draw(self, player: str) -> bool:
        return not self._due and self._service() == (player, "draw")

    def _serve(self, player: str) -> None:
        self._served[player] = True
        self._served_at[player] = len(self._dealt_to)

    def _next_helped(self, player: str) -> bool:
        """Whether a card has been given to another player since *player* was served."""
        return any(p != player for p in self._dealt_to[self._served_at[player]:])

    def _at_last_cards(self) -> bool:
        return len(self._pack) <= self.rules.keep_back

    def _last_card(self) -> LastCard:
        return LastCard(
            f"only {len(self._pack)} cards remain in the pack and the last card must not be dealt: gather the discards "
            f"and abandoned hands, shuffle them and present them to the pone ({self.pone}) to be cut",
            law="foster:6",
        )

    def _wanted(self) -> bool:
        """Whether any card is wanted now: in turn, as replacement, or to supply a deficiency."""
        if self._due:
            return True
        if self.next_act in ("give", "reshuffle"):
            player, kind = self._service()  # type: ignore[misc]
            if (self._owed[player] if kind == "replacement" else self._shortfall(player)) > 0:
                return True
        return any(self._served[p] and p not in self.foul and self._shortfall(p) > 0 for p in self.order)

    def _deal(self, player: str, count: int, *, replacement: bool = False) -> tuple[Card, ...]:
        """Give *player* up to *count* cards from the top, keeping back the last cards."""
        count = max(0, min(count, len(self._pack) - self.rules.keep_back))
        cards = tuple(self._pack[:count])
        del self._pack[:count]
        self._lying[player] += cards
        self._dealt[player] += count
        if replacement:
            self._owed[player] -= min(count, self._owed[player])
        self._dealt_to += [player] * count
        return cards

    def _give_back(self, player: str, surplus: int) -> tuple[Card, ...]:
        """Cancel *surplus* cards of *player*'s draw: replacements not yet given first, then the last cards given him."""
        cancelled = min(surplus, self._owed[player])
        self._owed[player] -= cancelled
        back = surplus - cancelled
        cards = tuple(self._lying[player][len(self._lying[player]) - back :])
        del self._lying[player][len(self._lying[player]) - back :]
        # In the order they were dealt, so that the run of the cards is as before
        self._pack[:0] = cards
        self._dealt[player] -= back
        return cards

    def _abandon(self, player: str, law: str, why: str) -> None:
        cards = (*self._held[player], *self._lying[player])
        self._held[player].clear()
        self._lying[player].clear()
        self._abandoned += cards
        self.foul[player] = cards
        self._owed[player] = 0
        self._served[player] = True
        if self._due and self._due[0] == player:
            self._due = None
        self._record(player, "foul", cards, (law,), f"{player}'s hand is foul: {why}; he abandons it, with all he has staked")

    def _record(self, player: str, act: str, cards: Iterable[Card], laws: tuple[str, ...], note: str) -> None:
        self.steps.append(Step(len(self.steps) + 1, player, act, tuple(cards), laws, note))


def _card(card: str | Card) -> Card:
    return card if isinstance(card, Card) else Card.parse(card)


def _show(cards: Iterable[Card]) -> str:
    return " ".join(map(str, cards)) or "nothing"


def _s(n: int) -> str:
    return "" if n == 1 else "s"


def _is_count(n: object) -> bool:
    return isinstance(n, int) and not isinstance(n, bool) and n >= 0


def _can(verify, *args, **kwargs) -> bool:  # noqa: ANN001
    try:
        verify(*args, **kwargs)
    except (ValueError, TypeError):
        return False
    return True


def deal_hands(seats: tuple[str, ...], dealer: str, pack: tuple[Card, ...]) -> dict[str, tuple[Card, ...]]:
    """The five cards each seat is dealt from *pack* (top first), one at a time from the age.

    Examples:
        >>> from pokerlaws import PACK
        >>> deal_hands(("A", "B"), "B", PACK)["A"]
        (Card('2C'), Card('2H'), Card('3C'), Card('3H'), Card('4C'))
    """
    i = seats.index(dealer)
    around = [seats[(i + k) % len(seats)] for k in range(1, len(seats) + 1)]
    n = len(around) * _HAND_SIZE
    return {p: tuple(pack[k:n:len(around)]) for k, p in enumerate(around)}
