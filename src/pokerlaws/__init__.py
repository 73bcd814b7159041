"""pokerlaws: historical laws of Draw Poker, edited, and an engine that executes them.

The engine (cards, rulesets, hands, ...) uses only the Python standard library.
The edition side (`law`, the loader, the site) reads `laws/*.yaml` and is
imported only when first used, so that ``import pokerlaws`` stays light.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokerlaws.cards import PACK, Card, Suit, parse_cards
from pokerlaws.citations import implements
from pokerlaws.errors import (
    DuplicateCard,
    InvalidCard,
    PokerLawError,
    RulesetMismatch,
    UnknownRuleset,
    WrongHandSize,
)
from pokerlaws.hands import (
    RULESETS,
    Category,
    HandValue,
    Ruleset,
    compare,
    evaluate,
    get_ruleset,
)

if TYPE_CHECKING:
    from pokerlaws.edition.model import Law

__all__ = [
    "PACK",
    "RULESETS",
    "Card",
    "Category",
    "DuplicateCard",
    "HandValue",
    "InvalidCard",
    "PokerLawError",
    "Ruleset",
    "RulesetMismatch",
    "Suit",
    "UnknownRuleset",
    "WrongHandSize",
    "compare",
    "evaluate",
    "get_ruleset",
    "implements",
    "law",
    "parse_cards",
]


def law(unit_id: str) -> Law:
    """Return the edited unit cited as *unit_id*, e.g. ``"1882:71"``.

    The unit carries its edited text, section, pages, footnotes, engine links
    and worked examples (see [`Law`][pokerlaws.edition.model.Law]).

    Raises:
        pokerlaws.edition.errors.UnknownLaw: no unit has that id (a subclass
            of `KeyError` and `ValueError`); the message names the nearest ids.

    Examples:
        >>> import pokerlaws
        >>> unit = pokerlaws.law("1882:78")
        >>> unit.section
        'Disputes'
        >>> "right of the dealer" in unit.text
        True
    """
    from pokerlaws.edition.corpus import default_corpus

    return default_corpus().law(unit_id)
