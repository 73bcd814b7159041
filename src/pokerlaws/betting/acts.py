"""The betting after the draw: one set of acts on the one interval, configured by a code.

A [`Betting`][pokerlaws.betting.acts.Betting] holds the players in their seats,
the age (under the 1882 laws the *ante-man*, whom a whole deal takes to be the
age by the ruling on [1882:53][1882-53]), what each has put in the pool, and whose
turn it is, on an [`Interval`][pokerlaws.table.Interval]; its
[`Code`][pokerlaws.table.Code] says which acts exist, their words, whether a
player may pass, the limit, how an amount is read and which law each breach
offends. The acts are the laws' own: to bet (stake), call, raise, pass,
retire, and — to no effect — state an intention. Each act has a ``can_…``
question and a ``verify_…`` check beside it, which returns what the act then
uses; an act that breaks a law raises a
[`PokerLawError`][pokerlaws.errors.PokerLawError] naming the law, and changes
nothing.

Each code's own acts are a thin layer on it: the 1882 laws' show for less,
borrowing and recall ([`BettingRound`][pokerlaws.betting.BettingRound]),
the Foster-style account's say and counters
([`BettingUpTheHands`][pokerlaws.betting.BettingUpTheHands]).

Amounts are whole counters (whites). A player's *stake* is what he has
deposited in the pool since the draw; the antes and straddles put up before the
draw are kept apart, because law 60 treats them apart ([1882:60][1882-60]).

Examples:
    One class plays every code; only the data differ. Under the 1882 laws a
    player may pass; under the Foster-style account he must bet or throw his
    hand ([foster:8][foster-8]):

    >>> from pokerlaws.betting.acts import Betting
    >>> Betting(["A", "B", "C"], age="A", code="1882").can_pass("B")
    True
    >>> under_foster = Betting(["A", "B", "C"], age="A", code="foster")
    >>> under_foster.can_pass("B"), under_foster.can_bet("B", "two blues"), under_foster.can_bet("B", "three blues")
    (False, True, False)
"""

from __future__ import annotations

from pokerlaws.betting.out_of_turn import OutOfTurnActs
from pokerlaws.citations import implements
from pokerlaws.errors import (
    BetRecalled,
    InvalidAmount,
    LimitExceeded,
    NotAllowed,
    StakeTooLow,
    accepts,
)
from pokerlaws.messages import one_line
from pokerlaws.table.counters import Amount

__all__ = ["Betting"]


