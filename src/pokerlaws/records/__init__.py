"""Records of play: read, replayed step by step, and judged, under the record's readings of the rulings or under each other."""

from __future__ import annotations

from pokerlaws.records.judge import judge
from pokerlaws.records.judgement import Judgement, Phase
from pokerlaws.records.readings import Outcome, ReadingsJudged, judge_readings

__all__ = ["Judgement", "Outcome", "Phase", "ReadingsJudged", "judge", "judge_readings"]
