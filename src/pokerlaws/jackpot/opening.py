"""The opening of a jack-pot: who may open, in turn, on what ([1895:28][1895-28], [1895:29][1895-29], [1895:31][1895-31], [1895:36][1895-36]).

The opening is the jack-pot's own: no stake is met in it. In turn from the
age each player opens, putting up his bet at once, or passes; when every one
has passed, nobody opened, and a new round begins. After a false opening only
the players to the left of the putative opener may open. The acts are those of
[`JackPot`][pokerlaws.jackpot.JackPot], which holds the round.
"""

from __future__ import annotations

from collections.abc import Iterable

from pokerlaws.cards import Card
from pokerlaws.citations import implements
from pokerlaws.errors import (
    NoOpeners,
    NotNow,
    NotOpened,
    NotToTheLeft,
    accepts,
)
from pokerlaws.hands import HandValue, evaluate
from pokerlaws.jackpot.openers import value_opens
from pokerlaws.jackpot.state import BEFORE_DRAW, OPENING, JackPotState, verify_chips

__all__ = ["JackPotOpening"]

class JackPotOpening(JackPotState):
    """The acts of the opening: [`open`][pokerlaws.jackpot.JackPot.open] and [`pass_`][pokerlaws.jackpot.JackPot.pass_], a part of [`JackPot`][pokerlaws.jackpot.JackPot]."""

    @implements("1895:28", "1895:31", "1895:36")
    def open(self, player: str, chips: int, hand: str | Iterable[str | Card] | None = None) -> None:
        """Open the jack-pot in one's turn, putting up the opening bet at once.

        The opening bet is put up before the draw ([1895:31][1895-31]). The
        opening hand must have a pair of jacks or better ([1895:28][1895-28]):
        given *hand*, the engine checks it now (and the openers are shown);
        without it the opening is taken on the opener's word, and
        [`show_openers`][pokerlaws.jackpot.JackPot.show_openers] rules on it
        when it is shown. After a false opening only a player to the left of
        the putative opener can open ([1895:36][1895-36]).

        Args:
            player: who opens; it must be his turn to open.
            chips: the opening bet, at least one chip.
            hand: his five cards, to be checked; None to take his word.

        Raises:
            NoOpeners: *hand* has not a pair of jacks or better.
            NotOpened: *chips* is less than one.
            NotToTheLeft: after a false opening, a player not on the putative opener's left.
            NotNow: the jack-pot is already open.
            OutOfTurn: another player's turn ([1895:34][1895-34]).
            OnceOut: he is out of this round.
            BettingClosed: the jack-pot has been won.
            InvalidCard, DuplicateCard, WrongHandSize: *hand* is not five cards.

        Examples:
            >>> from pokerlaws.jackpot import JackPot
            >>> pot = JackPot(["A", "B", "C"], age="A")
            >>> pot.can_open("A", 1, hand="AH 9H 6H 3H 2C")    # four to a flush: no openers
            False
            >>> pot.open("A", 1, hand="5H 5S 4C 4D 2S")        # two pairs of fives and fours
            >>> pot.phase, pot.opener, pot.to_act
            ('before the draw', 'A', 'B')
        """
        value = self.verify_open(player, chips, hand)
        self.opener = player
        self.entered = self.pool
        self.phase = BEFORE_DRAW
        self.before_draw = self._interval_from(player)
        self._put(player, chips)
        laws: tuple[str, ...] = ("1895:31",)
        note = f"opens with a bet of {chips}, put up at once; the jack-pot he enters holds {self.entered}"
        if value is not None:
            self.proved = True
            laws = ("1895:28", "1895:31")
            note += f"; he holds {value}, openers"
        if self.reopened:
            laws += ("1895:36",)
        self._record(player, "open", chips, laws, note)
        if self.rulings.coming_in == "after him":
            # the ruling on 1895:30: "to the left of him" read as limiting who comes in to those after him in the turn
            order = self.opening_order
            for passed in order[: order.index(player)] if player in order else ():
                if passed in self.in_game():
                    self._leave(passed)
                    self._record(
                        passed, "ruling", 0, ("1895:30",),
                        f"passed before {player} opened: only the players after the opener, to the left of him, can "
                        "come in (the ruling on 1895:30, coming_in)",
                    )  # fmt: skip
        self._after_act()

    def verify_open(self, player: str, chips: int, hand: str | Iterable[str | Card] | None = None) -> HandValue | None:
        """Raise what [`open`][pokerlaws.jackpot.JackPot.open] would raise; else return the value of *hand*, openers (None without a hand)."""
        self._verify_in(player)
        if self.phase != OPENING:
            raise NotNow(f"the jack-pot is open already, by {self.opener}: the others come in by seeing his bet", law="1895:30")
        self._verify_opening_turn(player)
        verify_chips(chips, self.code)
        if chips < 1:
            raise NotOpened(f"{player} must put up an opening bet of at least one chip", law="1895:31")
        if hand is None:
            return None
        value = evaluate(hand, self.ruleset)
        if not value_opens(value):
            raise NoOpeners(
                f"{player} cannot open on {value}: the opening hand must have a pair of jacks or better",
                law="1895:28",
            )
        return value

    def can_open(self, player: str, chips: int, hand: str | Iterable[str | Card] | None = None) -> bool:
        """Whether *player* may open now with *chips* (and *hand*, if given)."""
        return accepts(self.verify_open, player, chips, hand)

    @implements("1895:29")
    def pass_(self, player: str) -> None:
        """Decline to open, in one's turn to open. He may still come in after an opening ([1895:30][1895-30]).

        When every player whose turn it was has passed, no player could come
        in: each player adds a chip and a second round begins
        ([1895:29][1895-29], printed "30." in the Guide).

        Raises:
            NotNow: the jack-pot is already open.
            NotToTheLeft, OutOfTurn, OnceOut, BettingClosed: as for
                [`open`][pokerlaws.jackpot.JackPot.open].

        Examples:
            >>> from pokerlaws.jackpot import JackPot
            >>> pot = JackPot(["A", "B", "C"], age="A", ante=2)
            >>> pot.pass_("A"); pot.pass_("B"); pot.pass_("C")
            >>> pot.round, pot.pool, pot.paid
            (2, 9, {'A': 3, 'B': 3, 'C': 3})
            >>> print(pot.steps[-1])
            7. Nobody opened: each player adds a chip, and round 2 begins; the age passes to B [1895:29]
        """
        self.verify_pass(player)
        self._record(player, "pass", 0, ("1895:28",), "does not open")
        self._position += 1
        if self._position == len(self.opening_order):
            self._new_round(add_chip=True)

    def verify_pass(self, player: str) -> None:
        """Raise what [`pass_`][pokerlaws.jackpot.JackPot.pass_] would raise; do nothing else."""
        self._verify_in(player)
        if self.phase != OPENING:
            raise NotNow(f"the jack-pot is open already, by {self.opener}: come in or drop", law="1895:30")
        self._verify_opening_turn(player)

    def can_pass(self, player: str) -> bool:
        """Whether *player* may pass (decline to open) now."""
        return accepts(self.verify_pass, player)

    def _verify_opening_turn(self, player: str) -> None:
        if self.reopened and player not in self.opening_order:
            raise NotToTheLeft(
                f"{player} cannot open: after the error, only a player to the left of the putative opener "
                f"({self._putative()}) having openers can open; the turn to open passes to {', '.join(self.opening_order) or 'nobody'}",
                law="1895:36",
            )
        self._verify_turn(player)

    def _putative(self) -> str:
        """The putative opener: the last to pay the penalty of a false opening."""
        return next(s.player for s in reversed(self.steps) if s.act == "penalty")
