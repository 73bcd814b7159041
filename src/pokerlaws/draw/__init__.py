"""The draw (the Foster-style account, foster:1 to foster:7): discarding, asking, giving, and every remedy."""

from __future__ import annotations

from pokerlaws.draw.game import Draw, deal_hands
from pokerlaws.draw.rulings import DrawRulings, Reshuffle

__all__ = ["Draw", "DrawRulings", "Reshuffle", "deal_hands"]
