"""The show, once for every code: the shown hands valued, the foul set apart, the best, the division.

The pool of the 1882 laws ([`settle`][pokerlaws.pool.settle]) and the jack-pot
of 1895 ([`JackPot.showdown`][pokerlaws.jackpot.JackPot.showdown]) end alike.
Each hand shown is valued under one ruleset; a hand of more or fewer than five
cards is foul ([foster:4][foster-4]), and so is one found foul for another
reason; a foul hand claims nothing ([1882:63][1882-63], [1895:24][1895-24]).
The best hands claim, those identical in value sharing ([1882:76][1882-76]);
a sum that does not divide leaves odd counters, which the ruling of the code
gives one each to the sharers in order (the order of showing under 1882, the
turn after the draw in a jack-pot), or carries to the next deal.

What each code makes of it — the lines of a settlement, the steps of a
jack-pot, a new round when every hand is foul — is the code's own.

Examples:
    >>> from pokerlaws.showdown import divide, ranked, value_shown
    >>> shown = value_shown(["A", "B", "C"], {"A": "9S 8D 7C 6H 5S", "B": "9H 8C 7D 6S 5H", "C": "KH KD 4C"}, foul=(), rules="1882")
    >>> list(shown.values), list(shown.foul)          # C holds three cards: foul
    (['A', 'B'], ['C'])
    >>> ranked(shown.values)                           # A and B: sequences identical in value
    [['A', 'B']]
    >>> divide(7, ["A", "B"]), divide(7, ["A", "B"], carry_odd=True)
    (({'A': 4, 'B': 3}, 0), ({'A': 3, 'B': 3}, 1))

The hands shown at once come from one pack: a card in two of them is refused
([`one_pack`][pokerlaws.showdown.one_pack]).
"""

from __future__ import annotations

import math
from collections.abc import Container, Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from pokerlaws.cards import Card
from pokerlaws.errors import DuplicateCard, WrongHandSize
from pokerlaws.hands import HandValue, evaluate
from pokerlaws.rules import Ruleset

__all__ = ["Shown", "divide", "one_pack", "pay", "ranked", "value_shown"]


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
        >>> from pokerlaws.showdown import one_pack
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
    rules: str | Ruleset,
) -> Shown:
    """Value the hand of each player at the show, in *order*; set apart the foul ones.

    Args:
        order: the players at the show, in the order of showing.
        hands: player → his cards (as [`evaluate`][pokerlaws.hands.evaluate]
            takes them) or their value; every player of *order* not in *foul*.
        foul: the players found to hold a foul hand for a reason the cards do
            not show; their hands are not valued.
        rules: the ruleset the hands are valued under.

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
            values[player] = hand if isinstance(hand, HandValue) else evaluate(hand, rules)
        except WrongHandSize as err:
            fouled[player] = err
    return Shown(values, fouled)


def ranked(values: Mapping[str, HandValue]) -> list[list[str]]:
    """The players by the value of their hands, best first; hands identical in value together, in the order of *values*.

    Examples:
        >>> from pokerlaws import evaluate
        >>> from pokerlaws.showdown import ranked
        >>> ranked({"A": evaluate("2H 2S 7C 4D 3S"), "B": evaluate("KH KS 9C 8D 7S"), "C": evaluate("KD KC 9D 8H 7H")})
        [['B', 'C'], ['A']]
    """
    keys = sorted({value.key for value in values.values()}, reverse=True)
    return [[p for p, value in values.items() if value.key == key] for key in keys]


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
        >>> from pokerlaws.showdown import pay
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
    """Divide *counters* equally *among* the players: [`pay`][pokerlaws.showdown.pay] of equal shares, the odd counters by the ruling."""
    among = tuple(among)
    share, odd = divmod(counters, len(among))
    if carry_odd:
        return dict.fromkeys(among, share), odd
    return {p: share + (1 if i < odd else 0) for i, p in enumerate(among)}, 0
