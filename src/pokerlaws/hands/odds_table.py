"""The whole table of the draw: every one of the 2,598,960 hands, every one of its 32 choices of discards.

The optional fast extra (numpy), like [`odds`][pokerlaws.hands.odds], whose counts it
gives for every hand at once. Brute force would value about 7 × 10^12 final
hands (each hand, each choice, each draw); the table is made instead as the
best video-poker analysers make theirs:

1. for every set of up to five cards, the five-card hands that hold it are
   counted once, by category ([`containing`][pokerlaws.hands.odds.containing]);
2. hands that differ only by a relabelling of the suits end alike in every
   draw, so each class of them is counted once, from one hand of the class
   (134,459 classes): a hand's suits are relabelled in the order of their
   cards, the suit holding the highest set of ranks first. That the
   categories of a ruleset do not depend on which suit is which (hearts rank
   first under 1882, [1882:69][1882-69], but only among flushes) is checked as
   the classes are made;
3. the counts of one choice are the signed sum, by inclusion and exclusion
   over the cards thrown away, of the counts of the 32 subsets of its hand
   ([`signed_sums`][pokerlaws.hands.odds.signed_sums]).

Examples:
    >>> from pokerlaws import Category
    >>> from pokerlaws.hands.odds_table import draw_table
    >>> table = draw_table("1882")
    >>> len(table), int(table.weights.sum())
    (134459, 2598960)
    >>> odds = table.lookup("AH KH QH JH 2C", keep="AH KH QH JH")
    >>> odds.counts[Category.FLUSH], odds.ways
    (9, 47)
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from pokerlaws.cards import Card
from pokerlaws.citations import implements
from pokerlaws.hands.exhaustive import _numpy, hands
from pokerlaws.hands.odds import (
    DrawOdds,
    _mask,
    _parse_hand,
    card_number,
    colex,
    containing,
    signed_sums,
    subset_counts,
)
from pokerlaws.hands.rulesets import Ruleset, get_ruleset
from pokerlaws.hands.values import evaluate

__all__ = ["DrawTable", "draw_table"]

CLASSES = 134_459
"""The number of classes of five-card hands under the relabellings of the four suits."""


@dataclass(frozen=True)
class DrawTable:
    """Every hand's every choice of discards, by class of hands alike but for their suits.

    Attributes:
        ruleset: the [`Ruleset`][pokerlaws.hands.Ruleset] the final hands are valued under.
        hands: one hand of each class, as ascending card numbers (``PACK[i]`` is card *i*):
            ``uint8``, shape ``(134459, 5)``, in ascending order of their colex ranks.
        ranks: the colex rank of each class's hand, ascending (``int64``): its place among all hands.
        weights: how many of the 2,598,960 hands each class holds (``int64``).
        counts: ``int32``, shape ``(134459, 32, 9)``: entry ``[i, mask, c]`` is the number of draws
            ending in category *c* when hand *i* keeps the cards at the positions of *mask*'s bits
            (bit *p* is its *p*-th card) and draws the rest. A row of one choice sums to C(47, k).
    """

    ruleset: Ruleset
    hands: Any
    ranks: Any
    weights: Any
    counts: Any

    def __len__(self) -> int:
        return len(self.hands)

    def lookup(self, hand: str | Iterable[str | Card], keep: str | Iterable[str | Card] = ()) -> DrawOdds:
        """The counts of one hand keeping *keep*, read from the table: equal to
        [`draw_odds`][pokerlaws.hands.odds.draw_odds]'s.

        Raises:
            InvalidCard, DuplicateCard, WrongHandSize, CardNotThere: as for `draw_odds`.
        """
        np = _numpy()
        cards = _parse_hand(hand)
        kept, mask = _mask(cards, keep)
        numbers = sorted(card_number(card) for card in cards)
        relabelled, original = canonical(np.array([numbers], dtype=np.uint8))
        # the mask over the hand's own order, carried to the order of its class's hand
        carried = 0
        for position, card in enumerate(numbers):
            if mask >> position & 1:
                carried |= 1 << int(np.flatnonzero(original[0] == card)[0])
        row = int(np.searchsorted(self.ranks, colex(relabelled, range(5))[0]))
        counts = tuple(int(n) for n in self.counts[row, carried])
        return DrawOdds(self.ruleset.name, cards, kept, counts, evaluate(cards, self.ruleset).category)


def canonical(cards: Any) -> tuple[Any, Any]:
    """Relabel the suits of each hand (rows of ascending card numbers, shape ``(n, 5)``): the suit whose
    ranks make the highest set first, ties to the lower suit. Returns the relabelled hands, sorted, and
    for each position of a relabelled hand the card of the original it came from."""
    np = _numpy()
    cards = cards.astype(np.int32)  # a card's number and its rank's bit fit; int64 doubled the work
    rank, suit = np.divmod(cards, 4)
    bits = np.left_shift(1, rank, dtype=np.int32)
    # each suit's ranks as a set, a bit per rank: the same order of suits for hands alike but for them
    sets = np.zeros((len(cards), 4), dtype=np.int32)
    for s in range(4):
        sets[:, s] = np.where(suit == s, bits, 0).sum(axis=1, dtype=np.int32)
    order = np.argsort(-sets, axis=1, kind="stable")  # order[:, j]: the old suit that becomes suit j
    new_suit = np.empty_like(order)
    np.put_along_axis(new_suit, order, np.broadcast_to(np.arange(4, dtype=order.dtype), order.shape), axis=1)
    relabelled = rank * 4 + np.take_along_axis(new_suit, suit.astype(np.intp), axis=1).astype(np.int32)
    place = np.argsort(relabelled, axis=1)
    return (
        np.take_along_axis(relabelled, place, axis=1).astype(np.uint8),
        np.take_along_axis(cards, place, axis=1).astype(np.uint8),
    )


@functools.cache
def _relabelled() -> Any:
    """Every hand with its suits relabelled ([`canonical`][pokerlaws.hands.odds_table.canonical]), once per
    process (13 MB, read-only): it does not depend on the ruleset."""
    relabelled, _ = canonical(hands())
    relabelled.flags.writeable = False
    return relabelled


@implements("1882:65", "foster:1")
def draw_table(ruleset: str | Ruleset = "1882") -> DrawTable:
    """Count the draws of every hand and every choice of discards under a ruleset, in one call.

    Each of the 2,598,960 hands, each of its 32 choices of what to keep ([foster:1][foster-1]), and
    every draw of the rest from the 47 unseen cards, the final hand valued in the categories of
    [1882:65][1882-65]: the same counts, for each, as [`draw_odds`][pokerlaws.hands.odds.draw_odds]. On this
    machine a call takes a few seconds and under 1 GiB (the Performance page of the site gives the
    figures of ``scripts/bench_odds.py``); each call computes the table afresh.

    Args:
        ruleset: a ruleset name or [`Ruleset`][pokerlaws.hands.Ruleset].

    Returns:
        The [`DrawTable`][pokerlaws.hands.odds_table.DrawTable], one row per class of hands.

    Raises:
        UnknownRuleset: *ruleset* names no ruleset.
        ValueError: the ruleset's categories depend on which suit is which, so hands alike but for
            their suits may end differently (no built-in ruleset does).
        ImportError: numpy is not installed (install the ``fast`` extra).

    Examples:
        >>> from pokerlaws import Category
        >>> from pokerlaws.hands.odds_table import draw_table
        >>> table = draw_table("american")
        >>> table.counts.shape, bool((table.counts[:, 0].sum(axis=1) == 1533939).all())  # keep none: C(47, 5)
        ((134459, 32, 9), True)
    """
    resolved = get_ruleset(ruleset)
    np = _numpy()
    counted = containing(resolved)
    dealt = hands()
    relabelled = _relabelled()
    ranks = colex(relabelled, range(5))
    if not (counted.category[ranks] == counted.category[colex(dealt, range(5))]).all():
        raise ValueError(f"under {resolved.name} the category of a hand depends on which suit is which: no table by classes")
    classes, first, weights = np.unique(ranks, return_index=True, return_counts=True)
    return DrawTable(resolved, relabelled[first], classes, weights, signed_sums(subset_counts(counted, relabelled[first])))
