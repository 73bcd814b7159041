"""Cards: spellings accepted and refused, the errors and their messages, the pack."""

from __future__ import annotations

import copy
import itertools
import pickle
import time

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerlaws import (
    PACK,
    Card,
    DuplicateCard,
    InvalidCard,
    PokerLawError,
    Suit,
    parse_cards,
)
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


# --- bad input, kind by kind (issue 8) -----------------------------------------------
#
# One row per kind of bad input: the input, the exception class, fragments the
# message must hold. Every message stays short, whatever the input's size.

class BrokenRepr:
    def __repr__(self):
        raise RuntimeError("no repr")


class OddStr(str):
    """A str subclass whose methods and __str__ lie: parsing must read its characters."""

    def __str__(self):
        return "not what it holds"

    def strip(self, *args):
        raise RuntimeError("strip called")

    def upper(self):
        raise RuntimeError("upper called")


MEGABYTE = "X" * 1_000_000

# Card.parse(text)
CARD_PARSE_BAD = [
    pytest.param(b"AH", InvalidCard, ["b'AH' is not a card", "bytes, not text", "data.decode('utf-8')"], id="bytes"),
    pytest.param(bytearray(b"AH"), InvalidCard, ["bytes, not text", "decode it first"], id="bytearray"),
    pytest.param("AH\u200b", InvalidCard, ['"AH\\u200b" is not a card', "invisible character U+200B (ZERO WIDTH SPACE)"], id="zero-width-space-after"),
    pytest.param("A\u200bH", InvalidCard, ["invisible character U+200B (ZERO WIDTH SPACE)"], id="zero-width-space-inside"),
    pytest.param("\ufeffAH", InvalidCard, ["invisible character U+FEFF (ZERO WIDTH NO-BREAK SPACE)"], id="byte-order-mark"),
    pytest.param("A\u00adH", InvalidCard, ["invisible character U+00AD (SOFT HYPHEN)"], id="soft-hyphen"),
    pytest.param("\u202eHA", InvalidCard, ["invisible character U+202E (RIGHT-TO-LEFT OVERRIDE)"], id="bidi-override"),
    pytest.param("A\u2060H", InvalidCard, ["U+2060 (WORD JOINER)"], id="word-joiner"),
    pytest.param("AH\x00", InvalidCard, ['"AH\\x00"', "a control character U+0000"], id="nul"),
    pytest.param("A\x1bH", InvalidCard, ["a control character U+001B"], id="escape-control"),
    pytest.param("A\u0301H", InvalidCard, ["a combining mark U+0301 (COMBINING ACUTE ACCENT)"], id="combining-mark"),
    pytest.param("A\u3164H", InvalidCard, ["a blank character U+3164 (HANGUL FILLER)"], id="blank-letter"),
    pytest.param("A\udc80", InvalidCard, ["a lone surrogate U+DC80"], id="lone-surrogate"),
    pytest.param("A\ue000", InvalidCard, ["a private-use character U+E000"], id="private-use"),
    pytest.param("JOKER", InvalidCard, ['"JOKER" is not a card', "the pack has no jokers"], id="joker"),
    pytest.param("jk", InvalidCard, ["no jokers"], id="joker-jk-lower-case"),
    pytest.param("Joker2", InvalidCard, ["no jokers"], id="joker-numbered"),
    pytest.param("\U0001F0CF", InvalidCard, ["no jokers"], id="joker-symbol"),
    pytest.param("\U0001F0A1", InvalidCard, ["a picture of a card", '"AS"'], id="card-picture"),
    pytest.param("\U0001F0CD", InvalidCard, ["a picture of a card", '"QD"'], id="card-picture-queen"),
    pytest.param("\U0001F0AC", InvalidCard, ["the knight is not in the 52-card pack"], id="card-picture-knight"),
    pytest.param("1H", InvalidCard, ['unknown rank "1"', 'the ace is "A"'], id="one-for-ace"),
    pytest.param("hearts", InvalidCard, ['write each card as rank and suit, e.g. "AH"'], id="a-word"),
    pytest.param(MEGABYTE, InvalidCard, ['"XXXXXXXXXXXXXXXXXXXX…" (1,000,000 characters) is not a card'], id="megabyte-token"),
    pytest.param("9" * 500 + "H", InvalidCard, ['unknown rank "99999999999999999999…" (500 characters)'], id="long-rank"),
    pytest.param(None, InvalidCard, ['None is not a card: expected text such as "AH"'], id="none"),
    pytest.param(14, InvalidCard, ["14 is not a card"], id="int"),
    pytest.param(14.0, InvalidCard, ["14.0 is not a card"], id="float"),
    pytest.param(10**5000, InvalidCard, ["an integer of about 5,000 digits is not a card"], id="huge-int"),
    pytest.param(BrokenRepr(), InvalidCard, ["<BrokenRepr object> is not a card"], id="broken-repr"),
    pytest.param(Card(14, Suit.HEARTS), InvalidCard, ["Card('AH') is already a Card", "Card.parse reads text"], id="a-card"),
]


