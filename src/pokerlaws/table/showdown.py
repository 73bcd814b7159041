"""The show, once for every code: the shown hands valued, the foul set apart, the best, the division.

The pool of the 1882 laws ([`settle`][pokerlaws.betting.settle]) and the jack-pot
of 1895 ([`JackPot.showdown`][pokerlaws.jackpot.JackPot.showdown]) end alike.
Each hand shown is valued under one ruleset; a hand of more or fewer than five
cards is foul ([foster:4][foster-4]), and so is one found foul for another
reason; a foul hand claims nothing ([1882:63][1882-63], [1895:24][1895-24]).
The best hands claim ([`ranked`][pokerlaws.table.showdown.ranked]: the highest
card not tied across all the hands, [1882:75][1882-75], under 1882), those
identical in value sharing ([1882:76][1882-76]);
a sum that does not divide leaves odd counters, which the ruling of the code
gives one each to the sharers in order (the order of showing under 1882, the
turn after the draw in a jack-pot), or carries to the next deal.

What each code makes of it — the lines of a settlement, the steps of a
jack-pot, a new round when every hand is foul — is the code's own.

Examples:
    >>> from pokerlaws.table.showdown import divide, ranked, value_shown
    >>> shown = value_shown(["A", "B", "C"], {"A": "9S 8D 7C 6H 5S", "B": "9H 8C 7D 6S 5H", "C": "KH KD 4C"}, foul=(), ruleset="1882")
    >>> list(shown.values), list(shown.foul)          # C holds three cards: foul
    (['A', 'B'], ['C'])
    >>> ranked(shown.values)                           # A and B: sequences identical in value
    [['A', 'B']]
    >>> divide(7, ["A", "B"]), divide(7, ["A", "B"], carry_odd=True)
    (({'A': 4, 'B': 3}, 0), ({'A': 3, 'B': 3}, 1))

The hands shown at once come from one pack: a card in two of them is refused
([`one_pack`][pokerlaws.table.showdown.one_pack]).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Container, Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

from pokerlaws.cards import Card
from pokerlaws.citations import implements
from pokerlaws.errors import DuplicateCard, WrongHandSize
from pokerlaws.hands import Category, HandValue, evaluate
from pokerlaws.hands.rulesets import UNTIED_CARD, Ruleset
from pokerlaws.readings import check_reading

__all__ = ["Shown", "divide", "equal_shares", "one_pack", "pay", "ranked", "value_shown"]


@dataclass(frozen=True)
class Shown:
    """The hands at a show, valued.

    Attributes:
        values: player → the value of his hand, for the hands that are not
            foul, in the order of showing.
        foul: player → why his hand is foul, in the order of showing: the
            [`WrongHandSize`][pokerlaws.errors.WrongHandSize] of a hand of
            more or fewer than five cards, or ``None`` for a hand found foul
            for another reason (named by the caller).
    """

    values: dict[str, HandValue]
    foul: dict[str, WrongHandSize | None]


def one_pack(hands: Mapping[str, Iterable[Card] | HandValue], seen: dict[Card, str] | None = None) -> None:
    """Raise [`DuplicateCard`][pokerlaws.errors.DuplicateCard] if a card is in two of *hands*: one pack holds one of each card.

    Args:
        hands: player → his cards (parsed) or their value, the hands held at
            one time, in the order of showing; the second holder of a card is
            the one named as showing it again.
        seen: card → its holder, of hands checked before (a check made hand by
            hand, as the pool's, keeps it and passes it again); filled in.

    Raises:
        DuplicateCard: a card shown by two players.

    Examples:
        >>> from pokerlaws import parse_cards
        >>> from pokerlaws.table.showdown import one_pack
        >>> one_pack({"A": parse_cards("AS AH 7C 4D 2S"), "B": parse_cards("KH KS 7D 4C 2H")})
        >>> one_pack({"A": parse_cards("AS AH 7C 4D 2S"), "B": parse_cards("AS KS 7D 4C 2H")})
        Traceback (most recent call last):
        ...
        pokerlaws.errors.DuplicateCard: the ace of spades (AS) is shown by both A and B: one pack holds one of each card
    """
    seen = {} if seen is None else seen
    for player, hand in hands.items():
        for card in hand.cards if isinstance(hand, HandValue) else hand:
            if card in seen:
                raise DuplicateCard(f"{card.name} ({card}) is shown by both {seen[card]} and {player}: one pack holds one of each card")
            seen[card] = player


def value_shown(
    order: Iterable[str],
    hands: Mapping[str, str | Iterable[str | Card] | HandValue],
    foul: Container[str],
    ruleset: str | Ruleset,
) -> Shown:
    """Value the hand of each player at the show, in *order*; set apart the foul ones.

    Args:
        order: the players at the show, in the order of showing.
        hands: player → his cards (as [`evaluate`][pokerlaws.hands.evaluate]
            takes them) or their value; every player of *order* not in *foul*.
        foul: the players found to hold a foul hand for a reason the cards do
            not show; their hands are not valued.
        ruleset: the ruleset the hands are valued under.

    Raises:
        InvalidCard, DuplicateCard: a hand is not cards (checked by the caller first, as a rule).
    """
    values: dict[str, HandValue] = {}
    fouled: dict[str, WrongHandSize | None] = {}
    for player in order:
        if player in foul:
            fouled[player] = None
            continue
        hand = hands[player]
        try:
            values[player] = hand if isinstance(hand, HandValue) else evaluate(hand, ruleset)
        except WrongHandSize as err:
            fouled[player] = err
    return Shown(values, fouled)


@implements("1882:69", "1882:75", "1882:76")
def ranked(values: Mapping[str, HandValue], *, untied_card: str | None = None) -> list[list[str]]:
    """The players by the value of their hands, best first; those who share together, in the order of *values*.

    The one place where the best of several hands is found. The best
    category shown competes first ([1882:65][1882-65]); within it, hands of
    no pair ([1882:75][1882-75]) and flushes ([1882:69][1882-69]) go by the
    ruleset's [`untied_card`][pokerlaws.hands.Ruleset] reading, every other
    category by the value of each hand. Under ``"letter"`` (the 1882 default)
    the best is the hand holding "the card highest in value which is not tied
    by a card of similar value in another competing hand", across all the
    competing hands; where no card is untied, all of them share. Two or
    more flushes in hearts compete by their cards, or all share, as the
    ruleset's ``flushes_in_hearts`` reads law 69. Hands
    identical in value share only where they are the best
    ([1882:76][1882-76]). Under ``"pairwise"`` hands are ordered by value. The
    best taken out, the rest are ranked in the same way among themselves:
    the next best is the best of the others, as law 60's "next best hand"
    (the ruleset's ``next_best``, ``"among the rest"``); by the reading
    ``"best still competes"`` the hands taken out still tie the cards of the
    rest, though they cannot be the next best.
    With two hands every reading gives the same order.

    Args:
        values: player → the value of his hand, all under one ruleset, in
            the order of showing.
        untied_card: a reading of [`UNTIED_CARD`][pokerlaws.hands.rulesets.UNTIED_CARD]
            to use instead of the ruleset's.

    Returns:
        Groups of players, best first; a group of several shares.

    Raises:
        ValueError: *untied_card* is not a reading of ``UNTIED_CARD``.

    Examples:
        >>> from pokerlaws import evaluate
        >>> from pokerlaws.table.showdown import ranked
        >>> ranked({"A": evaluate("2H 2S 7C 4D 3S"), "B": evaluate("KH KS 9C 8D 7S"), "C": evaluate("KD KC 9D 8H 7H")})
        [['B', 'C'], ['A']]
        >>> shown = {"X": evaluate("AS KD 7C 5H 3S"), "Y": evaluate("AH QC JD 8S 2C"), "Z": evaluate("KH QD JC 9D 4H")}
        >>> ranked(shown)                          # law 75: Z's nine is the highest card not tied
        [['Z'], ['X'], ['Y']]
        >>> ranked(shown, untied_card="pairwise")  # the modern comparison
        [['X'], ['Y'], ['Z']]
    """
    if untied_card is not None:
        check_reading("untied_card", untied_card, UNTIED_CARD)
    remaining = dict(values)
    groups = []
    while remaining:
        ruleset = next(iter(remaining.values())).ruleset
        # by the reading "best still competes" the hands taken out still tie the cards of the rest
        taken = {p: values[p] for p in values if p not in remaining} if ruleset.next_best == "best still competes" else {}
        best = _best(remaining, untied_card or ruleset.untied_card, ruleset.flushes_in_hearts, taken, ruleset.identical_hands)
        groups.append(best)
        for player in best:
            del remaining[player]
    return groups


# A flush's key holds its hearts digit under the category: flushes compete only
# with flushes of the same digit (hearts first, law 69); a hand of no pair with
# every hand of no pair.
_COMPETES = {Category.NO_PAIR: 24, Category.FLUSH: 20}
_RANK_SHIFTS = {Category.NO_PAIR: (20, 16, 12, 8, 4), Category.FLUSH: (16, 12, 8, 4, 0)}


def _best(
    values: Mapping[str, HandValue],
    reading: str,
    flushes_in_hearts: str = "by their cards",
    taken: Mapping[str, HandValue] | None = None,
    identical_hands: str = "tie each other",
) -> list[str]:
    """The players who hold the best hand of *values* under the reading of "not tied", and of two flushes in hearts.

    *taken*: hands already ranked above them that still compete, their cards tying (law 60's next best hand, by the
    reading "best still competes" of ``Ruleset.next_best``); none of them can be the best. *identical_hands*
    ``"as one hand"``: hands identical in value count once in the search for the card not tied (law 76 read with 75).
    """
    top = max(value.key for value in values.values())
    pairwise = [p for p, value in values.items() if value.key == top]
    category = Category(top >> 24)
    shift = _COMPETES.get(category)
    if category is Category.FLUSH and top >> shift & 0xF and flushes_in_hearts == "share":
        # law 69 read as each flush in hearts "held to be the best hand": they share (law 76)
        return [p for p, value in values.items() if value.key >> shift == top >> shift]
    if reading == "pairwise" or shift is None:
        return pairwise
    competing = {p: value.key for p, value in values.items() if value.key >> shift == top >> shift}
    tying = {p: value.key for p, value in (taken or {}).items() if value.key >> shift == top >> shift}
    holders: dict[int, list[str]] = {}
    hands = competing | tying
    if identical_hands == "as one hand":
        # hands identical in value count as one: the first of them stands for the others
        hands = {p: key for p, key in hands.items() if next(q for q in hands if hands[q] == key) == p}
    for player, key in hands.items():
        for rank_shift in _RANK_SHIFTS[category]:
            holders.setdefault(key >> rank_shift & 0xF, []).append(player)
    untied = [rank for rank, players in holders.items() if len(players) == 1 and players[0] in competing]
    if untied:
        holder = holders[max(untied)][0]
        return [p for p, key in competing.items() if key == competing[holder]]
    # No card untied: law 75 holds no hand the best.
    return list(competing) if reading == "letter" else pairwise


def pay(shares: Mapping[str, Fraction], *, carry_odd: bool = False) -> tuple[dict[str, int], int]:
    """Pay *shares* in whole counters, the odd counters by the ruling.

    Args:
        shares: player → the part of a sum he claims, in the order the odd
            counters go; the parts add up to whole counters.
        carry_odd: the ruling on the odd counters: False, one each to the
            players whose share is not whole, in order; True, they stay in
            the pool for the next deal.

    Returns:
        Player → counters paid, and the counters carried.

    Examples:
        >>> from fractions import Fraction
        >>> from pokerlaws.table.showdown import pay
        >>> pay({"A": Fraction(5, 2), "B": Fraction(5, 2), "C": Fraction(2)})
        ({'A': 3, 'B': 2, 'C': 2}, 0)
    """
    whole = {p: math.floor(share) for p, share in shares.items()}
    odd = int(sum(shares.values()) - sum(whole.values()))
    if carry_odd:
        return whole, odd
    for p in [p for p, share in shares.items() if share != whole[p]][:odd]:
        whole[p] += 1
    return whole, 0


def divide(counters: int, among: Iterable[str], *, carry_odd: bool = False) -> tuple[dict[str, int], int]:
    """Divide *counters* equally *among* the players: [`pay`][pokerlaws.table.showdown.pay] of equal shares, the odd counters by the ruling."""
    among = tuple(among)
    share, odd = divmod(counters, len(among))
    if carry_odd:
        return dict.fromkeys(among, share), odd
    return {p: share + (1 if i < odd else 0) for i, p in enumerate(among)}, 0


def equal_shares(players: list[str], joint: Callable[[frozenset[str]], int]) -> dict[str, Fraction]:
    """Share equally among *players* all they may claim together, none above what law 60 lets him claim.

    *joint* gives what a set of the players may claim together (law 60's limit
    for those shown for less; all that is left for a set holding one still
    betting). The sharers of [1882:76][1882-76] "share the pool equally"; where
    a limit holds a set of players below an equal share, that set takes its
    limit, and the others share the rest equally (the most equal division the
    limits allow).

    Args:
        players: the players who share, in the order of showing.
        joint: a set of players → the counters they may claim together.

    Returns:
        Player → his share, in counters (a fraction where the shares are not whole).

    Examples:
        >>> from pokerlaws.table.showdown import equal_shares
        >>> claims = {frozenset(): 0, frozenset("A"): 7, frozenset("B"): 26, frozenset("AB"): 26}
        >>> equal_shares(["A", "B"], claims.__getitem__)   # A may claim 7 at most: below an equal 13
        {'A': Fraction(7, 1), 'B': Fraction(19, 1)}
    """
    shares: dict[str, Fraction] = {}
    taken: frozenset[str] = frozenset()
    rest = list(players)
    while rest:
        base = joint(taken)
        best: tuple[Fraction, tuple[str, ...]] | None = None
        for size in range(len(rest), 0, -1):
            for subset in combinations(rest, size):
                each = Fraction(joint(taken | set(subset)) - base, size)
                if best is None or each < best[0]:
                    best = (each, subset)
        assert best is not None
        for p in best[1]:
            shares[p] = best[0]
        taken |= set(best[1])
        rest = [p for p in rest if p not in best[1]]
    return {p: shares[p] for p in players}
