"""Before the draw: the blind, the straddles, making good and passing out."""

from __future__ import annotations

from pokerlaws.blind.rulings import BlindRulings
from pokerlaws.blind.straddle import BlindAndStraddle, BlindState

__all__ = ["BlindAndStraddle", "BlindRulings", "BlindState"]