@pytest.mark.parametrize(("text", "kind", "fragments"), CARD_PARSE_BAD)
def test_card_parse_bad_input(text, kind, fragments):
    with pytest.raises(kind) as caught:
        Card.parse(text)
    assert type(caught.value) is kind
    message = str(caught.value)
    for fragment in fragments:
        assert fragment in message
    assert len(message) < 250  # never the whole input
    assert caught.value.law is None


# parse_cards(cards)
PARSE_CARDS_BAD = [
    pytest.param(b"AH KH", InvalidCard, ["b'AH KH' is not a list of cards", "bytes, not text", "decode it first"], id="bytes"),
    pytest.param(memoryview(b"AH"), InvalidCard, ["bytes, not text"], id="memoryview"),
    pytest.param(["AH", b"KH"], InvalidCard, ["b'KH' is not a card", "bytes, not text"], id="bytes-item"),
    pytest.param("AH K\u200bH", InvalidCard, ["U+200B (ZERO WIDTH SPACE)"], id="invisible-in-string"),
    pytest.param("AH JOKER QH", InvalidCard, ['"JOKER"', "no jokers"], id="joker-in-string"),
    pytest.param("AH " + MEGABYTE, InvalidCard, ["(1,000,000 characters)"], id="megabyte-token-in-string"),
    pytest.param([1, 2], InvalidCard, ['1 is not a card: expected text such as "AH", or a Card'], id="ints"),
    pytest.param([None], InvalidCard, ["None is not a card"], id="none-item"),
    pytest.param([["AH"]], InvalidCard, ["['AH'] is not a card"], id="nested-list"),
    pytest.param([object()], InvalidCard, ["<object object at", "is not a card"], id="object-item"),
    pytest.param([10**5000], InvalidCard, ["an integer of about 5,000 digits"], id="huge-int-item"),
    pytest.param(42, InvalidCard, ["42 is not a list of cards"], id="not-iterable"),
    pytest.param(BrokenRepr(), InvalidCard, ["<BrokenRepr object> is not a list of cards"], id="not-iterable-broken-repr"),
    pytest.param(Card(14, Suit.HEARTS), InvalidCard, ["the single card Card('AH')", "pass [card]"], id="single-card"),
    pytest.param(itertools.repeat("AH"), DuplicateCard, ["the ace of hearts (AH) appears 53 times in the first 53 items"], id="endless-iterator"),
    pytest.param(itertools.cycle(PACK), DuplicateCard, ["the two of clubs (2C) appears twice in the first 53 items"], id="endless-cycle"),
    pytest.param("AH " * 200_000, DuplicateCard, ["the ace of hearts (AH) appears 200,000 times"], id="many-cards"),
    pytest.param(["QH", "Q\u2665\ufe0f"], DuplicateCard, ["the queen of hearts (QH) appears twice"], id="duplicate-across-spellings"),
]


@pytest.mark.parametrize(("cards", "kind", "fragments"), PARSE_CARDS_BAD)
def test_parse_cards_bad_input(cards, kind, fragments):
    started = time.perf_counter()
    with pytest.raises(kind) as caught:
        parse_cards(cards)
    assert time.perf_counter() - started < 5  # linear, and an endless iterator is not read to its end
    message = str(caught.value)
    for fragment in fragments:
        assert fragment in message
    assert len(message) < 250
    assert isinstance(caught.value, PokerLawError)


