"""The wrong number, and the foul hand ([foster:3][foster-3], [foster:4][foster-4]).

A player who asked for the wrong number may put it right until the next player
has been helped; after that he must take the cards, and with too many, taken
up, his hand is foul ([`WrongNumber`][pokerlaws.draw.remedies.WrongNumber]).
A surplus the dealer gave is withdrawn, a deficiency supplied at once, and
when the draw is closed every hand of more or less than five cards is foul
([`TooManyOrTooFew`][pokerlaws.draw.remedies.TooManyOrTooFew]). Both are
parts of a [`Draw`][pokerlaws.draw.Draw], which inherits their acts and is
how they are called.
"""

from __future__ import annotations

from pokerlaws.citations import implements
from pokerlaws.draw.gathering import Gathering
from pokerlaws.draw.rulings import HAND_SIZE, is_count, show
from pokerlaws.draw.state import Table
from pokerlaws.errors import (
    BadRequest,
    CardNotThere,
    DrawNotOver,
    MustTakeThem,
    NothingOwed,
    accepts,
)
from pokerlaws.messages import plural

__all__ = ["TooManyOrTooFew", "WrongNumber"]


@implements("foster:3")
class WrongNumber(Table):
    """Asking for the wrong number: corrected in time, or taken ([foster:3][foster-3])."""

    @implements("foster:3")
    def take_up(self, player: str) -> None:
        """Take up (or look at) the cards given one; with too many, the hand is foul ([foster:3][foster-3]).

        Raises:
            CardNotThere: no drawn card lies before him.
            NotInTheDraw, UnknownPlayer, BettingClosed: as for any act.

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
        seat = self._seat[player]
        cards = tuple(seat.in_transit)
        seat.hand += cards
        seat.in_transit.clear()
        seat.looked = True
        self._record(player, "take up", cards, ("foster:3",), f"{player} takes up {show(cards)}")
        if len(seat.hand) > HAND_SIZE:
            self._abandon(player, "foster:3", f"he has taken them up and has {len(seat.hand)} cards, too many")

    def verify_take_up(self, player: str) -> None:
        """Raise what [`take_up`][pokerlaws.draw.remedies.WrongNumber.take_up] would raise; do nothing else."""
        self._verify_in_draw(player)
        if not self._seat[player].in_transit:
            raise CardNotThere(f"no drawn card lies before {player}")

    def can_take_up(self, player: str) -> bool:
        """Whether drawn cards lie before *player* for him to take up."""
        return accepts(self.verify_take_up, player)

    @implements("foster:3")
    def correct(self, player: str, number: int) -> None:
        """Put right a wrong number asked for, before the next player is helped ([foster:3][foster-3]).

        A player who asked for an incorrect number and was given them must
        take them once the next player has been helped; until then he may
        correct his demand. Cards he no longer wants go back on the top of
        the pack, untouched; cards he now wants more are given at once.
        The dealer cannot correct his own draw.

        Which number is incorrect, and when the next player "has been
        helped", are editorial readings
        ([`DrawRulings.incorrect`][pokerlaws.draw.DrawRulings],
        [`DrawRulings.next_helped`][pokerlaws.draw.DrawRulings]). By
        default any number other than the one his hand wanted is incorrect,
        one that matches his discard included; and the next player has been
        helped once a card has been given to any other player since this one
        was served: a player who stands pat is given nothing and so is not
        helped, and the last player to draw before a dealer who is out of the
        play may correct until a replacement is given or the draw is closed.

        Args:
            player: who corrects; he has been given his cards.
            number: the number he should have asked for, 0 to 5.

        Raises:
            MustTakeThem: the next player has been helped, he has seen the
                cards, or he is the dealer; or, under
                [`DrawRulings.incorrect`][pokerlaws.draw.DrawRulings]
                ``"discard"``, his demand matched his discard ([foster:3][foster-3]).
            NothingOwed: he has not been given his cards (he may ask again
                instead), or *number* is what he asked for.
            LastCard: more cards are wanted and only two remain ([foster:6][foster-6]).
            NotInTheDraw, UnknownPlayer, BettingClosed: as for any act.
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
        surplus = self.verify_correct(player, number)
        seat = self._seat[player]
        before = seat.announced
        seat.announced = number
        if surplus > 0:
            moved = self._give_back(player, surplus)
            note = f"{player} asked for {before} instead of {number}; the next player has not been helped: the surplus goes back on the top of the pack"
        else:
            moved = self._give_from_top(player, -surplus)
            note = f"{player} asked for {before} instead of {number}; the next player has not been helped: he is given {len(moved)} more"
        self._record(player, "correct", moved, ("foster:3",), note)

    def verify_correct(self, player: str, number: int) -> int:
        """Raise what [`correct`][pokerlaws.draw.remedies.WrongNumber.correct] would raise; else return his surplus over *number* (negative if short)."""
        self._verify_in_draw(player)
        seat = self._seat[player]
        if not is_count(number) or number > HAND_SIZE:
            raise BadRequest(f"a player asks for 0 to 5 cards, not {number!r}", law="foster:3")
        if player == self.dealer:
            raise MustTakeThem(
                "the dealer cannot change his draw: if the dealer gives himself more cards than he needs he is compelled to take them",
                law="foster:3",
            )
        if not seat.served:
            raise NothingOwed(f"{player} has not been given his cards: he may ask again in his turn", law="foster:3")
        if number == seat.announced:
            raise NothingOwed(f"{player} asked for {number} already", law="foster:3")
        held = len(seat.hand) + len(seat.in_transit)
        if self.rulings.incorrect == "discard" and held - seat.kept + (seat.announced or 0) == HAND_SIZE:
            raise MustTakeThem(
                f"{player} asked for {seat.announced} card{plural(seat.announced or 0)} and discarded as many: the number "
                "was not incorrect, and he must take them",
                law="foster:3",
            )
        if self._next_helped(player):
            raise MustTakeThem(
                f"the next player has been helped: {player} must take them (if too many, discard before seeing them; "
                "if too few, play them)",
                law="foster:3",
            )
        surplus = seat.drew - number
        if surplus > 0 and seat.looked:
            raise MustTakeThem(f"{player} has seen the cards given him: he must take them", law="foster:3")
        if surplus < 0 and self._at_last_cards():
            raise self._last_card()
        return surplus

    def can_correct(self, player: str, number: int) -> bool:
        """Whether *player* may still correct his demand to *number*.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B"], dealer="B", pack=PACK)
            >>> draw.serve("A", "2C"); draw.can_correct("A", 2), draw.can_correct("B", 1)
            (True, False)
        """
        return accepts(self.verify_correct, player, number)


