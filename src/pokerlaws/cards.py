"""Cards and the pack: suits, ranks, and reading cards from text.

A card is written rank first, then suit: ``"AH"`` is the ace of hearts. The
canonical short form, used by ``str(card)``, is two characters, the rank one of
``2 3 4 5 6 7 8 9 T J Q K A`` and the suit one of ``C D H S``: ``"TS"`` is the
ten of spades. [`Card.parse`][pokerlaws.cards.Card.parse] also reads ``10``
for the ten, lower case, and the suit symbols ``♣ ♦ ♥ ♠`` and ``♧ ♢ ♡ ♤``.

Ranks are integers 2 to 14: jack 11, queen 12, king 13, ace 14. That the ace
ranks high is the rule of the laws everywhere except in sequences, where
[1882:71][1882-71] makes it the lowest card; that exception belongs to the
ruleset (see [`Ruleset`][pokerlaws.hands.Ruleset]), not to the card.

Examples:
    >>> from pokerlaws import Card, PACK, parse_cards
    >>> parse_cards("AH 10s, q♦ 2C")
    (Card('AH'), Card('TS'), Card('QD'), Card('2C'))
    >>> len(PACK), PACK[0], PACK[-1]
    (52, Card('2C'), Card('AS'))
"""

from __future__ import annotations

import enum
import operator
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from itertools import islice

from pokerlaws.errors import DuplicateCard, InvalidCard
from pokerlaws.messages import BLANK, quote

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

    @classmethod
    def _missing_(cls, value: object) -> Suit:
        # Suit("X"): an InvalidCard (still a ValueError, as Enum raises), with a hint.
        suit = _SUITS_BY_TEXT.get(value.upper()) if isinstance(value, str) and len(value) == 1 else None
        hint = f': Suit("{suit.value}")' if suit is not None else ""
        raise InvalidCard(f"{quote(value)} is not a suit: suits are \"C\", \"D\", \"H\", \"S\"{hint}")

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
RANK_NAMES = {
    2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king", 14: "ace",
}  # fmt: skip
"""Each rank (2 to 14) by its name, as a hand is described."""

PRIMES = {2: 2, 3: 3, 4: 5, 5: 7, 6: 11, 7: 13, 8: 17, 9: 19, 10: 23, 11: 29, 12: 31, 13: 37, 14: 41}
"""One prime per rank: the product of a hand's five primes names its ranks as a
multiset, which lets the hand engine look a hand up in one step."""

SUIT_INDEX = {Suit.CLUBS: 0, Suit.DIAMONDS: 1, Suit.HEARTS: 2, Suit.SPADES: 3}
"""Each suit's place in the hand engine's tables (clubs 0 to spades 3)."""

# Emoji keyboards append VARIATION SELECTOR-16 to suit symbols ("♥️").
_INVISIBLE = "\ufe0f\ufe0e"
_SEPARATORS = re.compile(r"[\s,]+")
_BYTES = (bytes, bytearray, memoryview)

# --- why a token is not a card (the error path only) --------------------------

# Characters a token can hold without showing them, by Unicode category, and
# the blank letters that are letters only in name.
_UNSEEN = {
    "Cc": "a control character",
    "Cf": "an invisible character",
    "Cs": "a lone surrogate",
    "Co": "a private-use character",
    "Cn": "an unassigned character",
    "Mn": "a combining mark",
    "Me": "a combining mark",
}
_JOKER = re.compile(r"(?i:jokers?|jkr|jk)[0-9]?|[\U0001F0BF\U0001F0CF\U0001F0DF]")
_WORDS = frozenset(
    ["of", "ace", "king", "queen", "jack", "knave", "ten", "nine", "eight", "seven", "six", "five",
     "four", "three", "two", "deuce", "club", "clubs", "diamond", "diamonds", "heart", "hearts",
     "spade", "spades"]
)  # fmt: skip
_RANKS_BY_WORD = {name.upper(): rank for rank, name in RANK_NAMES.items()}
_SUITS_BY_WORD = {"CLUBS": "C", "DIAMONDS": "D", "HEARTS": "H", "SPADES": "S"}


