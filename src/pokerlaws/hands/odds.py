"""The chances of the draw, exactly: what a hand can end as, for each choice of the cards it keeps.

The optional fast extra of the engine (``pip install "pokerlaws[fast]"``), like
[`exhaustive`][pokerlaws.hands.exhaustive]: numpy is imported only when a count is
first made.

A player keeps some of his five cards and draws the rest from the 47 he has
not seen ([foster:1][foster-1]: he asks the dealer for the number he wants).
[`draw_odds`][pokerlaws.hands.odds.draw_odds] counts, over every draw of that many
cards from those 47, the ways of ending in each category of
[1882:65][1882-65] under a ruleset: exact integers, which sum to C(47, *k*)
for *k* cards drawn. [`choices`][pokerlaws.hands.odds.choices] does it for all 32
choices of what to keep at once, and [`best_choice`][pokerlaws.hands.odds.best_choice]
picks the one with the best chance of improving or of reaching a category.

How it is counted: for every set *T* of up to five cards, the number of
five-card hands that contain *T*, by category, is counted once per ruleset
from the categories of all 2,598,960 hands
([`rank_all`][pokerlaws.hands.exhaustive.rank_all]); about a second. A draw keeping
*K* of the hand *H* ends in a hand that holds *K* and none of the cards
thrown away, and by inclusion and exclusion over the cards thrown away its
counts are the signed sum of the counts of the sets between *K* and *H*
(``(-1) ** |J - K|`` for each such set *J*): 32 look-ups for a whole hand.
The whole table, every hand and every choice, is in
[`odds_table`][pokerlaws.hands.odds_table].

Examples:
    >>> from pokerlaws import Category
    >>> from pokerlaws.hands.odds import draw_odds
    >>> four_flush = draw_odds("AH KH QH JH 2C", keep="AH KH QH JH")
    >>> four_flush.ways, four_flush.count(Category.FLUSH), four_flush.count(Category.SEQUENCE_FLUSH)
    (47, 9, 0)
    >>> draw_odds("AH KH QH JH 2C", keep="AH KH QH JH", ruleset="american").count(Category.SEQUENCE_FLUSH)
    1
    >>> print(odds_against_text(four_flush.chance(Category.FLUSH)))  # law 71: the ten of hearts is no sequence
    4.22 to 1
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from pokerlaws.cards import SUIT_INDEX, Card, parse_cards
from pokerlaws.citations import implements
from pokerlaws.errors import CardNotThere, WrongHandSize
from pokerlaws.hands.exhaustive import _numpy, hands, rank_all
from pokerlaws.hands.rulesets import Ruleset, get_ruleset
from pokerlaws.hands.values import Category, evaluate
from pokerlaws.messages import plural, quote

__all__ = ["DrawOdds", "best_choice", "check_target", "choices", "draw_odds", "odds_against_text", "odds_text"]

CATEGORIES = len(Category)
"""The number of categories counted, nine: law 65's eight and no pair."""

UNSEEN = 47
"""The cards a player drawing has not seen: the pack less his own five."""

_CATEGORY_SHIFT = 24  # a key's category is key >> 24 (HandValue.key)


def card_number(card: Card) -> int:
    """A card's place in [`PACK`][pokerlaws.cards.PACK], 0 (``2C``) to 51 (``AS``)."""
    return 4 * (card.rank - 2) + SUIT_INDEX[card.suit]


@functools.cache
def binomials() -> Any:
    """``C(n, k)`` for n < 53, k < 6, as a read-only numpy ``int64`` array: the combinatorial number system's weights."""
    np = _numpy()
    weights = np.array([[math.comb(n, k) for k in range(6)] for n in range(53)], dtype=np.int64)
    weights.flags.writeable = False  # shared by every call
    return weights


def colex(cards: Any, columns: Sequence[int]) -> Any:
    """The rank of each row's cards at *columns* (ascending card numbers) among all sets of that size:
    the sum of ``C(card, i + 1)`` over its *i*-th card. Sets of one size get the numbers 0 to C(52, k) - 1."""
    np = _numpy()
    weights = binomials()
    total = np.zeros(len(cards), dtype=np.int64)
    for i, column in enumerate(columns):
        # take() reads the uint8 card numbers as indices as they are, without a converted copy
        total += np.take(weights[:, i + 1], cards[:, column])
    return total


