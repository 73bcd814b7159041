"""Which laws decided: the grounds of a hand's value, and of the comparison of two hands.

A hand's value is decided by the order of the hands ([1882:65][1882-65]; a hand of no
pair by [1882:75][1882-75]), by the law that compares hands of its kind (1882:66 to 1882:75),
and, where an ace stands beside a king or a two, by [1882:71][1882-71], which says why ten to
ace of hearts is a flush under 1882 and no sequence flush. A comparison is decided by the
order of the hands when the kinds differ, else by the law of their kind, and a tie by
[1882:76][1882-76]. Each ground names its law and says how it applies, as a ruled step of
``pokerlaws judge`` names the law it follows.

Examples:
    >>> from pokerlaws import evaluate
    >>> for ground in value_grounds(evaluate("AH KH QH JH 10H")):
    ...     print(ground)
    1882:65: a flush is the fourth of the hands in order of value
    1882:71: the ace shall not end a sequence after a king: 10-J-Q-K-A is no sequence, so this is no sequence flush
    1882:69: a flush in hearts is the best flush
"""

from __future__ import annotations

from dataclasses import dataclass

from pokerlaws.cards import Suit
from pokerlaws.hands.values import Category, HandValue

__all__ = ["Ground", "comparison_grounds", "value_grounds"]

_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")

_KIND_LAW = {
    Category.SEQUENCE_FLUSH: ("1882:66", "of two sequence flushes, the one whose sequence holds the highest card is the better, the ace being the lowest"),
    Category.FOURS: ("1882:67", "of two fours, the four cards highest in value are the better"),
    Category.FULL: ("1882:68", "of two fulls, the one whose threes are highest in value is the better"),
    Category.FLUSH: ("1882:69", "of two flushes, the one holding the card highest in value not tied in the other is the better"),
    Category.SEQUENCE: ("1882:70", "of two sequences, the one holding the highest card is the better, the ace being the lowest"),
    Category.THREES: ("1882:72", "of two threes, the threes highest in value are the better"),
    Category.TWO_PAIRS: ("1882:73", "of two two-pairs, the higher pair decides, then the other pair"),
    Category.PAIR: ("1882:74", "of two pairs, the higher pair decides, then the highest card not tied in the other hand"),
    Category.NO_PAIR: ("1882:75", "with no pair, the hand holding the card highest in value not tied in another hand is the best"),
}
"""The law that compares hands of each kind, and what it says."""


@dataclass(frozen=True)
class Ground:
    """A law that decided a hand's value or a comparison, and how it applies.

    Attributes:
        law: the unit's id (``"1882:71"``).
        says: how it applies here, in words.

    Examples:
        >>> str(Ground("1882:76", "identical in value: they share the pool"))
        '1882:76: identical in value: they share the pool'
    """

    law: str
    says: str

    def __str__(self) -> str:
        return f"{self.law}: {self.says}"


_SUBJECT = {
    Category.SEQUENCE_FLUSH: "a sequence flush is",
    Category.FOURS: "fours are",
    Category.FULL: "a full is",
    Category.FLUSH: "a flush is",
    Category.SEQUENCE: "a sequence not a flush is",
    Category.THREES: "threes are",
    Category.TWO_PAIRS: "two pairs are",
    Category.PAIR: "a pair is",
}


def _place(category: Category) -> str:
    """Where law 65 puts the kind: ``"a flush is the fourth of the hands in order of value"``."""
    if category is Category.NO_PAIR:
        return "a hand of no pair is below every hand that law 65 lists"
    return f"{_SUBJECT[category]} the {_ORDINALS[8 - category.value]} of the hands in order of value"


