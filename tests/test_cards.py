"""Cards: spellings accepted and refused, the errors and their messages, the pack."""

from __future__ import annotations

import copy
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerlaws import PACK, Card, DuplicateCard, InvalidCard, PokerLawError, Suit, parse_cards
from pokerlaws.errors import UnknownRuleset, WrongHandSize

# --- suits ---------------------------------------------------------------


def test_suit_letters_and_symbols():
    assert [(s.letter, s.symbol, s.plural) for s in Suit] == [
        ("C", "♣", "clubs"),
        ("D", "♦", "diamonds"),
        ("H", "♥", "hearts"),
        ("S", "♠", "spades"),
    ]
    assert Suit("H") is Suit.HEARTS


def test_suits_sort_alphabetically_and_refuse_other_types():
    assert sorted(Suit, reverse=True) == [Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS]
    assert Suit.CLUBS <= Suit.CLUBS < Suit.DIAMONDS
    assert Suit.SPADES >= Suit.HEARTS > Suit.DIAMONDS
    with pytest.raises(TypeError):
        _ = Suit.CLUBS < "D"


# --- parsing one card ------------------------------------------------------

SPELLINGS = {
    # rank letters, upper and lower case
    "AH": (14, Suit.HEARTS),
    "ah": (14, Suit.HEARTS),
    "aH": (14, Suit.HEARTS),
    "KD": (13, Suit.DIAMONDS),
    "qc": (12, Suit.CLUBS),
    "Js": (11, Suit.SPADES),
    # the ten, three ways
    "10s": (10, Suit.SPADES),
    "Ts": (10, Suit.SPADES),
    "t♠": (10, Suit.SPADES),
    "10♤": (10, Suit.SPADES),
    # pips
    "2C": (2, Suit.CLUBS),
    "9h": (9, Suit.HEARTS),
    # solid and outline symbols
    "Q♦": (12, Suit.DIAMONDS),
    "Q♢": (12, Suit.DIAMONDS),
    "A♥": (14, Suit.HEARTS),
    "A♡": (14, Suit.HEARTS),
    "3♣": (3, Suit.CLUBS),
    "3♧": (3, Suit.CLUBS),
    "K♠": (13, Suit.SPADES),
    # emoji presentation selector, and surrounding space
    "A♥\ufe0f": (14, Suit.HEARTS),
    "  7d\t": (7, Suit.DIAMONDS),
}


@pytest.mark.parametrize("text", sorted(SPELLINGS))
def test_accepted_spellings(text):
    rank, suit = SPELLINGS[text]
    card = Card.parse(text)
    assert (card.rank, card.suit) == (rank, suit)
    assert card == Card(rank, suit)


def test_canonical_forms():
    card = Card.parse("10h")
    assert str(card) == "TH"
    assert repr(card) == "Card('TH')"
    assert card.name == "the ten of hearts"
    assert Card.parse("ac").name == "the ace of clubs"
    assert Card.parse("6s").name == "the six of spades"


@pytest.mark.parametrize("card", PACK, ids=str)
def test_str_round_trips(card):
    assert Card.parse(str(card)) == card
    assert Card.parse(str(card).lower()) == card
    assert Card.parse(f"{str(card)[0]}{card.suit.symbol}") == card
    assert eval(repr(card).replace("Card(", "Card.parse(")) == card


@pytest.mark.parametrize(
    ("text", "fragments"),
    [
        ("1X", ['"1X" is not a card', 'unknown suit "X"', "C D H S or ♣ ♦ ♥ ♠"]),
        ("1H", ['"1H" is not a card', 'unknown rank "1"', "10 or T"]),
        ("11H", ['unknown rank "11"']),
        ("AX", ['unknown suit "X"']),
        ("ZZ", ['unknown suit "Z"']),
        ("A", ['"A" is not a card', "needs a rank and a suit"]),
        ("", ['"" is not a card', "empty"]),
        ("   ", ["empty"]),
        ("♥A", ['write the rank before the suit, as "A♥"']),
        ("HA", ['write the rank before the suit, as "AH"']),
        ("h10", ['write the rank before the suit, as "10h"']),
        ("AH KH", ["looks like several"]),
        ("AH,KH", ["looks like several"]),
    ],
)
def test_invalid_card_messages(text, fragments):
    with pytest.raises(InvalidCard) as caught:
        Card.parse(text)
    message = str(caught.value)
    for fragment in fragments:
        assert fragment in message
    assert caught.value.law is None
    assert isinstance(caught.value, ValueError)


def test_exact_message_of_the_brief():
    with pytest.raises(InvalidCard) as caught:
        Card.parse("1X")
    assert str(caught.value) == '"1X" is not a card: unknown suit "X" (suits: C D H S or ♣ ♦ ♥ ♠)'


@pytest.mark.parametrize("thing", [None, 14, b"AH", ("A", "H")])
def test_parse_refuses_non_text(thing):
    with pytest.raises(InvalidCard, match="is not a card"):
        Card.parse(thing)


# --- constructing cards ----------------------------------------------------


@pytest.mark.parametrize("rank", [1, 15, 0, -14, 2.0, "A", True, None])
def test_bad_ranks(rank):
    with pytest.raises(InvalidCard, match="is not a rank"):
        Card(rank, Suit.HEARTS)


@pytest.mark.parametrize("suit", ["H", "hearts", None, 2])
def test_bad_suits(suit):
    with pytest.raises(InvalidCard, match="is not a suit"):
        Card(14, suit)


