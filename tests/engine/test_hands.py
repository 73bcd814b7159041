"""The value of hands under the 1882 laws (65-76) and the American custom."""

from __future__ import annotations

import dataclasses
import itertools
import pickle
import time
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerlaws import (
    PACK,
    RULESETS,
    Card,
    Category,
    DuplicateCard,
    HandValue,
    InvalidCard,
    PokerLawError,
    RulesetMismatch,
    Suit,
    UnknownRuleset,
    WrongHandSize,
    compare,
    evaluate,
    parse_cards,
)
from pokerlaws.hands import key_function

C = Category
R1882 = RULESETS["1882"]
AMERICAN = RULESETS["american"]
MOST_HEARTS = dataclasses.replace(R1882, sequence_in_hearts="most_hearts", name="1882-most-hearts")
FLUSH_READING = dataclasses.replace(R1882, sequence_in_hearts="flush", name="1882-flush")
ODD_CARD = dataclasses.replace(R1882, two_pairs_odd_card=True, name="1882-odd-card")
ALL_RULESETS = [R1882, AMERICAN, MOST_HEARTS, FLUSH_READING, ODD_CARD]


def category(hand, ruleset="1882"):
    return evaluate(hand, ruleset).category


# --- categories ----------------------------------------------------------------

# hand, category under 1882, category under american
CATEGORY_CASES = [
    ("9S TS JS QS KS", C.SEQUENCE_FLUSH, C.SEQUENCE_FLUSH),
    ("AH 2H 3H 4H 5H", C.SEQUENCE_FLUSH, C.SEQUENCE_FLUSH),
    ("TD JD QD KD AD", C.FLUSH, C.SEQUENCE_FLUSH),  # law 71: the ace may not end a sequence
    ("QC KC AC 2C 3C", C.FLUSH, C.FLUSH),  # nor sit between a king and a two
    ("7C 7D 7H 7S 2C", C.FOURS, C.FOURS),
    ("AC AD AH AS KC", C.FOURS, C.FOURS),
    ("KC KD KH 2S 2C", C.FULL, C.FULL),
    ("2C 2D 2H AS AC", C.FULL, C.FULL),
    ("AH JH 9H 5H 3H", C.FLUSH, C.FLUSH),
    ("7S 5S 4S 3S 2S", C.FLUSH, C.FLUSH),
    ("9C TD JH QS KC", C.SEQUENCE, C.SEQUENCE),
    ("AC 2D 3H 4S 5C", C.SEQUENCE, C.SEQUENCE),
    ("2C 3D 4H 5S 6C", C.SEQUENCE, C.SEQUENCE),
    ("TC JD QH KS AC", C.NO_PAIR, C.SEQUENCE),
    ("QC KD AH 2S 3C", C.NO_PAIR, C.NO_PAIR),
    ("KC AD 2H 3S 4C", C.NO_PAIR, C.NO_PAIR),
    ("JC QD KH AS 2C", C.NO_PAIR, C.NO_PAIR),
    ("QC QD QH 9S 2C", C.THREES, C.THREES),
    ("KC KD QH QS 7C", C.TWO_PAIRS, C.TWO_PAIRS),
    ("JC JD 9H 4S 2C", C.PAIR, C.PAIR),
    ("AC JD 9H 4S 2C", C.NO_PAIR, C.NO_PAIR),
    ("7C 5D 4H 3S 2C", C.NO_PAIR, C.NO_PAIR),
]


@pytest.mark.law("1882:65", "1882:71")
@pytest.mark.parametrize(("hand", "in_1882", "american"), CATEGORY_CASES)
def test_categories(hand, in_1882, american):
    assert category(hand, "1882") is in_1882
    assert category(hand, "american") is american


@pytest.mark.law("1882:65")
def test_categories_in_the_order_of_law_65():
    # one hand of each kind, best first, as law 65 lists them
    ladder = ["2S 3S 4S 5S 6S", "2C 2D 2H 2S 3C", "2C 2D 2H 3S 3C", "2H 3H 4H 5H 7H", "2C 3D 4H 5S 6C",
              "2C 2D 2H 3S 4C", "2C 2D 3H 3S 4C", "2C 2D 3H 4S 5C", "2C 3D 4H 5S 7C"]  # fmt: skip
    for ruleset in ALL_RULESETS:
        values = [evaluate(hand, ruleset) for hand in ladder]
        assert [v.category for v in values] == sorted(Category, reverse=True)
        assert values == sorted(values, reverse=True)
        assert all(better > worse for better, worse in itertools.pairwise(values))


@pytest.mark.law("1882:65")
def test_category_names():
    assert [c.name for c in sorted(Category, reverse=True)] == [
        "SEQUENCE_FLUSH", "FOURS", "FULL", "FLUSH", "SEQUENCE", "THREES", "TWO_PAIRS", "PAIR", "NO_PAIR",
    ]  # fmt: skip
    assert [int(c) for c in sorted(Category)] == list(range(9))
    assert C.SEQUENCE_FLUSH.modern == "straight flush"
    assert C.SEQUENCE_FLUSH.period == "sequence flush"
    assert C.FOURS.modern == "four of a kind"
    assert C.FULL.modern == "full house"
    assert C.SEQUENCE.modern == "straight"
    assert C.THREES.modern == "three of a kind"
    assert C.NO_PAIR.modern == "high card"
    assert all(c.period and c.modern for c in Category)
    assert Category.__laws__ == ("1882:65",)


# --- the ace and sequences (laws 66, 70, 71) ------------------------------------


@pytest.mark.law("1882:70", "1882:71")
@pytest.mark.parametrize("ruleset", ["1882", "american"])
def test_ace_two_three_four_five_is_the_lowest_sequence(ruleset):
    wheel = evaluate("5D 4C 3S 2H AH", ruleset)
    assert wheel.category is C.SEQUENCE
    assert str(wheel) == "sequence, five high (A-2-3-4-5)"
    assert wheel < evaluate("2C 3D 4H 5S 6C", ruleset)
    assert wheel > evaluate("AC AD AH KS QC", ruleset)  # beats the best threes
    for low in range(2, 10):
        higher = [Card(r, Suit.SPADES if r % 2 else Suit.CLUBS) for r in range(low, low + 5)]
        assert compare(wheel, higher, ruleset, one_pack=False) == -1  # the 5 may be in both


