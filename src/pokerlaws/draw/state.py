"""The state of one draw: a record per seat, and the table every act of the draw reads and changes.

A [`Seat`][pokerlaws.draw.state.Seat] holds what one player who made good his
ante has in the draw: the cards he holds, the cards given him and lying before
him, the number he asked for aloud, how many he was given, how many of those
were exposed, the replacements he is owed, and whether he has been helped or
has looked at his cards. A [`Table`][pokerlaws.draw.state.Table] holds the
seats and what lies between them: the pack, top first, the discards, the
abandoned hands, the foul hands, the gatherings and the steps; and answers the
questions every act asks: whose turn it is, what the draw waits for, whether
the next player has been helped, whether only the last cards remain.

The acts that change a table are the parts of the draw, each a `Table` with
the acts of its units; a [`Draw`][pokerlaws.draw.Draw] is a table with all of
them: see [`pokerlaws.draw.game`][pokerlaws.draw.game].
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from pokerlaws.cards import Card, parse_cards
from pokerlaws.draw.rulings import HAND_SIZE, DrawRulings, Reshuffle
from pokerlaws.errors import (
    BettingClosed,
    LastCard,
    NotInTheDraw,
    UnknownPlayer,
    WrongHandSize,
)
from pokerlaws.frozen import Independent
from pokerlaws.table import Step
from pokerlaws.table.interval import in_turn
from pokerlaws.table.seats import check_seats

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
        >>> from pokerlaws.draw.state import Seat
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


class Table(Independent):
    """The state of one draw: all that changes in a draw changes here, and every act checks it here first.

    The base of every part of the draw and so of [`Draw`][pokerlaws.draw.Draw],
    whose acts read and change it; what it shows a caller is
    [`DrawView`][pokerlaws.draw.view.DrawView]'s. Besides the public
    attributes below, it holds, not to be touched from outside: each player's
    [`Seat`][pokerlaws.draw.state.Seat], in the turn of the draw; the pack,
    top first; the discards as they were laid down, faced and exposed cards
    among them (one pile, gathered in that order); the abandoned hands (those
    of players who did not make good their ante, then the foul hands); each
    card exposed in the draw and whose it was; the player each card was given
    to, one name a card, in order; a deal stopped at the last cards; the foul
    hands; the gatherings; the steps; and whether the draw is over.

    Args: as [`Draw`][pokerlaws.draw.Draw] takes them, which raises what they
    can break.

    Examples:
        >>> from pokerlaws.draw.state import Table
        >>> table = Table(["A", "B", "C"], "B", {"A": "2C 3C 4C 5C 6C", "C": "2D 3D 4D 5D 6D"}, "7C 7D 7H")
        >>> table.age, table.pone, table.order, table.to_act    # B, the dealer, holds no hand
        ('C', 'A', ('C', 'A'), 'C')
    """

    def __init__(
        self,
        seats: Iterable[str],
        dealer: str,
        hands: Mapping[str, str | Iterable[str | Card]],
        pack: str | Iterable[str | Card],
        *,
        players: Iterable[str] | None = None,
        rulings: DrawRulings | None = None,
    ) -> None:
        if rulings is None:
            rulings = DrawRulings()
        elif not isinstance(rulings, DrawRulings):
            hint = f": write DrawRulings(**{dict(rulings)!r})" if isinstance(rulings, Mapping) and len(repr(rulings)) < 200 else ""
            raise ValueError(f"rulings must be a DrawRulings, not {type(rulings).__name__}{hint}")
        if not isinstance(hands, Mapping):
            raise ValueError(f"hands must be a mapping of each player to his cards, not {type(hands).__name__}")
        self.seats: tuple[str, ...] = check_seats(seats)
        """Every player at the table, in seat order."""
        self._known(dealer)
        self.dealer: str = dealer
        """The player who dealt; he draws last, if he made good his ante (second, if the age sits on his right or the draw passes to the right: ``rulings.age_seat``, ``rulings.turn``)."""
        self.rulings: DrawRulings = rulings
        """The edition's rulings in force."""
        self.age: str = rulings.age_of(self.seats, dealer)
        """The player with whom the draw begins: on the dealer's left (``rulings.age_seat``, the ruling on foster:1)."""
        around = rulings.turn_of(self.seats, dealer)  # from the age, to the left or the right (rulings.turn)
        self.pone: str = in_turn(self.seats, dealer, "right")[1]
        """The player on the dealer's right, who cuts."""

        dealt: dict[str, tuple[Card, ...]] = {}
        for player, cards in hands.items():
            self._known(player)
            dealt[player] = parse_cards(cards)
            if len(dealt[player]) != HAND_SIZE:
                raise WrongHandSize(f"{player} was dealt {len(dealt[player])} cards: the draw begins from hands of five", law="foster:4")
        in_draw = set(dealt if players is None else players)
        for player in in_draw:
            self._known(player)
            if player not in dealt:
                raise ValueError(f"{player} made good his ante but holds no hand")
        if not in_draw:
            raise ValueError("no player made good his ante: there is no draw")
        self.order: tuple[str, ...] = tuple(p for p in around if p in in_draw)
        """The players who made good their ante, in the turn of the draw: from the age, to the left (or the right: ``rulings.turn``)."""
        rest = parse_cards(pack, ordered="the pack")
        # parse_cards over everything at once: a card dealt twice is refused
        parse_cards([*(c for cards in dealt.values() for c in cards), *rest])

        self._seat = {p: Seat(list(dealt[p])) for p in self.order}
        self._pack = list(rest)
        self._discards: list[Card] = []
        self.passed_out: dict[str, tuple[Card, ...]] = {p: dealt[p] for p in around if p in dealt and p not in in_draw}
        """The hands dealt to players who passed out before the draw, by player."""
        passed_out = [c for cards in self.passed_out.values() for c in cards]
        # the hands of players who passed out: abandoned hands, or out of the deal (the ruling on foster:6, passed_out_hands)
        self._abandoned = passed_out if rulings.passed_out_hands == "abandoned" else []
        self._exposed_cards: dict[Card, str] = {}
        self._dealt_to: list[str] = []  # one name per card dealt: has "the next player been helped"?
        self._due: tuple[str, str, int] | None = None  # a deal stopped at the last cards: (player, "draw" or "replacement", cards still due)
        self._foul: dict[str, tuple[Card, ...]] = {}
        # out of the deal: the two remaining, laid aside at a gathering (DrawRulings.two_remaining), and the hands of
        # players who passed out if they are no abandoned hands (DrawRulings.passed_out_hands)
        self._set_aside: list[Card] = [] if rulings.passed_out_hands == "abandoned" else passed_out
        self._reshuffles: list[Reshuffle] = []
        self._steps: list[Step] = []
        self._closed = False

    # --- what every act asks: whose turn, and what the draw waits for -------------------

    @property
    def to_act(self) -> str | None:
        """The player whose turn it is: to ask, or to be given cards; None when every player has been helped.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> Draw.deal(["A", "B", "C", "D"], dealer="B", pack=PACK).to_act   # the age, on the dealer's left
            'C'
        """
        if self._closed:
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
        if self._closed:
            return None
        if self._due:
            return "reshuffle" if self._at_last_cards() else "give"
        service = self._service()
        if service is None:
            return "close"
        player, kind = service
        seat = self._seat[player]
        if kind == "draw" and seat.announced is None:
            return "ask"
        wanted = seat.owed if kind == "replacement" else seat.shortfall
        return "reshuffle" if wanted > 0 and self._at_last_cards() else "give"

    def gathered(self) -> tuple[Card, ...]:
        """The cards a [`reshuffle`][pokerlaws.draw.Draw.reshuffle] would gather now, in order ([foster:6][foster-6]).

        The discards as laid down, the abandoned hands, then the cards
        remaining in the pack, top first. The remaining cards are left out
        unless [`DrawRulings.two_remaining`][pokerlaws.draw.DrawRulings]
        is ``"gathered"`` (the default), and cards exposed in the draw when
        [`DrawRulings.gather_exposed`][pokerlaws.draw.DrawRulings] is False.

        Examples:
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw(["A", "B", "C"], "C", {"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D",
            ...             "C": "2H 3H 4H 5H 6H"}, "7C 7D", players=["A", "C"])
            >>> draw.discard("A", "6C"); draw.ask("A", 1)
            >>> draw.gathered()                      # A's discard, B's abandoned hand, the two left
            (Card('6C'), Card('2D'), Card('3D'), Card('4D'), Card('5D'), Card('6D'), Card('7C'), Card('7D'))
        """
        remaining = self._pack if self.rulings.two_remaining == "gathered" else ()
        return (*self._gatherable(), *remaining)

    def _gatherable(self) -> tuple[Card, ...]:
        """The discards and abandoned hands a gathering takes up, exposed cards left out if the rulings keep them out."""
        keep_out = () if self.rulings.gather_exposed else self._exposed_cards
        return (*(c for c in self._discards if c not in keep_out), *self._abandoned)

    # --- what every act checks -------------------------------------------------------

    def _known(self, player: str) -> None:
        """Raise `UnknownPlayer` unless *player* sits at the table."""
        if player not in self.seats:
            raise UnknownPlayer(f'"{player}" is not a player in this game (players: {", ".join(self.seats)})')

    def _verify_open(self) -> None:
        """Raise `BettingClosed` once the draw is over."""
        if self._closed:
            raise BettingClosed("the draw is over")

    def _verify_in_draw(self, player: str) -> None:
        """Raise unless *player* may act in the draw: known, the draw open, his ante made good, his hand not foul."""
        self._known(player)
        self._verify_open()
        if player not in self.order:
            raise NotInTheDraw(f"{player} has not made good his ante: only those who have may draw cards", law="foster:1")
        if player in self._foul:
            raise NotInTheDraw(f"{player}'s hand is foul: he has abandoned it", law="foster:4")

    # --- whose turn -------------------------------------------------------------------

    def _service(self) -> tuple[str, str] | None:
        """Who is to be helped next in the ordinary course, and how: ``"draw"`` or ``"replacement"``.

        Replacements of exposed cards come after all the other players have
        been helped ([foster:2][foster-2]), the dealer among them unless
        [`DrawRulings.replace_after_dealer`][pokerlaws.draw.DrawRulings]
        is False.
        """
        live = [p for p in self.order if p not in self._foul]
        if self.rulings.replace_after_dealer or self.dealer not in live:
            groups = [live]
        else:
            groups = [[p for p in live if p != self.dealer], [self.dealer]]
        for group in groups:
            for p in group:
                if not self._seat[p].served:
                    return p, "draw"
            for p in group:
                if self._seat[p].owed:
                    return p, "replacement"
        return None

    def _in_turn_to_draw(self, player: str) -> bool:
        """Whether it is *player*'s regular turn, with no deal to another left unfinished."""
        return not self._due and self._service() == (player, "draw")

    def _mark_served(self, player: str) -> None:
        """His turn to be given cards has passed."""
        self._seat[player].served = True
        self._seat[player].served_at = len(self._dealt_to)

    def _next_helped(self, player: str) -> bool:
        """Whether the next player has been helped ([foster:3][foster-3], as [`DrawRulings.next_helped`][pokerlaws.draw.DrawRulings] reads it).

        By default, whether a card has been given to another player since
        *player* was served; under ``"turn passed"``, whether the player next
        after him in the turn of the draw has had his turn.
        """
        if self.rulings.next_helped == "turn passed":
            later = self.order[self.order.index(player) + 1 :]
            return bool(later) and self._seat[later[0]].served
        return any(p != player for p in self._dealt_to[self._seat[player].served_at :])

    # --- the pack ---------------------------------------------------------------------

    def _at_last_cards(self) -> bool:
        """Whether only the cards the dealer keeps back remain ([foster:6][foster-6])."""
        return len(self._pack) <= self.rulings.keep_back

    def _last_card(self) -> LastCard:
        """The error for a card wanted when only the last cards remain ([foster:6][foster-6])."""
        return LastCard(
            f"only {len(self._pack)} cards remain in the pack and the last card must not be dealt: gather the discards "
            f"and abandoned hands, shuffle them and present them to the pone ({self.pone}) to be cut",
            law="foster:6",
        )

    def _give_from_top(self, player: str, count: int, *, replacement: bool = False) -> tuple[Card, ...]:
        """Give *player* up to *count* cards from the top, keeping back the last cards; return them."""
        count = max(0, min(count, len(self._pack) - self.rulings.keep_back))
        cards = tuple(self._pack[:count])
        del self._pack[:count]
        seat = self._seat[player]
        seat.in_transit += cards
        seat.given += count
        if replacement:
            seat.owed -= min(count, seat.owed)
        self._dealt_to += [player] * count
        return cards

    def _give_back(self, player: str, surplus: int) -> tuple[Card, ...]:
        """Cancel *surplus* cards of *player*'s draw: replacements not yet given first, then the last cards given him."""
        seat = self._seat[player]
        cancelled = min(surplus, seat.owed)
        seat.owed -= cancelled
        back = surplus - cancelled
        cards = tuple(seat.in_transit[len(seat.in_transit) - back :])
        del seat.in_transit[len(seat.in_transit) - back :]
        # In the order they were dealt, so that the run of the cards is as before
        self._pack[:0] = cards
        seat.given -= back
        return cards

    # --- foul hands and the log -------------------------------------------------------

    def _abandon(self, player: str, law: str, why: str) -> None:
        """*player*'s hand is foul: his cards go among the abandoned hands, and he is owed nothing more."""
        seat = self._seat[player]
        cards = (*seat.hand, *seat.in_transit)
        seat.hand.clear()
        seat.in_transit.clear()
        self._abandoned += cards
        self._foul[player] = cards
        seat.owed = 0
        seat.served = True
        if self._due and self._due[0] == player:
            self._due = None
        self._record(player, "foul", cards, (law,), f"{player}'s hand is foul: {why}; he abandons it, with all he has staked")

    def _record(self, player: str, act: str, cards: Iterable[Card], laws: tuple[str, ...], note: str) -> None:
        """Append the [`Step`][pokerlaws.table.Step] of an act done: no subject, for the note names the player."""
        self._steps.append(Step(len(self._steps) + 1, player, act, note=note, laws=laws, cards=tuple(cards)))
