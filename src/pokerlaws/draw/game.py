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
[`supply`][pokerlaws.draw.Draw.supply],
[`take_up`][pokerlaws.draw.Draw.take_up]); when only two cards remain, the
discards are gathered, shuffled and cut ([`reshuffle`][pokerlaws.draw.Draw.reshuffle]);
the dealer answers what he may ([`how_many`][pokerlaws.draw.Draw.how_many]);
and at the end every hand of more or less than five cards is foul
([`close`][pokerlaws.draw.Draw.close]). Each act has a ``can_…`` question and
a ``verify_…`` check beside it; an act that breaks a law raises a
[`DrawError`][pokerlaws.errors.DrawError] (or, out of turn or after the close,
[`OutOfTurn`][pokerlaws.errors.OutOfTurn] or [`BettingClosed`][pokerlaws.errors.BettingClosed])
naming the unit, and changes nothing.
Every act done is a [`Step`][pokerlaws.table.Step] in
[`steps`][pokerlaws.draw.Draw.steps]. Where the text does not decide,
[`DrawRulings`][pokerlaws.draw.DrawRulings] holds the edition's ruling.

A `Draw` is the one object a caller needs, and all of the draw is imported
from here. Behind it the draw is written along the units' seams: each part
is a [`Table`][pokerlaws.draw.state.Table], the draw's one state, which holds
a [`Seat`][pokerlaws.draw.state.Seat] record for each player, with the acts
of its units; what the table shows is read as a
[`DrawView`][pokerlaws.draw.view.DrawView]; and `Draw` is all of them at
once, inheriting every act from the part where it is written and documented:

