"""The bad-input campaign: try every kind of bad input and print the figures.

Usage: ``.venv/bin/python scripts/bad_input.py [-v]`` (after either quick-start
command). Each kind is tried in a private temporary directory, under a time limit
(the table and the classes are in ``tests/helpers/bad_input.py``; the test suite runs the
same cases one by one). Prints the number of kinds tried and how many ended in a
traceback, a silent acceptance, a hang, a file lost (a file there before that is gone or changed
after) or a wrong answer; exits 1 if any did.
"""

from __future__ import annotations

import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))  # for the package helpers

from helpers.bad_input import cases, try_case, verdict  # noqa: E402 - the tests' own table


def main() -> int:
    from _venv import parser_of  # this folder is first on the path of a script

    parser = parser_of(__doc__.split("\n\n")[0])
    parser.add_argument("-v", "--verbose", action="store_true", help="print every kind with its class")
    args = parser.parse_args()
    tally: Counter[str] = Counter()
    by_area: Counter[str] = Counter()
    failures = []
    start = time.monotonic()
    for case in cases():
        with tempfile.TemporaryDirectory() as where:
            answer = try_case(case, Path(where))
        kind, why = verdict(case, answer)
        tally[kind] += 1
        by_area[case.area] += 1
        if kind != "answered":
            failures.append(f"  {kind:9} {case}: {why}")
        if args.verbose:
            print(f"{kind:9} {case}")
    seconds = time.monotonic() - start
    total = sum(tally.values())
    print(f"kinds of bad input tried: {total} ({', '.join(f'{n} {area}' for area, n in sorted(by_area.items()))})")
    print(f"answered as expected:     {tally['answered']}")
    for kind, label in (("traceback", "tracebacks"), ("silent", "silent"), ("hang", "hangs"), ("lost", "files lost"), ("wrong", "wrong")):
        print(f"{label + ':':26}{tally[kind]}")
    print(f"in {seconds:.1f} s")
    if failures:
        print("\n".join(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
