#!/usr/bin/env python3
"""Quick start 2: set up .venv and run the test suite.

    python3 scripts/check.py [--all] [pytest arguments]

The everyday tier (the default, a few minutes on two cores) runs every kind of
check the suite has: the engine, the laws (schema, readings, the lossless
rebuild of every witness, law <-> code links), every worked example in laws/,
the command line, one `mkdocs build --strict` of the site as it is published,
what `mkdocs serve` does with a law file saved (in this process, with no
build of its own), and the built site in a headless browser, with axe-core on
a sample of pages that covers every template. Where
a check is too slow for it, it runs a sample of the same kind: tests marked
`slow` are left out, and Hypothesis runs the budgets of the profile `dev`.

`--all` runs every test, the slow ones too (axe-core on every page in both
colour schemes, the export under every encoding, the chances of the draw by
brute force, the pre-commit hook on both trees, every hand against the peer
evaluator, `scripts/serve.py` with a saved law file, a partial rebuild of the
site against a full one, the TEI against tei_all), with Hypothesis
at the budgets of the profile `thorough`. CI runs it; run it before you push a
change to the engine, to the build or to the site's templates.

A run narrowed by `-k` runs in one process; a test path that does not exist, or
`--all` twice, is refused in one line (exit 1).

The browser tests need Chromium: when it is missing and this runs as root on
Debian, it is installed with apt-get; otherwise those tests are skipped with a
message.
"""

from __future__ import annotations

import os
import shutil
import sys

from _venv import ensure, run, say

CHROMIUM = "/usr/bin/chromium"


def ensure_chromium() -> None:
    if os.path.exists(CHROMIUM):
        return
    if shutil.which("apt-get") and hasattr(os, "geteuid") and os.geteuid() == 0:
        say("installing Chromium for the browser tests (apt-get install chromium)")
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        run(["apt-get", "update", "-qq"], env=env)
        run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", "chromium"], env=env)
    else:
        say(f"{CHROMIUM} is missing and cannot be installed here: the browser tests will be skipped")


class UsageError(Exception):
    """Arguments this script refuses before pytest starts, in one line."""


def tier_arguments(args: list[str]) -> tuple[list[str], str, str]:
    """The pytest arguments of the tier *args* ask for, its Hypothesis profile, and its name.

    Raises:
        UsageError: ``--all`` given twice, or a test path (``tests/x.py``, ``tests/x.py::test_y``) that does not exist.
    """
    if args.count("--all") > 1:
        raise UsageError("--all is given more than once")
    for arg in args:  # a test path: under tests/ or src/, a .py file or a node id (not an option's value, /tmp/x)
        path = arg.split("::")[0]
        looks = path.startswith(("tests", "src")) or path.endswith(".py") or "::" in arg
        if not arg.startswith("-") and "=" not in arg and looks and not os.path.exists(path):
            raise UsageError(f"{path}: no such file or directory (give a path under tests/ or src/, or a node id path::test)")
    everything = "--all" in args
    args = [a for a in args if a != "--all"]
    profile = "thorough" if everything else "dev"
    if not everything and not any(a == "-m" or a.startswith("-m") and not a.startswith("--") for a in args):
        args = ["-m", "not slow", *args]
    return args, profile, "every test (--all)" if everything else "the everyday tier (--all runs every test)"


def worker_arguments(args: list[str]) -> list[str]:
    """*args* with workers for the run: two per core, up to 4, unless *args* choose, or select by ``-k``.

    A run selected by ``-k`` is a few tests, in one process, where pytest answers a malformed
    expression in one line (pytest-xdist's workers end in a traceback on it).
    """
    if any(a in ("-n", "--numprocesses") or a.startswith(("-n", "--numprocesses=")) for a in args):
        return args
    if any(a == "-k" or a.startswith("-k") and not a.startswith("--") for a in args):
        return args
    # two workers per core, up to 4: much of a run waits on other processes (Chromium, the site's
    # server, a build, the command line), and a second worker keeps the core busy meanwhile (on two
    # cores the everyday tier took 3 min 30 s with two workers, 2 min 48 s with four, 4 December 2026);
    # an idle worker takes tests queued for another
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    return ["-n", str(max(1, min(4, 2 * cores))), "--dist", "worksteal", *args]


def main() -> None:
    try:
        args, profile, name = tier_arguments(sys.argv[1:])
    except UsageError as err:
        sys.exit(f"check.py: {err}")
    bin_dir = ensure("test")
    ensure_chromium()
    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
    # the loop keeps Python's compiled modules and pytest's rewritten tests (in __pycache__, ignored by
    # git) from one run to the next, and for the run's many processes, even where the shell says not
    # to write them: without them every worker, every CLI process and every build compiles the package anew
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ.setdefault("HYPOTHESIS_PROFILE", profile)
    args = worker_arguments(args)
    say(f"running {name}, Hypothesis profile {os.environ['HYPOTHESIS_PROFILE']} ({' '.join(args)})")
    run([str(bin_dir / "python"), "-m", "pytest", *args])


if __name__ == "__main__":
    main()
