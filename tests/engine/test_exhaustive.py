"""The exhaustive path (`pokerlaws.hands.exhaustive`) and the fast path (`key_function`).

Their keys must be exactly `evaluate(...).key`: on every hand for the two
codes (through the pure-Python fast path, which `evaluate` is checked
against), and on a large random sample and complete families of hands under
every variant of the ruleset switches. The counts of each category are
checked against their closed forms, which are derived here, not read from
the code under test.
"""

from __future__ import annotations

import dataclasses
import itertools
import random
import tracemalloc
from fractions import Fraction
from math import comb

import numpy as np
import pytest

from pokerlaws import (
    PACK,
    RULESETS,
    Card,
    Category,
    Ruleset,
    Suit,
    evaluate,
    parse_cards,
)
from pokerlaws.errors import DuplicateCard, InvalidCard, UnknownRuleset, WrongHandSize
from pokerlaws.hands import key_function
from pokerlaws.hands.exhaustive import HANDS, hand_index, hand_table, hands, rank_all

C = Category

# --- closed forms ------------------------------------------------------------------------

# Suit patterns of five cards of distinct ranks: 4**5, of which 4 are all one suit.
_UNSUITED = 4**5 - 4


def closed_form_counts(sequences: int) -> dict[Category, int]:
    """Hands per category when *sequences* rank-runs count as sequences (10 or 9)."""
    runs_of_distinct_ranks = comb(13, 5) - sequences
    return {
        C.SEQUENCE_FLUSH: sequences * 4,
        C.FOURS: 13 * 48,
        C.FULL: 13 * comb(4, 3) * 12 * comb(4, 2),
        C.FLUSH: 4 * runs_of_distinct_ranks,
        C.SEQUENCE: sequences * _UNSUITED,
        C.THREES: 13 * comb(4, 3) * comb(12, 2) * 4**2,
        C.TWO_PAIRS: comb(13, 2) * comb(4, 2) ** 2 * 11 * 4,
        C.PAIR: 13 * comb(4, 2) * comb(12, 3) * 4**3,
        C.NO_PAIR: runs_of_distinct_ranks * _UNSUITED,
    }


# The figures of the issue, best category first.
AMERICAN = [40, 624, 3_744, 5_108, 10_200, 54_912, 123_552, 1_098_240, 1_302_540]
CODE_1882 = [36, 624, 3_744, 5_112, 9_180, 54_912, 123_552, 1_098_240, 1_303_560]
BEST_FIRST = sorted(Category, reverse=True)


@pytest.mark.law("1882:71")
def test_the_closed_forms_are_the_issues_figures():
    assert [closed_form_counts(10)[c] for c in BEST_FIRST] == AMERICAN  # A-2-3-4-5 to 10-J-Q-K-A
    assert [closed_form_counts(9)[c] for c in BEST_FIRST] == CODE_1882  # law 71: not 10-J-Q-K-A
    assert sum(AMERICAN) == sum(CODE_1882) == HANDS == comb(52, 5)


@pytest.mark.law("1882:65", "1882:71")
@pytest.mark.parametrize(("ruleset", "expected"), [("american", AMERICAN), ("1882", CODE_1882)])
def test_counts_per_category(ruleset, expected):
    keys = rank_all(ruleset)
    by_category = np.bincount(keys >> 24, minlength=9)
    assert [int(by_category[c]) for c in BEST_FIRST] == expected
    table = hand_table(ruleset)
    assert [row.category for row in table.counts] == BEST_FIRST
    assert [row.hands for row in table.counts] == expected
    for row in table.counts:
        assert row.odds_against == Fraction(HANDS - row.hands, row.hands)
        assert row.probability == Fraction(row.hands, HANDS)
        assert table[row.category] is row


def distinct_values(sequences: int, hearts_apart: bool, odd_card: bool) -> dict[Category, int]:
    """Distinct values per category, in closed form (hands of equal value are one value)."""
    flush_patterns = comb(13, 5) - sequences
    return {
        C.SEQUENCE_FLUSH: sequences,
        C.FOURS: 13 * 12,
        C.FULL: 13 * 12,
        C.FLUSH: flush_patterns * (2 if hearts_apart else 1),  # law 69: hearts rank apart
        C.SEQUENCE: sequences,
        C.THREES: 13 * comb(12, 2),
        C.TWO_PAIRS: comb(13, 2) * (11 if odd_card else 1),  # law 73
        C.PAIR: 13 * comb(12, 3),
        C.NO_PAIR: flush_patterns,
    }


