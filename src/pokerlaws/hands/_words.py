"""The words for a hand's value: ``full, three queens and two sevens``.

Private to [hands][pokerlaws.hands.values]: [`HandValue.describe`][pokerlaws.hands.HandValue.describe]
says a value in words from its category, its key and its cards; the names of
the categories ([`Category.period`][pokerlaws.hands.Category.period] and
[`Category.modern`][pokerlaws.hands.Category.modern]) are here too.
"""

from __future__ import annotations

from dataclasses import dataclass

from pokerlaws.cards import RANK_NAMES, Card
from pokerlaws.hands._tables import (
    FLUSH,
    FOURS,
    FULL,
    NO_PAIR,
    PAIR,
    SEQUENCE,
    SEQUENCE_FLUSH,
    THREES,
    TWO_PAIRS,
    _digit,
)

# The names of the categories by number, in the laws' words and in today's (law 65's order, worst first).
PERIOD_NAMES = ("no pair", "a pair", "two pairs", "threes", "sequence", "flush", "full", "fours", "sequence flush")
MODERN_NAMES = (
    "high card", "one pair", "two pair", "three of a kind", "straight", "flush", "full house", "four of a kind", "straight flush",
)  # fmt: skip

_PLURALS = {rank: name + ("es" if name == "six" else "s") for rank, name in RANK_NAMES.items()}
_SHORT = {rank: str(rank) for rank in range(2, 11)} | {11: "J", 12: "Q", 13: "K", 14: "A", 1: "A"}

# Each category's words. *first* and *second* are the ranks the key names
# first and second, *suit* the suit of the first card (a flush's suit).
_WORDS = {
    SEQUENCE_FLUSH: "sequence flush in {suit}, {first.name} high ({first.sequence})",
    SEQUENCE: "sequence, {first.name} high ({first.sequence})",
    FOURS: "fours, {first.plural}",
    FULL: "full, three {first.plural} and two {second.plural}",
    FLUSH: "flush in {suit}, {second.name} high",
    THREES: "threes, {first.plural}",
    TWO_PAIRS: "two pairs, {first.plural} and {second.plural}",
    PAIR: "a pair of {first.plural}",
    NO_PAIR: "no pair, {first.name} high",
}


@dataclass(frozen=True)
class _Rank:
    """One rank of a key, said only as a template asks: a key's unused digits are no rank."""

    rank: int

    @property
    def name(self) -> str:
        return RANK_NAMES[14 if self.rank == 1 else self.rank]  # 1: the ace ranked low outside sequences (1882:71)

    @property
    def plural(self) -> str:
        return _PLURALS[14 if self.rank == 1 else self.rank]

    @property
    def sequence(self) -> str:
        # Written low to high so that the ace-low sequence reads A-2-3-4-5.
        return "-".join(_SHORT[rank] for rank in range(self.rank - 4, self.rank + 1))


def describe(category: int, key: int, cards: tuple[Card, ...]) -> str:
    """The value of a hand in words, naming what decides it (see `HandValue.describe`)."""
    return _WORDS[category].format(first=_Rank(_digit(key, 0)), second=_Rank(_digit(key, 1)), suit=cards[0].suit.plural)