| module | what it holds | units |
| --- | --- | --- |
| [`draw_turn`][pokerlaws.draw.turn] | the regular turn: discard, ask, serve; the dealer gives | [foster:1][foster-1], [foster:2][foster-2] |
| [`draw_exposed`][pokerlaws.draw.exposed] | cards found faced, cards exposed | [foster:2][foster-2] |
| [`draw_remedies`][pokerlaws.draw.remedies] | the wrong number; surplus and deficiency; the foul hand and the close | [foster:3][foster-3], [foster:4][foster-4] |
| [`draw_question`][pokerlaws.draw.question] | how many the dealer drew | [foster:1][foster-1], [foster:5][foster-5] |
| [`draw_gathering`][pokerlaws.draw.gathering] | the last card: gathering, shuffle, cut | [foster:6][foster-6] |
| [`draw_state`][pokerlaws.draw.state], [`draw_view`][pokerlaws.draw.view] | the table and its seats; what it shows | |
| [`draw_records`][pokerlaws.draw.rulings], [`errors`][pokerlaws.errors] | rulings, steps, gatherings; the errors (all the engine's in one module) | |

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

from collections.abc import Iterable

from pokerlaws.cards import Card, parse_cards
from pokerlaws.citations import implements
from pokerlaws.draw.exposed import FacedAndExposed
from pokerlaws.draw.question import Question
from pokerlaws.draw.remedies import TooManyOrTooFew, WrongNumber
from pokerlaws.draw.rulings import HAND_SIZE, DrawRulings
from pokerlaws.draw.turn import Turn
from pokerlaws.draw.view import DrawView
from pokerlaws.errors import UnknownPlayer
from pokerlaws.table.seats import check_seats

__all__ = [
    "Draw",
    "deal_hands",
]


@implements("foster:1", "foster:2", "foster:3", "foster:4", "foster:5", "foster:6")
class Draw(Turn, FacedAndExposed, WrongNumber, TooManyOrTooFew, Question, DrawView):
    """The draw: each player who made good his ante, in turn from the age, replaces cards from the pack.

    What the table shows (the pack, the hands, whose turn it is, the steps) is
    read as for any [`DrawView`][pokerlaws.draw.view.DrawView]; each act is
    inherited from the part of the draw that does it: the regular turn
    ([`Turn`][pokerlaws.draw.turn.Turn], built on the dealer's
    [`Dealing`][pokerlaws.draw.turn.Dealing]), the remedies
    ([`FacedAndExposed`][pokerlaws.draw.exposed.FacedAndExposed],
    [`WrongNumber`][pokerlaws.draw.remedies.WrongNumber],
    [`TooManyOrTooFew`][pokerlaws.draw.remedies.TooManyOrTooFew]), the
    gathering ([`Gathering`][pokerlaws.draw.gathering.Gathering], under the
    remedies, for a short draw may have to be closed as it is) and the
    question ([`Question`][pokerlaws.draw.question.Question]).

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
        rulings: the edition's rulings (default [`DrawRulings()`][pokerlaws.draw.DrawRulings]).

    Raises:
        UnknownPlayer: a dealer, or a name in *hands* or *players*, that is
            not in *seats*.
        InvalidCard, DuplicateCard: a card that is not one, or the same card
            twice anywhere in *hands* and *pack*.
        WrongHandSize: a hand that is not five cards ([foster:4][foster-4]).
        ValueError: fewer than two seats, a seat named twice, *hands* not a
            mapping, *rulings* not a [`DrawRulings`][pokerlaws.draw.DrawRulings],
            no player, or a player without a hand.

    Examples:
        >>> from pokerlaws.draw import Draw
        >>> draw = Draw(["A", "B", "C"], dealer="A",
        ...             hands={"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D", "C": "2H 3H 4H 5H 6H"},
        ...             pack="AS KS QS JS TS 9S", players=["A", "C"])
        >>> draw.order, draw.age, draw.pone       # B, the age, did not make good his ante
        (('C', 'A'), 'B', 'C')
        >>> draw.serve("C", "2H 3H"); draw.expose("KS"); draw.serve("A", "")   # C's KS is exposed
        >>> draw.to_act, draw.next_act                                          # ... and replaced last
        ('C', 'give')
    """

    @classmethod
    def deal(
        cls,
        seats: Iterable[str],
        dealer: str,
        pack: str | Iterable[str | Card],
        *,
        players: Iterable[str] | None = None,
        rulings: DrawRulings | None = None,
    ) -> Draw:
        """Deal five cards to every seat from *pack*, one at a time from the age, and begin the draw.

        A convenience for examples and tests: the deal itself is not ruled here.

        Args:
            seats: as for [`Draw`][pokerlaws.draw.Draw].
            dealer: as for [`Draw`][pokerlaws.draw.Draw].
            pack: the shuffled and cut pack, top first (commonly 52 cards).
            players: those who made good their ante (default: every seat).
            rulings: the edition's rulings.

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
        cards = parse_cards(pack, ordered="the pack")
        if dealer not in seats:
            raise UnknownPlayer(f'"{dealer}" is not a player in this game (players: {", ".join(seats)})')
        n = len(seats) * HAND_SIZE
        if len(cards) < n:
            raise ValueError(f"{len(cards)} cards cannot deal five to each of {len(seats)} players")
        dealt = deal_hands(seats, dealer, cards, rulings if isinstance(rulings, DrawRulings) else None)
        return cls(seats, dealer, dealt, cards[n:], players=players, rulings=rulings)


@implements("foster:1")
def deal_hands(seats: tuple[str, ...], dealer: str, pack: tuple[Card, ...], rulings: DrawRulings | None = None) -> dict[str, tuple[Card, ...]]:
    """The five cards each seat is dealt from *pack* (top first), one at a time from the age, in the turn of the draw.

    The account does not describe the deal before the draw: the age is the
    player it reaches first, where *rulings* seat him (``age_seat``), and it
    goes round as the draw does (``turn``), the rulings on
    [foster:1][foster-1] (default: the edition's).

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import DrawRulings
        >>> deal_hands(("A", "B", "C"), "C", PACK)["A"], deal_hands(("A", "B", "C"), "C", PACK, DrawRulings(age_seat="dealer's right"))["B"]
        ((Card('2C'), Card('2S'), Card('3H'), Card('4D'), Card('5C')), (Card('2C'), Card('2S'), Card('3H'), Card('4D'), Card('5C')))
    """
    around = (rulings or DrawRulings()).turn_of(seats, dealer)
    n = len(around) * HAND_SIZE
    return {p: tuple(pack[k:n:len(around)]) for k, p in enumerate(around)}