@dataclass(frozen=True)
class Containing:
    """For every set of up to five cards, how many five-card hands hold it, by category, under a ruleset.

    Attributes:
        ruleset: the [`Ruleset`][pokerlaws.hands.Ruleset] the hands were ranked under.
        below: for *k* = 0 to 4, an ``int32`` array of shape ``(C(52, k), 9)``: row ``colex(T)`` counts
            the hands that hold the *k* cards *T*, column *c* those of category *c*.
        category: the category of every hand (``int8``, ``C(52, 5)`` of them), by its colex rank.
    """

    ruleset: Ruleset
    below: tuple[Any, ...]
    category: Any


def containing(ruleset: str | Ruleset = "1882") -> Containing:
    """Count, once per ruleset and process, the hands holding each set of up to five cards (about a second)."""
    return _containing(get_ruleset(ruleset))


@functools.cache
def _containing(ruleset: Ruleset) -> Containing:
    np = _numpy()
    dealt = hands()
    category = (rank_all(ruleset) >> _CATEGORY_SHIFT).astype(np.int8)
    # The colex rank of a set of cards at some positions of every hand is a sum of C(card, i + 1)
    # over its i-th card: each term, for the card at position p as the i-th of a set, is looked up
    # once for all hands (15 terms in all, i <= p + 1) and shared by the 31 sets of positions.
    # int32 halves the memory of the terms: every rank is below C(52, 5) = 2,598,960.
    weights = binomials().astype(np.int32)
    term = {(i, p): np.take(weights[:, i], np.ascontiguousarray(dealt[:, p])) for i in range(1, 6) for p in range(i - 1, 5)}

    def rank(columns: tuple[int, ...]) -> Any:
        total = np.zeros(len(dealt), dtype=np.int32)
        for i, column in enumerate(columns, start=1):
            total += term[i, column]
        return total

    by_colex = np.empty(math.comb(52, 5), dtype=np.int8)
    by_colex[rank(tuple(range(5)))] = category
    below = []
    for k in range(5):
        flat = np.zeros(math.comb(52, k) * CATEGORIES, dtype=np.int64)
        for columns in _subsets(k):
            place = rank(columns)
            place *= CATEGORIES
            place += category
            flat += np.bincount(place, minlength=len(flat))
        below.append(flat.reshape(-1, CATEGORIES).astype(np.int32))
    return Containing(ruleset, tuple(below), by_colex)


def _subsets(k: int) -> list[tuple[int, ...]]:
    """The positions 0-4 of a hand taken *k* at a time."""
    return [tuple(p for p in range(5) if mask >> p & 1) for mask in range(32) if bin(mask).count("1") == k]


def signed_sums(counts: Any) -> Any:
    """Inclusion and exclusion over the cards thrown away, in place, along axis 1 (the 32 subsets).

    *counts* has shape ``(n, 32, 9)``: entry ``[i, J]`` counts the hands holding the cards of mask *J*
    of hand *i*. Afterwards entry ``[i, K]`` counts the hands holding the cards of *K* and no other card
    of hand *i*: the sum over the sets *J* holding *K* of ``(-1) ** |J - K|`` times the count of *J*."""
    shaped = counts.reshape(len(counts), 2, 2, 2, 2, 2, CATEGORIES)  # axis 1 + (4 - b) is bit b of the mask
    for bit in range(5):
        axis = 5 - bit
        without = [slice(None)] * shaped.ndim
        with_ = [slice(None)] * shaped.ndim
        without[axis], with_[axis] = 0, 1
        shaped[tuple(without)] -= shaped[tuple(with_)]
    return counts


def subset_counts(table: Containing, cards: Any) -> Any:
    """For hands given as ascending card numbers (shape ``(n, 5)``), the counts of each of their 32 subsets:
    shape ``(n, 32, 9)``, ``int32``, ready for [`signed_sums`][pokerlaws.hands.odds.signed_sums]."""
    np = _numpy()
    out = np.zeros((len(cards), 32, CATEGORIES), dtype=np.int32)
    for mask in range(32):
        columns = [p for p in range(5) if mask >> p & 1]
        place = colex(cards, columns)
        if len(columns) == 5:
            out[np.arange(len(cards)), mask, table.category[place]] = 1
        else:
            out[:, mask] = table.below[len(columns)][place]
    return out


