"""The chances of the draw (issue 14): pokerlaws.hands.odds and the whole table, pokerlaws.hands.odds_table.

The table is compared with brute force: every draw of a (hand, keep) pair enumerated and each final
hand looked up among the keys of all hands (``rank_all``, itself checked against ``evaluate`` in
``test_exhaustive``), on 1,000 random pairs and a few chosen ones, under both codes (in ``--all``;
the everyday tier takes a few random pairs of each number of cards kept, and the chosen ones); and on
a few pairs against ``evaluate`` itself, one final hand at a time.
"""

from __future__ import annotations

import functools
import itertools
import math
import random
from fractions import Fraction

import numpy as np
import pytest

from pokerlaws import PACK, Category, evaluate
from pokerlaws.errors import (
    CardNotThere,
    DuplicateCard,
    InvalidCard,
    UnknownRuleset,
    WrongHandSize,
)
from pokerlaws.hands.exhaustive import HANDS, hand_table, rank_all
from pokerlaws.hands.odds import (
    best_choice,
    card_number,
    choices,
    draw_odds,
    odds_against_text,
)
from pokerlaws.hands.odds_table import CLASSES, draw_table

pytestmark = pytest.mark.law("foster:1", "1882:65")

CODES = ("1882", "american")
SAMPLE = 1000
"""Random pairs of ``--all``."""
PER_SIZE = 4
"""Random pairs of the everyday tier, for each number of cards kept (0 to 5)."""


@functools.cache
def _table(code: str):
    return draw_table(code)


@functools.cache
def _keys(code: str) -> np.ndarray:
    return rank_all(code) >> 24


@functools.cache
def _draws(k: int) -> np.ndarray:
    """Every set of k of the 47 unseen cards, as places 0-46."""
    return np.array(list(itertools.combinations(range(47), k)), dtype=np.intp).reshape(math.comb(47, k), k)


_C51 = np.array([[math.comb(n, k) for k in range(6)] for n in range(52)], dtype=np.int64)


def _final_places(hand: list[int], keep: list[int]) -> np.ndarray:
    """Every final hand of the draw, as its place in itertools.combinations(PACK, 5)."""
    unseen = np.array([c for c in range(52) if c not in hand])
    drawn = unseen[_draws(5 - len(keep))]  # each row ascending already: unseen is, and so is each draw
    final = drawn if not keep else np.sort(
        np.concatenate([np.broadcast_to(np.array(keep, dtype=np.intp), (len(drawn), len(keep))), drawn], axis=1), axis=1
    )
    # as exhaustive.hand_index computes it
    return HANDS - 1 - sum(_C51[51 - final[:, j], 5 - j] for j in range(5))


def _counted(code: str, places: np.ndarray) -> tuple[int, ...]:
    return tuple(int(n) for n in np.bincount(_keys(code)[places], minlength=len(Category)))


def brute_force(code: str, hand: list[int], keep: list[int]) -> tuple[int, ...]:
    """Count by enumeration: every draw, each final hand's category read at its lexicographic place."""
    return _counted(code, _final_places(hand, keep))


def _pairs(stratified: bool = False) -> list[tuple[list[int], list[int]]]:
    """The random pairs (SAMPLE of them, or PER_SIZE for each number kept), then the chosen ones."""
    rng = random.Random(14)
    pairs = []
    if stratified:
        for kept in range(6):
            for _ in range(PER_SIZE):
                hand = rng.sample(range(52), 5)
                pairs.append((hand, rng.sample(hand, kept)))
    for _ in range(0 if stratified else SAMPLE):
        hand = rng.sample(range(52), 5)
        mask = rng.randrange(32)
        pairs.append((hand, [c for i, c in enumerate(hand) if mask >> i & 1]))
    # and every choice of hands where the codes part: 10-J-Q-K-A, a sequence flush, A-2-3-4-5 (the
    # everyday tier: the two of them that differ most, ten to king and five to ace in one suit)
    chosen = ("TC JD QH KS 3D", "AS 2S 3S 4S 5S") if stratified else ("AH KH QH JH TH", "TC JD QH KS 3D", "AS 2S 3S 4S 5S", "JC QD KH AS 2H")
    for text in chosen:
        hand = [card_number(card) for card in evaluate(text).cards]
        pairs += [(hand, [c for i, c in enumerate(hand) if mask >> i & 1]) for mask in range(32)]
    return pairs


