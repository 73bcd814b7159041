"""Before the draw: the blind, the straddles, making good and passing out."""

from __future__ import annotations

from pokerlaws.blind.rules import BLIND_RULES, BlindRules
from pokerlaws.blind.straddle import BlindAndStraddle, BlindState

__all__ = ["BLIND_RULES", "BlindAndStraddle", "BlindRules", "BlindState"]