@pytest.mark.law("1882:66", "1882:71")
@pytest.mark.parametrize("ruleset", ["1882", "american"])
def test_ace_low_sequence_flush_is_the_lowest_sequence_flush(ruleset):
    steel = evaluate("AS 2S 3S 4S 5S", ruleset)
    assert steel.category is C.SEQUENCE_FLUSH
    assert steel < evaluate("2C 3C 4C 5C 6C", ruleset)
    assert steel > evaluate("AC AD AH AS KC", ruleset)
    assert str(steel) == "sequence flush in spades, five high (A-2-3-4-5)"


@pytest.mark.law("1882:69", "1882:71")
def test_ten_to_ace_under_1882_is_no_sequence():
    broadway = evaluate("TC JD QH KS AC")
    assert broadway.category is C.NO_PAIR
    assert str(broadway) == "no pair, ace high"
    assert broadway < evaluate("AC 2D 3H 4S 5C")  # any sequence beats it
    assert broadway < evaluate("2C 2D 3H 4S 5C")  # so does any pair
    assert broadway > evaluate("AD KC QD JH 9S")  # as a no-pair hand it is the best
    suited = evaluate("TD JD QD KD AD")
    assert suited.category is C.FLUSH
    assert str(suited) == "flush in diamonds, ace high"
    assert suited < evaluate("2H 3H 4H 5H 7H")  # law 69: a flush in hearts beats it
    assert suited > evaluate("AS KS QS JS 9S")
    assert suited < evaluate("AC 2C 3C 4C 5C")  # a sequence flush beats any flush


def test_ten_to_ace_under_american_custom_is_the_highest_sequence():
    broadway = evaluate("TC JD QH KS AC", "american")
    assert broadway.category is C.SEQUENCE
    assert str(broadway) == "sequence, ace high (10-J-Q-K-A)"
    assert broadway > evaluate("9C TD JH QS KC", "american")
    assert broadway < evaluate("2H 3H 4H 5H 7H", "american")
    royal = evaluate("TD JD QD KD AD", "american")
    assert royal.category is C.SEQUENCE_FLUSH
    assert royal > evaluate("9H TH JH QH KH", "american")


@pytest.mark.law("1882:71")
@pytest.mark.parametrize("hand", ["QC KD AH 2S 3C", "KC AD 2H 3S 4C", "JC QD KH AS 2C", "QH KH AH 2H 3H"])
@pytest.mark.parametrize("ruleset", ALL_RULESETS, ids=lambda r: r.name)
def test_the_ace_is_never_between_a_king_and_a_two(hand, ruleset):
    assert category(hand, ruleset) in (C.NO_PAIR, C.FLUSH)


@pytest.mark.law("1882:66", "1882:70", "1882:71")
def test_sequences_by_highest_card():
    assert compare("9C TD JH QS KC", "8C 9D TH JS QC") == 1
    assert compare("6C 5D 4H 3S 2C", "AC 2D 3H 4S 5C") == 1
    assert compare("9S TS JS QS KS", "8H 9H TH JH QH") == 1  # law 66: no suit precedence
    # a ruleset with no ace in sequences at all
    no_ace = dataclasses.replace(R1882, ace_begins_sequence=False, name="no-ace")
    assert category("AC 2D 3H 4S 5C", no_ace) is C.NO_PAIR
    assert category("AC 2C 3C 4C 5C", no_ace) is C.FLUSH
    ace_high_only = dataclasses.replace(AMERICAN, ace_begins_sequence=False, name="ace-high-only")
    assert category("TC JD QH KS AC", ace_high_only) is C.SEQUENCE
    assert category("AC 2D 3H 4S 5C", ace_high_only) is C.NO_PAIR


# --- flushes and hearts (law 69) --------------------------------------------------


@pytest.mark.law("1882:69")
def test_heart_flush_beats_any_other_flush_under_1882_only():
    low_hearts, ace_spades = "7H 5H 4H 3H 2H", "AS KS QS JS 9S"
    assert compare(low_hearts, ace_spades, "1882") == 1
    assert compare(ace_spades, low_hearts, "1882") == -1
    assert compare(low_hearts, ace_spades, "american") == -1
    assert evaluate(low_hearts) > evaluate(ace_spades)
    assert evaluate(low_hearts, "american") < evaluate(ace_spades, "american")
    assert str(evaluate(low_hearts)) == "flush in hearts, seven high"


@pytest.mark.law("1882:65", "1882:69")
def test_heart_flush_does_not_climb_out_of_its_category():
    hearts = "AH KH QH JH 9H"
    assert compare(hearts, "2C 2D 2H 3S 3C") == -1  # the lowest full still wins
    assert compare(hearts, "2C 3D 4H 5S 6C") == 1  # and it beats every sequence
    assert compare(hearts, "6S 5S 4S 3S 2S") == -1  # and loses to every sequence flush


@pytest.mark.law("1882:69")
def test_two_heart_flushes_compare_by_their_cards():
    assert compare("9H 7H 5H 4H 2H", "8H 7H 6H 5H 3H", one_pack=False) == 1
    # hands that could not meet in one deal: compared as the laws would
    assert compare("AH JH 9H 5H 4H", "AH JH 9H 4H 3H", one_pack=False) == 1
    assert compare("KH JH 9H 5H 3H", "KH JH 9H 5H 2H", one_pack=False) == 1  # down to the last card
    assert compare("KH JH 9H 5H 2H", "KH JH 9H 5H 3H", one_pack=False) == -1