@pytest.mark.law("1882:65", "1882:69", "1882:71", "1882:73")
@pytest.mark.parametrize(
    ("ruleset", "shape"), [("american", (10, False, True)), ("1882", (9, True, False))]
)
def test_distinct_values_per_category(ruleset, shape):
    expected = distinct_values(*shape)
    table = hand_table(ruleset)
    assert {row.category: row.values for row in table.counts} == expected
    assert table.values == sum(expected.values()) == len(np.unique(rank_all(ruleset)))
    if ruleset == "american":
        assert table.values == 7462  # the number every modern evaluator has


# --- the order of hands ------------------------------------------------------------------


def test_hands_are_the_combinations_of_the_pack_in_order():
    every = np.fromiter(
        itertools.chain.from_iterable(itertools.combinations(range(52), 5)), dtype=np.uint8, count=5 * HANDS
    ).reshape(-1, 5)
    found = hands()
    assert found.shape == (HANDS, 5) and found.dtype == np.uint8
    assert np.array_equal(found, every)


@pytest.fixture(scope="module")
def all_hands() -> np.ndarray:
    return hands()


def test_hand_index_inverts_hands(all_hands):
    rng = random.Random(71)
    for i in [0, 1, 2, HANDS - 2, HANDS - 1, *rng.sample(range(HANDS), 2000)]:
        cards = [PACK[j] for j in all_hands[i]]
        rng.shuffle(cards)
        assert hand_index(cards) == i
        assert hand_index(" ".join(map(str, cards))) == i


def test_hand_index_checks_its_hand():
    with pytest.raises(WrongHandSize):
        hand_index("AS KS QS JS")
    with pytest.raises(InvalidCard):
        hand_index("AS KS QS JS 1X")


# --- the keys are evaluate's -------------------------------------------------------------


def _variants() -> list[Ruleset]:
    found = []
    for base in ("1882", "american"):
        for reading in ("literal", "most_hearts", "flush"):
            for odd_card in (False, True):
                found.append(
                    dataclasses.replace(
                        RULESETS[base],
                        name=f"{base}/{reading}/{'odd' if odd_card else 'no-odd'}",
                        sequence_in_hearts=reading,
                        two_pairs_odd_card=odd_card,
                    )
                )
    # the ace's switches, the other way round from the codes
    found.append(dataclasses.replace(RULESETS["1882"], name="no-ace-low", ace_begins_sequence=False, ace_ends_sequence=True))
    found.append(dataclasses.replace(RULESETS["1882"], name="ace-never", ace_begins_sequence=False))
    found.append(dataclasses.replace(RULESETS["american"], name="hearts-first", hearts_flush_first=True))
    # the reading "low" of the ruling on 1882:71: the ace below the two outside sequences
    found.append(dataclasses.replace(RULESETS["1882"], name="1882/ace-low-outside", ace_outside_sequences="low"))
    found.append(dataclasses.replace(RULESETS["american"], name="american/ace-low-outside", ace_outside_sequences="low", sequence_in_hearts="most_hearts"))
    return found


VARIANTS = _variants()


def _families() -> dict[str, list[tuple[Card, ...]]]:
    """Complete families of hands: every hand with the property, none left out."""
    by_rank = {rank: [card for card in PACK if card.rank == rank] for rank in range(2, 15)}
    sequences = []
    for high in range(5, 15):
        ranks = [14 if r == 1 else r for r in range(high - 4, high + 1)]
        sequences += itertools.product(*(by_rank[r] for r in ranks))
    tens_up = [card for card in PACK if card.rank >= 10]  # 20 cards: every 10-J-Q-K-A and more
    return {
        "every flush": [h for suit in Suit for h in itertools.combinations([c for c in PACK if c.suit is suit], 5)],
        "every hand of five ranks in sequence, any suits": sequences,
        "every hand of the 20 cards ten to ace": list(itertools.combinations(tens_up, 5)),
        "every hand with two kings and two queens": [
            (*kings, *queens, odd)
            for kings in itertools.combinations(by_rank[13], 2)
            for queens in itertools.combinations(by_rank[12], 2)
            for odd in PACK
            if odd.rank not in (12, 13)
        ],
    }


FAMILIES = _families()


def test_the_families_are_complete():
    sizes = {name: len(set(map(frozenset, family))) for name, family in FAMILIES.items()}
    assert sizes == {
        "every flush": 4 * comb(13, 5),
        "every hand of five ranks in sequence, any suits": 10 * 4**5,
        "every hand of the 20 cards ten to ace": comb(20, 5),
        "every hand with two kings and two queens": comb(4, 2) ** 2 * 44,
    }


