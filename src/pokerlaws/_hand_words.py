"""The words for a hand's value: ``full, three queens and two sevens``.

Private to [hands][pokerlaws.hands]: [`HandValue.describe`][pokerlaws.hands.HandValue.describe]
says a value in words from its category, its key and its cards.
"""

from __future__ import annotations

from pokerlaws._hand_tables import (
    FLUSH,
    FOURS,
    FULL,
    PAIR,
    SEQUENCE,
    SEQUENCE_FLUSH,
    THREES,
    TWO_PAIRS,
    _digit,
)
from pokerlaws.cards import _RANK_NAMES, Card

_PLURALS = {rank: name + ("es" if name == "six" else "s") for rank, name in _RANK_NAMES.items()}
_SHORT = {rank: str(rank) for rank in range(2, 11)} | {11: "J", 12: "Q", 13: "K", 14: "A", 1: "A"}


def _sequence_text(high: int) -> str:
    # Written low to high so that the ace-low sequence reads A-2-3-4-5.
    return "-".join(_SHORT[rank] for rank in range(high - 4, high + 1))


def describe(category: int, key: int, cards: tuple[Card, ...]) -> str:
    """The value of a hand in words, naming what decides it (see `HandValue.describe`)."""
    first, second = _digit(key, 0), _digit(key, 1)
    if category == SEQUENCE_FLUSH:
        suit = cards[0].suit.plural
        return f"sequence flush in {suit}, {_RANK_NAMES[first]} high ({_sequence_text(first)})"
    if category == SEQUENCE:
        return f"sequence, {_RANK_NAMES[first]} high ({_sequence_text(first)})"
    if category == FOURS:
        return f"fours, {_PLURALS[first]}"
    if category == FULL:
        return f"full, three {_PLURALS[first]} and two {_PLURALS[second]}"
    if category == FLUSH:
        return f"flush in {cards[0].suit.plural}, {_RANK_NAMES[second]} high"
    if category == THREES:
        return f"threes, {_PLURALS[first]}"
    if category == TWO_PAIRS:
        return f"two pairs, {_PLURALS[first]} and {_PLURALS[second]}"
    if category == PAIR:
        return f"a pair of {_PLURALS[first]}"
    return f"no pair, {_RANK_NAMES[first]} high"