@pytest.mark.law("1882:69")
def test_non_heart_flushes_compare_by_highest_card_not_tied():
    for ruleset in ("1882", "american"):
        assert compare("AS JS 9S 5S 3S", "AC JC 9C 5C 2C", ruleset) == 1
        assert compare("AS JS 9S 5S 3S", "AD QD 4D 3D 2D", ruleset) == -1
        assert compare("KS JS 9S 5S 3S", "AC 6C 4C 3C 2C", ruleset) == -1  # the ace ranks high


@pytest.mark.law("1882:69", "1882:76")
@pytest.mark.parametrize(("one", "other"), [("S", "C"), ("C", "D"), ("D", "S")])
def test_equal_non_heart_flushes_tie(one, other):
    ranks = ["A", "J", "9", "5", "3"]
    a = [r + one for r in ranks]
    b = [r + other for r in ranks]
    for ruleset in ALL_RULESETS:
        assert compare(a, b, ruleset) == 0
        assert evaluate(a, ruleset) == evaluate(b, ruleset)


@pytest.mark.law("1882:69")
def test_heart_flush_against_same_ranks_in_another_suit():
    hearts, spades = "AH JH 9H 5H 3H", "AS JS 9S 5S 3S"
    assert compare(hearts, spades, "1882") == 1
    assert compare(hearts, spades, "american") == 0


@pytest.mark.law("1882:66")
def test_sequence_flushes_have_no_suit_precedence_by_default():
    for ruleset in ("1882", "american", MOST_HEARTS):
        assert compare("5H 6H 7H 8H 9H", "5S 6S 7S 8S 9S", ruleset) == 0
        assert compare("AH 2H 3H 4H 5H", "AC 2C 3C 4C 5C", ruleset) == 0


# --- "a sequence in hearts, ceteris paribus" (law 70) --------------------------------

THREE_HEARTS = "5H 6H 7H 8C 9S"
ONE_HEART = "5D 6C 7S 8H 9D"
NO_HEART = "5S 6D 7C 8D 9C"
ANOTHER_THREE_HEARTS = "5C 6H 7D 8H 9H"


@pytest.mark.law("1882:70", "1882:76")
def test_literal_reading_equal_sequences_share():
    for ruleset in ("1882", "american", FLUSH_READING):
        assert compare(THREE_HEARTS, ONE_HEART, ruleset) == 0
        assert compare(ONE_HEART, NO_HEART, ruleset) == 0


@pytest.mark.law("1882:70")
def test_most_hearts_reading():
    assert compare(THREE_HEARTS, ONE_HEART, MOST_HEARTS) == 1
    assert compare(ONE_HEART, NO_HEART, MOST_HEARTS) == 1
    assert compare(NO_HEART, THREE_HEARTS, MOST_HEARTS) == -1
    assert compare(THREE_HEARTS, ANOTHER_THREE_HEARTS, MOST_HEARTS, one_pack=False) == 0
    # hearts count only among sequences of equal value
    assert compare("AH 2H 3H 4H 5C", "2C 3D 4S 5D 6D", MOST_HEARTS) == -1
    assert compare("6C 7H 8H 9H TH", "6H 7H 8H 9H TS", MOST_HEARTS, one_pack=False) == 0
    # and not at all outside sequences
    assert compare("KH KD 9H 5H 3H", "KS KC 9S 5C 3D", MOST_HEARTS) == 0


@pytest.mark.law("1882:70")
def test_flush_reading():
    hearts, spades = "5H 6H 7H 8H 9H", "5S 6S 7S 8S 9S"
    assert compare(hearts, spades, FLUSH_READING) == 1
    assert compare(spades, hearts, FLUSH_READING) == -1
    assert compare("AH 2H 3H 4H 5H", "AD 2D 3D 4D 5D", FLUSH_READING) == 1
    assert compare("AH 2H 3H 4H 5H", "2D 3D 4D 5D 6D", FLUSH_READING) == -1  # a higher card wins first
    assert compare("5C 6C 7C 8C 9C", "5S 6S 7S 8S 9S", FLUSH_READING) == 0
    assert compare("5D 6C 7S 8H 9D", "5S 6D 7C 8D 9C", FLUSH_READING) == 0  # plain sequences: no effect


# --- fours, full, threes (laws 67, 68, 72) --------------------------------------------


@pytest.mark.law("1882:67", "1882:68", "1882:72")
def test_fours_full_threes_by_their_cards_ace_high():
    for ruleset in ("1882", "american"):
        assert compare("AC AD AH AS 2C", "KC KD KH KS QC", ruleset) == 1
        assert compare("3C 3D 3H 3S 2C", "2D 2H 2S 2C AC", ruleset, one_pack=False) == 1
        assert compare("AC AD AH 2S 2C", "KC KD KH QS QC", ruleset) == 1
        assert compare("3C 3D 3H 2S 2C", "2D 2H 2S AC AD", ruleset, one_pack=False) == 1
        assert compare("AC AD AH 3S 2C", "KC KD KH QS JC", ruleset) == 1
        assert compare("4C 4D 4H 3S 2C", "3C 3D 3H AS KC", ruleset, one_pack=False) == 1


# --- two pairs (law 73) ---------------------------------------------------------


@pytest.mark.law("1882:73")
def test_two_pairs_by_higher_pair_then_other_pair():
    for ruleset in ALL_RULESETS:
        assert compare("AC AD 2H 2S 3C", "KC KD QH QS JC", ruleset) == 1  # the ace ranks high
        assert compare("KC KD 3H 3S 2C", "KH KS 2D 2H AC", ruleset) == 1
        assert compare("KC KD 3H 3S 2C", "KH KS QD QC AC", ruleset) == -1


@pytest.mark.law("1882:73", "1882:76")
def test_two_pairs_odd_card_ruling():
    seven, two = "KH KS 9D 9C 7H", "KD KC 9H 9S 2D"
    assert compare(seven, two, "1882") == 0  # editorial ruling: identical in value
    assert evaluate(seven) == evaluate(two)
    assert compare(seven, two, ODD_CARD) == 1
    assert compare(two, seven, ODD_CARD) == -1
    assert compare(seven, two, "american") == 1
    assert compare(seven, "KD KC 9H 9S 7C", ODD_CARD) == 0


