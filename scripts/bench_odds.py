#!/usr/bin/env python3
"""Benchmark the chances of the draw (issue 14) on this machine.

    python3 scripts/bench_odds.py [--repeat R] [--hands N]

Sets up .venv with the `test` extra (numpy) as the quick-start commands do, then runs itself
there. Prints, each measured in a fresh process so that nothing is cached from another:

(a) the whole table, every hand and its 32 choices, under 1882 and under american
    (`pokerlaws.hands.odds_table.draw_table`): wall-clock time, the counting of the sets of cards
    included, and the process's peak resident memory (VmHWM);
(b) one hand's 32 choices on demand (`pokerlaws.hands.odds.choices`) over N random hands: the first
    call (which counts the sets of cards once per ruleset and process), then the median and worst
    of the others;
(c) brute force: the valuations per second of enumerating every draw of one choice and looking
    up each final hand among the keys of all hands (numpy), the time the whole table would take
    at that rate (about 7.1 x 10^12 final hands), and the ratio to (a).

Goals (issue 14): the table at most 10 s and 2 GiB; one hand's choices at most 50 ms.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _venv import ROOT, VENV, ensure, parser_of  # noqa: E402

TABLE = r"""
import json, sys, time
rules = sys.argv[1]
t = time.perf_counter()
from pokerlaws.hands.odds import containing
containing(rules)
counted = time.perf_counter() - t
from pokerlaws.hands.odds_table import draw_table
table = draw_table(rules)
total = time.perf_counter() - t
peak = next(int(l.split()[1]) for l in open("/proc/self/status") if l.startswith("VmHWM")) / 1024
print(json.dumps({"seconds": total, "counting": counted, "peak_mib": peak, "classes": len(table)}))
"""

CHOICES = r"""
import json, random, statistics, sys, time
from pokerlaws import PACK
from pokerlaws.hands.odds import choices
rng = random.Random(14)
hands = [rng.sample(PACK, 5) for _ in range(int(sys.argv[1]))]
times = []
for hand in hands:
    t = time.perf_counter(); choices(hand); times.append(time.perf_counter() - t)
rest = times[1:]
print(json.dumps({"first": times[0], "median": statistics.median(rest), "worst": max(rest), "n": len(rest)}))
"""

BRUTE = r"""
import itertools, json, math, time
import numpy as np
from pokerlaws.hands.exhaustive import HANDS, rank_all
keys = rank_all("1882") >> 24
comb = np.array([[math.comb(n, k) for k in range(6)] for n in range(52)], dtype=np.int64)
draws = np.array(list(itertools.combinations(range(47), 5)), dtype=np.intp)
hand = [0, 9, 22, 35, 51]
unseen = np.array([c for c in range(52) if c not in hand])
best = None
for _ in range(3):
    t = time.perf_counter()
    final = np.sort(unseen[draws], axis=1)
    place = HANDS - 1 - sum(comb[51 - final[:, j], 5 - j] for j in range(5))
    counts = np.bincount(keys[place], minlength=9)
    elapsed = time.perf_counter() - t
    best = elapsed if best is None else min(best, elapsed)
assert int(counts.sum()) == math.comb(47, 5)
total = sum(math.comb(5, k) * math.comb(47, 5 - k) for k in range(6)) * HANDS
print(json.dumps({"rate": len(draws) / best, "final_hands": total}))
"""


def run(script: str, *args: str) -> dict:
    python = VENV / "bin" / "python"
    out = subprocess.run([str(python), "-c", script, *args], capture_output=True, text=True, check=True, cwd=ROOT)
    return json.loads(out.stdout)


def main() -> None:
    parser = parser_of(__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="fresh processes per table (default 3); the best is shown")
    parser.add_argument("--hands", type=int, default=101, help="random hands for the choices (default 101)")
    args = parser.parse_args()
    if Path(sys.prefix).resolve() != VENV.resolve():
        ensure("test")
        os.execv(str(VENV / "bin" / "python"), [str(VENV / "bin" / "python"), __file__, *sys.argv[1:]])
    print(f"load average before: {os.getloadavg()[0]:.2f}")
    tables = {}
    for ruleset in ("1882", "american"):
        runs = [run(TABLE, ruleset) for _ in range(args.repeat)]
        best = min(runs, key=lambda r: r["seconds"])
        tables[ruleset] = best
        print(f"(a) whole table under {ruleset}: {best['seconds']:.2f} s (of which counting the sets {best['counting']:.2f} s), "
              f"peak {max(r['peak_mib'] for r in runs):.0f} MiB, {best['classes']:,} classes x 32 choices "
              f"(goal: 10 s, 2048 MiB; best of {args.repeat} fresh processes)")
    choices = run(CHOICES, str(args.hands))
    print(f"(b) one hand's 32 choices: first call {choices['first'] * 1000:.0f} ms (counts the sets once per process); "
          f"then median {choices['median'] * 1000:.2f} ms, worst {choices['worst'] * 1000:.2f} ms over {choices['n']} hands (goal: 50 ms)")
    brute = run(BRUTE)
    hours = brute["final_hands"] / brute["rate"] / 3600
    ratio = brute["final_hands"] / brute["rate"] / tables["1882"]["seconds"]
    print(f"(c) brute force: {brute['rate'] / 1e6:.1f} M final hands per second (numpy look-ups); the whole table, "
          f"{brute['final_hands']:.3g} final hands, would take {hours:.1f} h: {ratio:,.0f} times the table's time")
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