@pytest.mark.law("1882:71")
@pytest.mark.parametrize("stratified", [pytest.param(False, marks=pytest.mark.slow, id="a-thousand-pairs"), pytest.param(True, id="each-number-kept")])
def test_the_table_equals_brute_force_on_random_and_chosen_pairs_under_both_codes(stratified: bool) -> None:
    # one enumeration of each pair's draws, read under both codes: most of the test's time
    tables = {code: _table(code) for code in CODES}
    pairs = _pairs(stratified)
    differing = []
    for hand, keep in pairs:
        places = _final_places(hand, keep)
        for code, table in tables.items():
            found = table.lookup([PACK[c] for c in hand], [PACK[c] for c in keep])
            expected = _counted(code, places)
            assert sum(expected) == found.ways == math.comb(47, 5 - len(keep))
            if found.counts != expected:
                differing.append((code, hand, keep, found.counts, expected))
    assert differing == [], differing[:3]
    assert len(pairs) >= (6 * PER_SIZE + 64 if stratified else SAMPLE + 128)
    assert {len(keep) for _, keep in pairs} == set(range(6))


def test_the_codes_differ_where_the_ace_ends_a_sequence() -> None:
    # the comparison above could pass with a table and a brute force that both ignored the ruleset
    hand, keep = ["TC", "JD", "QH", "KS", "3D"], ["TC", "JD", "QH", "KS"]
    old, american = (_table(code).lookup(hand, keep) for code in CODES)
    assert old.counts[Category.SEQUENCE] == 4 and american.counts[Category.SEQUENCE] == 8  # a nine alone; nine or ace
    numbers = [card_number(card) for card in evaluate(" ".join(hand)).cards]
    kept = [n for n in numbers if str(PACK[n]) != "3D"]
    assert brute_force("1882", numbers, kept) == old.counts != american.counts == brute_force("american", numbers, kept)


@pytest.mark.parametrize(
    "hand, keep",
    [("AH KH QH JH 2C", "AH KH QH JH"), ("TC JD QH KS 3D", "TC JD QH KS"), ("JS JD 8C 5H 2S", "JS JD 8C"),
     ("9S 9H 9D 4C 4S", "9S 9H"), ("AS 2S 3S 4S 9D", "AS 2S 3S")],
)  # fmt: skip
@pytest.mark.parametrize("code", CODES)
def test_draw_odds_equals_evaluate_one_final_hand_at_a_time(hand: str, keep: str, code: str) -> None:
    cards = evaluate(hand).cards
    kept = [c for c in cards if str(c) in keep.split()]
    unseen = [c for c in PACK if c not in cards]
    expected = [0] * len(Category)
    for drawn in itertools.combinations(unseen, 5 - len(kept)):
        expected[evaluate([*kept, *drawn], code).category] += 1
    assert draw_odds(hand, kept, code).counts == tuple(expected)


@pytest.mark.parametrize("code", CODES)
def test_every_row_of_the_table_sums_to_the_draws_and_the_classes_to_the_pack(code: str) -> None:
    table = _table(code)
    assert len(table) == CLASSES and table.counts.shape == (CLASSES, 32, len(Category))
    assert int(table.weights.sum()) == HANDS
    drawn = np.array([5 - bin(mask).count("1") for mask in range(32)])
    expected = np.array([math.comb(47, k) for k in drawn])
    assert (table.counts.sum(axis=2) == expected).all()
    assert (table.counts >= 0).all()
    dealt = hand_table(code)
    # keeping all five: the hands as dealt, each class counted as often as it is dealt
    kept_all = (table.weights[:, None] * table.counts[:, 31]).sum(axis=0)
    assert kept_all.tolist() == [dealt[c].hands for c in Category]
    # keeping none: over all hands, each final hand is drawn by each hand it does not meet, C(47, 5) of them
    kept_none = (table.weights[:, None] * table.counts[:, 0].astype(np.int64)).sum(axis=0)
    assert kept_none.tolist() == [math.comb(47, 5) * dealt[c].hands for c in Category]


def test_a_hand_is_found_in_its_class_whatever_its_suits() -> None:
    table = _table("1882")
    # the same ranks in other suits: one class, the same counts for the same choice
    first = table.lookup("AH KH QH JH 2C", "AH KH QH JH")
    second = table.lookup("AS KS QS JS 2D", "AS KS QS JS")
    assert first.counts == second.counts and first.hand != second.hand
    rng = random.Random(7)
    for _ in range(200):
        hand = rng.sample(PACK, 5)
        keep = [c for c in hand if rng.random() < 0.5]
        assert table.lookup(hand, keep) == draw_odds(hand, keep)


def test_the_period_figures() -> None:
    # the figures of the period's tables, as every later table gives them
    pair = draw_odds("JS JD 8C 5H 2S", keep="JS JD")
    assert (pair.ways, pair.counts[Category.TWO_PAIRS], pair.counts[Category.THREES]) == (16215, 2592, 1854)
    assert (pair.counts[Category.FULL], pair.counts[Category.FOURS]) == (165, 45)
    assert odds_against_text(pair.improving) == "2.48 to 1"
    threes = draw_odds("JS JD JC 8H 2S", keep="JS JD JC")
    assert (threes.counts[Category.FULL], threes.counts[Category.FOURS], threes.ways) == (66, 46, 1081)
    assert draw_odds("JS JD 8C 8H 2S", keep="JS JD 8C 8H").counts[Category.FULL] == 4
    assert draw_odds("KS 9S 6S 3S 2D", keep="KS 9S 6S 3S").count(Category.FLUSH, at_least=True) == 9
    assert draw_odds("5C 6D 7H 8S KD", keep="5C 6D 7H 8S").count(Category.SEQUENCE, at_least=True) == 8