# --- a pair and no pair (laws 74, 75) ------------------------------------------------


@pytest.mark.law("1882:74")
def test_pairs_by_pair_then_highest_card_not_tied():
    for ruleset in ALL_RULESETS:
        assert compare("AC AD 2H 3S 4C", "KC KD QH JS 9C", ruleset) == 1  # the ace ranks high
        assert compare("9C 9D AH 3S 2C", "9H 9S KD QC JH", ruleset) == 1
        assert compare("9C 9D AH KS 2C", "9H 9S AD QC JH", ruleset) == 1
        assert compare("9C 9D AH KS 3C", "9H 9S AD KC 2H", ruleset) == 1  # down to the last card
        assert compare("9C 9D AH KS 2C", "9H 9S AD KC 2H", ruleset) == 0


@pytest.mark.law("1882:75")
def test_no_pair_by_highest_card_not_tied():
    for ruleset in ALL_RULESETS:
        assert compare("AC 7D 5H 4S 2C", "KC QD JH 9S 8C", ruleset) == 1  # the ace ranks high
        assert compare("KC JD 9H 5S 3C", "KD JC 9S 5H 2C", ruleset) == 1  # down to the last card
        assert compare("KC JD 9H 6S 2C", "KD JC 9S 5H 4C", ruleset) == 1
        assert compare("KC JD 9H 5S 3C", "KD JC 9S 5H 3D", ruleset) == 0


# --- HandValue ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "ruleset", "text"),
    [
        ("9S TS JS QS KS", "1882", "sequence flush in spades, king high (9-10-J-Q-K)"),
        ("7C 7D 7H 7S 2C", "1882", "fours, sevens"),
        ("6C 6D 6H 2S 2C", "1882", "full, three sixes and two twos"),
        ("9H 7H 5H 4H 2H", "1882", "flush in hearts, nine high"),
        ("AC 2D 3H 4S 5C", "american", "sequence, five high (A-2-3-4-5)"),
        ("TC JD QH KS AC", "american", "sequence, ace high (10-J-Q-K-A)"),
        ("QC QD QH 9S 2C", "1882", "threes, queens"),
        ("KC KD QH QS 7C", "1882", "two pairs, kings and queens"),
        ("JC JD 9H 4S 2C", "1882", "a pair of jacks"),
        ("AC JD 9H 4S 2C", "1882", "no pair, ace high"),
    ],
)
def test_describe(hand, ruleset, text):
    value = evaluate(hand, ruleset)
    assert value.describe() == text
    assert str(value) == text
    assert text in repr(value)


def test_hand_value_attributes():
    value = evaluate("QH 2C KS 9D JC", "american")
    assert value.cards == parse_cards("QH 2C KS 9D JC")  # as given, not sorted
    assert value.ruleset.name == "american"
    assert value.ruleset is AMERICAN
    assert value.category is C.NO_PAIR
    assert isinstance(value.key, int)
    assert repr(value).startswith("<HandValue NO_PAIR 'QH 2C KS 9D JC' ruleset='american'")


def test_hand_values_are_immutable_and_hashable():
    value = evaluate("KC KD QH QS 7C")
    with pytest.raises(AttributeError):
        value.key = 0  # type: ignore[misc]
    with pytest.raises(AttributeError):
        value.cards = ()  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del value.key
    same = evaluate("KH KS QD QC 2D")
    assert value == same and hash(value) == hash(same)
    assert len({value, same, evaluate("KH KS QD QC 2D", "american")}) == 2


def test_hand_values_copy_and_pickle():
    import copy
    import pickle

    for value in (evaluate("KH KS 9D 9C 7H"), evaluate("TC JD QH KS AC", ODD_CARD)):
        for clone in (copy.copy(value), copy.deepcopy(value), pickle.loads(pickle.dumps(value))):
            assert clone == value
            assert (clone.key, clone.cards, clone.ruleset) == (value.key, value.cards, value.ruleset)


def test_values_of_different_rulesets_do_not_compare():
    a, b = evaluate("AH KH QH JH 9H", "1882"), evaluate("AH KH QH JH 9H", "american")
    assert a != b
    assert not (a == b)
    for op in ("__lt__", "__le__", "__gt__", "__ge__"):
        with pytest.raises(TypeError, match="different rulesets"):
            getattr(type(a), op)(a, b)
    with pytest.raises(TypeError):
        _ = a < b
    # same name, different switches: still different rulesets
    renamed = dataclasses.replace(R1882, two_pairs_odd_card=True)
    assert renamed.name == "1882"
    assert evaluate("KH KS 9D 9C 7H", renamed) != evaluate("KH KS 9D 9C 7H")
    # equal rulesets, different objects: the same
    twin = dataclasses.replace(R1882)
    assert evaluate("KH KS 9D 9C 7H", twin) == evaluate("KH KS 9D 9C 2H")


def test_hand_values_against_other_types():
    value = evaluate("KH KS 9D 9C 7H")
    assert value != value.key
    assert value != "KH KS 9D 9C 7H"
    with pytest.raises(TypeError):
        _ = value < 3


def test_sorting_hand_values():
    hands = ["7H 5H 4H 3H 2H", "AS KS QS JS 9S", "TC JD QH KS AC", "AC 2D 3H 4S 5C", "2C 2D 3H 3S 4C"]
    ranked = sorted((evaluate(h) for h in hands), reverse=True)
    assert [str(v.cards[0]) for v in ranked] == ["7H", "AS", "AC", "2C", "TC"]


# --- evaluate and compare: inputs and errors ------------------------------------


