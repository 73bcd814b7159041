#!/usr/bin/env python3
"""Compare what two checkouts' `pokerlaws judge` prints for every shipped record, byte for byte.

    .venv/bin/python scripts/compare_judgements.py --other DIR [--records DIR]

For each record in ``docs/records/`` (of this checkout, or ``--records``), runs
``python -m pokerlaws.cli judge RECORD`` once with this checkout's ``src`` and
once with the other checkout's, in fresh processes of this Python, and compares
their standard output, standard error and exit status. Prints one line per
record ("same", or what differs, with a diff of the output) and a count; exits 1
when any record differs, 2 on a usage error. A restructuring that changes no
behaviour leaves every record "same".
"""

from __future__ import annotations

import difflib
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def judged(src: Path, record: Path) -> tuple[int, str, str]:
    """The exit status, standard output and standard error of ``pokerlaws judge record`` with the engine in *src*."""
    env = {**os.environ, "PYTHONPATH": str(src), "PYTHONDONTWRITEBYTECODE": "1"}
    run = subprocess.run(
        [sys.executable, "-m", "pokerlaws.cli", "judge", str(record)],
        capture_output=True, text=True, env=env, cwd=src.parent, timeout=120, check=False,
    )  # fmt: skip
    return run.returncode, run.stdout, run.stderr


def main() -> int:
    from _venv import parser_of  # this folder is first on the path of a script

    parser = parser_of(__doc__.splitlines()[0])
    parser.add_argument("--other", type=Path, required=True, help="the other checkout (a directory holding src/pokerlaws)")
    parser.add_argument("--records", type=Path, default=ROOT / "docs" / "records", help="the records to judge (default: docs/records)")
    args = parser.parse_args()
    other = args.other.resolve() / "src"
    if not (other / "pokerlaws").is_dir():
        parser.error(f"{args.other}: no src/pokerlaws there; give a checkout of this project")
    records = sorted(args.records.glob("*.yaml"))
    if not records:
        parser.error(f"{args.records}: no records (*.yaml) there")
    differ = 0
    for record in records:
        mine, theirs = judged(ROOT / "src", record), judged(other, record)
        if mine == theirs:
            print(f"same    {record.name} (exit {mine[0]}, {len(mine[1].splitlines())} lines)")
            continue
        differ += 1
        print(f"DIFFERS {record.name}: exit {theirs[0]} there, {mine[0]} here")
        for label, a, b in (("stdout", theirs[1], mine[1]), ("stderr", theirs[2], mine[2])):
            diff = difflib.unified_diff(a.splitlines(), b.splitlines(), f"{label} ({args.other})", f"{label} (here)", lineterm="")
            for line in diff:
                print(f"    {line}")
    print(f"{len(records) - differ} of {len(records)} records judged the same, {differ} differently")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