def test_cards_are_frozen_hashable_and_sortable():
    card = Card(14, Suit.HEARTS)
    with pytest.raises(AttributeError):
        card.rank = 13  # type: ignore[misc]
    assert {card, Card.parse("AH"), Card.parse("a♡")} == {card}
    assert Card(13, Suit.SPADES) < Card(14, Suit.CLUBS)
    assert Card(14, Suit.CLUBS) < Card(14, Suit.SPADES)
    assert sorted(parse_cards("AS 2C AC TD")) == list(parse_cards("2C TD AC AS"))


def test_cards_copy_and_pickle():
    card = Card.parse("QD")
    for clone in (copy.copy(card), copy.deepcopy(card), pickle.loads(pickle.dumps(card))):
        assert clone == card
        assert hash(clone) == hash(card)
        assert parse_cards([clone, "KD"]) == parse_cards("QD KD")


# --- the pack --------------------------------------------------------------


def test_pack_has_52_distinct_cards_in_sorted_order():
    assert len(PACK) == 52
    assert len(set(PACK)) == 52
    assert {(c.rank, c.suit) for c in PACK} == {(r, s) for r in range(2, 15) for s in Suit}
    assert list(PACK) == sorted(PACK)
    assert len({str(c) for c in PACK}) == 52


# --- parse_cards -----------------------------------------------------------


def test_parse_cards_string_separators():
    expected = parse_cards(["AH", "TS", "QD", "2C"])
    for text in ("AH 10s qd 2C", "AH,10s,qd,2C", "AH, 10s,  qd ,2C", " AH\t10s\nqd 2C ", "AH,,10s qd 2C,"):
        assert parse_cards(text) == expected
    assert parse_cards("") == ()
    assert parse_cards(" , ") == ()


def test_parse_cards_iterables_keep_order():
    mixed = ["ah", Card(10, Suit.SPADES), "Q♦"]
    assert parse_cards(mixed) == (Card(14, Suit.HEARTS), Card(10, Suit.SPADES), Card(12, Suit.DIAMONDS))
    assert parse_cards(iter(mixed)) == parse_cards(mixed)
    assert parse_cards(tuple(mixed)) == parse_cards(mixed)
    assert parse_cards(c for c in PACK[:3]) == PACK[:3]
    assert parse_cards([]) == ()


def test_parse_cards_does_not_check_the_count():
    assert len(parse_cards("AH")) == 1
    assert len(parse_cards(PACK)) == 52


def test_parse_cards_names_the_bad_token():
    with pytest.raises(InvalidCard, match='"1X" is not a card: unknown suit "X"'):
        parse_cards("AH KH 1X QH")
    with pytest.raises(InvalidCard, match="None is not a card"):
        parse_cards(["AH", None])
    with pytest.raises(InvalidCard, match="14 is not a card"):
        parse_cards(["AH", 14])


def test_parse_cards_refuses_non_iterables_and_single_cards():
    with pytest.raises(InvalidCard, match="is not a list of cards"):
        parse_cards(42)  # type: ignore[arg-type]
    with pytest.raises(InvalidCard, match=r"single card Card\('AH'\)"):
        parse_cards(Card.parse("AH"))  # type: ignore[arg-type]


def test_duplicate_card_message():
    with pytest.raises(DuplicateCard) as caught:
        parse_cards("QH 2C qh")
    assert str(caught.value) == "the queen of hearts (QH) appears twice: a pack holds one of each card"
    assert caught.value.law is None


def test_duplicates_across_spellings_and_types():
    for cards in (["QH", "Q♥"], ["10d", "TD"], [Card.parse("AS"), "as"], [Card(2, Suit.CLUBS), Card(2, Suit.CLUBS)]):
        with pytest.raises(DuplicateCard, match="appears twice"):
            parse_cards(cards)
    with pytest.raises(DuplicateCard, match=r"the two of clubs \(2C\) appears 3 times"):
        parse_cards("2C 2c 2♣ 3C")


@given(st.lists(st.sampled_from(PACK), unique=True), st.booleans(), st.sampled_from([" ", ",", ", ", "\n"]))
def test_parse_cards_round_trip(cards, lower, sep):
    text = sep.join(str(c).lower() if lower else str(c) for c in cards)
    assert parse_cards(text) == tuple(cards)
    assert parse_cards(cards) == tuple(cards)


@given(st.lists(st.sampled_from(PACK), min_size=1, unique=True), st.data())
def test_any_repeated_card_is_caught(cards, data):
    repeated = data.draw(st.sampled_from(cards))
    position = data.draw(st.integers(0, len(cards)))
    with_duplicate = [*cards[:position], repeated, *cards[position:]]
    with pytest.raises(DuplicateCard, match=repeated.name):
        parse_cards(with_duplicate)


# --- the errors themselves ---------------------------------------------------


def test_error_hierarchy():
    for kind in (InvalidCard, DuplicateCard, WrongHandSize, UnknownRuleset):
        assert issubclass(kind, PokerLawError)
        assert issubclass(kind, ValueError)


def test_law_suffix_and_pickling():
    err = WrongHandSize("a hand has five cards, this has 4: AH KH QH JH", law="foster:4")
    assert str(err) == "a hand has five cards, this has 4: AH KH QH JH [law foster:4]"
    assert err.message == "a hand has five cards, this has 4: AH KH QH JH"
    assert err.law == "foster:4"
    clone = pickle.loads(pickle.dumps(err))
    assert type(clone) is WrongHandSize
    assert (clone.law, str(clone)) == (err.law, str(err))
    assert str(PokerLawError("plain")) == "plain"
