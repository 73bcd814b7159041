"""The `american` code agrees with an established evaluator, treys, on every hand.

treys (a test and benchmark dependency only) is a Python port of Cactus Kev's
evaluator: it ranks a hand from 1 (a royal flush) to 7462 (7-5-4-3-2 in
several suits), lower being better, the modern high-hand order that the
footnote to law 71 describes and `american` implements.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from treys import Card as TreysCard
from treys import Evaluator

from pokerlaws import PACK, evaluate
from pokerlaws.exhaustive import HANDS, hands, rank_all


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


def test_american_orders_a_sample_of_hands_as_treys_does():
    """The everyday sample of the test above: 100,000 random hands, the same argument on them (a
    bijection between their classes that reverses the order)."""
    evaluator = Evaluator()
    codes = [treys_code(card) for card in PACK]
    rng = np.random.default_rng(26)
    rows = rng.choice(HANDS, size=100_000, replace=False)
    ours = rank_all("american")[rows]
    dealt = hands()[rows]
    theirs = np.array([evaluator.evaluate([codes[i] for i in row], []) for row in dealt], dtype=np.int32)
    pairs = np.unique(ours.astype(np.int64) << 16 | theirs)
    our_classes, their_classes = np.unique(ours), np.unique(theirs)
    assert len(pairs) == len(our_classes) == len(their_classes) > 5000
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
