"""Openers: what opens a jack-pot ([1895:28][1895-28]), and what the opener keeps in the draw ([1895:38][1895-38]).

"The opening hand must have a pair ⟨of⟩ jacks or better"
([`has_openers`][pokerlaws.jackpot.openers.has_openers]); "A jack-pot cannot be
opened by a player drawing for a straight or a flush. Any other player but the
opener can draw for what he pleases", read one of three ways
([`JackPotRulings.opener_draw`][pokerlaws.jackpot.JackPotRulings]) and checked by
[`check_opener_draw`][pokerlaws.jackpot.openers.check_opener_draw]. The
[`JackPot`][pokerlaws.jackpot.JackPot] applies them when a player opens and
when the opener draws.

Examples:
    >>> from pokerlaws.jackpot.openers import draws_for, holds_openers
    >>> from pokerlaws.cards import parse_cards
    >>> from pokerlaws.hands import get_ruleset
    >>> holds_openers(parse_cards("JH JS 2C"), get_ruleset("american")), draws_for(parse_cards("JH 8H 5H 2H"))
    (True, 'a flush')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from pokerlaws.cards import Card
from pokerlaws.citations import implements
from pokerlaws.errors import NoOpeners, OpenerDraw
from pokerlaws.hands import Category, HandValue, Ruleset, evaluate

__all__ = ["check_opener_draw", "draws_for", "has_openers", "holds_openers", "value_opens"]

_JACK = 11



@implements("1895:28")
def has_openers(cards: str | Iterable[str | Card], ruleset: str | Ruleset = "american-writers") -> bool:
    """Whether five cards can open a jack-pot: "a pair ⟨of⟩ jacks or better" ([1895:28][1895-28]).

    A pair of jacks, queens, kings or aces, or any better hand (two pairs,
    threes, a sequence, a flush, a full, fours, a sequence flush), as
    [`evaluate`][pokerlaws.hands.evaluate] values it. The Guide prints "a pair
    jacks"; the edition supplies *of*, after [1895:36][1895-36].

    Args:
        cards: five distinct cards, as [`evaluate`][pokerlaws.hands.evaluate] takes them.
        ruleset: the ruleset the hand is valued under (default
            ``"american-writers"``, the jack-pot's, the ruling on
            [1895:28][1895-28]: 10-J-Q-K-A is a sequence and opens, as under
            ``"american"``; under ``"1882"`` it does not).

    Returns:
        True if the hand has openers.

    Raises:
        InvalidCard, DuplicateCard, WrongHandSize: as
            [`evaluate`][pokerlaws.hands.evaluate] raises.

    Examples:
        >>> from pokerlaws.jackpot import has_openers
        >>> has_openers("JH JS 7C 4D 2S"), has_openers("TH TS AC KD QS")
        (True, False)
        >>> has_openers("5H 5S 4C 4D 2S")           # two pairs of fives and fours
        True
        >>> has_openers("AH 9H 6H 3H 2C")           # four to a flush, no pair
        False
        >>> has_openers("AS KS QD JC TH"), has_openers("AS KS QD JC TH", ruleset="1882")
        (True, False)
    """
    return value_opens(evaluate(cards, ruleset))


def value_opens(value: HandValue) -> bool:
    """Whether a hand of this *value* has openers: [`has_openers`][pokerlaws.jackpot.openers.has_openers] of a hand already valued.

    Examples:
        >>> from pokerlaws import evaluate
        >>> from pokerlaws.jackpot.openers import value_opens
        >>> value_opens(evaluate("JH JS 7C 4D 2S", "american")), value_opens(evaluate("TH TS AC KD QS", "american"))
        (True, False)
    """
    if value.category is Category.PAIR:
        return _pair_rank(value.cards) >= _JACK
    return value.category > Category.PAIR


def _pair_rank(cards: Iterable[Card]) -> int:
    counts = Counter(card.rank for card in cards)
    return max(rank for rank, count in counts.items() if count == 2)


def holds_openers(kept: tuple[Card, ...], ruleset: Ruleset) -> bool:
    """Whether the cards an opener keeps still hold openers (a pair of jacks or better among them)."""
    if len(kept) == 5:
        return has_openers(kept, ruleset)
    counts = sorted(Counter(card.rank for card in kept).items(), key=lambda item: item[1], reverse=True)
    pairs = [rank for rank, count in counts if count == 2]
    return any(count >= 3 for _, count in counts) or len(pairs) == 2 or any(rank >= _JACK for rank in pairs)


def draws_for(kept: tuple[Card, ...]) -> str | None:
    """``"a straight"`` or ``"a flush"`` if the three or four cards kept are one or two cards short of it, else None (ace high or low).

    The ruling on [1895:38][1895-38]: a player draws "for" a straight or a
    flush when he keeps three or four cards of one suit, or of different ranks
    within five in sequence; drawing three cards or more, he draws for nothing
    in particular.

    Examples:
        >>> from pokerlaws.cards import parse_cards
        >>> from pokerlaws.jackpot.openers import draws_for
        >>> draws_for(parse_cards("JH 8H 5H")), draws_for(parse_cards("TC 9D 8S 7H")), draws_for(parse_cards("QC 9D 8S"))
        ('a flush', 'a straight', 'a straight')
        >>> draws_for(parse_cards("JH 8H")), draws_for(parse_cards("KC 9D 8S"))
        (None, None)
    """
    if len(kept) not in (3, 4):
        return None
    if len({card.suit for card in kept}) == 1:
        return "a flush"
    ranks = {card.rank for card in kept}
    if len(ranks) == len(kept) and any(max(r) - min(r) <= 4 for r in (ranks, {1 if x == 14 else x for x in ranks})):
        return "a straight"
    return None


@implements("1895:38")
def check_opener_draw(player: str, hand: tuple[Card, ...], thrown: tuple[Card, ...], ruleset: Ruleset, reading: str) -> None:
    """Raise if the opener *player*, holding *hand*, may not throw *thrown* under *reading* of [1895:38][1895-38].

    Args:
        player: the opener.
        hand: his five cards before the draw.
        thrown: the cards he throws, all of *hand*.
        ruleset: the ruleset the hands are valued under.
        reading: a reading of
            [`JackPotRulings.opener_draw`][pokerlaws.jackpot.JackPotRulings].

    Raises:
        NoOpeners: *hand* has no openers at all: the error in opening is
            ruled by [`show_openers`][pokerlaws.jackpot.JackPot.show_openers].
        OpenerDraw: the draw breaks the rule as read.

    Examples:
        >>> from pokerlaws.cards import parse_cards
        >>> from pokerlaws.jackpot.openers import check_opener_draw
        >>> from pokerlaws.hands import get_ruleset
        >>> check_opener_draw("A", parse_cards("JH JS 8H 5H 2H"), parse_cards("JS"), get_ruleset("american"), "free")
        >>> check_opener_draw("A", parse_cards("JH JS 8H 5H 2H"), parse_cards("JS"), get_ruleset("american"), "no straight or flush")
        Traceback (most recent call last):
        ...
        pokerlaws.errors.OpenerDraw: A opened the jack-pot: he cannot draw for a flush, keeping JH 8H 5H 2H; any other player but the opener can draw for what he pleases [law 1895:38]
    """
    value = evaluate(hand, ruleset)
    if not value_opens(value):
        raise NoOpeners(
            f"{player} opened on {value}, without openers: "
            "rule the error in opening with show_openers (law 1895:35)",
            law="1895:28",
        )
    kept = tuple(card for card in hand if card not in thrown)
    if reading == "free" or not thrown or holds_openers(kept, ruleset):
        return
    aim = draws_for(kept)
    if reading == "one card to four" and len(kept) != 4:
        aim = None  # the narrow reading of "drawing for": one card to four
    if reading in ("no straight or flush", "one card to four") and aim is None:
        return
    shown = " ".join(map(str, kept)) or "nothing"
    if aim:  # the words: he may not draw for a straight or a flush
        message = f"{player} opened the jack-pot: he cannot draw for {aim}, keeping {shown}"
    else:  # the stricter reading: he keeps his openers
        message = f"{player} opened the jack-pot: he cannot break his openers to draw, keeping {shown} (the reading 'keep openers' of 1895:38)"
    raise OpenerDraw(message + "; any other player but the opener can draw for what he pleases", law="1895:38")
