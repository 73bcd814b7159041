#!/usr/bin/env python3
"""Benchmark: judging every shipped record of play (docs/records/*.yaml), in one process.

    .venv/bin/python scripts/bench_records.py [--repeat N] [--root DIR]

Prints, for the records as read from their files (reading included) and for the
judging alone, the best time of N passes over all of them, and the time per
record. ``--root`` judges with the engine of another checkout (its ``src``), so
that two versions are timed on the same machine one after the other.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    from _venv import parser_of  # this folder is first on the path of a script

    parser = parser_of(__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20, help="passes over all the records (default 20); the best is shown")
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout whose engine judges (default: this one)")
    args = parser.parse_args()
    sys.path.insert(0, str(args.root / "src"))
    from pokerlaws.edition.records import judge_file, read_record  # noqa: PLC0415 - from the checkout chosen
    from pokerlaws.records import judge  # noqa: PLC0415

    paths = sorted((ROOT / "docs" / "records").glob("*.yaml"))
    records = [read_record(path)[0] for path in paths]

    def best(run) -> float:  # noqa: ANN001
        times = []
        for _ in range(args.repeat):
            start = time.perf_counter()
            run()
            times.append(time.perf_counter() - start)
        return min(times)

    def judge_files() -> None:
        for path in paths:
            try:
                judge_file(path)
            except ValueError:
                pass  # a record that breaks a law is judged all the same: that is its point

    def judge_only() -> None:
        for record in records:
            try:
                judge(record)
            except ValueError:
                pass

    files, only = best(judge_files), best(judge_only)
    import pokerlaws  # noqa: PLC0415

    print(f"engine: {Path(pokerlaws.__file__).parent}")
    print(f"records: {len(paths)} in docs/records; best of {args.repeat} passes")
    print(f"  read and judged: {files * 1000:8.2f} ms all, {files / len(paths) * 1000:6.2f} ms a record")
    print(f"  judged only:     {only * 1000:8.2f} ms all, {only / len(paths) * 1000:6.2f} ms a record")


if __name__ == "__main__":
    main()
