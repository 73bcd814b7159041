"""The draw of a jack-pot: the opener may not break his openers; any other player draws what he pleases ([1895:38][1895-38]).

Between the coming in and the betting after the draw each player still in
the round draws once; the opener's draw is checked, when his hand is given, by
[`check_opener_draw`][pokerlaws.jackpot.openers.check_opener_draw] under the
jack-pot's reading of the rule. When every player still in has drawn, the
betting after the draw begins, from the opener. The act is
[`JackPot.draw`][pokerlaws.jackpot.JackPot.draw].
"""

from __future__ import annotations

from collections.abc import Iterable

from pokerlaws.cards import Card, parse_cards
from pokerlaws.citations import implements
from pokerlaws.errors import (
    BadRequest,
    CardNotThere,
    NotNow,
    NotOpened,
    OpenerDraw,
    WrongHandSize,
    accepts,
)
from pokerlaws.jackpot.openers import check_opener_draw
from pokerlaws.jackpot.state import BEFORE_DRAW, DRAW, OPENING, JackPotState

__all__ = ["JackPotDraw"]


class JackPotDraw(JackPotState):
    """The act of the draw, a part of [`JackPot`][pokerlaws.jackpot.JackPot]."""

    @implements("1895:38")
    def draw(self, player: str, discard: int | str | Iterable[str | Card] = 0, hand: str | Iterable[str | Card] | None = None) -> None:
        """Throw *discard* and draw as many cards; the opener may not break his openers ([1895:38][1895-38]).

        Any other player can draw for what he pleases. The opener's draw is
        checked when his *hand* (the five cards before the draw) is given,
        under the reading in ``opener_draw``. The order of the draw and the
        dealing of the cards are the draw's own laws ([foster:1][foster-1]
        and after); here each player still in draws once, and when all have,
        the betting after the draw begins.

        Args:
            player: who draws.
            discard: the cards thrown, or just their number when the hand is
                not given (the opener's, to be checked, must be named).
            hand: the player's five cards before the draw, or None.

        Raises:
            OpenerDraw: the opener's discard breaks the rule as read, or his
                discard given as a number where his cards must be named.
            NoOpeners: the opener's hand has no openers at all: rule the error
                with [`show_openers`][pokerlaws.jackpot.JackPot.show_openers].
            NotOpened, NotNow: before the opening, while players are still
                coming in, after the draw, or a second draw ([foster:1][foster-1]).
            OnceOut, BettingClosed, UnknownPlayer: as for any act.
            WrongHandSize: *hand* is not five cards ([foster:4][foster-4]).
            BadRequest: a discard of fewer than none or more than five cards ([foster:1][foster-1]).
            CardNotThere: a card thrown that is not in *hand* ([foster:2][foster-2]).
            InvalidCard, DuplicateCard: *discard* or *hand* is not cards.

        Examples:
            >>> from pokerlaws.jackpot import JackPot, JackPotRulings
            >>> pot = JackPot(["A", "B"], age="A", rulings=JackPotRulings(opener_draw="no straight or flush"))
            >>> pot.open("A", 1); pot.come_in("B", 1)
            >>> pot.can_draw("A", "JS", hand="JH JS 8H 5H 2H")    # for a flush: no
            False
            >>> pot.draw("A", "JS 8H 5H", hand="JH JS 8H 5H 2H")  # breaks his jacks, for nothing in particular
            >>> pot.draw("B", "9C 8C 7C 6C 5C")                   # B: what he pleases
            >>> pot.phase, pot.drawn
            ('after the draw', {'A': 3, 'B': 5})
        """
        count = self.verify_draw(player, discard, hand)
        self.drawn[player] = count
        note = f"draws {count}" + (": the opener's draw" if player == self.opener else ": he draws for what he pleases")
        self._record(player, "draw", 0, ("1895:38",), note)
        self._close_draw()

    def verify_draw(self, player: str, discard: int | str | Iterable[str | Card] = 0, hand: str | Iterable[str | Card] | None = None) -> int:
        """Raise what [`draw`][pokerlaws.jackpot.JackPot.draw] would raise; else return the number of cards drawn."""
        self._verify_in(player)
        if self.phase == OPENING:
            raise NotOpened("nobody has opened: the opening bet must be put up before the draw", law="1895:31")
        if self.phase == BEFORE_DRAW:
            raise NotNow(f"the players to the left of the opener come in first: {self.to_act} is to say whether he sees the bet", law="1895:30")
        if self.phase != DRAW:
            raise NotNow("the draw is over: after it the opener makes the first bet", law="1895:32")
        if player in self.drawn:
            raise NotNow(f"{player} has drawn already: each player asks for his cards once", law="foster:1")
        cards = None if hand is None else parse_cards(hand)
        if cards is not None and len(cards) != 5:
            raise WrongHandSize(f"a hand has five cards, this has {len(cards)}", law="foster:4")
        if isinstance(discard, int) and not isinstance(discard, bool):
            if not 0 <= discard <= 5:
                raise BadRequest(f"a player throws from none to five cards, not {discard}", law="foster:1")
            if cards is not None and player == self.opener:
                raise OpenerDraw("name the cards the opener throws, so that his draw can be checked", law="1895:38")
            return discard
        thrown = parse_cards(discard)
        if cards is not None:
            stray = [str(card) for card in thrown if card not in cards]
            if stray:
                raise CardNotThere(f"{player} throws {' '.join(stray)}, not in his hand", law="foster:2")
            if player == self.opener:
                check_opener_draw(player, cards, thrown, self.ruleset, self.rulings.opener_draw)
        if len(thrown) > 5:
            raise BadRequest(f"a player throws from none to five cards, not {len(thrown)}", law="foster:1")
        return len(thrown)

    def can_draw(self, player: str, discard: int | str | Iterable[str | Card] = 0, hand: str | Iterable[str | Card] | None = None) -> bool:
        """Whether *player* may draw so now."""
        return accepts(self.verify_draw, player, discard, hand)
