"""Records of play: read, replayed step by step, and judged."""

from __future__ import annotations

from pokerlaws.records.judge import judge
from pokerlaws.records.judgement import Judgement, Phase

__all__ = ["Judgement", "Phase", "judge"]