@implements("1882:52", "1882:53", "1882:57", "1882:58", "1882:59", "foster:7", "foster:8", "foster:9")
class Betting(OutOfTurnActs):
    """The betting after the draw among the players who hold cards, under a code.

    Args:
        seats: every player at the table, in seat order: each is on the left
            of the one before him (the last on the left of the first).
        age: the player on the dealer's left, who put up the ante or blind:
            the first to bet is the first player holding cards on his left
            ([1882:53][1882-53], the *ante-man*, taken in a whole deal for the
            age by the ruling there; [foster:7][foster-7], the *age*).
        code: the [`Code`][pokerlaws.table.Code] played, or its name.
        players: those still holding cards after the draw (default: all the
            seats); the others keep their seats.
        antes: counters each player put up as ante (or blind) before the draw.
        straddles: counters each player put up as straddle before the draw.
        funds: counters each player has left to bet; a player not named (or
            all, when *funds* is None) has enough for any bet.
        rulings: the editor's readings
            ([`BettingRulings`][pokerlaws.betting.BettingRulings]; default,
            each field's default): the direction of the turn, acts out of turn.

    Raises:
        UnknownPlayer: a name in *players*, *antes*, *straddles* or *funds*,
            or an age, that is not in *seats*.
        InvalidAmount: an ante or straddle the code cannot read.
        ValueError: fewer than two seats or players, a seat named twice, a
            negative amount, an unknown code, or *rulings* not a
            [`BettingRulings`][pokerlaws.betting.BettingRulings].

    Examples:
        Any code is played by this one class; here the Foster-style account:

        >>> from pokerlaws.betting.acts import Betting
        >>> game = Betting(["A", "B", "C"], age="A", code="foster")
        >>> game.bet("B", "a red"); game.retire("C"); game.call("A")
        >>> print(game.steps[-1])
        3. A calls: puts up a red, making his stake equal to the last player's, a red; the pool holds 10 whites [foster:8]
    """

    # --- the acts ---------------------------------------------------------------

    @implements("1882:52", "foster:8")
    def verify_act(self, act: str) -> None:
        """Raise [`NotAllowed`][pokerlaws.errors.NotAllowed] if the code knows no such act (one of [`BETTING_ACTS`][pokerlaws.table.codes.BETTING_ACTS]).

        Examples:
            >>> from pokerlaws.betting.acts import Betting
            >>> Betting(["A", "B"], age="A", code="foster").verify_act("show for less")
            Traceback (most recent call last):
            ...
            pokerlaws.errors.NotAllowed: show for less is not an act of the Foster-style account [law foster:8]
        """
        if not isinstance(act, str) or act not in self.code.acts:
            said = act if isinstance(act, str) else one_line(repr(act))
            raise NotAllowed(self.code.message("no such act", act=said, code=self.code.name), law=self.code.law("no such act"))

    @implements("1882:53", "1882:54", "1882:55", "1882:56", "foster:8")
    def bet(self, player: str, amount: Amount) -> None:
        """Deposit *amount* in the pool in one's turn: a bet, call, raise or pass.

        The act is named by the stake it makes: equal to the highest stake, a
        call (a pass when that is nothing); above it, a raise (a bet when
        nothing was staked). What counts is the amount deposited, not what the
        player says ([1882:56][1882-56], [1882:57][1882-57]).

        Out of turn, where the code lets it stand, the deposit counts when his
        turn comes ([1882:55][1882-55], [`betting_out_of_turn`][pokerlaws.betting.out_of_turn]).

        Args:
            player: who bets; in his turn, or out of it where the code lets the deposit stand.
            amount: what he deposits now (not his total stake), as the code
                reads an amount: counters, or under the Foster-style account
                also words ("two blues").

        Raises:
            OutOfTurn: it is another player's turn, under a code that refuses
                bets out of turn ([foster:7][foster-7]).
            StakeTooLow: his stake would be less than the preceding player's
                ([1882:53][1882-53]), or nothing where the code allows no passing ([foster:8][foster-8]).
            LimitExceeded: a bet, or the part of a raise beyond the call, above the code's limit.
            BetRecalled: a negative amount, i.e. taking back ([1882:55][1882-55]).
            NotAllowed: more than his funds.
            BettingClosed: the betting is over, or he is out of it.
            InvalidAmount: not an amount. UnknownPlayer: no such player.

        Examples:
            >>> from pokerlaws.betting import BettingRound
            >>> game = BettingRound(["A", "B"], ante_man="A")
            >>> game.bet("B", 4); game.bet("A", 6)
            >>> [(s.player, s.act, s.stake) for s in game.steps]
            [('B', 'bet', 4), ('A', 'raise', 6)]
        """
        self._stake(player, self.verify_bet(player, amount))

    def verify_bet(self, player: str, amount: Amount) -> int:
        """Raise what [`bet`][pokerlaws.betting.acts.Betting.bet] would raise; else return the amount in counters."""
        if self._acts_out_of_turn(player):
            return self._check_out_of_turn(player, self.code.read(amount))
        return self._check_stake(player, self.code.read(amount))

    def _check_stake(self, player: str, whites: int) -> int:
        """Refuse a deposit of *whites* by *player*, whose turn it is, that breaks a law of the code; else return it."""
        code, say = self.code, self.code.say
        if whites < 0:
            raise BetRecalled(code.message("recall", player=player, amount=say(-whites)), law=code.law("recall"))
        before, stake = self.to_meet, self.stakes[player] + whites
        kind = ("raise" if before else "bet") if stake > before else ("call" if stake else "pass")
        if kind != "pass" or code.passing:
            self.verify_act(kind)  # an act the code has not: a raise where it allows none, say
        if stake == 0 and before == 0 and not code.passing:
            raise StakeTooLow(code.message("no passing", player=player), law=code.law("no passing"))
        if stake < before and code.out_of_turn == "stands" and (whites > 0 or self.rulings.short_deposit == "retires"):
            pass  # short of the stake to meet: a deposit is made all the same (1882:56); the ruling on 1882:54 says what follows
        elif stake < before:
            last = self.last_player if self.last_player and self.stakes[self.last_player] == before else "the last player"
            fields = {"stake": say(stake), "to_meet": say(before), "short": say(before - self.stakes[player]), "amount": say(whites)}
            fields["preceding"] = self._preceding(player)
            raise StakeTooLow(code.message("too low", player=player, last=last, **fields), law=code.law("too low"))
        if code.limit is not None and stake - before > code.limit:
            breach = "limit, raise" if before else "limit"
            fields = {"limit": say(code.limit), "to_meet": say(before), "over": say(stake - before), "amount": say(whites)}
            raise LimitExceeded(code.message(breach, player=player, **fields), law=code.law(breach))
        funds = self.funds[player]
        if funds is not None and whites > funds:
            raise NotAllowed(code.message("funds", player=player, funds=say(funds), amount=say(whites), hint=self._short_of_funds(player)))
        return whites

    def can_bet(self, player: str, amount: Amount) -> bool:
        """Whether *player* may deposit *amount* now."""
        return accepts(self.verify_bet, player, amount)

    @implements("1882:53", "foster:8")
    def call(self, player: str) -> None:
        """Deposit what makes one's stake equal to the preceding: a call (a pass if that is nothing).

        Raises:
            PokerLawError: as [`bet`][pokerlaws.betting.acts.Betting.bet] raises.
        """
        self._stake(player, self.verify_call(player))

    def verify_call(self, player: str) -> int:
        """Raise what [`call`][pokerlaws.betting.acts.Betting.call] would raise; else return the amount to call."""
        if self._acts_out_of_turn(player):
            return self._check_out_of_turn(player, self._behind(player))
        return self._check_stake(player, self.interval.to_call(player))

    def can_call(self, player: str) -> bool:
        """Whether *player* may call now."""
        return accepts(self.verify_call, player)

    @implements("1882:53", "foster:8", "foster:9")
    def raise_(self, player: str, by: Amount) -> None:
        """Call and add *by*: a raise (a bet when nothing was staked).

        Raises:
            InvalidAmount: *by* is not a positive amount (under 1882).
            StakeTooLow: *by* is nothing (under the Foster-style account).
            PokerLawError: as [`bet`][pokerlaws.betting.acts.Betting.bet] raises.
        """
        self._stake(player, self.verify_raise(player, by))

    def verify_raise(self, player: str, by: Amount) -> int:
        """Raise what [`raise_`][pokerlaws.betting.acts.Betting.raise_] would raise; else return the amount deposited."""
        out_of_turn = self._acts_out_of_turn(player)
        code = self.code
        if code.counters is None and (not isinstance(by, int) or isinstance(by, bool) or by <= 0):
            raise InvalidAmount(code.message("raise by", player=player, amount=by))
        whites = code.read(by)
        if whites <= 0:
            raise StakeTooLow(code.message("raise by", player=player, amount=by), law=code.law("raise by"))
        if out_of_turn:
            return self._check_out_of_turn(player, self._behind(player) + whites)
        self._verify_not_raising_after_short(player)
        return self._check_stake(player, self.interval.to_call(player) + whites)

    def can_raise(self, player: str, by: Amount) -> bool:
        """Whether *player* may raise by *by* now."""
        return accepts(self.verify_raise, player, by)

    def pass_(self, player: str) -> None:
        """Stake nothing when nothing has to be staked ([1882:57][1882-57] speaks of passing), where the code allows it.

        Raises:
            StakeTooLow: a stake is due (he must meet it or retire,
                [1882:53][1882-53]), or the code allows no passing ([foster:8][foster-8]).
            PokerLawError: as [`bet`][pokerlaws.betting.acts.Betting.bet] raises.
        """
        self._stake(player, self.verify_pass(player))

    def verify_pass(self, player: str) -> int:
        """Raise what [`pass_`][pokerlaws.betting.acts.Betting.pass_] would raise; else return 0."""
        return self.verify_bet(player, 0)

    def can_pass(self, player: str) -> bool:
        """Whether *player* may pass now."""
        return accepts(self.verify_pass, player)

    @implements("1882:54", "foster:8", "foster:9")
    def retire(self, player: str) -> None:
        """Lay one's cards face down and retire, forfeiting one's stake ([1882:54][1882-54], [foster:9][foster-9]).

        Out of turn, see [`OutOfTurnActs`][pokerlaws.betting.out_of_turn.OutOfTurnActs] (``retire_out_of_turn``).

        Raises:
            OutOfTurn: it is another player's turn, under a code that refuses acts out of turn.
            BettingClosed: the betting is over, or he is out of it.
            UnknownPlayer: no such player.
        """
        if self.verify_retire(player):
            self._retire_out_of_turn(player)
            return
        self.interval.leave(player)
        stake = self._forfeited(player)
        note = self.code.note("retire" if stake else "retire, nothing staked", stake=self.code.say(stake), **self._claims(player))
        self._record(player, "retire", 0, note)
        self.falls_short.discard(player)
        self._turn_comes()

    def verify_retire(self, player: str) -> bool:
        """Raise what [`retire`][pokerlaws.betting.acts.Betting.retire] would raise; else return whether it is out of turn."""
        out_of_turn = self._acts_out_of_turn(player)
        self.verify_act("retire")
        return out_of_turn

    def can_retire(self, player: str) -> bool:
        """Whether *player* may retire now."""
        return accepts(self.verify_retire, player)

    @implements("1882:57")
    def say(self, player: str, statement: str) -> None:
        """Record what a player says he will do; it binds no one ([1882:57][1882-57]).

        Raises:
            BettingClosed: the betting is over, or he is out of it.
            NotAllowed: the code has no statements.
            ValueError: *statement* is not words.
            UnknownPlayer: no such player.

        Examples:
            >>> from pokerlaws.betting import BettingRound
            >>> game = BettingRound(["A", "B"], ante_man="A")
            >>> game.say("B", "I bet ten"); game.bet("B", 2)
            >>> game.stakes["B"], game.steps[0].act
            (2, 'statement')
        """
        statement = self.verify_say(player, statement)
        self._record(player, "statement", 0, self.code.note("statement", statement=statement))

    def verify_say(self, player: str, statement: str) -> str:
        """Raise what [`say`][pokerlaws.betting.acts.Betting.say] would raise; else return the statement."""
        self._verify_betting(player)
        self.verify_act("statement")
        if not isinstance(statement, str) or not statement.strip():
            raise ValueError(f"a statement is what the player says, in words, not {one_line(repr(statement))}")
        return statement

    def can_say(self, player: str, statement: str) -> bool:
        """Whether *player* may make a statement now."""
        return accepts(self.verify_say, player, statement)

    # --- helpers ----------------------------------------------------------------------

    def _stake(self, player: str, whites: int) -> None:
        """Deposit *whites*, checked, and record the act under the code: in turn, or out of it where it stands."""
        if player != self.interval.turn:
            self._deposit_out_of_turn(player, whites)
            return
        if self.stakes[player] + whites < self.to_meet:
            self._short_deposit(player, whites)
            return
        self._stake_in_turn(player, whites)
        self.falls_short.discard(player)
        self._turn_comes()

    def _short_deposit(self, player: str, whites: int) -> None:
        """A deposit in his turn short of the stake to meet, under a code whose deposits stand: it is made and
        cannot be recalled (laws 55, 56); he retires at once, forfeiting his stake, or makes it up, as the ruling on
        law 54 (``rulings.short_deposit``) says. Staking nothing (a pass) where a stake is due is, under ``"retires"``,
        the case of law 54 too: he "does not stake a sum at least equal", and retires.

        Under either reading, a player whose bet was raised and who deposits all his funds, short of the
        stake, has made law 60's deposit: he "may deposit in the pool whatever funds he has, and demand a
        show for that amount" ([1882:60][1882-60]), so his turn stays for the demand (or to borrow, law 62,
        or to retire)."""
        code, say = self.code, self.code.say
        to_meet, had_bet = self.to_meet, self.stakes[player] > 0
        self.stakes[player] += whites
        if self.funds[player] is not None:
            self.funds[player] -= whites
        # law 60: a bet raised, all his funds deposited, and the act of the demand in the code
        funds_spent = whites > 0 and had_bet and self.funds[player] == 0 and "show for less" in code.acts
        if funds_spent or self.rulings.short_deposit == "make up":
            how = "short, stands"
        else:
            how = "short, retires" if whites else "short, nothing"
        if how != "short, stands":
            self.interval.leave(player)
        # a player who retires forfeits his stake as his code counts it; one whose turn stays has staked so far
        stake = self.stakes[player] if how == "short, stands" else self._forfeited(player)
        fields = {"amount": say(whites), "to_meet": say(to_meet), "stake": say(stake), "pool": self.pool, **self._claims(player)}
        fields["preceding"] = self._preceding(player)
        if how == "short, stands":
            made_up = self.rulings.short_deposit == "make up"
            fields["options"] = (
                ("borrow (1882:62) to meet the stake or raise, " if made_up else "borrow to call (1882:62), ")
                + "demand a show for that amount (1882:60), or retire"
                if funds_spent
                else "meet the stake, raise, or retire (the ruling on 1882:54)"
            )
        laws = tuple(dict.fromkeys(code.laws.get(how, ()) + ("1882:60",))) if funds_spent else None
        # a stake of nothing is not said to be forfeited: what he put up before the betting is
        nothing = f"{how}, nothing staked"
        self._record(player, how, whites, code.note(nothing if not stake and nothing in code.notes else how, **fields), laws)
        if how != "short, stands":
            self.falls_short.discard(player)
            self._turn_comes()

    def _count_in_turn(self, player: str, whites: int) -> None:
        self._stake_in_turn(player, whites, counted=True, funded=True)

    def _stake_in_turn(self, player: str, whites: int, *, counted: bool = False, funded: bool = False) -> None:
        """Stake *whites* in his turn; *counted*: they were deposited out of turn (and *funded*: already taken from his funds)."""
        before, to_call = self.to_meet, self.interval.to_call(player)
        act = self.interval.stake(player, whites)
        if self.funds[player] is not None and not funded:
            self.funds[player] -= whites
        say, stake = self.code.say, self.stakes[player]
        note = self.code.note(
            act, stake=say(stake), over=say(stake - before), amount=say(whites), pool=self.pool,
            calling=f"{say(to_call)} to call and " if to_call else "",
        )  # fmt: skip
        if counted:
            # the counters went into the pool with the deposit's own step: this one moves none
            note = self.code.note("out of turn, counted", amount=say(whites)) + note
            laws = tuple(dict.fromkeys(self.code.laws.get(act, ()) + self.code.laws["out of turn, counted"]))
            self._record(player, act, 0, note, laws)
            return
        self._record(player, act, whites, note)

    def _short_of_funds(self, player: str) -> str:
        """What a player without funds to call may do besides borrowing, under the code (nothing more, here)."""
        return ""
