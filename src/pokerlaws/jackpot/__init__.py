"""The jack-pot of the 1895 rules: the ante, the opening, coming in, the draw, the show and the false opener."""

from __future__ import annotations

from pokerlaws.jackpot.game import JackPot
from pokerlaws.jackpot.openers import OPENER_DRAWS, has_openers
from pokerlaws.jackpot.rules import JACKPOT_RULES, JackPotRules

__all__ = ["JACKPOT_RULES", "JackPot", "JackPotRules", "OPENER_DRAWS", "has_openers"]
