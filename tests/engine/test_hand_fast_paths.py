"""The fast paths of the hand engine agree with the general ones.

`evaluate` takes a fast path for a tuple of five `Card` objects under a
ruleset it has met before (by name, or the same `Ruleset` object), and
`pokerlaws.hands.exhaustive` builds its key tables in numpy instead of reading
the engine's own. Each must give exactly what the general path gives, and
the fast path of `evaluate` must refuse what the general path refuses, with
the same error and message.
"""

from __future__ import annotations

import copy
import dataclasses
import itertools
import math
import pickle
import random

import numpy as np
import pytest

from pokerlaws import (
    PACK,
    RULESETS,
    Card,
    Category,
    DuplicateCard,
    HandValue,
    InvalidCard,
    PokerLawError,
    Ruleset,
    Suit,
    UnknownRuleset,
    WrongHandSize,
    evaluate,
    parse_cards,
)
from pokerlaws.cards import PRIMES
from pokerlaws.hands import exhaustive, key_function
from pokerlaws.hands import values as hands
from pokerlaws.hands._tables import _tables

R1882 = RULESETS["1882"]
MOST_HEARTS = dataclasses.replace(R1882, name="1882-most-hearts", sequence_in_hearts="most_hearts")
ODD_CARD = dataclasses.replace(R1882, name="1882-odd-card", two_pairs_odd_card=True)
# by name and as objects; the last is left to the general path by evaluate (law 70 read "most_hearts")
RULES = ["1882", "american", "american-writers", R1882, RULESETS["american"], ODD_CARD, MOST_HEARTS]


def _id(ruleset: str | Ruleset) -> str:
    return ruleset if isinstance(ruleset, str) else f"object {ruleset.name}"


def _general(cards, ruleset):
    """What the general path of evaluate makes of *cards*: its value, or its error's type, message and law."""
    try:
        value = hands._evaluate(cards, ruleset)
    except PokerLawError as err:
        return type(err), str(err), err.law
    return value.key, value.cards, value.ruleset


def _fast(cards, ruleset):
    """What evaluate makes of *cards* (by its fast path, where that applies), in the same form."""
    try:
        value = evaluate(cards, ruleset)
    except PokerLawError as err:
        return type(err), str(err), err.law
    assert type(value) is HandValue
    return value.key, value.cards, value.ruleset


