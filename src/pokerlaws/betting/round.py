"""The betting after the draw, as laws 52–62 of 1882 order it.

A [`BettingRound`][pokerlaws.betting.BettingRound] is the one betting of the
engine ([`Betting`][pokerlaws.betting.acts.Betting]) under the 1882 code, with
the acts that code alone has as a thin layer on it: to demand a show for less
([1882:60][1882-60], [1882:61][1882-61]), to borrow ([1882:62][1882-62]) and —
always refused — to recall a bet ([1882:55][1882-55]). It holds the players in
their seats, the ante-man, what each has put in the pool, and whose turn it
is; its acts are to bet (stake), call, raise, pass, retire, demand a show for
less, borrow, and — to no effect — state an intention. Each act has a
``can_…`` question and a ``verify_…`` check beside it; an act that breaks a law
raises a [`PokerLawError`][pokerlaws.errors.PokerLawError] naming the law, and
changes nothing.

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

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from pokerlaws.betting.acts import Betting
from pokerlaws.betting.rulings import BettingRulings
from pokerlaws.citations import implements
from pokerlaws.errors import (
    BetRecalled,
    BettingClosed,
    InvalidAmount,
    ShowForLessRefused,
    accepts,
)
from pokerlaws.table import CODES
from pokerlaws.table.interval import Status

__all__ = ["BettingRound", "Demand"]


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
class BettingRound(Betting):
    """The betting after the draw among the players who hold cards, under the 1882 laws.

    Args:
        seats: every player at the table, in seat order: each is on the left
            of the one before him (the last on the left of the first).
        ante_man: the player who put up the ante ([1882:53][1882-53]),
            held as the [`age`][pokerlaws.betting.acts.Betting] of the one
            machine; a whole deal gives the age, or the first to make good
            (the ruling on [1882:53][1882-53], ``BlindRulings.ante_man``).
        players: those still holding cards after the draw (default: all the
            seats); the others have retired before the draw but keep their seats.
        antes: counters each player put up as ante before the draw.
        ante: how many of the ante-man's *antes* were law 60's "the ante"
            (the ruling on [1882:60][1882-60]: in a whole deal his blind);
            None, all of them. Every other counter in *antes* was made good,
            part of its player's stake: a player who retires forfeits it with
            what he staked after the draw, "his stake in that game"
            ([1882:54][1882-54]), and the step says so in law 54's words.
        straddles: counters each player put up as straddle before the draw.
        funds: counters each player has left to bet; a player not named (or
            all, when *funds* is None) has enough for any bet.
        rulings: the editor's readings where laws 53, 54, 55 and 62 do not
            decide ([`BettingRulings`][pokerlaws.betting.BettingRulings]:
            the direction of the turn, a bet out of turn that a raise made
            meanwhile leaves short, a retirement out of turn, a raise on
            borrowed money); by default each field's default.
        code: ``"1882"``, or ``"1895"`` for the betting after the draw of an
            1895 blind pool, which the Guide leaves to "poker" and the edition
            plays by the 1882 laws; the codes differ in what a player who
            went out may claim ([`Code.retired_claim`][pokerlaws.table.Code]:
            the ruling on "Once out of a game, a player can never enter again", [1895:24][1895-24]).

    Raises:
        UnknownPlayer: a name in *players*, *antes*, *straddles* or *funds*
            that is not in *seats*, or an ante-man who is not.
        ValueError: fewer than two seats or players, a seat named twice, a
            negative amount, or *rulings* not a
            [`BettingRulings`][pokerlaws.betting.BettingRulings].

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
        rulings: BettingRulings | None = None,
        code: str = "1882",
        ante: int | None = None,
    ) -> None:
        if code not in ("1882", "1895"):
            raise ValueError(f'a betting round is played under "1882", or "1895" (whose betting after the draw is the 1882 laws\'), not {code!r}')
        table = {"players": players, "antes": antes, "straddles": straddles, "funds": funds, "rulings": rulings}
        super().__init__(seats, ante_man, code=CODES[code], **table)
        mine = self.antes.get(self.age, 0)
        if ante is not None and not (isinstance(ante, int) and not isinstance(ante, bool) and 0 <= ante <= mine):
            raise ValueError(f"ante: a whole number of counters within the ante-man {self.age}'s antes of {mine}, not {ante!r}")
        self.ante = mine if ante is None else ante
        """Law 60's "the ante": how many of the ante-man's antes it was (the ruling on [1882:60][1882-60])."""
        self.borrowed: set[str] = set()
        self.raised_on_borrowed: set[str] = set()

    @property
    def ante_man(self) -> str:
        """The ante-man, the player who put up the ante ([1882:53][1882-53]): the seat the round was given.

        A whole deal gives the age, by an analogy across sources, or the first
        player to make good (the ruling on [1882:53][1882-53],
        [`BlindRulings.ante_man`][pokerlaws.blind.BlindRulings]).
        """
        return self.age

    def made_good(self, player: str) -> int:
        """What *player* made good before the draw: his antes, less law 60's "the ante" for the ante-man (the ruling on [1882:60][1882-60])."""
        return self.antes.get(player, 0) - (self.ante if player == self.age else 0)

    def _forfeited(self, player: str) -> int:
        """Law 54's "his stake in that game": what he made good before the draw and staked after it (the ruling on [1882:60][1882-60])."""
        return self.made_good(player) + self.stakes[player]

    def _claims(self, player: str) -> dict[str, str]:
        """What the note of a player who retires says of what he put up that is not his stake: his straddle, and the
        ante-man's ante, which stay in the pool (law 54 forfeits his stake, not a claim: the Foster-style account's
        "losing all claim" is its own, [foster:9][foster-9])."""
        extra = " and ".join(
            what for what, held in (("straddle", self.straddles.get(player, 0)), ("ante", self.ante if player == self.age else 0)) if held
        )
        # "besides" is foster:9's word ("besides his straddle and ante"), and would read as forfeiting the ante too
        return {"besides": f", his {extra} staying in the pool" if extra else "", "losing": f", leaving his {extra} in the pool" if extra else ""}

    def _stake_in_turn(self, player: str, whites: int, *, counted: bool = False, funded: bool = False) -> None:
        raising = bool(self.to_meet)
        super()._stake_in_turn(player, whites, counted=counted, funded=funded)
        if raising and player in self.borrowed and self.steps[-1].act == "raise":
            # law 62 speaks of borrowing "to raise": an opening bet is no raise
            self.raised_on_borrowed.add(player)

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
        self.interval.leave(player, Status.SHORT)
        in_game = tuple(p for p in self.seats if p in self.status and self.status[p] is not Status.RETIRED)
        self.demands.append(Demand(player, self.stakes[player], in_game, len(self.steps) + 1))
        self._record(
            player,
            "show for less",
            amount,
            (f"has not funds to call: deposits his last {amount} and demands" if amount else
             "has not funds to call, and has deposited all he has: he demands")
            + f" a show for his stake of {self.stakes[player]}; the betting goes on without him",
        )
        self._turn_comes()  # the next player's deposit out of turn, if any, counts now

    def verify_demand_show(self, player: str) -> None:
        """Raise what [`demand_show`][pokerlaws.betting.BettingRound.demand_show] would raise."""
        self._verify_turn(player)
        if self.stakes[player] == 0:
            raise ShowForLessRefused(f"{player} has made no bet since the draw, so none has been raised", law="1882:60")
        if self.stakes[player] >= self.to_meet:
            raise ShowForLessRefused(f"{player}'s bet has not been raised", law="1882:60")
        funds = self.funds[player]
        if funds is None or funds >= self.interval.to_call(player):
            raise ShowForLessRefused(f"{player} has funds to call the raise", law="1882:60")
        if player in self.raised_on_borrowed and self.rulings.borrowed_to_raise == "must borrow to call":
            raise ShowForLessRefused(f"{player} borrowed money to raise, so he must borrow to call", law="1882:62")

    def can_demand_show(self, player: str) -> bool:
        """Whether *player* may demand a show for less now."""
        return accepts(self.verify_demand_show, player)

    @implements("1882:62")
    def borrow(self, player: str, amount: int) -> None:
        """Add *amount* borrowed counters to a player's funds ([1882:62][1882-62]).

        A player may borrow at any time while he is still betting; once he has
        raised with borrowed money, he may not demand a show for less.

        Raises:
            ValueError: *amount* is not a positive number of counters.
            BettingClosed, UnknownPlayer: he is out of the betting, or no such player.
        """
        amount = self.verify_borrow(player, amount)
        if self.funds[player] is not None:
            self.funds[player] += amount
        self.borrowed.add(player)
        then = "if he raises, he must borrow to call" if self.rulings.borrowed_to_raise == "must borrow to call" else "if he raises, he may borrow to call"
        self._record(player, "borrow", 0, f"borrows {amount}; {then}")

    def verify_borrow(self, player: str, amount: int) -> int:
        """Raise what [`borrow`][pokerlaws.betting.BettingRound.borrow] would raise; else return the amount."""
        self._verify_betting(player)
        if not isinstance(amount, int) or isinstance(amount, bool) or amount <= 0:
            raise InvalidAmount(f"a loan is a positive number of counters, not {amount!r}")
        return amount

    def can_borrow(self, player: str, amount: int) -> bool:
        """Whether *player* may borrow now."""
        return accepts(self.verify_borrow, player, amount)

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

    def _short_of_funds(self, player: str) -> str:
        return " or demand a show for that amount (law 1882:60)" if self.can_demand_show(player) else ""