def test_evaluate_accepts_every_form_of_cards():
    expected = evaluate("AH KH QH JH 9H")
    cards = parse_cards("AH KH QH JH 9H")
    for form in ("ah,kh,qh,jh,9h", ["AH", "KH", "QH", "JH", "9H"], cards, list(cards),
                 ["A♥", cards[1], "q♡", "JH", "9h"]):  # fmt: skip
        assert evaluate(form) == expected
        assert evaluate(form).cards == cards
    assert evaluate(iter(cards)).cards == cards
    assert evaluate(c for c in cards).cards == cards


@pytest.mark.law("foster:4")
@pytest.mark.parametrize(("hand", "count"), [("AH KH QH JH", 4), ("AH KH QH JH TH 9H", 6), ("AH", 1), ("", 0)])
def test_wrong_hand_size_is_foul_under_foster_4(hand, count):
    with pytest.raises(WrongHandSize) as caught:
        evaluate(hand)
    assert caught.value.law == "foster:4"
    assert f"a hand has five cards, this has {count}" in str(caught.value)
    assert str(caught.value).endswith("[law foster:4]")
    assert hand.split()[0:1] == [] or hand.split()[0] in str(caught.value)


@pytest.mark.law("foster:4")
def test_wrong_hand_size_exact_message_and_tuple_path():
    with pytest.raises(WrongHandSize) as caught:
        evaluate(parse_cards("AH KH QH JH"))
    assert str(caught.value) == "a hand has five cards, this has 4: AH KH QH JH [law foster:4]"
    with pytest.raises(WrongHandSize):
        evaluate(PACK)


def test_evaluate_reports_duplicates_and_bad_cards():
    with pytest.raises(DuplicateCard, match="the queen of hearts"):
        evaluate("QH KH QH JH TH")
    with pytest.raises(DuplicateCard):
        evaluate((PACK[0], PACK[1], PACK[2], PACK[3], PACK[0]))  # the fast path checks too
    with pytest.raises(InvalidCard, match='"1X"'):
        evaluate("AH KH QH JH 1X")
    with pytest.raises(InvalidCard):
        evaluate(("AH", "KH", "QH", "JH", 10))


def test_compare_takes_cards_and_values():
    a, b = evaluate("AH AD 3C 4S 5H"), evaluate("KH KD 3D 4C 5S")
    assert compare(a, b) == 1
    assert compare(b, "AH AD 3C 4S 5H") == -1
    assert compare("AH AD 3C 4S 5H", "AH AD 3C 4S 5H", one_pack=False) == 0  # hypothetically
    with pytest.raises(DuplicateCard, match=r"the ace of hearts \(AH\) and 4 more cards \(AD 3C 4S 5H\) are in both"):
        compare("AH AD 3C 4S 5H", "AH AD 3C 4S 5H")  # one pack: not two of a card
    assert compare(evaluate("TC JD QH KS AC", "american"), "9C TD JH QS KC", "american") == 1
    assert compare(evaluate("KH KS 9D 9C 7H", ODD_CARD), "KD KC 9H 9S 2D", ODD_CARD) == 1


def test_compare_refuses_values_of_another_ruleset():
    american = evaluate("TC JD QH KS AC", "american")
    with pytest.raises(ValueError, match="hand a was valued under ruleset 'american', not '1882'"):
        compare(american, "9C TD JH QS KC")
    with pytest.raises(ValueError, match="hand b"):
        compare("9C TD JH QS KC", american, R1882)
    with pytest.raises(ValueError):
        compare(evaluate("KH KS 9D 9C 7H", ODD_CARD), "KD KC 9H 9S 2D")


def test_compare_is_cited_for_law_76():
    assert compare.__laws__ == ("1882:76",)
    assert evaluate.__laws__ == tuple(f"1882:{n}" for n in range(65, 76))


# --- properties -----------------------------------------------------------------

cards_st = st.sampled_from(PACK)
random_hands = st.lists(cards_st, min_size=5, max_size=5, unique=True)


@st.composite
def sequence_hands(draw):
    low = draw(st.integers(1, 10))
    suits = draw(st.lists(st.sampled_from(list(Suit)), min_size=5, max_size=5))
    return [Card(14 if r == 1 else r, s) for r, s in zip(range(low, low + 5), suits, strict=True)]


@st.composite
def flush_hands(draw):
    suit = draw(st.sampled_from(list(Suit)))
    ranks = draw(st.lists(st.integers(2, 14), min_size=5, max_size=5, unique=True))
    return [Card(r, suit) for r in ranks]


@st.composite
def grouped_hands(draw):
    """Hands with pairs, threes, fours: a rank multiset, then suits without repeats."""
    shape = draw(st.sampled_from([(4, 1), (3, 2), (3, 1, 1), (2, 2, 1), (2, 1, 1, 1)]))
    ranks = draw(st.lists(st.integers(2, 14), min_size=len(shape), max_size=len(shape), unique=True))
    hand = []
    for rank, size in zip(ranks, shape, strict=True):
        hand += [Card(rank, s) for s in draw(st.permutations(list(Suit)))[:size]]
    return hand


hands = st.one_of(random_hands, sequence_hands(), flush_hands(), grouped_hands())
rulesets_st = st.sampled_from(ALL_RULESETS)


@st.composite
def same_ranks(draw):
    """A hand and the same ranks in other suits: pairs that often tie."""
    hand = draw(hands)
    mapping = dict(zip(Suit, draw(st.permutations(list(Suit))), strict=True))
    return hand, [Card(c.rank, mapping[c.suit]) for c in hand]


pairs_of_hands = st.one_of(st.tuples(hands, hands), same_ranks())


@given(pairs_of_hands, rulesets_st)
def test_compare_is_antisymmetric_and_agrees_with_operators(pair, ruleset):
    a, b = pair
    va, vb = evaluate(a, ruleset), evaluate(b, ruleset)
    result = compare(a, b, ruleset, one_pack=False)  # generated hands may share cards
    assert result in (-1, 0, 1)
    assert compare(b, a, ruleset, one_pack=False) == -result
    assert compare(va, vb, ruleset, one_pack=False) == result
    assert (va > vb) == (result == 1)
    assert (va < vb) == (result == -1)
    assert (va == vb) == (result == 0)
    assert (va != vb) == (result != 0)
    assert (va >= vb) == (result >= 0)
    assert (va <= vb) == (result <= 0)
    if result == 0:
        assert hash(va) == hash(vb)
        assert va.category is vb.category


