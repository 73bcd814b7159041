"""The tables behind the hand engine: every rank pattern keyed under a ruleset.

Private to [`pokerlaws.hands.values`][pokerlaws.hands.values], which re-exports what others
use (``_tables``, ``_DIGITS``, ``_CATEGORY_SHIFT``). A hand's key is found in
one step: the product of its five rank primes names its ranks as a multiset,
and three tables (not one suit, one suit not hearts, all hearts) give the key
of each multiset under the ruleset. The laws behind each key are those of
[`evaluate`][pokerlaws.hands.evaluate] (1882:65 to 1882:75). The tables of the
rulesets `evaluate` has met are kept here for its fast path (``_FAST``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from pokerlaws.cards import PRIMES, Card, Suit
from pokerlaws.errors import DuplicateCard, InvalidCard
from pokerlaws.hands.rulesets import Ruleset, get_ruleset
from pokerlaws.messages import quote

# The categories' numbers, as pokerlaws.hands.Category gives them (law 65's
# order, worst first); the tests check that the two agree.
NO_PAIR, PAIR, TWO_PAIRS, THREES, SEQUENCE, FLUSH, FULL, FOURS, SEQUENCE_FLUSH = range(9)

_KeyFunction = Callable[[Card, Card, Card, Card, Card], int]

# A hand's key is its category followed by six hexadecimal "digits" that break
# ties, most significant first: key = category << 24 | d0 << 20 | ... | d5.
_DIGITS = 6
_CATEGORY_SHIFT = 4 * _DIGITS
_HEARTS = Suit.HEARTS


def _pack(category: int, digits: tuple[int, ...]) -> int:
    key = int(category)
    for position in range(_DIGITS):
        key = key << 4 | (digits[position] if position < len(digits) else 0)
    return key


def _digit(key: int, position: int) -> int:
    return key >> 4 * (_DIGITS - 1 - position) & 0xF


def _sequence_high(ranks: tuple[int, ...], ruleset: Ruleset) -> int | None:
    """The highest card of the sequence *ranks* make, or None if none (law 71).

    *ranks* are five ranks, highest first, the ace as 14.
    """
    if len(set(ranks)) != 5:
        return None
    if ranks == (14, 5, 4, 3, 2):
        # The ace begins the sequence and is its lowest card ([1882:66], [1882:70]).
        return 5 if ruleset.ace_begins_sequence else None
    if ranks[0] - ranks[4] != 4:
        return None  # gaps; and Q-K-A-2-3, the ace "between a king and a two", lands here
    if ranks[0] == 14 and not ruleset.ace_ends_sequence:
        return None
    return ranks[0]


def _classify(ranks: tuple[int, ...], flush: bool, ruleset: Ruleset) -> tuple[int, tuple[int, ...]]:
    """Category and tie-breaking ranks of five ranks (highest first, ace 14).

    The tie-breaking digits are what the laws compare, in the order they
    compare them; for a flush the first digit is left 0, room for the hearts
    precedence of law 69 that `evaluate` adds when the suit is known.
    """
    high = _sequence_high(ranks, ruleset)
    if high is None and ruleset.ace_outside_sequences == "low" and ranks[0] == 14:
        # the reading "low" of the ruling on 1882:71: outside sequences the ace ranks below the two
        ranks = (*ranks[ranks.count(14) :], *[1] * ranks.count(14))
    counts = Counter(ranks)
    # Largest group first, and the higher rank first among groups of a size.
    groups = sorted(counts, key=lambda rank: (counts[rank], rank), reverse=True)
    shape = tuple(counts[rank] for rank in groups)
    if high is not None and flush:
        return SEQUENCE_FLUSH, (high,)  # law 66: the highest card only
    if shape == (4, 1):
        return FOURS, tuple(groups)  # law 67
    if shape == (3, 2):
        return FULL, tuple(groups)  # law 68
    if flush:
        return FLUSH, (0, *ranks)  # law 69
    if high is not None:
        return SEQUENCE, (high,)  # law 70
    if shape == (3, 1, 1):
        return THREES, tuple(groups)  # law 72
    if shape == (2, 2, 1):
        higher, lower, odd = groups
        return TWO_PAIRS, (higher, lower, odd if ruleset.two_pairs_odd_card else 0)  # law 73
    if shape == (2, 1, 1, 1):
        return PAIR, tuple(groups)  # law 74
    return NO_PAIR, ranks  # law 75


@dataclass(frozen=True)
class _Tables:
    """Keys of every rank pattern under one ruleset, by product of rank primes."""

    plain: dict[int, int]  # not all one suit
    flush: dict[int, int]  # all one suit, not hearts
    hearts: dict[int, int]  # all hearts
    count_hearts: bool  # add the number of hearts to a sequence's key (law 70)
    key: _KeyFunction  # the key of five Cards, from these tables (see key_function)


def _key_error(err: Exception, cards: tuple[object, ...]) -> Exception:
    """The error a key function raises for *cards* it could not key (the error path)."""
    for position, card in enumerate(cards):
        if not isinstance(card, Card):
            return InvalidCard(
                f"argument {position + 1} of the key function, {quote(card)}, is not a Card: "
                "the key function takes five parsed Cards (read text with parse_cards, or use evaluate)"
            )
    shown = " ".join(map(str, cards))
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            return DuplicateCard(
                f"{card.name} ({card}) appears twice in {shown}: a pack holds one of each card "
                "(the key function does not check; use evaluate for cards not known to be sound)"
            )
        seen.add(card)
    return err


def _key_function(plain: dict[int, int], flush: dict[int, int], hearts: dict[int, int], count_hearts: bool) -> _KeyFunction:
    """The function that keys five Cards by the three tables (the hot path of `evaluate`).

    Closures over the tables, so that a call reads no attribute but the
    cards' own; one variant per reading of law 70, so that the common one
    does not test for it.
    """
    heart = _HEARTS
    sequence = SEQUENCE
    shift = _CATEGORY_SHIFT
    hearts_digit = 4 * (_DIGITS - 2)

    if not count_hearts:

        def key(c0: Card, c1: Card, c2: Card, c3: Card, c4: Card) -> int:
            try:  # free unless raised (Python 3.11+): the checks are on the error path only
                suit = c0.suit
                if c1.suit is suit and c2.suit is suit and c3.suit is suit and c4.suit is suit:
                    return (hearts if suit is heart else flush)[c0._prime * c1._prime * c2._prime * c3._prime * c4._prime]
                return plain[c0._prime * c1._prime * c2._prime * c3._prime * c4._prime]
            except (AttributeError, KeyError, TypeError) as err:
                raise _key_error(err, (c0, c1, c2, c3, c4)) from None

    else:

        def key(c0: Card, c1: Card, c2: Card, c3: Card, c4: Card) -> int:
            try:
                suit = c0.suit
                if c1.suit is suit and c2.suit is suit and c3.suit is suit and c4.suit is suit:
                    return (hearts if suit is heart else flush)[c0._prime * c1._prime * c2._prime * c3._prime * c4._prime]
                value = plain[c0._prime * c1._prime * c2._prime * c3._prime * c4._prime]
            except (AttributeError, KeyError, TypeError) as err:
                raise _key_error(err, (c0, c1, c2, c3, c4)) from None
            if value >> shift == sequence:
                # law 70, "most_hearts": the number of hearts, below the highest card
                count = (c0.suit is heart) + (c1.suit is heart) + (c2.suit is heart) + (c3.suit is heart) + (c4.suit is heart)
                value |= count << hearts_digit
            return value

    key.__qualname__ = key.__name__ = "key"
    key.__doc__ = "The key (HandValue.key) of five distinct Cards; see pokerlaws.hands.key_function."
    return key


def _build_tables(ruleset: Ruleset) -> _Tables:
    from itertools import combinations, combinations_with_replacement

    def product(ranks: tuple[int, ...]) -> int:
        result = 1
        for rank in ranks:
            result *= PRIMES[rank]
        return result

    plain, flush, hearts = {}, {}, {}
    for ascending in combinations_with_replacement(range(2, 15), 5):
        if ascending[0] == ascending[4]:
            continue  # five of a kind: not in one pack
        ranks = ascending[::-1]
        plain[product(ranks)] = _pack(*_classify(ranks, False, ruleset))
    for ascending in combinations(range(2, 15), 5):
        ranks = ascending[::-1]
        category, digits = _classify(ranks, True, ruleset)
        key = _pack(category, digits)
        flush[product(ranks)] = key
        if category == FLUSH and ruleset.hearts_flush_first:
            key |= 1 << 4 * (_DIGITS - 1)  # law 69: above any difference of cards
        elif category == SEQUENCE_FLUSH and ruleset.sequence_in_hearts == "flush":
            key |= 1 << 4 * (_DIGITS - 2)  # law 70 read of sequence flushes: below the highest card
        hearts[product(ranks)] = key
    count_hearts = ruleset.sequence_in_hearts == "most_hearts"
    return _Tables(plain, flush, hearts, count_hearts, _key_function(plain, flush, hearts, count_hearts))


# id(ruleset) -> (ruleset, tables), so that the hot path does not hash the
# ruleset; the ruleset is kept alive so that its id is not reused.
_TABLES_BY_ID: dict[int, tuple[Ruleset, _Tables]] = {}
# The tables depend only on the switches, so variants that share them share tables.
_TABLES_BY_SWITCHES: dict[tuple[object, ...], _Tables] = {}


def _switches(ruleset: Ruleset) -> tuple[object, ...]:
    """The fields of *ruleset* that the keys depend on (the tables here and those of pokerlaws.hands.exhaustive)."""
    return (
        ruleset.ace_begins_sequence,
        ruleset.ace_ends_sequence,
        ruleset.hearts_flush_first,
        ruleset.sequence_in_hearts,
        ruleset.two_pairs_odd_card,
        ruleset.ace_outside_sequences,
    )


def _tables(ruleset: Ruleset) -> _Tables:
    entry = _TABLES_BY_ID.get(id(ruleset))
    if entry is not None and entry[0] is ruleset:
        return entry[1]
    switches = _switches(ruleset)
    tables = _TABLES_BY_SWITCHES.get(switches)
    if tables is None:
        tables = _TABLES_BY_SWITCHES[switches] = _build_tables(ruleset)
    if len(_TABLES_BY_ID) > 64:
        _TABLES_BY_ID.clear()  # rulesets made on the fly must not pile up
    _TABLES_BY_ID[id(ruleset)] = (ruleset, tables)
    return tables


# The tables of evaluate's fast path, by ruleset: by name (a key of RULESETS) or,
# for a Ruleset object, by id (the entry keeps the object alive, so that its id is
# not reused): the ruleset and its tables plain, flush, hearts. Rulesets under the
# "most_hearts" reading of law 70 are left to evaluate's general path.
_FAST: dict[str | int, tuple[Ruleset, dict[int, int], dict[int, int], dict[int, int]]] = {}
# The keys below this one are of hands of no pair: five ranks, so five distinct cards.
_PAIR_KEYS = PAIR << _CATEGORY_SHIFT


def _general_tables(ruleset: str | Ruleset) -> tuple[Ruleset, _Tables]:
    """The ruleset *ruleset* names (or is) and its tables, for evaluate's general path.

    Raises UnknownRuleset as `get_ruleset` does; records the ruleset in
    ``_FAST`` for the fast path.
    """
    resolved = get_ruleset(ruleset)
    tables = _tables(resolved)
    if not tables.count_hearts:
        if len(_FAST) > 64:
            _FAST.clear()  # rulesets made on the fly must not pile up
        entry = (resolved, tables.plain, tables.flush, tables.hearts)
        if type(ruleset) is str:
            _FAST[ruleset] = entry
        elif ruleset is resolved:
            _FAST[id(resolved)] = entry
    return resolved, tables