def _sample(n: int, seed: int) -> list[tuple[Card, ...]]:
    rng = random.Random(seed)
    found = [tuple(rng.sample(PACK, 5)) for _ in range(n)]
    # and hands of one suit, which the fast path keys from other tables
    for _ in range(n // 10):
        suit = rng.choice(list(Suit))
        found.append(tuple(rng.sample([card for card in PACK if card.suit is suit], 5)))
    return found


SAMPLE = _sample(3000, 1882)


# --- evaluate: the same values ---------------------------------------------------------------


@pytest.mark.parametrize("ruleset", RULES, ids=_id)
def test_the_fast_path_gives_the_general_paths_values(ruleset):
    key = key_function(ruleset)
    for hand in SAMPLE:
        value = evaluate(hand, ruleset)
        assert (value.key, value.cards, value.ruleset) == _general(hand, ruleset)
        assert value.cards == hand  # as given, not sorted
        assert value.key == key(*hand)
        assert value == evaluate(list(hand), ruleset) == evaluate(" ".join(map(str, hand)), ruleset)


def test_the_fast_path_is_taken_by_name_and_by_object_and_not_for_most_hearts():
    hands._FAST.clear()  # as in a fresh process (and so that no clearing happens below)
    hand = SAMPLE[0]
    for ruleset in RULES:
        evaluate(hand, ruleset)
    for name in ("1882", "american", "american-writers"):
        assert hands._FAST[name][0] is RULESETS[name]
    assert hands._FAST[id(ODD_CARD)][0] is ODD_CARD
    assert all(entry[0] is not MOST_HEARTS for entry in hands._FAST.values())


def test_most_hearts_is_valued_by_the_general_path_with_the_hearts_counted():
    # law 70 read "most_hearts": the reading the fast path leaves to the general one
    three_hearts, two_hearts = parse_cards("9H 8H 7H 6S 5C"), parse_cards("9H 8H 7D 6S 5C")
    assert evaluate(three_hearts, MOST_HEARTS) > evaluate(two_hearts, MOST_HEARTS)
    assert evaluate(three_hearts, "1882") == evaluate(two_hearts, "1882")


def test_equal_cards_that_are_other_objects_are_the_same_cards():
    hand = parse_cards("AH KH QH JH 9H")
    copies = tuple(Card(card.rank, card.suit) for card in hand)
    assert all(a == b and a is not b for a, b in zip(hand, copies))
    for ruleset in RULES:
        assert evaluate(copies, ruleset) == evaluate(hand, ruleset)
        assert evaluate(copies, ruleset).cards == hand


def test_rulesets_cannot_be_changed_by_one_caller_for_every_other():
    """RULESETS is shared by every caller (issue 29, item 26): a ruleset of one's own is given as
    the Ruleset itself, never put in RULESETS in place of the edition's."""
    hand = parse_cards("KH KS 9D 9C 7H")
    before = list(RULESETS.items())
    for change in (
        lambda: RULESETS.__setitem__("1882", ODD_CARD),
        lambda: RULESETS.__delitem__("american-writers"),
        lambda: RULESETS.update({"odd": ODD_CARD}),
        lambda: RULESETS.pop("1882"),
        lambda: RULESETS.clear(),
        lambda: RULESETS.setdefault("odd", ODD_CARD),
    ):
        with pytest.raises(TypeError, match="cannot be changed"):
            change()
    assert list(RULESETS.items()) == before
    assert evaluate(hand, "1882").ruleset is R1882
    assert evaluate(hand, ODD_CARD).key != evaluate(hand, "1882").key  # law 73's odd card, by the object


def test_many_rulesets_made_on_the_fly_do_not_pile_up():
    for n in range(200):
        ruleset = dataclasses.replace(R1882, name=f"on-the-fly-{n}")
        assert evaluate(SAMPLE[n], ruleset).key == evaluate(SAMPLE[n], "1882").key
    assert len(hands._FAST) <= 65


# --- evaluate: the same errors ---------------------------------------------------------------


def _bad_tuples() -> list[tuple[object, ...]]:
    """Tuples the fast path is first to see: wrong sizes, cards twice, items that are not cards."""
    rng = random.Random(66)
    ah, kh = Card(14, Suit.HEARTS), Card(13, Suit.HEARTS)
    found: list[tuple[object, ...]] = [
        (),
        tuple(PACK[:4]),
        tuple(PACK[:6]),
        (PACK[0],) * 5,
        (PACK[0],) * 4 + (PACK[5],),
        parse_cards("AH KH QH JH") + (ah,),  # a flush, the ace twice (an equal object)
        parse_cards("AH KH QH JH") + (kh,),
        parse_cards("AH AS KD QC") + (ah,),  # a pair, then the ace of hearts again
        parse_cards("2C 3C 4C 5C") + ("AH",),  # text among cards: read as the general path reads it
        parse_cards("2C 3C 4C 5C") + ("2C",),
        parse_cards("2C 3C 4C 5C") + ("1X",),
        parse_cards("2C 3C 4C 5C") + (None,),
        parse_cards("2C 3C 4C 5C") + (14,),
        parse_cards("2C 3C 4C 5C") + (b"AH",),
        (parse_cards("2C 3C 4C 5C"),) * 5,
        ("AH", "KH", "QH", "JH", "TH"),
    ]
    # a card of a random hand given again, as itself or as an equal object, in another place
    for hand in rng.sample(SAMPLE, 300):
        cards = list(hand)
        one, other = rng.sample(range(5), 2)
        cards[other] = cards[one] if rng.random() < 0.5 else Card(cards[one].rank, cards[one].suit)
        found.append(tuple(cards))
    return found


BAD = _bad_tuples()


@pytest.mark.parametrize("ruleset", RULES, ids=_id)
def test_the_fast_path_refuses_what_the_general_path_refuses(ruleset):
    duplicates = 0
    for cards in BAD:
        expected = _general(cards, ruleset)
        assert _fast(cards, ruleset) == expected, cards
        duplicates += expected[0] is DuplicateCard
    assert duplicates >= 300 + 5


def test_a_wrong_number_of_cards_is_a_foul_hand_on_the_fast_path():
    # law foster:4, as on the general path (tests/engine/test_hands.py cites it)
    evaluate(SAMPLE[0], "1882")  # the ruleset is known to the fast path
    for cards in (tuple(PACK[:4]), tuple(PACK[:6])):
        with pytest.raises(WrongHandSize) as caught:
            evaluate(cards, "1882")
        assert caught.value.law == "foster:4"


def test_an_unknown_ruleset_is_refused_before_the_cards():
    for ruleset in ("1883", "", None, 1882, RULESETS, b"1882"):
        for cards in (SAMPLE[0], (PACK[0],) * 5, ()):
            assert _fast(cards, ruleset) == _general(cards, ruleset)
            assert _fast(cards, ruleset)[0] is UnknownRuleset


def test_a_hand_value_is_not_cards_on_either_path():
    value = evaluate(SAMPLE[0])
    with pytest.raises(InvalidCard, match="is a HandValue, not cards"):
        evaluate(value)
    assert _fast((value,) * 5, "1882") == _general((value,) * 5, "1882")


def test_a_generator_is_read_once_by_the_general_path():
    hand = SAMPLE[1]
    assert evaluate(card for card in hand) == evaluate(hand)
    with pytest.raises(InvalidCard):
        evaluate(item for item in (*hand[:4], None))


# --- the values made without HandValue.__init__ ------------------------------------------------


def test_values_of_the_fast_path_are_those_of_the_constructor():
    for hand in SAMPLE[:200]:
        for ruleset in RULES:
            value = evaluate(hand, ruleset)
            made = HandValue(value.key, value.cards, value.ruleset)
            assert made == value and hash(made) == hash(value)
            assert (made.key, made.cards, made.ruleset, made.ruleset.name) == (value.key, value.cards, value.ruleset, value.ruleset.name)
            assert repr(made) == repr(value) and str(made) == str(value)
            assert made.category is value.category is Category(value.key >> 24)


def test_values_of_the_fast_path_cannot_be_changed():
    value = evaluate(SAMPLE[2], "1882")
    for name in ("key", "cards", "ruleset"):
        with pytest.raises(AttributeError, match=rf"a HandValue cannot be changed \(tried to set '{name}'\)"):
            setattr(value, name, 0)
        with pytest.raises(AttributeError, match=rf"a HandValue cannot be changed \(tried to delete '{name}'\)"):
            delattr(value, name)
    with pytest.raises(AttributeError):
        value.rank = 1  # type: ignore[attr-defined]
    with pytest.raises(AttributeError):
        value.category = Category.FOURS  # type: ignore[misc]
    assert not hasattr(value, "__dict__")
    assert value == evaluate(SAMPLE[2], "1882")


def test_values_of_the_fast_path_copy_and_pickle():
    for ruleset in RULES:
        value = evaluate(SAMPLE[3], ruleset)
        for clone in (copy.copy(value), copy.deepcopy(value), pickle.loads(pickle.dumps(value))):
            assert type(clone) is HandValue and clone == value and hash(clone) == hash(value)
            assert (clone.key, clone.cards, clone.ruleset) == (value.key, value.cards, value.ruleset)


# --- exhaustive: the numpy tables are the engine's -------------------------------------------------


def _switches() -> list[Ruleset]:
    return [
        dataclasses.replace(
            R1882,
            name=f"begins={begins} ends={ends} hearts-first={first} {reading} odd-card={odd}",
            ace_begins_sequence=begins,
            ace_ends_sequence=ends,
            hearts_flush_first=first,
            sequence_in_hearts=reading,
            two_pairs_odd_card=odd,
        )
        for begins, ends, first, reading, odd in itertools.product(
            (False, True), (False, True), (False, True), ("literal", "most_hearts", "flush"), (False, True)
        )
    ]


def _engine_key_table(ruleset: Ruleset) -> np.ndarray:
    """The key table of `exhaustive`, read entry by entry from the pure-Python engine's tables.

    Row *h* (0-4) is a hand not all of one suit with *h* hearts, row 5 a flush not in
    hearts, row 6 a flush in hearts; column *idx* is the multiset of ranks whose
    index is *idx*, r0 + C(r1 + 1, 2) + ... + C(r4 + 4, 5) for its ranks r0 <= ... <= r4
    counted from 0 for a two. 0 where no hand of one pack reads.
    """
    tables = _tables(ruleset)
    table = np.zeros((7, 1 << 13), dtype=np.int32)
    for ranks in itertools.combinations_with_replacement(range(13), 5):
        idx = sum(math.comb(rank + place, place + 1) for place, rank in enumerate(ranks))
        product = math.prod(PRIMES[rank + 2] for rank in ranks)
        plain = tables.plain.get(product, 0)
        for hearts in range(5):
            key = plain
            if tables.count_hearts and key >> 24 == Category.SEQUENCE:
                key |= hearts << 16  # law 70, "most_hearts", as the engine's key function adds it
            table[hearts, idx] = key
        table[5, idx] = tables.flush.get(product, 0)
        table[6, idx] = tables.hearts.get(product, 0)
    return table.reshape(-1)


def test_the_reference_table_reads_what_evaluate_gives():
    """The reference of the next test, on hands: the row and column of a hand hold its key."""
    ruleset = MOST_HEARTS
    table = _engine_key_table(ruleset)
    for hand in SAMPLE[:2000]:
        ranks = sorted(card.rank - 2 for card in hand)
        idx = sum(math.comb(rank + place, place + 1) for place, rank in enumerate(ranks))
        suits = {card.suit for card in hand}
        hearts = sum(card.suit is Suit.HEARTS for card in hand)
        row = (6 if hearts == 5 else 5) if len(suits) == 1 else hearts
        assert table[row << 13 | idx] == evaluate(hand, ruleset).key


@pytest.mark.parametrize("ruleset", _switches(), ids=lambda r: r.name)
def test_the_numpy_key_table_is_the_engines_under_every_combination_of_switches(ruleset):
    expected = _engine_key_table(ruleset)
    found = exhaustive._key_table(ruleset)
    assert found.dtype == np.int32 and found.shape == expected.shape
    differ = np.nonzero(found != expected)[0]
    assert differ.size == 0, [(int(i) >> 13, int(i) & 8191, hex(found[i]), hex(expected[i])) for i in differ[:5]]
    assert np.count_nonzero(expected) == 5 * 6175 + 2 * 1287  # every multiset of one pack, every flush