@given(hands, st.data(), rulesets_st)
def test_evaluate_ignores_the_order_of_cards(hand, data, ruleset):
    shuffled = data.draw(st.permutations(hand))
    a, b = evaluate(hand, ruleset), evaluate(shuffled, ruleset)
    assert a == b and a.key == b.key
    assert b.cards == tuple(shuffled)


@given(hands, st.permutations(list(Suit)))
def test_american_values_ignore_suits(hand, suits):
    mapping = dict(zip(Suit, suits, strict=True))
    renamed = [Card(c.rank, mapping[c.suit]) for c in hand]
    assert evaluate(hand, "american").key == evaluate(renamed, "american").key


@pytest.mark.law("1882:69")
@given(hands, st.permutations([Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES]), rulesets_st)
def test_1882_values_ignore_non_heart_suits(hand, others, ruleset):
    mapping = dict(zip([Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES], others, strict=True)) | {Suit.HEARTS: Suit.HEARTS}
    renamed = [Card(c.rank, mapping[c.suit]) for c in hand]
    assert evaluate(hand, ruleset).key == evaluate(renamed, ruleset).key


# An independent statement of laws 65-76, written for clarity, not speed: a
# hand's value is a tuple, compared as tuples are.


def reference_value(cards, ruleset):
    ranks = sorted((c.rank for c in cards), reverse=True)
    hearts = sum(c.suit is Suit.HEARTS for c in cards)
    flush = len({c.suit for c in cards}) == 1
    sequences = {frozenset(range(low, low + 5)): low + 4 for low in range(2, 10)}
    if ruleset.ace_begins_sequence:
        sequences[frozenset({14, 2, 3, 4, 5})] = 5
    if ruleset.ace_ends_sequence:
        sequences[frozenset({10, 11, 12, 13, 14})] = 14
    high = sequences.get(frozenset(ranks)) if len(set(ranks)) == 5 else None
    counts = Counter(ranks)
    by_group = sorted(ranks, key=lambda r: (counts[r], r), reverse=True)
    distinct = list(dict.fromkeys(by_group))
    sizes = sorted(counts.values(), reverse=True)
    if high and flush:
        in_hearts = ruleset.sequence_in_hearts == "flush" and hearts == 5
        return (8, high, in_hearts)
    if sizes == [4, 1]:
        return (7, *distinct)
    if sizes == [3, 2]:
        return (6, *distinct)
    if flush:
        return (5, ruleset.hearts_flush_first and hearts == 5, *ranks)
    if high:
        return (4, high, hearts if ruleset.sequence_in_hearts == "most_hearts" else 0)
    if sizes == [3, 1, 1]:
        return (3, *distinct)
    if sizes == [2, 2, 1]:
        return (2, distinct[0], distinct[1], distinct[2] if ruleset.two_pairs_odd_card else 0)
    if sizes == [2, 1, 1, 1]:
        return (1, *distinct)
    return (0, *ranks)


@pytest.mark.law("1882:65", "1882:66", "1882:67", "1882:68", "1882:69", "1882:70", "1882:71", "1882:72", "1882:73", "1882:74", "1882:75")
@given(pairs_of_hands, rulesets_st)
def test_engine_agrees_with_a_plain_reading_of_the_laws(pair, ruleset):
    a, b = pair
    ra, rb = reference_value(a, ruleset), reference_value(b, ruleset)
    assert evaluate(a, ruleset).category == ra[0]
    assert compare(a, b, ruleset, one_pack=False) == (ra > rb) - (ra < rb)


# --- every hand in the pack ---------------------------------------------------------

CATEGORY_COUNTS = {
    "american": {C.SEQUENCE_FLUSH: 40, C.FOURS: 624, C.FULL: 3744, C.FLUSH: 5108, C.SEQUENCE: 10200,
                 C.THREES: 54912, C.TWO_PAIRS: 123552, C.PAIR: 1098240, C.NO_PAIR: 1302540},
    "1882": {C.SEQUENCE_FLUSH: 36, C.FOURS: 624, C.FULL: 3744, C.FLUSH: 5112, C.SEQUENCE: 9180,
             C.THREES: 54912, C.TWO_PAIRS: 123552, C.PAIR: 1098240, C.NO_PAIR: 1303560},
}  # fmt: skip

# Distinct values ("identical in value" classes). American: the well-known
# 7,462 of the modern order. 1882, by counting rank patterns: 9 sequence
# flushes (5 to king high, no suit precedence) + 156 fours + 156 fulls
# + 2 x 1,278 flushes (1,287 five-rank sets less the 9 sequences; in hearts or
# not) + 9 sequences + 858 threes + 78 two pairs (odd card ignored)
# + 2,860 pairs + 1,278 no-pair hands = 7,960.
DISTINCT_VALUES = {"american": 7462, "1882": 7960}


@pytest.mark.slow
@pytest.mark.law("1882:65", "1882:71")
def test_every_hand_in_the_pack():
    started = time.perf_counter()
    counts = {name: Counter() for name in CATEGORY_COUNTS}
    keys = {name: set() for name in CATEGORY_COUNTS}
    for hand in itertools.combinations(PACK, 5):
        for name in CATEGORY_COUNTS:
            value = evaluate(hand, name)
            counts[name][value.category] += 1
            keys[name].add(value.key)
    elapsed = time.perf_counter() - started
    for name, expected in CATEGORY_COUNTS.items():
        assert counts[name] == expected, name
        assert sum(counts[name].values()) == 2_598_960
        assert len(keys[name]) == DISTINCT_VALUES[name], name
    print(f"valued all 2,598,960 hands under both codes in {elapsed:.1f} s")