# Card(rank, suit) and Suit(value)
CARD_BAD = [
    pytest.param((14.0, Suit.HEARTS), ["14.0 is not a rank", "use the int 14"], id="float-rank"),
    pytest.param((float("nan"), Suit.HEARTS), ["nan is not a rank", "integers 2 to 14"], id="nan-rank"),
    pytest.param((True, Suit.HEARTS), ["True is not a rank", "not True or False"], id="bool-rank"),
    pytest.param(("A", Suit.HEARTS), ['"A" is not a rank', "use 14, or Card.parse"], id="text-rank"),
    pytest.param((10**5000, Suit.HEARTS), ["an integer of about 5,000 digits is not a rank"], id="huge-rank"),
    pytest.param((1, Suit.HEARTS), ["1 is not a rank", "14 ace"], id="rank-one"),
    pytest.param((14, "H"), ['"H" is not a suit', 'use Suit.HEARTS (or Suit("H"))'], id="letter-suit"),
    pytest.param((14, "hearts"), ['"hearts" is not a suit', "Suit.CLUBS, Suit.DIAMONDS"], id="word-suit"),
    pytest.param((14, None), ["None is not a suit"], id="none-suit"),
]


@pytest.mark.parametrize(("args", "fragments"), CARD_BAD)
def test_card_constructor_bad_input(args, fragments):
    with pytest.raises(InvalidCard) as caught:
        Card(*args)
    for fragment in fragments:
        assert fragment in str(caught.value)
    assert len(str(caught.value)) < 250


@pytest.mark.parametrize(
    ("value", "fragments"),
    [("X", ['"X" is not a suit', 'suits are "C", "D", "H", "S"']), ("h", ['Suit("H")']), ("♥", ['Suit("H")']), (None, ["None is not a suit"])],
)
def test_suit_refuses_with_invalid_card(value, fragments):
    with pytest.raises(InvalidCard) as caught:
        Suit(value)
    assert isinstance(caught.value, ValueError)  # as Enum's own error was
    for fragment in fragments:
        assert fragment in str(caught.value)


@pytest.mark.parametrize("text", ["A♥\ufe0f", "A♥\ufe0e", "a♡\ufe0f", "10♠\ufe0f", OddStr("AH")])
def test_what_stays_accepted(text):
    # variation selectors after a suit symbol, and a str subclass read by its characters
    assert Card.parse(text) in (Card(14, Suit.HEARTS), Card(10, Suit.SPADES))


def test_str_subclasses_are_read_by_their_characters():
    assert parse_cards(OddStr("AH, KD")) == parse_cards("AH KD")
    assert parse_cards([OddStr("AH")]) == (Card(14, Suit.HEARTS),)
    with pytest.raises(InvalidCard, match='"1X" is not a card'):
        Card.parse(OddStr("1X"))


def test_iterators_within_a_pack_are_read_whole():
    assert parse_cards(iter(PACK)) == PACK
    assert parse_cards(c for c in PACK[:5]) == PACK[:5]


def test_quoting_never_fails_and_stays_short():
    from pokerlaws.messages import quote

    assert quote("AH") == '"AH"'
    assert quote("A\tH") == '"A\\tH"'
    assert quote(OddStr("AH")) == '"AH"'
    assert quote(BrokenRepr()) == "<BrokenRepr object>"
    assert len(quote(list(range(100_000)))) < 100
    assert quote("Y" * 30) == '"' + "Y" * 30 + '"'  # short text is shown whole


# --- issue 29, item 20: a pack has an order; a set or a mapping has none


def _unordered_packs() -> list[object]:
    from pokerlaws import PACK

    names = [str(card) for card in PACK]
    return [set(names), frozenset(PACK), dict.fromkeys(names), dict.fromkeys(PACK).keys()]


@pytest.mark.parametrize("pack", _unordered_packs(), ids=["set", "frozenset", "dict", "keys view"])
def test_a_pack_without_an_order_is_refused_wherever_one_is_dealt(pack: object) -> None:
    from pokerlaws.draw import Draw

    with pytest.raises(InvalidCard, match="no order to deal it in"):
        Draw.deal(["A", "B", "C"], dealer="C", pack=pack)
    with pytest.raises(InvalidCard, match="no order to deal it in"):
        Draw(["A", "B"], "B", {"A": "AS KS QS JS TS", "B": "AH KH QH JH TH"}, pack)


def test_a_hand_given_as_a_set_is_still_a_hand() -> None:
    from pokerlaws import evaluate

    assert evaluate({"AH", "KH", "QH", "JH", "9H"}) == evaluate("AH KH QH JH 9H")
