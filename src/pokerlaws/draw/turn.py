"""The regular turn of the draw ([foster:1][foster-1], [foster:2][foster-2]).

Each player who made good his ante, in turn from the age, discards the cards
he wants replaced and asks aloud for as many; the dealer gives them from the
top of the pack, where the deal left off, and announces his own draw before he
takes it. [`Dealing`][pokerlaws.draw.turn.Dealing] holds the dealer's acts and
[`Turn`][pokerlaws.draw.turn.Turn], built on it, the player's: parts of a
[`Draw`][pokerlaws.draw.Draw], which inherits them and is how they are called.

Examples:
    >>> from pokerlaws import PACK
    >>> from pokerlaws.draw import Draw
    >>> draw = Draw.deal(["A", "B", "C"], dealer="C", pack=PACK)
    >>> draw.discard("A", "2C"); draw.ask("A", 1); draw.give()
    >>> draw.to_act, draw.hands["A"][-1]
    ('B', Card('5S'))
"""

from __future__ import annotations

from collections.abc import Iterable

from pokerlaws.cards import Card, parse_cards
from pokerlaws.citations import implements
from pokerlaws.draw.rulings import HAND_SIZE, is_count, show
from pokerlaws.draw.state import Table
from pokerlaws.errors import (
    BadRequest,
    CardNotThere,
    DiscardRefused,
    NothingOwed,
    NumberNotAsked,
    OutOfTurn,
    accepts,
)
from pokerlaws.messages import plural

__all__ = ["Dealing", "Turn"]


