"""The value of hands: categories, ranking and comparison (laws 65-76 of 1882).

[`evaluate`][pokerlaws.hands.evaluate] values five cards under a ruleset;
[`compare`][pokerlaws.hands.compare] says which of two hands is the better or
whether they are identical in value and share the pool ([1882:76][1882-76]).
[`key_function`][pokerlaws.hands.key_function] is the fast path for ranking
many hands of cards already parsed, one at a time; [`pokerlaws.hands.exhaustive`][pokerlaws.hands.exhaustive]
(the optional ``fast`` extra, with numpy) ranks all 2,598,960 hands at once.

Examples:
    >>> from pokerlaws import compare, evaluate
    >>> str(evaluate("5D 4C 3S 2H AH"))
    'sequence, five high (A-2-3-4-5)'
    >>> str(evaluate("AS KS QD JC 10H"))  # law 71: the ace may not end a sequence
    'no pair, ace high'
    >>> str(evaluate("AS KS QD JC 10H", ruleset="american"))
    'sequence, ace high (10-J-Q-K-A)'
    >>> compare("7H 5H 4H 3H 2H", "AS JS 9S 5S 3S")  # law 69: a flush in hearts is best
    1
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable
from operator import attrgetter
from typing import TYPE_CHECKING

from pokerlaws.cards import Card
from pokerlaws.citations import implements
from pokerlaws.errors import InvalidCard, PokerLawError

# The tables, the key function and those of evaluate's fast path are in _hand_tables,
# the words of describe() in _hand_words, the checks of two hands together in _hand_checks.
from pokerlaws.hands._checks import (
    five_cards,
    mismatch,
    refuse_shared_cards,
    ruleset_mismatch,
    ruleset_name,
)
from pokerlaws.hands._tables import (
    _CATEGORY_SHIFT,
    _FAST,
    _HEARTS,
    _PAIR_KEYS,
    _general_tables,
    _tables,
)
from pokerlaws.hands._words import MODERN_NAMES, PERIOD_NAMES, describe
from pokerlaws.hands.rulesets import RULESETS, Ruleset, get_ruleset
from pokerlaws.messages import quote

if TYPE_CHECKING:
    from pokerlaws.hands.grounds import Ground

__all__ = ["Category", "HandValue", "KeyFunction", "compare", "evaluate", "key_function"]


@implements("1882:65")
class Category(enum.IntEnum):
    """The kinds of hand, in the order of value of [1882:65][1882-65].

    Named in the laws' terms; a higher number is a better kind. Law 65 lists
    eight hands "in order of value; the first being the highest"; the ninth,
    a hand with no pair, is the one [1882:75][1882-75] speaks of ("If no pair
    hand nor any better hand be shown").

    Examples:
        >>> from pokerlaws import Category
        >>> Category.FULL > Category.FLUSH > Category.SEQUENCE
        True
        >>> Category.FULL.period, Category.FULL.modern
        ('full', 'full house')
        >>> [c.period for c in sorted(Category, reverse=True)][:3]
        ['sequence flush', 'fours', 'full']
    """

    NO_PAIR = 0
    """No pair (modern: high card); decided by [1882:75][1882-75]."""
    PAIR = 1
    """A pair (modern: one pair); decided by [1882:74][1882-74]."""
    TWO_PAIRS = 2
    """Two pairs (modern: two pair); decided by [1882:73][1882-73]."""
    THREES = 3
    """Threes (modern: three of a kind); decided by [1882:72][1882-72]."""
    SEQUENCE = 4
    """Sequence not a flush (modern: straight); decided by [1882:70][1882-70], [1882:71][1882-71]."""
    FLUSH = 5
    """Flush (modern: flush); decided by [1882:69][1882-69]."""
    FULL = 6
    """Full, or full hand (modern: full house); decided by [1882:68][1882-68]."""
    FOURS = 7
    """Fours (modern: four of a kind); decided by [1882:67][1882-67]."""
    SEQUENCE_FLUSH = 8
    """Sequence flush, or flush sequence (modern: straight flush); decided by [1882:66][1882-66]."""

    @property
    def period(self) -> str:
        """The category's name in the laws, e.g. ``"sequence flush"``."""
        return PERIOD_NAMES[self]

    @property
    def modern(self) -> str:
        """The category's modern name, e.g. ``"straight flush"``."""
        return MODERN_NAMES[self]


_CATEGORIES = tuple(Category)

KeyFunction = Callable[[Card, Card, Card, Card, Card], int]
"""The type of the functions [`key_function`][pokerlaws.hands.key_function] returns."""


def _unchangeable(name: str) -> tuple[Callable[..., None], Callable[..., None]]:
    """The setter and the deleter of a HandValue's property *name*: both refuse."""

    def refuse(value: object, *new: object) -> None:
        raise AttributeError(f"a HandValue cannot be changed (tried to {'set' if new else 'delete'} {name!r})")

    return refuse, refuse


@implements("1882:76")
class HandValue:
    """The value of a five-card hand under one ruleset.

    Two values of the same ruleset compare with ``<``, ``==``, ``>`` as the
    hands do under the laws; ``==`` means "identical in value" in the sense of
    [1882:76][1882-76] (such hands share the pool), so two different hands can
    be equal, e.g. the same sequence in different suits. Values are immutable
    and hashable (equal values hash alike).

    Values from different rulesets do not compare: ``==`` is False and
    ``<``, ``<=``, ``>``, ``>=`` raise ``TypeError``. Two rulesets are the same
    when all their fields are equal.

    Make values with [`evaluate`][pokerlaws.hands.evaluate].

    Attributes:
        cards: the five cards, in the order given.
        ruleset: the [`Ruleset`][pokerlaws.hands.Ruleset] the hand was valued under.
        key: an integer that orders hands within the ruleset: of two values,
            the higher key is the better hand and equal keys are identical in
            value. Its layout is ``category << 24`` plus six 4-bit digits,
            most significant first, holding what the laws compare, in their
            order: for a sequence flush or sequence the highest card (5 for
            A-2-3-4-5), then a hearts digit (``sequence_in_hearts``: 1 for a
            sequence flush in hearts under ``"flush"``, the number of hearts
            of a sequence under ``"most_hearts"``, else 0); for fours, full,
            threes, a pair, the ranks by size of group then rank (ace 14);
            for two pairs the higher pair, the lower pair, the odd card (0
            unless ``two_pairs_odd_card``); for a flush a hearts digit (1 if
            in hearts and ``hearts_flush_first``), then the five ranks; for no
            pair the five ranks, highest first. Unused digits are 0.

    Examples:
        >>> from pokerlaws import Category, evaluate
        >>> value = evaluate("KH KS QD QC 7H")
        >>> value.category is Category.TWO_PAIRS, value.ruleset.name, str(value)
        (True, '1882', 'two pairs, kings and queens')
        >>> value == evaluate("KD KC QH QS 2D")  # law 73 is silent on the odd card
        True
        >>> hex(value.key)
        '0x2dc0000'
        >>> value < evaluate("AH AS 3D 3C 2H")
        True
    """

    # The parts are in slots of their own, read through properties that refuse to set or delete
    # them: evaluate fills a new value with plain stores, cheaper than passing a __setattr__ guard.
    __slots__ = ("_cards", "_key", "_ruleset")

    def __init__(self, key: int, cards: tuple[Card, ...], ruleset: Ruleset) -> None:
        # Not for direct use: `evaluate` makes values (without calling this).
        # Unpickling calls it, and so may anyone: check that the parts agree.
        cards = five_cards(cards)
        ruleset = get_ruleset(ruleset)
        right = _tables(ruleset).key(*cards)
        if key != right:
            raise PokerLawError(
                f"{quote(key)} is not the key of {' '.join(map(str, cards))} under ruleset {ruleset_name(ruleset)} "
                f"({right:#x}): make values with evaluate"
            )
        self._key, self._cards, self._ruleset = key, cards, ruleset

    cards = property(attrgetter("_cards"), *_unchangeable("cards"))
    key = property(attrgetter("_key"), *_unchangeable("key"))
    ruleset = property(attrgetter("_ruleset"), *_unchangeable("ruleset"))

    def __reduce__(self) -> tuple[object, ...]:
        # Rebuilt through __init__, which checks the parts.
        return (HandValue, (self._key, self._cards, self._ruleset))

    @property
    def category(self) -> Category:
        """The hand's [`Category`][pokerlaws.hands.Category]."""
        return _CATEGORIES[self._key >> _CATEGORY_SHIFT]

    def describe(self) -> str:
        """The hand's value in words, naming what decides it.

        Returns:
            The value in words, such as ``sequence, five high (A-2-3-4-5)`` or ``two pairs, kings and queens``.

        Examples:
            >>> from pokerlaws import evaluate
            >>> for hand in ("9H 7H 5H 4H 2H", "QC QD QS 7H 7C", "JC JD 9S 4H 2C"):
            ...     print(evaluate(hand).describe())
            flush in hearts, nine high
            full, three queens and two sevens
            a pair of jacks
        """
        return describe(self.category, self._key, self._cards)

    @property
    def grounds(self) -> tuple[Ground, ...]:
        """The laws that decide this value, each with how it applies
        ([`value_grounds`][pokerlaws.hands.grounds.value_grounds]): its place in the order of the
        hands (1882:65), what law 71 decides of its ace, the law that compares hands of its kind.

        Examples:
            >>> from pokerlaws import evaluate
            >>> [ground.law for ground in evaluate("AH KH QH JH 10H").grounds]
            ['1882:65', '1882:71', '1882:69']
            >>> [ground.law for ground in evaluate("AH KH QH JH 10H", "american").grounds]
            ['1882:65', '1882:71', '1882:66']
        """
        from pokerlaws.hands.grounds import value_grounds

        return value_grounds(self)

    def __str__(self) -> str:
        return self.describe()

    def __repr__(self) -> str:
        cards = " ".join(map(str, self._cards))
        return f"<HandValue {self.category.name} {cards!r} ruleset={self._ruleset.name!r}: {self.describe()}>"

    def __hash__(self) -> int:
        return hash((self._key, self._ruleset.name))

    def _same_rules(self, other: HandValue) -> bool:
        return self._ruleset is other._ruleset or self._ruleset == other._ruleset

    def _other_key(self, other: object) -> int | None:
        """*other*'s key, if it is a HandValue valued under the same ruleset (None if no HandValue)."""
        if not isinstance(other, HandValue):
            return None
        if not self._same_rules(other):
            raise TypeError(f"cannot order hands valued under different rulesets ({mismatch(self._ruleset, other._ruleset)})")
        return other._key

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self._key == other._key and self._same_rules(other)

    def __lt__(self, other: object) -> bool:
        key = self._other_key(other)
        return NotImplemented if key is None else self._key < key

    def __le__(self, other: object) -> bool:
        key = self._other_key(other)
        return NotImplemented if key is None else self._key <= key

    def __gt__(self, other: object) -> bool:
        key = self._other_key(other)
        return NotImplemented if key is None else self._key > key

    def __ge__(self, other: object) -> bool:
        key = self._other_key(other)
        return NotImplemented if key is None else self._key >= key


# A value is made without calling HandValue.__init__ (which checks its parts
# again): a new object, whose slots are then filled.
_new_object = object.__new__


@implements(
    "1882:65", "1882:66", "1882:67", "1882:68", "1882:69", "1882:70",
    "1882:71", "1882:72", "1882:73", "1882:74", "1882:75",
)  # fmt: skip
def evaluate(cards: str | Iterable[str | Card], ruleset: str | Ruleset = "1882") -> HandValue:
    """Value a five-card hand under a ruleset.

    The category is the first of [1882:65][1882-65]'s order that the hand
    makes; hands of a category are then ordered as the laws say:
    sequence flushes (straight flushes) by the highest card, the ace lowest
    ([1882:66][1882-66]); fours and fulls by the fours or threes
    ([1882:67][1882-67], [1882:68][1882-68]); flushes with hearts first under
    1882, then by the highest card not tied ([1882:69][1882-69]); sequences
    (straights) by the highest card, the ace lowest ([1882:70][1882-70]), the
    ace beginning but not ending one under 1882 ([1882:71][1882-71]); threes
    by the threes ([1882:72][1882-72]); two pairs by the higher pair, then the
    other ([1882:73][1882-73]); a pair by the pair, then the highest card not
    tied ([1882:74][1882-74]); no pair by the highest card not tied
    ([1882:75][1882-75]). Outside sequences the ace ranks high, as the
    ruling on [1882:71][1882-71] reads it (the ruleset's
    ``ace_outside_sequences``; ``"low"``, below the two, is the other reading).

    Hands that could never meet in one deal (two equal fours, fulls or
    threes) are still ordered, by their remaining cards, so that the order is
    total; the laws never need it.

    Args:
        cards: five distinct cards: a string (``"AH KH QH JH 10H"``) or an
            iterable of strings and/or [`Card`][pokerlaws.cards.Card], as
            [`parse_cards`][pokerlaws.cards.parse_cards] takes.
        ruleset: a ruleset name (``"1882"``, ``"american"``) or a
            [`Ruleset`][pokerlaws.hands.Ruleset].

    Returns:
        The hand's [`HandValue`][pokerlaws.hands.HandValue].

    Raises:
        InvalidCard: an item is not a card.
        DuplicateCard: a card appears twice.
        WrongHandSize: not exactly five cards; a foul hand by
            [foster:4][foster-4] (``law == "foster:4"``).
        UnknownRuleset: *ruleset* is not a known ruleset.

    Examples:
        >>> from pokerlaws import evaluate
        >>> evaluate("AS 2S 3S 4S 5S").category
        <Category.SEQUENCE_FLUSH: 8>
        >>> str(evaluate("TS JS QS KS AS")), str(evaluate("TS JS QS KS AS", "american"))
        ('flush in spades, ace high', 'sequence flush in spades, ace high (10-J-Q-K-A)')
        >>> evaluate("QH KD AC 2S 3H").category  # the ace is no "intermediate card"
        <Category.NO_PAIR: 0>
    """
    # The fast path: five Cards in a tuple, under a ruleset met before (_FAST). Any
    # other input, and any hand it cannot key, takes the general path, which raises
    # the errors; tests/engine/test_hand_fast_paths.py holds the two to one result.
    if type(cards) is tuple:
        try:
            if type(ruleset) is str:
                resolved, plain, flush, hearts = _FAST[ruleset]
                if RULESETS[ruleset] is not resolved:
                    raise KeyError(ruleset)  # RULESETS has changed since
            else:
                resolved, plain, flush, hearts = _FAST[id(ruleset)]
                if ruleset is not resolved:
                    raise KeyError(ruleset)
            c0, c1, c2, c3, c4 = cards  # ValueError unless five
            suit = c0.suit
            if c1.suit is suit and c2.suit is suit and c3.suit is suit and c4.suit is suit:
                # a flush table holds five distinct ranks only: a card given twice is not in it
                key = (hearts if suit is _HEARTS else flush)[c0._prime * c1._prime * c2._prime * c3._prime * c4._prime]
            else:
                key = plain[c0._prime * c1._prime * c2._prime * c3._prime * c4._prime]
                # a card given twice repeats a rank, and the sum of the cards' own bits
                # then has a carry, fewer than five bits set (+ costs less than | here)
                if key >= _PAIR_KEYS and (c0._bit + c1._bit + c2._bit + c3._bit + c4._bit).bit_count() != 5:
                    raise KeyError(key)
        except (AttributeError, KeyError, TypeError, ValueError):
            pass
        else:
            value = _new_object(HandValue)
            value._key, value._cards, value._ruleset = key, cards, resolved
            return value
    return _evaluate(cards, ruleset)


def _evaluate(cards: str | Iterable[str | Card], ruleset: str | Ruleset) -> HandValue:
    """The general path of `evaluate`: any input, checked, and the errors raised."""
    resolved, tables = _general_tables(ruleset)
    if isinstance(cards, HandValue):
        raise InvalidCard(f"{quote(cards)} is a HandValue, not cards: pass its .cards to value the hand again")
    hand = five_cards(cards)
    value = _new_object(HandValue)
    value._key, value._cards, value._ruleset = tables.key(*hand), hand, resolved
    return value


@implements(
    "1882:65", "1882:66", "1882:67", "1882:68", "1882:69", "1882:70",
    "1882:71", "1882:72", "1882:73", "1882:74", "1882:75",
)  # fmt: skip
def key_function(ruleset: str | Ruleset = "1882") -> KeyFunction:
    """The fast path: a function that keys hands of pre-parsed cards, one at a time.

    ``key_function(rules)`` returns a function ``key(c0, c1, c2, c3, c4)``
    that takes five [`Card`][pokerlaws.cards.Card] objects and returns the
    integer [`HandValue.key`][pokerlaws.hands.HandValue] that
    [`evaluate`][pokerlaws.hands.evaluate] gives the same five cards under
    *ruleset*: the same laws, [1882:65][1882-65] to [1882:75][1882-75], from
    the same tables, for a fraction of the cost. Of two hands, the higher key
    is the better hand and equal keys are identical in value
    ([1882:76][1882-76]). `evaluate` reads the same tables once it has
    checked its input; use this where the cards are already `Card` objects
    and known to be sound, e.g. to rank many hands, and `evaluate` for
    anything read from outside.

    The key function checks nothing: it reads only each card's suit and rank.
    The cards may come in any order. Make it once and call it many times:
    the tables behind it are built on the first call for a set of ruleset
    switches and shared afterwards.

    Args:
        ruleset: a ruleset name (``"1882"``, ``"american"``) or a
            [`Ruleset`][pokerlaws.hands.Ruleset].

    Returns:
        ``key(c0, c1, c2, c3, c4) -> int``: five positional `Card` arguments
        (five *cards*, not a list: call ``key(*hand)`` for a tuple or list),
        returning the hand's key under *ruleset*. Its errors: ``TypeError`` if
        it is not given exactly five arguments; `InvalidCard` if an
        argument is not a `Card` (e.g. a string: parse it first with
        [`parse_cards`][pokerlaws.cards.parse_cards]); `DuplicateCard` for
        five cards of one rank. Otherwise repeated cards are **not** detected: a
        hand with the same card twice gets the key of its ranks and suits as
        if the cards were distinct.

    Raises:
        UnknownRuleset: *ruleset* is not a known ruleset.

    Examples:
        >>> from pokerlaws import evaluate, parse_cards
        >>> from pokerlaws.hands import key_function
        >>> key = key_function("1882")
        >>> hand = parse_cards("10S JS QS KS AS")
        >>> key(*hand) == evaluate(hand).key  # law 71: a flush, not a sequence flush
        True
        >>> hex(key(*hand)), hex(key_function("american")(*hand))
        ('0x50edcba', '0x8e00000')
        >>> key(*parse_cards("7H 5H 4H 3H 2H")) > key(*parse_cards("AS KS QS JS 9S"))  # law 69
        True
        >>> key(*parse_cards("AS KS QS JS"))
        Traceback (most recent call last):
        ...
        TypeError: key() missing 1 required positional argument: 'c4'
        >>> key("AS", "KS", "QS", "JS", "9S")
        Traceback (most recent call last):
        ...
        pokerlaws.errors.InvalidCard: argument 1 of the key function, "AS", is not a Card: the key function takes five parsed Cards (read text with parse_cards, or use evaluate)
    """
    return _tables(get_ruleset(ruleset)).key


@implements("1882:76")
def compare(
    a: str | Iterable[str | Card] | HandValue,
    b: str | Iterable[str | Card] | HandValue,
    ruleset: str | Ruleset = "1882",
    *,
    one_pack: bool = True,
) -> int:
    """Which of two hands is the better, or are they identical in value?

    Hands identical in value share the pool equally ([1882:76][1882-76]).
    Between two hands this is law 75's "highest card not tied" (and law 69's)
    by the letter; the best of three hands or more is found by
    [`ranked`][pokerlaws.table.showdown.ranked], which reads the letter across all
    of them.

    Hands compared together come from one pack, so a card may not be in both:
    that is refused with `DuplicateCard` (the laws say so nowhere in terms,
    they take one pack for granted, so the error names no law). To compare
    hands that could never meet in one deal, e.g. the same cards under two
    readings, pass ``one_pack=False``.

    Args:
        a: a hand: cards as [`evaluate`][pokerlaws.hands.evaluate] takes, or
            a [`HandValue`][pokerlaws.hands.HandValue] valued under *ruleset*.
        b: the other hand, likewise.
        ruleset: a ruleset name or [`Ruleset`][pokerlaws.hands.Ruleset].
        one_pack: refuse hands that share a card (default); ``False``
            compares them as if dealt from separate packs.

    Returns:
        1 if *a* is the better hand, -1 if *b* is, 0 if they are identical
        in value.

    Raises:
        RulesetMismatch: a `HandValue` was valued under another ruleset (if
            the two share a name, the message says how they differ).
        InvalidCard: see `evaluate`; the message says which hand.
        DuplicateCard: a card appears twice in one hand, or (unless
            *one_pack* is False) in both hands; the message names the card
            and the hands.
        WrongHandSize: see `evaluate`; the message says which hand.
        UnknownRuleset: see `evaluate`.

    Examples:
        >>> from pokerlaws import compare
        >>> compare("AH AS 9D 6C 3H", "AD AC 9S 6H 2D")  # law 74: the last card decides
        1
        >>> compare("9S 8D 7C 6H 5S", "9H 8C 7D 6S 5H")  # law 70 read literally: they share
        0
        >>> compare("KH KS 9D 9C 7H", "KD KC 9H 9S 8D", ruleset="american")
        -1
        >>> compare("AH KH QH JH 9H", "AH KD QC JS 9S")
        Traceback (most recent call last):
        ...
        pokerlaws.errors.DuplicateCard: the ace of hearts (AH) is in both the first and the second hand: hands compared together come from one pack (pass one_pack=False for hands that could not meet in one deal)
        >>> compare("AH KH QH JH 9H", "AH KD QC JS 9S", one_pack=False)
        1
    """
    resolved = get_ruleset(ruleset)
    a_value = _value_of(a, resolved, "a", "first")
    b_value = _value_of(b, resolved, "b", "second")
    if one_pack is not False:
        if one_pack is not True:
            raise TypeError(f"one_pack must be True or False, not {quote(one_pack)}")
        refuse_shared_cards(a_value.cards, b_value.cards)
    return (a_value.key > b_value.key) - (a_value.key < b_value.key)


def _value_of(hand: object, ruleset: Ruleset, label: str, which: str) -> HandValue:
    if isinstance(hand, HandValue):
        if not (hand.ruleset is ruleset or hand.ruleset == ruleset):
            raise ruleset_mismatch(hand.ruleset, ruleset, label)
        return hand
    try:
        return evaluate(hand, ruleset)  # type: ignore[arg-type]
    except PokerLawError as err:
        # Say which hand: the same error, its message prefixed.
        raise type(err)(f"the {which} hand: {err.message}", law=err.law) from None
