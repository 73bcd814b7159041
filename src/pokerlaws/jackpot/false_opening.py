"""The false opener of a jack-pot: an opening without openers, found before or after the draw ([1895:35][1895-35]–[1895:37][1895-37]).

An opener who shows that he opened without a pair of jacks or better retires
from the game and puts up a jack-pot equal to the one he entered
([1895:35][1895-35]). Found before the draw, a player to his left may open in
his place ([1895:36][1895-36]); found after the draw, if no hand has openers,
the round is null and void ([1895:37][1895-37]). The act is
[`JackPot.show_openers`][pokerlaws.jackpot.JackPot.show_openers].
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from pokerlaws.cards import Card, parse_cards
from pokerlaws.citations import implements
from pokerlaws.errors import BettingClosed, NotNow, NotOpened, accepts
from pokerlaws.hands import HandValue, evaluate
from pokerlaws.jackpot.openers import value_opens
from pokerlaws.jackpot.state import AFTER_DRAW, DRAW, OVER, JackPotState
from pokerlaws.table.interval import in_turn
from pokerlaws.table.showdown import one_pack

__all__ = ["FalseOpening"]


class FalseOpening(JackPotState):
    """The ruling on the opener's hand, a part of [`JackPot`][pokerlaws.jackpot.JackPot]."""

    @implements("1895:35", "1895:36", "1895:37")
    def show_openers(self, hand: str | Iterable[str | Card], *, hands: Mapping[str, str | Iterable[str | Card]] | None = None) -> bool:
        """The opener shows the hand he opened on; an opening without openers is ruled.

        With a pair of jacks or better the opening stands, and True is
        returned. Without, it is an error in opening ([1895:35][1895-35]):
        the opener retires from the game (this round), and puts up a jack-pot
        equal in chips to the one he entered — the chips in the jack-pot when
        he opened, before his bet — which stays in the jack-pot. Then:

        * found before any card is drawn: his opening bet is forfeit; the
          bets of the players who came in are returned to them; and any
          other player to the left of the putative opener — after him in the
          turn to open, up to the end of it — can open ([1895:36][1895-36]).
          If none does, no player could come in, and [1895:29][1895-29]
          applies.
        * found after cards have been drawn, and no hand has a pair of
          openers: the round is null and void ([1895:37][1895-37]): every bet
          of the round is returned, the opener's too; the antes, added chips
          and penalty stay, and a new round is dealt (without a further
          chip: the round is as if it had not been played).
        * found after the draw, and some hand has openers: the play goes on
          without him, his bets forfeit; or, under the other reading of the
          ruling on [1895:36][1895-36] (``after_draw``, ``"opens"``), the
          first other player still in on his left whose hand has openers
          opens in his place and makes the first bet.

        These consequences, beyond what rules 35–37 say, are editorial
        rulings, each with its other reading in
        [`JackPotRulings`][pokerlaws.jackpot.JackPotRulings]: the penalty
        (``penalty``: the jack-pot he entered, or the jack-pot when the error
        is found), who may open in his place (``reopen``: after him in the
        turn to open, or round the table), his opening bet (``false_bet``:
        forfeit or returned), and what is void (``void``: the deal, or the
        whole jack-pot, every chip returned and his penalty the jack-pot).

        Args:
            hand: the five cards the opener opened on.
            hands: after the draw, the hands (after the draw) of every other
                player still in, to see whether one has openers; and, under the
                ruling on [1895:37][1895-37] (``rulings.any_hand``, ``"every
                hand"``), those of the players who dropped, which count too.

        Returns:
            True if the opening stands, False if it was found false.

        Raises:
            NotOpened: nobody has opened this round.
            NotNow: the openers are already shown.
            OnceOut: the putative opener has already been found out ([1895:35][1895-35]).
            BettingClosed: the jack-pot has been won.
            ValueError: after the draw, *hands* is missing a player still in.
            UnknownPlayer: a name in *hands* is not at the table.
            InvalidCard, DuplicateCard, WrongHandSize: a hand is not five cards.
            DuplicateCard: also a card in two hands: the hands held together come
                from one pack. The opener's hand is one of them until he has
                drawn; after his draw it is the hand he held before it, and
                the cards he threw may have been gathered and dealt again
                ([foster:6][foster-6]), so it is not set against the others
                (an editorial ruling).

        Examples:
            Found after the draw, when no hand has openers: null and void.

            >>> from pokerlaws.jackpot import JackPot
            >>> pot = JackPot(["A", "B", "C"], age="A")
            >>> pot.open("A", 2); pot.come_in("B", 2); pot.come_in("C", 2)
            >>> pot.draw("A", 3); pot.draw("B", 1); pot.draw("C", 2)
            >>> pot.show_openers("9H 9S 7C 4D 2S", hands={"B": "8H 8S 6C 5D 3S", "C": "AH KD 7S 5C 2D"})
            False
            >>> pot.round, pot.phase, pot.paid           # A's bet back; his penalty of 3 stays
            (2, 'opening', {'A': 4, 'B': 1, 'C': 1})
        """
        value, others = self.verify_show_openers(hand, hands=hands)
        opener = self.opener
        assert opener is not None
        if value_opens(value):
            self.proved = True
            self._record(opener, "openers", 0, ("1895:28",), f"shows openers: {value}")
            return True
        entered = self.rulings.penalty == "entered"
        penalty = self.entered if entered else self.pool
        self.paid[opener] += penalty
        apart = self.rulings.penalty_to == "next jack-pot"
        if apart:
            self.set_aside += penalty
        self._leave(opener)
        self._record(
            opener, "penalty", penalty, ("1895:35",),
            f"opened on {value}, without openers: he retires from the game and puts up a jack-pot of {penalty}, "
            + ("equal to the one he entered" if entered else "equal to the jack-pot as it stands when the error is found")
            + (", set apart for the jack-pot played after this one" if apart else ""),
        )  # fmt: skip
        if not self.drawn:
            self._reopen_after(opener)
        elif not any(value_opens(value) for p, value in others.items() if p in self.in_game() or self.rulings.any_hand == "every hand"):
            self._void(opener, penalty)
        else:
            # the ruling on 1895:36 after the draw (rulings.after_draw): rule 36 has no words of time
            openers_left = [p for p in in_turn(self.seats, opener)[1:] if p in self.in_game() and p in others and value_opens(others[p])]
            if self.rulings.after_draw == "opens" and openers_left:
                self.opener, self.proved = openers_left[0], True
                self._record(
                    None, "ruling", 0, ("1895:36", "1895:37"),
                    f"A hand has openers, so the round is not null and void; any other player to the left of {opener} "
                    f"having openers can open: {openers_left[0]} opens in his place and makes the first bet "
                    "(the ruling on 1895:36, after_draw)",
                )  # fmt: skip
            else:
                self._record(
                    None, "ruling", 0, ("1895:37",),
                    f"A hand has openers, so the round is not null and void; the play goes on without {opener}, "
                    "his bets forfeit (the ruling on 1895:36, after_draw)",
                )  # fmt: skip
            if len(self.in_game()) == 1:
                self._win(tuple(self.in_game()), "is left alone and takes the jack-pot")
            elif self.phase == DRAW:
                self._close_draw()
            elif self.phase == AFTER_DRAW and not any(self.after_draw.stakes.values()):
                # no bet made yet: the turn after the draw is set afresh from the first to bet in his place
                self.after_draw = self._interval_from(self.first_to_bet)
            elif self.phase == AFTER_DRAW:
                self._after_act()
        return False

    def verify_show_openers(
        self, hand: str | Iterable[str | Card], *, hands: Mapping[str, str | Iterable[str | Card]] | None = None
    ) -> tuple[HandValue, dict[str, HandValue]]:
        """Raise what [`show_openers`][pokerlaws.jackpot.JackPot.show_openers] would raise.

        Returns:
            The value of the opener's hand, and the value of each hand in
            *hands* when the ruling looks at them (found after the draw,
            without openers), else none.
        """
        if self.phase == OVER:
            raise BettingClosed("the jack-pot has been won", law="1895:33")
        if self.opener is None:
            raise NotOpened("nobody has opened this round: there is no opening to rule on", law="1895:35")
        if self.opener in self.out:
            self._verify_in(self.opener)
        if self.proved:
            raise NotNow(f"{self.opener} has shown his openers already", law="1895:28")
        cards = parse_cards(hand)
        value = evaluate(cards, self.ruleset)
        shown: dict[str, tuple[Card, ...]] = {}
        for player, held in (hands or {}).items():
            self._known(player)
            shown[player] = parse_cards(held)
        # the hands held together, from one pack: the opener's with them until he has drawn
        held_together = {p: c for p, c in shown.items() if p != self.opener}
        if self.opener not in self.drawn:
            held_together = {self.opener: cards} | held_together
        one_pack(held_together)
        if not self.drawn or value_opens(value):
            return value, {}
        missing = [p for p in self.in_game() if p != self.opener and p not in shown]
        if missing:
            raise NotNow(f"the error is found after the draw: give the hands of {', '.join(missing)}", law="1895:37")
        return value, {player: evaluate(held, self.ruleset) for player, held in shown.items()}

    def can_show_openers(self, hand: str | Iterable[str | Card], *, hands: Mapping[str, str | Iterable[str | Card]] | None = None) -> bool:
        """Whether the opener's hand may be shown and ruled on now."""
        return accepts(lambda: self.verify_show_openers(hand, hands=hands))

    def _reopen_after(self, opener: str) -> None:
        """Found before the draw: the bets returned but the opener's, and the turn to open to the players on his left (1895:36)."""
        if self.rulings.false_bet == "forfeit":
            self.bets[opener] = 0  # now part of the jack-pot, not returned if the round is void
        for player in self.seats:
            if not self.bets[player]:
                continue
            if player == opener or self.rulings.came_in == "returned":
                self._give_back(player, self.bets[player], "1895:36", "the opening was false: his bet is returned")
            else:
                self._record(player, "ruling", 0, ("1895:36",), f"the opening was false: his bet of {self.bets[player]} stays in the jack-pot")
                self.bets[player] = 0  # part of the jack-pot now, as the false opener's forfeit bet
        if self.rulings.reopen == "after him":
            order = self.opening_order
            left = tuple(p for p in order[order.index(opener) + 1 :] if p not in self.out)
        else:
            left = tuple(p for p in in_turn(self.seats, opener)[1:] if p not in self.out)
        # the rule, then the players it gives the turn to open: whether each has openers is known only when he opens
        turn = f"the turn to open passes to {', '.join(left)}, each opening only on openers" if left else "no other player is left to open"
        self._record(None, "ruling", 0, ("1895:36",), f"Any other player to the left of {opener} having openers can open: {turn}")
        self.reopened = True
        self._reopen(left)

    def _void(self, opener: str, penalty: int) -> None:
        """Found after the draw, no hand having openers: the round void (1895:37), the deal or the whole jack-pot (``void``)."""
        if self.rulings.void == "deal":
            for player in self.seats:
                if self.bets[player]:
                    self._give_back(player, self.bets[player], "1895:37", "the round is null and void: his bets are returned")
            self._record(None, "ruling", 0, ("1895:37",), f"No hand has a pair of openers: round {self.round} is null and void")
        else:
            for player in self.seats:
                back = self.paid[player] - (penalty if player == opener else 0)
                if back:
                    self.bets[player] = back  # all he paid in, antes and added chips too, goes back as a bet would
                    self._give_back(player, back, "1895:37", "the jack-pot is null and void: every chip he paid in is returned")
            self._record(
                None, "ruling", 0, ("1895:37",),
                f"No hand has a pair of openers: the jack-pot is null and void; {opener}'s penalty of {penalty} is the jack-pot now",
            )  # fmt: skip
        self._new_round(add_chip=False)
