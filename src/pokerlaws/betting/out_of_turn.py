"""Acts out of turn in the betting: a deposit stands ([1882:55][1882-55]) and counts when the turn comes.

Law 55: "A bet once made, whether made in proper turn or not, cannot be
recalled"; law 56: a bet "is complete and irrevocable when the player making
it has deposited the amount". Under a code whose bets out of turn stand
([`Code.out_of_turn`][pokerlaws.table.Code] ``"stands"``: the 1882 laws, and the
1895 rules after the draw, which follow them), a player who deposits while it
is another's turn breaks the order of law 53 but his deposit is made: it goes
into the pool at once, cannot be taken back, and is held apart from the
interval — the player whose turn it is answers the stakes made in turn, not
it, law 53's "the preceding player" being the one before him in the turn (the
editorial ruling on 1882:55,
[`BettingRulings.preceding_player`][pokerlaws.betting.BettingRulings]; by its
other reading, ``"last to stake"``, a deposit out of turn above the stake to
meet is the stake the next player must meet). When the depositor's turn comes
it counts toward his stake:

* if it meets the stake then to be met, it is his bet in turn, a call or a
  raise as it stands, and the turn passes on ("complete", law 56);
* if it falls short, it stays in his stake and he must meet the stake or
  retire, forfeiting it (laws 53, 54). If it fell short because the stake
  rose after he deposited (a raise came meanwhile), whether he may also
  raise is the editorial ruling on 1882:55
  ([`BettingRulings.raised_meanwhile`][pokerlaws.betting.BettingRulings]):
  ``"free"`` by the letter of law 53, ``"call or retire"`` the other reading.

A pass out of turn deposits nothing: it is a statement of his intention to
refrain, which "shall not invalidate the right of any player to bet or pass when
his turn comes" ([1882:57][1882-57]). A retirement out of turn is the editorial
ruling on 1882:54–55 ([`BettingRulings.retire_out_of_turn`][pokerlaws.betting.BettingRulings]):
by default his cards are on the table face down and he is out; the other
reading holds it a statement until his turn. Every other act out of turn, and
every act out of turn under a code that refuses them (the Foster-style
account), raises [`OutOfTurn`][pokerlaws.errors.OutOfTurn].

Examples:
    >>> from pokerlaws.betting import BettingRound
    >>> game = BettingRound(["A", "B", "C", "D"], ante_man="A")
    >>> game.bet("B", 2); game.raise_("D", 4)      # D raises while it is C's turn
    >>> game.out_of_turn, game.pool, game.to_act
    ({'D': 6}, 8, 'C')
    >>> game.call("C")                              # C answers B's 2; then D's 6 count: a raise
    >>> game.stakes, game.to_act
    ({'B': 2, 'C': 2, 'D': 6, 'A': 0}, 'A')
    >>> print(game.steps[1])
    2. D bets out of turn: deposits 6 while it is C's turn: the bet stands and cannot be recalled; it counts toward his stake when his turn comes; the pool holds 8 [1882:53, 1882:55]
"""

from __future__ import annotations

from pokerlaws.betting.state import BettingState
from pokerlaws.citations import implements
from pokerlaws.errors import BetRecalled, LimitExceeded, NotAllowed

__all__ = ["OutOfTurnActs"]