@dataclass(frozen=True)
class DrawOdds:
    """What one choice of cards to keep can end as: the ways of each category over every draw.

    Attributes:
        ruleset: the name of the ruleset the final hands are valued under.
        hand: the five cards as dealt, in the order given.
        keep: the cards kept, in the order given (none: a draw of five).
        counts: the number of draws ending in each category, indexed by
            [`Category`][pokerlaws.hands.Category] (``counts[Category.FLUSH]``);
            they sum to [`ways`][pokerlaws.hands.odds.DrawOdds.ways].
        dealt: the category of the hand as dealt, which "improving" is measured from.
    """

    ruleset: str
    hand: tuple[Card, ...]
    keep: tuple[Card, ...]
    counts: tuple[int, ...]
    dealt: Category

    @property
    def drawn(self) -> int:
        """The number of cards drawn: five less those kept."""
        return 5 - len(self.keep)

    @property
    def ways(self) -> int:
        """The number of draws, C(47, drawn): every set of that many of the 47 unseen cards."""
        return math.comb(UNSEEN, self.drawn)

    def count(self, category: Category, *, at_least: bool = False) -> int:
        """The draws ending in *category* (with *at_least*, in it or a better one).

        Raises:
            ValueError: *category* is no [`Category`][pokerlaws.hands.Category] (``True``, ``"flush"``).
        """
        if check_target(category) is None:
            raise ValueError("count the draws of a Category (Category.FLUSH), not None")
        return sum(self.counts[category:]) if at_least else self.counts[category]

    def chance(self, category: Category, *, at_least: bool = False) -> Fraction:
        """The chance of ending in *category* (or better, with *at_least*), as an exact fraction."""
        return Fraction(self.count(category, at_least=at_least), self.ways)

    @property
    def improving(self) -> Fraction:
        """The chance of ending in a better category than the hand held as dealt."""
        return Fraction(sum(self.counts[self.dealt + 1 :]), self.ways)


def _parse_hand(hand: str | Iterable[str | Card]) -> tuple[Card, ...]:
    cards = parse_cards(hand)
    if len(cards) != 5:
        raise WrongHandSize(f"a hand has five cards, this has {len(cards)}" + (": " + " ".join(map(str, cards))) * bool(cards), law="foster:4")
    return cards


def _mask(cards: tuple[Card, ...], keep: str | Iterable[str | Card]) -> tuple[tuple[Card, ...], int]:
    """The cards kept, and their mask over the hand's cards in ascending order of card number."""
    kept = parse_cards(keep)
    order = sorted(cards, key=card_number)
    mask = 0
    for card in kept:
        if card not in order:
            raise CardNotThere(f"{card.name} ({card}) is kept but is not in the hand {' '.join(map(str, cards))}")
        mask |= 1 << order.index(card)
    return kept, mask


def _counts(cards: tuple[Card, ...], ruleset: Ruleset) -> Any:
    """The (32, 9) counts of every choice of one hand, by the mask of what is kept."""
    np = _numpy()
    numbers = np.array([sorted(card_number(card) for card in cards)], dtype=np.uint8)
    return signed_sums(subset_counts(containing(ruleset), numbers))[0]


def _odds(cards: tuple[Card, ...], kept: tuple[Card, ...], row: Any, ruleset: Ruleset, dealt: Category) -> DrawOdds:
    return DrawOdds(ruleset.name, cards, kept, tuple(int(n) for n in row), dealt)


@implements("1882:65", "foster:1")
def draw_odds(hand: str | Iterable[str | Card], keep: str | Iterable[str | Card] = (), ruleset: str | Ruleset = "1882") -> DrawOdds:
    """Count the ways a hand ends in each category of [1882:65][1882-65] when it keeps *keep* and draws the rest.

    Every draw of ``5 - len(keep)`` cards from the 47 the player has not seen (the pack less his five:
    he throws away what he does not keep and asks for as many, [foster:1][foster-1]) is counted once,
    and the final hand valued under *ruleset*. The first call for a ruleset counts the hands holding each
    set of cards, about a second; after that a call takes well under a millisecond.

    Args:
        hand: the five cards dealt, as [`evaluate`][pokerlaws.hands.evaluate] takes them.
        keep: the cards of *hand* kept (none: draw five).
        ruleset: a ruleset name (``"1882"``, ``"american"``) or a [`Ruleset`][pokerlaws.hands.Ruleset].

    Returns:
        A [`DrawOdds`][pokerlaws.hands.odds.DrawOdds]: exact counts per category, summing to C(47, k).

    Raises:
        InvalidCard, DuplicateCard: a card is misspelt or given twice (in the hand or in *keep*).
        WrongHandSize: the hand is not of five cards ([foster:4][foster-4]).
        CardNotThere: a card kept is not in the hand.
        UnknownRuleset: *ruleset* names no ruleset.
        ImportError: numpy is not installed (install the ``fast`` extra).

    Examples:
        >>> from pokerlaws import Category
        >>> from pokerlaws.hands.odds import draw_odds, odds_against_text
        >>> pair = draw_odds("JS JD 8C 5H 2S", keep="JS JD")  # a pair drawing three
        >>> pair.ways, pair.counts[Category.THREES], pair.counts[Category.FOURS]
        (16215, 1854, 45)
        >>> print(odds_against_text(pair.improving))
        2.48 to 1
    """
    resolved = get_ruleset(ruleset)
    cards = _parse_hand(hand)
    kept, mask = _mask(cards, keep)
    return _odds(cards, kept, _counts(cards, resolved)[mask], resolved, evaluate(cards, resolved).category)


