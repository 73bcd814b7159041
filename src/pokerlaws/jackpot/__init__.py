"""The jack-pot of the 1895 rules: the ante, the opening, coming in, the draw, the show and the false opener."""

from __future__ import annotations

from pokerlaws.jackpot.game import JackPot
from pokerlaws.jackpot.openers import has_openers
from pokerlaws.jackpot.rulings import JackPotRulings

__all__ = ["JackPot", "JackPotRulings", "has_openers"]
