"""The one betting interval: players in turn from a first seat, stakes, who still owes an answer.

Every betting of the edition's codes is an interval of this one kind: the
betting after the draw under the 1882 laws and under the Foster-style account,
the blind and straddles before the draw, the jack-pot's coming in before the
draw and its betting after it. The interval knows nothing of any code's words
or laws; the acts that use it ([`Betting`][pokerlaws.betting.round.Betting],
[`BlindAndStraddle`][pokerlaws.blind.BlindAndStraddle],
[`JackPot`][pokerlaws.jackpot.JackPot]) check an act against their code and
then move the interval.

The mechanism, in the laws' words: the turn passes in order; a player's
*stake* is what he has put up in the interval; the *level* is the stake each
must meet; a stake above it is a raise, after which every other player still
betting owes an answer; a player who answers by meeting the level owes none;
the interval ends when one player is left betting, or when nobody owes an
answer and the stakes are level ([1882:59][1882-59]: "when the bets are
equal").

Examples:
    >>> from pokerlaws.table.interval import Interval, in_turn
    >>> interval = Interval(in_turn(["A", "B", "C"], first="B"))
    >>> interval.order, interval.to_act
    (('B', 'C', 'A'), 'B')
    >>> interval.stake("B", 5), interval.stake("C", 5), interval.leave("A")
    ('bet', 'call', None)
    >>> interval.over, interval.betting()
    (True, ['B', 'C'])
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence

from pokerlaws.frozen import Independent

__all__ = ["Interval", "Status", "in_turn"]


def in_turn(seats: Sequence[str], first: str, direction: str = "left", *, among: Iterable[str] | None = None) -> tuple[str, ...]:
    """The seats in the order of the turn, beginning with *first*: the one rotation of the table.

    Each seat is on the left of the one before it, so the turn to the left
    runs in seat order and the turn to the right against it.

    Args:
        seats: the players in seat order.
        first: the seat the turn begins with.
        direction: ``"left"`` or ``"right"``.
        among: keep only these players (in the order of the turn); all by default.

    Raises:
        ValueError: *first* is not a seat, or an unknown *direction*.

    Examples:
        >>> from pokerlaws.table.interval import in_turn
        >>> in_turn(["A", "B", "C", "D"], "C"), in_turn(["A", "B", "C", "D"], "C", "right")
        (('C', 'D', 'A', 'B'), ('C', 'B', 'A', 'D'))
        >>> in_turn(["A", "B", "C", "D"], "C", among={"A", "D"})
        ('D', 'A')
    """
    if direction not in ("left", "right"):
        raise ValueError(f'direction must be "left" or "right", not {direction!r}')
    i = seats.index(first)
    step = 1 if direction == "left" else -1
    keep = None if among is None else set(among)
    return tuple(s for s in (seats[(i + step * k) % len(seats)] for k in range(len(seats))) if keep is None or s in keep)


class Status(enum.Enum):
    """Where a player stands in a betting interval."""

    IN = "in"
    """Still betting."""
    RETIRED = "retired"
    """Out of the interval: retired, dropped, passed out; his stake stays in the pool."""
    SHORT = "short"
    """Has put up all he has and bets no more, but stays for the show ([1882:60][1882-60], [1882:61][1882-61])."""


class Interval(Independent):
    """One betting interval among players in the order of the turn.

    Args:
        order: the players, in the order of the turn; the first is to act first.

    The state is public: ``order``, ``stakes`` (player → counters put up in
    the interval), ``floor`` (a level set by a forced post, which a stake
    must meet though nobody has staked so much), ``status`` (player → [`Status`][pokerlaws.table.Status]),
    ``owed`` (the players who still owe an answer), ``last`` (the last
    player to stake) and ``turn``.
    """

    def __init__(self, order: Sequence[str]) -> None:
        self.order: tuple[str, ...] = tuple(order)
        self.stakes: dict[str, int] = dict.fromkeys(self.order, 0)
        self.floor = 0
        self.status: dict[str, Status] = dict.fromkeys(self.order, Status.IN)
        self.owed: set[str] = set(self.order)
        self.last: str | None = None
        self.turn: str | None = self.order[0] if self.order else None

    def __eq__(self, other: object) -> bool:
        # two intervals are equal when they stand alike: same players, stakes, turn and answers owed
        return isinstance(other, Interval) and vars(self) == vars(other)

    __hash__ = None  # type: ignore[assignment]  # mutable

    def betting(self) -> list[str]:
        """The players still betting, in the order of the turn."""
        return [p for p in self.order if self.status[p] is Status.IN]

    def at_show(self) -> list[str]:
        """The players not out of the interval (still betting, or short), in the order of the turn."""
        return [p for p in self.order if self.status[p] is not Status.RETIRED]

    @property
    def level(self) -> int:
        """The stake each player must meet: the highest of those not out of the interval, or a forced post's level."""
        status, level = self.status, self.floor
        for player, stake in self.stakes.items():
            if stake > level and status[player] is not Status.RETIRED:
                level = stake
        return level

    @property
    def over(self) -> bool:
        """Whether the interval has ended: one player left betting, or no answer owed and the stakes level."""
        # counted in one pass: every act of every code asks this, often more than once
        status, stakes = self.status, self.stakes
        betting, first, level = 0, None, True
        for player in self.order:
            if status[player] is Status.IN:
                betting += 1
                if first is None:
                    first = stakes[player]
                elif stakes[player] != first:
                    level = False
        return betting <= 1 or (not self.owed and level)

    @property
    def to_act(self) -> str | None:
        """Whose turn it is, or None once the interval is over."""
        return None if self.over else self.turn

    def to_call(self, player: str) -> int:
        """What *player* must put up to meet the level, in counters."""
        return max(0, self.level - self.stakes[player])

    def stake(self, player: str, amount: int) -> str:
        """Add *amount* to *player*'s stake in his turn, and pass the turn.

        Returns:
            The act, named by the stake it makes: ``"raise"`` above the level
            (``"bet"`` when the level was nothing), ``"call"`` meeting it
            (``"pass"`` when it is nothing). Below the level the act is the
            caller's to refuse.
        """
        before = self.level
        self.stakes[player] += amount
        stake = self.stakes[player]
        self.last = player
        if stake > before:
            self.owed = set(self.betting()) - {player}
            act = "raise" if before else "bet"
        else:
            self.owed.discard(player)
            act = "call" if stake else "pass"
        self.advance(player)
        return act

    def post(self, player: str, amount: int, level: int) -> None:
        """A forced post (the blind, a straddle): *amount* put up, the level set to *level*, every player betting owing an answer.

        The poster owes one too: he must still make good ([foster:7][foster-7]).
        """
        self.stakes[player] += amount
        self.floor = level
        self.owed = set(self.betting())
        self.advance(player)

    def raise_level(self, player: str, amount: int, by: int) -> None:
        """*player* puts up *amount*, meeting the level and raising it *by*: every other player betting owes an answer."""
        self.floor = self.level + by
        self.stakes[player] += amount
        self.last = player
        self.owed = set(self.betting()) - {player}
        self.advance(player)

    def leave(self, player: str, status: Status = Status.RETIRED) -> None:
        """*player* leaves the betting (retires, drops, passes out, or is short), owing nothing; the turn passes."""
        self.status[player] = status
        self.owed.discard(player)
        if self.turn == player:
            self.advance(player)

    def advance(self, after: str) -> None:
        """Pass the turn to the next player after *after* who still owes an answer (None if nobody does)."""
        i = self.order.index(after)
        n = len(self.order)
        self.turn = next(
            (p for p in (self.order[(i + k) % n] for k in range(1, n + 1)) if p in self.owed and self.status[p] is Status.IN),
            None,
        )