@pytest.mark.law("1882:65", "1882:71")
def test_the_counts_of_every_hand_and_a_sample_through_evaluate():
    """The everyday sample of ``test_every_hand_in_the_pack``: the counts of all hands by the exhaustive
    path, and `evaluate` on every 97th hand of the pack (26,794 hands), each key that of the path."""
    np = pytest.importorskip("numpy")
    from pokerlaws.hands.exhaustive import hands, rank_all

    sample = hands()[::97]
    for name, expected in CATEGORY_COUNTS.items():
        keys = rank_all(name)
        assert np.bincount(keys >> 24, minlength=len(Category)).tolist() == [expected[c] for c in sorted(Category)], name
        assert len(np.unique(keys)) == DISTINCT_VALUES[name], name
        for row, key in zip(sample, keys[::97]):
            hand = tuple(PACK[i] for i in row)
            assert evaluate(hand, name).key == int(key), (name, hand)


def test_hand_value_class_is_documented_as_law_76():
    assert HandValue.__laws__ == ("1882:76",)


# --- bad input, kind by kind (issue 8) -----------------------------------------------
#
# One row per kind: the input, the exception class, fragments of the message.

SAME_NAME = dataclasses.replace(R1882, two_pairs_odd_card=True)  # named "1882", but not the 1882 code
ROYAL = "AH KH QH JH TH"

EVALUATE_BAD = [
    pytest.param([object()] * 5, InvalidCard, ["<object object at", 'is not a card: expected text such as "AH"'], id="objects-list"),
    pytest.param((object(),) * 5, InvalidCard, ["<object object at", "is not a card"], id="objects-tuple-fast-path"),
    pytest.param(("AH", "KH", "QH", "JH", None), InvalidCard, ["None is not a card"], id="none-in-tuple"),
    pytest.param([1, 2, 3, 4, 5], InvalidCard, ["1 is not a card"], id="ints"),
    pytest.param(None, InvalidCard, ["None is not a list of cards"], id="none"),
    pytest.param(5, InvalidCard, ["5 is not a list of cards"], id="int"),
    pytest.param(b"AH KH QH JH TH", InvalidCard, ["bytes, not text", "decode it first"], id="bytes"),
    pytest.param("AH KH QH JH T\u200bH", InvalidCard, ["U+200B (ZERO WIDTH SPACE)"], id="invisible"),
    pytest.param("AH KH QH JH JOKER", InvalidCard, ["no jokers"], id="joker"),
    pytest.param("", WrongHandSize, ["a hand has five cards, this has 0"], id="empty"),
    pytest.param([], WrongHandSize, ["this has 0"], id="empty-list"),
    pytest.param("AH KH QH JH", WrongHandSize, ["this has 4: AH KH QH JH"], id="four-cards"),
    pytest.param("AH KH QH JH TH 9H", WrongHandSize, ["this has 6: AH KH QH JH TH 9H"], id="six-cards"),
    pytest.param("AH KH QH JH AH", DuplicateCard, ["the ace of hearts (AH) appears twice"], id="repeated-card"),
    pytest.param(ROYAL + " " + "AH " * 100_000, DuplicateCard, ["appears 100,001 times"], id="many-cards"),
    pytest.param(itertools.repeat("AH"), DuplicateCard, ["in the first 53 items"], id="endless-iterator"),
]


@pytest.mark.parametrize(("cards", "kind", "fragments"), EVALUATE_BAD)
def test_evaluate_bad_input(cards, kind, fragments):
    started = time.perf_counter()
    with pytest.raises(kind) as caught:
        evaluate(cards)
    assert time.perf_counter() - started < 5
    message = str(caught.value)
    for fragment in fragments:
        assert fragment in message
    assert len(message) < 250
    assert caught.value.law == ("foster:4" if kind is WrongHandSize else None)
    if kind is WrongHandSize:
        assert message.endswith("[law foster:4]")


def test_evaluate_refuses_a_hand_value_with_a_hint():
    value = evaluate(ROYAL)
    with pytest.raises(InvalidCard, match=r"is a HandValue, not cards: pass its \.cards"):
        evaluate(value)
    assert evaluate(value.cards, "american").category is C.SEQUENCE_FLUSH


@pytest.mark.parametrize(
    ("ruleset", "kind", "fragments"),
    [
        pytest.param(b"1882", UnknownRuleset, ["unknown ruleset b'1882'", "not bytes: decode it first"], id="bytes"),
        pytest.param("American", UnknownRuleset, ['unknown ruleset "American"', 'did you mean "american"?'], id="case"),
        pytest.param(" 1882 ", UnknownRuleset, ['did you mean "1882"?'], id="spaces"),
        pytest.param(1882, UnknownRuleset, ["unknown ruleset 1882:", 'did you mean "1882"?'], id="int"),
        pytest.param("r" * 1_000_000, UnknownRuleset, ['"rrrrrrrrrrrrrrrrrrrr…" (1,000,000 characters)'], id="megabyte-name"),
        pytest.param(None, UnknownRuleset, ["unknown ruleset None"], id="none"),
        pytest.param(["1882"], UnknownRuleset, ["unknown ruleset ['1882']"], id="list"),
    ],
)
def test_evaluate_bad_rules(ruleset, kind, fragments):
    with pytest.raises(kind) as caught:
        evaluate(ROYAL, ruleset)
    for fragment in fragments:
        assert fragment in str(caught.value)
    assert len(str(caught.value)) < 250