@implements("foster:2", "foster:6")
class Dealing(Table):
    """The dealer gives from the top of the pack, where the deal left off ([foster:2][foster-2]).

    He gives each player his entire number before the next is helped, his
    own only once he has announced it ([foster:1][foster-1]), replacements
    of exposed cards after all the others ([foster:2][foster-2]), and never
    the last cards ([foster:6][foster-6]).
    """

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
                [`supply`][pokerlaws.draw.Draw.supply].

        Raises:
            NumberNotAsked: the player in turn has not asked, or the dealer
                has not announced ([foster:1][foster-1]).
            LastCard: only two cards remain ([foster:6][foster-6]).
            NothingOwed: every player has been helped.
            BettingClosed: the draw is over.
            ValueError: a negative *count*.

        Examples:
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw(["A", "B"], "B", {"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D"}, "7C 7D 7H 7S 8C")
            >>> draw.discard("A", "2C 3C 4C"); draw.ask("A", 3); draw.give()   # the top three
            >>> draw.hands["A"], draw.to_act
            ((Card('5C'), Card('6C'), Card('7C'), Card('7D'), Card('7H')), 'B')
        """
        player, kind, count = self.verify_give(count)
        given = self._give_from_top(player, count, replacement=kind == "replacement")
        what = "as replacement" if kind == "replacement" else "from the top"
        note = f"{self.dealer} gives {'himself' if player == self.dealer else player} {len(given)} card{plural(len(given))} {what}"
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
                self._mark_served(player)
        self._record(player, "give", given, laws, note)

    def verify_give(self, count: int | None = None) -> tuple[str, str, int]:
        """Raise what [`give`][pokerlaws.draw.turn.Dealing.give] would raise; else return to whom, ``"draw"`` or ``"replacement"``, and how many."""
        self._verify_open()
        if self._due:
            player, kind, left = self._due
            default = left
        else:
            service = self._service()
            if service is None:
                raise NothingOwed("every player has been helped: no card is due in turn", law="foster:2")
            player, kind = service
            seat = self._seat[player]
            if kind == "draw" and seat.announced is None:
                if player == self.dealer:
                    raise NumberNotAsked(
                        f"the dealer ({player}) must distinctly announce the number of cards he takes before he takes them",
                        law="foster:1",
                    )
                raise NumberNotAsked(
                    f"{player} has not asked for the number of cards he wants; he must ask so that every player can hear",
                    law="foster:1",
                )
            default = seat.owed if kind == "replacement" else seat.shortfall
        if count is None:
            count = default
        if not is_count(count):
            raise BadRequest(f"the dealer gives a whole number of cards, not {count!r}", law="foster:2")
        if count and self._at_last_cards():
            raise self._last_card()
        return player, kind, count

    def can_give(self, count: int | None = None) -> bool:
        """Whether the dealer may give the player in turn *count* cards (default: his due) now.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B"], dealer="B", pack=PACK)
            >>> draw.discard("A", "2C"); draw.ask("A", 1)
            >>> draw.can_give(), draw.can_give(0), draw.can_give(-1)
            (True, True, False)
        """
        return accepts(self.verify_give, count)


@implements("foster:1", "foster:2")
class Turn(Dealing):
    """The regular turn: discard, ask, be given ([foster:1][foster-1], [foster:2][foster-2]).

    Built on the dealer's part, which gives the cards asked for.
    """

    @implements("foster:2", "foster:3")
    def discard(self, player: str, cards: str | Iterable[str | Card]) -> None:
        """Lay on the table the cards one wants replaced ([foster:2][foster-2]).

        A player discards in his turn, as he asks for his cards; the strict
        rule is to discard before drawing ([foster:3][foster-3]). Later, with
        drawn cards lying before him untouched, he may still discard: having
        asked for too many, he must discard before seeing them. The custom of
        discarding before any card is given out is "not good poker": allowed
        and so recorded, unless [`DrawRulings.discard_ahead`][pokerlaws.draw.DrawRulings]
        is False.

        Args:
            player: who discards.
            cards: the cards, from those he holds.

        Raises:
            OutOfTurn: it is not his turn, and he has no drawn cards before him.
            DiscardRefused: he has taken up or looked at his drawn cards
                ([foster:3][foster-3]), or discards ahead where the table
                does not allow it.
            CardNotThere: a card he does not hold.
            NotInTheDraw, UnknownPlayer, BettingClosed: he is not in the draw,
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
        self._discard(player, parse_cards(cards), self.verify_discard(player, cards))

    def _discard(self, player: str, parsed: tuple[Card, ...], ahead: bool) -> None:
        """Lay down *parsed*, checked by [`verify_discard`][pokerlaws.draw.turn.Turn.verify_discard] (*ahead*: before his turn)."""
        seat = self._seat[player]
        for card in parsed:
            seat.hand.remove(card)
        self._discards.extend(parsed)
        note = f"{player} discards {show(parsed)}"
        if ahead:
            note += (
                " before any cards are given out: the custom of some places, which is not good poker, "
                "for the dealer cannot see that the number discarded is the number asked for"
            )
        elif seat.in_transit:
            note += " before seeing the cards given him"
        self._record(player, "discard", parsed, ("foster:2",) if not seat.in_transit else ("foster:3",), note)

    def verify_discard(self, player: str, cards: str | Iterable[str | Card]) -> bool:
        """Raise what [`discard`][pokerlaws.draw.turn.Turn.discard] would raise; else return whether it is made ahead of the turn."""
        self._verify_in_draw(player)
        seat = self._seat[player]
        parsed = parse_cards(cards)
        if not parsed:
            raise BadRequest("name at least one card to discard", law="foster:2")
        for card in parsed:
            if card not in seat.hand:
                raise CardNotThere(f"{player} does not hold {card} (he holds {show(seat.hand)})")
        if seat.looked:
            raise DiscardRefused(
                f"{player} has taken up his drawn cards: he must discard before seeing them, and cannot discard after",
                law="foster:3",
            )
        if self._in_turn_to_draw(player) or seat.in_transit:
            return False
        if not self._dealt_to and not self._reshuffles:
            if not self.rulings.discard_ahead:
                raise DiscardRefused(
                    f"{player} discards before his turn: discarding before any cards are given out is not good poker, "
                    "and this table does not allow it",
                    law="foster:2",
                )
            return True
        raise OutOfTurn(f"{player} discards out of turn: each player discards as he asks for his cards", law="foster:2")

    def can_discard(self, player: str, cards: str | Iterable[str | Card]) -> bool:
        """Whether *player* may discard *cards* now."""
        return accepts(self.verify_discard, player, cards)

    @implements("foster:1")
    def ask(self, player: str, number: int) -> None:
        """Ask aloud, in one's turn, for the number of cards one wants; the dealer announces his own ([foster:1][foster-1]).

        The demand is made so that every player can hear: it is recorded in
        [`announced`][pokerlaws.draw.view.DrawView.announced]. A player who asks for
        none stands pat, and the turn passes. Until he is given his cards a
        player may ask again.

        Args:
            player: who asks; it must be his turn.
            number: cards wanted, 0 to 5.

        Raises:
            OutOfTurn: it is not his turn to ask ([foster:1][foster-1]),
                or the player before him has not received his entire number
                ([foster:2][foster-2]).
            NotInTheDraw: he has not made good his ante ([foster:1][foster-1]),
                or his hand is foul.
            UnknownPlayer, BettingClosed: no such player, or the draw is over.
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
        self._ask(player, number)

    def _ask(self, player: str, number: int) -> None:
        """Record the number *player* asks for, checked by [`verify_ask`][pokerlaws.draw.turn.Turn.verify_ask]."""
        seat = self._seat[player]
        again = seat.announced is not None
        seat.announced = number
        discarded = HAND_SIZE - len(seat.hand)
        if number == 0:
            note = f"{player} stands pat" + (f", having discarded {discarded}" if discarded else "")
            self._mark_served(player)
        elif player == self.dealer:
            note = f"{player}, the dealer, announces that he takes {number} card{plural(number)}, having discarded {discarded}"
        else:
            note = f"{player} asks for {number} card{plural(number)}, having discarded {discarded}"
        if again:
            note += " (asking again before he is given any)"
        self._record(player, "ask", (), ("foster:1", "foster:2") if discarded else ("foster:1",), note)

    def verify_ask(self, player: str, number: int) -> None:
        """Raise what [`ask`][pokerlaws.draw.turn.Turn.ask] would raise; do nothing else."""
        self._verify_in_draw(player)
        if not is_count(number) or number > HAND_SIZE:
            raise BadRequest(f"a player asks for 0 to 5 cards, not {number!r}", law="foster:1")
        if self._due:
            raise OutOfTurn(
                f"{self._due[0]} must receive the entire number he asks for before the next player is helped",
                law="foster:2",
            )
        if not self._in_turn_to_draw(player):
            if self.next_act == "ask":
                why = f"it is {self.to_act}'s turn to ask, not {player}'s"
            elif self._seat[player].served:
                why = f"{player} has been helped"
            else:
                why = f"{self.to_act} is to be helped before {player} asks"
            raise OutOfTurn(f"{why}: each player asks in turn, beginning with the age ({self.age})", law="foster:1")

    def can_ask(self, player: str, number: int) -> bool:
        """Whether *player* may ask for *number* cards now."""
        return accepts(self.verify_ask, player, number)

    @implements("foster:1", "foster:2")
    def serve(self, player: str, discards: str | Iterable[str | Card]) -> None:
        """The regular turn: *player* discards, asks for as many cards, and the dealer gives them ([foster:1][foster-1], [foster:2][foster-2]).

        He asks for as many cards as he then lacks of five, so that cards he
        discarded ahead of his turn are asked for too. If only two cards
        remain, the dealer gives none, or as many as he can, and the deal
        waits for the [`reshuffle`][pokerlaws.draw.Draw.reshuffle].

        Args:
            player: whose turn it is.
            discards: the cards he wants replaced (``""`` to stand pat).

        Raises:
            PokerLawError: as [`discard`][pokerlaws.draw.turn.Turn.discard] and
                [`ask`][pokerlaws.draw.turn.Turn.ask] raise; then nothing is done.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK)
            >>> draw.serve("A", "2C"); draw.serve("B", "2D 3D")
            >>> draw.hands["B"], draw.to_act
            ((Card('4D'), Card('5D'), Card('6D'), Card('7D'), Card('7H')), 'C')
        """
        cards, ahead = self.verify_serve(player, discards)
        if cards:
            self._discard(player, cards, ahead)
        # what he lacks, so that cards discarded ahead of his turn are asked for too
        self._ask(player, HAND_SIZE - len(self._seat[player].hand))
        if self._in_turn_to_draw(player) and self.next_act == "give":
            self.give()

    def verify_serve(self, player: str, discards: str | Iterable[str | Card]) -> tuple[tuple[Card, ...], bool]:
        """Raise what [`serve`][pokerlaws.draw.turn.Turn.serve] would raise; else return the cards he discards and whether ahead of his turn."""
        self._verify_in_draw(player)
        cards = parse_cards(discards)
        ahead = self.verify_discard(player, cards) if cards else False
        self.verify_ask(player, HAND_SIZE - len(self._seat[player].hand) + len(cards))
        return cards, ahead

    def can_serve(self, player: str, discards: str | Iterable[str | Card]) -> bool:
        """Whether *player* may take his regular turn now, discarding *discards*."""
        return accepts(self.verify_serve, player, discards)