@implements("1882:65", "foster:1")
def choices(hand: str | Iterable[str | Card], ruleset: str | Ruleset = "1882") -> tuple[DrawOdds, ...]:
    """All 32 choices of what to keep of a hand, each counted as by [`draw_odds`][pokerlaws.hands.odds.draw_odds].

    Args:
        hand: the five cards dealt.
        ruleset: a ruleset name or [`Ruleset`][pokerlaws.hands.Ruleset].

    Returns:
        32 [`DrawOdds`][pokerlaws.hands.odds.DrawOdds], from keeping all five (drawing none) to keeping none
        (drawing five); the cards kept in the hand's own order.

    Raises:
        InvalidCard, DuplicateCard: a card is misspelt or given twice.
        WrongHandSize: the hand is not of five cards ([foster:4][foster-4]).
        UnknownRuleset, ImportError: as for [`draw_odds`][pokerlaws.hands.odds.draw_odds].

    Examples:
        >>> from pokerlaws.hands.odds import choices
        >>> every = choices("AH KH QH JH 2C")
        >>> len(every), [c.drawn for c in every[:7]]
        (32, [0, 1, 1, 1, 1, 1, 2])
        >>> all(sum(c.counts) == c.ways for c in every)
        True
    """
    resolved = get_ruleset(ruleset)
    cards = _parse_hand(hand)
    counts = _counts(cards, resolved)
    order = sorted(cards, key=card_number)
    dealt = evaluate(cards, resolved).category
    found = []
    for mask in sorted(range(32), key=lambda m: (-bin(m).count("1"), _given_order(m, order, cards))):
        kept = tuple(card for card in cards if mask >> order.index(card) & 1)
        found.append(_odds(cards, kept, counts[mask], resolved, dealt))
    return tuple(found)


def _given_order(mask: int, order: list[Card], cards: tuple[Card, ...]) -> tuple[int, ...]:
    """A mask's cards by their places in the hand as given, so that choices list in the reader's order."""
    return tuple(i for i, card in enumerate(cards) if mask >> order.index(card) & 1)


@implements("1882:65")
def best_choice(hand: str | Iterable[str | Card], target: Category | None = None, ruleset: str | Ruleset = "1882") -> DrawOdds:
    """The choice of what to keep with the best chance of improving, or of reaching *target* or better.

    Ties go to the choice that keeps more cards, then to the first in the order of
    [`choices`][pokerlaws.hands.odds.choices].

    Args:
        hand: the five cards dealt.
        target: a [`Category`][pokerlaws.hands.Category] to reach (or better); ``None``: any better
            category than the hand as dealt.
        ruleset: a ruleset name or [`Ruleset`][pokerlaws.hands.Ruleset].

    Returns:
        The best [`DrawOdds`][pokerlaws.hands.odds.DrawOdds].

    Raises:
        InvalidCard, DuplicateCard, WrongHandSize, UnknownRuleset, ImportError: as for
            [`choices`][pokerlaws.hands.odds.choices].
        ValueError: *target* is no [`Category`][pokerlaws.hands.Category] nor None
            ([`check_target`][pokerlaws.hands.odds.check_target]).

    Examples:
        >>> from pokerlaws import Category
        >>> from pokerlaws.hands.odds import best_choice
        >>> [str(c) for c in best_choice("9H TH JH QH 2C", Category.SEQUENCE).keep]  # open at both ends
        ['9H', 'TH', 'JH', 'QH']
    """

    target = check_target(target)
    every = choices(hand, ruleset)
    return max(every, key=lambda odds: (aim_chance(odds, target), -odds.drawn, -every.index(odds)))


