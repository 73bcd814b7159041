"""The betting after the draw under the 1882 laws and the Foster-style account, and the pool's settlement."""

from __future__ import annotations

from pokerlaws.betting.pool import Settlement, settle
from pokerlaws.betting.round import BettingRound, Demand
from pokerlaws.betting.rulings import BettingRulings, PoolRulings
from pokerlaws.betting.up import BettingUpTheHands

__all__ = ["BettingRound", "BettingRulings", "BettingUpTheHands", "Demand", "PoolRulings", "Settlement", "settle"]