@pytest.mark.parametrize("ruleset", VARIANTS, ids=lambda r: r.name)
def test_exhaustive_keys_are_evaluate_keys(ruleset, all_hands):
    keys = rank_all(ruleset)
    assert keys.shape == (HANDS,) and keys.dtype == np.int32
    rng = random.Random(hash(ruleset.name) & 0xFFFF)
    key = key_function(ruleset)
    checked = 0
    for i in rng.sample(range(HANDS), 20_000):
        cards = tuple(PACK[j] for j in all_hands[i])
        expected = evaluate(cards, ruleset).key
        assert int(keys[i]) == expected == key(*cards), (ruleset.name, cards)
        checked += 1
    for name, family in FAMILIES.items():
        for cards in family:
            expected = evaluate(cards, ruleset).key
            assert int(keys[hand_index(cards)]) == expected == key(*cards), (ruleset.name, name, cards)
            checked += 1
    assert checked == 20_000 + sum(map(len, FAMILIES.values()))


@pytest.mark.parametrize(
    "ruleset", ["1882", "american", dataclasses.replace(RULESETS["1882"], name="1882/ace-low-outside", ace_outside_sequences="low")],
    ids=lambda r: r if isinstance(r, str) else r.name,
)
def test_exhaustive_keys_equal_the_fast_path_on_every_hand(ruleset):
    """All 2,598,960 hands, through the pure-Python fast path, in the order of `hands`."""
    key = key_function(ruleset)
    one_at_a_time = np.fromiter(
        (key(*cards) for cards in itertools.combinations(PACK, 5)), dtype=np.int32, count=HANDS
    )
    assert np.array_equal(rank_all(ruleset), one_at_a_time)


@pytest.mark.law("1882:70")
def test_most_hearts_counts_the_hearts_of_a_sequence():
    ruleset = next(r for r in VARIANTS if r.sequence_in_hearts == "most_hearts")
    keys = rank_all(ruleset)
    three_hearts = parse_cards("9H 8H 7H 6S 5C")
    two_hearts = parse_cards("9H 8H 7D 6S 5C")
    assert keys[hand_index(three_hearts)] > keys[hand_index(two_hearts)]
    assert keys[hand_index(three_hearts)] == evaluate(three_hearts, ruleset).key


def test_peak_memory_of_the_exhaustive_path():
    rank_all("1882")  # tables built outside the measure
    tracemalloc.start()
    try:
        keys = rank_all("1882")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert keys.nbytes == 4 * HANDS
    assert peak < 1 << 30, f"peak {peak / 2**20:.0f} MiB"
    assert peak < 20 * 10**6, f"peak {peak / 2**20:.1f} MiB: more than the documented 20 MB"


def test_rank_all_refuses_an_unknown_ruleset():
    with pytest.raises(UnknownRuleset):
        rank_all("1895")


# --- the fast path -----------------------------------------------------------------------


def test_key_function_is_evaluate_in_any_order_of_cards():
    rng = random.Random(65)
    for ruleset in VARIANTS:
        key = key_function(ruleset)
        for _ in range(500):
            cards = rng.sample(PACK, 5)
            value = evaluate(cards, ruleset)
            rng.shuffle(cards)
            assert key(*cards) == value.key


def test_key_function_by_name_and_errors():
    assert key_function("1882") is key_function(RULESETS["1882"])
    key = key_function("american")
    hand = parse_cards("AS KS QS JS 10S")
    assert key(*hand) >> 24 == C.SEQUENCE_FLUSH
    with pytest.raises(TypeError):
        key(*hand[:4])
    with pytest.raises(InvalidCard, match="is not a Card"):
        key("AS", "KS", "QS", "JS", "10S")
    with pytest.raises(DuplicateCard, match="twice"):
        key(*parse_cards("AS AH AD AC"), Card(14, Suit.SPADES))
    with pytest.raises(UnknownRuleset):
        key_function("modern")


@pytest.mark.law("1882:71")
def test_the_footnote_ruleset_counts_as_1882_but_for_ten_to_ace():
    """`american-writers` (the footnote to 1882:71) moves only the hands that end a sequence with the ace."""
    footnote, code = rank_all("american-writers"), rank_all("1882")
    moved = footnote != code
    category = footnote >> 24
    # the ten to ace hands: 4 sequence flushes and 1,020 sequences, no pair or flush under 1882
    assert int(moved.sum()) == 4 * 1 + 1_020
    assert set(np.unique(category[moved]).tolist()) == {int(Category.SEQUENCE), int(Category.SEQUENCE_FLUSH)}
