#!/usr/bin/env python3
"""Benchmark: every shipped record of play (docs/records/*.yaml) judged under every single reading of the rulings that bear on it.

    .venv/bin/python scripts/bench_readings.py [--repeat N] [--pairs]

Prints the judgements made and the best time of N passes over all the records
(``pokerlaws.records.judge_readings``, the records read once beforehand), in
processor time (the bound: 1 s for one pass) and on the clock, with the load
average: on a machine shared with other work the clock's time is not this
process's alone. ``--pairs`` also times the
pairs of readings of each record within ``MAX_PAIRS`` (the others are refused,
and counted).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
from _venv import parser_of  # noqa: E402  (the scripts' parser: a value option taken once)

BOUND = 1.0
"""Seconds one pass over every shipped record under every single reading may take (issue 31)."""


def main() -> int:
    parser = parser_of(__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="passes over all the records (default 5); the best is shown")
    parser.add_argument("--pairs", action="store_true", help="time the pairs of readings too")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT / "src"))
    from pokerlaws.edition.records import read_record
    from pokerlaws.records import judge_readings

    paths = sorted((ROOT / "docs" / "records").glob("*.yaml"))
    records = [read_record(path)[0] for path in paths]

    def one_pass(pairs: bool) -> tuple[float, float, int, int]:
        start, cpu, made, refused = time.perf_counter(), time.process_time(), 0, 0
        for record in records:
            try:
                made += 1 + len(judge_readings(record, pairs=pairs).outcomes)
            except ValueError:  # more pairs than MAX_PAIRS
                refused += 1
        return time.process_time() - cpu, time.perf_counter() - start, made, refused

    seconds, wall, made, _ = min(one_pass(False) for _ in range(args.repeat))
    print(f"{len(records)} records, {made} judgements (each as it stands and under each other single reading)")
    print(f"best of {args.repeat} passes: {seconds:.3f} s of processor time ({seconds / made * 1000:.2f} ms a judgement), "
          f"{wall:.3f} s on the clock; bound {BOUND:g} s: " + ("within it" if seconds < BOUND else "OVER IT"))
    print(f"load average {' '.join(f'{n:.1f}' for n in os.getloadavg())} on {os.cpu_count()} processors: the clock's time "
          "counts the other processes' turns, the processor time this one's alone")
    if args.pairs:
        paired, _, made, refused = min(one_pass(True) for _ in range(args.repeat))
        print(f"with pairs: {made} judgements, {paired:.3f} s of processor time; {refused} records refused (more pairs than MAX_PAIRS)")
    return 0 if seconds < BOUND else 1


if __name__ == "__main__":
    sys.exit(main())