# compare(a, b, **options)
COMPARE_BAD = [
    pytest.param((ROYAL, ROYAL), {}, DuplicateCard,
                 ["the ace of hearts (AH) and 4 more cards (KH QH JH TH) are in both the first and the second hand",
                  "come from one pack", "one_pack=False"], id="same-hand-twice"),
    pytest.param((ROYAL, "AS KS QS JS TH"), {}, DuplicateCard,
                 ["the ten of hearts (TH) is in both the first and the second hand"], id="one-card-in-both"),
    pytest.param((evaluate(ROYAL), evaluate("AH 9C 8D 7S 2C")), {}, DuplicateCard,
                 ["the ace of hearts (AH) is in both"], id="values-sharing-a-card"),
    pytest.param((5, 6), {}, InvalidCard, ["the first hand: 5 is not a list of cards"], id="ints"),
    pytest.param((ROYAL, None), {}, InvalidCard, ["the second hand: None is not a list of cards"], id="none"),
    pytest.param(([object()] * 5, ROYAL), {}, InvalidCard, ["the first hand: <object object at"], id="objects"),
    pytest.param(("AH KH QH JH", "AS KS QS JS TS"), {}, WrongHandSize, ["the first hand: a hand has five cards, this has 4"], id="four-cards"),
    pytest.param((ROYAL, "AS KS QS JS TS 9S"), {}, WrongHandSize, ["the second hand: a hand has five cards, this has 6"], id="six-cards"),
    pytest.param((ROYAL, "AS KS QS JS 1S"), {}, InvalidCard, ['the second hand: "1S" is not a card'], id="bad-card"),
    pytest.param((ROYAL, "AS KS QS JS TS"), {"one_pack": "yes"}, TypeError, ['one_pack must be True or False, not "yes"'], id="one-pack-not-bool"),
    pytest.param((evaluate("KH KS 9D 9C 7H", SAME_NAME), "KD KC 9H 9S 2D"), {}, RulesetMismatch,
                 ["hand a was valued under ruleset '1882', not '1882'", "share the name but differ",
                  "two_pairs_odd_card True against False"], id="same-name-rulesets"),
    pytest.param((evaluate("KH KS 9D 9C 7H", "american"), "KD KC 9H 9S 2D"), {}, RulesetMismatch,
                 ["hand a was valued under ruleset 'american', not '1882'"], id="other-ruleset"),
    pytest.param((ROYAL, "AS KS QS JS TS"), {"ruleset": "modern"}, UnknownRuleset, ['unknown ruleset "modern"'], id="unknown-rules"),
]


@pytest.mark.parametrize(("hands", "options", "kind", "fragments"), COMPARE_BAD)
def test_compare_bad_input(hands, options, kind, fragments):
    with pytest.raises(kind) as caught:
        compare(*hands, **options)
    message = str(caught.value)
    for fragment in fragments:
        assert fragment in message
    assert len(message) < 300
    if kind is WrongHandSize:
        assert caught.value.law == "foster:4"
    elif kind is not TypeError:
        assert caught.value.law is None  # no law says "one pack" in terms


def test_one_pack_false_allows_hypothetical_comparisons():
    assert compare(ROYAL, ROYAL, one_pack=False) == 0
    assert compare(ROYAL, "AH KH QH JH 9H", "american", one_pack=False) == 1
    assert compare(evaluate(ROYAL), evaluate(ROYAL), one_pack=False) == 0
    with pytest.raises(DuplicateCard):
        compare(ROYAL, "AH KH QH JH 9H", "american", one_pack=True)
    with pytest.raises(DuplicateCard):  # one hand's own repeats are refused whatever one_pack says
        compare("AH AH QH JH TH", "2C 3C 4C 5C 7D", one_pack=False)


def test_values_of_same_named_rulesets_say_how_they_differ():
    a, b = evaluate("KH KS 9D 9C 7H", SAME_NAME), evaluate("KD KC 9H 9S 2D")
    with pytest.raises(TypeError) as caught:
        _ = a < b
    assert "both named '1882', but they differ" in str(caught.value)
    assert "two_pairs_odd_card True against False" in str(caught.value)


# key_function(rules)(c0, c1, c2, c3, c4): errors only on the error path
KEY_BAD = [
    pytest.param(("AS", "KS", "QS", "JS", "TS"), InvalidCard,
                 ['argument 1 of the key function, "AS", is not a Card', "parse_cards"], id="text"),
    pytest.param((*PACK[:4], None), InvalidCard, ["argument 5 of the key function, None, is not a Card"], id="none"),
    pytest.param((*PACK[:4], 7), InvalidCard, ["argument 5", "7, is not a Card"], id="int"),
    pytest.param((*parse_cards("AS AH AD AC"), Card(14, Suit.SPADES)), DuplicateCard,
                 ["the ace of spades (AS) appears twice in AS AH AD AC AS"], id="five-of-a-rank"),
    pytest.param((Card(14, Suit.SPADES), Card(14, Suit.SPADES), Card(13, Suit.SPADES), Card(12, Suit.SPADES), Card(11, Suit.SPADES)),
                 DuplicateCard, ["the ace of spades (AS) appears twice"], id="repeated-card-in-a-flush"),
]


@pytest.mark.parametrize(("cards", "kind", "fragments"), KEY_BAD)
@pytest.mark.parametrize("ruleset", [R1882, MOST_HEARTS])
def test_key_function_bad_input(cards, kind, fragments, ruleset):
    key = key_function(ruleset)
    with pytest.raises(kind) as caught:
        key(*cards)
    assert type(caught.value) is kind
    for fragment in fragments:
        assert fragment in str(caught.value)
    clone = pickle.loads(pickle.dumps(caught.value))
    assert type(clone) is kind and str(clone) == str(caught.value)


def test_hand_value_checks_its_parts():
    value = evaluate(ROYAL)
    assert HandValue(value.key, value.cards, value.ruleset) == value
    with pytest.raises(PokerLawError, match=r"0 is not the key of AH KH QH JH TH under ruleset '1882' \(0x"):
        HandValue(0, value.cards, value.ruleset)
    with pytest.raises(InvalidCard, match='"x" is not a card'):
        HandValue(value.key, ("x",) * 5, value.ruleset)
    with pytest.raises(UnknownRuleset):
        HandValue(value.key, value.cards, None)  # type: ignore[arg-type]


def test_the_tables_number_categories_as_category_does():
    from pokerlaws.hands import _tables as _hand_tables

    for category in Category:
        assert getattr(_hand_tables, category.name) == category.value
