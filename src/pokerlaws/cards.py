"""Cards and the pack: suits, ranks, and reading cards from text.

A card is written rank first, then suit: ``"AH"`` is the ace of hearts. The
canonical short form, used by ``str(card)``, is two characters, the rank one of
``2 3 4 5 6 7 8 9 T J Q K A`` and the suit one of ``C D H S``: ``"TS"`` is the
ten of spades. [`Card.parse`][pokerlaws.cards.Card.parse] also reads ``10``
for the ten, lower case, and the suit symbols ``♣ ♦ ♥ ♠`` and ``♧ ♢ ♡ ♤``.

Ranks are integers 2 to 14: jack 11, queen 12, king 13, ace 14. That the ace
ranks high is the rule of the laws everywhere except in sequences, where
[1882:71][1882-71] makes it the lowest card; that exception belongs to the
ruleset (see [`Ruleset`][pokerlaws.rules.Ruleset]), not to the card.

Examples:
    >>> from pokerlaws import Card, PACK, parse_cards
    >>> parse_cards("AH 10s, q♦ 2C")
    (Card('AH'), Card('TS'), Card('QD'), Card('2C'))
    >>> len(PACK), PACK[0], PACK[-1]
    (52, Card('2C'), Card('AS'))
"""

from __future__ import annotations

import enum
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from pokerlaws.errors import DuplicateCard, InvalidCard

__all__ = ["PACK", "Card", "Suit", "parse_cards"]


class Suit(enum.Enum):
    """The four suits. The value of each member is its letter.

    The laws give one suit precedence, hearts, and only among flushes
    ([1882:69][1882-69]) and perhaps sequences ([1882:70][1882-70]); that is
    the business of the ruleset. Suits still sort, clubs < diamonds < hearts <
    spades (alphabetical), so that cards can be put in a fixed order for
    display; the order has no meaning in play.

    Examples:
        >>> from pokerlaws import Suit
        >>> Suit.HEARTS.letter, Suit.HEARTS.symbol, Suit("S")
        ('H', '♥', <Suit.SPADES: 'S'>)
        >>> sorted([Suit.SPADES, Suit.CLUBS])
        [<Suit.CLUBS: 'C'>, <Suit.SPADES: 'S'>]
    """

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    @property
    def letter(self) -> str:
        """The suit's letter: ``"C"``, ``"D"``, ``"H"`` or ``"S"``."""
        return self.value

    @property
    def symbol(self) -> str:
        """The suit's symbol: ``"♣"``, ``"♦"``, ``"♥"`` or ``"♠"``."""
        return _SYMBOLS[self.value]

    @property
    def plural(self) -> str:
        """The suit's name in prose: ``"clubs"``, ``"diamonds"``, ..."""
        return self.name.lower()

    def __lt__(self, other: object) -> bool:
        if type(other) is not Suit:
            return NotImplemented
        return self.value < other.value

    def __le__(self, other: object) -> bool:
        if type(other) is not Suit:
            return NotImplemented
        return self.value <= other.value

    def __gt__(self, other: object) -> bool:
        if type(other) is not Suit:
            return NotImplemented
        return self.value > other.value

    def __ge__(self, other: object) -> bool:
        if type(other) is not Suit:
            return NotImplemented
        return self.value >= other.value


_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}

_SUITS_BY_TEXT: dict[str, Suit] = {}
for _suit, _solid, _outline in (
    (Suit.CLUBS, "♣", "♧"),
    (Suit.DIAMONDS, "♦", "♢"),
    (Suit.HEARTS, "♥", "♡"),
    (Suit.SPADES, "♠", "♤"),
):
    _SUITS_BY_TEXT.update({_suit.value: _suit, _solid: _suit, _outline: _suit})

_RANK_LETTERS = {r: str(r) for r in range(2, 10)} | {10: "T", 11: "J", 12: "Q", 13: "K", 14: "A"}
_RANKS_BY_TEXT = {letter: rank for rank, letter in _RANK_LETTERS.items()} | {"10": 10}
_RANK_NAMES = {
    2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king", 14: "ace",
}  # fmt: skip

