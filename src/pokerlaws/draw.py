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
[`DrawError`][pokerlaws.errors.DrawError] (or, out of turn or after the close,
[`OutOfTurn`][pokerlaws.errors.OutOfTurn] or [`BettingClosed`][pokerlaws.errors.BettingClosed])
naming the unit, and changes nothing.
Every act done is a [`Step`][pokerlaws.draw_records.Step] in
[`steps`][pokerlaws.draw_view.DrawView.steps]. Where the text does not decide,
[`DrawRules`][pokerlaws.draw_records.DrawRules] holds the edition's ruling.

A `Draw` is the one object a caller needs, and all of the draw is imported
from here. Behind it the draw is written along the units' seams. Its parts
share the draw's one [`Table`][pokerlaws.draw_state.Table], which holds a
[`Seat`][pokerlaws.draw_state.Seat] record for each player; each act of a
`Draw` hands over to its part, where it is documented in full, and what the
table shows is read as a [`DrawView`][pokerlaws.draw_view.DrawView]:

| module | what it holds | units |
| --- | --- | --- |
| [`draw_turn`][pokerlaws.draw_turn] | the regular turn: discard, ask, serve; the dealer gives | [foster:1][foster-1], [foster:2][foster-2] |
| [`draw_exposed`][pokerlaws.draw_exposed] | cards found faced, cards exposed | [foster:2][foster-2] |
| [`draw_remedies`][pokerlaws.draw_remedies] | the wrong number; surplus and deficiency; the foul hand and the close | [foster:3][foster-3], [foster:4][foster-4] |
| [`draw_question`][pokerlaws.draw_question] | how many the dealer drew | [foster:1][foster-1], [foster:5][foster-5] |
| [`draw_gathering`][pokerlaws.draw_gathering] | the last card: gathering, shuffle, cut | [foster:6][foster-6] |
| [`draw_state`][pokerlaws.draw_state], [`draw_view`][pokerlaws.draw_view] | the table and its seats; what it shows | |
| [`draw_records`][pokerlaws.draw_records], [`errors`][pokerlaws.errors] | rulings, steps, gatherings; the errors (all the engine's in one module) | |

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

from collections.abc import Iterable, Mapping

from pokerlaws.cards import Card, parse_cards
from pokerlaws.citations import implements
from pokerlaws.draw_exposed import FacedAndExposed
from pokerlaws.draw_gathering import Gathering
from pokerlaws.draw_question import Question
from pokerlaws.draw_records import HAND_SIZE, DrawRules, Reshuffle, Step, can
from pokerlaws.draw_remedies import TooManyOrTooFew, WrongNumber
from pokerlaws.draw_state import Table
from pokerlaws.draw_turn import Dealing, Turn
from pokerlaws.draw_view import DrawView
from pokerlaws.errors import (
    BadRequest,  # noqa: F401
    CardNotThere,  # noqa: F401
    DiscardRefused,  # noqa: F401
    DrawError,  # noqa: F401
    DrawNotOver,  # noqa: F401
    ExposedCardTaken,  # noqa: F401
    LastCard,  # noqa: F401
    MustTakeThem,  # noqa: F401
    NothingOwed,  # noqa: F401
    NotInTheDraw,  # noqa: F401
    NumberNotAsked,  # noqa: F401
    PackExhausted,  # noqa: F401
    QuestionRefused,  # noqa: F401
    ReshuffleRefused,  # noqa: F401
    UnknownPlayer,
    moved_from,
)
from pokerlaws.seats import check_seats

__all__ = [
    "Draw",
    "DrawRules",
    "Reshuffle",
    "Step",
    "deal_hands",
]

# The errors that were defined here are in pokerlaws.errors; their old names still work.
__getattr__ = moved_from(__name__, {"DrawOutOfTurn": "OutOfTurn", "DrawClosed": "BettingClosed"})


@implements("foster:1", "foster:2", "foster:3", "foster:4", "foster:5", "foster:6")
class Draw(DrawView):
    """The draw: each player who made good his ante, in turn from the age, replaces cards from the pack.

    What the table shows (the pack, the hands, whose turn it is, the steps) is
    read as for any [`DrawView`][pokerlaws.draw_view.DrawView]; each act hands
    over to the part of the draw that does it, documented there in full.

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
        rules: the edition's rulings (default [`DrawRules()`][pokerlaws.draw_records.DrawRules]).

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
        >>> draw.serve("C", "2H 3H"); draw.expose("KS"); draw.serve("A", "")   # C's KS is exposed
        >>> draw.to_act, draw.next_act                                          # ... and replaced last
        ('C', 'give')
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
        # The parts share the one table, so that the draw's state is in one place whichever part acts.
        table = Table(seats, dealer, hands, pack, players=players, rules=rules)
        super().__init__(table)
        self._dealing = Dealing(table)
        self._gathering = Gathering(table)
        self._turn = Turn(table, self._dealing)
        self._exposed = FacedAndExposed(table)
        self._wrong_number = WrongNumber(table)
        self._too_many_or_few = TooManyOrTooFew(table, self._gathering)
        self._question = Question(table)

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
        n = len(seats) * HAND_SIZE
        if len(cards) < n:
            raise ValueError(f"{len(cards)} cards cannot deal five to each of {len(seats)} players")
        return cls(seats, dealer, deal_hands(seats, dealer, cards), cards[n:], players=players, rules=rules)

    # --- the acts: each documented in full where it is done ----------------------------

    @implements("foster:2", "foster:3")
    def discard(self, player: str, cards: str | Iterable[str | Card]) -> None:
        """Lay on the table the cards one wants replaced ([foster:2][foster-2]); see [`Turn.discard`][pokerlaws.draw_turn.Turn.discard]."""
        self._turn.discard(player, cards)

    def verify_discard(self, player: str, cards: str | Iterable[str | Card]) -> None:
        """Raise what [`discard`][pokerlaws.draw.Draw.discard] would raise; do nothing else."""
        self._turn.verify_discard(player, cards)

    def can_discard(self, player: str, cards: str | Iterable[str | Card]) -> bool:
        """Whether *player* may discard *cards* now."""
        return can(self.verify_discard, player, cards)

    @implements("foster:1")
    def ask(self, player: str, number: int) -> None:
        """Ask aloud, in one's turn, for the number of cards one wants ([foster:1][foster-1]); see [`Turn.ask`][pokerlaws.draw_turn.Turn.ask]."""
        self._turn.ask(player, number)

    def verify_ask(self, player: str, number: int) -> None:
        """Raise what [`ask`][pokerlaws.draw.Draw.ask] would raise; do nothing else."""
        self._turn.verify_ask(player, number)

    def can_ask(self, player: str, number: int) -> bool:
        """Whether *player* may ask for *number* cards now."""
        return can(self.verify_ask, player, number)

    @implements("foster:1", "foster:2", "foster:6")
    def give(self, count: int | None = None) -> None:
        """The dealer gives the player in turn his cards from the top ([foster:2][foster-2]); see [`Dealing.give`][pokerlaws.draw_turn.Dealing.give]."""
        self._dealing.give(count)

    def verify_give(self, count: int | None = None) -> None:
        """Raise what [`give`][pokerlaws.draw.Draw.give] would raise; do nothing else."""
        self._dealing.verify_give(count)

    def can_give(self, count: int | None = None) -> bool:
        """Whether the dealer may give the player in turn *count* cards (default: his due) now."""
        return can(self.verify_give, count)

    @implements("foster:1", "foster:2")
    def serve(self, player: str, discards: str | Iterable[str | Card]) -> None:
        """The regular turn: discard, ask for as many, be given them ([foster:1][foster-1], [foster:2][foster-2]); see [`Turn.serve`][pokerlaws.draw_turn.Turn.serve]."""
        self._turn.serve(player, discards)

    def verify_serve(self, player: str, discards: str | Iterable[str | Card]) -> None:
        """Raise what [`serve`][pokerlaws.draw.Draw.serve] would raise; do nothing else."""
        self._turn.verify_serve(player, discards)

    def can_serve(self, player: str, discards: str | Iterable[str | Card]) -> bool:
        """Whether *player* may take his regular turn now, discarding *discards*."""
        return can(self.verify_serve, player, discards)

    @implements("foster:2")
    def faced(self, card: str | Card) -> None:
        """A card found faced in the pack goes to the discards ([foster:2][foster-2]); see [`FacedAndExposed.faced`][pokerlaws.draw_exposed.FacedAndExposed.faced]."""
        self._exposed.faced(card)

    def verify_faced(self, card: str | Card) -> None:
        """Raise what [`faced`][pokerlaws.draw.Draw.faced] would raise; do nothing else."""
        self._exposed.verify_faced(card)

    def can_faced(self, card: str | Card) -> bool:
        """Whether *card* can be found faced in the pack now."""
        return can(self.verify_faced, card)

    @implements("foster:2")
    def expose(self, card: str | Card, *, cause: str = "dealer") -> None:
        """A card exposed in giving out goes to the discards ([foster:2][foster-2]); see [`FacedAndExposed.expose`][pokerlaws.draw_exposed.FacedAndExposed.expose]."""
        self._exposed.expose(card, cause=cause)

    def verify_expose(self, card: str | Card, *, cause: str = "dealer") -> None:
        """Raise what [`expose`][pokerlaws.draw.Draw.expose] would raise; do nothing else."""
        self._exposed.verify_expose(card, cause=cause)

    def can_expose(self, card: str | Card, *, cause: str = "dealer") -> bool:
        """Whether *card* lies untouched before a player, so that its exposure can be ruled."""
        return can(self.verify_expose, card, cause=cause)

    @implements("foster:2")
    def take_exposed(self, player: str, card: str | Card) -> None:
        """Take up an exposed card: never allowed ([foster:2][foster-2]); see [`FacedAndExposed.take_exposed`][pokerlaws.draw_exposed.FacedAndExposed.take_exposed]."""
        self._exposed.take_exposed(player, card)

    def verify_take_exposed(self, player: str, card: str | Card) -> None:
        """Raise what [`take_exposed`][pokerlaws.draw.Draw.take_exposed] raises."""
        self._exposed.verify_take_exposed(player, card)

    def can_take_exposed(self, player: str, card: str | Card) -> bool:
        """Never: an exposed card is not taken ([foster:2][foster-2])."""
        return self._exposed.can_take_exposed(player, card)

    @implements("foster:3")
    def take_up(self, player: str) -> None:
        """Take up the cards given one; with too many, foul ([foster:3][foster-3]); see [`WrongNumber.take_up`][pokerlaws.draw_remedies.WrongNumber.take_up]."""
        self._wrong_number.take_up(player)

    def verify_take_up(self, player: str) -> None:
        """Raise what [`take_up`][pokerlaws.draw.Draw.take_up] would raise; do nothing else."""
        self._wrong_number.verify_take_up(player)

    def can_take_up(self, player: str) -> bool:
        """Whether drawn cards lie before *player* for him to take up."""
        return can(self.verify_take_up, player)

    @implements("foster:3")
    def correct(self, player: str, number: int) -> None:
        """Put right a wrong number before the next player is helped ([foster:3][foster-3]); see [`WrongNumber.correct`][pokerlaws.draw_remedies.WrongNumber.correct]."""
        self._wrong_number.correct(player, number)

    def verify_correct(self, player: str, number: int) -> None:
        """Raise what [`correct`][pokerlaws.draw.Draw.correct] would raise; do nothing else."""
        self._wrong_number.verify_correct(player, number)

    def can_correct(self, player: str, number: int) -> bool:
        """Whether *player* may still correct his demand to *number*."""
        return can(self.verify_correct, player, number)

    @implements("foster:3", "foster:4")
    def withdraw_surplus(self, player: str) -> None:
        """Withdraw a surplus to the top of the pack ([foster:4][foster-4]); see [`TooManyOrTooFew.withdraw_surplus`][pokerlaws.draw_remedies.TooManyOrTooFew.withdraw_surplus]."""
        self._too_many_or_few.withdraw_surplus(player)

    def verify_withdraw_surplus(self, player: str) -> None:
        """Raise what [`withdraw_surplus`][pokerlaws.draw.Draw.withdraw_surplus] would raise; do nothing else."""
        self._too_many_or_few.verify_withdraw_surplus(player)

    def can_withdraw_surplus(self, player: str) -> bool:
        """Whether a surplus given to *player* may be withdrawn now."""
        return can(self.verify_withdraw_surplus, player)

    @implements("foster:4")
    def make_good(self, player: str) -> None:
        """Supply a deficiency at once ([foster:4][foster-4]); see [`TooManyOrTooFew.make_good`][pokerlaws.draw_remedies.TooManyOrTooFew.make_good]."""
        self._too_many_or_few.make_good(player)

    def verify_make_good(self, player: str) -> None:
        """Raise what [`make_good`][pokerlaws.draw.Draw.make_good] would raise; do nothing else."""
        self._too_many_or_few.verify_make_good(player)

    def can_make_good(self, player: str) -> bool:
        """Whether a deficiency of *player*'s can be supplied now."""
        return can(self.verify_make_good, player)

    @implements("foster:6")
    def reshuffle(self, order: str | Iterable[str | Card] | None = None, cut: int | None = None, *, seed: int | None = None) -> None:
        """Gather the discards, shuffle, cut ([foster:6][foster-6]); see [`Gathering.reshuffle`][pokerlaws.draw_gathering.Gathering.reshuffle]."""
        self._gathering.reshuffle(order, cut, seed=seed)

    def verify_reshuffle(self, order: str | Iterable[str | Card] | None = None, cut: int | None = None, *, seed: int | None = None) -> None:
        """Raise what [`reshuffle`][pokerlaws.draw.Draw.reshuffle] would raise; do nothing else."""
        self._gathering.verify_reshuffle(order, cut, seed=seed)

    def can_reshuffle(self, order: str | Iterable[str | Card] | None = None, cut: int | None = None, *, seed: int | None = None) -> bool:
        """Whether the discards may be gathered now, shuffled and cut as given."""
        return can(self.verify_reshuffle, order, cut, seed=seed)

    @implements("foster:1", "foster:5")
    def how_many(self, asker: str, about: str | None = None, *, has_bet: bool = False) -> int:
        """Ask the dealer how many cards he drew ([foster:1][foster-1], [foster:5][foster-5]); see [`Question.how_many`][pokerlaws.draw_question.Question.how_many]."""
        return self._question.how_many(asker, about, has_bet=has_bet)

    def verify_how_many(self, asker: str, about: str | None = None, *, has_bet: bool = False) -> None:
        """Raise what [`how_many`][pokerlaws.draw.Draw.how_many] would raise; do nothing else."""
        self._question.verify_how_many(asker, about, has_bet=has_bet)

    def can_how_many(self, asker: str, about: str | None = None, *, has_bet: bool = False) -> bool:
        """Whether the dealer must answer the question."""
        return can(self.verify_how_many, asker, about, has_bet=has_bet)

    @implements("foster:4")
    def close(self) -> None:
        """End the draw; each hand not of five is foul ([foster:4][foster-4]); see [`TooManyOrTooFew.close`][pokerlaws.draw_remedies.TooManyOrTooFew.close]."""
        self._too_many_or_few.close()

    def verify_close(self) -> None:
        """Raise what [`close`][pokerlaws.draw.Draw.close] would raise; do nothing else."""
        self._too_many_or_few.verify_close()

    def can_close(self) -> bool:
        """Whether the draw may be closed now."""
        return can(self.verify_close)


def deal_hands(seats: tuple[str, ...], dealer: str, pack: tuple[Card, ...]) -> dict[str, tuple[Card, ...]]:
    """The five cards each seat is dealt from *pack* (top first), one at a time from the age.

    Examples:
        >>> from pokerlaws import PACK
        >>> deal_hands(("A", "B"), "B", PACK)["A"]
        (Card('2C'), Card('2H'), Card('3C'), Card('3H'), Card('4C'))
    """
    i = seats.index(dealer)
    around = [seats[(i + k) % len(seats)] for k in range(1, len(seats) + 1)]
    n = len(around) * HAND_SIZE
    return {p: tuple(pack[k:n:len(around)]) for k, p in enumerate(around)}
