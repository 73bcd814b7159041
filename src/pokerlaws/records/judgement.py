"""What the judge of a record returns, and the one call into the settlement.

A [`Judgement`][pokerlaws.records.Judgement] is the one result of
[`judge`][pokerlaws.records.judge], for a betting round after the draw and for a
whole deal alike: the steps ruled in each [`Phase`][pokerlaws.records.Phase] the
play went through, the engines that ruled them, what each player put in and
receives, and its [`report`][pokerlaws.records.Judgement.report] in words.
[`settled`][pokerlaws.records.judgement.settled] is the judge's one call into
[`settle`][pokerlaws.betting.settle], for a round and for a blind pool's deal.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum

from pokerlaws.betting import (
    BettingRound,
    BettingUpTheHands,
    PoolRulings,
    Settlement,
    settle,
)
from pokerlaws.blind import BlindAndStraddle
from pokerlaws.draw import Draw
from pokerlaws.errors import PokerLawError, RecordError
from pokerlaws.frozen import Independent
from pokerlaws.hands import Ruleset
from pokerlaws.jackpot import JackPot
from pokerlaws.records.grammar import record_error
from pokerlaws.table.steps import Step, numbered

__all__ = ["Judgement", "Phase", "settled"]


class Phase(Enum):
    """The phases play moves through, in the order of play."""

    BEFORE_DRAW = "before the draw"
    """The blind and straddles of a blind pool, or the opening of a jack-pot."""
    DRAW = "the draw"
    """The deal's draw, and in a jack-pot the opener's draw (1895:38)."""
    AFTER_DRAW = "after the draw"
    """The betting after the draw."""
    SHOW = "the show"
    """The hands shown, and in a jack-pot the opener's openers."""


@dataclass
class Judgement(Independent):
    """A record judged: a betting round after the draw, or a whole deal.

    Two judgements are equal when they judge alike: the same code, seats, steps, lines and payouts. The
    games played to judge it (``before``, ``draw``, ``betting``) are not compared: each is a live object
    whose equality is its identity, so a copy or a pickled judgement would otherwise equal nothing.

    Attributes:
        code: the code it was judged under (a betting round: ``"1882"``).
        seats: every player at the table, in seat order.
        payouts: player → counters received, every seat.
        pool: counters in the pool at the end.
        carried: counters left for another deal (a jack-pot not won, odd counters).
        paid: player → all he put in, in counters.
        lines: the settlement in words, each line with its law.
        phase: the phase play ended in: before the draw (all but one
            passed out; a jack-pot nobody opened, or whose opening nobody
            came in on), the draw (every other hand foul), after the draw
            (a bet nobody called) or the show.
        by_phase: the steps ruled in each phase play went through, in the
            order of play (a betting round: after the draw only).
        heading: the lines the report opens with: the table of a betting
            round, or the code of a whole deal and what it takes from where.
        titles: phase → the title of its steps in the report (a betting round
            has none: its steps follow the heading).
        carried_to: where the report says counters left in the pool go:
            ``"another deal"`` (a whole deal: the jack-pot's next round, or a
            later deal), ``"the next deal"`` (a betting round).
        before: the engine of the stage before the draw (a blind pool or a
            jack-pot), or None (a betting round).
        draw: the draw, or None (a betting round; a deal that ended before it).
        betting: the betting after the draw of a blind pool or of a betting
            round, or None.
    """

    code: str
    seats: tuple[str, ...]
    payouts: dict[str, int]
    pool: int
    carried: int
    paid: dict[str, int]
    lines: list[str] = field(default_factory=list)
    phase: Phase = Phase.SHOW
    by_phase: dict[Phase, tuple[Step, ...]] = field(default_factory=dict)
    heading: tuple[str, ...] = ()
    titles: dict[Phase, str] = field(default_factory=dict)
    carried_to: str = "another deal"
    before: BlindAndStraddle | JackPot | None = field(default=None, compare=False)
    draw: Draw | None = field(default=None, compare=False)
    betting: BettingRound | BettingUpTheHands | None = field(default=None, compare=False)

    @property
    def steps(self) -> tuple[Step, ...]:
        """The one log of play: every step in the order of play, before the draw, the draw, after it, the show."""
        return numbered(step for phase in Phase for step in self.by_phase.get(phase, ()))

    def net(self) -> dict[str, int]:
        """Each player's gain or loss in counters: what he receives less all he put in."""
        return {p: self.payouts.get(p, 0) - self.paid.get(p, 0) for p in self.seats}

    def report(self) -> str:
        """The judgement in words: the heading, each phase's steps with their laws, then what each player receives.

        Examples:
            >>> from pokerlaws.records import judge
            >>> record = {"seats": ["A", "B"], "ante_man": "A", "actions": ["B bets 2", "A retires"]}
            >>> print(judge(record).report())
            Seats A, B; the ante-man is A; the turn passes to the left [1882:53].
              1. B bets: stakes 2; the pool holds 2 [1882:53, 1882:56]
              2. A retires: lays his cards face down, having staked nothing [1882:54]
              B's bet is not called: he wins the pool of 2 and need not show his hand [1882:58]
            Settlement:
              A receives    0   (net +0)
              B receives    2   (net +0)
              paid out 2 = the pool of 2
        """
        out = list(self.heading)
        log = iter(self.steps)  # one log, numbered through the play
        for phase in Phase:
            steps = self.by_phase.get(phase, ())
            if steps and phase in self.titles:
                out.append(self.titles[phase] + ":")
            out += [f"  {next(log)}" for _ in steps]
        out += [f"  {line}" for line in self.lines]
        out.append("Settlement:")
        width = max((len(p) for p in self.seats), default=0)
        net = self.net()
        for player in self.seats:
            out.append(f"  {player:<{width}} receives {self.payouts.get(player, 0):>4}   (net {net[player]:+d})")
        carried = f" + {self.carried} left for {self.carried_to}" if self.carried else ""
        out.append(f"  paid out {sum(self.payouts.values())}{carried} = the pool of {self.pool}")
        return "\n".join(out)


def settled(
    game: BettingRound | BettingUpTheHands,
    hands: Mapping[str, object] | None,
    *,
    foul: Iterable[str],
    ruleset: Ruleset,
    rulings: PoolRulings,
    ante: int | None = None,
    face_down: Mapping[str, object] | None = None,
    at: object = "foul",
) -> Settlement:
    """The judge's one call into [`settle`][pokerlaws.betting.settle]: a fault it finds is the record's, at the field *at*.

    Raises:
        RecordError: ``settle`` refused the show (a hand missing, a card in two
            hands, a foul player who is not at the show): its message and law,
            at the field *at*, prefixed "at the show: "; or a field of the
            wrong kind (*foul* not a list of names).
    """
    try:
        return settle(game, hands, foul=foul, ruleset=ruleset, rulings=rulings, ante=ante, face_down=face_down)
    except PokerLawError as err:
        raise RecordError(f"at the show: {err.message}", law=err.law, field=at) from None
    except (ValueError, TypeError) as err:  # a record's field of the wrong kind, as settle's arguments
        raise record_error(err, at) from None