def _unseen(text: str) -> str | None:
    """'an invisible character U+200B (ZERO WIDTH SPACE)' for the first such in *text*, or None."""
    if text.isascii() and text.isprintable():
        return None
    for char in text:
        if char in _INVISIBLE:
            continue
        what = _UNSEEN.get(unicodedata.category(char))
        if what is None and char in BLANK:
            what = "a blank character"
        if what is not None:
            name = unicodedata.name(char, "")
            return f"{what} U+{ord(char):04X}" + (f" ({name})" if name else "")
    return None


def _playing_card_symbol(clean: str) -> str | None:
    """A hint for one character of the Unicode block of playing cards (U+1F0A0-1F0FF)."""
    if len(clean) != 1 or not 0x1F0A0 <= ord(clean) <= 0x1F0FF:
        return None
    words = unicodedata.name(clean, "").split()  # PLAYING CARD ACE OF SPADES
    if len(words) == 5 and words[:2] == ["PLAYING", "CARD"] and words[3] == "OF":
        rank, suit = _RANKS_BY_WORD.get(words[2]), _SUITS_BY_WORD.get(words[4])
        if rank is not None and suit is not None:
            return f'it is a picture of a card: write it as rank and suit, "{_RANK_LETTERS[rank]}{suit}"'
        if words[2] == "KNIGHT":
            return "the knight is not in the 52-card pack"
    return "it is a picture of a card, not one of the 52-card pack: write rank and suit, e.g. \"AH\""


def _refusal(text: str, clean: str) -> InvalidCard:
    """The error for a token that is not a card, saying as exactly as can be why."""
    quoted = quote(text)
    unseen = _unseen(clean)
    if unseen is not None:
        return InvalidCard(f"{quoted} is not a card: it contains {unseen}; delete it")
    if _JOKER.fullmatch(clean):
        return InvalidCard(f"{quoted} is not a card: the pack has no jokers (the laws play with 52 cards)")
    picture = _playing_card_symbol(clean)
    if picture is not None:
        return InvalidCard(f"{quoted} is not a card: {picture}")
    if not clean:
        return InvalidCard(f"{quoted} is not a card: it is empty")
    if _SEPARATORS.search(clean):
        return InvalidCard(
            f"{quoted} is not a card: it looks like several; give one card per item, or all of them in one string"
        )
    if clean.lower() in _WORDS:
        return InvalidCard(
            f'{quoted} is not a card: write each card as rank and suit, e.g. "AH" for the ace of hearts'
        )
    if len(clean) < 2:
        return InvalidCard(f'{quoted} is not a card: it needs a rank and a suit, e.g. "AH"')
    suit = _SUITS_BY_TEXT.get(clean[-1].upper())
    if suit is None:
        turned = clean[1:].upper()
        if clean[0].upper() in _SUITS_BY_TEXT and turned in _RANKS_BY_TEXT:
            return InvalidCard(
                f"{quoted} is not a card: write the rank before the suit, as {quote(clean[1:] + clean[0])}"
            )
        return InvalidCard(f"{quoted} is not a card: unknown suit {quote(clean[-1])} (suits: C D H S or ♣ ♦ ♥ ♠)")
    rank_text = clean[:-1]
    hint = ' (the ace is "A")' if rank_text in ("1", "01") else ""
    return InvalidCard(
        f"{quoted} is not a card: unknown rank {quote(rank_text)} (ranks: 2 3 4 5 6 7 8 9 10 or T, J Q K A){hint}"
    )


