"""The betting of a jack-pot: coming in before the draw, betting after it ([1895:30][1895-30], [1895:32][1895-32]–[1895:34][1895-34]).

Each is an [`Interval`][pokerlaws.table.Interval] among the players still in
the round, in turn to the left: before the draw from the opener, who has put
up his bet ([1895:31][1895-31]), the others coming in by seeing it
([1895:30][1895-30]); after the draw from the opener again, who makes the first
bet ([1895:32][1895-32]). Each ends with the player on the opener's right
([1895:33][1895-33]), the last person to bet, after whom the betting is over
by the rulings there (``rulings.last_bet``, and ``rulings.last_in`` for the
betting before the draw; their other readings give a further say after a raise
until the bets are equal). Raises are in regular order
([1895:34][1895-34]); a player may drop instead, and can never enter again
([1895:24][1895-24]). The acts are those of [`JackPot`][pokerlaws.jackpot.JackPot],
which holds the two intervals.

What a step records and what a refusal says are the jack-pot's code's
([`JACK_POT`][pokerlaws.table.codes.JACK_POT], or the ``code`` the jack-pot was
given): its word for each act (``"drops"`` for a retirement), the note of a step,
the message of each refusal and the law each cites, read through
[`Code.word`][pokerlaws.table.Code.word], [`note`][pokerlaws.table.Code.note],
[`message`][pokerlaws.table.Code.message] and [`law`][pokerlaws.table.Code.law],
as every code's are. The checks themselves are the jack-pot's, on its two
[`Interval`][pokerlaws.table.Interval]s.
"""

from __future__ import annotations

from pokerlaws.citations import implements
from pokerlaws.errors import (
    BettingClosed,
    NotNow,
    NotOpened,
    OpenerBetsFirst,
    ShortOfTheBet,
    accepts,
)
from pokerlaws.jackpot.state import (
    AFTER_DRAW,
    BEFORE_DRAW,
    DRAW,
    OPENING,
    SHOW,
    JackPotState,
    verify_chips,
)
from pokerlaws.table.interval import in_turn

__all__ = ["JackPotBetting"]


