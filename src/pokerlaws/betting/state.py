"""The state of the betting under a code: the table, the interval, the stakes, and the checks every act makes first.

[`BettingState`][pokerlaws.betting.state.BettingState] is what
[`Betting`][pokerlaws.betting.acts.Betting]'s acts read and move: the seats and
the age, the [`Code`][pokerlaws.table.Code], the
[`Interval`][pokerlaws.table.Interval], the antes, straddles and funds,
the questions of the state (the pool, whose turn, the outcome, the order of
the show) and the one log of [`Step`][pokerlaws.table.Step]s.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from pokerlaws.betting.rulings import BettingRulings
from pokerlaws.errors import BettingClosed, OutOfTurn, UnknownPlayer
from pokerlaws.frozen import Independent
from pokerlaws.messages import one_line
from pokerlaws.table import CODES, Code, Step
from pokerlaws.table.counters import Amount
from pokerlaws.table.interval import Interval, Status, in_turn
from pokerlaws.table.seats import check_seats

__all__ = ["BettingState"]


class BettingState(Independent):
    """The state of a betting after the draw, under a code; its acts are [`Betting`][pokerlaws.betting.acts.Betting]'s.

    Args: as [`Betting`][pokerlaws.betting.acts.Betting] takes them.
    """

    def __init__(
        self,
        seats: Iterable[str],
        age: str,
        *,
        code: str | Code = "1882",
        players: Iterable[str] | None = None,
        antes: Mapping[str, Amount] | None = None,
        straddles: Mapping[str, Amount] | None = None,
        funds: Mapping[str, int] | None = None,
        rulings: BettingRulings | None = None,
    ) -> None:
        code = CODES.get(code) if isinstance(code, str) else code
        if not isinstance(code, Code):
            raise ValueError(f"code must be one of {', '.join(CODES)} or a Code, not {one_line(repr(code))}")
        self.code: Code = code
        """The code played: its acts, words, limit and laws."""
        self.seats = seats = check_seats(seats)
        if rulings is None:
            rulings = BettingRulings()
        if not isinstance(rulings, BettingRulings):
            raise ValueError(f"rulings must be a BettingRulings, not {one_line(repr(rulings))}")
        self.rulings: BettingRulings = rulings
        """The editor's readings the betting plays under ([`BettingRulings`][pokerlaws.betting.BettingRulings])."""
        self._known(age)
        self.age = age
        """The seat the turn is reckoned from: the age, the player who put up the blind (foster:7), or under the 1882 laws the ante-man, whom a whole deal takes to be the age by the ruling on [1882:53][1882-53] (``BlindRulings.ante_man``)."""
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
        first = self._first_to_bet(age, in_game)
        self.interval = Interval(in_turn(seats, first, rulings.direction, among=in_game))
        """The interval the acts move: turn, stakes, who owes an answer."""
        self.order: tuple[str, ...] = self.interval.order
        """The players holding cards, in the order of the turn: from the first on the age's left."""
        self.stakes = self.interval.stakes
        self.status = self.interval.status
        self.funds: dict[str, int | None] = dict.fromkeys(self.order, None)
        self.funds.update(self._amounts(funds, "funds"))
        self.out_of_turn: dict[str, int] = {}
        """Counters deposited out of turn, not yet counted in the depositor's stake ([1882:55][1882-55])."""
        self.level_at_deposit: dict[str, int] = {}
        """The stake to be met when each deposit out of turn not yet counted was made."""
        self.falls_short: set[str] = set()
        """Players whose deposit out of turn fell short of a raise made meanwhile, until they act in turn."""
        self.demands: list = []
        """Demands for a show for less, under a code that knows it ([1882:60][1882-60])."""
        self.steps: list[Step] = []

    def _first_to_bet(self, age: str, in_game: set[str]) -> str:
        """Who bets first: the player on the age's left ([1882:53][1882-53]), or, if he holds no cards, as
        ``rulings.first_right`` says: the ``"next on the left"`` holding cards, or the first the turn reaches from
        his seat in the direction of the turn (``"lapses"``)."""
        seat = in_turn(self.seats, age)[1]
        direction = "left" if self.rulings.first_right == "next on the left" else self.rulings.direction
        return next(p for p in in_turn(self.seats, seat, direction) if p in in_game)

    # --- the state -------------------------------------------------------------

    @property
    def pool(self) -> int:
        """Counters in the pool: antes and straddles, every stake and every deposit out of turn ([1882:52][1882-52])."""
        deposits = sum(self.stakes.values()) + sum(self.out_of_turn.values())
        return sum(self.antes.values()) + sum(self.straddles.values()) + deposits

    @property
    def to_meet(self) -> int:
        """The stake each player must at least equal: the highest staked so far."""
        return self.interval.level

    @property
    def to_act(self) -> str | None:
        """Whose turn it is, or None when the betting is over."""
        return self.interval.to_act

    @property
    def last_player(self) -> str | None:
        """The last player to stake, or None."""
        return self.interval.last

    def to_call(self, player: str) -> int:
        """What *player* must put up to call: the highest stake less his own, in counters.

        Raises:
            UnknownPlayer: no such player.
        """
        self._known(player)
        return self.interval.to_call(player) if player in self.stakes else 0

    def betting(self) -> list[str]:
        """The players still betting, in the order of the turn."""
        return self.interval.betting()

    @property
    def outcome(self) -> str | None:
        """None while the betting goes on; then ``"uncalled"`` or ``"show"``.

        ``"uncalled"``: all but one player retired, and he wins the pool
        without a show ([1882:58][1882-58]). ``"show"``: the bets are equal
        (or a show for less is due) and the hands are shown ([1882:59][1882-59]).
        """
        interval = self.interval
        if not interval.over:
            return None
        if len(interval.betting()) <= 1:
            return "show" if len(interval.at_show()) > 1 else "uncalled"
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
            why = "the betting is not over" if self.outcome is None else f"the bet was not called (law {self.code.law('over, uncalled')})"
            raise BettingClosed(self.code.message("no show", why=why), law=self.code.law("no show"))
        last = self.last_player or self.order[-1]
        return in_turn(self.seats, in_turn(self.seats, last)[1], self.rulings.direction, among=self.interval.at_show())

    # --- the checks every act makes first ----------------------------------------------

    def _known(self, player: str) -> None:
        if player not in self.seats:
            raise UnknownPlayer(f'"{player}" is not a player in this game (players: {", ".join(self.seats)})')

    def _amounts(self, amounts: Mapping[str, Amount] | None, what: str) -> dict[str, int]:
        if amounts is not None and not isinstance(amounts, Mapping):
            raise ValueError(f"{what} must map each player to his counters, e.g. {{'A': 2}}, not {one_line(repr(amounts))}")
        out = {}
        for player, amount in (amounts or {}).items():
            self._known(player)
            whites = self.code.read(amount) if self.code.counters is not None and what != "funds" else amount
            if not isinstance(whites, int) or isinstance(whites, bool) or whites < 0:
                raise ValueError(f"{what} of {player}: a whole number of counters, not {amount!r}")
            out[player] = whites
        return out

    def _verify_betting(self, player: str) -> None:
        self._known(player)
        code = self.code
        if player not in self.status:
            raise BettingClosed(code.message("no cards", player=player))
        if self.status[player] is not Status.IN:
            raise BettingClosed(code.message("not betting", player=player, status=self.status[player].value), law=code.law("not betting"))
        outcome = self.outcome
        if outcome == "show":
            raise BettingClosed(code.message("over, show", player=player), law=code.law("over, show"))
        if outcome == "uncalled":
            why = "his bet was not called" if self.stakes[player] else "no bet was made and he alone holds cards"
            message = code.message("over, uncalled", player=player, winner=self.winner_without_show, why=why)
            raise BettingClosed(message, law=code.law("over, uncalled"))

    def _verify_turn(self, player: str) -> None:
        self._verify_betting(player)
        turn = self.interval.turn  # the betting goes on: the interval's turn is whose it is
        if player != turn:
            breach = "turn" if self.to_meet else "first turn"
            raise OutOfTurn(self.code.message(breach, player=player, to_act=turn, age=self.age), law=self.code.law(breach))

    def _forfeited(self, player: str) -> int:
        """The stake a player who retires now forfeits, as his code's note states it: what he staked in the betting
        (the Foster-style account's "what he has already staked"; the 1882 laws count more, in
        [`BettingRound`][pokerlaws.betting.BettingRound])."""
        return self.stakes[player]

    def _preceding(self, player: str) -> str:
        """Law 53's "the preceding player" as a step names him: the player before *player* in the turn; when that
        player has retired, the nearest before him still in, named, by the ruling on [1882:53][1882-53] (R4)."""
        order = self.interval.order
        i = order.index(player)
        before = [order[(i - k) % len(order)] for k in range(1, len(order))]
        if self.interval.status[before[0]] is not Status.RETIRED:
            return "the preceding player"
        still = next((p for p in before if self.interval.status[p] is not Status.RETIRED), None)
        if still is None:
            return "the preceding player"
        gone = " and ".join(reversed(before[: before.index(still)]))  # in the order of the turn
        return f"{still} (the preceding player still in, {gone} having retired: the ruling on 1882:53)"

    def _claims(self, player: str) -> dict[str, str]:
        """What a note of a player who retires says of what he put up before the betting (his ante, his
        straddle): ``besides`` (", besides his ante") and ``losing`` (", losing all claim to his ante", the
        Foster-style account's words, foster:9; the 1882 laws' [`BettingRound`][pokerlaws.betting.BettingRound] says its own),
        empty when he put up nothing."""
        extra = " and ".join(what for what, held in (("straddle", self.straddles), ("ante", self.antes)) if held.get(player))
        return {"besides": f", besides his {extra}" if extra else "", "losing": f", losing all claim to his {extra}" if extra else ""}

    def _record(self, player: str, act: str, deposited: int, note: str, laws: tuple[str, ...] | None = None) -> None:
        laws = self.code.laws.get(act, ()) if laws is None else laws
        stake = self.stakes.get(player, 0)
        self.steps.append(Step(len(self.steps) + 1, player, act, note=note, laws=laws, counters=deposited, stake=stake, subject=f"{player} {self.code.word(act)}: "))
