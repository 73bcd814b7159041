"""The state of one draw: a record per seat, and the table every part of the draw shares.

A [`Seat`][pokerlaws.draw_state.Seat] holds what one player who made good his
ante has in the draw: the cards he holds, the cards given him and lying before
him, the number he asked for aloud, how many he was given, how many of those
were exposed, the replacements he is owed, and whether he has been helped or
has looked at his cards. A [`Table`][pokerlaws.draw_state.Table] holds the
seats and what lies between them: the pack, top first, the discards, the
abandoned hands, the foul hands, the gatherings and the steps; and answers the
questions every act asks: whose turn it is, what the draw waits for, whether
the next player has been helped, whether only the last cards remain.

The acts that change a table are in the parts of the draw, which share one
table: see [`pokerlaws.draw`][pokerlaws.draw].
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from pokerlaws.cards import Card, parse_cards
from pokerlaws.draw_records import HAND_SIZE, DrawRules, Reshuffle, Step
from pokerlaws.errors import (
    BettingClosed,
    LastCard,
    NotInTheDraw,
    UnknownPlayer,
)
from pokerlaws.seats import check_seats

__all__ = ["Seat", "Table"]


@dataclass(slots=True)
class Seat:
    """What one player who made good his ante has in the draw.

    Attributes:
        hand: the cards he holds: those dealt him and not discarded, then
            those he has taken up. Empty once his hand is foul.
        in_transit: the cards given him and lying before him, not yet taken up.
        announced: the number he asked for aloud, or the dealer announced
            ([foster:1][foster-1]); None until he asks.
        given: the cards given him, a surplus withdrawn excepted and exposed
            cards included.
        exposed: how many cards given him were exposed and placed with the
            discards ([foster:2][foster-2]).
        owed: replacements of exposed cards still to come.
        served: whether his turn to be given his cards has passed.
        served_at: how many cards had been dealt in the draw when it passed:
            after that, a card given to another means the next player has
            been helped ([foster:3][foster-3]).
        looked: whether he has taken up, or looked at, the cards given him.

    Examples:
        >>> from pokerlaws import parse_cards
        >>> from pokerlaws.draw_state import Seat
        >>> seat = Seat(list(parse_cards("4C 5C 6C")), announced=2, given=3, exposed=1)
        >>> seat.kept, seat.drew, seat.shortfall       # one card too many
        (2, 2, 0)
    """

    hand: list[Card]
    in_transit: list[Card] = field(default_factory=list)
    announced: int | None = None
    given: int = 0
    exposed: int = 0
    owed: int = 0
    served: bool = False
    served_at: int = 0
    looked: bool = False

    @property
    def kept(self) -> int:
        """The cards given him that he keeps: the exposed ones went to the discards."""
        return self.given - self.exposed

    @property
    def drew(self) -> int:
        """The cards he drew: kept, and replacements still due."""
        return self.kept + self.owed

    @property
    def shortfall(self) -> int:
        """The cards asked for and neither kept nor owed as replacements; negative for a surplus."""
        return (self.announced or 0) - self.kept - self.owed


class Table:
    """The state of one draw, shared by its parts: all that changes in a draw changes here.

    Args:
        seats: every player at the table, in seat order.
        dealer: the player who dealt.
        hands: the five cards dealt to each seat.
        pack: the cards left after the deal, top first.
        players: those who made good their ante (default: every seat in *hands*).
        rules: the edition's rulings (default `DrawRules()`).

    All as for [`Draw`][pokerlaws.draw.Draw], which says more.

    Attributes:
        seats, dealer, age, pone, rules, order: as a
            [`DrawView`][pokerlaws.draw_view.DrawView] shows them.
        seat: the [`Seat`][pokerlaws.draw_state.Seat] record of each player
            who made good his ante, in the turn of the draw.
        pack: the cards in the pack, top first.
        discards: the discards as they were laid down, faced and exposed
            cards among them: one pile, gathered in that order.
        abandoned: the hands of those who did not make good their ante, then
            the foul hands.
        exposed_cards: each card exposed in the draw, and whose it was.
        dealt_to: the player each card was given to, one name a card, in order.
        due: a deal stopped at the last cards: the player, ``"draw"`` or
            ``"replacement"``, and how many are still due; else None.
        foul: each foul hand, in the order it was found foul.
        reshuffles: every gathering, in order.
        steps: every act done, in order.
        closed: whether the draw is over.

    Raises:
        UnknownPlayer: a dealer, or a name in *hands* or *players*, that is
            not in *seats*.
        InvalidCard, DuplicateCard: a card that is not one, or the same card
            twice anywhere in *hands* and *pack*.
        ValueError: fewer than two seats, a seat named twice, a hand that is
            not five cards, no player, or a player without a hand.

    Examples:
        >>> from pokerlaws.draw_state import Table
        >>> table = Table(["A", "B"], "B", {"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D"}, "7C 7D 7H")
        >>> table.order, table.to_act, table.next_act, table.seat["A"].announced
        (('A', 'B'), 'A', 'ask', None)
    """

    seats: tuple[str, ...]
    dealer: str
    age: str
    pone: str
    rules: DrawRules
    order: tuple[str, ...]
    seat: dict[str, Seat]
    pack: list[Card]
    discards: list[Card]
    abandoned: list[Card]
    exposed_cards: dict[Card, str]
    dealt_to: list[str]
    due: tuple[str, str, int] | None
    foul: dict[str, tuple[Card, ...]]
    reshuffles: list[Reshuffle]
    steps: list[Step]
    closed: bool

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
        self.seats = check_seats(seats)
        self.known(dealer)
        self.dealer = dealer
        i = self.seats.index(dealer)
        self.age = self.seats[(i + 1) % len(self.seats)]
        self.pone = self.seats[i - 1]
        self.rules = rules or DrawRules()

        dealt: dict[str, tuple[Card, ...]] = {}
        for player, cards in hands.items():
            self.known(player)
            dealt[player] = parse_cards(cards)
            if len(dealt[player]) != HAND_SIZE:
                raise ValueError(f"{player} was dealt {len(dealt[player])} cards: the draw begins from hands of five")
        in_draw = set(dealt if players is None else players)
        for player in in_draw:
            self.known(player)
            if player not in dealt:
                raise ValueError(f"{player} made good his ante but holds no hand")
        if not in_draw:
            raise ValueError("no player made good his ante: there is no draw")
        around = tuple(self.seats[(i + k) % len(self.seats)] for k in range(1, len(self.seats) + 1))
        self.order = tuple(p for p in around if p in in_draw)
        rest = parse_cards(pack)
        # parse_cards over everything at once: a card dealt twice is refused
        parse_cards([*(c for cards in dealt.values() for c in cards), *rest])

        self.seat = {p: Seat(list(dealt[p])) for p in self.order}
        self.pack = list(rest)
        self.discards = []
        self.abandoned = [c for p in around if p in dealt and p not in in_draw for c in dealt[p]]
        self.exposed_cards = {}
        self.dealt_to = []  # one name per card dealt: has "the next player been helped"?
        self.due = None  # a deal stopped at the last cards: (player, "draw" or "replacement", cards still due)
        self.foul = {}
        self.reshuffles = []
        self.steps = []
        self.closed = False

    # --- what every act checks -------------------------------------------------------

    def known(self, player: str) -> None:
        """Raise `UnknownPlayer` unless *player* sits at the table."""
        if player not in self.seats:
            raise UnknownPlayer(f'"{player}" is not a player in this game (players: {", ".join(self.seats)})')

    def verify_open(self) -> None:
        """Raise `BettingClosed` once the draw is over."""
        if self.closed:
            raise BettingClosed("the draw is over")

    def verify_in_draw(self, player: str) -> None:
        """Raise unless *player* may act in the draw: known, the draw open, his ante made good, his hand not foul."""
        self.known(player)
        self.verify_open()
        if player not in self.order:
            raise NotInTheDraw(f"{player} has not made good his ante: only those who have may draw cards", law="foster:1")
        if player in self.foul:
            raise NotInTheDraw(f"{player}'s hand is foul: he has abandoned it", law="foster:4")

    # --- whose turn -------------------------------------------------------------------

    def service(self) -> tuple[str, str] | None:
        """Who is to be helped next in the ordinary course, and how: ``"draw"`` or ``"replacement"``."""
        live = [p for p in self.order if p not in self.foul]
        if self.rules.replace_after_dealer or self.dealer not in live:
            groups = [live]
        else:
            groups = [[p for p in live if p != self.dealer], [self.dealer]]
        for group in groups:
            for p in group:
                if not self.seat[p].served:
                    return p, "draw"
            for p in group:
                if self.seat[p].owed:
                    return p, "replacement"
        return None

    def in_turn_to_draw(self, player: str) -> bool:
        """Whether it is *player*'s regular turn, with no deal to another left unfinished."""
        return not self.due and self.service() == (player, "draw")

    @property
    def to_act(self) -> str | None:
        """The player whose turn it is, or None (see [`DrawView.to_act`][pokerlaws.draw_view.DrawView.to_act])."""
        if self.closed:
            return None
        if self.due:
            return self.due[0]
        service = self.service()
        return service[0] if service else None

    @property
    def next_act(self) -> str | None:
        """What the draw waits for (see [`DrawView.next_act`][pokerlaws.draw_view.DrawView.next_act])."""
        if self.closed:
            return None
        if self.due:
            return "reshuffle" if self.at_last_cards() else "give"
        service = self.service()
        if service is None:
            return "close"
        player, kind = service
        seat = self.seat[player]
        if kind == "draw" and seat.announced is None:
            return "ask"
        wanted = seat.owed if kind == "replacement" else seat.shortfall
        return "reshuffle" if wanted > 0 and self.at_last_cards() else "give"

    def mark_served(self, player: str) -> None:
        """His turn to be given cards has passed."""
        self.seat[player].served = True
        self.seat[player].served_at = len(self.dealt_to)

    def next_helped(self, player: str) -> bool:
        """Whether a card has been given to another player since *player* was served."""
        return any(p != player for p in self.dealt_to[self.seat[player].served_at :])

    # --- the pack ---------------------------------------------------------------------

    def at_last_cards(self) -> bool:
        """Whether only the cards the dealer keeps back remain ([foster:6][foster-6])."""
        return len(self.pack) <= self.rules.keep_back

    def gathered(self) -> tuple[Card, ...]:
        """The cards a gathering would take up now: the discards as laid down, the abandoned hands, the pack ([foster:6][foster-6])."""
        return (*self.discards, *self.abandoned, *self.pack)

    def last_card(self) -> LastCard:
        """The error for a card wanted when only the last cards remain ([foster:6][foster-6])."""
        return LastCard(
            f"only {len(self.pack)} cards remain in the pack and the last card must not be dealt: gather the discards "
            f"and abandoned hands, shuffle them and present them to the pone ({self.pone}) to be cut",
            law="foster:6",
        )

    def deal(self, player: str, count: int, *, replacement: bool = False) -> tuple[Card, ...]:
        """Give *player* up to *count* cards from the top, keeping back the last cards; return them."""
        count = max(0, min(count, len(self.pack) - self.rules.keep_back))
        cards = tuple(self.pack[:count])
        del self.pack[:count]
        seat = self.seat[player]
        seat.in_transit += cards
        seat.given += count
        if replacement:
            seat.owed -= min(count, seat.owed)
        self.dealt_to += [player] * count
        return cards

    def give_back(self, player: str, surplus: int) -> tuple[Card, ...]:
        """Cancel *surplus* cards of *player*'s draw: replacements not yet given first, then the last cards given him."""
        seat = self.seat[player]
        cancelled = min(surplus, seat.owed)
        seat.owed -= cancelled
        back = surplus - cancelled
        cards = tuple(seat.in_transit[len(seat.in_transit) - back :])
        del seat.in_transit[len(seat.in_transit) - back :]
        # In the order they were dealt, so that the run of the cards is as before
        self.pack[:0] = cards
        seat.given -= back
        return cards

    # --- foul hands and the log -------------------------------------------------------

    def abandon(self, player: str, law: str, why: str) -> None:
        """*player*'s hand is foul: his cards go among the abandoned hands, and he is owed nothing more."""
        seat = self.seat[player]
        cards = (*seat.hand, *seat.in_transit)
        seat.hand.clear()
        seat.in_transit.clear()
        self.abandoned += cards
        self.foul[player] = cards
        seat.owed = 0
        seat.served = True
        if self.due and self.due[0] == player:
            self.due = None
        self.record(player, "foul", cards, (law,), f"{player}'s hand is foul: {why}; he abandons it, with all he has staked")

    def record(self, player: str, act: str, cards: Iterable[Card], laws: tuple[str, ...], note: str) -> None:
        """Append the [`Step`][pokerlaws.draw_records.Step] of an act done."""
        self.steps.append(Step(len(self.steps) + 1, player, act, tuple(cards), laws, note))
