"""The betting after the draw, as laws 52–62 of 1882 order it.

A [`BettingRound`][pokerlaws.betting.BettingRound] holds the players in their
seats, the ante-man, what each has put in the pool, and whose turn it is. Its
acts are the laws' own: to bet (stake), call, raise, pass, retire, demand a show
for less, borrow, and — to no effect — state an intention. Each act has a
``can_…`` question and a ``verify_…`` check beside it, so that a caller can ask
before acting; an act that breaks a law raises a
[`PokerLawError`][pokerlaws.errors.PokerLawError] naming the law, and changes
nothing.

Amounts are whole counters. A player's *stake* is what he has deposited in the
pool since the draw; the antes and straddles put up before the draw are kept
apart, because law 60 treats them apart ([1882:60][1882-60]).

Examples:
    >>> from pokerlaws.betting import BettingRound
    >>> game = BettingRound(["A", "B", "C", "D"], ante_man="A", antes={"A": 1}, straddles={"B": 2})
    >>> game.to_act                    # law 53: the first player to the left of the ante-man
    'B'
    >>> game.bet("B", 5); game.call("C"); game.raise_("D", 5); game.retire("A")
    >>> game.call("B"); game.call("C")
    >>> game.outcome, game.pool, game.show_order()   # law 59: from the left of C, the last player
    ('show', 33, ('D', 'B', 'C'))
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from pokerlaws.citations import implements
from pokerlaws.errors import (
    BetRecalled,
    BettingClosed,
    InvalidAmount,
    NotAllowed,
    OutOfTurn,
    ShowForLessRefused,
    StakeTooLow,
    UnknownPlayer,
    one_line,
)
from pokerlaws.seats import check_seats

__all__ = ["BettingRound", "Demand", "Status", "Step"]


class Status(enum.Enum):
    """Where a player stands in the betting."""

    IN = "in"
    """Still betting."""
    RETIRED = "retired"
    """Has retired and forfeited his stake ([1882:54][1882-54])."""
    SHORT = "short"
    """Has demanded a show for less; bets no more, shows at the end ([1882:60][1882-60], [1882:61][1882-61])."""


@dataclass(frozen=True)
class Step:
    """One act of the betting, as it was ruled.

    Attributes:
        number: 1-based position in the round.
        player: who acted.
        act: ``"bet"``, ``"call"``, ``"raise"``, ``"pass"``, ``"retire"``,
            ``"show for less"``, ``"borrow"`` or ``"statement"``.
        deposited: counters put in the pool by the act (0 for most).
        stake: the player's stake after the act, in counters.
        laws: the units applied.
        note: the ruling in words.
    """

    number: int
    player: str
    act: str
    deposited: int
    stake: int
    laws: tuple[str, ...]
    note: str

    def __str__(self) -> str:
        return f"{self.number}. {self.player} {_VERBS.get(self.act, self.act)}: {self.note} [{', '.join(self.laws)}]"


_VERBS = {
    "bet": "bets",
    "call": "calls",
    "raise": "raises",
    "pass": "passes",
    "retire": "retires",
    "show for less": "demands a show for less",
    "borrow": "borrows",
    "statement": "speaks",
}


@dataclass(frozen=True)
class Demand:
    """A demand for a show for less ([1882:60][1882-60]).

    Attributes:
        player: who demanded it.
        stake: his whole stake, the sum he is shown for, in counters.
        in_game: the players in the game at the time of the demand, in seat
            order, himself included (those not yet retired).
        step: the number of the step that made it.
    """

    player: str
    stake: int
    in_game: tuple[str, ...]
    step: int


@implements("1882:52", "1882:53", "1882:54", "1882:57", "1882:58", "1882:59", "1882:61")
class BettingRound:
    """The betting after the draw among the players who hold cards.

    Args:
        seats: every player at the table, in seat order: each is on the left
            of the one before him (the last on the left of the first).
        ante_man: the player who put up the ante ([1882:53][1882-53]).
        players: those still holding cards after the draw (default: all the
            seats); the others have retired before the draw but keep their seats.
        antes: counters each player put up as ante before the draw.
        straddles: counters each player put up as straddle before the draw.
        funds: counters each player has left to bet; a player not named (or
            all, when *funds* is None) has enough for any bet.
        direction: ``"left"``: the turn passes from each player to the one on
            his left, which is how the edition reads law 53's "from right to
            left"; ``"right"`` for the other reading (an editorial ruling on
            [1882:53][1882-53]).

    Raises:
        UnknownPlayer: a name in *players*, *antes*, *straddles* or *funds*
            that is not in *seats*, or an ante-man who is not.
        ValueError: fewer than two seats or players, a seat named twice, a
            negative amount, or an unknown *direction*.

    Examples:
        >>> game = BettingRound(["A", "B", "C"], ante_man="C", players=["A", "C"])
        >>> game.to_act          # A, on the left of the ante-man C; B retired before the draw
        'A'
        >>> game.bet("A", 10); game.retire("C")
        >>> game.outcome, game.winner_without_show   # law 58
        ('uncalled', 'A')
    """

    def __init__(
        self,
        seats: Iterable[str],
        ante_man: str,
        *,
        players: Iterable[str] | None = None,
        antes: Mapping[str, int] | None = None,
        straddles: Mapping[str, int] | None = None,
        funds: Mapping[str, int] | None = None,
        direction: str = "left",
    ) -> None:
        seats = check_seats(seats)
        if direction not in ("left", "right"):
            raise ValueError(f'direction must be "left" or "right", not {one_line(repr(direction))}')
        self.seats = seats
        self.direction = direction
        self._known(ante_man)
        self.ante_man = ante_man
        if players is not None:
            # the same list of names as the seats: not one string, each once
            players = check_seats(players, what="players") if players else ()
        in_game = set(seats if players is None else players)
        for name in in_game:
            self._known(name)
        if len(in_game) < 2:
            raise ValueError("a betting round needs at least two players holding cards")
        self.antes = self._amounts(antes, "antes")
        self.straddles = self._amounts(straddles, "straddles")
        self.funds: dict[str, int | None] = {p: None for p in self.seats if p in in_game}
        self.funds.update(self._amounts(funds, "funds"))

        first = next(p for p in self._around(ante_man, "left") if p in in_game)
        self.order: tuple[str, ...] = tuple(p for p in (first, *self._around(first, direction)) if p in in_game)
        """The players holding cards, in the order of the turn: from the first on the ante-man's left."""
        self.stakes = {p: 0 for p in self.order}
        self.status = {p: Status.IN for p in self.order}
        self.demands: list[Demand] = []
        self.steps: list[Step] = []
        self.borrowed: set[str] = set()
        self.raised_on_borrowed: set[str] = set()
        self.last_player: str | None = None
        self._turn = 0
        self._owed = set(self.order)  # must still act before the betting can end

    # --- the state -------------------------------------------------------------

    @property
    def pool(self) -> int:
        """Counters in the pool: antes and straddles, and every stake ([1882:52][1882-52])."""
        return sum(self.antes.values()) + sum(self.straddles.values()) + sum(self.stakes.values())

    @property
    def to_meet(self) -> int:
        """The stake each player must at least equal: the highest staked so far."""
        return max(self.stakes.values())

    @property
    def to_act(self) -> str | None:
        """Whose turn it is, or None when the betting is over."""
        return None if self.outcome else self.order[self._turn]

    def betting(self) -> list[str]:
        """The players still betting, in the order of the turn."""
        return [p for p in self.order if self.status[p] is Status.IN]

    @property
    def outcome(self) -> str | None:
        """None while the betting goes on; then ``"uncalled"`` or ``"show"``.

        ``"uncalled"``: all but one player retired, and he wins the pool
        without a show ([1882:58][1882-58]). ``"show"``: the bets are equal
        (or a show for less is due) and the hands are shown ([1882:59][1882-59]).
        """
        betting = self.betting()
        if len(betting) <= 1:
            return "show" if self.demands else "uncalled"
        if self._owed or len({self.stakes[p] for p in betting}) > 1:
            return None
        return "show"

    @property
    def winner_without_show(self) -> str | None:
        """The player whose bet nobody called, when the outcome is ``"uncalled"`` ([1882:58][1882-58])."""
        betting = self.betting()
        return betting[0] if self.outcome == "uncalled" and betting else None

    def show_order(self) -> tuple[str, ...]:
        """The order in which the hands are shown ([1882:59][1882-59]).

        Each player at the show — still betting, or waiting on a show for
        less ([1882:61][1882-61]) — in turn, beginning with the player to the
        left of the last player to stake.

        Raises:
            BettingClosed: the betting is not over, or ended without a show.
        """
        if self.outcome != "show":
            raise BettingClosed("there is no show: " + ("the betting is not over" if self.outcome is None else "the bet was not called (law 1882:58)"), law="1882:59")
        at_show = {p for p in self.order if self.status[p] is not Status.RETIRED}
        last = self.last_player or self.order[-1]
        first = next(p for p in self._around(last, "left") if p in at_show)
        return tuple(p for p in (first, *self._around(first, self.direction)) if p in at_show)

    # --- the acts ---------------------------------------------------------------

    @implements("1882:53", "1882:54", "1882:55", "1882:56")
    def bet(self, player: str, amount: int) -> None:
        """Deposit *amount* counters in the pool in one's turn: a bet, call, raise or pass.

        The act is named by the stake it makes: equal to the highest stake, a
        call (a pass when that is nothing); above it, a raise (a bet when
        nothing was staked). What counts is the amount deposited, not what the
        player says ([1882:56][1882-56], [1882:57][1882-57]).

        Args:
            player: who bets; it must be his turn.
            amount: counters deposited now (not his total stake).

        Raises:
            OutOfTurn: it is another player's turn ([1882:53][1882-53]).
            StakeTooLow: his stake would be less than the preceding player's
                ([1882:53][1882-53]; he must stake so much or retire, [1882:54][1882-54]).
            BetRecalled: a negative amount, i.e. taking back ([1882:55][1882-55]).
            NotAllowed: more than his funds.
            BettingClosed: the betting is over, or he is out of it.
            UnknownPlayer: no such player.

        Examples:
            >>> game = BettingRound(["A", "B"], ante_man="A")
            >>> game.bet("B", 4); game.bet("A", 6)
            >>> [(s.player, s.act, s.stake) for s in game.steps]
            [('B', 'bet', 4), ('A', 'raise', 6)]
        """
        self.verify_bet(player, amount)
        before = self.to_meet
        self.stakes[player] += amount
        if self.funds[player] is not None:
            self.funds[player] -= amount
        stake = self.stakes[player]
        if stake > before:
            act = "raise" if before else "bet"
            self._owed = set(self.betting()) - {player}
            if before and player in self.borrowed:
                # law 62 speaks of borrowing "to raise": an opening bet is no raise
                self.raised_on_borrowed.add(player)
            note = f"stakes {stake}" + (f", {stake - before} more than the preceding stake" if before else "")
        else:
            act = "pass" if stake == 0 else "call"
            self._owed.discard(player)
            note = "stakes nothing; nothing has been staked" if stake == 0 else f"equals the preceding stake of {stake}"
        self.last_player = player
        self._record(player, act, amount, ("1882:53", "1882:56"), note + f"; the pool holds {self.pool}")
        self._next()

    def verify_bet(self, player: str, amount: int) -> None:
        """Raise what [`bet`][pokerlaws.betting.BettingRound.bet] would raise; do nothing else."""
        self._verify_turn(player)
        if not isinstance(amount, int) or isinstance(amount, bool):
            raise InvalidAmount(f"an amount is a whole number of counters, not {amount!r}")
        if amount < 0:
            raise BetRecalled(f"{player} cannot take back {-amount}: a bet once made cannot be recalled", law="1882:55")
        stake = self.stakes[player] + amount
        if stake < self.to_meet:
            raise StakeTooLow(
                f"{player}'s stake would be {stake}, less than the {self.to_meet} staked by the preceding player: "
                f"stake at least {self.to_meet} or retire (law 1882:54)",
                law="1882:53",
            )
        funds = self.funds[player]
        if funds is not None and amount > funds:
            hint = " or demand a show for that amount (law 1882:60)" if self._may_demand(player) else ""
            raise NotAllowed(f"{player} has {funds} counters, not {amount}: he may borrow (law 1882:62){hint}")

    def can_bet(self, player: str, amount: int) -> bool:
        """Whether *player* may deposit *amount* now."""
        return self._can(self.verify_bet, player, amount)

    def call(self, player: str) -> None:
        """Deposit what makes one's stake equal to the preceding: a call (a pass if that is nothing).

        Raises:
            PokerLawError: as [`bet`][pokerlaws.betting.BettingRound.bet] raises.
        """
        self.bet(player, self._to_call(player))

    def verify_call(self, player: str) -> None:
        """Raise what [`call`][pokerlaws.betting.BettingRound.call] would raise."""
        self.verify_bet(player, self._to_call(player))

    def can_call(self, player: str) -> bool:
        """Whether *player* may call now."""
        return self._can(self.verify_call, player)

    def raise_(self, player: str, by: int) -> None:
        """Call and add *by* counters: a raise (a bet when nothing was staked).

        Raises:
            ValueError: *by* is not a positive number of counters.
            PokerLawError: as [`bet`][pokerlaws.betting.BettingRound.bet] raises.
        """
        self.verify_raise(player, by)
        self.bet(player, self._to_call(player) + by)

    def verify_raise(self, player: str, by: int) -> None:
        """Raise what [`raise_`][pokerlaws.betting.BettingRound.raise_] would raise."""
        self._verify_turn(player)
        if not isinstance(by, int) or isinstance(by, bool) or by <= 0:
            raise InvalidAmount(f"a raise is a positive number of counters, not {by!r}")
        self.verify_bet(player, self._to_call(player) + by)

    def can_raise(self, player: str, by: int) -> bool:
        """Whether *player* may raise by *by* now."""
        return self._can(self.verify_raise, player, by)

    def pass_(self, player: str) -> None:
        """Stake nothing when nothing has to be staked ([1882:57][1882-57] speaks of passing).

        Raises:
            StakeTooLow: a stake is due; he must meet it or retire ([1882:53][1882-53]).
            PokerLawError: as [`bet`][pokerlaws.betting.BettingRound.bet] raises.
        """
        self.bet(player, 0)

    def verify_pass(self, player: str) -> None:
        """Raise what [`pass_`][pokerlaws.betting.BettingRound.pass_] would raise."""
        self.verify_bet(player, 0)

    def can_pass(self, player: str) -> bool:
        """Whether *player* may pass now."""
        return self._can(self.verify_pass, player)

    @implements("1882:54")
    def retire(self, player: str) -> None:
        """Lay one's cards face down and retire, forfeiting one's stake ([1882:54][1882-54]).

        Raises:
            OutOfTurn: it is another player's turn.
            BettingClosed: the betting is over, or he is out of it.
            UnknownPlayer: no such player.
        """
        self.verify_retire(player)
        self.status[player] = Status.RETIRED
        self._owed.discard(player)
        self._record(player, "retire", 0, ("1882:54",), f"lays his cards face down and forfeits his stake of {self.stakes[player]}")
        self._next()

    def verify_retire(self, player: str) -> None:
        """Raise what [`retire`][pokerlaws.betting.BettingRound.retire] would raise."""
        self._verify_turn(player)

    def can_retire(self, player: str) -> bool:
        """Whether *player* may retire now."""
        return self._can(self.verify_retire, player)

    @implements("1882:60", "1882:61", "1882:62")
    def demand_show(self, player: str) -> None:
        """Deposit all one's funds and demand a show for that amount ([1882:60][1882-60]).

        Allowed to a player in his turn whose bet has been raised and who has
        not funds to call the raise, unless he borrowed to raise: then he must
        borrow to call ([1882:62][1882-62]). He bets no more; the others may go
        on betting, and he shows his hand only when the game is over
        ([1882:61][1882-61]).

        Raises:
            ShowForLessRefused: he has made no bet, it has not been raised, he
                has funds to call, or he raised with borrowed money.
            OutOfTurn, BettingClosed, UnknownPlayer: as for any act.

        Examples:
            >>> game = BettingRound(["A", "B", "C"], ante_man="C", funds={"A": 8})
            >>> game.bet("A", 5); game.raise_("B", 10); game.call("C")
            >>> game.demand_show("A")
            >>> game.demands[0]
            Demand(player='A', stake=8, in_game=('A', 'B', 'C'), step=4)
        """
        self.verify_demand_show(player)
        amount = self.funds[player] or 0
        self.stakes[player] += amount
        self.funds[player] = 0
        self.status[player] = Status.SHORT
        self._owed.discard(player)
        in_game = tuple(p for p in self.seats if p in self.status and self.status[p] is not Status.RETIRED)
        self.demands.append(Demand(player, self.stakes[player], in_game, len(self.steps) + 1))
        self._record(
            player,
            "show for less",
            amount,
            ("1882:60", "1882:61"),
            f"has not funds to call: deposits his last {amount} and demands a show for his stake of "
            f"{self.stakes[player]}; the betting goes on without him",
        )
        self._next()

    def verify_demand_show(self, player: str) -> None:
        """Raise what [`demand_show`][pokerlaws.betting.BettingRound.demand_show] would raise."""
        self._verify_turn(player)
        if self.stakes[player] == 0:
            raise ShowForLessRefused(f"{player} has made no bet since the draw, so none has been raised", law="1882:60")
        if self.stakes[player] >= self.to_meet:
            raise ShowForLessRefused(f"{player}'s bet has not been raised", law="1882:60")
        funds = self.funds[player]
        if funds is None or funds >= self._to_call(player):
            raise ShowForLessRefused(f"{player} has funds to call the raise", law="1882:60")
        if player in self.raised_on_borrowed:
            raise ShowForLessRefused(f"{player} borrowed money to raise, so he must borrow to call", law="1882:62")

    def can_demand_show(self, player: str) -> bool:
        """Whether *player* may demand a show for less now."""
        return self._can(self.verify_demand_show, player)

    @implements("1882:62")
    def borrow(self, player: str, amount: int) -> None:
        """Add *amount* borrowed counters to a player's funds ([1882:62][1882-62]).

        A player may borrow at any time while he is still betting; once he has
        raised with borrowed money, he may not demand a show for less.

        Raises:
            ValueError: *amount* is not a positive number of counters.
            BettingClosed, UnknownPlayer: he is out of the betting, or no such player.
        """
        self.verify_borrow(player, amount)
        if self.funds[player] is not None:
            self.funds[player] += amount
        self.borrowed.add(player)
        self._record(player, "borrow", 0, ("1882:62",), f"borrows {amount}; if he raises, he must borrow to call")

    def verify_borrow(self, player: str, amount: int) -> None:
        """Raise what [`borrow`][pokerlaws.betting.BettingRound.borrow] would raise."""
        self._verify_betting(player)
        if not isinstance(amount, int) or isinstance(amount, bool) or amount <= 0:
            raise InvalidAmount(f"a loan is a positive number of counters, not {amount!r}")

    def can_borrow(self, player: str, amount: int) -> bool:
        """Whether *player* may borrow now."""
        return self._can(self.verify_borrow, player, amount)

    @implements("1882:55", "1882:56")
    def recall(self, player: str, amount: int) -> None:
        """Take back part of a bet: never allowed ([1882:55][1882-55]).

        A bet is complete and irrevocable once deposited ([1882:56][1882-56]);
        this act exists so that a record of play can show the attempt ruled.

        Raises:
            BetRecalled: always, for a player of the game.
            UnknownPlayer: no such player.
        """
        self.verify_recall(player, amount)

    def verify_recall(self, player: str, amount: int) -> None:
        """Raise what [`recall`][pokerlaws.betting.BettingRound.recall] raises."""
        self._known(player)
        if player not in self.status:
            raise BettingClosed(f"{player} retired before the draw and has made no bet")
        raise BetRecalled(
            f"{player} cannot take back {amount}: a bet once made, whether in turn or not, cannot be recalled",
            law="1882:55",
        )

    def can_recall(self, player: str, amount: int) -> bool:
        """Never: a bet cannot be recalled ([1882:55][1882-55])."""
        return False

    @implements("1882:57")
    def say(self, player: str, statement: str) -> None:
        """Record what a player says he will do; it binds no one ([1882:57][1882-57]).

        Raises:
            BettingClosed: the betting is over, or he is out of it.
            UnknownPlayer: no such player.

        Examples:
            >>> game = BettingRound(["A", "B"], ante_man="A")
            >>> game.say("B", "I bet ten"); game.bet("B", 2)
            >>> game.stakes["B"], game.steps[0].act
            (2, 'statement')
        """
        self._verify_betting(player)
        self._record(player, "statement", 0, ("1882:57",), f"says {statement!r}: no effect on anyone's right to bet or pass")

    # --- helpers ----------------------------------------------------------------------

    def _around(self, player: str, direction: str) -> tuple[str, ...]:
        """The other seats, from the one beside *player* on the given side, round the table."""
        i = self.seats.index(player)
        step = 1 if direction == "left" else -1
        return tuple(self.seats[(i + step * k) % len(self.seats)] for k in range(1, len(self.seats)))

    def _known(self, player: str) -> None:
        if player not in self.seats:
            raise UnknownPlayer(f'"{player}" is not a player in this game (players: {", ".join(self.seats)})')

    def _amounts(self, amounts: Mapping[str, int] | None, what: str) -> dict[str, int]:
        if amounts is not None and not isinstance(amounts, Mapping):
            raise ValueError(f"{what} must map each player to his counters, e.g. {{'A': 2}}, not {one_line(repr(amounts))}")
        out = {}
        for player, amount in (amounts or {}).items():
            self._known(player)
            if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
                raise ValueError(f"{what} of {player}: a whole number of counters, not {amount!r}")
            out[player] = amount
        return out

    def _verify_betting(self, player: str) -> None:
        self._known(player)
        if player not in self.status:
            raise BettingClosed(f"{player} retired before the draw and holds no cards")
        if self.status[player] is not Status.IN:
            raise BettingClosed(f"{player} is no longer betting ({self.status[player].value})")
        if self.outcome == "show":
            raise BettingClosed("the betting is over: the bets are equal and the hands are to be shown", law="1882:59")
        if self.outcome == "uncalled":
            raise BettingClosed(f"the betting is over: {self.winner_without_show}'s bet was not called", law="1882:58")

    def _verify_turn(self, player: str) -> None:
        self._verify_betting(player)
        if player != self.to_act:
            raise OutOfTurn(
                f"it is {self.to_act}'s turn, not {player}'s: the first right to bet is the first player's "
                "to the left of the ante-man, and the turn passes in order",
                law="1882:53",
            )

    def _may_demand(self, player: str) -> bool:
        return self.can_demand_show(player)

    def _to_call(self, player: str) -> int:
        return max(0, self.to_meet - self.stakes.get(player, 0))

    @staticmethod
    def _can(verify, *args) -> bool:  # noqa: ANN001
        try:
            verify(*args)
        except (ValueError, TypeError):
            return False
        return True

    def _record(self, player: str, act: str, deposited: int, laws: tuple[str, ...], note: str) -> None:
        self.steps.append(Step(len(self.steps) + 1, player, act, deposited, self.stakes.get(player, 0), laws, note))

    def _next(self) -> None:
        if self.outcome:
            return
        for offset in range(1, len(self.order) + 1):
            index = (self._turn + offset) % len(self.order)
            if self.status[self.order[index]] is Status.IN:
                self._turn = index
                return
