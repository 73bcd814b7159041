"""The one record of an act as it was ruled, for every part of the table engine.

The betting of every code, the blind and straddles, the jack-pot and the draw
each keep a list of [`Step`][pokerlaws.table.Step]s, one per act or ruling,
in the order of play; a whole deal's log is their concatenation
([`Judgement.steps`][pokerlaws.records.Judgement.steps]).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import KW_ONLY, dataclass, replace

from pokerlaws.cards import Card

__all__ = ["Step", "numbered"]


@dataclass(frozen=True)
class Step:
    """One act, or one ruling, as the engine ruled it.

    Attributes:
        number: 1-based position in its list.
        player: who acted or is concerned, or ``None`` for what the whole
            table does (each player adding a chip, [1895:29][1895-29]).
        act: the act's name: in the betting ``"bet"``, ``"call"``,
            ``"raise"``, ``"pass"``, ``"retire"``, ``"show for less"``,
            ``"borrow"``, ``"statement"``; before the draw ``"blind"``,
            ``"straddle"``, ``"make good"``, ``"pass out"``; in a jack-pot
            ``"ante"``, ``"open"``, ``"pass"``, ``"come in"``, ``"drop"``,
            ``"draw"``, ``"bet"``, ``"penalty"``, ``"return"``, ``"ruling"``,
            ``"new round"``, ``"foul"``, ``"win"``; in the draw ``"discard"``,
            ``"ask"``, ``"give"`` and the others of
            [`Draw`][pokerlaws.draw.Draw].
        note: the ruling in words.
        laws: the units applied (none for a bare change of round).
        counters: counters (the 1895 rules say chips) put in the pool by the
            act; negative when they come out of it (returned, or won).
        stake: the player's stake after the act, in counters, where the act
            is one of the betting; otherwise ``None``.
        cards: the cards the act moved, in order (the draw's acts); else empty.
        subject: the words the printed line begins with, before the note:
            the player and the code's word for his act (``"B bets: "``), the
            player alone (``"A "``), or nothing when the note names everyone.

    Examples:
        >>> from pokerlaws.table import Step
        >>> print(Step(1, "A", "blind", note="makes the blind of 1", laws=("foster:7",), counters=1, subject="A "))
        1. A makes the blind of 1 [foster:7]
        >>> print(Step(9, None, "new round", note="Nobody opened: each player adds a chip", laws=("1895:29",), counters=4))
        9. Nobody opened: each player adds a chip [1895:29]
        >>> Step(2, "B", "bet", note="stakes 5", laws=("1882:53",), counters=5, stake=5, subject="B bets: ").counters
        5
    """

    number: int
    player: str | None
    act: str
    _: KW_ONLY  # the rest by name: the parts of the table once wrote them in three different orders
    note: str
    laws: tuple[str, ...] = ()
    counters: int = 0
    stake: int | None = None
    cards: tuple[Card, ...] = ()
    subject: str = ""

    def __str__(self) -> str:
        laws = f" [{', '.join(self.laws)}]" if self.laws else ""
        return f"{self.number}. {self.subject}{self.note}{laws}"


def numbered(steps: Iterable[Step], start: int = 1) -> tuple[Step, ...]:
    """*steps* as one log, numbered on from *start*: each part of the table numbers its own steps from 1.

    Examples:
        >>> from pokerlaws.table.steps import Step, numbered
        >>> log = numbered([Step(1, "A", "blind", note="makes the blind of 1", subject="A "), Step(1, "A", "discard", note="A stands pat")])
        >>> [str(step) for step in log]
        ['1. A makes the blind of 1', '2. A stands pat']
    """
    return tuple(replace(step, number=number) for number, step in enumerate(steps, start))
