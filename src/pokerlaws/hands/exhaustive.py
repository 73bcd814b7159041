"""Every five-card hand at once: the keys of all 2,598,960 hands under a ruleset.

The optional fast extra of the engine (``pip install "pokerlaws[fast]"``): it
needs numpy, which it imports only when one of its functions is called, so
that ``import pokerlaws.hands.exhaustive`` stays as light as the rest of the engine
and the core modules never load numpy.

[`rank_all`][pokerlaws.hands.exhaustive.rank_all] ranks every hand of the pack in
one call and returns, for each, exactly the
[`HandValue.key`][pokerlaws.hands.HandValue] that
[`evaluate`][pokerlaws.hands.evaluate] gives it;
[`hand_table`][pokerlaws.hands.exhaustive.hand_table] counts what that reveals:
the hands and distinct values of each category of [1882:65][1882-65], and
the odds against each. Hands are numbered in one fixed order, that of
``itertools.combinations(PACK, 5)`` (see [`hands`][pokerlaws.hands.exhaustive.hands]
and [`hand_index`][pokerlaws.hands.exhaustive.hand_index]).

How it is fast: a hand's key depends only on the multiset of its ranks and
on a few facts about its suits (all one suit? hearts? how many hearts?). Both
are sums over the five cards of per-card numbers: the multiset's index in the
combinatorial number system, and a vector of suit counts. The sums are built
suffix by suffix in lexicographic order (each hand shares its last cards with
many others), and for the last card added, a slice at a time, two table
look-ups turn each sum into the key, so that the sums of whole hands are never
stored. The key tables are made in numpy, every multiset of ranks at once,
by the same classification as the pure-Python engine's own tables
(``pokerlaws.hands._tables``), in about a thousandth of a second: a test
(``tests/engine/test_hand_fast_paths.py``) proves them equal to the engine's,
entry by entry, under every combination of the ruleset's switches, and
``tests/engine/test_exhaustive.py`` checks the keys against `evaluate`'s.

Examples:
    >>> from pokerlaws import Category, evaluate
    >>> from pokerlaws.hands.exhaustive import HANDS, hand_index, rank_all
    >>> keys = rank_all("1882")
    >>> len(keys) == HANDS == 2_598_960
    True
    >>> int(keys[hand_index("AS KS QS JS 10S")]) == evaluate("AS KS QS JS 10S").key
    True
    >>> int((keys >> 24 == Category.SEQUENCE_FLUSH).sum())  # law 71: no 10-J-Q-K-A
    36
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from pokerlaws.cards import SUIT_INDEX, Card, parse_cards
from pokerlaws.citations import implements
from pokerlaws.errors import WrongHandSize
from pokerlaws.hands._tables import _CATEGORY_SHIFT, _DIGITS, _switches
from pokerlaws.hands.rulesets import Ruleset, get_ruleset
from pokerlaws.hands.values import Category

if TYPE_CHECKING:
    import numpy

__all__ = ["HANDS", "CategoryCount", "HandTable", "hand_index", "hand_table", "hands", "rank_all"]

HANDS = math.comb(52, 5)
"""The number of five-card hands in a pack of 52: 2,598,960."""

# Card i is PACK[i]: rank 2 + i // 4, suit i % 4 in the order C, D, H, S.
_HEARTS_INDEX = 2
# A hand's sum (see the module's docstring) is idx | suits << _RANK_BITS, where
# idx < C(17, 5) = 6188 < 2**13 numbers the multiset of its ranks, and suits
# holds the number of cards of each suit in 3 bits apiece (C, D, H, S).
_RANK_BITS = 13
# The row of the key table a hand reads, by its suits: the number of hearts
# (0-4) for a hand not all of one suit, _FLUSH or _HEARTS_FLUSH.
_FLUSH, _HEARTS_FLUSH, _ROWS = 5, 6, 7


def _numpy() -> Any:
    try:
        import numpy
    except ImportError:  # pragma: no cover - the test extra installs numpy
        raise ImportError(
            'pokerlaws.hands.exhaustive needs numpy: pip install "pokerlaws[fast]" (or numpy itself)'
        ) from None
    return numpy


_STATIC: dict[str, Any] = {}


def _groups_by_pattern() -> tuple[list[list[int]], list[int]]:
    """For each pattern of equal neighbours in five ranks written highest first: the groups, and the category.

    Bit *j* of a pattern is set when card *j* and card *j + 1* are of a rank.
    The groups (fours, threes, pairs, single cards) are given by the place
    of their first card, the larger group first and, among groups of a size,
    the higher (the earlier), as ``_classify`` in ``pokerlaws.hands._tables``
    orders them; place 5 stands for no group (a digit 0). The category is
    that of a hand not all of one suit and not a sequence, -1 for five of a kind.
    """
    by_shape = {
        (1, 1, 1, 1, 1): Category.NO_PAIR,  # law 75
        (2, 1, 1, 1): Category.PAIR,  # law 74
        (2, 2, 1): Category.TWO_PAIRS,  # law 73
        (3, 1, 1): Category.THREES,  # law 72
        (3, 2): Category.FULL,  # law 68
        (4, 1): Category.FOURS,  # law 67
    }
    places, categories = [], []
    for pattern in range(16):
        runs: list[list[int]] = []  # [size, place of the first card]
        for place in range(5):
            if place and pattern >> (place - 1) & 1:
                runs[-1][0] += 1
            else:
                runs.append([1, place])
        runs.sort(key=lambda run: -run[0])  # stable: the higher first among groups of a size
        places.append([first for _, first in runs] + [5] * (5 - len(runs)))
        categories.append(int(by_shape.get(tuple(size for size, _ in runs), -1)))
    return places, categories


def _static() -> dict[str, Any]:
    """What does not depend on the ruleset, made once: per-card weights, suit rows, multisets.

    For each multiset of five ranks, in the order of their index (see the
    module's docstring): its ranks highest first; the ranks of its groups,
    as the laws compare them, and its category, for a hand of those ranks
    not all of one suit and not a sequence.
    """
    if not _STATIC:
        np = _numpy()
        comb = np.array([[math.comb(n, k) for k in range(6)] for n in range(17)], dtype=np.int32)
        rank, suit = np.divmod(np.arange(52), 4)
        position = np.arange(5).reshape(5, 1)
        # weights[position, card]: the card's share of the multiset index, and of the suit counts
        weights = (comb[rank + position, position + 1] + (1 << (_RANK_BITS + 3 * suit))).astype(np.intp)
        # suit counts -> (row - suits) << 13, so that sum + shift[sum >> 13] is
        # row << 13 | idx, the place of the hand's key in the flattened key table.
        suits = np.arange(1 << 12)
        counts = (suits.reshape(-1, 1) >> 3 * np.arange(4)) & 7
        row = np.minimum(counts[:, _HEARTS_INDEX], 4)
        row[(counts == 5).any(axis=1)] = _FLUSH
        row[counts[:, _HEARTS_INDEX] == 5] = _HEARTS_FLUSH
        shift = ((row - suits) << _RANK_BITS).astype(np.intp)
        # Every multiset of five ranks (0 for a two, 12 for an ace), highest first, grown a
        # card at a time, each row followed by every rank not above its last: they come in
        # the order of (highest, next, ...), colexicographic, so that row idx has index idx.
        ranks = np.arange(13).reshape(-1, 1)
        for _ in range(4):
            more = ranks[:, -1] + 1
            starts = np.repeat(np.cumsum(more) - more, more)
            ranks = np.column_stack((np.repeat(ranks, more, axis=0), np.arange(len(starts)) - starts))
        high_first = (ranks + 2).astype(np.int32)  # the ranks of the laws, ace 14
        places, categories = _groups_by_pattern()
        pattern = (high_first[:, 1:] == high_first[:, :-1]) @ (1 << np.arange(4))
        with_none = np.column_stack((high_first, np.zeros(len(high_first), dtype=np.int32)))
        _STATIC.update(
            weights=weights,
            shift=shift,
            high_first=high_first,
            groups=np.take_along_axis(with_none, np.array(places)[pattern], axis=1),
            category=np.array(categories)[pattern],
        )
    return _STATIC


# The key tables by the ruleset's switches (the fields the keys depend on).
_KEY_TABLES: dict[tuple[object, ...], Any] = {}


def _key_table(ruleset: Ruleset) -> numpy.ndarray:
    """The flattened key table of a ruleset: entry row << 13 | idx is a key.

    Each key is made as ``_classify`` and ``_build_tables`` of
    ``pokerlaws.hands._tables`` make it, law by law ([1882:65][1882-65] to
    [1882:75][1882-75]; see [`evaluate`][pokerlaws.hands.evaluate]), for all
    multisets at once. tests/engine/test_hand_fast_paths.py proves the table
    equal, entry by entry, to the one read from the engine's own tables,
    under every combination of the switches.
    """
    switches = _switches(ruleset)
    found = _KEY_TABLES.get(switches)
    if found is not None:
        return found
    np = _numpy()
    static = _static()
    ranks, groups, category = static["high_first"], static["groups"], static["category"]
    outside = ranks  # the ranks as hands other than sequences compare them
    if ruleset.ace_outside_sequences == "low":
        # the reading "low" of the ruling on 1882:71: outside sequences the ace ranks below the two
        outside = np.sort(np.where(ranks == 14, 1, ranks), axis=1)[:, ::-1]
        places, _ = _groups_by_pattern()
        pattern = (outside[:, 1:] == outside[:, :-1]) @ (1 << np.arange(4))
        with_none = np.column_stack((outside, np.zeros(len(outside), dtype=outside.dtype)))
        groups = np.take_along_axis(with_none, np.array(places)[pattern], axis=1)
    distinct = category == Category.NO_PAIR  # five ranks
    digit = 4 * (_DIGITS - 1) - 4 * np.arange(5)  # the places of the first five digits
    # Law 71 and its readings: the highest card of a sequence, 0 if none. The
    # ace begins one (A-2-3-4-5, five high) or ends one (10-J-Q-K-A), as the ruleset says.
    gapless = distinct & (ranks[:, 0] - ranks[:, 4] == 4)
    high = np.where(gapless & ((ranks[:, 0] != 14) | ruleset.ace_ends_sequence), ranks[:, 0], 0)
    if ruleset.ace_begins_sequence:
        high[distinct & (ranks[:, 0] == 14) & (ranks[:, 1] == 5)] = 5
    sequence = high > 0
    sequence_key = high << 4 * (_DIGITS - 1)
    # Not all of one suit: the category, and the groups' ranks as digits (laws 67, 68,
    # 72-75; law 73's odd card only if the ruleset says so); a sequence by its highest card (law 70)
    if not ruleset.two_pairs_odd_card:
        groups = np.where(category.reshape(-1, 1) == Category.TWO_PAIRS, groups * [1, 1, 0, 1, 1], groups)
    plain = np.where(
        sequence,
        Category.SEQUENCE << _CATEGORY_SHIFT | sequence_key,
        category << _CATEGORY_SHIFT | (groups << digit).sum(axis=1),
    )
    plain[category < 0] = 0  # five of a kind: no hand of one pack
    # All of one suit (five distinct ranks): a sequence flush by its highest card (law 66),
    # else a flush by its five ranks below a hearts digit (law 69)
    flush = np.where(
        sequence,
        Category.SEQUENCE_FLUSH << _CATEGORY_SHIFT | sequence_key,
        Category.FLUSH << _CATEGORY_SHIFT | (outside << digit - 4).sum(axis=1),
    )
    flush[~distinct] = 0  # a pair in one suit: no hand of one pack
    hearts = flush.copy()
    if ruleset.hearts_flush_first:
        hearts[distinct & ~sequence] |= 1 << 4 * (_DIGITS - 1)  # law 69: above any difference of cards
    if ruleset.sequence_in_hearts == "flush":
        hearts[sequence] |= 1 << 4 * (_DIGITS - 2)  # law 70 read of sequence flushes: below the highest card
    table = np.zeros((_ROWS, 1 << _RANK_BITS), dtype=np.int32)
    used = table[:, : len(plain)]  # row idx of the multisets is index idx
    used[:5] = plain
    if ruleset.sequence_in_hearts == "most_hearts":  # law 70: the hearts of a sequence count
        used[:5, sequence] |= np.arange(5).reshape(5, 1) << 4 * (_DIGITS - 2)
    used[_FLUSH] = flush
    used[_HEARTS_FLUSH] = hearts
    table = table.reshape(-1)
    _KEY_TABLES[switches] = table
    return table


def _suffixes(first: Any, extend: Any, allocate: Any) -> Any:
    """Build a per-hand array for all hands, lexicographically, from the last card back.

    *first(cards)* makes the rows of the one-card suffixes ``(c4,)`` for the
    cards ``c4`` in the array *cards*. Then, for each position from the
    fourth card back to the first, *allocate(position, n, rows)* makes the
    array for the *n* suffixes one card longer, and *extend(position, card,
    rows, out)* fills in *out* those that start with *card*, given *rows*,
    the rows of the shorter suffixes whose first card is higher (they
    follow it).
    """
    np = _numpy()
    rows = first(np.arange(4, 52))  # the fifth card is at least the fifth of the pack
    # start[i]: the first row whose first card is at least (its lowest possible) + i
    start = np.arange(49)
    for position in (3, 2, 1, 0):
        counts = len(rows) - start[:48]
        offsets = np.zeros(49, dtype=np.int64)
        np.cumsum(counts, out=offsets[1:])
        out = allocate(position, int(offsets[-1]), rows)
        for i in range(48):
            extend(position, position + i, rows[start[i] :], out[offsets[i] : offsets[i + 1]])
        rows, start = out, offsets
    return rows


@implements(
    "1882:65", "1882:66", "1882:67", "1882:68", "1882:69", "1882:70",
    "1882:71", "1882:72", "1882:73", "1882:74", "1882:75",
)  # fmt: skip
def rank_all(ruleset: str | Ruleset = "1882") -> numpy.ndarray:
    """The key of every five-card hand under a ruleset, in one call.

    Ranks all 2,598,960 hands as [`evaluate`][pokerlaws.hands.evaluate]
    would, one at a time, under the laws it implements ([1882:65][1882-65]
    to [1882:75][1882-75]): entry *i* is ``evaluate(hand).key`` for the
    *i*-th hand of ``itertools.combinations(PACK, 5)``, the order of
    [`hands`][pokerlaws.hands.exhaustive.hands] (find a hand's place with
    [`hand_index`][pokerlaws.hands.exhaustive.hand_index]). The keys are exactly
    those of [`HandValue.key`][pokerlaws.hands.HandValue]: the category is
    ``key >> 24``, and of two hands the higher key is the better, equal keys
    identical in value ([1882:76][1882-76]).

    A call takes under a hundredth of a second; the first for a ruleset
    also makes its key tables, in numpy, in about a thousandth more (see the
    Performance page of the site). Its allocations peak under 20 MB, the
    result included. Nothing is cached but the small tables: each call
    returns a new array.

    Args:
        ruleset: a ruleset name (``"1882"``, ``"american"``) or a
            [`Ruleset`][pokerlaws.hands.Ruleset], including variants such
            as ``sequence_in_hearts="most_hearts"``.

    Returns:
        A numpy array of 2,598,960 keys, dtype ``int32``.

    Raises:
        UnknownRuleset: *ruleset* is not a known ruleset.
        ImportError: numpy is not installed (install the ``fast`` extra).

    Examples:
        >>> import numpy as np
        >>> from pokerlaws.hands.exhaustive import rank_all
        >>> keys = rank_all("american")
        >>> keys.dtype, keys.shape
        (dtype('int32'), (2598960,))
        >>> np.bincount(keys >> 24).tolist()  # no pair, pair, ... sequence flush
        [1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 40]
    """
    resolved = get_ruleset(ruleset)
    np = _numpy()
    static = _static()
    table = _key_table(resolved)
    weights, shift = static["weights"], static["shift"]
    # The sums of the suffixes of four cards, at most C(51, 4) of them after any first card,
    # are turned into keys a first card at a time, through two scratch arrays that stay
    # warm in the cache; the sums of whole hands are never stored.
    most = math.comb(51, 4)
    total, row = np.empty(most, dtype=np.intp), np.empty(most, dtype=np.intp)

    def first(cards: Any) -> Any:
        return weights[4, cards]

    def allocate(position: int, n: int, rows: Any) -> Any:
        return np.empty(n, dtype=np.int32 if position == 0 else np.intp)

    def extend(position: int, card: int, rows: Any, out: Any) -> None:
        if position:
            np.add(rows, weights[position, card], out=out)
            return
        n = len(rows)
        sums, rows_of = total[:n], row[:n]
        np.add(rows, weights[0, card], out=sums)
        np.right_shift(sums, _RANK_BITS, out=rows_of)
        shift.take(rows_of, out=rows_of, mode="clip")  # suits -> (row - suits) << 13
        np.add(sums, rows_of, out=sums)  # row << 13 | idx: the place of the key in the table
        table.take(sums, out=out, mode="clip")

    return _suffixes(first, extend, allocate)


def hands() -> numpy.ndarray:
    """Every five-card hand, as indices into [`PACK`][pokerlaws.cards.PACK].

    Row *i* is the *i*-th hand of ``itertools.combinations(PACK, 5)``: its
    five cards' indices in ascending order (``PACK[j]`` is card *j*:
    ``2C 2D 2H 2S 3C ... AS``). [`rank_all`][pokerlaws.hands.exhaustive.rank_all]
    gives the keys of these hands in this order.

    Returns:
        A numpy array of shape ``(2598960, 5)``, dtype ``uint8`` (13 MB).

    Raises:
        ImportError: numpy is not installed (install the ``fast`` extra).

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.hands.exhaustive import hands
        >>> all_hands = hands()
        >>> all_hands[0].tolist(), all_hands[-1].tolist()
        ([0, 1, 2, 3, 4], [47, 48, 49, 50, 51])
        >>> " ".join(str(PACK[i]) for i in all_hands[123_456])
        '2C 4C 8C JC AC'
    """
    np = _numpy()

    def first(cards: Any) -> Any:
        return cards.astype(np.uint8).reshape(-1, 1)

    def allocate(position: int, n: int, rows: Any) -> Any:
        return np.empty((n, rows.shape[1] + 1), dtype=np.uint8)

    def extend(position: int, card: int, rows: Any, out: Any) -> None:
        out[:, 0] = card
        out[:, 1:] = rows

    return _suffixes(first, extend, allocate)


def hand_index(cards: str | Iterable[str | Card]) -> int:
    """The place of a hand in the order of [`hands`][pokerlaws.hands.exhaustive.hands] and `rank_all`.

    Pure Python (no numpy): the rank of the hand's five cards among all
    combinations of the pack in lexicographic order.

    Args:
        cards: five distinct cards, as [`evaluate`][pokerlaws.hands.evaluate]
            takes them; their order does not matter.

    Returns:
        An integer from 0 to 2,598,959.

    Raises:
        InvalidCard: an item is not a card.
        DuplicateCard: a card appears twice.
        WrongHandSize: not exactly five cards ([foster:4][foster-4]).

    Examples:
        >>> from pokerlaws.hands.exhaustive import hand_index
        >>> hand_index("2C 2D 2H 2S 3C"), hand_index("AS AH AD AC KS")
        (0, 2598959)
        >>> hand_index("2C 4C 8C JC AC")
        123456
    """
    hand = parse_cards(cards)
    if len(hand) != 5:
        raise WrongHandSize(f"a hand has five cards, this has {len(hand)}", law="foster:4")
    places = sorted(4 * (card.rank - 2) + SUIT_INDEX[card.suit] for card in hand)
    # Lexicographic rank = the number of hands after it, counted in reverse.
    return HANDS - 1 - sum(math.comb(51 - place, 5 - position) for position, place in enumerate(places))


@dataclass(frozen=True)
class CategoryCount:
    """One category's line of a [`HandTable`][pokerlaws.hands.exhaustive.HandTable].

    Attributes:
        category: the [`Category`][pokerlaws.hands.Category].
        hands: how many of the 2,598,960 hands fall in it.
        values: how many distinct values (keys) those hands take: hands of
            equal value are "identical in value" ([1882:76][1882-76]).
    """

    category: Category
    hands: int
    values: int

    @property
    def probability(self) -> Fraction:
        """The chance that five cards dealt from a full pack fall in the category."""
        return Fraction(self.hands, HANDS)

    @property
    def odds_against(self) -> Fraction:
        """The odds against being dealt the category, *x* to 1: ``(2,598,960 - hands) / hands``."""
        return Fraction(HANDS - self.hands, self.hands)


@dataclass(frozen=True)
class HandTable:
    """What ranking every hand under a ruleset reveals (see [`hand_table`][pokerlaws.hands.exhaustive.hand_table]).

    Attributes:
        ruleset: the [`Ruleset`][pokerlaws.hands.Ruleset] the hands were ranked under.
        counts: one [`CategoryCount`][pokerlaws.hands.exhaustive.CategoryCount]
            per category, the best first (law 65's order).
        values: the number of distinct hand values in all.
    """

    ruleset: Ruleset
    counts: tuple[CategoryCount, ...]
    values: int

    def __getitem__(self, category: Category) -> CategoryCount:
        """The count of one category: ``table[Category.FLUSH]``."""
        for count in self.counts:
            if count.category is category:
                return count
        raise KeyError(category)


@implements("1882:65")
def hand_table(ruleset: str | Ruleset = "1882") -> HandTable:
    """Count the hands and the distinct values of each category of [1882:65][1882-65].

    Ranks all 2,598,960 hands with [`rank_all`][pokerlaws.hands.exhaustive.rank_all]
    and counts, per category, the hands and their distinct values; the odds
    against each category follow
    ([`CategoryCount.odds_against`][pokerlaws.hands.exhaustive.CategoryCount.odds_against]).

    Args:
        ruleset: a ruleset name or [`Ruleset`][pokerlaws.hands.Ruleset].

    Returns:
        The ruleset's [`HandTable`][pokerlaws.hands.exhaustive.HandTable].

    Raises:
        UnknownRuleset, ImportError: as for [`rank_all`][pokerlaws.hands.exhaustive.rank_all].

    Examples:
        >>> from pokerlaws import Category
        >>> from pokerlaws.hands.exhaustive import hand_table
        >>> table = hand_table("1882")
        >>> table[Category.SEQUENCE].hands, table[Category.FLUSH].values  # hearts rank apart (law 69)
        (9180, 2556)
        >>> float(table[Category.FOURS].odds_against)
        4164.0
        >>> hand_table("american").values
        7462
    """
    resolved = get_ruleset(ruleset)
    np = _numpy()
    values, hands_of = np.unique(rank_all(resolved), return_counts=True)
    category_of = values >> _CATEGORY_SHIFT
    hand_counts = np.bincount(category_of, weights=hands_of, minlength=len(Category))
    value_counts = np.bincount(category_of, minlength=len(Category))
    counts = tuple(
        CategoryCount(category, int(hand_counts[category]), int(value_counts[category]))
        for category in sorted(Category, reverse=True)
    )
    return HandTable(resolved, counts, len(values))