@implements("foster:3", "foster:4")
class TooManyOrTooFew(Gathering):
    """A surplus withdrawn, a deficiency supplied, and the foul hand at the close ([foster:4][foster-4]).

    Built on the gathering, which says whether a draw short of cards can
    still be completed, or must be closed as it is.
    """

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
                [`DrawRulings.surplus_after_next_helped`][pokerlaws.draw.DrawRulings]
                is False, the next player has been helped ([foster:3][foster-3]).
            NotInTheDraw, UnknownPlayer, BettingClosed: as for any act.

        Examples:
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw(["A", "B"], "B", {"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D"}, "7C 7D 7H 7S")
            >>> draw.discard("A", "2C"); draw.ask("A", 1); draw.give(2)     # 7C and 7D
            >>> draw.withdraw_surplus("A")
            >>> draw.hands["A"][-1], draw.pack[0]
            (Card('7C'), Card('7D'))
        """
        surplus = self.verify_withdraw_surplus(player)
        moved = self._give_back(player, surplus)
        self._record(
            player,
            "withdraw",
            moved,
            ("foster:4",),
            f"{self.dealer} gave {player} {surplus} more than he asked for, discovered before he took them up: "
            "the surplus is placed on the top of the pack",
        )

    def verify_withdraw_surplus(self, player: str) -> int:
        """Raise what [`withdraw_surplus`][pokerlaws.draw.remedies.TooManyOrTooFew.withdraw_surplus] would raise; else return the surplus."""
        self._verify_in_draw(player)
        seat = self._seat[player]
        surplus = -seat.shortfall
        if seat.announced is None or surplus <= 0:
            raise NothingOwed(f"{player} was given no more cards than he asked for", law="foster:4")
        if player == self.dealer:
            raise MustTakeThem(
                f"the dealer gave himself {surplus} more than he announced: if the dealer gives himself more cards "
                "than he needs he is compelled to take them",
                law="foster:3",
            )
        if seat.looked:
            raise MustTakeThem(f"{player} has taken up or looked at the cards: the surplus is not withdrawn", law="foster:4")
        if not self.rulings.surplus_after_next_helped and self._next_helped(player):
            raise MustTakeThem(f"the next player has been helped: {player} must take them", law="foster:3")
        return surplus

    def can_withdraw_surplus(self, player: str) -> bool:
        """Whether a surplus given to *player* may be withdrawn now."""
        return accepts(self.verify_withdraw_surplus, player)

    @implements("foster:4")
    def supply(self, player: str) -> None:
        """Supply at once the cards given short of the number asked, without waiting to supply the others ([foster:4][foster-4]).

        If only two cards remain, as many as can be given are, and the rest
        after the [`reshuffle`][pokerlaws.draw.Draw.reshuffle]. The dealer
        who gave himself fewer than he announced supplies them too: the
        compulsion of [foster:3][foster-3] speaks only of more (an editorial
        reading: [`DrawRulings.dealer_supplies`][pokerlaws.draw.DrawRulings]).

        Raises:
            NothingOwed: he has been given all he asked for, or his turn has
                not yet come.
            MustTakeThem: he is the dealer and
                [`DrawRulings.dealer_supplies`][pokerlaws.draw.DrawRulings]
                is False ([foster:4][foster-4]).
            LastCard: only two cards remain ([foster:6][foster-6]).
            NotInTheDraw, UnknownPlayer, BettingClosed: as for any act.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK)
            >>> draw.discard("A", "2C 3C"); draw.ask("A", 2); draw.give(1)
            >>> draw.serve("B", "2D")
            >>> draw.supply("A")                      # attention is called to it
            >>> draw.hands["A"][-2:], draw.hands["B"][-1]
            ((Card('7C'), Card('7H')), Card('7D'))
        """
        short = self.verify_supply(player)
        given = self._give_from_top(player, short)
        note = f"{self.dealer} gave {player} {short} fewer than he asked for: he supplies {len(given)} at once"
        self._record(player, "supply", given, ("foster:4",), note)

    def verify_supply(self, player: str) -> int:
        """Raise what [`supply`][pokerlaws.draw.remedies.TooManyOrTooFew.supply] would raise; else return how many he is short."""
        self._verify_in_draw(player)
        seat = self._seat[player]
        if not seat.served:
            raise NothingOwed(f"{player}'s turn to be helped has not passed: the dealer gives him his cards in turn", law="foster:4")
        if seat.shortfall <= 0:
            asked = seat.announced or 0
            raise NothingOwed(f"{player} has all the {asked} card{plural(asked)} he asked for: there is no deficiency to supply", law="foster:4")
        if player == self.dealer and not self.rulings.dealer_supplies:
            raise MustTakeThem(
                f"the dealer gave himself {seat.shortfall} fewer than he announced: he asks no one for cards, and plays "
                "those he gave himself",
                law="foster:4",
            )
        if self._at_last_cards():
            raise self._last_card()
        return seat.shortfall

    def can_supply(self, player: str) -> bool:
        """Whether a deficiency of *player*'s can be supplied now.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B"], dealer="B", pack=PACK)
            >>> draw.discard("A", "2C 3C"); draw.ask("A", 2); draw.give(1)
            >>> draw.can_supply("A"), draw.can_close()
            (True, False)
        """
        return accepts(self.verify_supply, player)

    @implements("foster:4")
    def close(self) -> None:
        """End the draw: every drawn card is taken up, and each hand of more or less than five is foul ([foster:4][foster-4]).

        The player of a foul hand abandons it, with all he has staked; his
        cards go among the abandoned hands. The draw may be closed when every
        player has been helped, or when cards are wanted and none can be had
        ([`PackExhausted`][pokerlaws.errors.PackExhausted]).

        Raises:
            DrawNotOver: a player is still to ask or to be given cards
                ([foster:7][foster-7]).
            BettingClosed: the draw is over already.

        Examples:
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
            if player in self._foul:
                continue
            seat = self._seat[player]
            seat.hand += seat.in_transit
            seat.in_transit.clear()
            if len(seat.hand) != HAND_SIZE:
                self._abandon(player, "foster:4", f"he has {len(seat.hand)} cards after the draw")
        self._closed = True
        fouls = ", ".join(self._foul) or "none"
        self._record(self.dealer, "close", (), ("foster:4",), f"the draw is over; foul hands: {fouls}")

    def verify_close(self) -> None:
        """Raise what [`close`][pokerlaws.draw.remedies.TooManyOrTooFew.close] would raise; do nothing else."""
        self._verify_open()
        act = self.next_act
        # A gathering that cannot be made leaves the draw as it is: closed, the short hands foul
        if act == "close" or (act == "reshuffle" and not self.can_reshuffle(seed=0)):
            return
        doing = {"ask": "to ask for his cards", "give": "to be given cards", "reshuffle": "to be given cards after the reshuffle"}
        raise DrawNotOver(f"the draw is not over: {self.to_act} is still {doing[act]}", law="foster:7")

    def can_close(self) -> bool:
        """Whether the draw may be closed now."""
        return accepts(self.verify_close)

