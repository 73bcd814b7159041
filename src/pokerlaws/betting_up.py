"""Betting up the hands: the betting after the draw in the Foster-style account.

[`BettingUpTheHands`][pokerlaws.betting_up.BettingUpTheHands] is the
[`BettingRound`][pokerlaws.betting.BettingRound] of the 1882 laws with the
account's own rules ([foster:7][foster-7], [foster:8][foster-8]) in place of
those that differ:

* the first bet falls to the next player holding cards on the left of the age,
  even if he straddled, and even if the age himself passed out before the
  draw; the age has the last say ([foster:7][foster-7]);
* the player whose turn it is must bet or throw his hand face down: there is
  no passing ([foster:8][foster-8]);
* a bet is any amount from one white to the limit, two blues; a call puts up
  as much as makes one's stake equal to the last player's; a raise adds to the
  call any further sum within the limit ([foster:8][foster-8]);
* a player has a say as long as a bet is owed an answer from him; only when
  no bet is made, or his own bet is neither called nor raised, has he nothing
  to say ([foster:9][foster-9]);
* there is no show for less and no borrowing: those are laws of the 1882 code
  ([1882:60][1882-60], [1882:62][1882-62]), which the account does not know.

Amounts are reckoned in whites and may be given in counters — whites, a
mapping, or words such as "four blues and a red" — under the values of
[`Counters`][pokerlaws.counters.Counters] (by default white 1, red 5, blue 10,
the limit two blues: an editorial ruling, since the text gives no values).

Examples:
    >>> from pokerlaws.betting_up import BettingUpTheHands
    >>> game = BettingUpTheHands(["A", "B", "C"], age="A", antes={"A": 2, "B": 2, "C": 2})
    >>> game.to_act                         # foster:7: the next player on the age's left
    'B'
    >>> game.bet("B", "a red"); game.raise_("C", "two blues"); game.call("A")
    >>> game.to_act, game.stake_in_counters("A")   # B must answer C's raise
    ('B', 'two blues and a red')
    >>> game.raise_("B", "three blues")
    Traceback (most recent call last):
    ...
    pokerlaws.errors.LimitExceeded: B may raise at most two blues over the last stake, two blues and a red, not three blues [law foster:8]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from pokerlaws.betting import BettingRound, Status
from pokerlaws.citations import implements
from pokerlaws.counters import DEFAULT_COUNTERS, Amount, Counters
from pokerlaws.errors import (
    BettingClosed,
    LimitExceeded,  # noqa: F401
    NotAllowed,
    OutOfTurn,
    ShowForLessRefused,
    StakeTooLow,
    moved_from,
)

__all__ = ["BettingUpTheHands"]

# The errors that were defined here are in pokerlaws.errors; their old names still work.
__getattr__ = moved_from(__name__, {})


@implements("foster:7", "foster:8", "foster:9")
class BettingUpTheHands(BettingRound):
    """The betting after the draw under the Foster-style account, in counters.

    Built on [`BettingRound`][pokerlaws.betting.BettingRound], whose turn and
    stakes it keeps: the turn passes to the left, starting with the first
    player holding cards on the left of the age, so that the age, if he holds
    cards, has the last say ([foster:7][foster-7], [foster:8][foster-8]). The
    acts are [`bet`][pokerlaws.betting_up.BettingUpTheHands.bet],
    [`call`][pokerlaws.betting_up.BettingUpTheHands.call],
    [`raise_`][pokerlaws.betting_up.BettingUpTheHands.raise_] and
    [`retire`][pokerlaws.betting_up.BettingUpTheHands.retire] (to throw
    one's hand face down), each with its ``can_…`` and ``verify_…``; ``pass_``
    is always refused, for the account knows no passing. The ``steps`` of
    the round are ruled under the account's paragraphs and state amounts in
    counters.

    Args:
        seats: every player at the table, in seat order: each is on the left
            of the one before him.
        age: the player on the dealer's left, who put up the blind and has the
            last say ([foster:7][foster-7]).
        players: those holding cards after the draw (default: every seat). The
            age may be left out: he passed out before the draw, or did not make
            good his ante; his privilege goes to no one else.
        antes: what each player has in the pool as blind and ante, in whites or
            counters (the age's blind made good counts as his ante).
        straddles: what each player put up as straddle, in whites or counters.
        counters: the values of the counters and the limit (default white 1,
            red 5, blue 10, limit two blues: the edition's ruling).

    Raises:
        UnknownPlayer: a name in *players*, *antes* or *straddles*, or an age,
            that is not in *seats*.
        InvalidAmount: an ante or straddle that is not an amount.
        ValueError: fewer than two seats or two players holding cards, or a
            seat named twice.

    Examples:
        >>> from pokerlaws.betting_up import BettingUpTheHands
        >>> seats = ["A", "B", "C", "D", "E"]
        >>> BettingUpTheHands(seats, age="A", straddles={"B": 4}).order   # B straddled: he still bets first
        ('B', 'C', 'D', 'E', 'A')
        >>> BettingUpTheHands(seats, age="A", players=["B", "C", "D"]).order   # the age passed out
        ('B', 'C', 'D')
    """

    def __init__(
        self,
        seats: Iterable[str],
        age: str,
        *,
        players: Iterable[str] | None = None,
        antes: Mapping[str, Amount] | None = None,
        straddles: Mapping[str, Amount] | None = None,
        counters: Counters = DEFAULT_COUNTERS,
    ) -> None:
        self.counters = counters
        """The values of the counters and the limit, in whites."""
        super().__init__(
            seats,
            ante_man=age,
            players=players,
            antes=self._in_whites(antes),
            straddles=self._in_whites(straddles),
            # "the player next on his left": the account leaves no crux of direction
            direction="left",
        )

    def _in_whites(self, amounts: Mapping[str, Amount] | None) -> dict[str, int]:
        return {player: self.counters.parse(amount) for player, amount in (amounts or {}).items()}

    # --- the state -------------------------------------------------------------

    @property
    def age(self) -> str:
        """The age: the player who put up the blind and has the last say ([foster:7][foster-7]).

        Examples:
            >>> from pokerlaws.betting_up import BettingUpTheHands
            >>> BettingUpTheHands(["A", "B", "C"], age="C").age
            'C'
        """
        return self.ante_man

    @property
    def limit(self) -> int:
        """The most a player may bet, or add to the call, in whites: two blues by default ([foster:8][foster-8]).

        Examples:
            >>> from pokerlaws.betting_up import BettingUpTheHands
            >>> from pokerlaws.counters import Counters
            >>> BettingUpTheHands(["A", "B"], age="A").limit, BettingUpTheHands(["A", "B"], age="A", counters=Counters(limit=50)).limit
            (20, 50)
        """
        assert self.counters.limit is not None  # Counters fills in the default
        return self.counters.limit

    def to_call(self, player: str) -> int:
        """What *player* must put up to call, in whites: the last player's stake less his own.

        Raises:
            UnknownPlayer: no such player.

        Examples:
            >>> from pokerlaws.betting_up import BettingUpTheHands
            >>> game = BettingUpTheHands(["A", "B", "C"], age="A")
            >>> game.bet("B", "two blues")
            >>> game.to_call("C"), game.counters.say(game.to_call("C"))
            (20, 'two blues')
        """
        self._known(player)
        return self._to_call(player)

    def stake_in_counters(self, player: str) -> str:
        """What *player* has staked since the draw, in counters, as the account states it.

        Antes and straddles are not counted ("besides his straddle and ante",
        [foster:9][foster-9]).

        Raises:
            UnknownPlayer: no such player.

        Examples:
            >>> from pokerlaws.betting_up import BettingUpTheHands
            >>> game = BettingUpTheHands(["A", "B"], age="A", antes={"A": 2, "B": 2})
            >>> game.bet("B", "a red"); game.raise_("A", "two blues")
            >>> game.stake_in_counters("A"), game.stake_in_counters("B"), game.pool
            ('two blues and a red', 'a red', 34)
        """
        self._known(player)
        return self.counters.say(self.stakes.get(player, 0))

    @implements("foster:9")
    def has_say(self, player: str) -> bool:
        """Whether *player* has anything more to say: a bet he has yet to answer ([foster:9][foster-9]).

        "As long as a player has any say about anything, whether it is to
        abdicate, better, or call, he can do any one of the three. It is only
        when there is no bet made, or when his own bet is either not called
        or not raised, that a player has nothing to say." A player has a say
        while the betting goes on and he has not answered the last raise (or,
        before any bet, has not yet had his turn).

        Raises:
            UnknownPlayer: no such player.

        Examples:
            >>> from pokerlaws.betting_up import BettingUpTheHands
            >>> game = BettingUpTheHands(["A", "B", "C"], age="A")
            >>> game.bet("B", "a red"); game.call("C")
            >>> game.has_say("B"), game.has_say("A")   # B's bet is called, not raised
            (False, True)
            >>> game.raise_("A", "a blue")
            >>> game.has_say("B")                        # A's raise gives him a say again
            True
        """
        self._known(player)
        return self.outcome is None and self.status.get(player) is Status.IN and player in self._owed

    # --- the acts ---------------------------------------------------------------

    @implements("foster:8")
    def bet(self, player: str, amount: Amount) -> None:
        """Put *amount* in the pool in one's turn: a bet, a call or a raise ([foster:8][foster-8]).

        The act is named by the stake it makes: the first stake is a bet; a
        stake equal to the last player's, a call; a higher one, a raise, of
        at most the limit over the last player's stake.

        Args:
            player: who bets; it must be his turn.
            amount: what he puts up now (not his whole stake): whites, a
                mapping of counters, or words ("two blues").

        Raises:
            OutOfTurn: it is another player's turn ([foster:7][foster-7],
                [foster:8][foster-8]).
            StakeTooLow: nothing put up (there is no passing), or less than
                makes his stake equal to the last player's ([foster:8][foster-8]).
            LimitExceeded: a bet, or the part of a raise beyond the call, above
                the limit ([foster:8][foster-8]).
            BettingClosed: the betting is over and he has nothing to say
                ([foster:9][foster-9]), or he has thrown his hand.
            InvalidAmount: *amount* is not an amount.
            UnknownPlayer: no such player.

        Examples:
            >>> from pokerlaws.betting_up import BettingUpTheHands
            >>> game = BettingUpTheHands(["A", "B", "C"], age="A")
            >>> game.bet("B", "a red"); game.bet("C", {"red": 1, "blue": 2})
            >>> print(*game.steps, sep="\\n")
            1. B bets: stakes a red; the pool holds 5 whites [foster:8]
            2. C raises: puts up two blues and a red, a red to call and two blues more; his stake is two blues and a red; the pool holds 30 whites [foster:8]
            >>> game.bet("A", 0)
            Traceback (most recent call last):
            ...
            pokerlaws.errors.StakeTooLow: A must put up two blues and a red to call C, or raise, or throw his hand face down; he puts up nothing [law foster:8]
        """
        self.verify_bet(player, amount)
        whites = self.counters.parse(amount)
        before = self.to_meet
        to_call = self._to_call(player)
        super().bet(player, whites)
        # the base class rules the act under 1882; restate it under the account, in counters
        say = self.counters.say
        stake = self.stakes[player]
        if before == 0:
            note = f"stakes {say(stake)}"
        elif stake == before:
            note = f"puts up {say(whites)}, making his stake equal to the last player's, {say(stake)}"
        else:
            note = (
                f"puts up {say(whites)}, "
                + (f"{say(to_call)} to call and {say(stake - before)} more" if to_call else f"{say(stake - before)} more")
                + f"; his stake is {say(stake)}"
            )
        self.steps[-1] = replace(self.steps[-1], laws=("foster:8",), note=f"{note}; the pool holds {self.pool} whites")

    def verify_bet(self, player: str, amount: Amount) -> None:
        """Raise what [`bet`][pokerlaws.betting_up.BettingUpTheHands.bet] would raise; do nothing else.

        Examples:
            >>> from pokerlaws.betting_up import BettingUpTheHands
            >>> game = BettingUpTheHands(["A", "B", "C"], age="A")
            >>> game.verify_bet("B", "nothing")
            Traceback (most recent call last):
            ...
            pokerlaws.errors.StakeTooLow: B must bet or throw his hand face down: there is no passing, and a bet is at least a white [law foster:8]
        """
        self._verify_turn(player)
        whites = self.counters.parse(amount)
        say = self.counters.say
        stake = self.stakes[player] + whites
        before = self.to_meet
        if stake == 0 and before == 0:
            raise StakeTooLow(
                f"{player} must bet or throw his hand face down: there is no passing, and a bet is at least a white",
                law="foster:8",
            )
        if stake < before:
            last = self.last_player if self.last_player and self.stakes[self.last_player] == before else "the last player"
            raise StakeTooLow(
                f"{player} must put up {say(before - self.stakes[player])} to call {last}, or raise, "
                f"or throw his hand face down; he puts up {say(whites)}",
                law="foster:8",
            )
        if stake - before > self.limit:
            if before == 0:
                message = f"{player} may bet from a white to the limit, {say(self.limit)}, not {say(whites)}"
            else:
                message = (
                    f"{player} may raise at most {say(self.limit)} over the last stake, {say(before)}, "
                    f"not {say(stake - before)}"
                )
            raise LimitExceeded(message, law="foster:8")
        super().verify_bet(player, whites)

    def can_bet(self, player: str, amount: Amount) -> bool:
        """Whether *player* may put up *amount* now.

        Examples:
            >>> from pokerlaws.betting_up import BettingUpTheHands
            >>> game = BettingUpTheHands(["A", "B"], age="A")
            >>> game.can_bet("B", "a white"), game.can_bet("B", "two blues"), game.can_bet("B", 21), game.can_bet("A", 5)
            (True, True, False, False)
        """
        return self._can(self.verify_bet, player, amount)

    @implements("foster:8")
    def call(self, player: str) -> None:
        """Put up what makes one's stake equal to the last player's ([foster:8][foster-8]).

        "If he calls, he does so by placing in the pool an amount equal to
        that staked by the last player." With no bet made there is nothing to
        call, and the call is refused like a pass.

        Raises:
            StakeTooLow: no bet has been made: he must bet or throw his hand.
            PokerLawError: as [`bet`][pokerlaws.betting_up.BettingUpTheHands.bet] raises.

        Examples:
            >>> from pokerlaws.betting_up import BettingUpTheHands
            >>> game = BettingUpTheHands(["A", "B", "C"], age="A")
            >>> game.bet("B", "a red"); game.call("C"); game.call("A")
            >>> game.outcome, game.pool
            ('show', 15)
        """
        super().call(player)

    @implements("foster:8", "foster:9")
    def raise_(self, player: str, by: Amount) -> None:
        """Call, and add *by*: "any further sum he sees fit, within the limit" ([foster:8][foster-8]).

        With no bet made, this is a bet of *by*.

        Args:
            player: who raises; it must be his turn.
            by: what he adds to the call, from a white to the limit: whites,
                counters or words.

        Raises:
            StakeTooLow: *by* is nothing.
            LimitExceeded: *by* is more than the limit.
            PokerLawError: as [`bet`][pokerlaws.betting_up.BettingUpTheHands.bet] raises.

        Examples:
            >>> from pokerlaws.betting_up import BettingUpTheHands
            >>> game = BettingUpTheHands(["A", "B", "C"], age="A")
            >>> game.bet("B", "a red")
            >>> game.raise_("C", "two blues")     # foster:9: D "sees B ... and he then raises him"
            >>> game.steps[-1].deposited, game.stake_in_counters("C")
            (25, 'two blues and a red')
            >>> [game.can_raise("A", by) for by in ("two blues", "a blue", "a red", "a white", "two blues and a white")]
            [True, True, True, True, False]
        """
        self.verify_raise(player, by)
        super().raise_(player, self.counters.parse(by))

    def verify_raise(self, player: str, by: Amount) -> None:
        """Raise what [`raise_`][pokerlaws.betting_up.BettingUpTheHands.raise_] would raise.

        Examples:
            >>> from pokerlaws.betting_up import BettingUpTheHands
            >>> BettingUpTheHands(["A", "B"], age="A").verify_raise("B", 0)
            Traceback (most recent call last):
            ...
            pokerlaws.errors.StakeTooLow: B must raise by at least a white [law foster:8]
        """
        self._verify_turn(player)
        whites = self.counters.parse(by)
        if whites == 0:
            raise StakeTooLow(f"{player} must raise by at least a white", law="foster:8")
        super().verify_raise(player, whites)

    def can_raise(self, player: str, by: Amount) -> bool:
        """Whether *player* may raise by *by* now.

        Examples:
            >>> from pokerlaws.betting_up import BettingUpTheHands
            >>> BettingUpTheHands(["A", "B"], age="A").can_raise("B", "two blues")
            True
        """
        return self._can(self.verify_raise, player, by)

    @implements("foster:8", "foster:9")
    def retire(self, player: str) -> None:
        """Throw one's hand face down, losing all claim to one's stake ([foster:8][foster-8], [foster:9][foster-9]).

        The account's words are to "throw his hand face downward", "abandon
        his hand", "retire", "drop out". "If B throws down his cards he loses
        all claim to what he has already staked in the pool, ... besides his
        straddle and ante."

        Raises:
            OutOfTurn: it is another player's turn.
            BettingClosed: the betting is over, or he has thrown his hand.
            UnknownPlayer: no such player.

        Examples:
            >>> from pokerlaws.betting_up import BettingUpTheHands
            >>> game = BettingUpTheHands(["A", "B", "C"], age="A", antes={"B": 4})
            >>> game.bet("B", "a red"); game.retire("C"); game.raise_("A", "a blue"); game.retire("B")
            >>> print(game.steps[-1])
            4. B retires: throws his hand face down, losing all claim to his stake, a red, besides his ante [foster:8, foster:9]
            >>> game.outcome, game.winner_without_show
            ('uncalled', 'A')
        """
        super().retire(player)
        extra = [what for what, held in (("straddle", self.straddles), ("ante", self.antes)) if held.get(player)]
        besides = f", besides his {' and '.join(extra)}" if extra else ""
        stake = self.stakes[player]
        note = (
            f"throws his hand face down, losing all claim to his stake, {self.counters.say(stake)}{besides}"
            if stake
            else f"throws his hand face down{', losing all claim to his ' + ' and '.join(extra) if extra else ''}"
        )
        self.steps[-1] = replace(self.steps[-1], laws=("foster:8", "foster:9"), note=note)

    @implements("foster:8")
    def demand_show(self, player: str) -> None:
        """Refused always: the account knows no show for less ([foster:8][foster-8]).

        The show for less is a law of the 1882 code ([1882:60][1882-60]). In
        this account the player whose turn it is "must either do so, or throw
        his hand".

        Raises:
            ShowForLessRefused: always, for a player of the game.
            UnknownPlayer: no such player.

        Examples:
            >>> from pokerlaws.betting_up import BettingUpTheHands
            >>> game = BettingUpTheHands(["A", "B"], age="A")
            >>> game.bet("B", 5)
            >>> game.demand_show("A")
            Traceback (most recent call last):
            ...
            pokerlaws.errors.ShowForLessRefused: a show for less is a law of the 1882 code (1882:60), not of this account: A must call, raise or throw his hand face down [law foster:8]
        """
        self.verify_demand_show(player)

    def verify_demand_show(self, player: str) -> None:
        """Raise what [`demand_show`][pokerlaws.betting_up.BettingUpTheHands.demand_show] raises: always.

        Examples:
            >>> from pokerlaws.betting_up import BettingUpTheHands
            >>> BettingUpTheHands(["A", "B"], age="A").can_demand_show("B")
            False
        """
        self._known(player)
        raise ShowForLessRefused(
            f"a show for less is a law of the 1882 code (1882:60), not of this account: "
            f"{player} must call, raise or throw his hand face down",
            law="foster:8",
        )

    def borrow(self, player: str, amount: Amount) -> None:
        """Refused always: borrowing is a law of the 1882 code ([1882:62][1882-62]), not of this account.

        The account bounds a bet by the limit, not by a player's funds, so the
        engine keeps no funds to borrow to.

        Raises:
            NotAllowed: always, for a player of the game.
            UnknownPlayer: no such player.

        Examples:
            >>> from pokerlaws.betting_up import BettingUpTheHands
            >>> BettingUpTheHands(["A", "B"], age="A").can_borrow("B", 20)
            False
        """
        self.verify_borrow(player, amount)

    def verify_borrow(self, player: str, amount: Amount) -> None:
        """Raise what [`borrow`][pokerlaws.betting_up.BettingUpTheHands.borrow] raises: always.

        Examples:
            >>> from pokerlaws.betting_up import BettingUpTheHands
            >>> BettingUpTheHands(["A", "B"], age="A").verify_borrow("B", 20)
            Traceback (most recent call last):
            ...
            pokerlaws.errors.NotAllowed: borrowing is a law of the 1882 code (1882:62), not of this account, which bounds a bet by the limit alone
        """
        self._known(player)
        raise NotAllowed(
            "borrowing is a law of the 1882 code (1882:62), not of this account, which bounds a bet by the limit alone"
        )

    # --- the base class's checks, in the account's terms ---------------------------------

    def _verify_betting(self, player: str) -> None:
        self._known(player)
        if self.status.get(player) is Status.IN:
            if self.outcome == "show":
                raise BettingClosed(
                    f"{player} has nothing to say: the stakes are equal, the betting has stopped "
                    "and the hands must be shown",
                    law="foster:9",
                )
            if self.outcome == "uncalled":
                why = "his bet was not called" if self.stakes[player] else "no bet was made and he alone holds cards"
                raise BettingClosed(f"{player} has nothing to say: {why}", law="foster:9")
        super()._verify_betting(player)

    def _verify_turn(self, player: str) -> None:
        self._verify_betting(player)
        if player != self.to_act:
            if self.to_meet == 0:
                raise OutOfTurn(
                    f"the first bet is {self.to_act}'s, not {player}'s: the next player holding cards on the left "
                    f"of the age, {self.age}, must make it",
                    law="foster:7",
                )
            raise OutOfTurn(
                f"it is {self.to_act}'s turn, not {player}'s: each player in turn to the left, "
                f"the age, {self.age}, having the last say",
                law="foster:8",
            )
