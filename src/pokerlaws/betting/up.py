"""Betting up the hands: the betting after the draw in the Foster-style account.

[`BettingUpTheHands`][pokerlaws.betting.BettingUpTheHands] is the one
betting of the engine ([`Betting`][pokerlaws.betting.acts.Betting]) under the
account's code ([`CODES["foster"]`][pokerlaws.table.CODES]), whose data carry
the account's own rules ([foster:7][foster-7], [foster:8][foster-8]) where they
differ from the 1882 laws:

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
  ([1882:60][1882-60], [1882:62][1882-62]), acts the account's code does not
  have; a record of play that writes one is refused, citing [foster:8][foster-8]
  ([`verify_act`][pokerlaws.betting.acts.Betting.verify_act]).

Amounts are reckoned in whites and may be given in counters — whites, a
mapping, or words such as "four blues and a red" — under the values of
[`Counters`][pokerlaws.table.Counters] (by default white 1, red 5, blue 10,
the limit two blues: an editorial ruling, since the text gives no values).

Examples:
    >>> from pokerlaws.betting import BettingUpTheHands
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

from collections.abc import Callable, Iterable, Mapping

from pokerlaws.betting.acts import Betting
from pokerlaws.citations import implements
from pokerlaws.table import CODES
from pokerlaws.table.counters import COLOURS, DEFAULT_COUNTERS, Amount, Counters
from pokerlaws.table.interval import Status

__all__ = ["BettingUpTheHands"]


@implements("foster:7", "foster:8", "foster:9")
class BettingUpTheHands(Betting):
    """The betting after the draw under the Foster-style account, in counters.

    The one [`Betting`][pokerlaws.betting.acts.Betting] under the account's
    code, with the account's say and counters beside it: the turn passes to the left, starting with the first
    player holding cards on the left of the age, so that the age, if he holds
    cards, has the last say ([foster:7][foster-7], [foster:8][foster-8]). The
    acts are [`bet`][pokerlaws.betting.BettingUpTheHands.bet],
    [`call`][pokerlaws.betting.BettingUpTheHands.call],
    [`raise_`][pokerlaws.betting.BettingUpTheHands.raise_] and
    [`retire`][pokerlaws.betting.BettingUpTheHands.retire] (to throw
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
        >>> from pokerlaws.betting import BettingUpTheHands
        >>> seats = ["A", "B", "C", "D", "E"]
        >>> BettingUpTheHands(seats, age="A", straddles={"B": 4}).order   # B straddled: he still bets first
        ('B', 'C', 'D', 'E', 'A')
        >>> BettingUpTheHands(seats, age="A", players=["B", "C", "D"]).order   # the age passed out
        ('B', 'C', 'D')

        Each step is ruled under the account's paragraphs, in counters:

        >>> game = BettingUpTheHands(["A", "B", "C"], age="A", antes={"B": 4})
        >>> game.bet("B", "a red"); game.bet("C", {"red": 1, "blue": 2}); game.retire("A"); game.retire("B")
        >>> print(*game.steps, sep="\\n")
        1. B bets: stakes a red; the pool holds 9 whites [foster:8]
        2. C raises: puts up two blues and a red, a red to call and two blues more; his stake is two blues and a red; the pool holds 34 whites [foster:8]
        3. A retires: throws his hand face down [foster:8, foster:9]
        4. B retires: throws his hand face down, losing all claim to his stake, a red, besides his ante [foster:8, foster:9]
        >>> game.outcome, game.winner_without_show
        ('uncalled', 'C')
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
        # no funds (the account bounds a bet by the limit alone) and the editor's readings' defaults (the turn passes to "the player next on his left")
        code = CODES["foster"].with_counters(counters)
        super().__init__(seats, age, code=code, players=players, antes=antes, straddles=straddles)
        self.handed: dict[str, dict[str, int]] = {}
        """The counters each player has put up since the draw, as each act named them: a bet's and a raise's as given,
        a call's (and the call within a raise) in the fewest counters, the act naming none
        (``counters.stated``, the ruling on [foster:9][foster-9])."""

    @implements("foster:8", "foster:9")
    def bet(self, player: str, amount: Amount) -> None:
        """As [`Betting.bet`][pokerlaws.betting.acts.Betting.bet], keeping the counters handed over in
        [`handed`][pokerlaws.betting.BettingUpTheHands] (the ruling on [foster:9][foster-9], ``counters.stated``)."""
        self._handing(player, amount, super().bet, amount)

    @implements("foster:8", "foster:9")
    def raise_(self, player: str, by: Amount) -> None:
        """As [`Betting.raise_`][pokerlaws.betting.acts.Betting.raise_], keeping the counters handed over in
        [`handed`][pokerlaws.betting.BettingUpTheHands] (the ruling on [foster:9][foster-9], ``counters.stated``)."""
        self._handing(player, by, super().raise_, by)

    @implements("foster:8", "foster:9")
    def call(self, player: str) -> None:
        """As [`Betting.call`][pokerlaws.betting.acts.Betting.call], keeping the counters handed over in
        [`handed`][pokerlaws.betting.BettingUpTheHands] (the ruling on [foster:9][foster-9], ``counters.stated``)."""
        self._handing(player, None, super().call)

    def _handing(self, player: str, named: Amount | None, act: Callable[..., None], *args: Amount) -> None:
        """Play *act* for *player* (with *args*), then add what it laid in the pool to his counters handed over,
        the act having named *named* (None: no counters)."""
        before = self._laid(player)
        act(player, *args)
        self._handed_over(player, self._laid(player) - before, named)

    def _laid(self, player: str) -> int:
        """The whites *player* has laid in the pool since the draw: his stake, and a deposit out of turn not yet
        counted in it (under the other reading of the ruling on [foster:8][foster-8], ``Code.out_of_turn``)."""
        return self.stakes.get(player, 0) + self.out_of_turn.get(player, 0)

    def _handed_over(self, player: str, put: int, named: Amount | None) -> None:
        """Add to *player*'s counters handed over the *put* whites of an act that named *named* (None: no counters)."""
        counts = dict.fromkeys(COLOURS, 0) if named is None else self.counters.tally(named)
        rest = put - self.counters.parse(counts)
        for colour, n in self.counters.count(rest).items():  # what the act did not name: the call, in the fewest counters
            counts[colour] += n
        held = self.handed.setdefault(player, dict.fromkeys(COLOURS, 0))
        for colour, n in counts.items():
            held[colour] += n

    @property
    def counters(self) -> Counters:
        """The values of the counters and the limit, in whites."""
        assert self.code.counters is not None  # the account's code always reads counters
        return self.code.counters

    # --- the state -------------------------------------------------------------

    @property
    def limit(self) -> int:
        """The most a player may bet, or add to the call, in whites: two blues by default ([foster:8][foster-8]).

        Examples:
            >>> from pokerlaws.betting import BettingUpTheHands
            >>> from pokerlaws.table import Counters
            >>> BettingUpTheHands(["A", "B"], age="A").limit, BettingUpTheHands(["A", "B"], age="A", counters=Counters(limit=50)).limit
            (20, 50)
        """
        assert self.code.limit is not None  # Counters fills in the default
        return self.code.limit

    def stake_in_counters(self, player: str) -> str:
        """What *player* has staked since the draw, in counters, as the account states it: the counters he put up
        ([`handed`][pokerlaws.betting.BettingUpTheHands]; ``counters.stated="as handed over"``, the default), or,
        under ``"fewest counters"``, the amount in the fewest counters (the ruling on [foster:9][foster-9]).

        Antes and straddles are not counted ("besides his straddle and ante",
        [foster:9][foster-9]).

        Raises:
            UnknownPlayer: no such player.

        Examples:
            >>> from pokerlaws.betting import BettingUpTheHands
            >>> game = BettingUpTheHands(["A", "B"], age="A", antes={"A": 2, "B": 2})
            >>> game.bet("B", "a red"); game.raise_("A", "two blues")
            >>> game.stake_in_counters("A"), game.stake_in_counters("B"), game.pool
            ('two blues and a red', 'a red', 34)
        """
        self._known(player)
        if self.counters.stated == "as handed over":
            return self.counters.say_tally(self.handed.get(player, {}))
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
            >>> from pokerlaws.betting import BettingUpTheHands
            >>> game = BettingUpTheHands(["A", "B", "C"], age="A")
            >>> game.bet("B", "a red"); game.call("C")
            >>> game.has_say("B"), game.has_say("A")   # B's bet is called, not raised
            (False, True)
            >>> game.raise_("A", "a blue")
            >>> game.has_say("B")                        # A's raise gives him a say again
            True
        """
        self._known(player)
        return self.outcome is None and self.status.get(player) is Status.IN and player in self.interval.owed