# One prime per rank: the product of a hand's five primes names its ranks as a
# multiset, which lets the hand evaluator look a hand up in one step.
_PRIMES = {2: 2, 3: 3, 4: 5, 5: 7, 6: 11, 7: 13, 8: 17, 9: 19, 10: 23, 11: 29, 12: 31, 13: 37, 14: 41}
_SUIT_INDEX = {Suit.CLUBS: 0, Suit.DIAMONDS: 1, Suit.HEARTS: 2, Suit.SPADES: 3}

# Emoji keyboards append VARIATION SELECTOR-16 to suit symbols ("♥️").
_INVISIBLE = "\ufe0f\ufe0e"
_SEPARATORS = re.compile(r"[\s,]+")


def _quote(token: object) -> str:
    return f'"{token}"' if isinstance(token, str) else repr(token)


@dataclass(frozen=True, order=True)
class Card:
    """A playing card of the standard 52-card pack.

    Cards are equal when rank and suit are; they sort by rank, then suit
    (see [`Suit`][pokerlaws.cards.Suit]). ``str(card)`` is the two-character
    form ``"AH"``, ``"TS"``; ``repr(card)`` is ``Card('AH')``.

    Attributes:
        rank: 2 to 10 for the pip cards, 11 jack, 12 queen, 13 king, 14 ace.
        suit: the card's [`Suit`][pokerlaws.cards.Suit].

    Raises:
        InvalidCard: *rank* is not an integer from 2 to 14, or *suit* is not
            a `Suit`.

    Examples:
        >>> from pokerlaws import Card, Suit
        >>> card = Card(12, Suit.DIAMONDS)
        >>> card, str(card), card.name
        (Card('QD'), 'QD', 'the queen of diamonds')
        >>> Card.parse("q♦") == card
        True
        >>> Card(12, Suit.DIAMONDS) < Card(14, Suit.CLUBS)
        True
    """

    rank: int
    suit: Suit

    def __post_init__(self) -> None:
        if type(self.rank) is not int or not 2 <= self.rank <= 14:
            raise InvalidCard(
                f"{self.rank!r} is not a rank: ranks are the integers 2 to 14 "
                "(11 jack, 12 queen, 13 king, 14 ace)"
            )
        if not isinstance(self.suit, Suit):
            raise InvalidCard(f"{self.suit!r} is not a suit: use Suit.CLUBS, Suit.DIAMONDS, ...")
        # Precomputed for the hand evaluator (pokerlaws.hands): a distinct bit
        # per card, to find duplicates, and a prime per rank.
        object.__setattr__(self, "_bit", 1 << (4 * (self.rank - 2) + _SUIT_INDEX[self.suit]))
        object.__setattr__(self, "_prime", _PRIMES[self.rank])

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read one card written rank first, then suit.

        Args:
            text: the rank (``2``-``9``, ``10`` or ``T``, ``J``, ``Q``, ``K``,
                ``A``) followed by the suit (``C D H S`` or ``♣ ♦ ♥ ♠`` or
                ``♧ ♢ ♡ ♤``), in any case, with surrounding spaces ignored.
                Suit-first forms such as ``"♥A"`` are refused, with a hint.

        Returns:
            The card.

        Raises:
            InvalidCard: *text* is not a card; the message quotes it and says
                what is wrong.

        Examples:
            >>> from pokerlaws import Card
            >>> [str(Card.parse(t)) for t in ("AH", "ah", "10s", "Ts", "t♠", "Q♦", "2♧")]
            ['AH', 'AH', 'TS', 'TS', 'TS', 'QD', '2C']
            >>> Card.parse("♥A")
            Traceback (most recent call last):
            ...
            pokerlaws.errors.InvalidCard: "♥A" is not a card: write the rank before the suit, as "A♥"
        """
        if not isinstance(text, str):
            raise InvalidCard(f"{text!r} is not a card: expected text such as \"AH\"")
        clean = text.strip()
        for mark in _INVISIBLE:
            clean = clean.replace(mark, "")
        if not clean:
            raise InvalidCard(f"{_quote(text)} is not a card: it is empty")
        if _SEPARATORS.search(clean):
            raise InvalidCard(
                f"{_quote(text)} is not a card: it looks like several; "
                "give one card per item, or all of them in one string"
            )
        if len(clean) < 2:
            raise InvalidCard(f'{_quote(text)} is not a card: it needs a rank and a suit, e.g. "AH"')
        rank_text, suit_text = clean[:-1].upper(), clean[-1].upper()
        suit = _SUITS_BY_TEXT.get(suit_text)
        if suit is None:
            turned = clean[1:].upper()
            if clean[0].upper() in _SUITS_BY_TEXT and turned in _RANKS_BY_TEXT:
                raise InvalidCard(
                    f'{_quote(text)} is not a card: write the rank before the suit, as "{clean[1:]}{clean[0]}"'
                )
            raise InvalidCard(
                f'{_quote(text)} is not a card: unknown suit "{clean[-1]}" (suits: C D H S or ♣ ♦ ♥ ♠)'
            )
        rank = _RANKS_BY_TEXT.get(rank_text)
        if rank is None:
            raise InvalidCard(
                f'{_quote(text)} is not a card: unknown rank "{clean[:-1]}" '
                "(ranks: 2 3 4 5 6 7 8 9 10 or T, J Q K A)"
            )
        return _BY_RANK_AND_SUIT[rank, suit]

    @property
    def name(self) -> str:
        """The card in words, e.g. ``"the ace of hearts"``."""
        return f"the {_RANK_NAMES[self.rank]} of {self.suit.plural}"

    def __str__(self) -> str:
        return _RANK_LETTERS[self.rank] + self.suit.value

    def __repr__(self) -> str:
        return f"Card('{self}')"


PACK: tuple[Card, ...] = tuple(Card(rank, suit) for rank in range(2, 15) for suit in Suit)
"""The 52 cards, in sorted order: ``2C 2D 2H 2S 3C ... AS``."""

_BY_RANK_AND_SUIT = {(card.rank, card.suit): card for card in PACK}


def parse_cards(cards: str | Iterable[str | Card]) -> tuple[Card, ...]:
    """Read a list of distinct cards, in the order given.

    Args:
        cards: either one string of cards separated by spaces and/or commas
            (``"AH 10s, qd 2C"``), or an iterable whose items are `Card`
            objects or strings of one card each (as for
            [`Card.parse`][pokerlaws.cards.Card.parse]).

    Returns:
        The cards as a tuple of `Card`. The number of cards is not checked.

    Raises:
        InvalidCard: an item is not a card (the message quotes it), or
            *cards* is neither a string nor an iterable.
        DuplicateCard: a card appears more than once.

    Examples:
        >>> from pokerlaws import Card, Suit, parse_cards
        >>> parse_cards(["ah", Card(10, Suit.SPADES), "Q♦"])
        (Card('AH'), Card('TS'), Card('QD'))
        >>> parse_cards("AH 1X")
        Traceback (most recent call last):
        ...
        pokerlaws.errors.InvalidCard: "1X" is not a card: unknown suit "X" (suits: C D H S or ♣ ♦ ♥ ♠)
    """
    if isinstance(cards, str):
        items: Iterable[str | Card] = [token for token in _SEPARATORS.split(cards) if token]
    elif isinstance(cards, Card):
        raise InvalidCard(f"expected several cards, got the single card {cards!r}: pass [card] instead")
    else:
        try:
            items = iter(cards)
        except TypeError:
            raise InvalidCard(
                f"{cards!r} is not a list of cards: pass a string such as \"AH KD\" or an iterable of cards"
            ) from None
    parsed = tuple(item if isinstance(item, Card) else Card.parse(item) for item in items)
    if len(set(parsed)) != len(parsed):
        card, times = Counter(parsed).most_common(1)[0]
        how_often = "twice" if times == 2 else f"{times} times"
        raise DuplicateCard(f"{card.name} ({card}) appears {how_often}: a pack holds one of each card")
    return parsed
