"""Checks of hands taken together, for [hands][pokerlaws.hands.values]: one pack, one ruleset.

Private: the error path of [`compare`][pokerlaws.hands.compare].
"""

from __future__ import annotations

from collections.abc import Iterable

from pokerlaws.cards import Card, parse_cards
from pokerlaws.errors import DuplicateCard, RulesetMismatch, WrongHandSize
from pokerlaws.hands.rulesets import Ruleset, differences
from pokerlaws.messages import quote


def refuse_shared_cards(first: tuple[Card, ...], second: tuple[Card, ...]) -> None:
    """Refuse two hands that share a card: one pack holds one of each."""
    bits = 0
    for card in first:
        bits |= card._bit  # one bit per card of the pack (see Card)
    shared = [card for card in second if bits & card._bit]
    if shared:
        first, *more = shared
        named = f"{first.name} ({first}) is" if not more else (
            f"{first.name} ({first}) and {len(more)} more card{'s' * (len(more) > 1)} ({' '.join(map(str, more))}) are"
        )
        raise DuplicateCard(
            f"{named} in both the first and the second hand: hands compared together come from one pack "
            "(pass one_pack=False for hands that could not meet in one deal)"
        )


def ruleset_name(ruleset: Ruleset) -> str:
    """A ruleset's name for a message, quoted (shortened and made visible if need be)."""
    name = ruleset.name
    return repr(name) if len(name) <= 40 and name.isprintable() else quote(name)


def mismatch(one: Ruleset, other: Ruleset) -> str:
    """Two rulesets in a message: their names, and how they differ if the names are the same."""
    if one.name != other.name:
        return f"{ruleset_name(one)} and {ruleset_name(other)}"
    return f"both named {ruleset_name(one)}, but they differ, left against right: {differences(one, other)}"


def ruleset_mismatch(valued: Ruleset, given: Ruleset, label: str) -> RulesetMismatch:
    """The error for hand *label*, a value made under the ruleset *valued*, compared under *given*."""
    differ = (
        f" (the two share the name but differ, hand {label}'s against the one given: {differences(valued, given)})"
    ) if valued.name == given.name else ""
    return RulesetMismatch(
        f"hand {label} was valued under ruleset {ruleset_name(valued)}, not {ruleset_name(given)}{differ}: "
        f"pass ruleset= the ruleset it was valued under, or the cards"
    )


def five_cards(cards: str | Iterable[str | Card]) -> tuple[Card, ...]:
    """The five distinct cards of a hand (see `evaluate`), checked: the slow path of `evaluate`."""
    hand = parse_cards(cards)
    if len(hand) != 5:
        shown = ": " + " ".join(map(str, hand[:10])) + (" …" if len(hand) > 10 else "") if hand else ""
        raise WrongHandSize(f"a hand has five cards, this has {len(hand)}{shown}", law="foster:4")
    return hand
