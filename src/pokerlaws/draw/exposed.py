"""Cards found faced in the pack, or exposed in giving out ([foster:2][foster-2]).

"Should any card be found faced in the pack, it must be placed on the table
among the discards. Should any card be exposed by the dealer in giving out the
cards, or be blown over by the wind before the player has touched it, such
card must not be taken by the player under any circumstances ... A player whose
card is exposed in this manner does not receive a card to take its place until
all the other players have been helped." [`FacedAndExposed`][pokerlaws.draw.exposed.FacedAndExposed]
rules these: a part of a [`Draw`][pokerlaws.draw.Draw], which inherits its acts
and is how they are called. The replacement comes in the turn the
[`Table`][pokerlaws.draw.state.Table] keeps, after all the others.

Examples:
    >>> from pokerlaws.draw import Draw
    >>> draw = Draw(["A", "B"], "B", {"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D"}, "4H 4S 5H 5S")
    >>> draw.faced("4H"); draw.serve("A", "2C")     # the faced card on the top goes to the discards
    >>> draw.discards, draw.hands["A"][-1]
    ((Card('4H'), Card('2C')), Card('4S'))
"""

from __future__ import annotations

from pokerlaws.cards import Card
from pokerlaws.citations import implements
from pokerlaws.draw.rulings import as_card
from pokerlaws.draw.state import Table
from pokerlaws.errors import (
    BadRequest,
    CardNotThere,
    ExposedCardTaken,
    accepts,
)

__all__ = ["FacedAndExposed"]


@implements("foster:2")
class FacedAndExposed(Table):
    """A faced card, an exposed card, and the exposed card a player would take ([foster:2][foster-2])."""

    @implements("foster:2")
    def faced(self, card: str | Card) -> None:
        """A card found faced in the pack is placed among the discards ([foster:2][foster-2]).

        The deal goes on with the next card: no player is owed anything.

        Raises:
            CardNotThere: *card* is not in the pack.
            BettingClosed: the draw is over.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK)
            >>> draw.discard("A", "2C"); draw.ask("A", 1)
            >>> draw.faced("7C"); draw.give()
            >>> draw.discards, draw.hands["A"][-1]
            ((Card('2C'), Card('7C')), Card('7D'))
        """
        found = self.verify_faced(card)
        self._pack.remove(found)
        self._discards.append(found)
        self._record(self.dealer, "faced", (found,), ("foster:2",), f"{found} is found faced in the pack: it is placed among the discards")

    def verify_faced(self, card: str | Card) -> Card:
        """Raise what [`faced`][pokerlaws.draw.exposed.FacedAndExposed.faced] would raise; else return the card."""
        self._verify_open()
        found = as_card(card)
        if found not in self._pack:
            raise CardNotThere(f"{found} is not in the pack", law="foster:2")
        return found

    def can_faced(self, card: str | Card) -> bool:
        """Whether *card* can be found faced in the pack now."""
        return accepts(self.verify_faced, card)

    @implements("foster:2")
    def expose(self, card: str | Card, *, cause: str = "dealer") -> None:
        """A card exposed in giving out, or blown over before the player touched it, goes to the discards ([foster:2][foster-2]).

        The player must not take it; he receives a card in its place only
        after all the other players have been helped (see
        [`DrawRulings.replace_after_dealer`][pokerlaws.draw.DrawRulings]).

        Args:
            card: a card given to a player and lying before him untouched.
            cause: ``"dealer"`` (exposed by the dealer in giving out) or
                ``"wind"`` (blown over); the ruling is the same.

        Raises:
            CardNotThere: *card* is not lying untouched before any player.
            BettingClosed: the draw is over.
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
        found, player = self.verify_expose(card, cause=cause)
        seat = self._seat[player]
        seat.in_transit.remove(found)
        self._discards.append(found)
        seat.exposed += 1
        seat.owed += 1
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

    def verify_expose(self, card: str | Card, *, cause: str = "dealer") -> tuple[Card, str]:
        """Raise what [`expose`][pokerlaws.draw.exposed.FacedAndExposed.expose] would raise; else return the card and whom it lies before."""
        self._verify_open()
        if cause not in ("dealer", "wind"):
            raise BadRequest(f'cause must be "dealer" or "wind", not {cause!r}', law="foster:2")
        found = as_card(card)
        player = next((p for p in self.order if found in self._seat[p].in_transit), None)
        if player is None:
            holder = next((p for p in self.order if found in self._seat[p].hand), None)
            where = f"{holder} has taken it up" if holder else "it is not lying before any player"
            raise CardNotThere(f"{found} cannot be exposed in the draw: {where}", law="foster:2")
        return found, player

    def can_expose(self, card: str | Card, *, cause: str = "dealer") -> bool:
        """Whether *card* lies untouched before a player, so that its exposure can be ruled."""
        return accepts(self.verify_expose, card, cause=cause)

    @implements("foster:2")
    def take_exposed(self, player: str, card: str | Card) -> None:
        """Take up a card exposed in the draw: never allowed ([foster:2][foster-2]).

        This act exists so that a record of play can show the attempt ruled.

        Raises:
            ExposedCardTaken: *card* was exposed in the draw.
            CardNotThere: *card* was not exposed in the draw.
            NotInTheDraw, UnknownPlayer, BettingClosed: as for any act.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> from pokerlaws.errors import ExposedCardTaken
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
        """Raise what [`take_exposed`][pokerlaws.draw.exposed.FacedAndExposed.take_exposed] raises."""
        self._verify_in_draw(player)
        found = as_card(card)
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