@pytest.mark.law("1882:71")
def test_ten_to_king_is_filled_by_a_nine_alone_under_1882() -> None:
    old = draw_odds("TC JD QH KS 3D", keep="TC JD QH KS")
    american = draw_odds("TC JD QH KS 3D", keep="TC JD QH KS", ruleset="american")
    assert old.count(Category.SEQUENCE) == 4 and american.count(Category.SEQUENCE) == 8
    assert draw_odds("JC QD KH AS 3D", keep="JC QD KH AS").count(Category.SEQUENCE, at_least=True) == 0
    flush = draw_odds("AH KH QH JH 2C", keep="AH KH QH JH")
    assert flush.counts[Category.SEQUENCE_FLUSH] == 0 and flush.counts[Category.FLUSH] == 9


def test_choices_and_the_best() -> None:
    every = choices("JS JD 8C 5H 2S")
    assert len(every) == 32 and len({c.keep for c in every}) == 32
    assert all(sum(c.counts) == c.ways for c in every)
    assert [str(c) for c in best_choice("JS JD 8C 5H 2S").keep] == ["JS", "JD"]  # not the kicker
    assert [str(c) for c in best_choice("9H TH JH QH 2C", Category.SEQUENCE).keep] == ["9H", "TH", "JH", "QH"]
    assert [str(c) for c in best_choice("9H TH JH QH 2C", Category.FLUSH).keep] == ["9H", "TH", "JH", "QH"]
    # the best hand cannot improve: every choice ties at nothing, and the tie goes to keeping all
    assert best_choice("9S TS JS QS KS").drawn == 0
    # fours improve only to a sequence flush, which only keeping one of the nines leaves open
    assert [str(c) for c in best_choice("9S 9H 9D 9C 4S").keep] == ["9S"]
    for odds in every:
        assert odds == draw_odds("JS JD 8C 5H 2S", odds.keep)


def test_fractions_and_odds_in_words() -> None:
    odds = draw_odds("AH KH QH JH 2C", keep="AH KH QH JH")
    assert odds.chance(Category.FLUSH) == Fraction(9, 47) and odds.improving == Fraction(21, 47)
    assert odds_against_text(Fraction(2, 7)) == "2.5 to 1"
    assert odds_against_text(Fraction(1, 4165)) == "4,164 to 1"
    assert odds_against_text(Fraction(26, 47)) == "1.24 to 1 on"
    assert odds_against_text(Fraction(0)) == "no chance" and odds_against_text(Fraction(1)) == "certain"


@pytest.mark.parametrize(
    "hand, keep, error, words",
    [("AH KH QH JH", "AH", WrongHandSize, "foster:4"), ("AH KH QH JH 2C", "3C", CardNotThere, "3C"),
     ("AH KH QH JH AH", "AH", DuplicateCard, "AH"), ("AH KH QH JH 2X", "", InvalidCard, "2X"),
     ("AH KH QH JH 2C", "AH AH", DuplicateCard, "AH"), ("AH KH QH JH 2C", "1Z", InvalidCard, "1Z")],
)  # fmt: skip
def test_bad_input_raises_what_it_offends(hand: str, keep: str, error: type, words: str) -> None:
    with pytest.raises(error, match=words):
        draw_odds(hand, keep)
    with pytest.raises(error, match=words):
        _table("1882").lookup(hand, keep)


def test_an_unknown_ruleset_is_refused() -> None:
    with pytest.raises(UnknownRuleset):
        draw_odds("AH KH QH JH 2C", "AH", ruleset="klondike")


# --- issue 29, item 24: a target is a Category or None, never a number or a name


@pytest.mark.parametrize("target", [True, False, 1, 4, "flush", "FLUSH", 4.0], ids=repr)
def test_a_target_that_is_no_category_is_refused_not_read_as_one(target: object) -> None:
    with pytest.raises(ValueError, match="the target is a Category"):
        best_choice("AH KH QH JH 2C", target)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="the target is a Category"):
        draw_odds("AH KH QH JH 2C", keep="AH KH QH JH").count(target)  # type: ignore[arg-type]


def test_a_category_is_still_a_target() -> None:
    assert [str(c) for c in best_choice("9H TH JH QH 2C", Category.SEQUENCE).keep] == ["9H", "TH", "JH", "QH"]