def _rank_hint(rank: object) -> str:
    """What Card(rank, ...) should have been given instead of *rank*."""
    rule = "ranks are the integers 2 to 14 (11 jack, 12 queen, 13 king, 14 ace)"
    if isinstance(rank, bool):
        return f"{rule}, not True or False"
    if isinstance(rank, str):
        known = _RANKS_BY_TEXT.get(rank.strip().upper()) if len(rank) <= 3 else None
        better = f"{known}, or " if known is not None else ""
        return f"{rule}: use {better}Card.parse to read text"
    try:
        whole = int(rank) if isinstance(rank, float) and rank.is_integer() else operator.index(rank)  # type: ignore[arg-type]
    except (TypeError, ValueError, OverflowError):
        return rule
    return f"{rule}: use the int {whole}" if 2 <= whole <= 14 else rule


def _not_text(thing: object, what: str = "a card", cards_too: bool = True) -> InvalidCard:
    """The error for a card (or cards) given as something other than text (or a Card)."""
    if isinstance(thing, _BYTES):
        return InvalidCard(f"{quote(thing)} is not {what}: it is bytes, not text: decode it first, e.g. data.decode('utf-8')")
    if isinstance(thing, Card):
        return InvalidCard(f"{thing!r} is already a Card: Card.parse reads text, such as \"AH\"")
    expected = 'text such as "AH", or a Card' if cards_too else 'text such as "AH"'
    return InvalidCard(f"{quote(thing)} is not {what}: expected {expected}")


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
            raise InvalidCard(f"{quote(self.rank)} is not a rank: {_rank_hint(self.rank)}")
        if not isinstance(self.suit, Suit):
            suit = _SUITS_BY_TEXT.get(self.suit.upper()) if type(self.suit) is str and len(self.suit) == 1 else None
            use = f'Suit.{suit.name} (or Suit("{suit.value}"))' if suit is not None else "Suit.CLUBS, Suit.DIAMONDS, ..."
            raise InvalidCard(f"{quote(self.suit)} is not a suit: use {use}")
        # Precomputed for the hand evaluator (pokerlaws.hands.values): a distinct bit
        # per card, to find duplicates, and a prime per rank.
        object.__setattr__(self, "_bit", 1 << (4 * (self.rank - 2) + SUIT_INDEX[self.suit]))
        object.__setattr__(self, "_prime", PRIMES[self.rank])

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
            InvalidCard: *text* is not a card; the message quotes it (the
                first 20 characters of a long one, invisible characters
                escaped) and says what is wrong: an invisible or control
                character (named), a joker, a picture of a card, bytes
                rather than text, an unknown rank or suit, ...

        Examples:
            >>> from pokerlaws import Card
            >>> [str(Card.parse(t)) for t in ("AH", "ah", "10s", "Ts", "t♠", "Q♦", "2♧")]
            ['AH', 'AH', 'TS', 'TS', 'TS', 'QD', '2C']
            >>> Card.parse("♥A")
            Traceback (most recent call last):
            ...
            pokerlaws.errors.InvalidCard: "♥A" is not a card: write the rank before the suit, as "A♥"
        """
        if type(text) is not str:
            if not isinstance(text, str):
                raise _not_text(text, cards_too=False)
            text = str.__str__(text)  # a str subclass: read its characters, not its methods
        clean = text.strip()
        for mark in _INVISIBLE:
            clean = clean.replace(mark, "")
        # A card is a known rank then a known suit; anything else, the error path says why.
        suit = _SUITS_BY_TEXT.get(clean[-1:].upper())
        rank = _RANKS_BY_TEXT.get(clean[:-1].upper())
        if suit is None or rank is None:
            raise _refusal(text, clean)
        return _BY_RANK_AND_SUIT[rank, suit]

    @property
    def name(self) -> str:
        """The card in words, e.g. ``"the ace of hearts"``."""
        return f"the {RANK_NAMES[self.rank]} of {self.suit.plural}"

    def __str__(self) -> str:
        return _RANK_LETTERS[self.rank] + self.suit.value

    def __repr__(self) -> str:
        return f"Card('{self}')"


PACK: tuple[Card, ...] = tuple(Card(rank, suit) for rank in range(2, 15) for suit in Suit)
"""The 52 cards, in sorted order: ``2C 2D 2H 2S 3C ... AS``."""

_BY_RANK_AND_SUIT = {(card.rank, card.suit): card for card in PACK}


def parse_cards(cards: str | Iterable[str | Card], *, ordered: str | None = None) -> tuple[Card, ...]:
    """Read a list of distinct cards, in the order given.

    Args:
        cards: either one string of cards separated by spaces and/or commas
            (``"AH 10s, qd 2C"``), or an iterable whose items are `Card`
            objects or strings of one card each (as for
            [`Card.parse`][pokerlaws.cards.Card.parse]).
        ordered: where the order of the cards matters, what they are (``"a
            pack"``): a set or a mapping, which has no order of its own (a set
            of strings comes out in hash order, different in each process), is
            then refused, as seats given as a set are. ``None``: a hand, whose
            order does not matter.

    Returns:
        The cards as a tuple of `Card`. The number of cards is not checked.

    Raises:
        InvalidCard: an item is not a card (the message quotes it), or
            *cards* is neither a string nor an iterable (bytes are refused:
            decode them first), or is a set or mapping where *ordered* says
            the order matters.
        DuplicateCard: a card appears more than once. More items than the
            pack holds must repeat one: an iterator (which may be endless)
            is read no further than 53 items.

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
        if type(cards) is not str:
            cards = str.__str__(cards)  # a str subclass: its characters, not its methods
        items: Iterable[str | Card] = [token for token in _SEPARATORS.split(cards) if token]
        read_all = True
    elif type(cards) is list or type(cards) is tuple:
        items, read_all = cards, True
    elif isinstance(cards, Card):
        raise InvalidCard(f"expected several cards, got the single card {cards!r}: pass [card] instead")
    elif isinstance(cards, _BYTES):
        raise _not_text(cards, "a list of cards")
    elif ordered is not None and isinstance(cards, (AbstractSet, Mapping)):
        kind = "set" if isinstance(cards, AbstractSet) else "mapping"
        raise InvalidCard(f"{ordered} given as a {kind} has no order to deal it in: give a list or a string, the top card first")
    else:
        try:
            iterator = iter(cards)
        except TypeError:
            raise InvalidCard(
                f'{quote(cards)} is not a list of cards: pass a string such as "AH KD" or an iterable of cards'
            ) from None
        # An iterator may be endless; more than a pack's worth of items is
        # already wrong (a card repeated or not a card), so read no further.
        items = list(islice(iterator, len(PACK) + 1))
        read_all = len(items) <= len(PACK)
    if len(items) <= len(PACK):
        parsed = tuple(item if isinstance(item, Card) else _parse_item(item) for item in items)
    else:
        parsed = _parse_many(items)  # more than a pack: certainly wrong, but say how, in linear time
    bits = 0
    for card in parsed:
        bits |= card._bit  # one bit per card of the pack
    if bits.bit_count() != len(parsed):
        raise _repeated(parsed, read_all)
    return parsed


def _parse_item(item: object) -> Card:
    """One item of an iterable of cards: a Card (not here) or text."""
    if isinstance(item, str):
        return Card.parse(item)
    raise _not_text(item)


def _parse_many(items: Iterable[str | Card]) -> tuple[Card, ...]:
    """Parse many items, each distinct text once."""
    seen: dict[str, Card] = {}
    parsed = []
    for item in items:
        if type(item) is str:
            card = seen.get(item)
            if card is None:
                card = seen[item] = Card.parse(item)
        else:
            card = item if isinstance(item, Card) else _parse_item(item)
        parsed.append(card)
    return tuple(parsed)


def _repeated(parsed: tuple[Card, ...], read_all: bool) -> DuplicateCard:
    """The error for cards that repeat one: the card most often repeated, and how often."""
    bit, times = Counter(card._bit for card in parsed).most_common(1)[0]
    card = next(card for card in parsed if card._bit == bit)
    how_often = "twice" if times == 2 else f"{times:,} times"
    if not read_all:
        how_often += f" in the first {len(parsed)} items (the rest were not read)"
    return DuplicateCard(f"{card.name} ({card}) appears {how_often}: a pack holds one of each card")
