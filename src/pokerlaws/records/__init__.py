"""Records of play: read, replayed step by step, and judged."""

from __future__ import annotations

from pokerlaws.records.deal import DealJudgement, judge_deal
from pokerlaws.records.judge import Judgement, judge

__all__ = ["DealJudgement", "Judgement", "judge", "judge_deal"]