class JackPotBetting(JackPotState):
    """The acts of the betting before and after the draw, a part of [`JackPot`][pokerlaws.jackpot.JackPot]."""

    def to_see(self, player: str) -> int:
        """Chips *player* must put up now to see the amount bet (before or after the draw)."""
        self._known(player)
        interval = self._interval
        if interval is None:
            return 0
        return interval.to_call(player) if player in interval.stakes else interval.level

    @property
    @implements("1895:33")
    def last_to_bet(self) -> str | None:
        """The last person to bet: "the player, who is to the right of the opener" ([1895:33][1895-33]).

        The rule's words set no limit of time: by the ruling on
        [1895:33][1895-33] (``rulings.last_in``) he is the last to bet before
        the draw as well as after it (``"both bettings"``, default), or after
        the draw only (``"after the draw"``: None before the draw).
        The player in the seat on the opener's right, while he is still in.
        When he is out, "the player" is read by the ruling on
        [1895:33][1895-33] (``rulings.last_out``): the ``"nearest still in"``
        on the opener's right (default, an implication), or ``"no one"``, the
        rule naming nobody, and the betting goes on as in poker until the
        bets are equal. When the opener himself is out, the player who makes
        the first bet in his place (the ruling on [1895:32][1895-32]) stands
        for him. None before the jack-pot is opened.
        """
        first = self.first_to_bet
        if first is None or (self.phase == BEFORE_DRAW and self.rulings.last_in == "after the draw"):
            return None
        seat = list(in_turn(self.seats, first))[-1]
        if seat in self.in_game():
            return seat
        if self.rulings.last_out == "no one":
            return None
        return self._turn_order()[-1]

    @implements("1895:30", "1895:34")
    def come_in(self, player: str, chips: int) -> None:
        """Before the draw, put up *chips* to see the amount bet ([1895:30][1895-30]), or more: a raise.

        "After the opener to the left of him all of the players can come in
        providing they see the amount he bets" — those who passed before he
        opened too. More than the amount to see is a raise; raises are in
        regular order ([1895:34][1895-34]). "The last person to bet is the
        player, who is to the right of the opener" ([1895:33][1895-33]): by
        the rulings there, once he has come in (or dropped) the draw begins,
        a raise before him unanswered by those who came in before it
        (``rulings.last_in`` ``"both bettings"`` and ``rulings.last_bet``
        ``"closes the betting"``, the defaults); under either other reading
        every other player still in has a further say after a raise, the
        opener included, until the bets are equal.

        Args:
            player: who comes in; it must be his turn.
            chips: chips put up now, at least [`to_see`][pokerlaws.jackpot.JackPot.to_see].

        Raises:
            ShortOfTheBet: fewer chips than the amount bet.
            NotOpened: nobody has opened ([1895:30][1895-30]).
            NotNow: the betting before the draw is over.
            OutOfTurn, OnceOut, BettingClosed, UnknownPlayer: as for any act.

        Examples:
            >>> from pokerlaws.jackpot import JackPot
            >>> pot = JackPot(["A", "B", "C"], age="A")
            >>> pot.open("A", 1); pot.come_in("B", 4)          # B sees 1 and raises 3
            >>> pot.last_to_bet, pot.to_act
            ('C', 'C')
            >>> pot.come_in("C", 4); pot.phase                # C, on the opener's right, is the last to bet
            'the draw'

            Under the other reading of [1895:33][1895-33] the opener answers the raise:

            >>> from pokerlaws.jackpot import JackPotRulings
            >>> pot = JackPot(["A", "B", "C"], age="A", rulings=JackPotRulings(last_in="after the draw"))
            >>> pot.open("A", 1); pot.come_in("B", 4); pot.come_in("C", 4)
            >>> pot.last_to_bet, pot.to_act, pot.to_see("A")
            (None, 'A', 3)
        """
        raises = self.verify_come_in(player, chips)
        if raises is None:  # out of turn, and it stands (the other reading of the ruling on 1895:34)
            self._deposit(player, chips)
            return
        last = self.last_to_bet
        self._put(player, chips)
        self._record_betting(player, "come in", chips, "come in, raise" if raises else "come in", self.before_draw.stakes[player])
        self._after_act(player if player == last else None)

    def verify_come_in(self, player: str, chips: int) -> bool | None:
        """Raise what [`come_in`][pokerlaws.jackpot.JackPot.come_in] would raise; else return whether *chips* raise (are
        above the amount bet), or None for a deposit out of turn that stands (the code's ``out_of_turn``)."""
        self._verify_in(player)
        if self.phase == OPENING:
            raise self._refusal(NotOpened, "come in, not opened")
        if self.phase != BEFORE_DRAW:
            raise self._refusal(NotNow, "come in, over")
        if self._stands(player, chips):
            return None
        self._verify_turn(player)
        verify_chips(chips, self.code)
        to_see = self.before_draw.to_call(player)
        laid = chips + self.deposits.get(player, 0)  # with what he deposited out of turn, if it stands
        if laid < to_see:
            raise self._refusal(ShortOfTheBet, "come in, too low", player=player, short=to_see, amount=laid)
        return laid > to_see

    def can_come_in(self, player: str, chips: int) -> bool:
        """Whether *player* may come in now with *chips*."""
        return accepts(self.verify_come_in, player, chips)

    @implements("1895:32", "1895:33", "1895:34")
    def bet(self, player: str, chips: int) -> None:
        """After the draw, bet *chips* in one's turn: the first bet, a call, or a raise.

        The opener makes the first bet ([1895:32][1895-32]), at least a chip;
        each player then in turn sees it or raises, raises in regular order
        ([1895:34][1895-34]). "The last person to bet is the player, who is to
        the right of the opener" ([1895:33][1895-33]): by the ruling there
        (``rulings.last_bet``), once he has bet (or dropped) the betting is
        over and the hands are shown, a raise before him unanswered by those
        who bet before it (``"closes the betting"``, default, the words); or
        he closes the first round only, and a raise gives the others a further
        say until the bets are equal (``"closes the first round"``).

        Raises:
            OpenerBetsFirst: the first bet by another player, or of no chips.
            ShortOfTheBet: fewer chips than the amount bet ([1895:34][1895-34], "as in poker").
            NotOpened, NotNow: the jack-pot is not open, or the draw is not over.
            BettingClosed: the betting is over ([1895:33][1895-33]).
            OutOfTurn, OnceOut, UnknownPlayer: as for any act.

        Examples:
            >>> from pokerlaws.jackpot import JackPot
            >>> pot = JackPot(["A", "B", "C"], age="A")
            >>> pot.pass_("A"); pot.open("B", 1); pot.come_in("C", 1); pot.come_in("A", 1)
            >>> for player in "ABC":
            ...     pot.draw(player, 2)
            >>> pot.to_act, pot.last_to_bet
            ('B', 'A')
            >>> pot.bet("B", 2); pot.bet("C", 2); pot.bet("A", 2)
            >>> pot.phase
            'the show'

            A raise before the last to bet, under the two readings of [1895:33][1895-33]:

            >>> from pokerlaws.jackpot import JackPotRulings
            >>> for reading in ("closes the betting", "closes the first round"):
            ...     pot = JackPot(["A", "B", "C"], age="A", rulings=JackPotRulings(last_bet=reading))
            ...     pot.pass_("A"); pot.open("B", 1); pot.come_in("C", 1); pot.come_in("A", 1)
            ...     for player in "ABC":
            ...         pot.draw(player, 2)
            ...     pot.bet("B", 1); pot.bet("C", 3); pot.bet("A", 3)
            ...     print(pot.phase, pot.to_act)
            the show None
            after the draw B
        """
        act = self.verify_bet(player, chips)
        if act is None:  # out of turn, and it stands (the other reading of the ruling on 1895:34)
            self._deposit(player, chips)
            return
        last = self.last_to_bet
        self._put(player, chips)
        self._record_betting(player, "bet", chips, act, self.after_draw.stakes[player])
        self._after_act(player if player == last else None)

    def verify_bet(self, player: str, chips: int) -> str | None:
        """Raise what [`bet`][pokerlaws.jackpot.JackPot.bet] would raise; else return the act: ``"bet"`` (the first
        bet), ``"raise"`` or ``"call"``, or None for a deposit out of turn that stands (the code's ``out_of_turn``)."""
        self._verify_in(player)
        if self.phase == OPENING:
            raise self._refusal(NotOpened, "bet, not opened")
        if self.phase in (BEFORE_DRAW, DRAW):
            raise self._refusal(NotNow, "bet, draw not over")
        if self.phase == SHOW:
            raise self._refusal(BettingClosed, "bet, gone round", last=self.last_to_bet)
        verify_chips(chips, self.code)
        if self._stands(player, chips):
            return None
        level = self.after_draw.level
        laid = chips + self.deposits.get(player, 0)  # with what he deposited out of turn, if it stands
        if level == 0:
            if player != self.to_act:
                raise self._refusal(OpenerBetsFirst, "first turn", to_act=self.to_act, player=player)
            if laid < 1:
                raise self._refusal(OpenerBetsFirst, "no passing", player=player)
        self._verify_turn(player)
        to_see = self.after_draw.to_call(player)
        if laid < to_see:
            raise self._refusal(ShortOfTheBet, "too low", player=player, short=to_see, amount=laid)
        return "bet" if level == 0 else "raise" if laid > to_see else "call"

    def can_bet(self, player: str, chips: int) -> bool:
        """Whether *player* may bet *chips* now."""
        return accepts(self.verify_bet, player, chips)

    @implements("1895:24")
    def drop(self, player: str) -> None:
        """Decline to see the bet: go out of the round, leaving what one has put up ([1895:24][1895-24]).

        Once out of a game, a player can never enter again: he takes no
        further part in this round. Out of turn a drop is refused by default;
        under the other reading of the ruling on [1895:34][1895-34] (the code's
        ``out_of_turn`` ``"stands"``), which sends the question to the 1882
        laws, it stands, as [1882:54][1882-54] R1 rules a retirement out of
        turn: he is out at once. When one player is left, he takes the
        jack-pot; but an opener left alone before the draw, no player having
        come in, does not under the reading ``"nobody comes in"`` of
        [1895:29][1895-29] (``rulings.cannot_come_in``): each player adds a
        chip, and a second round begins.

        Raises:
            NotOpened, NotNow: not in a betting turn (before the opening, a
                player passes instead; in the draw and at the show, no turn).
            OutOfTurn, OnceOut, BettingClosed, UnknownPlayer: as for any act.

        Examples:
            >>> from pokerlaws.jackpot import JackPot
            >>> pot = JackPot(["A", "B", "C"], age="A")
            >>> pot.open("A", 2); pot.drop("B"); pot.drop("C")
            >>> pot.phase, pot.winners, pot.payouts
            ('over', ('A',), {'A': 5})
        """
        self.verify_drop(player)
        in_turn_now = player == self.to_act
        last = self.last_to_bet if self.phase in (BEFORE_DRAW, AFTER_DRAW) and in_turn_now else None
        self._dropped.add(player)
        self._leave(player)
        # out of turn, it stands: the other reading of the ruling on 1895:34, as 1882:54 R1 rules a retirement
        self._record_betting(player, "drop", 0, "retire" if in_turn_now else "out of turn, retire", self.bets[player])
        self._after_act(player if player == last else None)

    def verify_drop(self, player: str) -> None:
        """Raise what [`drop`][pokerlaws.jackpot.JackPot.drop] would raise; do nothing else."""
        self._verify_in(player)
        if self.phase == OPENING:
            raise self._refusal(NotOpened, "drop, not opened")
        if self.phase not in (BEFORE_DRAW, AFTER_DRAW):
            raise self._refusal(NotNow, "drop, no turn", phase=self.phase)
        if self.code.out_of_turn == "stands" and player in self._interval.betting():
            return  # a drop out of turn stands, the cards laid down, as 1882:54 R1 rules a retirement (the other reading of 1895:34)
        self._verify_turn(player)

    def can_drop(self, player: str) -> bool:
        """Whether *player* may drop now."""
        return accepts(self.verify_drop, player)

    def _stands(self, player: str, chips: int) -> bool:
        """Whether *chips* put up by *player* out of turn, in a betting interval, are a deposit that stands: under
        the other reading of the ruling on [1895:34][1895-34] (the code's ``out_of_turn`` ``"stands"``), as
        [1882:55][1882-55] rules it; by default an act out of turn is refused."""
        interval = self._interval
        if self.code.out_of_turn != "stands" or interval is None or player == interval.turn or player not in interval.stakes:
            return False
        verify_chips(chips, self.code)
        if chips < 1:
            raise self._refusal(ShortOfTheBet, "too low", player=player, short=1, amount=chips)
        return True

    def _deposit(self, player: str, chips: int) -> None:
        """*player* puts up *chips* out of turn, and they stand: paid in, not to be recalled, counted when his turn comes."""
        self.paid[player] += chips
        self.bets[player] += chips
        self.deposits[player] = self.deposits.get(player, 0) + chips
        note = self.code.note("out of turn", amount=chips, turn=self.to_act, pool=self.pool)
        self._record(player, "out of turn", chips, self.code.laws["out of turn"], note)

    def _record_betting(self, player: str, act: str, chips: int, ruling: str, stake: int) -> None:
        """Record *player*'s *act* of the betting as the code rules it: its note for *ruling* (its word first), and its laws."""
        code = self.code
        self._record(player, act, chips, code.laws[ruling], code.note(ruling, stake=code.say(stake)))
