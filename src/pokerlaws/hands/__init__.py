"""The value of hands: the rulesets, a hand's value, and every hand at once."""

from __future__ import annotations

from pokerlaws.hands.grounds import Ground
from pokerlaws.hands.rulesets import RULESETS, Ruleset, get_ruleset
from pokerlaws.hands.values import (
    Category,
    HandValue,
    KeyFunction,
    compare,
    evaluate,
    key_function,
)

__all__ = ["Category", "Ground", "HandValue", "KeyFunction", "RULESETS", "Ruleset", "compare", "evaluate", "get_ruleset", "key_function"]