def _ace_grounds(value: HandValue) -> list[Ground]:
    """What law 71 (the ace in sequences) decides for this hand: nothing unless an ace stands with a king or a two."""
    ranks = {card.rank for card in value.cards}
    if 14 not in ranks or len(ranks) != 5:
        return []
    rules = value.ruleset
    flush = len({card.suit for card in value.cards}) == 1
    kind = "sequence flush" if flush else "sequence"
    if ranks == {10, 11, 12, 13, 14}:
        if rules.ace_ends_sequence:
            return [Ground("1882:71", f"by the custom of its footnote, which this ruleset follows, the ace may end a sequence: 10-J-Q-K-A is the highest {kind}")]
        so = ", so this is no sequence flush" if flush else ""
        return [Ground("1882:71", f"the ace shall not end a sequence after a king: 10-J-Q-K-A is no sequence{so}")]
    if ranks == {14, 2, 3, 4, 5}:
        if rules.ace_begins_sequence:
            return [Ground("1882:71", f"the ace shall only begin a sequence: A-2-3-4-5 is the lowest {kind}, five high")]
        return []
    wrapped = ({11, 12, 13, 14, 2}, {12, 13, 14, 2, 3}, {13, 14, 2, 3, 4})
    if ranks in wrapped:
        return [Ground("1882:71", f"nor shall the ace be an intermediate card between a king and a two: this is no {kind}")]
    return []


def value_grounds(value: HandValue) -> tuple[Ground, ...]:
    """The laws that decide *value*: its place in the order of the hands, what law 71 decides of its
    ace, and the law that compares hands of its kind (with hearts first, law 69, for a flush in hearts).

    Examples:
        >>> from pokerlaws import evaluate
        >>> [g.law for g in value_grounds(evaluate("5D 4C 3S 2H AH"))]
        ['1882:65', '1882:71', '1882:70']
        >>> [g.law for g in value_grounds(evaluate("KS KH 7D 7C 2S"))]
        ['1882:65', '1882:73']
    """
    category = value.category
    grounds = [Ground("1882:75" if category is Category.NO_PAIR else "1882:65", _place(category))]
    grounds += _ace_grounds(value)
    law, says = _KIND_LAW[category]
    hearts = all(card.suit is Suit.HEARTS for card in value.cards)
    if category is Category.FLUSH and hearts and value.ruleset.hearts_flush_first:
        says = "a flush in hearts is the best flush"
    if all(ground.law != law for ground in grounds):  # a hand of no pair has its place and its law in 75
        grounds.append(Ground(law, says))
    return tuple(grounds)


def comparison_grounds(first: HandValue, second: HandValue) -> tuple[Ground, ...]:
    """The laws that decide between two hands valued under one ruleset: the order of the hands when
    their kinds differ, else the law of their kind; a tie is shared by law 76. Law 71 is named where it
    made either hand what it is.

    Examples:
        >>> from pokerlaws import evaluate
        >>> for ground in comparison_grounds(evaluate("AS AH 7D 7C 2S"), evaluate("KS KH KD 4C 3S")):
        ...     print(ground)
        1882:65: threes rank above two pairs
        >>> [g.law for g in comparison_grounds(evaluate("KS KH 7D 7C 2S"), evaluate("KD KC 7H 7S 3D"))]
        ['1882:73', '1882:76']
    """
    grounds = [g for value in (first, second) for g in _ace_grounds(value)]
    unique = list(dict.fromkeys(grounds))
    if first.category != second.category:
        better, worse = (first, second) if first.category > second.category else (second, first)
        return (*unique, Ground("1882:65", f"{_plural(better.category)} rank above {_plural(worse.category)}"))
    category = first.category
    law, says = _KIND_LAW[category]
    hearts = [all(card.suit is Suit.HEARTS for card in v.cards) for v in (first, second)]
    if category is Category.FLUSH and first.ruleset.hearts_flush_first and hearts[0] != hearts[1]:
        says = "a flush in hearts is the best flush"
    elif category is Category.TWO_PAIRS and first == second and not first.ruleset.two_pairs_odd_card:
        says = "both pairs are equal, and the law is silent on the fifth card: by the editor's ruling it does not count"
    elif first == second:
        says = f"{says}: nothing it compares differs"
    unique.append(Ground(law, says))
    if first == second:
        unique.append(Ground("1882:76", "the hands are identical in value: they share the pool equally"))
    return tuple(unique)


def _plural(category: Category) -> str:
    return {
        Category.SEQUENCE_FLUSH: "sequence flushes",
        Category.FOURS: "fours",
        Category.FULL: "fulls",
        Category.FLUSH: "flushes",
        Category.SEQUENCE: "sequences",
        Category.THREES: "threes",
        Category.TWO_PAIRS: "two pairs",
        Category.PAIR: "pairs",
        Category.NO_PAIR: "hands of no pair",
    }[category]
