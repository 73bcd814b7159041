"""The `american` code agrees with an established evaluator, treys, on every hand.

treys (a test and benchmark dependency only) is a Python port of Cactus Kev's
evaluator: it ranks a hand from 1 (a royal flush) to 7462 (7-5-4-3-2 in
several suits), lower being better, the modern high-hand order that the
footnote to law 71 describes and `american` implements.
"""

from __future__ import annotations

import functools
import itertools

import numpy as np
import pytest
from treys import Card as TreysCard
from treys import Evaluator
from treys.lookup import LookupTable

from pokerlaws import PACK, evaluate
from pokerlaws.hands.exhaustive import HANDS, hands, rank_all


def treys_code(card) -> int:
    """The treys integer of a card: treys writes ``"Ah"``, ``"Td"``."""
    return TreysCard.new(str(card)[0] + str(card)[1].lower())


@pytest.mark.slow
def test_american_orders_every_hand_as_treys_does():
    """Both orderings of all 2,598,960 hands are identical: same classes, same order.

    Complete by construction: every five-card hand is ranked by both
    evaluators, in the same order (``itertools.combinations(PACK, 5)``, the
    order of `rank_all`, which `test_exhaustive` proves equal to the engine's
    `evaluate` one hand at a time). Writing ``k`` for our key and ``t`` for
    treys' rank, the set of distinct pairs ``(k, t)`` over all hands is as
    large as the set of distinct ``k`` and as the set of distinct ``t``: so
    ``k`` determines ``t`` and ``t`` determines ``k`` (a bijection between
    equivalence classes: two hands are identical in value for one exactly
    when they are for the other). Sorted by ``k`` ascending, ``t`` strictly
    descends: the bijection reverses the order, as it must, higher keys and
    lower treys ranks being better. Hence for any two hands, ``compare``
    under `american` and treys give the same verdict.
    """
    evaluator = Evaluator()
    codes = [treys_code(card) for card in PACK]
    assert {TreysCard.int_to_str(code) for code in codes} == {
        str(card)[0] + str(card)[1].lower() for card in PACK
    }  # the translation is a bijection of the pack

    ours = rank_all("american")
    theirs = np.fromiter(
        (evaluator.evaluate(list(hand), []) for hand in itertools.combinations(codes, 5)),
        dtype=np.int32,
        count=HANDS,
    )

    assert len(ours) == len(theirs) == HANDS
    pairs = np.unique(ours.astype(np.int64) << 16 | theirs)  # sorted by our key, then treys'
    our_classes, their_classes = np.unique(ours), np.unique(theirs)
    assert len(pairs) == len(our_classes) == len(their_classes) == 7462
    their_rank_by_our_key = pairs & 0xFFFF
    assert (pairs >> 16 == our_classes).all()
    assert (np.diff(their_rank_by_our_key) < 0).all(), "treys orders two classes the other way"


@functools.cache
def treys_tables_rank_all() -> np.ndarray:
    """treys' rank of every hand, in the order of `hands`, read from treys' own lookup tables at once.

    treys' ``Evaluator.evaluate`` of five cards is a lookup: the product of the five ranks' primes
    (each card's low byte), in the table of flushes when the five suits agree, else in the other.
    This does that lookup for all 2,598,960 hands in numpy (about half a second), where the loop over
    ``evaluate`` itself is the slow tier's; `test_treys_tables_are_treys_evaluate` proves the two the same.
    """
    table = LookupTable()
    codes = [treys_code(card) for card in PACK]
    primes = np.array([code & 0xFF for code in codes], dtype=np.int64)
    suits = np.array([code >> 12 & 0xF for code in codes], dtype=np.int64)
    dealt = hands().astype(np.intp)
    products = primes[dealt].prod(axis=1)
    flush = (suits[dealt] == suits[dealt][:, :1]).all(axis=1)
    ranks = np.zeros(HANDS, dtype=np.int32)
    for lookup, rows in ((table.flush_lookup, flush), (table.unsuited_lookup, ~flush)):
        keys = np.array(sorted(lookup), dtype=np.int64)
        values = np.array([lookup[k] for k in keys.tolist()], dtype=np.int32)
        at = np.minimum(np.searchsorted(keys, products[rows]), len(keys) - 1)
        assert (keys[at] == products[rows]).all(), "a product of primes treys' table does not hold"
        ranks[rows] = values[at]
    return ranks


def test_treys_tables_are_treys_evaluate():
    """The lookup above gives what treys' own ``evaluate`` gives, on 20,000 random hands."""
    evaluator = Evaluator()
    codes = [treys_code(card) for card in PACK]
    ranks = treys_tables_rank_all()
    dealt = hands()
    for i in np.random.default_rng(26).choice(HANDS, size=20_000, replace=False):
        assert evaluator.evaluate([codes[j] for j in dealt[i]], []) == ranks[i], dealt[i]


def test_american_orders_every_hand_as_treys_tables_do():
    """The argument of the test above on every hand, with treys' ranks read from its tables at once:
    a bijection between the 7,462 classes of each that reverses the order."""
    ours, theirs = rank_all("american"), treys_tables_rank_all()
    pairs = np.unique(ours.astype(np.int64) << 16 | theirs)
    our_classes, their_classes = np.unique(ours), np.unique(theirs)
    assert len(pairs) == len(our_classes) == len(their_classes) == 7462
    assert (pairs >> 16 == our_classes).all()
    assert (np.diff(pairs & 0xFFFF) < 0).all(), "treys orders two classes the other way"


def test_treys_agrees_on_the_hands_the_laws_argue_about():
    """A readable spot check of the same fact, with treys' own class names."""
    evaluator = Evaluator()
    for hand, treys_class in [
        ("10S JS QS KS AS", "Royal Flush"),
        ("5D 4D 3D 2D AD", "Straight Flush"),
        ("10S JD QC KH AS", "Straight"),
        ("5D 4C 3S 2H AH", "Straight"),
        ("QH KD AC 2S 3H", "High Card"),
        ("KH KS 9D 9C 7H", "Two Pair"),
    ]:
        rank = evaluator.evaluate([treys_code(card) for card in evaluate(hand).cards], [])
        assert evaluator.class_to_string(evaluator.get_rank_class(rank)) == treys_class
        category = evaluate(hand, "american").category
        expected = {
            "Royal Flush": "SEQUENCE_FLUSH",
            "Straight Flush": "SEQUENCE_FLUSH",
            "Straight": "SEQUENCE",
            "High Card": "NO_PAIR",
            "Two Pair": "TWO_PAIRS",
        }[treys_class]
        assert category.name == expected, hand