@implements("1882:54", "1882:55", "1882:57")
class OutOfTurnActs(BettingState):
    """The part of the betting that rules acts out of turn; a base of [`Betting`][pokerlaws.betting.acts.Betting].

    Attributes:
        out_of_turn: player → counters deposited out of turn and not yet
            counted in his stake; they are in the pool ([1882:55][1882-55]).

    Its readings are the betting's ``rulings``
    ([`BettingRulings`][pokerlaws.betting.BettingRulings]): ``raised_meanwhile``
    and ``retire_out_of_turn``, as the module says.
    """

    def _acts_out_of_turn(self, player: str) -> bool:
        """Whether *player* acts out of turn under a code whose deposits out of turn stand; raise OutOfTurn if it refuses them."""
        self._verify_betting(player)
        if player == self.interval.turn:
            return False
        if self.code.out_of_turn == "stands":
            return True
        self._verify_turn(player)  # raises, naming the law of the turn
        return False

    def _behind(self, player: str) -> int:
        """What *player* must put up to meet the stake, counting what he deposited out of turn."""
        return max(0, self.to_meet - self.stakes[player] - self.out_of_turn.get(player, 0))

    def _deposit_out_of_turn(self, player: str, whites: int) -> None:
        """Put *whites* in the pool out of turn: they stand, and count when his turn comes; nothing is a pass, a statement."""
        turn = self.interval.turn
        if whites == 0:
            self._record(player, "out of turn, pass", 0, self.code.note("out of turn, pass", turn=turn))
            return
        self.out_of_turn[player] = self.out_of_turn.get(player, 0) + whites
        total = self.stakes[player] + self.out_of_turn[player]
        meet = ""
        if self.rulings.preceding_player == "last to stake" and total > self.to_meet:
            # law 53's "the preceding player" read as the last to stake: his deposit is the stake to meet
            self.interval.floor = total
            self.interval.owed |= set(self.interval.betting()) - {player}
            meet = f" (by the ruling on 1882:55, \"last to stake\", {turn} and each player after him must meet his stake of {self.code.say(total)})"
        self.level_at_deposit[player] = self.to_meet  # to tell, when his turn comes, whether a raise came meanwhile
        if self.funds[player] is not None:
            self.funds[player] -= whites
        # his turn must come for the deposit to count, even if he had answered before
        self.interval.owed.add(player)
        note = self.code.note("out of turn", amount=self.code.say(whites), turn=turn, pool=self.pool) + meet
        self._record(player, "out of turn", whites, note)

    def _retire_out_of_turn(self, player: str) -> None:
        """Rule a retirement out of turn: he is out (``"stands"``), or it was a statement of what he will do (``"at his turn"``)."""
        turn = self.interval.turn
        if self.rulings.retire_out_of_turn == "at his turn":
            self._record(player, "out of turn, retire said", 0, self.code.note("out of turn, retire said", turn=turn))
            return
        # the stake he leaves may be the one to meet: the next player must still equal it (law 53, "the preceding player")
        self.interval.floor = max(self.interval.floor, self.to_meet)
        self.stakes[player] += self.out_of_turn.pop(player, 0)  # forfeit with his stake, never a stake to meet
        self.level_at_deposit.pop(player, None)
        self.interval.leave(player)
        self.falls_short.discard(player)
        stake = self._forfeited(player)  # a stake of nothing is not said to be forfeited: what he put up before the betting is
        note = self.code.note("out of turn, retire" if stake else "out of turn, retire, nothing staked", turn=turn, stake=self.code.say(stake), **self._claims(player))
        self._record(player, "out of turn, retire", 0, note)

    def _check_out_of_turn(self, player: str, whites: int) -> int:
        """Refuse a deposit of *whites* out of turn that breaks a law whatever the turn; else return it."""
        code, say = self.code, self.code.say
        if whites < 0:
            raise BetRecalled(code.message("recall", player=player, amount=say(-whites)), law=code.law("recall"))
        over = self.stakes[player] + self.out_of_turn.get(player, 0) + whites - self.to_meet
        if code.limit is not None and over > code.limit:
            fields = {"limit": say(code.limit), "to_meet": say(self.to_meet), "over": say(over), "amount": say(whites)}
            raise LimitExceeded(code.message("limit, raise", player=player, **fields), law=code.law("limit, raise"))
        funds = self.funds[player]
        if funds is not None and whites > funds:
            raise NotAllowed(code.message("funds", player=player, funds=say(funds), amount=say(whites), hint=""))
        return whites

    def _turn_comes(self) -> None:
        """Count each deposit made out of turn as its depositor's turn comes ([1882:55][1882-55], [1882:56][1882-56]).

        A deposit whose turn never comes, because the betting closed first (the
        others retired or demanded shows for less), counts toward its depositor's
        stake when the betting closes: it "cannot be recalled" (law 55), and the
        pool is settled from the stakes.
        """
        while self.out_of_turn:
            player = self.interval.to_act
            if player is None:
                self._close_out_of_turn()
                return
            if player not in self.out_of_turn:
                return
            whites, level = self.out_of_turn.pop(player), self.level_at_deposit.pop(player)
            if self.stakes[player] + whites >= self.to_meet:
                self._count_in_turn(player, whites)  # complete when deposited: it is his bet in turn
                continue
            # short of the stake to meet: his deposit is his stake so far; the ruling on 55 is for a raise made meanwhile
            self.stakes[player] += whites
            meanwhile = self.to_meet > level
            if meanwhile:
                self.falls_short.add(player)
            options = "meet it or retire" if meanwhile and self.rulings.raised_meanwhile == "call or retire" else "meet it, raise, or retire"
            why = "which rose after he deposited" if meanwhile else "which stood when he deposited"
            fields = {"amount": self.code.say(whites), "stake": self.code.say(self.stakes[player]), "to_meet": self.code.say(self.to_meet)}
            self._record(player, "out of turn, short", 0, self.code.note("out of turn, short", options=options, why=why, **fields))
            return

    def _close_out_of_turn(self) -> None:
        """The betting is over: each deposit out of turn still uncounted joins its depositor's stake."""
        closing, self.out_of_turn = self.out_of_turn, {}
        for player, whites in closing.items():
            self.level_at_deposit.pop(player, None)
            self.stakes[player] += whites
            note = self.code.note("out of turn, closed", amount=self.code.say(whites), stake=self.code.say(self.stakes[player]))
            self._record(player, "out of turn, closed", 0, note)

    def _verify_not_raising_after_short(self, player: str) -> None:
        """Under ``"call or retire"``, refuse a raise by a player whose bet out of turn fell short of a raise made meanwhile."""
        if self.rulings.raised_meanwhile == "call or retire" and player in self.falls_short:
            message = (
                f"{player} bet out of turn and a raise came meanwhile: he may meet it or retire, not raise "
                "(the edition's reading 'call or retire' of law 1882:55)"
            )
            raise NotAllowed(message, law=self.code.law("recall"))

    def _count_in_turn(self, player: str, whites: int) -> None:
        raise NotImplementedError  # the acts' class counts a deposit as its own act of staking
