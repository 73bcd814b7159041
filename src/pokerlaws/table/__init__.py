"""What every game at the table shares: the seats, one betting interval, the steps, the counters, the codes, the show."""

from __future__ import annotations

from pokerlaws.table.codes import CODES, Code
from pokerlaws.table.counters import DEFAULT_COUNTERS, Counters
from pokerlaws.table.disputes import DisputeRulings, Referral, refer
from pokerlaws.table.interval import Interval, Status
from pokerlaws.table.sitting import Sitting, Waiver
from pokerlaws.table.steps import Step

__all__ = ["CODES", "Code", "Counters", "DEFAULT_COUNTERS", "DisputeRulings", "Interval", "Referral", "Sitting", "Status", "Step", "Waiver", "refer"]