def check_target(target: object) -> Category | None:
    """*target* if it is a [`Category`][pokerlaws.hands.Category] or ``None``.

    A number, ``True`` (which Python takes for 1, a pair) or a name (``"flush"``) is not
    taken for a category: give ``Category.FLUSH`` (the command line reads names).

    Raises:
        ValueError: *target* is neither; the message names the categories.

    Examples:
        >>> check_target(Category.FLUSH) is Category.FLUSH, check_target(None)
        (True, None)
        >>> check_target("flush")
        Traceback (most recent call last):
        ...
        ValueError: the target is a Category (Category.FLUSH) or None, not "flush": the categories are SEQUENCE_FLUSH, FOURS, FULL, FLUSH, SEQUENCE, THREES, TWO_PAIRS, PAIR, NO_PAIR
    """
    if target is None or type(target) is Category:
        return target
    names = ", ".join(category.name for category in sorted(Category, reverse=True))
    raise ValueError(f"the target is a Category (Category.FLUSH) or None, not {quote(target)}: the categories are {names}")


def aim_chance(odds: DrawOdds, target: Category | None) -> Fraction:
    """What a choice is judged by: its chance of *target* or better, or (``None``) of improving.

    Raises:
        ValueError: *target* is no [`Category`][pokerlaws.hands.Category] (see [`check_target`][pokerlaws.hands.odds.check_target]).
    """
    target = check_target(target)
    return odds.improving if target is None else odds.chance(target, at_least=True)


def odds_against_text(chance: Fraction) -> str:
    """Odds against an event of *chance*, in the period's way: ``"2.5 to 1"``, ``"4,164 to 1"``.

    Odds under 100 to 1 are given to two decimals at most; "certain" and "no chance" are said so.

    Examples:
        >>> from fractions import Fraction
        >>> odds_against_text(Fraction(2, 7)), odds_against_text(Fraction(1, 4165)), odds_against_text(Fraction(1))
        ('2.5 to 1', '4,164 to 1', 'certain')
    """
    if chance <= 0:
        return "no chance"
    if chance >= 1:
        return "certain"
    against = float((1 - chance) / chance)
    if against >= 100:
        return f"{against:,.0f} to 1"
    if against < 1:  # odds on: 1 to x
        return f"{_decimals(1 / against)} to 1 on"
    return f"{_decimals(against)} to 1"


def percent(chance: Fraction) -> str:
    """A chance in per cent to three significant figures: ``"19.1 %"``, ``"4.80 %"``, ``"0.00117 %"``."""
    return f"{float(chance) * 100:#.3g}".rstrip(".") + " %"  # "100 %", not "100. %"


def _decimals(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


def odds_text(odds: DrawOdds) -> str:
    """The counts of one choice in words, as ``pokerlaws odds`` prints them: a line per category reached.

    Examples:
        >>> from pokerlaws.hands.odds import draw_odds, odds_text
        >>> print(odds_text(draw_odds("AH KH QH JH 2C", keep="AH KH QH JH")))
        AH KH QH JH 2C, keeping AH KH QH JH: draws 1 of the 47 cards unseen, 47 ways, under 1882
          flush           9 ways     19.1 %   4.22 to 1
          a pair         12 ways     25.5 %   2.92 to 1
          no pair        26 ways     55.3 %   1.24 to 1 on
          improving on no pair: 21 ways of 47, 44.7 %, 1.24 to 1
    """
    kept = " ".join(map(str, odds.keep)) or "nothing"
    lines = [
        f"{' '.join(map(str, odds.hand))}, keeping {kept}: draws {odds.drawn} of the {UNSEEN} cards unseen, "
        f"{odds.ways:,} way{plural(odds.ways)}, under {odds.ruleset}"
    ]
    width = len(f"{max(odds.counts):,}")
    for category in sorted(Category, reverse=True):
        n = odds.counts[category]
        if n:
            chance = Fraction(n, odds.ways)
            lines.append(
                f"  {category.period:<14} {n:>{width},} way{'s' if n != 1 else ' '}  {percent(chance):>9}   {odds_against_text(chance)}"
            )
    better = sum(odds.counts[odds.dealt + 1 :])
    lines.append(
        f"  improving on {odds.dealt.period}: {better:,} way{plural(better)} of {odds.ways:,}, {percent(odds.improving)}, "
        f"{odds_against_text(odds.improving)}"
    )
    return "\n".join(lines)
